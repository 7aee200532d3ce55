"""The dialogs of what is recorded on an issued licence, each a small ActionDialog that calls
its service and keeps the dialog open with the messages next to the fields when refused:
the client's giving up with the refund (Res. AGR 105/2017, art. 28 §2), the continuation
in another registered vehicle (art. 36) and a passenger included or substituted (art. 28
§1). Each returns the PDF to print (annotation or new passenger list), or None."""

import uuid

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox, QComboBox, QDateTimeEdit, QDialog, QLineEdit, QWidget

from desktop.models.licences import LicenceEvent, LicencePassenger
from desktop.rules.choices import (
    ContinuationCause,
    EmploymentProof,
    LicenceModality,
    PassengerDocument,
)
from desktop.rules.licences import passenger_list_article
from desktop.rules.money import parse_brl
from desktop.services.calendar import office_now, office_zone
from desktop.services.licences.detail import LicenceDetail
from desktop.services.licences.events import (
    change_passenger,
    record_cancellation,
    record_continuation,
)
from desktop.services.licences.passengers import PassengerInput
from desktop.services.search.vehicles import search_vehicles
from desktop.ui.changes import Domain
from desktop.ui.widgets import dialogs
from desktop.ui.widgets.action_dialog import ActionDialog
from desktop.ui.widgets.forms import date_time_edit, instant_value
from desktop.ui.widgets.masks import CPF, apply_mask
from desktop.ui.widgets.mnemonics import letter_captions
from desktop.ui.widgets.record_picker import PROPOSALS, RecordPicker
from desktop.ui.workspace import Workspace

translate = QCoreApplication.translate


def _dialog(
    workspace: Workspace,
    licence: LicenceDetail,
    title: str,
    submit,
    intro: str,
    ok_text: str,
    parent: QWidget,
) -> ActionDialog:
    """An annotation on `licence` ({0} of the title is its number); success announces it."""
    changes = workspace.changes(Domain.LICENCES, ids=[licence.id])
    return ActionDialog(title.format(licence.number), submit, intro, ok_text, parent, changes)


def _run(dialog: ActionDialog) -> bytes | None:
    """`dialog` shown, each field and box of its form answering to an Alt+letter."""
    letter_captions(dialog.form)
    if dialogs.launch(dialog) != QDialog.DialogCode.Accepted:
        return None
    return dialog.result_value


def cancellation(parent: QWidget, workspace: Workspace, licence: LicenceDetail) -> bytes | None:
    ctx = workspace.ctx

    def submit(dialog: ActionDialog) -> bytes:
        form = dialog.form
        return record_cancellation(
            ctx,
            licence.id,
            instant_value(form.editor_as("asked_at", QDateTimeEdit), office_zone(ctx)),
            parse_brl(form.editor_as("refund_amount", QLineEdit).text()),
            form.editor_as("refund_reference", QLineEdit).text(),
            workspace.key_dir,
        )

    dialog = _dialog(
        workspace,
        licence,
        translate("licence", "Desistência da viagem — licença {0}"),
        submit,
        translate(
            "licence",
            "O usuário pode desistir até 24 horas antes da viagem, com a "
            "devolução obrigatória da importância paga (Res. AGR 105/2017, art. 28, "
            "§ 2º).",
        ),
        translate("licence", "Registrar desistência"),
        parent,
    )
    dialog.form.add(
        "asked_at", translate("licence", "Pedido em"), date_time_edit(dialog, office_now(ctx))
    )
    dialog.form.add_line("refund_amount", translate("licence", "Valor devolvido (R$)"), "1.500,00")
    dialog.form.add_line(
        "refund_reference",
        translate("licence", "Comprovante da devolução"),
        column=LicenceEvent.refund_reference,
    )
    return _run(dialog)


def continuation(parent: QWidget, workspace: Workspace, licence: LicenceDetail) -> bytes | None:
    ctx = workspace.ctx

    def vehicles(text: str) -> list[tuple[str, uuid.UUID]]:
        return [
            (f"{row.plate} — {row.seats} lugares — {row.operator_name}", row.id)
            for row in search_vehicles(ctx, text, limit=PROPOSALS).rows
        ]

    def submit(dialog: ActionDialog) -> bytes:
        form = dialog.form
        return record_continuation(
            ctx,
            licence.id,
            form.editor_as("vehicle", RecordPicker).value(),
            form.editor_as("cause", QComboBox).currentData(),
            instant_value(form.editor_as("occurred_at", QDateTimeEdit), office_zone(ctx)),
            form.editor_as("place", QLineEdit).text(),
            workspace.key_dir,
            form.editor_as("replaces", QComboBox).currentData(),
        )

    dialog = _dialog(
        workspace,
        licence,
        translate("licence", "Continuação da viagem — licença {0}"),
        submit,
        translate(
            "licence",
            "Em retenção, acidente ou avaria, a viagem continua só em veículo "
            "registrado na AGR, com a anotação na licença inicial (Res. AGR 105/2017, "
            "art. 36).",
        ),
        translate("licence", "Anotar continuação"),
        parent,
    )
    cause = QComboBox(dialog)
    for code in ContinuationCause:
        cause.addItem(code.label, code.value)
    dialog.form.add("cause", translate("licence", "Motivo"), cause)
    occurred = date_time_edit(dialog, office_now(ctx))
    dialog.form.add("occurred_at", translate("licence", "Ocorrência em"), occurred)
    dialog.form.add_line(
        "place", translate("licence", "Local"), translate("licence", "Rodovia, km, município")
    )
    # Which of the licence's vehicles stopped (art. 36): the ones the trip goes on in now.
    replaced = QComboBox(dialog)
    for vehicle in licence.in_use:
        replaced.addItem(
            translate("licence", "{0} — {1} lugares").format(vehicle.plate, vehicle.seats),
            vehicle.vehicle_id,
        )
    dialog.form.add("replaces", translate("licence", "Veículo substituído"), replaced)
    dialog.form.add(
        "vehicle",
        translate("licence", "Novo veículo"),
        RecordPicker(vehicles, translate("licence", "Placa do veículo"), dialog),
    )
    return _run(dialog)


def _passenger_note(licence: LicenceDetail) -> str:
    """What the law allows of the changes to the licence's list, under its own article: at
    most 4 in the eventual and contínuo charter, no number set in the others."""
    article = passenger_list_article(licence.modality)
    if licence.changes_allowed is None:
        return translate(
            "licence",
            "Inclusões ou substituições na lista de passageiros, sem número máximo "
            "(Res. AGR 105/2017, {0}). Já feitas: {1}.",
        ).format(article, licence.changes_used)
    return translate(
        "licence",
        "Até {0} inclusões ou substituições na lista de passageiros, relacionadas sem "
        "rasuras (Res. AGR 105/2017, {1}). Já feitas: {2}.",
    ).format(licence.changes_allowed, article, licence.changes_used)


def passenger_change(parent: QWidget, workspace: Workspace, licence: LicenceDetail) -> bytes | None:
    school = licence.modality == LicenceModality.ESCOLAR
    linked = licence.modality == LicenceModality.VINCULADA

    def submit(dialog: ActionDialog) -> bytes:
        form = dialog.form
        passenger = PassengerInput(
            name=form.editor_as("name", QLineEdit).text(),
            cpf=form.editor_as("cpf", QLineEdit).text(),
            document_kind=form.editor_as("document_kind", QComboBox).currentData(),
            document_number=form.editor_as("document_number", QLineEdit).text(),
            school=form.editor_as("school", QLineEdit).text() if school else "",
            guardian_declaration=school
            and form.editor_as("guardian_declaration", QCheckBox).isChecked(),
            adult=school and form.editor_as("adult", QCheckBox).isChecked(),
            employment_proof=form.editor_as("employment_proof", QComboBox).currentData()
            if linked
            else "",
        )
        return change_passenger(
            workspace.ctx,
            licence.id,
            passenger,
            form.editor_as("replaces", QComboBox).currentData(),
            workspace.key_dir,
        ).passenger_list_pdf

    dialog = _dialog(
        workspace,
        licence,
        translate("licence", "Incluir ou substituir passageiro — licença {0}"),
        submit,
        _passenger_note(licence),
        translate("licence", "Registrar e imprimir a lista"),
        parent,
    )
    replaces = QComboBox(dialog)
    replaces.addItem(translate("licence", "— inclusão de passageiro —"), None)
    for passenger in licence.passengers:
        replaces.addItem(
            f"{passenger.position}. {passenger.name} — {passenger.identity}", passenger.id
        )
    dialog.form.add("replaces", translate("licence", "Substitui"), replaces)
    dialog.form.add_line("name", translate("licence", "Nome"), column=LicencePassenger.name)
    apply_mask(dialog.form.add_line("cpf", translate("licence", "CPF")), CPF)
    kind = QComboBox(dialog)
    kind.addItem("", "")
    for document in PassengerDocument:
        kind.addItem(document.label, document.value)
    dialog.form.add("document_kind", translate("licence", "Outro documento"), kind)
    dialog.form.add_line(
        "document_number",
        translate("licence", "Número do documento"),
        column=LicencePassenger.document_number,
    )
    # What the licence's own list asks of a passenger: the student's school and the
    # parents' declaration of a minor (art. 30, III-IV), the link of the vinculada (art. 54).
    if school:
        dialog.form.add_line(
            "school", translate("licence", "Escola"), column=LicencePassenger.school
        )
        dialog.form.add(
            "guardian_declaration",
            "",
            QCheckBox(
                translate(
                    "licence",
                    "Declaração dos pais ou responsáveis (Res. AGR 105/2017, art. 30, III)",
                ),
                dialog,
            ),
        )
        dialog.form.add(
            "adult",
            "",
            QCheckBox(
                translate(
                    "licence",
                    "Aluno maior de idade: sem declaração (Res. AGR 105/2017, art. 30, III)",
                ),
                dialog,
            ),
        )
    if linked:
        proof = QComboBox(dialog)
        proof.addItem("", "")
        for employment in EmploymentProof:
            proof.addItem(employment.label, employment.value)
        dialog.form.add(
            "employment_proof", translate("licence", "Vínculo (Res. AGR 105/2017, art. 54)"), proof
        )
    return _run(dialog)
