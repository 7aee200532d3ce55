"""The areas of the main window. Adding an area is one line in `all_areas` and a builder.

Each builder imports its screen when the area is first opened, so a start-up shows the home
page without importing (or querying for) the areas nobody has looked at yet; the imports
are plain statements, so PyInstaller still finds every screen.
"""

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from desktop.services.context import Actor
from desktop.services.office.permissions import Permission, has_permission
from desktop.ui.licences.licence_terms import licence_labels
from desktop.ui.workspace import Workspace


def _home(workspace: Workspace) -> QWidget:
    from desktop.ui.home.page import HomePage

    return HomePage(workspace)


def _operators(workspace: Workspace) -> QWidget:
    from desktop.ui.operators.area import OperatorsArea

    return OperatorsArea(workspace)


def _vehicles(workspace: Workspace) -> QWidget:
    from desktop.ui.vehicles.area import VehiclesArea

    return VehiclesArea(workspace)


def _licences(workspace: Workspace) -> QWidget:
    from desktop.ui.licences.area import LicencesArea

    return LicencesArea(workspace)


def _lines(workspace: Workspace) -> QWidget:
    from desktop.ui.lines.area import LinesArea

    return LinesArea(workspace)


def _notices(workspace: Workspace) -> QWidget:
    from desktop.ui.sanctions.area import NoticesArea

    return NoticesArea(workspace)


def _finance(workspace: Workspace) -> QWidget:
    from desktop.ui.finance.area import FinanceArea

    return FinanceArea(workspace)


def _legislation(workspace: Workspace) -> QWidget:
    from desktop.ui.legislation.area import LegislationArea

    return LegislationArea(workspace)


def _verify(workspace: Workspace) -> QWidget:
    from desktop.ui.verify.page import VerifyPage

    return VerifyPage(workspace)


def _admin(workspace: Workspace) -> QWidget:
    from desktop.ui.admin.area import AdminArea

    return AdminArea(workspace)


@dataclass(frozen=True)
class Area:
    key: str
    title: str
    build: Callable[[Workspace], QWidget]
    permission: Permission | None = None


translate = QCoreApplication.translate


def all_areas(jurisdiction: str) -> list[Area]:
    """The areas of an office of `jurisdiction`: each named in its law's words (Licenças in
    Goiás, Autorizações in Roraima, `licence_labels`)."""
    return [
        Area("home", translate("areas", "Início"), _home),
        Area("operators", translate("areas", "Operadores"), _operators, Permission.OPERATOR_VIEW),
        Area("vehicles", translate("areas", "Veículos"), _vehicles, Permission.VEHICLE_VIEW),
        Area("licences", licence_labels(jurisdiction)["area"], _licences, Permission.LICENCE_VIEW),
        Area("lines", translate("areas", "Linhas"), _lines, Permission.LINE_VIEW),
        Area("notices", translate("areas", "Autos e Processos"), _notices),
        Area("finance", translate("areas", "Financeiro"), _finance),
        Area("legislation", translate("areas", "Legislação"), _legislation),
        Area(
            "verify", translate("areas", "Verificar documento"), _verify, Permission.DOCUMENT_VERIFY
        ),
        Area("admin", translate("areas", "Administração"), _admin, Permission.USER_MANAGE),
    ]


def available_areas(actor: Actor, jurisdiction: str) -> list[Area]:
    return [
        area
        for area in all_areas(jurisdiction)
        if area.permission is None or has_permission(actor, area.permission)
    ]


class AreaPages:
    """The pages of the areas a user may open, each built the first time it is asked for.

    `key in pages` says whether the user has the area; `pages[key]` builds it if needed
    (then `placed(key, page)` puts it on screen). A page not built yet has nothing stale:
    it reads its data when built."""

    def __init__(
        self, areas: list[Area], workspace: Workspace, placed: Callable[[str, QWidget], None]
    ) -> None:
        self._areas = {area.key: area for area in areas}
        self._workspace = workspace
        self._placed = placed
        self._pages: dict[str, QWidget] = {}

    def __contains__(self, key: object) -> bool:
        return key in self._areas

    def __getitem__(self, key: str) -> QWidget:
        page = self._pages.get(key)
        if page is None:
            page = self._areas[key].build(self._workspace)
            self._pages[key] = page
            self._placed(key, page)
        return page

    def built(self) -> list[QWidget]:
        """The pages built so far (those the user has opened)."""
        return list(self._pages.values())

    def key_of(self, page: QWidget) -> str:
        return next(key for key, built in self._pages.items() if built is page)

    def get(self, key: str, default: QWidget | None = None) -> QWidget | None:
        return self[key] if key in self else default
