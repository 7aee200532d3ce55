"""The line a Roraima warning, suspension or cassação reaches (Lei RR 664/2008, arts. 84, 85
and 87): the written warning is given to the "delegatária de linha" for a fault on a line
(art. 84), the suspension of that line's service stands on 3 warnings of the line (art. 85),
the cassação of art. 87, IV on the suspensions of the line involved, and by the sole § of
art. 87 a cassação on incisos I, II and V reaches every line of the delegatária, on III and
IV only the line involved."""

from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import date

from desktop.rules.errors import RulesError
from desktop.rules.rr_penalties import SuspensionDecision, suspension_after_warnings
from desktop.rules.rulebook import Rulebook

L664 = "Lei RR 664/2008"
SOLE_PARAGRAPH = f"{L664}, art. 87, parágrafo único"
ALL_LINES = ("I", "II", "V")
WARNING_GROUND = (
    f"a advertência pelo coeficiente de infração é da linha em que as multas e as viagens "
    f"foram apuradas ({L664}, art. 84, II e parágrafo único)"
)
SUSPENSION_GROUND = f"a suspensão é da linha envolvida ({L664}, arts. 85 e 87, IV)"
CASSATION_GROUND = f"nos incisos III e IV a cassação atinge só a linha envolvida ({SOLE_PARAGRAPH})"
# Where a record kept without a line gets it: Penalidades, beside the record.
STATE_LINE = "Informar a linha…"
UNTIL_STATED = f"enquanto sua linha não for informada (Penalidades › {STATE_LINE})"
# What an analyst may state the line of afterwards, with why its line matters.
STATED_KINDS = {
    "advertencia": (
        "a advertência escrita",
        f"a advertência é da linha em que a falta foi apurada e conta para a suspensão dessa "
        f"linha ({L664}, arts. 84 e 85)",
    ),
    "suspensao": ("a suspensão", SUSPENSION_GROUND),
}


def line_label(code: str, name: str) -> str:
    """A line as the lists and the completer show it: "RR-001 — Boa Vista — Caracaraí"."""
    return f"{code} — {name}"


def _plain(text: str) -> str:
    return " ".join(text.split()).casefold()


def _named(typed: str, code: str, name: str) -> bool | None:
    """Whether `typed` names the line `code` (the code alone, or followed by the line's
    name as the lists show it, in any case); None when it does not start with the code."""
    plain = _plain(typed)
    key = _plain(code)
    if plain == key:
        return True
    rest = plain.removeprefix(key)
    if rest == plain or not rest.startswith((" ", "—", "–", "-")):
        return None
    return rest.lstrip(" —–-") == _plain(name)


def line_of_operator(line: str, operator_lines: Mapping[str, str], ground: str) -> str:
    """The code of the delegatária's line that `line` names, as the register of lines spells
    it: its code, or its code followed by its name as the completer shows it ("RR-001 — Boa
    Vista — Caracaraí"), in any case. `operator_lines` maps each of the delegatária's codes
    to its name. RulesError on `line` when it is empty, names another line or pairs a code
    with another line's name, saying which to choose and why (`ground`)."""
    typed = line.strip()
    codes = sorted(operator_lines)
    found = {code: _named(typed, code, operator_lines[code]) for code in codes}
    for code, named in found.items():
        if named:
            return code
    if not codes:
        raise RulesError("line", f"a delegatária não tem linha no cadastro de linhas: {ground}")
    listed = ", ".join(codes)
    if not typed:
        raise RulesError("line", f"escolha a linha entre as da delegatária ({listed}): {ground}")
    for code, named in found.items():
        if named is False:
            raise RulesError(
                "line",
                f"a linha {code} da delegatária é {line_label(code, operator_lines[code])}, "
                f"não “{typed}”: escolha-a pelo código ou como a lista a mostra: {ground}",
            )
    raise RulesError(
        "line", f"a linha {typed} não é da delegatária; escolha entre {listed}: {ground}"
    )


def line_to_state(
    kind: str, recorded: str, stated: str, line: str, operator_lines: Mapping[str, str]
) -> str:
    """Arts. 85 and 87, IV count a written warning or a suspension for its line; one recorded
    before they named it counts for none until its line is stated, in a record of its own.
    The code of `line`, one of the delegatária's lines (`line_of_operator`); RulesError when
    the record is not a warning or a suspension, names a line (`recorded`) or already had
    one stated (`stated`): a stated line is never replaced."""
    if kind not in STATED_KINDS:
        raise RulesError(
            "sanction",
            f"só a advertência escrita e a suspensão têm linha a informar ({L664}, arts. 84, "
            "85 e 87, IV)",
        )
    what, ground = STATED_KINDS[kind]
    if recorded.strip():
        raise RulesError("sanction", f"{what} já registra a linha {recorded.strip()}")
    if stated.strip():
        raise RulesError(
            "sanction", f"{what} já tem a linha {stated.strip()} informada, que não se altera"
        )
    return line_of_operator(line, operator_lines, ground)


def names_line(text: str, line: str) -> bool:
    """Whether the line `text` a record names (a line's code, or an auto's "pontos extremos
    e o número da linha", art. 75 sole § I) is the line numbered `line`, in any case: the
    same text, or the number followed by its end points. An empty text names no line."""
    typed, code = text.strip().casefold(), line.strip().casefold()
    return bool(code) and (typed == code or typed.startswith(code + " "))


def warnings_of_line(line: str, warnings: Iterable[tuple[str, date]]) -> list[date]:
    """Art. 84: the days of the written warnings given for `line`, out of each warning's
    line and day. A warning on inciso II names the line of its coefficient, one on inciso I
    the line of the auto whose falta grave the processo administrativo found; a warning
    recorded with no line counts for no line."""
    return sorted(day for text, day in warnings if names_line(text, line))


def suspension_of_line(
    rulebook: Rulebook, line: str, warnings: Iterable[tuple[str, date]], at: date
) -> SuspensionDecision:
    """Art. 85 read with arts. 84 and 87, IV: the suspension of `line`'s service stands on 3
    successive written warnings of that line within the 6 months before `at`; warnings of
    the delegatária's other lines do not count (each line has its own coefficient, art. 84
    II, and its own suspensions, art. 87 IV)."""
    return suspension_after_warnings(rulebook, warnings_of_line(line, warnings), at)


def suspension_without_warnings(
    rulebook: Rulebook, line: str, warnings: Iterable[tuple[str, date]], at: date
) -> str | None:
    """The refusal of the suspension of `line` on `at` (see `suspension_of_line`), or None;
    it says how many warnings recorded without a line fall in the 6 months, since they
    count for none."""
    given = list(warnings)
    decision = suspension_of_line(rulebook, line, given, at)
    if decision.applicable:
        return None
    code = line.strip()
    unnamed = suspension_after_warnings(
        rulebook, [day for text, day in given if not text.strip()], at
    ).warnings
    note = (
        f" {len(unnamed)} advertência(s) sem linha registrada nesse período não conta(m) para "
        f"nenhuma linha {UNTIL_STATED}."
        if unnamed
        else ""
    )
    return (
        f"A suspensão do serviço da linha {code} exige 3 advertências escritas sucessivas "
        f"dessa linha em 6 meses ({L664}, arts. 84 e 85); a linha {code} tem "
        f"{len(decision.warnings)}.{note}"
    )


@dataclass(frozen=True)
class CassationScope:
    """What the cassação reaches: every line (`all_lines`, `line` empty) or `line` alone;
    `text` says it in the decision."""

    all_lines: bool
    line: str
    text: str
    article: str = SOLE_PARAGRAPH


def cassation_scope(inciso: str, line: str, operator_lines: Mapping[str, str]) -> CassationScope:
    """Art. 87 sole §: on incisos I, II and V every line of the delegatária (no line is
    named); on III and IV the line involved, one of `operator_lines` (code to name)."""
    if inciso in ALL_LINES:
        if line.strip():
            raise RulesError(
                "line",
                f"nos incisos I, II e V a cassação atinge todas as linhas da delegatária "
                f"({SOLE_PARAGRAPH}): não indique linha",
            )
        return CassationScope(True, "", "de todas as linhas da delegatária")
    code = line_of_operator(line, operator_lines, CASSATION_GROUND)
    return CassationScope(False, code, f"somente da linha {code}")


def cassation_without_suspensions(
    inciso: str, line: str, suspensions: Iterable[tuple[str, date]], decided_on: date
) -> str | None:
    """Art. 87, IV: the cassação for the "suspensão da linha envolvida por mais de 02 (duas)
    vezes em um mesmo ano" stands on at least 3 suspensions (art. 85) of `line` starting in
    the same calendar year. `suspensions` holds each suspension's line and first day, all
    decided on or before the day of the cassação. The refusal, or None; it says how many
    suspensions of that year were recorded with no line, since they count for none."""
    if inciso != "IV":
        return None
    given = list(suspensions)
    key = line.strip().casefold()
    per_year = Counter(day.year for code, day in given if code.strip().casefold() == key)
    if any(count > 2 for count in per_year.values()):
        return None
    found = per_year.get(decided_on.year, 0)
    unnamed = sum(1 for code, day in given if not code.strip() and day.year == decided_on.year)
    note = (
        f" {unnamed} suspensão(ões) sem linha registrada em {decided_on.year} não conta(m) "
        f"para nenhuma linha {UNTIL_STATED}."
        if unnamed
        else ""
    )
    return (
        f"A cassação pelo art. 87, IV, da {L664} exige a suspensão da linha envolvida por "
        f"mais de 2 vezes em um mesmo ano (art. 85); a linha {line.strip()} tem {found} "
        f"suspensão(ões) registrada(s) em {decided_on.year} e nenhum ano com mais de 2: "
        f"indique outra linha ou outro inciso.{note}"
    )


@dataclass(frozen=True)
class LineWarnings:
    """The written warnings within the 6 months of art. 85 before a day: `by_line` the count
    of each of the delegatária's lines that has any (by code), `unnamed` those recorded with
    no line, which count for none."""

    by_line: tuple[tuple[str, int], ...]
    unnamed: int


def line_warnings(
    rulebook: Rulebook, lines: Iterable[str], warnings: Iterable[tuple[str, date]], at: date
) -> LineWarnings:
    """Arts. 84 and 85: how many written warnings each line of `lines` has towards the
    suspension of its service on `at`, and how many have no line."""
    given = list(warnings)
    counts = (
        (code, len(suspension_of_line(rulebook, code, given, at).warnings))
        for code in sorted(lines)
    )
    unnamed = suspension_after_warnings(
        rulebook, [day for text, day in given if not text.strip()], at
    ).warnings
    return LineWarnings(tuple((code, count) for code, count in counts if count), len(unnamed))
