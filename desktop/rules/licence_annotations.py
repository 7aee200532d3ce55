"""Which annotations an issued licence takes, by the office's law.

Goiás (Res. AGR 105/2017): the user's giving up with the refund of what was paid (art. 28
§2), the continuation of the trip in another vehicle after retention, accident or breakdown
(art. 36), and up to four inclusions or replacements of passengers (art. 28 §1; art. 29 §1).

Roraima: Lei RR 664/2008 grants the autorização de serviço for the services of art. 2 (art.
19) and provides none of these annotations. When a trip is interrupted the operator provides
adequate transport and communicates the fact to the CRE/RR within 10 days (art. 56): an
occurrence of the operator, not an act on the authorisation. Refunding a ticket not used is
one of the operator's duties (art. 69, X).
"""

from desktop.rules.errors import RulesError

L664 = "Lei RR 664/2008"
ANNOTATIONS = ("desistencia", "continuacao", "passageiro")

RR_REFUSALS = {
    "desistencia": (
        f"A {L664} não prevê anotar na autorização de serviço a desistência do usuário; "
        "o reembolso da passagem não utilizada é dever da delegatária (art. 69, X)."
    ),
    "continuacao": (
        f"A {L664} não prevê anotar na autorização de serviço a continuação da viagem: "
        "interrompida a viagem, a delegatária providencia transporte adequado aos "
        "passageiros e comunica o fato ao CRE/RR em até 10 dias (art. 56)."
    ),
    "passageiro": (
        f"A {L664} não prevê inclusões ou substituições de passageiros anotadas na "
        "autorização de serviço."
    ),
}


def annotation_refusal(jurisdiction: str, kind: str) -> str | None:
    """None when the office's law provides the annotation `kind`; why not otherwise."""
    if kind not in ANNOTATIONS:
        raise RulesError("kind", f"anotação desconhecida: {kind!r}")
    if jurisdiction == "RR":
        return RR_REFUSALS[kind]
    return None
