"""The command line prints UTF-8 on Windows when its output is a pipe or a file (CI logs, the
Wine smoke test, `balcao-cli --selftest > arquivo.txt`), where Python would otherwise encode in
the ANSI code page."""

import io
import sys

import pytest

from desktop.cli import main


def ansi_stream() -> tuple[io.BytesIO, io.TextIOWrapper]:
    """What Windows gives Python for a pipe: a text stream in the ANSI code page."""
    raw = io.BytesIO()
    return raw, io.TextIOWrapper(raw, encoding="cp1252", errors="strict")


def test_help_reaches_a_windows_pipe_as_utf8(monkeypatch):
    raw_out, stdout = ansi_stream()
    raw_err, stderr = ansi_stream()
    monkeypatch.setattr(sys, "platform", "win32")
    monkeypatch.setattr(sys, "stdout", stdout)
    monkeypatch.setattr(sys, "stderr", stderr)
    with pytest.raises(SystemExit) as exited:
        main(["--help"])
    assert exited.value.code == 0
    stdout.flush()
    assert "Balcão — fretamento".encode() in raw_out.getvalue()
    assert "Balcão".encode("cp1252") not in raw_out.getvalue()
    assert stderr.encoding == "utf-8"


def test_other_systems_keep_their_streams_as_they_are(monkeypatch):
    raw_out, stdout = ansi_stream()
    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.setattr(sys, "stdout", stdout)
    with pytest.raises(SystemExit):
        main(["--help"])
    stdout.flush()
    assert stdout.encoding == "cp1252"
    assert "Balcão".encode("cp1252") in raw_out.getvalue()
