"""May this autorização de serviço be granted? Every reason that applies, at once (Roraima,
Lei RR 664/2008, arts. 2, 18-22, 27-31, 39, 86-88).

Roraima's own law: the services of art. 2 are granted by authorisation to companies
registered with the CRE/RR (sole §) for at most six months (art. 19), with registered
vehicles (arts. 27, 29 I) used up to 15 years from the year of manufacture (arts. 28 §1,
31 I), inspected (art. 30), and passengers insured against accidents (arts. 20 V, 39).
A company declared inidônea (art. 86) or whose authorisation or concession was cassada
(arts. 22, 87; art. 88 bars it) gets none. The trip links two municipalities of Roraima
(arts. 1, 2: transporte intermunicipal).

Three checks that the application feeds and the conformance harness does not (all default to
"no problem"): a vehicle withdrawn from traffic and not released (art. 30 §1), the
commitment term signed before the service starts (arts. 20, 23), and the proofs art. 18
asks of a proposal of fretamento or school transport (art. 2º IV): clean civil and criminal
records of the company's directors (I), the caução deposited (II) and, for school
transport, the intermunicipal school transport contract (III).
"""

import re
from dataclasses import dataclass
from datetime import date

from desktop.rules.article_lists import grouped_articles
from desktop.rules.errors import RulesError
from desktop.rules.inputs import require_bool, require_int
from desktop.rules.licence_facts import (
    LicenceDecision,
    LicenceFinding,
    VehicleStatus,
    check_insurance_periods,
    insured_for_the_trip,
    route_reasons,
    valid_through,
)
from desktop.rules.rulebook import Rulebook
from desktop.rules.validity import rr_authorisation_term

L664 = "Lei RR 664/2008"
# Art. 2: I viagem especial, II viagem eventual, III viagem de turismo, IV fretamento e
# transporte escolar.
MODALITIES = ("especial", "eventual", "turismo", "fretamento")
SANCTIONS = ("inidoneidade", "cassacao")

RR_REASONS = {
    "modalidade_nao_registrada": (
        f"{L664}, art. 2º, parágrafo único",
        "Empresa não cadastrada no CRE/RR para o serviço pedido.",
    ),
    "duracao_maxima": (
        f"{L664}, art. 19",
        "Autorização de serviço com duração superior a seis meses.",
    ),
    "veiculo_nao_registrado": (f"{L664}, art. 27; art. 29, I", "Veículo sem registro no CRE/RR."),
    "idade_maxima": (
        f"{L664}, art. 28 §1º; art. 31, I",
        "Veículo com mais de 15 anos de fabricação no último dia da viagem.",
    ),
    "vistoria_vencida": (
        f"{L664}, art. 2º, parágrafo único; art. 30",
        "Vistoria do veículo não válida até o último dia da viagem.",
    ),
    "seguro_vencido": (
        f"{L664}, art. 20, V; art. 39",
        "Seguro de acidentes pessoais dos passageiros não vigente em todos os dias da viagem.",
    ),
    "lotacao": (
        f"{L664}, art. 2º, parágrafo único",
        "Passageiros acima dos lugares sentados dos veículos da autorização.",
    ),
    "crc_vencido": (
        f"{L664}, art. 2º, parágrafo único",
        "Cadastro da empresa no CRE/RR vencido antes do último dia da viagem.",
    ),
    "inidonea": (f"{L664}, art. 86", "Empresa declarada inidônea."),
    "cassada": (
        f"{L664}, arts. 22 e 87; art. 88",
        "Autorização ou concessão da empresa cassada: impedida de contratar com a Administração.",
    ),
    "fora_da_jurisdicao": (
        f"{L664}, arts. 1º e 2º",
        "Origem ou destino fora do Estado de Roraima: o serviço é intermunicipal, no Estado.",
    ),
    "mesmo_municipio": (
        f"{L664}, arts. 1º e 2º",
        "Origem e destino no mesmo município: o serviço é intermunicipal.",
    ),
    "veiculo_afastado": (
        f"{L664}, art. 30 §1º",
        "Veículo retirado de tráfego e ainda não liberado pelo CRE/RR.",
    ),
    "termo_compromisso": (
        f"{L664}, arts. 20 e 23",
        "Termo de compromisso não assinado antes do início do serviço.",
    ),
    "antecedentes_dirigentes": (
        f"{L664}, art. 18, I",
        "Sem prova em vigor de negativa de antecedentes civil e criminal dos dirigentes.",
    ),
    "caucao": (f"{L664}, art. 18, II", "Sem prova do depósito da caução."),
    "contrato_escolar": (
        f"{L664}, art. 18, III",
        "Sem prova em vigor do contrato de transporte escolar intermunicipal.",
    ),
}
# Art. 18: the proofs a proposal of the authorisation of art. 2º, IV must come with; the
# school transport contract (III) only when the service is school transport.
ART_18_PROOFS = ("antecedentes_dirigentes", "caucao")
ART_18_SCHOOL_PROOF = "contrato_escolar"

# The reasons checked once for each vehicle of the authorisation, found with its plate.
VEHICLE_REASONS = (
    "veiculo_nao_registrado",
    "idade_maxima",
    "vistoria_vencida",
    "seguro_vencido",
    "veiculo_afastado",
)


@dataclass(frozen=True)
class RrOperatorStatus:
    """The company: the services it is registered for (art. 2 sole §), the last day of its
    registration when one is set (the law sets no term: None), a sanction in force,
    `inidoneidade` (art. 86) or `cassacao` (art. 87), or None, and the proofs of art. 18 it
    has in force (`ART_18_PROOFS`, `ART_18_SCHOOL_PROOF`; None leaves art. 18 out)."""

    modalities: frozenset[str]
    crc_valid_until: date | None = None
    sanction: str | None = None
    proofs: frozenset[str] | None = None


@dataclass(frozen=True)
class CommitmentTerm:
    """The termo de compromisso of arts. 20 and 23; `signed_on` None while unsigned."""

    signed_on: date | None


@dataclass(frozen=True)
class RrLicenceRequest:
    """An autorização de serviço asked for the days `start` to `end` (both travelled).

    `vehicles` every vehicle, each with its `manufacture_year`; their `capacity` is the seated
    capacity (the standing allowance of art. 26 belongs to regular lines). `origin` and
    `destination` are IBGE codes, each checked when given. `commitment` None leaves the
    commitment term out of the check; `school` a fretamento that is school transport (art. 2º,
    IV), which art. 18, III asks the school transport contract of."""

    modality: str
    start: date
    end: date
    passengers: int
    vehicles: tuple[VehicleStatus, ...]
    operator: RrOperatorStatus
    origin: str | None = None
    destination: str | None = None
    commitment: CommitmentTerm | None = None
    school: bool = False


def _check_vehicles(request: RrLicenceRequest) -> None:
    if not isinstance(request.vehicles, tuple) or not request.vehicles:
        raise RulesError("vehicles", "informe ao menos um veículo")
    plates = [vehicle.plate for vehicle in request.vehicles if vehicle.plate]
    if len(set(plates)) != len(plates):
        raise RulesError("vehicles", "o mesmo veículo aparece duas vezes na autorização")
    for index, vehicle in enumerate(request.vehicles):
        where = f"vehicles[{index}]"
        require_int(vehicle.capacity, f"{where}.capacity")
        require_bool(vehicle.registered, f"{where}.registered")
        require_bool(vehicle.withdrawn_from_traffic, f"{where}.withdrawn_from_traffic")
        if vehicle.manufacture_year is None:
            raise RulesError(
                f"{where}.manufacture_year",
                "informe o ano de fabricação (Lei RR 664/2008, art. 28, § 1º)",
            )
        year = require_int(vehicle.manufacture_year, f"{where}.manufacture_year", minimum=1900)
        if year > request.end.year:
            raise RulesError(
                f"{where}.manufacture_year", "ano de fabricação posterior ao último dia da viagem"
            )
        for name in ("inspection_valid_until", "insurance_valid_until"):
            value = getattr(vehicle, name)
            if value is not None and not isinstance(value, date):
                raise RulesError(f"{where}.{name}", "informe uma data")
        if vehicle.insurance_periods is not None:
            check_insurance_periods(vehicle.insurance_periods, f"{where}.insurance_periods")


def _check_request(request: RrLicenceRequest) -> None:
    if request.modality not in MODALITIES:
        raise RulesError(
            "modality",
            f"serviço {request.modality!r}; use {', '.join(MODALITIES)} ({L664}, art. 2º)",
        )
    for name in ("start", "end"):
        if not isinstance(getattr(request, name), date):
            raise RulesError(name, "informe a data")
    if request.end < request.start:
        raise RulesError("end", "último dia da viagem anterior ao primeiro")
    require_int(request.passengers, "passengers")
    _check_vehicles(request)
    operator = request.operator
    if not isinstance(operator.modalities, frozenset | set):
        raise RulesError("operator.modalities", "informe os serviços cadastrados")
    if operator.crc_valid_until is not None and not isinstance(operator.crc_valid_until, date):
        raise RulesError("operator.crc_valid_until", "informe uma data ou nenhuma")
    if operator.sanction is not None and operator.sanction not in SANCTIONS:
        raise RulesError(
            "operator.sanction",
            f"sanção {operator.sanction!r}; use {' ou '.join(SANCTIONS)} ({L664}, arts. 86 e 87)",
        )
    require_bool(request.school, "school")
    if operator.proofs is not None and not isinstance(operator.proofs, frozenset):
        raise RulesError("operator.proofs", "informe as provas do art. 18 em vigor")
    signed = request.commitment.signed_on if request.commitment is not None else None
    if signed is not None and not isinstance(signed, date):
        raise RulesError("commitment.signed_on", "informe a data da assinatura")


def check_rr_licence(rulebook: Rulebook, request: RrLicenceRequest) -> LicenceDecision:
    """Every reason from RR_REASONS that stops `request`; allowed when there is none."""
    if rulebook.jurisdiction != "RR":
        raise RulesError("jurisdiction", f"autorização de serviço é regra da {L664} (RR)")
    _check_request(request)
    rulebook.check_in_force(request.start, "start")
    findings = [
        LicenceFinding(reason, *RR_REASONS[reason])
        for reason, applies in _rules(rulebook, request)
        if applies
    ]
    limit = rulebook.period("idade_maxima_uso_anos")
    for vehicle in request.vehicles:
        for reason, applies in _vehicle_rules(request, vehicle, int(limit.value)):
            if applies:
                article, message = RR_REASONS[reason]
                if vehicle.plate:
                    message = f"Veículo {vehicle.plate}: {message}"
                findings.append(LicenceFinding(reason, article, message, vehicle.plate))
    order = {reason: index for index, reason in enumerate(RR_REASONS)}
    findings.sort(key=lambda finding: order[finding.reason])
    return LicenceDecision(not findings, tuple(findings))


def _vehicle_rules(
    request: RrLicenceRequest, vehicle: VehicleStatus, age_limit: int
) -> list[tuple[str, bool]]:
    # Art. 28 §1: used up to 15 years counted from the year of manufacture; over that on
    # the last day of travel the registration is cancelled (art. 31, I).
    age = request.end.year - (vehicle.manufacture_year or request.end.year)
    return [
        ("veiculo_nao_registrado", not vehicle.registered),
        ("idade_maxima", age > age_limit),
        ("vistoria_vencida", not valid_through(vehicle.inspection_valid_until, request.end)),
        ("seguro_vencido", not insured_for_the_trip(vehicle, request.start, request.end)),
        ("veiculo_afastado", vehicle.withdrawn_from_traffic),
    ]


def _rules(rulebook: Rulebook, request: RrLicenceRequest) -> list[tuple[str, bool]]:
    operator = request.operator
    # Art. 19: at most six months; the last day is the day before the same date six months
    # later (a day the month lacks is its last day, and the limit the day before it).
    last_allowed = rr_authorisation_term(rulebook, request.start, line=False).last_day
    capacity = sum(vehicle.capacity for vehicle in request.vehicles)
    route = route_reasons("RR", request.origin, request.destination)
    commitment = request.commitment
    unsigned = commitment is not None and (
        commitment.signed_on is None or commitment.signed_on > request.start
    )
    return [
        ("modalidade_nao_registrada", request.modality not in operator.modalities),
        ("duracao_maxima", request.end > last_allowed),
        ("lotacao", request.passengers > capacity),
        (
            "crc_vencido",
            operator.crc_valid_until is not None and operator.crc_valid_until < request.end,
        ),
        ("inidonea", operator.sanction == "inidoneidade"),
        ("cassada", operator.sanction == "cassacao"),
        ("fora_da_jurisdicao", "fora_da_jurisdicao" in route),
        ("mesmo_municipio", "mesmo_municipio" in route),
        ("termo_compromisso", unsigned),
        *_art18_reasons(request),
    ]


def _art18_wanted(modality: str, school: bool) -> tuple[str, ...]:
    """The proofs of art. 18 a proposal of `modality` shows: none outside art. 2º, IV."""
    if modality != "fretamento":
        return ()
    return ART_18_PROOFS + ((ART_18_SCHOOL_PROOF,) if school else ())


def _art18_reasons(request: RrLicenceRequest) -> list[tuple[str, bool]]:
    """Each proof of art. 18 the request must show, and whether the company lacks it; none
    when the company's proofs are not given."""
    proofs = request.operator.proofs
    if proofs is None:
        return []
    wanted = _art18_wanted(request.modality, request.school)
    return [(proof, proof not in proofs) for proof in wanted]


def rr_checked_articles(modality: str, school: bool = False) -> tuple[str, ...]:
    """The articles an autorização of `modality` is checked on, in the order of RR_REASONS,
    each once: art. 18's proofs only for art. 2º, IV, its III only for school transport."""
    unasked = {*ART_18_PROOFS, ART_18_SCHOOL_PROOF} - set(_art18_wanted(modality, school))
    return tuple(
        dict.fromkeys(
            article for reason, (article, _) in RR_REASONS.items() if reason not in unasked
        )
    )


# The autorização rests on the service of art. 2º, its term (art. 19) and the commitment
# term (art. 20); of chapter V (arts. 18-23), the articles its issue was checked on too.
RR_BASIS = ("art. 2º", "art. 19", "art. 20")
_CHAPTER_V = re.compile(r"\b(1[89]|2[0-3])\b")


def rr_licence_basis(articles_checked: tuple[str, ...]) -> str:
    """The "Base legal" an autorização prints: arts. 2º, 19 and 20 with each article of
    chapter V its issue was checked on (`rr_checked_articles`): art. 18 when the proofs
    were, art. 23 with the commitment term."""
    checked = {
        f"art. {number}"
        for article in articles_checked
        if article.startswith(L664)
        for number in _CHAPTER_V.findall(article.removeprefix(L664))
    }
    return f"Lei 664/2008, {grouped_articles((*RR_BASIS, *sorted(checked)))}"
