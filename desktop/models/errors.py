"""Failures with a message for the user (pt-BR), raised from the models up through the services.

`UserFacingError` is what a screen shows as is; the services' refusals (`services.errors`)
and the database's own problems below are all of this kind."""


class UserFacingError(Exception):
    """A failure whose `message` (pt-BR) the user reads as is."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class FieldProblem(UserFacingError):
    """Bad input: `field_errors` maps a field name to the message shown next to it. The
    services' `ValidationError` is one; the models raise it for what no column can hold
    (`desktop.models.text_checks`), naming the attribute, which the forms use as field name."""

    def __init__(self, field_errors: dict[str, str], message: str) -> None:
        super().__init__(message)
        self.field_errors = dict(field_errors)


class DatabaseBusy(UserFacingError):
    """Another workstation holds the database's write lock longer than the busy timeout."""


class DatabaseProblem(UserFacingError):
    """The database cannot be opened; the message says why and what to do (pt-BR)."""
