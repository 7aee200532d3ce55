"""Administração: users, closures, keys."""
