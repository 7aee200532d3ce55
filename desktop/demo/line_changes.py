"""The demo office's change requests on its lines (Decreto 8.444/2015, art. 43), through the
real services: an itinerary adjustment of GO-0101 for a new road stretch (art. 43 II §3º),
approved by the julgador with the line's version 2, and an extension of GO-0305 beyond 20%
of its length (art. 43 §11 I), refused with the article; the approval printed signed. Each
asked by the line's autorizatária, whose Termo is in force (art. 43, caput)."""

from datetime import date, timedelta
from pathlib import Path

from desktop.services.context import ServiceContext
from desktop.services.lines.change_document import print_change_decision
from desktop.services.lines.changes import (
    ChangeDecisionInput,
    ChangeRequestInput,
    decide_change,
    protocol_change,
)
from desktop.services.lines.records import search_lines


def add_demo_line_changes(
    analyst: ServiceContext, judge: ServiceContext, today: date, key_dir: Path
) -> dict[str, bytes]:
    """`analyst` protocols, `judge` decides (line_decide). Returns the decision's PDF."""
    lines = {row.code: row for row in search_lines(analyst, "GO-0").rows}
    asked = today - timedelta(days=12)
    (adjustment,) = protocol_change(
        analyst,
        lines["GO-0101"].id,
        ChangeRequestInput(
            kind="ajuste_itinerario",
            protocol="PROT-0101/1 (fictício)",
            requested_on=asked,
            description="Passar pelo novo trecho da GO-338 (fictício), entregue ao tráfego, "
            "que encurta a viagem em 15 minutos.",
            facts={"new_road_works": True},
            new_roads="BR-153, BR-060, GO-338, GO-431",
            new_length_km="126",
        ),
    )
    decide_change(
        judge,
        adjustment.id,
        ChangeDecisionInput(
            outcome="aprovada",
            decided_on=today - timedelta(days=5),
            reference="Portaria AGR nº 210 (fictícia)",
            reasons="Obra rodoviária nova entregue ao tráfego com redução do tempo de viagem.",
            effective_on=today,
        ),
    )
    (extension,) = protocol_change(
        analyst,
        lines["GO-0305"].id,
        ChangeRequestInput(
            kind="prolongamento",
            protocol="PROT-0305/1 (fictício)",
            requested_on=asked,
            description="Prolongar a linha de Abadiânia até Alexânia.",
            facts={"extension_km": "30", "existing_line": False},
            new_end_place="Rodoviária de Alexânia (fictícia)",
            new_end_municipality_code="5200308",
        ),
    )
    decide_change(
        judge,
        extension.id,
        ChangeDecisionInput(
            outcome="recusada",
            decided_on=today - timedelta(days=4),
            reference="Despacho AGR nº 88 (fictício)",
            reasons=" ".join(f"{f.message} ({f.article})" for f in extension.findings),
        ),
    )
    issued = print_change_decision(judge, lines["GO-0101"].id, adjustment.id, key_dir)
    return {issued.file_name: issued.pdf}
