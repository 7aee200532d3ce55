"""When an auto de infração was drawn up (GO: Res. AGR 105/2017, art. 79; Decreto
8.444/2015, art. 51, caput: "lavrará o respectivo Auto de Infração, no momento em que esta
ocorrer, sob pena de nulidade do ato").

The moment and the place of the drawing up are those the agent wrote on the paper, not when
the counter typed it. A drawing up before the infraction or in the future is a typing error
and is refused. One on a later day than the infraction was not drawn up at its moment: the
auto is still recorded and sent on (art. 80 §3: once drawn up it is neither discarded nor
stopped, and may be declared void), with a note asking the judging authority to decide on
its nullity.
"""

from dataclasses import dataclass
from datetime import datetime

from desktop.rules.errors import RulesError

ARTICLES = (
    "Res. AGR 105/2017, art. 79",
    "Decreto 8.444/2015, art. 51",
)
SIGNATURE_ARTICLE = "Res. AGR 105/2017, art. 80, VII; Decreto 8.444/2015, art. 51 §1º, VII"


@dataclass(frozen=True)
class DrawingUp:
    occurred_at: datetime
    drawn_up_at: datetime
    on_the_spot: bool
    articles: tuple[str, ...]
    notes: tuple[str, ...]
    needs_decision: bool


def notice_drawing_up(occurred_at: datetime, drawn_up_at: datetime, now: datetime) -> DrawingUp:
    """Checks the drawing up of an auto against the infraction's moment. The three instants
    are in the office's time (aware, or all naive in the same zone): on the spot means on
    the infraction's day, not before it."""
    for name, value in (
        ("occurred_at", occurred_at),
        ("drawn_up_at", drawn_up_at),
        ("now", now),
    ):
        if not isinstance(value, datetime):
            raise RulesError(name, "informe data e hora")
    if drawn_up_at < occurred_at:
        raise RulesError(
            "drawn_up_at",
            "o auto não pode ser lavrado antes da infração (Res. AGR 105/2017, art. 79)",
        )
    if drawn_up_at > now:
        raise RulesError("drawn_up_at", "a lavratura do auto não pode estar no futuro")
    on_the_spot = drawn_up_at.date() == occurred_at.date()
    notes: tuple[str, ...] = ()
    if not on_the_spot:
        notes = (
            "Auto lavrado em dia posterior ao da infração: o art. 79 da Res. AGR 105/2017 e o "
            "art. 51 do Decreto 8.444/2015 mandam lavrá-lo no momento em que ela ocorre, sob "
            "pena de nulidade; o auto segue o processo e a autoridade julgadora decide sobre "
            "a nulidade (art. 80 §3º).",
        )
    return DrawingUp(occurred_at, drawn_up_at, on_the_spot, ARTICLES, notes, not on_the_spot)
