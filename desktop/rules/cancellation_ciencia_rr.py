"""The company's ciência of the CRE/RR's cancellation of its autorização (Lei RR 664/2008).

Art. 92 gives the appeal to the CRE/RR against the decisions on "cancelamento e suspensão do
serviço" and fixes no number of days for it. Art. 95: "Os prazos previstos nesta Lei serão
contados a partir do primeiro dia útil após a ciência dele pela delegatária"; its parágrafo
único moves a term falling on a day without business hours to the next business day. So the
ciência decides the first day of the count (the ciência's own day excluded, the first business
day after it being day 1), and no due date can be computed where the law sets no term.

How the ciência is proved: the Lei names, for the auto de infração, the signature of the one
notified (art. 89, I) and the date of the Aviso de Recebimento when sent by post (art. 89, II);
it knows no notification by edital, so none is offered.
"""

from dataclasses import dataclass
from datetime import date

from desktop.rules.choices import Choice
from desktop.rules.dates import br_date
from desktop.rules.errors import RulesError
from desktop.rules.office_calendar import OfficeCalendar

L664 = "Lei RR 664/2008"


class CienciaMeans(Choice):
    """How the company took ciência of the notification (art. 89, I and II)."""

    PESSOAL = "pessoal", "Pessoal, pela assinatura do representante na notificação"
    AR = "ar", "Pela data do Aviso de Recebimento (AR) da remessa postal"


MEANS_ITEMS = {CienciaMeans.PESSOAL: "I", CienciaMeans.AR: "II"}


def means_article(means: str) -> str:
    """The inciso of art. 89 that names `means` as the proof of receipt."""
    return f"{L664}, art. 89, {MEANS_ITEMS[CienciaMeans(means)]}"


@dataclass(frozen=True)
class AppealCount:
    """`day_one` is the first day counted: the first business day after the ciência."""

    ciencia: date
    day_one: date
    sentence: str


def appeal_count(calendar: OfficeCalendar, ciencia: date) -> AppealCount:
    """From the ciência of the cancellation, the day the terms start to run (art. 95), with
    the appeal of art. 92, for which the Lei fixes no term."""
    if calendar.jurisdiction != "RR":
        raise RulesError("jurisdiction", f"a contagem do art. 95 é regra da {L664}")
    if not isinstance(ciencia, date):
        raise RulesError("ciencia", "informe a data da ciência")
    day_one = calendar.first_business_day_after(ciencia)
    sentence = (
        f"Ciência da empresa em {br_date(ciencia)}: os prazos contam-se a partir de "
        f"{br_date(day_one)}, primeiro dia útil após a ciência (Lei RR 664/2008, art. 95). "
        "Cabe recurso ao CRE/RR (Lei RR 664/2008, art. 92), para o qual a Lei não fixa prazo; "
        "o prazo que vencer em dia sem expediente fica prorrogado até o primeiro dia útil "
        "seguinte (art. 95, parágrafo único)."
    )
    return AppealCount(ciencia, day_one, sentence)
