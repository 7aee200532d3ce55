"""Input masks for the identifiers a clerk types: CNPJ, CPF, CEP, phone and plate.

Each mask is a QValidator that keeps only the significant characters, upper-cases
letters and re-inserts the punctuation as the clerk types, so "12345678000195" becomes
"12.345.678/0001-95". The CNPJ mask takes the new alphanumeric CNPJ too (letters in the
first twelve positions, digits in the two check positions). The check digits are the
services' job: the mask only shapes the text.
"""

from dataclasses import dataclass

from PySide6.QtGui import QValidator
from PySide6.QtWidgets import QLineEdit, QStyledItemDelegate

DIGIT = "9"
LETTER = "L"
ALNUM = "A"


def _fits(char: str, slot: str) -> bool:
    if slot == DIGIT:
        return char.isascii() and char.isdigit()
    if slot == LETTER:
        return char.isascii() and char.isalpha()
    return char.isascii() and char.isalnum()


@dataclass(frozen=True)
class Layout:
    """Slots of the significant characters and the punctuation shown between them.

    `pattern` uses 9 (digit), L (letter) and A (letter or digit) for the slots; any other
    character is punctuation, shown once a slot after it is filled.
    """

    pattern: str

    @property
    def size(self) -> int:
        return sum(1 for c in self.pattern if c in (DIGIT, LETTER, ALNUM))

    def slots(self) -> list[str]:
        return [c for c in self.pattern if c in (DIGIT, LETTER, ALNUM)]

    def render(self, raw: str) -> str:
        out: list[str] = []
        used = 0
        for char in self.pattern:
            if used == len(raw):
                break
            if char in (DIGIT, LETTER, ALNUM):
                out.append(raw[used])
                used += 1
            else:
                out.append(char)
        return "".join(out)


class MaskValidator(QValidator):
    """Formats as the user types; several layouts may share a mask (8 or 9 digit phones)."""

    def __init__(self, layouts: list[Layout], parent=None) -> None:
        super().__init__(parent)
        self._layouts = sorted(layouts, key=lambda layout: layout.size)

    @property
    def max_size(self) -> int:
        return self._layouts[-1].size

    def raw(self, text: str) -> str:
        return "".join(c for c in text.upper() if c.isascii() and c.isalnum())

    def _layout_for(self, size: int) -> Layout:
        for layout in self._layouts:
            if size <= layout.size:
                return layout
        return self._layouts[-1]

    def _slots_accept(self, raw: str) -> bool:
        slots = self._layout_for(len(raw)).slots()
        return all(_fits(char, slot) for char, slot in zip(raw, slots, strict=False))

    def validate(self, text: str, pos: int):
        raw = self.raw(text)
        if len(raw) > self.max_size or not self._slots_accept(raw):
            return QValidator.State.Invalid, text, pos
        significant_before = len(self.raw(text[:pos]))
        formatted = self._layout_for(len(raw)).render(raw)
        new_pos = _position_after(formatted, significant_before)
        if any(len(raw) == layout.size for layout in self._layouts):
            return QValidator.State.Acceptable, formatted, new_pos
        return QValidator.State.Intermediate, formatted, new_pos

    def fixup(self, text: str) -> str:
        raw = self.raw(text)[: self.max_size]
        return self._layout_for(len(raw)).render(raw)


def _position_after(formatted: str, significant: int) -> int:
    if significant == 0:
        return 0
    seen = 0
    for index, char in enumerate(formatted):
        if char.isalnum():
            seen += 1
            if seen == significant:
                return index + 1
    return len(formatted)


CNPJ = [Layout("AA.AAA.AAA/AAAA-99")]
CPF = [Layout("999.999.999-99")]
CEP = [Layout("99999-999")]
PHONE = [Layout("(99) 9999-9999"), Layout("(99) 99999-9999")]
PLATE = [Layout("LLL9A99")]


def apply_mask(edit: QLineEdit, layouts: list[Layout]) -> MaskValidator:
    """Attach a mask to a line edit; returns the validator so callers can read `raw`."""
    validator = MaskValidator(layouts, edit)
    edit.setValidator(validator)
    edit.setMaxLength(max(len(layout.pattern) for layout in layouts))
    return validator


def significant(text: str) -> str:
    """The identifier without punctuation, upper-cased: what the services receive."""
    return "".join(c for c in text.upper() if c.isascii() and c.isalnum())


class MaskedCellDelegate(QStyledItemDelegate):
    """A grid cell typed through the same mask as the field of the same kind (issue 17
    §6): a CPF cell takes digits only, formatted as they come."""

    def __init__(self, layouts: list[Layout], parent=None) -> None:
        super().__init__(parent)
        self.layouts = layouts

    def createEditor(self, parent, option, index) -> QLineEdit:  # noqa: N802 (Qt's name)
        editor = QLineEdit(parent)
        apply_mask(editor, self.layouts)
        return editor
