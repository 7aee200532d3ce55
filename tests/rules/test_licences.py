"""Trip licence checks of Res. AGR 105/2017: every reason that applies, at once."""

from dataclasses import replace
from datetime import date, datetime

import pytest

from desktop.rules import (
    REASONS,
    LicenceRequest,
    OperatorStatus,
    RulesError,
    VehicleStatus,
    check_licence,
    load_rulebook,
)
from desktop.rules.licences import (
    capacity_after_replacement,
    check_continuation_day,
    checked_articles,
    passenger_changes_allowed,
    passenger_list_article,
    refund_on_giving_up,
    vehicle_findings,
)
from tests.factories.rules import EVENTUAL, OPERATOR, VEHICLE

D = date.fromisoformat
T = datetime.fromisoformat
GO = load_rulebook("GO")

BUS_A = replace(VEHICLE, plate="ABC-1234", capacity=46)
BUS_B = replace(VEHICLE, plate="GOI2B34", capacity=44)
CONTINUO = LicenceRequest(
    "continuo", T("2026-05-01T08:00"), D("2026-06-01"), D("2026-06-30"), 40, (VEHICLE,), OPERATOR
)

LONG = replace(
    CONTINUO,
    vehicles=(
        replace(
            VEHICLE, inspection_valid_until=D("2028-12-31"), insurance_valid_until=D("2028-12-31")
        ),
    ),
    operator=replace(OPERATOR, crc_valid_until=D("2028-12-31")),
)


def reasons(request):
    return set(check_licence(GO, request).reasons)


def test_a_good_request_is_allowed():
    decision = check_licence(GO, EVENTUAL)
    assert decision.allowed and decision.reasons == () and decision.findings == ()
    assert check_licence(GO, CONTINUO).allowed


CASES = [
    # (why, request, expected reasons)
    (
        "art. 28 I: exactly 6 hours before is the last moment",
        replace(EVENTUAL, requested_at=T("2026-05-10T08:00")),
        set(),
    ),
    (
        "art. 28 I: one minute late",
        replace(EVENTUAL, requested_at=T("2026-05-10T08:01")),
        {"antecedencia_minima"},
    ),
    (
        "art. 28 I: the day before, late at night",
        replace(EVENTUAL, requested_at=T("2026-05-09T22:00"), departure=T("2026-05-10T03:00")),
        {"antecedencia_minima"},
    ),
    ("art. 29: 4 days is short", replace(CONTINUO, end=D("2026-06-04")), {"duracao_minima"}),
    ("art. 29: 5 days, both included", replace(CONTINUO, end=D("2026-06-05")), set()),
    (
        "art. 30: escolar 4 days",
        replace(CONTINUO, modality="escolar", end=D("2026-06-04")),
        {"duracao_minima"},
    ),
    (
        "art. 58: vinculada has no minimum",
        replace(CONTINUO, modality="vinculada", end=D("2026-06-01")),
        set(),
    ),
    ("eventual has no minimum", replace(EVENTUAL, end=D("2026-05-10")), set()),
    ("art. 29: 12 months end the day before", replace(LONG, end=D("2027-05-31")), set()),
    ("art. 29: one day too long", replace(LONG, end=D("2027-06-01")), {"duracao_maxima"}),
    (
        "art. 30: escolar one day too long",
        replace(LONG, modality="escolar", end=D("2027-06-01")),
        {"duracao_maxima"},
    ),
    (
        "art. 58: vinculada within one year",
        replace(LONG, modality="vinculada", end=D("2027-05-31")),
        set(),
    ),
    (
        "art. 58: vinculada over one year",
        replace(LONG, modality="vinculada", end=D("2027-06-01")),
        {"duracao_maxima"},
    ),
    (
        "12 months into a leap February",
        replace(LONG, start=D("2027-03-01"), end=D("2028-02-29")),
        set(),
    ),
    (
        "12 months into a leap February, one day more",
        replace(LONG, start=D("2027-03-01"), end=D("2028-03-01")),
        {"duracao_maxima"},
    ),
    ("eventual has no maximum here", replace(EVENTUAL, end=D("2026-12-31")), set()),
    ("art. 38 XII: over capacity", replace(EVENTUAL, passengers=45), {"lotacao"}),
    ("art. 38 XII: at capacity", replace(EVENTUAL, passengers=44), set()),
    ("art. 28 §1: 5 substitutions", replace(EVENTUAL, substitutions=5), {"substituicoes"}),
    ("art. 28 §1: 4 substitutions", replace(EVENTUAL, substitutions=4), set()),
    ("art. 29 §1: contínuo 5 substitutions", replace(CONTINUO, substitutions=5), {"substituicoes"}),
    (
        "substitutions ignored for escolar",
        replace(CONTINUO, modality="escolar", substitutions=9),
        set(),
    ),
    (
        "art. 13: CRC ends the day before the last day",
        replace(EVENTUAL, operator=replace(OPERATOR, crc_valid_until=D("2026-05-11"))),
        {"crc_vencido"},
    ),
    (
        "art. 13: CRC through the last day",
        replace(EVENTUAL, operator=replace(OPERATOR, crc_valid_until=D("2026-05-12"))),
        set(),
    ),
    (
        "no CRC at all",
        replace(EVENTUAL, operator=replace(OPERATOR, crc_valid_until=None)),
        {"crc_vencido"},
    ),
    (
        "modality not registered",
        replace(EVENTUAL, operator=replace(OPERATOR, modalities=frozenset({"continuo"}))),
        {"modalidade_nao_registrada"},
    ),
    (
        "art. 38 VII: vehicle not registered",
        replace(EVENTUAL, vehicles=(replace(VEHICLE, registered=False),)),
        {"veiculo_nao_registrado"},
    ),
    (
        "arts. 23-24: inspection ends mid-trip",
        replace(EVENTUAL, vehicles=(replace(VEHICLE, inspection_valid_until=D("2026-05-11")),)),
        {"vistoria_vencida"},
    ),
    (
        "no inspection",
        replace(EVENTUAL, vehicles=(replace(VEHICLE, inspection_valid_until=None),)),
        {"vistoria_vencida"},
    ),
    (
        "art. 30 sole §: escolar without school inspection",
        replace(
            CONTINUO, modality="escolar", vehicles=(replace(VEHICLE, school_inspection=False),)
        ),
        {"vistoria_escolar"},
    ),
    (
        "school inspection only for escolar",
        replace(CONTINUO, vehicles=(replace(VEHICLE, school_inspection=False),)),
        set(),
    ),
    (
        "arts. 50-51: insurance ends mid-trip",
        replace(EVENTUAL, vehicles=(replace(VEHICLE, insurance_valid_until=D("2026-05-10")),)),
        {"seguro_vencido"},
    ),
    (
        "art. 69: suspended through the first day",
        replace(EVENTUAL, operator=replace(OPERATOR, suspended_until=D("2026-05-10"))),
        {"autorizataria_suspensa"},
    ),
    (
        "art. 69: suspension over the day before",
        replace(EVENTUAL, operator=replace(OPERATOR, suspended_until=D("2026-05-09"))),
        set(),
    ),
    (
        "art. 101: overdue debts",
        replace(EVENTUAL, operator=replace(OPERATOR, overdue_debts=True)),
        {"debito_agr"},
    ),
    (
        "art. 100 sole §: a user's complaint not yet appreciated holds the request",
        replace(EVENTUAL, operator=replace(OPERATOR, complaint_pending=True)),
        {"reclamacao_pendente"},
    ),
    (
        "art. 38 VIII: vehicle withdrawn from traffic",
        replace(EVENTUAL, vehicles=(replace(VEHICLE, withdrawn_from_traffic=True),)),
        {"veiculo_afastado"},
    ),
    (
        "arts. 46-47: driver without proven link",
        replace(EVENTUAL, driver_link_proven=False),
        {"motorista_sem_vinculo"},
    ),
    (
        "art. 29 §2: general list for health treatment, demanded by a municipality",
        replace(CONTINUO, passenger_list="geral_saude", contractor_public=True),
        set(),
    ),
    (
        "art. 29 §2: general list for health treatment, contracted by a private party",
        replace(CONTINUO, passenger_list="geral_saude"),
        {"lista_geral_nao_permitida"},
    ),
    (
        "art. 29 §2: several destinations do not make a private health trip's list general",
        replace(CONTINUO, passenger_list="geral_saude", destinations=3),
        {"lista_geral_nao_permitida"},
    ),
    (
        "arts. 53-59: the vinculada asks no driver's link (arts. 46-47 are the fretamento's)",
        replace(CONTINUO, modality="vinculada", driver_link_proven=False),
        set(),
    ),
    (
        "art. 29 §3: general list for rural workers, several destinations",
        replace(CONTINUO, passenger_list="geral_trabalhadores_rurais", destinations=2),
        set(),
    ),
    (
        "art. 29 §3: rural workers with one destination",
        replace(CONTINUO, passenger_list="geral_trabalhadores_rurais"),
        {"lista_geral_nao_permitida"},
    ),
    (
        "art. 28 III: eventual needs the nominal list",
        replace(EVENTUAL, passenger_list="geral_saude"),
        {"lista_geral_nao_permitida"},
    ),
]


@pytest.mark.parametrize(("why", "request_", "expected"), CASES, ids=[c[0] for c in CASES])
def test_each_reason(why, request_, expected):
    assert reasons(request_) == expected


def test_every_reason_at_once_with_its_article():
    request = replace(
        EVENTUAL,
        requested_at=T("2026-05-10T13:00"),
        passengers=50,
        substitutions=6,
        vehicles=(VehicleStatus(False, 44, D("2026-05-01"), None, False, True),),
        operator=OperatorStatus(
            None, frozenset(), D("2026-05-12"), True, True, complaint_pending=True
        ),
        driver_link_proven=False,
        passenger_list="geral_saude",
        origin="5300108",
        destination="5300108",
    )
    decision = check_licence(GO, request)
    assert not decision.allowed
    # A cover below the AGR's minimum is found only on days insured at all (art. 51 §§1º
    # and 3º; tests/rules/test_insurance_cover.py): here the vehicle has no insurance.
    expected = set(REASONS) - {
        "duracao_minima",
        "duracao_maxima",
        "vistoria_escolar",
        "seguro_cobertura_insuficiente",
        # A registration cancelled summarily (art. 9º, §4º) stands instead of the expired CRC
        # and the unregistered modality: tests/rules/test_art_9_standing.py.
        "registro_cancelado",
        # The persons' link of art. 59, parágrafo único, is the vinculada's.
        "vinculo_nao_comprovado",
    }
    assert set(decision.reasons) == expected
    assert all(finding.article.startswith("Res. AGR 105/2017") for finding in decision.findings)
    assert all(finding.message for finding in decision.findings)


@pytest.mark.parametrize(
    ("request_", "field"),
    [
        (replace(EVENTUAL, modality="turismo"), "modality"),
        (replace(EVENTUAL, departure=None), "departure"),
        (replace(EVENTUAL, end=D("2026-05-09")), "end"),
        (replace(EVENTUAL, passengers=-1), "passengers"),
        (replace(EVENTUAL, passenger_list="outra"), "passenger_list"),
        (replace(EVENTUAL, vehicles=()), "vehicles"),
        (replace(EVENTUAL, vehicles=(BUS_A, BUS_A)), "vehicles"),
        (
            replace(EVENTUAL, vehicles=(BUS_A, replace(BUS_B, capacity="44"))),
            "vehicles[1].capacity",
        ),
        (
            replace(EVENTUAL, requested_at=T("2017-01-01T08:00"), departure=T("2017-01-02T08:00")),
            "requested_at",
        ),
    ],
)
def test_bad_requests(request_, field):
    with pytest.raises(RulesError) as error:
        check_licence(GO, request_)
    assert error.value.field == field


def test_capacity_of_several_vehicles_is_their_seats_together():
    """Art. 38 XII: 90 passengers fit in 46 + 44 seats; 91 do not."""
    two = replace(EVENTUAL, vehicles=(BUS_A, BUS_B), passengers=90)
    assert check_licence(GO, two).allowed
    assert reasons(replace(two, passengers=91)) == {"lotacao"}
    assert reasons(replace(EVENTUAL, vehicles=(BUS_A,), passengers=47)) == {"lotacao"}


def test_every_vehicle_is_checked_and_named_in_its_findings():
    """Arts. 23-24, 38 VII-VIII, 50-51: each vehicle of the trip (art. 29 §§2-3: "todos os
    veículos utilizados no deslocamento") is checked; each finding carries its plate."""
    lapsed = replace(BUS_B, inspection_valid_until=D("2026-05-11"), withdrawn_from_traffic=True)
    uninsured = replace(BUS_A, insurance_valid_until=D("2026-05-10"))
    decision = check_licence(GO, replace(EVENTUAL, vehicles=(uninsured, lapsed)))
    assert not decision.allowed
    assert [(f.reason, f.plate) for f in decision.findings] == [
        ("vistoria_vencida", "GOI2B34"),
        ("seguro_vencido", "ABC-1234"),
        ("veiculo_afastado", "GOI2B34"),
    ]
    assert decision.findings[0].message == (
        "Veículo GOI2B34: Vistoria do veículo não válida até o último dia da viagem."
    )
    assert decision.findings[0].article == "Res. AGR 105/2017, arts. 23 e 24"
    # The same reason for two vehicles is found twice, once with each plate.
    both = check_licence(
        GO,
        replace(
            EVENTUAL, vehicles=(replace(BUS_A, registered=False), replace(BUS_B, registered=False))
        ),
    )
    assert [(f.reason, f.plate) for f in both.findings] == [
        ("veiculo_nao_registrado", "ABC-1234"),
        ("veiculo_nao_registrado", "GOI2B34"),
    ]


def test_escolar_needs_the_school_inspection_of_every_vehicle():
    """Art. 30 sole §: the DETRAN-GO school inspection of each vehicle."""
    school = replace(
        CONTINUO, modality="escolar", vehicles=(BUS_A, replace(BUS_B, school_inspection=False))
    )
    assert [(f.reason, f.plate) for f in check_licence(GO, school).findings] == [
        ("vistoria_escolar", "GOI2B34")
    ]


def test_licences_are_a_go_rule():
    with pytest.raises(RulesError) as error:
        check_licence(load_rulebook("RR"), EVENTUAL)
    assert error.value.field == "jurisdiction"


@pytest.mark.parametrize(
    ("jurisdiction", "modality", "allowed"),
    [
        ("GO", "eventual", 4),  # art. 28 §1: "até 4 (quatro)" inclusões ou substituições
        ("GO", "continuo", 4),  # art. 29 §1
        ("GO", "escolar", None),
        ("GO", "vinculada", None),
        ("RR", "eventual", None),  # Lei RR 664/2008 sets no such number
    ],
)
def test_passenger_changes_of_arts_28_and_29_par_1(jurisdiction, modality, allowed):
    assert passenger_changes_allowed(load_rulebook(jurisdiction), modality) == allowed


@pytest.mark.parametrize(
    ("modality", "article"),
    [
        ("eventual", "art. 28, § 1º"),
        ("continuo", "art. 29, § 1º"),
        ("escolar", "art. 30, IV"),  # the students' list
        ("vinculada", "art. 59, II"),  # the persons linked to the company
    ],
)
def test_each_licence_list_stands_on_its_own_article(modality, article):
    assert passenger_list_article(modality) == article


@pytest.mark.parametrize(
    ("modality", "refund"),
    [("eventual", True), ("continuo", False), ("escolar", False), ("vinculada", False)],
)
def test_giving_up_with_refund_is_of_the_eventual_charter_art_28_par_2(modality, refund):
    assert refund_on_giving_up(modality) is refund


def test_a_trip_continued_in_another_bus_keeps_within_its_seats():  # arts. 36, 38 XII
    # a licence of two buses (46 and 20 seats) with 60 passengers; the 20-seat one stops
    assert capacity_after_replacement((46, 20), 20, 14, 60) == 60
    with pytest.raises(RulesError) as refused:
        capacity_after_replacement((46, 20), 20, 13, 60, "ABC-1D23")
    assert refused.value.field == "vehicle"
    assert refused.value.sentence == (
        "Com o veículo ABC-1D23 (13 lugares) a viagem tem 59 lugares para 60 passageiros "
        "(Res. AGR 105/2017, art. 38, XII)."
    )


@pytest.mark.parametrize(
    ("modality", "own", "others"),
    [
        (
            "eventual",
            ("art. 28, I", "art. 28 §1º", "arts. 23 e 24", "art. 38, XII", "art. 13"),
            ("art. 29", "art. 30", "58"),
        ),
        (
            "continuo",
            ("art. 29", "art. 29 §1º", "art. 29 §§2º e 3º", "arts. 23 e 24", "art. 38, XII"),
            ("art. 28", "art. 30", "58"),
        ),
        (
            "escolar",
            ("art. 30", "art. 30, parágrafo único", "arts. 23 e 24", "art. 38, XII"),
            ("art. 28", "art. 29", "58"),
        ),
        (
            "vinculada",
            (
                "art. 58",
                "arts. 23, 57 e 58",
                "art. 77, III",
                "art. 59, parágrafo único; art. 54",
                "art. 13",
            ),
            ("art. 28", "art. 29", "art. 30", "art. 38", "art. 100"),
        ),
    ],
)
def test_articles_checked_are_the_modality_own(modality, own, others):
    """The articles printed as checked on issue: the licence's own (art. 28 I-§1º of the
    eventual, art. 29 of the contínuo, art. 30 of the escolar, art. 58 of the vinculada),
    never another modality's; the others each licence is checked against, once."""
    articles = checked_articles(modality)
    for article in own:
        assert f"Res. AGR 105/2017, {article}" in articles
    assert not [article for article in articles if any(other in article for other in others)]
    assert len(set(articles)) == len(articles)


@pytest.mark.parametrize(
    ("modality", "vehicle", "reasons"),
    [
        ("escolar", replace(BUS_B, school_inspection=False), ["vistoria_escolar"]),
        ("continuo", replace(BUS_B, school_inspection=False), []),
        ("eventual", replace(BUS_B, inspection_valid_until=D("2026-06-29")), ["vistoria_vencida"]),
        ("eventual", replace(BUS_B, insurance_valid_until=D("2026-06-15")), ["seguro_vencido"]),
        ("eventual", BUS_B, []),
    ],
)
def test_vehicle_findings_over_the_days_left(modality, vehicle, reasons):
    """The vehicle a trip continues in (art. 36) from 2026-06-16 to 2026-06-30: inspected
    through the last day (arts. 23, 24), insured every day (arts. 50, 51 §2), and with the
    DETRAN-GO school inspection for the escolar (art. 30 sole §); found with its plate."""
    findings = vehicle_findings(modality, D("2026-06-16"), D("2026-06-30"), vehicle)
    assert [finding.reason for finding in findings] == reasons
    assert all(finding.plate == "GOI2B34" for finding in findings)


@pytest.mark.parametrize(
    ("day", "allowed"),
    [("2026-06-15", False), ("2026-06-16", True), ("2026-06-18", True), ("2026-06-19", False)],
)
def test_continuation_on_a_day_of_travel(day, allowed):
    """Art. 36: the trip of 16 to 18/06/2026 continues after an occurrence on one of its
    days, first and last included."""
    if allowed:
        assert check_continuation_day(D("2026-06-16"), D("2026-06-18"), D(day)) == D(day)
    else:
        with pytest.raises(RulesError) as error:
            check_continuation_day(D("2026-06-16"), D("2026-06-18"), D(day))
        assert error.value.field == "occurred_at" and "art. 36" in error.value.message


@pytest.mark.parametrize(
    ("reason", "request_", "articles"),
    [
        (
            "vistoria_vencida",
            replace(VEHICLE, inspection_valid_until=D("2026-06-29")),
            {
                "eventual": "arts. 23 e 24",
                "continuo": "arts. 23 e 24",
                "escolar": "arts. 23 e 24",
                "vinculada": "arts. 23, 57 e 58",
            },
        ),
        (
            "veiculo_nao_registrado",
            replace(VEHICLE, registered=False),
            {"eventual": "art. 38, VII", "vinculada": "arts. 56 e 57"},
        ),
        (
            "seguro_vencido",
            replace(VEHICLE, insurance_valid_until=D("2026-06-29")),
            {"continuo": "art. 50; art. 51 §2º", "vinculada": "art. 50; art. 56, V"},
        ),
    ],
)
def test_a_vehicle_is_refused_under_the_article_of_the_licence_asked(reason, request_, articles):
    """Art. 58 ("observado o prazo de validade do laudo final de vistoria") is the vinculada
    licence's; the fretamento's licence stands on the inspection of arts. 23-24. The vinculada
    registers its vehicles and their policy under art. 56 (III-V) with the certificate of art.
    57, the fretamento's vehicle is the one registered of art. 38, VII."""
    for modality, article in articles.items():
        request = replace(CONTINUO, modality=modality, vehicles=(request_,))
        if modality == "eventual":
            request = replace(EVENTUAL, vehicles=(request_,), end=D("2026-06-30"))
        findings = [f for f in check_licence(GO, request).findings if f.reason == reason]
        assert [f.article for f in findings] == [f"Res. AGR 105/2017, {article}"], modality


@pytest.mark.parametrize(
    ("modality", "article"),
    [
        ("eventual", "art. 13 §1º, III"),
        ("continuo", "art. 13 §1º, III"),
        ("escolar", "art. 13 §1º, III"),
        # Art. 13 §1º, III lists only the fretamento; the vinculada's request names it (art. 56, I).
        ("vinculada", "art. 56, I"),
    ],
)
def test_an_unregistered_modality_is_refused_under_its_own_registration(modality, article):
    operator = replace(
        OPERATOR,
        modalities=frozenset({"eventual", "continuo", "escolar", "vinculada"} - {modality}),
    )
    request = replace(CONTINUO, modality=modality, operator=operator)
    if modality == "eventual":
        request = replace(EVENTUAL, operator=operator)
    [finding] = check_licence(GO, request).findings
    assert finding.reason == "modalidade_nao_registrada"
    assert finding.article == f"Res. AGR 105/2017, {article}"


def test_each_modality_is_refused_under_its_own_articles():
    """Duration, passenger changes and advance are refused under the refused licence's own
    article, never the table's list of every modality's."""
    short = check_licence(GO, replace(CONTINUO, modality="escolar", end=D("2026-06-04")))
    assert [f.article for f in short.findings] == ["Res. AGR 105/2017, art. 30"]
    long = check_licence(GO, replace(LONG, modality="vinculada", end=D("2027-06-01")))
    assert [f.article for f in long.findings] == ["Res. AGR 105/2017, art. 58"]
    changes = check_licence(GO, replace(CONTINUO, substitutions=5))
    assert [f.article for f in changes.findings] == ["Res. AGR 105/2017, art. 29 §1º"]


def test_the_vinculada_is_checked_against_neither_the_crc_modalities_nor_the_drivers_link():
    articles = checked_articles("vinculada")
    assert "Res. AGR 105/2017, art. 56, I" in articles
    assert not [a for a in articles if "art. 13 §1º" in a or "arts. 46 e 47" in a]
    assert "Res. AGR 105/2017, arts. 46 e 47" in checked_articles("continuo")


VINCULADA = replace(CONTINUO, modality="vinculada", driver_link_proven=False)


def test_the_vinculada_needs_a_crc_and_no_suspension_but_no_autorizataria_hold():
    """The adopted interpretation (conformance README, `licence`): the CRC (art. 13), its
    summary cancellation (art. 9º §4º) and a suspension (art. 69) stop every modality's
    licence, the vinculada's included; the hold of art. 100, parágrafo único, is the
    fretamento autorizatária's business only."""
    operator = OperatorStatus(
        None,
        frozenset({"vinculada", "continuo"}),
        suspended_until=D("2026-06-30"),
        complaint_pending=True,
        registration_cancelled=True,
    )
    vinculada = check_licence(GO, replace(VINCULADA, operator=operator))
    assert set(vinculada.reasons) == {"registro_cancelado", "autorizataria_suspensa"}
    refused = check_licence(GO, replace(CONTINUO, operator=operator))
    assert set(refused.reasons) == {
        "registro_cancelado",
        "autorizataria_suspensa",
        "reclamacao_pendente",
    }
    expired = replace(operator, registration_cancelled=False, suspended_until=None)
    assert check_licence(GO, replace(VINCULADA, operator=expired)).reasons == ("crc_vencido",)
    assert "crc_vencido" in check_licence(GO, replace(CONTINUO, operator=expired)).reasons


@pytest.mark.parametrize(
    ("reason", "request_", "article"),
    [
        ("lotacao", replace(VINCULADA, passengers=45), "art. 77, III"),
        (
            "veiculo_afastado",
            replace(VINCULADA, vehicles=(replace(VEHICLE, withdrawn_from_traffic=True),)),
            "art. 69, VIII",
        ),
        (
            "fora_da_jurisdicao",
            replace(VINCULADA, origin="5208707", destination="5300108"),
            "art. 53",
        ),
        ("mesmo_municipio", replace(VINCULADA, origin="5208707", destination="5208707"), "art. 53"),
    ],
)
def test_the_vinculada_is_not_refused_under_the_fretamento_prohibitions(reason, request_, article):
    """Art. 38 lists what is forbidden "na execução dos serviços de fretamento": the
    vinculada's excess of persons and withdrawn vehicle are the infractions of every service
    of the Resolution (arts. 77, III and 69, VIII); its trip links municipalities of Goiás
    by art. 53."""
    findings = [f for f in check_licence(GO, request_).findings if f.reason == reason]
    assert [f.article for f in findings] == [f"Res. AGR 105/2017, {article}"]


@pytest.mark.parametrize(
    ("demanded", "public", "proven", "refused"),
    [
        (True, False, False, True),
        (False, False, False, False),
        (True, True, False, False),
        (True, False, True, False),
    ],
)
def test_the_persons_link_is_proven_when_the_agr_demands_it(demanded, public, proven, refused):
    """Art. 59, parágrafo único: the AGR may demand the proof of art. 54 (CTPS or RAIS),
    which public institutions are spared (art. 54, parágrafo único)."""
    request = replace(
        VINCULADA,
        link_proof_demanded=demanded,
        public_institution=public,
        persons_link_proven=proven,
    )
    findings = check_licence(GO, request).findings
    if refused:
        [finding] = findings
        assert finding.reason == "vinculo_nao_comprovado"
        assert finding.article == "Res. AGR 105/2017, art. 59, parágrafo único; art. 54"
    else:
        assert not findings


def test_a_fretamento_is_never_asked_the_persons_link():
    request = replace(CONTINUO, link_proof_demanded=True, persons_link_proven=False)
    assert check_licence(GO, request).allowed
