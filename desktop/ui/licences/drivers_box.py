"""The drivers of the licence request (Res. AGR 105/2017 arts. 46 and 47): one already known
to the operator picked by name or CPF fills the fields, or they are typed; "Adicionar
motorista" puts the driver on the list the licence prints. The drivers added are rows of the
form's state and draft (`RowsField`, issue 17 §5). The document of the driver's link and the
defensive-driving certificate are asked where the office's law asks them
(`desktop.rules.licence_lists`): in Goiás, not in Roraima."""

import dataclasses
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QGridLayout, QGroupBox, QLineEdit, QListWidget, QPushButton

from desktop.models.licences import LicenceDriver
from desktop.rules.choices import DriverLink, LicenceModality
from desktop.rules.licence_lists import list_articles
from desktop.services.licences.passengers import mask_cpf
from desktop.services.licences.requests import DriverInput, driver_as_asked
from desktop.ui.licences.licence_terms import drivers_title
from desktop.ui.widgets.forms import compact_combo
from desktop.ui.widgets.limits import limit_line
from desktop.ui.widgets.masks import CPF, apply_mask, significant
from desktop.ui.widgets.record_picker import Proposals, RecordPicker


class DriversBox(QGroupBox):
    """`search(text)` proposes the operator's known drivers; `drivers` are those added."""

    rows_changed = Signal()

    def __init__(self, search: Callable[[str], Proposals], jurisdiction: str, parent=None) -> None:
        super().__init__(drivers_title(jurisdiction), parent)
        self.jurisdiction = jurisdiction
        articles = list_articles(jurisdiction)
        # Res. AGR 105/2017, arts. 46-47 (Goiás); Lei RR 664/2008 asks no link.
        self.linked = articles.driver_link is not None
        # The modality on screen asks it: not the característica vinculada (Chapter V).
        self.link_asked = self.linked
        # Res. AGR 105/2017, art. 39 sole § (Goiás); Lei RR 664/2008 asks no such certificate.
        self.certified = articles.defensive_driving is not None
        self.drivers: list[DriverInput] = []
        self.picker = RecordPicker(search, self.tr("Motorista já cadastrado: nome ou CPF"), self)
        self.picker.chosen.connect(self.fill)
        self.name = limit_line(QLineEdit(self), LicenceDriver.name)
        self.name.setObjectName("driver_name")
        self.name.setPlaceholderText(self.tr("Nome"))
        self.cpf = QLineEdit(self)
        self.cpf.setObjectName("driver_cpf")
        apply_mask(self.cpf, CPF)
        self.cpf.setPlaceholderText(self.tr("CPF"))
        # Made in the order they read, which Tab follows: the link's row before the CNH's.
        self.link = compact_combo(self)
        self.link.setObjectName("driver_link")
        if self.linked:
            for code, label in DriverLink.labels().items():
                self.link.addItem(label, code)
        self.cnh = limit_line(QLineEdit(self), LicenceDriver.cnh)
        self.cnh.setObjectName("driver_cnh")
        self.cnh.setPlaceholderText(self.tr("CNH"))
        self.reference = limit_line(QLineEdit(self), LicenceDriver.link_reference)
        self.reference.setObjectName("driver_link_reference")
        self.reference.setPlaceholderText(self.tr("Nº do documento de vínculo"))
        self.course = limit_line(QLineEdit(self), LicenceDriver.defensive_certificate)
        self.course.setObjectName("driver_defensive_certificate")
        self.course.setPlaceholderText(self.tr("Certificado de direção defensiva (escolar)"))
        self.course.setVisible(self.certified)
        self.link.setVisible(self.linked)
        self.reference.setVisible(self.linked)
        add = QPushButton(self.tr("Adicionar motori&sta"), self)
        add.setObjectName("add_driver")
        add.clicked.connect(self.add_driver)
        self.list = QListWidget(self)
        self.list.setObjectName("driver_list")
        self.list.setFixedHeight(44)
        grid = QGridLayout(self)
        # The picker has a row of its own, so its hint reads whole (issue 17 §7).
        grid.addWidget(self.picker, 0, 0, 1, 3)
        grid.addWidget(self.name, 1, 0, 1, 2)
        grid.addWidget(self.cpf, 1, 2)
        if self.linked:
            # The document of art. 47 has a row of its own: its longest name (the ata, art.
            # 47, III) was cut short in a third of the row at 1366 pixels.
            grid.addWidget(self.link, 2, 0, 1, 3)
            grid.addWidget(self.cnh, 3, 0)
            grid.addWidget(self.reference, 3, 1, 1, 2)
            grid.addWidget(self.course, 4, 0, 1, 2)
            grid.addWidget(add, 4, 2)
        else:
            grid.addWidget(self.course, 3, 0, 1, 2)
            # No link's fields: the CNH and the button share the row they leave, and the
            # columns keep Goiás's widths though the middle one is empty.
            grid.addWidget(self.cnh, 2, 0, 1, 2)
            grid.addWidget(add, 2, 2)
            for column in range(3):
                grid.setColumnStretch(column, 1)
        grid.addWidget(self.list, 5, 0, 1, 3)

    def follow_modality(self, modality: str) -> None:
        """The defensive-driving certificate is asked of the escolar's drivers only (Res.
        AGR 105/2017, art. 39, parágrafo único); the title cites, and the fields ask, the link
        of arts. 46-47, save for the característica vinculada (`drivers_title`), whose
        Chapter V (arts. 53-59) does not take it up."""
        self.course.setVisible(self.certified and modality == LicenceModality.ESCOLAR)
        self.setTitle(drivers_title(self.jurisdiction, modality))
        self.link_asked = self.linked and modality != LicenceModality.VINCULADA
        self.link.setVisible(self.link_asked)
        self.reference.setVisible(self.link_asked)

    def fill(self, driver: DriverInput) -> None:
        self.name.setText(driver.name)
        self.cpf.setText(driver.cpf)
        self.cnh.setText(driver.cnh)
        self.link.setCurrentIndex(max(0, self.link.findData(driver.link_kind)))
        self.reference.setText(driver.link_reference)
        self.course.setText(driver.defensive_certificate)

    def _clear_fields(self) -> None:
        for edit in (self.picker, self.name, self.cpf, self.cnh, self.reference, self.course):
            edit.clear()

    def add_driver(self) -> None:
        # What the hidden fields hold (a draft restores them) goes no further.
        driver = driver_as_asked(
            DriverInput(
                self.name.text().strip(),
                significant(self.cpf.text()),
                self.cnh.text().strip(),
                (self.link.currentData() or "") if self.link_asked else "",
                self.reference.text().strip() if self.link_asked else "",
                self.course.text().strip() if self.course.isVisibleTo(self) else "",
            ),
            self.jurisdiction,
        )
        if not driver.name:
            self.name.setFocus()
            return
        self.drivers.append(driver)
        self._list_drivers()
        self._clear_fields()
        self.picker.setFocus()

    def _list_drivers(self) -> None:
        self.list.clear()
        for driver in self.drivers:
            self.list.addItem(f"{driver.name} — CPF {mask_cpf(driver.cpf)}")
        self.rows_changed.emit()

    def draft_rows(self) -> list[dict[str, Any]]:
        """Each driver added, as `{field: value}`."""
        return [dataclasses.asdict(driver) for driver in self.drivers]

    def restore_rows(self, rows: list[dict[str, Any]]) -> None:
        """The drivers of a draft, with only what the office's law asks: a draft kept before
        the form hid a field (a Roraima driver's link) brings no value the clerk cannot see
        nor clear, which the request would carry and be refused for."""
        self.drivers = [driver_as_asked(DriverInput(**row), self.jurisdiction) for row in rows]
        self._list_drivers()

    def reset(self) -> None:
        self._clear_fields()
        self.drivers.clear()
        self._list_drivers()
