"""Every text that cites an article names the act it is from (Res. AGR 105/2017, Decreto
8.444/2015, Lei RR 664/2008): a clerk of an office under two acts cannot tell whose "art. 80,
§ 1º" it is, and "Res. 105" is no act's name. That holds for the messages and for the short
texts too — a label, a column header, a tooltip, a button, a printed heading: "Cassação (arts.
87 e 88)" shown in Roraima reads as Goiás's arts. 87 and 88 to a clerk who knows both."""

import re

from tests.factories.source_texts import source_texts

# An article in parentheses ("(art. 80)", "(lista geral, art. 29)"), after a dash ("Prazos
# vencidos — art. 77", a title built with its count at run time), or in a label, button or
# tab named with a mnemonic ("&Inciso do art. 86"): short texts read without a sentence
# around them.
CITATION = re.compile(r"\(arts?\. |\([^()]*[\s,;]arts?\. \d|[—–] arts?\. \d|&\w.*\barts?\. \d")
# An act named in the text, or a placeholder in the act's place: before ", art." in a
# citation ("({…}, art. 51)", "(%1, art. 83)", "({…}, V; art. 11)"), or the act the sentence
# is about ("A {…} não prevê …", "pelo art. 87, IV, da {…}"). Elsewhere a placeholder is a
# date, a line, a name.
NAMED = re.compile(
    r"105/2017|8\.444/2015|664/2008"
    r"|(?:\{…\}|%\d)(?:, [IVXLC]+)?[,;] arts?\. "
    r"|^[AO] \{…\} não (?:prevê|fixa) "
    r"|\bart\. \d+\w*(?:, [IVXLC]+)?, d[ao] \{…\}"
)
SHORT_NAME = re.compile(r"\bRes\. 105\b|\bLei 664,")


def unnamed_citations(texts: list[tuple[str, str]]) -> list[str]:
    """The texts — sentences or short labels — citing an article of no named act."""
    return [
        f"{where}: {text}"
        for where, text in texts
        if CITATION.search(text) and not NAMED.search(text)
    ]


def test_every_text_citing_an_article_names_its_act():
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
            ("e", "Cassaçã&o (arts. 87 e 88)…"),
            ("f", "Cassaçã&o (Lei RR 664/2008, arts. 87 e 88)…"),
            ("g", "Prazo de emissão ({…}, art. 59)"),
            ("h", "%1 (art. 85)"),
            ("i", "Comunicada em {…} (art. 15 §1º)"),
            ("j", "A {…} não prevê caducidade (art. 22)."),
            ("k", "A cassação pelo art. 87, IV, da {…} exige (art. 85)"),
            ("l", "Prazo (%1, art. 83)"),
            ("m", "&Prazos da AGR vencidos — art. 77, IX e XII (%1)"),
            ("n", "&Inciso do art. 86"),
            ("o", "&Inciso (Lei RR 664/2008, art. 86)"),
            ("p", "o prazo do art. 68 §1º é regra da {…} (RR)"),
            ("q", "Sim (faixa do art. 18)"),
            ("r", "Informe o valor de outorga do termo ({…}, V; art. 11 §4º)."),
        ]
    ) == [
        "a: Informe quem apôs o ciente na 2ª via (art. 80, § 1º).",
        "d: Ciente do autuado (art. 80, § 1º)",
        "e: Cassaçã&o (arts. 87 e 88)…",
        "h: %1 (art. 85)",
        "i: Comunicada em {…} (art. 15 §1º)",
        "m: &Prazos da AGR vencidos — art. 77, IX e XII (%1)",
        "n: &Inciso do art. 86",
        "q: Sim (faixa do art. 18)",
    ]
