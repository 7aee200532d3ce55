"""Alt+letters of captions built from data (the facts a law asks for a kind of change) or
from rows several forms share (a vehicle's CRLV and ownership): the letter a caption answers
to, a caption given the first of its letters no other control beside it takes, and a whole
form's captions and check boxes lettered where the form is put together; the texts shown
with a letter, which a form reads to letter what it adds and the UI tests to check a screen."""

import re
import string

from PySide6.QtWidgets import (
    QAbstractButton,
    QCheckBox,
    QLabel,
    QRadioButton,
    QTabBar,
    QWidget,
)

from desktop.ui.widgets.forms import Form

# The letters and digits a Brazilian (ABNT2) keyboard types with one key, which Alt can
# join: an accented "ê" takes two strokes, a dead key and its letter, and Alt cannot answer
# to it; a digit of the top row takes none (Alt+1 is the first of a numbered row).
TYPED = frozenset(string.ascii_lowercase + "ç" + string.digits)
# Alt+1 to Alt+9 open the main window's areas (MainWindow): a control of an area keeps off
# them; a dialog, modal, may take them.
AREA_DIGITS = frozenset("123456789")
# A citation, from the act or the article it names to the parenthesis that closes it or the
# end of the text: "Res. AGR 105/2017, art. 29, § 2º", "art. 10", "Lei RR 664/2008". Alt+0
# from the "0" of "105" or Alt+G from "AGR" reads as a slip of the law's number.
CITATION = re.compile(r"(?:\b(?:Res|Decreto|Lei|LC)\b|\barts?\.|§)[^()]*")


def mnemonic(text: str) -> str | None:
    """The letter `text` answers to with Alt ("&&" is a plain "&"), in lower case."""
    found = re.search(r"&([^&\s])", text.replace("&&", ""))
    return found.group(1).lower() if found else None


def lettered(text: str, taken: set[str]) -> str:
    """`text` marked on its first letter a key types (`TYPED`) not in `taken` (lower case),
    which it adds to, outside the citations it makes (`CITATION`); unmarked when every such
    letter of it is taken."""
    cited = {index for found in CITATION.finditer(text) for index in range(*found.span())}
    for index, char in enumerate(text):
        if index not in cited and char.lower() in TYPED and char.lower() not in taken:
            taken.add(char.lower())
            return f"{text[:index]}&{text[index:]}"
    return text


def letter_captions(form: Form) -> None:
    """Each caption of `form` without a letter marked on the first of its letters no other
    caption of the form takes: the rows shown first, in their order, then those hidden (by
    the office's law or until an ownership, an instrument is chosen), which take the letters
    left, so a row shown later shares none either. The check boxes and radio buttons of its
    rows (a Termo's clause, the box of a date that may be left out) then take, the same way,
    the letters the captions leave, so a caption keeps the letter it had."""
    rows = sorted(form.rows.items(), key=lambda item: not form.layout_.isRowVisible(item[1]))
    boxes = [box for _name, row in rows for box in boxes_of(row.editor)]
    taken = {letter for row in form.rows.values() if (letter := mnemonic(row.label_text))}
    taken |= {letter for box in boxes if (letter := mnemonic(box.text()))}
    for name, row in rows:
        if row.label_text and not mnemonic(row.label_text):
            form.set_label(name, lettered(row.label_text, taken))
    for box in boxes:
        if not mnemonic(box.text()):
            box.setText(lettered(box.text(), taken))


def boxes_of(editor: QWidget) -> list[QAbstractButton]:
    """The check boxes and radio buttons a row's editor is or holds."""
    if isinstance(editor, QCheckBox | QRadioButton):
        return [editor]
    return [*editor.findChildren(QCheckBox), *editor.findChildren(QRadioButton)]


def shown_texts(root: QWidget) -> list[str]:
    """The texts with an Alt+letter of the controls shown in `root`: its buttons, the
    captions of its fields and the tabs of its tab bars."""
    texts: list[str] = []
    for child in root.findChildren(QWidget):
        if not child.isVisibleTo(root):
            continue
        if isinstance(child, QAbstractButton):
            texts.append(child.text())
        elif isinstance(child, QLabel) and child.buddy() is not None:
            texts.append(child.text())
        elif isinstance(child, QTabBar):
            texts += [child.tabText(index) for index in range(child.count())]
    return [text for text in texts if mnemonic(text)]
