"""Each class of input that once gave a 500 at the API gets a 4xx naming the field.

Lone surrogates in any text field, JSON nested past any sensible depth, dates at
both ends of the calendar and non-ASCII digits in query parameters, booleans where
numbers belong, chunked bodies, and one external id posted by many clients at once
(a raw driver error from the COPY path used to escape the ingest retry).
"""

from __future__ import annotations

import io
import json
import threading

import pytest
from django.db import connection
from django.test import Client, RequestFactory
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from foundations.audit.models import AuditEvent
from foundations.errors import ApplicationError
from foundations.params import count_param, id_param
from foundations.text import LONE_SURROGATE, NUL_CHARACTER
from tests.factories import answer_payload
from verification.api import parsing
from verification.models import Answer
from verification.schemas import NOT_A_NUMBER
from verification.services.aliases import ALIAS_NORMALISES_EMPTY, alias_problems
from verification.services.records import digest, evidence_record_stored

ANSWERS_URL = "/api/v1/answers"


def _post(client: Client, body: dict | str):
    data = body if isinstance(body, str) else json.dumps(body)
    return client.post(ANSWERS_URL, data=data, content_type="application/json")


def _fields(response) -> dict[str, str]:
    return {item["field"]: item["message"] for item in response.json()["detail"]}


TEXT_FIELDS = [
    ("external_id", lambda p, v: p.update(external_id=v)),
    ("question", lambda p, v: p.update(question=v)),
    ("model", lambda p, v: p.update(model=v)),
    ("text", lambda p, v: p.update(text=v)),
    ("evidence[0].text", lambda p, v: p["evidence"][0].update(text=v)),
    ("evidence[0].law_label", lambda p, v: p["evidence"][0].update(law_label=v)),
    ("evidence[0].chunk_id", lambda p, v: p["evidence"][0].update(chunk_id=v)),
    ("evidence[0].citation_key", lambda p, v: p["evidence"][0].update(citation_key=v)),
]


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("field", "set_value"), TEXT_FIELDS, ids=[f for f, _ in TEXT_FIELDS]
)
@pytest.mark.parametrize(
    ("value", "message"),
    [
        ("abc\ud800def", LONE_SURROGATE),
        ("\udfff", LONE_SURROGATE),
        ("a\x00b", NUL_CHARACTER),
    ],
    ids=["high-surrogate", "low-surrogate", "nul"],
)
def test_unstorable_text_in_any_field_is_a_422_naming_it(
    api_client, field, set_value, value, message
):
    """A lone surrogate or NUL in any text field is refused by name, and nothing
    is stored (the batch is all or nothing)."""
    payload = answer_payload()
    set_value(payload, value)
    response = _post(api_client, payload)
    assert response.status_code == 422
    assert _fields(response) == {field: message}
    assert not Answer.objects.exists()


@pytest.mark.django_db
def test_surrogates_in_a_batch_are_named_with_their_index(api_client):
    """In a batch the path carries the answer's index."""
    second = answer_payload()
    second["text"] = "\ud83d"  # half of an emoji
    response = _post(api_client, {"answers": [answer_payload(), second]})
    assert response.status_code == 422
    assert _fields(response) == {"answers[1].text": LONE_SURROGATE}


@pytest.mark.django_db
@pytest.mark.parametrize("depth", [40, 5_000, 200_000])
def test_deeply_nested_json_is_a_400_naming_the_body(api_client, depth):
    """JSON nested past MAX_JSON_DEPTH is refused before it is walked, at any depth
    (past the interpreter's recursion limit too)."""
    payload = answer_payload()
    body = json.dumps(payload)[:-1] + ', "extra": ' + "[" * depth + "]" * depth + "}"
    response = _post(api_client, body)
    assert response.status_code == 400
    assert "body" in _fields(response)
    assert "nested deeper" in _fields(response)["body"]


@pytest.mark.django_db
@pytest.mark.parametrize("field", ["article_no", "score"])
@pytest.mark.parametrize("value", [True, False])
def test_a_boolean_is_not_a_number(api_client, field, value):
    """`article_no: true` is refused, not read as article 1."""
    payload = answer_payload()
    payload["evidence"][0][field] = value
    response = _post(api_client, payload)
    assert response.status_code == 422
    assert NOT_A_NUMBER in _fields(response)[f"evidence[0].{field}"]


@pytest.mark.django_db
@pytest.mark.parametrize("value", [10**30, "99999999999999999999", 2**31])
def test_an_article_number_past_the_column_is_kept_as_its_id(api_client, value):
    """A numeric article id too large for the `article_no` column is accepted and
    stored as its id with a null number (it was a 500), and the ingest event's
    evidence digest is what the stored rows hash to."""
    payload = answer_payload()
    payload["evidence"][0]["article_no"] = value
    response = _post(api_client, payload)
    assert response.status_code == 202, response.content
    answer = Answer.objects.get(pk=response.json()["id"])
    chunk = answer.evidence.get(position=0)
    assert (chunk.article, chunk.article_no) == (str(value), None)
    event = AuditEvent.objects.get(action="answer.ingested", answer_id=answer.pk)
    assert event.payload["evidence_digest"] == digest(evidence_record_stored(answer.pk))
    [evidence, _] = api_client.get(f"{ANSWERS_URL}/{answer.pk}").json()["evidence"]
    assert (evidence["article"], evidence["article_no"]) == (str(value), None)


def _chunked_request(body: bytes, *, terminated: bool):
    request = RequestFactory().generic(
        "POST", ANSWERS_URL, b"", content_type="application/json"
    )
    request.META.pop("CONTENT_LENGTH", None)
    request.META["HTTP_TRANSFER_ENCODING"] = "chunked"
    request.META["wsgi.input"] = io.BytesIO(body)
    request.META["wsgi.input_terminated"] = terminated
    return request


def test_a_chunked_body_is_read_to_its_end():
    """Without Content-Length, a body the server de-chunked (gunicorn) is read."""
    payload = answer_payload()
    body = json.dumps(payload).encode()
    is_batch, answers = parsing.post_body_parse(_chunked_request(body, terminated=True))
    assert not is_batch
    assert answers[0].external_id == payload["external_id"]


def test_a_chunked_body_the_server_cannot_delimit_is_refused_clearly():
    """Elsewhere it is a 411 naming the body, not "not valid JSON"."""
    body = json.dumps(answer_payload()).encode()
    with pytest.raises(ApplicationError) as refused:
        parsing.post_body_parse(_chunked_request(body, terminated=False))
    assert refused.value.status == 411
    assert refused.value.field == "body"
    assert refused.value.message == parsing.CHUNKED_UNSUPPORTED


def test_a_chunked_body_over_the_limit_is_refused(settings):
    settings.DATA_UPLOAD_MAX_MEMORY_SIZE = 100
    with pytest.raises(ApplicationError) as refused:
        parsing.post_body_parse(_chunked_request(b"{" + b" " * 200, terminated=True))
    assert refused.value.status == 413


@pytest.mark.django_db
@given(
    params=st.dictionaries(
        st.sampled_from(["since", "cursor", "limit", "state", "wait"]),
        st.one_of(
            st.sampled_from(
                [
                    "9999-12-31",
                    "0001-01-01",
                    "9999-12-31T23:59:59Z",
                    "١٢",
                    "²",
                    "9" * 40,
                ]
            ),
            st.text(max_size=20),
        ),
        min_size=1,
    )
)
@settings(
    max_examples=60,
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
def test_no_listing_parameter_value_is_a_500(api_client, params):
    """Hostile values of every listing parameter get a 4xx or a page, never a 5xx."""
    response = api_client.get(ANSWERS_URL, params)
    assert response.status_code < 500, params


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("12", 12),
        ("١٢", None),
        ("²", None),
        ("１２", None),
        ("0", None),
        ("-3", None),
        (" 7", None),
        (str(2**63 - 1), 2**63 - 1),
        (str(2**63), None),
        ("9" * 40, None),
        (None, None),
    ],
)
def test_id_parameters_take_ascii_digits_in_the_id_range_only(value, expected):
    assert id_param(value) == expected


@pytest.mark.parametrize(
    ("value", "expected"),
    [("0", 0), ("12", 12), ("²", None), ("١٢", None), ("-1", None), ("9" * 40, None)],
)
def test_count_parameters_are_ids_or_zero(value, expected):
    """A size or a count reads like an id, and may also be 0."""
    assert count_param(value) == expected


@pytest.mark.django_db
@pytest.mark.parametrize("alias", ["!!!", "  ", "---", "()"])
def test_an_alias_that_normalises_to_nothing_is_refused(alias):
    """Punctuation alone folds to the empty label: it is refused, by field."""
    problems = alias_problems(alias=alias, canonical="GDPR")
    assert problems in (
        {"alias": ALIAS_NORMALISES_EMPTY},
        {"alias": "must not be empty"},
    )
    assert alias_problems(alias="DSGVO", canonical="...") == {
        "canonical": ALIAS_NORMALISES_EMPTY
    }


@pytest.mark.django_db(transaction=True)
def test_concurrent_posts_of_one_external_id_never_fail(api_token):
    """Eight clients posting one answer at the same instant all get a 2xx (one
    creates it, the others see the repeat) or a 409 asking them to retry; never a
    500, and exactly one answer is stored."""
    _, plaintext = api_token
    payload = json.dumps(answer_payload(external_id="race-1"))
    start = threading.Barrier(8)
    statuses: list[int] = []

    def post() -> None:
        client = Client(
            HTTP_AUTHORIZATION=f"Bearer {plaintext}", raise_request_exception=False
        )
        start.wait()
        try:
            response = client.post(
                ANSWERS_URL, data=payload, content_type="application/json"
            )
            statuses.append(response.status_code)
        finally:
            connection.close()

    threads = [threading.Thread(target=post) for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()

    assert len(statuses) == 8
    assert all(status in (200, 201, 202, 409) for status in statuses), statuses
    assert Answer.objects.filter(external_id="race-1").count() == 1
