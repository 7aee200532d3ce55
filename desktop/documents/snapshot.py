"""A document's data as JSON, and back: what a print order keeps so the PDF can be rendered
after the act's transaction commits, or again later, from committed data only.

The JSON mirrors the dataclass field by field (nested dataclasses as objects, tuples as
lists, dates and datetimes in ISO 8601, Decimals as strings so no cent is rounded); the
class to rebuild is the one the document kind's template declares (`kinds.document_kind`),
never a name read from the database.
"""

import dataclasses
import json
import types
import typing
from datetime import date, datetime
from decimal import Decimal
from typing import Any

from desktop.documents.data import DocumentData


def to_json(data: DocumentData) -> str:
    return json.dumps(_plain(data), ensure_ascii=False, sort_keys=True)


def from_json(data_type: type, text: str) -> DocumentData:
    built = _build(data_type, json.loads(text))
    assert isinstance(built, data_type)  # _build of a dataclass type gives an instance
    return typing.cast(DocumentData, built)


def _plain(value: object) -> Any:
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {
            field.name: _plain(getattr(value, field.name)) for field in dataclasses.fields(value)
        }
    if isinstance(value, tuple | list):
        return [_plain(item) for item in value]
    if isinstance(value, datetime | date):
        return value.isoformat()
    if isinstance(value, Decimal):
        return str(value)
    if value is None or isinstance(value, str | int | bool):
        return value
    raise TypeError(f"{type(value).__name__} não cabe no retrato JSON de um documento")


def _build(annotation: Any, value: Any) -> Any:
    origin = typing.get_origin(annotation)
    arguments = typing.get_args(annotation)
    if origin in (typing.Union, types.UnionType):
        if value is None and type(None) in arguments:
            return None
        (inner,) = (argument for argument in arguments if argument is not type(None))
        return _build(inner, value)
    if origin is tuple:
        if len(arguments) == 2 and arguments[1] is Ellipsis:
            return tuple(_build(arguments[0], item) for item in value)
        return tuple(
            _build(item_type, item) for item_type, item in zip(arguments, value, strict=True)
        )
    if isinstance(annotation, type) and dataclasses.is_dataclass(annotation):
        hints = typing.get_type_hints(annotation)
        return annotation(
            **{
                field.name: _build(hints[field.name], value[field.name])
                for field in dataclasses.fields(annotation)
                # A field added later with a default (CndData.state_data) is absent from
                # the snapshots printed before it.
                if field.init and field.name in value
            }
        )
    if annotation is datetime:
        return datetime.fromisoformat(value)
    if annotation is date:
        return date.fromisoformat(value)
    if annotation is Decimal:
        return Decimal(value)
    if annotation in (str, int, bool):
        return value
    raise TypeError(f"tipo {annotation!r} não cabe no retrato JSON de um documento")
