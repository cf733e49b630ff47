"""Verify JSONL answers: ``python -m verification.core [options] FILE``.

Options: ``--aliases A.json``, ``--catalogue DIR`` (repeatable), ``--jobs N``.

One report per input line on stdout, in input order. A bad line gets an error object
carrying its line number (and a message on stderr) and does not stop the rest of the
file: one malformed record in a batch of thousands should cost one record. Bad are
invalid JSON (nested too deeply, an integer of too many digits), a key given twice
in one object, an id holding NaN or Infinity, and a record or evidence of the wrong
shape (the message names the field). A byte order mark opening a line is ignored;
a lone surrogate ("\ud800") is written back escaped, as the input wrote it.

A file is verified by one process per CPU (``--jobs``): each answer is verified on
its own, so a batch of thousands is the work of every core, in input order.
Standard input is read one line at a time by default, so a pipe gets each report
as soon as its answer is read.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import sys
from collections.abc import Iterable, Iterator, Mapping, Sequence
from itertools import islice
from typing import IO, Any, Final

from verification.core.catalogue import Catalogue, load_catalogue
from verification.core.models import InputError
from verification.core.serialise import (
    NOT_OBJECT,
    NOT_STRING,
    aliases_from_json,
    evidence_list_from_json,
    report_to_dict,
)
from verification.core.verifier import verify

INVALID_JSON: Final = "invalid JSON"
TOO_DEEP: Final = f"{INVALID_JSON}: nested too deeply"
TOO_MANY_DIGITS: Final = f"{INVALID_JSON}: a number with too many digits"
BAD_ID: Final = "id: must hold no NaN or Infinity"
# What a line's verification raised, were the verifier ever to raise: the line's
# error, not the run's end.
FAILED: Final = "the verifier failed on this line"
_BOM: Final = "\ufeff"
# Lines a worker process verifies per task: enough that handing them over costs
# little beside verifying them, few enough that the processes finish together.
CHUNK_LINES: Final = 64
# Lines read ahead per process: bounds the memory of a file of any size.
BATCH_CHUNKS: Final = 16


def main(argv: Sequence[str] | None = None) -> int:
    """Run the CLI; return 1 if any line was bad, else 0."""
    args = _parser().parse_args(argv)
    try:
        aliases = _load_aliases(args.aliases) if args.aliases else None
    except (OSError, ValueError) as error:
        print(f"error: --aliases {args.aliases}: {error}", file=sys.stderr)
        return 2
    try:
        catalogue = load_catalogue(*args.catalogue) if args.catalogue else None
    except (OSError, ValueError) as error:
        print(f"error: --catalogue: {error}", file=sys.stderr)
        return 2
    # Undecodable bytes become U+FFFD: one bad byte should cost one line at most.
    sys.stdout.reconfigure(encoding="utf-8")  # type: ignore[union-attr]
    if args.file == "-":
        sys.stdin.reconfigure(encoding="utf-8", errors="replace")  # type: ignore[union-attr]
        jobs = args.jobs or 1
        return run(sys.stdin, sys.stdout, sys.stderr, aliases, catalogue, jobs)
    try:
        lines = open(args.file, encoding="utf-8", errors="replace")
    except OSError as error:
        print(f"error: {args.file}: {error.strerror}", file=sys.stderr)
        return 2
    jobs = args.jobs or os.cpu_count() or 1
    with lines:
        return run(lines, sys.stdout, sys.stderr, aliases, catalogue, jobs)


def run(
    lines: Iterable[str],
    out: IO[str],
    err: IO[str],
    aliases: Mapping[str, str] | None = None,
    catalogue: Catalogue | None = None,
    jobs: int = 1,
) -> int:
    """Verify each JSON line of lines, writing one result per line to out.

    With jobs above 1, by that many worker processes, a batch of lines at a time;
    the output is the same, in the same order.
    """
    numbered = ((n, line) for n, line in enumerate(lines, start=1) if line.strip())
    batch = jobs * CHUNK_LINES * BATCH_CHUNKS
    first = list(islice(numbered, batch)) if jobs > 1 else []
    if jobs <= 1 or len(first) < batch:
        # One process; a file that fits in one batch is done before the processes
        # would start.
        serial = numbered if jobs <= 1 else first
        return _write((_result(item, aliases, catalogue) for item in serial), out, err)
    with multiprocessing.Pool(jobs, _start_worker, (aliases, catalogue)) as pool:
        results = (
            result
            for lines_batch in _batches(first, numbered, batch)
            for result in pool.imap(_worker_result, lines_batch, CHUNK_LINES)
        )
        return _write(results, out, err)


def _write(
    results: Iterable[tuple[str | None, str]], out: IO[str], err: IO[str]
) -> int:
    """Write each (error message or None, JSON line); return 1 if any was an error."""
    status = 0
    for message, row in results:
        if message is not None:
            status = 1
            print(message, file=err)
        out.write(row)
    return status


def _batches(
    first: list[tuple[int, str]], rest: Iterator[tuple[int, str]], size: int
) -> Iterator[list[tuple[int, str]]]:
    """Yield first, then the rest of the lines in lists of size."""
    batch = first
    while batch:
        yield batch
        batch = list(islice(rest, size))


def _result(
    item: tuple[int, str],
    aliases: Mapping[str, str] | None,
    catalogue: Catalogue | None,
) -> tuple[str | None, str]:
    """Return (the error message for stderr or None, the output line) of one line."""
    number, line = item
    try:
        result = verify_line(line, number, aliases, catalogue)
    except Exception as error:  # noqa: BLE001 - one line's failure is its own
        result = {
            "line": number,
            "id": None,
            "error": f"{FAILED} ({type(error).__name__})",
        }
    message = f"line {number}: {result['error']}" if "error" in result else None
    row = json.dumps(result, ensure_ascii=False, allow_nan=False)
    try:
        row.encode("utf-8")
    except UnicodeEncodeError:
        # A lone surrogate ("\ud800" in the input's JSON) has no UTF-8: escaped
        # as the input wrote it, or writing the line stopped the run.
        row = json.dumps(result, allow_nan=False)
    return message, row + "\n"


# A worker process's aliases and catalogue, set once by _start_worker rather than
# sent with every chunk of lines.
_WORKER_OPTIONS: list[Any] = [None, None]


def _start_worker(
    aliases: Mapping[str, str] | None, catalogue: Catalogue | None
) -> None:
    """Keep the run's aliases and catalogue in this worker process."""
    _WORKER_OPTIONS[:] = [aliases, catalogue]


def _worker_result(item: tuple[int, str]) -> tuple[str | None, str]:
    """Return _result(item) in a worker process, with the run's options."""
    return _result(item, *_WORKER_OPTIONS)


def verify_line(
    line: str,
    number: int,
    aliases: Mapping[str, str] | None,
    catalogue: Catalogue | None = None,
) -> dict[str, Any]:
    """Return the report for one input line, or an error object naming the line."""
    try:
        # A byte order mark opens the files of some editors, and every file of a
        # concatenation of them.
        record = json.loads(line.removeprefix(_BOM), object_pairs_hook=_unique_keys)
    except _DuplicateKeyError as error:
        return {"line": number, "id": None, "error": str(error)}
    except json.JSONDecodeError:
        return {"line": number, "id": None, "error": INVALID_JSON}
    except ValueError:
        # Past Python's limit on an integer's digits (sys.get_int_max_str_digits).
        return {"line": number, "id": None, "error": TOO_MANY_DIGITS}
    except RecursionError:
        return {"line": number, "id": None, "error": TOO_DEEP}
    record_id = record.get("id") if isinstance(record, dict) else None
    if not _is_strict_json(record_id):
        # Echoed, a NaN id made the output line no JSON a strict reader accepts.
        return {"line": number, "id": None, "error": BAD_ID}
    try:
        text, evidence = _read_record(record)
    except InputError as error:
        return {"line": number, "id": record_id, "error": str(error)}
    report = verify(text, evidence, aliases, catalogue=catalogue)
    return report_to_dict(report, id=record_id)


class _DuplicateKeyError(ValueError):
    """An object of the line names one key twice."""


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """Return the object of pairs, or raise _DuplicateKeyError naming a repeated key.

    JSON leaves a repeated key's meaning open: Python keeps the last, other
    readers the first, so one line could be checked as another reader sees it not.
    """
    record = dict(pairs)
    if len(record) < len(pairs):
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                raise _DuplicateKeyError(f"{json.dumps(key)[1:-1]}: given twice")
            seen.add(key)
    return record


def _is_strict_json(value: object) -> bool:
    """Return whether value is JSON without NaN or Infinity."""
    try:
        json.dumps(value, allow_nan=False)
    except ValueError:
        return False
    return True


def _read_record(record: object) -> tuple[str, list[Any]]:
    """Return the text and evidence of one input record, or raise InputError."""
    if not isinstance(record, dict):
        raise InputError("line", NOT_OBJECT)
    text = record.get("text")
    if not isinstance(text, str):
        raise InputError("text", NOT_STRING)
    return text, evidence_list_from_json(record.get("evidence", []))


def _load_aliases(path: str) -> dict[str, str]:
    """Return the alias mapping stored as a JSON object in the file at path."""
    with open(path, encoding="utf-8") as handle:
        return aliases_from_json(json.load(handle))


def _parser() -> argparse.ArgumentParser:
    """Return the argument parser of the CLI."""
    parser = argparse.ArgumentParser(
        prog="python -m verification.core",
        description="Verify the citations of JSONL answers against their evidence.",
    )
    parser.add_argument("file", help="JSONL input, one answer per line; - for stdin")
    parser.add_argument(
        "--aliases", help="JSON object mapping other spellings to one law label"
    )
    parser.add_argument(
        "--catalogue",
        action="append",
        metavar="DIR",
        help="a directory of law files (JSON) extending the built-in catalogue",
    )
    parser.add_argument(
        "--jobs",
        type=_jobs,
        default=0,
        metavar="N",
        help="worker processes (default: one per CPU for a file, 1 for stdin)",
    )
    return parser


def _jobs(value: str) -> int:
    """Return --jobs as a positive int, or raise the error argparse reports."""
    try:
        jobs = int(value)
    except ValueError:
        jobs = 0
    if jobs < 1:
        raise argparse.ArgumentTypeError(
            f"expected a whole number of at least 1: {value!r}"
        )
    return jobs
