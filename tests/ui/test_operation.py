"""The one way a screen runs a service call: the result to `done`, a refusal shown next to
the fields or in the standard box, a file problem in Portuguese, a bug logged and reported,
and on success one data_changed with what changed, from the thread pool too."""

import errno
import logging
import uuid

import pytest
from PySide6.QtWidgets import QLineEdit, QWidget

from desktop.services.errors import Conflict, PermissionDenied, ValidationError
from desktop.ui.changes import DataChange, Domain
from desktop.ui.navigator import Navigator
from desktop.ui.widgets import operation
from desktop.ui.widgets.forms import Form
from desktop.ui.workspace import Workspace


@pytest.fixture
def screen(qtbot, admin_context):
    widget = QWidget()
    qtbot.addWidget(widget)
    widget.workspace = Workspace(admin_context, Navigator())
    return widget


def announced(navigator: Navigator) -> list[DataChange]:
    seen: list[DataChange] = []
    navigator.data_changed.connect(seen.append)
    return seen


def test_success_hands_the_result_over_then_announces_what_changed(screen):
    record_id = uuid.uuid4()
    changes = announced(screen.workspace.navigator)
    done = []
    result = operation.run(
        screen,
        lambda: "gravado",
        done.append,
        changes=screen.workspace.changes(Domain.OPERATORS, ids=[record_id, None]),
    )
    assert result == "gravado" and done == ["gravado"]
    (change,) = changes
    assert change.domains == {Domain.OPERATORS} and change.ids == {record_id}
    assert change.source is screen and change.made_inside(screen)
    assert change.concerns(record_id) and not change.concerns(uuid.uuid4())


def test_a_refusal_goes_next_to_the_fields_and_nothing_is_announced(screen):
    form = Form(screen)
    form.add_line("cnpj", "CNPJ")
    form.add_line("email", "E-mail")
    changes = announced(screen.workspace.navigator)

    def refuse():
        raise ValidationError({"cnpj": "CNPJ inválido.", "outro": "Sem campo."})

    done = []
    result = operation.run(
        screen,
        refuse,
        done.append,
        changes=screen.workspace.changes(Domain.OPERATORS),
        form=form,
    )
    assert result is None and done == [] and changes == []
    assert form.error_of("cnpj") == "CNPJ inválido." and form.error_of("email") == ""
    assert form.general_error.text() == "Corrija os campos indicados.\nSem campo."
    operation.run(screen, lambda: None, form=form)
    assert form.error_of("cnpj") == "" and form.general_error.isHidden()


def test_a_refusal_away_from_a_form_is_the_standard_box(screen, dialog_driver):
    def refuse():
        raise PermissionDenied("Você não tem permissão para emitir licenças.")

    assert operation.run(screen, refuse) is None
    assert dialog_driver.seen == [("QMessageBox", "Não foi possível concluir")]
    assert dialog_driver.messages == ["Você não tem permissão para emitir licenças."]


def test_a_validation_refusal_in_a_box_lists_its_reasons(screen, dialog_driver):
    def refuse():
        raise ValidationError({"on": "O prazo de recurso vence em 06/04/2026 (art. 91)."})

    operation.run(screen, refuse)
    assert dialog_driver.messages == ["O prazo de recurso vence em 06/04/2026 (art. 91)."]


def test_the_screen_may_show_a_refusal_its_own_way(screen, dialog_driver):
    shown = []

    def refuse():
        raise Conflict("Placa já registrada.")

    operation.run(screen, refuse, refused=lambda error: shown.append(error.message))
    assert shown == ["Placa já registrada."] and dialog_driver.seen == []


def test_a_file_that_cannot_be_read_is_told_in_portuguese(screen, dialog_driver, tmp_path):
    missing = tmp_path / "chave.pem"
    operation.run(screen, missing.read_bytes)
    assert dialog_driver.messages == [
        f"Não foi possível usar o arquivo {missing}: o arquivo não existe."
    ]
    problem = operation.file_problem(OSError(errno.ENOSPC, "No space left on device"))
    assert problem.message == "Não foi possível usar o arquivo: não há espaço no disco."


def test_a_bug_is_logged_and_reported_without_its_english_text(screen, dialog_driver, caplog):
    def broken():
        return {}["chave"]

    with caplog.at_level(logging.ERROR, logger="desktop.ui"):
        assert operation.run(screen, broken) is None
    assert dialog_driver.seen == [("QMessageBox", "Erro inesperado")]
    assert "chave" not in dialog_driver.messages[0]
    assert "pode não ter sido concluída" in dialog_driver.messages[0]
    (record,) = caplog.records
    assert record.exc_info[0] is KeyError and "broken" in caplog.text


def test_a_bug_in_done_is_not_taken_for_a_refusal(screen):
    def crash(_result):
        raise RuntimeError("bug na tela")

    with pytest.raises(RuntimeError):
        operation.run(screen, lambda: 1, crash)


def test_background_work_answers_on_the_gui_thread(qtbot, screen, dialog_driver):
    changes = announced(screen.workspace.navigator)
    done = []
    task = operation.run_in_background(
        screen,
        lambda control: 6 * 7,
        done.append,
        progress=None,
        changes=screen.workspace.changes(Domain.LICENCES),
    )
    with qtbot.waitSignal(task.finished):
        pass
    qtbot.waitUntil(lambda: bool(changes))
    assert done == [42] and changes[0].domains == {Domain.LICENCES}

    def refuse(control):
        raise PermissionDenied("Você não tem permissão para imprimir documentos.")

    operation.run_in_background(screen, refuse, done.append, progress="Imprimindo…")
    qtbot.waitUntil(lambda: bool(dialog_driver.messages))
    assert dialog_driver.messages == ["Você não tem permissão para imprimir documentos."]
    assert done == [42] and len(changes) == 1


def test_a_watcher_ignores_what_its_own_widgets_changed(qtbot, screen):
    from desktop.ui.changes import ChangeWatcher

    navigator = screen.workspace.navigator
    inner = QLineEdit(screen)
    other = QWidget()
    qtbot.addWidget(other)
    reacted = []
    ChangeWatcher(screen, navigator, (Domain.VEHICLES,), reacted.append)
    for source in (inner, other):
        operation.run(source, lambda: None, changes=screen.workspace.changes(Domain.VEHICLES))
    operation.run(other, lambda: None, changes=screen.workspace.changes(Domain.LICENCES))
    assert [change.source for change in reacted] == [other]
