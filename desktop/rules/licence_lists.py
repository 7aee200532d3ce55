"""What the lists of a licence ask of each passenger and each driver, by the office's law.

Goiás (Res. AGR 105/2017): each passenger identified by CPF or another document (art. 34);
students with their school (art. 30, IV) and the declaration of their parents or guardians
(art. 30, III); no one beyond the vehicle's capacity (art. 38, XII); drivers linked to the
autorizatária (arts. 46-47) and, in school transport, holding the defensive-driving
certificate (art. 39, sole §).

Roraima: Lei RR 664/2008 asks, of a charter trip, a list of persons that matches those
carried (art. 90, III) and forbids carrying passengers beyond the limit set (art. 82, II). It
asks neither the students' school nor their guardians' declaration, nor a defensive-driving
certificate, nor any link of the driver to the delegatária (its articles on the authorised
company's people, arts. 18, 20 VI and 82 IV and VII, ask no document of one): those are not
asked in Roraima (`unasked_driver_fields`: a request that carries them is refused), and what
the office still records of a driver (name, CPF, CNH) is asked without an article.
"""

from dataclasses import dataclass

from desktop.rules.choices import known_jurisdiction

# Named here, not imported from `desktop.rules.fines`: the licence form reads these at start-up,
# before the rules engine's decisions are loaded (tests/documents/test_lazy_imports.py).
R105 = "Res. AGR 105/2017"


@dataclass(frozen=True)
class ListArticles:
    """The citation of each requirement in the office's law; None where it does not ask it,
    "" where it asks it and names no article."""

    identity: str
    school: str | None
    guardian_declaration: str | None
    capacity: str
    drivers: str
    driver_link: str | None
    defensive_driving: str | None


LIST_ARTICLES = {
    "GO": ListArticles(
        identity=f"{R105}, art. 34",
        school=f"{R105}, art. 30, IV",
        guardian_declaration=f"{R105}, art. 30, III",
        capacity=f"{R105}, art. 38, XII",
        drivers=f"{R105}, arts. 46 e 47",
        driver_link=f"{R105}, art. 47",
        defensive_driving=f"{R105}, art. 39, parágrafo único",
    ),
    "RR": ListArticles(
        identity="Lei RR 664/2008, art. 90, III",
        school=None,
        guardian_declaration=None,
        capacity="Lei RR 664/2008, art. 82, II",
        drivers="",
        driver_link=None,
        defensive_driving=None,
    ),
}


def list_articles(jurisdiction: str) -> ListArticles:
    """What the passenger and driver lists ask in an office of `jurisdiction`."""
    return LIST_ARTICLES[known_jurisdiction(jurisdiction)]


@dataclass(frozen=True)
class DriverField:
    """A field of a licence's driver that only some law asks: `name` as the request and the
    stored driver call it, `label` as a message names it."""

    name: str
    label: str


_LINK_FIELDS = (
    DriverField("link_kind", "documento de vínculo"),
    DriverField("link_reference", "número do documento de vínculo"),
)
_CERTIFICATE_FIELDS = (DriverField("defensive_certificate", "certificado de direção defensiva"),)


def unasked_driver_fields(jurisdiction: str) -> tuple[DriverField, ...]:
    """The fields of a driver that the office's law does not ask: the document of the link
    and its number where the law asks no link (`driver_link` None), the defensive-driving
    certificate where it asks none (`defensive_driving` None). None in Goiás (Res. AGR
    105/2017, arts. 46-47 and 39 sole §); all three in Roraima: Lei RR 664/2008 asks neither
    for the autorização (arts. 18-23), and of a driver speaks only of the driving licence and
    the working hours (art. 82, IV and VII)."""
    articles = list_articles(jurisdiction)
    return (() if articles.driver_link is not None else _LINK_FIELDS) + (
        () if articles.defensive_driving is not None else _CERTIFICATE_FIELDS
    )


def cited(article: str) -> str:
    """' (article)' to close a message, or nothing when the law names no article."""
    return f" ({article})" if article else ""
