"""A field whose rows the clerk adds one by one while typing (the licence's vehicles and
drivers, issue 17 §5): it says what its rows are, takes them back and signals each change,
so that the form's state (`form_state`) and its draft (`field_values`, `DraftKeeper`) carry
them like any other field."""

from typing import Any, Protocol, runtime_checkable


@runtime_checkable
class RowsField(Protocol):
    """`draft_rows()` are the rows as JSON values, `restore_rows(rows)` shows them again;
    `rows_changed` is emitted whenever a row is added, removed or the rows are replaced."""

    rows_changed: Any

    def draft_rows(self) -> list[Any]: ...

    def restore_rows(self, rows: list[Any]) -> None: ...
