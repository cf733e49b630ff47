"""The example Prometheus files in docs/monitoring are valid and name real metrics."""

from __future__ import annotations

import re
from pathlib import Path

import yaml

DOCS = Path(__file__).resolve().parents[2] / "docs" / "monitoring"
EXPECTED_ALERTS = {
    "CitationReviewBacklogAge",
    "CitationReviewDeadlineBreachRate",
    "CitationReviewWorkersAbsent",
    "CitationReviewWebhookFailures",
    "CitationReviewAuditCheckpointStale",
}


def alert_rules() -> list[dict]:
    document = yaml.safe_load((DOCS / "alerts.yml").read_text())
    return [rule for group in document["groups"] for rule in group["rules"]]


def test_the_alert_rules_parse_and_name_the_expected_alerts():
    rules = alert_rules()
    assert {rule["alert"] for rule in rules} == EXPECTED_ALERTS
    for rule in rules:
        assert rule["expr"].strip() and rule["labels"]["severity"]
        assert rule["annotations"]["summary"]


def test_the_scrape_config_loads_the_alert_rules():
    config = yaml.safe_load((DOCS / "prometheus.yml").read_text())
    assert config["rule_files"] == ["alerts.yml"]
    jobs = {job["job_name"] for job in config["scrape_configs"]}
    assert jobs == {"citation-review-web", "citation-review-workers"}
    # The worker-absence alert watches the worker job by its name.
    absent = next(
        r for r in alert_rules() if r["alert"] == "CitationReviewWorkersAbsent"
    )
    assert 'job="citation-review-workers"' in absent["expr"]


def test_every_metric_an_alert_uses_is_exported(db):
    """A renamed metric would leave its alert silently never firing."""
    from prometheus_client import CollectorRegistry

    from config.metrics import PipelineCollector
    from foundations.audit.services import audit_chain_check
    from tests.factories import make_answer

    make_answer()
    audit_chain_check(recorded_by="tests")
    registry = CollectorRegistry()
    registry.register(PipelineCollector())
    exported = {
        sample.name for family in registry.collect() for sample in family.samples
    }
    used = {
        name
        for rule in alert_rules()
        for name in re.findall(r"citation_review_[a-z_]+", rule["expr"])
    }
    # Counters are exported with _total; an expression may use either spelling.
    assert used and all(
        name in exported or f"{name}_total" in exported for name in used
    ), used - exported
