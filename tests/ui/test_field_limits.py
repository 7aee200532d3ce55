"""Every text input of every form holds at most what the column it is saved to holds (issue
16 §4): one table maps each input to its model attribute, and the test opens each form for
a new record and walks every line edit and grid column in it. An input missing from the
table fails the test, so a new field cannot be added without its limit (or the reason it
has none)."""

import uuid
from dataclasses import dataclass, field, replace
from datetime import UTC, date, datetime, time

import pytest
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QComboBox,
    QLineEdit,
    QStyleOptionViewItem,
    QTableWidget,
    QWidget,
)

from desktop.models.documents import TrustedKey
from desktop.models.licences import Licence, LicenceDriver, LicenceEvent, LicencePassenger
from desktop.models.line_cancellations import DepartureCancellation
from desktop.models.line_changes import (
    LineChangeCancellation,
    LineChangeDecision,
    LineChangeRequest,
)
from desktop.models.line_incidents import LineIncident, LineIncidentCommunication
from desktop.models.line_standards import AlternativeStandard
from desktop.models.line_termo_corrections import TermoBasisCorrection
from desktop.models.line_transfers import ConcessionTransfer
from desktop.models.lines import (
    Line,
    LineAct,
    LineDelegation,
    LineDeparture,
    LineFareIntervention,
    LineFareTable,
    LinePoint,
    LineStoppage,
    LineTimetable,
    LineTripCount,
    LineVersion,
)
from desktop.models.office import Office, OfficeClosure
from desktop.models.operators import Operator, Partner
from desktop.models.payments import Payment
from desktop.models.rule_values import RuleValueUpdate
from desktop.models.sanctions import (
    InfractionNotice,
    Submission,
    VehicleMeasure,
)
from desktop.models.text_checks import text_limit
from desktop.models.users import User
from desktop.models.vehicles import Inspection, InspectionCompany, InsurancePolicy, Vehicle
from desktop.rules.lines.change_requests import CHANGE_KINDS
from desktop.ui.widgets.date_field import DateField
from desktop.ui.widgets.masks import MaskValidator
from desktop.ui.widgets.record_picker import RecordPicker
from tests.factories.screens import type_in_cell

# Inputs saved to no column of their own, each with why.
NOT_A_COLUMN = {
    "refund_amount": "an amount of money, parsed",
    "password": "a password: only its hash is stored",
    "admin_password": "a password: only its hash is stored",
    "admin_password_again": "the password typed again",
    "coverage": "an amount of money, parsed",
    "policy.coverage": "an amount of money, parsed",
    "amount": "an amount of money, parsed",
    "value": "an amount of money, parsed",
    "length_km": "a number of kilometres, parsed",
    "point_km": "a number of kilometres, parsed",
    "itinerary": "a Text column (the service holds it to 2,000 characters)",
    "description": "a Text column",
    "ciente_note": "a Text column",
    "infraction_codes": "codes parsed into the notice's infractions",
    "contractor_document": "a CPF or CNPJ as typed, punctuation included; its digits are stored",
    "outorga_total": "an amount of money, parsed",
    "fleet_average_age": "a number of years, parsed",
    "terminal_fee": "an amount of money, parsed",
    "section_km": "a number of kilometres, parsed",
    "new_length_km": "a number of kilometres, parsed",
    # The facts a change request states (km, seats, counts) are kept with it as text of its
    # own (`LineChangeRequest.facts`, a Text column).
    **{
        fact.name: "a fact of a line change request, kept in a Text column"
        for kinds in CHANGE_KINDS.values()
        for kind in kinds.values()
        for fact in kind.facts
    },
}


@dataclass
class Case:
    """A form for a new record: its line edits by name and the grid columns by table."""

    columns: dict = field(default_factory=dict)
    masked: dict = field(default_factory=dict)
    cells: dict = field(default_factory=dict)
    unbound: dict = field(default_factory=dict)  # this form's inputs saved to no column


CASES = {
    "operator": Case(
        columns={
            "legal_name": Operator.legal_name,
            "trade_name": Operator.trade_name,
            "state_registration": Operator.state_registration,
            "email": Operator.email,
            "representative_name": Operator.representative_name,
            "street": Operator.street,
            "number": Operator.number,
            "complement": Operator.complement,
            "district": Operator.district,
        },
        masked={
            "cnpj": Operator.cnpj,
            "phone": Operator.phone,
            "representative_cpf": Operator.representative_cpf,
            "cep": Operator.cep,
        },
        cells={"partners_table": {0: Partner.name, 2: Partner.qualification}},
    ),
    "vehicle": Case(
        columns={
            "make": Vehicle.make,
            "model": Vehicle.model,
            "body": Vehicle.body,
            "van_authorisation_act": Vehicle.van_authorisation_act,
            "tachograph": Vehicle.tachograph,
            "seal_number": Vehicle.seal_number,
            "crlv_number": Vehicle.crlv_number,
            "dpvat_reference": Vehicle.dpvat_reference,
            "invoice_number": Vehicle.invoice_number,
            "invoice_issuer": Vehicle.invoice_issuer,
            "leasing_institution": Vehicle.leasing_institution,
            "leasing_authorisation": Vehicle.leasing_authorisation,
            "lender_name": Vehicle.lender_name,
            "contract_registry": Vehicle.contract_registry,
            "contract_number": Vehicle.contract_number,
            "contract_ocb_filing": Vehicle.contract_ocb_filing,
            "lender_act": Vehicle.lender_act,
            "authorisation_act": Vehicle.authorisation_act,
            "ownership_certificate": Vehicle.ownership_certificate,
            "inspection.report_number": Inspection.report_number,
            "policy.insurer": InsurancePolicy.insurer,
            "policy.policy_number": InsurancePolicy.policy_number,
        },
        masked={
            "plate": Vehicle.plate,
            "renavam": Vehicle.renavam,
            "chassis": Vehicle.chassis,
            "lender_cpf": Vehicle.lender_cpf,
            "policy.insured_cnpj": InsurancePolicy.insured_cnpj,
        },
    ),
    "inspection": Case(columns={"report_number": Inspection.report_number}),
    "policy": Case(
        columns={
            "insurer": InsurancePolicy.insurer,
            "policy_number": InsurancePolicy.policy_number,
        },
        masked={"insured_cnpj": InsurancePolicy.insured_cnpj},
    ),
    "inspection companies": Case(
        columns={
            "name": InspectionCompany.name,
            "inmetro_accreditation": InspectionCompany.inmetro_accreditation,
            "regulator_registration": InspectionCompany.regulator_registration,
        },
        masked={"cnpj": InspectionCompany.cnpj},
    ),
    "licence": Case(
        columns={
            "invoice_number": Licence.invoice_number,
            "contractor_name": Licence.contractor_name,
            "contract_number": Licence.contract_number,
            "request_protocol": Licence.request_protocol,
            "driver_name": LicenceDriver.name,
            "driver_cnh": LicenceDriver.cnh,
            "driver_link_reference": LicenceDriver.link_reference,
            "driver_defensive_certificate": LicenceDriver.defensive_certificate,
        },
        masked={"driver_cpf": LicenceDriver.cpf},
        cells={
            "passenger_table": {
                0: LicencePassenger.name,
                2: LicencePassenger.document_kind,
                3: LicencePassenger.document_number,
                4: LicencePassenger.school,
                6: LicencePassenger.employment_proof,
            }
        },
    ),
    "notice": Case(
        columns={
            "operator_name": InfractionNotice.operator_name,
            "operator_qualification": InfractionNotice.operator_qualification,
            "route": InfractionNotice.route,
            "line": InfractionNotice.line,
            "place": InfractionNotice.place,
            "drawn_up_place": InfractionNotice.drawn_up_place,
            "responsible_name": InfractionNotice.responsible_name,
            "inspector_name": InfractionNotice.inspector_name,
            "inspector_qualification": InfractionNotice.inspector_qualification,
            "ciente_name": InfractionNotice.ciente_name,
        },
        masked={"operator_cnpj": InfractionNotice.operator_cnpj, "plate": InfractionNotice.plate},
    ),
    "line": Case(
        columns={
            "code": Line.code,
            "name": LineVersion.name,
            "origin_terminal": LineVersion.origin_terminal,
            "destination_terminal": LineVersion.destination_terminal,
            "roads": LineVersion.roads,
            "act_reference": LineAct.reference,
            "point_place": LinePoint.place,
        }
    ),
    "line delegation": Case(
        columns={
            "number": LineDelegation.number,
            "publication": LineDelegation.publication,
            "bidding": LineDelegation.bidding,
            "outorga_resolution": LineDelegation.outorga_resolution,
        }
    ),
    "line status": Case(
        columns={"reference": LineAct.reference, "occupancy": LineStoppage.occupancy}
    ),
    # Decreto 8.444/2015, arts. 11 and 12: the act that corrects a Termo's article.
    "line termo correction": Case(columns={"act": TermoBasisCorrection.act}),
    "line partial stoppage": Case(
        columns={"reference": LineAct.reference, "occupancy": LineStoppage.occupancy}
    ),
    "line incident": Case(columns={"source": LineIncident.source}),
    "line incident communication": Case(columns={"reference": LineIncidentCommunication.reference}),
    "line change cancellation": Case(columns={"reference": LineChangeCancellation.reference}),
    "line standard": Case(columns={"reference": AlternativeStandard.reference}),
    "line concession transfer": Case(
        columns={"request": ConcessionTransfer.request, "consent": ConcessionTransfer.consent}
    ),
    "line departure cancellation": Case(
        columns={
            "consent": DepartureCancellation.consent,
            "sold_dates": DepartureCancellation.sold_dates,
        }
    ),
    "line timetable": Case(
        columns={"reference": LineTimetable.reference},
        cells={"departures": {3: LineDeparture.vehicle_type, 4: LineDeparture.sections}},
    ),
    # The stretches' origin and destination cells come from the line's points, read-only.
    "line fares": Case(
        columns={
            "reference": LineFareTable.reference,
            "relevant_fact": LineFareTable.relevant_fact,
        }
    ),
    "line fare intervention": Case(
        columns={"reference": LineFareIntervention.reference},
        unbound={name: "an amount parsed before it is stored" for name in ("minimum", "maximum")},
    ),
    "line statistics": Case(
        columns={"reference": LineTripCount.reference},
        unbound={
            name: "a month or number parsed before it is stored"
            for name in ("month", "passengers", "sales", "km", "trips")
        },
    ),
    "line statistics import": Case(
        columns={"reference": LineTripCount.reference},
        unbound={"file_path": "the path of the file read, not stored"},
    ),
    "line change": Case(
        columns={
            "protocol": LineChangeRequest.protocol,
            "section_place": LineChangeRequest.section_place,
            # GO art. 43 §11, I; RR art. 58: the new terminal, kept where a section's place is.
            "new_end_place": LineChangeRequest.section_place,
            "new_roads": LineChangeRequest.new_roads,
            # Decreto 8.444/2015, art. 3º XIX: the new line's number.
            "resulting_code": LineChangeRequest.resulting_code,
        },
        # Art. 43 §9º: the lines merged are chosen from a list, stored as links to them; the
        # list's filter only narrows it.
        unbound={"merged_lines_filter": "a filter of the lines offered, not stored"},
    ),
    "line change decision": Case(columns={"reference": LineChangeDecision.reference}),
    "users": Case(columns={"display_name": User.display_name, "username": User.username}),
    "closures": Case(columns={"reason": OfficeClosure.reason}),
    "keys": Case(columns={"office_code": TrustedKey.office_code}),
    "login": Case(columns={"username": User.username}),
    "office setup": Case(
        columns={
            "name": Office.name,
            "code": Office.code,
            "street": Office.street,
            "number": Office.number,
            "complement": Office.complement,
            "district": Office.district,
            "closure_reason": OfficeClosure.reason,
            "admin_display_name": User.display_name,
            "admin_username": User.username,
        },
        masked={"cep": Office.cep},
    ),
    "rule value": Case(columns={"source": RuleValueUpdate.source}),
    "licence cancellation": Case(columns={"refund_reference": LicenceEvent.refund_reference}),
    "passenger change": Case(
        columns={
            "name": LicencePassenger.name,
            "document_number": LicencePassenger.document_number,
        },
        masked={"cpf": LicencePassenger.cpf},
    ),
    "student change": Case(
        columns={
            "name": LicencePassenger.name,
            "document_number": LicencePassenger.document_number,
            "school": LicencePassenger.school,
        },
        masked={"cpf": LicencePassenger.cpf},
    ),
    # The warning's line is chosen among the operator's lines: no text input to limit.
    "rr penalty": Case(),
    "measure release": Case(
        columns={"fee_reference": Payment.reference},
        unbound={"note": "kept with the release in a Text column"},
    ),
    "vehicle measure": Case(columns={"depot": VehicleMeasure.depot}),
    "defence": Case(
        columns={"signatory": Submission.signatory},
        unbound={
            name: "checked against Res. AGR 105/2017 art. 84, not stored"
            for name in (
                "process_number",
                "notice_number",
                "representative_address",
                "representative_qualification",
                "place",
            )
        },
    ),
}


def text_inputs(root: QWidget) -> list[QLineEdit]:
    """The line edits a clerk types text into: not those inside a date, number or combo
    editor, nor the search pickers (they choose a record, they save no text)."""
    found = []
    for edit in root.findChildren(QLineEdit):
        holder = edit.parentWidget()
        if isinstance(edit, RecordPicker) or isinstance(
            holder, QAbstractSpinBox | QComboBox | DateField
        ):
            continue
        found.append(edit)
    return found


def check_limits(root: QWidget, case: Case) -> int:
    """Asserts every input under `root` against the table; returns how many were checked."""
    checked = 0
    for edit in text_inputs(root):
        name = edit.objectName()
        if name in NOT_A_COLUMN or name in case.unbound:
            continue
        if name in case.masked:
            validator = edit.validator()
            assert isinstance(validator, MaskValidator), name
            assert validator.max_size == text_limit(case.masked[name]), name
        else:
            assert name in case.columns, f"{name!r} is not in the table of limits"
            assert edit.maxLength() == text_limit(case.columns[name]), name
        checked += 1
    for table_name, columns in case.cells.items():
        table = root.findChild(QTableWidget, table_name)
        assert table is not None, table_name
        if table.rowCount() == 0:
            table.insertRow(0)
        for column, attribute in columns.items():
            editor = table.itemDelegateForColumn(column).createEditor(
                table.viewport(), QStyleOptionViewItem(), table.model().index(0, column)
            )
            assert isinstance(editor, QLineEdit)
            assert editor.maxLength() == text_limit(attribute), (table_name, column)
            editor.deleteLater()
            checked += 1
    assert checked >= len(case.columns) + len(case.masked)
    return checked


def test_the_table_names_only_columns_with_a_length():
    for case in CASES.values():
        for attribute in (
            *case.columns.values(),
            *case.masked.values(),
            *(a for cells in case.cells.values() for a in cells.values()),
        ):
            assert text_limit(attribute), attribute


def opened_login(login: QWidget, ctx) -> QWidget:
    """The login once the start has opened the office: the user name held to its column."""
    login.open_office(ctx.database, ctx.office.name)
    return login


def captured(dialog_driver, open_dialog) -> QWidget:
    """The dialog a screen's action opens, kept for the test (cancelled)."""
    seen: list[QWidget] = []
    dialog_driver.on("ActionDialog", lambda dialog: seen.append(dialog) or 0)
    open_dialog()
    assert len(seen) == 1
    return seen[0]


def rr_quadro():
    """A Roraima quadro in force, as the line's Horários tab holds it (Lei RR 664/2008,
    art. 42 §2º): one departure each way."""
    from desktop.services.lines.timetables_records import DepartureRow, TimetableRow

    days = frozenset(range(1, 8))
    return TimetableRow(
        uuid.uuid4(),
        date(2026, 7, 1),
        "Quadro de Regime de Funcionamento nº 3/2026",
        "Lei RR 664/2008, art. 42 §2º",
        None,
        None,
        False,
        (
            DepartureRow("ida", "Ida", time(6, 30), days, "S T Q Q S S D", "", ""),
            DepartureRow("volta", "Volta", time(17, 0), days, "S T Q Q S S D", "", ""),
        ),
    )


@pytest.fixture
def forms(admin_context, context_for, tmp_path, qtbot, dialog_driver) -> dict[str, QWidget]:
    """Every form for a new record, by the name of its case in the table."""
    from desktop.rules.choices import Submission as SubmissionKind
    from desktop.services.licences.detail import licence_detail
    from desktop.services.licences.issue import issue_licence
    from desktop.services.lines.alternative_standards_records import StandardRow, StandardsView
    from desktop.services.lines.changes import protocol_change
    from desktop.services.lines.incidents import IncidentInput, record_incident
    from desktop.services.lines.records import get_line
    from desktop.services.lines.register import create_line
    from desktop.services.sanctions.measures import apply_measure
    from desktop.services.vehicles.inspections_records import list_companies
    from desktop.ui.admin.area import ClosuresTab, UsersTab
    from desktop.ui.admin.keys_tab import KeysTab
    from desktop.ui.legislation.area import LegislationArea
    from desktop.ui.licences import actions as licence_actions
    from desktop.ui.licences.form import LicenceForm
    from desktop.ui.lines import actions as line_actions
    from desktop.ui.lines.cancellation import cancellation_dialog as departures_dialog
    from desktop.ui.lines.change_dialogs import (
        cancellation_dialog,
        decision_dialog,
        protocol_dialog,
    )
    from desktop.ui.lines.fares import fare_dialog, intervention_dialog
    from desktop.ui.lines.form import LineForm
    from desktop.ui.lines.incidents import communication_dialog, incident_dialog
    from desktop.ui.lines.partial_stoppage import partial_stoppage_dialog
    from desktop.ui.lines.schedule import timetable_dialog
    from desktop.ui.lines.standards import standard_dialog
    from desktop.ui.lines.statistics import import_dialog, statistics_dialog
    from desktop.ui.lines.termo_correction_dialog import termo_correction_dialog
    from desktop.ui.lines.transfer import transfer_dialog
    from desktop.ui.login_dialog import LoginDialog
    from desktop.ui.navigator import Navigator
    from desktop.ui.operators.form import OperatorForm
    from desktop.ui.operators.rr_penalties_tab import RrPenaltiesTab
    from desktop.ui.sanctions.area import NoticesArea
    from desktop.ui.sanctions.notice_form import NoticeForm
    from desktop.ui.setup_wizard import SetupWizard
    from desktop.ui.vehicles.actions import inspection_dialog, policy_dialog
    from desktop.ui.vehicles.companies_dialog import CompaniesDialog
    from desktop.ui.vehicles.form import VehicleForm
    from desktop.ui.workspace import Workspace
    from tests.factories.clock import at_day, at_instant
    from tests.factories.licences import TODAY, departure, eventual, fleet, passengers
    from tests.factories.lines import TODAY as LINE_DAY
    from tests.factories.lines import go_line, termo
    from tests.factories.lines import request as change_request
    from tests.factories.notices import recorded_notice
    from tests.factories.outorga import delegate_paying_on_signing
    from tests.factories.roraima import in_roraima

    keys = tmp_path / "keys"
    ctx = admin_context
    workspace = Workspace(ctx, Navigator(), keys)
    owner, vehicle = fleet(ctx, keys)
    line_ctx = at_day(ctx, LINE_DAY)
    line = create_line(line_ctx, go_line())
    delegate_paying_on_signing(line_ctx, line.id, termo(owner.id, published_on=LINE_DAY))
    delegated = get_line(line_ctx, line.id)
    (change,) = protocol_change(line_ctx, line.id, change_request())
    incident = record_incident(
        line_ctx,
        line.id,
        IncidentInput("acidente", LINE_DAY, True, "Colisão no km 40.", "Relatório do fiscal"),
    )
    # The dialog of Roraima's art. 68 standards, as an alternative line's would open it.
    standards = StandardsView(
        line.id,
        "RR-A01",
        "Boa Vista — Caracaraí",
        "Cooperativa",
        LINE_DAY,
        (
            StandardRow(
                "bilhetes", "Bilhetes padronizados", "Lei RR 664/2008, art. 68, II", None, ""
            ),
        ),
        False,
    )
    legislation = LegislationArea(workspace)
    qtbot.addWidget(legislation)
    fiscal = context_for("fiscal")
    notice = recorded_notice(fiscal, tmp_path, owner.id, infraction_codes=("78-III",))
    notices = NoticesArea(Workspace(fiscal, Navigator(), keys))
    qtbot.addWidget(notices)
    notices.process.load(notice.process_id)
    held = recorded_notice(fiscal, tmp_path, owner.id, infraction_codes=("78-III",))
    removal_at = datetime(2026, 3, 10, 13, 0, tzinfo=UTC)
    apply_measure(at_instant(fiscal, removal_at), held.id, "remocao", "I", removal_at, "Pátio")
    released = NoticesArea(Workspace(fiscal, Navigator(), keys))
    qtbot.addWidget(released)
    released.process.load(held.process_id)
    rr_ctx = in_roraima(context_for("julgador"))
    rr_penalties = RrPenaltiesTab(Workspace(rr_ctx, Navigator(), keys))
    qtbot.addWidget(rr_penalties)
    rr_penalties.load(owner.id)
    trip_ctx = at_instant(ctx, departure(TODAY, 12))
    issued = issue_licence(trip_ctx, eventual(owner.id, vehicle.id, passengers=passengers(3)), keys)
    licence = licence_detail(trip_ctx, issued.id)
    trip_workspace = Workspace(trip_ctx, Navigator(), keys)
    built: dict[str, QWidget] = {
        "operator": OperatorForm("GO"),
        "vehicle": VehicleForm("GO", lambda: date(2026, 3, 2)),
        "inspection": inspection_dialog(workspace, vehicle, list_companies(ctx), None),
        "policy": policy_dialog(workspace, vehicle, None),
        "inspection companies": CompaniesDialog(workspace),
        "licence": LicenceForm(workspace),
        "notice": NoticeForm(workspace),
        "line": LineForm("GO", lambda text: []),
        "line delegation": line_actions.delegation_dialog(workspace, line, None),
        "line status": line_actions.status_dialog(workspace, line, None),
        "line termo correction": termo_correction_dialog(
            workspace, line, delegated.delegations[0], None
        ),
        "line partial stoppage": partial_stoppage_dialog(workspace, line, [], None),
        "line timetable": timetable_dialog(workspace, line, None),
        "line fares": fare_dialog(workspace, line, None),
        "line fare intervention": intervention_dialog(workspace, line, None),
        "line statistics": statistics_dialog(workspace, line, None),
        "line statistics import": import_dialog(workspace, line, None),
        "line change": protocol_dialog(workspace, line, None),
        "line change decision": decision_dialog(workspace, line, change, None),
        "line incident": incident_dialog(workspace, line, None),
        "line incident communication": communication_dialog(workspace, incident, None),
        "line change cancellation": cancellation_dialog(workspace, line, change, None),
        "line standard": standard_dialog(workspace, line, standards, None),
        # Roraima's transfer (Lei RR 664/2008, art. 15), as a line under concession opens it.
        "line concession transfer": transfer_dialog(
            Workspace(in_roraima(ctx), Navigator(), keys),
            replace(line, delegations=(replace(delegated.delegations[0], kind="concessao"),)),
            None,
        ),
        # Roraima's cancellation of departures (Lei RR 664/2008, art. 51), on a quadro in force.
        "line departure cancellation": departures_dialog(
            Workspace(in_roraima(ctx), Navigator(), keys),
            line,
            [(date(2026, 7, 1), rr_quadro())],
            None,
        ),
        "users": UsersTab(workspace),
        "closures": ClosuresTab(workspace),
        "keys": KeysTab(workspace),
        "login": opened_login(LoginDialog(), ctx),
        "office setup": SetupWizard(ctx.database, keys),
        "rule value": captured(dialog_driver, legislation.register_value),
        "licence cancellation": captured(
            dialog_driver, lambda: licence_actions.cancellation(None, trip_workspace, licence)
        ),
        "passenger change": captured(
            dialog_driver, lambda: licence_actions.passenger_change(None, trip_workspace, licence)
        ),
        # The escolar's list asks the student's school (art. 30, IV): the same dialog.
        "student change": captured(
            dialog_driver,
            lambda: licence_actions.passenger_change(
                None, trip_workspace, replace(licence, modality="escolar")
            ),
        ),
        "rr penalty": captured(dialog_driver, rr_penalties.warning_dialog),
        "measure release": captured(dialog_driver, released.process.measures.release),
        "vehicle measure": captured(dialog_driver, notices.process.measures.apply),
        "defence": captured(
            dialog_driver, lambda: notices.process.submission(SubmissionKind.DEFESA)
        ),
    }
    for widget in built.values():
        qtbot.addWidget(widget)
    return built


def test_every_text_input_of_every_form_holds_its_column_length(forms):
    """One pass over every form (built once: they share an office with records)."""
    assert sorted(forms) == sorted(CASES)
    problems = []
    for name, case in CASES.items():
        try:
            check_limits(forms[name], case)
        except AssertionError as problem:
            problems.append(f"{name}: {problem}")
    assert problems == []


def test_typing_past_the_limit_stops_at_it(qtbot, show_active):
    from desktop.ui.operators.form import OperatorForm

    form = show_active(OperatorForm("GO"))
    qtbot.addWidget(form)
    legal_name = form.legal_name
    qtbot.keyClicks(legal_name, "Viacao " * 40)
    assert legal_name.text() == ("Viacao " * 40)[:200]
    legal_name.clear()
    legal_name.insert("Ltda " * 50)
    assert legal_name.text() == ("Ltda " * 50)[:200]

    table = form.partners.table
    form.partners.add_row("Maria Souza")
    typed = type_in_cell(qtbot, table, 0, 2, "socia " * 50)
    assert typed == ("socia " * 50)[:200]
    assert table.item(0, 2).text() == ("socia " * 50)[:200]
