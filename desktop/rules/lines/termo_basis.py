"""Which article a GO Termo de Autorização of a regular line is under (Decreto 8.444/2015,
Capítulo V, Seção II).

Art. 11: the authorisation of a service not linked to infrastructure, against the outorga
(§§4º-5º). Art. 12: the services already operated when the decree came, "excepcionalmente
autorizados" for the continuity of the service against their temporary outorgas; only those
outorgas may be paid with credits of earlier operations of regular lines, save the first
instalment, paid in money (§1º). The clerk chooses the article when registering the Termo.

A Termo recorded before the article was asked reads as art. 11: it is the decree's rule, art.
12 the exception, and credits are compensated only on an outorga the office recorded as
temporary.
"""

from desktop.rules.lines.outorga import D8444
from desktop.rules.lines.register import LineProblem

NEW = "art11"
CONTINUITY = "art12"
TERMO_BASES = {
    NEW: f"Autorização nova, mediante outorga ({D8444}, art. 11)",
    CONTINUITY: f"Serviço já explorado, outorga temporária ({D8444}, art. 12)",
}


def termo_basis(stored: str | None) -> str:
    """The article of a stored Termo; one recorded before the choice reads as art. 11."""
    return stored if stored in TERMO_BASES else NEW


def termo_articles(basis: str | None) -> str:
    """The Termo's legal basis as its print says: the authorisation (art. 6º) under its
    article of chapter V, section II."""
    return f"{D8444}, arts. 6º e {12 if termo_basis(basis) == CONTINUITY else 11}"


def check_termo_basis(basis: str | None) -> list[LineProblem]:
    """The clerk says which article the Termo is under: nothing is presumed on registering."""
    if basis in TERMO_BASES:
        return []
    return [
        LineProblem(
            "termo_basis",
            f"Informe se o Termo é de autorização nova ({D8444}, art. 11) ou de serviço já "
            "explorado, autorizado excepcionalmente com outorga temporária (art. 12).",
        )
    ]


def compensation_allowed(basis: str | None) -> bool:
    """Art. 12 §1º: credits of earlier operations pay only a temporary outorga of art. 12."""
    return termo_basis(basis) == CONTINUITY


def termo_statement(basis: str | None) -> str:
    """What the printed Termo states of its article, in its conditions."""
    if termo_basis(basis) == CONTINUITY:
        return (
            "Serviço já explorado, autorizado excepcionalmente para a continuidade do serviço, "
            "mediante outorga temporária; as parcelas, exceto a 1ª, paga em moeda corrente, "
            "podem ser pagas com créditos de explorações anteriores apurados e compensados pela "
            f"AGR ({D8444}, art. 12, caput e § 1º)."
        )
    return (
        "Autorização nova, mediante o pagamento da outorga em moeda corrente "
        f"({D8444}, art. 11, caput e §§ 4º e 5º)."
    )


def termo_basis_number(basis: str | None) -> int:
    """The article of the Termo, 11 or 12."""
    return 12 if termo_basis(basis) == CONTINUITY else 11


def correction_problems(
    current: str | None, wanted: str | None, compensated: bool
) -> list[LineProblem]:
    """A correction names the other article; back to art. 11 it is refused once an instalment
    was paid with credits, which art. 12 §1º allows only on the temporary outorga of art. 12."""
    if wanted not in TERMO_BASES:
        return check_termo_basis(wanted)
    if wanted == termo_basis(current):
        return [
            LineProblem(
                "termo_basis",
                f"O Termo já está sob o art. {termo_basis_number(current)} do {D8444}: a "
                "correção é para o outro artigo.",
            )
        ]
    if wanted == NEW and compensated:
        return [
            LineProblem(
                "termo_basis",
                "Parcela da outorga já paga com créditos de explorações anteriores: a "
                f"compensação só cabe na outorga temporária do art. 12 ({D8444}, art. 12, § 1º); "
                "o Termo não pode passar ao art. 11.",
            )
        ]
    return []


def correction_statement(basis: str, act: str, act_on: str) -> str:
    """What the printed Termo says of the correction of its article."""
    return (
        f"Artigo corrigido para o art. {termo_basis_number(basis)} do {D8444} pelo ato "
        f"{act}, de {act_on}."
    )


def corrected_articles(articles: str, stored: str | None, basis: str, correction: str) -> str:
    """The articles a Termo rests on, its article of chapter V, section II the corrected one,
    followed by the correction's statement (`correction_statement`)."""
    return f"{articles.replace(termo_articles(stored), termo_articles(basis), 1)}; {correction}"
