"""The compact signed payload of the QR code and the short verification code.

Text, so any QR reader shows it and an inspector can read it:

    BLC1|crc|GYN-2026-000123|GYN|e8e4bfe889e72e13|20261129|cnpj=...|proc=...|val=...|<sig>

The signature is over the UTF-8 of everything before the last "|": ECDSA P-256 with SHA-256
as r || s (Ed25519 for keys made before), 64 bytes either way, in base64url without padding
(86 characters). About 180 characters in all: a version-9 QR at level M.
"""

import base64
import hashlib
from dataclasses import dataclass
from datetime import date

from desktop.documents.keys import OfficeSigner, PublicKey, verify_signature

PREFIX = "BLC1"
SEPARATOR = "|"
CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"


class PayloadError(ValueError):
    """The text is not a Balcão payload; the message is pt-BR."""


@dataclass(frozen=True)
class SignedPayload:
    kind: str
    number: str
    office_code: str
    key_id: str
    issue_date: date
    fields: dict[str, str]
    signature: bytes

    def body(self) -> str:
        parts = [
            PREFIX,
            self.kind,
            self.number,
            self.office_code,
            self.key_id,
            self.issue_date.strftime("%Y%m%d"),
        ]
        parts += [f"{name}={value}" for name, value in self.fields.items()]
        return SEPARATOR.join(parts)

    def text(self) -> str:
        return self.body() + SEPARATOR + b64url(self.signature)

    def verification_code(self) -> str:
        return verification_code(self.signature)

    def verifies_with(self, public_key: PublicKey) -> bool:
        return verify_signature(public_key, self.signature, self.body().encode("utf-8"))


def b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def _unb64url(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def _check_part(name: str, value: str) -> None:
    if not value or SEPARATOR in value or "=" in name or "\n" in value:
        raise PayloadError(f"Campo inválido para o QR: {name}={value!r}")


def sign_payload(
    signer: OfficeSigner,
    kind: str,
    number: str,
    office_code: str,
    issue_date: date,
    fields: dict[str, str],
) -> SignedPayload:
    for name, value in [("kind", kind), ("number", number), ("office", office_code)]:
        _check_part(name, value)
    for name, value in fields.items():
        _check_part(name, value)
    unsigned = SignedPayload(kind, number, office_code, signer.key_id, issue_date, fields, b"")
    signature = signer.sign(unsigned.body().encode("utf-8"))
    return SignedPayload(kind, number, office_code, signer.key_id, issue_date, fields, signature)


def parse_payload(text: str) -> SignedPayload:
    parts = text.strip().split(SEPARATOR)
    if len(parts) < 7 or parts[0] != PREFIX:
        raise PayloadError("O texto não é um código de documento do Balcão.")
    _, kind, number, office_code, key_id, issued, *field_parts, signature_text = parts
    try:
        issue_date = date(int(issued[:4]), int(issued[4:6]), int(issued[6:8]))
        signature = _unb64url(signature_text)
    except ValueError as error:
        raise PayloadError("O código do documento está incompleto ou danificado.") from error
    fields: dict[str, str] = {}
    for part in field_parts:
        name, equals, value = part.partition("=")
        if not equals:
            raise PayloadError("O código do documento está incompleto ou danificado.")
        fields[name] = value
    return SignedPayload(kind, number, office_code, key_id, issue_date, fields, signature)


def verification_code(signature: bytes) -> str:
    """Ten Crockford base32 characters from the signature's hash, as XXXXX-XXXXX."""
    value = int.from_bytes(hashlib.sha256(signature).digest()[:7], "big") >> 6
    characters = "".join(CROCKFORD[(value >> (5 * index)) & 31] for index in range(9, -1, -1))
    return f"{characters[:5]}-{characters[5:]}"


def normalize_code(text: str) -> str:
    """What the user typed, as a stored code: upper case, I/L as 1, O as 0, one hyphen."""
    cleaned = "".join(character for character in text.upper() if character.isalnum())
    cleaned = cleaned.translate(str.maketrans("ILO", "110"))
    if len(cleaned) != 10 or any(character not in CROCKFORD for character in cleaned):
        raise PayloadError("O código de verificação tem 10 letras ou números (XXXXX-XXXXX).")
    return f"{cleaned[:5]}-{cleaned[5:]}"
