"""The harness's `licence` question, GO (Res. AGR 105/2017) and RR (Lei RR 664/2008): JSON to
the request of `check_licence` or `check_rr_licence`, and the decision back to JSON."""

from desktop.rules.conformance_json import (
    Json,
    get,
    get_date,
    get_datetime,
    get_list,
    get_object,
    insurance_periods,
    optional_bool,
    optional_date,
    optional_text,
)
from desktop.rules.licence_facts import LicenceDecision, VehicleStatus
from desktop.rules.licences import LicenceRequest, OperatorStatus, check_licence
from desktop.rules.licences_rr import RrLicenceRequest, RrOperatorStatus, check_rr_licence
from desktop.rules.rulebook import Rulebook


def _vehicle(data: Json) -> VehicleStatus:
    """The one vehicle a harness case names (shared/conformance/README.md)."""
    vehicle = get_object(data, "vehicle")
    return VehicleStatus(
        registered=get(vehicle, "registered", "vehicle."),
        capacity=get(vehicle, "capacity", "vehicle."),
        inspection_valid_until=optional_date(vehicle, "inspection_valid_until", "vehicle."),
        insurance_valid_until=optional_date(vehicle, "insurance_valid_until", "vehicle."),
        school_inspection=optional_bool(vehicle, "school_inspection", False, "vehicle."),
        withdrawn_from_traffic=optional_bool(vehicle, "withdrawn_from_traffic", False, "vehicle."),
        insurance_periods=insurance_periods(vehicle),
        manufacture_year=vehicle.get("manufacture_year"),
    )


def _modalities(operator: Json) -> frozenset[str]:
    return frozenset(get_list(operator, "modalities", "operator."))


def _answer(decision: LicenceDecision) -> Json:
    return {"allowed": decision.allowed, "reasons": list(decision.reasons)}


def licence(book: Rulebook, data: Json) -> Json:
    if book.jurisdiction == "RR":
        return _answer(check_rr_licence(book, rr_request(data)))
    return _answer(check_licence(book, go_request(data)))


def go_request(data: Json) -> LicenceRequest:
    operator = get_object(data, "operator")
    return LicenceRequest(
        modality=get(data, "modality"),
        requested_at=get_datetime(data, "requested_at"),
        start=get_date(data, "start"),
        end=get_date(data, "end"),
        passengers=get(data, "passengers"),
        vehicles=(_vehicle(data),),
        operator=OperatorStatus(
            crc_valid_until=optional_date(operator, "crc_valid_until", "operator."),
            modalities=_modalities(operator),
            suspended_until=optional_date(operator, "suspended_until", "operator."),
            overdue_debts=operator.get("overdue_debts", False),
        ),
        departure=get_datetime(data, "departure") if data.get("departure") is not None else None,
        substitutions=data.get("substitutions", 0),
        driver_link_proven=optional_bool(data, "driver_link_proven", True),
        passenger_list=data.get("passenger_list", "nominal"),
        destinations=data.get("destinations", 1),
        contractor_public=optional_bool(data, "contractor_public", False),
        origin=optional_text(data, "origin"),
        destination=optional_text(data, "destination"),
    )


def rr_request(data: Json) -> RrLicenceRequest:
    """GO-only fields (departure, substitutions, debts, suspension, school inspection) are
    not read: Roraima's law has no such rules (README, `licence` in RR)."""
    operator = get_object(data, "operator")
    return RrLicenceRequest(
        modality=get(data, "modality"),
        start=get_date(data, "start"),
        end=get_date(data, "end"),
        passengers=get(data, "passengers"),
        vehicles=(_vehicle(data),),
        operator=RrOperatorStatus(
            modalities=_modalities(operator),
            crc_valid_until=optional_date(operator, "crc_valid_until", "operator."),
            sanction=operator.get("sanction"),
        ),
        origin=optional_text(data, "origin"),
        destination=optional_text(data, "destination"),
    )
