"""Alembic environment: always run in-process with a connection handed over by
`desktop.models.startup` (config.attributes["connection"]); no alembic.ini."""

from alembic import context
from sqlalchemy.types import TypeDecorator

from desktop.migrations import insert_only_autogen  # noqa: F401  (registers the comparator)
from desktop.models import import_all_models
from desktop.models.base import Base

import_all_models()


def render_item(type_, obj, autogen_context):
    """Our TypeDecorators are written as their plain SQL type, so a migration never
    depends on model code that may change later."""
    if type_ == "type" and isinstance(obj, TypeDecorator):
        return f"sa.{obj.impl!r}"
    return False


def run_migrations() -> None:
    connection = context.config.attributes["connection"]
    context.configure(
        connection=connection,
        target_metadata=Base.metadata,
        render_as_batch=True,
        compare_type=True,
        render_item=render_item,
    )
    with context.begin_transaction():
        context.run_migrations()


run_migrations()
