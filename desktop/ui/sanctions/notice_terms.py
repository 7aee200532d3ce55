"""The infraction notice form's words that are each state's own: Goiás numbers the elements
of the auto as Res. AGR 105/2017, art. 80 (I-VII) and takes the autuado's "ciente" (§§ 1º-2º);
Lei RR 664/2008 lists what the auto contains in art. 75, sole § (I the line, II the
delegatária, III the fault with place, day, hour and provision) and speaks of the autuado's
signature, whose absence does not invalidate the auto (art. 76, § 1º)."""

from PySide6.QtCore import QCoreApplication

from desktop.rules.choices import Ciente, Jurisdiction

translate = QCoreApplication.translate


def field_labels(jurisdiction: str) -> dict[str, str]:
    """The caption of each field of the form whose wording differs by state."""
    if jurisdiction == Jurisdiction.RR:
        return {
            "operator_cnpj": translate("notice", "&CNPJ da delegatária"),
            "operator_name": translate("notice", "II — Nome da delegatária"),
            "route": translate("notice", "&Percurso"),
            "plate": translate("notice", "P&laca"),
            "responsible_name": translate("notice", "&Responsável"),
            "infraction_codes": translate("notice", "III — &Infrações"),
            "inspector_name": translate("notice", "&Agente autuante"),
            "ciente": translate(
                "notice", "A&ssinatura do autuado (Lei RR 664/2008, art. 76, § 1º)"
            ),
            "ciente_name": translate("notice", "Quem assinou"),
        }
    return {
        # Alt+L goes to the line (`NoticeForm`): the CNPJ answers to its J, as on the
        # operator's form, and the plate to the C it leaves.
        "operator_cnpj": translate("notice", "I — CNP&J da autorizatária"),
        "operator_name": translate("notice", "Nome da autorizatária"),
        "route": translate("notice", "II — &Percurso"),
        "plate": translate("notice", "IV — Pla&ca"),
        "responsible_name": translate("notice", "V — &Responsável"),
        "infraction_codes": translate("notice", "VI — &Infrações"),
        "inspector_name": translate("notice", "VII — &Agente autuante"),
        "ciente": translate("notice", "Ci&ente (Res. AGR 105/2017, art. 80, §§ 1º-2º)"),
        "ciente_name": translate("notice", "Quem apôs o ciente"),
    }


def codes_placeholder(jurisdiction: str) -> str:
    """Codes of the state's own catalogue as the example."""
    if jurisdiction == Jurisdiction.RR:
        return translate("notice", "códigos separados por vírgula: 79-I, 81-IX")
    return translate("notice", "códigos separados por vírgula: 77-XVI, 76-I")


def ciente_note_placeholder(jurisdiction: str) -> str:
    if jurisdiction == Jurisdiction.RR:
        return translate("notice", "recusa ou impossibilidade da assinatura")
    return translate("notice", "recusa ou impossibilidade do ciente")


def ciente_labels(jurisdiction: str) -> dict[str, str]:
    """The autuado's acknowledgement, each choice as the state's law puts it."""
    if jurisdiction == Jurisdiction.RR:
        return {
            Ciente.CIENTE: translate(
                "notice", "Assinado pelo autuado (Lei RR 664/2008, art. 76, § 1º)"
            ),
            Ciente.RECUSA: translate(
                "notice",
                "Recusou-se a assinar: a ausência não invalida o auto"
                " (Lei RR 664/2008, art. 76, § 1º)",
            ),
            Ciente.IMPOSSIVEL: translate(
                "notice",
                "Assinatura não obtida: a ausência não invalida o auto"
                " (Lei RR 664/2008, art. 76, § 1º)",
            ),
        }
    return Ciente.labels()
