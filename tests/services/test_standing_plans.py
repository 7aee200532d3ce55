"""Whether a printed licence still stands is read by its document (verification at any
counter, and each new passenger list of the licence, services/documents/standing.py): the
licence is found through an index of its document, not by reading every licence of the
office — a scan that cost each issue and each verification time in proportion to the
office's licences (issue 18)."""

import uuid
from datetime import date

import pytest
from query_plans import query_plan

from desktop.documents.kind import LICENCE_KIND
from desktop.models.documents import PrintOrder
from desktop.services.documents.standing import act_withdrawal


@pytest.mark.postgres
def test_a_licence_documents_standing_seeks_its_licence_by_the_document(database):
    document = PrintOrder(
        id=uuid.uuid4(),
        kind=LICENCE_KIND,
        number="GYN-2026-000001",
        office_code="GYN",
        issue_date=date(2026, 3, 10),
    )

    def read_standing() -> None:
        with database.read() as session:
            assert act_withdrawal(session, document) is None

    plan = query_plan(database.engine, read_standing, "licences")
    if database.engine.dialect.name == "sqlite":
        assert "SEARCH licences USING INDEX ix_licences_document (document_id=?)" in plan, plan
    else:
        assert "using ix_licences_document on licences" in plan, plan
        assert "Index Cond: (document_id = " in plan, plan
