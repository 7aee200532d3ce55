"""Licenças > the Licença tab on a real SQLite file: the request's data a Goiás licence
prints are shown with the others — the paper request's protocol and the time it dates the
request from (Res. AGR 105/2017, art. 28, I), and the contractor declared a municipality or
public body (art. 29, § 2º); a counter request with a private contractor shows neither."""

from desktop.services.licences.issue import issue_licence
from desktop.ui.licences.area import LicencesArea
from tests.factories.clock import at_instant
from tests.factories.licences import TODAY, continuous, departure, eventual, fleet

PROTOCOL = "Requerimento: protocolo nº SEI 5301.2026.0042, de 15/06/2026 às 09:00"
PUBLIC = "Contratante declarado município ou órgão público (Res. AGR 105/2017, art. 29, § 2º)"


def test_protocol_and_public_contractor_shown_with_the_request(open_area, admin_context, tmp_path):
    keys = tmp_path / "keys"
    operator, bus = fleet(admin_context, keys)
    ctx = at_instant(admin_context, departure(TODAY, 12))
    protocolled = issue_licence(
        ctx,
        eventual(
            operator.id,
            bus.id,
            start_on=TODAY,
            end_on=TODAY,
            departure_at=departure(TODAY, 15),
            requested_at=departure(TODAY, 9),
            request_protocol="SEI 5301.2026.0042",
        ),
        keys,
    )
    health = issue_licence(
        ctx,
        continuous(
            operator.id,
            bus.id,
            passenger_list="geral_saude",
            passengers=(),
            contractor_public=True,
            contractor_name="Secretaria Municipal de Saúde de Goiânia",
        ),
        keys,
    )
    counter = issue_licence(ctx, continuous(operator.id, bus.id, start_on=TODAY), keys)
    area = open_area(LicencesArea, ctx, keys)
    area.show_licence(protocolled.id)
    shown = area.detail.toPlainText()
    assert f"{PROTOCOL} (horário local) (Res. AGR 105/2017, art. 28, I)" in shown
    assert PUBLIC not in shown
    area.show_licence(health.id)
    shown = area.detail.toPlainText()
    assert PUBLIC in shown and "Requerimento:" not in shown
    area.show_licence(counter.id)
    shown = area.detail.toPlainText()
    assert "Requerimento:" not in shown and "órgão público" not in shown
