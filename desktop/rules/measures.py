"""Administrative measures an infraction may call for (GO Res. AGR 105/2017, arts. 72-73;
RR Lei 664/2008, art. 90).

The rulebook ties each inciso of art. 72 (retention) and art. 73 (removal to a public
depot) to the infractions that describe the same situation. Whether the measure is taken
is the inspector's call on the spot (art. 73, II: removal when the fault cannot be cured
there), so the incisos are proposed, never decided; the inciso he records must still be
one the auto's infractions support (`inciso_refusal`).

Roraima's apprehension (art. 90) is taken "sem prejuízo da multa cabível" on a charter run
without authorization when one of I-VI happens. Only VI names what an infraction of arts.
79-82 describes: the vehicle without the copies it must carry is art. 79, I ("ausência no
veículo de documento que ali deveria estar"). I-V (passengers picked up along the way, the
individual ticket, the list of persons, the terminal not used) no infraction of arts. 79-82
describes: the rulebook links them to none and they stay the inspector's declaration.
"""

from dataclasses import dataclass
from datetime import date

from desktop.rules.dates import add_days
from desktop.rules.errors import RulesError
from desktop.rules.rulebook import Rulebook
from desktop.rules.state_acts import STATE_ACTS

KINDS = {"retencao": "retenção do veículo", "remocao": "remoção do veículo para depósito"}
LABELS = KINDS | {"apreensao": "apreensão do veículo"}


def depot_costs_refusal(kind: str) -> str | None:
    """Only a removal to a public depot carries a deposit and depot costs (GO Res. AGR
    105/2017, arts. 73-74: the daily fee of the stay in the depot); Roraima's apprehension
    (Lei RR 664/2008, art. 90) and the retention have none. None when `kind` carries them,
    else why not."""
    if kind == "remocao":
        return None
    if kind == "apreensao":
        return STATE_ACTS["despesas_deposito"].refusal
    return "Despesas de depósito são da remoção (Res. AGR 105/2017, arts. 73-74)."


def held_refusal(kind: str, plate: str, held: tuple[tuple[str, str], ...]) -> str | None:
    """Why a measure of `kind` cannot be taken on the vehicle `plate` while it is still held
    by the measures `held` (kind, number of their auto); None when it can. In Goiás a
    retained vehicle whose fault cannot be cured on the spot is removed (art. 73, II); a
    vehicle already removed stands in the depot once, its stay paying one daily fee (art.
    74), and a removed vehicle is not retained on the road. In Roraima an apprehended
    vehicle stays apprehended until the act that releases it (Lei RR 664/2008, art. 90,
    § 3º): another auto does not apprehend it again."""
    for held_kind, number in sorted(held, key=lambda measure: measure[0] != "remocao"):
        if held_kind == "apreensao" and kind == "apreensao":
            return (
                f"O veículo {plate} já está apreendido pelo auto nº {number}, ainda não "
                "liberado (Lei RR 664/2008, art. 90, § 3º): a apreensão em vigor só termina "
                "com o ato de liberação; libere-o antes de registrar outra apreensão."
            )
        if held_kind == "remocao" or held_kind == kind:
            return (
                f"O veículo {plate} já está sob {KINDS[held_kind]} pelo auto nº {number}, "
                "ainda não liberado (Res. AGR 105/2017, "
                + ("arts. 73 e 74" if held_kind == "remocao" else "art. 72")
                + "): libere-o antes de registrar outra medida."
            )
    return None


def inciso_choices(
    rulebook: Rulebook, kind: str, incisos: tuple[str, ...]
) -> tuple[tuple[str, str], ...]:
    """The incisos of `kind` as the inspector chooses them: each with the situation of art.
    72 or 73 it names ("I — O veículo não oferecer condições..."), the bare numeral where the
    rulebook describes none."""
    texts = {case.inciso.split("-")[-1]: case.text for case in rulebook.cases.get(kind, ())}
    return tuple((code, f"{code} — {texts[code]}" if code in texts else code) for code in incisos)


def supporting_infractions(rulebook: Rulebook, kind: str, inciso: str) -> tuple[str, ...]:
    """The infractions of the catalogue that support inciso `inciso` (a roman numeral) of
    the measure `kind`: those it lists, and for an inciso that stands on another measure's
    cases (art. 73, II on the retention of art. 72) the infractions of those cases."""
    codes: list[str] = []
    for case in rulebook.cases.get(kind, ()):
        if case.inciso.split("-")[-1] == inciso:
            codes += case.infractions
            for followed in rulebook.cases.get(case.follows, ()) if case.follows else ():
                codes += followed.infractions
    return tuple(dict.fromkeys(codes))


def inciso_refusal(
    rulebook: Rulebook, kind: str, inciso: str, codes: tuple[str, ...]
) -> str | None:
    """Why the measure `kind` cannot be taken on inciso `inciso` for an auto that
    records the infractions `codes`; None when one of them supports it. Arts. 72 and 73 take
    the measure "sem prejuízo da multa cabível": each inciso names a situation the auto's
    infractions describe (the rulebook links them). What the inspector sees on the spot and
    no infraction names stays his declaration: that the fault cannot be cured there (art.
    73, II) is declared by choosing that inciso, once the auto records a retention case; an
    inciso linked to no infraction (Lei RR 664/2008, art. 90, I-V) is declared by choosing it."""
    case = next(
        (c for c in rulebook.cases.get(kind, ()) if c.inciso.split("-")[-1] == inciso), None
    )
    if kind not in LABELS or case is None or not (case.infractions or case.follows):
        return None
    supporting = supporting_infractions(rulebook, kind, inciso)
    if set(codes) & set(supporting):
        return None
    if case.follows:
        return (
            f"Nenhuma infração do auto é hipótese de {KINDS[case.follows]} ({case.article}; "
            f"art. 72): a remoção por este inciso cabe com {_either(supporting)}."
        )
    return (
        f"Nenhuma infração do auto corresponde a este inciso ({case.article}): a "
        f"{LABELS[kind]} por ele cabe com {_either(supporting)}."
    )


def _either(codes: tuple[str, ...]) -> str:
    """'a infração 78-VIII' or 'uma das infrações 75-I, 77-I ou 77-XIX'."""
    if len(codes) == 1:
        return f"a infração {codes[0]}"
    return f"uma das infrações {', '.join(codes[:-1])} ou {codes[-1]}"


@dataclass(frozen=True)
class Measure:
    kind: str
    label: str
    inciso: str
    text: str
    article: str


def measures_for(rulebook: Rulebook, code: str) -> tuple[Measure, ...]:
    """Measures of arts. 72-73 whose incisos describe infraction `code` (empty for RR)."""
    rulebook.infraction(code)
    return tuple(
        Measure(kind, label, case.inciso, case.text, case.article)
        for kind, label in KINDS.items()
        for case in rulebook.cases.get(kind, ())
        if code in case.infractions
    )


@dataclass(frozen=True)
class RemovalTerm:
    removed_on: date
    last_day: date
    articles: tuple[str, ...]


def removal_term(rulebook: Rulebook, removed_on: date) -> RemovalTerm:
    """Art. 73 §6: a removal for operating without authorization (art. 73, I) lasts at most
    30 days (continuous, the start day excluded, as art. 83 counts)."""
    if rulebook.jurisdiction != "GO":
        raise RulesError("jurisdiction", "remoção para depósito é regra da Res. AGR 105/2017 (GO)")
    if not isinstance(removed_on, date):
        raise RulesError("removed_on", "informe a data da remoção")
    rulebook.check_in_force(removed_on, "removed_on")
    term = rulebook.period("remocao_maxima_dias")
    return RemovalTerm(
        removed_on,
        add_days(removed_on, int(term.value)),
        (term.article, "Res. AGR 105/2017, art. 83 §§1 e 3"),
    )


@dataclass(frozen=True)
class DepotStay:
    """A removed vehicle still in the depot on `on`: the daily fees its stay owes if it
    leaves on `on` (`depot_days`) and the days left of the art. 73 §6 maximum when the
    removal was for operating without authorization."""

    removed_on: date
    on: date
    days: int
    limit_day: date | None
    days_left: int | None
    articles: tuple[str, ...]


def depot_days(removed_on: date, released_on: date) -> int:
    """The daily fees of art. 74 a stay in the depot owes: "a permanência em depósito do
    veículo removido sujeitará o seu proprietário ao pagamento [...] de uma taxa diária"
    (Res. AGR 105/2017, art. 74). The article charges the stay by the day and says nothing
    of how the days are counted (art. 83 §1 counts procedural deadlines, not fees), so each
    day the vehicle stood in the depot is charged once: the removal day counts, the release
    day does not (the vehicle leaves it). A vehicle removed and released on the same day
    stood in the depot that day and owes one fee. Removed on day 1 and released on day 4:
    3 x R$ 59,67."""
    if not isinstance(removed_on, date) or not isinstance(released_on, date):
        raise RulesError("removed_on", "informe a data da remoção")
    if released_on < removed_on:
        raise RulesError("on", "a data consultada é anterior à remoção")
    return max((released_on - removed_on).days, 1)


def depot_stay(removed_on: date, on: date, limit_day: date | None) -> DepotStay:
    """Art. 73 §5: the processes of removed vehicles have priority; the list shows how long
    each vehicle has stood in the depot (art. 74) and how far its §6 limit is."""
    days = depot_days(removed_on, on)
    return DepotStay(
        removed_on,
        on,
        days,
        limit_day,
        None if limit_day is None else (limit_day - on).days,
        ("Res. AGR 105/2017, art. 73 §5", "Res. AGR 105/2017, art. 74")
        + (("Res. AGR 105/2017, art. 73 §6",) if limit_day else ()),
    )


def priority_key(stay: DepotStay) -> tuple[date, int]:
    """Art. 73 §5 gives removed vehicles' processes priority without ranking them: the
    vehicle longest in the depot first, and on the same day the one nearer its §6 limit."""
    return (stay.removed_on, stay.days_left if stay.days_left is not None else 31)
