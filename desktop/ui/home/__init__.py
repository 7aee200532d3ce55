"""Início: the home page."""
