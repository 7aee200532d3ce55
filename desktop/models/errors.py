"""Failures with a message for the user (pt-BR), raised from the models up through the services.

`UserFacingError` is what a screen shows as is; the services' refusals (`services.errors`)
and the database's own problems below are all of this kind."""


class UserFacingError(Exception):
    """A failure whose `message` (pt-BR) the user reads as is."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class DatabaseBusy(UserFacingError):
    """Another workstation holds the database's write lock longer than the busy timeout."""


class DatabaseProblem(UserFacingError):
    """The database cannot be opened; the message says why and what to do (pt-BR)."""
