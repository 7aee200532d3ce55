"""What the printed quadro de horários says does not run: the departures cancelled in a season
of low demand (Lei RR 664/2008, art. 51) and the partial stoppages (RR art. 55, caput; GO
Decreto 8.444/2015, art. 25, caput) not over on the day it is printed, while the quadro is in
force. Nothing here writes."""

import uuid
from datetime import date, timedelta

from sqlalchemy.orm import Session

from desktop.services.lines.cancellations_records import cancellations
from desktop.services.lines.partial_stoppages_records import partial_stoppages
from desktop.services.lines.timetables_records import TimetableRow


def suspended_texts(
    session: Session, line_id: uuid.UUID, quadro: TimetableRow, later: date | None, today: date
) -> tuple[str, ...]:
    """The texts, citing their articles, of what stops during the quadro's days (from
    `quadro.effective_from` to the day before `later`, the next quadro's) from `today` on."""
    start = max(today, quadro.effective_from)
    if later is not None and later <= start:
        return ()  # the quadro is no longer in force

    def overlaps(first: date, until: date | None) -> bool:
        """[first, until) meets [start, later)."""
        return (until is None or start < until) and (later is None or first < later)

    texts = [
        row.text
        for row in cancellations(None, line_id, session)
        if overlaps(row.starts_on, row.ends_on + timedelta(days=1))
    ]
    texts += [
        row.text
        for row in partial_stoppages(None, line_id, session)
        if overlaps(row.term.start, row.until)
    ]
    return tuple(texts)
