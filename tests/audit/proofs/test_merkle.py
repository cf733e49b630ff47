"""The Merkle tree agrees with RFC 9162's recursive definitions, and forgeries fail.

The reference below is written from the RFC's text (sections 2.1.1, 2.1.3.1 and
2.1.4.1) as plainly as possible, independent of `foundations.audit.merkle`: it
recurses over the leaf list itself, where the module reads stored subtrees.
"""

from __future__ import annotations

import hashlib
from functools import cache

import pytest

from foundations.audit.merkle import (
    EMPTY_ROOT,
    Frontier,
    MemoryStore,
    MissingNode,
    consistency_proof,
    inclusion_proof,
    leaf_hash,
    tree_root,
    verify_consistency,
    verify_inclusion,
)

MAX = 300
DATA = [f"event {i}".encode() for i in range(MAX)]


# --- the reference: RFC 9162 word for word ------------------------------------------


def _k(n: int) -> int:
    """The largest power of two smaller than n."""
    k = 1
    while k * 2 < n:
        k *= 2
    return k


@cache
def ref_mth(start: int, end: int) -> bytes:
    """MTH(D[start:end])."""
    n = end - start
    if n == 0:
        return hashlib.sha256(b"").digest()
    if n == 1:
        return hashlib.sha256(b"\x00" + DATA[start]).digest()
    k = _k(n)
    return hashlib.sha256(
        b"\x01" + ref_mth(start, start + k) + ref_mth(start + k, end)
    ).digest()


def ref_path(m: int, start: int, end: int) -> list[bytes]:
    """PATH(m, D[start:end])."""
    n = end - start
    if n == 1:
        return []
    k = _k(n)
    if m < k:
        return ref_path(m, start, start + k) + [ref_mth(start + k, end)]
    return ref_path(m - k, start + k, end) + [ref_mth(start, start + k)]


def ref_subproof(m: int, start: int, end: int, b: bool) -> list[bytes]:
    """SUBPROOF(m, D[start:end], b)."""
    n = end - start
    if m == n:
        return [] if b else [ref_mth(start, end)]
    k = _k(n)
    if m <= k:
        return ref_subproof(m, start, start + k, b) + [ref_mth(start + k, end)]
    return ref_subproof(m - k, start + k, end, False) + [ref_mth(start, start + k)]


def ref_proof(m: int, n: int) -> list[bytes]:
    """PROOF(m, D[n]), empty at the edges the RFC leaves out (m = 0, m = n)."""
    return [] if m in (0, n) else ref_subproof(m, 0, n, True)


# --- the tree under test --------------------------------------------------------------


@pytest.fixture(scope="module")
def store() -> MemoryStore:
    """300 leaves appended in uneven batches, as transactions would append them."""
    store, frontier = MemoryStore(), Frontier()
    batches = [1, 2, 5, 1, 17, 64, 3, 100, 7, 100]
    position = 0
    for size in batches:
        batch = DATA[position : position + size]
        store.add(frontier.append(leaf_hash(d) for d in batch))
        position += len(batch)
    assert frontier.size == MAX
    return store


def roots() -> list[bytes]:
    return [ref_mth(0, n) for n in range(MAX + 1)]


def test_roots_equal_the_reference_at_every_size(store):
    """The root read from stored subtrees is MTH(D[0:n]) for n = 0..300."""
    for n in range(MAX + 1):
        assert tree_root(store, n) == ref_mth(0, n), n
    assert tree_root(store, 0) == EMPTY_ROOT == hashlib.sha256(b"").digest()


def test_frontier_root_after_each_single_append_equals_the_reference():
    """Appending one leaf at a time, the frontier's root is always the tree's root."""
    frontier = Frontier()
    assert frontier.root() == ref_mth(0, 0)
    for n, data in enumerate(DATA, start=1):
        frontier.append([leaf_hash(data)])
        assert frontier.root() == ref_mth(0, n), n


def test_a_batch_stores_every_completed_subtree_once(store):
    """n leaves leave 2n - popcount(n) rows (under 2n): each perfect subtree once."""
    assert len(store.nodes) == 2 * MAX - MAX.bit_count()
    frontier = Frontier()
    completed = frontier.append(leaf_hash(d) for d in DATA[:8])
    assert [node for node, _ in completed] == [
        (0, 0), (0, 1), (1, 0), (0, 2), (0, 3), (1, 1), (2, 0),
        (0, 4), (0, 5), (1, 2), (0, 6), (0, 7), (1, 3), (2, 1), (3, 0),
    ]  # fmt: skip
    assert dict(completed)[(3, 0)] == ref_mth(0, 8)


def test_frontier_rebuilt_from_the_store_continues_the_same_tree(store):
    """A restarted process reads O(log n) rows and appends where the log left off."""
    frontier = Frontier.from_store(store, 137)
    assert frontier.root() == ref_mth(0, 137)
    frontier.append(leaf_hash(d) for d in DATA[137:300])
    assert frontier.root() == ref_mth(0, 300)


def test_inclusion_proofs_equal_the_reference_and_verify(store):
    """For every size 1..300 and every leaf, PATH matches and verifies."""
    for n in range(1, MAX + 1):
        root = ref_mth(0, n)
        for m in range(n):
            proof = inclusion_proof(store, m, n)
            assert proof == ref_path(m, 0, n), (m, n)
            assert verify_inclusion(leaf_hash(DATA[m]), m, n, proof, root), (m, n)


def test_consistency_proofs_equal_the_reference_and_verify(store):
    """For every pair m <= n <= 300, PROOF matches and verifies."""
    all_roots = roots()
    for n in range(MAX + 1):
        for m in range(n + 1):
            proof = consistency_proof(store, m, n)
            assert proof == ref_proof(m, n), (m, n)
            assert verify_consistency(m, n, all_roots[m], all_roots[n], proof), (m, n)


def test_proofs_beyond_the_stored_tree_are_refused(store):
    """Asking for a bigger tree than was appended is an error, never a made-up hash."""
    with pytest.raises(MissingNode):
        inclusion_proof(store, 0, MAX + 1)
    with pytest.raises(MissingNode):
        consistency_proof(store, 5, MAX + 1)
    with pytest.raises(ValueError):
        inclusion_proof(store, 5, 5)
    with pytest.raises(ValueError):
        consistency_proof(store, 6, 5)


# --- forgeries ------------------------------------------------------------------------


def flipped(proof: list[bytes], i: int) -> list[bytes]:
    forged = list(proof)
    forged[i] = bytes([forged[i][0] ^ 1]) + forged[i][1:]
    return forged


def mutations(proof: list[bytes]) -> list[tuple[str, list[bytes]]]:
    """Every way of bending a proof: each byte flip, truncations, extensions, swaps."""
    out = [(f"flip {i}", flipped(proof, i)) for i in range(len(proof))]
    if proof:
        out += [("truncated", proof[:-1]), ("headless", proof[1:])]
        out += [("extended", [*proof, proof[-1]]), ("prefixed", [proof[0], *proof])]
    out += [("extended by empty", [*proof, EMPTY_ROOT])]
    out += [
        (f"swap {i}", [*proof[:i], proof[i + 1], proof[i], *proof[i + 2 :]])
        for i in range(len(proof) - 1)
        if proof[i] != proof[i + 1]
    ]
    return out


def test_forged_inclusion_proofs_are_refused(store):
    """Bent proofs (flipped, cut, extended, swapped), wrong index, size or leaf fail."""
    all_roots = roots()
    # Every size up to 100, then every 7th (the full square takes a minute).
    for n in [*range(1, 101), *range(101, MAX + 1, 7), MAX]:
        root = all_roots[n]
        for m in range(n):
            proof, leaf = inclusion_proof(store, m, n), leaf_hash(DATA[m])
            for name, forged in mutations(proof):
                assert not verify_inclusion(leaf, m, n, forged, root), (name, m, n)
            for index in (m - 1, m + 1, n, -1):
                assert not verify_inclusion(leaf, index, n, proof, root), (index, n)
            for size in (n - 1, n + 1):
                if m < size <= MAX:
                    assert not verify_inclusion(leaf, m, size, proof, all_roots[size])
            for n2 in (n + 1, n + 2, 2 * n):
                if n2 <= MAX and len(ref_path(m, 0, n2)) != len(proof):
                    assert not verify_inclusion(leaf, m, n2, proof, root), (m, n, n2)
            other = leaf_hash(DATA[m] + b"!")
            assert not verify_inclusion(other, m, n, proof, root), (m, n)
            assert not verify_inclusion(leaf, m, n, proof, all_roots[n - 1])


def test_forged_consistency_proofs_are_refused(store):
    """Bent proofs, or a right proof for the wrong sizes or roots, are refused."""
    all_roots = roots()
    for n in range(1, MAX + 1):
        # Every old size for small trees, a dense sample for big ones (time).
        olds = range(n + 1) if n <= 64 else range(0, n + 1, 7)
        for m in olds:
            proof = consistency_proof(store, m, n)
            old, new = all_roots[m], all_roots[n]
            for name, forged in mutations(proof):
                assert not verify_consistency(m, n, old, new, forged), (name, m, n)
            for m2 in (m - 1, m + 1):
                if 0 <= m2 <= n and ref_proof(m2, n) != proof:
                    assert not verify_consistency(m2, n, all_roots[m2], new, proof)
            for n2 in (n - 1, n + 1):
                if m <= n2 <= MAX and ref_proof(m, n2) != proof:
                    assert not verify_consistency(m, n2, old, all_roots[n2], proof)
            for n2 in (n + 1, n + 2, 2 * n):
                # The same hashes under a claimed larger size, with this tree's root:
                # refused whenever that size's proofs have another length. (When
                # the shapes coincide the RFC's algorithm cannot tell the sizes
                # apart; the signed checkpoint binds each size to its own root.)
                if m and n2 <= MAX and len(ref_proof(m, n2)) != len(proof):
                    assert not verify_consistency(m, n2, old, new, proof), (m, n, n2)
            if m:  # from the empty tree, any new root is consistent
                assert not verify_consistency(m, n, old, all_roots[n - 1], proof)
                assert not verify_consistency(m, n, all_roots[m - 1], new, proof)


def test_edge_sizes_of_consistency():
    """Equal sizes need equal roots; the empty tree's root must be the empty hash."""
    root = ref_mth(0, 5)
    assert verify_consistency(5, 5, root, root, [])
    assert not verify_consistency(5, 5, root, ref_mth(0, 4), [])
    assert not verify_consistency(5, 5, root, root, [root])
    assert verify_consistency(0, 5, EMPTY_ROOT, root, [])
    assert not verify_consistency(0, 5, root, root, [])
    assert not verify_consistency(0, 5, EMPTY_ROOT, root, [root])
    assert not verify_consistency(3, 5, ref_mth(0, 3), root, [])
    assert not verify_consistency(6, 5, root, root, [])
