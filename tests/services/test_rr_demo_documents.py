"""Every kind of document a Roraima office prints, printed in the Roraima demo office: its
registrations (protocol, pendency notice, CRC), vehicles' CRVs, the autorização de serviço
and its passenger list, the auto, its notifications and the notice to pay, the certidões of
each company, the lines' contracts, commitment term, quadros, fare table, the decision on
a change refused and approved and the notification of an autorização cancelled. Each page
names only Lei RR 664/2008 and Roraima's bodies (CRE/RR, DEIT, SEINF): none may name the
AGR, Goiás, Decreto 8.444/2015 or Res. AGR 105/2017 (nor Goiás's other words, `GOIAS`)."""

import dataclasses
import io

from pypdf import PdfReader
from sqlalchemy import select

from desktop.demo.office import DEMO_USERS
from desktop.demo.roraima import build_rr_demo
from desktop.documents.kinds import KINDS
from desktop.models.documents import IssuedDocument
from desktop.models.licences import Licence
from desktop.models.operators import Operator
from desktop.models.startup import open_database
from desktop.services.context import ServiceContext
from desktop.services.licences.revocation import cancel_authorisation
from desktop.services.lines.change_document import print_change_decision
from desktop.services.lines.changes import decide_change, protocol_change
from desktop.services.lines.register import create_line
from desktop.services.office.setup_records import load_office
from desktop.services.office.users import authenticate
from desktop.services.registration.analysis import issue_pendency_notice
from desktop.services.registration.applications import protocol_application
from desktop.services.registration.operators import create_operator
from desktop.services.sanctions.cnd import issue_cnd
from tests.factories.clock import at_day
from tests.factories.lines import TODAY, approval, rr_extension, rr_line
from tests.factories.operators import operator_input
from tests.factories.roraima import BOA_VISTA, GOIAS

# What no Roraima office prints: Goiás's line authorisation term and permission contract
# (Lei RR 664/2008 delegates a line by concession or by authorisation with a commitment
# term) and the annotation of a licence, which Lei 664 does not provide (refused).
NOT_IN_RORAIMA = {"termo_autorizacao_linha", "contrato_permissao_linha", "anotacao_licenca"}


def _roles(database) -> dict[str, ServiceContext]:
    office = load_office(database)
    return {
        user.role: ServiceContext(
            database, authenticate(database, user.username, user.password), office
        )
        for user in DEMO_USERS
    }


def _print_what_the_demo_does_not(roles: dict[str, ServiceContext], keys) -> None:
    """A pendency notice of a new company's registration, the decision on a line's extension,
    the certidão of every company of the office and the CRE/RR's cancellation of an
    autorização (Lei RR 664/2008, art. 22)."""
    applicant = create_operator(
        roles["atendente"],
        operator_input(
            municipality_code=BOA_VISTA,
            street="Avenida Ville Roy",
            district="Centro",
            cep="69301-000",
            phone="(95) 3224-5000",
        ),
    )
    application = protocol_application(roles["atendente"], applicant.id, key_dir=keys)
    issue_pendency_notice(roles["analista"], application.application.id, key_dir=keys)
    admin = at_day(roles["administrador"], TODAY)
    line = create_line(admin, rr_line())
    # refused, with the conditions of art. 58 it fails; then approved
    beyond = rr_extension(new_roads="", facts={"extension_km": "200", "new_end_is_seat": False})
    decisions = (
        (beyond, approval(outcome="recusada", reasons="Não atende ao art. 58.", effective_on=None)),
        (rr_extension(new_roads="", protocol="PROT-2026/0043"), approval()),
    )
    for request, decision in decisions:
        (change,) = [row for row in protocol_change(admin, line.id, request) if row.outcome is None]
        decide_change(admin, change.id, dataclasses.replace(decision, reference="Portaria CRE/RR"))
        print_change_decision(admin, line.id, change.id, keys)
    with roles["atendente"].database.read() as session:
        operators = session.scalars(select(Operator.id)).all()
    for operator_id in operators:
        issue_cnd(roles["atendente"], operator_id, keys)
    with roles["analista"].database.read() as session:
        licence = session.scalars(select(Licence).order_by(Licence.number).limit(1)).one()
    analyst = at_day(roles["analista"], licence.issued_on)
    cancel_authorisation(
        analyst, licence.id, "deficiencia", "Portaria CRE/RR nº 7/2026", licence.issued_on, keys
    )


def _pages(pdf: bytes) -> list[str]:
    return [page.extract_text() for page in PdfReader(io.BytesIO(pdf)).pages]


def test_every_document_a_roraima_office_prints_names_only_roraima_law(tmp_path):
    demo = build_rr_demo(tmp_path / "rr", DEMO_USERS)
    database = open_database(demo.database_url)
    try:
        _print_what_the_demo_does_not(_roles(database), demo.key_dir)
        with database.read() as session:
            printed = [
                (row.kind, row.number, _pages(row.pdf))
                for row in session.scalars(select(IssuedDocument))
            ]
    finally:
        database.dispose()
    assert {kind for kind, _, _ in printed} == set(KINDS) - NOT_IN_RORAIMA
    goias = [
        f"{kind} nº {number}, página {page}: {text[max(0, found.start() - 80) : found.end() + 40]}"
        for kind, number, pages in printed
        for page, text in enumerate(pages, start=1)
        for found in GOIAS.finditer(text)
    ]
    assert not goias, "\n".join(goias)
