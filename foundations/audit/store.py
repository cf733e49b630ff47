"""The Merkle tree in the database: the subtree store, and the head of the log.

`DatabaseStore` implements merkle.SubtreeStore over `audit_auditmerklenode` with one
indexed query per call, so a proof at any size is one round trip (about 50 primary
key lookups at 10,000,000 events). `log_head` reads, in one query, everything an
append needs: the tree size, the last chain hash, the frontier's subtree roots, and
whether a change made outside the application awaits recording.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from django.db import connection

from .merkle import Frontier, MissingNode, Node
from .models import AuditAction, AuditEvent, AuditMerkleNode, BypassCapture

__all__ = ["DatabaseStore", "LogHead", "log_head", "log_size"]


class DatabaseStore:
    """Completed perfect subtrees, read from `audit_auditmerklenode`."""

    def subtree_hashes(self, nodes: Sequence[Node]) -> list[bytes]:
        if not nodes:
            return []
        if connection.vendor == "postgresql":
            with connection.cursor() as cursor:
                cursor.execute(
                    "SELECT k.level, k.idx, n.hash"
                    " FROM unnest(%s::smallint[], %s::bigint[]) AS k(level, idx)"
                    " JOIN audit_auditmerklenode n"
                    " ON n.level = k.level AND n.idx = k.idx",
                    [[level for level, _ in nodes], [idx for _, idx in nodes]],
                )
                found = {(lv, ix): bytes(h) for lv, ix, h in cursor.fetchall()}
        else:
            found = {}
            for level, idx in set(nodes):
                row = AuditMerkleNode.objects.filter(level=level, idx=idx).first()
                if row is not None:
                    found[(level, idx)] = bytes(row.hash)
        try:
            return [found[node] for node in nodes]
        except KeyError as error:
            raise MissingNode(f"no subtree {error.args[0]} in the log") from None


@dataclass(frozen=True)
class LogHead:
    """The log's right edge: what the next append continues from."""

    frontier: Frontier
    last_hash: str | None
    bypass_pending: bool


_HEAD = """
WITH head AS (
    SELECT leaf_index + 1 AS size, hash
    FROM audit_auditevent ORDER BY leaf_index DESC LIMIT 1
)
SELECT
    head.size,
    head.hash,
    (SELECT coalesce(array_agg(n.hash ORDER BY n.level DESC), '{}')
       FROM generate_series(0, 62) AS b
       JOIN audit_auditmerklenode n
         ON n.level = b AND n.idx = (head.size >> b) - 1
      WHERE (head.size >> b) & 1 = 1),
    coalesce((SELECT max(id) FROM audit_bypasscapture), 0) > coalesce(
        (SELECT subject_id::bigint FROM audit_auditevent
          WHERE action = %s ORDER BY id DESC LIMIT 1), 0)
FROM (SELECT 1) AS one LEFT JOIN head ON true
"""


def log_head() -> LogHead:
    """Read the log's head in one query (call it holding the append lock)."""
    if connection.vendor != "postgresql":
        return _log_head_orm()
    with connection.cursor() as cursor:
        cursor.execute(_HEAD, [AuditAction.DB_BYPASS])
        size, last_hash, roots, pending = cursor.fetchone()
    size = size or 0
    frontier = Frontier(size, [bytes(r) for r in (roots or [])])
    return LogHead(frontier, last_hash, bool(pending))


def _log_head_orm() -> LogHead:
    last = AuditEvent.objects.order_by("-leaf_index").first()
    size = last.leaf_index + 1 if last else 0
    frontier = Frontier.from_store(DatabaseStore(), size)
    drained = (
        AuditEvent.objects.filter(action=AuditAction.DB_BYPASS)
        .order_by("-id")
        .values_list("subject_id", flat=True)
        .first()
    )
    newest = BypassCapture.objects.order_by("-id").values_list("id", flat=True).first()
    pending = (newest or 0) > int(drained or 0)
    return LogHead(frontier, last.hash if last else None, pending)


def log_size() -> int:
    """Return the number of events in the log (the tree size now)."""
    last = (
        AuditEvent.objects.order_by("-leaf_index")
        .values_list("leaf_index", flat=True)
        .first()
    )
    return 0 if last is None else last + 1
