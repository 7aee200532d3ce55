"""The office key pair: created owner-only, never in clear, loaded back into a signer."""

import stat

import pytest

from desktop.documents import keys
from desktop.documents.keys import (
    OfficeKeyError,
    create_office_key,
    key_id_for,
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
