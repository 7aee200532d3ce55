"""The three documents rendered once per session with the session's office key (`signer`)."""

import pytest

from desktop.documents.render import render_document
from tests.factories.documents import CRC, OFFICE_GO, PENDENCY, PROTOCOL


@pytest.fixture(scope="session")
def rendered(signer):
    """kind -> RenderedDocument, numbered like the counter would number them."""
    samples = {"protocolo": PROTOCOL, "pendencia": PENDENCY, "crc": CRC}
    return {
        kind: render_document(kind, data, OFFICE_GO, f"GYN-2026-00012{index}", signer)
        for index, (kind, data) in enumerate(samples.items(), start=1)
    }
