"""Balcão: the desktop application of the regional offices of the state transport regulators."""

__version__ = "0.1.0"
