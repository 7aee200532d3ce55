"""The ordinary process of Res. AGR 105/2017 (arts. 81, II, and 93) and, in Roraima, the
processo administrativo of Lei RR 664/2008 (arts. 84, I, 86, parágrafo único, and 87) are
opened once in a sanction process, with their commission, and stay open until it ends: the
second opening is refused, naming the process in which it is open."""

from datetime import date

from desktop.rules.dates import br_date


def already_opened(jurisdiction: str, kind: str, number: str, opened_on: date | None) -> str | None:
    """Why the ordinary process or the processo administrativo cannot be opened in the
    sanction process `number` of `kind` (`ordinario` once opened, on `opened_on`), or None."""
    if kind != "ordinario":
        return None
    when = f" em {br_date(opened_on)}" if opened_on is not None else ""
    if jurisdiction == "RR":
        return (
            f"O processo administrativo já está instaurado no processo nº {number}{when}, "
            "com a comissão designada pelo CRE/RR (Lei RR 664/2008, art. 84, I), e segue aberto."
        )
    return (
        f"O processo ordinário já está instaurado no processo nº {number}{when}, com a "
        "comissão processante (Res. AGR 105/2017, arts. 81, II, e 93), e segue aberto."
    )
