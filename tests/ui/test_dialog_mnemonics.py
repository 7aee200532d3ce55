"""A clerk works with the keyboard, in the dialogs too: in each dialog the areas' buttons
open, with each of its tabs shown, no two controls (its buttons, the labels of its fields,
its tab bars) answer to the same Alt+letter, or Alt+letter only moves between them.

Each dialog is opened as the clerk opens it, in a demo office (tests/factories/demo.py):
its area on screen, a record of the demo on which its button is enabled, the button
clicked; `dialogs.launch`, which every modal dialog of the application goes through, is
where the dialog is read, then cancelled and deleted, so nothing is written to the demo.
It is read as it opens and with each of its own check boxes, radio buttons and combo boxes
switched (`each_mode_shown`): the rows a Termo, an ownership or an obstruction shows only
then are read too.
Both offices are walked: Roraima's dialogs speak of "autorização" and of its own law (Lei
RR 664/2008) where Goiás's speak of "licença"; a button only one state's law has is in the
table for that state only.

Every push button of a dialog carries an Alt+letter (DraftsDialog's, the preview's
Imprimir and Salvar PDF, Re&gistrar empresa...), except the OK and Cancel of its button
box, which Enter and Esc answer (ActionDialog, DESIGN.md, UI); the test holds each dialog to
that. Check boxes and radio buttons are not held to it, but in the dialogs of
FIELDS_WITH_LETTERS every field and box answers to a letter.

Not in the table: Qt's own file choosers (their letters are Qt's); the revocation of a
statewide key (Administração › Rede), which only the sede of a state network opens and
the demo offices are in no network; and the dialogs of stages no record of the demo
reaches and whose button is hidden until then: the decision on a line's change request
and Roraima's cancellation of a change (no request pending in the demo), the follow-ups of
an operator's occurrence and of a user's complaint (Comunicação da autorizatária, Lavrar
auto 77-IX and 77-XII, Encaminhar, Resposta da autorizatária, Apreciar, Apresentação), the
council's decision on a registration appeal, and a caução (Registrar caução), whose deposit
the demo's removal already has. Their labels follow the same ActionDialog form. The CRC
issued again with its extract's publication, which no demo CRC printed before its
publication was recorded reaches, is read on a copy of the Goiás office where one is
(`test_every_field_of_the_extract_dialogs_answers_to_a_letter`)."""

import uuid
from collections.abc import Callable
from typing import NamedTuple

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QMessageBox,
    QPushButton,
)

from desktop.demo.office import DEMO_USERS
from desktop.rules.lines.change_requests import CHANGE_KINDS
from desktop.services.calendar import office_today
from desktop.services.office.drafts import DraftInfo
from desktop.services.registration.applications_records import list_applications
from desktop.services.registration.publication import correct_publication, record_publication
from desktop.services.search.licences import search_licences
from desktop.ui.drafts_dialog import DraftsDialog
from desktop.ui.login_dialog import LoginDialog
from desktop.ui.main_window import MainWindow
from desktop.ui.setup_wizard import SetupWizard
from desktop.ui.widgets import dialogs
from desktop.ui.widgets.mnemonics import lettered
from tests.factories.demo import admin_of, demo_copy, demo_window
from tests.factories.demo_pages import area_page, buttons_named, open_from
from tests.factories.mnemonics import (
    boxes_without,
    captions_without,
    each_mode_shown,
    each_tab_shown,
    mnemonic,
    shared_mnemonics,
    shown_mnemonics,
)
from tests.factories.registration import registered

ENTER_OR_ESC = (QDialogButtonBox.ButtonRole.AcceptRole, QDialogButtonBox.ButtonRole.RejectRole)


def answered_by_enter_or_esc(button: QPushButton) -> bool:
    box = button.parentWidget()
    return isinstance(box, QDialogButtonBox) and box.buttonRole(button) in ENTER_OR_ESC


def without_letter(dialog: QDialog) -> list[str]:
    """The dialog's push buttons shown without an Alt+letter, its OK and Cancel aside."""
    return sorted(
        button.text()
        for button in dialog.findChildren(QPushButton)
        if button.isVisibleTo(dialog)
        and button.text()
        and mnemonic(button.text()) is None
        and not answered_by_enter_or_esc(button)
    )


def reads_into(opened: list, title: str, prepare: Callable[[QDialog], None] = lambda _: None):
    """A stand-in for `dialogs.launch`: the first dialog whose title begins with `title` is
    shown, `prepare`d (a kind of request chosen), its Alt+letters read on each of its tabs;
    every dialog is cancelled and deleted
    (a message box, "nothing to do on this record", answers No and the walk goes on), but
    the offer of a 2ª via, which reads the register and writes nothing, answers Yes: the
    demo's Roraima payment notice is unchanged since it was issued, and its button shows it
    again through that offer."""

    def launch(dialog: QDialog) -> int:
        if isinstance(dialog, QMessageBox) and "2ª via" in dialog.text():
            dialog.deleteLater()
            return QMessageBox.StandardButton.Yes
        if (
            not opened
            and dialog.windowTitle().startswith(title)
            and not isinstance(dialog, QMessageBox)
        ):
            dialog.show()
            prepare(dialog)
            shared: set = set()
            bare: set = set()
            captions: set = set()
            boxes: set = set()
            for _ in each_tab_shown(dialog):
                for _ in each_mode_shown(dialog):
                    shared |= shared_mnemonics(dialog)
                    bare |= set(without_letter(dialog))
                    captions |= set(captions_without(dialog))
                    boxes |= set(boxes_without(dialog))
            opened.append(
                Read(
                    dialog.windowTitle(),
                    sorted(shared),
                    sorted(bare),
                    sorted(captions),
                    sorted(boxes),
                )
            )
        dialog.close()
        dialog.deleteLater()
        return QDialog.DialogCode.Rejected

    return launch


class Read(NamedTuple):
    """What a dialog showed: its title, the letters its controls share, its push buttons
    without a letter, the captions of its fields without one and its check boxes without
    one."""

    title: str
    shared: list
    without_letter: list[str]
    captions_without_letter: list[str]
    boxes_without_letter: list[str]


def go(area: str, button: str, title: str) -> list:
    return [("GO", area, button, title)]


def rr(area: str, button: str, title: str) -> list:
    return [("RR", area, button, title)]


def both(area: str, button: str, title: str) -> list:
    return go(area, button, title) + rr(area, button, title)


PREVIEW = "Visualizar — "

DIALOGS = [
    *both("home", "&Imprimir lista…", PREVIEW + "Vencimentos de veículos"),
    # Operadores: the registration process of Goiás (Res. AGR 105/2017)...
    *go("operators", "Protocolar p&edido…", "Protocolar pedido de registro"),
    *rr("operators", "Protocolar p&edido…", "Protocolar pedido de registro"),
    *both("operators", "&Registrar documento recebido…", "Registrar documento recebido"),
    *both("operators", "&Visualizar / imprimir", PREVIEW + "Comprovante de protocolo"),
    *go("operators", "Noti&ficar pendência…", "Notificar pendência"),
    *go("operators", "Registrar &resposta…", "Registrar resposta à pendência"),
    *go("operators", "Deferir e e&mitir CRC…", "Deferir pedido e emitir o CRC"),
    *go("operators", "&Indeferir…", "Indeferir pedido"),
    *go("operators", "E&xtrato no DOE…", "Corrigir publicação do extrato no DOE"),
    *go("operators", "Re&gistrar recurso…", "Recurso ao Conselho Regulador"),
    *go("operators", "Comunicação de al&teração…", "Comunicação de alteração da regularidade"),
    *go("operators", "Cancelamento s&umário…", "Cancelamento sumário do registro"),
    *go("operators", "Registrar &ocorrência…", "Registrar ocorrência"),
    *go("operators", "No&va reclamação…", "Reclamação de usuário"),
    *go("operators", "N&otificar…", "Notificação de fiscalização complementar"),
    # ... and the penalties of Roraima's (Lei RR 664/2008, arts. 84 to 88).
    *rr("operators", "&Advertência escrita…", "Advertência escrita"),
    *rr("operators", "&Suspensão…", "Suspensão do serviço"),
    *rr(
        "operators",
        "Con&verter suspensão em multa…",
        "Conversão da suspensão em multa",
    ),
    *rr("operators", "&Inidoneidade…", "Declaração de inidoneidade"),
    *rr("operators", "Cassaçã&o…", "Cassação"),
    *rr("operators", "&Registrar viagens do semestre…", "Viagens do semestre"),
    *both("vehicles", "Vistoria…", "Registrar laudo de vistoria"),
    *both("vehicles", "Apólice…", "Registrar apólice"),
    *both("vehicles", "Afastar…", "Afastar de tráfego"),
    *go("vehicles", "Liberar…", "Liberar para o tráfego"),
    *both("vehicles", "Exigir vistoria…", "Exigir nova vistoria"),
    *both("vehicles", "Transferir…", "Transferir"),
    *go("vehicles", "Baixa…", "Baixa por venda"),
    *rr("vehicles", "Desativar…", "Comunicar desativação"),
    *both("vehicles", "CRV (Ctrl+P)", PREVIEW + "CRV"),
    *both("vehicles", "A vencer…", "Veículos com vencimento próximo"),
    *both("vehicles", "Inspetoras…", "Empresas de inspeção veicular"),
    *rr("vehicles", "Cancelamentos…", "Cancelamentos de ofício"),
    # Lei RR 664/2008 has no annotation of an issued autorização (`annotation_refusal`).
    *go("licences", "Desistência…", "Desistência da viagem — licença"),
    *go("licences", "Continuação…", "Continuação da viagem — licença"),
    *go("licences", "Passageiro…", "Incluir ou substituir passageiro — licença"),
    *go("licences", "Imprimir (Ctrl+P)", PREVIEW + "Licença"),
    *rr("licences", "Imprimir (Ctrl+P)", PREVIEW + "Autorização"),
    *both("licences", "Lista de passageiros (Ctrl+Shift+P)", PREVIEW + "Relação de passageiros"),
    *go("licences", "Lote de hoje (Ctrl+L)", "Imprimir 6 licença(s)"),
    *rr("licences", "Lote de hoje (Ctrl+L)", "Imprimir 1 autorização(ões)"),
    *both("lines", "Delegação (Ctrl+D)", "Delegação da linha"),
    *rr("lines", "Transferir concessão (Ctrl+Shift+D)", "Transferência da concessão"),
    *rr("lines", "Cancelar horários (Ctrl+Shift+H)", "Cancelamento de horários"),
    *both("lines", "Paralisação parcial…", "Paralisação parcial"),
    *both("lines", "Frota (Ctrl+Shift+F)", "Frota da linha"),
    *both("lines", "Horários (Ctrl+H)", "Quadro de horários da linha"),
    *both("lines", "Tarifas (Ctrl+T)", "Tarifas da linha"),
    *both("lines", "Estatísticas (Ctrl+M)", "Estatísticas da linha"),
    *both("lines", "Importar estatísticas (Ctrl+Shift+M)", "Importar estatísticas de linhas"),
    *both("lines", "Imprimir quadro (Ctrl+P)", PREVIEW + "Quadro de horários"),
    *go("lines", "Imprimir delegação (Ctrl+Shift+L)", PREVIEW + "Termo de Autorização"),
    *rr("lines", "Imprimir delegação (Ctrl+Shift+L)", PREVIEW + "Contrato de concessão"),
    *both("lines", "Imprimir tarifas (Ctrl+Shift+T)", PREVIEW + "Tabela de tarifas"),
    *go("lines", "Imprimir decisão (Ctrl+Shift+E)", PREVIEW + "Decisão sobre alteração"),
    *go("lines", "Pagamento de parcela da outorga…", "Pagamento da parcela"),
    *go("lines", "Publicação do extrato…", "Publicação do extrato"),
    *go("lines", "Corrigir artigo do Termo…", "Correção do artigo do Termo"),
    *both("lines", "Situação…", "Situação da linha"),
    *both("lines", "Pedido de alteração (Ctrl+R)", "Pedido de alteração da linha"),
    *both("lines", "Ocorrência (Ctrl+Shift+O)", "Ocorrência na linha"),
    *both("lines", "Comunicação da ocorrência (Ctrl+Shift+C)", "Comunicação da ocorrência"),
    *both("lines", "Coordenadas…", "Coordenadas dos pontos da linha"),
    *rr(
        "lines",
        "Padronização (Lei RR 664/2008, art. 68)…",
        "Padronização do transporte alternativo",
    ),
    *go("notices", "&Imprimir notificação", PREVIEW + "Notificação"),
    *rr("notices", "Notificação para pa&gamento", PREVIEW + "Notificação para pagamento"),
    *both("notices", "&Notificar…", "Registrar notificação"),
    *both("notices", "Corrigir erro &formal do auto…", "Corrigir erro formal do auto"),
    *go("notices", "Processo &ordinário…", "Instaurar processo administrativo ordinário"),
    *rr("notices", "Pr&ocesso administrativo…", "Instaurar processo administrativo"),
    *both("notices", "Registrar &defesa…", "Registrar defesa"),
    *both("notices", "&Julgar…", "Julgamento"),
    *go("notices", "&Revisão…", "Revisão do processo"),
    *both("notices", "Registrar &recurso…", "Registrar recurso"),
    *go("notices", "Decisão do &Conselho…", "Decisão do Conselho Regulador"),
    *rr("notices", "Decisão do &CRE/RR sobre o recurso…", "Decisão do CRE/RR sobre o recurso"),
    *rr("notices", "Pu&blicação no DOE…", "Publicação da decisão no Diário Oficial"),
    *go("notices", "Pu&blicação da caducidade…", "Publicação da caducidade"),
    *go("notices", "&Suspensão preventiva…", "Suspensão preventiva — processo"),
    *go("notices", "Pra&zo para ato…", "Prazo para ato — processo"),
    *go("notices", "A&to realizado…", "Ato realizado — processo"),
    *both("notices", "Registrar &medida…", "Registrar medida administrativa"),
    *go("notices", "Registrar de&spesa…", "Despesa da remoção"),
    *go("notices", "Despesa &paga…", "Pagamento de despesa"),
    *go("notices", "De&volver caução…", "Devolução da caução"),
    *go("notices", "&Liberar veículo…", "Liberar veículo"),
    *both("finance", "E&mitir certidão de débitos", PREVIEW + "Certidão Negativa de Débito"),
    *both("finance", "Registrar &pagamento…", "Registrar pagamento"),
    *both("legislation", "Registrar valor atualizado…", "Registrar valor atualizado"),
    *both("admin", "&Redefinir senha…", "Redefinir senha"),
]


@pytest.fixture(autouse=True)
def no_window_left(qtbot):
    """The dialogs and pages a test opened are closed when it ends."""
    yield
    assert [widget for widget in QApplication.topLevelWidgets() if widget.isVisible()] == []


@pytest.mark.parametrize(("state", "area", "button", "title"), DIALOGS)
def test_no_two_controls_of_a_dialog_share_a_mnemonic(
    qtbot, demo_offices, monkeypatch, state, area, button, title
):
    opened: list = []
    monkeypatch.setattr(dialogs, "launch", reads_into(opened, title))
    read_in_demo(qtbot, demo_offices[state], area, button, opened)
    assert opened, f"no record of the demo opens {title!r} with {button!r}"
    assert opened[0].shared == []
    assert opened[0].without_letter == []


def read_in_demo(qtbot, office, area: str, button: str, opened: list) -> None:
    """`button` of `area` clicked in the demo `office` as the table's dialogs are opened,
    until the `reads_into(opened, ...)` in place of `dialogs.launch` has read its dialog."""
    with admin_of(office) as ctx:
        page = area_page(ctx, office, area)
        qtbot.addWidget(page)
        page.resize(1366, 700)
        page.show()
        try:
            open_from(page, ctx, button, opened)
        finally:
            page.close()
            page.deleteLater()


FIELDS_WITH_LETTERS = [
    *go("operators", "E&xtrato no DOE…", "Corrigir publicação do extrato no DOE"),
    *go("lines", "Corrigir artigo do Termo…", "Correção do artigo do Termo"),
    *rr("licences", "Cancelar autorização…", "Cancelar autorização"),
    *rr("licences", "Finalidade satisfeita…", "Finalidade satisfeita"),
    *rr("licences", "Ciência do cancelamento…", "Ciência do cancelamento"),
    *both("vehicles", "Transferir…", "Transferir"),
    *both("lines", "Delegação (Ctrl+D)", "Delegação da linha"),
    *both("operators", "&Registrar documento recebido…", "Registrar documento recebido"),
    *go("operators", "&Indeferir…", "Indeferir pedido"),
    *go("notices", "Pu&blicação da caducidade…", "Publicação da caducidade"),
    *go("lines", "Tarifas (Ctrl+T)", "Tarifas da linha"),
    *both("lines", "Paralisação parcial…", "Paralisação parcial"),
    *both("lines", "Situação…", "Situação da linha"),
    *both("operators", "Protocolar p&edido…", "Protocolar pedido de registro"),
    *go("operators", "Deferir e e&mitir CRC…", "Deferir pedido e emitir o CRC"),
    *both("vehicles", "Vistoria…", "Registrar laudo de vistoria"),
    *both("vehicles", "Apólice…", "Registrar apólice"),
    *both("vehicles", "Afastar…", "Afastar de tráfego"),
    *go("vehicles", "Liberar…", "Liberar para o tráfego"),
    *both("vehicles", "Exigir vistoria…", "Exigir nova vistoria"),
    *go("vehicles", "Baixa…", "Baixa por venda"),
    *rr("vehicles", "Desativar…", "Comunicar desativação"),
    *go("licences", "Desistência…", "Desistência da viagem — licença"),
    *go("licences", "Continuação…", "Continuação da viagem — licença"),
    *go("licences", "Passageiro…", "Incluir ou substituir passageiro — licença"),
    *both("lines", "Ocorrência (Ctrl+Shift+O)", "Ocorrência na linha"),
    *both("lines", "Comunicação da ocorrência (Ctrl+Shift+C)", "Comunicação da ocorrência"),
    *go("notices", "Processo &ordinário…", "Instaurar processo administrativo ordinário"),
    *rr("notices", "Pr&ocesso administrativo…", "Instaurar processo administrativo"),
    *both("notices", "Registrar &defesa…", "Registrar defesa"),
    *both("notices", "Registrar &recurso…", "Registrar recurso"),
    *both("notices", "&Julgar…", "Julgamento"),
    *go("notices", "&Revisão…", "Revisão do processo"),
    *go("notices", "Decisão do &Conselho…", "Decisão do Conselho Regulador"),
]


@pytest.mark.parametrize(("state", "area", "button", "title"), FIELDS_WITH_LETTERS)
def test_every_field_of_a_dialog_answers_to_a_letter(
    qtbot, demo_offices, monkeypatch, state, area, button, title
):
    """The dialogs whose fields and check boxes are each reached with an Alt+letter, no two
    alike, in every mode their own switches show: the corrections of a Goiás act (Res. AGR
    105/2017, art. 12; Decreto 8.444/2015, arts. 11-12), whose DOE edition and page, the
    field a correction most often changes, had none; the ends of a Roraima autorização and
    the company's ciência of its cancellation (Lei RR 664/2008, arts. 22, 89 and 95); a
    vehicle's transfer with its CRLV and, the comodato chosen, the date of the AGR's act
    (Res. AGR 105/2017, art. 16, § 2º); the delegation of a line, the Termo's clauses
    (Decreto 8.444/2015, art. 6º, § 1º) and its dated boxes, and a Roraima contract's
    renewal (Lei RR 664/2008, art. 14); the documents received, the refusal of a
    registration and the publication of a caducity with their dated boxes; a Goiás Termo's
    fares communicated (Decreto 8.444/2015, art. 15, § 1º); the stoppages, a Roraima
    road's obstruction (Lei RR 664/2008, art. 55, II); the protocol and the approval of a
    registration with their modalities (Res. AGR 105/2017, arts. 7º and 13); a vehicle's
    inspection with its "Aprovado", policy, withdrawal and release, new inspection,
    deregistration (Res. AGR 105/2017, arts. 23, 26, 38, VIII, and 50-51) and Roraima's
    deactivation (Lei RR 664/2008, art. 32); the annotations of a Goiás licence (Res. AGR
    105/2017, arts. 28 and 36); a line's incident, its victims' box (Decreto 8.444/2015,
    art. 23, § 2º), and its communication; and the process's commission, defence, appeal
    and decisions with their penalties (Res. AGR 105/2017, arts. 84, 93 and 96)."""
    opened: list = []
    monkeypatch.setattr(dialogs, "launch", reads_into(opened, title))
    read_in_demo(qtbot, demo_offices[state], area, button, opened)
    assert opened, f"no record of the demo opens {title!r} with {button!r}"
    assert opened[0].shared == []
    assert opened[0].without_letter == []
    assert opened[0].captions_without_letter == []
    assert opened[0].boxes_without_letter == []


@pytest.mark.parametrize(
    ("published", "button", "title"),
    [
        (0, "E&xtrato no DOE…", "Registrar publicação do extrato no DOE"),
        (1, "E&xtrato no DOE…", "Corrigir publicação do extrato no DOE"),
        (1, "Reemitir CRC (pu&blicação)…", "Reemitir CRC com a publicação do extrato"),
        (2, "Reemitir CRC (pu&blicação)…", "Reemitir CRC com a publicação do extrato"),
    ],
)
def test_every_field_of_the_extract_dialogs_answers_to_a_letter(
    qtbot, demo_offices, monkeypatch, tmp_path, published, button, title
):
    """The DOE publication of a registration's extract recorded after the approval, then
    corrected, and the CRC printed before it issued again with it (Res. AGR 105/2017, arts.
    12 and 13), on a copy of the Goiás demo with a registration approved today, its
    extract not yet published (0), published (1) or published and corrected (2)."""
    office = demo_copy(demo_offices["GO"], tmp_path)
    with admin_of(office) as ctx:
        day = office_today(ctx)
        operator, _crc = registered(ctx, office[1], "998887770001", day)
        (application,) = list_applications(ctx, operator.id)
        if published:
            record_publication(ctx, application.id, day, "nº 24.100, p. 9")
        if published > 1:
            correct_publication(ctx, application.id, day, "nº 24.101, p. 19", "Edição")
        opened: list = []
        monkeypatch.setattr(dialogs, "launch", reads_into(opened, title))
        page = area_page(ctx, office, "operators")
        qtbot.addWidget(page)
        page.resize(1366, 700)
        page.show()
        try:
            page.open_record(operator.id)
            page.tabs.setCurrentWidget(page.process)
            (click,) = buttons_named(page, button, forced=False)
            click()
        finally:
            page.close()
            page.deleteLater()
    assert [read.title for read in opened] == [title]
    assert opened[0].shared == []
    assert opened[0].without_letter == []
    assert opened[0].captions_without_letter == []
    assert opened[0].boxes_without_letter == []


def kind_chosen(code: str) -> Callable[[QDialog], None]:
    def choose(dialog: QDialog) -> None:
        (kind,) = [
            label.buddy()
            for label in dialog.findChildren(QLabel)
            if label.text() == "&Tipo de alteração:"
        ]
        kind.setCurrentIndex(kind.findData(code))

    return choose


@pytest.mark.parametrize(
    ("state", "code"), [(state, code) for state, kinds in CHANGE_KINDS.items() for code in kinds]
)
def test_every_field_of_each_kind_of_line_change_answers_to_a_letter(
    qtbot, demo_offices, monkeypatch, state, code
):
    """Pedido de alteração shows the facts the article asks for the kind chosen (Decreto
    8.444/2015, art. 43; Lei RR 664/2008, arts. 50 and 57-61), built from the rules: each
    kind's fields and boxes answer to a letter no other control of the dialog takes, so a
    fact added to a kind cannot be left without one."""
    opened: list = []
    title = "Pedido de alteração da linha"
    monkeypatch.setattr(dialogs, "launch", reads_into(opened, title, kind_chosen(code)))
    read_in_demo(qtbot, demo_offices[state], "lines", "Pedido de alteração (Ctrl+R)", opened)
    assert opened, f"no record of the demo opens {title!r}"
    assert opened[0].shared == []
    assert opened[0].captions_without_letter == []
    assert opened[0].boxes_without_letter == []


def first_number(ctx) -> str:
    """The number of the office's first licence, which its first auto also has (numbers run
    per kind of document): the global search offers both."""
    rows = search_licences(ctx, limit=500).rows
    (licence,) = [row for row in rows if row.number.endswith("-000001")]
    return licence.number


def number_choice(qtbot, window: MainWindow, opened: list) -> None:
    window.search_box.setText(first_number(window.ctx))
    qtbot.keyClick(window.search_box, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bool(opened), timeout=30_000)


def shortcuts(qtbot, window: MainWindow, opened: list) -> None:
    window.show_shortcuts()


def drafts(qtbot, window: MainWindow, opened: list) -> None:
    left = DraftInfo(uuid.uuid4(), "operators", None, "Operador novo", {}, window.ctx.clock())
    dialogs.launch(DraftsDialog(window.ctx, [left], lambda _draft: None, window))


def login(qtbot, window: MainWindow, opened: list) -> None:
    """The login as `balcao demo` shows it: the office open, the demo's user offered."""
    dialog = LoginDialog(window)
    dialog.open_office(window.ctx.database, window.ctx.office.name)
    admin = DEMO_USERS[0]
    dialog.offer_demo_user(admin.username, admin.password)
    dialogs.launch(dialog)


@pytest.mark.parametrize("state", ["GO", "RR"])
@pytest.mark.parametrize(
    ("opens", "title"),
    [
        (number_choice, "Busca"),
        (shortcuts, "Atalhos do teclado"),
        (drafts, "Rascunhos não salvos"),
        (login, "Balcão — entrar"),
    ],
)
def test_no_two_controls_of_a_window_dialog_share_a_mnemonic(
    qtbot, demo_offices, monkeypatch, state, opens, title
):
    """The dialogs of the main window: the choice among the records with a number, the list
    of shortcuts (F1), the drafts left by a crash, and the login before it."""
    opened: list = []
    monkeypatch.setattr(dialogs, "launch", reads_into(opened, title))
    with demo_window(qtbot, demo_offices[state]) as window:
        opens(qtbot, window, opened)
    assert opened
    assert opened[0].shared == []
    assert opened[0].without_letter == []


def test_no_two_controls_of_a_setup_page_share_a_mnemonic(qtbot, database, tmp_path):
    """The setup of a new office, page by page (each page is shown on its own)."""
    wizard = SetupWizard(database, tmp_path / "keys")
    qtbot.addWidget(wizard)
    wizard.show()
    assert all(shown_mnemonics(wizard.page(page)) for page in wizard.pageIds())
    shared = {
        (wizard.page(page).title(), *clash)
        for page in wizard.pageIds()
        for clash in shared_mnemonics(wizard.page(page))
    }
    wizard.close()
    assert sorted(shared) == []


def test_the_check_finds_a_push_button_without_a_letter(qtbot):
    dialog = QDialog()
    qtbot.addWidget(dialog)
    QPushButton("Registrar empresa", dialog)
    QPushButton("&Imprimir lista…", dialog)
    QDialogButtonBox(
        QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, dialog
    )
    dialog.show()
    assert without_letter(dialog) == ["Registrar empresa"]
    dialog.close()


def test_a_caption_is_lettered_on_a_key_alt_can_join():
    """ "prevê" of the Termo's clause (Decreto 8.444/2015, art. 6º, § 1º, III) took the "ê",
    which an ABNT2 keyboard types with a dead key: Alt+ê cannot be pressed."""
    assert lettered("prevê o pagamento", {"p", "r", "e", "v"}) == "prevê &o pagamento"
    assert lettered("preços", {"p", "r", "e"}) == "pre&ços"


def test_a_caption_is_lettered_on_a_digit_of_the_top_row():
    """A digit takes one key of an ABNT2 keyboard, no dead key: Alt joins it."""
    assert lettered("Membro 2", {"m", "e", "b", "r", "o"}) == "Membro &2"


@pytest.mark.parametrize(
    ("state", "button", "title"),
    [
        ("GO", "Processo &ordinário…", "Instaurar processo administrativo ordinário"),
        ("RR", "Pr&ocesso administrativo…", "Instaurar processo administrativo"),
    ],
)
def test_each_member_of_the_commission_answers_to_its_number(
    qtbot, demo_offices, monkeypatch, state, button, title
):
    """The 3 members of the commission (Res. AGR 105/2017, art. 93, § 1º; Lei RR 664/2008,
    art. 84, I) are reached with Alt+1, Alt+2 and Alt+3, not with the letters their words
    left over ("&Membro 1", "M&embro 2", "Mem&bro 3")."""
    captions: list[str] = []

    def launch(dialog: QDialog) -> int:
        if not captions and dialog.windowTitle().startswith(title):
            captions.extend(
                row.label_text for name, row in dialog.form.rows.items() if "member" in name
            )
        dialog.close()
        dialog.deleteLater()
        return QDialog.DialogCode.Rejected

    monkeypatch.setattr(dialogs, "launch", launch)
    read_in_demo(qtbot, demo_offices[state], "notices", button, captions)
    assert captions == [
        "Membro &1 da comissão",
        "Membro &2 da comissão",
        "Membro &3 da comissão",
    ]
