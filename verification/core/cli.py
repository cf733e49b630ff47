"""Verify JSONL answers: ``python -m verification.core [options] FILE``.

Options: ``--aliases A.json``, ``--catalogue DIR`` (repeatable).

One report per input line on stdout, in input order. A bad line gets an error object
carrying its line number (and a message on stderr) and does not stop the rest of the
file: one malformed record in a batch of thousands should cost one record.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterable, Mapping, Sequence
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
        return run(sys.stdin, sys.stdout, sys.stderr, aliases, catalogue)
    try:
        lines = open(args.file, encoding="utf-8", errors="replace")
    except OSError as error:
        print(f"error: {args.file}: {error.strerror}", file=sys.stderr)
        return 2
    with lines:
        return run(lines, sys.stdout, sys.stderr, aliases, catalogue)


def run(
    lines: Iterable[str],
    out: IO[str],
    err: IO[str],
    aliases: Mapping[str, str] | None = None,
    catalogue: Catalogue | None = None,
) -> int:
    """Verify each JSON line of lines, writing one result per line to out."""
    status = 0
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        result = verify_line(line, number, aliases, catalogue)
        if "error" in result:
            status = 1
            print(f"line {number}: {result['error']}", file=err)
        out.write(json.dumps(result, ensure_ascii=False) + "\n")
    return status


def verify_line(
    line: str,
    number: int,
    aliases: Mapping[str, str] | None,
    catalogue: Catalogue | None = None,
) -> dict[str, Any]:
    """Return the report for one input line, or an error object naming the line."""
    try:
        record = json.loads(line)
    except ValueError:
        return {"line": number, "id": None, "error": INVALID_JSON}
    record_id = record.get("id") if isinstance(record, dict) else None
    try:
        text, evidence = _read_record(record)
    except InputError as error:
        return {"line": number, "id": record_id, "error": str(error)}
    report = verify(text, evidence, aliases, catalogue=catalogue)
    return report_to_dict(report, id=record_id)


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
    return parser
