"""The ordinary process (Res. AGR 105/2017, arts. 81, II, and 93) and Roraima's processo
administrativo (Lei RR 664/2008, art. 84, I) are opened once in a sanction process."""

from datetime import date

from desktop.rules.ordinary_opening import already_opened


def test_a_simplified_process_may_be_opened():
    assert already_opened("RR", "simplificado", "BVB-2026-000001", None) is None
    assert already_opened("GO", "simplificado", "GYN-2026-000001", None) is None


def test_an_opened_process_is_refused_naming_it_and_its_law():
    rr = already_opened("RR", "ordinario", "BVB-2026-000001", date(2026, 3, 12))
    assert rr == (
        "O processo administrativo já está instaurado no processo nº BVB-2026-000001 em "
        "12/03/2026, com a comissão designada pelo CRE/RR (Lei RR 664/2008, art. 84, I), e "
        "segue aberto."
    )
    go = already_opened("GO", "ordinario", "GYN-2026-000001", None)
    assert go is not None and go.startswith(
        "O processo ordinário já está instaurado no processo nº GYN-2026-000001, com"
    )
    assert "Res. AGR 105/2017, arts. 81, II, e 93" in go and "Lei RR" not in go
