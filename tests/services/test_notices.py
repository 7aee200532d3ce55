"""Autos de infração: Res. AGR 105/2017 arts. 79-80, Decreto 8.444/2015 art. 51 §1,
Lei RR 664/2008 arts. 75-76, on a real database (SQLite file; PostgreSQL with the marker)."""

import io
from datetime import date, time

import pytest
import sqlalchemy
from pypdf import PdfReader
from sqlalchemy import func, select

from desktop.models.sanctions import InfractionNotice, NoticeCorrection
from desktop.services.documents.issuing import reprint
from desktop.services.documents.issuing_records import issued_documents_of
from desktop.services.documents.verification import verify_bytes
from desktop.services.errors import PermissionDenied, ValidationError
from desktop.services.sanctions.notice_corrections import correct_notice
from desktop.services.sanctions.notice_records import get_notice, list_notices, notice_subject
from desktop.services.sanctions.notices import record_notice
from tests.factories.clock import at_day
from tests.factories.notices import counts, new_operator, notice_input, recorded_notice
from tests.factories.reading import count
from tests.factories.vehicles import registered_bus


@pytest.mark.postgres
def test_notice_with_every_element_of_art_80_is_numbered_printed_in_three_copies(
    admin_context, context_for, tmp_path
):
    operator = new_operator(admin_context)
    fiscal = context_for("fiscal")
    notice = recorded_notice(fiscal, tmp_path, operator.id, infraction_codes=("77-XVI", "76-I"))
    assert notice.number == "GYN-2026-000001"
    assert notice.process_number == "GYN-2026-000001"
    assert notice.operator_cnpj == "11222333000181"
    assert [line.code for line in notice.infractions] == ["77-XVI", "76-I"]
    assert notice.infractions[0].article == "Res. AGR 105/2017, art. 77, XVI"
    assert notice.occurred_at.hour == 11  # 08:30 in Goiânia (UTC-3) is 11:30 UTC
    issued = issued_documents_of(admin_context, notice_subject(notice.id))
    assert [doc.number for doc in issued] == ["GYN-2026-000001"]
    reader = PdfReader(io.BytesIO(issued[0].pdf))
    pages = "\n".join(page.extract_text() for page in reader.pages)
    for copy in ("1ª via", "2ª via", "3ª via"):
        assert copy in pages  # art. 80 §1: at least three copies of equal content
    assert pages.count("Auto de Infração nº GYN-2026-000001") >= 3
    for element in (
        "Viação São João Turismo Ltda.",
        "11.222.333/0001-81",
        "Goiânia — Caldas Novas",
        "GO-139, km 12",
        "10/03/2026 às 08:30",
        "ABC1D23",
        "Pedro Alves (motorista)",
        "art. 77, XVI",
        "art. 76, I",
        "Carla Fiscal",
        "matrícula 1234",
        "Ciente do autuado",
        "art. 68, § 3º",
    ):
        assert element in pages, element
    verdict = verify_bytes(admin_context.database, issued[0].pdf)
    assert verdict.valid and verdict.fields["Número"] == "GYN-2026-000001"


def test_unregistered_company_is_noticed_by_name_and_cnpj(context_for, tmp_path):
    fiscal = context_for("fiscal")
    notice = recorded_notice(
        fiscal,
        tmp_path,
        None,
        operator_name="Transporte Clandestino Ltda.",
        operator_cnpj="11.444.777/0001-61",
        infraction_codes=("78-III",),
        ciente="recusa",
        ciente_note="O motorista recusou-se a assinar.",
    )
    assert notice.operator_id is None
    assert notice.operator_name == "Transporte Clandestino Ltda."
    assert notice.ciente == "recusa"
    pdf = reprint(fiscal, notice.number, "auto_infracao")
    text = "".join(page.extract_text() for page in PdfReader(io.BytesIO(pdf)).pages)
    assert "recusou-se a apor o ciente" in text and "art. 80, § 2º" in text


def test_an_unregistered_company_without_its_qualification_is_refused(context_for):
    """Art. 80, I: the auto names the company and its qualification, under nullity; an
    unregistered company has no record to take it from, so the clerk types it."""
    fiscal = at_day(context_for("fiscal"), date(2026, 3, 10))
    data = notice_input(
        None,
        operator_name="Transporte Clandestino Ltda.",
        operator_cnpj="11.444.777/0001-61",
        operator_qualification=" ",
        infraction_codes=("78-III",),
    )
    before = counts(fiscal.database)
    with pytest.raises(ValidationError) as raised:
        record_notice(fiscal, data)
    assert "art. 80, I" in raised.value.field_errors["operator_qualification"]
    assert counts(fiscal.database) == before


@pytest.mark.parametrize(
    ("changes", "field", "fragment"),
    [
        ({"route": " "}, "route", "art. 80, II"),
        ({"place": ""}, "place", "art. 80, III"),
        ({"occurred_on": None}, "occurred_on", "art. 80, III"),
        ({"occurred_on": date(2026, 3, 11)}, "occurred_on", "posterior a hoje"),
        ({"occurred_time": None}, "occurred_time", "art. 80, III"),
        ({"plate": ""}, "plate", "art. 80, IV"),
        ({"plate": "AB12345"}, "plate", "Placa inválida"),
        ({"responsible_name": ""}, "responsible_name", "art. 80, V"),
        ({"infraction_codes": ()}, "infraction_codes", "art. 80, VI"),
        ({"infraction_codes": ("79-I",)}, "infraction_codes", "não consta da Res. AGR 105/2017"),
        ({"infraction_codes": ("77-XVI", "77-XVI")}, "infraction_codes", "duas vezes"),
        ({"inspector_name": ""}, "inspector_name", "art. 80, VII"),
        ({"inspector_qualification": ""}, "inspector_qualification", "art. 80, VII"),
        ({"ciente": ""}, "ciente", "§§ 1º-2º"),
        ({"ciente_name": ""}, "ciente_name", "§ 1º"),
        ({"ciente": "recusa", "ciente_note": ""}, "ciente_note", "§ 2º"),
        (
            {"operator_id": None, "operator_cnpj": "11.444.777/0001-00"},
            "operator_cnpj",
            "art. 80, I",
        ),
    ],
)
def test_a_missing_element_is_a_field_error_and_nothing_is_stored(
    admin_context, context_for, changes, field, fragment
):
    operator = new_operator(admin_context)
    fiscal = at_day(context_for("fiscal"), date(2026, 3, 10))
    data = notice_input(**{"operator_id": operator.id, "operator_name": "Empresa X", **changes})
    before = counts(admin_context.database)
    with pytest.raises(ValidationError) as raised:
        record_notice(fiscal, data)
    assert fragment in raised.value.field_errors[field]
    assert counts(admin_context.database) == before


def test_a_time_later_today_is_refused(admin_context, context_for):
    operator = new_operator(admin_context)
    fiscal = at_day(context_for("fiscal"), date(2026, 3, 10))  # 12:00 in Goiânia
    with pytest.raises(ValidationError) as raised:
        record_notice(fiscal, notice_input(operator.id, occurred_time=time(13, 0)))
    assert "futuro" in raised.value.field_errors["occurred_time"]


def test_only_the_fiscal_records_notices(admin_context, context_for):
    operator = new_operator(admin_context)
    for role in ("atendente", "julgador"):
        with pytest.raises(PermissionDenied):
            record_notice(at_day(context_for(role), date(2026, 3, 10)), notice_input(operator.id))
    assert counts(admin_context.database) == (0, 0, 0)


@pytest.mark.postgres
def test_the_database_refuses_update_and_delete_of_a_recorded_notice(
    admin_context, context_for, tmp_path
):
    """Res. 105, art. 80 §3; Lei RR 664, art. 76 §3: raw SQL cannot rewrite or destroy it."""
    operator = new_operator(admin_context)
    notice = recorded_notice(context_for("fiscal"), tmp_path, operator.id)
    engine = admin_context.database.engine
    statements = [
        "UPDATE infraction_notices SET plate = 'XYZ9999'",
        "DELETE FROM infraction_notices",
        "UPDATE notice_infractions SET code = '75-I'",
        "DELETE FROM notice_infractions",
    ]
    for statement in statements:
        with pytest.raises(sqlalchemy.exc.DatabaseError) as raised:
            with engine.begin() as connection:
                connection.execute(sqlalchemy.text(statement))
        assert "não pode ser alterado nem apagado" in str(raised.value)
    assert get_notice(admin_context, notice.id).plate == "ABC1D23"
    assert counts(admin_context.database)[:2] == (1, 1)


@pytest.mark.postgres
def test_formal_error_corrected_by_a_motivated_record_before_notification(
    admin_context, context_for, tmp_path
):
    operator = new_operator(admin_context)
    notice = recorded_notice(context_for("fiscal"), tmp_path, operator.id)
    analista = at_day(context_for("analista"), date(2026, 3, 11))
    with pytest.raises(ValidationError) as raised:
        correct_notice(analista, notice.id, "plate", "ABC1D24", " ", key_dir=tmp_path / "keys")
    assert "art. 79" in raised.value.field_errors["reason"]
    with pytest.raises(ValidationError) as raised:
        correct_notice(analista, notice.id, "operator_cnpj", "x", "erro", key_dir=tmp_path / "keys")
    assert "nulidade" in raised.value.field_errors["field"]
    corrected = correct_notice(
        analista,
        notice.id,
        "plate",
        "abc-1d24",
        "Placa transcrita com erro do talão.",
        key_dir=tmp_path / "keys",
    )
    assert corrected.plate == "ABC1D24"
    assert corrected.corrections[0].old_value == "ABC1D23"
    with admin_context.database.read() as session:
        assert session.get(InfractionNotice, notice.id).plate == "ABC1D23"  # kept as written
        assert session.scalar(select(func.count()).select_from(NoticeCorrection)) == 1
    issued = issued_documents_of(admin_context, notice_subject(notice.id))
    assert [doc.number for doc in issued] == ["GYN-2026-000001", "GYN-2026-000001-C1"]
    text = "".join(p.extract_text() for p in PdfReader(io.BytesIO(issued[1].pdf)).pages)
    assert "ABC1D24" in text and "Placa transcrita com erro do talão." in text


def test_a_role_other_than_driver_or_preposto_is_refused_nothing_written(
    admin_context, context_for, tmp_path
):
    """Art. 80, V: the person responsible is the driver or the preposto."""
    notice = recorded_notice(context_for("fiscal"), tmp_path, new_operator(admin_context).id)
    analista = at_day(context_for("analista"), date(2026, 3, 11))
    with pytest.raises(ValidationError) as raised:
        correct_notice(analista, notice.id, "responsible_role", "gerente", "Função errada.")
    assert raised.value.field_errors == {
        "new_role": "Indique motorista ou preposto (Res. AGR 105/2017, art. 80, V)."
    }
    assert count(admin_context.database, NoticeCorrection) == 0


def test_notices_are_listed_newest_first(admin_context, context_for, tmp_path):
    operator = new_operator(admin_context)
    fiscal = context_for("fiscal")
    recorded_notice(fiscal, tmp_path, operator.id, day=date(2026, 3, 10))
    recorded_notice(
        fiscal, tmp_path, operator.id, day=date(2026, 4, 2), infraction_codes=("75-I", "76-I")
    )
    rows = list_notices(admin_context, operator.id)
    assert [row.occurred_on for row in rows] == [date(2026, 4, 2), date(2026, 3, 10)]
    assert rows[0].codes == "75-I, 76-I"


def test_the_plate_seen_on_the_road_links_the_registered_bus(admin_context, context_for, tmp_path):
    """The plate is kept as seen (art. 80, IV); a registered vehicle in force with it is
    linked, an unregistered bus (unauthorised transport) is not."""
    owner, _, registered = registered_bus(admin_context, tmp_path / "keys")
    fiscal = context_for("fiscal")
    seen = recorded_notice(fiscal, tmp_path, owner.id, day=date(2026, 6, 16), plate="abc-1234")
    assert (seen.plate, seen.vehicle_id) == ("ABC1234", registered.vehicle.id)
    unknown = recorded_notice(fiscal, tmp_path, owner.id, day=date(2026, 6, 16), plate="XYZ9A87")
    assert unknown.vehicle_id is None
