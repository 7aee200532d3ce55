"""`balcao demo DIR`: a demo office built inside DIR through the real services."""

import io
import json
import re
import subprocess
from contextlib import redirect_stdout
from dataclasses import dataclass
from datetime import timedelta
from decimal import Decimal
from pathlib import Path

import pytest
from gtfs_validator.cli import main as validate_gtfs
from pypdf import PdfReader

from desktop.cli import main as balcao
from desktop.demo import office as demo_office
from desktop.demo.office import DEMO_USERS, DemoResult, build_demo, demo_command
from desktop.models.startup import open_database
from desktop.rules import half_year
from desktop.rules.dates import add_years
from desktop.rules.lines.statistics import month_start
from desktop.services.calendar import office_today
from desktop.services.context import ServiceContext
from desktop.services.documents.verification import verify_file
from desktop.services.home import home_counts
from desktop.services.licences.detail import licence_detail
from desktop.services.lines.alternative_standards_records import (
    alternative_standards,
    late_standards,
)
from desktop.services.lines.change_records import change_requests
from desktop.services.lines.delegations_records import expiring_delegations
from desktop.services.lines.fares import fares_in_force
from desktop.services.lines.fleet_records import line_fleet
from desktop.services.lines.incidents_records import late_incidents, line_incidents
from desktop.services.lines.outorga_records import overdue_instalments
from desktop.services.lines.records import get_line, search_lines
from desktop.services.lines.statistics_records import late_statistics, month_statistics
from desktop.services.lines.stoppages_records import stoppages_due
from desktop.services.lines.timetables import timetable_in_force
from desktop.services.lines.trips_records import line_coefficients
from desktop.services.office.setup_records import load_office
from desktop.services.office.users import authenticate
from desktop.services.registration.applications_records import list_applications
from desktop.services.registration.operators_records import get_operator
from desktop.services.sanctions.measure_costs_records import measure_costs
from desktop.services.sanctions.measure_deposits_records import deposits_of_notice
from desktop.services.sanctions.measures_records import measures_of
from desktop.services.sanctions.notice_records import get_notice, list_notices
from desktop.services.sanctions.payments_records import debts_of
from desktop.services.sanctions.process_records import get_process
from desktop.services.search.licences import licence_home, search_licences
from desktop.services.search.operators import search_operators
from desktop.services.search.vehicles import search_vehicles
from desktop.services.validation import check_cnpj, check_cpf
from desktop.services.vehicles.expiry import expiring_vehicle_items
from tests.factories import reading


@dataclass(frozen=True)
class DemoRun:
    status: int
    out: str
    result: DemoResult


@pytest.fixture(scope="module")
def demo_run(tmp_path_factory):
    """`balcao demo DIR` run once for the module, as the clerk runs it: its exit status, what
    it printed and the demo it built (the real `build_demo`, watched, not replaced)."""
    home = tmp_path_factory.mktemp("home")
    built = []

    def watched_build(directory):
        built.append(build_demo(directory))
        return built[-1]

    out = io.StringIO()
    with pytest.MonkeyPatch.context() as patch:
        # The user's real data folder must stay untouched: point it at an empty place.
        patch.setenv("HOME", str(home))
        patch.setenv("XDG_DATA_HOME", str(home / "data"))
        patch.setattr(demo_office, "build_demo", watched_build)
        with redirect_stdout(out):
            status = balcao(["demo", str(tmp_path_factory.mktemp("demo") / "escritorio")])
    assert not (home / "data").exists()
    return DemoRun(status, out.getvalue(), built[0])


@pytest.fixture(scope="module")
def demo(demo_run):
    return demo_run.result


def pdf_text(path: Path) -> str:
    return reading.pdf_text(path.read_bytes())


def test_database_and_files_are_inside_the_folder(demo):
    assert demo.database_url == f"sqlite:///{(demo.directory / 'balcao-demo.sqlite3').as_posix()}"
    assert any(demo.key_dir.iterdir())
    assert demo.key_dir.parent == demo.directory
    readme = demo.readme.read_text(encoding="utf-8")
    for user in DEMO_USERS:
        assert f"{user.username} / {user.password} / {user.role}" in readme


def test_one_pdf_of_every_document_kind(demo):
    kinds = {path.name.split("-")[0]: path for path in demo.pdf_files}
    assert len(kinds) == len(demo.pdf_files)
    assert set(kinds) == {
        "protocolo",
        "pendencia",
        "crc",
        "crv",
        "licenca",
        "passageiros",
        "anotacao",
        "auto",
        "notificacao",
        "decisao",
        "pagamento",
        "reexame",
        "cnd",
        "quadro_horarios",
        "decisao_alteracao_linha",
        "termo_autorizacao_linha",
        "tabela_tarifas",
    }
    assert "Certificado de Registro Cadastral" in pdf_text(kinds["crc"])
    assert "Protocolo" in pdf_text(kinds["protocolo"])
    assert "Pendência" in pdf_text(kinds["pendencia"]) or "pendência" in pdf_text(
        kinds["pendencia"]
    )
    assert "Continuação da viagem em outro veículo" in pdf_text(kinds["anotacao"])
    assert "Passageiro Fictício 100" in pdf_text(kinds["passageiros"])
    # The sample licence names its two buses and still fits on the page carried on board.
    assert "Veículo 1" in pdf_text(kinds["licenca"]) and "Veículo 2" in pdf_text(kinds["licenca"])
    assert len(PdfReader(io.BytesIO(kinds["licenca"].read_bytes())).pages) == 1
    assert "Veículos (placas)" in pdf_text(kinds["passageiros"])
    assert "Notificação da autuação" in pdf_text(kinds["notificacao"])
    assert "Notificação da decisão de primeira instância" in pdf_text(kinds["decisao"])
    assert "NOTIFICADO PARA PAGAMENTO" in pdf_text(kinds["pagamento"])
    assert "reexame obrigatório" in pdf_text(kinds["reexame"])
    assert "Linha GO-0101" in pdf_text(kinds["quadro_horarios"])
    assert "APROVADA em" in pdf_text(kinds["decisao_alteracao_linha"])
    assert "Nº TA-0101 (fictício) — Linha GO-0101" in pdf_text(kinds["termo_autorizacao_linha"])
    assert "Tarifa comunicada" in pdf_text(kinds["tabela_tarifas"])
    assert "Certidão Negativa de Débito" in pdf_text(kinds["cnd"])
    for path in demo.pdf_files:
        assert path.parent == demo.directory


def test_every_pdf_verifies_against_the_demo_database(demo):
    database = open_database(demo.database_url)
    try:
        verdicts = {path.name: verify_file(database, path).status for path in demo.pdf_files}
    finally:
        database.dispose()
    assert set(verdicts.values()) == {"valida"}, verdicts


def test_pdfsig_reports_every_demo_document_validly_signed(demo):
    """Issue 16 §1: the tool a citizen or a court has (poppler's pdfsig) calls each kind of
    document the office prints validly signed; the self-signed certificate is untrusted."""
    reports = {}
    for path in demo.pdf_files:
        result = subprocess.run(
            ["pdfsig", str(path)], capture_output=True, text=True, check=False, timeout=60
        )
        reports[path.name] = result.stdout + result.stderr
    assert len(reports) == len(demo.pdf_files) == 17  # every kind the demo prints
    for name, report in reports.items():
        assert "Signature Validation: Signature is Valid." in report, (name, report)
        assert "Total document signed" in report, (name, report)
    # Signed as ReportLab wrote it (issue 18 §4): one revision, no incremental update.
    for path in demo.pdf_files:
        assert path.read_bytes().count(b"%%EOF") == 1, path.name


def demo_context(demo, username: str) -> ServiceContext:
    database = open_database(demo.database_url)
    password = next(u.password for u in DEMO_USERS if u.username == username)
    return ServiceContext(
        database, authenticate(database, username, password), load_office(database)
    )


def test_every_role_logs_in_with_the_printed_password(demo):
    for user in DEMO_USERS:
        ctx = demo_context(demo, user.username)
        assert user.role in ctx.actor.roles
        ctx.database.dispose()


def test_operators_in_every_state_of_the_process(demo):
    ctx = demo_context(demo, "fiscal")
    try:
        counts = home_counts(ctx)
        assert counts.operators_total == demo.operators == 20
        by_status = counts.operators_by_status
        assert by_status["registrada"] >= 5
        assert by_status["em_processo"] >= 4
        assert by_status["arquivada"] >= 1
        assert by_status["indeferida"] >= 1
        assert by_status["sem_pedido"] >= 1
        assert counts.crcs_expiring_30 >= 1
        rows = search_operators(ctx, "", limit=100).rows
        assert len(rows) == 20
        statuses = set()
        for row in rows:
            assert check_cnpj(row.cnpj_formatted) is None
            assert all(check_cpf(p.cpf) is None for p in get_operator(ctx, row.id).partners)
            for application in list_applications(ctx, row.id):
                statuses.add(application.status)
                if application.barred_until is not None:
                    statuses.add("impedida")
        assert statuses >= {
            "protocolada",
            "em_analise",
            "pendente",
            "arquivada",
            "aprovada",
            "indeferida",
            "impedida",
        }
        assert any(any(c.isalpha() for c in row.cnpj_formatted) for row in rows)
    finally:
        ctx.database.dispose()


def test_a_folder_with_a_demo_is_refused(demo, capsys):
    assert demo_command(demo.directory) == 1
    assert "já tem um escritório de demonstração" in capsys.readouterr().err


def test_demo_command_prints_logins_and_pdfs(demo_run):
    assert demo_run.status == 0
    assert "admin / demo-admin-2026 / administrador" in demo_run.out
    for path in demo_run.result.pdf_files:
        assert f"PDF: {path}" in demo_run.out
    assert f"balcao --database {demo_run.result.roraima.database_url}" in demo_run.out


def test_vehicles_of_several_operators_one_withdrawn_one_lapsing(demo):
    ctx = demo_context(demo, "fiscal")
    try:
        rows = search_vehicles(ctx, "", limit=100).rows
        assert len(rows) == demo.vehicles == 17
        assert len({row.operator_id for row in rows}) == 5
        assert [row.situation for row in rows].count("Afastado de tráfego") == 1
        lapsing = {item.what for item in expiring_vehicle_items(ctx, within_days=30)}
        assert lapsing == {"inspection", "insurance", "crv"}
    finally:
        ctx.database.dispose()


def test_licences_of_every_modality_one_given_up_one_continued(demo):
    ctx = demo_context(demo, "fiscal")
    try:
        rows = search_licences(ctx, limit=100).rows
        assert len(rows) == demo.licences == 7
        assert {row.modality for row in rows} == {"eventual", "continuo", "escolar", "vinculada"}
        assert [row.cancelled for row in rows].count(True) == 1
        # Two licences name two buses (art. 29 §§2-3): the eventual trip of 60 passengers and
        # the health contract with the general list (art. 29 §2).
        assert sorted(len(row.plates) for row in rows) == [1, 1, 1, 1, 1, 2, 2]
        events = [event.kind for row in rows for event in licence_detail(ctx, row.id).events]
        assert sorted(events) == ["continuacao", "desistencia"]
        home = licence_home(ctx)
        assert home.issued_today == 6
        assert {row.modality for row in home.ending_soon} == {"continuo", "escolar"}
    finally:
        ctx.database.dispose()


def test_notices_in_every_state_of_the_process(demo):
    ctx = demo_context(demo, "fiscal")
    try:
        notices = [get_notice(ctx, row.id) for row in list_notices(ctx)]
        assert len(notices) == demo.notices == 8
        stages = {get_process(ctx, notice.process_id).stage: notice for notice in notices}
        assert set(stages) == {
            "aguardando_notificacao",
            "prazo_defesa",
            "aguardando_julgamento",
            "aguardando_notificacao_decisao",
            "encerrado",
            "aguardando_notificacao_reexame",
        }
        closed = stages["encerrado"]
        kinds = [entry.kind for entry in get_process(ctx, closed.process_id).timeline]
        assert "pagamento" in kinds and "encerramento" in kinds
        assert "notificacao_pagamento" in kinds
        (debt,) = [row for row in debts_of(ctx, closed.operator_id) if row.kind == "multa"]
        assert debt.outstanding == 0
        assert all(notice.vehicle_id is not None for notice in notices)
    finally:
        ctx.database.dispose()


def test_removed_vehicles_with_costs_a_caucao_a_release_and_an_act_term(demo):
    """Res. AGR 105/2017, arts. 73 §3 III-IV and 93 §8; Decreto 8.444/2015, art. 52 §3."""
    ctx = demo_context(demo, "fiscal")
    try:
        removals = [
            (notice, measure)
            for notice in (get_notice(ctx, row.id) for row in list_notices(ctx))
            for measure in measures_of(ctx, notice.id)
            if measure.kind == "remocao"
        ]
        held = [pair for pair in removals if pair[1].released_at is None]
        released = [pair for pair in removals if pair[1].released_at is not None]
        assert len(held) == len(released) == 1
        (notice, measure), (_, out) = held[0], released[0]
        assert [cost.kind for cost in measure_costs(ctx, measure.id)] == ["remocao"]
        (deposit,) = deposits_of_notice(ctx, notice.id).values()
        assert deposit.amount > Decimal("450.00")
        process = get_process(ctx, notice.process_id)
        assert process.kind == "ordinario"
        assert [row.kind for row in process.deadlines if row.kind == "ato"] == ["ato"]
        assert "prazo_ato" in [entry.kind for entry in process.timeline]
        assert out.release_basis == "saneamento"
        paid = measure_costs(ctx, out.id)
        assert {cost.kind for cost in paid} == {"remocao", "transbordo"}
        assert all(cost.paid_on is not None for cost in paid)
    finally:
        ctx.database.dispose()


def test_regular_lines_with_delegations_fares_and_a_stoppage(demo):
    """Decreto 8.444/2015 arts. 6º §2º, 15 §1º, 19, 25 and 42 II in the demo office's lines."""
    ctx = demo_context(demo, "fiscal")
    rows = {row.code: row for row in search_lines(ctx, "").rows}
    assert set(rows) == {"GO-0101", "GO-0101-D", "GO-0230", "GO-0305", "GO-0410"}
    assert rows["GO-0410"].status_label == "Paralisada com autorização"
    main = get_line(ctx, rows["GO-0101"].id)
    assert main.delegation_in_force.number == "TA-0101 (fictício)"
    assert get_line(ctx, rows["GO-0101-D"].id).parent_line_code == "GO-0101"
    assert get_line(ctx, rows["GO-0230"].id).delegation_in_force is None  # art. 6º §2º
    today = office_today(ctx)
    assert fares_in_force(ctx, main.id, today).items[1].value == Decimal("61.50")
    assert len(timetable_in_force(ctx, main.id, today).departures) == 4
    assert [item.line_code for item in expiring_delegations(ctx, 30)] == ["GO-0305"]
    # Art. 19 §2º: GO-0305's bulletins stop three months ago, the month before last is late.
    late = {row.code: row.months for row in late_statistics(ctx)}
    before_last = month_start(month_start(month_start(today) - timedelta(1)) - timedelta(1))
    assert late["GO-0305"][0] == before_last
    assert len(month_statistics(ctx, rows["GO-0305"].id)) >= 8
    # Art. 11 §5º: every Termo's 1st instalment paid on signing; GO-0305's 2nd is overdue.
    assert [(item.line_code, item.number) for item in overdue_instalments(ctx)] == [("GO-0305", 2)]
    # Art. 43: one change approved (version 2 of GO-0101), one refused naming §11 I.
    assert (main.version_number, main.roads) == (2, "BR-153, BR-060, GO-338, GO-431")
    (refused,) = change_requests(ctx, rows["GO-0305"].id)
    assert refused.outcome_label == "Recusada"
    assert "Decreto 8.444/2015, art. 43 §11, I" in refused.reasons
    # Art. 25: GO-0410's stoppage, authorised for 40 days 15 days ago, listed to resume.
    (stopped,) = stoppages_due(ctx, 30)
    assert (stopped.line_code, stopped.last_day) == ("GO-0410", today + timedelta(days=25))
    # Arts. 23 §2º and 24: an accident communicated in time, an interruption not.
    incidents = line_incidents(ctx, main.id)
    assert [(row.kind, row.late) for row in incidents] == [
        ("interrupcao", True),
        ("acidente", False),
    ]
    assert [row.kind for row in late_incidents(ctx)] == ["interrupcao"]


def test_the_demo_lines_in_force_publish_as_valid_gtfs(demo, tmp_path):
    """Issue 15 §8: the demo's line in force (GO-0101, its stops located) as a GTFS feed that
    the canonical rule set accepts without errors."""
    target = tmp_path / "linhas.zip"
    url = "https://www.exemplo.go.gov.br/linhas"
    assert balcao(["--database", demo.database_url, "gtfs", str(target), "--url", url]) == 0
    assert validate_gtfs(["-i", str(target), "-o", str(tmp_path / "relatorio"), "-c", "BR"]) == 0
    report = json.loads((tmp_path / "relatorio" / "report.json").read_text(encoding="utf-8"))
    assert [notice["code"] for notice in report["notices"] if notice["severity"] == "ERROR"] == []


def test_a_roraima_office_beside_it_cites_lei_664_only(demo):
    """`balcao demo` builds a Roraima office too (issue 14): its own database and key in
    PASTA/roraima, one PDF of each document kind it issued, every one valid and citing
    Lei RR 664/2008 only."""
    from tests.factories.roraima import GOIAS

    roraima = demo.roraima
    assert roraima.directory == demo.directory / "roraima"
    kinds = {path.name.split("-")[0] for path in roraima.pdf_files}
    assert kinds == {
        "protocolo",
        "crc",
        "crv",
        "autorizacao",
        "passageiros",
        "auto",
        "notificacao",
        "pagamento",
        "cnd",
        "contrato_concessao",
        "termo_compromisso",
        "quadro",
        "tarifas",
    }
    database = open_database(roraima.database_url)
    try:
        assert load_office(database).jurisdiction == "RR"
        verdicts = {path.name: verify_file(database, path).status for path in roraima.pdf_files}
    finally:
        database.dispose()
    assert set(verdicts.values()) == {"valida"}, verdicts
    for path in roraima.pdf_files:
        text = reading.flat_pdf_text(path.read_bytes())
        assert "664/2008" in text and GOIAS.search(text) is None, path.name
    assert "roraima/" in demo.readme.read_text(encoding="utf-8")


def test_the_demo_autos_name_the_driver_and_the_address_once(demo):
    """The autos of both offices (Res. AGR 105/2017, art. 80, I and V; Lei RR 664/2008, art.
    75): 'Pedro Alves (motorista fictício) (motorista)' and 'Avenida Ville Roy, 101, 101'
    printed the driver's role and the street number twice."""
    autos = [
        path for path in demo.pdf_files + demo.roraima.pdf_files if path.name.startswith("auto-")
    ]
    assert len(autos) == 2
    for path in autos:
        text = reading.flat_pdf_text(path.read_bytes())
        assert re.search(r"motorista[^)]*\) \(motorista\)", text) is None, path.name
        assert re.search(r"(\d+), \1 —", text) is None, path.name


def test_roraima_lines_with_delegations_regimes_and_fares(demo):
    """Lei RR 664/2008 in the Roraima office's lines: a concession of 10 years operating the
    day after signature (arts. 14 and 24), a line authorisation of one year from its termo
    de compromisso (art. 19), each quadro communicated within 10 days (art. 42 §1º) and the
    fares of the worksheet, R$ 0,25 per km (art. 37), with the terminal fee (art. 38)."""
    database = open_database(demo.roraima.database_url)
    password = next(u.password for u in DEMO_USERS if u.username == "fiscal")
    ctx = ServiceContext(
        database, authenticate(database, "fiscal", password), load_office(database)
    )
    try:
        rows = {row.code: row for row in search_lines(ctx, "").rows}
        assert set(rows) == {"RR-001", "RR-002", "RR-A01"}
        today = office_today(ctx)
        concession = get_line(ctx, rows["RR-001"].id).delegation_in_force
        assert concession.kind_label == "Contrato de concessão"
        assert concession.starts_on == concession.signed_on + timedelta(days=1)
        assert concession.last_day == add_years(concession.starts_on, 10) - timedelta(days=1)
        authorisation = get_line(ctx, rows["RR-002"].id).delegation_in_force
        assert authorisation.kind_label == "Autorização de linha (termo de compromisso)"
        assert authorisation.last_day == add_years(authorisation.signed_on, 1) - timedelta(1)
        fares = fares_in_force(ctx, rows["RR-001"].id, today)
        assert [item.value for item in fares.items] == [Decimal("13.00"), Decimal("35.00")]
        assert fares.terminal_fee == Decimal("3.50")
        quadro = timetable_in_force(ctx, rows["RR-002"].id, today)
        assert len(quadro.departures) == 2 and not quadro.late
        assert quadro.article == "Lei RR 664/2008, art. 42 §2º"
        # The alternative transport (arts. 66-68): a cooperative's concession (art. 67 §1º),
        # vans of 15 seats on its fleet (art. 66: at least 7; art. 68 VI: 12 to 16), its own
        # departures and fares.
        alternative = get_line(ctx, rows["RR-A01"].id)
        assert alternative.service_kind_label == "Transporte alternativo"
        assert "Cooperativa" in alternative.delegation_in_force.operator_name
        fleet = line_fleet(ctx, rows["RR-A01"].id)
        assert [row.seats for row in fleet.vehicles] == [15, 15] and fleet.problems == ()
        assert len(timetable_in_force(ctx, rows["RR-A01"].id, today).departures) == 4
        assert fares_in_force(ctx, rows["RR-A01"].id, today).items[-1].value == Decimal("35.00")
        # Art. 84, II reads RR-001's monthly trips, recorded since the concession.
        recorded = month_statistics(ctx, rows["RR-001"].id)
        assert recorded and all(row.trips for row in recorded)
        last_month = month_start(today) - timedelta(days=1)
        coefficients = line_coefficients(ctx, concession.operator_id, last_month)
        (caracarai,) = [row for row in coefficients if row.code == "RR-001"]
        assert caracarai.trips == sum(
            row.trips for row in recorded if row.month >= half_year(last_month)[0]
        )
        # Art. 68 §1º: the cooperative adopted the standardised tickets; colour and insurance
        # are pending, still within the 90 days.
        standards = alternative_standards(ctx, rows["RR-A01"].id)
        assert [row.item for row in standards.missing] == ["cor", "seguro"]
        assert not standards.late and late_standards(ctx) == []
        # Art. 56: an interrupted trip not communicated in its 10 days (art. 80, VII).
        (late,) = late_incidents(ctx)
        assert (late.line_code, late.infraction) == (
            "RR-001",
            "80-VII (Lei RR 664/2008, art. 80, VII)",
        )
    finally:
        database.dispose()
