"""What every area receives from the main window: who is working, how to reach other
areas and tell them what changed, and where the office signing key lives (None: the
user's data folder).

The context is shared, not copied: when the office changes (a closure registered, so the
deadlines computed from then on skip that day) every screen sees the new one.
"""

import uuid
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from desktop.services.context import ServiceContext
from desktop.ui.changes import Changes, Domain
from desktop.ui.navigator import Navigator


@dataclass
class Workspace:
    ctx: ServiceContext
    navigator: Navigator
    key_dir: Path | None = None

    def changes(self, *domains: Domain, ids: Iterable[uuid.UUID | None] = ()) -> Changes:
        """What an operation changes (`operation.run(..., changes=...)`): the domains and,
        when known, the ids of the records."""
        known = frozenset(record_id for record_id in ids if record_id is not None)
        return Changes(self.navigator, frozenset(domains), known)


class WorkspaceUser:
    """Mixin for screens: `self.ctx` is always the workspace's current context."""

    workspace: Workspace

    @property
    def ctx(self) -> ServiceContext:
        return self.workspace.ctx
