"""SQLAlchemy models, the engine and session factory, and the Alembic migrations."""

import importlib
import pkgutil

INFRASTRUCTURE_MODULES = frozenset({"base", "database", "engine", "startup"})


def model_module_names() -> list[str]:
    """Every submodule of desktop.models that defines tables, whoever wrote it."""
    return sorted(
        f"{__name__}.{info.name}"
        for info in pkgutil.iter_modules(__path__)
        if info.name not in INFRASTRUCTURE_MODULES
    )


def import_all_models() -> None:
    """Registers every table on `Base.metadata` (for Alembic and `create_all`)."""
    for name in model_module_names():
        importlib.import_module(name)
