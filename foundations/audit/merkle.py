"""The audit log as an append-only Merkle tree (RFC 9162): roots and proofs.

Leaves are audit events in log order (leaf index = position in the log, from 0); a
leaf's hash is SHA-256(0x00 || the event's committed canonical bytes) and an interior
node's SHA-256(0x01 || left || right). The verification half (`verify_inclusion`,
`verify_consistency`, the hashes) lives in `record_verify.py`, the single-file
offline verifier, and is imported from there: one implementation, read by us and by
outsiders alike.

How the database stores the tree
    One table of completed perfect subtrees, `(level, index) -> hash`: the node at
    `(level, index)` is the root of the perfect subtree over leaves
    `[index * 2**level, (index + 1) * 2**level)`. Level 0 holds the leaf hashes.
    A perfect subtree never changes once complete (the log only appends), so each row
    is written once, in the transaction that appends its last leaf, and is valid for
    every later tree size. A tree of n leaves has 2n - popcount(n) such rows (n leaves,
    fewer than n interior nodes), so 10,000,000 events cost under 20,000,000 rows of
    (smallint, bigint, 32 bytes), primary key (level, index).

    `Frontier` holds the right edge of the tree (one perfect subtree root per set bit
    of n, O(log n) hashes), appends a batch of leaves in O(batch + log n) hash
    operations and returns every node the batch completed, i.e. the rows to insert.
    It is rebuilt from the table with `Frontier.from_store` (O(log n) rows) when a
    process starts or after another process appended.

Why proofs are O(log n) lookups
    Every hash in an RFC 9162 proof is the Merkle Tree Hash of a range
    `[start, end)` whose start is a multiple of a power of two at least its length,
    so it splits into at most log2(n) perfect subtrees, read from the table and
    folded right to left. The ranges of one proof nest along a single root-to-leaf
    path (and the right edge of the tree), so one proof needs at most about 2 log2(n)
    distinct rows: `SubtreeStore.subtree_hashes` receives them all at once, which a
    database answers in one indexed query (`WHERE (level, index) IN (...)`), about
    50 rows at 10,000,000 events. The tree of any earlier size (an old checkpoint) is
    served by the same rows, because its perfect subtrees are among them.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Protocol

from .record_verify import (
    EMPTY_ROOT,
    leaf_hash,
    node_hash,
    verify_consistency,
    verify_inclusion,
)

__all__ = [
    "EMPTY_ROOT",
    "Frontier",
    "MemoryStore",
    "MissingNode",
    "Node",
    "SubtreeStore",
    "consistency_proof",
    "inclusion_proof",
    "leaf_hash",
    "node_hash",
    "tree_root",
    "verify_consistency",
    "verify_inclusion",
]

# (level, index): the perfect subtree over leaves [index << level, (index+1) << level).
Node = tuple[int, int]


class MissingNode(LookupError):
    """The store lacks a subtree the request needs: the tree is not that big yet."""


class SubtreeStore(Protocol):
    """Where completed perfect subtrees are kept: a dict, a database table."""

    def subtree_hashes(self, nodes: Sequence[Node]) -> Sequence[bytes]:
        """Return each node's hash, in order; raise MissingNode for an absent one."""
        ...


class MemoryStore:
    """A `SubtreeStore` in a dict, filled from what `Frontier.append` returns."""

    def __init__(self) -> None:
        self.nodes: dict[Node, bytes] = {}

    def add(self, completed: Iterable[tuple[Node, bytes]]) -> None:
        self.nodes.update(completed)

    def subtree_hashes(self, nodes: Sequence[Node]) -> list[bytes]:
        try:
            return [self.nodes[node] for node in nodes]
        except KeyError as error:
            raise MissingNode(f"no subtree {error.args[0]} in the store") from None


class Frontier:
    """The right edge of the tree: the roots of its perfect subtrees, largest first.

    The i-th root covers the leaves of the i-th set bit of `size`, from the highest:
    for 11 leaves (0b1011), subtrees of 8, 2 and 1 leaves.
    """

    def __init__(self, size: int = 0, roots: Sequence[bytes] = ()) -> None:
        if len(roots) != size.bit_count():
            raise ValueError(f"{size} leaves have {size.bit_count()} frontier roots")
        self.size = size
        self._roots = list(roots)

    @classmethod
    def from_store(cls, store: SubtreeStore, size: int) -> Frontier:
        """Rebuild the frontier of the tree of `size` leaves from stored subtrees."""
        return cls(size, store.subtree_hashes(_frontier_nodes(0, size)))

    def append(self, leaf_hashes: Iterable[bytes]) -> list[tuple[Node, bytes]]:
        """Append leaves; return every perfect subtree completed, leaves included."""
        completed: list[tuple[Node, bytes]] = []
        for leaf in leaf_hashes:
            index, level, current = self.size, 0, leaf
            completed.append(((0, index), current))
            # Each trailing 1 bit of the old size is a left sibling waiting to merge.
            while (index >> level) & 1:
                current = node_hash(self._roots.pop(), current)
                level += 1
                completed.append(((level, index >> level), current))
            self._roots.append(current)
            self.size += 1
        return completed

    def root(self) -> bytes:
        """Return the Merkle Tree Hash of the leaves appended so far."""
        return _fold(self._roots)


def tree_root(store: SubtreeStore, size: int) -> bytes:
    """Return the root of the first `size` leaves (any size the store has reached)."""
    return _fold(store.subtree_hashes(_frontier_nodes(0, size)))


def inclusion_proof(store: SubtreeStore, index: int, size: int) -> list[bytes]:
    """Return the RFC 9162 (2.1.3.1) inclusion proof of leaf `index` in tree `size`."""
    if not 0 <= index < size:
        raise ValueError(f"leaf {index} is not in a tree of {size} leaves")
    # PATH(m, D[start:end]): top-down, each level contributes the sibling range.
    ranges: list[tuple[int, int]] = []
    start, end = 0, size
    while end - start > 1:
        k = _split(end - start)
        if index < start + k:
            ranges.append((start + k, end))
            end = start + k
        else:
            ranges.append((start, start + k))
            start += k
    ranges.reverse()  # the proof lists the leaf's sibling first
    return _range_hashes(store, ranges)


def consistency_proof(store: SubtreeStore, old_size: int, new_size: int) -> list[bytes]:
    """Return the RFC 9162 (2.1.4.1) proof that tree `new_size` extends `old_size`.

    Empty when the sizes are equal or the old tree is empty: nothing to prove.
    """
    if not 0 <= old_size <= new_size:
        raise ValueError(f"no consistency from {old_size} to {new_size} leaves")
    if old_size in (0, new_size):
        return []
    # SUBPROOF(m, D[start:end], b), unrolled top-down.
    ranges: list[tuple[int, int]] = []
    start, end, m, whole = 0, new_size, old_size, True
    while m != end - start:
        k = _split(end - start)
        if m <= k:
            ranges.append((start + k, end))
            end = start + k
        else:
            ranges.append((start, start + k))
            start, m, whole = start + k, m - k, False
    if not whole:
        # The old tree's last subtree is a node of the new tree: prove from it.
        ranges.append((start, end))
    ranges.reverse()
    return _range_hashes(store, ranges)


def _split(n: int) -> int:
    """Return the largest power of two strictly less than n (n > 1)."""
    return 1 << ((n - 1).bit_length() - 1)


def _frontier_nodes(start: int, end: int) -> list[Node]:
    """Return the perfect subtrees that tile [start, end), largest first.

    Every range a proof asks for starts at a multiple of a power of two at least its
    length, so taking the largest power of two that fits each time stays aligned.
    """
    nodes: list[Node] = []
    while start < end:
        level = (end - start).bit_length() - 1
        if start % (1 << level):
            raise ValueError(f"range [{start}, {end}) is not aligned to its subtrees")
        nodes.append((level, start >> level))
        start += 1 << level
    return nodes


def _fold(hashes: Sequence[bytes]) -> bytes:
    """Return the Merkle Tree Hash of consecutive perfect subtrees, largest first."""
    if not hashes:
        return EMPTY_ROOT
    current = hashes[-1]
    for left in reversed(hashes[:-1]):
        current = node_hash(left, current)
    return current


def _range_hashes(
    store: SubtreeStore, ranges: Sequence[tuple[int, int]]
) -> list[bytes]:
    """Return the Merkle Tree Hash of each range, reading each subtree once."""
    tilings = [_frontier_nodes(start, end) for start, end in ranges]
    wanted = sorted({node for tiling in tilings for node in tiling})
    known: Mapping[Node, bytes] = dict(
        zip(wanted, store.subtree_hashes(wanted), strict=True)
    )
    return [_fold([known[node] for node in tiling]) for tiling in tilings]
