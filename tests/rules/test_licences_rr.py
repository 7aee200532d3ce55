"""Autorização de serviço in Roraima (Lei RR 664/2008, arts. 2, 18-22, 27-31, 39, 86-88):
every reason that applies, at once, on Roraima's own law."""

from dataclasses import replace
from datetime import date

import pytest

from desktop.rules import (
    RR_REASONS,
    CommitmentTerm,
    RrLicenceRequest,
    RrOperatorStatus,
    RulesError,
    VehicleStatus,
    check_rr_licence,
    load_rulebook,
)
from desktop.rules.licences_rr import (
    ART_18_PROOFS,
    ART_18_SCHOOL_PROOF,
    rr_checked_articles,
    rr_licence_basis,
)

D = date.fromisoformat
RR = load_rulebook("RR")
BOA_VISTA, CARACARAI, GOIANIA = "1400100", "1400209", "5208707"

VEHICLE = VehicleStatus(True, 44, D("2026-12-31"), D("2026-12-31"), manufacture_year=2020)
OPERATOR = RrOperatorStatus(frozenset({"especial", "eventual", "turismo", "fretamento"}))
TURISMO = RrLicenceRequest("turismo", D("2026-05-10"), D("2026-05-12"), 40, (VEHICLE,), OPERATOR)
# A long service: its vehicle and insurance run well past the six months.
LONG = replace(
    TURISMO,
    modality="fretamento",
    start=D("2026-06-01"),
    end=D("2026-11-30"),
    vehicles=(
        replace(
            VEHICLE, inspection_valid_until=D("2028-12-31"), insurance_valid_until=D("2028-12-31")
        ),
    ),
)


def reasons(request):
    return set(check_rr_licence(RR, request).reasons)


def with_vehicle(request, **changes):
    return replace(request, vehicles=(replace(request.vehicles[0], **changes),))


def test_a_good_request_is_allowed_for_each_service_of_art_2():
    for modality in ("especial", "eventual", "turismo", "fretamento"):
        decision = check_rr_licence(RR, replace(TURISMO, modality=modality))
        assert decision.allowed and decision.findings == ()


CASES = [
    # (why, request, expected reasons)
    (
        "art. 2 sole §: not registered for the service",
        replace(TURISMO, operator=replace(OPERATOR, modalities=frozenset({"fretamento"}))),
        {"modalidade_nao_registrada"},
    ),
    ("art. 19: six months end the day before", LONG, set()),
    ("art. 19: one day more", replace(LONG, end=D("2026-12-01")), {"duracao_maxima"}),
    ("art. 19: seven months", replace(LONG, end=D("2027-01-01")), {"duracao_maxima"}),
    (
        "art. 19: from 31 August, six months later is 28 February; the limit is the 27th",
        replace(LONG, start=D("2026-08-31"), end=D("2027-02-27")),
        set(),
    ),
    (
        "art. 19: from 31 August, 28 February is one day too long",
        replace(LONG, start=D("2026-08-31"), end=D("2027-02-28")),
        {"duracao_maxima"},
    ),
    (
        "art. 19: into a leap February, the 28th is the limit",
        replace(LONG, start=D("2027-08-31"), end=D("2028-02-28")),
        set(),
    ),
    (
        "art. 19: into a leap February, the 29th is too long",
        replace(LONG, start=D("2027-08-31"), end=D("2028-02-29")),
        {"duracao_maxima"},
    ),
    ("one day of travel", replace(TURISMO, end=D("2026-05-10")), set()),
    (
        "arts. 27, 29 I: vehicle not registered",
        with_vehicle(TURISMO, registered=False),
        {"veiculo_nao_registrado"},
    ),
    ("art. 28 §1: 15 years on the last day", with_vehicle(TURISMO, manufacture_year=2011), set()),
    (
        "art. 28 §1, art. 31 I: 16 years",
        with_vehicle(TURISMO, manufacture_year=2010),
        {"idade_maxima"},
    ),
    (
        "the age is read in the year of the last day",
        with_vehicle(
            replace(LONG, start=D("2026-12-30"), end=D("2027-01-02")), manufacture_year=2011
        ),
        {"idade_maxima"},
    ),
    (
        "art. 30: inspection through the last day",
        with_vehicle(TURISMO, inspection_valid_until=D("2026-05-12")),
        set(),
    ),
    (
        "art. 30: inspection ends the day before the last",
        with_vehicle(TURISMO, inspection_valid_until=D("2026-05-11")),
        {"vistoria_vencida"},
    ),
    (
        "no inspection recorded",
        with_vehicle(TURISMO, inspection_valid_until=None),
        {"vistoria_vencida"},
    ),
    (
        "arts. 20 V, 39: insurance ends mid-trip",
        with_vehicle(TURISMO, insurance_valid_until=D("2026-05-11")),
        {"seguro_vencido"},
    ),
    (
        "arts. 20 V, 39: a day without a policy",
        with_vehicle(
            TURISMO,
            insurance_periods=(
                (D("2026-01-01"), D("2026-05-10")),
                (D("2026-05-12"), D("2026-12-31")),
            ),
        ),
        {"seguro_vencido"},
    ),
    (
        "back-to-back policies leave no gap",
        with_vehicle(
            TURISMO,
            insurance_valid_until=None,
            insurance_periods=(
                (D("2026-01-01"), D("2026-05-10")),
                (D("2026-05-11"), D("2026-12-31")),
            ),
        ),
        set(),
    ),
    ("seated capacity reached", replace(TURISMO, passengers=44), set()),
    (
        "art. 26's standing allowance is for regular lines",
        replace(TURISMO, passengers=45),
        {"lotacao"},
    ),
    ("no term for the registration", TURISMO, set()),
    (
        "registration through the last day",
        replace(TURISMO, operator=replace(OPERATOR, crc_valid_until=D("2026-05-12"))),
        set(),
    ),
    (
        "registration ends before the last day",
        replace(TURISMO, operator=replace(OPERATOR, crc_valid_until=D("2026-05-11"))),
        {"crc_vencido"},
    ),
    (
        "art. 86: declared inidônea",
        replace(TURISMO, operator=replace(OPERATOR, sanction="inidoneidade")),
        {"inidonea"},
    ),
    (
        "arts. 22, 87, 88: authorisation cassada",
        replace(TURISMO, operator=replace(OPERATOR, sanction="cassacao")),
        {"cassada"},
    ),
    (
        "arts. 1-2: two municipalities of Roraima",
        replace(TURISMO, origin=BOA_VISTA, destination=CARACARAI),
        set(),
    ),
    (
        "arts. 1-2: destination in Goiás",
        replace(TURISMO, origin=BOA_VISTA, destination=GOIANIA),
        {"fora_da_jurisdicao"},
    ),
    (
        "arts. 1-2: same municipality",
        replace(TURISMO, origin=BOA_VISTA, destination=BOA_VISTA),
        {"mesmo_municipio"},
    ),
    (
        "same municipality outside the state",
        replace(TURISMO, origin=GOIANIA, destination=GOIANIA),
        {"fora_da_jurisdicao", "mesmo_municipio"},
    ),
    ("only the origin given", replace(TURISMO, origin=GOIANIA), {"fora_da_jurisdicao"}),
    ("only the destination given", replace(TURISMO, destination=CARACARAI), set()),
    (
        "the school inspection is a Goiás rule: ignored",
        with_vehicle(replace(TURISMO, modality="fretamento"), school_inspection=False),
        set(),
    ),
    (
        "art. 30 §1: withdrawn from traffic and not released",
        with_vehicle(TURISMO, withdrawn_from_traffic=True),
        {"veiculo_afastado"},
    ),
    ("art. 20: commitment term not asked", replace(TURISMO, commitment=None), set()),
    (
        "art. 20: signed on the first day",
        replace(TURISMO, commitment=CommitmentTerm(D("2026-05-10"))),
        set(),
    ),
    (
        "art. 20: signed after the service started",
        replace(TURISMO, commitment=CommitmentTerm(D("2026-05-11"))),
        {"termo_compromisso"},
    ),
    (
        "arts. 20, 23: not signed",
        replace(TURISMO, commitment=CommitmentTerm(None)),
        {"termo_compromisso"},
    ),
]


@pytest.mark.parametrize(("why", "request_", "expected"), CASES, ids=[c[0] for c in CASES])
def test_each_reason(why, request_, expected):
    assert reasons(request_) == expected


def test_every_reason_at_once_on_roraimas_own_law():
    old = replace(
        VEHICLE,
        registered=False,
        manufacture_year=2000,
        inspection_valid_until=None,
        insurance_valid_until=D("2026-06-01"),
        withdrawn_from_traffic=True,
    )
    request = replace(
        TURISMO,
        end=D("2027-01-01"),
        passengers=50,
        vehicles=(old,),
        operator=RrOperatorStatus(frozenset(), D("2026-06-01"), "cassacao"),
        origin=GOIANIA,
        destination=GOIANIA,
        commitment=CommitmentTerm(None),
    )
    decision = check_rr_licence(RR, request)
    assert not decision.allowed
    # Art. 18 asks its proofs of a fretamento only (art. 2º, IV): not of this tourist trip.
    unchecked = {"inidonea", *ART_18_PROOFS, ART_18_SCHOOL_PROOF}
    assert set(decision.reasons) == set(RR_REASONS) - unchecked
    assert list(decision.reasons) == [reason for reason in RR_REASONS if reason not in unchecked]
    for finding in decision.findings:
        assert finding.article.startswith("Lei RR 664/2008, art")
        # Never a Goiás act (the AGR's resolution, the state decree) in Roraima.
        assert "AGR" not in finding.article + finding.message
        assert "Decreto" not in finding.article + finding.message
        assert finding.message == RR_REASONS[finding.reason][1]


def test_every_vehicle_is_checked_and_named_in_its_findings():
    first = replace(VEHICLE, plate="NAQ1A23", capacity=20)
    second = replace(VEHICLE, plate="NAQ4B56", capacity=24, manufacture_year=2009)
    decision = check_rr_licence(RR, replace(TURISMO, vehicles=(first, second), passengers=44))
    assert [(f.reason, f.plate) for f in decision.findings] == [("idade_maxima", "NAQ4B56")]
    assert decision.findings[0].message.startswith("Veículo NAQ4B56: ")
    assert decision.findings[0].article == "Lei RR 664/2008, art. 28 §1º; art. 31, I"
    crowded = replace(TURISMO, vehicles=(first, replace(second, manufacture_year=2020)))
    assert reasons(replace(crowded, passengers=45)) == {"lotacao"}


@pytest.mark.parametrize(
    ("request_", "field"),
    [
        (replace(TURISMO, modality="continuo"), "modality"),
        (replace(TURISMO, end=D("2026-05-09")), "end"),
        (replace(TURISMO, passengers=-1), "passengers"),
        (replace(TURISMO, vehicles=()), "vehicles"),
        (with_vehicle(TURISMO, manufacture_year=None), "vehicles[0].manufacture_year"),
        (with_vehicle(TURISMO, manufacture_year=2027), "vehicles[0].manufacture_year"),
        (with_vehicle(TURISMO, capacity="44"), "vehicles[0].capacity"),
        (
            with_vehicle(TURISMO, insurance_periods=((D("2026-05-12"), D("2026-05-10")),)),
            "vehicles[0].insurance_periods[0]",
        ),
        (replace(TURISMO, operator=replace(OPERATOR, sanction="suspensao")), "operator.sanction"),
        (replace(TURISMO, origin="140010"), "origin"),
        (replace(TURISMO, start=D("2008-04-16")), "start"),
    ],
)
def test_bad_requests(request_, field):
    with pytest.raises(RulesError) as error:
        check_rr_licence(RR, request_)
    assert error.value.field == field


def test_the_autorizacao_de_servico_is_a_roraima_rule():
    with pytest.raises(RulesError) as error:
        check_rr_licence(load_rulebook("GO"), TURISMO)
    assert error.value.field == "jurisdiction"


CHARTER = replace(TURISMO, modality="fretamento")


def with_proofs(request, *proofs, school=False):
    return replace(request, operator=replace(OPERATOR, proofs=frozenset(proofs)), school=school)


def test_a_charter_proposal_shows_the_proofs_of_article_18():
    """Art. 18: the proposal of the autorização of art. 2º, IV is appreciated only with proof
    of the directors' clean records (I) and the caução (II), and for school transport of the
    school contract (III)."""
    assert reasons(with_proofs(CHARTER)) == {"antecedentes_dirigentes", "caucao"}
    assert reasons(with_proofs(CHARTER, "caucao")) == {"antecedentes_dirigentes"}
    both = with_proofs(CHARTER, *ART_18_PROOFS)
    assert reasons(both) == set()
    assert reasons(replace(both, school=True)) == {ART_18_SCHOOL_PROOF}
    assert reasons(with_proofs(CHARTER, *ART_18_PROOFS, ART_18_SCHOOL_PROOF, school=True)) == set()
    decision = check_rr_licence(RR, with_proofs(CHARTER, "antecedentes_dirigentes"))
    assert [(f.article, f.message) for f in decision.findings] == [
        ("Lei RR 664/2008, art. 18, II", "Sem prova do depósito da caução.")
    ]


def test_article_18_is_not_asked_of_the_other_services_nor_by_the_harness():
    """Viagem especial, eventual and de turismo (art. 2º, I-III) are outside art. 18; the
    conformance harness gives no proofs (None), and its cases answer as before."""
    for service in ("especial", "eventual", "turismo"):
        assert reasons(with_proofs(replace(TURISMO, modality=service), school=True)) == set()
    assert reasons(replace(CHARTER, school=True)) == set()


def test_the_articles_checked_name_article_18_for_a_charter_only():
    """The autorização prints the articles it was checked on: art. 18 for art. 2º, IV only,
    its III (the school contract) for school transport only."""
    tourist = rr_checked_articles("turismo")
    assert not [article for article in tourist if "art. 18" in article]
    assert tourist[:2] == ("Lei RR 664/2008, art. 2º, parágrafo único", "Lei RR 664/2008, art. 19")
    charter = rr_checked_articles("fretamento")
    assert [a for a in charter if "art. 18" in a] == [
        "Lei RR 664/2008, art. 18, I",
        "Lei RR 664/2008, art. 18, II",
    ]
    school = rr_checked_articles("fretamento", school=True)
    assert school[-1] == "Lei RR 664/2008, art. 18, III"


@pytest.mark.parametrize(
    ("modality", "school", "basis"),
    [
        ("fretamento", True, "Lei 664/2008, arts. 2º, 18, 19, 20, 22 e 23"),
        ("fretamento", False, "Lei 664/2008, arts. 2º, 18, 19, 20, 22 e 23"),
        ("eventual", False, "Lei 664/2008, arts. 2º, 19, 20, 22 e 23"),
    ],
)
def test_authorisation_basis_names_the_articles_of_chapter_v_checked(modality, school, basis):
    """Art. 18's proofs are asked only in art. 2º, IV: the base legal names art. 18 then."""
    assert rr_licence_basis(rr_checked_articles(modality, school)) == basis
