"""`balcao rede sede PASTA|URL`, `balcao rede entrar|sair PASTA URL-DA-SEDE`, `balcao rede
estado PASTA|URL` and, at the sede, `balcao rede revogar PASTA|URL --chave ID --motivo
TEXTO`: the state network from the command line (issue 19), in the style of `balcao
servidor`. A sede the regulator runs is named by its superuser's URL."""

import sys
from datetime import UTC, datetime
from pathlib import Path

from desktop.models.errors import FieldProblem, UserFacingError
from desktop.services.documents.statewide_status import backfill_office
from desktop.services.errors import ServiceError
from desktop.services.network.office_server import ADMIN_ROLE, read_server
from desktop.services.network.sede_url import set_up_sede_at
from desktop.services.network.state import (
    NetworkStatus,
    join_network,
    leave_network,
    network_status,
    set_up_sede,
)
from desktop.services.network.status import RETAINED, SLOT, slot_state
from desktop.services.network.trust_list import revoke_key


def _heard(moment: datetime | None) -> str:
    if moment is None:
        return "sem notícia da outra ponta"
    seconds = int((datetime.now(UTC) - moment).total_seconds())
    return f"última notícia em {moment:%d/%m/%Y %H:%M:%S} UTC (há {seconds} s)"


def _describe(status: NetworkStatus) -> list[str]:
    who = "Sede" if status.role == "sede" else f"Escritório {status.office_code}"
    lines = [f"{who} na rede estadual."]
    for subscription in status.subscriptions:
        state = "ativa" if subscription.enabled else "DESATIVADA"
        lines.append(
            f"  assinatura {subscription.name}: {state}, {_heard(subscription.last_heard)}, "
            f"erros: {subscription.errors}"
        )
    for slot in status.slots:
        lines.append(
            f"  {SLOT} {slot.name}: {slot_state(slot)}, {RETAINED} (WAL) "
            f"{slot.retained_bytes or 0} bytes, atraso {slot.pending_bytes or 0} bytes"
        )
    return lines


def network_command(
    action: str,
    folder: str,
    sede_url: str | None,
    address: str,
    port: int,
    revocation: tuple[str, str] = ("", ""),
) -> int:
    try:
        if action == "revogar":
            key_id, reason = revocation
            code = revoke_key(folder, key_id, reason)
            print(f"Chave {key_id.strip()} do escritório {code} revogada em toda a rede estadual.")
        elif action == "sede" and "://" in folder:
            for line in set_up_sede_at(folder):
                print(line)
            print("Sede da rede estadual preparada. Nos escritórios, entre na rede com:")
            print('  balcao rede entrar PASTA "URL-DE-SUPERUSUÁRIO-DA-SEDE"')
        elif action == "sede":
            server = set_up_sede(Path(folder), address, port)
            print(f"Sede da rede estadual em {server.address}:{server.port}.")
            print("Nos escritórios, entre na rede com:")
            print(f'  balcao rede entrar PASTA "{server.url(ADMIN_ROLE)}"')
        elif action in ("entrar", "sair"):
            if not sede_url:
                raise ServiceError("Informe o endereço (URL) da sede.")
            if action == "entrar":
                code = join_network(Path(folder), sede_url)
                print(f"Escritório {code} entrou na rede estadual.")
                recorded = backfill_office(read_server(Path(folder).resolve()).url())
                if recorded:
                    print(
                        f"Situação de {recorded} documento(s) emitido(s) antes da rede "
                        "registrada para os outros escritórios da rede."
                    )
            else:
                code = leave_network(Path(folder), sede_url)
                print(f"Escritório {code} saiu da rede estadual.")
        else:
            print("\n".join(_describe(network_status(folder))))
    except FieldProblem as refusal:
        print(" ".join(refusal.field_errors.values()), file=sys.stderr)
        return 1
    except UserFacingError as refusal:
        print(refusal.message, file=sys.stderr)
        return 1
    return 0
