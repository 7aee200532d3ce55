"""A demonstration office of Roraima (Lei RR 664/2008), built beside the Goiás one by
`balcao demo`: its own database and office key, the same demo users, and through the real
services a company registered with no end date (Lei 664 sets none), its bus, an autorização
de serviço, an auto de infração naming its line (art. 75 sole § I) notified, judged and
published (arts. 89, 91), the notice to pay (art. 89 sole §) and a certificate of debts,
a company whose cassação bars it (arts. 87-88), and regular lines under a concession
contract and a line authorisation with their quadros and fares, and a cooperative's
alternative-transport line with its vans (arts. 66-68, `lines_rr`). One PDF of every
document kind is written into the folder."""

import dataclasses
import random
from dataclasses import dataclass
from datetime import UTC, date, datetime, time, timedelta
from decimal import Decimal
from pathlib import Path

from sqlalchemy import select

from desktop.demo.lines_rr import add_rr_alternative_line, add_rr_demo_lines
from desktop.demo.numbers import make_cnpj, make_cpf
from desktop.demo.vehicles import MODELS, demo_plate, demo_vehicle_input
from desktop.models.documents import IssuedDocument
from desktop.models.startup import open_database
from desktop.services.calendar import office_today
from desktop.services.context import Actor, ServiceContext
from desktop.services.licences.issue import issue_licence
from desktop.services.licences.passengers import PassengerInput
from desktop.services.licences.requests import DriverInput, LicenceInput, ScheduleInput
from desktop.services.office.rule_values import register_rule_value
from desktop.services.office.setup import AdministratorSetup, OfficeSetup, set_up_office
from desktop.services.office.users import NewUser, create_user
from desktop.services.registration.applications import protocol_application
from desktop.services.registration.checklist import checklist_for
from desktop.services.registration.decision import approve_application
from desktop.services.registration.operator_documents import DocumentInput, record_document
from desktop.services.registration.operators import OperatorInput, PartnerInput, create_operator
from desktop.services.sanctions.cnd import issue_cnd
from desktop.services.sanctions.decisions import PenaltyChoice
from desktop.services.sanctions.notices import NoticeInput, record_notice
from desktop.services.sanctions.notifications import notify
from desktop.services.sanctions.payment_notice import print_payment_notice
from desktop.services.sanctions.penalties import DecisionInput, judge, open_ordinary
from desktop.services.sanctions.penalties_records import propose_penalties
from desktop.services.sanctions.penalties_rr import declare_cassacao
from desktop.services.sanctions.process_documents import print_notification
from desktop.services.sanctions.publication import record_publication
from desktop.services.vehicles.inspections import CompanyInput, InspectionInput, register_company
from desktop.services.vehicles.insurance import PolicyInput
from desktop.services.vehicles.ownership import OwnershipInput
from desktop.services.vehicles.register import register_vehicle

DATABASE_FILE = "balcao-demo-rr.sqlite3"
KEY_FOLDER = "keys"
BOA_VISTA = "1400100"
CARACARAI = "1400209"
LINE = "RR-001 Boa Vista — Caracaraí"
# The file written for each kind of the register of issued documents (one of each).
FILE_NAMES = {
    "protocolo": "protocolo",
    "crc": "crc",
    "crv": "crv",
    "licenca": "autorizacao",
    "lista_passageiros": "passageiros",
    "auto_infracao": "auto",
    "notificacao": "notificacao",
    "notificacao_pagamento": "pagamento",
    "certidao_debitos": "cnd",
    "contrato_concessao_linha": "contrato_concessao",
    "termo_compromisso_linha": "termo_compromisso",
    "quadro_horarios": "quadro",
    "tabela_tarifas": "tarifas",
}


@dataclass(frozen=True)
class RrDemoResult:
    directory: Path
    database_url: str
    key_dir: Path
    pdf_files: tuple[Path, ...]


def _at(ctx: ServiceContext, day: date) -> ServiceContext:
    """The context with its clock on `day`, mid-day in Roraima (UTC-4)."""
    instant = datetime.combine(day, time(16, 0), tzinfo=UTC)
    return dataclasses.replace(ctx, clock=lambda: instant)


def _operator_input(
    index: int, legal_name: str, modalities: tuple[str, ...], kind: str = "empresa"
) -> OperatorInput:
    partner = make_cpf(f"{700000000 + index * 1013:09d}")
    return OperatorInput(
        legal_name=legal_name,
        trade_name=legal_name.split()[0],
        cnpj=make_cnpj(f"{95000000 + index * 137:08d}0001"),
        kind=kind,
        establishment="sede",
        street="Avenida Ville Roy",
        number=str(100 + index),
        district="Centro",
        municipality_code=BOA_VISTA,
        cep="69301-000",
        phone=f"(95) 3224-{1000 + index:04d}",
        email=f"contato{index}@exemplo-demo-rr.com.br",
        representative_name="Raimunda Nonata Silva",
        representative_cpf=partner,
        modalities=modalities,
        partners=(PartnerInput("Raimunda Nonata Silva", partner, "Sócia administradora"),),
        state_registration=f"24.{index:03d}.{500 + index:03d}-{index % 10}",
    )


def _registered(contexts, index, legal_name, modalities, day, key_dir, kind="empresa"):
    ctx = _at(contexts["atendente"], day)
    operator = create_operator(ctx, _operator_input(index, legal_name, modalities, kind))
    application = protocol_application(ctx, operator.id, key_dir=key_dir).application
    for item in checklist_for("RR", operator.kind, operator.modalities):
        valid = day + timedelta(days=365) if item.expires else None
        record_document(ctx, operator.id, DocumentInput(item.kind, day, valid, day))
    approve_application(_at(contexts["julgador"], day), application.id, key_dir=key_dir)
    return operator


# The alternative transport's van: at least 7 seats (Lei 664 art. 66), 12 to 16 (art. 68 VI).
VAN = ("Mercedes-Benz", "Sprinter 416", "Sprinter Van (fictícia)", "van", 15)


def _inspection_company(ctx: ServiceContext):
    return register_company(
        ctx,
        CompanyInput(
            "Inspeção Veicular Roraima Ltda (fictícia)",
            make_cnpj("960000000001"),
            "OIA-0002",
            "DEIT-INSP-001",
        ),
    )


def _vehicle(
    ctx: ServiceContext, company, operator, day: date, key_dir: Path, number=9001, spec=None
):
    year = day.year - 2
    return register_vehicle(
        ctx,
        operator.id,
        demo_vehicle_input(
            number,
            spec or MODELS[0],
            year,
            day.year,
            random.Random(number),
            ownership=OwnershipInput(
                "propria",
                ownership_certificate=f"CP-RR {number}",
                maintenance_declaration_on=day,
            ),
        ),
        InspectionInput(
            company.id, f"LV-{day.year}-{number:05d}", day, valid_until=day + timedelta(days=364)
        ),
        PolicyInput(
            "Seguradora Lavrado S.A. (fictícia)",
            f"APP-{number:06d}",
            operator.cnpj,
            "1.500.000,00",
            day - timedelta(days=30),
            day + timedelta(days=335),
        ),
        key_dir,
    ).vehicle


def _authorisation(operator, bus, today: date) -> LicenceInput:
    """A charter authorisation (Lei 664 art. 2 IV) of three months from next week."""
    start = today + timedelta(days=7)
    passengers = tuple(
        PassengerInput(f"Passageira Fictícia {n}", make_cpf(f"{n:09d}")) for n in range(100, 130)
    )
    return LicenceInput(
        modality="continuo",
        operator_id=operator.id,
        vehicle_ids=(bus.id,),
        start_on=start,
        end_on=start + timedelta(days=90),
        origin_code=BOA_VISTA,
        destination_code=CARACARAI,
        itinerary="BR-174 até Caracaraí",
        drivers=(
            # Lei 664 asks no document of the driver's link (`unasked_driver_fields`).
            DriverInput("Francisco das Chagas Souza", make_cpf("555444333"), "03456789012", "", ""),
        ),
        passengers=passengers,
        requested_at=datetime.combine(today, time(16, 0), tzinfo=UTC),
        # Lei 664 asks no contractor, contract nor number of trips (arts. 18 to 20).
        schedule=(ScheduleInput(0, "06:30", "17:30"), ScheduleInput(3, "06:30", "17:30")),
        documents_presented=frozenset({"requerimento", "contrato", "roteiro", "quadro"}),
        commitment_signed_on=today,
    )


def _notice(contexts, operator, plate: str, day: date, key_dir: Path):
    """An auto of art. 79, I on the line on `day`."""
    return record_notice(
        _at(contexts["fiscal"], day),
        NoticeInput(
            operator_id=operator.id,
            route="Boa Vista — Caracaraí",
            line=LINE,
            place="BR-174, km 90, Mucajaí",
            occurred_on=day,
            occurred_time=time(8, 30),
            plate=plate,
            responsible_name="Francisco das Chagas Souza",
            responsible_role="motorista",
            infraction_codes=("79-I",),
            inspector_name="Davi Fiscal (demo)",
            inspector_qualification="Agente fiscal do DEIT, matrícula 0001 (fictícia)",
            ciente="ciente",
            ciente_name="Francisco das Chagas Souza",
        ),
        key_dir=key_dir,
    )


def _administrative_process(contexts, operator, day: date, key_dir: Path):
    """An auto on `day` in which the CRE/RR opened the processo administrativo with its
    commission (Lei RR 664/2008, art. 84, I): what a cassação stands on (art. 87). Its id."""
    notice = _notice(contexts, operator, demo_plate(90), day, key_dir)
    open_ordinary(
        _at(contexts["julgador"], day),
        notice.process_id,
        ("Ana Relatora (demo)", "Bruno Vogal (demo)", "Célia Vogal (demo)"),
        "Resolução CRE/RR nº 7 (fictícia)",
        day,
    )
    return notice.process_id


def _sanction_process(contexts, operator, bus, today: date, key_dir: Path) -> None:
    """An auto on the line 50 days ago, notified, judged after the 30 days of defence (art.
    89), the decision published (art. 91) and notified with the notice to pay."""
    day = today - timedelta(days=50)
    notice = _notice(contexts, operator, bus.plate, day, key_dir)
    analista = _at(contexts["analista"], day)
    print_notification(analista, notice.process_id, key_dir)
    notify(analista, notice.process_id, "pessoal", day, "Francisco das Chagas Souza")
    decided = today - timedelta(days=5)
    julgador = _at(contexts["julgador"], decided)
    choices = tuple(
        PenaltyChoice(proposal.code, proposal.amount, proposal.penalties)
        for proposal in propose_penalties(julgador, notice.process_id)
    )
    judge(
        julgador, notice.process_id, DecisionInput(decided, True, "Infração comprovada.", choices)
    )
    analista = _at(contexts["analista"], today)
    record_publication(analista, notice.process_id, today, "DOE-RR nº 0001 (fictício), p. 10")
    print_notification(analista, notice.process_id, key_dir)
    notify(analista, notice.process_id, "pessoal", today, "Raimunda Nonata Silva")
    print_payment_notice(analista, notice.process_id, key_dir)


def build_rr_demo(directory: Path, users) -> RrDemoResult:
    """Builds the Roraima demo office inside `directory` (created), with `users` (the
    DemoUser list of the Goiás demo)."""
    directory.mkdir(parents=True, exist_ok=True)
    key_dir = directory / KEY_FOLDER
    url = f"sqlite:///{(directory / DATABASE_FILE).as_posix()}"
    database = open_database(url)
    try:
        admin_user = users[0]
        admin = set_up_office(
            database,
            OfficeSetup(
                name="Escritório de Demonstração de Boa Vista (fictício)",
                code="DEMRR",
                jurisdiction="RR",
                street="Rua Coronel Pinto",
                number="240",
                district="Centro",
                municipality="Boa Vista",
                uf="RR",
                cep="69301-150",
            ),
            AdministratorSetup(admin_user.username, admin_user.display_name, admin_user.password),
            key_dir=key_dir,
        )
        contexts = {"administrador": admin}
        for user in users[1:]:
            info = create_user(
                admin,
                NewUser(user.username, user.display_name, user.password, frozenset({user.role})),
            )
            actor = Actor(info.id, info.username, info.display_name, info.roles)
            contexts[user.role] = ServiceContext(database, actor, admin.office, admin.clock)
        today = office_today(admin)
        register_rule_value(
            admin,
            "coeficiente_tarifario",
            date(today.year, 1, 1),
            Decimal("0.2500"),
            "Resolução CRE/RR (fictícia) do coeficiente tarifário",
        )
        start = today - timedelta(days=90)
        operator = _registered(
            contexts, 1, "Transportes Lavrado Ltda. (fictícia)", ("continuo",), start, key_dir
        )
        barred = _registered(
            contexts,
            2,
            "Expresso Monte Roraima Ltda. (fictícia)",
            ("eventual_turistico",),
            start,
            key_dir,
        )
        declare_cassacao(
            _at(contexts["julgador"], today - timedelta(days=20)),
            barred.id,
            today - timedelta(days=20),
            "II",
            2,
            "Paralisação geral do serviço (fictícia).",
            _administrative_process(contexts, barred, today - timedelta(days=60), key_dir),
        )
        clerk = _at(contexts["atendente"], start)
        company = _inspection_company(clerk)
        bus = _vehicle(clerk, company, operator, start, key_dir)
        issue_licence(
            _at(contexts["atendente"], today), _authorisation(operator, bus, today), key_dir
        )
        _sanction_process(contexts, operator, bus, today, key_dir)
        issue_cnd(_at(contexts["atendente"], today), operator.id, key_dir)
        carrier = _registered(
            contexts, 3, "Viação Rio Branco Ltda. (fictícia)", ("continuo",), start, key_dir
        )
        add_rr_demo_lines(_at(contexts["analista"], today), [operator, carrier], today, key_dir)
        cooperative = _registered(
            contexts,
            4,
            "Cooperativa de Transporte Alternativo do Lavrado (fictícia)",
            ("continuo",),
            start,
            key_dir,
            kind="cooperativa",
        )
        vans = [
            _vehicle(clerk, company, cooperative, start, key_dir, number, VAN)
            for number in (9101, 9102)
        ]
        add_rr_alternative_line(_at(contexts["analista"], today), cooperative, vans, today, key_dir)
        files = []
        with database.read() as session:
            written = set()
            for row in session.scalars(select(IssuedDocument).order_by(IssuedDocument.created_at)):
                name = FILE_NAMES.get(row.kind)
                if name is None or name in written:
                    continue
                written.add(name)
                path = directory / f"{name}-{row.number.replace('/', '_')}.pdf"
                path.write_bytes(row.pdf)
                files.append(path)
    finally:
        database.dispose()
    return RrDemoResult(directory, url, key_dir, tuple(files))
