"""One act's articles listed as a legal drafter lists them: each article once, in its order,
its paragraphs and items grouped."""

from desktop.rules.article_lists import grouped_articles


def test_the_payment_terms_articles_are_grouped():
    """The payment notice's "Ciência da decisão" printed "art. 89; art. 83; art. 83, § 1º;
    art. 83, § 2º; art. 83, § 3º"."""
    assert (
        grouped_articles(("art. 89", "art. 83", "art. 83, § 1º", "art. 83, § 2º", "art. 83, § 3º"))
        == "arts. 83, §§ 1º a 3º, e 89"
    )


def test_an_article_cited_with_its_parts_is_cited_by_them():
    """A fine's articles: the infraction's inciso, the amount's (art. 67 cited whole and by
    its inciso, with the note of its wording) and the agravante's."""
    assert grouped_articles(
        ("art. 76, I", "art. 67", "art. 67, II (DOE 09/11/2017; em vigor 45 dias)", "art. 71, I")
    ) == ("arts. 67, II (DOE 09/11/2017; em vigor 45 dias), 71, I, e 76, I")


def test_paragraphs_and_items_read_as_the_acts_write_them():
    assert grouped_articles(("art. 83, § 1º", "art. 83, § 3º")) == "art. 83, §§ 1º e 3º"
    assert grouped_articles(("art. 83, § 2º",)) == "art. 83, § 2º"
    assert (
        grouped_articles(("art. 43, § 12", "art. 43, § 10", "art. 43, § 11", "art. 43, § 9º"))
        == "art. 43, §§ 9º a 12"
    )
    assert (
        grouped_articles(("art. 83, § 5º", "art. 83, § 1º", "art. 83, § 2º", "art. 83, § 3º"))
        == "art. 83, §§ 1º a 3º e 5º"
    )
    assert grouped_articles(("art. 77, XVI", "art. 77, XII")) == "art. 77, XVI e XII"
    assert grouped_articles(("art. 22, parágrafo único", "art. 9º")) == (
        "arts. 9º e 22, parágrafo único"
    )


def test_articles_without_parts_and_what_is_not_one_article():
    assert grouped_articles(("art. 101", "art. 83", "art. 89", "art. 91")) == (
        "arts. 83, 89, 91 e 101"
    )
    assert grouped_articles(("art. 89", "art. 89")) == "art. 89"
    assert grouped_articles(("arts. 46 e 47", "art. 1º")) == "art. 1º; arts. 46 e 47"
    assert grouped_articles(()) == ""
