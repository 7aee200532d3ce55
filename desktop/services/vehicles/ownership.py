"""Who may own a registered vehicle (Res. AGR 105/2017 arts. 15-16, 19-22; Decreto
8.444/2015 art. 36 §2; Lei RR 664/2008 art. 27).

Accepted: the operator's own vehicle (art. 15 II); a leasing with the financial
institution's authorisation (art. 16 §1); a partner's vehicle lent to the company under a
comodato contract registered at a cartório, in 4 copies (art. 20); a cooperado's vehicle
lent to the cooperative under a comodato contract registered at a cartório and filed with
OCB-GO, in 5 copies (art. 19). Anything else — rented, leased without authorisation, in the
name of a third party or of an individual — is refused with art. 16.

Roraima (Lei RR 664/2008 art. 27): the delegatária registers the vehicle presenting "o seu
Certificado de Propriedade"; the Lei has no comodato nor any other vehicle lent by a
partner or cooperado, so a comodato is refused there with art. 27.
"""

from dataclasses import dataclass
from datetime import date

from desktop.rules.choices import company_word
from desktop.rules.dates import br_date
from desktop.rules.vehicle_articles import HOLDERS
from desktop.rules.vehicle_ownership import (
    COMODATO_AUTHORISATION,
    comodato_authorisation_faults,
    comodato_registered,
)
from desktop.services.validation import (
    FieldErrors,
    check_cpf,
    check_required,
    format_cpf,
    normalize_cpf,
)

# {company}: the office's word for the company (`company_word`): Res. AGR 105/2017's
# autorizatária, Lei RR 664/2008's delegatária (art. 27 registers the vehicle on "o seu
# Certificado de Propriedade").
OWNERSHIPS = {
    "propria": "Própria, em nome da {company}",
    "leasing": "Leasing autorizado pela financeira",
    "comodato_socio": "De sócio, cedido por contrato de comodato",
    "comodato_cooperado": "De cooperado, cedido por contrato de comodato",
    "locado": "Locado",
    "arrendado": "Arrendado",
    "terceiro": "Em nome de terceiro",
    "pessoa_fisica": "Em nome de pessoa física",
}
ACCEPTED = ("propria", "leasing", "comodato_socio", "comodato_cooperado")
COMODATO_COPIES = {"comodato_socio": 4, "comodato_cooperado": 5}  # arts. 20 and 19 sole §

_REFUSALS = {
    "locado": "É vedado o registro de veículo locado (Res. AGR 105/2017, art. 16).",
    "arrendado": (
        "É vedado o registro de veículo arrendado (Res. AGR 105/2017, art. 16); o leasing "
        "depende de autorização da instituição financeira (art. 16, § 1º)."
    ),
    "terceiro": (
        "É vedado o registro de veículo em nome de terceiros (Res. AGR 105/2017, art. 16; "
        "Decreto 8.444/2015, art. 36, § 2º)."
    ),
    "pessoa_fisica": (
        "É vedado o registro de veículo em nome de pessoa física (Res. AGR 105/2017, art. 16), "
        "salvo o de sócio ou cooperado cedido por comodato (art. 16, § 2º)."
    ),
}

# Lei RR 664/2008, art. 27: the delegatária registers the vehicle with its Certificado de
# Propriedade.
_RR_OWNER = "a delegatária registra o veículo com o seu Certificado de Propriedade"
_RR_REFUSALS = {
    "locado": f"É vedado o registro de veículo locado: {_RR_OWNER} (Lei RR 664/2008, art. 27).",
    "arrendado": (
        f"É vedado o registro de veículo arrendado: {_RR_OWNER} (Lei RR 664/2008, art. 27)."
    ),
    "terceiro": (
        f"É vedado o registro de veículo em nome de terceiros: {_RR_OWNER} "
        "(Lei RR 664/2008, art. 27)."
    ),
    "pessoa_fisica": (
        f"É vedado o registro de veículo em nome de pessoa física: {_RR_OWNER} "
        "(Lei RR 664/2008, art. 27)."
    ),
}
# Lei RR 664/2008 admits no comodato: art. 27 asks for the delegatária's own Certificado de
# Propriedade, and no article lets a partner or cooperado lend it a vehicle (Res. AGR
# 105/2017 arts. 16 §2, 19 and 20 are Goiás law), so a lent vehicle is refused in RR.
_RR_COMODATO = (
    f"Veículo cedido por comodato não é registrado: {_RR_OWNER} (Lei RR 664/2008, art. 27)."
)


@dataclass(frozen=True)
class OwnershipInput:
    """How the vehicle came to the operator; the fields of the chosen case only."""

    ownership: str
    leasing_institution: str = ""
    leasing_authorisation: str = ""
    lender_name: str = ""
    lender_cpf: str = ""
    contract_registry: str = ""
    contract_number: str = ""
    contract_date: date | None = None
    contract_copies: int = 0
    contract_ocb_filing: str = ""
    lender_act: str = ""
    authorisation_act: str = ""
    authorised_on: date | None = None
    ownership_certificate: str = ""
    maintenance_declaration_on: date | None = None


def ownership_label(
    ownership: str,
    jurisdiction: str,
    lender_name: str = "",
    lender_cpf: str = "",
    authorisation: str = "",
    vinculada: bool = False,
) -> str:
    """The case in the office's words; a comodato names its lender and the AGR's act that
    authorised it (`authorisation_text`). `vinculada`: Goiás, the característica vinculada
    alone, whose vehicle is the "empresa ou instituição"'s (Res. AGR 105/2017, art. 56, I)."""
    company = HOLDERS[True] if vinculada else company_word(jurisdiction)
    label = OWNERSHIPS.get(ownership, ownership).format(company=company)
    if ownership in COMODATO_COPIES and lender_name:
        label += f" — {lender_name} (CPF {format_cpf(lender_cpf)})"
    if ownership in COMODATO_COPIES and authorisation:
        label += f"; {authorisation}"
    return label


def authorisation_text(act: str, authorised_on: date | None) -> str:
    """The AGR's exceptional authorisation of a comodato as shown and printed; empty when
    none was recorded."""
    if not act:
        return ""
    return (
        f"registro autorizado pela AGR: {act}, de {br_date(authorised_on)} "
        f"({COMODATO_AUTHORISATION})"
    )


def check_ownership(
    errors: FieldErrors,
    data: OwnershipInput,
    jurisdiction: str,
    operator_kind: str,
    partner_cpfs: frozenset[str],
    today: date,
) -> None:
    """Adds the message of each field at fault to `errors`."""
    if data.ownership in _REFUSALS:
        refusals = _RR_REFUSALS if jurisdiction == "RR" else _REFUSALS
        errors.add("ownership", refusals[data.ownership])
        return
    if data.ownership not in ACCEPTED:
        errors.add("ownership", "Escolha a forma de propriedade do veículo.")
        return
    if data.ownership in COMODATO_COPIES and not comodato_registered(jurisdiction):
        errors.add("ownership", _RR_COMODATO)
        return
    if jurisdiction == "RR":
        errors.add(
            "ownership_certificate",
            check_required(data.ownership_certificate)
            and "Informe o Certificado de Propriedade do veículo (Lei 664/2008, art. 27).",
        )
        if data.maintenance_declaration_on is None:
            errors.add(
                "maintenance_declaration_on",
                "Informe a data da declaração de responsabilidade pela manutenção "
                "(Lei 664/2008, art. 27).",
            )
        elif data.maintenance_declaration_on > today:
            errors.add("maintenance_declaration_on", "A declaração não pode ter data futura.")
    if data.ownership == "leasing":
        errors.add("leasing_institution", check_required(data.leasing_institution))
        errors.add(
            "leasing_authorisation",
            check_required(data.leasing_authorisation)
            and "Sem a autorização da instituição financeira o veículo em leasing não pode "
            + (
                "ser registrado."
                if jurisdiction == "RR"
                else "ser registrado (Res. AGR 105/2017, art. 16, § 1º)."
            ),
        )
    if data.ownership in COMODATO_COPIES:
        _check_comodato(errors, data, operator_kind, partner_cpfs, today)


def _check_comodato(
    errors: FieldErrors,
    data: OwnershipInput,
    operator_kind: str,
    partner_cpfs: frozenset[str],
    today: date,
) -> None:
    cooperado = data.ownership == "comodato_cooperado"
    article = "art. 19" if cooperado else "art. 20"
    needed_kind = "cooperativa" if cooperado else "empresa"
    if operator_kind != needed_kind:
        errors.add(
            "ownership",
            "Comodato de cooperado só com cooperativa (Res. AGR 105/2017, art. 19)."
            if cooperado
            else "Comodato de sócio só com empresa (Res. AGR 105/2017, art. 20).",
        )
    errors.add("lender_name", check_required(data.lender_name))
    cpf_message = check_cpf(data.lender_cpf)
    if cpf_message is None and normalize_cpf(data.lender_cpf) not in partner_cpfs:
        who = "cooperado" if cooperado else "sócio"
        cpf_message = (
            f"O proprietário deve constar como {who} no cadastro do operador "
            f"(Res. AGR 105/2017, art. 16, § 2º, e {article}, II)."
        )
    errors.add("lender_cpf", cpf_message)
    errors.add(
        "contract_registry",
        check_required(data.contract_registry)
        and f"Informe o cartório de títulos e documentos do registro do contrato ({article}, I).",
    )
    errors.add("contract_number", check_required(data.contract_number))
    if data.contract_date is None:
        errors.add("contract_date", "Informe a data do contrato de comodato.")
    elif data.contract_date > today:
        errors.add("contract_date", "O contrato não pode ter data futura.")
    copies = COMODATO_COPIES[data.ownership]
    if data.contract_copies != copies:
        errors.add(
            "contract_copies",
            f"O contrato de comodato deve ser elaborado em {copies} vias "
            f"(Res. AGR 105/2017, {article}, parágrafo único).",
        )
    if cooperado:
        errors.add(
            "contract_ocb_filing",
            check_required(data.contract_ocb_filing)
            and "Informe o arquivamento do contrato no Sindicato e OCB-GO (Res. AGR 105/2017, "
            "art. 19, I).",
        )
    errors.add(
        "lender_act",
        check_required(data.lender_act)
        and (
            "Informe o ato de constituição da cooperativa ou de admissão do cooperado "
            "(Res. AGR 105/2017, art. 19, II)."
            if cooperado
            else "Informe o ato de constituição da empresa em que consta o sócio (Res. AGR "
            "105/2017, art. 20, II)."
        ),
    )
    for field, message in comodato_authorisation_faults(
        data.authorisation_act, data.authorised_on, data.contract_date, today
    ).items():
        errors.add(field, message)
