"""Verifies a printed document: the signed PDF file or the QR payload of the paper copy.

Status: "valida" (signed by a key of the keyring and unchanged), "alterada" (signed, but the
file or the payload was changed after signing, or the payload names an office the key does
not belong to) or "desconhecida" (not a Balcão document, or signed by a key the keyring does
not hold). The keyring maps key id -> (office code, public key): this office's keys and
those imported from other offices, each bound to the office it was imported for, so a key
of office B never vouches for a document that says office A issued it.
"""

import io
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from cryptography import x509
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PublicKey

from desktop.documents.keys import PublicKey, key_id_for, load_public_key, public_key_pem
from desktop.documents.payload import PayloadError, SignedPayload, parse_payload
from desktop.documents.pdf_signing import SIGNATURE_FIELD
from desktop.rules.choices import LicenceModality

if TYPE_CHECKING:
    from asn1crypto import x509 as asn1_x509
    from pyhanko.pdf_utils.reader import PdfFileReader

VALID = "valida"
ALTERED = "alterada"
UNKNOWN = "desconhecida"


@dataclass(frozen=True)
class KeyringEntry:
    """A trusted public key and the office code it was trusted for."""

    office_code: str
    public_key: PublicKey


Keyring = Mapping[str, KeyringEntry]
NONE: Mapping[str, str] = {}


@dataclass(frozen=True)
class Verdict:
    """The outcome, a pt-BR explanation, and the signed fields when there are any.

    `withdrawn` says, when the issuing office's register knows it, why a genuine document is
    no longer in force (cancelled, replaced, expired); empty otherwise.
    """

    status: str
    explanation: str
    fields: dict[str, str] = field(default_factory=dict)
    withdrawn: str = ""

    @property
    def valid(self) -> bool:
        return self.status == VALID

    @property
    def in_force(self) -> bool:
        """Genuine and, as far as the register knows, still standing."""
        return self.valid and not self.withdrawn


# The short names the QR code keeps (`signed_fields` of desktop/documents/*_data.py), as
# the clerk reads them: a verification showed "mod", "ini", "fim" and "pax".
FIELD_LABELS = {
    "cnpj": "CNPJ",
    "proc": "Processo",
    "prazo": "Prazo",
    "val": "Válido até",
    "placa": "Placa",
    "renavam": "RENAVAM",
    "mod": "Modalidade",
    "ini": "Primeiro dia",
    "fim": "Último dia",
    "pax": "Passageiros",
    "lic": "Ato da viagem",
    "linha": "Linha",
    "protocolo": "Protocolo",
    "decisao": "Decisão",
    "data": "Data",
    "instrumento": "Instrumento",
    "assinatura": "Assinatura",
    "desde": "Em vigor desde",
    "trechos": "Trechos",
    "partidas": "Partidas",
    "inf": "Infrações",
    "res": "Resultado",
    "auto": "Auto de infração",
    "valor": "Valor (R$)",
    "venc": "Vencimento",
}


def signed_names(fields: Mapping[str, str]) -> dict[str, str]:
    """A verdict's fields back under the names the QR code signs them ("Resultado" -> "res"),
    for what a kind reads from its own `signed_fields`."""
    return {name: fields[label] for name, label in FIELD_LABELS.items() if label in fields}


# The fields holding a day (AAAAMMDD) or a moment (AAAAMMDDHHMM).
DATE_FIELDS = {"prazo", "val", "ini", "fim", "data", "assinatura", "desde", "venc"}


def payload_fields(payload: SignedPayload) -> dict[str, str]:
    """The payload's fields with pt-BR labels, in print order."""
    # The templates (and ReportLab) load with the first document verified, not at start.
    from desktop.documents.kinds import title_of

    fields = {
        "Documento": title_of(payload.kind),
        "Número": payload.number,
        "Escritório": payload.office_code,
        "Chave": payload.key_id,
        "Emissão": payload.issue_date.strftime("%d/%m/%Y"),
    }
    for name, value in payload.fields.items():
        day = value.isdigit() and len(value) in (8, 12)
        if name in DATE_FIELDS and day:
            value = f"{value[6:8]}/{value[4:6]}/{value[:4]}" + (
                f" {value[8:10]}:{value[10:12]}" if len(value) == 12 else ""
            )
        if name == "mod":
            value = LicenceModality.labels().get(value, value)
        # "fim" is the last day of a trip, or the purpose of a process's document.
        label = "Finalidade" if name == "fim" and not day else FIELD_LABELS.get(name, name)
        fields[label] = value
    fields["Código de verificação"] = payload.verification_code()
    return fields


def verify_payload(qr_text: str, keyring: Keyring, revoked: Mapping[str, str] = NONE) -> Verdict:
    """Checks the text read from a document's QR code; `revoked` (key id -> why) are the keys
    the sede revoked, refused whatever the keyring says."""
    try:
        payload = parse_payload(qr_text)
    except PayloadError as error:
        return Verdict(UNKNOWN, str(error))
    if payload.key_id in revoked:
        return Verdict(UNKNOWN, revoked[payload.key_id], payload_fields(payload))
    entry = keyring.get(payload.key_id)
    if entry is None:
        return Verdict(
            UNKNOWN,
            f"O documento foi assinado pela chave {payload.key_id}, que não está entre as "
            "chaves confiáveis deste escritório. Importe a chave pública do escritório "
            f"{payload.office_code} para verificá-lo.",
            payload_fields(payload),
        )
    if entry.office_code != payload.office_code:
        return Verdict(
            ALTERED,
            f"O documento diz ter sido emitido pelo escritório {payload.office_code}, mas foi "
            f"assinado pela chave {payload.key_id}, que é do escritório {entry.office_code}: "
            "um escritório não assina pelo outro.",
            payload_fields(payload),
        )
    if not payload.verifies_with(entry.public_key):
        return Verdict(
            ALTERED,
            "A assinatura não confere com os dados do QR code: o conteúdo foi alterado.",
            payload_fields(payload),
        )
    return Verdict(
        VALID,
        f"Documento autêntico, emitido pelo escritório {payload.office_code} "
        f"(chave {payload.key_id}).",
        payload_fields(payload),
    )


def _signer_key(certificate: "asn1_x509.Certificate") -> PublicKey | None:
    public_key = x509.load_der_x509_certificate(certificate.dump()).public_key()
    if isinstance(public_key, Ed25519PublicKey):
        return public_key
    try:
        return load_public_key(public_key_pem(public_key))
    except ValueError:
        return None


def _embedded_payload(reader: "PdfFileReader") -> str:
    info = reader.trailer_view.get("/Info")
    if info is None:
        return ""
    return str(info.get_object().get("/Keywords", ""))


# The reader's own error (English, about the file's internals) tells the clerk nothing; what
# to do does: the printed code is checked against the office's records, not the file.
DAMAGED = (
    "O arquivo PDF está danificado ou foi alterado e a assinatura não pode ser conferida. "
    "Confira o documento digitando o código de verificação impresso nele, ou peça ao "
    "escritório emissor uma nova via."
)


def verify_pdf(pdf: bytes, keyring: Keyring, revoked: Mapping[str, str] = NONE) -> Verdict:
    """Checks the PDF's own signature, then the signed payload it carries; a key in `revoked`
    (the sede's revocations) is refused, whether it signed the file or the payload."""
    if not pdf.startswith(b"%PDF"):
        return Verdict(UNKNOWN, "O arquivo não é um PDF.")
    # pyHanko (with aiohttp for timestamps) takes most of a second to import; imported here,
    # the application starts without it and only a PDF verification pays for it.
    from pyhanko.pdf_utils.misc import PdfError
    from pyhanko.pdf_utils.reader import PdfFileReader
    from pyhanko.sign.validation import validate_pdf_signature
    from pyhanko.sign.validation.errors import SignatureValidationError
    from pyhanko_certvalidator import ValidationContext

    try:
        reader = PdfFileReader(io.BytesIO(pdf), strict=False)
        signatures = [
            signature
            for signature in reader.embedded_signatures
            if signature.field_name == SIGNATURE_FIELD
        ]
    except (PdfError, ValueError, KeyError, TypeError):
        return Verdict(ALTERED, DAMAGED)
    if not signatures:
        return Verdict(UNKNOWN, "O PDF não tem a assinatura digital de um documento do Balcão.")
    signature = signatures[0]
    public_key = _signer_key(signature.signer_cert)
    key_id = key_id_for(public_key) if public_key is not None else "?"
    if key_id in revoked:
        return Verdict(UNKNOWN, revoked[key_id])
    trusted = keyring.get(key_id)
    if trusted is None or public_key is None:
        return Verdict(
            UNKNOWN,
            f"O PDF foi assinado pela chave {key_id}, que não está entre as chaves confiáveis "
            "deste escritório.",
        )
    try:
        status = validate_pdf_signature(
            signature,
            ValidationContext(trust_roots=[signature.signer_cert], allow_fetching=False),
        )
        intact = status.intact and status.valid
        assert status.coverage is not None  # pyHanko sets it on every validated signature
        whole_file = status.coverage.name == "ENTIRE_FILE"
    except (SignatureValidationError, PdfError, ValueError):
        return Verdict(ALTERED, DAMAGED)
    if not intact:
        return Verdict(ALTERED, "O conteúdo do PDF foi alterado depois de assinado.")
    if not whole_file:
        return Verdict(
            ALTERED,
            "O PDF recebeu alterações depois de assinado (atualização incremental).",
        )
    # The payload is signed by an office key (the file may be signed by the office's
    # ICP-Brasil certificate instead): any key of the keyring, but the office it names must be
    # the office the file's signer belongs to.
    verdict = verify_payload(_embedded_payload(reader), keyring, revoked)
    claimed = verdict.fields.get("Escritório")
    if claimed is not None and claimed != trusted.office_code:
        return Verdict(
            ALTERED,
            f"O documento diz ter sido emitido pelo escritório {claimed}, mas foi assinado pela "
            f"chave {key_id}, que é do escritório {trusted.office_code}: um escritório não "
            "assina pelo outro.",
            verdict.fields,
        )
    payload_key = keyring.get(verdict.fields.get("Chave", ""))
    if verdict.status == ALTERED and payload_key and payload_key.office_code != claimed:
        return verdict
    if verdict.status != VALID:
        return Verdict(ALTERED, "Os dados assinados do documento não conferem com o PDF.")
    return _signed_by(verdict, signature.signer_cert, key_id)


def _signed_by(verdict: Verdict, signer_cert: "asn1_x509.Certificate", key_id: str) -> Verdict:
    """The valid verdict, saying who signed the file: the office key, or the holder of the
    office's ICP-Brasil certificate."""
    from desktop.documents.icp import common_name

    certificate = x509.load_der_x509_certificate(signer_cert.dump())
    holder = common_name(certificate.subject)
    office = verdict.fields["Escritório"]
    fields = dict(verdict.fields)
    fields["Assinado por"] = holder
    if certificate.issuer == certificate.subject:
        explanation = (
            "Documento autêntico e íntegro: a assinatura digital do arquivo confere com a chave "
            f"{key_id} do escritório {office}."
        )
    else:
        issuer = common_name(certificate.issuer)
        fields["Certificado"] = (
            f"emitido por {issuer}, válido até {certificate.not_valid_after_utc:%d/%m/%Y}"
        )
        explanation = (
            "Documento autêntico e íntegro: o arquivo foi assinado com o certificado digital "
            f"de {holder} (emitido por {issuer}), registrado para o escritório {office}."
        )
    return Verdict(VALID, explanation, fields)
