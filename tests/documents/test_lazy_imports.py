"""Cold start: the main window imports without pyHanko (and the aiohttp it brings), which
load only when a PDF is signed or verified (tests/documents/test_verify_documents.py and
the issuing tests cover that those still work)."""

import json
import os
import subprocess
import sys

LOADED_MODULES = """
import json, sys
import desktop.ui.main_window
print(json.dumps(sorted(sys.modules)))
"""


def modules_after_importing_the_main_window() -> set[str]:
    environment = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    result = subprocess.run(
        [sys.executable, "-c", LOADED_MODULES],
        capture_output=True,
        text=True,
        env=environment,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    return set(json.loads(result.stdout.strip().splitlines()[-1]))


def test_main_window_imports_without_pyhanko():
    modules = modules_after_importing_the_main_window()
    assert {
        "desktop.services.documents.verification",
        "desktop.documents.verify",
        "desktop.documents.pdf_signing",
    } <= modules
    assert "pyhanko" not in modules
    assert (
        sorted(
            name
            for name in modules
            if name.split(".")[0] in {"pyhanko", "pyhanko_certvalidator", "aiohttp"}
        )
        == []
    )
