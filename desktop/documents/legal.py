"""Who regulates each jurisdiction, as printed on every document's letterhead."""

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


def regulator_of(jurisdiction: str) -> Regulator:
    try:
        return REGULATORS[jurisdiction]
    except KeyError:
        raise ValueError(f"Jurisdição desconhecida: {jurisdiction}") from None
