"""Keyset lists and searches: operators, vehicles, licences."""
