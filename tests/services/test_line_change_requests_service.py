"""Change requests on a line through the services: protocolled with the analysis of GO
Decreto 8.444/2015 art. 43 (or RR Lei 664/2008 arts. 57-59) stored beside them; approved by
someone allowed to decide, which makes the line's new version from its date with a dated
act; refused with reasons; an approval that an article's condition stops, and bad facts,
write nothing and name the article."""

import dataclasses
from datetime import date
from decimal import Decimal

import pytest

from desktop.models.line_changes import LineChangeDecision, LineChangeRequest
from desktop.models.lines import LineAct, LineVersion
from desktop.services.documents.verification import verify_bytes
from desktop.services.errors import PermissionDenied, ServiceError, ValidationError
from desktop.services.lines.change_document import print_change_decision
from desktop.services.lines.change_records import change_requests
from desktop.services.lines.changes import (
    decide_change,
    protocol_change,
)
from desktop.services.lines.delegations import record_delegation
from desktop.services.lines.records import get_line, search_lines
from desktop.services.lines.register import create_line
from desktop.services.lines.timetables import record_timetable, timetable_in_force
from desktop.services.lines.timetables_records import timetables
from tests.factories.clock import at_day
from tests.factories.lines import (
    ABADIANIA,
    GOIANIA,
    QUADRO,
    TODAY,
    approval,
    go_line,
    request,
    rr_extension,
    rr_line,
    termo,
)
from tests.factories.reading import counts, flat_pdf_text
from tests.factories.roraima import in_roraima
from tests.factories.vehicles import operator

D = date.fromisoformat


def stored(database):
    return counts(database, LineChangeRequest, LineChangeDecision, LineVersion, LineAct)


@pytest.fixture
def ctx(admin_context):
    return at_day(admin_context, TODAY)


@pytest.fixture
def held(ctx, tmp_path):
    """GO-0101 under a Termo de Autorização in force: its autorizatária asks (art. 43)."""
    holder = operator(ctx, tmp_path / "keys")
    line = create_line(ctx, go_line())
    record_delegation(ctx, line.id, termo(holder.id, published_on=TODAY))
    return line


@pytest.mark.postgres
def test_go_extension_protocolled_approved_makes_version_2(ctx, held):
    line = held
    (row,) = protocol_change(ctx, line.id, request())
    assert (row.kind_label, row.outcome_label, row.findings) == ("Prolongamento", "Em análise", ())
    assert row.article == "Decreto 8.444/2015, art. 43, V e §11"
    assert "Extensão do prolongamento (km): 25,6" in row.facts_text
    (row,) = decide_change(ctx, row.id, approval())
    assert (row.outcome_label, row.version_number) == ("Aprovada", 2)
    detail = get_line(ctx, line.id)
    assert (detail.version_number, detail.length_km) == (2, Decimal("153.6"))
    assert detail.roads == "BR-153, GO-431, GO-225"
    assert detail.version_effective_on == D("2026-07-01")
    # Art. 43 §11, I: the terminal is moved to the new locality; the old one stays on the
    # itinerary as a section point, its market kept (art. 3º XXVII).
    assert (detail.name, detail.destination, detail.destination_terminal) == (
        "Goiânia — Cocalzinho de Goiás",
        "Cocalzinho de Goiás",
        "Rodoviária de Cocalzinho",
    )
    assert [(p.kind, p.place, p.km) for p in detail.points] == [
        ("parada", "Posto Jamil", Decimal("12")),
        ("secao", "Rodoviária de Anápolis", Decimal("55.5")),
        ("secao", "Rodoviária de Pirenópolis", Decimal("128.0")),
    ]
    (listed,) = search_lines(ctx, "Cocalzinho").rows
    assert (listed.code, listed.destination) == ("GO-0101", "Cocalzinho de Goiás")
    act = detail.acts[-1]
    assert (act.label, act.reference, act.article) == (
        "Alteração da linha aprovada",
        "Portaria AGR nº 210/2026",
        "Decreto 8.444/2015, art. 43, V e §11",
    )
    assert act.details.endswith("versão 2, BR-153, GO-431, GO-225, 153,6 km.")
    with pytest.raises(ValidationError) as caught:
        decide_change(ctx, row.id, approval())
    assert "já foi decidido" in caught.value.field_errors["outcome"]


def test_go_extension_without_its_length_lengthens_the_line_by_the_extension(ctx, held):
    """Art. 43, V and §11 I: 128 km extended by 25.6 km makes the line 153.6 km when no new
    length is typed; a length beyond 153.6 km, which the 20 % would not measure, is refused
    next to the field, nothing written."""
    line = held
    before = stored(ctx.database)
    with pytest.raises(ValidationError) as caught:
        protocol_change(ctx, line.id, request(new_length_km="200"))
    assert "no máximo 153,6 km" in caught.value.field_errors["new_length_km"]
    assert stored(ctx.database) == before
    (row,) = protocol_change(ctx, line.id, request(new_length_km=""))
    decide_change(ctx, row.id, approval())
    assert get_line(ctx, line.id).length_km == Decimal("153.6")


@pytest.mark.parametrize(
    ("changes", "field", "message"),
    [
        (
            {"new_end_place": ""},
            "new_end_place",
            "Informe o novo ponto terminal, para onde a linha é prolongada "
            "(Decreto 8.444/2015, art. 43, V e §11, I).",
        ),
        (
            {"new_end_municipality_code": GOIANIA},
            "new_end_municipality",
            "Origem e destino são o mesmo município: a linha deve ligar municípios distintos "
            "(Decreto 8.444/2015, art. 4º, caput).",
        ),
    ],
)
def test_go_extension_names_its_new_terminal_nothing_written(ctx, held, changes, field, message):
    """Art. 43 §11, I: the extension moves the terminal to a locality the request names,
    another municipality than the origin (art. 4º)."""
    before = stored(ctx.database)
    with pytest.raises(ValidationError) as caught:
        protocol_change(ctx, held.id, request(**changes))
    assert caught.value.field_errors[field] == message
    assert stored(ctx.database) == before


def test_rr_shortening_ends_at_the_section_point_of_its_new_length(ctx):
    """Lei RR 664/2008, art. 59, III: the shortened line ends at one of its points, which
    becomes its terminal and names it; a length where the line has no point is refused."""
    ctx = in_roraima(ctx)
    line = create_line(ctx, rr_line())
    shortening = request(
        kind="encurtamento",
        facts={"new_end_is_section": True},
        new_roads="",
        new_length_km="60",
    )
    before = stored(ctx.database)
    with pytest.raises(ValidationError) as caught:
        protocol_change(ctx, line.id, shortening)
    assert caught.value.field_errors["new_length_km"] == (
        "Informe a nova extensão: o km de um ponto da linha, antes do atual terminal (140,0 km), "
        "onde ela passa a terminar (Lei RR 664/2008, art. 59, III)."
    )
    assert stored(ctx.database) == before
    (row,) = protocol_change(ctx, line.id, dataclasses.replace(shortening, new_length_km="52"))
    assert "Novo ponto terminal: Mucajaí (Mucajaí)" in row.facts_text
    decide_change(ctx, row.id, approval())
    detail = get_line(ctx, line.id)
    assert (detail.name, detail.destination, detail.destination_terminal) == (
        "Boa Vista — Mucajaí",
        "Mucajaí",
        "Mucajaí",
    )
    assert (detail.length_km, detail.points) == (Decimal("52"), ())


@pytest.mark.postgres
def test_go_extension_over_20_percent_not_approved_then_refused(ctx, held):
    line = held
    (row,) = protocol_change(ctx, line.id, request(facts={"extension_km": "30"}))
    assert [f.article for f in row.findings] == ["Decreto 8.444/2015, art. 43 §11, I"]
    before = stored(ctx.database)
    with pytest.raises(ValidationError) as caught:
        decide_change(ctx, row.id, approval())
    message = caught.value.field_errors["outcome"]
    assert "Não pode ser aprovada" in message and "art. 43 §11, I" in message
    assert stored(ctx.database) == before
    with pytest.raises(ValidationError) as caught:
        decide_change(ctx, row.id, approval(outcome="recusada", reasons=" "))
    assert caught.value.field_errors["reasons"] == "Campo obrigatório."
    (row,) = decide_change(
        ctx, row.id, approval(outcome="recusada", reasons="Excede 20% (art. 43 §11, I).")
    )
    assert (row.outcome_label, row.version_number) == ("Recusada", None)
    detail = get_line(ctx, line.id)
    assert detail.version_number == 1
    assert detail.acts[-1].label == "Alteração da linha recusada"


def test_bad_facts_and_dates_name_the_field_nothing_written(ctx, held):
    line = held
    before = stored(ctx.database)
    with pytest.raises(ValidationError) as caught:
        protocol_change(
            ctx,
            line.id,
            request(facts={"extension_km": "longe"}, requested_on=D("2026-06-16"), protocol=""),
        )
    errors = caught.value.field_errors
    assert "Decreto 8.444/2015, art. 43 §11, I" in errors["extension_km"]
    assert errors["requested_on"] == "O protocolo não pode ter data futura."
    assert errors["protocol"] == "Campo obrigatório."
    with pytest.raises(ValidationError) as caught:
        protocol_change(ctx, line.id, request(kind="encurtamento"))
    assert "art. 43" in caught.value.field_errors["kind"]
    assert stored(ctx.database) == before


def test_only_who_may_decide_approves(ctx, held, context_for):
    line = held
    analyst = at_day(context_for("analista"), TODAY)
    (row,) = protocol_change(analyst, line.id, request())
    with pytest.raises(PermissionDenied):
        decide_change(analyst, row.id, approval())
    judge = at_day(context_for("julgador"), TODAY)
    (row,) = decide_change(judge, row.id, approval())
    assert row.outcome == "aprovada"


@pytest.mark.postgres
def test_rr_extension_once_only_counted_from_the_register(ctx):
    ctx = in_roraima(ctx)
    line = create_line(ctx, rr_line())
    extension = rr_extension(new_roads="")
    (first,) = protocol_change(ctx, line.id, extension)
    assert first.article == "Lei RR 664/2008, arts. 57 e 58" and first.findings == ()
    decide_change(ctx, first.id, approval())
    again = dataclasses.replace(extension, protocol="PROT-2026/0050", new_length_km="280")
    rows = protocol_change(ctx, line.id, again)
    assert [f.article for f in rows[-1].findings] == ["Lei RR 664/2008, art. 58 §1º"]
    with pytest.raises(ValidationError) as caught:
        decide_change(ctx, rows[-1].id, approval())
    assert "Lei RR 664/2008, art. 58 §1º" in caught.value.field_errors["outcome"]
    assert [r.outcome_label for r in change_requests(ctx, line.id)] == ["Aprovada", "Em análise"]


@pytest.mark.postgres
def test_the_decision_printed_signed_and_verified(ctx, held, tmp_path):
    """Decreto 8.444/2015, art. 43: the decision read back from the PDF and verified."""
    keys = tmp_path / "keys"
    line = held
    (row,) = protocol_change(ctx, line.id, request())
    with pytest.raises(ServiceError, match="em análise"):
        print_change_decision(ctx, line.id, row.id, keys)
    decide_change(ctx, row.id, approval())
    issued = print_change_decision(ctx, line.id, row.id, keys)
    text = flat_pdf_text(issued.pdf)
    for expected in (
        "Decisão sobre Alteração de Linha",
        "Linha GO-0101 — Goiânia — Cocalzinho de Goiás",
        "PROT-2026/0042",
        "Prolongamento (Decreto 8.444/2015, art. 43, V e §11)",
        "APROVADA em",
        "Portaria AGR nº 210/2026",
        "Efeito na linha Versão 2 desde 01/07/2026: BR-153, GO-431, GO-225, 153,6 km",
        "Nenhuma condição verificável do artigo deixou de ser atendida.",
    ):
        assert expected in text, expected
    assert verify_bytes(ctx.database, issued.pdf).status == "valida"


def test_go_more_departures_approved_leave_the_itinerary_as_it_was(ctx, held, tmp_path):
    """Art. 43 VI and §12 change the line's timetables, not its itinerary: the request names
    no new roads, and its approval makes no new version of the line, printed as in force
    from its date with the itinerary unchanged."""
    line = held
    more = request(kind="horarios", facts={"movement_justifies": True}, new_length_km="")
    before = stored(ctx.database)
    with pytest.raises(ValidationError) as caught:
        protocol_change(ctx, line.id, more)
    assert "não altera o itinerário" in caught.value.field_errors["new_roads"]
    assert stored(ctx.database) == before
    (row,) = protocol_change(ctx, line.id, dataclasses.replace(more, new_roads=""))
    (row,) = decide_change(ctx, row.id, approval())
    assert (row.outcome_label, row.version_number, row.effective_on) == (
        "Aprovada",
        None,
        D("2026-07-01"),
    )
    detail = get_line(ctx, line.id)
    assert detail.version_number == 1
    assert detail.acts[-1].details.endswith("em vigor desde 01/07/2026, itinerário inalterado.")
    text = flat_pdf_text(print_change_decision(ctx, line.id, row.id, tmp_path / "keys").pdf)
    assert "Efeito na linha Itinerário inalterado; em vigor desde 01/07/2026" in text


@pytest.mark.postgres
def test_go_section_implanted_then_suppressed(ctx, held):
    """Art. 43 I: the new section goes into version 2 in the order of the route (§1º); the
    suppression (§2º) takes one of the line's own sections out of version 3."""
    line = held
    section = request(
        kind="secao",
        facts={"access_km": "3"},
        new_roads="",
        new_length_km="",
        section_place="Rodoviária de Abadiânia",
        section_municipality_code=ABADIANIA,
        section_km="130",
    )
    before = stored(ctx.database)
    with pytest.raises(ValidationError) as caught:
        protocol_change(ctx, line.id, section)
    assert "além do destino" in caught.value.field_errors["section_km"]
    with pytest.raises(ValidationError) as caught:
        protocol_change(ctx, line.id, dataclasses.replace(section, section_municipality_code=""))
    assert "município" in caught.value.field_errors["section_municipality"]
    assert stored(ctx.database) == before
    (row,) = protocol_change(ctx, line.id, dataclasses.replace(section, section_km="80"))
    assert "Nova seção: Rodoviária de Abadiânia (Abadiânia), km 80" in row.facts_text
    decide_change(ctx, row.id, approval())
    detail = get_line(ctx, line.id)
    assert [(p.place, p.km) for p in detail.points] == [
        ("Posto Jamil", Decimal("12")),
        ("Rodoviária de Anápolis", Decimal("55.5")),
        ("Rodoviária de Abadiânia", Decimal("80")),
    ]
    suppression = request(
        kind="supressao_secao",
        protocol="PROT-2026/0060",
        facts={"other_service": True},
        new_roads="",
        new_length_km="",
        section_place="Rodoviária de Goianésia",
    )
    with pytest.raises(ValidationError) as caught:
        protocol_change(ctx, line.id, suppression)
    assert caught.value.field_errors["section_place"] == "A linha não tem seção com esse nome."
    rows = protocol_change(
        ctx, line.id, dataclasses.replace(suppression, section_place="rodoviária de anápolis")
    )
    decide_change(ctx, rows[-1].id, approval(effective_on=D("2026-08-01")))
    detail = get_line(ctx, line.id)
    assert detail.version_number == 3
    assert [p.place for p in detail.points] == ["Posto Jamil", "Rodoviária de Abadiânia"]


def test_go_suppressed_section_leaves_the_quadro_from_the_change_date(ctx, held):
    """Art. 43, I and §2º with art. 19: the quadro in force names the section suppressed;
    from the change's date a new quadro, the same departures without it, is in force; the
    old one is kept as it was, in force until then."""
    line = held
    record_timetable(ctx, line.id, dataclasses.replace(QUADRO, effective_from=D("2026-06-15")))
    suppression = request(
        kind="supressao_secao",
        facts={"other_service": True},
        new_roads="",
        new_length_km="",
        section_place="Rodoviária de Anápolis",
    )
    (row,) = protocol_change(ctx, line.id, suppression)
    decide_change(ctx, row.id, approval(effective_on=D("2026-08-01")))
    old, new = timetables(ctx, line.id)
    assert [d.sections for d in old.departures] == ["Anápolis", "", ""]
    assert new.effective_from == D("2026-08-01")
    assert (new.reference, new.article) == (
        "Portaria AGR nº 210/2026",
        "Decreto 8.444/2015, art. 19; Decreto 8.444/2015, art. 43, I e §2º",
    )
    assert [(d.direction, d.leaves, d.weekdays_text, d.sections) for d in new.departures] == [
        (d.direction, d.leaves, d.weekdays_text, "") for d in old.departures
    ]
    assert timetable_in_force(ctx, line.id, D("2026-07-31")) == old
    assert timetable_in_force(ctx, line.id, D("2026-08-01")) == new
    act = get_line(ctx, line.id).acts[-1]
    assert (act.label, act.effective_on) == ("Quadro de horários", D("2026-08-01"))
    assert act.details == ("3 partida(s): quadro de 15/06/2026 sem Anápolis, que deixa(m) a linha.")


def test_go_only_the_lines_autorizataria_asks(ctx, tmp_path):
    """Art. 43, caput: without a delegation in force (here a Termo whose extract is not
    published, art. 6º §2º) nobody may ask; nothing written."""
    holder = operator(ctx, tmp_path / "keys")
    line = create_line(ctx, go_line())
    before = stored(ctx.database)
    with pytest.raises(ValidationError) as caught:
        protocol_change(ctx, line.id, request())
    assert "Decreto 8.444/2015, art. 43, caput" in caught.value.field_errors["kind"]
    assert stored(ctx.database) == before
    record_delegation(ctx, line.id, termo(holder.id))
    before = stored(ctx.database)
    with pytest.raises(ValidationError):
        protocol_change(ctx, line.id, request())
    assert stored(ctx.database) == before
