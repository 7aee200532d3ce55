"""The operator screens' words that are each state's own: a Roraima office is shown Lei RR
664/2008 only, never a Goiás act.

- The state registration: Goiás's Res. AGR 105/2017 asks for the CCE (art. 9º, III); Lei RR
  664/2008 asks for the documents of the registration without naming it (art. 2º, sole §),
  so Roraima says "inscrição estadual".
- The partners: Res. 105 asks for the partners or members (art. 8º, V); in Roraima they are
  asked because the bar after a cassação reaches the company's titulares (art. 88).
"""

from PySide6.QtCore import QCoreApplication

from desktop.rules.choices import Jurisdiction

translate = QCoreApplication.translate


def state_registration_label(jurisdiction: str) -> str:
    if jurisdiction == Jurisdiction.RR:
        return translate("operators", "Inscrição estadual")
    return translate("operators", "CCE")


def state_registration_exempt_label(jurisdiction: str) -> str:
    if jurisdiction == Jurisdiction.RR:
        return translate("operators", "Isenta de inscrição estadual")
    return translate("operators", "Isenta de CCE")


def partners_title(jurisdiction: str) -> str:
    if jurisdiction == Jurisdiction.RR:
        return translate("operators", "Sócios ou cooperados (Lei RR 664/2008, art. 88)")
    return translate("operators", "Sócios ou cooperados (Res. AGR 105/2017, art. 8º, V)")
