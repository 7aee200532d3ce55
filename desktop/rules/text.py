"""Accent- and case-insensitive text: the same folding for what is stored, what is asked and
what the rules compare (a place, a road, a penalty typed by hand)."""

import re
import unicodedata


def fold_text(value: str | None) -> str:
    """'  São  JOÃO ' -> 'sao joao': NFKD, combining marks dropped, lower case, single spaces."""
    decomposed = unicodedata.normalize("NFKD", value or "")
    bare = "".join(char for char in decomposed if not unicodedata.combining(char))
    return re.sub(r"\s+", " ", bare.casefold()).strip()
