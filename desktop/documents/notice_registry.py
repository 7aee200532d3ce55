"""Registers the sanction documents with the renderer: template, data type, title and the
articles printed in the footer, for the auto de infração, the notifications of the process
and the certidão of art. 101."""

from desktop.documents import cnd, legal, notice, notification, render
from desktop.documents.notice_data import CndData, NoticeData, NotificationData

_DOCUMENTS = ((notice, NoticeData), (cnd, CndData), (notification, NotificationData))


def register_sanction_documents() -> None:
    for module, data_type in _DOCUMENTS:
        render.TEMPLATES[module.KIND] = module
        render.DATA_TYPES[module.KIND] = data_type
        legal.TITLES[module.KIND] = module.TITLE
        for jurisdiction, articles in module.ARTICLES.items():
            legal.ARTICLES[(module.KIND, jurisdiction)] = articles


register_sanction_documents()
