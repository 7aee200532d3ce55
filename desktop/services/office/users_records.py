"""Queries of `desktop.services.office.users`, read by its screens:
nothing here writes."""

import uuid
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import select

from desktop.models.users import User
from desktop.services.context import ServiceContext
from desktop.services.office.permissions import Permission, require


@dataclass(frozen=True)
class UserInfo:
    id: uuid.UUID
    username: str
    display_name: str
    roles: frozenset[str]
    active: bool
    locked_until: datetime | None
    created_at: datetime
    created_by_id: uuid.UUID


def user_info(user: User) -> UserInfo:
    return UserInfo(
        id=user.id,
        username=user.username,
        display_name=user.display_name,
        roles=user.role_names,
        active=user.active,
        locked_until=user.locked_until,
        created_at=user.created_at,
        created_by_id=user.created_by_id,
    )


def list_users(ctx: ServiceContext) -> list[UserInfo]:
    require(ctx, Permission.USER_MANAGE)
    with ctx.database.read() as session:
        return [user_info(user) for user in session.scalars(select(User).order_by(User.username))]
