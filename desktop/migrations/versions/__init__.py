"""Alembic revision scripts (a package so they ship in wheels and frozen builds)."""
