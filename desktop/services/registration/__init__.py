"""Operators, their documents, the registration application and its CRC."""
