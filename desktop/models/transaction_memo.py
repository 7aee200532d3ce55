"""What a transaction reads once and may keep until it ends.

A use case checks the actor's account, links audit entries to the chain's head and looks up
the revoked keys several times in one transaction (issuing a licence and its passenger list
checked the account four times). `per_transaction` reads such a value on the first ask and
gives the same value to the others while the transaction lasts: on SQLite the write
transaction excludes every other writer from BEGIN IMMEDIATE on, and on PostgreSQL the reads
that need it are made under the transaction's own lock (the audit chain's advisory lock).
A new transaction of the same Session reads again.
"""

from collections.abc import Callable, Hashable
from typing import Any, TypeVar

from sqlalchemy.orm import Session

MEMO = "balcao_transaction_memo"
T = TypeVar("T")


def _kept(session: Session) -> dict[Hashable, Any]:
    """The values kept for the session's current transaction (none for a new one)."""
    transaction = session.get_transaction()
    memo = session.info.get(MEMO)
    if memo is None or memo[0] is not transaction:
        memo = session.info[MEMO] = (transaction, {})
    return memo[1]


def per_transaction(session: Session, key: Hashable, read: Callable[[], T]) -> T:
    """`read()` the first time `key` is asked for in the session's current transaction; the
    value kept from then on until that transaction ends."""
    if session.get_transaction() is not None:
        kept = _kept(session)
        if key in kept:
            return kept[key]
    value = read()
    _kept(session)[key] = value  # the read itself may have begun the transaction
    return value


def keep(session: Session, key: Hashable, value: object) -> None:
    """Sets what `key` gives for the rest of the session's current transaction (a value the
    transaction itself just changed, such as the chain's head after an entry is linked)."""
    _kept(session)[key] = value
