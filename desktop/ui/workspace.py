"""What every area receives from the main window: who is working, how to reach other
areas, and where the office signing key lives (None: the user's data folder)."""

from dataclasses import dataclass
from pathlib import Path

from desktop.services.context import ServiceContext
from desktop.ui.navigator import Navigator


@dataclass(frozen=True)
class Workspace:
    ctx: ServiceContext
    navigator: Navigator
    key_dir: Path | None = None
