"""Alt+letters of captions built from data (the facts a law asks for a kind of change): the
letter a caption answers to, and a caption given the first of its letters no other control
shown beside it takes."""

import re


def mnemonic(text: str) -> str | None:
    """The letter `text` answers to with Alt ("&&" is a plain "&"), in lower case."""
    found = re.search(r"&([^&\s])", text.replace("&&", ""))
    return found.group(1).lower() if found else None


def lettered(text: str, taken: set[str]) -> str:
    """`text` marked on its first letter not in `taken` (lower case), which it adds to;
    unmarked when every letter of it is taken."""
    for index, char in enumerate(text):
        if char.isalpha() and char.lower() not in taken:
            taken.add(char.lower())
            return f"{text[:index]}&{text[index:]}"
    return text
