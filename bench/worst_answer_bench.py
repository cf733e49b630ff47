"""What the worst answer the API accepts costs: at the API, in the worker, on the page.

    .venv/bin/python bench/worst_answer_bench.py

The answer is 100 KB (API_MAX_TEXT_CHARS) of `[X, Articles 1-100]`: every marker at
the range limit, 500,000 cited articles. Each stage runs in a process of its own on
a bench database, so its peak resident memory is its own: the API (the real POST
view through Django's handler), the worker (`answers_verify`, the task's body) and
the answer page (the real view, logged in as a reviewer). Prints time, peak RSS
(and the process's RSS before the stage), rows stored and bytes served.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from pipeline_bench import (  # noqa: E402
    VENV,
    app_env,
    drop_database,
    log,
    manage,
    quick_database,
    recreate_database,
)

MARKER = "[X, Articles 1-100] "


def rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def stage_api(token: str) -> dict:
    from django.conf import settings
    from django.test import Client

    text = ("Processing is lawful. " + MARKER * 10_000)[: settings.API_MAX_TEXT_CHARS]
    body = json.dumps(
        {
            "external_id": "worst",
            "question": "Which articles apply?",
            "text": text,
            "evidence": [
                {"chunk_id": "x-1", "law_label": "X", "article_no": 1, "text": "One."}
            ],
        }
    )
    client = Client(HTTP_AUTHORIZATION=f"Bearer {token}")
    before = rss_mb()
    started = time.perf_counter()
    response = client.post("/api/v1/answers", body, content_type="application/json")
    seconds = time.perf_counter() - started
    assert response.status_code == 202, response.content[:500]
    return {
        "stage": "api POST",
        "seconds": seconds,
        "rss_before_mb": before,
        "rss_peak_mb": rss_mb(),
        "bytes": len(response.content),
        "answer_id": response.json()["id"],
    }


def stage_worker(answer_id: int) -> dict:
    from foundations.actors import Actor
    from verification.models import Answer, CitationCheck
    from verification.services.reports import answers_verify

    before = rss_mb()
    started = time.perf_counter()
    answers_verify(answer_ids=[answer_id], actor=Actor.system("bench"))
    seconds = time.perf_counter() - started
    answer = Answer.objects.select_related("current_report").get(pk=answer_id)
    report = answer.current_report
    return {
        "stage": "worker answers_verify",
        "seconds": seconds,
        "rss_before_mb": before,
        "rss_peak_mb": rss_mb(),
        "state": answer.verification_state,
        "limit_reached": report.limit_reached,
        "citations": report.citation_count,
        "rows": CitationCheck.objects.filter(report=report).count(),
    }


def stage_page(answer_id: int) -> dict:
    from django.contrib.auth.models import Group, User
    from django.test import Client

    user = User.objects.create_user("bench-worst", password="bench-worst-password")
    user.groups.add(Group.objects.get_or_create(name="reviewer")[0])
    client = Client()
    client.force_login(user)
    results = {}
    # The page twice: the first request of a process also compiles its templates.
    for name, path in (
        ("answer page (cold)", f"/answers/{answer_id}/"),
        ("answer page", f"/answers/{answer_id}/"),
        ("api GET", None),
    ):
        if path is None:
            from foundations.actors import Actor
            from verification.services.tokens import api_token_create

            _, token = api_token_create(source_name="bench", actor=Actor.system("b"))
            client = Client(HTTP_AUTHORIZATION=f"Bearer {token}")
            path = f"/api/v1/answers/{answer_id}"
        before = rss_mb()
        started = time.perf_counter()
        response = client.get(path)
        seconds = time.perf_counter() - started
        assert response.status_code == 200, response.status_code
        results[name] = {
            "stage": name,
            "seconds": seconds,
            "rss_before_mb": before,
            "rss_peak_mb": rss_mb(),
            "bytes": len(response.content),
        }
    return results


def child(args: argparse.Namespace) -> None:
    import django

    django.setup()
    if args.stage == "api":
        result = stage_api(args.token)
    elif args.stage == "worker":
        result = stage_worker(args.answer_id)
    else:
        result = stage_page(args.answer_id)
    print(json.dumps(result))


def run_stage(env: dict[str, str], *extra: str) -> dict:
    out = subprocess.run(
        [str(VENV / "python"), __file__, "--child", *extra],
        cwd=ROOT,
        env=env,
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    return json.loads(out.strip().splitlines()[-1])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--child", action="store_true")
    parser.add_argument("--stage")
    parser.add_argument("--token")
    parser.add_argument("--answer-id", type=int)
    args = parser.parse_args(argv)
    if args.child:
        child(args)
        return 0
    database = quick_database("citation_review_bench_worst")
    try:
        env = app_env(recreate_database(database), "")
        del env["REDIS_URL"], env["CELERY_BROKER_URL"]
        env["VERIFICATION_POISON_MARKER"] = ""
        manage(env, "migrate", "--noinput")
        manage(env, "collectstatic", "--noinput")
        token = manage(env, "api_token", "create", "bench")
        # No broker answers for the API stage: the answer is stored pending and its
        # enqueue fails fast (left to the sweeper), so the POST is timed alone.
        no_broker = {**env, "CELERY_BROKER_URL": "redis://127.0.0.1:1/0"}
        api = run_stage(no_broker, "--stage", "api", "--token", token)
        answer_id = str(api["answer_id"])
        worker = run_stage(env, "--stage", "worker", "--answer-id", answer_id)
        pages = run_stage(env, "--stage", "page", "--answer-id", answer_id)
    finally:
        drop_database(database)
    log(f"{'stage':24} {'seconds':>8} {'RSS before':>11} {'RSS peak':>9}  detail")
    for result in (api, worker, *pages.values()):
        detail = {
            k: v
            for k, v in result.items()
            if k not in ("stage", "seconds", "rss_before_mb", "rss_peak_mb")
        }
        log(
            f"{result['stage']:24} {result['seconds']:8.2f} "
            f"{result['rss_before_mb']:8.0f} MB {result['rss_peak_mb']:6.0f} MB  "
            f"{detail}"
        )
    return 0


if __name__ == "__main__":
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings.development")
    raise SystemExit(main())
