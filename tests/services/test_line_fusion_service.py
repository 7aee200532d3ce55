"""A GO fusion approved (Decreto 8.444/2015, art. 3º XIX: 'a originar nova linha, com
consequente cancelamento daquelas que lhe deram origem'; art. 43 §9º: a new contract or
authorisation): the new line with the itinerary of the request, each merged line's history
kept and ended by its cancellation act, in one transaction, on a real SQLite file."""

import dataclasses
from datetime import date
from decimal import Decimal

import pytest

from desktop.services.errors import ServiceError, ValidationError
from desktop.services.lines.change_document import print_change_decision
from desktop.services.lines.change_records import change_requests
from desktop.services.lines.changes import decide_change, protocol_change
from desktop.services.lines.delegations import record_delegation
from desktop.services.lines.records import get_line, search_lines
from desktop.services.lines.register import PointInput, StatusInput, change_status, create_line
from desktop.services.lines.timetables import print_timetable, record_timetable
from tests.factories.clock import at_day
from tests.factories.lines import (
    ABADIANIA_TO_COCALZINHO,
    ANAPOLIS,
    ANAPOLIS_TO_ABADIANIA,
    COCALZINHO,
    COCALZINHO_TO_ABADIANIA,
    GOIANIA,
    PADRE_PELAGIO_TO_ANAPOLIS,
    PIRENOPOLIS,
    PIRENOPOLIS_TO_COCALZINHO,
    QUADRO,
    TODAY,
    approval,
    go_line,
    request,
    rr_line,
    termo,
)
from tests.factories.reading import flat_pdf_text
from tests.factories.roraima import in_roraima
from tests.factories.vehicles import operator

FUSION = request(
    kind="fusao",
    description="Fundir as linhas GO-0101 e GO-0202 em Goiânia — Cocalzinho de Goiás.",
    facts={"operators": "1", "complementary": False, "markets_kept": True},
    new_roads="BR-153, GO-431, GO-225",
    new_length_km="168,0",
    merged_line_code="go-0202",
    resulting_code="GO-0303",
)


@pytest.fixture
def lines(admin_context, tmp_path):
    ctx = at_day(admin_context, TODAY)
    holder = operator(ctx, tmp_path / "keys")
    first = create_line(ctx, go_line())
    second = create_line(ctx, PIRENOPOLIS_TO_COCALZINHO)
    record_delegation(ctx, first.id, termo(holder.id, published_on=TODAY))
    record_delegation(ctx, second.id, termo(holder.id, number="TA-016/2026", published_on=TODAY))
    return ctx, first, second


def test_fusion_originates_a_new_line_and_cancels_both(lines):
    ctx, first, second = lines
    (row,) = protocol_change(ctx, first.id, FUSION)
    assert (row.merged_line_codes, row.resulting_code) == (("GO-0202",), "GO-0303")
    decide_change(ctx, row.id, approval())
    for merged in (first, second):
        detail = get_line(ctx, merged.id)
        assert detail.status == "extinta"
        assert detail.version_number == 1  # its itinerary as it was: nothing rewritten
        act = detail.acts[-1]
        assert (act.label, act.effective_on, act.article) == (
            "Cancelamento por fusão",
            date(2026, 7, 1),
            "Decreto 8.444/2015, art. 3º, XIX",
        )
        assert act.details.endswith("que origina a linha GO-0303.")
    assert [a.label for a in get_line(ctx, first.id).acts][-2:] == [
        "Alteração da linha aprovada",
        "Cancelamento por fusão",
    ]
    assert (
        get_line(ctx, first.id)
        .acts[-2]
        .details.endswith(
            "cancela as linhas GO-0101 e GO-0202, cujos históricos são mantidos (Decreto "
            "8.444/2015, art. 3º, XIX); a linha GO-0303 aguarda nova autorização (Decreto "
            "8.444/2015, art. 43 §9º)."
        )
    )
    (found,) = search_lines(ctx, "GO-0303").rows
    new = get_line(ctx, found.id)
    assert (new.status, new.roads, new.length_km) == (
        "aguarda_autorizacao",
        "BR-153, GO-431, GO-225",
        Decimal("168.0"),
    )
    assert new.delegation_in_force is None  # art. 43 §9º: it waits for its own instrument
    assert [(p.place, p.km) for p in new.points] == [
        ("Posto Jamil", Decimal("12")),
        ("Rodoviária de Anápolis", Decimal("55.5")),
        # Where GO-0101 ended and GO-0202 began: a market kept (art. 43 §9º, II).
        ("Rodoviária de Pirenópolis", Decimal("128.0")),
        ("Posto Bom Jesus", Decimal("143")),
    ]
    assert new.points[1].municipality_code == ANAPOLIS
    (created,) = new.acts
    assert created.article == "Decreto 8.444/2015, art. 3º, XIX; Decreto 8.444/2015, art. 43 §9º"


def test_the_new_line_waits_for_its_termo_then_runs_art_43_9(lines, tmp_path):
    """Art. 43 §9º: the new line is listed as waiting for its Termo, nothing needing a
    delegation is issued for it meanwhile, and it runs once its Termo is registered."""
    ctx, first, _ = lines
    (row,) = protocol_change(ctx, first.id, FUSION)
    decide_change(ctx, row.id, approval())
    (found,) = search_lines(ctx, "GO-0303").rows
    assert found.status_label == "Aguardando Termo"
    new = get_line(ctx, found.id)
    assert new.acts[0].status_label == "Aguardando Termo"
    (table,) = record_timetable(ctx, new.id, QUADRO)
    with pytest.raises(ServiceError) as caught:
        print_timetable(ctx, table.id, tmp_path / "keys")
    assert "aguarda nova autorização (Decreto 8.444/2015, art. 43 §9º)" in str(caught.value)
    with pytest.raises(ValidationError) as refused:
        change_status(ctx, new.id, StatusInput("em_operacao", TODAY, "Portaria 1/2026"))
    assert "com o registro da sua delegação" in refused.value.field_errors["status"]
    holder = get_line(ctx, first.id).delegations[0].operator_id
    record_delegation(ctx, new.id, termo(holder, number="TA-030/2026", published_on=TODAY))
    (found,) = search_lines(ctx, "GO-0303").rows
    assert found.status_label == "Em operação"
    assert get_line(ctx, new.id).acts[-1].status_label == "Em operação"


def test_the_printed_decision_says_the_fusion_s_effect(lines, tmp_path):
    ctx, first, _ = lines
    (row,) = protocol_change(ctx, first.id, FUSION)
    decide_change(ctx, row.id, approval())
    text = flat_pdf_text(print_change_decision(ctx, first.id, row.id, tmp_path / "keys").pdf)
    assert "Efeito na linha Desde 01/07/2026: A aprovação cria a linha GO-0303" in text
    assert "Itinerário inalterado" not in text


def test_fusion_names_an_existing_other_line_and_a_free_number(lines):
    """Art. 3º XIX: another existing line; art. 43 §9º, I: run by the same operator (GO-0404
    has no delegation)."""
    ctx, first, _ = lines
    create_line(ctx, go_line(code="GO-0404"))
    for changes, field in (
        ({"merged_line_code": ""}, "merged_line_code"),
        ({"merged_line_code": "GO-0101"}, "merged_line_code"),
        ({"resulting_code": "GO-0202"}, "resulting_code"),
        ({"resulting_code": ""}, "resulting_code"),
    ):
        with pytest.raises(ValidationError) as caught:
            protocol_change(ctx, first.id, dataclasses.replace(FUSION, **changes))
        assert field in caught.value.field_errors
    with pytest.raises(ValidationError) as caught:
        protocol_change(ctx, first.id, dataclasses.replace(FUSION, merged_line_code="GO-0404"))
    assert "(Decreto 8.444/2015, art. 43 §9º, I)" in caught.value.field_errors["merged_line_code"]


def test_a_length_short_of_the_merged_sections_refused_nothing_written(lines):
    """The new line's itinerary is checked as any line's (art. 6º §1º II): a section of the
    merged lines beyond the length asked is refused, never dropped (art. 43 §9º, II)."""
    ctx, first, _ = lines
    with pytest.raises(ValidationError) as caught:
        protocol_change(ctx, first.id, dataclasses.replace(FUSION, new_length_km="140"))
    message = caught.value.field_errors["new_length_km"]
    assert message.startswith("Itinerário da nova linha: Ponto 4 (Posto Bom Jesus)")
    assert change_requests(ctx, first.id) == []


def test_a_number_taken_before_the_approval_refuses_it_nothing_written(lines):
    ctx, first, second = lines
    (row,) = protocol_change(ctx, first.id, FUSION)
    create_line(ctx, go_line(code="GO-0303"))
    with pytest.raises(ValidationError) as caught:
        decide_change(ctx, row.id, approval())
    assert caught.value.field_errors["outcome"] == "Já existe a linha número GO-0303."
    assert get_line(ctx, first.id).status == get_line(ctx, second.id).status == "em_operacao"
    assert [a.label for a in get_line(ctx, first.id).acts][-1] == "Delegação"


def test_fusion_refused_leaves_both_lines_in_operation(lines):
    ctx, first, second = lines
    (row,) = protocol_change(ctx, first.id, FUSION)
    decide_change(ctx, row.id, approval(outcome="recusada", effective_on=None))
    assert get_line(ctx, first.id).status == get_line(ctx, second.id).status == "em_operacao"
    assert search_lines(ctx, "GO-0303").rows == ()


def test_a_roraima_fusion_stays_a_change_of_the_line(admin_context):
    """Lei RR 664/2008, art. 57 §2º: the line resulting from a fusion may be cancelled back
    to its original condition, so the approval is the line's new version, no new line, no
    Goiás article and no other line to name."""
    ctx = in_roraima(at_day(admin_context, TODAY))
    line = create_line(ctx, rr_line())
    fusion = request(
        kind="fusao",
        facts={"localities_served": True},
        new_roads="BR-174, BR-210",
        new_length_km="200",
    )
    (row,) = protocol_change(ctx, line.id, fusion)
    decide_change(ctx, row.id, approval())
    detail = get_line(ctx, line.id)
    assert (detail.status, detail.version_number) == ("em_operacao", 2)
    assert "Decreto 8.444" not in detail.acts[-1].details
    assert search_lines(ctx, "").rows == (search_lines(ctx, line.code).rows[0],)


# Shares Anápolis—Pirenópolis with GO-0101 (art. 3º XIX: "itinerários [...] se superpõem").
ANAPOLIS_TO_COCALZINHO = go_line(
    code="GO-0505",
    name="Anápolis — Cocalzinho de Goiás",
    origin_code=ANAPOLIS,
    destination_code=COCALZINHO,
    roads="GO-431, GO-225",
    length_km="112,5",
    origin_terminal="Rodoviária de Anápolis",
    destination_terminal="Rodoviária de Cocalzinho",
    points=(PointInput("secao", "Rodoviária de Pirenópolis", PIRENOPOLIS, "72,5"),),
)


def delegated(ctx, data, number):
    """A line run by the operator of GO-0101 (art. 43 §9º, I)."""
    (first,) = search_lines(ctx, "GO-0101").rows
    holder = get_line(ctx, first.id).delegations[0].operator_id
    line = create_line(ctx, data)
    record_delegation(ctx, line.id, termo(holder, number=number, published_on=TODAY))
    return line


def test_three_lines_fused_into_one_and_all_three_cancelled_art_43_9(lines, tmp_path):
    """Art. 43 §9º limits no number of lines: GO-0101, GO-0202 and GO-0404 (typed out of
    order) complement each other into Goiânia — Abadiânia, each of them cancelled, its
    history kept; the printed decision names the three."""
    ctx, first, second = lines
    third = delegated(ctx, COCALZINHO_TO_ABADIANIA, "TA-017/2026")
    three = dataclasses.replace(
        FUSION, merged_line_code="GO-0404; go-0202", new_roads="", new_length_km=""
    )
    (row,) = protocol_change(ctx, first.id, three)
    assert row.merged_line_codes == ("GO-0404", "GO-0202")
    decide_change(ctx, row.id, approval())
    for merged in (first, second, third):
        detail = get_line(ctx, merged.id)
        assert (detail.status, detail.version_number) == ("extinta", 1)
        assert detail.acts[-1].details == (
            "Cancelada pela fusão das linhas GO-0101, GO-0404 e GO-0202 (protocolo "
            "PROT-2026/0042), que origina a linha GO-0303."
        )
    (found,) = search_lines(ctx, "GO-0303").rows
    new = get_line(ctx, found.id)
    assert (new.name, new.roads, new.length_km) == (
        "Goiânia — Abadiânia",
        "BR-153, GO-431, GO-225, BR-060",
        Decimal("198.0"),
    )
    assert [(p.place, p.km) for p in new.points] == [
        ("Posto Jamil", Decimal("12")),
        ("Rodoviária de Anápolis", Decimal("55.5")),
        ("Rodoviária de Pirenópolis", Decimal("128.0")),
        ("Posto Bom Jesus", Decimal("143")),
        ("Rodoviária de Cocalzinho", Decimal("168.0")),
    ]
    text = flat_pdf_text(print_change_decision(ctx, first.id, row.id, tmp_path / "keys").pdf)
    assert "cancela as linhas GO-0101, GO-0404 e GO-0202, cujos históricos" in text


def assert_goiania_to_cocalzinho(ctx):
    """The new line GO-0303 runs from Goiânia's Terminal Rodoviário over GO-0101's itinerary
    (its sections kept once each, art. 43 §9º, II) to Cocalzinho, 168 km."""
    (found,) = search_lines(ctx, "GO-0303").rows
    new = get_line(ctx, found.id)
    assert (new.name, new.origin_terminal, new.destination_terminal, new.length_km) == (
        "Goiânia — Cocalzinho de Goiás",
        "Terminal Rodoviário de Goiânia",
        "Rodoviária de Cocalzinho",
        Decimal("168.0"),
    )
    assert [(p.place, p.km) for p in new.points] == [
        ("Posto Jamil", Decimal("12")),
        ("Rodoviária de Anápolis", Decimal("55.5")),
        ("Rodoviária de Pirenópolis", Decimal("128.0")),
    ]


def test_lines_sharing_a_stretch_give_one_line_its_sections_once(lines):
    """GO-0505 joins GO-0101 at Anápolis and runs on to Cocalzinho: the new line ends
    there, Anápolis and Pirenópolis (section points of both lines) listed once each."""
    ctx, first, _ = lines
    delegated(ctx, ANAPOLIS_TO_COCALZINHO, "TA-018/2026")
    overlap = dataclasses.replace(
        FUSION, merged_line_code="GO-0505", new_roads="", new_length_km=""
    )
    (row,) = protocol_change(ctx, first.id, overlap)
    decide_change(ctx, row.id, approval())
    assert_goiania_to_cocalzinho(ctx)


def test_a_line_typed_twice_or_a_complementary_service_refused_nothing_written(lines):
    """Each line merged once; art. 43 §10: no complementary service merged."""
    ctx, first, _ = lines
    partial = delegated(
        ctx,
        go_line(
            code="GO-0606",
            name="Goiânia — Anápolis",
            destination_code=ANAPOLIS,
            destination_terminal="Rodoviária de Anápolis",
            length_km="55,5",
            service_kind="complementar_parcial",
            parent_line_id=first.id,
            points=(),
        ),
        "TA-019/2026",
    )
    assert partial.code == "GO-0606"
    for typed, message in (
        ("GO-0202, go-0202", "A linha GO-0202 foi informada mais de uma vez."),
        (
            "GO-0202, GO-0606",
            "A linha GO-0606 é serviço complementar: a fusão com serviço complementar é "
            "vedada (Decreto 8.444/2015, art. 43 §10).",
        ),
        (
            "GO-0202, GO-0999",
            "Não existe a linha número GO-0999 (Decreto 8.444/2015, art. 3º, XIX).",
        ),
    ):
        with pytest.raises(ValidationError) as caught:
            protocol_change(ctx, first.id, dataclasses.replace(FUSION, merged_line_code=typed))
        assert caught.value.field_errors["merged_line_code"] == message
    assert change_requests(ctx, first.id) == []


def test_a_line_off_the_others_itinerary_refused_art_43_9_ii(lines):
    """GO-0404 (Cocalzinho — Abadiânia) neither continues GO-0101 (Goiânia — Pirenópolis)
    nor starts on it: the resulting line could not serve its markets; refused under the
    field, nothing written."""
    ctx, first, _ = lines
    delegated(ctx, COCALZINHO_TO_ABADIANIA, "TA-017/2026")
    with pytest.raises(ValidationError) as caught:
        protocol_change(ctx, first.id, dataclasses.replace(FUSION, merged_line_code="GO-0404"))
    assert caught.value.field_errors["merged_line_code"] == (
        "A linha GO-0404 não continua o itinerário das demais nem parte de um ponto dele: a "
        "linha resultante não atenderia os seus mercados (Decreto 8.444/2015, art. 43 §9º, II)."
    )
    assert change_requests(ctx, first.id) == []


# GO-0202 recorded from its other end (art. 19: a line runs "ida e volta").
COCALZINHO_TO_PIRENOPOLIS = dataclasses.replace(
    PIRENOPOLIS_TO_COCALZINHO,
    code="GO-0707",
    name="Cocalzinho de Goiás — Pirenópolis",
    origin_code=COCALZINHO,
    destination_code=PIRENOPOLIS,
    roads="GO-225, GO-431",
    origin_terminal="Rodoviária de Cocalzinho",
    destination_terminal="Rodoviária de Pirenópolis",
    points=(PointInput("secao", "Posto Bom Jesus", PIRENOPOLIS, "25"),),
)


def test_a_line_recorded_the_other_way_is_fused_run_back_art_19_and_3_xix(lines):
    """GO-0707 was recorded from Cocalzinho to Pirenópolis, where GO-0101 ends: run back
    (art. 19: "horários de ida e volta") it continues GO-0101 (art. 3º XIX: "se
    complementam"). The new line runs Goiânia — Cocalzinho: GO-0707's km counted from
    Pirenópolis, its roads in the order it runs them, its end in Cocalzinho the terminal;
    both lines cancelled, their itineraries as recorded."""
    ctx, first, _ = lines
    back = delegated(ctx, COCALZINHO_TO_PIRENOPOLIS, "TA-020/2026")
    fusion = dataclasses.replace(FUSION, merged_line_code="GO-0707", new_roads="", new_length_km="")
    (row,) = protocol_change(ctx, first.id, fusion)
    decide_change(ctx, row.id, approval())
    (found,) = search_lines(ctx, "GO-0303").rows
    new = get_line(ctx, found.id)
    assert (
        new.name,
        new.origin_terminal,
        new.destination_terminal,
        new.roads,
        new.length_km,
    ) == (
        "Goiânia — Cocalzinho de Goiás",
        "Terminal Rodoviário de Goiânia",
        "Rodoviária de Cocalzinho",
        "BR-153, GO-431, GO-225",
        Decimal("168.0"),
    )
    assert [(p.kind, p.place, p.municipality_code, p.km) for p in new.points] == [
        ("parada", "Posto Jamil", GOIANIA, Decimal("12")),
        ("secao", "Rodoviária de Anápolis", ANAPOLIS, Decimal("55.5")),
        # Where GO-0101 ended and GO-0707 began: a market kept (art. 43 §9º, II).
        ("secao", "Rodoviária de Pirenópolis", PIRENOPOLIS, Decimal("128.0")),
        ("secao", "Posto Bom Jesus", PIRENOPOLIS, Decimal("143.0")),
    ]
    for merged in (first, back):
        detail = get_line(ctx, merged.id)
        assert (detail.status, detail.version_number) == ("extinta", 1)
        assert detail.acts[-1].label == "Cancelamento por fusão"
    assert [(p.place, p.km) for p in get_line(ctx, back.id).points] == [
        ("Posto Bom Jesus", Decimal("25"))
    ]


def test_a_line_branching_off_the_other_s_itinerary_refused_art_3_xix(lines):
    """GO-0808 leaves GO-0101's itinerary at Anápolis for Abadiânia without passing
    Pirenópolis: two branches, no one new line (art. 3º XIX); refused under the lines
    typed, nothing written."""
    ctx, first, _ = lines
    delegated(ctx, ANAPOLIS_TO_ABADIANIA, "TA-021/2026")
    with pytest.raises(ValidationError) as caught:
        protocol_change(ctx, first.id, dataclasses.replace(FUSION, merged_line_code="GO-0808"))
    assert caught.value.field_errors["merged_line_code"] == (
        "A linha GO-0808 sai do itinerário da linha GO-0101 em Anápolis (Rodoviária de "
        "Anápolis) para Abadiânia (Rodoviária de Abadiânia), sem passar por Pirenópolis "
        "(Rodoviária de Pirenópolis), onde ele termina: seriam dois ramais, e a fusão integra "
        "itinerários que se complementam ou se superpõem numa só nova linha, de um ponto "
        "inicial a um terminal (Decreto 8.444/2015, art. 3º, XIX e XXIX)."
    )
    assert change_requests(ctx, first.id) == []


# From Posto Jamil, GO-0101's second place in Goiânia, 12 km from its Terminal Rodoviário;
# its points recorded by the municipality's name alone.
POSTO_JAMIL_TO_COCALZINHO = dataclasses.replace(
    ANAPOLIS_TO_COCALZINHO,
    code="GO-1111",
    name="Goiânia — Cocalzinho de Goiás",
    origin_code=GOIANIA,
    roads="BR-153, GO-431, GO-225",
    length_km="156,0",
    origin_terminal="Posto Jamil",
    points=(
        PointInput("secao", "Anápolis", ANAPOLIS, "43,5"),
        PointInput("secao", "Pirenópolis", PIRENOPOLIS, "116"),
    ),
)


def test_a_line_from_goiania_s_second_place_joins_there_art_3_xxi(lines):
    """Art. 3º XXI: an itinerary is defined by "nomes de localidades ou pontos geográficos
    conhecidos". GO-1111 leaves from Posto Jamil, 12 km into GO-0101 in Goiânia, not from
    its Terminal Rodoviário: superposed from there (art. 3º XIX), the new line runs 12 +
    156 km to Cocalzinho. Its points "Anápolis" and "Pirenópolis" name only the
    municipality: they are GO-0101's places there, each one section."""
    ctx, first, _ = lines
    delegated(ctx, POSTO_JAMIL_TO_COCALZINHO, "TA-022/2026")
    fusion = dataclasses.replace(FUSION, merged_line_code="GO-1111", new_roads="", new_length_km="")
    (row,) = protocol_change(ctx, first.id, fusion)
    decide_change(ctx, row.id, approval())
    assert_goiania_to_cocalzinho(ctx)


def test_a_line_from_goiania_s_other_terminal_is_a_branch_refused_art_3_xix(lines):
    """GO-0909 leaves Goiânia from the Terminal Padre Pelágio and meets GO-0101 (from the
    Terminal Rodoviário) at Anápolis only: a branch to Goiânia's other terminal, refused
    naming the places, not laid over GO-0101 from "Goiânia"; nothing written."""
    ctx, first, _ = lines
    delegated(ctx, PADRE_PELAGIO_TO_ANAPOLIS, "TA-023/2026")
    with pytest.raises(ValidationError) as caught:
        protocol_change(ctx, first.id, dataclasses.replace(FUSION, merged_line_code="GO-0909"))
    assert caught.value.field_errors["merged_line_code"].startswith(
        "A linha GO-0909 sai do itinerário da linha GO-0101 em Anápolis (Rodoviária de "
        "Anápolis) para Goiânia (Terminal Padre Pelágio), sem passar por Pirenópolis "
        "(Rodoviária de Pirenópolis), onde ele termina: seriam dois ramais"
    )
    assert change_requests(ctx, first.id) == []


def test_a_line_crossing_the_other_s_itinerary_refused_art_3_xix(lines):
    """GO-1010 (Abadiânia — Cocalzinho) passes the Rodoviária de Anápolis, a section of
    GO-0101, neither of its ends on GO-0101's itinerary: the two cross, no one new line
    (art. 3º XIX and XXIX); refused under the lines typed, nothing written."""
    ctx, first, _ = lines
    delegated(ctx, ABADIANIA_TO_COCALZINHO, "TA-024/2026")
    with pytest.raises(ValidationError) as caught:
        protocol_change(ctx, first.id, dataclasses.replace(FUSION, merged_line_code="GO-1010"))
    assert caught.value.field_errors["merged_line_code"] == (
        "A linha GO-1010 cruza o itinerário da linha GO-0101 em Anápolis (Rodoviária de "
        "Anápolis), sem começar nem terminar nele: seriam dois itinerários que se cruzam, e a "
        "fusão integra itinerários que se complementam ou se superpõem numa só nova linha, de "
        "um ponto inicial a um terminal (Decreto 8.444/2015, art. 3º, XIX e XXIX)."
    )
    assert change_requests(ctx, first.id) == []
