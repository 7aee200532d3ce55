"""Operators taken through registration for the registration and CRC tests (no tests here):
every document of the checklist recorded, an operator approved with its CRC."""

from datetime import timedelta

from desktop.demo.numbers import make_cnpj
from desktop.services.calendar import office_today
from desktop.services.registration.applications import protocol_application
from desktop.services.registration.checklist import checklist_for
from desktop.services.registration.decision import RegistrationAct, approve_application
from desktop.services.registration.operator_documents import DocumentInput, record_document
from desktop.services.registration.operators import create_operator
from tests.factories.clock import at_day
from tests.factories.operators import operator_input


def approve_with_resolution(ctx, application_id, *args, **kwargs):
    """`approve_application` with the resolution of Res. AGR 105/2017, art. 12, dated the
    office's today, its extract not yet published (ignored in Roraima)."""
    act = RegistrationAct("Resolução CR nº 1/2026", office_today(ctx))
    return approve_application(ctx, application_id, *args, act=act, **kwargs)


def record_all_documents(ctx, operator, day, modalities=("eventual_turistico", "continuo")):
    for item in checklist_for("GO", operator.kind, modalities):
        record_document(
            ctx,
            operator.id,
            DocumentInput(item.kind, day, day + timedelta(days=300) if item.expires else None),
        )


def registered(ctx, keys, base, day):
    """An operator approved on `day` for contínuo, its CRC valid 3 years from `day`."""
    ctx = at_day(ctx, day)
    operator = create_operator(
        ctx,
        operator_input(
            cnpj=make_cnpj(base), legal_name=f"Empresa {base}", modalities=("continuo",)
        ),
    )
    application = protocol_application(ctx, operator.id, key_dir=keys).application
    for item in checklist_for("GO", "empresa", ("continuo",)):
        valid = day + timedelta(days=400) if item.expires else None
        record_document(ctx, operator.id, DocumentInput(item.kind, day, valid))
    return operator, approve_with_resolution(ctx, application.id, key_dir=keys).crc
