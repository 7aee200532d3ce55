"""Sample document data with accents, as the operator services would build it."""

from datetime import date

from desktop.documents.data import (
    CrcData,
    OfficeLetterhead,
    OperatorIdentity,
    PendencyNoticeData,
    ProtocolReceiptData,
)

OFFICE_GO = OfficeLetterhead(
    name="Escritório Regional de Goiânia",
    code="GYN",
    jurisdiction="GO",
    address="Av. Goiás, 1000 — Setor Central — Goiânia/GO — CEP 74005-010",
)
OFFICE_RR = OfficeLetterhead(
    name="Escritório de Boa Vista",
    code="BVB",
    jurisdiction="RR",
    address="Rua Coronel Pinto, 240 — Centro — Boa Vista/RR — CEP 69301-150",
)
OPERATOR = OperatorIdentity(
    legal_name="Viação São João Turismo e Fretamento Ltda.",
    trade_name="São João Ônibus",
    cnpj="11.222.333/0001-81",
    address="Rua Açaí, 45, Sala 2 — Jardim Goiás — Goiânia/GO — CEP 74810-100",
)
MODALITIES = ("Fretamento eventual ou turístico", "Fretamento contínuo")

PROTOCOL = ProtocolReceiptData(
    operator=OPERATOR,
    process_number="GYN-2026-000041",
    protocol_date=date(2026, 3, 2),
    request="Registro cadastral — pedido inicial",
    modalities=MODALITIES,
    documents_received=(
        "Requerimento assinado pelo representante legal (art. 8º, I)",
        "Contrato social registrado (art. 9º, I)",
        "Prova de inscrição no CNPJ (art. 9º, II)",
        "Certificado do cadastro no Ministério do Turismo (art. 10)",
    ),
    analysis_due=date(2026, 3, 12),
    received_by="Maria Conceição Araújo",
)
PENDENCY = PendencyNoticeData(
    operator=OPERATOR,
    process_number="GYN-2026-000041",
    protocol_date=date(2026, 3, 2),
    notice_date=date(2026, 3, 10),
    missing_items=(
        "Certidão negativa de débito (CND) atualizada (art. 9º, V)",
        "Certificado de regularidade do FGTS (art. 9º, VI)",
    ),
    deadline=date(2026, 3, 20),
    issued_by="João Antônio Guimarães",
)
CRC = CrcData(
    operator=OPERATOR,
    process_number="GYN-2026-000041",
    issue_date=date(2026, 4, 1),
    valid_until=date(2029, 3, 31),
    renewal_from=date(2029, 1, 30),
    modalities=MODALITIES,
    issued_by="Ângela Conceição Brandão",
)
