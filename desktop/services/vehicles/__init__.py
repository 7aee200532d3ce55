"""Vehicles: register, inspections, insurance, CRV, events, expiry."""
