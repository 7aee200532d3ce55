"""The age of the statewide data (issue 19): the banner and the line on decisions."""

from datetime import datetime, timedelta

from desktop.rules.state_data import (
    DEFAULT_STALE_AFTER_HOURS,
    check_stale_after,
    data_date_line,
    is_stale,
    recidivism_data_line,
    stale_banner,
)

NOW = datetime(2026, 12, 4, 15, 30)
DAY = timedelta(hours=DEFAULT_STALE_AFTER_HOURS)


def test_the_threshold_is_an_hour_to_thirty_days():
    assert DEFAULT_STALE_AFTER_HOURS == 24
    assert check_stale_after(1) is None and check_stale_after(720) is None
    for bad in (0, 721, -5, "24", 2.5, True, None):
        assert check_stale_after(bad) == "Informe de 1 a 720 horas (até 30 dias)."


def test_stale_only_past_the_threshold():
    assert not is_stale(NOW - timedelta(hours=23), NOW, DAY)
    assert not is_stale(NOW - DAY, NOW, DAY)
    assert is_stale(NOW - timedelta(hours=25), NOW, DAY)
    assert is_stale(None, NOW, DAY)
    assert not is_stale(NOW - timedelta(days=2), NOW, timedelta(days=3))


def test_banner_says_the_age_and_the_last_sync():
    heard = datetime(2026, 12, 1, 14, 5)
    assert stale_banner(heard, NOW) == (
        "Dados estaduais de 3 dias atrás (última sincronização com a sede em 01/12/2026 14:05)"
    )
    assert stale_banner(NOW - timedelta(hours=5), NOW).startswith(
        "Dados estaduais de 5 horas atrás"
    )
    assert stale_banner(NOW - timedelta(days=1, hours=2), NOW).startswith(
        "Dados estaduais de 1 dia atrás"
    )
    assert stale_banner(None, NOW) == "Dados estaduais nunca sincronizados com a sede."


def test_decision_line_prints_the_moment_of_the_data():
    assert data_date_line(datetime(2026, 12, 3, 9, 7)) == (
        "Dados estaduais atualizados em 03/12/2026 09:07"
    )


def test_a_decision_on_the_statewide_history_prints_its_article_and_date():
    # GO Res. 105 art. 68 / RR Lei 664 art. 83: infractions counted wherever in the state
    synced = data_date_line(datetime(2026, 8, 3, 9, 30))
    assert recidivism_data_line("Lei RR 664/2008, art. 83", synced) == (
        "Reincidência apurada no histórico de infrações de todo o Estado (Lei RR 664/2008, "
        "art. 83). Dados estaduais atualizados em 03/08/2026 09:30."
    )
    never = recidivism_data_line("Res. AGR 105/2017, art. 68", data_date_line(None))
    assert never.endswith("Dados estaduais nunca sincronizados com a sede.")
