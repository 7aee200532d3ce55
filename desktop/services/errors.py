"""Errors the services raise; each carries a message in Portuguese the UI shows as is."""

from typing import TYPE_CHECKING

from desktop.models.errors import FieldProblem, UserFacingError

if TYPE_CHECKING:  # importing the rules package loads the whole engine: not at start
    from desktop.rules.errors import RulesError

FIELDS_MESSAGE = "Corrija os campos indicados."


class ServiceError(UserFacingError):
    """A refusal of a service, with a message for the user (pt-BR)."""


class ValidationError(ServiceError, FieldProblem):
    """Bad input: `field_errors` maps a field name to the message shown next to it."""

    def __init__(self, field_errors: dict[str, str], message: str | None = None) -> None:
        FieldProblem.__init__(self, field_errors, message or FIELDS_MESSAGE)

    @classmethod
    def from_rules(cls, refusal: "RulesError") -> "ValidationError":
        """The rules engine's refusal next to the field it names."""
        return cls({refusal.field: refusal.sentence})


class PermissionDenied(ServiceError):
    """The user's roles do not allow the action."""


class NotFound(ServiceError):
    """The record asked for does not exist."""


class Conflict(ServiceError):
    """The change clashes with stored data (duplicate key, stale state)."""


class AuthenticationFailed(ServiceError):
    """Wrong user name or password, a locked or a deactivated account."""


class DocumentNotRendered(ServiceError):
    """The act and its document's number were saved, but the PDF could not be made: the
    screen closes as after a success and says the document can be printed again."""
