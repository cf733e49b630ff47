"""Decision webhooks: signed (Standard Webhooks) events to a source's endpoints.

Every delivery here goes over real HTTP to a receiver on 127.0.0.1 that checks the
signature with the `standardwebhooks` package; tasks run inline (`eager_celery`),
and one test runs them on a real worker.
"""

from __future__ import annotations

import pytest
from django.test import Client

from foundations.actors import Actor
from foundations.audit.models import AuditAction, AuditEvent
from foundations.errors import ApplicationError
from tests.factories import PASSED_TEXT, make_answer, make_source, make_user
from verification.services.reports import answers_verify
from verification.webhooks.models import (
    DeliveryState,
    EventType,
    WebhookDelivery,
    WebhookEndpoint,
)
from verification.webhooks.services import (
    webhook_endpoint_create,
    webhook_redeliver,
    webhook_secret_rotate,
)
from verification.webhooks.tasks import webhook_deliver

SYSTEM = Actor.system("tests")
# Approving a flagged answer and escalating need a reason category.
CATEGORY = {"approve": "acceptable_risk", "escalate": "needs_judgement"}


def verify_and_commit(answer, capture):
    with capture(execute=True):
        answers_verify(answer_ids=[answer.pk], actor=SYSTEM)


def decide(answer, user, action, capture, reason=""):
    from reviewer.services import decision_record

    answer.refresh_from_db()
    with capture(execute=True):
        return decision_record(
            answer_id=answer.pk,
            user=user,
            action=action,
            reason=reason,
            comment="looked at it" if action == "comment" else "",
            reason_category=CATEGORY.get(action, ""),
            expected_review_state=answer.review_state,
        )


def attempt_codes(delivery):
    return [a.status_code for a in delivery.attempt_log.all()]


class TestVerificationEvents:
    def test_a_flagged_answer_sends_a_signed_flagged_event(
        self, endpoint, receiver, eager_celery, django_capture_on_commit_callbacks
    ):
        answer = make_answer(verify=False)
        verify_and_commit(answer, django_capture_on_commit_callbacks)
        [got] = receiver.received
        assert got.verified_with == [0]
        assert got.payload["type"] == "answer.flagged"
        data = got.payload["data"]
        assert data["answer_id"] == answer.pk
        assert data["external_id"] == answer.external_id
        assert data["unsupported_count"] == 1
        assert "text" not in data  # answer text never leaves in an event
        delivery = WebhookDelivery.objects.get()
        assert got.headers["webhook-id"] == delivery.message_id
        assert delivery.state == DeliveryState.SUCCEEDED
        assert attempt_codes(delivery) == [200]

    def test_a_passed_answer_sends_a_verified_event(
        self, endpoint, receiver, eager_celery, django_capture_on_commit_callbacks
    ):
        answer = make_answer(verify=False, text=PASSED_TEXT)
        verify_and_commit(answer, django_capture_on_commit_callbacks)
        assert receiver.events() == ["answer.verified"]

    def test_an_endpoint_hears_only_the_event_types_it_chose(
        self, db, receiver, eager_celery, django_capture_on_commit_callbacks
    ):
        _, secret = webhook_endpoint_create(
            source=make_source(),
            url=receiver.url,
            event_types=[EventType.VERIFIED],
            actor=SYSTEM,
        )
        receiver.secrets.append(secret)
        verify_and_commit(make_answer(verify=False), django_capture_on_commit_callbacks)
        verify_and_commit(
            make_answer(verify=False, text=PASSED_TEXT),
            django_capture_on_commit_callbacks,
        )
        assert receiver.events() == ["answer.verified"]

    def test_another_sources_answers_send_nothing(
        self, endpoint, receiver, eager_celery, django_capture_on_commit_callbacks
    ):
        other = make_source("other-assistant")
        verify_and_commit(
            make_answer(verify=False, source=other), django_capture_on_commit_callbacks
        )
        assert receiver.received == []

    def test_nothing_is_sent_when_the_transaction_rolls_back(
        self, endpoint, receiver, eager_celery, django_capture_on_commit_callbacks
    ):
        answer = make_answer(verify=False)
        with django_capture_on_commit_callbacks(execute=False) as callbacks:
            answers_verify(answer_ids=[answer.pk], actor=SYSTEM)
        # The callbacks run only on commit; captured but not run, nothing is sent.
        assert callbacks
        assert receiver.received == []
        assert WebhookDelivery.objects.get().state == DeliveryState.PENDING


class TestDecisionEvents:
    def test_approve_escalate_and_reject_each_send_their_event(
        self, endpoint, receiver, eager_celery, django_capture_on_commit_callbacks
    ):
        reviewer, senior = make_user("reviewer"), make_user("senior_reviewer")
        approved, escalated = make_answer(), make_answer()
        decide(approved, reviewer, "approve", django_capture_on_commit_callbacks)
        decide(
            escalated, reviewer, "escalate", django_capture_on_commit_callbacks, "why"
        )
        decide(
            escalated, senior, "reject", django_capture_on_commit_callbacks, "wrong law"
        )
        assert receiver.events() == [
            "answer.approved",
            "answer.escalated",
            "answer.rejected",
        ]
        rejected = receiver.received[-1].payload["data"]
        assert rejected["answer_id"] == escalated.pk
        assert rejected["review_state"] == "rejected"
        assert rejected["decision"]["from_state"] == "escalated"
        assert rejected["decision"]["reason"] == "wrong law"
        assert all(r.verified_with == [0] for r in receiver.received)

    def test_a_comment_sends_nothing(
        self, endpoint, receiver, eager_celery, django_capture_on_commit_callbacks
    ):
        decide(
            make_answer(),
            make_user("reviewer"),
            "comment",
            django_capture_on_commit_callbacks,
        )
        assert receiver.received == []

    def test_reopening_a_decision_sends_a_reopened_event(
        self, endpoint, receiver, eager_celery, django_capture_on_commit_callbacks
    ):
        from reviewer.services import decision_reopen

        answer = make_answer()
        decide(
            answer, make_user("reviewer"), "approve", django_capture_on_commit_callbacks
        )
        with django_capture_on_commit_callbacks(execute=True):
            decision_reopen(
                answer_id=answer.pk,
                user=make_user("senior_reviewer"),
                reason="new evidence",
                expected_review_state="approved",
            )
        assert receiver.events() == ["answer.approved", "answer.reopened"]
        reopened = receiver.received[-1].payload["data"]
        assert reopened["review_state"] == "unreviewed"
        assert reopened["decision"]["from_state"] == "approved"
        assert reopened["decision"]["reason"] == "new evidence"


class TestRetriesAndFailures:
    def test_a_receiver_that_fails_then_recovers_gets_the_same_message(
        self,
        endpoint,
        receiver,
        eager_celery,
        settings,
        django_capture_on_commit_callbacks,
    ):
        """A 500 is retried with backoff (inline here), and the retry succeeds."""
        receiver.statuses = [500, 503]
        verify_and_commit(make_answer(verify=False), django_capture_on_commit_callbacks)
        delivery = WebhookDelivery.objects.get()
        assert attempt_codes(delivery) == [500, 503, 200]
        assert delivery.state == DeliveryState.SUCCEEDED
        assert len({r.headers["webhook-id"] for r in receiver.received}) == 1
        endpoint.refresh_from_db()
        assert endpoint.consecutive_failures == 0

    def test_the_task_retries_later_with_exponential_backoff(
        self, endpoint, receiver, settings
    ):
        """Called directly, a failed attempt schedules the next one further out."""
        from verification.webhooks.delivery import delivery_attempt, retry_delay

        settings.WEBHOOK_RETRY_BASE_SECONDS = 10
        assert [retry_delay(n) for n in (1, 2, 3)] == [10, 20, 40]
        receiver.statuses = [500]
        make_answer()  # verified in the test's transaction: delivery stored, unsent
        delivery = WebhookDelivery.objects.get()
        failed = delivery_attempt(delivery_id=delivery.pk)
        assert (failed.state, failed.status_code, failed.retry_in) == (
            "pending",
            500,
            10,
        )
        assert webhook_deliver(delivery.pk) == "succeeded"
        assert attempt_codes(delivery) == [500, 200]
        assert webhook_deliver(delivery.pk) == "succeeded"  # settled: nothing sent
        assert len(receiver.received) == 2

    def test_an_unreachable_receiver_is_logged_without_a_status(self, db, settings):
        from verification.webhooks.delivery import delivery_attempt

        endpoint, _ = webhook_endpoint_create(
            source=make_source(), url="http://127.0.0.1:9/hooks", actor=SYSTEM
        )
        make_answer()
        delivery = WebhookDelivery.objects.get(endpoint=endpoint)
        outcome = delivery_attempt(delivery_id=delivery.pk)
        [attempt] = delivery.attempt_log.all()
        assert outcome.status_code is None and outcome.retry_in
        assert attempt.status_code is None and "ConnectError" in attempt.error

    def test_a_delivery_gives_up_and_a_failing_endpoint_is_disabled(
        self,
        endpoint,
        receiver,
        eager_celery,
        settings,
        django_capture_on_commit_callbacks,
    ):
        settings.WEBHOOK_MAX_ATTEMPTS = 2
        settings.WEBHOOK_DISABLE_AFTER_FAILURES = 3
        receiver.statuses = [500] * 10
        for _ in range(3):
            verify_and_commit(
                make_answer(verify=False), django_capture_on_commit_callbacks
            )
        # The third answer finds the endpoint disabled: no delivery is stored.
        first, second = WebhookDelivery.objects.order_by("id")
        assert attempt_codes(first) == [500, 500]
        assert first.state == DeliveryState.FAILED
        assert attempt_codes(second) == [500]  # the third failure in a row
        assert len(receiver.received) == 3
        endpoint.refresh_from_db()
        assert not endpoint.is_active and endpoint.disabled_at is not None
        actions = list(
            AuditEvent.objects.filter(action__startswith="webhook.").values_list(
                "action", flat=True
            )
        )
        assert actions.count(AuditAction.WEBHOOK_DELIVERY_FAILED) == 1
        assert actions.count(AuditAction.WEBHOOK_ENDPOINT_DISABLED) == 1


class TestSecretsAndRedelivery:
    def test_after_rotation_both_secrets_verify_until_the_grace_ends(
        self,
        endpoint,
        receiver,
        eager_celery,
        settings,
        django_capture_on_commit_callbacks,
    ):
        receiver.secrets.append(webhook_secret_rotate(endpoint=endpoint, actor=SYSTEM))
        verify_and_commit(make_answer(verify=False), django_capture_on_commit_callbacks)
        assert receiver.received[-1].verified_with == [0, 1]
        assert len(receiver.received[-1].headers["webhook-signature"].split()) == 2
        settings.WEBHOOK_SECRET_ROTATION_GRACE_HOURS = 0
        webhook_secret_rotate(endpoint=endpoint, actor=SYSTEM)  # grace of 0: old stops
        receiver.secrets = [receiver.secrets[1], endpoint.secret]
        verify_and_commit(make_answer(verify=False), django_capture_on_commit_callbacks)
        assert receiver.received[-1].verified_with == [1]
        assert (
            AuditEvent.objects.filter(action=AuditAction.WEBHOOK_SECRET_ROTATED).count()
            == 2
        )

    def test_a_redelivery_sends_the_same_message_again_and_is_audited(
        self, endpoint, receiver, eager_celery, django_capture_on_commit_callbacks
    ):
        verify_and_commit(make_answer(verify=False), django_capture_on_commit_callbacks)
        delivery = WebhookDelivery.objects.get()
        with django_capture_on_commit_callbacks(execute=True):
            webhook_redeliver(delivery=delivery, actor=SYSTEM)
        first, again = receiver.received
        assert first.headers["webhook-id"] == again.headers["webhook-id"]
        assert attempt_codes(delivery) == [200, 200]
        assert AuditEvent.objects.filter(action=AuditAction.WEBHOOK_REDELIVERY).exists()


class TestApi:
    @pytest.fixture
    def client(self, api_token):
        return Client(HTTP_AUTHORIZATION=f"Bearer {api_token[1]}")

    def test_a_source_registers_an_endpoint_and_gets_its_secret(self, client, receiver):
        response = client.post(
            "/api/v1/webhooks",
            {"url": receiver.url, "event_types": ["answer.rejected"]},
            content_type="application/json",
        )
        assert response.status_code == 201
        body = response.json()
        assert body["secret"].startswith("whsec_")
        assert body["event_types"] == ["answer.rejected"]
        listed = client.get("/api/v1/webhooks").json()
        assert [e["id"] for e in listed] == [body["id"]]
        assert "secret" not in listed[0]
        event = AuditEvent.objects.get(action=AuditAction.WEBHOOK_ENDPOINT_CREATED)
        assert event.actor_type == "api_token"

    @pytest.mark.parametrize(
        ("body", "field"),
        [
            ({"url": "ftp://example.org/x"}, "url"),
            ({"url": "not a url"}, "url"),
            (
                {"url": "https://example.org", "event_types": ["answer.eaten"]},
                "event_types",
            ),
            ({}, "url"),
            ({"url": "https://example.org", "description": "a\u0000b"}, "description"),
            ({"url": "https://exa\u0000mple.org"}, "url"),
            ({"url": "https://example.org", "colour": "red"}, "colour"),
        ],
    )
    def test_a_bad_registration_names_the_field(self, client, body, field):
        response = client.post(
            "/api/v1/webhooks", body, content_type="application/json"
        )
        assert response.status_code == 422
        assert field in [e["field"] for e in response.json()["detail"]]

    def test_https_is_required_where_configured(self, client, settings):
        settings.WEBHOOK_REQUIRE_HTTPS = True
        response = client.post(
            "/api/v1/webhooks",
            {"url": "http://example.org/hook"},
            content_type="application/json",
        )
        assert response.json()["detail"][0]["field"] == "url"

    def test_another_sources_endpoint_is_not_found(self, client, receiver):
        other, _ = webhook_endpoint_create(
            source=make_source("other"), url=receiver.url, actor=SYSTEM
        )
        for method, path in [
            ("get", f"/api/v1/webhooks/{other.pk}"),
            ("delete", f"/api/v1/webhooks/{other.pk}"),
            ("post", f"/api/v1/webhooks/{other.pk}/rotate-secret"),
            ("get", f"/api/v1/webhooks/{other.pk}/deliveries"),
        ]:
            assert getattr(client, method)(path).status_code == 404
        assert WebhookEndpoint.objects.filter(pk=other.pk).exists()

    def test_deliveries_are_listed_with_codes_and_can_be_redelivered(
        self,
        client,
        api_token,
        receiver,
        eager_celery,
        django_capture_on_commit_callbacks,
    ):
        created = client.post(
            "/api/v1/webhooks", {"url": receiver.url}, content_type="application/json"
        ).json()
        receiver.secrets.append(created["secret"])
        receiver.statuses = [502]
        verify_and_commit(
            make_answer(verify=False, source=api_token[0].source),
            django_capture_on_commit_callbacks,
        )
        [listed] = client.get(f"/api/v1/webhooks/{created['id']}/deliveries").json()
        assert [a["status_code"] for a in listed["attempt_log"]] == [502, 200]
        with django_capture_on_commit_callbacks(execute=True):
            response = client.post(
                f"/api/v1/webhooks/{created['id']}/deliveries/{listed['id']}/redeliver"
            )
        assert response.status_code == 202
        assert len(receiver.received) == 3

    def test_a_disabled_endpoint_is_enabled_again_and_deleted(self, client, receiver):
        created = client.post(
            "/api/v1/webhooks", {"url": receiver.url}, content_type="application/json"
        ).json()
        WebhookEndpoint.objects.filter(pk=created["id"]).update(
            is_active=False, consecutive_failures=40
        )
        path = f"/api/v1/webhooks/{created['id']}"
        patched = client.patch(
            path, {"is_active": True}, content_type="application/json"
        ).json()
        assert patched["is_active"] and patched["consecutive_failures"] == 0
        rotated = client.post(f"{path}/rotate-secret").json()
        assert rotated["secret"] != created["secret"]
        assert client.delete(path).status_code == 204
        assert not WebhookEndpoint.objects.filter(pk=created["id"]).exists()
        assert AuditEvent.objects.filter(
            action=AuditAction.WEBHOOK_ENDPOINT_DELETED
        ).exists()


class TestAdmin:
    @pytest.fixture
    def superuser_client(self, db):
        from django.contrib.auth.models import User

        client = Client()
        client.force_login(
            User.objects.create_superuser("root", "root@example.org", "x" * 20)
        )
        return client

    def test_an_admin_adds_an_endpoint_and_sees_its_secret_once(
        self, superuser_client, receiver
    ):
        source = make_source()
        response = superuser_client.post(
            "/admin/webhooks/webhookendpoint/add/",
            {
                "source": source.pk,
                "url": receiver.url,
                "description": "ops",
                "event_types": ["answer.flagged", "answer.rejected"],
                "is_active": "on",
            },
            follow=True,
        )
        endpoint = WebhookEndpoint.objects.get()
        assert endpoint.event_types == ["answer.flagged", "answer.rejected"]
        assert endpoint.secret in response.content.decode()
        event = AuditEvent.objects.get(action=AuditAction.WEBHOOK_ENDPOINT_CREATED)
        assert event.actor_label == "user:root"

    def test_an_admin_redelivers_from_the_delivery_log(
        self,
        superuser_client,
        endpoint,
        receiver,
        eager_celery,
        django_capture_on_commit_callbacks,
    ):
        verify_and_commit(make_answer(verify=False), django_capture_on_commit_callbacks)
        delivery = WebhookDelivery.objects.get()
        page = superuser_client.get(
            f"/admin/webhooks/webhookdelivery/{delivery.pk}/change/"
        )
        assert page.status_code == 200 and b"200" in page.content
        with django_capture_on_commit_callbacks(execute=True):
            superuser_client.post(
                "/admin/webhooks/webhookdelivery/",
                {"action": "redeliver", "_selected_action": [delivery.pk]},
            )
        assert len(receiver.received) == 2


def test_the_sweeper_resends_a_delivery_whose_task_was_lost(
    endpoint, receiver, eager_celery
):
    """A delivery stored but never sent (its task lost) goes out on the next sweep."""
    from datetime import timedelta

    from django.utils import timezone

    from verification.webhooks.tasks import webhook_deliveries_sweep

    make_answer()  # the delivery is stored; its on-commit enqueue never runs here
    WebhookDelivery.objects.update(next_attempt_at=timezone.now() - timedelta(hours=1))
    assert webhook_deliveries_sweep() == 1
    assert receiver.events() == ["answer.flagged"]
    assert webhook_deliveries_sweep() == 0


def test_an_endpoint_on_a_private_address_is_refused_where_configured(
    endpoint, receiver, settings
):
    """In production (no private networks) a source cannot make us call 127.0.0.1."""
    from verification.webhooks.delivery import delivery_attempt

    settings.WEBHOOK_ALLOW_PRIVATE_NETWORKS = False
    make_answer()
    delivery = WebhookDelivery.objects.get()
    outcome = delivery_attempt(delivery_id=delivery.pk)
    [attempt] = delivery.attempt_log.all()
    assert outcome.status_code is None and outcome.retry_in
    assert "non-public address (127.0.0.1)" in attempt.error
    assert receiver.received == []


def test_a_disabled_endpoint_cannot_be_redelivered_to(endpoint):
    make_answer()
    delivery = WebhookDelivery.objects.get()
    WebhookEndpoint.objects.filter(pk=endpoint.pk).update(is_active=False)
    delivery.endpoint.refresh_from_db()
    with pytest.raises(ApplicationError) as refused:
        webhook_redeliver(delivery=delivery, actor=SYSTEM)
    assert refused.value.status == 409
