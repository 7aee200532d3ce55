"""The office server and the statewide network (PostgreSQL, no Qt)."""
