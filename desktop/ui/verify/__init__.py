"""Verificar documento, and the document numbers the global search opens."""
