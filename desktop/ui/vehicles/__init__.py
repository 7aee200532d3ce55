"""Veículos: the vehicle area, its form, tabs and dialogs."""
