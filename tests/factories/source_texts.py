"""The texts the code base can show: every string literal of desktop/ but docstrings, for the
checks that scan a class of messages (each citation names its act, each pointer to a place
of the window names a real one)."""

import ast
from pathlib import Path

DESKTOP = Path(__file__).resolve().parents[2] / "desktop"


def _docstrings(tree: ast.AST) -> set[int]:
    return {
        id(node.body[0].value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef)
        and node.body
        and isinstance(node.body[0], ast.Expr)
    }


def source_texts() -> list[tuple[str, str]]:
    """(file:line, text) of each literal; an f-string whole, each placeholder as "{…}"."""
    found = []
    for path in sorted(DESKTOP.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        skipped = _docstrings(tree)
        for node in ast.walk(tree):
            if isinstance(node, ast.JoinedStr):
                skipped |= {id(part) for part in node.values}
        for node in ast.walk(tree):
            if isinstance(node, ast.JoinedStr):
                text = "".join(
                    part.value if isinstance(part, ast.Constant) else "{…}" for part in node.values
                )
            elif isinstance(node, ast.Constant) and isinstance(node.value, str):
                if id(node) in skipped:
                    continue
                text = node.value
            else:
                continue
            found.append((f"{path.relative_to(DESKTOP.parent)}:{node.lineno}", text))
    return found
