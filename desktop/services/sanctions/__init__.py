"""Autos de infração, the sanction process, penalties, measures, debts and payments."""
