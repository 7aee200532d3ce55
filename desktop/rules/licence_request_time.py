"""When a GO licence was requested: the moment art. 28, I counts the 6 hours from.

Res. AGR 105/2017, art. 28, I asks the "requerimento para prestação de serviço sob o regime
de fretamento eventual ou turístico, a ser formalizado com antecedência de até 06 (seis)
horas para o inicio da viagem". A time the clerk types freely lets a late request be dated
back into the term, so the moment is what the office can prove:

- a request made at the counter is formalised when the office records it: the clock at the
  check and at the issue, never a typed time;
- a request formalised earlier on paper carries the number the protocol gave it: only with
  that number may the clerk give the earlier time the protocol stamped, never a future one.
  The number is stored with the licence (and so in its audit record) and printed on it, so
  that the paper can be found and the time checked against its stamp.

No other exception: the resolution gives none, and any tolerance would move the line the
article draws.
"""

from datetime import datetime

from desktop.rules.errors import RulesError

ARTICLE = "Res. AGR 105/2017, art. 28, I"
PROTOCOL_LIMIT = 60


def request_moment(now: datetime, typed: datetime | None, protocol: str) -> datetime:
    """The moment the request was formalised: `now` (aware) unless the paper request's
    `protocol` number is given with the time it was protocolled (`typed`, aware, not after
    `now`). RulesError on "request_protocol" or "requested_at" otherwise."""
    number = protocol.strip()
    if len(number) > PROTOCOL_LIMIT:
        raise RulesError("request_protocol", f"use no máximo {PROTOCOL_LIMIT} caracteres")
    if not number:
        if typed is not None:
            raise RulesError(
                "request_protocol",
                "informe o número do protocolo do requerimento em papel: sem ele o pedido "
                f"é o registrado agora no balcão ({ARTICLE})",
            )
        return now
    if typed is None or typed.tzinfo is None:
        raise RulesError(
            "requested_at", f"informe data e hora do protocolo do requerimento ({ARTICLE})"
        )
    if typed > now:
        raise RulesError("requested_at", "o pedido não pode ser posterior a agora")
    return typed
