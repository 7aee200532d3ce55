"""Alembic migrations of the Balcão schema, run in-process by `desktop.models.startup`."""
