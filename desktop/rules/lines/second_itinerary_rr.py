"""A Roraima line created on the second itinerary between a line's end points (Lei RR 664/2008,
art. 5º).

Art. 5º: "Poderá, ainda, ser criada linha, quando já houver dois itinerários ligando os pontos
extremos de uma mesma linha, e desde que o concessionário da linha principal não tenha
interesse ou condição de explorá-la." § 1º: "Na criação de nova linha, será observado, ainda,
que a mesma não poderá ultrapassar 10% (dez por cento) da linha já existente, tendo
preferência, para sua exploração, a concessionária da linha principal."

The reading made here:
- the new line links the principal line's end points (in either order) by the other of the two
  itineraries: its roads are not the principal's, compared by their words as art. 12 compares
  them, from either end (`exclusivity_rr.Route.same_roads_as`);
- "não poderá ultrapassar 10% da linha já existente" measures the new line against the
  existing one by what the two have in common, their extension from end point to end point, as
  art. 58, II measures a prolongamento against "o itinerário inicial". "Ultrapassar" is to
  exceed: the new itinerary may be at most 10 % longer than the principal line (the principal's
  km plus 10 %, that limit itself allowed); a shorter one exceeds nothing. That the new line
  would be at most a tenth of the existing one cannot be meant of a line linking the same end
  points. The annex único of definitions (art. 3º) is not in the text the office holds, and
  nothing in arts. 3º-12 gives another measure of a line;
- the principal line has a concessionário, the company holding its concession in force, which
  has declared it has no interest or no condition to run the new line, in a document the
  office names; that company keeps the preference to run it (§ 1º), which the act of creation
  records;
- the preference is the principal line's concessionária's when the new line is delegated: a
  delegation to another company needs that concessionária to have waived the preference or
  refused the line offered to it, in a document the office names (`preference_problems`).
  Its declaration at the creation (no interest or condition, caput) is what let the line be
  created, not a waiver of the preference §1º keeps for it afterwards.
"""

from dataclasses import dataclass
from decimal import Decimal
from enum import StrEnum

from desktop.rules.errors import RulesError
from desktop.rules.lines.changes import over_percent
from desktop.rules.lines.exclusivity_rr import Route
from desktop.rules.lines.register import L664, LineProblem
from desktop.rules.numbers import br_km
from desktop.rules.rulebook import Rulebook

ARTICLE = f"{L664}, art. 5º"
LENGTH_KEY = "segundo_itinerario_excesso_maximo_pct"


class Declined(StrEnum):
    """What the principal line's concessionário declared (art. 5º, caput)."""

    SEM_INTERESSE = "sem_interesse"
    SEM_CONDICAO = "sem_condicao"


DECLINED_LABELS: dict[str, str] = {
    Declined.SEM_INTERESSE: "Sem interesse em explorar a nova linha",
    Declined.SEM_CONDICAO: "Sem condição de explorar a nova linha",
}


class Waived(StrEnum):
    """How the principal line's concessionária let the preference of § 1º go."""

    RENUNCIA = "renuncia"
    RECUSA = "recusa"


WAIVED_LABELS: dict[str, str] = {
    Waived.RENUNCIA: "Renunciou à preferência",
    Waived.RECUSA: "Recusou a exploração oferecida",
}


@dataclass(frozen=True)
class PrincipalLine:
    """The line already linking the end points, as the register holds it; `concessionaire`
    the company holding its concession in force, "" when none does."""

    code: str
    route: Route
    length_km: Decimal
    concessionaire: str
    extinct: bool


@dataclass(frozen=True)
class SecondItinerary:
    """The new line's route and length (None when not a number of km, which the itinerary's
    check already refuses), what the principal's concessionário declared (a `Declined`) and
    the document in which it did."""

    route: Route
    length_km: Decimal | None
    declined: str
    declined_reference: str


def longest_itinerary(rulebook: Rulebook, principal_km: Decimal) -> Decimal:
    """The longest the new line may be: the principal line's km plus 10 % (art. 5º §1º)."""
    percent = Decimal(rulebook.period(LENGTH_KEY).value)
    return principal_km * (100 + percent) / 100


def exceeds_principal(rulebook: Rulebook, principal_km: Decimal, new_km: Decimal) -> bool:
    """The new line exceeds the existing one by more than 10 % of its km (art. 5º §1º),
    compared exactly."""
    percent = Decimal(rulebook.period(LENGTH_KEY).value)
    return over_percent(new_km - principal_km, principal_km, percent)


def check_second_itinerary(
    rulebook: Rulebook, principal: PrincipalLine, new: SecondItinerary
) -> list[LineProblem]:
    """Every problem of creating `new` under art. 5º, next to its field."""
    if rulebook.jurisdiction != "RR":
        raise RulesError("jurisdiction", f"a criação de linha do art. 5º é regra da {L664}")
    code = principal.code
    if principal.extinct:
        return [
            LineProblem(
                "principal_line",
                f"A linha {code} está extinta: a nova linha do {ARTICLE} segue o outro "
                "itinerário de uma linha existente.",
            )
        ]
    problems = []
    ends = {new.route.origin_code, new.route.destination_code}
    if ends != {principal.route.origin_code, principal.route.destination_code}:
        problems.append(
            LineProblem(
                "principal_line",
                f"A nova linha liga os mesmos pontos extremos da linha principal {code}, "
                f"por outro itinerário ({ARTICLE}); confira a origem e o destino.",
            )
        )
    if new.route.roads.strip() and new.route.same_roads_as(principal.route):
        problems.append(
            LineProblem(
                "roads",
                f"Mesmo itinerário da linha principal {code} ({principal.route.roads}): a nova "
                f"linha segue o outro itinerário entre os pontos extremos ({ARTICLE}).",
            )
        )
    if new.length_km is not None and exceeds_principal(
        rulebook, principal.length_km, new.length_km
    ):
        limit = rulebook.period(LENGTH_KEY)
        longest = longest_itinerary(rulebook, principal.length_km).quantize(Decimal("0.01"))
        longest = longest.normalize()
        problems.append(
            LineProblem(
                "length_km",
                f"A nova linha tem {br_km(new.length_km)} km e não pode ultrapassar em mais de "
                f"{limit.value}% a linha principal {code}, de {br_km(principal.length_km)} km: "
                f"no máximo {br_km(longest)} km ({limit.article}).",
            )
        )
    problems.extend(_declined(principal, new))
    return problems


def _declined(principal: PrincipalLine, new: SecondItinerary) -> list[LineProblem]:
    if not principal.concessionaire:
        return [
            LineProblem(
                "principal_line",
                f"A linha {principal.code} não tem concessão em vigor: a nova linha depende "
                "de o concessionário da linha principal não ter interesse ou condição de "
                f"explorá-la ({ARTICLE}).",
            )
        ]
    problems = []
    if new.declined not in DECLINED_LABELS:
        problems.append(
            LineProblem(
                "principal_declined",
                f"Informe o que a concessionária {principal.concessionaire} declarou: sem "
                f"interesse ou sem condição de explorar a nova linha ({ARTICLE}).",
            )
        )
    if not new.declined_reference.strip():
        problems.append(
            LineProblem(
                "principal_declined_reference",
                f"Informe o documento em que a concessionária {principal.concessionaire} o "
                f"declarou ({ARTICLE}).",
            )
        )
    return problems


def creation_details(principal: PrincipalLine, new: SecondItinerary) -> str:
    """What the act of creation records of art. 5º: the principal line, its concessionário's
    declaration and its preference to run the new line (§ 1º)."""
    declared = DECLINED_LABELS[new.declined].lower()
    return (
        f"Linha criada no outro itinerário entre os pontos extremos da linha principal "
        f"{principal.code} ({br_km(principal.length_km)} km; {ARTICLE}). Concessionária "
        f"{principal.concessionaire}: {declared} ({new.declined_reference.strip()}); tem "
        f"preferência para a sua exploração ({ARTICLE} §1º)."
    )


def preference_problems(
    principal_code: str, holder: str, waived: str, reference: str
) -> list[LineProblem]:
    """Why the line created on the other itinerary of `principal_code` cannot be delegated to
    a company other than `holder`, the one holding that line's concession: the holder's
    waiver or refusal (a `Waived`) and its document are required (art. 5º § 1º)."""
    problems = []
    if waived not in WAIVED_LABELS:
        problems.append(
            LineProblem(
                "preference_waived",
                f"A concessionária {holder}, da linha principal {principal_code}, tem "
                f"preferência para explorar esta linha ({ARTICLE} §1º): informe se renunciou "
                "à preferência ou recusou a exploração.",
            )
        )
    if not reference.strip():
        problems.append(
            LineProblem(
                "preference_reference",
                f"Informe o documento em que a concessionária {holder} renunciou à preferência "
                f"ou recusou a exploração ({ARTICLE} §1º).",
            )
        )
    return problems


def preference_details(holder: str, waived: str, reference: str) -> str:
    """What the delegation's act records of the preference let go (art. 5º § 1º)."""
    return (
        f"Preferência da concessionária {holder} ({ARTICLE} §1º): "
        f"{WAIVED_LABELS[waived].lower()} ({reference.strip()})."
    )
