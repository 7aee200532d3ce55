"""A licence's situation as it is read: from its records and the day, never stored.

Goiás: the user's giving up with the refund (Res. AGR 105/2017, art. 28 §2).

Roraima (Lei RR 664/2008, art. 22): the autorização may be cassada for the grounds of the
caput (I to V), and the parágrafo único lets the autorizações of art. 2º be cancelled "a
qualquer tempo, nos termos da Lei" (I) — at any time, but on a ground the law gives, so the
CRE/RR cancels on one of the caput's — and cancels them "automaticamente, quando decorrer o
prazo de vigência ou estiverem satisfeitas as finalidades para as quais tiverem sido
concedidas" (II): the day after its last day the autorização is over by itself, with no act
of anyone; so it is from the day its purpose was fulfilled (a trip performed), a fact the
office learns and records, dated. Arts. 86-88 (inidoneidade, cassação da concessão) are the
delegatária's and do not apply to an autorização.
"""

from dataclasses import dataclass
from datetime import date

from desktop.rules.choices import Choice
from desktop.rules.dates import br_date

L664 = "Lei RR 664/2008"
R105 = "Res. AGR 105/2017"
GIVING_UP = f"{R105}, art. 28, § 2º"
EXPIRY = f"{L664}, art. 22, parágrafo único, II"


class CancellationGround(Choice):
    """The grounds of art. 22's caput the CRE/RR cancels an autorização on."""

    DEFICIENCIA = "deficiencia", "Manifesta deficiência do serviço"
    DESOBEDIENCIA = "desobediencia", "Reiterada desobediência aos preceitos da Lei"
    INADIMPLEMENTO = (
        "inadimplemento",
        "Inadimplemento das obrigações do termo de compromisso",
    )
    ABANDONO = "abandono", "Abandono total ou parcial do serviço"
    FALENCIA = "falencia", "Falência"


GROUND_ITEMS = {
    CancellationGround.DEFICIENCIA: "I",
    CancellationGround.DESOBEDIENCIA: "II",
    CancellationGround.INADIMPLEMENTO: "III",
    CancellationGround.ABANDONO: "IV",
    CancellationGround.FALENCIA: "V",
}


def cancellation_article(ground: str) -> str:
    """The article an autorização cancelled on `ground` cites."""
    item = GROUND_ITEMS[CancellationGround(ground)]
    return f"{L664}, art. 22, {item}, e parágrafo único, I"


def ground_text(ground: str) -> str:
    """The ground as the notice prints it: "IV — Abandono total ou parcial do serviço"."""
    code = CancellationGround(ground)
    return f"{GROUND_ITEMS[code]} — {code.label}"


# What the company is told of the CRE/RR's cancellation: the act takes the autorização out
# of force, with no indemnity (caput); art. 92 gives the appeal to the CRE/RR against the
# decisions on "cancelamento e suspensão do serviço" and sets no term for it, every term of
# the law counting from the first business day after the ciência (art. 95). Art. 89's 30
# days are the defence against an auto de infração, not this.
CANCELLATION_EFFECT = (
    "A autorização deixa de produzir efeitos a partir da data do ato, sem direito a "
    f"indenização ({L664}, art. 22, caput)."
)
CANCELLATION_APPEAL = (
    f"Da decisão cabe recurso ao CRE/RR ({L664}, art. 92). A Lei não fixa prazo para esse "
    "recurso; os prazos da Lei contam-se a partir do primeiro dia útil após a ciência da "
    "decisão pela empresa, e o que vencer em dia sem expediente no CRE/RR fica prorrogado "
    "até o primeiro dia útil seguinte (art. 95 e parágrafo único)."
)


@dataclass(frozen=True)
class LicenceState:
    """`label` for a list's column; `sentence` for the licence on screen, with its article."""

    code: str
    label: str
    sentence: str


def licence_state(
    jurisdiction: str,
    end_on: date,
    today: date,
    given_up: bool = False,
    cancelled_on: date | None = None,
    fulfilled_on: date | None = None,
) -> LicenceState:
    """The situation of a licence whose last day is `end_on`, read on `today`: the user gave
    it up (`given_up`), the CRE/RR cancelled it on `cancelled_on`, its purpose was fulfilled
    on `fulfilled_on` or its term is over, whichever came first."""
    if given_up:
        return LicenceState("desistencia", "Desistência", f"desistência do usuário ({GIVING_UP})")
    if cancelled_on is not None:
        return LicenceState(
            "cancelada",
            "Cancelada",
            f"cancelada pelo CRE/RR em {br_date(cancelled_on)} ({L664}, art. 22, "
            "parágrafo único, I)",
        )
    if fulfilled_on is not None and fulfilled_on <= min(today, end_on):
        return LicenceState(
            "finalidade_satisfeita",
            "Encerrada",
            f"cancelada automaticamente: finalidade satisfeita em {br_date(fulfilled_on)} "
            f"({EXPIRY})",
        )
    if jurisdiction == "RR" and today > end_on:
        return LicenceState(
            "prazo_decorrido",
            "Encerrada",
            f"cancelada automaticamente: prazo de vigência decorrido em {br_date(end_on)} "
            f"({EXPIRY})",
        )
    return LicenceState("emitida", "Emitida", "emitida")
