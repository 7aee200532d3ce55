"""The one look of the application: Fusion style, a light palette, readable fonts. A list or
table with the keyboard focus wears a blue frame: Fusion marks only its current row, and an
empty list showed nothing where the focus was."""

from PySide6.QtGui import QColor, QFont, QPalette
from PySide6.QtWidgets import QApplication

BASE_POINT_SIZE = 10

_COLORS = {
    QPalette.ColorRole.Window: "#f3f4f6",
    QPalette.ColorRole.WindowText: "#1f2933",
    QPalette.ColorRole.Base: "#ffffff",
    QPalette.ColorRole.AlternateBase: "#eef2f7",
    QPalette.ColorRole.ToolTipBase: "#fffbe6",
    QPalette.ColorRole.ToolTipText: "#1f2933",
    QPalette.ColorRole.Text: "#1f2933",
    QPalette.ColorRole.Button: "#e4e7eb",
    QPalette.ColorRole.ButtonText: "#1f2933",
    QPalette.ColorRole.Highlight: "#1d5fa7",
    QPalette.ColorRole.HighlightedText: "#ffffff",
    QPalette.ColorRole.Link: "#1d5fa7",
    QPalette.ColorRole.PlaceholderText: "#7b8794",
}

STYLE_SHEET = """
QListWidget#navigation { background: #1f3b5c; color: #ffffff; border: none; padding: 0; }
QListWidget#navigation::item { padding-left: 14px; }
QListWidget#navigation::item:selected { background: #2f6db0; color: #ffffff; }
QLabel[role="title"] { font-size: 14pt; font-weight: 600; }
QLabel[role="count"] { font-size: 20pt; font-weight: 600; color: #1d5fa7; }
QLabel[role="verdict_ok"] { font-size: 14pt; font-weight: 600; color: #17692f; }
QLabel[role="verdict_bad"] { font-size: 14pt; font-weight: 600; color: #b00020; }
QLabel[role="verdict_unknown"] { font-size: 14pt; font-weight: 600; color: #8a5a00; }
QFrame[role="card"] { background: #ffffff; border: 1px solid #d2d6dc; border-radius: 4px; }
QToolBar { spacing: 6px; }
QTableView, QTreeView, QListWidget { border: 1px solid #9aa5b1; padding: 1px; }
QTableView:focus, QTreeView:focus, QListWidget:focus { border: 2px solid #1d5fa7; padding: 0; }
"""


def apply_theme(app: QApplication) -> None:
    app.setStyle("Fusion")
    palette = QPalette()
    for role, color in _COLORS.items():
        palette.setColor(role, QColor(color))
    palette.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text, QColor("#9aa5b1"))
    palette.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.ButtonText, QColor("#9aa5b1"))
    app.setPalette(palette)
    font = QFont(app.font())
    font.setPointSize(BASE_POINT_SIZE)
    app.setFont(font)
    app.setStyleSheet(STYLE_SHEET)
