"""SQLAlchemy models, the engine and session factory, and the Alembic migrations."""
