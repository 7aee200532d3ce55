"""The dialogs of a line's actions, each calling one service: record its delegation (GO
Termo de Autorização, permission or concession, Decreto 8.444/2015 arts. 6º-8º; RR concession
or line authorisation, Lei RR 664/2008 arts. 14, 19 and 24), the publication of a Termo's
extract (art. 6º §2º), and a change of status as a dated act. Built here, opened by the area
through `dialogs.launch`."""

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QSpinBox,
    QWidget,
)

from desktop.models.lines import LineAct, LineDelegation
from desktop.rules.dates import br_date
from desktop.rules.lines.delegation import DELEGATION_KINDS, DelegationKind
from desktop.rules.lines.outorga import PRICE_ARTICLE
from desktop.rules.lines.register import STATUS_CHANGES, STATUS_LABELS, LineStatus
from desktop.rules.lines.second_itinerary_rr import WAIVED_LABELS
from desktop.rules.lines.termo_basis import TERMO_BASES
from desktop.services.calendar import office_today
from desktop.services.lines.delegations import (
    DelegationInput,
    record_delegation,
    record_publication,
)
from desktop.services.lines.outorga_records import price_preview
from desktop.services.lines.records import LineDetail
from desktop.services.lines.register import StatusInput, change_status
from desktop.services.lines.second_itinerary import preference_text
from desktop.ui.changes import Domain
from desktop.ui.lines.extinction_fields import ExtinctionFields
from desktop.ui.lines.stoppage_fields import StoppageFields
from desktop.ui.widgets.action_dialog import ActionDialog, OptionalDate
from desktop.ui.widgets.forms import WholeChoiceCombo, compact_combo, date_edit, date_value, text_of
from desktop.ui.widgets.limits import limit_line
from desktop.ui.widgets.mnemonics import letter_captions
from desktop.ui.widgets.operator_proposals import operator_proposals
from desktop.ui.widgets.record_picker import RecordPicker
from desktop.ui.workspace import Workspace

translate = QCoreApplication.translate


TERMO_FIELDS = frozenset(
    {
        "published_on",
        "publication",
        "termo_basis",
        "trcf_paid",
        "free_pricing",
        "outorga_computed",
        "outorga_total",
        "outorga_resolution",
        "outorga_instalments",
        "term_years",
        "minimum_fleet",
        "fleet_average_age",
        "extinction_clause",
    }
)
CONTRACT_FIELDS = frozenset({"bidding", "last_day", "homologated_on", "renews"})


def _dialog(workspace: Workspace, line: LineDetail, title: str, submit, intro, ok, parent):
    changes = workspace.changes(Domain.LINES, ids=[line.id])
    return ActionDialog(title.replace("%1", line.code), submit, intro, ok, parent, changes)


def _spin(dialog, maximum: int, value: int) -> QSpinBox:
    box = QSpinBox(dialog)
    box.setRange(0, maximum)
    box.setValue(value)
    return box


def _preference_fields(form, dialog, text: str) -> tuple[QComboBox, QLineEdit] | None:
    """RR art. 5º § 1º: for a line created on the other itinerary of a principal line, who
    has the preference to run it, and how and where that company let it go; None for any
    other line."""
    if not text:
        return None
    note = QLabel(text, dialog)
    note.setWordWrap(True)
    form.add_check("preference_note", note)
    waived = compact_combo(dialog)
    waived.addItem(translate("lines", "— escolha, se a linha for a outra empresa —"), "")
    for key, label in WAIVED_LABELS.items():
        waived.addItem(translate("lines", label), key)
    form.add(
        "preference_waived",
        translate("lines", "Preferência (Lei RR 664/2008, art. 5º, §1º):"),
        waived,
    )
    reference = form.add_line(
        "preference_reference",
        translate("lines", "Documento da renúncia ou recusa:"),
        column=LineAct.reference,
    )
    return waived, reference


def delegation_dialog(workspace: Workspace, line: LineDetail, parent) -> ActionDialog:
    """The instrument that delegates the line to a registered operator."""
    ctx = workspace.ctx
    go = ctx.office.jurisdiction == "GO"
    today = office_today(ctx)

    def submit(dialog: ActionDialog):
        chosen = operator.value()
        return record_delegation(
            ctx,
            line.id,
            DelegationInput(
                operator_id=chosen.id if chosen else None,
                kind=kind.currentData(),
                number=number.text().strip(),
                signed_on=date_value(signed),
                published_on=published.value() if go else None,
                publication=publication.text().strip() if go else "",
                termo_basis=basis.currentData() or "",
                trcf_paid=trcf.isChecked(),
                free_pricing=free.isChecked(),
                outorga_total=outorga.text().strip(),
                outorga_resolution=resolution.text().strip(),
                outorga_instalments=instalments.value() or None,
                term_years=years.value() or None,
                minimum_fleet=fleet.value() or None,
                fleet_average_age=age.text().strip(),
                extinction_clause=extinction.isChecked(),
                bidding=bidding.text().strip(),
                homologated_on=homologated.value(),
                last_day=last_day.value(),
                renews_id=renews.currentData(),
                preference_waived=preference[0].currentData() if preference else "",
                preference_reference=preference[1].text().strip() if preference else "",
            ),
        )

    dialog = _dialog(
        workspace,
        line,
        translate("lines", "Delegação da linha %1"),
        submit,
        translate(
            "lines",
            "Termo de Autorização (Decreto 8.444/2015, art. 6º §1º, I a VIII; eficaz com a "
            "publicação do extrato, §2º), permissão ou concessão (arts. 7º e 8º).",
        )
        if go
        else translate(
            "lines",
            "Contrato de concessão (Lei RR 664/2008, arts. 13, 14 e 24: 10 anos, prorrogável uma "
            "vez) ou autorização de linha (art. 19: um ano do termo de compromisso; art. 21: "
            "intransferível).",
        ),
        translate("lines", "Registrar"),
        parent,
    )
    form = dialog.form
    operator = RecordPicker(
        lambda text: operator_proposals(ctx, text),
        translate("lines", "CNPJ ou razão social do operador"),
        dialog,
    )
    form.add("operator", translate("lines", "&Operador:"), operator)
    kind = compact_combo(dialog)
    for key, (label, article) in DELEGATION_KINDS[ctx.office.jurisdiction].items():
        kind.addItem(f"{label} ({article})", key.value)
    form.add("kind", translate("lines", "&Instrumento:"), kind)
    number = form.add_line("number", translate("lines", "&Número:"), column=LineDelegation.number)
    signed = form.add("signed_on", translate("lines", "&Assinatura:"), date_edit(dialog, today))
    published = OptionalDate(translate("lines", "publicado em"), today, dialog)
    publication = limit_line(QLineEdit(dialog), LineDelegation.publication)
    basis = WholeChoiceCombo(dialog)
    basis.addItem(translate("lines", "— escolha o artigo —"), None)
    for code, text in TERMO_BASES.items():
        basis.addItem(translate("lines", text), code)
    trcf = QCheckBox(translate("lines", "prevê o pagamento da taxa TRCF (III)"), dialog)
    free = QCheckBox(translate("lines", "prevê a liberdade de preços (IV)"), dialog)
    computed = QLabel(dialog)
    computed.setObjectName("outorga_computed")
    computed.setWordWrap(True)
    outorga = QLineEdit(dialog)
    outorga.setPlaceholderText(translate("lines", "em branco: o valor calculado"))
    resolution = limit_line(QLineEdit(dialog), LineDelegation.outorga_resolution)
    resolution.setPlaceholderText(translate("lines", "só para valor menor: Resolução AGR nº …"))
    instalments = _spin(dialog, 30, 0)
    years = _spin(dialog, 99, 15 if go else 0)
    fleet = _spin(dialog, 999, 0)
    age = QLineEdit(dialog)
    extinction = QCheckBox(translate("lines", "prevê as hipóteses de extinção (VIII)"), dialog)
    bidding = limit_line(QLineEdit(dialog), LineDelegation.bidding)
    homologated = OptionalDate(translate("lines", "homologada em"), today, dialog)
    last_day = OptionalDate(translate("lines", "com prazo"), today, dialog)
    renews = QComboBox(dialog)
    renews.addItem(translate("lines", "— nenhum (contrato novo) —"), None)
    for item in line.delegations:
        if item.kind == DelegationKind.CONCESSAO:
            renews.addItem(f"{item.number} — até {br_date(item.last_day)}", item.id)
    dialog.setMinimumWidth(640)
    unused: tuple[QWidget, ...] = (
        (homologated, renews)
        if go
        else (
            published,
            publication,
            basis,
            trcf,
            free,
            computed,
            outorga,
            resolution,
            instalments,
            years,
            fleet,
            age,
            extinction,
            last_day,
        )
    )
    for widget in unused:
        widget.hide()
    if go:
        form.add(
            "termo_basis",
            translate("lines", "Autorização (Decreto 8.444/2015):"),
            basis,
        )
        form.add("published_on", translate("lines", "Extrato no DOE:"), published)
        form.add("publication", translate("lines", "Publicação:"), publication)
        form.add("trcf_paid", "", trcf)
        form.add("free_pricing", "", free)
        form.add("outorga_computed", translate("lines", "Valor de outorga (V):"), computed)
        form.add(
            "outorga_total",
            translate("lines", "Valor menor (Decreto 8.444/2015, art. 11, § 6º):"),
            outorga,
        )
        form.add("outorga_resolution", translate("lines", "Resolução (§6º):"), resolution)
        form.add(
            "outorga_instalments",
            translate("lines", "Parcelas semestrais (Decreto 8.444/2015, art. 11, § 5º):"),
            instalments,
        )
        form.add("term_years", translate("lines", "Vigência em anos (VI):"), years)
        form.add("minimum_fleet", translate("lines", "Frota mínima (VII):"), fleet)
        form.add("fleet_average_age", translate("lines", "Idade média da frota (VII):"), age)
        form.add("extinction_clause", "", extinction)
    form.add("bidding", translate("lines", "Licitação:"), bidding)
    if go:
        form.add("last_day", translate("lines", "Fim do contrato:"), last_day)
    else:
        form.add("homologated_on", translate("lines", "Homologação:"), homologated)
        form.add("renews", translate("lines", "Prorroga o contrato:"), renews)
    preference = None if go else _preference_fields(form, dialog, preference_text(ctx, line.id))

    def show_rows() -> None:
        """Each instrument asks its own items: the Termo those of art. 6º §1º, a contract
        its bidding (and in RR its homologation and the contract it renews)."""
        chosen = kind.currentData()
        termo = go and chosen == DelegationKind.AUTORIZACAO
        contract = chosen != DelegationKind.AUTORIZACAO
        for name, row in form.rows.items():
            if name in TERMO_FIELDS:
                form.layout_.setRowVisible(row, termo)
            elif name in CONTRACT_FIELDS:
                form.layout_.setRowVisible(row, contract)

    def show_price() -> None:
        """Art. 11 §4º: the value the Termo will have, with its calculation, as the signature
        date and the term change; or why it can't be computed."""
        if not go:
            return
        price = price_preview(ctx, line.id, date_value(signed), years.value() or 1)
        if isinstance(price, str):
            computed.setText(price)
            return
        computed.setText(
            translate("lines", "%1 (%2). Coeficiente: %3.")
            .replace("%1", price.calculation)
            .replace("%2", PRICE_ARTICLE)
            .replace("%3", price.coefficient.source)
        )

    def holder_of_renewed() -> None:
        """RR art. 14: the contract chosen is renewed to the company holding it — after an
        art. 15 transfer the interessado, not its signatory — the only one the service takes."""
        renewed = [item for item in line.delegations if item.id == renews.currentData()]
        if not renewed:
            return
        (item,) = renewed
        for label, row in operator_proposals(ctx, item.operator_cnpj):
            if row.id == item.operator_id:
                operator.set_value(label, row)

    kind.currentIndexChanged.connect(show_rows)
    renews.currentIndexChanged.connect(holder_of_renewed)
    signed.dateChanged.connect(show_price)
    years.valueChanged.connect(show_price)
    show_rows()
    show_price()
    letter_captions(form)
    return dialog


def publication_dialog(workspace: Workspace, line: LineDetail, parent) -> ActionDialog | None:
    """GO art. 6º §2º: the extract of the Termo in force on screen published in the DOE."""
    pending = [
        item
        for item in line.delegations
        if item.kind == DelegationKind.AUTORIZACAO and item.published_on is None
    ]
    if not pending:
        return None
    termo = pending[0]

    def submit(dialog: ActionDialog):
        return record_publication(
            workspace.ctx, termo.id, date_value(day), publication.text().strip()
        )

    dialog = _dialog(
        workspace,
        line,
        translate("lines", "Publicação do extrato — linha %1"),
        submit,
        translate(
            "lines",
            "O Termo de Autorização nº %1 é eficaz a partir da publicação do seu extrato no "
            "Diário Oficial do Estado (Decreto 8.444/2015, art. 6º §2º).",
        ).replace("%1", termo.number),
        translate("lines", "Registrar"),
        parent,
    )
    day = dialog.form.add(
        "published_on",
        translate("lines", "&Publicado em:"),
        date_edit(dialog, office_today(workspace.ctx)),
    )
    publication = dialog.form.add_line(
        "publication", translate("lines", "&DOE:"), column=LineDelegation.publication
    )
    return dialog


def status_dialog(workspace: Workspace, line: LineDetail, parent) -> ActionDialog:
    """A new status as a dated act: stoppage authorised (GO art. 25; RR art. 55) — with what
    it is authorised on, its date the first day without service —, suspension, resumption or
    extinction (in Roraima, with who ends the line: arts. 69, XIV; 22, 87 and 93)."""

    def submit(dialog: ActionDialog):
        return change_status(
            workspace.ctx,
            line.id,
            StatusInput(
                status.currentData(),
                date_value(day),
                text_of(reference),
                details.toPlainText().strip(),
                stoppage.value(),
                extinction.basis_value(),
                extinction.requested_value(),
            ),
        )

    dialog = _dialog(
        workspace,
        line,
        translate("lines", "Situação da linha %1"),
        submit,
        translate("lines", "Situação atual: %1. O ato fica no histórico da linha.").replace(
            "%1", line.status_label
        ),
        translate("lines", "Registrar"),
        parent,
    )
    status = QComboBox(dialog)
    for option in STATUS_CHANGES[LineStatus(line.status)]:
        status.addItem(STATUS_LABELS[option], option.value)
    status.model().sort(0)
    dialog.form.add("status", translate("lines", "&Nova situação:"), status)
    day = dialog.form.add(
        "effective_on",
        translate("lines", "&Data do ato:"),
        date_edit(dialog, office_today(workspace.ctx)),
    )
    reference = dialog.form.add_line(
        "reference",
        translate("lines", "&Ato:"),
        translate("lines", "ex.: Portaria nº 7/2026"),
        column=LineAct.reference,
    )
    stoppage = StoppageFields(
        dialog.form, status, workspace.ctx.office.jurisdiction, office_today(workspace.ctx)
    )
    extinction = ExtinctionFields(
        dialog.form, status, workspace.ctx.office.jurisdiction, office_today(workspace.ctx)
    )
    details = QPlainTextEdit(dialog)
    details.setTabChangesFocus(True)
    details.setFixedHeight(60)
    dialog.form.add("details", translate("lines", "&Motivo:"), details)
    letter_captions(dialog.form)
    return dialog
