"""The office key pair: created owner-only, never in clear, loaded back into a signer."""

import stat

import pytest
from cryptography.hazmat.primitives.asymmetric import ec, rsa
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PublicKey
from legacy_keys import create_ed25519_key

from desktop.documents import keys
from desktop.documents.keys import (
    OfficeKeyError,
    create_office_key,
    key_id_for,
    key_type_of,
    load_office_public_key,
    load_office_signer,
    load_public_key,
    verify_signature,
)


def test_created_key_loads_back_and_signs(tmp_path):
    key_id, public_pem = create_office_key(tmp_path / "keys")
    signer = load_office_signer(tmp_path / "keys")
    assert signer.key_id == key_id
    assert len(key_id) == 16
    public_key = load_public_key(public_pem)
    assert key_id_for(public_key) == key_id
    signature = signer.sign(b"GYN-2026-000001")
    assert verify_signature(public_key, signature, b"GYN-2026-000001")
    assert not verify_signature(public_key, signature, b"GYN-2026-000002")
    assert load_office_public_key(tmp_path / "keys") == public_pem


def test_key_files_are_owner_only_and_private_key_is_encrypted(tmp_path):
    create_office_key(tmp_path)
    for name in (keys.PRIVATE_KEY_FILE, keys.SECRET_FILE, keys.PUBLIC_KEY_FILE):
        mode = stat.S_IMODE((tmp_path / name).stat().st_mode)
        assert mode == 0o600, name
    pem = (tmp_path / keys.PRIVATE_KEY_FILE).read_text()
    assert "BEGIN ENCRYPTED PRIVATE KEY" in pem


def test_existing_key_is_never_overwritten(tmp_path):
    key_id, _ = create_office_key(tmp_path)
    with pytest.raises(OfficeKeyError, match="não será substituída"):
        create_office_key(tmp_path)
    assert load_office_signer(tmp_path).key_id == key_id


def test_missing_key_says_where_it_was_looked_for(tmp_path):
    with pytest.raises(OfficeKeyError, match="não foi encontrada") as caught:
        load_office_signer(tmp_path / "nada")
    assert str(tmp_path / "nada") in caught.value.message


def test_wrong_secret_cannot_decrypt(tmp_path):
    create_office_key(tmp_path)
    (tmp_path / keys.SECRET_FILE).write_bytes(b"outro-segredo")
    with pytest.raises(OfficeKeyError, match="Não foi possível decifrar"):
        load_office_signer(tmp_path)


def test_missing_secret_is_reported(tmp_path):
    create_office_key(tmp_path)
    (tmp_path / keys.SECRET_FILE).unlink()
    with pytest.raises(OfficeKeyError, match="Falta o segredo"):
        load_office_signer(tmp_path)


def test_public_key_that_is_not_ed25519_is_refused():
    with pytest.raises(ValueError, match="chave pública PEM válida"):
        load_public_key(b"-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----\n")


def test_new_key_is_ecdsa_p256_with_compact_signatures(tmp_path):
    _, public_pem = create_office_key(tmp_path)
    public_key = load_public_key(public_pem)
    assert isinstance(public_key, ec.EllipticCurvePublicKey)
    assert isinstance(public_key.curve, ec.SECP256R1)
    assert key_type_of(public_key) == "ECDSA P-256"
    signature = load_office_signer(tmp_path).sign(b"GYN-2026-000001")
    # r || s: as short in the QR code as the Ed25519 signature was.
    assert len(signature) == 64
    assert not verify_signature(public_key, signature[:-1], b"GYN-2026-000001")


def test_an_ed25519_key_made_before_still_loads_signs_and_verifies(tmp_path):
    create_ed25519_key(tmp_path)
    signer = load_office_signer(tmp_path)
    public_key = load_public_key(load_office_public_key(tmp_path))
    assert isinstance(public_key, Ed25519PublicKey)
    assert key_type_of(public_key) == "Ed25519"
    assert signer.key_id == key_id_for(public_key)
    signature = signer.sign(b"GYN-2026-000001")
    assert verify_signature(public_key, signature, b"GYN-2026-000001")
    assert not verify_signature(public_key, signature, b"GYN-2026-000002")


def test_other_key_types_are_refused():
    rsa_1024 = keys.public_key_pem(rsa.generate_private_key(65537, 1024).public_key())
    with pytest.raises(ValueError, match="não é do tipo ECDSA P-256, Ed25519 nem RSA de 2048"):
        load_public_key(rsa_1024)
    p384_pem = keys.public_key_pem(ec.generate_private_key(ec.SECP384R1()).public_key())
    with pytest.raises(ValueError, match="não é do tipo ECDSA P-256, Ed25519 nem RSA de 2048"):
        load_public_key(p384_pem)


def test_an_rsa_key_of_an_icp_certificate_is_trusted_but_signs_no_payload():
    private_key = rsa.generate_private_key(65537, 2048)
    public_key = load_public_key(keys.public_key_pem(private_key.public_key()))
    assert key_type_of(public_key) == "RSA-2048"
    assert not verify_signature(public_key, b"x" * 64, b"GYN-2026-000001")
