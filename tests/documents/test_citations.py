"""Articles printed grouped by law: each law once, each article once, in the order cited."""

from desktop.documents.citations import cite, cite_grouped, split_citations
from desktop.rules.licences import REASONS

# The payment term of Res. AGR 105/2017: art. 89 (notified to pay), art. 83 and its §§1-3
# (how the 10 days are counted), as the rules engine cites them.
PAYMENT_TERM = (
    "Res. AGR 105/2017, art. 89",
    "Res. AGR 105/2017, art. 83",
    "Res. AGR 105/2017, art. 83 §1",
    "Res. AGR 105/2017, art. 83 §2",
    "Res. AGR 105/2017, art. 83 §3",
)


def test_one_law_named_once_articles_in_the_order_cited():
    """The payment notice printed "art. 83; art. 83 §1; …": each paragraph reads as the act
    writes it, "art. 83, § 1º"."""
    assert cite(PAYMENT_TERM) == (
        "Res. AGR 105/2017: art. 89; art. 83; art. 83, § 1º; art. 83, § 2º; art. 83, § 3º"
    )


def test_a_regular_lines_documents_group_each_laws_articles():
    """The regular line's payment notice printed the term's five citations of art. 83 and
    89 one after the other; a stored fine lists "art. 67" beside "art. 67, II"."""
    assert cite_grouped(PAYMENT_TERM) == "Res. AGR 105/2017, arts. 83, §§ 1º a 3º, e 89"
    assert cite_grouped(
        (
            "Res. AGR 105/2017, art. 76, I",
            "Res. AGR 105/2017, art. 67",
            "Res. AGR 105/2017, art. 67, II",
            "Decreto 8.444/2015, art. 51 §5",
            "Lei 664/2008",
        )
    ) == (
        "Res. AGR 105/2017, arts. 67, II, e 76, I — Decreto 8.444/2015, art. 51, § 5º — "
        "Lei 664/2008"
    )


def test_articles_and_paragraphs_read_as_the_acts_write_them():
    """Ordinal up to the ninth, cardinal from the tenth; one article spelled two ways is
    printed once."""
    cited = (
        "Res. AGR 105/2017, art. 9 §2",
        "Res. AGR 105/2017, art. 9º, § 2º",
        "Res. AGR 105/2017, art. 83 §§1 e 3",
        "Decreto 8.444/2015, art. 43 §§9º-10",
        "Decreto 8.444/2015, art. 6º §1º, VI",
        "Lei 664/2008, art. 95, parágrafo único",
    )
    assert cite(cited) == (
        "Res. AGR 105/2017: art. 9º, § 2º; art. 83, §§ 1º e 3º"
        " — Decreto 8.444/2015: art. 43, §§ 9º-10; art. 6º, § 1º, VI"
        " — Lei 664/2008: art. 95, parágrafo único"
    )


def test_an_article_cited_twice_is_printed_once_and_laws_keep_their_order():
    cited = (
        "Res. AGR 105/2017, art. 77, XVI",
        "Decreto 8.444/2015, art. 51",
        "Res. AGR 105/2017, art. 77, XVI",
        "Lei 664/2008",
    )
    assert cite(cited) == (
        "Res. AGR 105/2017: art. 77, XVI — Decreto 8.444/2015: art. 51 — Lei 664/2008"
    )


def test_a_stored_list_splits_back_without_breaking_an_articles_note():
    stored = (
        "Res. AGR 105/2017, art. 77, XVI; Res. AGR 105/2017, art. 67, III (DOE "
        "09/11/2017; em vigor 45 dias após a publicação, art. 104); "
        "Res. AGR 105/2017, art. 71, I"
    )
    assert split_citations(stored) == [
        "Res. AGR 105/2017, art. 77, XVI",
        "Res. AGR 105/2017, art. 67, III (DOE 09/11/2017; em vigor 45 dias após a publicação, "
        "art. 104)",
        "Res. AGR 105/2017, art. 71, I",
    ]
    assert split_citations("") == []


def test_a_second_law_in_one_citation_is_printed_under_its_own_name():
    """The licence's "Verificações na emissão" printed "…; art. 1º; Decreto 8.444/2015, art.
    3º, XLVIII, e art. 4º; art. 38, VIII; art. 69, VIII; …": Res. AGR 105/2017's arts. 38 and
    69 read as the Decreto's (whose art. 38 is about vehicles of third parties)."""
    checked = (
        REASONS["fora_da_jurisdicao"][0],
        REASONS["veiculo_afastado"][0],
        "Res. AGR 105/2017, arts. 46 e 47",
    )
    assert cite(checked) == (
        "Res. AGR 105/2017: art. 1º; art. 38, VIII; art. 69, VIII; arts. 46 e 47"
        " — Decreto 8.444/2015: art. 3º, XLVIII, e art. 4º"
    )
