"""Rulebooks: the regulation of one jurisdiction as data (resources/rulebooks/<jurisdiction>.json).

Each rulebook is read and validated once per process (`load_rulebook` caches it); a broken
file raises `RulebookError` naming the entry at fault. Money values are dated series
(`[{from, value, source}]`): Res. AGR 105/2017, art. 98 updates them yearly by IGP-DI, so an
administrator registers a new value with its date and source without a new release. The
services keep such updates in the database and pass them in with `Rulebook.with_updates`,
or per call with `Rulebook.value(key, at, extra=...)`.
"""

import datetime
import json
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from datetime import date
from decimal import Decimal
from functools import cache
from types import MappingProxyType
from typing import Any

from desktop.resources import resource_path
from desktop.rules.choices import Jurisdiction, known_jurisdiction
from desktop.rules.dates import br_date, parse_date
from desktop.rules.errors import RulesError
from desktop.rules.money import parse_money

JURISDICTIONS = Jurisdiction.codes()
_CODE = re.compile(r"^(\d+)-([IVXLC]+)$")
_load_count = 0


class RulebookError(RulesError):
    """The shipped rulebook itself is broken; `field` names the entry."""


@dataclass(frozen=True)
class DatedValue:
    """A money value in force from `start` (inclusive) until the next one; `source` is the act."""

    start: date
    value: Decimal
    source: str


# What a series of values measures, how the clerk is asked for one and with how many
# decimals: money in reais, a monthly index number (the IGP-DI of the outorga, Decreto
# 8.444/2015, art. 11 §5º), or a tariff coefficient in reais per km (art. 11 §4º), whose
# published values run to millionths of a real.
VALUE_UNITS = {
    "BRL": ("Va&lor (R$)", "1.999,99", "um valor positivo em reais", 2),
    "indice": ("Número-ín&dice", "1.234,56", "um número-índice positivo", 2),
    "coeficiente": ("C&oeficiente (R$/km)", "0,187654", "um coeficiente positivo em R$/km", 6),
}


@dataclass(frozen=True)
class ValueSeries:
    key: str
    label: str
    article: str
    values: tuple[DatedValue, ...]
    unit: str = "BRL"  # a key of VALUE_UNITS

    @property
    def field_label(self) -> str:
        """The label of the field the value is typed in: "Valor (R$)", "Número-índice"."""
        return VALUE_UNITS[self.unit][0]

    @property
    def example(self) -> str:
        return VALUE_UNITS[self.unit][1]

    @property
    def asked(self) -> str:
        """What a refusal asks for: "um valor positivo em reais", "um número-índice
        positivo"."""
        return VALUE_UNITS[self.unit][2]

    @property
    def decimals(self) -> int:
        """The decimals a registered value may have: 2 for money, 6 for a coefficient."""
        return VALUE_UNITS[self.unit][3]


@dataclass(frozen=True)
class Group:
    key: str
    label: str
    article: str
    fine_key: str | None = None
    multiple: int | None = None


@dataclass(frozen=True)
class Infraction:
    code: str
    group: str
    text: str
    article: str
    multiple: int | None = None
    penalty: str | None = None
    penalty_article: str | None = None


@dataclass(frozen=True)
class Period:
    key: str
    value: int | Decimal
    unit: str
    article: str


@dataclass(frozen=True)
class LegalCase:
    """An inciso listing a situation (suspension, caducity, retention, removal, apprehension):
    the infractions that describe it, or `follows`, the measure whose cases it stands on
    (art. 73, II: "nas hipóteses de aplicação da medida administrativa de retenção")."""

    inciso: str
    text: str
    article: str
    infractions: tuple[str, ...] = ()
    follows: str = ""


@dataclass(frozen=True)
class Rulebook:
    jurisdiction: str
    name: str
    authority: str
    in_force_from: date
    in_force_article: str
    groups: Mapping[str, Group] = field(repr=False)
    infractions: Mapping[str, Infraction] = field(repr=False)
    values: Mapping[str, ValueSeries] = field(repr=False)
    periods: Mapping[str, Period] = field(repr=False)
    recidivism: Mapping[str, Period] = field(repr=False)
    cases: Mapping[str, tuple[LegalCase, ...]] = field(repr=False)

    @property
    def law(self) -> str:
        """The act the rules come from, as the user reads it in a message: Goiás's Res. AGR
        105/2017, Roraima's Lei RR 664/2008."""
        return "Res. AGR 105/2017" if self.jurisdiction == "GO" else "Lei RR 664/2008"

    def infraction(self, code: object) -> Infraction:
        if not isinstance(code, str) or code not in self.infractions:
            raise RulesError("infraction", f"a infração {code} não consta da {self.law}")
        return self.infractions[code]

    def group_label(self, key: str) -> str:
        """How the notice and its form name the fine of group `key`: "média" (Res. AGR
        105/2017, art. 67), "1.000 vezes o coeficiente tarifário" (Lei RR 664/2008, art. 78,
        II); a group this rulebook no longer has by the key the notice recorded."""
        group = self.groups.get(key)
        return key if group is None else group.label

    def period(self, key: str) -> Period:
        if key not in self.periods:
            raise RulesError(key, f"prazo não previsto na {self.law}")
        return self.periods[key]

    def check_in_force(self, at: date, field_name: str = "date") -> None:
        """A date before the rulebook's start has no answer here (RulesError)."""
        if at < self.in_force_from:
            raise RulesError(
                field_name,
                f"data {br_date(at)} anterior à vigência da {self.law} "
                f"({br_date(self.in_force_from)}; {self.in_force_article})",
            )

    def value(self, key: str, at: date, extra: Iterable[DatedValue] = ()) -> DatedValue:
        """The value of `key` in force on `at`; `extra` adds dated values (art. 98 updates)."""
        self.check_in_force(at)
        series = self.with_updates({key: extra}).values[key] if extra else self._series(key)
        current = None
        for dated in series.values:
            if dated.start <= at:
                current = dated
        if current is None:
            raise RulesError(
                key, f"nenhum valor registrado em vigor em {br_date(at)} ({series.article})"
            )
        return current

    def with_updates(self, updates: Mapping[str, Iterable[DatedValue]]) -> "Rulebook":
        """A copy with more dated values; an update on the date of a shipped one replaces it."""
        values = dict(self.values)
        for key, extra in updates.items():
            series = self._series(key)
            merged = {dated.start: dated for dated in series.values}
            seen: set[date] = set()
            for dated in extra:
                self._check_update(key, dated)
                if dated.start in seen:
                    raise RulesError(
                        key, f"dois valores informados para a mesma data {br_date(dated.start)}"
                    )
                seen.add(dated.start)
                merged[dated.start] = dated
            ordered = tuple(merged[start] for start in sorted(merged))
            values[key] = replace(series, values=ordered)
        return replace(self, values=MappingProxyType(values))

    def _series(self, key: str) -> ValueSeries:
        if key not in self.values:
            raise RulesError(key, f"valor não previsto na {self.law}")
        return self.values[key]

    def _check_update(self, key: str, dated: object) -> None:
        if not isinstance(dated, DatedValue):
            raise RulesError(key, "atualização de valor deve ser um DatedValue")
        if not isinstance(dated.start, date):
            raise RulesError(key, "data de início da atualização inválida")
        self.check_in_force(dated.start, key)
        if not isinstance(dated.value, Decimal) or not dated.value.is_finite() or dated.value <= 0:
            raise RulesError(key, f"valor da atualização deve ser positivo: {dated.value!r}")
        if not str(dated.source).strip():
            raise RulesError(key, "informe a fonte (ato e data) da atualização do valor")


def load_rulebook(jurisdiction: object) -> Rulebook:
    """The validated rulebook of `GO` or `RR`, read once per process."""
    return _load_cached(known_jurisdiction(jurisdiction))


def rulebook_load_count() -> int:
    """How many times a rulebook file was read and validated in this process."""
    return _load_count


def clear_rulebook_cache() -> None:
    _load_cached.cache_clear()


@cache
def _load_cached(jurisdiction: str) -> Rulebook:
    global _load_count
    _load_count += 1
    path = resource_path("rulebooks", f"{jurisdiction.lower()}.json")
    name = path.name
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise RulebookError(name, f"não foi possível ler o regulamento: {exc}") from exc
    return parse_rulebook(raw, name, jurisdiction)


def parse_rulebook(raw: object, name: str, jurisdiction: str) -> Rulebook:
    """Validate a rulebook document; every problem names the entry (`go.json: values.x`)."""
    reader = _Reader(name)
    top = reader.mapping(raw, "")
    if top.get("jurisdiction") != jurisdiction:
        raise RulebookError(f"{name}: jurisdiction", f"esperado {jurisdiction}")
    start = reader.date(top.get("in_force_from"), "in_force_from")
    values = {
        key: reader.series(entry, f"values.{key}", key, start)
        for key, entry in reader.mapping(top.get("values"), "values").items()
    }
    groups = {
        key: reader.group(entry, f"groups.{key}", key, values)
        for key, entry in reader.mapping(top.get("groups"), "groups").items()
    }
    infractions: dict[str, Infraction] = {}
    for index, entry in enumerate(reader.sequence(top.get("infractions"), "infractions")):
        infraction = reader.infraction(entry, f"infractions[{index}]", groups)
        if infraction.code in infractions:
            raise RulebookError(
                f"{name}: infractions[{index}]", f"código repetido {infraction.code}"
            )
        infractions[infraction.code] = infraction
    cases = {
        kind: reader.cases(top.get(kind, []), kind, infractions)
        for kind in ("suspension_cases", "caducity_cases")
    }
    for kind, entry in reader.mapping(top.get("measures", {}), "measures").items():
        measure = reader.mapping(entry, f"measures.{kind}")
        cases[kind] = reader.cases(measure.get("cases"), f"measures.{kind}.cases", infractions)
    for kind, kind_cases in cases.items():
        for case in kind_cases:
            if case.follows and case.follows not in cases:
                raise reader.fail(f"{kind}: {case.inciso}", f"medida {case.follows!r} não existe")
    return Rulebook(
        jurisdiction=jurisdiction,
        name=reader.text(top.get("name"), "name"),
        authority=reader.text(top.get("authority"), "authority"),
        in_force_from=start,
        in_force_article=reader.text(top.get("in_force_article"), "in_force_article"),
        groups=MappingProxyType(groups),
        infractions=MappingProxyType(infractions),
        values=MappingProxyType(values),
        periods=MappingProxyType(reader.periods(top.get("periods"), "periods")),
        recidivism=MappingProxyType(reader.periods(top.get("recidivism"), "recidivism")),
        cases=MappingProxyType(cases),
    )


class _Reader:
    """Typed access to the JSON with errors that name the entry."""

    def __init__(self, name: str) -> None:
        self.name = name

    def fail(self, where: str, message: str) -> RulebookError:
        return RulebookError(f"{self.name}: {where}" if where else self.name, message)

    def mapping(self, value: object, where: str) -> dict[str, Any]:
        if not isinstance(value, dict):
            raise self.fail(where, "esperado um objeto JSON")
        return value

    def sequence(self, value: object, where: str) -> list[Any]:
        if not isinstance(value, list):
            raise self.fail(where, "esperada uma lista JSON")
        return value

    def text(self, value: object, where: str) -> str:
        if not isinstance(value, str) or not value.strip():
            raise self.fail(where, "texto obrigatório ausente")
        return value

    def date(self, value: object, where: str) -> date:
        try:
            return parse_date(value, where)
        except RulesError as exc:
            raise self.fail(where, exc.message) from exc

    def series(self, entry: object, where: str, key: str, start: datetime.date) -> ValueSeries:
        body = self.mapping(entry, where)
        dated_values: list[DatedValue] = []
        for index, item in enumerate(self.sequence(body.get("values"), f"{where}.values")):
            spot = f"{where}.values[{index}]"
            item = self.mapping(item, spot)
            begins = self.date(item.get("from"), f"{spot}.from")
            if begins < start:
                raise self.fail(spot, "valor anterior à vigência do regulamento")
            try:
                amount = parse_money(item.get("value"), spot)
            except RulesError as exc:
                raise self.fail(spot, exc.message) from exc
            if amount <= 0:
                raise self.fail(spot, "valor deve ser positivo")
            if dated_values and begins <= dated_values[-1].start:
                raise self.fail(spot, "valores fora de ordem de data ou com data repetida")
            dated_values.append(DatedValue(begins, amount, self.text(item.get("source"), spot)))
        unit = body.get("unit", "BRL")
        if unit not in VALUE_UNITS:
            raise self.fail(f"{where}.unit", f"unidade {unit!r} desconhecida")
        return ValueSeries(
            key,
            self.text(body.get("label"), where),
            self.text(body.get("article"), where),
            tuple(dated_values),
            unit,
        )

    def group(self, entry: object, where: str, key: str, values: dict[str, ValueSeries]) -> Group:
        body = self.mapping(entry, where)
        fine_key = body.get("fine")
        multiple = body.get("multiple")
        if fine_key is not None and fine_key not in values:
            raise self.fail(where, f"valor de multa {fine_key!r} não definido em values")
        if multiple is not None and (not isinstance(multiple, int) or multiple <= 0):
            raise self.fail(where, "múltiplo do coeficiente deve ser inteiro positivo")
        if fine_key is None and multiple is None:
            raise self.fail(where, "grupo sem valor de multa nem múltiplo do coeficiente")
        return Group(
            key,
            self.text(body.get("label"), where),
            self.text(body.get("article"), where),
            fine_key,
            multiple,
        )

    def infraction(self, entry: object, where: str, groups: dict[str, Group]) -> Infraction:
        body = self.mapping(entry, where)
        code = body.get("code")
        match = _CODE.match(code) if isinstance(code, str) else None
        if match is None:
            raise self.fail(where, f"código {code!r} fora do formato artigo-inciso (75-I)")
        assert isinstance(code, str)  # matched above
        where = f"{where} ({code})"
        group = body.get("group")
        if group not in groups:
            raise self.fail(where, f"grupo {group!r} desconhecido")
        article = self.text(body.get("article"), where)
        if f"art. {match.group(1)}, {match.group(2)}" not in article:
            raise self.fail(where, f"artigo {article!r} não corresponde ao código")
        multiple = body.get("multiple")
        if groups[group].multiple is not None and multiple != groups[group].multiple:
            raise self.fail(where, "múltiplo diferente do múltiplo do grupo")
        penalty = body.get("penalty")
        kind = penalty_article = None
        if penalty is not None:
            penalty = self.mapping(penalty, f"{where}.penalty")
            kind = penalty.get("kind")
            if kind not in ("suspensao", "caducidade"):
                raise self.fail(f"{where}.penalty", f"penalidade {kind!r} desconhecida")
            penalty_article = self.text(penalty.get("article"), f"{where}.penalty")
        return Infraction(
            code,
            group,
            self.text(body.get("text"), where),
            article,
            multiple,
            kind,
            penalty_article,
        )

    def periods(self, entry: object, where: str) -> dict[str, Period]:
        result = {}
        for key, item in self.mapping(entry, where).items():
            spot = f"{where}.{key}"
            item = self.mapping(item, spot)
            raw = item.get("value")
            if isinstance(raw, bool) or not isinstance(raw, int | str):
                raise self.fail(spot, "valor do prazo deve ser inteiro ou decimal em texto")
            try:
                value = raw if isinstance(raw, int) else parse_money(raw, spot)
            except RulesError as exc:
                raise self.fail(spot, exc.message) from exc
            if value < 0:
                raise self.fail(spot, "prazo negativo")
            result[key] = Period(
                key, value, str(item.get("unit", "")), self.text(item.get("article"), spot)
            )
        return result

    def cases(
        self, entry: object, where: str, infractions: dict[str, Infraction]
    ) -> tuple[LegalCase, ...]:
        result = []
        for index, item in enumerate(self.sequence(entry, where)):
            spot = f"{where}[{index}]"
            item = self.mapping(item, spot)
            related = tuple(self.sequence(item.get("infractions", []), spot))
            if "infraction" in item:
                related += (item["infraction"],)
            for code in related:
                if code not in infractions:
                    raise self.fail(spot, f"infração {code!r} não existe no catálogo")
            result.append(
                LegalCase(
                    self.text(item.get("inciso"), spot),
                    self.text(item.get("text"), spot),
                    self.text(item.get("article"), spot),
                    related,
                    self.text(item["follows"], spot) if "follows" in item else "",
                )
            )
        return tuple(result)
