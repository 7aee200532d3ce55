"""Every table the law says can't be rewritten carries the database's refusal: autos de
infração (Res. AGR 105/2017, art. 80 §3; Lei RR 664/2008, art. 76 §3), issued licences
(Res. 105, art. 27), the register of issued documents, the vehicles' insurance policies,
whose periods the licences read (Res. 105, arts. 50, 51 §2), and the history of the regular
lines and the change requests on them with their decisions (Decreto 8.444/2015, art. 43;
Lei RR 664/2008, arts. 42 §2º and 57-62)."""

import pytest

from desktop.models import import_all_models
from desktop.models.base import Base
from desktop.models.grants import privileges_of
from desktop.models.insert_only import insert_only_message, insert_only_triggers_present

pytestmark = pytest.mark.postgres

LAW_PROTECTED = {
    "infraction_notices",
    "notice_infractions",
    "notice_corrections",
    "licences",
    "licence_vehicles",
    "licence_schedule",
    "licence_drivers",
    "licence_passengers",
    "licence_events",
    "issued_documents",
    "print_orders",
    "crc_cancellations",
    "crc_restorations",
    "registration_bar_lifts",
    # the DOE publication of a registration's extract corrected (Res. 105, art. 12)
    "publication_corrections",
    # the communication of a change of standing (Res. 105, art. 9 §2)
    # the payment of a removed vehicle's costs before its release (art. 73 §3 II, IV; art. 74)
    "vehicle_measure_cost_payments",
    # a line's fleet, put on and taken off by dated acts (Decreto 8.444 art. 6 §1 VII)
    "line_vehicles",
    # occurrences and their communication (Res. 105, arts. 48-49)
    "operator_occurrences",
    "occurrence_communications",
    "operator_standing_changes",
    "vehicle_insurance_policies",
    "line_versions",
    "line_points",
    "line_delegations",
    # a Termo's article (11 or 12) corrected by its own dated act (Decreto 8.444 arts. 11-12)
    "line_termo_basis_corrections",
    # a concession contract transferred to another company (Lei RR 664 art. 15)
    "line_concession_transfers",
    # regular departures cancelled in low demand, the quadro untouched (Lei RR 664 art. 51)
    "line_departure_cancellations",
    "line_acts",
    # a stoppage authorised and its term (Decreto 8.444 art. 25; Lei RR 664 art. 55)
    "line_stoppages",
    # a partial stoppage authorised: departures or a stretch (Decreto 8.444 art. 25; Lei RR 664
    # art. 55)
    "line_partial_stoppages",
    "line_partial_stoppage_ends",
    # a line's accidents and interruptions and their communication (Decreto 8.444 arts. 23-24;
    # Lei RR 664 arts. 56 and 69 IX)
    "line_incidents",
    "line_incident_communications",
    "line_fare_tables",
    "line_fare_items",
    "line_timetables",
    "line_departures",
    "line_trip_counts",
    # the accounting data given for the tariff calculation (Decreto 8.444 art. 16 sole §)
    "operator_accounting_data",
    "line_change_requests",
    "line_change_decisions",
    "line_change_merged_lines",
    # an approved change cancelled, the line back as before (Lei RR 664 arts. 57 §2, 62)
    "line_change_cancellations",
    # the alternative transport's standards adopted (Lei RR 664 art. 68 II, III, VIII, §1)
    "alternative_standards",
    "vehicle_measure_costs",
    "vehicle_measure_deposits",
    "vehicle_deposit_refunds",
    "user_complaints",
    "complaint_forwardings",
    "complaint_answers",
    "complaint_appreciations",
    "inspection_notifications",
    "inspection_presentations",
    # the statewide trust list: a published key and a revocation are facts (docs/network.md)
    "statewide_keys",
    "key_revocations",
    # the statewide register status of issued documents (docs/network.md)
    "document_status_events",
    "operator_register_events",
    # a payment received against a debt: the certidão reads them (Res. 105, arts. 89, 101;
    # Lei RR 664 art. 89 sole §)
    "payments",
    # the dated values the fines are computed from (Res. 105, art. 98; Lei RR 664, art. 78)
    "rule_value_updates",
    # who changed what and when, each entry chained to the one before (issue 16 §3)
    "audit_entries",
    # the acts of a sanction process: a later decision is a new row (Res. 105, arts. 91,
    # 93 §6 and 96; Lei RR 664, art. 91)
    "process_events",
    "process_decisions",
    "penalties",
    # a defence or appeal received (Res. 105, arts. 84, 87, 91; Lei RR 664, arts. 89, 91)
    "process_submissions",
    # the line stated afterwards of an RR warning or suspension recorded without one (Lei RR
    # 664, arts. 84, 85 and 87, IV)
    "operator_sanction_lines",
    # the regulator's fare limits for a period: it ends by its period (Decreto 8.444/2015,
    # art. 15 §3º)
    "line_fare_interventions",
    # a bar on a new registration: lifted by a new record (Res. 105, arts. 9 §3, 70 §§3-4, 96)
    "registration_bars",
    # records that move on in one way only (desktop/models/insert_only.py, `changes`): a debt
    # cancelled once, a process's stage, a sanction revoked once, a certificate superseded once
    "debts",
    "sanction_processes",
    "operator_sanctions",
    "crcs",
    "crvs",
    # a process's term met or closed once, a vehicle released once (Res. 105, arts. 73 §3,
    # 74, 83; Lei RR 664, art. 90), an appeal against a refused registration decided once
    # (Res. 105, art. 7 sole §)
    "process_deadlines",
    "vehicle_measures",
    "registration_appeals",
}


def test_the_protected_tables_are_marked_insert_only():
    import_all_models()
    marked = {
        table.name
        for table in Base.metadata.sorted_tables
        if insert_only_message(table.name) is not None
    }
    assert marked == LAW_PROTECTED


def test_a_migrated_database_has_the_triggers_of_every_protected_table(database):
    with database.engine.connect() as connection:
        missing = [
            name
            for name in sorted(LAW_PROTECTED)
            if not insert_only_triggers_present(connection, name)
        ]
    assert missing == []


def test_the_application_role_updates_only_what_moves_on_and_deletes_none_of_it():
    """The triggers decide which UPDATE of a debt or a process goes through; a DELETE of
    them, or any UPDATE of a fully insert-only table, the role can't even send."""
    import_all_models()
    assert {
        table: privileges_of(table)
        for table in (
            "debts",
            "crcs",
            "vehicle_measures",
            "penalties",
            "process_submissions",
            "audit_entries",
            "office_closures",
        )
    } == {
        "debts": "SELECT, INSERT, UPDATE",
        "crcs": "SELECT, INSERT, UPDATE",
        "vehicle_measures": "SELECT, INSERT, UPDATE",
        "penalties": "SELECT, INSERT",
        "process_submissions": "SELECT, INSERT",
        "audit_entries": "SELECT, INSERT",
        "office_closures": "SELECT, INSERT, UPDATE, DELETE",
    }
