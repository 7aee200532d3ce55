"""The Roraima demo office's regular lines (Lei RR 664/2008), built through the real services:
RR-001 Boa Vista — Caracaraí under a concession contract signed within 30 days of the
bidding's homologation (arts. 13, 14 and 24), RR-002 Boa Vista — Pacaraima under a line
authorisation of one year from its termo de compromisso (arts. 19-23); each with its Quadro
de Regime de Funcionamento communicated within 10 days of the change (art. 42 §§1º-2º) and
its fares from the tariff coefficient and the km, with the terminal fee (arts. 37-38);
RR-A01, the alternative transport (arts. 66-68) of a cooperative (art. 67 §1º) on the same
link, its vans on the line's fleet (arts. 66 and 68 VI) and its own departures, none within
an hour of RR-001's (art. 68 §3º). RR-001's monthly trips since the concession are recorded
(art. 84, II reads them). Every instrument and table is printed signed."""

from datetime import date, timedelta
from pathlib import Path

from desktop.rules.lines.statistics import month_start, next_month
from desktop.services.context import ServiceContext
from desktop.services.documents.issuing import Issued
from desktop.services.lines.alternative_standards import StandardInput, record_standard
from desktop.services.lines.delegations import DelegationInput, record_delegation
from desktop.services.lines.fares import FareItemInput, FareTableInput, record_fare_table
from desktop.services.lines.fleet import FleetInput, record_fleet_change
from desktop.services.lines.incidents import IncidentInput, record_incident
from desktop.services.lines.printouts import print_delegation, print_fare_table
from desktop.services.lines.register import LineInput, PointInput, create_line
from desktop.services.lines.statistics import MonthStatistics, record_statistics
from desktop.services.lines.timetables import (
    DepartureInput,
    TimetableInput,
    print_timetable,
    record_timetable,
)

BOA_VISTA, CARACARAI, MUCAJAI = "1400100", "1400209", "1400308"
PACARAIMA, AMAJARI = "1400456", "1400027"
BUS = "Convencional, 44 lugares"
VAN = "Van do transporte alternativo, 15 lugares"


def _quadro(ctx, line_id, today: date, reference: str, departures):
    """A regime change made a week ago, communicated three days later (art. 42 §1º)."""
    (quadro,) = record_timetable(
        ctx,
        line_id,
        TimetableInput(
            effective_from=today,
            reference=reference,
            departures=departures,
            changed_on=today - timedelta(days=7),
            communicated_on=today - timedelta(days=4),
        ),
    )
    return quadro


def _trips(ctx: ServiceContext, line_id, since: date, today: date) -> None:
    """The trips run each month since the concession, as the delegatária reports them: the
    half-year infraction coefficient reads them (Lei RR 664/2008, art. 84, II)."""
    month = month_start(since)
    while month < month_start(today):
        days = (next_month(month) - max(month, since)).days
        record_statistics(
            ctx,
            line_id,
            MonthStatistics(
                month=month,
                trips=4 * days,
                passengers=None,
                sales=None,
                km=None,
                reported_on=min(today, next_month(month)),
                reference=f"Relatório mensal de viagens {month:%m/%Y} (fictício)",
            ),
        )
        month = next_month(month)


def add_rr_demo_lines(ctx: ServiceContext, operators, today: date, key_dir: Path) -> list[Issued]:
    """`ctx` may register lines and print (an analyst) on `today`; `operators` (two) hold a
    registro cadastral in force and the tariff coefficient is registered for `today`.
    Returns the documents printed."""
    caracarai = create_line(
        ctx,
        LineInput(
            code="RR-001",
            name="Boa Vista — Caracaraí",
            origin_code=BOA_VISTA,
            destination_code=CARACARAI,
            roads="BR-174",
            length_km="140",
            service_kind="convencional",
            origin_terminal="Terminal Rodoviário de Boa Vista",
            destination_terminal="Rodoviária de Caracaraí",
            points=(PointInput("secao", "Rodoviária de Mucajaí", MUCAJAI, "52"),),
            act_reference="Portaria CRE/RR nº 1 (fictícia)",
        ),
    )
    homologated = today - timedelta(days=60)
    concession_signed = homologated + timedelta(days=20)
    concession = record_delegation(
        ctx,
        caracarai.id,
        DelegationInput(
            operator_id=operators[0].id,
            kind="concessao",
            number="CC-001 (fictício)",
            signed_on=concession_signed,
            bidding="Concorrência nº 01 (fictícia)",
            homologated_on=homologated,
        ),
    ).delegations[0]
    quadro = _quadro(
        ctx,
        caracarai.id,
        today,
        "Quadro de Regime de Funcionamento CRE/RR nº 1 (fictício)",
        (
            DepartureInput("ida", "06:00", "1-6", BUS, "Mucajaí"),
            DepartureInput("ida", "14:00", "todos", BUS, "Mucajaí"),
            DepartureInput("volta", "10:00", "1-6", BUS, "Mucajaí"),
            DepartureInput("volta", "18:00", "todos", BUS, "Mucajaí"),
        ),
    )
    (fares,) = record_fare_table(
        ctx,
        caracarai.id,
        FareTableInput(
            effective_from=today,
            reference="Planilha tarifária CRE/RR nº 1 (fictícia)",
            items=(
                FareItemInput("Boa Vista", "Mucajaí", "52", ""),
                FareItemInput("Boa Vista", "Caracaraí", "140", ""),
            ),
            terminal_fee="3,50",
        ),
    )
    pacaraima = create_line(
        ctx,
        LineInput(
            code="RR-002",
            name="Boa Vista — Pacaraima",
            origin_code=BOA_VISTA,
            destination_code=PACARAIMA,
            roads="BR-174",
            length_km="215",
            service_kind="convencional",
            origin_terminal="Terminal Rodoviário de Boa Vista",
            destination_terminal="Rodoviária de Pacaraima",
            points=(PointInput("secao", "Vila do Trairão", AMAJARI, "110"),),
            act_reference="Portaria CRE/RR nº 2 (fictícia)",
        ),
    )
    authorisation = record_delegation(
        ctx,
        pacaraima.id,
        DelegationInput(
            operator_id=operators[1].id,
            kind="autorizacao",
            number="TC-002 (fictício)",
            signed_on=today - timedelta(days=30),
        ),
    ).delegations[0]
    _quadro(
        ctx,
        pacaraima.id,
        today,
        "Quadro de Regime de Funcionamento CRE/RR nº 2 (fictício)",
        (
            DepartureInput("ida", "07:00", "1-5", BUS, "Vila do Trairão"),
            DepartureInput("volta", "15:00", "1-5", BUS, "Vila do Trairão"),
        ),
    )
    record_fare_table(
        ctx,
        pacaraima.id,
        FareTableInput(
            effective_from=today,
            reference="Planilha tarifária CRE/RR nº 2 (fictícia)",
            items=(
                FareItemInput("Boa Vista", "Vila do Trairão", "110", ""),
                FareItemInput("Boa Vista", "Pacaraima", "215", "52,00"),
            ),
        ),
    )
    _trips(ctx, caracarai.id, concession_signed, today)
    # A trip interrupted, the passengers taken on by another bus (Lei RR 664/2008, art. 56),
    # not yet communicated to the CRE/RR in its 10 days: listed on Início (art. 80, VII).
    record_incident(
        ctx,
        caracarai.id,
        IncidentInput(
            "interrupcao",
            today - timedelta(days=20),
            False,
            "Ônibus com pane no km 90 da BR-174; passageiros seguiram em outro veículo.",
            "Reclamação de passageiro na ouvidoria (fictícia)",
        ),
    )
    return [
        print_delegation(ctx, concession.id, key_dir),
        print_delegation(ctx, authorisation.id, key_dir),
        print_timetable(ctx, quadro.id, key_dir),
        print_fare_table(ctx, fares.id, key_dir),
    ]


def add_rr_alternative_line(
    ctx: ServiceContext, cooperative, vans, today: date, key_dir: Path
) -> list[Issued]:
    """RR-A01 Boa Vista — Caracaraí, alternative transport (Lei RR 664/2008, art. 66) conceded
    to `cooperative` after its bidding (art. 67 §1º), with `vans` (registered to it) on its
    fleet, its own departures two hours from RR-001's (art. 68 §3º) and its fares."""
    line = create_line(
        ctx,
        LineInput(
            code="RR-A01",
            name="Boa Vista — Caracaraí (alternativo)",
            origin_code=BOA_VISTA,
            destination_code=CARACARAI,
            roads="BR-174",
            length_km="140",
            service_kind="alternativo",
            origin_terminal="Terminal Rodoviário de Boa Vista",
            destination_terminal="Rodoviária de Caracaraí",
            points=(PointInput("secao", "Rodoviária de Mucajaí", MUCAJAI, "52"),),
            act_reference="Portaria CRE/RR nº 3 (fictícia)",
        ),
    )
    homologated = today - timedelta(days=45)
    concession = record_delegation(
        ctx,
        line.id,
        DelegationInput(
            operator_id=cooperative.id,
            kind="concessao",
            number="CC-003 (fictício)",
            signed_on=homologated + timedelta(days=10),
            bidding="Concorrência nº 02 (fictícia), transporte alternativo",
            homologated_on=homologated,
        ),
    ).delegations[0]
    # Art. 68 §1º: the standardised tickets released and adopted; colour and insurance still
    # within the 90 days, shown on the line.
    record_standard(
        ctx,
        line.id,
        StandardInput(
            "bilhetes",
            today - timedelta(days=5),
            "Modelo de bilhete liberado nº 4 (fictício); numeração 000001 a 020000",
        ),
    )
    for van in vans:
        record_fleet_change(
            ctx,
            line.id,
            FleetInput(van.id, "inclusao", today, "Ofício CRE/RR nº 3 (fictício)"),
        )
    quadro = _quadro(
        ctx,
        line.id,
        today,
        "Quadro de Regime de Funcionamento CRE/RR nº 3 (fictício)",
        (
            DepartureInput("ida", "08:00", "1-6", VAN, "Mucajaí"),
            DepartureInput("ida", "16:00", "1-6", VAN, "Mucajaí"),
            DepartureInput("volta", "12:00", "1-6", VAN, "Mucajaí"),
            DepartureInput("volta", "20:00", "1-6", VAN, "Mucajaí"),
        ),
    )
    record_fare_table(
        ctx,
        line.id,
        FareTableInput(
            effective_from=today,
            reference="Planilha tarifária CRE/RR nº 3 (fictícia)",
            items=(
                FareItemInput("Boa Vista", "Mucajaí", "52", ""),
                FareItemInput("Boa Vista", "Caracaraí", "140", ""),
            ),
        ),
    )
    return [
        print_delegation(ctx, concession.id, key_dir),
        print_timetable(ctx, quadro.id, key_dir),
    ]
