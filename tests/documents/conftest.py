"""An office key made once per test session and the three documents rendered with it."""

import pytest
from document_samples import CRC, OFFICE_GO, PENDENCY, PROTOCOL

from desktop.documents.keys import create_office_key, load_office_signer
from desktop.documents.render import render_document


@pytest.fixture(scope="session")
def signer(tmp_path_factory):
    key_dir = tmp_path_factory.mktemp("office-key")
    create_office_key(key_dir)
    return load_office_signer(key_dir)


@pytest.fixture(scope="session")
def other_signer(tmp_path_factory):
    key_dir = tmp_path_factory.mktemp("other-office-key")
    create_office_key(key_dir)
    return load_office_signer(key_dir)


@pytest.fixture(scope="session")
def rendered(signer):
    """kind -> RenderedDocument, numbered like the counter would number them."""
    samples = {"protocolo": PROTOCOL, "pendencia": PENDENCY, "crc": CRC}
    return {
        kind: render_document(kind, data, OFFICE_GO, f"GYN-2026-00012{index}", signer)
        for index, (kind, data) in enumerate(samples.items(), start=1)
    }
