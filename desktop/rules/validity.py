"""Validity periods and bars: inspection, CRC, registration bars, RR vehicle age, depot fee."""

from dataclasses import dataclass
from datetime import date
from decimal import Decimal

from desktop.rules.dates import add_days, add_months, add_years, br_date
from desktop.rules.errors import RulesError
from desktop.rules.inputs import require_bool, require_int
from desktop.rules.money import round_cents
from desktop.rules.rulebook import DatedValue, Rulebook

R105 = "Res. AGR 105/2017"
L664 = "Lei RR 664/2008"
BAR_REASONS = ("documento_falso", "caducidade")


def _require_jurisdiction(rulebook: Rulebook, jurisdiction: str, what: str) -> None:
    if rulebook.jurisdiction != jurisdiction:
        raise RulesError(
            "jurisdiction", f"{what} é regra de {jurisdiction}, não de {rulebook.jurisdiction}"
        )


def _require_date(value: object, field: str) -> date:
    if not isinstance(value, date):
        raise RulesError(field, "informe uma data")
    return value


@dataclass(frozen=True)
class InspectionValidity:
    age_years: int
    periodicity_months: int
    valid_until: date
    articles: tuple[str, ...]


def inspection_validity(
    rulebook: Rulebook,
    manufacture_year: int,
    school: bool,
    inspection_date: date,
    delivered_new_on: date | None = None,
) -> InspectionValidity:
    """GO art. 23: yearly up to 10 years of manufacture, half-yearly above that and for school
    transport; the certificate is valid as the inspection report (arts. 24, 57), date to date
    (art. 83 §4). Age is the inspection year minus the manufacture year (§1), or counted from
    the delivery date of a vehicle bought new (§2)."""
    _require_jurisdiction(rulebook, "GO", "A periodicidade de vistoria")
    year = require_int(manufacture_year, "manufacture_year", minimum=1900)
    school = require_bool(school, "school")
    inspection_date = _require_date(inspection_date, "inspection_date")
    rulebook.check_in_force(inspection_date, "inspection_date")
    if year > inspection_date.year:
        raise RulesError("manufacture_year", "ano de fabricação posterior à data da vistoria")
    limit = rulebook.period("vistoria_idade_limite_anual_anos")
    age = inspection_date.year - year
    articles = [f"{R105}, art. 23 §1"]
    over_limit = age > limit.value
    if delivered_new_on is not None:
        delivered = _require_date(delivered_new_on, "delivered_new_on")
        over_limit = inspection_date > add_years(delivered, int(limit.value))
        articles = [f"{R105}, art. 23 §2"]
    if school or over_limit:
        period = rulebook.period("vistoria_semestral_meses")
    else:
        period = rulebook.period("vistoria_anual_meses")
    months = int(period.value)
    articles += [period.article, f"{R105}, arts. 24 e 57", f"{R105}, art. 83 §4"]
    return InspectionValidity(age, months, add_months(inspection_date, months), tuple(articles))


@dataclass(frozen=True)
class CrcValidity:
    issued: date
    valid_until: date
    renewal_opens: date
    articles: tuple[str, ...]
    notes: tuple[str, ...]

    def renewal_window_open(self, at: date) -> bool:
        """A new registration may be asked from `renewal_opens` up to `valid_until` (§3)."""
        return self.renewal_opens <= at <= self.valid_until

    def is_valid_on(self, at: date) -> bool:
        return self.issued <= at <= self.valid_until


def crc_validity(rulebook: Rulebook, issued: date, fixed_until: date | None = None) -> CrcValidity:
    """GO art. 13: the CRC is valid up to 3 years (date to date, art. 83 §4): the 3 years
    unless the AGR fixes a shorter validity (`fixed_until`, after the issue and not beyond
    them); a new registration may be asked up to 60 days before it expires (§3: the earliest
    day)."""
    _require_jurisdiction(rulebook, "GO", "O certificado de registro cadastral")
    issued = _require_date(issued, "issued")
    rulebook.check_in_force(issued, "issued")
    years = rulebook.period("crc_validade_anos")
    renewal = rulebook.period("crc_renovacao_dias")
    longest = add_years(issued, int(years.value))
    valid_until = longest
    if fixed_until is not None:
        valid_until = _require_date(fixed_until, "valid_until")
        if valid_until <= issued:
            raise RulesError("valid_until", "o fim da validade deve ser posterior à emissão")
        if valid_until > longest:
            raise RulesError(
                "valid_until",
                f"o CRC vale por até {years.value} anos: no máximo até {br_date(longest)} "
                f"({years.article})",
            )
    return CrcValidity(
        issued,
        valid_until,
        add_days(valid_until, -int(renewal.value)),
        (years.article, renewal.article, f"{R105}, art. 83 §4"),
        ("Validade de até 3 anos: o prazo máximo é proposto; a AGR pode fixar prazo menor.",),
    )


@dataclass(frozen=True)
class RegistrationBar:
    reason: str
    start: date
    barred_until: date
    articles: tuple[str, ...]
    notes: tuple[str, ...]
    needs_decision: bool
    # Who the bar reaches and why: the company always; its partners or cooperados only
    # where the article says so (caducity, art. 70 §4).
    company_article: str
    partners_article: str | None
    term: str

    def bars(self, at: date) -> bool:
        return self.start <= at <= self.barred_until

    def decided_end(self, decided: date | None) -> date:
        """The last day the authority sets: the longest term when it sets none; a bar of "up
        to" a term (`needs_decision`, art. 70 §3) may end sooner, after its start, never
        later; a fixed term (art. 9 §3) is the term."""
        if decided is None or decided == self.barred_until:
            return self.barred_until
        if not self.needs_decision:
            raise RulesError(
                "until",
                f"o impedimento vai até {br_date(self.barred_until)} ({self.company_article})",
            )
        if decided <= self.start:
            raise RulesError("until", "o fim do impedimento deve ser posterior à publicação")
        if decided > self.barred_until:
            raise RulesError(
                "until",
                f"o impedimento é de até {self.term}: no máximo até "
                f"{br_date(self.barred_until)} ({self.company_article})",
            )
        return decided


def registration_bar(rulebook: Rulebook, reason: str, start: date) -> RegistrationBar:
    """Until when a company may not apply again (last day of the longest bar, counted as in
    art. 83: start day excluded, days continuous, years date to date).

    `documento_falso`: 180 days from the refusal (art. 9 §3). `caducidade`: up to 2 years
    from the publication of the act (art. 70 §3), for the partners too (§4)."""
    _require_jurisdiction(rulebook, "GO", "O impedimento de novo registro")
    start = _require_date(start, "date")
    rulebook.check_in_force(start)
    if reason == "documento_falso":
        period = rulebook.period("impedimento_documento_falso_dias")
        until = add_days(start, int(period.value))
        return RegistrationBar(
            reason,
            start,
            until,
            (period.article, f"{R105}, art. 83 §§1 e 3"),
            (),
            False,
            period.article,
            None,
            f"{period.value} dias",
        )
    if reason == "caducidade":
        period = rulebook.period("impedimento_caducidade_anos")
        return RegistrationBar(
            reason,
            start,
            add_years(start, int(period.value)),
            (period.article, f"{R105}, art. 70 §4", f"{R105}, art. 83 §4"),
            (
                "O art. 70 §3 fixa impedimento de até 2 anos: o prazo máximo é proposto e "
                "a autoridade decide; alcança também os sócios (§4).",
            ),
            True,
            period.article,
            f"{R105}, art. 70 §4",
            f"{period.value} anos",
        )
    raise RulesError("reason", f"motivo {reason!r} desconhecido; use {' ou '.join(BAR_REASONS)}")


@dataclass(frozen=True)
class VehicleAge:
    age_years: int
    registrable: bool
    in_service_allowed: bool
    articles: tuple[str, ...]
    notes: tuple[str, ...]


def rr_vehicle_age(rulebook: Rulebook, manufacture_year: int, at: date) -> VehicleAge:
    """RR art. 28: no registration with more than 8 years of manufacture; use up to 15 years
    (§1), the registration cancelled when 15 years are completed (art. 31, I)."""
    _require_jurisdiction(rulebook, "RR", "O limite de idade do veículo")
    year = require_int(manufacture_year, "manufacture_year", minimum=1900)
    at = _require_date(at, "date")
    rulebook.check_in_force(at)
    if year > at.year:
        raise RulesError("manufacture_year", "ano de fabricação posterior à data informada")
    age = at.year - year
    registration = rulebook.period("idade_maxima_registro_anos")
    service = rulebook.period("idade_maxima_uso_anos")
    notes: tuple[str, ...] = ()
    if age == service.value:
        notes = (
            "Veículo no 15º ano de fabricação: o art. 28 §1º admite uso por até 15 anos e o "
            "art. 31, I, cancela o registro ao completá-los; a autoridade decide.",
        )
    return VehicleAge(
        age,
        age <= registration.value,
        age < service.value,
        (registration.article, service.article),
        notes,
    )


@dataclass(frozen=True)
class RegistrationEnd:
    """The year an RR vehicle's registration is cancelled de ofício, after `years` of
    manufacture, with the article that cancels it."""

    year: int
    years: int
    article: str


def rr_registration_end(rulebook: Rulebook, manufacture_year: int) -> RegistrationEnd:
    """RR art. 31, I: the registration is cancelled de ofício when the vehicle completes 15
    years of manufacture, counted from the year of manufacture (art. 28 §1º): in
    `manufacture_year` + 15, the year `rr_vehicle_age` stops its service. The law sets the
    registration (art. 27) and the ficha the vehicle carries (art. 29, I) no other term."""
    _require_jurisdiction(rulebook, "RR", "O cancelamento de ofício do registro")
    year = require_int(manufacture_year, "manufacture_year", minimum=1900)
    years = int(rulebook.period("idade_maxima_uso_anos").value)
    return RegistrationEnd(year + years, years, f"{L664}, art. 31, I")


@dataclass(frozen=True)
class DepotFee:
    days: int
    daily: DatedValue
    amount: Decimal
    articles: tuple[str, ...]


def depot_fee(rulebook: Rulebook, days: int, at: date) -> DepotFee:
    """GO art. 74: the daily depot fee in force on `at` times the days in the depot. The
    value's source cites art. 74 itself with its publication unless the AGR updated the fee:
    art. 74 is then cited before the act that updated it, never twice."""
    _require_jurisdiction(rulebook, "GO", "A taxa de depósito")
    days = require_int(days, "days")
    daily = rulebook.value("taxa_deposito_diaria", _require_date(at, "date"))
    article = rulebook.values["taxa_deposito_diaria"].article
    return DepotFee(
        days,
        daily,
        round_cents(daily.value * days),
        (daily.source,) if daily.source.startswith(article) else (article, daily.source),
    )


@dataclass(frozen=True)
class NewVehicleExemption:
    invoice_date: date
    last_day: date
    articles: tuple[str, ...]

    def covers(self, at: date) -> bool:
        return self.invoice_date <= at <= self.last_day


def new_vehicle_exemption(rulebook: Rulebook, invoice_date: date) -> NewVehicleExemption:
    """GO: a new (zero km) vehicle is registered without the inspection report within 60 days
    of its invoice (Res. 105, art. 17, III; otherwise art. 23 §4 forbids it; art. 25)."""
    _require_jurisdiction(rulebook, "GO", "A dispensa de vistoria do veículo novo")
    invoice_date = _require_date(invoice_date, "invoice_date")
    rulebook.check_in_force(invoice_date, "invoice_date")
    period = rulebook.period("veiculo_zero_nota_fiscal_dias")
    return NewVehicleExemption(
        invoice_date,
        add_days(invoice_date, int(period.value)),
        (period.article, f"{R105}, art. 23 §4", f"{R105}, art. 25"),
    )


@dataclass(frozen=True)
class AuthorisationTerm:
    start: date
    last_day: date
    articles: tuple[str, ...]
    notes: tuple[str, ...]


def rr_authorisation_term(rulebook: Rulebook, start: date, line: bool) -> AuthorisationTerm:
    """RR art. 19: an authorisation for a line lasts one year from the signing of the
    commitment term; for the other services the term set in the decision, at most six
    months. The last day is the day before the same date that many months later."""
    _require_jurisdiction(rulebook, "RR", "O prazo da autorização")
    start = _require_date(start, "start")
    rulebook.check_in_force(start, "start")
    if not isinstance(line, bool):
        raise RulesError("line", "deve ser verdadeiro ou falso")
    key = "autorizacao_linha_meses" if line else "autorizacao_servico_maxima_meses"
    period = rulebook.period(key)
    notes = () if line else ("Seis meses é o máximo: o despacho de deferimento fixa o prazo.",)
    return AuthorisationTerm(
        start, add_days(add_months(start, int(period.value)), -1), (period.article,), notes
    )
