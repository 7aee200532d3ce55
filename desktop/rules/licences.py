"""May this trip licence be issued? Every reason that applies, at once (GO, Res. AGR 105/2017).

Reasons use the vocabulary of the conformance harness. Three checks that later issues feed
(vehicle withdrawn from traffic, driver without a proven link, general passenger list) take
optional inputs that default to "no problem", as does the hold of art. 100 sole § while a
user's complaint is not appreciated (`reclamacao_pendente`, which the harness does not ask).

A licence names one or more vehicles (art. 29 §§2-3: the list is carried "em todos os
veículos utilizados no deslocamento"): every reason about a vehicle (registration, inspection,
school inspection, insurance, withdrawal from traffic) is checked for each one and found with
its plate; the capacity is the seats of all of them together (art. 38, XII).

The trip links two municipalities of Goiás (art. 1; Decreto 8.444/2015, art. 3, XLVIII: the
charter service runs "entre municípios do Estado de Goiás"): `origin` and `destination`, each
checked when given. The passengers are insured while the service is provided (arts. 50,
51 §2): with the vehicle's policy periods, on every day of travel.
"""

from dataclasses import dataclass
from datetime import date, datetime, timedelta

from desktop.rules.choices import LicenceModality, PassengerList
from desktop.rules.dates import add_months, br_date
from desktop.rules.errors import RulesError
from desktop.rules.inputs import require_bool, require_int
from desktop.rules.licence_facts import (
    LicenceDecision,
    LicenceFinding,
    VehicleStatus,
    check_insurance_periods,
    covered_every_day,
    insured_for_the_trip,
    route_field_reasons,
    route_reasons,
    valid_through,
)
from desktop.rules.public_institutions import persons_link_asked
from desktop.rules.rulebook import Rulebook

__all__ = [
    "MODALITIES",
    "REASONS",
    "VEHICLE_REASONS",
    "CancellationTerm",
    "LicenceDecision",
    "LicenceFinding",
    "LicenceRequest",
    "OperatorStatus",
    "VehicleStatus",
    "cancellation_term",
    "check_licence",
    "check_continuation_day",
    "checked_articles",
    "route_errors",
    "vehicle_findings",
]

R105 = "Res. AGR 105/2017"
D8444 = "Decreto 8.444/2015"
MODALITIES = LicenceModality.codes()
PASSENGER_LISTS = PassengerList.codes()

REASONS = {
    "antecedencia_minima": (
        f"{R105}, art. 28, I",
        "Licença eventual pedida com menos de 6 horas de antecedência do início da viagem.",
    ),
    "duracao_minima": (f"{R105}, arts. 29 e 30", "Licença contínua com menos de 5 dias."),
    "duracao_maxima": (
        f"{R105}, arts. 29, 30 e 58",
        "Licença com duração superior a 12 meses (um ano na característica vinculada).",
    ),
    "lotacao": (
        f"{R105}, art. 38, XII",
        "Passageiros acima da lotação do veículo (a soma dos lugares dos veículos da licença).",
    ),
    "substituicoes": (
        f"{R105}, art. 28 §1º; art. 29 §1º",
        "Mais de 4 inclusões ou substituições de passageiros.",
    ),
    "crc_vencido": (
        f"{R105}, art. 13",
        "Certificado de registro cadastral não válido até o último dia da viagem.",
    ),
    "registro_cancelado": (
        f"{R105}, art. 9º, §4º",
        "Registro cadastral da autorizatária cancelado sumariamente pela AGR.",
    ),
    "modalidade_nao_registrada": (
        f"{R105}, art. 13 §1º, III",
        "Autorizatária sem registro na modalidade pedida.",
    ),
    "veiculo_nao_registrado": (f"{R105}, art. 38, VII", "Veículo não registrado na AGR."),
    "vistoria_vencida": (
        f"{R105}, arts. 23 e 24",
        "Vistoria do veículo não válida até o último dia da viagem.",
    ),
    "vistoria_escolar": (
        f"{R105}, art. 30, parágrafo único",
        "Veículo sem a vistoria de transporte escolar do DETRAN-GO.",
    ),
    "seguro_vencido": (
        f"{R105}, art. 50; art. 51 §2º",
        "Seguro de responsabilidade civil não vigente em todos os dias da viagem.",
    ),
    "seguro_cobertura_insuficiente": (
        f"{R105}, art. 51 §§1º e 3º",
        "Seguro de responsabilidade civil com cobertura abaixo do mínimo fixado pela AGR "
        "em dia da viagem.",
    ),
    "autorizataria_suspensa": (f"{R105}, art. 69", "Autorizatária suspensa em dia da viagem."),
    "suspensao_preventiva": (
        f"{R105}, art. 93 §9",
        "Autorizatária suspensa preventivamente pelo Conselho Regulador até a conclusão do "
        "processo administrativo ordinário.",
    ),
    "debito_agr": (f"{R105}, art. 101", "Autorizatária com débito vencido na AGR (sem CND)."),
    "reclamacao_pendente": (
        f"{R105}, art. 100, parágrafo único",
        "Pedido sobrestado: reclamação de usuário contra a autorizatária ainda não apreciada "
        "e respondida pela AGR.",
    ),
    "fora_da_jurisdicao": (
        f"{R105}, art. 1º; {D8444}, art. 3º, XLVIII, e art. 4º",
        "Origem ou destino fora do Estado de Goiás: o transporte autorizado pela AGR liga "
        "municípios do Estado.",
    ),
    "mesmo_municipio": (
        f"{R105}, art. 1º; {D8444}, art. 3º, XLVIII, e art. 4º",
        "Origem e destino no mesmo município: o serviço é intermunicipal.",
    ),
    "veiculo_afastado": (
        f"{R105}, art. 38, VIII; art. 69, VIII",
        "Veículo com afastamento de tráfego determinado pela fiscalização.",
    ),
    "motorista_sem_vinculo": (
        f"{R105}, arts. 46 e 47",
        "Motorista sem vínculo comprovado com a autorizatária.",
    ),
    "vinculo_nao_comprovado": (
        f"{R105}, art. 59, parágrafo único; art. 54",
        "Comprovação do vínculo das pessoas transportadas (Carteira de Trabalho ou RAIS) "
        "exigida pela AGR e não apresentada.",
    ),
    "lista_geral_nao_permitida": (
        f"{R105}, art. 29 §§2º e 3º",
        "Lista geral de passageiros só no fretamento contínuo para tratamento de saúde "
        "(municípios ou órgãos públicos) ou para trabalhadores rurais com mais de um destino.",
    ),
}


# The reasons checked only for some modalities, or under another article for some, with
# the article of each: the others are checked for every modality under the article REASONS
# gives. The característica vinculada is not a fretamento (art. 2º lists only the three
# licences of art. 27). Its vehicles are registered under art. 56, with the certificate of
# art. 57, and its licence, one per vehicle, runs within the inspection's term (art. 58); its
# request names the modality (art. 56, I); the passengers' insurance is the policy of art.
# 56, V (art. 50). The prohibitions of art. 38 are the fretamento's: the vinculada's capacity
# and withdrawn vehicle stand on the infractions of every service of the Resolution (arts. 77,
# III and 69, VIII), its route on art. 53 (between municipalities of Goiás). The drivers' link
# of arts. 46-47 is the autorizatária's: Chapter V asks the link of the persons carried (art.
# 59, parágrafo único, by the proof of art. 54, which public institutions are spared), and
# the hold of art. 100, parágrafo único, is the autorizatária's business.
# The CRC (art. 13), its summary cancellation (art. 9º §4º) and a suspension (art. 69) stop
# every modality's licence, the vinculada's included: the interpretation adopted in the
# conformance rules (shared/conformance/README.md, `licence`), although Chapter V names no CRC.
_FRETAMENTO = ("eventual", "continuo", "escolar")
_ROUTE_VINCULADA = f"{R105}, art. 53"
MODALITY_ARTICLES = {
    "antecedencia_minima": {"eventual": f"{R105}, art. 28, I"},
    "duracao_minima": {"continuo": f"{R105}, art. 29", "escolar": f"{R105}, art. 30"},
    "duracao_maxima": {
        "continuo": f"{R105}, art. 29",
        "escolar": f"{R105}, art. 30",
        "vinculada": f"{R105}, art. 58",
    },
    "lotacao": {
        **dict.fromkeys(_FRETAMENTO, f"{R105}, art. 38, XII"),
        "vinculada": f"{R105}, art. 77, III",
    },
    "substituicoes": {"eventual": f"{R105}, art. 28 §1º", "continuo": f"{R105}, art. 29 §1º"},
    "modalidade_nao_registrada": {
        **dict.fromkeys(_FRETAMENTO, f"{R105}, art. 13 §1º, III"),
        "vinculada": f"{R105}, art. 56, I",
    },
    "veiculo_nao_registrado": {
        **dict.fromkeys(_FRETAMENTO, f"{R105}, art. 38, VII"),
        "vinculada": f"{R105}, arts. 56 e 57",
    },
    "vistoria_vencida": {
        **dict.fromkeys(_FRETAMENTO, f"{R105}, arts. 23 e 24"),
        "vinculada": f"{R105}, arts. 23, 57 e 58",
    },
    "vistoria_escolar": {"escolar": f"{R105}, art. 30, parágrafo único"},
    "seguro_vencido": {
        **dict.fromkeys(_FRETAMENTO, f"{R105}, art. 50; art. 51 §2º"),
        "vinculada": f"{R105}, art. 50; art. 56, V",
    },
    "reclamacao_pendente": dict.fromkeys(_FRETAMENTO, f"{R105}, art. 100, parágrafo único"),
    "fora_da_jurisdicao": {
        **dict.fromkeys(_FRETAMENTO, REASONS["fora_da_jurisdicao"][0]),
        "vinculada": _ROUTE_VINCULADA,
    },
    "mesmo_municipio": {
        **dict.fromkeys(_FRETAMENTO, REASONS["mesmo_municipio"][0]),
        "vinculada": _ROUTE_VINCULADA,
    },
    "veiculo_afastado": {
        **dict.fromkeys(_FRETAMENTO, f"{R105}, art. 38, VIII; art. 69, VIII"),
        "vinculada": f"{R105}, art. 69, VIII",
    },
    "motorista_sem_vinculo": dict.fromkeys(_FRETAMENTO, f"{R105}, arts. 46 e 47"),
    "vinculo_nao_comprovado": {"vinculada": REASONS["vinculo_nao_comprovado"][0]},
    # The nominal list each other licence asks: arts. 28, III, 30, IV and 59, II.
    "lista_geral_nao_permitida": {
        "eventual": f"{R105}, art. 28, III",
        "continuo": f"{R105}, art. 29 §§2º e 3º",
        "escolar": f"{R105}, art. 30, IV",
        "vinculada": f"{R105}, art. 59, II",
    },
}


def checked_for(reason: str, modality: str) -> bool:
    """Whether a `modality` licence is checked for `reason` at all (`MODALITY_ARTICLES`)."""
    own = MODALITY_ARTICLES.get(reason)
    return own is None or modality in own


def reason_article(reason: str, modality: str) -> str:
    """The article a `modality` licence is refused under for `reason`: the modality's own
    (`MODALITY_ARTICLES`), else the one REASONS gives for every modality."""
    return MODALITY_ARTICLES.get(reason, {}).get(modality, REASONS[reason][0])


def _finding(reason: str, modality: str, plate: str = "") -> LicenceFinding:
    message = REASONS[reason][1]
    if plate:
        message = f"Veículo {plate}: {message}"
    return LicenceFinding(reason, reason_article(reason, modality), message, plate)


def checked_articles(modality: str) -> tuple[str, ...]:
    """The articles a GO licence of `modality` is checked against on issue, each once in the
    order of REASONS: an eventual licence is not checked against the contínuo's art. 29, nor
    a vinculada against art. 28 (`MODALITY_ARTICLES`)."""
    if modality not in MODALITIES:
        raise RulesError("modality", f"modalidade {modality!r}; use {', '.join(MODALITIES)}")
    articles = [
        reason_article(reason, modality) for reason in REASONS if checked_for(reason, modality)
    ]
    return tuple(dict.fromkeys(articles))


# What the form says next to the municipality at fault (the field's own words).
ROUTE_FIELD_MESSAGES = {
    "fora_da_jurisdicao": "Município fora do Estado de Goiás: a AGR autoriza o fretamento "
    "entre municípios do Estado",
    "mesmo_municipio": "Origem e destino no mesmo município: o serviço é intermunicipal, "
    "entre municípios distintos do Estado",
}
# Art. 53: the vinculada's transport runs "entre municípios do Estado de Goiás" (I) and is
# "intermunicipal" (II), without being a fretamento.
VINCULADA_ROUTE_FIELD_MESSAGES = {
    "fora_da_jurisdicao": "Município fora do Estado de Goiás: o transporte de característica "
    "vinculada é entre municípios do Estado",
    "mesmo_municipio": "Origem e destino no mesmo município: o transporte de característica "
    "vinculada é intermunicipal",
}


def route_errors(modality: str, origin: str | None, destination: str | None) -> dict[str, str]:
    """The message, with its article, for each of `origin` and `destination` (IBGE codes)
    that stops a GO licence of `modality` (Res. 105, art. 1º; Decreto 8.444/2015, art. 3º,
    XLVIII, and art. 4º: the charter runs between distinct municipalities of Goiás; art. 53
    for the característica vinculada); the same decision `check_licence` takes from
    `LicenceRequest.origin` and `destination`."""
    messages = VINCULADA_ROUTE_FIELD_MESSAGES if modality == "vinculada" else ROUTE_FIELD_MESSAGES
    errors: dict[str, str] = {}
    for name, reason in route_field_reasons("GO", origin, destination):
        article = reason_article(reason, modality)
        errors.setdefault(name, f"{messages[reason]} ({article}).")
    return errors


# The reasons checked once for each vehicle of the licence, found with its plate.
VEHICLE_REASONS = (
    "veiculo_nao_registrado",
    "vistoria_vencida",
    "vistoria_escolar",
    "seguro_vencido",
    "seguro_cobertura_insuficiente",
    "veiculo_afastado",
)


@dataclass(frozen=True)
class OperatorStatus:
    crc_valid_until: date | None
    modalities: frozenset[str]
    suspended_until: date | None = None
    overdue_debts: bool = False
    preventively_suspended: bool = False
    complaint_pending: bool = False
    registration_cancelled: bool = False


@dataclass(frozen=True)
class LicenceRequest:
    """A trip licence request; `*_valid_until` dates are the last day of validity;
    `vehicles` every vehicle the licence names, in order (at least one); `origin` and
    `destination` the IBGE codes of the municipalities, each checked when given. A
    vinculada's persons carried prove their link by CTPS or RAIS only when the AGR demands it
    (`link_proof_demanded`, art. 59, parágrafo único) and never for a public institution (art.
    54, parágrafo único); `persons_link_proven` says every one of them did."""

    modality: str
    requested_at: datetime
    start: date
    end: date
    passengers: int
    vehicles: tuple[VehicleStatus, ...]
    operator: OperatorStatus
    departure: datetime | None = None
    substitutions: int = 0
    driver_link_proven: bool = True
    passenger_list: str = "nominal"
    destinations: int = 1
    origin: str | None = None
    destination: str | None = None
    contractor_public: bool = False
    link_proof_demanded: bool = False
    persons_link_proven: bool = True
    public_institution: bool = False


def _check_request(request: LicenceRequest) -> None:
    if request.modality not in MODALITIES:
        raise RulesError(
            "modality", f"modalidade {request.modality!r}; use {', '.join(MODALITIES)}"
        )
    if not isinstance(request.requested_at, datetime):
        raise RulesError("requested_at", "informe data e hora do pedido")
    for name in ("start", "end"):
        if not isinstance(getattr(request, name), date):
            raise RulesError(name, "informe a data")
    if request.end < request.start:
        raise RulesError("end", "último dia da viagem anterior ao primeiro")
    require_int(request.passengers, "passengers")
    require_int(request.substitutions, "substitutions")
    if not isinstance(request.vehicles, tuple) or not request.vehicles:
        raise RulesError("vehicles", "informe ao menos um veículo")
    plates = [vehicle.plate for vehicle in request.vehicles if vehicle.plate]
    if len(set(plates)) != len(plates):
        raise RulesError("vehicles", "o mesmo veículo aparece duas vezes na licença")
    for index, vehicle in enumerate(request.vehicles):
        require_int(vehicle.capacity, f"vehicles[{index}].capacity")
        require_bool(vehicle.registered, f"vehicles[{index}].registered")
        for name in ("insurance_periods", "minimum_cover_periods"):
            if getattr(vehicle, name) is not None:
                check_insurance_periods(getattr(vehicle, name), f"vehicles[{index}].{name}")
    require_bool(request.operator.overdue_debts, "operator.overdue_debts")
    require_bool(request.operator.preventively_suspended, "operator.preventively_suspended")
    require_bool(request.operator.complaint_pending, "operator.complaint_pending")
    require_bool(request.operator.registration_cancelled, "operator.registration_cancelled")
    for name in (
        "contractor_public",
        "link_proof_demanded",
        "persons_link_proven",
        "public_institution",
    ):
        require_bool(getattr(request, name), name)
    if request.passenger_list not in PASSENGER_LISTS:
        raise RulesError("passenger_list", f"tipo de lista {request.passenger_list!r} desconhecido")
    require_int(request.destinations, "destinations", minimum=1)
    if request.modality == "eventual" and not isinstance(request.departure, datetime):
        raise RulesError("departure", "licença eventual exige data e hora de partida")


def check_licence(rulebook: Rulebook, request: LicenceRequest) -> LicenceDecision:
    """Every reason from REASONS that stops `request`; allowed when there is none."""
    if rulebook.jurisdiction != "GO":
        raise RulesError("jurisdiction", "licença de viagem é regra da Res. AGR 105/2017 (GO)")
    _check_request(request)
    rulebook.check_in_force(request.requested_at.date(), "requested_at")
    findings = [
        _finding(reason, request.modality)
        for reason, applies in _rules(rulebook, request)
        if applies and checked_for(reason, request.modality)
    ]
    for vehicle in request.vehicles:
        findings += vehicle_findings(request.modality, request.start, request.end, vehicle)
    order = {reason: index for index, reason in enumerate(REASONS)}
    findings.sort(key=lambda finding: order[finding.reason])
    return LicenceDecision(not findings, tuple(findings))


def vehicle_findings(
    modality: str, start: date, end: date, vehicle: VehicleStatus
) -> list[LicenceFinding]:
    """The VEHICLE_REASONS that stop `vehicle` carrying a `modality` licence's passengers
    from `start` to `end`, each found with its plate: for each vehicle of a licence on issue,
    and for the vehicle a trip continues in (art. 36) over the days left of it."""
    insured = insured_for_the_trip(vehicle, start, end)
    rules = [
        ("veiculo_nao_registrado", not vehicle.registered),
        ("vistoria_vencida", not valid_through(vehicle.inspection_valid_until, end)),
        ("vistoria_escolar", modality == "escolar" and not vehicle.school_inspection),
        ("seguro_vencido", not insured),
        (
            "seguro_cobertura_insuficiente",
            insured
            and vehicle.minimum_cover_periods is not None
            and not covered_every_day(vehicle.minimum_cover_periods, start, end),
        ),
        ("veiculo_afastado", vehicle.withdrawn_from_traffic),
    ]
    return [
        _finding(reason, modality, vehicle.plate)
        for reason, applies in rules
        if applies and checked_for(reason, modality)
    ]


def passenger_changes_allowed(rulebook: Rulebook, modality: str) -> int | None:
    """GO art. 28 §1 (eventual) and art. 29 §1 (contínuo): at most 4 inclusions or
    substitutions of passengers in the list of a licence; the other modalities, and Roraima's
    law, set no such number (None)."""
    if rulebook.jurisdiction != "GO" or modality not in ("eventual", "continuo"):
        return None
    return int(rulebook.period("substituicoes_maximas").value)


# The article of each licence's passenger list, on which an inclusion or a substitution in
# it stands: the eventual and contínuo lists and their 4 changes (arts. 28 §1º and 29 §1º),
# the students' list (art. 30, IV), the persons with a direct link to the company's
# activities (art. 59, II).
PASSENGER_LIST_ARTICLES = {
    LicenceModality.EVENTUAL: "art. 28, § 1º",
    LicenceModality.CONTINUO: "art. 29, § 1º",
    LicenceModality.ESCOLAR: "art. 30, IV",
    LicenceModality.VINCULADA: "art. 59, II",
}


def passenger_list_article(modality: str) -> str:
    """The article of Res. AGR 105/2017 on the passenger list of a `modality` licence."""
    return PASSENGER_LIST_ARTICLES[LicenceModality(modality)]


# The articles a Goiás licence rests on, its own modality's: the fretamento's licence (art.
# 27, I to III) under its subsection (arts. 28, 29 or 30) with the papers carried on board
# (art. 39; its sole § is the school driver's defensive-driving certificate); the
# característica vinculada's per vehicle (arts. 58 and 59), outside the fretamento.
LICENCE_BASIS = {
    LicenceModality.EVENTUAL: f"{R105}, arts. 27, I, 28 e 39",
    LicenceModality.CONTINUO: f"{R105}, arts. 27, II, 29 e 39",
    LicenceModality.ESCOLAR: f"{R105}, arts. 27, III, 30 e 39, caput e parágrafo único",
    LicenceModality.VINCULADA: f"{R105}, arts. 58 e 59",
}


def licence_basis(modality: str) -> tuple[str, ...]:
    """The "Base legal" a Goiás licence of `modality` prints (`LICENCE_BASIS`). A fretamento
    licence cites the decree too, whose art. 13 lists the fretamentos the resolution
    regulates (Res. 105, art. 1º); the característica vinculada rests on Chapter V alone:
    the decree of the regular lines and the fretamentos (Decreto 8.444/2015, arts. 3º,
    XLVIII, and 13) does not take it up."""
    if modality == LicenceModality.VINCULADA:
        return (LICENCE_BASIS[LicenceModality.VINCULADA],)
    return LICENCE_BASIS[LicenceModality(modality)], D8444


def check_continuation_day(start: date, end: date, day: date) -> date:
    """Art. 36: the trip continues in another vehicle after a retention, an accident or a
    breakdown on the way, so on one of the licence's days of travel, `start` to `end`; the
    `day` of the occurrence is returned, or a RulesError on "occurred_at"."""
    if not start <= day <= end:
        raise RulesError(
            "occurred_at",
            f"a ocorrência de {br_date(day)} não é de um dia da viagem, de {br_date(start)} a "
            f"{br_date(end)}: a continuação é da viagem interrompida ({R105}, art. 36)",
        )
    return day


def capacity_after_replacement(
    seats: tuple[int, ...],
    replaced_seats: int,
    replacement_seats: int,
    passengers: int,
    replacement: str = "este veículo",
) -> int:
    """Art. 36 with art. 38 XII: the trip continued in another vehicle seats the licence's
    vehicles (`seats`) less the one replaced plus its replacement, and may not carry more
    passengers than that (RulesError naming `vehicle`, the replacement called as
    `replacement` says)."""
    capacity = sum(seats) - replaced_seats + replacement_seats
    if passengers > capacity:
        raise RulesError(
            "vehicle",
            f"com o veículo {replacement} ({replacement_seats} lugares) a viagem tem "
            f"{capacity} lugares para {passengers} passageiros ({R105}, art. 38, XII)",
        )
    return capacity


def _rules(rulebook: Rulebook, request: LicenceRequest) -> list[tuple[str, bool]]:
    modality = request.modality
    capacity = sum(vehicle.capacity for vehicle in request.vehicles)
    operator = request.operator
    advance = timedelta(hours=int(rulebook.period("eventual_antecedencia_horas").value))
    minimum_days = int(rulebook.period("continuo_duracao_minima_dias").value)
    max_key = (
        "vinculada_duracao_maxima_meses"
        if modality == "vinculada"
        else "continuo_duracao_maxima_meses"
    )
    last_allowed = add_months(request.start, int(rulebook.period(max_key).value)) - timedelta(
        days=1
    )
    days = (request.end - request.start).days + 1
    substitutions = passenger_changes_allowed(rulebook, modality)
    suspended = operator.suspended_until is not None and operator.suspended_until >= request.start
    general = request.passenger_list != "nominal"
    general_ok = modality == "continuo" and general_list_allowed(
        request.passenger_list, request.contractor_public, request.destinations
    )
    route = route_reasons("GO", request.origin, request.destination)
    return [
        (
            "antecedencia_minima",
            modality == "eventual"
            and request.departure is not None
            and request.requested_at > request.departure - advance,
        ),
        ("duracao_minima", modality in ("continuo", "escolar") and days < minimum_days),
        ("duracao_maxima", modality != "eventual" and request.end > last_allowed),
        ("lotacao", request.passengers > capacity),
        (
            "substituicoes",
            substitutions is not None and request.substitutions > substitutions,
        ),
        (
            "crc_vencido",
            not operator.registration_cancelled
            and not valid_through(operator.crc_valid_until, request.end),
        ),
        ("registro_cancelado", operator.registration_cancelled),
        (
            "modalidade_nao_registrada",
            not operator.registration_cancelled and modality not in operator.modalities,
        ),
        ("autorizataria_suspensa", suspended),
        ("suspensao_preventiva", operator.preventively_suspended),
        ("debito_agr", operator.overdue_debts),
        ("reclamacao_pendente", operator.complaint_pending),
        ("fora_da_jurisdicao", "fora_da_jurisdicao" in route),
        ("mesmo_municipio", "mesmo_municipio" in route),
        ("motorista_sem_vinculo", not request.driver_link_proven),
        (
            "vinculo_nao_comprovado",
            persons_link_asked(request.link_proof_demanded, request.public_institution)
            and not request.persons_link_proven,
        ),
        ("lista_geral_nao_permitida", general and not general_ok),
    ]


def general_list_allowed(passenger_list: str, contractor_public: bool, destinations: int) -> bool:
    """Art. 29 §§2º-3º: a contínuo's general list stands for the nominal one only in "os
    deslocamentos para atendimento da demanda dos municípios ou órgãos público, com a
    finalidade exclusiva para tratamento de saúde" (§2º: the contractor is a municipality or
    a public body) or for rural workers "nas licenças emitidas para mais de um destino"
    (§3º)."""
    if passenger_list == PassengerList.GERAL_SAUDE:
        return contractor_public
    if passenger_list == PassengerList.GERAL_TRABALHADORES_RURAIS:
        return destinations > 1
    return True


def refund_on_giving_up(modality: str) -> bool:
    """GO art. 28 §2: giving up the trip with the refund of the amount paid is of the
    eventual or tourist charter only."""
    return modality == "eventual"


# Art. 36's continuation in another vehicle is the fretamento's: its "licença de viagem
# inicial" is the licence of arts. 6º, XII, and 27; the característica vinculada runs in the
# institution's own vehicle (art. 53, I) on a licence issued per vehicle (art. 58).
CONTINUATION_REFUSAL_VINCULADA = (
    "A continuação da viagem em outro veículo (Res. AGR 105/2017, art. 36) é do fretamento: a "
    "licença de característica vinculada é emitida por veículo próprio (arts. 53, I, e 58), e "
    "outro veículo viaja com a sua própria licença."
)


def continuation_refusal(modality: str) -> str | None:
    """Why a licence of `modality` takes no continuation in another vehicle (art. 36), or
    None when it takes one."""
    return CONTINUATION_REFUSAL_VINCULADA if modality == "vinculada" else None


@dataclass(frozen=True)
class CancellationTerm:
    departure: datetime
    last_moment: datetime
    articles: tuple[str, ...]

    def allows(self, asked_at: datetime) -> bool:
        return asked_at <= self.last_moment


def cancellation_term(rulebook: Rulebook, departure: datetime) -> CancellationTerm:
    """GO art. 28 §2: the client of an eventual trip may give it up, with the refund, when
    asking up to 24 hours before the contracted time."""
    if rulebook.jurisdiction != "GO":
        raise RulesError("jurisdiction", "desistência de viagem é regra da Res. AGR 105/2017 (GO)")
    if not isinstance(departure, datetime):
        raise RulesError("departure", "informe data e hora da viagem")
    period = rulebook.period("desistencia_antecedencia_horas")
    return CancellationTerm(
        departure, departure - timedelta(hours=int(period.value)), (period.article,)
    )
