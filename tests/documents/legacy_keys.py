"""An office key as Balcão made it before ECDSA P-256: Ed25519, in the same folder layout."""

import base64
import os
from pathlib import Path

from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

from desktop.documents import keys


def create_ed25519_key(key_dir: Path) -> Path:
    """Writes an Ed25519 office key the way `create_office_key` wrote it until ECDSA."""
    key_dir.mkdir(parents=True, exist_ok=True)
    private_key = Ed25519PrivateKey.generate()
    secret = base64.urlsafe_b64encode(os.urandom(32))
    (key_dir / keys.SECRET_FILE).write_bytes(secret)
    (key_dir / keys.PRIVATE_KEY_FILE).write_bytes(
        private_key.private_bytes(
            serialization.Encoding.PEM,
            serialization.PrivateFormat.PKCS8,
            serialization.BestAvailableEncryption(secret),
        )
    )
    (key_dir / keys.PUBLIC_KEY_FILE).write_bytes(keys.public_key_pem(private_key.public_key()))
    return key_dir
