"""Which modalities an operator may be registered for, on each state's own law."""

from desktop.rules.choices import RegistrationModality, registration_modalities


def test_goias_registers_every_modality_of_res_105():
    # Res. AGR 105/2017, arts. 3 and 5, and the característica vinculada of art. 53.
    assert registration_modalities("GO") == tuple(RegistrationModality)


def test_roraima_registers_the_services_of_lei_664_art_2_without_the_vinculada():
    # Lei RR 664/2008, art. 2º: viagem especial, eventual, de turismo, fretamento e
    # transporte escolar; the característica vinculada is Res. 105's (art. 53).
    assert registration_modalities("RR") == (
        RegistrationModality.EVENTUAL_TURISTICO,
        RegistrationModality.CONTINUO,
        RegistrationModality.CONTINUO_ESCOLAR,
    )
