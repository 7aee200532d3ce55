"""Licenças > Passageiro… asks what the licence's own list asks of a passenger (Res. AGR
105/2017): the student's school, the parents' declaration of a minor or that the student is
of age (art. 30, III-IV) on an escolar licence; nothing of students or of the link of the
vinculada (art. 54) on a contínuo one. A student of age was refused for want of the
declaration, which the dialog could not spare."""

from datetime import date

from PySide6.QtCore import Qt

from desktop.demo.numbers import make_cpf
from desktop.services.licences.detail import licence_detail
from desktop.services.licences.issue import issue_licence
from desktop.ui.licences.area import LicencesArea
from tests.factories.clock import at_day
from tests.factories.licences import (
    TODAY,
    continuous,
    employee_driver,
    school_fleet,
    students,
)


def test_an_adult_student_included_without_the_declaration(
    qtbot, admin_context, tmp_path, open_area, dialog_driver
):
    keys = tmp_path / "keys"
    operator, bus = school_fleet(admin_context, keys)
    ctx = at_day(admin_context, TODAY)
    common = dict(end_on=date(2026, 11, 30), drivers=(employee_driver(),))
    contract = issue_licence(ctx, continuous(operator.id, bus.id, **common), keys)
    school = issue_licence(
        ctx,
        continuous(
            operator.id,
            bus.id,
            modality="escolar",
            passengers=students(20),
            documents_presented=frozenset({"requerimento", "contrato", "declaracao"}),
            **{**common, "drivers": (employee_driver(defensive_certificate="SEST 2025-8891"),)},
        ),
        keys,
    )
    area = open_area(LicencesArea, ctx, keys)
    seen = {}

    def fields_only(dialog):
        seen["contínuo"] = sorted(dialog.form.rows)
        return 0

    def include_adult(dialog):
        seen["escolar"] = sorted(dialog.form.rows)
        form = dialog.form
        form.editor("name").setText("Aluno Maior de Idade")
        form.editor("cpf").setText(make_cpf("000000888"))
        form.editor("school").setText("Colégio Estadual Lyceu de Goiânia")
        form.editor("adult").setChecked(True)
        with qtbot.waitExposed(dialog):
            dialog.show()
        qtbot.keyClick(dialog.ok_button, Qt.Key.Key_Space)
        seen["errors"] = {name: form.error_of(name) for name in form.rows if form.error_of(name)}
        return dialog.result()

    for licence, handler in ((contract, fields_only), (school, include_adult)):
        area.load(licence.id)
        qtbot.waitUntil(lambda licence=licence: area.current_id() == licence.id)
        dialog_driver.on("ActionDialog", handler)
        area.action_bar.actions_["change"].trigger()
    shared = ["cpf", "document_kind", "document_number", "name", "replaces"]
    assert seen == {
        "contínuo": shared,
        "escolar": sorted([*shared, "school", "guardian_declaration", "adult"]),
        "errors": {},
    }
    assert licence_detail(ctx, school.id).changes_used == 1
