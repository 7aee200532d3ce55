"""Whether the state's law registers a vehicle lent to the operator in comodato.

Goiás: a partner's vehicle lent to the company (Res. AGR 105/2017, art. 20) or a cooperado's
lent to the cooperative (art. 19), under a comodato contract registered at a cartório, filed
with OCB-GO for a cooperative. Roraima: the delegatária registers the vehicle presenting "o
seu Certificado de Propriedade" (Lei RR 664/2008, art. 27) and no article lets a partner or
cooperado lend it one, so no comodato is registered and none of its data is asked.
"""

from desktop.rules.choices import Jurisdiction


def comodato_registered(jurisdiction: str) -> bool:
    return jurisdiction != Jurisdiction.RR
