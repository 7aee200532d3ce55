"""The partner who lends a vehicle in comodato answers jointly for the fine (Res. AGR 105/2017,
art. 22: "O veículo cedido mediante contrato à pessoa jurídica, seja ela empresa ou sociedade
cooperativa, será operado por estas"; parágrafo único: "Em caso de eventual auto de infração
ser aplicado à pessoa jurídica, empresa ou cooperativa, o sócio responderá solidariamente com
ela pelo pagamento da multa, administrativamente ou em juízo").

The vehicle of a partner (art. 20) or cooperado (art. 19) registered by the company in
comodato (art. 16 §2): an auto against that company for that vehicle names the lender as
jointly liable. Goiás only: Lei RR 664/2008 registers no vehicle in comodato.
"""

from dataclasses import dataclass

from desktop.rules.choices import known_jurisdiction
from desktop.rules.errors import RulesError

ARTICLE = "Res. AGR 105/2017, art. 22, parágrafo único"
# The comodato ownerships of a registered vehicle and who lends it (arts. 19 and 20).
LENDERS = {"comodato_socio": "sócio", "comodato_cooperado": "cooperado"}
BORROWERS = {"comodato_socio": "a empresa", "comodato_cooperado": "a cooperativa"}


@dataclass(frozen=True)
class JointLiability:
    name: str
    cpf: str
    role: str
    borrower: str
    article: str = ARTICLE

    def sentence(self, cpf_shown: str) -> str:
        """The words the auto and its notifications print (`cpf_shown` formatted)."""
        return (
            f"Responde solidariamente com {self.borrower} pelo pagamento da multa, "
            f"administrativamente ou em juízo, o {self.role} {self.name}, CPF {cpf_shown}, que "
            f"cedeu o veículo em comodato ({self.article})."
        )


def joint_liability(
    jurisdiction: str,
    ownership: str,
    lender_name: str,
    lender_cpf: str,
    held_by_the_autuada: bool,
) -> JointLiability | None:
    """The lender jointly liable for the fine of an auto against the company that holds the
    vehicle in comodato; None when the vehicle is not lent, the auto is against another
    company, or the office is Roraima's."""
    known_jurisdiction(jurisdiction)
    if not isinstance(held_by_the_autuada, bool):
        raise RulesError("held_by_the_autuada", "informe se o veículo é da autuada")
    if jurisdiction != "GO" or ownership not in LENDERS or not held_by_the_autuada:
        return None
    name = (lender_name or "").strip()
    cpf = "".join(ch for ch in (lender_cpf or "") if ch.isdigit())
    if not name or len(cpf) != 11:
        raise RulesError(
            "lender", f"o comodato do veículo não identifica o {LENDERS[ownership]} ({ARTICLE})"
        )
    return JointLiability(name, cpf, LENDERS[ownership], BORROWERS[ownership])
