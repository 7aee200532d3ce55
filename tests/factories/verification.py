"""The CRC and Roraima letterhead the statewide verification tests sign and check (no tests
here)."""

from datetime import date

from desktop.documents.data import CrcData, OfficeLetterhead, OperatorIdentity

CRC = CrcData(
    operator=OperatorIdentity(
        legal_name="Cooperativa de Transporte Escolar Piracanjuba",
        trade_name="Coopira",
        cnpj="11.444.777/0001-61",
        address="Praça da Matriz, 10 — Centro — Piracanjuba/GO — CEP 75640-000",
    ),
    process_number="GYN-2026-000030",
    issue_date=date(2026, 6, 1),
    valid_until=date(2029, 5, 31),
    renewal_from=date(2029, 4, 1),
    modalities=("Fretamento contínuo escolar",),
    issued_by="Administradora do Escritório",
)


RR_OFFICE = OfficeLetterhead("Escritório de Boa Vista", "BVB", "RR", "Boa Vista/RR")
