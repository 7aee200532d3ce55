"""What the renderer needs to know of a kind of document: its code, title, the articles it
rests on in each jurisdiction, the dataclass it prints and the function laying it out.

Each template module declares its kinds in `DOCUMENTS`; `desktop.documents.kinds` lists the
modules, so every kind is known wherever a document is rendered or verified.

The codes of the kinds (stored in the register, signed in the QR payload) are here, apart
from the templates, so that a service naming a kind does not load ReportLab at start
(issue 18).
"""

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

PROTOCOL_RECEIPT_KIND = "protocolo"
PENDENCY_NOTICE_KIND = "pendencia"
CRC_KIND = "crc"
CRV_KIND = "crv"
LICENCE_KIND = "licenca"
PASSENGER_LIST_KIND = "lista_passageiros"
NOTICE_KIND = "auto_infracao"
NOTIFICATION_KIND = "notificacao"
PAYMENT_NOTICE_KIND = "notificacao_pagamento"
CND_KIND = "certidao_debitos"
LICENCE_ANNOTATION_KIND = "anotacao_licenca"
AUTHORISATION_CANCELLATION_KIND = "cancelamento_autorizacao"
LINE_CHANGE_DECISION_KIND = "decisao_alteracao_linha"
LINE_AUTHORISATION_KIND = "termo_autorizacao_linha"
LINE_PERMISSION_KIND = "contrato_permissao_linha"
LINE_CONCESSION_KIND = "contrato_concessao_linha"
LINE_COMMITMENT_KIND = "termo_compromisso_linha"
FARE_TABLE_KIND = "tabela_tarifas"


@dataclass(frozen=True)
class DocumentKind:
    kind: str
    title: str
    articles: Mapping[str, tuple[str, ...]]
    data_type: type
    story: Callable[[Any, Any], list]
    # The title a jurisdiction prints instead of `title`, where its law names the act otherwise.
    local_titles: Mapping[str, str] = field(default_factory=dict)
    # The title of one document where its data decides it (the certidão negativa or positiva).
    titled: Callable[[Any], str] | None = None
    # The same title read from the fields its QR code signs (`signed_fields`), for a document
    # whose data this office does not keep: one issued by another office of the state.
    signed_titled: Callable[[Mapping[str, str]], str] | None = None
    # The articles of one document where its data decides them (a Goiás regular line's auto
    # rests on Decreto 8.444/2015, the resolution applied only subsidiarily).
    cited: Callable[[str, Any], tuple[str, ...]] | None = None

    def title_for(self, jurisdiction: str) -> str:
        return self.local_titles.get(jurisdiction, self.title)

    def printed_title(self, jurisdiction: str, data: Any) -> str:
        """The title the document's heading and its footer on every page print alike."""
        return self.title_for(jurisdiction) if self.titled is None else self.titled(data)

    def signed_title(self, jurisdiction: str, signed: Mapping[str, str]) -> str:
        """The printed title as the signed fields tell it; the kind's title where they don't."""
        if self.signed_titled is None:
            return self.title_for(jurisdiction)
        return self.signed_titled(signed)

    def printed_articles(self, jurisdiction: str, data: Any) -> tuple[str, ...]:
        """The "Base legal" the footer of every page prints."""
        if self.cited is None:
            return self.articles[jurisdiction]
        return self.cited(jurisdiction, data)
