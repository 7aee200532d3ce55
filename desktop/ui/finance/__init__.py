"""Financeiro: debts and payments."""
