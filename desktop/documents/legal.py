"""Who regulates each jurisdiction and the articles each printed document rests on."""

from dataclasses import dataclass


@dataclass(frozen=True)
class Regulator:
    state: str
    name: str
    basis: str


REGULATORS: dict[str, Regulator] = {
    # Decreto 8.444/2015, art. 13: registration "perante a Agência Goiana de Regulação,
    # Controle e Fiscalização de Serviços Públicos (AGR)"; Res. AGR 105/2017, art. 1.
    "GO": Regulator(
        state="Estado de Goiás",
        name="Agência Goiana de Regulação, Controle e Fiscalização de Serviços Públicos (AGR)",
        basis="Res. AGR 105/2017 e Decreto 8.444/2015",
    ),
    # Lei 664/2008, art. 7: the CRE/RR keeps the registro cadastral and issues its
    # certificate; art. 73: inspection by the DEIT of the Secretaria de Infra-Estrutura.
    "RR": Regulator(
        state="Estado de Roraima",
        name="CRE/RR — Registro cadastral (Lei 664/2008, art. 7); fiscalização DEIT/SEINF",
        basis="Lei 664/2008",
    ),
}

PROTOCOL_RECEIPT = "protocolo"
PENDENCY_NOTICE = "pendencia"
CRC = "crc"

TITLES: dict[str, str] = {
    PROTOCOL_RECEIPT: "Comprovante de Protocolo",
    PENDENCY_NOTICE: "Notificação de Pendência",
    CRC: "Certificado de Registro Cadastral",
}

# The articles printed on each document, per jurisdiction.
ARTICLES: dict[tuple[str, str], tuple[str, ...]] = {
    (PROTOCOL_RECEIPT, "GO"): ("Res. AGR 105/2017, art. 7º, caput e inciso I", "art. 8º"),
    (PENDENCY_NOTICE, "GO"): ("Res. AGR 105/2017, art. 7º, inciso II", "arts. 9º a 11"),
    (CRC, "GO"): (
        "Res. AGR 105/2017, art. 7º, inciso III",
        "art. 13, caput e §§ 1º a 4º",
        "Decreto 8.444/2015, art. 13",
    ),
    (PROTOCOL_RECEIPT, "RR"): ("Lei 664/2008, art. 2º, parágrafo único", "arts. 7º e 18"),
    (PENDENCY_NOTICE, "RR"): ("Lei 664/2008, arts. 7º e 18", "art. 95"),
    (CRC, "RR"): ("Lei 664/2008, art. 2º, parágrafo único", "arts. 7º e 18"),
}


def regulator_of(jurisdiction: str) -> Regulator:
    try:
        return REGULATORS[jurisdiction]
    except KeyError:
        raise ValueError(f"Jurisdição desconhecida: {jurisdiction}") from None


def articles_of(kind: str, jurisdiction: str) -> tuple[str, ...]:
    try:
        return ARTICLES[(kind, jurisdiction)]
    except KeyError:
        raise ValueError(f"Documento {kind} sem base legal para {jurisdiction}") from None
