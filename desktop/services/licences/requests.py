"""The licence request as the counter types it, and the checklist of what each modality's
article requires (Res. AGR 105/2017 art. 28 I-III; art. 29 I-VI; art. 30 I-V; art. 59 I-II;
Lei RR 664/2008 arts. 19-20).

`check_request` validates every field at once and raises one ValidationError naming each
field at fault (pt-BR message with the article); nothing is looked up in the database here.
"""

import re
import uuid
from dataclasses import dataclass, field, replace
from datetime import date, datetime

from desktop.rules.choices import (
    DriverLink,
    LicenceModality,
    PassengerList,
    RrTrip,
    company_word,
    licence_word,
    passenger_lists,
    registration_modalities,
)
from desktop.rules.licence_lists import cited, list_articles, unasked_driver_fields
from desktop.rules.licences import route_errors
from desktop.rules.public_institutions import persons_link_asked
from desktop.services.calendar import zone_of
from desktop.services.licences.passengers import PassengerInput, passenger_errors
from desktop.services.municipalities import municipality_index
from desktop.services.validation import (
    REQUIRED_MESSAGE,
    FieldErrors,
    check_cnpj,
    check_cpf,
    digits_only,
    is_blank,
    normalize_cnpj,
)

R105 = "Res. AGR 105/2017"
L664 = "Lei RR 664/2008"

_TIME = re.compile(r"^([01]\d|2[0-3]):[0-5]\d$")


@dataclass(frozen=True)
class ChecklistItem:
    key: str
    title: str
    article: str


_CHECKLISTS = {
    "eventual": (
        ChecklistItem(
            "requerimento",
            "Requerimento com antecedência de até 6 horas do início da viagem",
            f"{R105}, art. 28, I",
        ),
        ChecklistItem(
            "nota_fiscal", "Nota fiscal da viagem, com origem e destino", f"{R105}, art. 28, II"
        ),
        ChecklistItem("passageiros", "Relação dos passageiros", f"{R105}, art. 28, III"),
    ),
    "continuo": (
        ChecklistItem("requerimento", "Requerimento de fretamento contínuo", f"{R105}, art. 29, I"),
        ChecklistItem(
            "contrato",
            "Contrato de prestação de serviço com firmas reconhecidas",
            f"{R105}, art. 29, II",
        ),
        ChecklistItem(
            "roteiro", "Roteiro da viagem assinado pelo contratante", f"{R105}, art. 29, III"
        ),
        ChecklistItem("quadro", "Quadro de horários e dias da semana", f"{R105}, art. 29, IV"),
        ChecklistItem("passageiros", "Relação dos passageiros", f"{R105}, art. 29, V"),
        ChecklistItem(
            "nota_fiscal", "Nota fiscal da viagem, com origem e destino", f"{R105}, art. 29, VI"
        ),
    ),
    "escolar": (
        ChecklistItem(
            "requerimento", "Requerimento de fretamento contínuo escolar", f"{R105}, art. 30, I"
        ),
        ChecklistItem(
            "contrato",
            "Contrato de prestação de serviço com firma reconhecida",
            f"{R105}, art. 30, II",
        ),
        ChecklistItem(
            "declaracao",
            "Declaração dos pais ou responsáveis pelos alunos menores",
            f"{R105}, art. 30, III",
        ),
        ChecklistItem("passageiros", "Relação dos alunos", f"{R105}, art. 30, IV"),
        ChecklistItem(
            "nota_fiscal", "Nota fiscal da viagem, com origem e destino", f"{R105}, art. 30, V"
        ),
        ChecklistItem(
            "direcao_defensiva",
            "Certificado de direção defensiva do condutor para transporte escolar",
            f"{R105}, art. 39, parágrafo único",
        ),
    ),
    "vinculada": (
        ChecklistItem(
            "requerimento",
            "Requerimento de transporte de característica vinculada",
            f"{R105}, art. 59, I",
        ),
        ChecklistItem(
            "passageiros",
            f"Relação das pessoas com vínculo direto com a empresa (CTPS ou RAIS, {R105}, art. 54)",
            f"{R105}, art. 59, II",
        ),
    ),
}
_RR_COMMITMENT = ChecklistItem(
    "termo_compromisso",
    "Termo de compromisso assinado antes de iniciar o serviço",
    f"{L664}, art. 20",
)


def _item(modality: str, key: str) -> ChecklistItem:
    return next(item for item in _CHECKLISTS[modality] if item.key == key)


# Roraima's autorização de serviço on Lei 664 only (Res. 105 arts. 28-30 are Goiás's): the
# request of a company registered for the service (art. 2 sole §), the list of the persons
# carried (art. 90 III), for charter and school transport the timetable and itinerary the
# operator commits to (art. 20 II), and the commitment term (art. 20).
_RR_CHECKLIST = (
    ChecklistItem(
        "requerimento",
        "Requerimento de autorização de serviço",
        f"{L664}, art. 2º, parágrafo único",
    ),
    ChecklistItem("passageiros", "Relação das pessoas a transportar", f"{L664}, art. 90, III"),
    ChecklistItem("quadro", "Quadro de horários e itinerário", f"{L664}, art. 20, II"),
)


def checklist(modality: str, jurisdiction: str = "GO") -> tuple[ChecklistItem, ...]:
    """What the article of `modality` requires before the licence is issued."""
    if jurisdiction == "RR":
        items = tuple(
            item
            for item in _RR_CHECKLIST
            if item.key != "quadro" or modality in ("continuo", "escolar")
        )
        return (*items, _RR_COMMITMENT)
    return _CHECKLISTS[modality]


@dataclass(frozen=True)
class DriverInput:
    name: str
    cpf: str
    cnh: str
    link_kind: str
    link_reference: str
    defensive_certificate: str = ""


@dataclass(frozen=True)
class ScheduleInput:
    """A line of the table of art. 29 IV: weekday as `date.weekday()`, times "HH:MM"."""

    weekday: int
    departure_time: str
    return_time: str = ""


@dataclass(frozen=True)
class LicenceInput:
    """A licence request. `vehicle_ids` every vehicle of the trip, in the order printed (one
    or more: art. 29 §§2-3 speaks of "todos os veículos utilizados no deslocamento");
    `departure_at` (aware) is the eventual trip's start; `start_on` and `end_on` the first and
    last day of travel. `requested_at` defaults to the clock."""

    modality: str
    operator_id: uuid.UUID | None
    vehicle_ids: tuple[uuid.UUID, ...]
    start_on: date | None
    end_on: date | None
    origin_code: str
    destination_code: str
    itinerary: str
    drivers: tuple[DriverInput, ...]
    passengers: tuple[PassengerInput, ...]
    departure_at: datetime | None = None
    requested_at: datetime | None = None
    trips: int | None = None
    schedule: tuple[ScheduleInput, ...] = ()
    contractor_name: str = ""
    contractor_document: str = ""
    contract_number: str = ""
    contract_date: date | None = None
    invoice_number: str = ""
    passenger_list: str = "nominal"
    destinations: int = 1
    public_institution: bool = False
    link_proof_demanded: bool = False
    commitment_signed_on: date | None = None
    documents_presented: frozenset[str] = field(default_factory=frozenset)
    contractor_public: bool = False
    request_protocol: str = ""
    # Roraima's eventual modality: the trip of Lei RR 664/2008, art. 2º, I-III (an RrTrip code).
    rr_trip: str = ""


def driver_as_asked(driver: DriverInput, jurisdiction: str) -> DriverInput:
    """A driver taken from what the office stored (an earlier licence, a draft) with only the
    fields the office's law asks (`unasked_driver_fields`): the form neither shows nor
    carries the others. A request that carries them is refused (`check_request`)."""
    return replace(driver, **{unasked.name: "" for unasked in unasked_driver_fields(jurisdiction)})


def _unasked_problem(driver: DriverInput, jurisdiction: str) -> str | None:
    """The fields of `driver` that the office's law does not ask and the request carries:
    refused, never cleared, so that nothing a caller sent is lost without a word. Only Lei
    RR 664/2008 leaves a driver's field unasked (`unasked_driver_fields`)."""
    labels = [
        unasked.label
        for unasked in unasked_driver_fields(jurisdiction)
        if not is_blank(getattr(driver, unasked.name))
    ]
    if not labels:
        return None
    named = labels[0] if len(labels) == 1 else ", ".join(labels[:-1]) + " e " + labels[-1]
    plural = "s" if len(labels) > 1 else ""
    return (
        f"{named} não previsto{plural} na {L664} para a {licence_word(jurisdiction)} "
        f"(retire-o{plural} do pedido)"
    )


def contractor_error(value: str) -> str | None:
    """The contracting party is a company (CNPJ) or a person (CPF) (art. 29 II)."""
    if is_blank(value):
        return REQUIRED_MESSAGE
    if len(digits_only(value)) == 11 and len(normalize_cnpj(value)) == 11:
        return check_cpf(value)
    return check_cnpj(value)


def normalize_contractor(value: str) -> str:
    compact = normalize_cnpj(value)
    return compact if len(compact) == 14 else digits_only(value)


def contractor_is_public(data: LicenceInput) -> bool:
    """Art. 29 §2º: the contractor declared a municipality or a public body, with its CNPJ (a
    person, with a CPF, is neither)."""
    return data.contractor_public and len(normalize_contractor(data.contractor_document)) == 14


def _municipality_error(code: str) -> str | None:
    if is_blank(code):
        return REQUIRED_MESSAGE
    if municipality_index().get(code) is None:
        return "Município não encontrado na lista do IBGE."
    return None


def _check_trip(
    errors: FieldErrors, data: LicenceInput, jurisdiction: str, today: date | None
) -> None:
    if data.operator_id is None:
        errors.add("operator", f"Escolha a {company_word(jurisdiction)}.")
    if not data.vehicle_ids:
        errors.add("vehicle", "Escolha ao menos um veículo.")
    elif data.modality == "vinculada" and len(data.vehicle_ids) > 1:
        errors.add(
            "vehicle",
            "A licença de característica vinculada é emitida por veículo "
            "(Res. AGR 105/2017, art. 58): peça uma licença para cada veículo.",
        )
    errors.add("origin_code", _municipality_error(data.origin_code))
    errors.add("destination_code", _municipality_error(data.destination_code))
    if jurisdiction == "GO":
        # Res. AGR 105/2017, art. 1º; Decreto 8.444/2015, art. 3º, XLVIII, and art. 4º (art.
        # 53 for the vinculada): the rules say which municipality stops the trip, and the
        # form shows it next to it.
        known = {
            name: code
            for name, code in (("origin", data.origin_code), ("destination", data.destination_code))
            if municipality_index().get(code) is not None
        }
        route = route_errors(data.modality, known.get("origin"), known.get("destination"))
        for name, message in route.items():
            errors.add(f"{name}_code", message)
    if is_blank(data.itinerary):
        errors.add(
            "itinerary",
            "Descreva o itinerário da viagem (Res. AGR 105/2017, art. 38, III: o trajeto é o "
            "especificado na licença)."
            if jurisdiction == "GO"
            else f"Descreva o itinerário da viagem ({L664}, art. 20, II).",
        )
    if data.start_on is None:
        errors.add("start_on", REQUIRED_MESSAGE)
    if data.end_on is None:
        errors.add("end_on", REQUIRED_MESSAGE)
    if data.start_on and data.end_on and data.end_on < data.start_on:
        errors.add("end_on", "O último dia da viagem é anterior ao primeiro.")
    if data.start_on and today and data.start_on < today:
        errors.add(
            "start_on",
            "O primeiro dia da viagem já passou: a licença autoriza viagem futura (Res. AGR "
            "105/2017, art. 27)."
            if jurisdiction == "GO"
            else "O primeiro dia da viagem já passou: a autorização é para serviço futuro.",
        )
    # Res. 105 art. 28 I-II (departure 6 hours ahead, invoice) are Goiás's.
    if data.modality == "eventual" and jurisdiction == "GO":
        if data.departure_at is None:
            errors.add(
                "departure_at", "Informe data e hora da partida (Res. AGR 105/2017, art. 28, I)."
            )
        elif data.departure_at.tzinfo is None:
            errors.add("departure_at", "Hora da partida sem fuso horário.")
        elif (
            data.start_on
            and data.departure_at.astimezone(zone_of(jurisdiction)).date() != data.start_on
        ):
            errors.add("departure_at", "A partida deve ser no primeiro dia da viagem.")
        if is_blank(data.invoice_number):
            errors.add(
                "invoice_number",
                "Informe a nota fiscal da viagem (Res. AGR 105/2017, art. 28, II).",
            )
    if jurisdiction == "RR" and data.commitment_signed_on is None:
        errors.add(
            "commitment_signed_on",
            "Informe a data da assinatura do termo de compromisso (Lei RR 664/2008, art. 20).",
        )


def _check_contract(errors: FieldErrors, data: LicenceInput) -> None:
    errors.add("contractor_name", REQUIRED_MESSAGE if is_blank(data.contractor_name) else None)
    errors.add("contractor_document", contractor_error(data.contractor_document))
    if is_blank(data.contract_number):
        errors.add(
            "contract_number", f"Informe o contrato ({_item(data.modality, 'contrato').article})."
        )
    if is_blank(data.invoice_number):
        errors.add(
            "invoice_number",
            f"Informe a nota fiscal da viagem ({_item(data.modality, 'nota_fiscal').article}).",
        )
    if data.trips is None or data.trips < 1:
        errors.add(
            "trips", "Informe a quantidade de viagens (Res. AGR 105/2017, arts. 29 e 30, caput)."
        )
    # The table of days and times is art. 29 IV's, of the contínuo only: art. 30 does not
    # ask it of the contínuo escolar, whose table is checked only when given.
    timetable = next((item for item in _CHECKLISTS[data.modality] if item.key == "quadro"), None)
    if timetable is not None and not data.schedule:
        errors.add("schedule", f"Preencha o quadro de dias e horários ({timetable.article}).")
    _check_schedule(errors, data)


# The fretamento's data (Res. AGR 105/2017, arts. 28-30): the contracting party, contract,
# invoice, number of trips and table of days and times.
_FRETAMENTO_DATA = (
    ("contractor_name", "o contratante"),
    ("contractor_document", "o CNPJ/CPF do contratante"),
    ("contract_number", "o contrato"),
    ("contract_date", "a data do contrato"),
    ("invoice_number", "a nota fiscal"),
    ("trips", "a quantidade de viagens"),
    ("schedule", "o quadro de dias e horários"),
)


# What Lei RR 664/2008 does not ask of an autorização's request (arts. 18 to 20): the school
# transport contract is a proof the company shows (art. 18, III), not the request's data.
RR_UNASKED_CONTRACT = {
    "contractor_name": "o contratante",
    "contractor_document": "o CNPJ/CPF do contratante",
    "contract_number": "o número do contrato",
    "contract_date": "a data do contrato",
    "trips": "a quantidade de viagens",
}


def _refuse_given(errors: FieldErrors, data: LicenceInput, unasked: dict[str, str], why) -> None:
    """Each of the `unasked` data (name: what) the request carries is refused next to its
    field with `why(what)`, never printed."""
    for name, what in unasked.items():
        value = getattr(data, name)
        if value is not None and value != () and not (isinstance(value, str) and is_blank(value)):
            errors.add(name, why(what))


def _refuse_fretamento_data(errors: FieldErrors, data: LicenceInput) -> None:
    """The característica vinculada carries, without pay, persons linked to the institution
    (art. 53, I) and its licence asks only the request and the list of persons carried (art.
    59, I-II): the fretamento's data a request carries are refused."""
    _refuse_given(
        errors,
        data,
        dict(_FRETAMENTO_DATA),
        lambda what: (
            f"A licença de característica vinculada não leva {what}, que é do "
            "fretamento (Res. AGR 105/2017, arts. 28 a 30; art. 59, I e II): deixe o campo em "
            "branco."
        ),
    )


def _check_schedule(errors: FieldErrors, data: LicenceInput) -> None:
    for line in data.schedule:
        if not 0 <= line.weekday <= 6:
            errors.add("schedule", "Dia da semana inválido no quadro de horários.")
        if not _TIME.match(line.departure_time or ""):
            errors.add("schedule", f"Horário {line.departure_time!r} inválido: use HH:MM.")
        if line.return_time and not _TIME.match(line.return_time):
            errors.add("schedule", f"Horário {line.return_time!r} inválido: use HH:MM.")


def _check_drivers(errors: FieldErrors, data: LicenceInput, jurisdiction: str) -> None:
    """The drivers as the office's law asks them (`desktop.rules.licence_lists`); the link
    of arts. 46-47 is the fretamento's autorizatária's, never asked of the característica
    vinculada (Res. AGR 105/2017, arts. 53-59 ask the link of the persons carried)."""
    articles = list_articles(jurisdiction)
    if data.modality == "vinculada":
        articles = replace(articles, drivers="", driver_link=None)
    if not data.drivers:
        errors.add("drivers", "Informe ao menos um motorista" + cited(articles.drivers) + ".")
    seen: set[str] = set()
    for index, driver in enumerate(data.drivers, start=1):
        prefix = f"Motorista {index}"
        cpf_error = check_cpf(driver.cpf)
        problems = [
            "nome obrigatório" if is_blank(driver.name) else None,
            f"CPF: {cpf_error}" if cpf_error else None,
            "CNH com 11 dígitos" if len(digits_only(driver.cnh)) != 11 else None,
            "documento de vínculo (CTPS, contrato de trabalho, contrato social ou ata; "
            f"{articles.driver_link})"
            if articles.driver_link is not None and driver.link_kind not in DriverLink.codes()
            else None,
            "número ou referência do documento de vínculo"
            if articles.driver_link is not None and is_blank(driver.link_reference)
            else None,
            "certificado de direção defensiva para transporte escolar "
            f"({articles.defensive_driving})"
            if articles.defensive_driving is not None
            and data.modality == "escolar"
            and is_blank(driver.defensive_certificate)
            else None,
            _unasked_problem(driver, jurisdiction),
        ]
        if not cpf_error and digits_only(driver.cpf) in seen:
            problems.append("repetido na lista de motoristas")
        seen.add(digits_only(driver.cpf))
        wrong = [problem for problem in problems if problem]
        if wrong:
            errors.add("drivers", f"{prefix}: {'; '.join(wrong)}.")


def _shown_on_the_form(data: LicenceInput) -> frozenset[str]:
    """The checklist items the form itself holds, so the clerk ticks only the papers."""
    shown = set()
    if data.passengers or data.passenger_list != "nominal":
        shown.add("passageiros")
    if data.schedule:
        shown.add("quadro")
    if not is_blank(data.invoice_number):
        shown.add("nota_fiscal")
    if data.drivers and all(not is_blank(d.defensive_certificate) for d in data.drivers):
        shown.add("direcao_defensiva")
    if data.commitment_signed_on is not None:
        shown.add("termo_compromisso")
    return frozenset(shown)


# Column sizes of desktop.models.licences: longer text is refused, never cut.
_LIMITS = {"contractor_name": 200, "contract_number": 60, "invoice_number": 60, "itinerary": 2000}


def _check_lengths(errors: FieldErrors, data: LicenceInput) -> None:
    for name, limit in _LIMITS.items():
        if len(getattr(data, name).strip()) > limit:
            errors.add(name, f"Use no máximo {limit} caracteres.")
    for index, driver in enumerate(data.drivers, start=1):
        if (
            len(driver.name.strip()) > 200
            or len(driver.link_reference.strip()) > 100
            or len(driver.defensive_certificate.strip()) > 100
        ):
            errors.add(
                "drivers", f"Motorista {index}: nome até 200 caracteres, documentos até 100."
            )


def _rr_trip_error(data: LicenceInput, jurisdiction: str) -> str | None:
    """Roraima's eventual modality is one of three services of Lei RR 664/2008, art. 2º, I-III,
    which the clerk chooses; no other modality, and no Goiás licence, has that choice."""
    asked = jurisdiction == "RR" and data.modality == LicenceModality.EVENTUAL
    if asked and data.rr_trip not in RrTrip.codes():
        return f"Escolha a viagem: especial, eventual ou de turismo ({L664}, art. 2º, I a III)."
    if not asked and data.rr_trip:
        return (
            "Só a viagem especial, eventual ou de turismo (Lei RR 664/2008, art. 2º, I a III) "
            "escolhe a viagem: deixe-a em branco."
        )
    return None


def check_request(data: LicenceInput, jurisdiction: str = "GO", today: date | None = None) -> None:
    """Raises ValidationError with every field at fault; the rules engine's checks (dates,
    capacity, validity of documents, sanctions) come after, in `licence_checks`."""
    errors = FieldErrors()
    if data.modality not in LicenceModality.codes():
        errors.add("modality", f"Escolha a modalidade da {licence_word(jurisdiction)}.")
    elif LicenceModality(data.modality).registration not in registration_modalities(jurisdiction):
        errors.add(
            "modality",
            "A Lei RR 664/2008 (art. 2º) autoriza viagem especial, eventual, "
            "de turismo, fretamento e transporte escolar; não a característica "
            "vinculada.",
        )
    errors.raise_if_any()
    errors.add("rr_trip", _rr_trip_error(data, jurisdiction))
    _check_trip(errors, data, jurisdiction, today)
    if jurisdiction == "RR" and data.departure_at is not None:
        errors.add(
            "departure_at",
            f"A {L664} não fixa hora de partida nem antecedência do pedido para a autorização "
            "de serviço (arts. 2º, 19 e 20): o período da viagem basta; deixe a partida em "
            "branco.",
        )
    if jurisdiction == "RR" and not is_blank(data.invoice_number):
        errors.add(
            "invoice_number",
            "A Lei RR 664/2008 não pede nota fiscal para a autorização de serviço "
            "(arts. 18 a 20): deixe o campo em branco.",
        )
    if jurisdiction == "RR":
        _refuse_given(
            errors,
            data,
            RR_UNASKED_CONTRACT,
            lambda what: (
                f"A Lei RR 664/2008 não pede {what} na autorização de serviço (arts. 18 a "
                "20): deixe o campo em branco."
            ),
        )
    if data.modality == "vinculada":
        _refuse_fretamento_data(errors, data)
    if data.modality in ("continuo", "escolar") and jurisdiction == "GO":
        _check_contract(errors, data)
    elif data.modality in ("continuo", "escolar"):
        # Lei 664 art. 20 II: the timetable the operator commits to (checked as a paper of
        # the checklist); contract and invoice are Res. 105 art. 29's.
        _check_schedule(errors, data)
    if data.passenger_list not in PassengerList.codes():
        errors.add("passenger_list", "Tipo de lista de passageiros desconhecido.")
    elif data.passenger_list not in passenger_lists(jurisdiction):
        errors.add(
            "passenger_list",
            "A Lei RR 664/2008 pede a lista das pessoas transportadas, que deve corresponder "
            "às efetivamente embarcadas (art. 90, III): informe a relação nominal.",
        )
    elif (
        jurisdiction == "GO"
        and data.modality == "continuo"
        and data.passenger_list == PassengerList.GERAL_SAUDE
        and not contractor_is_public(data)
    ):
        errors.add(
            "passenger_list",
            "A lista geral para tratamento de saúde é só dos deslocamentos que atendem à "
            "demanda de municípios ou órgãos públicos: marque que o contratante é município "
            "ou órgão público (com o seu CNPJ) ou informe a relação nominal (Res. AGR "
            "105/2017, art. 29, § 2º).",
        )
    if data.destinations < 1:
        errors.add("destinations", "Informe ao menos um destino.")
    _check_drivers(errors, data, jurisdiction)
    _check_lengths(errors, data)
    if data.passenger_list == "nominal":
        row_errors = passenger_errors(
            data.passengers,
            data.modality,
            jurisdiction,
            persons_link_asked(data.link_proof_demanded, data.public_institution),
        )
        if not data.passengers:
            listed = next(
                item for item in checklist(data.modality, jurisdiction) if item.key == "passageiros"
            )
            errors.add("passengers", f"A relação de passageiros está vazia ({listed.article}).")
        elif row_errors:
            errors.add(
                "passengers",
                "; ".join(f"linha {row.row}: {row.message}" for row in row_errors[:5])
                + (f"; e mais {len(row_errors) - 5} erro(s)." if len(row_errors) > 5 else "."),
            )
    presented = data.documents_presented | _shown_on_the_form(data)
    missing = [item for item in checklist(data.modality, jurisdiction) if item.key not in presented]
    if missing:
        errors.add(
            "documents",
            "Falta apresentar: "
            + "; ".join(f"{item.title} ({item.article})" for item in missing)
            + ".",
        )
    errors.raise_if_any()
