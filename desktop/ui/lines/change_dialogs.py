"""The dialogs of a change request on a line (GO Decreto 8.444/2015, art. 43; Lei RR
664/2008, arts. 50 and 57-61): protocol the request — its kind, what is asked, the facts the
article's conditions need, the itinerary the approval gives the line — and decide it,
approving (the new version from its date) or refusing with reasons. Only the facts of the
kind chosen are shown; each one's label says nothing the service won't check."""

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox, QComboBox, QLineEdit

from desktop.models.line_changes import (
    LineChangeCancellation,
    LineChangeDecision,
    LineChangeRequest,
)
from desktop.rules.lines.change_requests import CHANGE_KINDS, KEEPS_ITINERARY
from desktop.rules.lines.changes_rr import cancellation_article
from desktop.rules.lines.fusion import fusion_outcome, originates_line
from desktop.services.calendar import office_today
from desktop.services.lines.change_cancellation import CancellationInput, cancel_change
from desktop.services.lines.change_records import APPROVED, REFUSED, ChangeRequestRow
from desktop.services.lines.changes import (
    ChangeDecisionInput,
    ChangeRequestInput,
    decide_change,
    protocol_change,
)
from desktop.services.lines.fusion_records import fusion_candidates
from desktop.services.lines.records import LineDetail
from desktop.ui.changes import Domain
from desktop.ui.lines.merged_lines_picker import MergedLinesPicker
from desktop.ui.widgets import operation
from desktop.ui.widgets.action_dialog import ActionDialog
from desktop.ui.widgets.forms import date_edit, date_value, text_box, text_of
from desktop.ui.widgets.mnemonics import lettered, mnemonic
from desktop.ui.widgets.municipality_picker import MunicipalityPicker
from desktop.ui.workspace import Workspace

translate = QCoreApplication.translate


def protocol_dialog(workspace: Workspace, line: LineDetail, parent) -> ActionDialog:
    ctx = workspace.ctx
    jurisdiction = ctx.office.jurisdiction
    kinds = CHANGE_KINDS[jurisdiction]
    facts: dict[str, QLineEdit | QCheckBox] = {}

    def submit(dialog: ActionDialog):
        chosen = kinds[kind.currentData()]
        typed = {}
        for fact in chosen.facts:
            editor = facts[fact.name]
            typed[fact.name] = (
                editor.isChecked() if isinstance(editor, QCheckBox) else editor.text().strip()
            )
        return protocol_change(
            ctx,
            line.id,
            ChangeRequestInput(
                kind=chosen.code,
                protocol=text_of(protocol),
                requested_on=date_value(requested),
                description=description.toPlainText().strip(),
                facts=typed,
                new_roads=text_of(roads),
                new_length_km=text_of(length),
                section_place=text_of(section_place),
                section_municipality_code=section_municipality.code(),
                section_km=text_of(section_km),
                merged_line_code=merged_line.text(),
                resulting_code=text_of(resulting),
                new_end_place=text_of(end_place),
                new_end_municipality_code=end_municipality.code(),
            ),
        )

    dialog = ActionDialog(
        translate("lines", "Pedido de alteração da linha %1").replace("%1", line.code),
        submit,
        translate(
            "lines",
            "O pedido é protocolado com a análise das condições do artigo; a aprovação ou "
            "recusa vem depois, por quem pode decidir (Decreto 8.444/2015, art. 43).",
        )
        if jurisdiction == "GO"
        else translate(
            "lines",
            "O pedido é protocolado com a análise das condições da lei; a aprovação prévia "
            "é do CRE/RR (Lei RR 664/2008, arts. 50 e 57 a 61).",
        ),
        translate("lines", "Protocolar"),
        parent,
        workspace.changes(Domain.LINES, ids=[line.id]),
    )
    dialog.setMinimumWidth(600)
    form = dialog.form
    kind = QComboBox(dialog)
    for code, item in kinds.items():
        kind.addItem(f"{item.label} ({item.article})", code)
    form.add("kind", translate("lines", "&Tipo de alteração:"), kind)
    protocol = form.add_line(
        "protocol",
        translate("lines", "&Protocolo:"),
        translate("lines", "ex.: 2026/0042"),
        column=LineChangeRequest.protocol,
    )
    requested = form.add(
        "requested_on",
        translate("lines", "&Data do protocolo:"),
        date_edit(dialog, office_today(ctx)),
    )
    description = form.add("description", translate("lines", "O &que se pede:"), text_box(dialog))
    for item in kinds.values():
        for fact in item.facts:
            if fact.name in facts:
                continue
            if fact.kind is bool:
                facts[fact.name] = form.add_check(fact.name, QCheckBox(fact.label, dialog))
            else:
                edit = QLineEdit(dialog)
                edit.setPlaceholderText(fact.article)
                facts[fact.name] = form.add(fact.name, f"{fact.label}:", edit)
    # Art. 43 I: the section implanted (place, municipality, km) or suppressed (its place).
    section_place = form.add_line(
        "section_place",
        translate("lines", "&Seção:"),
        translate("lines", "local da seção, ex.: Rodoviária de Abadiânia"),
        column=LineChangeRequest.section_place,
    )
    section_municipality = form.add(
        "section_municipality",
        translate("lines", "Município da se&ção:"),
        MunicipalityPicker(jurisdiction, dialog),
    )
    section_km = form.add_line(
        "section_km",
        translate("lines", "km da seção desde a orige&m:"),
        translate("lines", "ex.: 80"),
    )
    # Decreto 8.444/2015, art. 3º XIX and art. 43 §9º: the other lines merged (one or more,
    # each once), chosen among the delegatária's (§9º, I), and the new line's number.
    candidates = (
        operation.run(dialog, lambda: fusion_candidates(ctx, line.id)) or []
        if jurisdiction == "GO"
        else []
    )
    merged_line = form.add(
        "merged_line_code",
        translate("lines", "&Linhas a fundir com esta:"),
        MergedLinesPicker(candidates, dialog),
    )
    resulting = form.add_line(
        "resulting_code",
        translate("lines", "Número da nova lin&ha:"),
        translate("lines", "a linha que a fusão origina (Decreto 8.444/2015, art. 3º, XIX)"),
        column=LineChangeRequest.resulting_code,
    )
    # GO art. 43 §11, I; RR art. 58: the locality the extension moves the terminal to.
    end_place = form.add_line(
        "new_end_place",
        translate("lines", "&Novo ponto terminal:"),
        translate("lines", "para onde a linha é prolongada, ex.: Rodoviária de Alexânia"),
        column=LineChangeRequest.section_place,
    )
    end_municipality = form.add(
        "new_end_municipality",
        translate("lines", "M&unicípio do novo terminal:"),
        MunicipalityPicker(jurisdiction, dialog),
    )
    section_rows = {
        "secao": {"section_place", "section_municipality", "section_km"},
        "supressao_secao": {"section_place"},
        "prolongamento": {"new_end_place", "new_end_municipality"},
    }
    fusion_rows = {"merged_line_code", "resulting_code"}
    roads = form.add_line(
        "new_roads",
        translate("lines", "Novas &rodovias:"),
        "",
        column=LineChangeRequest.new_roads,
    )
    current_km = f"{line.length_km}".replace(".", ",")
    length = form.add_line("new_length_km", translate("lines", "Nova e&xtensão (km):"))

    def letter_facts(code: str, shown: set[str]) -> None:
        """The kind's facts, in the law's order, each on the first letter of its caption
        that the other rows shown (`shown`) and the facts before it leave free."""
        taken = {letter for name in shown if (letter := mnemonic(form.rows[name].label_text))}
        for fact in kinds[code].facts:
            editor = facts[fact.name]
            if isinstance(editor, QCheckBox):
                editor.setText(lettered(fact.label, taken))
            else:
                form.set_label(fact.name, lettered(f"{fact.label}:", taken))

    def show_facts() -> None:
        code = kind.currentData()
        fused = originates_line(jurisdiction, code)
        wanted = {fact.name for fact in kinds[code].facts} | section_rows.get(code, set())
        wanted |= fusion_rows if fused else set()
        for name in [*facts, *set().union(*section_rows.values()), *fusion_rows]:
            form.layout_.setRowVisible(form.rows[name], name in wanted)
        itinerary = set() if code in KEEPS_ITINERARY else {"new_roads", "new_length_km"}
        for name in ("new_roads", "new_length_km"):
            form.layout_.setRowVisible(form.rows[name], name in itinerary)
        letter_facts(
            code,
            {"kind", "protocol", "requested_on", "description"} | itinerary | (wanted - set(facts)),
        )
        if dialog.isVisible():
            dialog.fit_form()  # the fusion's picker and rows shown whole, not scrolled to
        # GO art. 43 §11: a blank length of an extension is the line's plus the extension.
        extended = jurisdiction == "GO" and code == "prolongamento"
        current_roads = translate("lines", "em branco: as atuais (%1)").replace("%1", line.roads)
        if fused:
            # The new line's itinerary: when blank, the merged lines' as rules.lines.fusion
            # places them, a stretch they share counted once.
            roads.setPlaceholderText(translate("lines", "em branco: as das linhas fundidas"))
            length.setPlaceholderText(
                translate("lines", "em branco: a do percurso, trecho comum uma vez")
            )
            return
        roads.setPlaceholderText(current_roads)
        if extended:
            hint = translate("lines", "em branco: %1 km + a extensão do prolongamento")
        elif code == "encurtamento":
            # Lei RR 664/2008, art. 59, III: the line ends at one of its section points.
            hint = translate("lines", "o km do ponto de seção onde a linha passa a terminar")
        else:
            hint = translate("lines", "em branco: a atual (%1 km)")
        length.setPlaceholderText(hint.replace("%1", current_km))

    kind.currentIndexChanged.connect(show_facts)
    show_facts()
    return dialog


def _fusion_plan(line: LineDetail, request: ChangeRequestRow) -> str:
    """Decreto 8.444/2015, art. 3º XIX and art. 43 §9º: what the approval records."""
    if not request.resulting_code:
        return ""
    delegation = line.delegation_in_force
    outcome = fusion_outcome(delegation.kind if delegation else None)
    return outcome.plan((line.code, *request.merged_line_codes), request.resulting_code)


def decision_dialog(
    workspace: Workspace, line: LineDetail, request: ChangeRequestRow, parent
) -> ActionDialog:
    ctx = workspace.ctx
    today = office_today(ctx)

    def submit(dialog: ActionDialog):
        return decide_change(
            ctx,
            request.id,
            ChangeDecisionInput(
                outcome=outcome.currentData(),
                decided_on=date_value(decided),
                reference=text_of(reference),
                reasons=reasons.toPlainText().strip(),
                effective_on=date_value(effective),
            ),
        )

    analysis = (
        translate("lines", "Condições não atendidas: %1").replace(
            "%1", " ".join(f"{f.message} ({f.article})" for f in request.findings)
        )
        if request.findings
        else translate("lines", "Todas as condições verificáveis do artigo são atendidas.")
    )
    dialog = ActionDialog(
        translate("lines", "Decisão do pedido %1 — linha %2")
        .replace("%1", request.protocol)
        .replace("%2", line.code),
        submit,
        "\n".join(
            part
            for part in (
                f"{request.kind_label} ({request.article}): {request.description}",
                analysis,
                _fusion_plan(line, request),
            )
            if part
        ),
        translate("lines", "Registrar decisão"),
        parent,
        workspace.changes(Domain.LINES, ids=[line.id]),
    )
    form = dialog.form
    outcome = QComboBox(dialog)
    keeps = request.kind in KEEPS_ITINERARY
    fused = bool(request.resulting_code)
    if fused:
        approve = translate("lines", "Aprovar: nova linha %1").replace("%1", request.resulting_code)
    elif keeps:
        approve = translate("lines", "Aprovar: itinerário inalterado")
    else:
        approve = translate("lines", "Aprovar: nova versão da linha")
    outcome.addItem(approve, APPROVED)
    outcome.addItem(translate("lines", "Recusar"), REFUSED)
    if request.findings:
        outcome.setCurrentIndex(1)
    form.add("outcome", translate("lines", "&Decisão:"), outcome)
    decided = form.add(
        "decided_on", translate("lines", "Data da de&cisão:"), date_edit(dialog, today)
    )
    effective = form.add(
        "effective_on",
        translate("lines", "&Vigência da fusão:")
        if fused
        else translate("lines", "&Vigência da alteração:")
        if keeps
        else translate("lines", "&Vigência da nova versão:"),
        date_edit(dialog, today),
    )
    reference = form.add_line(
        "reference",
        translate("lines", "&Ato:"),
        translate("lines", "ex.: Portaria nº 210/2026"),
        column=LineChangeDecision.reference,
    )
    reasons = form.add("reasons", translate("lines", "&Motivos:"), text_box(dialog, 80))
    if request.findings:
        reasons.setPlainText(" ".join(f"{f.message} ({f.article})" for f in request.findings))
    return dialog


def cancellation_dialog(
    workspace: Workspace, line: LineDetail, request: ChangeRequestRow, parent
) -> ActionDialog:
    """Lei RR 664/2008, art. 62 (art. 57 §2º for a fusion): the line back to its condition
    before the change."""
    ctx = workspace.ctx
    today = office_today(ctx)

    def submit(dialog: ActionDialog):
        return cancel_change(
            ctx,
            request.id,
            CancellationInput(
                decided_on=date_value(decided),
                effective_on=date_value(effective),
                reference=text_of(reference),
                reasons=reasons.toPlainText().strip(),
            ),
        )

    dialog = ActionDialog(
        translate("lines", "Cancelar a alteração %1 — linha %2")
        .replace("%1", request.protocol)
        .replace("%2", line.code),
        submit,
        translate(
            "lines",
            "%1: a linha volta à condição anterior a esta alteração, como nova versão, "
            "cessados os motivos que a determinaram (%2).",
        )
        .replace("%1", request.kind_label)
        .replace("%2", cancellation_article(request.kind)),
        translate("lines", "Cancelar a alteração"),
        parent,
        workspace.changes(Domain.LINES, ids=[line.id]),
    )
    form = dialog.form
    decided = form.add(
        "decided_on", translate("lines", "Data da de&cisão:"), date_edit(dialog, today)
    )
    effective = form.add(
        "effective_on",
        translate("lines", "&Volta à condição anterior em:"),
        date_edit(dialog, today),
    )
    reference = form.add_line(
        "reference",
        translate("lines", "&Ato:"),
        translate("lines", "ex.: Portaria nº 40/2026"),
        column=LineChangeCancellation.reference,
    )
    reasons = form.add(
        "reasons", translate("lines", "&Motivos que cessaram:"), text_box(dialog, 80)
    )
    return dialog
