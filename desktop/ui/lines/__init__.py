"""Linhas: the register of regular lines (issue 15)."""
