"""The line's form (GO Decreto 8.444/2015 arts. 4º, 6º §1º II, 11 §1º and 42; Lei RR 664/2008
arts. 4º, 8º I, 47 and 66): number, name, kind of service, end points and terminals, the
itinerary's roads and length, and its section points and stops in order, each with its km
from the origin; in Roraima, for a line on the other itinerary of a principal line, what
art. 5º asks (`second_itinerary_fields`).

The form only gathers what was typed and shows the service's messages next to the fields;
the checks are the rules'. A registered line is shown read-only: a change to a line is an
act of its own (Decreto 8.444 art. 43; Lei 664 arts. 57-59), never an edit.
"""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLineEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from desktop.models.lines import Line, LineAct, LinePoint, LineVersion
from desktop.rules.lines.register import COMPLEMENTARY, POINT_LABELS, SERVICE_KINDS, PointKind
from desktop.services.lines.records import LineDetail, municipality_name
from desktop.services.lines.register import LineInput, PointInput
from desktop.ui.lines.second_itinerary_fields import SecondItineraryFields
from desktop.ui.widgets.focus_scroll import FocusScroll
from desktop.ui.widgets.forms import Form, FormGroup, compact_combo
from desktop.ui.widgets.limits import limit_line
from desktop.ui.widgets.municipality_picker import MunicipalityPicker
from desktop.ui.widgets.record_picker import RecordPicker
from desktop.ui.widgets.tab_order import chain_tab_order

POINT_COLUMNS = ("Tipo", "Local", "Município", "km")


class PointsEditor(QWidget):
    """The section points and stops in the order typed: a row to type one (Enter in the km
    adds it), the table of those added, and Remover for the selected one."""

    def __init__(self, state: str, parent=None) -> None:
        super().__init__(parent)
        self.points: list[PointInput] = []
        self.kind = compact_combo(self)
        self.kind.setMinimumContentsLength(12)
        self.kind.setObjectName("point_kind")
        for kind in PointKind:
            self.kind.addItem(POINT_LABELS[kind], kind.value)
        self.place = limit_line(QLineEdit(self), LinePoint.place)
        self.place.setObjectName("point_place")
        self.place.setPlaceholderText(self.tr("Local (rodoviária, posto, trevo…)"))
        self.municipality = MunicipalityPicker(state, self)
        self.municipality.setObjectName("point_municipality")
        self.km = QLineEdit(self)
        self.km.setObjectName("point_km")
        self.km.setPlaceholderText(self.tr("km da origem"))
        self.km.setMaximumWidth(110)
        self.km.returnPressed.connect(self.add_point)
        self.add_button = QPushButton(self.tr("&Adicionar ponto"), self)
        self.add_button.setObjectName("point_add")
        self.add_button.clicked.connect(self.add_point)
        self.remove_button = QPushButton(self.tr("Remo&ver ponto"), self)
        self.remove_button.clicked.connect(self.remove_point)
        self.table = QTableWidget(0, len(POINT_COLUMNS), self)
        self.table.setObjectName("points_table")
        self.table.setHorizontalHeaderLabels([self.tr(title) for title in POINT_COLUMNS])
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        # A list of the points added, not a grid to fill: Qt's table walks its cells with
        # Tab and, past the last one, starts again at the first, so Tab never left it.
        self.table.setTabKeyNavigation(False)
        self.table.verticalHeader().setDefaultSectionSize(22)
        self.table.setMinimumHeight(130)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)

        # Two rows, so the editor fits the record's half of a 1024-pixel screen.
        entry = QHBoxLayout()
        entry.addWidget(self.kind)
        entry.addWidget(self.place, 1)
        entry_more = QHBoxLayout()
        entry_more.addWidget(self.municipality, 1)
        entry_more.addWidget(self.km)
        entry_more.addWidget(self.add_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(entry)
        layout.addLayout(entry_more)
        layout.addWidget(self.table)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.remove_button)
        layout.addLayout(buttons)
        self.setFocusProxy(self.kind)

    def add_point(self) -> None:
        """Adds the point typed; what it lacks is for the rules to say on Salvar."""
        self.municipality.settle()
        if not (self.place.text().strip() or self.km.text().strip()):
            return
        self.points.append(
            PointInput(
                self.kind.currentData(),
                self.place.text().strip(),
                self.municipality.code(),
                self.km.text().strip(),
            )
        )
        self._fill()
        self.place.clear()
        self.municipality.clear_value()
        self.km.clear()
        self.place.setFocus()

    def remove_point(self) -> None:
        row = self.table.currentRow()
        if 0 <= row < len(self.points):
            del self.points[row]
            self._fill()

    def set_points(self, points: list[PointInput]) -> None:
        self.points = list(points)
        self._fill()

    def _fill(self) -> None:
        self.table.setRowCount(len(self.points))
        for row, point in enumerate(self.points):
            values = (
                POINT_LABELS.get(point.kind, point.kind),
                point.place,
                municipality_name(point.municipality_code),
                point.km,
            )
            for column, value in enumerate(values):
                item = QTableWidgetItem(value)
                if column == 3:
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                self.table.setItem(row, column, item)

    def set_editable(self, editable: bool) -> None:
        for widget in (self.kind, self.place, self.municipality, self.km, self.add_button):
            widget.setVisible(editable)
        self.remove_button.setVisible(editable)
        # The focus given to the editor goes to what shows: Qt's chain, out of the table,
        # gave it to the hidden kind, so the focus stayed in the table and Tab never left.
        self.setFocusProxy(self.kind if editable else self.table)


class LineForm(FormGroup, FocusScroll):
    def __init__(
        self, jurisdiction: str, parent_lines, parent=None, describe_principal=None
    ) -> None:
        """`parent_lines(text)` proposes the regular lines a complementary service comes
        from (GO art. 42 II), and in Roraima the principal line of a line created on its
        other itinerary (Lei RR 664/2008, art. 5º), which `describe_principal(line_id)`
        describes."""
        super().__init__(parent)
        self.jurisdiction = jurisdiction
        body = QWidget(self)
        self.line_form = Form(body)
        form = self.line_form
        self.code = form.add_line(
            "code",
            self.tr("&Número:"),
            self.tr("ex.: %1-0101").replace("%1", jurisdiction),
            column=Line.code,
        )
        self.name = form.add_line(
            "name", self.tr("No&me:"), self.tr("Origem — Destino"), column=LineVersion.name
        )
        self.service_kind = compact_combo(body)
        for kind, (label, article) in SERVICE_KINDS[jurisdiction].items():
            self.service_kind.addItem(f"{label} ({article})", kind.value)
        form.add("service_kind", self.tr("Ti&po de serviço:"), self.service_kind)
        self.parent_line = RecordPicker(
            parent_lines, self.tr("Número da linha regular de origem"), body
        )
        if jurisdiction == "GO":
            form.add("parent_line", self.tr("Linha de ori&gem:"), self.parent_line)
            self.service_kind.currentIndexChanged.connect(self._show_parent)
            self.second_itinerary = None
        else:
            self.parent_line.hide()  # RR has no complementary services of GO art. 42 II
            self.second_itinerary = SecondItineraryFields(
                form, parent_lines, describe_principal or (lambda _id: ""), body
            )
        self.origin = form.add("origin", self.tr("&Origem:"), MunicipalityPicker(jurisdiction))
        self.origin_terminal = form.add_line(
            "origin_terminal",
            self.tr("Terminal de origem:"),
            self.tr("Terminal rodoviário"),
            column=LineVersion.origin_terminal,
        )
        self.destination = form.add(
            "destination", self.tr("&Destino:"), MunicipalityPicker(jurisdiction)
        )
        self.destination_terminal = form.add_line(
            "destination_terminal",
            self.tr("Terminal de destino:"),
            self.tr("Terminal rodoviário"),
            column=LineVersion.destination_terminal,
        )
        self.roads = form.add_line(
            "roads",
            self.tr("&Rodovias:"),
            self.tr("ex.: BR-153, GO-431")
            if jurisdiction == "GO"
            else self.tr("ex.: BR-174, RR-205"),
            column=LineVersion.roads,
        )
        self.length_km = form.add_line(
            "length_km", self.tr("&Extensão (km):"), self.tr("ida, da origem ao destino")
        )
        self.act_reference = form.add_line(
            "act_reference",
            self.tr("Ato de criação:"),
            self.tr("ex.: Portaria nº 101/2026"),
            column=LineAct.reference,
        )
        self.points_form = Form(body)
        self.points = PointsEditor(jurisdiction, body)
        self.points_form.add("points", "", self.points)
        self.forms = (self.line_form, self.points_form)

        line_box = QGroupBox(self.tr("Linha e itinerário"), body)
        QVBoxLayout(line_box).addWidget(self.line_form)
        points_box = QGroupBox(self.tr("Pontos de seção e paradas, na ordem do percurso"), body)
        QVBoxLayout(points_box).addWidget(self.points_form)
        layout = QVBoxLayout(body)
        layout.addWidget(line_box)
        layout.addWidget(points_box)
        layout.addStretch(1)
        self.setWidget(body)
        chain_tab_order(self)
        self.editors = (
            self.code,
            self.name,
            self.service_kind,
            self.parent_line,
            self.origin,
            self.origin_terminal,
            self.destination,
            self.destination_terminal,
            self.roads,
            self.length_km,
            self.act_reference,
        )

    def _show_parent(self) -> None:
        """The line a service comes from is asked only of a complementary service (GO
        art. 42 II)."""
        if "parent_line" in self.line_form.rows:
            complementary = self.service_kind.currentData() in COMPLEMENTARY
            self.line_form.layout_.setRowVisible(self.line_form.rows["parent_line"], complementary)

    def show_errors(self, field_errors: dict[str, str], message: str = "") -> None:
        """The messages of the points (`points[i]`) go together under the points' table."""
        merged = {k: v for k, v in field_errors.items() if not k.startswith("points[")}
        points = [v for k, v in field_errors.items() if k.startswith("points[")]
        if points:
            merged["points"] = "\n".join(dict.fromkeys(points))
        super().show_errors(merged, message)

    def line_input(self) -> LineInput:
        parent = self.parent_line.value()
        return LineInput(
            code=self.code.text().strip(),
            name=self.name.text().strip(),
            origin_code=self.origin.code(),
            destination_code=self.destination.code(),
            roads=self.roads.text().strip(),
            length_km=self.length_km.text().strip(),
            service_kind=self.service_kind.currentData(),
            origin_terminal=self.origin_terminal.text().strip(),
            destination_terminal=self.destination_terminal.text().strip(),
            parent_line_id=parent.id if parent is not None else None,
            points=tuple(self.points.points),
            act_reference=self.act_reference.text().strip(),
            second_itinerary=self.second_itinerary.value() if self.second_itinerary else None,
        )

    def clear(self) -> None:
        self.clear_errors()
        for editor in self.editors:
            if isinstance(editor, QLineEdit):
                editor.clear()
        self.origin.clear_value()
        self.destination.clear_value()
        self.parent_line.clear_value()
        self.service_kind.setCurrentIndex(0)
        self._show_parent()
        self.points.set_points([])
        if self.second_itinerary:
            self.second_itinerary.clear()
        self._set_editable(True)

    def load(self, detail: LineDetail) -> None:
        self.clear_errors()
        self.code.setText(detail.code)
        self.name.setText(detail.name)
        self.service_kind.setCurrentIndex(self.service_kind.findData(detail.service_kind))
        self._show_parent()
        self.parent_line.set_value(detail.parent_line_code, None)
        self.origin.set_code(detail.origin_code)
        self.destination.set_code(detail.destination_code)
        self.origin_terminal.setText(detail.origin_terminal)
        self.destination_terminal.setText(detail.destination_terminal)
        self.roads.setText(detail.roads)
        self.length_km.setText(f"{detail.length_km}".replace(".", ","))
        self.act_reference.setText(detail.acts[0].reference if detail.acts else "")
        self.points.set_points(
            [
                PointInput(p.kind, p.place, p.municipality_code, f"{p.km}".replace(".", ","))
                for p in detail.points
            ]
        )
        if self.second_itinerary:
            self.second_itinerary.hide()
        self._set_editable(False)

    def _set_editable(self, editable: bool) -> None:
        for editor in self.editors:
            if isinstance(editor, QLineEdit):
                editor.setReadOnly(not editable)
            else:
                editor.setEnabled(editable)
        self.points.set_editable(editable)
