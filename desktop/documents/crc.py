"""Certificado de Registro Cadastral (Res. AGR 105/2017 art. 7 III and art. 13).

Prints every item of art. 13 §1: I names, CNPJ and address; II process number, certificate
number, issue and validity dates; III the modalities; IV the electronic signature and the
indication of authenticity. Validity is up to 3 years (caput); a new registration can be
asked from 60 days before expiry (§3).
"""

from datetime import date

from reportlab.platypus import Flowable, KeepInFrame

from desktop.documents.blocks import (
    bullets,
    grid,
    heading,
    operator_heading,
    operator_rows,
    paragraph,
    text,
)
from desktop.documents.data import CrcData
from desktop.documents.kind import CRC_KIND, DocumentKind
from desktop.documents.letterhead import Stamp, long_date, short_date

KIND = CRC_KIND
TITLE = "Certificado de Registro Cadastral"
# The articles printed on the document, per jurisdiction.
ARTICLES = {
    "GO": (
        "Res. AGR 105/2017, art. 7º, inciso III",
        "art. 13, caput e §§ 1º a 4º",
        "Decreto 8.444/2015, art. 13",
    ),
    "RR": ("Lei 664/2008, art. 2º, parágrafo único", "arts. 7º e 18"),
}
# The característica vinculada alone (Res. AGR 105/2017, Chapter V) is no fretamento: the
# decree's art. 13 lists only the fretamentos, and its request is art. 56's.
VINCULADA_ARTICLES = (
    "Res. AGR 105/2017, art. 7º, inciso III",
    "art. 13, caput e §§ 1º a 4º",
    "art. 56",
)
MAX_VALIDITY_YEARS = 3  # Res. AGR 105/2017, art. 13, caput

_NOTES = {
    "GO": (
        "Validade de até 3 (três) anos (Res. AGR 105/2017, art. 13, caput). A {holder} "
        "poderá requerer novo registro cadastral a partir de <b>{renewal}</b>, com antecedência "
        "de até 60 (sessenta) dias do vencimento (art. 13, § 3º). A {holder} não tem "
        "direito adquirido à permanência das condições vigentes à época da autorização "
        "(art. 13, § 2º). A inscrição no registro cadastral, por si só, não autoriza a execução "
        "dos serviços (art. 13, § 4º)."
    ),
    "RR": (
        "Certificado do registro cadastral mantido pelo CRE/RR (Lei 664/2008, art. 7º), "
        "exigido das pessoas jurídicas que prestam os serviços do art. 2º (parágrafo único). "
        "O veículo deve portar cópia deste registro durante a viagem (art. 90, VI)."
    ),
}


# What the registration is for: Res. AGR 105/2017 registers for the charter service; Lei RR
# 664/2008 for the services of art. 2º, of which charter is one (IV).
_SUBJECTS = {
    "GO": (
        "Serviço de transporte rodoviário intermunicipal de passageiros sob regime de fretamento",
        "III — Modalidade do serviço",
    ),
    "RR": (
        "Serviços de transporte coletivo intermunicipal de passageiros por autorização "
        "(Lei 664/2008, art. 2º)",
        "III — Serviços (Lei 664/2008, art. 2º)",
    ),
}
# Chapter V's holder is the "empresa ou instituição" (arts. 53, I, and 56, I), its transport
# the característica vinculada (art. 53), not the fretamento's autorizatária (art. 6º, III).
_VINCULADA_SUBJECT = (
    "Transporte rodoviário intermunicipal de passageiros de característica vinculada",
    "III — Modalidade do serviço",
)
VINCULADA_HEADING = "I — Empresa ou instituição"


def _add_years(day: date, years: int) -> date:
    try:
        return day.replace(year=day.year + years)
    except ValueError:
        return day.replace(year=day.year + years, day=28)


def check_dates(data: CrcData, jurisdiction: str) -> None:
    """Refuses dates the law does not allow on a certificate (art. 13 caput and §3)."""
    if data.valid_until is None:
        # Lei 664/2008 sets no term; Res. 105 art. 13 does.
        if jurisdiction == "GO":
            raise ValueError("Informe a validade (Res. AGR 105/2017, art. 13, caput).")
        return
    if data.valid_until <= data.issue_date:
        raise ValueError("A validade do certificado deve ser posterior à data de emissão.")
    if jurisdiction == "GO" and data.valid_until > _add_years(data.issue_date, MAX_VALIDITY_YEARS):
        raise ValueError(
            "O certificado tem validade de até 3 anos (Res. AGR 105/2017, art. 13, caput)."
        )
    if data.renewal_from is not None and not (
        data.issue_date <= data.renewal_from < data.valid_until
    ):
        raise ValueError("A data de início da renovação deve estar dentro da validade.")


def story(data: CrcData, stamp: Stamp) -> list[Flowable]:
    """The certificate on one page, its notice box with it: shrunk to fit when the longest
    names, the resolution and its DOE reference as long as their fields hold (Res. AGR
    105/2017, art. 12) and a reissue's note would push the box onto a second page."""
    check_dates(data, stamp.office.jurisdiction)
    return [KeepInFrame(0, 0, _certificate(data, stamp), mode="shrink")]


def _certificate(data: CrcData, stamp: Stamp) -> list[Flowable]:
    vinculada = stamp.office.jurisdiction == "GO" and data.vinculada_only
    subject, services = _VINCULADA_SUBJECT if vinculada else _SUBJECTS[stamp.office.jurisdiction]
    return [
        paragraph(text(TITLE), "title"),
        paragraph(subject, "subtitle"),
        heading(VINCULADA_HEADING if vinculada else operator_heading(stamp.office.jurisdiction)),
        grid(operator_rows(data.operator)),
        heading("II — Processo, certificado e datas"),
        grid(
            [
                ("Processo nº", data.process_number),
                ("Certificado nº", stamp.number),
                ("Data de emissão", long_date(data.issue_date)),
                (
                    "Válido até",
                    long_date(data.valid_until)
                    if data.valid_until
                    else "sem prazo de validade (Lei 664/2008 não fixa prazo ao registro)",
                ),
            ]
        ),
        *([paragraph(text(data.registration_act))] if data.registration_act else []),
        # Small, so the reissue keeps the certificate on one page.
        *([paragraph(text(data.replaces), "small")] if data.replaces else []),
        heading(services),
        *bullets(data.modalities),
        heading("IV — Assinatura eletrônica e autenticidade"),
        paragraph(
            f"Documento assinado eletronicamente por {text(stamp.office.name)} com a chave "
            f"{text(stamp.key_id)}, emitido por {text(data.issued_by)}. Autenticidade: código "
            f"de verificação <b>{text(stamp.verification_code)}</b> e QR code no rodapé."
        ),
        paragraph(
            # only GO's note names the renewal date, and a GO certificate always has one
            _NOTES[stamp.office.jurisdiction].format(
                renewal=short_date(data.renewal_from) if data.renewal_from else "",
                holder="empresa ou instituição" if vinculada else "autorizatária",
            ),
            "notice",
        ),
    ]


def _articles(jurisdiction: str, data: CrcData) -> tuple[str, ...]:
    if jurisdiction == "GO" and data.vinculada_only:
        return VINCULADA_ARTICLES
    return ARTICLES[jurisdiction]


DOCUMENTS = (DocumentKind(KIND, TITLE, ARTICLES, CrcData, story, cited=_articles),)
