"""The office's signing key pair, kept on disk without the private key in clear.

A new key is ECDSA P-256 (SHA-256), a type every PAdES validator accepts (poppler's
`pdfsig`, Adobe Reader, `openssl cms`). Keys made before were Ed25519: they still load and
verify, so documents signed with them keep verifying.

Files inside the key folder (all owner-only):

- ``office-key.pem``: the private key, PKCS#8 encrypted with a random 32-byte secret
  (``BestAvailableEncryption``);
- ``office-key.secret.dpapi`` (Windows): that secret protected with DPAPI, user scope, so only
  the same Windows account on the same machine can unprotect it;
- ``office-key.secret`` (elsewhere): the secret itself, in a separate 0600 file;
- ``office-key.pub.pem``: the public key, which is what other offices import.

docs/keys.md explains the choice. The key id is a short fingerprint of the public key: the
first 16 hexadecimal digits of the SHA-256 of its raw 32 bytes (Ed25519) or of its DER
SubjectPublicKeyInfo (ECDSA).
"""

import base64
import hashlib
import os
import secrets
import sys
from dataclasses import dataclass
from pathlib import Path

from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec, rsa
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey, Ed25519PublicKey
from cryptography.hazmat.primitives.asymmetric.types import PublicKeyTypes
from cryptography.hazmat.primitives.asymmetric.utils import (
    decode_dss_signature,
    encode_dss_signature,
)

from desktop.documents.dpapi import dpapi_protect, dpapi_unprotect

PRIVATE_KEY_FILE = "office-key.pem"
PUBLIC_KEY_FILE = "office-key.pub.pem"
SECRET_FILE = "office-key.secret"
DPAPI_SECRET_FILE = "office-key.secret.dpapi"
# P-256 coordinates and ECDSA's r and s are 32 bytes each: a signature is r || s, 64 bytes,
# as compact in the QR code as an Ed25519 signature.
P256_SIZE = 32

# ICP-Brasil certificates (A1) are mostly RSA; their keys are trusted for PDF signatures.
MIN_RSA_BITS = 2048

PublicKey = Ed25519PublicKey | ec.EllipticCurvePublicKey | rsa.RSAPublicKey
PrivateKey = Ed25519PrivateKey | ec.EllipticCurvePrivateKey


class OfficeKeyError(Exception):
    """The office key is missing, unreadable or can't be decrypted; `message` is pt-BR."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


def key_id_for(public_key: PublicKeyTypes) -> str:
    if isinstance(public_key, Ed25519PublicKey):
        raw = public_key.public_bytes(serialization.Encoding.Raw, serialization.PublicFormat.Raw)
    else:
        raw = public_key.public_bytes(
            serialization.Encoding.DER, serialization.PublicFormat.SubjectPublicKeyInfo
        )
    return hashlib.sha256(raw).hexdigest()[:16]


def key_type_of(public_key: PublicKey) -> str:
    """The algorithm's name as docs/keys.md and the admin screen say it."""
    if isinstance(public_key, rsa.RSAPublicKey):
        return f"RSA-{public_key.key_size}"
    return "Ed25519" if isinstance(public_key, Ed25519PublicKey) else "ECDSA P-256"


def public_key_pem(public_key: PublicKeyTypes) -> bytes:
    return public_key.public_bytes(
        serialization.Encoding.PEM, serialization.PublicFormat.SubjectPublicKeyInfo
    )


def _is_p256(key: object) -> bool:
    return isinstance(key, ec.EllipticCurvePublicKey | ec.EllipticCurvePrivateKey) and isinstance(
        key.curve, ec.SECP256R1
    )


def load_public_key(pem: bytes) -> PublicKey:
    """Reads an ECDSA P-256, Ed25519 or RSA (2048 bits or more: ICP-Brasil certificates)
    public key in PEM; a `ValueError` with a pt-BR message otherwise."""
    try:
        key = serialization.load_pem_public_key(pem)
    except (ValueError, TypeError) as error:
        raise ValueError("O arquivo não contém uma chave pública PEM válida.") from error
    if isinstance(key, Ed25519PublicKey):
        return key
    if isinstance(key, ec.EllipticCurvePublicKey) and _is_p256(key):
        return key
    if isinstance(key, rsa.RSAPublicKey) and key.key_size >= MIN_RSA_BITS:
        return key
    raise ValueError(
        "A chave pública não é do tipo ECDSA P-256, Ed25519 nem RSA de 2048 bits ou mais."
    )


def verify_signature(public_key: PublicKey, signature: bytes, message: bytes) -> bool:
    """A QR payload signature: Ed25519, or ECDSA P-256 as r || s. RSA keys sign PDF files
    only (ICP-Brasil), never payloads."""
    try:
        if isinstance(public_key, Ed25519PublicKey):
            public_key.verify(signature, message)
            return True
        if not isinstance(public_key, ec.EllipticCurvePublicKey) or len(signature) != 2 * P256_SIZE:
            return False
        r = int.from_bytes(signature[:P256_SIZE], "big")
        s = int.from_bytes(signature[P256_SIZE:], "big")
        public_key.verify(encode_dss_signature(r, s), message, ec.ECDSA(hashes.SHA256()))
    except InvalidSignature:
        return False
    return True


@dataclass(frozen=True)
class OfficeSigner:
    """The loaded private key of the office, ready to sign payloads and PDF files."""

    key_id: str
    private_key: PrivateKey

    @property
    def public_key(self) -> PublicKey:
        return self.private_key.public_key()

    def sign(self, message: bytes) -> bytes:
        """Ed25519's 64 bytes, or ECDSA P-256 with SHA-256 as r || s (64 bytes too).

        ECDSA is deterministic (RFC 6979), as Ed25519 is: the same data signed twice gives the
        same payload and the same verification code.
        """
        if isinstance(self.private_key, Ed25519PrivateKey):
            return self.private_key.sign(message)
        der = self.private_key.sign(message, ec.ECDSA(hashes.SHA256(), deterministic_signing=True))
        r, s = decode_dss_signature(der)
        return r.to_bytes(P256_SIZE, "big") + s.to_bytes(P256_SIZE, "big")


def write_owner_only(path: Path, data: bytes) -> None:
    descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(descriptor, "wb") as handle:
        handle.write(data)
    os.chmod(path, 0o600)


def uses_dpapi() -> bool:
    return sys.platform == "win32"


def create_office_key(key_dir: Path) -> tuple[str, bytes]:
    """Creates the office key pair in `key_dir`; returns (key_id, public key PEM).

    Refuses to overwrite an existing key: documents already issued rest on it.
    """
    key_dir = Path(key_dir)
    key_dir.mkdir(parents=True, exist_ok=True)
    if (key_dir / PRIVATE_KEY_FILE).exists():
        raise OfficeKeyError(
            f"Já existe uma chave do escritório em {key_dir}; ela não será substituída."
        )
    private_key = ec.generate_private_key(ec.SECP256R1())
    secret = base64.urlsafe_b64encode(secrets.token_bytes(32))
    encrypted = private_key.private_bytes(
        serialization.Encoding.PEM,
        serialization.PrivateFormat.PKCS8,
        serialization.BestAvailableEncryption(secret),
    )
    write_secret(key_dir, secret)
    write_owner_only(key_dir / PRIVATE_KEY_FILE, encrypted)
    public_pem = public_key_pem(private_key.public_key())
    write_owner_only(key_dir / PUBLIC_KEY_FILE, public_pem)
    return key_id_for(private_key.public_key()), public_pem


RETIRED_FOLDER = "anteriores"
KEY_FILES = (PRIVATE_KEY_FILE, PUBLIC_KEY_FILE, SECRET_FILE, DPAPI_SECRET_FILE)


def retire_office_key(key_dir: Path, key_id: str) -> Path:
    """Moves the key files out of the way, into `anteriores/<key id>/` inside `key_dir`, so a
    new key can be created; returns that folder. The old key never signs again, but its files
    are kept (owner-only, as they were) rather than destroyed."""
    key_dir = Path(key_dir)
    retired = key_dir / RETIRED_FOLDER / key_id
    retired.mkdir(parents=True, exist_ok=False, mode=0o700)
    for name in KEY_FILES:
        if (key_dir / name).exists():
            (key_dir / name).rename(retired / name)
    return retired


def restore_office_key(key_dir: Path, retired: Path) -> None:
    """Undoes `retire_office_key` (and drops a key created since): for a renewal whose
    database transaction failed, so the files and the database agree again."""
    key_dir = Path(key_dir)
    for name in KEY_FILES:
        if (retired / name).exists():
            (key_dir / name).unlink(missing_ok=True)
            (retired / name).rename(key_dir / name)
    retired.rmdir()


def read_secret(
    key_dir: Path, plain: str = SECRET_FILE, protected: str = DPAPI_SECRET_FILE
) -> bytes:
    """The random secret a key file is encrypted with: DPAPI-protected on Windows, an
    owner-only file elsewhere."""
    if uses_dpapi():
        path = key_dir / protected
        if not path.exists():
            raise OfficeKeyError(f"Falta o segredo protegido da chave do escritório: {path}.")
        try:
            return dpapi_unprotect(path.read_bytes())
        except OSError as error:
            raise OfficeKeyError(
                "O Windows não liberou o segredo da chave do escritório (a chave foi criada "
                "por outro usuário ou em outro computador)."
            ) from error
    path = key_dir / plain
    if not path.exists():
        raise OfficeKeyError(f"Falta o segredo da chave do escritório: {path}.")
    return path.read_bytes()


def write_secret(
    key_dir: Path, secret: bytes, plain: str = SECRET_FILE, protected: str = DPAPI_SECRET_FILE
) -> None:
    if uses_dpapi():
        write_owner_only(key_dir / protected, dpapi_protect(secret))
    else:
        write_owner_only(key_dir / plain, secret)


def load_office_signer(key_dir: Path) -> OfficeSigner:
    """Loads and decrypts the office private key; `OfficeKeyError` says what is wrong."""
    key_dir = Path(key_dir)
    path = key_dir / PRIVATE_KEY_FILE
    if not path.exists():
        raise OfficeKeyError(
            f"A chave de assinatura do escritório não foi encontrada em {key_dir}. "
            "Gere-a na configuração do escritório."
        )
    secret = read_secret(key_dir)
    try:
        private_key = serialization.load_pem_private_key(path.read_bytes(), password=secret)
    except (ValueError, TypeError) as error:
        raise OfficeKeyError(
            "Não foi possível decifrar a chave de assinatura do escritório "
            "(arquivo alterado ou segredo errado)."
        ) from error
    if not isinstance(private_key, Ed25519PrivateKey) and not _is_p256(private_key):
        raise OfficeKeyError("A chave do escritório não é do tipo ECDSA P-256 nem Ed25519.")
    assert isinstance(private_key, Ed25519PrivateKey | ec.EllipticCurvePrivateKey)  # just checked
    return OfficeSigner(key_id=key_id_for(private_key.public_key()), private_key=private_key)


def load_office_public_key(key_dir: Path) -> bytes:
    """The public key PEM of the office key in `key_dir` (for export)."""
    path = Path(key_dir) / PUBLIC_KEY_FILE
    if not path.exists():
        raise OfficeKeyError(f"A chave pública do escritório não foi encontrada em {key_dir}.")
    return path.read_bytes()
