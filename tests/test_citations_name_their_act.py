"""Every message that cites an article names the act it is from (Res. AGR 105/2017, Decreto
8.444/2015, Lei RR 664/2008): a clerk of an office under two acts cannot tell whose "art. 80,
§ 1º" it is, and "Res. 105" is no act's name."""

import re

from tests.factories.source_texts import source_texts

CITATION = re.compile(r"\(arts?\. ")
# An act named in the text, or a placeholder that brings it ({…}, %1).
NAMED = re.compile(r"105/2017|8\.444/2015|664/2008|\{…\}|%\d")
SHORT_NAME = re.compile(r"\bRes\. 105\b|\bLei 664,")


def unnamed_citations(texts: list[tuple[str, str]]) -> list[str]:
    """The messages — sentences, ending in a full stop — citing an article of no named act."""
    return [
        f"{where}: {text}"
        for where, text in texts
        if text.rstrip().endswith(".") and CITATION.search(text) and not NAMED.search(text)
    ]


def test_every_message_citing_an_article_names_its_act():
    texts = source_texts()
    assert unnamed_citations(texts) == []
    assert [f"{where}: {text}" for where, text in texts if SHORT_NAME.search(text)] == []


def test_the_check_catches_what_it_must():
    assert unnamed_citations(
        [
            ("a", "Informe quem apôs o ciente na 2ª via (art. 80, § 1º)."),
            ("b", "Informe quem apôs o ciente na 2ª via (Res. AGR 105/2017, art. 80, § 1º)."),
            ("c", "Informe o valor ({…}, art. 51)."),
            ("d", "Ciente do autuado (art. 80, § 1º)"),
        ]
    ) == ["a: Informe quem apôs o ciente na 2ª via (art. 80, § 1º)."]
