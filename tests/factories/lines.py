"""Sample lines shared by the line tests (no tests here): a GO line Goiânia — Pirenópolis
with a stop and a section point, an RR line Boa Vista — Caracaraí; the Termo delegating a
line, its fare table, timetable, monthly statistics, fleet bus and change request/decision."""

import dataclasses
from datetime import date
from decimal import Decimal

from desktop.rules.lines.statistics import month_start, next_month
from desktop.services.calendar import office_today
from desktop.services.lines.changes import (
    ChangeDecisionInput,
    ChangeRequestInput,
    decide_change,
    protocol_change,
)
from desktop.services.lines.delegations import DelegationInput, record_delegation
from desktop.services.lines.fares import FareItemInput, FareTableInput
from desktop.services.lines.register import LineInput, PointInput, create_line
from desktop.services.lines.statistics import MonthStatistics, record_statistics
from desktop.services.lines.tariff_data import AccountingDataInput, record_accounting_data
from desktop.services.lines.timetables import DepartureInput, TimetableInput
from desktop.services.office.rule_values import register_rule_value
from desktop.services.sanctions.decisions import PenaltyChoice
from desktop.services.sanctions.notifications import notify
from desktop.services.sanctions.penalties import DecisionInput, judge
from desktop.services.vehicles.ownership import OwnershipInput
from desktop.services.vehicles.register import register_vehicle
from tests.factories.clock import at_day
from tests.factories.notices import recorded_notice
from tests.factories.roraima import in_roraima
from tests.factories.vehicles import (
    inspection_input,
    make_renavam,
    operator,
    policy_input,
    vehicle_input,
)

TODAY = date(2026, 6, 15)
GOIANIA, ANAPOLIS, PIRENOPOLIS = "5208707", "5201108", "5217302"
ABADIANIA, COCALZINHO = "5200100", "5205513"
BOA_VISTA, CARACARAI, MUCAJAI = "1400100", "1400209", "1400308"
D = date.fromisoformat


def go_line(**changes) -> LineInput:
    data = LineInput(
        code="GO-0101",
        name="Goiânia — Pirenópolis",
        origin_code=GOIANIA,
        destination_code=PIRENOPOLIS,
        roads="BR-153, GO-431",
        length_km="128,0",
        service_kind="regular_desvinculado",
        origin_terminal="Terminal Rodoviário de Goiânia",
        destination_terminal="Rodoviária de Pirenópolis",
        points=(
            PointInput("parada", "Posto Jamil", GOIANIA, "12"),
            PointInput("secao", "Rodoviária de Anápolis", ANAPOLIS, "55,5"),
        ),
        act_reference="Portaria AGR nº 101/2026",
    )
    return dataclasses.replace(data, **changes)


def rr_line(**changes) -> LineInput:
    data = LineInput(
        code="RR-010",
        name="Boa Vista — Caracaraí",
        origin_code=BOA_VISTA,
        destination_code=CARACARAI,
        roads="BR-174",
        length_km="140",
        service_kind="convencional",
        points=(PointInput("secao", "Mucajaí", MUCAJAI, "52"),),
    )
    return dataclasses.replace(data, **changes)


def termo(operator_id, **changes) -> DelegationInput:
    data = DelegationInput(
        operator_id=operator_id,
        kind="autorizacao",
        number="TA-015/2026",
        signed_on=date(2026, 6, 10),
        termo_basis="art11",
        trcf_paid=True,
        free_pricing=True,
        outorga_instalments=30,
        term_years=15,
        minimum_fleet=3,
        fleet_average_age="4,5",
        extinction_clause=True,
    )
    return dataclasses.replace(data, **changes)


def rr_concession(operator_id, **changes) -> DelegationInput:
    """A Roraima line's concession contract CC-01/2026, signed on 01/06/2026 after the bidding
    homologated on 20/05/2026 (Lei RR 664/2008, art. 24)."""
    data = DelegationInput(
        operator_id,
        "concessao",
        "CC-01/2026",
        date(2026, 6, 1),
        bidding="Concorrência 01/2026",
        homologated_on=date(2026, 5, 20),
    )
    return dataclasses.replace(data, **changes)


def fares(**changes) -> FareTableInput:
    data = FareTableInput(
        effective_from=D("2026-07-01"),
        communicated_on=D("2026-06-15"),
        reference="Comunicação nº 33/2026",
        items=(
            FareItemInput("Goiânia", "Anápolis", "55,5", "28,90"),
            FareItemInput("Goiânia", "Pirenópolis", "128", "61,50"),
        ),
    )
    return dataclasses.replace(data, **changes)


def request(**changes) -> ChangeRequestInput:
    data = ChangeRequestInput(
        kind="prolongamento",
        protocol="PROT-2026/0042",
        requested_on=D("2026-06-01"),
        description="Prolongar a linha até Cocalzinho de Goiás.",
        facts={"extension_km": "25,6", "existing_line": False},
        new_roads="BR-153, GO-431, GO-225",
        new_length_km="153,6",
        new_end_place="Rodoviária de Cocalzinho",
        new_end_municipality_code=COCALZINHO,
    )
    return dataclasses.replace(data, **changes)


def rr_extension(**changes) -> ChangeRequestInput:
    """Boa Vista — Caracaraí extended 70 km to the seat of a district (Lei RR 664/2008,
    art. 58, V)."""
    return request(
        **{
            "description": "Prolongar a linha até a Vila de Novo Paraíso.",
            "facts": {"extension_km": "70", "new_end_is_seat": True},
            "new_roads": "BR-174, BR-210",
            "new_length_km": "210",
            "new_end_place": "Vila de Novo Paraíso",
            "new_end_municipality_code": CARACARAI,
            **changes,
        }
    )


def approval(**changes) -> ChangeDecisionInput:
    data = ChangeDecisionInput(
        outcome="aprovada",
        decided_on=D("2026-06-10"),
        reference="Portaria AGR nº 210/2026",
        reasons="Atende ao art. 43 §11.",
        effective_on=D("2026-07-01"),
    )
    return dataclasses.replace(data, **changes)


def suppress_anapolis(ctx, line_id, effective_on: date) -> None:
    """The Anápolis section of the Goiás line suppressed (Decreto 8.444/2015, art. 43, I and
    §2º), asked and approved from `effective_on`: the quadro is reissued without it."""
    (asked,) = protocol_change(
        ctx,
        line_id,
        request(
            kind="supressao_secao",
            facts={"other_service": True},
            section_place="Rodoviária de Anápolis",
            new_roads="",
            new_length_km="",
        ),
    )
    decide_change(ctx, asked.id, approval(effective_on=effective_on))


QUADRO = TimetableInput(
    effective_from=D("2026-07-01"),
    reference="Quadro AGR nº 12/2026",
    departures=(
        DepartureInput("ida", "6:30", "1-5", "Convencional 46 lugares", "Anápolis"),
        DepartureInput("volta", "17h00", "1-5"),
        DepartureInput("ida", "06:30", "6 7"),
    ),
)

# The Goiás line's next quadro, from Monday 03/08/2026 (Decreto 8.444/2015, art. 19): the idas
# leave at 07:00 instead of 06:30.
LATER_QUADRO = TimetableInput(
    effective_from=D("2026-08-03"),
    reference="Quadro AGR nº 15/2026",
    departures=(
        DepartureInput("ida", "07:00", "1-5", "Convencional 46 lugares", "Anápolis"),
        DepartureInput("volta", "17:00", "1-5"),
        DepartureInput("ida", "07:00", "6 7"),
    ),
)

# Continues GO-0101 from Pirenópolis, and then GO-0404 from Cocalzinho (Decreto 8.444/2015,
# art. 3º, XIX: "itinerários [...] se complementam").
PIRENOPOLIS_TO_COCALZINHO = go_line(
    code="GO-0202",
    name="Pirenópolis — Cocalzinho de Goiás",
    origin_code=PIRENOPOLIS,
    destination_code=COCALZINHO,
    roads="GO-225",
    length_km="40,0",
    origin_terminal="Rodoviária de Pirenópolis",
    destination_terminal="Rodoviária de Cocalzinho",
    points=(PointInput("secao", "Posto Bom Jesus", PIRENOPOLIS, "15"),),
)

COCALZINHO_TO_ABADIANIA = go_line(
    code="GO-0404",
    name="Cocalzinho de Goiás — Abadiânia",
    origin_code=COCALZINHO,
    destination_code=ABADIANIA,
    roads="GO-225, BR-060",
    length_km="30,0",
    origin_terminal="Rodoviária de Cocalzinho",
    destination_terminal="Rodoviária de Abadiânia",
    points=(),
)

# Leaves GO-0101's itinerary at Anápolis for Abadiânia without passing Pirenópolis: a branch,
# not a line to merge with it (Decreto 8.444/2015, art. 3º, XIX).
ANAPOLIS_TO_ABADIANIA = go_line(
    code="GO-0808",
    name="Anápolis — Abadiânia",
    origin_code=ANAPOLIS,
    destination_code=ABADIANIA,
    roads="BR-060",
    length_km="35,0",
    origin_terminal="Rodoviária de Anápolis",
    destination_terminal="Rodoviária de Abadiânia",
    points=(),
)

# From Goiânia's other terminal to Anápolis: it meets GO-0101 (from the Terminal Rodoviário
# de Goiânia) at Anápolis only, a branch to its own end (Decreto 8.444/2015, art. 3º, XIX).
PADRE_PELAGIO_TO_ANAPOLIS = go_line(
    code="GO-0909",
    name="Goiânia — Anápolis",
    destination_code=ANAPOLIS,
    roads="GO-070, BR-153",
    length_km="62,0",
    origin_terminal="Terminal Padre Pelágio",
    destination_terminal="Rodoviária de Anápolis",
    points=(),
)

# Passes the Rodoviária de Anápolis, a section of GO-0101, with neither end on GO-0101's
# itinerary: the two cross (Decreto 8.444/2015, art. 3º, XIX).
ABADIANIA_TO_COCALZINHO = go_line(
    code="GO-1010",
    name="Abadiânia — Cocalzinho de Goiás",
    origin_code=ABADIANIA,
    destination_code=COCALZINHO,
    roads="BR-060, GO-431",
    length_km="110,0",
    origin_terminal="Rodoviária de Abadiânia",
    destination_terminal="Rodoviária de Cocalzinho",
    points=(PointInput("secao", "Rodoviária de Anápolis", ANAPOLIS, "35"),),
)


def fined_on(roles, tmp_path, holder, line_text):
    """One fine for 79-I on 10/03/2026 on the line the notice names (art. 75 sole § I)."""
    notice = recorded_notice(
        in_roraima(roles["fiscal"]), tmp_path, holder.id, infraction_codes=("79-I",), line=line_text
    )
    day = date(2026, 3, 10)
    notify(at_day(in_roraima(roles["analista"]), day), notice.process_id, "autos", day, "Maria")
    judge(
        at_day(in_roraima(roles["julgador"]), date(2026, 4, 20)),
        notice.process_id,
        DecisionInput(
            date(2026, 4, 20),
            True,
            "Comprovada.",
            (PenaltyChoice("79-I", Decimal("125.00"), ("multa",)),),
        ),
    )


def lines_of(admin_context, roles, tmp_path):
    ctx = at_day(admin_context, TODAY)
    holder = operator(ctx, tmp_path / "keys")
    ctx = in_roraima(ctx)
    register_rule_value(
        ctx, "coeficiente_tarifario", date(2026, 1, 1), Decimal("0.2500"), "Resolução CRE/RR 1"
    )
    lines = [
        create_line(ctx, rr_line()),
        create_line(ctx, rr_line(code="RR-011", name="Boa Vista — Mucajaí")),
    ]
    for number, line in enumerate(lines):
        record_delegation(
            ctx, line.id, DelegationInput(holder.id, "autorizacao", f"TC-{number}", TODAY)
        )
    fined_on(roles, tmp_path, holder, "RR-010 Boa Vista — Caracaraí")
    fined_on(roles, tmp_path, holder, "RR-0101 Boa Vista — Alto Alegre")  # another line
    return holder, lines


def month(day, **changes) -> MonthStatistics:
    data = MonthStatistics(
        month=day,
        trips=None,
        passengers=1520,
        sales=Decimal("68400.00"),
        km=Decimal("15360.0"),
        reported_on=date(2026, 6, 10),
        reference="Boletim estatístico 05/2026",
    )
    return dataclasses.replace(data, **changes)


def report_months(ctx, line_id, since: date, today: date) -> None:
    """The line's statistics of every month from `since`'s to the last one over on `today`
    (Decreto 8.444/2015, art. 19 §2º), reported on `today`."""
    day = month_start(since)
    while next_month(day) <= today:
        record_statistics(ctx, line_id, month(day, reported_on=today))
        day = next_month(day)


def report_accounts(ctx, line_id, start: date, end: date, received_on: date) -> None:
    """The accounting data of the company holding the line's contract, of `start` to `end`,
    given on `received_on` (Decreto 8.444/2015, art. 16, parágrafo único)."""
    record_accounting_data(
        ctx, line_id, AccountingDataInput(start, end, received_on, "Protocolo AGR nº 9/2026")
    )


def line_under_termo(ctx, keys):
    """A GO line and the holder of its Termo de Autorização, signed and published on the
    office's today (Decreto 8.444/2015, art. 6º §2º)."""
    today = office_today(ctx)
    holder = operator(ctx, keys)
    line = create_line(ctx, go_line())
    record_delegation(ctx, line.id, termo(holder.id, signed_on=today, published_on=today))
    return holder, line


def go_line_in_operation(admin_context, tmp_path, **line_changes):
    """The line as `go_line(**line_changes)` gives it, under a Termo signed and published."""
    ctx = at_day(admin_context, TODAY)
    holder = operator(ctx, tmp_path / "keys")
    line = create_line(ctx, go_line(**line_changes))
    record_delegation(
        ctx,
        line.id,
        termo(holder.id, signed_on=date(2026, 1, 20), published_on=date(2026, 1, 20)),
    )
    return ctx, line


def vehicle(ctx, keys, owner, inspector_id, number: int, year: int = 2022, **changes):
    rr_office = ctx.office.jurisdiction == "RR"
    if rr_office:
        # Lei RR 664/2008, art. 27: the certificate of ownership and the declaration of
        # responsibility for maintenance.
        changes.setdefault(
            "ownership",
            OwnershipInput(
                "propria",
                ownership_certificate=f"CP-RR {number}",
                maintenance_declaration_on=date(2026, 6, 1),
            ),
        )
    data = vehicle_input(
        manufacture_year=year,
        model_year=year,
        plate=f"ABC-12{number:02d}",
        renavam=make_renavam(f"00639884{number:02d}"),
        chassis=f"9BM384067HB0123{number:02d}",
        **changes,
    )
    return register_vehicle(
        ctx,
        owner.id,
        data,
        # RR: the report states its validity (Lei RR 664/2008, art. 30 §2º sets no period).
        inspection_input(
            inspector_id,
            report_number=f"LV-2026-01{number:02d}",
            valid_until=date(2027, 5, 31) if rr_office else None,
        ),
        policy_input(policy_number=f"RC-2026-00{number:02d}", insured_cnpj=owner.cnpj),
        keys,
    ).vehicle
