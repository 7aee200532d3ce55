"""Signs the PDF file itself with the office key (pyHanko's CMS signer, PAdES, SHA-256).

An ECDSA P-256 key gives a signature every PAdES validator checks (poppler's `pdfsig`, Adobe
Reader); an office still on its old Ed25519 key signs as before (RFC 8419), which only
pyHanko-based validators check. The embedded certificate is self-signed, made here with
`cryptography` from the office key; Balcão trusts the key through its keyring (key id ->
office and public key), not through the certificate (docs/keys.md). An office that
configured its ICP-Brasil A1 certificate signs the file with it instead (`icp.py`).

What the file carries is written by ReportLab with the document (`file_signature.py`); this
module prepares the signer and makes the CMS over the digest of the file's byte range.
"""

import asyncio
import hashlib
import io
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
from cryptography.hazmat.primitives.asymmetric.types import PrivateKeyTypes
from cryptography.x509.oid import NameOID

from desktop.documents.data import OfficeLetterhead
from desktop.documents.icp import A1Certificate
from desktop.documents.keys import OfficeSigner

SIGNATURE_FIELD = "AssinaturaBalcao"
CERTIFICATE_START = datetime(2020, 1, 1, tzinfo=UTC)
CERTIFICATE_END = datetime(2100, 1, 1, tzinfo=UTC)
COMMON_NAME_LIMIT = 64


def certificate_common_name(office: OfficeLetterhead) -> str:
    """The office's name and code as the certificate's common name, which RFC 5280 (appendix
    A, ub-common-name) limits to 64 — counted by `cryptography` in UTF-8 bytes: a longer name
    is shortened with "…" before the code (the whole name is the signature's /Name and is
    printed on the document)."""
    code = f" ({office.code})"
    name = office.name
    while len(f"{name}{code}".encode()) > COMMON_NAME_LIMIT:
        name = name[:-2].rstrip() + "…"
    return name + code


def office_certificate(signer: OfficeSigner, office: OfficeLetterhead) -> x509.Certificate:
    """The self-signed certificate of the office key (same key, same certificate).

    asn1crypto, under pyHanko, reads a DER length that ends in the byte 0x80 (128, 384, …) as
    BER's indefinite length and encodes that value again at every use (wbond/asn1crypto#249):
    an office whose name gave its certificate such a length signed each document four times
    slower. The key's unit then reads "Chave do escritório …", 15 bytes longer, which moves
    every length of the certificate off it."""
    certificate = _certificate(signer, office, f"Chave {signer.key_id}")
    if misread_by_asn1crypto(certificate.public_bytes(serialization.Encoding.DER)):
        return _certificate(signer, office, f"Chave do escritório {signer.key_id}")
    return certificate


def misread_by_asn1crypto(der: bytes) -> bool:
    """Whether a constructed value in `der` has a long-form length whose last byte is 0x80."""
    position = 0
    while position < len(der):
        tag, first = der[position], der[position + 1]
        header = 2 + (first & 0x7F if first & 0x80 else 0)
        length = first
        if first & 0x80:
            length = int.from_bytes(der[position + 2 : position + header], "big")
        if tag & 0x20 and (
            (first > 0x80 and der[position + header - 1] == 0x80)
            or misread_by_asn1crypto(der[position + header : position + header + length])
        ):
            return True
        position += header + length
    return False


def _certificate(signer: OfficeSigner, office: OfficeLetterhead, unit: str) -> x509.Certificate:
    name = x509.Name(
        [
            x509.NameAttribute(NameOID.COMMON_NAME, certificate_common_name(office)),
            x509.NameAttribute(NameOID.ORGANIZATIONAL_UNIT_NAME, unit),
            x509.NameAttribute(NameOID.STATE_OR_PROVINCE_NAME, office.jurisdiction),
            x509.NameAttribute(NameOID.COUNTRY_NAME, "BR"),
        ]
    )
    usage = x509.KeyUsage(
        digital_signature=True,
        content_commitment=True,
        key_encipherment=False,
        data_encipherment=False,
        key_agreement=False,
        key_cert_sign=True,
        crl_sign=False,
        encipher_only=False,
        decipher_only=False,
    )
    return (
        x509.CertificateBuilder()
        .subject_name(name)
        .issuer_name(name)
        .public_key(signer.public_key)
        .serial_number(int(signer.key_id, 16))
        .not_valid_before(CERTIFICATE_START)
        .not_valid_after(CERTIFICATE_END)
        .add_extension(x509.BasicConstraints(ca=True, path_length=0), critical=True)
        .add_extension(usage, critical=True)
        .sign(signer.private_key, _certificate_hash(signer))
    )


def _certificate_hash(signer: OfficeSigner) -> hashes.SHA256 | None:
    # Ed25519 hashes internally and takes no hash algorithm.
    return None if isinstance(signer.private_key, Ed25519PrivateKey) else hashes.SHA256()


@dataclass(frozen=True)
class PreparedSigner:
    """What every signature by one signer repeats: the pyHanko signer (the certificate made
    from the office key, or the A1's, and the key in the forms pyHanko signs with), the name
    and digest in the signature, the room its CMS takes in the file, and the PDF version and
    developer extensions its algorithms call for in the catalog (ISO 32000-2 §7.12: ETSI's
    for PAdES, ISO 32002 for ECDSA on P-256 and for Ed25519), as pyHanko registers them."""

    signer: Any
    name: str
    digest: str
    bytes_reserved: int
    pdf_version: str
    extensions: bytes


# Prepared once per signer: making the certificate and estimating the signature's size
# (pyHanko signs a dummy CMS for it) cost as much as the signature itself (issue 18 §4).
_PREPARED: dict[tuple, PreparedSigner] = {}
_PREPARED_KEPT = 8


def _cache_key(signer: OfficeSigner, office: OfficeLetterhead, a1: A1Certificate | None):
    if a1 is not None:
        return ("a1", a1.certificate.fingerprint(hashes.SHA256()), office)
    return ("office", signer.key_id, office)


def prepared_signer(
    signer: OfficeSigner, office: OfficeLetterhead, a1: A1Certificate | None = None
) -> PreparedSigner:
    key = _cache_key(signer, office, a1)
    found = _PREPARED.get(key)
    if found is None:
        found = _prepare(signer, office, a1)
        if len(_PREPARED) >= _PREPARED_KEPT:
            _PREPARED.clear()
        _PREPARED[key] = found
    return found


def _prepare(
    signer: OfficeSigner, office: OfficeLetterhead, a1: A1Certificate | None
) -> PreparedSigner:
    # pyHanko (with aiohttp for timestamps) takes most of a second to import; imported here,
    # the application starts without it and only issuing a document pays for it.
    from asn1crypto import keys as asn1_keys
    from asn1crypto import x509 as asn1_x509
    from pyhanko_certvalidator.registry import SimpleCertificateStore

    from desktop.documents.cms_signer import OfficeCmsSigner

    key: PrivateKeyTypes
    if a1 is not None:
        own_certificate, key, chain = a1.certificate, a1.private_key, a1.chain
        name, digest = a1.holder_name, "sha256"
    else:
        own_certificate, key, chain = office_certificate(signer, office), signer.private_key, ()
        name, digest = office.name, _digest(signer)
    certificate = asn1_x509.Certificate.load(
        own_certificate.public_bytes(serialization.Encoding.DER)
    )
    others = [
        asn1_x509.Certificate.load(item.public_bytes(serialization.Encoding.DER)) for item in chain
    ]
    private_key = asn1_keys.PrivateKeyInfo.load(
        key.private_bytes(
            serialization.Encoding.DER,
            serialization.PrivateFormat.PKCS8,
            serialization.NoEncryption(),
        )
    )
    pdf_signer = OfficeCmsSigner(
        signing_cert=certificate,
        signing_key=private_key,
        cert_registry=SimpleCertificateStore.from_certs([certificate, *others]),
    )
    version, extensions = _catalog_entries(pdf_signer, digest)
    room = _room_for(pdf_signer, digest)
    return PreparedSigner(pdf_signer, name, digest, room, version, extensions)


def _room_for(pdf_signer: Any, digest: str) -> int:
    """The room pyHanko reserves for the signature when left to estimate it on every file: a
    dummy CMS by this signer, twice its length (hexadecimal) plus half again as margin."""
    dummy = hashlib.new(digest).digest()
    length = len(_cms(pdf_signer, digest, dummy, datetime.now(UTC), dry_run=True)) * 2
    return length + 2 * (length // 4)


def _catalog_entries(pdf_signer: Any, digest: str) -> tuple[str, bytes]:
    """The /Version and /Extensions pyHanko's PdfSigner gives the catalog of a file it signs
    with this signer, read from an empty writer it registers them in."""
    from pyhanko.pdf_utils.writer import PdfFileWriter
    from pyhanko.sign import fields, signers

    writer = PdfFileWriter()
    metadata = signers.PdfSignatureMetadata(
        field_name=SIGNATURE_FIELD, md_algorithm=digest, subfilter=fields.SigSeedSubFilter.PADES
    )
    signers.PdfSigner(metadata, pdf_signer).register_extensions(writer, md_algorithm=digest)
    extensions = io.BytesIO()
    writer.root["/Extensions"].write_to_stream(extensions)
    major, minor = writer.output_version
    return f"{major}.{minor}", extensions.getvalue()


def signature_cms(prepared: PreparedSigner, document_digest: bytes, moment: datetime) -> bytes:
    """The DER of the CMS signature (PAdES: CAdES signed attributes, the signing time left to
    the signature dictionary's /M) over `document_digest`, as pyHanko's PdfSigner makes it."""
    return _cms(prepared.signer, prepared.digest, document_digest, moment, dry_run=False)


def _cms(
    pdf_signer: Any, digest: str, document_digest: bytes, moment: datetime, dry_run: bool
) -> bytes:
    from pyhanko.sign.signers.pdf_cms import PdfCMSSignedAttributes

    signed = pdf_signer.async_sign(
        document_digest,
        digest,
        use_pades=True,
        dry_run=dry_run,
        signed_attr_settings=PdfCMSSignedAttributes(signing_time=moment),
    )
    return asyncio.run(signed).dump()


def _digest(signer: OfficeSigner) -> str:
    # RFC 8419 pairs Ed25519 with SHA-512, as the documents signed before were; ECDSA P-256
    # goes with SHA-256 (PAdES baseline).
    return "sha512" if isinstance(signer.private_key, Ed25519PrivateKey) else "sha256"
