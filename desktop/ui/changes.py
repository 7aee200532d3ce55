"""What changed, told to every open screen.

An operation that changes data (`desktop.ui.widgets.operation.run`) announces, on success,
one `DataChange` on the workspace's navigator (`navigator.data_changed`): the domains it
touched and, when known, the ids of the records. Each area and the home page watch the
domains they show (`ChangeWatcher`) and refresh what is affected — now if they are on
screen, when next shown otherwise. The screen that made the change has already shown its
outcome, so a watcher ignores the changes its own widgets (and their dialogs) made.
"""

import uuid
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from enum import StrEnum

from PySide6.QtCore import QObject

from desktop.ui.navigator import Navigator


class Domain(StrEnum):
    """The kinds of data a screen shows, as an operation declares what it changed."""

    OPERATORS = "operators"  # operators, registration applications, documents, CRCs
    VEHICLES = "vehicles"  # vehicles, inspections, policies, CRVs, inspection companies
    LICENCES = "licences"
    LINES = "lines"  # regular lines, their versions, delegations and acts
    SANCTIONS = "sanctions"  # notices, processes, measures, penalties
    PAYMENTS = "payments"  # debts, payments, certificates of debts
    OFFICE = "office"  # users, closures, signing keys, updated rule values


@dataclass(frozen=True)
class DataChange:
    domains: frozenset[Domain]
    ids: frozenset[uuid.UUID] = frozenset()
    source: QObject | None = None

    def affects(self, domains: Iterable[Domain]) -> bool:
        return not self.domains.isdisjoint(domains)

    def concerns(self, record_id: uuid.UUID | None) -> bool:
        """True when the change may touch `record_id` (no ids given: any record may)."""
        return not self.ids or record_id in self.ids

    def made_inside(self, widget: QObject | None) -> bool:
        """True when `widget` or one of its children (dialogs included) made the change."""
        owner = self.source
        while owner is not None:
            if owner is widget:
                return True
            owner = owner.parent()
        return False


@dataclass(frozen=True)
class Changes:
    """What an operation will change, and the navigator it is announced on."""

    navigator: Navigator
    domains: frozenset[Domain]
    ids: frozenset[uuid.UUID] = frozenset()

    def announce(self, source: QObject | None) -> None:
        self.navigator.data_changed.emit(DataChange(self.domains, self.ids, source))


class ChangeWatcher(QObject):
    """Calls `react(change)` for the changes of `domains` made outside `owner`. It is the
    owner's child: destroyed with it, which also ends the connection to the navigator."""

    def __init__(
        self,
        owner: QObject,
        navigator: Navigator,
        domains: Iterable[Domain],
        react: Callable[[DataChange], None],
    ) -> None:
        super().__init__(owner)
        self.domains = frozenset(domains)
        self.react = react
        navigator.data_changed.connect(self._changed)

    def _changed(self, change: DataChange) -> None:
        if change.affects(self.domains) and not change.made_inside(self.parent()):
            self.react(change)
