"""What the approval of a fusion of GO lines produces (Decreto 8.444/2015).

Art. 3º, XIX: a fusion is the "integração de linhas existentes, cujos itinerários se
complementam ou se superpõem, a originar nova linha, com consequente cancelamento daquelas
que lhe deram origem": a new line, and each merged line cancelled (an act at the end of its
history; nothing is deleted). Art. 43 §9º: it "culminará na assinatura de um novo contrato,
em caso de permissão ou concessão, ou nova autorização" for the services not linked to
infrastructure: the resulting line waits for its own instrument, none of the merged lines'
carries over to it.
"""

from dataclasses import dataclass

from desktop.rules.lines.delegation import D8444, DelegationKind
from desktop.rules.lines.register import LineStatus

FUSION_DEFINITION = f"{D8444}, art. 3º, XIX"
FUSION_INSTRUMENT = f"{D8444}, art. 43 §9º"


def originates_line(jurisdiction: str, kind: str) -> bool:
    """A GO fusion originates a new line (art. 3º XIX). A Roraima one stays a change of the
    line, cancellable back to its original condition (Lei RR 664/2008, art. 57 §2º)."""
    return jurisdiction == "GO" and kind == "fusao"


def merged_operator_problem(merged_code: str, same_operator: bool) -> str | None:
    """Art. 43 §9º, I: "exploração por apenas uma transportadora das ligações servidas
    pelas linhas a se fundirem": the other line is run by this line's delegatária."""
    if same_operator:
        return None
    return (
        f"A linha {merged_code} não é explorada pela transportadora desta linha: a fusão "
        f"exige uma só transportadora nas ligações ({FUSION_INSTRUMENT}, I)."
    )


# Art. 43 §9º: the instrument the new line waits for, by its status until then.
AWAITED = {
    LineStatus.AGUARDA_AUTORIZACAO: "nova autorização",
    LineStatus.AGUARDA_CONTRATO: "novo contrato",
}


@dataclass(frozen=True)
class FusionOutcome:
    """The approval always makes a new line and cancels the merged ones (art. 3º XIX);
    `instrument` is what the new line waits for (art. 43 §9º), in `status` until then."""

    instrument: str
    status: LineStatus

    def plan(self, merged: tuple[str, ...], resulting: str) -> str:
        """What approving the fusion of the `merged` lines into `resulting` records."""
        codes = " e ".join(merged)
        return (
            f"A aprovação cria a linha {resulting} com o itinerário do pedido e cancela "
            f"as linhas {codes}, cujos históricos são mantidos ({FUSION_DEFINITION}); a "
            f"linha {resulting} aguarda {self.instrument} ({FUSION_INSTRUMENT})."
        )


def fusion_outcome(delegation_kind: str | None) -> FusionOutcome:
    """Art. 43 §9º: a new contract for a permission or concession, a new authorisation
    otherwise (the services not linked to infrastructure)."""
    contract = delegation_kind in (DelegationKind.PERMISSAO, DelegationKind.CONCESSAO)
    status = LineStatus.AGUARDA_CONTRATO if contract else LineStatus.AGUARDA_AUTORIZACAO
    return FusionOutcome(AWAITED[status], status)


def awaiting_text(status: str) -> str:
    """Art. 43 §9º: what a line originated by a fusion waits for, "" for any other line."""
    if status not in AWAITED:
        return ""
    return f"Sem delegação: aguarda {AWAITED[LineStatus(status)]} ({FUSION_INSTRUMENT})."
