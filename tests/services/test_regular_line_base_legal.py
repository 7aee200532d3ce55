"""A Goiás auto on a regular line rests on Decreto 8.444/2015 (art. 51, § 5º counts its
defence and appeal); Res. AGR 105/2017 applies to it only subsidiarily (decree art. 54), and
its printed documents say so in the footer's "Base legal" and where they cite the payment
term (Res. 105, arts. 83 and 89). A charter auto keeps the resolution's own articles."""

from datetime import date
from decimal import Decimal

from desktop.documents.kind import NOTICE_KIND
from desktop.services.documents.issuing import reprint
from desktop.services.sanctions.decisions import PenaltyChoice
from desktop.services.sanctions.notifications import notify
from desktop.services.sanctions.payment_notice import print_payment_notice
from desktop.services.sanctions.penalties import DecisionInput, judge
from desktop.services.sanctions.process_documents import print_notification
from tests.factories.clock import at_day
from tests.factories.notices import new_operator, recorded_notice
from tests.factories.reading import flat_pdf_text, pdf_text

LINE = "GO-0123 Goiânia — Anápolis"
SUBSIDIARY = "aplicada subsidiariamente (Decreto 8.444/2015, art. 54)"
FINES = (("76-I", Decimal("911.61")),)
THREE_FINES = tuple((code, Decimal("911.61")) for code in ("76-I", "76-II", "76-III"))


def base_legal(text: str) -> str:
    """The footer's "Base legal" of the first page, up to its final full stop."""
    return text.split("Base legal: ")[1].split(". Código de verificação")[0]


def notified_auto(context_for, tmp_path, line, codes, operator=None):
    operator = operator or new_operator(context_for("administrador"))
    notice = recorded_notice(
        context_for("fiscal"), tmp_path, operator.id, line=line, infraction_codes=codes
    )
    return notice, operator, at_day(context_for("analista"), date(2026, 3, 10))


def judged(context_for, notice, analista, fines):
    notify(analista, notice.process_id, "autos", date(2026, 3, 10), "Maria")
    judge(
        at_day(context_for("julgador"), date(2026, 3, 23)),
        notice.process_id,
        DecisionInput(
            date(2026, 3, 23),
            True,
            "Defesa não apresentada; infrações comprovadas.",
            tuple(PenaltyChoice(code, amount, ("multa",)) for code, amount in fines),
        ),
    )
    return at_day(analista, date(2026, 3, 24))


def test_a_regular_line_notification_rests_on_the_decree(context_for, tmp_path):
    notice, operator, analista = notified_auto(context_for, tmp_path, LINE, ("76-I",))
    auto = flat_pdf_text(reprint(analista, notice.number, NOTICE_KIND))
    assert base_legal(auto) == (
        f"Decreto 8.444/2015, art. 51; Res. AGR 105/2017, arts. 79 e 80, {SUBSIDIARY}"
    )
    printed = print_notification(analista, notice.process_id, tmp_path / "keys")
    assert base_legal(flat_pdf_text(printed.pdf)) == (
        f"Decreto 8.444/2015, art. 51, § 5º; Res. AGR 105/2017, arts. 82 e 83, {SUBSIDIARY}"
    )

    analista = judged(context_for, notice, analista, FINES)
    decision = flat_pdf_text(print_notification(analista, notice.process_id, tmp_path / "keys").pdf)
    assert base_legal(decision) == (
        f"Decreto 8.444/2015, art. 51, § 5º; Res. AGR 105/2017, arts. 82 e 83, {SUBSIDIARY}"
    )
    # the payment term has no article in the decree: Res. 105's, said to be subsidiary
    assert (
        "pagar a multa (Res. AGR 105/2017, arts. 83 e 89, aplicados subsidiariamente por força "
        "do Decreto 8.444/2015, art. 54)" in decision
    )

    # a charter auto's notification keeps the resolution's own articles
    notice, _, analista = notified_auto(context_for, tmp_path, "", ("77-XVI",), operator)
    text = flat_pdf_text(print_notification(analista, notice.process_id, tmp_path / "keys").pdf)
    assert base_legal(text) == "Res. AGR 105/2017, arts. 82 e 83"
    auto = flat_pdf_text(reprint(analista, notice.number, NOTICE_KIND))
    assert base_legal(auto) == "Res. AGR 105/2017, arts. 79 e 80; Decreto 8.444/2015, art. 51"
    assert "subsidiariamente" not in text and "8.444" not in text


def test_a_regular_line_payment_notice_says_the_term_is_the_resolutions_subsidiarily(
    context_for, tmp_path
):
    """Three fines, the appeal term running: the subsidiary application is said with the
    term and in the footer, and the notice still fits one page."""
    codes = tuple(code for code, _ in THREE_FINES)
    notice, _, analista = notified_auto(context_for, tmp_path, LINE, codes)
    analista = judged(context_for, notice, analista, THREE_FINES)
    notify(analista, notice.process_id, "pessoal", date(2026, 3, 24), "Maria")
    issued = print_payment_notice(analista, notice.process_id, tmp_path / "keys")
    text = pdf_text(issued.pdf)
    flat = " ".join(text.split())
    assert "Página 1 de 1" in text
    term = flat.split("Ciência da decisão")[1].split("Vencimento")[0]
    assert term.endswith(f"art. 83, § 3º), {SUBSIDIARY} ")
    assert base_legal(flat) == (
        "Decreto 8.444/2015, art. 51, § 5º; "
        f"Res. AGR 105/2017, arts. 83, 89, 91 e 101, {SUBSIDIARY}"
    )
    # the appeal still running is the decree's, not art. 83's ten days from the ciência
    assert "no prazo do Decreto 8.444/2015, art. 51, § 5º, não tem efeito suspensivo" in flat
    assert "arts. 83 e 91" not in flat
