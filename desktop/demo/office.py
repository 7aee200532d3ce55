"""A demonstration office, built inside a folder the user names (never the real data folder).

`build_demo(DIR)` creates DIR/balcao-demo.sqlite3 and the office key in DIR/keys, sets up
a fictional Goiás office with one user of every role (known passwords, listed in
DIR/LEIA-ME.txt), registers fictional operators with valid CNPJ/CPF check digits and takes
them through every state of the registration process (Res. 105 arts. 7, 9 §3, 13, 70) by
calling the real services, gives five of them buses and trip licences
(`desktop.demo.fleet`) and infraction notices in every state of the sanction process
(`desktop.demo.sanctions`), and writes one PDF of every document kind into DIR.
"""

import dataclasses
import sys
from dataclasses import dataclass
from datetime import UTC, date, datetime, time, timedelta
from pathlib import Path

from desktop.demo.fleet import add_demo_fleet
from desktop.demo.line_changes import add_demo_line_changes
from desktop.demo.lines import add_demo_lines, register_demo_coefficient
from desktop.demo.numbers import make_cnpj, make_cpf
from desktop.demo.roraima import RrDemoResult, build_rr_demo
from desktop.demo.sanctions import add_demo_notices
from desktop.models.base import utc_now
from desktop.models.errors import UserFacingError
from desktop.models.startup import open_database
from desktop.rules.choices import Jurisdiction
from desktop.rules.dates import add_years
from desktop.services.calendar import office_today, today_in
from desktop.services.context import Actor, ServiceContext
from desktop.services.documents.issuing import Issued
from desktop.services.errors import Conflict
from desktop.services.municipalities import municipality_index
from desktop.services.office.setup import AdministratorSetup, OfficeSetup, set_up_office
from desktop.services.office.setup_records import Closure
from desktop.services.office.users import NewUser, create_user
from desktop.services.registration.analysis import (
    answer_pendency,
    archive_lapsed,
    issue_pendency_notice,
    start_analysis,
)
from desktop.services.registration.applications import protocol_application
from desktop.services.registration.bars import record_caducity_bar
from desktop.services.registration.checklist import checklist_for
from desktop.services.registration.decision import (
    RegistrationAct,
    approve_application,
    refuse_application,
)
from desktop.services.registration.operator_documents import DocumentInput, record_document
from desktop.services.registration.operators import OperatorInput, PartnerInput, create_operator
from desktop.services.registration.operators_records import OperatorDetail

DATABASE_FILE = "balcao-demo.sqlite3"
KEY_FOLDER = "keys"
README_FILE = "LEIA-ME.txt"
RR_FOLDER = "roraima"
# The registered operators (one per modality) that get buses, licences and notices.
FLEET_OPERATORS = (0, 1, 2, 3, 6)


@dataclass(frozen=True)
class DemoUser:
    username: str
    password: str
    display_name: str
    role: str


@dataclass(frozen=True)
class DemoResult:
    directory: Path
    database_url: str
    key_dir: Path
    users: tuple[DemoUser, ...]
    operators: int
    pdf_files: tuple[Path, ...]
    readme: Path
    vehicles: int
    licences: int
    notices: int
    roraima: RrDemoResult | None = None


DEMO_USERS = (
    DemoUser("admin", "demo-admin-2026", "Ana Administradora (demo)", "administrador"),
    DemoUser("atendente", "demo-atendente-2026", "Bruno Atendente (demo)", "atendente"),
    DemoUser("analista", "demo-analista-2026", "Carla Analista (demo)", "analista"),
    DemoUser("fiscal", "demo-fiscal-2026", "Davi Fiscal (demo)", "fiscal"),
    DemoUser("julgador", "demo-julgador-2026", "Elisa Julgadora (demo)", "julgador"),
)

# (razão social, nome fantasia, kind, municipality, modalities); all fictional.
DEMO_OPERATORS = (
    (
        "Viação São João do Cerrado Ltda.",
        "São João Turismo",
        "empresa",
        "Goiânia",
        ("eventual_turistico", "continuo"),
    ),
    (
        "Expresso Araguaia Fretamentos Ltda.",
        "Araguaia Tur",
        "empresa",
        "Anápolis",
        ("eventual_turistico",),
    ),
    (
        "Cooperativa de Transportes do Planalto",
        "Cooptplan",
        "cooperativa",
        "Luziânia",
        ("continuo",),
    ),
    (
        "Águia Dourada Transportes Escolares Ltda.",
        "Águia Escolar",
        "empresa",
        "Rio Verde",
        ("continuo_escolar",),
    ),
    (
        "Transportadora Pirenópolis Ltda.",
        "Piri Tur",
        "empresa",
        "Pirenópolis",
        ("eventual_turistico",),
    ),
    (
        "Rota das Águas Quentes Turismo Ltda.",
        "Rota Caldas",
        "empresa",
        "Caldas Novas",
        ("eventual_turistico", "continuo"),
    ),
    (
        "Mineração Serra Azul S.A.",
        "Serra Azul",
        "empresa",
        "Catalão",
        ("caracteristica_vinculada",),
    ),
    (
        "Fretamento Ipê Amarelo Ltda.",
        "Ipê Fretamento",
        "empresa",
        "Aparecida de Goiânia",
        ("continuo",),
    ),
    (
        "Cooperativa Goiana de Condutores Escolares",
        "Coopescolar",
        "cooperativa",
        "Trindade",
        ("continuo_escolar",),
    ),
    (
        "Turismo Chapada dos Veadeiros Ltda.",
        "Chapada Tur",
        "empresa",
        "Alto Paraíso de Goiás",
        ("eventual_turistico",),
    ),
    ("Ônibus Buriti Ltda.", "Buriti", "empresa", "Jataí", ("continuo",)),
    (
        "Viação Vale do Paranã Ltda.",
        "Vale Paranã",
        "empresa",
        "Formosa",
        ("eventual_turistico", "continuo_escolar"),
    ),
    ("Translago Fretamentos Ltda.", "Translago", "empresa", "Itumbiara", ("continuo",)),
    (
        "Estrela do Norte Turismo Ltda.",
        "Estrela Norte",
        "empresa",
        "Porangatu",
        ("eventual_turistico",),
    ),
    ("Jatobá Transportes Ltda.", "Jatobá", "empresa", "Goianésia", ("continuo",)),
    ("Viação Cidade de Goiás Ltda.", "Vila Boa Tur", "empresa", "Goiás", ("eventual_turistico",)),
    (
        "Pequi Fretamento e Turismo Ltda.",
        "Pequi Tur",
        "empresa",
        "Inhumas",
        ("eventual_turistico", "continuo"),
    ),
    ("Transportes Rio Meia Ponte Ltda.", "Meia Ponte", "empresa", "Goiânia", ("continuo",)),
    ("Sertão Goiano Transportes Ltda.", "Sertão", "empresa", "Mineiros", ("continuo_escolar",)),
    ("Cerrado Vivo Excursões Ltda.", "Cerrado Vivo", "empresa", "Goiânia", ("eventual_turistico",)),
)

PARTNER_NAMES = (
    "Maria Aparecida Souza",
    "José Carlos Lima",
    "Antônia Ferreira",
    "João Batista Rocha",
    "Francisca das Chagas",
    "Luiz Fernando Alves",
    "Raimunda Nonata Silva",
    "Pedro Henrique Dias",
)


def _at(ctx: ServiceContext, day: date) -> ServiceContext:
    """The context with its clock on `day` (mid-day in Goiás), to play past events."""
    instant = datetime.combine(day, time(15, 0), tzinfo=UTC)
    return dataclasses.replace(ctx, clock=lambda: instant)


def _operator_input(index: int) -> OperatorInput:
    legal_name, trade_name, kind, municipality_name, modalities = DEMO_OPERATORS[index]
    municipality = municipality_index().search("GO", municipality_name, limit=1)[0]
    # Every fourth operator has the new alphanumeric CNPJ.
    base = f"DEMO{index:04d}0001" if index % 4 == 3 else f"{91000000 + index * 137:08d}0001"
    first = PARTNER_NAMES[index % len(PARTNER_NAMES)]
    second = PARTNER_NAMES[(index + 3) % len(PARTNER_NAMES)]
    first_cpf = make_cpf(f"{500000000 + index * 1013:09d}")
    qualification = "Cooperado" if kind == "cooperativa" else "Sócio(a)"
    return OperatorInput(
        legal_name=legal_name,
        trade_name=trade_name,
        cnpj=make_cnpj(base),
        kind=kind,
        establishment="sede" if index % 3 else "filial",
        street=f"Rua {index + 1} do Setor Demonstração",
        number=str(100 + index),
        district="Setor Central",
        municipality_code=municipality.code,
        cep=f"7{4000 + index * 10:04d}-000",
        phone=f"(62) 3{index:03d}-{1000 + index:04d}",
        email=f"contato{index + 1}@exemplo-demo.com.br",
        representative_name=first,
        representative_cpf=first_cpf,
        modalities=modalities,
        partners=(
            PartnerInput(first, first_cpf, f"{qualification} administrador(a)"),
            PartnerInput(second, make_cpf(f"{600000000 + index * 1013:09d}"), qualification),
        ),
        state_registration=f"10.{index:03d}.{500 + index:03d}-{index % 10}",
        state_registration_exempt=kind == "cooperativa",
    )


def _record_checklist(ctx: ServiceContext, operator: OperatorDetail, day: date) -> None:
    for item in checklist_for(ctx.office.jurisdiction, operator.kind, operator.modalities):
        valid = day + timedelta(days=180) if item.expires else None
        record_document(_at(ctx, day), operator.id, DocumentInput(item.kind, day, valid, day))


class _DemoOffice:
    """The demo's users and the dates of the story, relative to today."""

    def __init__(self, contexts: dict[str, ServiceContext], key_dir: Path) -> None:
        self.contexts = contexts
        self.key_dir = key_dir
        self.today = office_today(contexts["atendente"])
        self.issued: dict[str, Issued] = {}

    def on(self, role: str, days_ago: int = 0, day: date | None = None) -> ServiceContext:
        return _at(self.contexts[role], day or self.today - timedelta(days=days_ago))

    def register(self, index: int, day: date) -> OperatorDetail:
        return create_operator(_at(self.contexts["atendente"], day), _operator_input(index))

    def protocol(self, operator: OperatorDetail, day: date):
        result = protocol_application(
            _at(self.contexts["atendente"], day), operator.id, key_dir=self.key_dir
        )
        self.issued.setdefault("protocolo", result.printout)
        return result.application

    def approve(self, operator: OperatorDetail, day: date):
        application = self.protocol(operator, day)
        _record_checklist(self.contexts["atendente"], operator, day)
        start_analysis(_at(self.contexts["analista"], day), application.id)
        # Res. AGR 105/2017, art. 12: the resolution, its extract published the same day.
        result = approve_application(
            _at(self.contexts["julgador"], day),
            application.id,
            key_dir=self.key_dir,
            act=RegistrationAct(
                f"CR nº {application.protocol_number}", day, day, "nº 24.100, p. 12"
            ),
        )
        self.issued.setdefault("crc", result.printout)
        return result

    def notify(self, operator: OperatorDetail, day: date):
        application = self.protocol(operator, day)
        result = issue_pendency_notice(
            _at(self.contexts["analista"], day), application.id, key_dir=self.key_dir
        )
        self.issued.setdefault("pendencia", result.printout)
        return result.application


def _tell_story(office: _DemoOffice) -> list[OperatorDetail]:
    """Takes the demo operators through the process; returns them, in DEMO_OPERATORS order."""
    today = office.today

    def ago(days: int) -> date:
        return today - timedelta(days=days)

    operators = [office.register(index, ago(120)) for index in range(len(DEMO_OPERATORS))]
    # Approved with a CRC (art. 7 III, art. 13).
    for operator in operators[0:4]:
        office.approve(operator, ago(30))
    # Approved almost three years ago: the CRC expires within 30 days (art. 13 §3).
    office.approve(operators[4], add_years(today + timedelta(days=20), -3))
    office.approve(operators[5], add_years(today + timedelta(days=50), -3))
    # The característica vinculada operator, approved with the first four.
    office.approve(operators[6], ago(30))
    # Protocoled, and one in analysis (art. 7 caput and I).
    application = office.protocol(operators[7], ago(3))
    start_analysis(office.on("analista", 2), application.id)
    # Pending: notified 3 days ago, 10 days to cure (art. 7 II).
    office.notify(operators[8], ago(3))
    # Pending, answered in time, back to analysis.
    answered = office.notify(operators[9], ago(8))
    answer_pendency(office.on("atendente", 2), answered.id)
    # Archived: the cure term lapsed (art. 7 II).
    office.notify(operators[10], ago(40))
    archive_lapsed(office.on("analista"), today)
    # Refused with a reason, 10 days to appeal (art. 7 sole §).
    refused = office.protocol(operators[11], ago(15))
    refuse_application(
        office.on("julgador", 5),
        refused.id,
        reason="Contrato social com objeto incompatível com o transporte de passageiros "
        "(Res. AGR 105/2017, art. 9º, I).",
    )
    # Refused for a forged certificate: barred for 180 days (art. 9 §3); it applies again.
    forged = office.protocol(operators[12], ago(25))
    refuse_application(
        office.on("julgador", 20),
        forged.id,
        reason="Certidão negativa de débito adulterada (Res. AGR 105/2017, art. 9º, §3º).",
        forged_documents=True,
    )
    office.protocol(operators[12], ago(1))
    # Caducity declared (art. 70 §§3-4): company and partners barred for 2 years.
    office.approve(operators[13], ago(400))
    record_caducity_bar(office.on("julgador", 10), operators[13].id, ago(10))
    return operators


def _write_readme(result_dir: Path, url: str, users: tuple[DemoUser, ...]) -> Path:
    lines = [
        "Balcão — escritório de demonstração (dados fictícios)",
        "",
        f"Banco de dados: {url}",
        f"Para abrir: balcao --database {url}",
        "",
        "Usuários de demonstração (usuário / senha / perfil):",
    ]
    lines += [f"  {u.username} / {u.password} / {u.role}" for u in users]
    lines += [
        "",
        "Operadores fictícios com CNPJ e CPF de dígitos verificadores válidos, em todas as",
        "fases do registro cadastral (Res. AGR 105/2017, arts. 7º, 9º §3º, 13 e 70).",
        "Ônibus vistoriados e segurados (um afastado de tráfego, um com vistoria, seguro e",
        "CRV vencendo em 30 dias) e licenças de viagem de todas as modalidades (duas em",
        "dois ônibus, uma com desistência do usuário, uma com continuação da viagem em",
        "outro veículo).",
        "Autos de infração em cada fase do processo: lavrado, notificado, com defesa,",
        "julgado, notificado para pagamento e pago, cancelado com o cancelamento confirmado",
        "pelo Conselho Regulador (Res. AGR 105/2017, arts. 80 a 101).",
        "Linhas regulares (Decreto 8.444/2015): Termo de Autorização publicado e em vigor com",
        "quadro de horários e tarifas comunicadas, impressos, serviço complementar direto, termo",
        "aguardando a publicação do extrato, termo vencendo em um mês e linha paralisada por",
        "baixa demanda (Decreto 8.444/2015, art. 25).",
        "Os PDFs desta pasta são um documento de cada tipo que o escritório emite.",
        "",
        f"Na subpasta {RR_FOLDER}/ há um escritório de Roraima (Lei RR 664/2008) com os",
        "mesmos usuários: registro sem prazo de validade, autorização de serviço, auto de",
        "infração com a linha, decisão publicada, notificação para pagamento, certidão, uma",
        "empresa cassada (Lei RR 664/2008, arts. 87 e 88) e linhas regulares sob contrato de",
        "concessão e autorização de linha (Lei RR 664/2008, arts. 13, 14, 19 e 24), com quadro",
        "de regime de funcionamento e tarifas da planilha (Lei RR 664/2008, arts. 37, 38 e 42);",
        "um PDF de cada documento emitido.",
    ]
    path = result_dir / README_FILE
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def build_demo(directory: Path) -> DemoResult:
    """Builds the demo office inside `directory` (created if missing; must not hold one)."""
    directory = Path(directory).resolve()
    directory.mkdir(parents=True, exist_ok=True)
    database_path = directory / DATABASE_FILE
    key_dir = directory / KEY_FOLDER
    if database_path.exists() or key_dir.exists():
        raise Conflict(f"A pasta {directory} já tem um escritório de demonstração.")
    url = f"sqlite:///{database_path.as_posix()}"
    # No office yet, so no context: this year on the clock the office will run on.
    this_year = today_in(Jurisdiction.GO, utc_now()).year
    database = open_database(url)
    try:
        admin_user = DEMO_USERS[0]
        admin = set_up_office(
            database,
            OfficeSetup(
                name="Escritório Regional de Demonstração (fictício)",
                code="DEMO",
                jurisdiction="GO",
                street="Avenida da Demonstração",
                number="1000",
                district="Setor Central",
                municipality="Goiânia",
                uf="GO",
                cep="74000-000",
                closures=(Closure(date(this_year, 10, 24), "Aniversário de Goiânia"),),
            ),
            AdministratorSetup(admin_user.username, admin_user.display_name, admin_user.password),
            key_dir=key_dir,
        )
        contexts = {"administrador": admin}
        for user in DEMO_USERS[1:]:
            info = create_user(
                admin,
                NewUser(user.username, user.display_name, user.password, frozenset({user.role})),
            )
            actor = Actor(info.id, info.username, info.display_name, info.roles)
            contexts[user.role] = ServiceContext(database, actor, admin.office, admin.clock)
        office = _DemoOffice(contexts, key_dir)
        register_demo_coefficient(admin, office.today)
        operators = _tell_story(office)
        fleet_operators = [operators[index] for index in FLEET_OPERATORS]
        fleet = add_demo_fleet(contexts, fleet_operators, office.today, key_dir)
        sanctions = add_demo_notices(contexts, fleet_operators, fleet.plates, office.today, key_dir)
        lines = add_demo_lines(
            contexts["analista"], contexts["atendente"], fleet_operators, office.today, key_dir
        )
        files = {issued.file_name: issued.pdf for issued in office.issued.values()}
        files |= fleet.files | sanctions.files | lines
        files |= add_demo_line_changes(
            contexts["analista"], contexts["julgador"], office.today, key_dir
        )
        pdf_files = []
        for name, pdf in files.items():
            path = directory / name
            path.write_bytes(pdf)
            pdf_files.append(path)
    finally:
        database.dispose()
    # The Roraima office beside it (Lei RR 664/2008), in its own folder and database.
    roraima = build_rr_demo(directory / RR_FOLDER, DEMO_USERS)
    readme = _write_readme(directory, url, DEMO_USERS)
    return DemoResult(
        directory,
        url,
        key_dir,
        DEMO_USERS,
        len(operators),
        tuple(pdf_files),
        readme,
        fleet.vehicles,
        fleet.licences,
        sanctions.notices,
        roraima,
    )


def demo_command(directory: str | Path) -> int:
    """`balcao demo DIR`: builds the demo and prints where it is and how to log in."""
    try:
        result = build_demo(Path(directory))
    except UserFacingError as error:
        print(error.message, file=sys.stderr)
        return 1
    print(result.readme.read_text(encoding="utf-8"))
    for path in result.pdf_files:
        print(f"PDF: {path}")
    if result.roraima is not None:
        url = result.roraima.database_url
        print(f"Escritório de Roraima (Lei RR 664/2008): balcao --database {url}")
        for path in result.roraima.pdf_files:
            print(f"PDF (RR): {path}")
    return 0
