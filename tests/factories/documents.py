"""Sample document data with accents, as the operator services would build it."""

from datetime import date, datetime
from decimal import Decimal

from desktop.documents.data import (
    CrcData,
    OfficeLetterhead,
    OperatorIdentity,
    PendencyNoticeData,
    ProtocolReceiptData,
)
from desktop.documents.licence_data import LicenceData, TripDriver, TripVehicle
from desktop.documents.notice_data import (
    NoticeData,
    NoticeInfractionLine,
    NotificationData,
    PaymentLine,
    PaymentNoticeData,
)
from desktop.documents.verify import KeyringEntry
from desktop.services.licences.passengers import mask_cpf

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
    asked_articles=("art. 8º", "art. 9º", "art. 10"),
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

PAYMENT_NOTICE = PaymentNoticeData(
    process_number="GYN-2026-000031",
    notice_number="GYN-2026-000031",
    operator_name="Viação São João Turismo e Fretamento Ltda.",
    operator_cnpj="11.222.333/0001-81",
    issued_on=date(2026, 3, 24),
    decision="Julgamento em primeira instância (Res. AGR 105/2017, arts. 86-89) de 23/03/2026",
    ciencia=date(2026, 3, 24),
    term="10 dias contados da ciência (Res. AGR 105/2017: art. 89; art. 83; art. 83 §1)",
    moved_because="prorrogado de 03/04/2026, feriado: Sexta-feira Santa",
    lines=(
        PaymentLine(
            "Infração 77-XVI",
            "Res. AGR 105/2017, art. 77, XVI; art. 68",
            Decimal("1909.59"),
            Decimal("1909.59"),
            date(2026, 4, 6),
        ),
        PaymentLine(
            "Infração 76-I",
            "Res. AGR 105/2017, art. 76, I; art. 68",
            Decimal("911.61"),
            Decimal("500.00"),
            date(2026, 4, 6),
        ),
    ),
    appeal_pending=True,
    issued_by="Ângela Conceição Brandão",
)
REVIEW_NOTIFICATION = NotificationData(
    purpose="reexame",
    process_number="GYN-2026-000032",
    notice_number="GYN-2026-000032",
    operator_name="Viação São João Turismo e Fretamento Ltda.",
    operator_cnpj="11.222.333/0001-81",
    issued_on=date(2026, 4, 14),
    infractions=("77-XVI — Res. AGR 105/2017, art. 77, XVI: desvio do itinerário",),
    decision_lines=(),
    decision_reason="Confirma o cancelamento: a placa do auto não confere com a do ônibus.",
    total=Decimal("0.00"),
    issued_by="João Antônio Guimarães",
    upholds=False,
)


def keyring_of(*signers, office: str = "GYN") -> dict[str, KeyringEntry]:
    """The keyring trusting `signers`' keys, each bound to `office` (issue 16 §1)."""
    return {signer.key_id: KeyringEntry(office, signer.public_key) for signer in signers}


NOTICE = NoticeData(
    operator_name="Viação Cerrado Ltda.",
    operator_cnpj="11.222.333/0001-81",
    operator_qualification="Rua 10, 100, Goiânia/GO",
    route="Goiânia — Pirenópolis",
    line="",
    place="GO-338, km 5",
    occurred_at_local=datetime(2026, 3, 10, 8, 30),
    plate="ABC1D23",
    responsible_name="Pedro Alves",
    responsible_role="motorista",
    infractions=(
        NoticeInfractionLine(
            "78-III",
            "Res. AGR 105/2017, art. 78, III",
            "Executar o serviço de fretamento sem prévia autorização.",
            "gravíssima",
        ),
    ),
    inspector_name="Carla Fiscal",
    inspector_qualification="Agente fiscal, matrícula 1234",
    ciente="impossivel",
    ciente_name="",
    ciente_note="O motorista evadiu-se antes de assinar.",
    description="",
    recorded_on=date(2026, 3, 10),
)

LICENCE = LicenceData(
    operator=OPERATOR,
    modality="continuo",
    modality_label="Fretamento contínuo",
    vehicles=(TripVehicle("ABC-1234", "Mercedes-Benz / O-500 RS", 46, "GYN-2026-000007"),),
    issue_date=date(2026, 6, 15),
    start_on=date(2026, 7, 1),
    end_on=date(2026, 12, 31),
    departure="",
    origin="Goiânia - GO",
    destination="Aparecida de Goiânia - GO",
    itinerary="BR-153 até o Polo Industrial",
    trips=460,
    schedule=("segunda: partida 06:30, retorno 17:30", "sexta: partida 06:30"),
    contractor="Indústria Cerrado Alimentos S.A. — 11.444.777/0001-61",
    contract="CT-2026/044, de 10/06/2026",
    invoice_number="NF-e 000.200.001",
    passenger_list="Relação nominal de passageiros",
    passengers=30,
    drivers=(
        TripDriver(
            "José Carlos Pereira",
            mask_cpf("55544433397"),
            "03456789012",
            "Carteira de Trabalho e Previdência Social (Res. AGR 105/2017, art. 47, I) nº 1234567",
            "",
        ),
    ),
    issue_due=None,
    commitment_signed_on=None,
    articles_checked=("Res. AGR 105/2017, art. 13", "art. 38, XII"),
    issued_by="Maria Conceição Araújo",
)
