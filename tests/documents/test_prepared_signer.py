"""The signer is prepared once (issue 18 §4): the certificate made from the office key, the
forms pyHanko signs with and the room the signature takes are the same for every document
of that key and letterhead, so they are made for the first and reused — and every document
still carries a valid signature that the standard tools accept."""

import dataclasses
import io
import re

from cryptography.hazmat.primitives.serialization import Encoding
from cryptography.x509.oid import NameOID
from pdf_tools import pdfsig

from desktop.documents.pdf_signing import (
    certificate_common_name,
    misread_by_asn1crypto,
    office_certificate,
    prepared_signer,
)
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


def test_the_certificate_attribute_is_made_once_and_signed_as_pyhanko_makes_it(
    signer, monkeypatch, tmp_path
):
    """The signing-certificate-v2 attribute (RFC 5035) is made when the signer is prepared,
    not by pyHanko for every signature (12 of a signature's 15 ms, issue 18 §4): signing
    makes none, and the document carries the very bytes pyHanko makes for the certificate."""
    from pyhanko.pdf_utils.reader import PdfFileReader
    from pyhanko.sign import attributes
    from pyhanko.sign.general import as_signing_certificate_v2

    prepared = prepared_signer(signer, OFFICE_GO)
    made = []

    def recorded(*args, **kwargs):
        made.append(args)
        return as_signing_certificate_v2(*args, **kwargs)

    monkeypatch.setattr(attributes, "as_signing_certificate_v2", recorded)
    document = render_document("crc", CRC, OFFICE_GO, "GYN-2026-000203", signer)
    assert made == []
    embedded = PdfFileReader(io.BytesIO(document.pdf)).embedded_signatures[0]
    [attribute] = [
        item
        for item in embedded.signer_info["signed_attrs"]
        if item["type"].native == "signing_certificate_v2"
    ]
    expected = as_signing_certificate_v2(prepared.signer.signing_cert).dump()
    assert attribute["values"][0].dump() == expected
    assert verify_pdf(document.pdf, keyring_of(signer)).status == VALID
    path = tmp_path / "crc.pdf"
    path.write_bytes(document.pdf)
    assert "Signature Validation: Signature is Valid." in pdfsig(path)


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


def test_an_office_name_longer_than_a_certificate_holds_still_signs(signer, tmp_path):
    """RFC 5280 limits the certificate's common name to 64 characters; an office's name may be
    longer (up to 200): it is shortened in the certificate only, and the document is signed."""
    office = dataclasses.replace(
        OFFICE_GO,
        name="Agência Goiana de Regulação, Controle e Fiscalização de Serviços Públicos — "
        "Regional de Águas Lindas de Goiás",
    )
    shortened = certificate_common_name(office)
    # 64 counted as `cryptography` counts them, in UTF-8 bytes ("…" takes three).
    assert shortened == "Agência Goiana de Regulação, Controle e Fiscalizaç… (GYN)"
    assert len(shortened.encode()) == 63
    assert certificate_common_name(OFFICE_GO) == f"{OFFICE_GO.name} ({OFFICE_GO.code})"
    document = render_document("protocolo", PROTOCOL, office, "GYN-2026-000301", signer)
    assert verify_pdf(document.pdf, keyring_of(signer)).status == VALID
    path = tmp_path / "long-name.pdf"
    path.write_bytes(document.pdf)
    report = pdfsig(path)
    assert "Signature is Valid" in report
    assert shortened in report


def test_a_length_ending_in_0x80_is_found_at_any_depth():
    """asn1crypto reads the long-form length 0x81 0x80 (128) as BER's indefinite length and
    encodes the value again at every use (wbond/asn1crypto#249)."""
    misread = b"\x30\x81\x80" + b"\x04\x7e" + bytes(126)
    assert misread_by_asn1crypto(misread)
    assert misread_by_asn1crypto(b"\x30\x81\x83" + misread)
    assert misread_by_asn1crypto(b"\x30\x82\x01\x80" + b"\x04\x82\x01\x7c" + bytes(380))
    assert not misread_by_asn1crypto(b"\x30\x81\x81" + b"\x04\x7f" + bytes(127))
    # A primitive value of 128 bytes is cheap to encode again: not counted.
    assert not misread_by_asn1crypto(b"\x04\x81\x80" + bytes(128))


def test_no_office_name_gives_a_certificate_that_asn1crypto_misreads(signer):
    """Whatever the length of the office's name, the certificate has no length ending in 0x80:
    the name of the test office gave its name a length of 128 bytes, and signing took four
    times as long (45 ms instead of 12 ms a document)."""
    for size in range(1, 57):
        office = dataclasses.replace(OFFICE_GO, name="Agência " + "G" * size)
        der = office_certificate(signer, office).public_bytes(Encoding.DER)
        assert not misread_by_asn1crypto(der), office.name
    office = dataclasses.replace(OFFICE_GO, name="Agência Goiana de Regulação — Regional Goiânia")
    certificate = office_certificate(signer, office)
    unit = certificate.subject.get_attributes_for_oid(NameOID.ORGANIZATIONAL_UNIT_NAME)
    assert unit[0].value == f"Chave do escritório {signer.key_id}"
    assert not misread_by_asn1crypto(certificate.public_bytes(Encoding.DER))
