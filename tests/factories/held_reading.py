"""A service function held on its first call: the screen's reading on the worker thread reads
for real, then waits until the test releases it — the stale reading that
`desktop.ui.widgets.latest.LatestReading` must keep off the screen."""

import threading
from dataclasses import dataclass, field
from types import ModuleType

import pytest


@dataclass
class HeldCall:
    read: threading.Event = field(default_factory=threading.Event)
    release: threading.Event = field(default_factory=threading.Event)
    calls: int = 0


def hold_first_call(monkeypatch: pytest.MonkeyPatch, module: ModuleType, name: str) -> HeldCall:
    """`module.name` replaced: every call reads for real; the first then sets `read` and
    waits for `release` before it returns what it read."""
    real = getattr(module, name)
    held = HeldCall()

    def first_held(*args, **kwargs):
        held.calls += 1
        result = real(*args, **kwargs)
        if held.calls == 1:
            held.read.set()
            held.release.wait()
        return result

    monkeypatch.setattr(module, name, first_held)
    return held
