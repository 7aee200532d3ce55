"""Verificar documento: a printed document checked by its code, its QR code or its PDF."""
