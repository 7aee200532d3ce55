"""Builders of sample records and inputs shared by the test folders (no tests here)."""
