"""A formal error in a recorded auto de infração: what may be corrected, until when, and on
which article — each state on its own law.

GO, Res. AGR 105/2017, art. 79 sole §: a formal error found in the auto is corrected by a
motivated decision of the competent sector *until the notification*; after it, the nullity
is declared by decision (art. 80 §3: an auto once drawn up is neither discarded nor stopped).

RR, Lei 664/2008, art. 76 §3: the auto is never discarded once drawn up nor its process
stopped until the final decision, even with an error in it; the error is expressly pointed
out by the servant who notices it, even the one who drew it up. The law sets no end to that
before the final decision, so the notification does not bar it.
"""

from dataclasses import dataclass

from desktop.rules.errors import RulesError

GO_ARTICLE = "Res. AGR 105/2017, art. 79, parágrafo único"
RR_ARTICLE = "Lei RR 664/2008, art. 76, § 3º"

# The elements of the auto (Res. 105 art. 80; Lei 664 art. 75) that a formal error may
# touch: who, where, the plate, the responsible person and his role (art. 80, V: "motorista
# ou preposto"), the description. The infraction itself, its date and time are the auto's
# substance, not its form.
CORRECTABLE_FIELDS = {
    "operator_qualification": "qualificação da autorizatária",
    "route": "percurso ou linha",
    "line": "número da linha",
    "place": "local",
    "plate": "placa",
    "responsible_name": "responsável",
    "responsible_role": "função do responsável (motorista ou preposto)",
    "inspector_qualification": "qualificação do agente",
    "description": "descrição",
    "drawn_up_place": "local da lavratura",
}


@dataclass(frozen=True)
class FormalCorrection:
    field: str
    label: str
    article: str


def correction_open(jurisdiction: str, notified: bool, closed: bool) -> bool:
    """Whether the auto's formal errors may still be corrected: in Goiás until the
    notification (art. 79 sole §), in Roraima until the final decision (art. 76 §3)."""
    return not closed and (jurisdiction == "RR" or not notified)


def formal_correction(
    jurisdiction: str, field: str, notified: bool, closed: bool = False
) -> FormalCorrection:
    """The correction of `field` of an auto, allowed or refused (RulesError naming `field`
    or `notified`) under the office's law; `closed` is the process ended by its final
    decision."""
    rr = jurisdiction == "RR"
    if field not in CORRECTABLE_FIELDS:
        raise RulesError(
            "field",
            "este elemento do auto não pode ser corrigido como erro formal; "
            + (
                f"o engano é apontado no processo, que segue até a decisão final ({RR_ARTICLE})"
                if rr
                else "a nulidade é declarada por decisão (Res. AGR 105/2017, art. 80, § 3º)"
            ),
        )
    if not correction_open(jurisdiction, notified, closed):
        raise RulesError(
            "notified",
            f"o processo do auto já teve decisão final ({RR_ARTICLE})"
            if rr
            else f"o auto já foi notificado: erro formal só pode ser corrigido até a "
            f"notificação ({GO_ARTICLE}); a nulidade é declarada por decisão no processo",
        )
    return FormalCorrection(field, CORRECTABLE_FIELDS[field], RR_ARTICLE if rr else GO_ARTICLE)


def correction_explanation(jurisdiction: str) -> str:
    """What the correction screen tells the clerk, in the office's law."""
    if jurisdiction == "RR":
        return (
            "Erro na lavratura do auto é apontado expressamente por quem o perceber, e o "
            f"processo segue até a decisão final ({RR_ARTICLE}); o auto corrigido é impresso "
            "de novo."
        )
    return (
        f"Erro formal constatado, em decisão motivada, é corrigido até a notificação "
        f"({GO_ARTICLE}); o auto corrigido é impresso de novo. Depois dela, a nulidade é "
        "declarada por decisão (Res. AGR 105/2017, art. 80, § 3º)."
    )


def reason_required(jurisdiction: str) -> str:
    """What the law asks of the correction's reason, for the message when it is missing."""
    if jurisdiction == "RR":
        return f"A correção deve ser motivada: o engano é apontado expressamente ({RR_ARTICLE})."
    return f"A correção deve ser motivada ({GO_ARTICLE})."
