"""Accent- and case-insensitive text: the same folding for what is stored and what is asked."""

import re
import unicodedata


def fold_text(value: str | None) -> str:
    """'  São  JOÃO ' -> 'sao joao': NFKD, combining marks dropped, lower case, single spaces."""
    decomposed = unicodedata.normalize("NFKD", value or "")
    bare = "".join(char for char in decomposed if not unicodedata.combining(char))
    return re.sub(r"\s+", " ", bare.casefold()).strip()


def like_escape(text: str) -> str:
    """`text` as the literal part of a LIKE pattern with `\\` as its escape: its `%` and `_`
    match themselves."""
    return text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
