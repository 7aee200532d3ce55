"""A licence's situation as it is read: from its records and the day, never stored.

Goiás: the user's giving up with the refund (Res. AGR 105/2017, art. 28 §2).

Roraima (Lei RR 664/2008, art. 22): the autorização may be cassada for the grounds of the
caput (I to V), and the parágrafo único lets the autorizações of art. 2º be cancelled "a
qualquer tempo, nos termos da Lei" (I) — at any time, but on a ground the law gives, so the
CRE/RR cancels on one of the caput's — and cancels them "automaticamente, quando decorrer o
prazo de vigência" (II): the day after its last day the autorização is over by itself, with
no act of anyone. Arts. 86-88 (inidoneidade, cassação da concessão) are the delegatária's
and do not apply to an autorização.
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
) -> LicenceState:
    """The situation of a licence whose last day is `end_on`, read on `today`: the user gave
    it up (`given_up`), the CRE/RR cancelled it on `cancelled_on`, its term is over."""
    if given_up:
        return LicenceState("desistencia", "Desistência", f"desistência do usuário ({GIVING_UP})")
    if cancelled_on is not None:
        return LicenceState(
            "cancelada",
            "Cancelada",
            f"cancelada pelo CRE/RR em {br_date(cancelled_on)} ({L664}, art. 22, "
            "parágrafo único, I)",
        )
    if jurisdiction == "RR" and today > end_on:
        return LicenceState(
            "prazo_decorrido",
            "Encerrada",
            f"cancelada automaticamente: prazo de vigência decorrido em {br_date(end_on)} "
            f"({EXPIRY})",
        )
    return LicenceState("emitida", "Emitida", "emitida")
