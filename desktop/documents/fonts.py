"""The TrueType font embedded in every document, so accents print right on any machine.

DejaVu Sans (Debian's fonts-dejavu-core, licence in resources/fonts/DejaVu-LICENSE.txt).
"""

from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

from desktop.resources import resource_path

REGULAR = "DejaVuSans"
BOLD = "DejaVuSans-Bold"


def register_fonts() -> None:
    """Registers the fonts with ReportLab (idempotent: ReportLab keeps one registry)."""
    registered = pdfmetrics.getRegisteredFontNames()
    for name in (REGULAR, BOLD):
        if name not in registered:
            pdfmetrics.registerFont(TTFont(name, str(resource_path("fonts", f"{name}.ttf"))))
    pdfmetrics.registerFontFamily(
        REGULAR, normal=REGULAR, bold=BOLD, italic=REGULAR, boldItalic=BOLD
    )
