"""The office's ICP-Brasil A1 certificate: a PKCS#12 file the office configures with its
password, kept encrypted at rest, which then signs the PDF files (PAdES) in the holder's name.

Brazilian public bodies sign with ICP-Brasil certificates (MP 2.200-2/2001). The file the
office hands over is read once with its password; Balcão stores it again as PKCS#12
encrypted with a random secret (``BestAvailableEncryption``), the secret kept like the office
key's (DPAPI on Windows, an owner-only file elsewhere): the password is not stored, and the
file alone does not give the key away. Files inside the key folder:

- ``icp-a1.p12``: key, certificate and chain, PKCS#12 encrypted with the secret;
- ``icp-a1.secret.dpapi`` (Windows) or ``icp-a1.secret``: the secret.

The QR payload keeps being signed by the office key (it must stay short); docs/keys.md.
"""

import base64
import secrets
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from cryptography import x509
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import ec, rsa
from cryptography.hazmat.primitives.serialization import pkcs12
from cryptography.x509.oid import NameOID

from desktop.documents.keys import (
    MIN_RSA_BITS,
    OfficeKeyError,
    key_id_for,
    read_secret,
    write_owner_only,
    write_secret,
)

A1_FILE = "icp-a1.p12"
A1_SECRET_FILE = "icp-a1.secret"
A1_DPAPI_SECRET_FILE = "icp-a1.secret.dpapi"


class A1Error(ValueError):
    """The PKCS#12 file, its password or its certificate can't be used; the message is pt-BR."""


@dataclass(frozen=True)
class A1Certificate:
    private_key: rsa.RSAPrivateKey | ec.EllipticCurvePrivateKey
    certificate: x509.Certificate
    chain: tuple[x509.Certificate, ...]

    @property
    def key_id(self) -> str:
        return key_id_for(self.certificate.public_key())

    @property
    def holder_name(self) -> str:
        return common_name(self.certificate.subject)

    @property
    def issuer_name(self) -> str:
        return common_name(self.certificate.issuer)

    @property
    def valid_until(self) -> datetime:
        return self.certificate.not_valid_after_utc


def common_name(name: x509.Name) -> str:
    names = name.get_attributes_for_oid(NameOID.COMMON_NAME)
    return str(names[0].value) if names else name.rfc4514_string()


def _usable_key(key: object) -> bool:
    if isinstance(key, rsa.RSAPrivateKey):
        return key.key_size >= MIN_RSA_BITS
    return isinstance(key, ec.EllipticCurvePrivateKey) and isinstance(key.curve, ec.SECP256R1)


def read_a1(p12: bytes, password: str, now: datetime) -> A1Certificate:
    """Opens the PKCS#12 file with its password and checks it can sign at `now`."""
    try:
        key, certificate, chain = pkcs12.load_key_and_certificates(
            p12, password.encode("utf-8") if password else None
        )
    except (ValueError, TypeError) as error:
        raise A1Error(
            "Não foi possível abrir o certificado: a senha está errada ou o arquivo não é um "
            "certificado A1 (PKCS#12, .pfx ou .p12)."
        ) from error
    if key is None or certificate is None:
        raise A1Error("O arquivo não traz a chave privada e o certificado do titular.")
    if not _usable_key(key):
        raise A1Error("A chave do certificado não é RSA de 2048 bits ou mais nem ECDSA P-256.")
    assert isinstance(key, rsa.RSAPrivateKey | ec.EllipticCurvePrivateKey)  # _usable_key
    if now < certificate.not_valid_before_utc:
        raise A1Error(
            f"O certificado só vale a partir de {certificate.not_valid_before_utc:%d/%m/%Y}."
        )
    if now > certificate.not_valid_after_utc:
        raise A1Error(f"O certificado venceu em {certificate.not_valid_after_utc:%d/%m/%Y}.")
    return A1Certificate(key, certificate, tuple(chain))


def store_a1(key_dir: Path, a1: A1Certificate) -> None:
    """Writes the certificate into `key_dir`, encrypted with a new random secret; a
    certificate configured before is replaced (A1 certificates last a year)."""
    key_dir = Path(key_dir)
    key_dir.mkdir(parents=True, exist_ok=True)
    secret = base64.urlsafe_b64encode(secrets.token_bytes(32))
    data = pkcs12.serialize_key_and_certificates(
        b"balcao-a1",
        a1.private_key,
        a1.certificate,
        list(a1.chain) or None,
        serialization.BestAvailableEncryption(secret),
    )
    for name in (A1_FILE, A1_SECRET_FILE, A1_DPAPI_SECRET_FILE):
        (key_dir / name).unlink(missing_ok=True)
    write_secret(key_dir, secret, A1_SECRET_FILE, A1_DPAPI_SECRET_FILE)
    write_owner_only(key_dir / A1_FILE, data)


def load_a1(key_dir: Path) -> A1Certificate | None:
    """The configured certificate, or None when the office has none."""
    path = Path(key_dir) / A1_FILE
    if not path.exists():
        return None
    secret = read_secret(Path(key_dir), A1_SECRET_FILE, A1_DPAPI_SECRET_FILE)
    try:
        key, certificate, chain = pkcs12.load_key_and_certificates(path.read_bytes(), secret)
    except (ValueError, TypeError) as error:
        raise OfficeKeyError(
            "Não foi possível decifrar o certificado ICP-Brasil do escritório (arquivo "
            "alterado ou segredo errado). Configure o certificado de novo."
        ) from error
    # store_a1 wrote it from a certificate read_a1 accepted
    assert isinstance(key, rsa.RSAPrivateKey | ec.EllipticCurvePrivateKey)
    assert certificate is not None
    return A1Certificate(key, certificate, tuple(chain))
