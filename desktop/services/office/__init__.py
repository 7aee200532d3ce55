"""The office: setup, users, permissions, audit log, rulebook values."""
