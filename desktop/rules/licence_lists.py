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
asked in Roraima, and what the office still records of a driver (name, CPF, CNH) is asked
without an article.
"""

from dataclasses import dataclass

from desktop.rules.choices import known_jurisdiction


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
        identity="art. 34",
        school="art. 30, IV",
        guardian_declaration="art. 30, III",
        capacity="art. 38, XII",
        drivers="arts. 46 e 47",
        driver_link="art. 47",
        defensive_driving="art. 39, parágrafo único",
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


def cited(article: str) -> str:
    """' (article)' to close a message, or nothing when the law names no article."""
    return f" ({article})" if article else ""
