"""The ingestion API: authentication, validation, idempotency, reports, listing."""

from __future__ import annotations

import json

import pytest
from django.test import Client, override_settings

from foundations.actors import Actor
from foundations.audit.models import AuditEvent
from tests.factories import GDPR_6, GDPR_17, answer_payload, make_answer, make_source
from verification import core
from verification.models import Answer, EvidenceChunk
from verification.services.reports import answers_verify
from verification.services.tokens import api_token_create, api_token_revoke

pytestmark = pytest.mark.django_db

ANSWERS_URL = "/api/v1/answers"


def post(client: Client, body, **query) -> tuple[int, dict]:
    url = ANSWERS_URL + (
        "?" + "&".join(f"{k}={v}" for k, v in query.items()) if query else ""
    )
    data = body if isinstance(body, str | bytes) else json.dumps(body)
    response = client.post(url, data=data, content_type="application/json")
    return response.status_code, response.json()


def fields(body: dict) -> list[str]:
    return [item["field"] for item in body["detail"]]


class TestAuthentication:
    def test_a_request_without_a_token_is_refused(self):
        """No bearer token: 401, and nothing is stored."""
        response = Client().post(
            ANSWERS_URL, data="{}", content_type="application/json"
        )
        assert response.status_code == 401
        assert Answer.objects.count() == 0

    def test_an_unknown_token_is_refused(self, db):
        client = Client(HTTP_AUTHORIZATION="Bearer crv_not-a-real-token")
        assert client.get(ANSWERS_URL).status_code == 401

    def test_a_revoked_token_is_refused(self, api_token, api_client):
        """A revoked token stops working at once."""
        token, _ = api_token
        api_token_revoke(token=token, actor=Actor.system("tests"))
        assert api_client.get(ANSWERS_URL).status_code == 401

    def test_tokens_are_stored_only_as_hashes(self, api_token):
        token, plaintext = api_token
        token.refresh_from_db()
        assert plaintext not in (token.token_hash, token.prefix)
        assert len(token.token_hash) == 64

    def test_a_web_session_does_not_open_the_api(self, django_user_model):
        user = django_user_model.objects.create_user("someone", password="x" * 20)
        client = Client()
        client.force_login(user)
        assert client.get(ANSWERS_URL).status_code == 401


class TestPostOneAnswer:
    def test_an_answer_is_accepted_with_its_id_and_urls(self, api_client):
        """202 with the new answer's id, its API URL and its review URL."""
        status, body = post(api_client, answer_payload(external_id="q-1"))
        assert status == 202
        answer = Answer.objects.get(pk=body["id"])
        assert body["external_id"] == "q-1"
        assert body["created"] is True
        assert body["url"] == f"/api/v1/answers/{answer.pk}"
        assert body["review_url"] == f"/answers/{answer.pk}/"
        assert body["verification_state"] == "pending"

    def test_evidence_is_stored_as_received_in_order(self, api_client):
        payload = answer_payload()
        _, body = post(api_client, payload)
        stored = list(
            EvidenceChunk.objects.filter(answer_id=body["id"])
            .order_by("position")
            .values(
                "chunk_id", "law_label", "article_no", "text", "score", "citation_key"
            )
        )
        assert stored == payload["evidence"]

    def test_ingest_is_audited_with_the_token_as_actor(self, api_client, api_token):
        _, body = post(api_client, answer_payload())
        event = AuditEvent.objects.get(action="answer.ingested", answer_id=body["id"])
        assert event.actor_type == "api_token"
        assert event.actor_id == str(api_token[0].pk)

    def test_the_same_payload_again_returns_the_existing_answer(self, api_client):
        """Idempotent on (source, external_id): a retry creates nothing new."""
        payload = answer_payload(external_id="same")
        _, first = post(api_client, payload)
        status, again = post(api_client, payload)
        assert status == 202
        assert again["id"] == first["id"]
        assert again["created"] is False
        assert Answer.objects.count() == 1

    def test_a_different_payload_under_the_same_id_is_a_conflict(self, api_client):
        post(api_client, answer_payload(external_id="same"))
        status, body = post(
            api_client, answer_payload(external_id="same", text="Other.")
        )
        assert status == 409
        assert fields(body) == ["external_id"]
        assert Answer.objects.count() == 1

    def test_the_same_external_id_from_another_source_is_another_answer(
        self, api_client
    ):
        post(api_client, answer_payload(external_id="shared"))
        _, other = api_token_create(source_name="other", actor=Actor.system("tests"))
        other_client = Client(HTTP_AUTHORIZATION=f"Bearer {other}")
        status, _ = post(other_client, answer_payload(external_id="shared"))
        assert status == 202
        assert Answer.objects.count() == 2


class TestValidation:
    @pytest.mark.parametrize(
        ("mutate", "field"),
        [
            (lambda p: p.pop("text"), "text"),
            (lambda p: p.pop("external_id"), "external_id"),
            (lambda p: p.update(external_id=""), "external_id"),
            (lambda p: p.update(question=7), "question"),
            (lambda p: p.update(evidence="none"), "evidence"),
            (
                lambda p: p["evidence"][1].update(article_no="seventeen"),
                "evidence[1].article_no",
            ),
            (lambda p: p["evidence"][1].update(article_no=0), "evidence[1].article_no"),
            (lambda p: p["evidence"][0].pop("law_label"), "evidence[0].law_label"),
            # A label showing nothing names no law (every such label is one to
            # the verifier): refused as the CLI refuses it.
            (
                lambda p: p["evidence"][0].update(law_label="   "),
                "evidence[0].law_label",
            ),
            (
                lambda p: p["evidence"][0].update(law_label="\u200b\u200f"),
                "evidence[0].law_label",
            ),
            (lambda p: p["evidence"][0].update(score="high"), "evidence[0].score"),
        ],
    )
    def test_an_invalid_field_is_named_in_a_422(self, api_client, mutate, field):
        payload = answer_payload()
        mutate(payload)
        status, body = post(api_client, payload)
        assert status == 422
        assert field in fields(body)
        assert Answer.objects.count() == 0

    def test_a_blank_label_is_refused_with_the_clis_words(self, api_client):
        """A label of spaces says why, in the words the CLI uses for it."""
        payload = answer_payload()
        payload["evidence"][0]["law_label"] = "\u00a0\t"
        status, body = post(api_client, payload)
        assert status == 422
        (item,) = body["detail"]
        assert item["field"] == "evidence[0].law_label"
        assert core.serialise.BLANK_LABEL in item["message"]

    def test_a_label_of_any_script_or_a_sign_is_accepted(self, api_client):
        """Labels that show something are stored as before, "§" too."""
        for label in ("نظام العمل", " GDPR ", "§"):
            payload = answer_payload(external_id=f"label-{label}")
            payload["evidence"][0]["law_label"] = label
            status, body = post(api_client, payload)
            assert status == 202, body
        assert Answer.objects.count() == 3

    def test_a_field_in_a_batch_is_named_with_its_index(self, api_client):
        batch = {"answers": [answer_payload(), answer_payload()]}
        batch["answers"][1]["evidence"][0]["article_no"] = None
        status, body = post(api_client, batch)
        assert status == 422
        assert fields(body) == ["answers[1].evidence[0].article_no"]

    def test_a_body_that_is_not_json_is_a_400(self, api_client):
        status, body = post(api_client, "{not json")
        assert status == 400
        assert fields(body) == ["body"]

    def test_a_body_that_is_not_an_object_is_a_400(self, api_client):
        status, body = post(api_client, [answer_payload()])
        assert status == 400
        assert fields(body) == ["body"]

    @override_settings(API_MAX_TEXT_CHARS=100)
    def test_text_over_the_limit_is_refused_with_the_limit_named(self, api_client):
        status, body = post(api_client, answer_payload(text="x" * 101))
        assert status == 422
        assert body["detail"] == [
            {"field": "text", "message": "longer than 100 characters"}
        ]

    @override_settings(API_MAX_EVIDENCE=1)
    def test_too_many_evidence_passages_are_refused(self, api_client):
        status, body = post(api_client, answer_payload())
        assert status == 422
        assert fields(body) == ["evidence"]

    @override_settings(API_MAX_BATCH=2)
    def test_a_batch_over_the_limit_is_refused(self, api_client):
        status, body = post(
            api_client, {"answers": [answer_payload() for _ in range(3)]}
        )
        assert status == 422
        assert body["detail"] == [
            {"field": "answers", "message": "at most 2 answers per batch"}
        ]

    @pytest.mark.parametrize("wait", ["11", "-1", "soon"])
    def test_wait_out_of_range_is_refused(self, api_client, wait):
        status, body = post(api_client, answer_payload(), wait=wait)
        assert status == 422
        assert fields(body) == ["wait"]


class TestPostBatch:
    def test_a_batch_returns_one_result_per_answer_in_order(self, api_client):
        payloads = [answer_payload(external_id=f"b-{i}") for i in range(5)]
        status, body = post(api_client, {"answers": payloads})
        assert status == 202
        assert [a["external_id"] for a in body["answers"]] == [
            f"b-{i}" for i in range(5)
        ]
        assert Answer.objects.count() == 5

    def test_a_conflict_refuses_the_whole_batch_and_keeps_what_was_accepted(
        self, api_client
    ):
        """Nothing accepted before is lost; nothing of the refused batch is stored."""
        post(api_client, answer_payload(external_id="kept"))
        batch = {
            "answers": [
                answer_payload(external_id="new"),
                answer_payload(external_id="kept", text="A different answer."),
            ]
        }
        status, body = post(api_client, batch)
        assert status == 409
        assert fields(body) == ["answers[1].external_id"]
        assert list(Answer.objects.values_list("external_id", flat=True)) == ["kept"]

    def test_one_id_twice_with_different_payloads_in_a_batch_is_refused(
        self, api_client
    ):
        batch = {
            "answers": [
                answer_payload(external_id="twice"),
                answer_payload(external_id="twice", text="Something else."),
            ]
        }
        status, body = post(api_client, batch)
        assert status == 409
        assert fields(body) == ["answers[1].external_id"]
        assert Answer.objects.count() == 0

    def test_a_repeated_batch_creates_nothing_new(self, api_client):
        batch = {"answers": [answer_payload(external_id=f"r-{i}") for i in range(3)]}
        post(api_client, batch)
        status, body = post(api_client, batch)
        assert status == 202
        assert [a["created"] for a in body["answers"]] == [False, False, False]
        assert Answer.objects.count() == 3


class TestReadingAnswers:
    def test_an_answer_is_read_back_with_evidence_states_and_report(self, api_client):
        """The report is the verifier CLI's output, with its bounds: nothing cut."""
        payload = answer_payload()
        _, posted = post(api_client, payload)
        answers_verify(answer_ids=[posted["id"]], actor=Actor.system("tests"))
        response = api_client.get(posted["url"])
        body = response.json()
        assert response.status_code == 200
        assert body["verification_state"] == "flagged"
        assert body["review_state"] == "unreviewed"
        # Each passage comes back as sent, with its article also as a string id.
        assert body["evidence"] == [
            {**chunk, "article": str(chunk["article_no"])}
            for chunk in payload["evidence"]
        ]
        expected = core.report_to_dict(
            core.verify(payload["text"], [GDPR_6, GDPR_17]), id=payload["external_id"]
        )
        assert body["report"] == {
            **expected,
            "limit_reached": False,
            "truncated": 0,
            "uncited_truncated": 0,
        }

    def test_a_recital_is_accepted_as_an_article_id_and_cited_as_itself(
        self, api_client
    ):
        """Evidence may be a law's recital or annex ("Recital 47"), with no number."""
        payload = answer_payload(
            text="Direct marketing may rest on a legitimate interest (Recital 47 GDPR)",
            evidence=[
                {
                    "chunk_id": "gdpr-r47",
                    "law_label": "GDPR",
                    "article": "recital 047",
                    "text": "Direct marketing may be a legitimate interest.",
                }
            ],
        )
        status, posted = post(api_client, payload)
        assert status == 202
        answers_verify(answer_ids=[posted["id"]], actor=Actor.system("tests"))
        body = api_client.get(posted["url"]).json()
        assert body["evidence"][0]["article"] == "Recital 47"
        assert body["evidence"][0]["article_no"] is None
        (citation,) = body["report"]["citations"]
        assert (citation["article"], citation["status"]) == ("Recital 47", "verified")

    def test_an_article_written_with_its_heading_is_accepted_as_that_article(
        self, api_client
    ):
        """Pipelines send "Article 17 – Right to erasure ('right to be forgotten')",
        longer than any id: it is Article 17, as the CLI reads it."""
        payload = answer_payload(
            text="The data subject may obtain erasure (Article 17 GDPR).",
            evidence=[
                {
                    "chunk_id": "gdpr-17",
                    "law_label": "GDPR - General Data Protection Regulation",
                    "article": (
                        "Article 17 – Right to erasure ('right to be forgotten')"
                    ),
                    "text": "1. The data subject shall have the right to erasure.",
                }
            ],
        )
        status, posted = post(api_client, payload)
        assert status == 202
        answers_verify(answer_ids=[posted["id"]], actor=Actor.system("tests"))
        body = api_client.get(posted["url"]).json()
        assert body["evidence"][0]["article"] == "17"
        (citation,) = body["report"]["citations"]
        assert (citation["article"], citation["status"]) == ("17", "verified")

    def test_a_part_no_law_numbers_so_is_refused_naming_the_field(self, api_client):
        payload = answer_payload()
        payload["evidence"][0] = {**payload["evidence"][0], "article": "Annex IIII"}
        payload["evidence"][0].pop("article_no")
        status, body = post(api_client, payload)
        assert status == 422
        assert "evidence[0].article" in fields(body)
        assert Answer.objects.count() == 0

    def test_a_pending_answer_has_no_report_yet(self, api_client):
        _, posted = post(api_client, answer_payload())
        body = api_client.get(posted["url"]).json()
        assert body["verification_state"] == "pending"
        assert body["report"] is None

    def test_another_sources_answer_is_not_found(self, api_client):
        """A source reads only its own answers."""
        other = make_answer(source=make_source("someone-else"), external_id="theirs")
        assert api_client.get(f"{ANSWERS_URL}/{other.pk}").status_code == 404

    def test_the_listing_pages_with_a_cursor(self, api_client):
        post(
            api_client,
            {"answers": [answer_payload(external_id=f"l-{i}") for i in range(5)]},
        )
        first = api_client.get(ANSWERS_URL, {"limit": 2}).json()
        second = api_client.get(
            ANSWERS_URL, {"limit": 2, "cursor": first["next_cursor"]}
        ).json()
        third = api_client.get(
            ANSWERS_URL, {"limit": 2, "cursor": second["next_cursor"]}
        ).json()
        seen = [
            a["external_id"] for page in (first, second, third) for a in page["results"]
        ]
        assert seen == [f"l-{i}" for i in range(5)]
        assert third["next_cursor"] is None

    def test_the_listing_filters_by_state(self, api_client):
        _, batch = post(api_client, {"answers": [answer_payload(), answer_payload()]})
        answers_verify(
            answer_ids=[batch["answers"][0]["id"]], actor=Actor.system("tests")
        )
        flagged = api_client.get(ANSWERS_URL, {"state": "flagged"}).json()["results"]
        assert [a["id"] for a in flagged] == [batch["answers"][0]["id"]]

    @pytest.mark.parametrize(
        ("query", "field", "status"),
        [
            # A cursor we did not issue cannot be read at all; the others are values
            # of the wrong kind.
            ({"cursor": "%%%"}, "cursor", 400),
            ({"state": "shiny"}, "state", 422),
            ({"limit": 0}, "limit", 422),
        ],
    )
    def test_bad_listing_parameters_are_named(self, api_client, query, field, status):
        response = api_client.get(ANSWERS_URL, query)
        assert response.status_code == status
        assert field in fields(response.json())


class TestSchemaAndHealth:
    def test_the_openapi_schema_publishes_the_answer_shapes(self, client):
        schema = client.get("/api/v1/openapi.json").json()
        components = schema["components"]["schemas"]
        assert {"AnswerIn", "AnswerBatchIn", "EvidenceIn", "ReportOut"} <= set(
            components
        )
        assert "/api/v1/answers" in schema["paths"]

    def test_the_docs_page_is_served_without_a_cdn(self, client):
        response = client.get("/api/v1/docs")
        assert response.status_code == 200
        assert b"cdn" not in response.content.lower()

    def test_health_reports_database_and_broker(self, client):
        response = client.get("/healthz")
        assert response.status_code == 200
        assert response.json() == {"status": "ok", "database": "ok", "broker": "ok"}

    def test_health_answers_a_head_request_like_a_get(self, client):
        """Uptime monitors and load balancers often probe with HEAD: the same
        status, no body (it was a 405)."""
        response = client.head("/healthz")
        assert response.status_code == 200
        assert response.content == b""
