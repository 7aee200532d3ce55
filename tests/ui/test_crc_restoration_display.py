"""The operator's Processo tab after a revision revoked the caducity (Res. AGR 105/2017, art.
96): the cancelled CRC shows its restoration (art. 70 §2) and the bars are gone (§§3-4)."""

from datetime import date

from desktop.services.sanctions.caducity import declare_caducity
from desktop.services.sanctions.decisions import PenaltyChoice
from desktop.services.sanctions.penalties import DecisionInput, judge, revise
from desktop.services.sanctions.penalties_records import propose_penalties
from desktop.ui.navigator import Navigator
from desktop.ui.operators.area import OperatorsArea
from desktop.ui.workspace import Workspace
from tests.factories.clock import at_day
from tests.factories.sanctions import PUBLISHED, crc_holder, ordinary_notified

REVISED = date(2026, 4, 20)


def test_process_tab_shows_the_restored_crc(
    qtbot, admin_context, context_for, tmp_path, show_active
):
    keys = tmp_path / "keys"
    roles = {role: context_for(role) for role in ("fiscal", "analista", "julgador")}
    operator = crc_holder(admin_context, keys)
    process = ordinary_notified(roles, tmp_path, operator.id, "78-I")
    julgador = at_day(roles["julgador"], date(2026, 3, 23))
    (proposal,) = propose_penalties(julgador, process.id)
    judge(
        julgador,
        process.id,
        DecisionInput(
            date(2026, 3, 23),
            True,
            "Documento falso.",
            (PenaltyChoice("78-I", proposal.amount, ("multa", "caducidade")),),
        ),
    )
    declare_caducity(at_day(roles["julgador"], PUBLISHED), process.id, PUBLISHED)
    revise(
        at_day(roles["julgador"], REVISED),
        process.id,
        DecisionInput(
            REVISED,
            True,
            "Fato novo: documento autêntico.",
            (PenaltyChoice("78-I", proposal.amount, ("multa",), "Fato novo."),),
        ),
    )
    area = OperatorsArea(Workspace(at_day(admin_context, REVISED), Navigator(), keys))
    qtbot.addWidget(area)
    show_active(area)
    area.open_record(operator.id)
    (line,) = area.process.bars.text().splitlines()
    assert line.startswith("CRC GYN-2026-")
    assert line.endswith(
        f"cassado em 30/03/2026 (Res. AGR 105/2017, art. 70 §2), processo "
        f"{process.number}; restabelecido em 20/04/2026 (Res. AGR 105/2017, "
        f"art. 96), processo {process.number}"
    )
