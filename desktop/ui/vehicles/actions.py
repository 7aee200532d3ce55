"""The dialogs of the vehicle's actions, each calling one service: record an inspection
report or a policy, withdraw from traffic and release, call an extra inspection, transfer,
deregister on sale (GO) or report a deactivation (RR). Built here, opened by the area
through `dialogs.launch`."""

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox, QComboBox, QPlainTextEdit

from desktop.models.vehicles import Inspection, InsurancePolicy
from desktop.rules.choices import Jurisdiction
from desktop.rules.dates import add_years
from desktop.services.calendar import office_today
from desktop.services.errors import ValidationError
from desktop.services.vehicles.events import (
    deactivate_vehicle,
    deregister_on_sale,
    release_to_traffic,
    transfer_vehicle,
    withdraw_from_traffic,
)
from desktop.services.vehicles.inspections import (
    InspectionInput,
    call_extra_inspection,
    record_inspection,
)
from desktop.services.vehicles.inspections_records import CompanyRow
from desktop.services.vehicles.insurance import PolicyInput, record_policy
from desktop.services.vehicles.records import VehicleDetail
from desktop.services.vehicles.register_records import registers_vinculada_alone
from desktop.ui.changes import Domain
from desktop.ui.vehicles.crlv_fields import CrlvFields
from desktop.ui.vehicles.ownership_fields import OwnershipFields
from desktop.ui.vehicles.vehicle_terms import chapter_labels, vehicle_labels
from desktop.ui.widgets import operation
from desktop.ui.widgets.action_dialog import ActionDialog
from desktop.ui.widgets.forms import date_edit, date_value, text_of
from desktop.ui.widgets.masks import CNPJ, apply_mask
from desktop.ui.widgets.mnemonics import letter_captions
from desktop.ui.widgets.operator_proposals import operator_proposals
from desktop.ui.widgets.record_picker import RecordPicker
from desktop.ui.workspace import Workspace

translate = QCoreApplication.translate


def by_law(workspace: Workspace, goias: str, roraima: str) -> str:
    """The text that cites the office's own law: Res. AGR 105/2017 and Decreto 8.444/2015 in
    Goiás, Lei RR 664/2008 in Roraima."""
    return roraima if workspace.ctx.office.jurisdiction == Jurisdiction.RR else goias


def _dialog(
    workspace: Workspace,
    vehicle: VehicleDetail,
    title: str,
    submit,
    intro: str,
    ok_text: str,
    parent,
) -> ActionDialog:
    """An action on `vehicle`: its title names the plate; success announces the change."""
    changes = workspace.changes(Domain.VEHICLES, ids=[vehicle.id])
    return ActionDialog(
        title.replace("%1", vehicle.plate_formatted), submit, intro, ok_text, parent, changes
    )


def today_edit(dialog: ActionDialog, workspace: Workspace, name: str, label: str):
    edit = date_edit(dialog, office_today(workspace.ctx))
    dialog.form.add(name, label, edit)
    return edit


def reason_edit(dialog: ActionDialog, label: str) -> QPlainTextEdit:
    edit = QPlainTextEdit(dialog)
    edit.setTabChangesFocus(True)
    edit.setFixedHeight(70)
    dialog.form.add("reason", label, edit)
    return edit


def inspection_dialog(
    workspace: Workspace, vehicle: VehicleDetail, companies: list[CompanyRow], parent
) -> ActionDialog:
    """Laudo final de vistoria (art. 23); an approved one reissues the CRV (art. 24)."""

    def submit(dialog: ActionDialog):
        return record_inspection(
            workspace.ctx,
            vehicle.id,
            InspectionInput(
                company_id=company.currentData(),
                report_number=report.text(),
                inspected_on=date_value(inspected),
                approved=approved.isChecked(),
                valid_until=date_value(valid) if valid is not None else None,
                notes=text_of(notes),
            ),
            workspace.key_dir,
        )

    dialog = _dialog(
        workspace,
        vehicle,
        translate("VehicleActions", "Registrar laudo de vistoria — %1"),
        submit,
        by_law(
            workspace,
            chapter_labels(vehicle.vinculada_only)["inspection.intro"],
            translate(
                "VehicleActions",
                "Laudo de vistoria do veículo: o CRE/RR pode submetê-lo à vistoria a qualquer "
                "tempo (Lei RR 664/2008, art. 30, § 2º).",
            ),
        ),
        translate("VehicleActions", "Registrar"),
        parent,
    )
    company = QComboBox(dialog)
    company.addItem(translate("VehicleActions", "— escolha —"), None)
    for row in companies:
        if row.active:
            company.addItem(row.label, row.id)
    dialog.form.add("company_id", translate("VehicleActions", "Empresa de inspeção"), company)
    report = dialog.form.add_line(
        "report_number", translate("VehicleActions", "Laudo nº"), column=Inspection.report_number
    )
    inspected = today_edit(
        dialog, workspace, "inspected_on", translate("VehicleActions", "Data da vistoria")
    )
    approved = QCheckBox(translate("VehicleActions", "Aprovado"), dialog)
    approved.setChecked(True)
    dialog.form.add("approved", "", approved)
    valid = None
    if workspace.ctx.office.jurisdiction == Jurisdiction.RR:
        valid = date_edit(dialog, add_years(office_today(workspace.ctx), 1))
        dialog.form.add("valid_until", translate("VehicleActions", "Validade do laudo"), valid)
    notes = QPlainTextEdit(dialog)
    notes.setTabChangesFocus(True)
    notes.setFixedHeight(60)
    dialog.form.add("notes", translate("VehicleActions", "Observações"), notes)
    letter_captions(dialog.form)
    return dialog


def policy_dialog(workspace: Workspace, vehicle: VehicleDetail, parent) -> ActionDialog:
    """Apólice de seguro de responsabilidade civil (arts. 50-51)."""

    def submit(dialog: ActionDialog):
        return record_policy(
            workspace.ctx,
            vehicle.id,
            PolicyInput(
                insurer=insurer.text(),
                policy_number=number.text(),
                insured_cnpj=insured.text(),
                coverage=coverage.text(),
                starts_on=date_value(start),
                ends_on=date_value(end),
            ),
        )

    dialog = _dialog(
        workspace,
        vehicle,
        translate("VehicleActions", "Registrar apólice — %1"),
        submit,
        by_law(
            workspace,
            chapter_labels(vehicle.vinculada_only)["policy.intro"],
            translate(
                "VehicleActions",
                "Seguro de acidentes pessoais dos passageiros e de dano ou extravio da bagagem "
                "(Lei RR 664/2008, art. 20, V, e art. 39).",
            ),
        ),
        translate("VehicleActions", "Registrar"),
        parent,
    )
    insurer = dialog.form.add_line(
        "insurer", translate("VehicleActions", "Seguradora"), column=InsurancePolicy.insurer
    )
    number = dialog.form.add_line(
        "policy_number",
        translate("VehicleActions", "Apólice nº"),
        column=InsurancePolicy.policy_number,
    )
    insured = dialog.form.add_line("insured_cnpj", translate("VehicleActions", "CNPJ do segurado"))
    apply_mask(insured, CNPJ)
    insured.setText(vehicle.operator_cnpj)
    coverage = dialog.form.add_line(
        "coverage",
        translate("VehicleActions", "Cobertura (R$)"),
        vehicle_labels(workspace.ctx.office.jurisdiction)["policy.coverage.hint"],
    )
    start = today_edit(dialog, workspace, "starts_on", translate("VehicleActions", "Vigência de"))
    end = date_edit(dialog, add_years(office_today(workspace.ctx), 1))
    dialog.form.add("ends_on", translate("VehicleActions", "Vigência até"), end)
    letter_captions(dialog.form)
    return dialog


def traffic_dialog(workspace: Workspace, vehicle: VehicleDetail, parent) -> ActionDialog:
    """Withdrawal from traffic by an inspector (art. 38 VIII), or the release."""
    release = vehicle.withdrawn
    service: Callable = release_to_traffic if release else withdraw_from_traffic

    def submit(dialog: ActionDialog):
        return service(workspace.ctx, vehicle.id, date_value(day), text_of(reason))

    title = (
        translate("VehicleActions", "Liberar para o tráfego — %1")
        if release
        else translate("VehicleActions", "Afastar de tráfego — %1")
    )
    dialog = _dialog(
        workspace,
        vehicle,
        title,
        submit,
        by_law(
            workspace,
            translate(
                "VehicleActions",
                "É vedado utilizar em serviço veículo cujo afastamento de tráfego tenha sido "
                "determinado pela fiscalização (Res. AGR 105/2017, art. 38, VIII).",
            ),
            translate(
                "VehicleActions",
                "O CRE/RR impede a utilização do veículo que não atende aos requisitos de "
                "higiene, conforto e segurança; retirado de tráfego, só volta ao serviço depois "
                "de liberado pelo CRE/RR (Lei RR 664/2008, art. 30, caput e § 1º).",
            ),
        ),
        translate("VehicleActions", "Liberar")
        if release
        else translate("VehicleActions", "Afastar"),
        parent,
    )
    day = today_edit(dialog, workspace, "on", translate("VehicleActions", "Data"))
    reason = reason_edit(dialog, translate("VehicleActions", "Motivo e documento"))
    letter_captions(dialog.form)
    return dialog


def extra_inspection_dialog(workspace: Workspace, vehicle: VehicleDetail, parent) -> ActionDialog:
    """The regulator calls a new inspection at any time (art. 23 §3)."""

    def submit(dialog: ActionDialog):
        return call_extra_inspection(workspace.ctx, vehicle.id, date_value(day), text_of(reason))

    dialog = _dialog(
        workspace,
        vehicle,
        translate("VehicleActions", "Exigir nova vistoria — %1"),
        submit,
        by_law(
            workspace,
            translate(
                "VehicleActions",
                "O órgão regulador pode exigir nova vistoria a qualquer tempo, independentemente "
                "do prazo de validade do CRV (Res. AGR 105/2017, art. 23, § 3º).",
            ),
            translate(
                "VehicleActions",
                "O CRE/RR pode, a qualquer tempo, submeter o veículo à vistoria (Lei RR 664/2008, "
                "art. 30, § 2º).",
            ),
        ),
        translate("VehicleActions", "Exigir"),
        parent,
    )
    day = today_edit(dialog, workspace, "called_on", translate("VehicleActions", "Data"))
    reason = reason_edit(dialog, translate("VehicleActions", "Motivo"))
    letter_captions(dialog.form)
    return dialog


def transfer_dialog(workspace: Workspace, vehicle: VehicleDetail, parent) -> ActionDialog:
    """Transfer keeping the conditions of registration (Decreto 8.444/2015 art. 36 §3): the
    ownership rows of the registration form, every case accepted or refused as there
    (Res. AGR 105/2017 arts. 15-16, 19-22; Lei RR 664/2008 arts. 27 and 28 §2)."""

    # Lei RR 664/2008, art. 28 § 2º: the vehicle goes to another delegatária. Goiás: the
    # receiver's chapter names it and the vehicle's own until one is chosen (`chapter_labels`).
    goias = workspace.ctx.office.jurisdiction == Jurisdiction.GO
    terms = chapter_labels(vehicle.vinculada_only)
    receiver = by_law(
        workspace, terms["transfer.receiver"], translate("VehicleActions", "Nova delegatária")
    )
    choose = by_law(
        workspace,
        terms["transfer.choose"],
        translate("VehicleActions", "Escolha a nova delegatária."),
    )

    def submit(dialog: ActionDialog):
        chosen = target.value()
        if chosen is None:
            raise ValidationError({"new_operator_id": choose})
        return transfer_vehicle(
            workspace.ctx,
            vehicle.id,
            chosen.id,
            date_value(day),
            ownership.ownership_input(),
            crlv.crlv_input(),
            workspace.key_dir,
        )

    dialog = _dialog(
        workspace,
        vehicle,
        translate("VehicleActions", "Transferir — %1"),
        submit,
        by_law(
            workspace,
            terms["transfer.intro"],
            translate(
                "VehicleActions",
                "O veículo já registrado pode ser transferido a outra delegatária, observado o "
                "limite de 15 anos de fabricação (Lei RR 664/2008, art. 28, §§ 1º e 2º): a nova "
                "delegatária registrada no CRE/RR e o veículo próprio ou em leasing autorizado "
                "(art. 27), com o CRLV em nome da nova delegatária (Código de Trânsito Brasileiro; "
                "art. 29). Um novo registro é emitido em nome da nova delegatária.",
            ),
        ),
        translate("VehicleActions", "Transferir"),
        parent,
    )
    target = RecordPicker(
        lambda text: operator_proposals(workspace.ctx, text),
        translate("VehicleActions", "CNPJ, razão social ou nome fantasia do operador"),
        dialog,
    )
    dialog.form.add("new_operator_id", receiver, target)
    day = today_edit(dialog, workspace, "on", translate("VehicleActions", "Data"))
    # The DETRAN licenses the vehicle anew in the new operator's name: its CRLV, asked as the
    # registration asks it (Res. AGR 105/2017, arts. 15, II, and 17, II; Lei RR 664, art. 29).
    crlv = CrlvFields(
        dialog.form, workspace.ctx.office.jurisdiction, office_today(workspace.ctx).year
    )
    crlv.update_visibility()
    ownership = OwnershipFields(
        dialog.form, workspace.ctx.office.jurisdiction, lambda: office_today(workspace.ctx)
    )
    ownership.clear()
    if goias:
        ownership.set_holder(vehicle.vinculada_only)

        def receiver_chosen(row) -> None:
            vinculada = operation.run(
                dialog, lambda: registers_vinculada_alone(workspace.ctx, row.id)
            )
            labels = chapter_labels(bool(vinculada))
            assert dialog.intro_label is not None  # the transfer's intro, given above
            dialog.intro_label.setText(labels["transfer.intro"])
            dialog.form.set_label("new_operator_id", labels["transfer.receiver"])
            letter_captions(dialog.form)
            ownership.set_holder(bool(vinculada))
            dialog.fit_form()

        target.chosen.connect(receiver_chosen)
    letter_captions(dialog.form)
    return dialog


def deregistration_dialog(workspace: Workspace, vehicle: VehicleDetail, parent) -> ActionDialog:
    """GO: deregistration on sale (art. 26); RR: deactivation reported (art. 32)."""
    rr = workspace.ctx.office.jurisdiction == Jurisdiction.RR

    def submit(dialog: ActionDialog):
        if rr:
            return deactivate_vehicle(
                workspace.ctx, vehicle.id, date_value(event), date_value(asked)
            )
        return deregister_on_sale(
            workspace.ctx,
            vehicle.id,
            date_value(event),
            date_value(asked),
            decharacterised.isChecked(),
        )

    if rr:
        dialog = _dialog(
            workspace,
            vehicle,
            translate("VehicleActions", "Comunicar desativação — %1"),
            submit,
            translate(
                "VehicleActions",
                "A desativação de veículo deve ser comunicada ao CRE/RR em 10 dias "
                "(Lei 664/2008, art. 32).",
            ),
            translate("VehicleActions", "Desativar"),
            parent,
        )
        event = today_edit(
            dialog, workspace, "deactivated_on", translate("VehicleActions", "Desativado em")
        )
        asked = today_edit(
            dialog, workspace, "reported_on", translate("VehicleActions", "Comunicado em")
        )
        letter_captions(dialog.form)
        return dialog
    dialog = _dialog(
        workspace,
        vehicle,
        translate("VehicleActions", "Baixa por venda — %1"),
        submit,
        translate(
            "VehicleActions",
            "A baixa é pedida em até 10 dias da venda, com o veículo descaracterizado "
            "(Res. AGR 105/2017, art. 26). Fora do prazo, o pedido é registrado e marcado como "
            "a infração do art. 76, III.",
        ),
        translate("VehicleActions", "Dar baixa"),
        parent,
    )
    event = today_edit(dialog, workspace, "sold_on", translate("VehicleActions", "Vendido em"))
    asked = today_edit(
        dialog, workspace, "requested_on", translate("VehicleActions", "Baixa pedida em")
    )
    decharacterised = QCheckBox(
        translate("VehicleActions", "Veículo descaracterizado (Res. AGR 105/2017, art. 26)"), dialog
    )
    dialog.form.add("decharacterised", "", decharacterised)
    letter_captions(dialog.form)
    return dialog
