"""Legislação: the infraction catalogue."""
