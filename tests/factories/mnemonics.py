"""Reading a screen's Alt+letters in the UI tests (no tests here): the letter of a text, the
texts with one among the controls shown in a widget (buttons, labels of fields, tab bars),
a walk over its tabs, the letters shared by more than one of them, and the fields and check
boxes shown without one."""

from collections import defaultdict
from collections.abc import Iterator

from PySide6.QtWidgets import QAbstractButton, QCheckBox, QLabel, QTabBar, QTabWidget, QWidget

from desktop.ui.widgets.mnemonics import mnemonic


def shown_mnemonics(root: QWidget) -> list[str]:
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


def boxes_without(root: QWidget) -> list[str]:
    """The check boxes shown in `root` without an Alt+letter."""
    return sorted(
        box.text()
        for box in root.findChildren(QCheckBox)
        if box.isVisibleTo(root) and not mnemonic(box.text())
    )
