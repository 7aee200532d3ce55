"""What each printed document says, read back from the PDF with pypdf (Res. 105 arts. 7, 13)."""

import io
from dataclasses import replace
from datetime import date
from decimal import Decimal

import pytest
from pypdf import PdfReader

from desktop.documents.crc import check_dates
from desktop.documents.data import OperatorIdentity
from desktop.documents.notice_data import CndData, DebtLine
from desktop.documents.render import render_document
from desktop.documents.timetable import TimetableData
from desktop.models.operators import Crc, RegistrationApplication
from desktop.models.text_checks import text_limit
from desktop.models.users import User
from desktop.rules.choices import RegistrationModality
from desktop.rules.registration_act import registration_act_text
from tests.documents.pdf_tools import pdfsig
from tests.factories.documents import CRC, OFFICE_GO, OFFICE_RR, PENDENCY, PROTOCOL
from tests.factories.reading import flat_pdf_text, pdf_text


def test_every_document_carries_letterhead_number_code_and_articles(rendered):
    for kind, document in rendered.items():
        text = pdf_text(document.pdf)
        assert "Agência Goiana de Regulação, Controle e Fiscalização" in text, kind
        assert "Escritório Regional de Goiânia" in text, kind
        assert document.payload.number in text, kind
        assert f"Código de verificação: {document.verification_code}" in text, kind
        assert "Viação São João Turismo e Fretamento Ltda." in text, kind
        assert "11.222.333/0001-81" in text, kind
        assert "Página 1 de 1" in text, kind
        assert "Res. AGR 105/2017, art. 7º" in text, kind


def test_protocol_receipt_says_what_was_received_and_when_analysis_is_due(rendered):
    text = pdf_text(rendered["protocolo"].pdf)
    assert "Comprovante de Protocolo" in text
    assert "2 de março de 2026" in text
    assert "Certificado do cadastro no Ministério do Turismo (art. 10)" in text
    # art. 7 caput: analysis within 10 days of the protocol
    assert "10 (dez) dias" in text and "12/03/2026" in text
    assert "Recebido por: Maria Conceição Araújo" in text


def test_pendency_notice_lists_items_deadline_and_archiving(rendered):
    text = pdf_text(rendered["pendencia"].pdf)
    assert "Notificação de Pendência" in text
    assert "Certidão negativa de débito (CND) atualizada (art. 9º, V)" in text
    assert "Certificado de regularidade do FGTS (art. 9º, VI)" in text
    # art. 7 II: 10 days to cure, under penalty of archiving the process
    assert "20/03/2026" in text
    assert "sob pena de arquivamento do processo" in " ".join(text.split())
    assert "inciso II" in text


def test_crc_prints_every_item_of_article_13_paragraph_1(rendered):
    text = flat_pdf_text(rendered["crc"].pdf)
    # I: razão social, nome fantasia, CNPJ and address
    for value in (
        "Viação São João Turismo e Fretamento Ltda.",
        "São João Ônibus",
        "11.222.333/0001-81",
        "Rua Açaí, 45, Sala 2",
    ):
        assert value in text
    # II: process number, certificate number, issue and validity dates
    assert "Processo nº GYN-2026-000041" in text
    assert "Certificado nº GYN-2026-000123" in text
    assert "Data de emissão 1 de abril de 2026" in text
    assert "Válido até 31 de março de 2029" in text
    # III: the modalities
    assert "Fretamento eventual ou turístico" in text and "Fretamento contínuo" in text
    # IV: electronic signature and indication of authenticity
    assert "Assinatura eletrônica e autenticidade" in text
    assert rendered["crc"].payload.key_id in text
    # caput (3 years) and §3 (renewal from 60 days before expiry)
    assert "até 3 (três) anos" in text
    assert "30/01/2029" in text and "60 (sessenta) dias" in text


def as_long_as(column, words: str) -> str:
    """`words` repeated to the whole length of `column`."""
    length = text_limit(column)
    assert length is not None
    return (words * length)[:length]


def test_the_crc_stays_on_one_page_with_its_longest_texts(signer, tmp_path):
    """The resolution's number and its DOE reference as long as their fields hold (Res. AGR
    105/2017, art. 12), the names and address as long as the certificate's (art. 13, § 1º,
    I), every modality (III) and a reissue's note: the notice box of art. 13, §§ 2º-4º,
    pushed onto a second page by the reference alone, stays on the certificate's one
    page, whole, and the file's signature still checks."""
    act = registration_act_text(
        as_long_as(RegistrationApplication.resolution_number, "CR nº 1.234/2026, processo "),
        date(2026, 3, 31),
        date(2026, 4, 1),
        as_long_as(RegistrationApplication.doe_reference, "nº 24.101, Suplemento, Caderno 2, "),
    )
    longest = replace(
        CRC,
        operator=OperatorIdentity(
            as_long_as(Crc.legal_name, "Transportadora Intermunicipal Rodoviária "),
            as_long_as(Crc.trade_name, "Turismo Fretamento Executivo "),
            "11.222.333/0001-81",
            as_long_as(Crc.address, "Avenida Presidente Juscelino Kubitschek, Quadra 12, "),
        ),
        modalities=tuple(modality.label for modality in RegistrationModality),
        issued_by=as_long_as(User.display_name, "Maria Aparecida da Conceição "),
        registration_act=act,
        replaces=(
            "Emitido em 12/04/2026 em substituição ao CRC nº GYN-2026-000123-C1, porque a "
            "publicação do extrato no DOE foi corrigida (Res. AGR 105/2017, art. 12); mesmo "
            "registro e mesma validade (Res. AGR 105/2017, art. 13)."
        ),
    )
    pdf = render_document("crc", longest, OFFICE_GO, "GYN-2026-000123-C2", signer).pdf
    assert len(PdfReader(io.BytesIO(pdf)).pages) == 1
    text = flat_pdf_text(pdf)
    assert act in text
    assert "não autoriza a execução dos serviços (art. 13, § 4º)." in text
    path = tmp_path / "crc.pdf"
    path.write_bytes(pdf)
    assert "Signature Validation: Signature is Valid." in pdfsig(path)


def test_fonts_are_embedded_truetype(rendered):
    reader = PdfReader(io.BytesIO(rendered["crc"].pdf))
    fonts = reader.pages[0]["/Resources"]["/Font"]
    names = set()
    for reference in fonts.values():
        font = reference.get_object()
        assert font["/Subtype"] == "/TrueType"
        assert "/FontFile2" in font["/FontDescriptor"].get_object()
        names.add(str(font["/BaseFont"]).split("+")[-1])
    assert names == {"DejaVuSans", "DejaVuSans-Bold"}


def test_roraima_office_prints_its_regulator_and_law(signer):
    document = render_document("pendencia", PENDENCY, OFFICE_RR, "BVB-2026-000001", signer)
    text = pdf_text(document.pdf)
    assert "ESTADO DE RORAIMA" in text
    assert "CRE/RR" in text
    assert "Lei 664/2008" in text
    assert "Goiana" not in text


def test_crc_validity_over_three_years_is_refused():
    too_long = replace(CRC, valid_until=date(2029, 4, 2))
    with pytest.raises(ValueError, match="até 3 anos"):
        check_dates(too_long, "GO")
    check_dates(replace(CRC, valid_until=date(2029, 4, 1)), "GO")
    with pytest.raises(ValueError, match="posterior"):
        check_dates(replace(CRC, valid_until=CRC.issue_date), "GO")


def test_wrong_data_type_for_kind_is_refused(signer):
    with pytest.raises(TypeError, match="CrcData"):
        render_document("crc", PENDENCY, OFFICE_GO, "GYN-2026-000009", signer)
    with pytest.raises(ValueError, match="desconhecido"):
        render_document("alvara", CRC, OFFICE_GO, "GYN-2026-000009", signer)


def test_long_document_numbers_its_pages_and_repeats_the_footer(signer):
    received = tuple(f"Documento número {index} entregue (art. 9º)" for index in range(1, 45))
    document = render_document(
        "protocolo",
        replace(PROTOCOL, documents_received=received),
        OFFICE_GO,
        "GYN-2026-000500",
        signer,
    )
    reader = PdfReader(io.BytesIO(document.pdf))
    total = len(reader.pages)
    assert total >= 2
    for number, page in enumerate(reader.pages, start=1):
        text = page.extract_text()
        assert f"Página {number} de {total}" in text
        assert f"Código de verificação: {document.verification_code}" in text
        assert "Nº GYN-2026-000500" in text
    assert "Documento número 44 entregue" in pdf_text(document.pdf)


def test_the_footer_dates_the_issue_whatever_the_documents_gender(rendered):
    """The footer read "Notificação de Pendência nº …, emitido em …": the notice, the licence
    and the certidão are feminine; "emissão em" fits every document."""
    footer = flat_pdf_text(rendered["pendencia"].pdf)
    number = rendered["pendencia"].payload.number
    assert f"Notificação de Pendência nº {number}, emissão em " in footer
    assert "emitido em" not in footer


CND = CndData(
    "Viação São João Turismo e Fretamento Ltda.",
    "11.222.333/0001-81",
    date(2026, 3, 10),
    (),
    "Maria",
)
OWED = (DebtLine("Multa do auto GYN-2026-000001", date(2026, 3, 3), Decimal("500.00")),)
TIMETABLE = TimetableData(
    "RR-001",
    "Boa Vista — Caracaraí",
    "Boa Vista — Caracaraí, BR-174, 140 km",
    ("Boa Vista — Caracaraí",),
    "Viação São João Turismo e Fretamento Ltda.",
    "11.222.333/0001-81",
    "Contrato de Concessão nº 1/2026",
    date(2026, 3, 10),
    "Ordem de serviço 1/2026",
    ("Ida 06:30 — S T Q Q S - - — Convencional",),
    date(2026, 3, 10),
)


@pytest.mark.parametrize(
    ("kind", "data", "office", "title", "not_printed"),
    [
        ("certidao_debitos", CND, OFFICE_GO, "Certidão Negativa de Débito", "Certidão de Débitos"),
        (
            "certidao_debitos",
            replace(CND, debts=OWED),
            OFFICE_GO,
            "Certidão Positiva de Débito",
            "Certidão de Débitos",
        ),
        ("quadro_horarios", TIMETABLE, OFFICE_RR, "Quadro de Regime de Funcionamento", "Horários"),
    ],
)
def test_the_footer_names_the_document_as_its_heading_does(
    signer, kind, data, office, title, not_printed
):
    """The certidão's heading read "Certidão Negativa de Débito" and its footer, on every
    page, "Certidão de Débitos nº …"; Roraima's quadro de regime de funcionamento had the
    footer of Goiás's "Quadro de Horários"."""
    document = render_document(kind, data, office, "GYN-2026-000130", signer)
    assert title in [line.strip() for line in pdf_text(document.pdf).splitlines()]
    assert f"{title} nº GYN-2026-000130, emissão em 10/03/2026" in flat_pdf_text(document.pdf)
    assert not_printed not in flat_pdf_text(document.pdf)
