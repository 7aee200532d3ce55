"""The demo office's regular lines (GO, Decreto 8.444/2015), built through the real services:
a line under a Termo de Autorização published and in force with its quadro de horários and
communicated fares (arts. 6º, 19 and 15 §1º), its complementary direct service (art. 42 II
b), a Termo signed and awaiting the publication of its extract (art. 6º §2º), a Termo that
ends within a month, and a line stopped for low demand (art. 25)."""

from datetime import date, timedelta
from decimal import Decimal
from pathlib import Path

from desktop.rules.dates import add_years
from desktop.rules.lines.outorga import COEFFICIENT
from desktop.rules.lines.statistics import month_start, next_month, statistics_due
from desktop.services.context import ServiceContext
from desktop.services.lines.delegations import DelegationInput, record_delegation
from desktop.services.lines.fares import FareItemInput, FareTableInput, record_fare_table
from desktop.services.lines.incidents import (
    IncidentCommunicationInput,
    IncidentInput,
    record_incident,
    record_incident_communication,
)
from desktop.services.lines.outorga import register_instalment_payment
from desktop.services.lines.outorga_records import outorga_instalments
from desktop.services.lines.printouts import print_delegation, print_fare_table
from desktop.services.lines.records import LineDetail
from desktop.services.lines.register import (
    LineInput,
    PointInput,
    StatusInput,
    change_status,
    create_line,
)
from desktop.services.lines.statistics import MonthStatistics, record_statistics
from desktop.services.lines.stop_locations import StopLocationInput, record_stop_location
from desktop.services.lines.stoppages import StoppageInput
from desktop.services.lines.timetables import (
    DepartureInput,
    TimetableInput,
    print_timetable,
    record_timetable,
)
from desktop.services.office.rule_values import register_rule_value
from desktop.services.registration.operators_records import OperatorDetail

GOIANIA, ANAPOLIS, PIRENOPOLIS = "5208707", "5201108", "5217302"
CALDAS_NOVAS, ABADIANIA, MORRINHOS = "5204508", "5200100", "5213806"
# Where GO-0101 stops, for the open-data feed (`balcao gtfs`): approximate coordinates.
GO_0101_PLACES = (
    (GOIANIA, "Terminal Rodoviário de Goiânia", "-16,6578", "-49,2574"),
    (GOIANIA, "Posto Jamil (fictício)", "-16,5902", "-49,1520"),
    (ANAPOLIS, "Rodoviária de Anápolis", "-16,3281", "-48,9534"),
    (PIRENOPOLIS, "Rodoviária de Pirenópolis", "-15,8520", "-48,9590"),
)


def _termo(operator: OperatorDetail, number: str, signed: date, published: date | None, years=15):
    return DelegationInput(
        operator_id=operator.id,
        kind="autorizacao",
        number=number,
        signed_on=signed,
        published_on=published,
        publication=f"DOE/GO de {published:%d/%m/%Y}" if published else "",
        termo_basis="art11",
        trcf_paid=True,
        free_pricing=True,
        outorga_instalments=30,
        term_years=years,
        minimum_fleet=2,
        fleet_average_age="4,5",
        extinction_clause=True,
    )


def register_demo_coefficient(admin: ServiceContext, today: date) -> None:
    """The tariff coefficient the office's Termos price their outorga from (Decreto
    8.444/2015, art. 11 §4º: conventional service, piso I road, without ICMS, in R$ per km),
    in force since two years before `today`, older than every demo Termo."""
    register_rule_value(
        admin,
        COEFFICIENT,
        date(today.year - 2, 1, 1),
        Decimal("0.187654"),
        "Resolução AGR nº 12/2024 (fictícia), coeficiente tarifário do serviço convencional, "
        "piso tipo I, sem ICMS",
    )


def _demo_statistics(ctx: ServiceContext, line_id, since: date, today: date) -> None:
    """Monthly bulletins (Decreto 8.444/2015, art. 19 §2º) from the month the line began up
    to three months ago: the months after it show as late once their 30th has passed."""
    month = month_start(since)
    last = month_start(month_start(month_start(today) - timedelta(1)) - timedelta(1))
    number = 0
    while month < last:
        number += 1
        record_statistics(
            ctx,
            line_id,
            MonthStatistics(
                month=month,
                trips=None,
                passengers=900 + 37 * number,
                sales=Decimal(900 + 37 * number) * Decimal("19.80"),
                km=Decimal("2400.0"),
                reported_on=statistics_due(month),
                reference=f"Boletim estatístico {month:%m/%Y} (fictício)",
            ),
        )
        month = next_month(month)


def _pay_on_signing(counter: ServiceContext, detail: LineDetail, number: str) -> None:
    """The 1st instalment of the Termo's outorga paid on signing (Decreto 8.444/2015, art. 11
    §5º): nothing to correct by the IGP-DI."""
    (delegation,) = [item for item in detail.delegations if item.number == number]
    first = outorga_instalments(counter, delegation.id)[0]
    register_instalment_payment(
        counter, first.debt_id, first.due_on, first.amount, f"GRU da parcela 1 — {number}"
    )


def add_demo_lines(
    ctx: ServiceContext,
    counter: ServiceContext,
    operators: list[OperatorDetail],
    today: date,
    key_dir: Path,
) -> dict[str, bytes]:
    """`ctx` may register lines and print (an analyst), `counter` register payments (the
    counter); `operators` hold a CRC in force. Each Termo's 1st instalment is paid on signing;
    the one-year Termo of GO-0305 leaves its 2nd overdue, listed on the home page. Returns the
    PDFs issued (GO-0101's quadro de horários, Termo de Autorização and fare table) by file
    name."""
    pirenopolis = create_line(
        ctx,
        LineInput(
            code="GO-0101",
            name="Goiânia — Pirenópolis",
            origin_code=GOIANIA,
            destination_code=PIRENOPOLIS,
            roads="BR-153, BR-060, GO-431",
            length_km="128",
            service_kind="regular_desvinculado",
            origin_terminal="Terminal Rodoviário de Goiânia",
            destination_terminal="Rodoviária de Pirenópolis",
            points=(
                PointInput("parada", "Posto Jamil (fictício)", GOIANIA, "12"),
                PointInput("secao", "Rodoviária de Anápolis", ANAPOLIS, "55,5"),
            ),
            act_reference="Portaria AGR nº 101 (fictícia)",
        ),
    )
    signed = today - timedelta(days=40)
    recorded = record_delegation(
        ctx,
        pirenopolis.id,
        _termo(operators[0], "TA-0101 (fictício)", signed, signed + timedelta(2)),
    )
    (termo,) = recorded.delegations
    _pay_on_signing(counter, recorded, "TA-0101 (fictício)")
    (fares,) = record_fare_table(
        ctx,
        pirenopolis.id,
        FareTableInput(
            effective_from=today - timedelta(days=20),
            communicated_on=today - timedelta(days=38),
            reference="Comunicação nº 33 (fictícia)",
            items=(
                FareItemInput("Goiânia", "Anápolis", "55,5", "28,90"),
                FareItemInput("Goiânia", "Pirenópolis", "128", "61,50"),
            ),
        ),
    )
    (quadro,) = record_timetable(
        ctx,
        pirenopolis.id,
        TimetableInput(
            effective_from=today - timedelta(days=20),
            reference="Quadro de horários AGR nº 12 (fictício)",
            departures=(
                DepartureInput("ida", "06:30", "1-5", "Convencional, 46 lugares", "Anápolis"),
                DepartureInput("ida", "14:00", "todos", "Convencional, 46 lugares", "Anápolis"),
                DepartureInput("volta", "10:00", "1-5", "Convencional, 46 lugares", "Anápolis"),
                DepartureInput("volta", "18:30", "todos", "Convencional, 46 lugares", "Anápolis"),
            ),
        ),
    )
    for place in GO_0101_PLACES:
        record_stop_location(ctx, StopLocationInput(*place))
    create_line(
        ctx,
        LineInput(
            code="GO-0101-D",
            name="Goiânia — Pirenópolis (direto)",
            origin_code=GOIANIA,
            destination_code=PIRENOPOLIS,
            roads="BR-153, BR-060, GO-431",
            length_km="128",
            service_kind="complementar_direta",
            parent_line_id=pirenopolis.id,
            act_reference="Portaria AGR nº 102 (fictícia)",
        ),
    )
    caldas = create_line(
        ctx,
        LineInput(
            code="GO-0230",
            name="Goiânia — Caldas Novas",
            origin_code=GOIANIA,
            destination_code=CALDAS_NOVAS,
            roads="BR-153, GO-139",
            length_km="170",
            service_kind="regular_desvinculado",
            points=(PointInput("secao", "Rodoviária de Morrinhos", MORRINHOS, "128"),),
            act_reference="Portaria AGR nº 230 (fictícia)",
        ),
    )
    recorded = record_delegation(
        ctx, caldas.id, _termo(operators[1], "TA-0230 (fictício)", today - timedelta(3), None)
    )
    _pay_on_signing(counter, recorded, "TA-0230 (fictício)")
    abadiania = create_line(
        ctx,
        LineInput(
            code="GO-0305",
            name="Anápolis — Abadiânia",
            origin_code=ANAPOLIS,
            destination_code=ABADIANIA,
            roads="BR-060",
            length_km="40",
            service_kind="regular_desvinculado",
            act_reference="Portaria AGR nº 305 (fictícia)",
        ),
    )
    # A one-year Termo signed eleven months ago: it ends within a month.
    ending = add_years(today, -1) + timedelta(days=25)
    recorded = record_delegation(
        ctx, abadiania.id, _termo(operators[2], "TA-0305 (fictício)", ending, ending, years=1)
    )
    _demo_statistics(ctx, abadiania.id, ending, today)
    _pay_on_signing(counter, recorded, "TA-0305 (fictício)")
    morrinhos = create_line(
        ctx,
        LineInput(
            code="GO-0410",
            name="Caldas Novas — Morrinhos",
            origin_code=CALDAS_NOVAS,
            destination_code=MORRINHOS,
            roads="GO-213",
            length_km="48",
            service_kind="regular_desvinculado",
            act_reference="Portaria AGR nº 410 (fictícia)",
        ),
    )
    change_status(
        ctx,
        morrinhos.id,
        StatusInput(
            "paralisada",
            today - timedelta(days=15),
            "Portaria AGR nº 77 (fictícia)",
            "Aproveitamento abaixo de 30% por 6 meses consecutivos.",
            # Authorised for 40 days: Início lists it, to resume in 25 days (art. 25 §1º).
            StoppageInput("24; 26,5; 21; 19; 27; 22", 40),
        ),
    )
    # An accident with grave injury communicated in its 5 days with the police report and the
    # tachograph's data (Decreto 8.444/2015, art. 23 §2º), and an interruption whose
    # communication is late (art. 24), listed on Início.
    crash = record_incident(
        ctx,
        pirenopolis.id,
        IncidentInput(
            "acidente",
            today - timedelta(days=20),
            True,
            "Colisão com caminhão no km 40 da BR-060; dois passageiros com ferimentos graves.",
            "Relatório da Polícia Rodoviária Federal (fictício)",
        ),
    )
    record_incident_communication(
        ctx,
        crash.id,
        IncidentCommunicationInput(
            today - timedelta(days=17),
            "Ofício nº 88/2026 da transportadora (fictício)",
            {
                "police_report": "BO PRF nº 1234/2026 (fictício)",
                "tachograph": "Disco diagrama das 06:00 às 08:10, velocidade máxima 82 km/h",
            },
        ),
    )
    record_incident(
        ctx,
        pirenopolis.id,
        IncidentInput(
            "interrupcao",
            today - timedelta(days=9),
            False,
            "Ponte sobre o Rio das Almas interditada pela Defesa Civil; viagens suspensas.",
            "Notícia no jornal local (fictícia)",
        ),
    )
    printed = (
        print_timetable(ctx, quadro.id, key_dir),
        print_delegation(ctx, termo.id, key_dir),
        print_fare_table(ctx, fares.id, key_dir),
    )
    return {issued.file_name: issued.pdf for issued in printed}
