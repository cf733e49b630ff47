"""`/metrics`: Prometheus text, behind a token or a network rule."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.test import Client
from django.utils import timezone
from prometheus_client.parser import text_string_to_metric_families

from foundations.audit.services import audit_chain_check
from tests.factories import PASSED_TEXT, make_answer, make_source, make_user
from verification.models import Answer

TOKEN = "metrics-token-for-tests"  # noqa: S105


@pytest.fixture
def metrics_settings(settings):
    settings.METRICS_TOKEN = TOKEN
    settings.METRICS_ALLOWED_NETWORKS = []
    return settings


def scrape(client: Client | None = None, **headers) -> dict[tuple, float]:
    """{(sample name, sorted labels): value} of one scrape with the token."""
    client = client or Client()
    response = client.get("/metrics", HTTP_AUTHORIZATION=f"Bearer {TOKEN}", **headers)
    assert response.status_code == 200, response.content
    assert response["Content-Type"].startswith("text/plain")
    return {
        (sample.name, tuple(sorted(sample.labels.items()))): sample.value
        for family in text_string_to_metric_families(response.content.decode())
        for sample in family.samples
    }


class TestAccess:
    def test_without_a_token_or_network_it_is_refused(self, db, metrics_settings):
        assert Client().get("/metrics").status_code == 403

    def test_a_wrong_token_is_refused(self, db, metrics_settings):
        response = Client().get("/metrics", HTTP_AUTHORIZATION="Bearer nope")
        assert response.status_code == 403

    def test_an_allowed_network_needs_no_token(self, db, metrics_settings):
        metrics_settings.METRICS_ALLOWED_NETWORKS = ["127.0.0.0/8"]
        client = Client(REMOTE_ADDR="127.0.0.1")
        assert client.get("/metrics").status_code == 200
        outside = Client(REMOTE_ADDR="203.0.113.9")
        assert outside.get("/metrics").status_code == 403

    def test_during_a_rotation_the_old_and_the_new_token_both_open_it(
        self, db, metrics_settings
    ):
        metrics_settings.METRICS_TOKEN = f"{TOKEN}, new-metrics-token"
        for token in (TOKEN, "new-metrics-token"):
            response = Client().get("/metrics", HTTP_AUTHORIZATION=f"Bearer {token}")
            assert response.status_code == 200
        response = Client().get("/metrics", HTTP_AUTHORIZATION="Bearer ,")
        assert response.status_code == 403

    def test_nothing_is_open_when_neither_is_configured(self, db, settings):
        settings.METRICS_TOKEN = ""
        settings.METRICS_ALLOWED_NETWORKS = []
        response = Client().get("/metrics", HTTP_AUTHORIZATION="Bearer ")
        assert response.status_code == 403


class TestPipelineMetrics:
    def test_answers_are_counted_per_source_and_outcome(self, db, metrics_settings):
        make_answer()
        make_answer(text=PASSED_TEXT)
        make_answer(verify=False)
        make_answer(source=make_source("other"))
        samples = scrape()
        assistant = (("source", "assistant"),)
        assert samples[("citation_review_answers_ingested_total", assistant)] == 3
        assert (
            samples[
                (
                    "citation_review_answers_verified_total",
                    (("source", "assistant"), ("state", "flagged")),
                )
            ]
            == 1
        )
        assert samples[("citation_review_flagged_ratio", assistant)] == 0.5
        assert samples[("citation_review_flagged_ratio", (("source", "other"),))] == 1
        assert samples[("citation_review_verification_queue_depth", ())] == 1

    def test_the_oldest_pending_answer_age_is_reported(self, db, metrics_settings):
        answer = make_answer(verify=False)
        Answer.objects.filter(pk=answer.pk).update(
            received_at=timezone.now() - timedelta(minutes=30)
        )
        age = scrape()[("citation_review_oldest_pending_answer_age_seconds", ())]
        assert 1790 <= age <= 1900

    def test_decisions_and_deadline_breaches(self, db, metrics_settings):
        from reviewer.services import decision_record

        approved, overdue, _ = make_answer(), make_answer(), make_answer()
        decision_record(
            answer_id=approved.pk,
            user=make_user("reviewer"),
            action="approve",
            reason_category="acceptable_risk",
            expected_review_state="unreviewed",
        )
        Answer.objects.filter(pk=overdue.pk).update(
            review_deadline_at=timezone.now() - timedelta(hours=1)
        )
        samples = scrape()
        assert (
            samples[("citation_review_decisions_total", (("state", "approved"),))] == 1
        )
        assert samples[("citation_review_review_queue_depth", ())] == 2
        assert samples[("citation_review_review_deadline_breaches", ())] == 1
        by_state = "citation_review_answers_by_review_state"
        assert samples[(by_state, (("state", "approved"),))] == 1
        assert samples[(by_state, (("state", "unreviewed"),))] == 2

    def test_webhook_failures_are_counted(self, db, metrics_settings):
        from foundations.actors import Actor
        from verification.webhooks.delivery import delivery_attempt
        from verification.webhooks.models import WebhookDelivery
        from verification.webhooks.services import webhook_endpoint_create

        webhook_endpoint_create(
            source=make_source(), url="http://127.0.0.1:9/", actor=Actor.system("t")
        )
        make_answer()
        delivery_attempt(delivery_id=WebhookDelivery.objects.get().pk)
        samples = scrape()
        assert samples[("citation_review_webhook_failed_attempts_total", ())] == 1
        assert (
            samples[("citation_review_webhook_deliveries", (("state", "pending"),))]
            == 1
        )

    def test_the_audit_checkpoint_age_is_absent_until_there_is_one(
        self, db, metrics_settings
    ):
        make_answer()
        assert ("citation_review_audit_checkpoint_age_seconds", ()) not in scrape()
        audit_chain_check(recorded_by="tests")
        age = scrape()[("citation_review_audit_checkpoint_age_seconds", ())]
        assert 0 <= age < 60

    def test_request_latency_is_measured_by_view(
        self, db, metrics_settings, api_client
    ):
        api_client.get("/api/v1/answers/1")
        samples = scrape()
        views = {
            dict(labels).get("view")
            for name, labels in samples
            if name == "django_http_requests_latency_seconds_by_view_method_count"
        }
        assert "api:answer_get" in views
