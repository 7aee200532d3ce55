"""The signer is prepared once (issue 18 §4): the certificate made from the office key, the
forms pyHanko signs with and the room the signature takes are the same for every document
of that key and letterhead, so they are made for the first and reused — and every document
still carries a valid signature that the standard tools accept."""

import re

from pdf_tools import pdfsig

from desktop.documents.pdf_signing import prepared_signer
from desktop.documents.render import render_document
from desktop.documents.verify import VALID, verify_pdf
from tests.factories.documents import CRC, OFFICE_GO, OFFICE_RR, PROTOCOL, keyring_of


def reserved_room(pdf: bytes) -> int:
    """The length of the signature's /Contents hexadecimal string."""
    found = re.findall(rb"/Contents <([0-9a-fA-F]+)>", pdf)
    return len(found[-1])


def test_one_preparation_signs_every_document_of_the_key_and_letterhead(signer, tmp_path):
    first = render_document("protocolo", PROTOCOL, OFFICE_GO, "GYN-2026-000201", signer)
    prepared = prepared_signer(signer, OFFICE_GO)
    second = render_document("crc", CRC, OFFICE_GO, "GYN-2026-000202", signer)
    assert prepared_signer(signer, OFFICE_GO) is prepared
    keyring = keyring_of(signer)
    for number, document in enumerate((first, second)):
        assert verify_pdf(document.pdf, keyring).status == VALID
        path = tmp_path / f"document-{number}.pdf"
        path.write_bytes(document.pdf)
        assert "Signature Validation: Signature is Valid." in pdfsig(path)
        assert reserved_room(document.pdf) == prepared.bytes_reserved
    # The room is what pyHanko would estimate: the signature fits with room to spare.
    signature = re.findall(rb"/Contents <([0-9a-fA-F]+)>", second.pdf)[-1].rstrip(b"0")
    assert len(signature) < prepared.bytes_reserved


def test_another_letterhead_or_key_is_prepared_on_its_own(signer, other_signer, tmp_path):
    go = prepared_signer(signer, OFFICE_GO)
    rr = prepared_signer(signer, OFFICE_RR)
    other = prepared_signer(other_signer, OFFICE_GO)
    assert len({id(go), id(rr), id(other)}) == 3
    assert (go.name, rr.name) == (OFFICE_GO.name, OFFICE_RR.name)
    # The certificate in the RR document names the RR office, not the GO one prepared first.
    document = render_document("protocolo", PROTOCOL, OFFICE_RR, "BVB-2026-000001", signer)
    path = tmp_path / "rr.pdf"
    path.write_bytes(document.pdf)
    report = pdfsig(path)
    assert "Signature is Valid" in report
    assert f"{OFFICE_RR.name} ({OFFICE_RR.code})" in report
    assert f"{OFFICE_GO.name} ({OFFICE_GO.code})" not in report
