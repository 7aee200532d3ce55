"""The areas of the main window. Adding an area is one line in `AREAS`."""

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from desktop.services.context import Actor, ServiceContext
from desktop.services.permissions import Permission, has_permission
from desktop.ui.navigator import Navigator


@dataclass(frozen=True)
class Area:
    key: str
    title: str
    build: Callable[[ServiceContext, Navigator], QWidget]
    permission: Permission | None = None


def _tr(text: str) -> str:
    return QCoreApplication.translate("areas", text)


def all_areas() -> list[Area]:
    from desktop.ui.home_page import HomePage

    return [
        Area("home", _tr("Início"), HomePage),
    ]


def available_areas(actor: Actor) -> list[Area]:
    return [area for area in all_areas()
            if area.permission is None or has_permission(actor, area.permission)]
