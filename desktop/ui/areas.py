"""The areas of the main window. Adding an area is one line in `all_areas`."""

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from desktop.services.context import Actor
from desktop.services.permissions import Permission, has_permission
from desktop.ui.admin_area import AdminArea
from desktop.ui.finance_area import FinanceArea
from desktop.ui.home_page import HomePage
from desktop.ui.legislation_area import LegislationArea
from desktop.ui.licences_area import LicencesArea
from desktop.ui.notices_area import NoticesArea
from desktop.ui.operators_area import OperatorsArea
from desktop.ui.vehicles_area import VehiclesArea
from desktop.ui.verify_page import VerifyPage
from desktop.ui.workspace import Workspace


@dataclass(frozen=True)
class Area:
    key: str
    title: str
    build: Callable[[Workspace], QWidget]
    permission: Permission | None = None


translate = QCoreApplication.translate


def all_areas() -> list[Area]:
    return [
        Area("home", translate("areas", "Início"), HomePage),
        Area("operators", translate("areas", "Operadores"), OperatorsArea,
             Permission.OPERATOR_VIEW),
        Area("vehicles", translate("areas", "Veículos"), VehiclesArea, Permission.VEHICLE_VIEW),
        Area("licences", translate("areas", "Licenças"), LicencesArea, Permission.LICENCE_VIEW),
        Area("notices", translate("areas", "Autos e Processos"), NoticesArea),
        Area("finance", translate("areas", "Financeiro"), FinanceArea),
        Area("legislation", translate("areas", "Legislação"), LegislationArea),
        Area("verify", translate("areas", "Verificar documento"), VerifyPage,
             Permission.DOCUMENT_VERIFY),
        Area("admin", translate("areas", "Administração"), AdminArea, Permission.USER_MANAGE),
    ]


def available_areas(actor: Actor) -> list[Area]:
    return [area for area in all_areas()
            if area.permission is None or has_permission(actor, area.permission)]
