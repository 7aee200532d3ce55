"""Autos e Processos for a role that only reads them (issue 17 §10)."""

from desktop.ui.main_window import MainWindow


def test_autos_says_plainly_what_the_clerks_role_cannot_do(qtbot, context_for, show_active):
    """Issue 17 §10: greyed buttons without a reason become a sentence."""
    window = MainWindow(context_for("atendente"))
    qtbot.addWidget(window)
    show_active(window)
    notices = window.show_area("notices")
    assert notices.role_note.isVisible()
    assert notices.role_note.text().startswith("Seu perfil não lavra autos de infração")
    fiscal = MainWindow(context_for("fiscal"))
    qtbot.addWidget(fiscal)
    assert not hasattr(fiscal.show_area("notices"), "role_note")
