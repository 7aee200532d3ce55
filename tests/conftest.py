"""Suite-wide settings: Qt runs offscreen, once, before any Qt module is imported."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
