"""Reading a QTableWidget's cells: an empty cell has no item, and reads as ""."""

from PySide6.QtWidgets import QTableWidget


def cell_text(table: QTableWidget, row: int, column: int) -> str:
    item = table.item(row, column)
    return item.text() if item is not None else ""


def row_texts(table: QTableWidget, row: int) -> list[str]:
    return [cell_text(table, row, column) for column in range(table.columnCount())]
