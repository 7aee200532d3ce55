"""What the renderer needs to know of a kind of document: its code, title, the articles it
rests on in each jurisdiction, the dataclass it prints and the function laying it out.

Each template module declares its kinds in `DOCUMENTS`; `desktop.documents.kinds` lists the
modules, so every kind is known wherever a document is rendered or verified.
"""

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class DocumentKind:
    kind: str
    title: str
    articles: Mapping[str, tuple[str, ...]]
    data_type: type
    story: Callable[[Any, Any], list]
