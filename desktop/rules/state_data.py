"""How fresh the statewide data of an office is (issue 19, docs/network.md).

An office in the state network judges recidivism (Res. 105 art. 88; Lei 664 art. 83), debts
(Res. 105 arts. 17 V, 101) and bars (Res. 105 art. 70 §3; Lei 664 art. 88) over the rows it
last received from the sede. The counter keeps working when the link is down, but it says how
old those rows are; a standalone office has no statewide data and says nothing of the kind.
"""

from datetime import datetime, timedelta

from desktop.rules.dates import br_date_time

# Past this the home page warns that the statewide data is old: an office setting, in hours,
# a day by default (a night with the link down), from one hour to 30 days.
DEFAULT_STALE_AFTER_HOURS = 24
STALE_AFTER_HOURS = range(1, 30 * 24 + 1)


def check_stale_after(hours: object) -> str | None:
    """Why `hours` cannot be the office's threshold (None when it can)."""
    if isinstance(hours, bool) or not isinstance(hours, int) or hours not in STALE_AFTER_HOURS:
        return (
            f"Informe de {STALE_AFTER_HOURS.start} a {STALE_AFTER_HOURS.stop - 1} horas "
            "(até 30 dias)."
        )
    return None


NOT_IN_NETWORK = (
    "Este escritório não está em uma rede estadual: as decisões usam só os dados deste "
    "escritório. Para entrar na rede, o administrador do servidor do escritório executa "
    "`balcao rede entrar URL-DA-SEDE`."
)


def is_stale(last_heard: datetime | None, now: datetime, stale_after: timedelta) -> bool:
    """True when the sede has not been heard from for longer than `stale_after` (never heard
    from counts as stale)."""
    return last_heard is None or now - last_heard > stale_after


def _age(last_heard: datetime, now: datetime) -> str:
    elapsed = now - last_heard
    if elapsed >= timedelta(days=1):
        days = elapsed.days
        return f"{days} dia{'s' if days > 1 else ''} atrás"
    hours = int(elapsed.total_seconds() // 3600)
    return f"{hours} hora{'s' if hours != 1 else ''} atrás"


def stale_banner(last_heard: datetime | None, now: datetime) -> str:
    """The home page banner; both moments in the office's time zone."""
    if last_heard is None:
        return "Dados estaduais nunca sincronizados com a sede."
    return (
        f"Dados estaduais de {_age(last_heard, now)} (última sincronização com a sede "
        f"em {br_date_time(last_heard)})"
    )


def recidivism_data_line(recidivism_article: str, data_line: str) -> str:
    """What a decision judged on the statewide history of infractions prints of it (GO Res.
    105 art. 68; RR Lei 664 art. 83, which count infractions wherever in the state): the
    article and the moment of the data (`data_date_line`)."""
    return (
        f"Reincidência apurada no histórico de infrações de todo o Estado "
        f"({recidivism_article}). {data_line.rstrip('.')}."
    )


def data_date_line(last_heard: datetime | None) -> str:
    """The line a decision that used statewide data prints (a CND): the moment of the data."""
    if last_heard is None:
        return "Dados estaduais nunca sincronizados com a sede."
    return f"Dados estaduais atualizados em {br_date_time(last_heard)}"
