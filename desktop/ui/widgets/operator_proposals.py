"""What a RecordPicker of operators proposes: operators by CNPJ, razão social or nome fantasia.

Apart from `record_picker` so a window with pickers of other records (and the main window's
start) does not import the operators' search and model (issue 18 §2)."""

from desktop.services.context import ServiceContext
from desktop.services.search.operators import OperatorRow, search_operators
from desktop.ui.widgets.record_picker import PROPOSALS


def operator_label(row: OperatorRow) -> str:
    return f"{row.legal_name} — {row.cnpj_formatted}"


def operator_proposals(ctx: ServiceContext, text: str) -> list[tuple[str, OperatorRow]]:
    """Operators by CNPJ, razão social or nome fantasia, for a RecordPicker."""
    return [(operator_label(row), row) for row in search_operators(ctx, text, limit=PROPOSALS).rows]
