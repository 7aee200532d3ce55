"""A Roraima office's screens offer the services of Lei RR 664/2008, art. 2º: the company's
registration and the autorização asked Goiás's 'Eventual ou turístico', 'Contínuo' and
'Contínuo escolar' (Res. AGR 105/2017, arts. 3º and 5º)."""

from desktop.ui.licences.area import LicencesArea
from desktop.ui.operators.area import OperatorsArea
from tests.factories.roraima import in_roraima


def combo_texts(combo) -> list[str]:
    return [combo.itemText(index) for index in range(combo.count())]


def test_roraima_licence_form_offers_the_services_of_article_2(admin_context, open_area, tmp_path):
    form = open_area(LicencesArea, in_roraima(admin_context), tmp_path / "keys").form
    assert combo_texts(form.modality) == [
        "Viagem especial, eventual ou de turismo",
        "Fretamento",
        "Transporte escolar",
    ]
    goias = open_area(LicencesArea, admin_context, tmp_path / "keys").form
    assert combo_texts(goias.modality)[0] == "Fretamento eventual ou turístico"


def test_roraima_company_registers_for_the_services_of_article_2(
    admin_context, open_area, tmp_path
):
    form = open_area(OperatorsArea, in_roraima(admin_context), tmp_path / "keys").form
    boxes = form.modality_boxes
    assert [box.text() for box in boxes.values()] == [
        "Viagem especial, eventual ou de turismo",
        "Fretamento",
        "Transporte escolar",
    ]
    assert "Lei RR 664/2008, art. 2º" in boxes["continuo"].toolTip()
    caption = form.contact_form.layout_.labelForField(form.contact_form.rows["modalities"])
    assert caption.text() == "Serviços"
