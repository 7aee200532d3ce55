"""The official list of Brazilian municipalities (IBGE), read offline from the resources.

The list is immutable data shipped with the application (`resources/ibge/municipios.csv`,
see README-ibge.md); it is read from disk once per process and shared read-only.
"""

import csv
from dataclasses import dataclass
from functools import cache

from desktop.resources import resource_path
from desktop.rules.text import fold_text


@dataclass(frozen=True)
class Municipality:
    code: str
    name: str
    state: str

    @property
    def label(self) -> str:
        return f"{self.name} - {self.state}"


class MunicipalityIndex:
    """Lookup by 7-digit IBGE code and accent-insensitive prefix search within a state."""

    def __init__(self, municipalities: list[Municipality]) -> None:
        self._by_code = {item.code: item for item in municipalities}
        self._by_state: dict[str, list[tuple[str, Municipality]]] = {}
        for item in sorted(municipalities, key=lambda m: fold_text(m.name)):
            self._by_state.setdefault(item.state, []).append((fold_text(item.name), item))

    def __len__(self) -> int:
        return len(self._by_code)

    def get(self, code: str | int) -> Municipality | None:
        return self._by_code.get(str(code).strip())

    def in_state(self, state: str) -> list[Municipality]:
        return [item for _, item in self._by_state.get(state.upper(), [])]

    def search(self, state: str, prefix: str, limit: int = 20) -> list[Municipality]:
        """Municipalities of `state` whose name starts with `prefix` ('sao j' -> 'São João…')."""
        folded = fold_text(prefix)
        found = []
        for name, item in self._by_state.get(state.upper(), []):
            if name.startswith(folded):
                found.append(item)
                if len(found) == limit:
                    break
        return found


@cache
def municipality_index() -> MunicipalityIndex:
    path = resource_path("ibge", "municipios.csv")
    with path.open(encoding="utf-8", newline="") as handle:
        rows = [
            Municipality(row["codigo_ibge"], row["nome"], row["uf"])
            for row in csv.DictReader(handle)
        ]
    return MunicipalityIndex(rows)
