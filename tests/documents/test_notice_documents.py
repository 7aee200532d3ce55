"""The auto de infração as printed: three copies of equal content (Res. AGR 105/2017, art.
80 §1; Decreto 8.444/2015, art. 51 §2), every element of art. 80 I-VII, the RR wording of
Lei 664/2008, art. 76 §1; the notifications of the process; each verifiable offline."""

import dataclasses
import io
from datetime import date, datetime
from decimal import Decimal

from pypdf import PdfReader

from desktop.documents.notice_data import NotificationData
from desktop.documents.render import render_document
from desktop.documents.verify import VALID, verify_pdf
from tests.factories.documents import (
    NOTICE,
    OFFICE_GO,
    OFFICE_RR,
    PAYMENT_NOTICE,
    REVIEW_NOTIFICATION,
    keyring_of,
)


def text_of(pdf: bytes) -> list[str]:
    return [page.extract_text() for page in PdfReader(io.BytesIO(pdf)).pages]


def test_three_copies_with_every_element(signer):
    rendered = render_document("auto_infracao", NOTICE, OFFICE_GO, "GYN-2026-000031", signer)
    pages = text_of(rendered.pdf)
    assert len(pages) >= 3
    copies = [page for page in pages if "Auto de Infração nº GYN-2026-000031" in page]
    assert len(copies) == 3
    assert [
        next(label for label in ("1ª via", "2ª via", "3ª via") if label in page) for page in copies
    ] == ["1ª via", "2ª via", "3ª via"]
    for page in copies:
        for element in (
            "Viação Cerrado Ltda.",
            "11.222.333/0001-81",
            "Goiânia — Pirenópolis",
            "GO-338, km 5",
            "10/03/2026 às 08:30",
            "ABC1D23",
            "Pedro Alves",
            "art. 78, III",
            "Carla Fiscal",
            "evadiu-se",
            "art. 80, § 3º",
        ):
            assert element in page, element
    assert verify_pdf(rendered.pdf, keyring_of(signer)).status == VALID


def test_roraima_notice_says_the_signature_is_no_admission(signer):
    rendered = render_document("auto_infracao", NOTICE, OFFICE_RR, "BVB-2026-000002", signer)
    assert "Lei 664/2008, art. 76, § 1º" in "".join(text_of(rendered.pdf))


def test_notification_of_a_decision_lists_the_fines(signer):
    data = NotificationData(
        purpose="decisao",
        process_number="GYN-2026-000031",
        notice_number="GYN-2026-000031",
        operator_name="Viação Cerrado Ltda.",
        operator_cnpj="11.222.333/0001-81",
        issued_on=date(2026, 3, 24),
        infractions=("78-III — Res. AGR 105/2017, art. 78, III: sem autorização",),
        decision_lines=(
            "78-III: multa, suspensão de 01/04/2026 a 30/04/2026; multa de "
            "R$ 3.819,18 (Res. AGR 105/2017, art. 69)",
        ),
        decision_reason="Infração comprovada.",
        total=Decimal("3819.18"),
        issued_by="Ana Analista",
    )
    rendered = render_document("notificacao", data, OFFICE_GO, "GYN-2026-000040", signer)
    text = "".join(text_of(rendered.pdf))
    assert "Total das multas: R$ 3.819,18" in text and "art. 91, § 1º" in text
    assert verify_pdf(rendered.pdf, keyring_of(signer)).status == VALID


def test_payment_notice_with_amount_due_date_how_to_pay_and_articles(signer):
    """Res. 105 art. 89 (notified to pay), art. 83 §2 (due date moved from Good Friday),
    art. 91 §1 (the appeal does not suspend the fine), art. 101 (no CND while unpaid)."""
    rendered = render_document(
        "notificacao_pagamento", PAYMENT_NOTICE, OFFICE_GO, "GYN-2026-000050", signer
    )
    pages = text_of(rendered.pdf)
    assert len(pages) == 1
    text = " ".join(pages[0].split())
    for expected in (
        "Notificação para Pagamento nº GYN-2026-000050",
        "GYN-2026-000031",
        "Viação São João Turismo e Fretamento Ltda.",
        "11.222.333/0001-81",
        "Julgamento em primeira instância",
        "24/03/2026",
        "multa de R$ 1.909,59",
        "em aberto R$ 500,00",
        "Total a pagar: R$ 2.409,59",
        "vencimento: 06/04/2026",
        "Sexta-feira Santa",
        "art. 83, § 2º",
        # art. 89: "o autuado será notificado para pagamento da multa"; two fines here
        "Fica o autuado NOTIFICADO PARA PAGAMENTO das multas acima até 06/04/2026.",
        "Como pagar",
        "guia de recolhimento",
        "art. 101",
        "art. 91, § 1º",
        "Res. AGR 105/2017, arts. 83, 89, 91 e 101",
        "Código de verificação",
    ):
        assert expected in text, expected
    verdict = verify_pdf(rendered.pdf, keyring_of(signer))
    assert verdict.status == VALID
    assert (verdict.fields["Valor (R$)"], verdict.fields["Vencimento"]) == ("2409.59", "06/04/2026")


def test_roraima_payment_notice_is_paid_to_the_deit(signer):
    """Lei RR 664/2008, art. 89 sole §: paid to the DEIT within 10 days."""
    data = dataclasses.replace(PAYMENT_NOTICE, moved_because="", appeal_pending=False)
    text = "".join(
        text_of(
            render_document("notificacao_pagamento", data, OFFICE_RR, "BVB-2026-000007", signer).pdf
        )
    )
    assert "DEIT" in text and "Lei 664/2008, art. 89, parágrafo único" in text
    assert "art. 91, § 1º" not in text and "art. 83, § 2º" not in text
    flat = " ".join(text.split())
    # Art. 89 sole §: "A pessoa jurídica autuada recolherá ao DEIT"; two fines here.
    assert "Fica a autuada NOTIFICADA PARA PAGAMENTO das multas acima até" in flat
    assert "Recolha ao DEIT o valor das multas até o vencimento" in flat


def test_a_payment_notice_of_one_fine_speaks_of_it_in_the_singular(signer):
    data = dataclasses.replace(
        PAYMENT_NOTICE,
        moved_because="",
        appeal_pending=False,
        lines=PAYMENT_NOTICE.lines[:1],
    )
    rendered = render_document("notificacao_pagamento", data, OFFICE_RR, "BVB-2026-000009", signer)
    text = " ".join("".join(text_of(rendered.pdf)).split())
    assert "Fica a autuada NOTIFICADA PARA PAGAMENTO da multa acima até" in text
    assert "Recolha ao DEIT o valor da multa até o vencimento" in text


def test_roraima_payment_notice_with_its_term_already_over_calls_for_payment_at_once(signer):
    """Lei RR 664/2008, art. 89 sole §: with no appeal the 10 days run from the end of the
    defence period; a defence judged after them leaves the due date behind the notice's own
    date, and the notice says so instead of "pay until" a day gone by."""
    data = dataclasses.replace(
        PAYMENT_NOTICE,
        moved_because="",
        appeal_pending=False,
        issued_on=date(2026, 4, 10),
        lines=tuple(
            dataclasses.replace(line, due_on=date(2026, 4, 6)) for line in PAYMENT_NOTICE.lines
        ),
    )
    rendered = render_document("notificacao_pagamento", data, OFFICE_RR, "BVB-2026-000008", signer)
    text = " ".join("".join(text_of(rendered.pdf)).split())
    assert "06/04/2026 — já vencido na data desta notificação" in text
    assert (
        "Fica a autuada NOTIFICADA PARA PAGAMENTO IMEDIATO das multas acima: o prazo de "
        "pagamento (Lei "
        "664/2008, art. 89, parágrafo único) terminou em 06/04/2026, antes desta notificação."
    ) in text
    assert "das multas acima até" not in text
    assert (
        "Recolha ao DEIT o valor das multas de imediato, informando os números do processo e do "
        "auto (Lei 664/2008, art. 89, parágrafo único)"
    ) in text
    assert "O saldo não recolhido já é débito vencido." in text
    assert "até o vencimento" not in text


def test_notification_of_the_councils_review(signer):
    """Res. 105 art. 90: the Council's review of a cancellation is notified - the provimento
    when it confirms it (art. 88), the fine to pay when it reforms it (art. 89)."""
    confirmed = " ".join(
        "".join(
            text_of(
                render_document(
                    "notificacao", REVIEW_NOTIFICATION, OFFICE_GO, "GYN-2026-000051", signer
                ).pdf
            )
        ).split()
    )
    for expected in (
        "Notificação da decisão do Conselho Regulador em reexame obrigatório",
        "provimento",
        "art. 88",
        "(art. 90)",
        "nenhuma multa",
        "a placa do auto não confere",
    ):
        assert expected in confirmed, expected
    reformed = dataclasses.replace(
        REVIEW_NOTIFICATION,
        upholds=True,
        total=Decimal("1909.59"),
        decision_lines=("77-XVI: multa; multa de R$ 1.909,59 (Res. AGR 105/2017, art. 68)",),
        decision_reason="Reforma: a placa confere com a do ônibus fotografado.",
    )
    text = " ".join(
        "".join(
            text_of(
                render_document("notificacao", reformed, OFFICE_GO, "GYN-2026-000052", signer).pdf
            )
        ).split()
    )
    assert "reformou-a e manteve o auto" in text and "arts. 83 e" in text and "89)" in text
    assert "Total das multas: R$ 1.909,59" in text and "provimento" not in text


def test_every_copy_says_when_and_where_it_was_drawn_up_and_has_the_agents_signature_line(
    signer,
):
    # Res. AGR 105/2017, art. 79 and Decreto 8.444/2015, art. 51: drawn up at the moment of
    # the infraction; art. 80, VII: the agent's signature with the qualification; art. 80
    # §1: three copies of equal content.
    drawn_up = dataclasses.replace(
        NOTICE,
        drawn_up_local=datetime(2026, 3, 10, 8, 40),
        drawn_up_place="Posto fiscal da GO-338, km 5",
        recorded_on=date(2026, 3, 12),
    )
    rendered = render_document("auto_infracao", drawn_up, OFFICE_GO, "GYN-2026-000032", signer)
    pages = text_of(rendered.pdf)
    assert len(pages) == 3
    for page in pages:
        flat = " ".join(page.split())
        assert "Lavrado em Posto fiscal da GO-338, km 5, em 10/03/2026 às 08:40" in flat
        assert "12 de março de 2026" not in flat  # typed at the counter, not drawn up
        assert "_" * 60 in page
        assert (
            "Carla Fiscal, Agente fiscal, matrícula 1234 — assinatura do agente autuante "
            "(Res. AGR 105/2017, art. 80, VII)" in flat
        )


def test_each_copy_of_a_full_auto_fits_its_page(signer):
    """Res. AGR 105/2017, art. 80 §1: three copies of equal content. The demo's auto (an
    address on two lines, drawn up at a named post, the ciente) spilled the last words of
    each copy, "requisitos do art. 84.", onto a page of their own: six pages, not three."""
    full = dataclasses.replace(
        NOTICE,
        operator_qualification="Rua 1 do Setor Demonstração, 100 — Setor Central — "
        "Goiânia/GO — CEP 74000-000",
        infractions=NOTICE.infractions * 2,
        description="Veículo flagrado em viagem sem a licença, com 40 passageiros a bordo.",
        drawn_up_local=datetime(2026, 3, 10, 8, 45),
        drawn_up_place="GO-338, km 5, Pirenópolis (posto de fiscalização)",
        ciente="ciente",
        ciente_name="Pedro Alves (motorista)",
    )
    rendered = render_document("auto_infracao", full, OFFICE_GO, "GYN-2026-000033", signer)
    pages = text_of(rendered.pdf)
    assert len(pages) == 3
    for page, label in zip(pages, ("1ª via", "2ª via", "3ª via"), strict=True):
        flat = " ".join(page.split())
        assert label in flat
        assert "com os requisitos do art. 84." in flat
        assert "Ciente do autuado ou preposto: Pedro Alves (motorista)." in flat
