"""Delegations of a line through the services: the GO Termo de Autorização with every item of
Decreto 8.444/2015 art. 6º §1º, effective once its extract is published (§2º); only a
registered operator receives a line; RR concession of Lei RR 664/2008 arts. 14 and 24
renewable once; RR line authorisation of art. 19, not transferable (art. 21)."""

import dataclasses
from datetime import date

import pytest

from desktop.models.audit import AuditEntry
from desktop.models.lines import LineAct, LineDelegation
from desktop.services.errors import ValidationError
from desktop.services.lines.delegations import (
    DelegationInput,
    record_delegation,
    record_publication,
)
from desktop.services.lines.delegations_records import expiring_delegations
from desktop.services.lines.register import create_line
from desktop.services.registration.operators import create_operator
from tests.factories.clock import at_day
from tests.factories.lines import TODAY, go_line, rr_concession, rr_line, termo
from tests.factories.operators import operator_input
from tests.factories.reading import counts
from tests.factories.roraima import in_roraima
from tests.factories.vehicles import operator


def stored(database):
    return counts(database, LineDelegation, LineAct, AuditEntry)


@pytest.fixture
def go(admin_context, tmp_path):
    ctx = at_day(admin_context, TODAY)
    holder = operator(ctx, tmp_path / "keys")
    return ctx, holder, create_line(ctx, go_line())


def refused(ctx, line_id, data, field, fragment):
    before = stored(ctx.database)
    with pytest.raises(ValidationError) as caught:
        record_delegation(ctx, line_id, data)
    assert fragment in caught.value.field_errors[field], caught.value.field_errors
    assert stored(ctx.database) == before


@pytest.mark.postgres
def test_termo_effective_only_once_its_extract_is_published(go):
    ctx, holder, line = go
    detail = record_delegation(ctx, line.id, termo(holder.id))
    (termo_row,) = detail.delegations
    assert (termo_row.starts_on, termo_row.last_day) == (date(2026, 6, 10), date(2041, 6, 9))
    assert termo_row.articles == (
        "Decreto 8.444/2015, arts. 6º e 11; Decreto 8.444/2015, art. 6º §1º, VI"
    )
    assert not termo_row.effective and detail.delegation_in_force is None
    detail = record_publication(ctx, termo_row.id, date(2026, 6, 12), "DOE/GO nº 24.100")
    assert detail.delegation_in_force.number == "TA-015/2026"
    assert [act.label for act in detail.acts] == [
        "Criação da linha",
        "Delegação",
        "Publicação do extrato do termo",
    ]
    assert detail.acts[2].article == "Decreto 8.444/2015, art. 6º §2º"
    with pytest.raises(ValidationError) as caught:
        record_publication(ctx, termo_row.id, date(2026, 6, 13), "DOE/GO nº 24.101")
    assert "já foi publicado" in caught.value.field_errors["published_on"]


@pytest.mark.parametrize(
    ("changes", "field", "fragment"),
    [
        ({"term_years": 16}, "term_years", "art. 6º §1º, VI"),
        ({"fleet_average_age": "6,5"}, "fleet_average_age", "art. 6º §1º, VII"),
        ({"trcf_paid": False}, "trcf_paid", "art. 6º §1º, III"),
        ({"kind": "concessao"}, "kind", "art. 8º"),
        ({"signed_on": date(2026, 6, 16)}, "signed_on", "futura"),
        ({"published_on": date(2026, 6, 9)}, "published_on", "art. 6º §2º"),
    ],
)
def test_bad_termo_refused_next_to_its_field_nothing_written(go, changes, field, fragment):
    ctx, holder, line = go
    refused(ctx, line.id, termo(holder.id, **changes), field, fragment)


def test_unregistered_operator_receives_no_line(go):
    ctx, _holder, line = go
    stranger = create_operator(ctx, operator_input(cnpj="11.444.777/0001-61"))
    refused(ctx, line.id, termo(stranger.id), "operator", "art. 11 §1º")


def test_one_delegation_in_force_at_a_time_and_expiry_list(go):
    ctx, holder, line = go
    record_delegation(ctx, line.id, termo(holder.id, term_years=1, published_on=TODAY))
    refused(ctx, line.id, termo(holder.id, number="TA-016/2026"), "signed_on", "em vigor até")
    assert expiring_delegations(ctx, 360)[0].last_day == date(2027, 6, 9)
    assert expiring_delegations(ctx, 300) == []


@pytest.mark.postgres
def test_rr_concession_ten_years_renewable_once(admin_context, tmp_path):
    ctx = at_day(admin_context, TODAY)
    holder = operator(ctx, tmp_path / "keys")
    ctx = in_roraima(ctx)
    line = create_line(ctx, rr_line())
    contract = rr_concession(holder.id)
    detail = record_delegation(ctx, line.id, contract)
    first = detail.delegations[0]
    assert (first.starts_on, first.last_day, first.effective) == (
        date(2026, 6, 2),
        date(2036, 6, 1),
        True,
    )
    refused(
        ctx,
        line.id,
        dataclasses.replace(contract, homologated_on=date(2026, 4, 1)),
        "signed_on",
        "art. 24",
    )
    renewal = DelegationInput(
        holder.id, "concessao", "CC-01/2026-A", date(2026, 6, 10), renews_id=first.id
    )
    detail = record_delegation(ctx, line.id, renewal)
    assert detail.delegations[0].last_day == date(2046, 6, 1)
    second = dataclasses.replace(renewal, number="CC-01/2026-B", renews_id=detail.delegations[0].id)
    refused(ctx, line.id, second, "renews", "Lei RR 664/2008, art. 14")


def test_rr_concession_signed_within_30_days_counted_as_art_95_counts(admin_context, tmp_path):
    """Lei RR 664/2008, arts. 24 and 95: homologated on Friday 8 May 2026, day 1 is Monday
    11 May and day 30 Tuesday 9 June; a contract signed on Monday 8 June is on time."""
    ctx = at_day(admin_context, TODAY)
    holder = operator(ctx, tmp_path / "keys")
    ctx = in_roraima(ctx)
    line = create_line(ctx, rr_line())
    contract = DelegationInput(
        holder.id,
        "concessao",
        "CC-02/2026",
        date(2026, 6, 8),
        bidding="Concorrência 02/2026",
        homologated_on=date(2026, 5, 8),
    )
    detail = record_delegation(ctx, line.id, contract)
    assert detail.delegations[0].starts_on == date(2026, 6, 9)


def test_rr_line_authorisation_one_year_not_transferable(admin_context, tmp_path):
    ctx = at_day(admin_context, TODAY)
    holder = operator(ctx, tmp_path / "keys")
    other = operator(ctx, tmp_path / "keys", cnpj="11.444.777/0001-61")
    ctx = in_roraima(ctx)
    line = create_line(ctx, rr_line())
    authorisation = DelegationInput(holder.id, "autorizacao", "TC-07/2026", date(2026, 6, 1))
    detail = record_delegation(ctx, line.id, authorisation)
    assert detail.delegations[0].last_day == date(2027, 5, 31)
    assert detail.delegations[0].articles == "Lei RR 664/2008, art. 19; Lei RR 664/2008, art. 23"
    moved = dataclasses.replace(authorisation, operator_id=other.id, number="TC-08/2026")
    refused(ctx, line.id, moved, "operator", "art. 21")
    refused(
        ctx,
        line.id,
        dataclasses.replace(moved, kind="permissao"),
        "kind",
        "Escolha o instrumento",
    )
