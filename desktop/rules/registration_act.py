"""The act that authorises a Goiás registration and the publication of its extract (Res. AGR
105/2017, art. 12: "O registro dos serviços de fretamento será autorizado por resolução, com o
seu extrato publicado no Diário Oficial do Estado de Goiás").

Reading adopted: the CRC is issued on the resolution, before the extract is published. Art. 7,
III ties the certificate to the authorisation ("autorizado o registro, emitir-se-á o
certificado de registro cadastral"), and the authorisation is the resolution of art. 12; the
extract's publication in the DOE is the publicity art. 12 asks of that resolution, not a
further condition of the certificate, and the AGR publishes it on its own calendar. So the
approval records the resolution (number and date), required, and the publication (date and
edition/page) when it has come out; otherwise the publication is recorded later, once, and
the CRC printed before it says the extract awaits publication.

Lei RR 664/2008 has the CRE/RR keep the register (art. 7º) and asks no resolution nor
publication for it: nothing is asked in Roraima.
"""

from datetime import date

from desktop.rules.choices import Jurisdiction, known_jurisdiction
from desktop.rules.dates import br_date

REGISTRATION_ACT = "Res. AGR 105/2017, art. 12"
# What a CRC printed before the publication was recorded says of the extract.
PENDING_EXTRACT = "extrato a publicar no DOE"


def registration_act_required(jurisdiction: str) -> bool:
    """Whether the approval records the resolution and its DOE extract: Goiás only."""
    return known_jurisdiction(jurisdiction) == Jurisdiction.GO


def resolution_faults(
    number: str, resolution_date: date | None, protocol_date: date, today: date
) -> dict[str, str]:
    """What is wrong with the resolution that authorised the registration, by field
    (`resolution_number`, `resolution_date`); empty when it stands. The resolution decides
    the request protocolled (art. 7º), so it is not dated before the protocol nor after
    today."""
    faults: dict[str, str] = {}
    if not number.strip():
        faults["resolution_number"] = (
            "Informe o número da resolução que autorizou o registro "
            f"({REGISTRATION_ACT}: o registro é autorizado por resolução)."
        )
    if resolution_date is None:
        faults["resolution_date"] = f"Informe a data da resolução ({REGISTRATION_ACT})."
    elif resolution_date > today:
        faults["resolution_date"] = "A resolução não pode ter data futura."
    elif resolution_date < protocol_date:
        faults["resolution_date"] = (
            f"A resolução não pode ser anterior ao protocolo do pedido ({br_date(protocol_date)})."
        )
    return faults


def publication_faults(
    published_on: date | None, reference: str, resolution_date: date | None, today: date
) -> dict[str, str]:
    """What is wrong with the DOE publication of the resolution's extract, by field
    (`published_on`, `doe_reference`); empty when it stands. Its date and its edition and
    page go together; the extract follows the resolution and is not dated after today."""
    faults: dict[str, str] = {}
    if published_on is None:
        faults["published_on"] = (
            f"Informe a data do Diário Oficial do Estado de Goiás que publicou o extrato "
            f"({REGISTRATION_ACT})."
        )
    elif published_on > today:
        faults["published_on"] = "A publicação não pode ter data futura."
    elif resolution_date is not None and published_on < resolution_date:
        faults["published_on"] = (
            "O extrato é publicado depois da resolução "
            f"({br_date(resolution_date)}; {REGISTRATION_ACT})."
        )
    if not reference.strip():
        faults["doe_reference"] = (
            "Informe a edição e a página do DOE em que o extrato foi publicado "
            f"({REGISTRATION_ACT})."
        )
    return faults


def resolution_named(number: str) -> str:
    """The resolution as the act names it: "Resolução CR nº 1/2026" from "CR nº 1/2026" or
    from the whole name typed, in any case."""
    typed = number.strip()
    word = "Resolução"
    if typed[: len(word)].casefold() == word.casefold():
        typed = typed[len(word) :].strip()
    return f"{word} {typed}"


def registration_act_text(
    number: str, resolution_date: date | None, published_on: date | None, reference: str
) -> str:
    """The resolution and its extract as the tab shows them and the CRC prints them. The
    number is typed after the caption "Resolução nº"; typed with the word itself
    ("Resolução CR nº 1/2026"), it is not said twice."""
    act = f"Registro autorizado pela {resolution_named(number)}, de {br_date(resolution_date)}"
    if published_on is None:
        return f"{act}; {PENDING_EXTRACT} ({REGISTRATION_ACT})."
    return f"{act}; {_published_extract(published_on, reference)} ({REGISTRATION_ACT})."


def _published_extract(published_on: date, reference: str) -> str:
    return f"extrato publicado no DOE de {br_date(published_on)}, {reference}"


def prints_publication(printed_act: str, published_on: date | None, reference: str) -> bool:
    """Whether a CRC that printed `printed_act` shows the publication of the extract as it
    stands (art. 12); with none recorded there is nothing more to print. Only the extract is
    compared, so a CRC printed before the act's wording changed is not taken for one to
    issue again."""
    return published_on is None or _published_extract(published_on, reference) in printed_act


def reissue_reason(printed_act: str) -> str:
    """Why a CRC that printed `printed_act` was issued again with the publication of the
    extract as it stands (art. 12): recorded after it was printed, or corrected since."""
    happened = "registrada depois" if PENDING_EXTRACT in printed_act else "corrigida"
    return f"a publicação do extrato no DOE foi {happened} ({REGISTRATION_ACT})"
