"""Reading a screen's Alt+letters in the UI tests (no tests here): the letter of a text, the
texts with one among the controls shown in a widget (buttons, labels of fields, tab bars),
a walk over its tabs and one over what its own check boxes, radio buttons and combo boxes
show, the letters shared by more than one of them, those taken inside a citation, and the
fields and check boxes shown without one."""

from collections import defaultdict
from collections.abc import Iterator

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QLabel,
    QRadioButton,
    QTabWidget,
    QWidget,
)

from desktop.ui.widgets.mnemonics import AREA_DIGITS, CITATION, lettered, mnemonic
from desktop.ui.widgets.mnemonics import shown_texts as shown_mnemonics


def cited_mnemonics(root: QWidget) -> list[str]:
    """The texts shown in `root` whose Alt+letter is inside a citation (`CITATION`)."""
    found = []
    for text in shown_mnemonics(root):
        plain = text.replace("&&", "  ")
        marked = plain.index("&")
        if any(cited.start() < marked < cited.end() for cited in CITATION.finditer(plain)):
            found.append(text)
    return found


def shared_mnemonics(root: QWidget) -> set[tuple[str, tuple[str, ...]]]:
    """Each letter that more than one control shown in `root` answers to, with their texts."""
    by_letter = defaultdict(list)
    for text in shown_mnemonics(root):
        by_letter[mnemonic(text)].append(text)
    return {(letter, tuple(sorted(texts))) for letter, texts in by_letter.items() if len(texts) > 1}


def outermost_tab_widgets(widget: QWidget) -> list[QTabWidget]:
    """The tab widgets inside `widget` that no other tab widget inside it holds."""
    found = []
    for tabs in widget.findChildren(QTabWidget):
        holder = tabs.parentWidget()
        while holder is not widget and not isinstance(holder, QTabWidget):
            holder = holder.parentWidget()
        if holder is widget:
            found.append(tabs)
    return found


def each_tab_shown(root: QWidget) -> Iterator[None]:
    """Stops once as `root` is, then once with each tab shown, tabs within tabs too."""
    yield
    yield from each_tab_within(root)


def each_tab_within(widget: QWidget) -> Iterator[None]:
    for tabs in ([widget] if isinstance(widget, QTabWidget) else []) + outermost_tab_widgets(
        widget
    ):
        for index in range(tabs.count()):
            tabs.setCurrentIndex(index)
            yield
            yield from each_tab_within(tabs.widget(index))


def each_mode_shown(root: QWidget) -> Iterator[None]:
    """Stops once as `root` is, then once with each of its check boxes and radio buttons
    shown clicked the other way and each other item of its combo boxes shown chosen, one
    at a time and put back after: the rows a Termo, an ownership or a box shows. The
    switches a change shows are walked while it holds; each switch is walked once."""
    yield
    yield from each_switch_walked(root, set())


def each_switch_walked(root: QWidget, walked: set[QWidget]) -> Iterator[None]:
    while (switch := next_switch(root, walked)) is not None:
        walked.add(switch)
        if isinstance(switch, QComboBox):
            start = switch.currentIndex()
            for index in range(switch.count()):
                if index != start:
                    switch.setCurrentIndex(index)
                    yield
                    yield from each_switch_walked(root, walked)
            switch.setCurrentIndex(start)
        else:
            checked = [
                button
                for button in switch.parentWidget().findChildren(QRadioButton)
                if isinstance(switch, QRadioButton) and button.isChecked()
            ]
            switch.click()
            yield
            yield from each_switch_walked(root, walked)
            (checked[0] if checked else switch).click()


def next_switch(root: QWidget, walked: set[QWidget]) -> QWidget | None:
    """The first check box, radio button or combo box shown and enabled in `root` not yet
    walked."""
    for child in root.findChildren(QWidget):
        if (
            isinstance(child, QCheckBox | QRadioButton | QComboBox)
            and child not in walked
            and child.isVisibleTo(root)
            and child.isEnabled()
        ):
            return child
    return None


def captions_without(root: QWidget) -> list[str]:
    """The captions of the fields shown in `root` without an Alt+letter; a caption of a
    text only read (a division worked out, a QLabel) is no field's."""
    return sorted(
        label.text()
        for label in root.findChildren(QLabel)
        if label.buddy() is not None
        and not isinstance(label.buddy(), QLabel)
        and label.isVisibleTo(root)
        and not mnemonic(label.text())
    )


def boxes_left_a_letter(root: QWidget) -> list[str]:
    """The check boxes and radio buttons shown in `root` without an Alt+letter though a
    letter of their words (outside a citation) is answered by nothing shown nor by the
    window's Alt+1 to Alt+9 (`lettered`)."""
    taken = {mnemonic(text) for text in shown_mnemonics(root)} | AREA_DIGITS
    return [text for text in boxes_without(root) if mnemonic(lettered(text, set(taken)))]


def boxes_without(root: QWidget) -> list[str]:
    """The check boxes and radio buttons shown in `root` without an Alt+letter."""
    return sorted(
        box.text()
        for box in root.findChildren(QCheckBox) + root.findChildren(QRadioButton)
        if box.isVisibleTo(root) and not mnemonic(box.text())
    )
