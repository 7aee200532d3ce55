"""A Roraima autorização and registration name the services of Lei RR 664/2008, art. 2º
(I viagem especial, II eventual, III de turismo, IV fretamento e transporte escolar), not
Res. AGR 105/2017's modalities: the autorização printed 'Fretamento contínuo', a Goiás
name, and Verificar documento read it back so."""

from desktop.rules.choices import licence_label, registration_label
from desktop.services.documents.verification import verify_bytes
from tests.factories.reading import flat_pdf_text
from tests.factories.roraima import NOON, roraima_authorisation


def test_roraima_names_the_services_of_article_2():
    assert licence_label("RR", "eventual") == "Viagem especial, eventual ou de turismo"
    assert licence_label("RR", "continuo") == "Fretamento"
    assert licence_label("RR", "escolar") == "Transporte escolar"
    assert registration_label("RR", "eventual_turistico") == (
        "Viagem especial, eventual ou de turismo"
    )
    assert registration_label("RR", "continuo_escolar") == "Transporte escolar"


def test_goias_keeps_res_105_modalities():
    assert licence_label("GO", "continuo") == "Fretamento contínuo"
    assert registration_label("GO", "eventual_turistico") == "Fretamento eventual ou turístico"


def test_the_printed_and_verified_autorizacao_names_fretamento(admin_context, tmp_path):
    ctx, issued = roraima_authorisation(admin_context, tmp_path)
    text = flat_pdf_text(issued.pdf)
    assert "Fretamento — nº" in text
    assert "contínuo" not in text
    # Art. 90, VI: the copies the vehicle carries on the trip, as the certificate says.
    assert (
        "O veículo porta, durante a viagem, cópia desta autorização e do registro cadastral "
        "da delegatária (art. 90, VI)." in text
    )
    verdict = verify_bytes(ctx.database, issued.pdf, NOON)
    assert verdict.fields["Modalidade"] == "Fretamento"
