"""The CLI: python -m verification.core [--aliases A] FILE.jsonl."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from verification.core.serialise import BLANK_LABEL, NOT_ARTICLE

ROOT = Path(__file__).resolve().parents[3]
EVIDENCE = [{"chunk_id": "g5", "law_label": "GDPR", "article_no": 5, "score": 0.9}]


def run_cli(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    """Run the CLI as a subprocess from the repository root."""
    env = {**os.environ, "PYTHONPATH": str(ROOT), "PYTHONIOENCODING": "utf-8"}
    return subprocess.run(
        [sys.executable, "-m", "verification.core", *args],
        input=stdin,
        capture_output=True,
        text=True,
        encoding="utf-8",
        cwd=ROOT,
        env=env,
        check=False,
    )


def line(id: object, text: str, evidence: object = EVIDENCE, **extra: object) -> str:
    """Return one JSONL input line."""
    return json.dumps({"id": id, "text": text, "evidence": evidence, **extra})


def outputs(result: subprocess.CompletedProcess[str]) -> list[dict]:
    """Return the JSON objects the CLI wrote, one per line."""
    return [json.loads(row) for row in result.stdout.splitlines()]


def test_writes_one_report_per_line_in_input_order(tmp_path):
    """Each input line gets its report, in input order, unknown fields ignored."""
    path = tmp_path / "answers.jsonl"
    rows = [line(i, f"Claim [GDPR, Article {5 + i}]", model="x") for i in range(3)]
    path.write_text("\n".join(rows) + "\n", encoding="utf-8")
    result = run_cli(str(path))
    assert result.returncode == 0, result.stderr
    reports = outputs(result)
    assert [r["id"] for r in reports] == [0, 1, 2]
    assert [r["passed"] for r in reports] == [True, False, False]


def test_reads_stdin_when_file_is_dash():
    """A file of "-" reads the answers from standard input."""
    result = run_cli("-", stdin=line("a", "[GDPR, Article 5]") + "\n")
    assert result.returncode == 0
    assert outputs(result)[0]["citations"][0]["status"] == "verified"


def test_writes_non_ascii_as_is():
    """Output keeps Arabic text unescaped (ensure_ascii=False)."""
    result = run_cli("-", stdin=line("a", "[نظام العمل، المادة 5]") + "\n")
    assert "نظام العمل" in result.stdout


@pytest.mark.parametrize(
    ("bad", "error", "line_id"),
    [
        # A line that is not an object has no id to echo; one that is echoes its own.
        ("{not json", "invalid JSON", None),
        ("[1, 2]", "line: must be an object", None),
        (json.dumps({"id": 9, "text": 5}), "text: must be a string", 9),
        (line(9, "t", evidence={}), "evidence: must be a list", 9),
        (
            line(9, "t", evidence=[EVIDENCE[0], {**EVIDENCE[0], "article_no": 0}]),
            "evidence[1].article_no: " + NOT_ARTICLE,
            9,
        ),
        # A label that shows nothing names no law.
        (
            line(9, "t", evidence=[{**EVIDENCE[0], "law_label": " \u200b "}]),
            "evidence[0].law_label: " + BLANK_LABEL,
            9,
        ),
        # Hostile lines: each its own error, never a traceback ending the run.
        ("[" * 100_000 + "]" * 100_000, "invalid JSON: nested too deeply", None),
        (
            '{"id": 9, "text": "t", "evidence": ' + "[" * 5000 + "]" * 5000 + "}",
            "invalid JSON: nested too deeply",
            None,
        ),
        (
            # Past Python's 4,300 digits an integer is not read at all.
            line(9, "t", evidence=[{**EVIDENCE[0], "article_no": 7}]).replace(
                ": 7", ": " + "9" * 5000
            ),
            "invalid JSON: a number with too many digits",
            None,
        ),
        (
            line(9, "t", evidence=[{**EVIDENCE[0], "score": 10**400}]),
            "evidence[0].score: must be a number",
            9,
        ),
        (
            line(9, "t", evidence=[{**EVIDENCE[0], "score": float("nan")}]),
            "evidence[0].score: must be a number",
            9,
        ),
        # Echoed, a NaN id made the output line no JSON a strict reader reads.
        ('{"id": NaN, "text": "t"}', "id: must hold no NaN or Infinity", None),
        (
            '{"id": [1, -Infinity], "text": "t"}',
            "id: must hold no NaN or Infinity",
            None,
        ),
        # A repeated key means one thing to one reader and another to the next.
        (
            '{"id": 9, "text": "t", "text": "[GDPR, Article 5]"}',
            "text: given twice",
            None,
        ),
        (
            line(9, "t", evidence=[EVIDENCE[0]])[:-1] + ', "evidence": []}',
            "evidence: given twice",
            None,
        ),
        (
            '{"id": 9, "text": "t", "evidence": [{"chunk_id": "a", "chunk_id": "b"}]}',
            "chunk_id: given twice",
            None,
        ),
        ('"\\ud800"', "line: must be an object", None),
    ],
)
def test_bad_line_reports_an_error_and_the_rest_is_verified(bad, error, line_id):
    """A bad line gets an error object with its line number; later lines still run."""
    good = line("ok", "[GDPR, Article 5]")
    result = run_cli("-", stdin=f"{good}\n{bad}\n{good}\n")
    assert result.returncode == 1
    first, failed, last = outputs(result)
    assert failed["line"] == 2
    assert failed["error"] == error
    assert failed["id"] == line_id
    assert first["passed"] and last["passed"]
    assert "line 2" in result.stderr


def test_blank_lines_are_skipped():
    """Blank lines produce no output and no error."""
    result = run_cli("-", stdin="\n  \n" + line("a", "x") + "\n\n")
    assert result.returncode == 0
    assert len(outputs(result)) == 1


def test_aliases_file_maps_spellings(tmp_path):
    """--aliases makes another spelling of a label match."""
    aliases = tmp_path / "aliases.json"
    aliases.write_text(json.dumps({"General Data Protection Regulation": "GDPR"}))
    answer = line("a", "[General Data Protection Regulation, Article 5]")
    result = run_cli("--aliases", str(aliases), "-", stdin=answer + "\n")
    assert outputs(result)[0]["citations"][0]["chunk_id"] == "g5"


def test_unreadable_aliases_file_is_an_error(tmp_path):
    """An aliases file that is not a JSON object stops the run with status 2."""
    aliases = tmp_path / "aliases.json"
    aliases.write_text("[1]")
    result = run_cli("--aliases", str(aliases), "-", stdin="")
    assert result.returncode == 2
    assert "aliases" in result.stderr


def test_streams_thousands_of_answers(tmp_path):
    """A file of thousands of answers is verified line by line."""
    path = tmp_path / "many.jsonl"
    text = "The controller shall keep records of processing. [GDPR, Article 5]"
    with path.open("w", encoding="utf-8") as handle:
        for i in range(3000):
            handle.write(line(i, text) + "\n")
    result = run_cli(str(path))
    assert result.returncode == 0
    assert len(result.stdout.splitlines()) == 3000


def test_worker_processes_write_what_one_process_writes(tmp_path):
    """--jobs 3 gives the same reports, errors and status as --jobs 1, in order.

    The file holds several batches of lines (a batch is what the processes are
    handed at once), bad lines and blank lines among them, and an aliases file the
    workers must know.
    """
    aliases = tmp_path / "aliases.json"
    aliases.write_text(json.dumps({"General Data Protection Regulation": "GDPR"}))
    rows = []
    for i in range(7000):
        if i % 997 == 0:
            rows.append("{not json")
        elif i % 1500 == 0:
            rows.append("")
        else:
            label = "General Data Protection Regulation" if i % 2 else "GDPR"
            rows.append(line(i, f"Records are kept [{label}, Article {4 + i % 3}]."))
    path = tmp_path / "many.jsonl"
    path.write_text("\n".join(rows) + "\n", encoding="utf-8")
    one, three = (
        run_cli("--jobs", jobs, "--aliases", str(aliases), str(path))
        for jobs in ("1", "3")
    )
    assert one.returncode == three.returncode == 1
    assert three.stdout == one.stdout
    assert three.stderr == one.stderr
    reports = outputs(three)
    assert len(reports) == 7000 - 4  # the four blank lines write nothing
    assert reports[1]["citations"][0]["chunk_id"] == "g5"  # by the alias
    assert [r["line"] for r in reports if "error" in r] == [
        1,
        998,
        1995,
        2992,
        3989,
        4986,
        5983,
        6980,
    ]


@pytest.mark.parametrize("jobs", ["0", "-2", "two"])
def test_jobs_must_be_a_whole_number_of_at_least_one(jobs):
    """A bad --jobs stops the run before it reads anything, naming the option."""
    result = run_cli("--jobs", jobs, "-", stdin="")
    assert result.returncode == 2
    assert "--jobs" in result.stderr


def test_missing_file_is_an_error():
    """A missing input file stops the run with status 2 and a message."""
    result = run_cli("/nonexistent/answers.jsonl")
    assert result.returncode == 2
    assert "nonexistent" in result.stderr


def test_undecodable_bytes_do_not_stop_the_run(tmp_path):
    """Invalid UTF-8 in a line is replaced, and the file is still verified."""
    path = tmp_path / "answers.jsonl"
    good = line("ok", "[GDPR, Article 5]").encode()
    path.write_bytes(b'{"id": 1, "text": "bad \xff byte", "evidence": []}\n' + good)
    result = run_cli(str(path))
    assert result.returncode == 0
    assert [r["id"] for r in outputs(result)] == [1, "ok"]


def test_catalogue_directory_adds_a_deployments_laws(tmp_path):
    """--catalogue DIR adds the law files of DIR to the built-in catalogue."""
    laws = tmp_path / "laws"
    laws.mkdir()
    (laws / "labour.json").write_text(
        json.dumps({"label": "Labour Law", "articles": {"first": 1, "last": 245}})
    )
    answer = line("a", "[Labour Law, Article 300]", evidence=[])
    result = run_cli("--catalogue", str(laws), "-", stdin=answer + "\n")
    assert result.returncode == 0, result.stderr
    (citation,) = outputs(result)[0]["citations"]
    assert citation["diagnosis"] == "nonexistent_article"
    assert citation["explanation"] == (
        "The Labour Law has articles 1 to 245; there is no Article 300."
    )


def test_unreadable_catalogue_directory_is_an_error(tmp_path):
    """A --catalogue that is not a directory of law files stops with status 2."""
    result = run_cli("--catalogue", str(tmp_path / "missing"), "-", stdin="")
    assert result.returncode == 2
    assert "catalogue" in result.stderr


def test_string_article_ids_are_accepted():
    """Evidence may give article_no as a string id, or article."""
    evidence = [
        {"chunk_id": "b", "law_label": "BGB", "article_no": "312g"},
        {"chunk_id": "e", "law_label": "ERA", "article": "98A"},
    ]
    answer = line("a", "Nach § 312g BGB und [ERA, section 98a] gilt das.", evidence)
    result = run_cli("-", stdin=answer + "\n")
    citations = outputs(result)[0]["citations"]
    assert [(c["article"], c["status"]) for c in citations] == [
        ("312g", "verified"),
        ("98a", "verified"),
    ]


def test_a_byte_order_mark_and_crlf_line_ends_are_read(tmp_path):
    """A file saved with a BOM and Windows line ends is verified line by line."""
    path = tmp_path / "answers.jsonl"
    rows = [line(i, "[GDPR, Article 5]") for i in range(3)]
    path.write_bytes(("\ufeff" + "\r\n".join(rows) + "\r\n").encode("utf-8"))
    result = run_cli(str(path))
    assert result.returncode == 0, result.stderr
    assert [r["id"] for r in outputs(result)] == [0, 1, 2]
    assert all(r["passed"] for r in outputs(result))


def test_lone_surrogates_are_written_back_escaped():
    """A lone surrogate ("\\ud800" in the input's JSON) has no UTF-8 form: it is
    written escaped, as the input wrote it, and the next line is still verified
    (writing it stopped the run with a UnicodeEncodeError)."""
    evidence = [{"chunk_id": "\ud800", "law_label": "\udfff", "article_no": 5}]
    hostile = line("\ud800", "Kept [\udfff, Article 5]. \ud800 x.", evidence)
    good = line("ok", "[GDPR, Article 5]")
    result = run_cli("-", stdin=f"{hostile}\n{good}\n")
    assert result.returncode == 0, result.stderr
    first, last = outputs(result)
    assert first["id"] == "\ud800"
    (citation,) = first["citations"]
    assert (citation["raw"], citation["chunk_id"]) == ("[\udfff, Article 5]", "\ud800")
    assert "\\ud800" in result.stdout.splitlines()[0]
    assert last["passed"]


def test_a_ten_megabyte_line_is_one_report():
    """A line of ten megabytes is verified (to the per-answer limits) like any."""
    text = "Records are kept [GDPR, Article 5]. " * 280_000
    result = run_cli("-", stdin=line("big", text) + "\n" + line("ok", "x") + "\n")
    assert result.returncode == 0, result.stderr
    big, small = outputs(result)
    assert big["limit_reached"] and not big["passed"]
    assert small["id"] == "ok"


def test_worker_processes_write_what_one_process_writes_for_hostile_lines(tmp_path):
    """--jobs 2 writes what --jobs 1 does for a file of every hostile line kind."""
    hostile = [
        "{not json",
        "[" * 5000,
        '{"id": NaN, "text": "t"}',
        '{"text": "a", "text": "b"}',
        line(
            "s", "[\udfff, Article 5] \ud800", [{**EVIDENCE[0], "law_label": "\udfff"}]
        ),
        line("d", "[GDPR, Article 5]", [{**EVIDENCE[0], "score": 10**400}]),
        line("e", "[GDPR, Article 5]", [{**EVIDENCE[0], "law_label": "\t"}]),
        "\ufeff" + line("b", "[GDPR, Article 5]"),
        "",
        line("g", "Article 17 GDPR, Article 6 and § 623 BGB."),
    ]
    rows = [hostile[i % len(hostile)] for i in range(2 * 64 * 16 + 50)]
    path = tmp_path / "hostile.jsonl"
    path.write_text("\n".join(rows) + "\n", encoding="utf-8", errors="surrogatepass")
    one, two = (run_cli("--jobs", jobs, str(path)) for jobs in ("1", "2"))
    assert one.returncode == two.returncode == 1
    assert two.stdout == one.stdout
    assert two.stderr == one.stderr
    assert len(outputs(one)) == len([row for row in rows if row])


def test_a_line_the_verifier_fails_on_is_that_lines_error(monkeypatch):
    """Were verify ever to raise, the line gets an error and the rest their reports."""
    from verification.core import cli

    def verify(text, evidence, aliases=None, *, catalogue=None):
        if text == "boom":
            raise RecursionError("too deep")
        return real(text, evidence, aliases, catalogue=catalogue)

    real = cli.verify
    monkeypatch.setattr(cli, "verify", verify)
    out, err = io.StringIO(), io.StringIO()
    rows = [line(1, "[GDPR, Article 5]"), line(2, "boom"), line(3, "x")]
    assert cli.run([row + "\n" for row in rows], out, err) == 1
    reports = [json.loads(row) for row in out.getvalue().splitlines()]
    assert reports[1] == {
        "line": 2,
        "id": None,
        "error": "the verifier failed on this line (RecursionError)",
    }
    assert [r.get("id") for r in reports] == [1, None, 3]
    assert "line 2: the verifier failed" in err.getvalue()
