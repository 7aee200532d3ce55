"""The one error the rules engine raises for input it cannot answer."""


class RulesError(ValueError):
    """Bad input or a broken rulebook: the message is in pt-BR and names the field at fault.

    `field` holds the name of the offending input (or rulebook entry) so that a form can put
    the message next to it.
    """

    def __init__(self, field: str, message: str) -> None:
        super().__init__(f"{field}: {message}")
        self.field = field
        self.message = message

    @property
    def sentence(self) -> str:
        """The message as a sentence for a form: capitalised, with its full stop."""
        text = self.message[:1].upper() + self.message[1:]
        return text if text.endswith((".", "!", "?")) else text + "."
