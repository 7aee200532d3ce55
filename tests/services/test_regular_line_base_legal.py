"""A Goiás auto on a regular line rests on Decreto 8.444/2015 (art. 51, § 5º counts its
defence and appeal); Res. AGR 105/2017 applies to it only subsidiarily (decree art. 54), and
its printed documents say so in the footer's "Base legal" of every page and once in the body,
where it first cites the resolution — no citation of it before reads bare — its later
citations (the payment term, the due date moved, the fines' articles, the appeal...) reading
in that light, their articles grouped as a legal drafter lists them. A charter auto keeps the
resolution's own articles."""

import re
from datetime import date
from decimal import Decimal

import pytest

from desktop.documents.citations import cite
from desktop.documents.kind import NOTICE_KIND, PAYMENT_NOTICE_KIND
from desktop.services.documents.issuing import reprint
from desktop.services.sanctions import payment_notice_records
from desktop.services.sanctions.decisions import PenaltyChoice
from desktop.services.sanctions.notifications import notify
from desktop.services.sanctions.payment_notice import print_payment_notice
from desktop.services.sanctions.payment_notice_records import unchanged_payment_notice
from desktop.services.sanctions.penalties import DecisionInput, council_review, judge
from desktop.services.sanctions.process_documents import print_notification
from tests.factories.clock import at_day
from tests.factories.notices import new_operator, recorded_notice
from tests.factories.reading import body_and_margins, flat_pdf_text, pdf_text

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
    # said where the resolution is first cited, the infractions; then the fine's articles
    # grouped, and the payment term, which the decree does not set, cited plainly
    assert f"1. 76-I — Res. AGR 105/2017, art. 76, I, {SUBSIDIARY}: Não portar" in decision
    assert (
        "76-I: multa de R$ 911,61 (Res. AGR 105/2017, arts. 67, II (DOE 09/11/2017; em vigor 45 "
        "dias após a publicação, art. 104), 71, I, e 76, I)" in decision
    )
    assert "pagar a multa (Res. AGR 105/2017, arts. 83 e 89)" in decision
    assert decision.count("subsidiariamente") == 2  # the footer's and the infractions'

    # a charter auto's notification keeps the resolution's own articles
    notice, _, analista = notified_auto(context_for, tmp_path, "", ("77-XVI",), operator)
    text = flat_pdf_text(print_notification(analista, notice.process_id, tmp_path / "keys").pdf)
    assert base_legal(text) == "Res. AGR 105/2017, arts. 82 e 83"
    auto = flat_pdf_text(reprint(analista, notice.number, NOTICE_KIND))
    assert base_legal(auto) == "Res. AGR 105/2017, arts. 79 e 80; Decreto 8.444/2015, art. 51"
    assert "subsidiariamente" not in text and "8.444" not in text


@pytest.mark.parametrize("line", [LINE, ""], ids=["linha regular", "fretamento"])
def test_a_decision_of_three_fines_fits_one_page(context_for, tmp_path, line):
    """The articles the three fines share (arts. 67, II and 71, I) are said once, with their
    total, each line citing its own: the notification, down to who notified it, fits one
    page, on a regular line's auto as on a charter's."""
    codes = tuple(code for code, _ in THREE_FINES)
    notice, _, analista = notified_auto(context_for, tmp_path, line, codes)
    analista = judged(context_for, notice, analista, THREE_FINES)
    printed = print_notification(analista, notice.process_id, tmp_path / "keys").pdf
    assert "Página 1 de 1" in pdf_text(printed)
    decision = flat_pdf_text(printed)
    for code, item in (("76-I", "I"), ("76-II", "II"), ("76-III", "III")):
        assert f"{code}: multa de R$ 911,61 (Res. AGR 105/2017, art. 76, {item})" in decision
    assert (
        "Total das multas: R$ 2.734,83. Base comum das penalidades: Res. AGR 105/2017, arts. 67, "
        "II (DOE 09/11/2017; em vigor 45 dias após a publicação, art. 104), e 71, I." in decision
    )
    assert decision.count("art. 104") == 1
    assert "Notificado por: " in decision


def test_a_regular_line_payment_notice_says_the_term_is_the_resolutions_subsidiarily(
    context_for, tmp_path
):
    """Three fines, the due date moved by Good Friday, the appeal term running: the
    subsidiary application is said in the footer and once in the body, where the decision is
    first cited; the term, the due date and the heading of the fines (whose lines cite the
    resolution's articles without naming it again) cite it plainly, their articles grouped;
    the notice fits one page."""
    codes = tuple(code for code, _ in THREE_FINES)
    notice, _, analista = notified_auto(context_for, tmp_path, LINE, codes)
    analista = judged(context_for, notice, analista, THREE_FINES)
    notify(analista, notice.process_id, "pessoal", date(2026, 3, 24), "Maria")
    issued = print_payment_notice(analista, notice.process_id, tmp_path / "keys")
    text = pdf_text(issued.pdf)
    flat = " ".join(text.split())
    assert "Página 1 de 1" in text
    body, _ = body_and_margins(issued.pdf)
    assert body.count("subsidiariamente") == 1
    assert (
        f"Julgamento em primeira instância (Res. AGR 105/2017, arts. 86-89, {SUBSIDIARY}) de "
        "23/03/2026" in flat
    )
    term = flat.split("Ciência da decisão")[1].split("Vencimento")[0]
    assert term == (
        " 24/03/2026 — prazo de 10 dias contados da ciência (Res. AGR 105/2017, arts. 83, "
        "§§ 1º a 3º, e 89) "
    )
    assert (
        "Vencimento 06/04/2026 (prorrogado de 03/04/2026, feriado: Sexta-feira Santa; Res. AGR "
        "105/2017, art. 83, § 2º) Multas a pagar — artigos da Res. AGR 105/2017 1. Infração "
        "76-I — multa de R$ 911,61 (arts. 67, II (DOE 09/11/2017; em vigor 45 dias após a "
        "publicação, art. 104), 71, I, e 76, I)" in flat
    )
    assert base_legal(flat) == (
        "Decreto 8.444/2015, art. 51, § 5º; "
        f"Res. AGR 105/2017, arts. 83, 89, 91 e 101, {SUBSIDIARY}"
    )
    # the appeal still running is the decree's, not art. 83's ten days from the ciência
    assert "no prazo do Decreto 8.444/2015, art. 51, § 5º, não tem efeito suspensivo" in flat
    assert "arts. 83 e 91" not in flat


# A citation of the resolution, however the text abbreviates it; where it ends: the
# parenthesis it is in closes (one mark for the articles it lists) or, outside parentheses,
# its sentence ends or another citation of it begins.
RESOLUTION = re.compile(r"Res\.(?: AGR)? 105(?:/2017)?")
MARKED = re.compile(r"subsidiariamente (\(|por força do )Decreto 8\.444/2015, art\. 54")
SENTENCE_END = re.compile(r"\.\s+[A-ZÁÉÍÓÚÂÊÔÃÕÇ]")


def _citation_end(text: str, start: int) -> int:
    inside = text.count("(", 0, start) > text.count(")", 0, start)
    depth = 0
    for index in range(start, len(text)):
        depth += {"(": 1, ")": -1}.get(text[index], 0)
        if depth < 0:
            return index
        ends = SENTENCE_END.match(text, index) or RESOLUTION.match(text, index)
        if not inside and depth == 0 and ends:
            return index
    return len(text)


def bare_before_the_mark(text: str) -> list[str]:
    """The citations of Res. AGR 105/2017 in `text` that do not say it applies subsidiarily
    by Decreto 8.444/2015, art. 54, up to the first that says it — every one when none does."""
    bare = []
    for found in RESOLUTION.finditer(text):
        cited = text[found.start() : _citation_end(text, found.end())]
        if MARKED.search(cited):
            break
        bare.append(cited)
    return bare


def test_bare_citations_before_the_mark_are_found():
    assert bare_before_the_mark("(Res. AGR 105/2017, art. 91, § 1º): a multa (art. 101).") == [
        "Res. AGR 105/2017, art. 91, § 1º"
    ]
    marked = f"pagar (Res. AGR 105/2017: art. 89; art. 83, {SUBSIDIARY})"
    assert bare_before_the_mark(f"{marked} (Res. AGR 105/2017, art. 91)") == []
    assert bare_before_the_mark(f"(Res. AGR 105/2017, art. 90) {marked}") == [
        "Res. AGR 105/2017, art. 90"
    ]
    # a mark after the parenthesis of the articles is not the citation's
    assert bare_before_the_mark(f"(Res. AGR 105/2017, art. 89), {SUBSIDIARY}") == [
        "Res. AGR 105/2017, art. 89"
    ]
    assert bare_before_the_mark("(Res. AGR 105/2017, art. 76, I; Res. 105, art. 67, II)") == [
        "Res. AGR 105/2017, art. 76, I; Res. 105, art. 67, II",
        "Res. 105, art. 67, II",
    ]
    assert bare_before_the_mark("Base legal: Res. AGR 105/2017, art. 84. Página 1") == [
        "Res. AGR 105/2017, art. 84"
    ]


def regular_line_documents(context_for, tmp_path) -> dict[str, bytes]:
    """Every document a regular line's auto prints, judged with three fines: the auto and its
    2ª via, the notifications of the auto and of the decision, the payment notice with a due
    date moved by Good Friday and the appeal term running, and its 2ª via."""
    codes = tuple(code for code, _ in THREE_FINES)
    notice, _, analista = notified_auto(context_for, tmp_path, LINE, codes)
    keys = tmp_path / "keys"
    printed = {"auto": reprint(analista, notice.number, NOTICE_KIND)}
    printed["notificação da autuação"] = print_notification(analista, notice.process_id, keys).pdf
    analista = judged(context_for, notice, analista, THREE_FINES)
    printed["notificação da decisão"] = print_notification(analista, notice.process_id, keys).pdf
    notify(analista, notice.process_id, "pessoal", date(2026, 3, 24), "Maria")
    issued = print_payment_notice(analista, notice.process_id, keys)
    printed["notificação para pagamento"] = issued.pdf
    printed["2ª via da notificação para pagamento"] = reprint(
        analista, issued.number, PAYMENT_NOTICE_KIND
    )
    return printed


def reviewed_documents(context_for, tmp_path, upholds: bool) -> dict[str, bytes]:
    """A regular line's auto cancelled in first instance and reviewed by the Council (Res. 105,
    art. 90): its notification, and the payment notice when the Council keeps the fine."""
    notice, _, analista = notified_auto(context_for, tmp_path, LINE, ("76-I",))
    notify(analista, notice.process_id, "autos", date(2026, 3, 10), "Maria")
    julgador = at_day(context_for("julgador"), date(2026, 3, 23))
    judge(julgador, notice.process_id, DecisionInput(date(2026, 3, 23), False, "Placa."))
    fines = tuple(PenaltyChoice(code, amount, ("multa",)) for code, amount in FINES)
    council_review(
        at_day(julgador, date(2026, 4, 13)),
        notice.process_id,
        DecisionInput(date(2026, 4, 13), upholds, "Reexame.", fines if upholds else ()),
    )
    analista = at_day(analista, date(2026, 4, 14))
    keys = tmp_path / "keys"
    printed = {"notificação do reexame": print_notification(analista, notice.process_id, keys).pdf}
    if upholds:
        notify(analista, notice.process_id, "pessoal", date(2026, 4, 14), "Maria")
        printed["notificação para pagamento"] = print_payment_notice(
            analista, notice.process_id, keys
        ).pdf
    return printed


@pytest.mark.parametrize("documents", ["judged", "reformed", "confirmed"])
def test_a_regular_lines_document_says_the_resolution_is_subsidiary_where_it_first_cites_it(
    context_for, tmp_path, documents
):
    """The first citation of the resolution in each document's body carries the mark, none
    before it is bare, and so does the footer of every page."""
    printed = {
        "judged": lambda: regular_line_documents(context_for, tmp_path),
        "reformed": lambda: reviewed_documents(context_for, tmp_path, upholds=True),
        "confirmed": lambda: reviewed_documents(context_for, tmp_path, upholds=False),
    }[documents]()
    bare = {}
    for name, pdf in printed.items():
        body, margins = body_and_margins(pdf)
        assert RESOLUTION.search(body) and all(RESOLUTION.search(margin) for margin in margins)
        bare[name] = [cited for part in (body, *margins) for cited in bare_before_the_mark(part)]
    assert {name: cited for name, cited in bare.items() if cited} == {}


def old_term_text(deadline, ciencia, regular_line=False) -> str:
    """The payment term as the notices printed before every citation was marked wrote it:
    the mark after the parenthesis of the articles."""
    return f"{deadline.days} dias contados da ciência ({cite(deadline.articles)}), {SUBSIDIARY}"


def test_a_notice_printed_by_an_earlier_version_is_reprinted_with_its_own_number(
    context_for, tmp_path, monkeypatch
):
    """A payment notice printed before its wording changed (the term's mark, each fine's
    description) notifies the same debts, amounts, due dates and ciência: asked again, its
    2ª via is offered, byte for byte, and no new number is taken."""
    notice, _, analista = notified_auto(context_for, tmp_path, LINE, ("76-I",))
    analista = judged(context_for, notice, analista, FINES)
    notify(analista, notice.process_id, "pessoal", date(2026, 3, 24), "Maria")
    with monkeypatch.context() as earlier:
        earlier.setattr(payment_notice_records, "payment_term_text", old_term_text)
        earlier.setattr(
            payment_notice_records,
            "_fine_descriptions",
            lambda session, debts: {debt.id: debt.description for debt in debts},
        )
        first = print_payment_notice(analista, notice.process_id, tmp_path / "keys")
    assert f"art. 83, § 3º), {SUBSIDIARY}" in flat_pdf_text(first.pdf)

    later = at_day(analista, date(2026, 3, 26))
    assert unchanged_payment_notice(later, notice.process_id) == first.number
    assert reprint(later, first.number, PAYMENT_NOTICE_KIND) == first.pdf
