"""The licence screens' words that are each state's own. Goiás's captions cite Res. AGR
105/2017 by bare article (the request of art. 28 I, the drivers and their link of arts. 46-47,
the continuous and school licences of arts. 29-30); those numbers are other matters in Lei RR
664/2008 (art. 28: vehicle age; arts. 46-47: sections of a line; arts. 29-30: vehicle
documents and inspection), so a Roraima office is shown the plain words."""

from PySide6.QtCore import QCoreApplication

from desktop.rules.choices import Jurisdiction
from desktop.rules.licence_lists import cited, list_articles

translate = QCoreApplication.translate


def operator_labels(jurisdiction: str) -> dict[str, str]:
    """The licence's company, by where it is shown: Res. AGR 105/2017 calls it the
    autorizatária; Lei RR 664/2008 the delegatária throughout (e.g. arts. 27, 32 and 84)."""
    if jurisdiction == Jurisdiction.RR:
        return {
            "column": translate("licence", "Delegatária"),
            "field": translate("licence", "&Delegatária"),
            "picker": translate("licence", "CNPJ ou nome da delegatária"),
            "filter": translate("licence", "Delegatária (CNPJ ou nome)"),
            "detail": translate("licence", "Delegatária: {0} ({1})"),
        }
    return {
        "column": translate("licence", "Autorizatária"),
        "field": translate("licence", "&Autorizatária"),
        "picker": translate("licence", "CNPJ ou nome da autorizatária"),
        "filter": translate("licence", "Autorizatária (CNPJ ou nome)"),
        "detail": translate("licence", "Autorizatária: {0} ({1})"),
    }


def requested_at_label(jurisdiction: str) -> str:
    if jurisdiction == Jurisdiction.RR:
        return translate("licence", "Pedido em")
    return translate("licence", "Pedido em (art. 28, I)")


def drivers_title(jurisdiction: str) -> str:
    """The drivers' box, citing what the law asks of them (`desktop.rules.licence_lists`)."""
    return translate("licence", "Motoristas") + cited(list_articles(jurisdiction).drivers)


def ending_licences_caption(jurisdiction: str) -> str:
    if jurisdiction == Jurisdiction.RR:
        return translate("licence", "Licenças contínuas e escolares que terminam em até 30 dias")
    return translate(
        "licence", "Licenças contínuas e escolares que terminam em até 30 dias (arts. 29 e 30)"
    )
