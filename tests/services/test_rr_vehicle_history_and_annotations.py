"""A Roraima office's vehicle history and expiry list cite Lei RR 664/2008 (arts. 20 V, 27,
29 I, 30 §2, 39), and its authorisations take none of Res. AGR 105/2017's annotations: the
services refuse them before anything is read or written, with what Lei 664 provides."""

import uuid
from datetime import datetime, timedelta

import pytest

from desktop.demo.office import DEMO_USERS
from desktop.demo.roraima import build_rr_demo
from desktop.models.errors import UserFacingError
from desktop.models.startup import open_database
from desktop.services.context import ServiceContext
from desktop.services.errors import NotFound, ServiceError
from desktop.services.licences.events import (
    change_passenger,
    record_cancellation,
    record_continuation,
)
from desktop.services.licences.passengers import PassengerInput
from desktop.services.office.setup_records import load_office
from desktop.services.office.users import authenticate
from desktop.services.search.vehicles import search_vehicles
from desktop.services.vehicles.events_records import vehicle_events
from desktop.services.vehicles.expiry import expiring_vehicle_items
from tests.factories.roraima import in_roraima

GOIAS_ACTS = ("Res. AGR", "Decreto 8.444", "105/2017")


@pytest.fixture
def roraima_demo(tmp_path):
    demo = build_rr_demo(tmp_path / "rr", DEMO_USERS)
    database = open_database(demo.database_url)
    admin = DEMO_USERS[0]
    ctx = ServiceContext(
        database, authenticate(database, admin.username, admin.password), load_office(database)
    )
    yield ctx
    database.dispose()


def test_the_history_and_expiries_of_a_roraima_vehicle_cite_lei_664(roraima_demo):
    ctx = roraima_demo
    vehicles = search_vehicles(ctx, "", limit=50).rows
    assert vehicles
    articles = [event.article for row in vehicles for event in vehicle_events(ctx, row.id)]
    assert articles and all("Lei" in article and "664/2008" in article for article in articles)
    assert not [a for a in articles if any(act in a for act in GOIAS_ACTS)]
    items = expiring_vehicle_items(ctx, within_days=800)
    assert items
    assert {item.article for item in items} <= {
        "Lei RR 664/2008, art. 30, § 2º",
        "Lei RR 664/2008, art. 20, V; art. 39",
        "Lei RR 664/2008, art. 27; art. 29, I",
    }
    assert "Seguro de responsabilidade civil" not in {item.label for item in items}


def annotations(ctx, licence_id):
    now = datetime.now().astimezone() - timedelta(hours=1)
    return {
        "desistencia": lambda: record_cancellation(ctx, licence_id, now, None, "recibo"),
        "continuacao": lambda: record_continuation(
            ctx, licence_id, uuid.uuid4(), "avaria", now, "BR-174, km 500"
        ),
        "passageiro": lambda: change_passenger(ctx, licence_id, PassengerInput("Ana Souza")),
    }


def test_roraima_refuses_resolution_105_annotations_citing_lei_664(admin_context):
    ctx = in_roraima(admin_context)
    for kind, call in annotations(ctx, uuid.uuid4()).items():
        with pytest.raises(ServiceError) as refused:
            call()
        assert not isinstance(refused.value, NotFound), kind
        message = str(refused.value)
        assert "Lei RR 664/2008" in message, kind
        assert not any(act in message for act in GOIAS_ACTS), kind


def test_goias_reaches_the_licence_for_the_same_annotations(admin_context):
    for kind, call in annotations(admin_context, uuid.uuid4()).items():
        with pytest.raises(UserFacingError) as refused:
            call()
        assert "Lei RR 664/2008" not in str(refused.value), kind
