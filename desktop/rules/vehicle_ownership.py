"""Whether the state's law registers a vehicle lent to the operator in comodato.

Goiás: a partner's vehicle lent to the company (Res. AGR 105/2017, art. 20) or a cooperado's
lent to the cooperative (art. 19), under a comodato contract registered at a cartório, filed
with OCB-GO for a cooperative. Roraima: the delegatária registers the vehicle presenting "o
seu Certificado de Propriedade" (Lei RR 664/2008, art. 27) and no article lets a partner or
cooperado lend it one, so no comodato is registered and none of its data is asked.
"""

from datetime import date

from desktop.rules.choices import Jurisdiction
from desktop.rules.dates import br_date


def comodato_registered(jurisdiction: str) -> bool:
    return jurisdiction != Jurisdiction.RR


# Res. AGR 105/2017, art. 16, § 2º: the AGR's exceptional authorisation of the registration.
COMODATO_AUTHORISATION = "Res. AGR 105/2017, art. 16, § 2º"


def comodato_authorisation_faults(
    act: str, authorised_on: date | None, contract_date: date | None, today: date
) -> dict[str, str]:
    """What is missing from the AGR's authorisation of a vehicle lent in comodato, by field
    (`authorisation_act`, `authorised_on`); empty when it stands.

    Art. 16 forbids registering a vehicle in the name of an individual or of a third party;
    its § 2º lets the AGR "excepcionalmente" authorise the registration of the vehicle owned
    by a partner of the company, or a cooperado, an individual ("pessoa física"), who lent it
    to the company by a comodato contract. The exception is an act of the AGR for that
    vehicle, not a right of the operator: without the act (its number and its date) the
    vehicle stays under the caput's prohibition and is refused. The owner being a partner or
    cooperado is checked on the operator's register (arts. 19, II, and 20, II); the act
    authorises a vehicle that "tenha sido cedido ... por meio de contrato de comodato", so it
    is not dated before the contract, nor after today."""
    faults: dict[str, str] = {}
    if not act.strip():
        faults["authorisation_act"] = (
            "Sem a autorização excepcional da AGR o veículo cedido por comodato não é "
            "registrado: é vedado o registro de veículo em nome de pessoa física ou de "
            "terceiros (Res. AGR 105/2017, art. 16, caput e § 2º). Informe o ato."
        )
    if authorised_on is None:
        faults["authorised_on"] = (
            f"Informe a data do ato da AGR que autorizou o registro ({COMODATO_AUTHORISATION})."
        )
    elif authorised_on > today:
        faults["authorised_on"] = "A autorização não pode ter data futura."
    elif contract_date is not None and authorised_on < contract_date:
        faults["authorised_on"] = (
            "A AGR autoriza o registro do veículo já cedido por comodato "
            f"({COMODATO_AUTHORISATION}): o ato não pode ser anterior ao contrato "
            f"({br_date(contract_date)})."
        )
    return faults
