"""The register of lines through its services (issue 15 §1): a line created with its itinerary
and points, searched by number, name or municipality; bad input refused next to its field
with nothing written (GO Decreto 8.444/2015 arts. 4º, 6º §1º II, 42; Lei RR 664/2008 art. 47);
status changes as dated acts (GO art. 25); the history refused any rewrite by the database."""

from datetime import date

import pytest
from sqlalchemy import func, select, text

from desktop.models.audit import AuditEntry
from desktop.models.lines import Line, LineAct, LinePoint, LineVersion
from desktop.services.errors import PermissionDenied, ValidationError
from desktop.services.lines.records import get_line, search_lines
from desktop.services.lines.register import (
    PointInput,
    StatusInput,
    change_status,
    create_line,
)
from tests.factories.clock import at_day
from tests.factories.lines import (
    ABADIANIA,
    ANAPOLIS,
    BOA_VISTA,
    GOIANIA,
    MUCAJAI,
    TODAY,
    go_line,
    rr_line,
)
from tests.factories.reading import counts
from tests.factories.roraima import in_roraima
from tests.factories.stoppages import LOW_DEMAND_GO


def stored(database) -> tuple[int, ...]:
    return counts(database, Line, LineVersion, LinePoint, LineAct, AuditEntry)


@pytest.fixture
def ctx(admin_context):
    return at_day(admin_context, TODAY)


@pytest.mark.postgres
def test_line_created_with_itinerary_points_and_its_act(ctx):
    line = create_line(ctx, go_line())
    assert (line.code, line.status_label, line.service_kind_label) == (
        "GO-0101",
        "Em operação",
        "Regular desvinculado de infraestrutura",
    )
    assert (line.origin, line.destination, line.length_km) == ("Goiânia", "Pirenópolis", 128)
    assert [(p.kind_label, p.municipality, str(p.km)) for p in line.points] == [
        ("Ponto de parada", "Goiânia", "12.0"),
        ("Ponto de seção", "Anápolis", "55.5"),
    ]
    (act,) = line.acts
    assert (act.label, act.effective_on, act.reference) == (
        "Criação da linha",
        TODAY,
        "Portaria AGR nº 101/2026",
    )
    assert "arts. 4º, I, e 11 §1º" in act.article
    assert get_line(ctx, line.id) == line
    with ctx.database.read() as session:
        assert session.scalar(
            select(func.count()).where(AuditEntry.entity == "line", AuditEntry.entity_id == line.id)
        )


@pytest.mark.postgres
def test_search_by_number_name_or_municipality_ignoring_accents(ctx):
    create_line(ctx, go_line())
    create_line(
        ctx,
        go_line(
            code="GO-0202",
            name="Anápolis — Abadiânia",
            origin_code=ANAPOLIS,
            destination_code=ABADIANIA,
            length_km="40",
            points=(),
        ),
    )
    codes = lambda query: [row.code for row in search_lines(ctx, query).rows]  # noqa: E731
    assert codes("") == ["GO-0101", "GO-0202"]
    assert codes("go-02") == ["GO-0202"]
    assert codes("pirenopolis") == ["GO-0101"]
    assert codes("ANAPOLIS") == ["GO-0202"]
    assert codes("abadiânia") == ["GO-0202"]
    first = search_lines(ctx, "", limit=1)
    assert [row.code for row in search_lines(ctx, "", first.next_cursor, 1).rows] == ["GO-0202"]


@pytest.mark.parametrize(
    ("changes", "field", "fragment"),
    [
        ({"destination_code": GOIANIA}, "destination", "Decreto 8.444/2015, art. 4º"),
        ({"destination_code": BOA_VISTA}, "destination", "Estado de Goiás"),
        ({"code": ""}, "code", "número da linha"),
        ({"length_km": "abc"}, "length_km", "quilômetros"),
        (
            {
                "points": (
                    PointInput("secao", "Anápolis", ANAPOLIS, "55"),
                    PointInput("parada", "Posto", GOIANIA, "12"),
                )
            },
            "points[1]",
            "ordem do percurso",
        ),
        ({"service_kind": "complementar_direta"}, "parent_line", "art. 42, II"),
    ],
)
def test_bad_line_refused_next_to_its_field_nothing_written(ctx, changes, field, fragment):
    before = stored(ctx.database)
    with pytest.raises(ValidationError) as caught:
        create_line(ctx, go_line(**changes))
    assert fragment in caught.value.field_errors[field], caught.value.field_errors
    assert stored(ctx.database) == before


def test_duplicate_number_and_permission(ctx, context_for):
    create_line(ctx, go_line())
    with pytest.raises(ValidationError) as caught:
        create_line(ctx, go_line(name="Outra"))
    assert "Já existe" in caught.value.field_errors["code"]
    with pytest.raises(PermissionDenied):
        create_line(at_day(context_for("fiscal"), TODAY), go_line(code="GO-0303"))
    assert [row.code for row in search_lines(context_for("fiscal"), "").rows] == ["GO-0101"]


def test_complementary_service_names_its_regular_line(ctx):
    parent = create_line(ctx, go_line())
    child = create_line(
        ctx,
        go_line(
            code="GO-0101-D",
            service_kind="complementar_direta",
            parent_line_id=parent.id,
            points=(PointInput("parada", "Posto Jamil", GOIANIA, "12"),),
        ),
    )
    assert child.parent_line_code == "GO-0101"
    assert "art. 42, II" in child.acts[0].article


def test_a_direct_trip_with_a_section_point_is_refused_nothing_written(ctx):
    """Decreto 8.444/2015, art. 28: the direct trip of GO-0101 stops at no section point, so
    the line's own Anápolis section is refused on it, next to the points."""
    parent = create_line(ctx, go_line())
    direct = go_line(code="GO-0101-D", service_kind="complementar_direta", parent_line_id=parent.id)
    with pytest.raises(ValidationError) as caught:
        create_line(ctx, direct)
    assert "Decreto 8.444/2015, arts. 28 e 42, II, b" in caught.value.field_errors["points[1]"]
    assert [row.code for row in search_lines(ctx, "").rows] == ["GO-0101"]


@pytest.mark.postgres
def test_rr_sections_10_km_apart_art_47(ctx):
    ctx = in_roraima(ctx)
    assert create_line(ctx, rr_line()).points[0].municipality == "Mucajaí"
    with pytest.raises(ValidationError) as caught:
        create_line(
            ctx,
            rr_line(code="RR-011", points=(PointInput("secao", "Vicinal", MUCAJAI, "135"),)),
        )
    assert "Lei RR 664/2008, art. 47" in caught.value.field_errors["points[0]"]
    with pytest.raises(ValidationError) as caught:
        create_line(ctx, rr_line(code="RR-012", destination_code=GOIANIA))
    assert "Lei RR 664/2008" in caught.value.field_errors["destination"]


@pytest.mark.postgres
def test_status_changes_are_dated_acts_and_history_is_never_rewritten(ctx):
    line = create_line(ctx, go_line())
    stopped = change_status(
        ctx,
        line.id,
        StatusInput(
            "paralisada", date(2026, 7, 1), "Portaria AGR nº 7/2026", stoppage=LOW_DEMAND_GO
        ),
    )
    assert stopped.status_label == "Paralisada com autorização"
    assert [(act.label, act.article) for act in stopped.acts][1] == (
        "Paralisação autorizada",
        "Decreto 8.444/2015, art. 25",
    )
    change_status(ctx, line.id, StatusInput("extinta", date(2026, 8, 1), "Portaria 9/2026"))
    before = stored(ctx.database)
    with pytest.raises(ValidationError) as caught:
        change_status(ctx, line.id, StatusInput("em_operacao", date(2026, 9, 1), "P. 10"))
    assert "extinta" in caught.value.field_errors["status"]
    with pytest.raises(ValidationError) as caught:
        change_status(ctx, line.id, StatusInput("suspensa", None, ""))
    assert set(caught.value.field_errors) >= {"effective_on", "reference"}
    assert stored(ctx.database) == before
    for table in ("line_acts", "line_versions"):
        with pytest.raises(Exception, match="histórico da linha"):
            with ctx.database.write() as session:
                session.execute(text(f"UPDATE {table} SET created_at = created_at"))
