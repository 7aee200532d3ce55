"""Operadores: the operator area, its form and tabs."""
