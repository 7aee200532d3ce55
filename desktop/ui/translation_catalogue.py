"""Regenerates the pt-BR catalogue from the sources: `python -m desktop.ui.translation_catalogue`.

pyside6-lupdate extracts every self.tr()/translate() string of desktop/ui and desktop/app.py
into resources/i18n/balcao_pt_BR.ts; the source strings are already Portuguese, so each
translation is its source; pyside6-lrelease compiles the .qm the application loads. A UI
test regenerates the catalogue into a temporary folder and compares it with the committed
one, so a string added without regenerating fails the suite.
"""

import shutil
import subprocess
import sys
import xml.etree.ElementTree as ElementTree
from pathlib import Path

from desktop.ui.translations import catalogue_path

PACKAGE = Path(__file__).resolve().parent.parent
HEADER = '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n'


def source_files() -> list[Path]:
    return sorted(PACKAGE.joinpath("ui").rglob("*.py")) + [PACKAGE / "app.py"]


def tool(name: str) -> str:
    found = shutil.which(name, path=str(Path(sys.executable).parent)) or shutil.which(name)
    if found is None:
        raise FileNotFoundError(f"{name} not found (install pyside6-essentials)")
    return found


def extract(ts_path: Path) -> None:
    ts_path.unlink(missing_ok=True)
    subprocess.run(
        [
            tool("pyside6-lupdate"),
            *map(str, source_files()),
            "-ts",
            str(ts_path),
            "-source-language",
            "pt_BR",
            "-target-language",
            "pt_BR",
            "-locations",
            "none",
            "-no-obsolete",
            "-silent",
        ],
        check=True,
    )


def fill_translations(ts_path: Path) -> None:
    """pt-BR sources translate to themselves: every message becomes a finished translation."""
    tree = ElementTree.parse(ts_path)
    for message in tree.getroot().iter("message"):
        translation = message.find("translation")
        translation.text = message.findtext("source")
        translation.attrib.pop("type", None)
    body = ElementTree.tostring(tree.getroot(), encoding="unicode")
    ts_path.write_text(HEADER + body + "\n", encoding="utf-8")


def compile_catalogue(ts_path: Path, qm_path: Path) -> None:
    subprocess.run(
        [tool("pyside6-lrelease"), str(ts_path), "-qm", str(qm_path), "-silent"], check=True
    )


def messages(ts_path: Path) -> set[tuple[str, str, str]]:
    """(context, source, translation) of every message of a catalogue."""
    root = ElementTree.parse(ts_path).getroot()
    return {
        (context.findtext("name"), message.findtext("source"), message.findtext("translation"))
        for context in root.iter("context")
        for message in context.iter("message")
    }


def regenerate(ts_path: Path, qm_path: Path) -> None:
    extract(ts_path)
    fill_translations(ts_path)
    compile_catalogue(ts_path, qm_path)


if __name__ == "__main__":
    regenerate(Path(catalogue_path("ts")), Path(catalogue_path("qm")))
