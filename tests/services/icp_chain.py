"""An ICP-Brasil-like certificate chain made in the test: root → intermediate → holder, and
the holder's A1 file (PKCS#12 with the chain, protected by a password)."""

from datetime import datetime, timedelta

from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import rsa
from cryptography.hazmat.primitives.serialization import pkcs12
from cryptography.x509.oid import NameOID

A1_PASSWORD = "senha-do-a1"
HOLDER = "MARIA DA SILVA:52998224725"
INTERMEDIATE = "AC Intermediária de Teste v5"
ROOT = "Autoridade Certificadora Raiz de Teste v5"


def _name(common_name: str) -> x509.Name:
    return x509.Name(
        [
            x509.NameAttribute(NameOID.COUNTRY_NAME, "BR"),
            x509.NameAttribute(NameOID.ORGANIZATION_NAME, "ICP-Brasil"),
            x509.NameAttribute(NameOID.COMMON_NAME, common_name),
        ]
    )


def _certificate(subject, subject_key, issuer, issuer_key, start, end, ca: bool):
    usage = x509.KeyUsage(
        digital_signature=not ca,
        content_commitment=not ca,
        key_encipherment=not ca,
        data_encipherment=False,
        key_agreement=False,
        key_cert_sign=ca,
        crl_sign=ca,
        encipher_only=False,
        decipher_only=False,
    )
    return (
        x509.CertificateBuilder()
        .subject_name(_name(subject))
        .issuer_name(_name(issuer))
        .public_key(subject_key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(start)
        .not_valid_after(end)
        .add_extension(x509.BasicConstraints(ca=ca, path_length=None), critical=True)
        .add_extension(usage, critical=True)
        .sign(issuer_key, hashes.SHA256())
    )


def a1_file(now: datetime, days: int = 365, password: str = A1_PASSWORD) -> bytes:
    """The holder's A1 valid from a day before `now` for `days` days (negative: expired)."""
    start = now - timedelta(days=1) if days > 0 else now + timedelta(days=days - 1)
    end = now + timedelta(days=days)
    root_key, middle_key, holder_key = (rsa.generate_private_key(65537, 2048) for _ in range(3))
    long_ago, far = now - timedelta(days=3650), now + timedelta(days=3650)
    root = _certificate(ROOT, root_key, ROOT, root_key, long_ago, far, ca=True)
    middle = _certificate(INTERMEDIATE, middle_key, ROOT, root_key, long_ago, far, ca=True)
    holder = _certificate(HOLDER, holder_key, INTERMEDIATE, middle_key, start, end, ca=False)
    return pkcs12.serialize_key_and_certificates(
        b"a1",
        holder_key,
        holder,
        [middle, root],
        serialization.BestAvailableEncryption(password.encode()),
    )
