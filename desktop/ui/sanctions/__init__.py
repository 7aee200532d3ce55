"""Autos e Processos: the notice form and the sanction process screens."""
