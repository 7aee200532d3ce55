"""Text as the database is asked for it."""


def like_escape(text: str) -> str:
    """`text` as the literal part of a LIKE pattern with `\\` as its escape: its `%` and `_`
    match themselves."""
    return text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
