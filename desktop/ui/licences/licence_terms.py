"""The licence screens' words that are each state's own. Goiás's captions cite Res. AGR
105/2017 by bare article (the request of art. 28 I, the drivers and their link of arts. 46-47,
the continuous and school licences of arts. 29-30); those numbers are other matters in Lei RR
664/2008 (art. 28: vehicle age; arts. 46-47: sections of a line; arts. 29-30: vehicle
documents and inspection), so a Roraima office is shown the plain words; and the act itself
is Lei 664's autorização, never a licença (`licence_labels`)."""

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from desktop.rules.choices import Jurisdiction, LicenceModality
from desktop.rules.licence_lists import cited, list_articles

if TYPE_CHECKING:  # the licence's services load with the Licenças area, not at start-up
    from desktop.services.licences.detail import LicenceDetail

translate = QCoreApplication.translate


def operator_labels(jurisdiction: str) -> dict[str, str]:
    """The licence's company, by where it is shown: Res. AGR 105/2017 calls it the
    autorizatária; Lei RR 664/2008 the delegatária throughout (e.g. arts. 27, 32 and 84)."""
    if jurisdiction == Jurisdiction.RR:
        return {
            "column": translate("licence", "Delegatária"),
            "field": translate("licence", "Deleg&atária"),
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


def licence_labels(jurisdiction: str) -> dict[str, str]:
    """The act the area issues, by where it is shown: Res. AGR 105/2017's licença de viagem
    (arts. 27-30); Lei RR 664/2008 never says licença, its act is the autorização (arts. 2º
    and 19; art. 90, VI: "autorização da viagem"), printed as Autorização de Serviço
    (`desktop.documents.licence`). Both are feminine: only the noun and its plural change."""
    if jurisdiction == Jurisdiction.RR:
        return {
            "area": translate("licence", "Autorizações"),
            "home_tab": translate("licence", "&Autorizações (%1)"),
            "home_column": translate("licence", "Autorização"),
            "issued_today": translate("licence", "Autorizações emitidas hoje: {0}"),
            "number_filter": translate("licence", "Número da autorização"),
            "listed": translate("licence", "%1 autorização(ões) listada(s)"),
            "request_tab": translate("licence", "Pedido de autoriza&ção"),
            "tab": translate("licence", "Autori&zação"),
            "new": translate("licence", "Nova autorização"),
            "allowed": translate("licence", "Nenhum impedimento: a autorização pode ser emitida."),
            "refused": translate("licence", "A autorização não pode ser emitida:"),
            "issued": translate(
                "licence", "Autorização nº {0} emitida; código de verificação {1}."
            ),
            "document": translate("licence", "Autorização"),
            "numbered": translate("licence", "Autorização {0}"),
            "detail": translate("licence", "Autorização nº {0} — {1}"),
            "vehicle_twice": translate(
                "licence", "O veículo {0} já está na autorização: cada veículo entra uma vez."
            ),
            "none_today": translate("licence", "Nenhuma autorização emitida hoje."),
            "print_batch": translate("licence", "Imprimir {0} autorização(ões)"),
            "printing_batch": translate("licence", "Imprimindo {0} autorização(ões)…"),
            "printed_batch": translate("licence", "{0} autorização(ões) enviada(s) à impressora."),
        }
    return {
        "area": translate("licence", "Licenças"),
        "home_tab": translate("licence", "&Licenças de viagem (%1)"),
        "home_column": translate("licence", "Licença"),
        "issued_today": translate("licence", "Licenças emitidas hoje: {0}"),
        "number_filter": translate("licence", "Número da licença"),
        "listed": translate("licence", "%1 licença(s) listada(s)"),
        "request_tab": translate("licence", "Pedido de licen&ça"),
        "tab": translate("licence", "Licença"),
        "new": translate("licence", "Nova licença"),
        "allowed": translate("licence", "Nenhum impedimento: a licença pode ser emitida."),
        "refused": translate("licence", "A licença não pode ser emitida:"),
        "issued": translate("licence", "Licença nº {0} emitida; código de verificação {1}."),
        "document": translate("licence", "Licença"),
        "numbered": translate("licence", "Licença {0}"),
        "detail": translate("licence", "Licença nº {0} — {1}"),
        "vehicle_twice": translate(
            "licence", "O veículo {0} já está na licença: cada veículo entra uma vez."
        ),
        "none_today": translate("licence", "Nenhuma licença emitida hoje."),
        "print_batch": translate("licence", "Imprimir {0} licença(s)"),
        "printing_batch": translate("licence", "Imprimindo {0} licença(s)…"),
        "printed_batch": translate("licence", "{0} licença(s) enviada(s) à impressora."),
    }


def drivers_title(jurisdiction: str, modality: str = "") -> str:
    """The drivers' box, citing what the law asks of them (`desktop.rules.licence_lists`):
    nothing for the característica vinculada, whose Chapter V (Res. AGR 105/2017, arts.
    53-59) does not take up the fretamento's drivers' link of arts. 46-47."""
    if modality == LicenceModality.VINCULADA:
        return translate("licence", "Motoristas")
    return translate("licence", "Motoristas") + cited(list_articles(jurisdiction).drivers)


def ending_licences_caption(jurisdiction: str) -> str:
    if jurisdiction == Jurisdiction.RR:
        return translate(
            "licence", "Autorizações de fretamento contínuo e escolar que terminam em até 30 dias"
        )
    return translate(
        "licence",
        "Licenças contínuas e escolares que terminam em até 30 dias"
        " (Res. AGR 105/2017, arts. 29 e 30)",
    )


def request_lines(detail: "LicenceDetail") -> list[str]:
    """The request's data a Goiás licence prints: the paper request's protocol (Res. AGR
    105/2017, art. 28, I) and the contractor declared a municipality or public body (art. 29,
    § 2º); a Roraima licence has neither."""
    lines = []
    if detail.request:
        lines.append(
            translate("licence", "Requerimento: {0} (Res. AGR 105/2017, art. 28, I)").format(
                detail.request
            )
        )
    if detail.contractor_public:
        lines.append(
            translate(
                "licence",
                "Contratante declarado município ou órgão público (Res. AGR 105/2017, art. 29, "
                "§ 2º)",
            )
        )
    return lines


def appeal_lines(detail: "LicenceDetail") -> list[str]:
    """Of an autorização the CRE/RR cancelled (Lei RR 664/2008, art. 22): the count of art. 95
    from the company's ciência, or that the ciência is still to be recorded."""
    if detail.cancellation_appeal:
        return [translate("licence", "Recurso: {0}").format(detail.cancellation_appeal)]
    if detail.cancellation_number:
        return [
            translate(
                "licence",
                "Recurso: a ciência da notificação nº {0} pela empresa ainda não foi registrada; "
                "dela contam-se os prazos (Lei RR 664/2008, art. 95).",
            ).format(detail.cancellation_number)
        ]
    return []
