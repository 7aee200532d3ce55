"""Legislação: the infraction catalogue read-only (group, value in force, article, penalty,
measures), filtered as the clerk types; administrators register an updated value (IGP-DI,
Res. AGR 105/2017, art. 98) or the RR tariff coefficient with its effective date."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from desktop.models.rule_values import RuleValueUpdate
from desktop.rules.choices import Jurisdiction, PenaltyKind
from desktop.rules.dates import br_date
from desktop.rules.money import parse_brl
from desktop.services.calendar import office_today
from desktop.services.errors import ValidationError
from desktop.services.legislation import Legislation, legislation
from desktop.services.office.permissions import Permission, has_permission
from desktop.services.office.rule_values import register_rule_value
from desktop.ui.changes import Domain
from desktop.ui.widgets import dialogs, operation
from desktop.ui.widgets.action_dialog import ActionDialog
from desktop.ui.widgets.cells import cell_text
from desktop.ui.widgets.forms import date_edit, date_value
from desktop.ui.workspace import Workspace, WorkspaceUser

# The width, in letters, of the wrapped columns beside the infraction: group, value in force,
# article, penalty and measures.
COLUMN_LETTERS = {1: 18, 3: 24, 4: 22, 5: 34}


class LegislationArea(QWidget, WorkspaceUser):
    def __init__(self, workspace: Workspace, parent=None) -> None:
        super().__init__(parent)
        self.workspace = workspace
        self.data: Legislation | None = None
        self.title = QLabel(self)
        self.title.setWordWrap(True)
        self.filter_box = QLineEdit(self)
        self.filter_box.setObjectName("legislation_filter")
        self.filter_box.setPlaceholderText(self.tr("Filtrar por código, grupo, texto ou artigo"))
        self.filter_box.setClearButtonEnabled(True)
        self.filter_box.textChanged.connect(self.apply_filter)
        self.table = QTableWidget(0, 6, self)
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("Código"),
                self.tr("Grupo"),
                self.tr("Infração"),
                self.tr("Valor vigente"),
                self.tr("Artigo"),
                self.tr("Penalidade e medidas"),
            ]
        )
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        # A list, not a grid to fill: Tab leaves it for the button instead of walking cells.
        self.table.setTabKeyNavigation(False)
        # Every text whole, wrapped in its column and each row as tall as its text: at 1366
        # pixels the value, the article and the penalty were cut short ("Lei RR …"). The
        # infraction takes the room the others leave.
        self.table.setWordWrap(True)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        letter = self.fontMetrics().averageCharWidth()
        for column, letters in COLUMN_LETTERS.items():
            header.resizeSection(column, letters * letter)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.update_button = QPushButton(self.tr("&Registrar valor atualizado…"), self)
        self.update_button.setObjectName("register_value")
        self.update_button.clicked.connect(self.register_value)
        self.update_button.setVisible(has_permission(self.ctx.actor, Permission.RULE_VALUE_MANAGE))
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.filter_box)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.update_button, 0, Qt.AlignmentFlag.AlignLeft)
        self.refresh()

    def refresh(self) -> None:
        operation.run(self, lambda: legislation(self.ctx), self._show)

    def _show(self, data: Legislation) -> None:
        self.data = data
        self.title.setText(
            self.tr("Infrações e valores vigentes em %1 — %2")
            .replace("%1", br_date(self.data.on))
            .replace("%2", self.data.basis)
        )
        self.table.setRowCount(len(self.data.rows))
        for index, row in enumerate(self.data.rows):
            penalty = PenaltyKind(row.penalty or PenaltyKind.MULTA).label
            if row.penalty_article:
                penalty += f" ({row.penalty_article})"
            if row.measures:
                penalty += "; " + self.tr("medidas: art. %1").replace(
                    "%1", ", art. ".join(row.measures)
                )
            values = (row.code, row.group_label, row.text, row.value_label, row.article, penalty)
            for column, value in enumerate(values):
                item = QTableWidgetItem(value)
                if column == 3:
                    item.setToolTip(row.value_source)
                self.table.setItem(index, column, item)
        self.apply_filter(self.filter_box.text())

    def apply_filter(self, text: str) -> None:
        needle = text.strip().lower()
        for index in range(self.table.rowCount()):
            cells = " ".join(cell_text(self.table, index, column) for column in range(6)).lower()
            self.table.setRowHidden(index, bool(needle) and needle not in cells)

    def visible_codes(self) -> list[str]:
        return [
            cell_text(self.table, i, 0)
            for i in range(self.table.rowCount())
            if not self.table.isRowHidden(i)
        ]

    def _values_intro(self, jurisdiction: str) -> str:
        """The values each state's own law has the office register."""
        if jurisdiction == Jurisdiction.RR:
            return self.tr(
                "O coeficiente tarifário em vigor fixado pelo CRE/RR, base das multas (Lei RR "
                "664/2008, art. 78), com a data de vigência e o ato que o publicou."
            )
        return self.tr(
            "Valores atualizados anualmente pelo IGP-DI (Res. AGR 105/2017, art. 98), a "
            "cobertura mínima do seguro fixada pela AGR (art. 51, §§ 1º e 3º) ou o coeficiente "
            "tarifário da outorga dos Termos de Autorização (Decreto 8.444/2015, art. 11 §4º), "
            "com a data de vigência e o ato que os publicou."
        )

    def register_value(self) -> object:
        if self.data is None:
            return None

        def submit(dialog):
            amount = parse_brl(value.text())
            if amount is None:
                raise ValidationError({"value": f"Informe {name.currentData().asked}."})
            return register_rule_value(
                self.ctx, name.currentData().key, date_value(start), amount, source.text()
            )

        dialog = ActionDialog(
            self.tr("Registrar valor atualizado"),
            submit,
            self._values_intro(self.data.jurisdiction),
            self.tr("Registrar"),
            self,
            self.workspace.changes(Domain.OFFICE),
        )
        name = QComboBox(dialog)
        for series in self.data.values:
            name.addItem(series.label, series)
        dialog.form.add("name", self.tr("&Valor"), name)
        start = date_edit(dialog, office_today(self.ctx))
        dialog.form.add("effective_from", self.tr("Vigência a &partir de"), start)
        value = dialog.form.add_line("value", self.data.values[0].field_label)

        def follow_unit() -> None:
            series = name.currentData()
            dialog.form.set_label("value", series.field_label)
            value.setPlaceholderText(series.example)

        name.currentIndexChanged.connect(follow_unit)
        follow_unit()
        source = dialog.form.add_line(
            "source",
            self.tr("&Fonte"),
            self.tr("Portaria nº …, DOE de …"),
            column=RuleValueUpdate.source,
        )
        if dialogs.launch(dialog) != ActionDialog.DialogCode.Accepted:
            return None
        self.refresh()
        return dialog.result_value
