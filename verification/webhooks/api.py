"""`/api/v1/webhooks`: a source manages its own endpoints with its bearer token.

A token sees and changes only its own source's endpoints; another source's id is a
404, the same as one that does not exist.
"""

from __future__ import annotations

import json
from datetime import datetime
from typing import Any

import pydantic
from django.http import HttpRequest, HttpResponse
from ninja import Router, Schema, Status

from foundations.actors import Actor
from foundations.errors import BAD_REQUEST, ApplicationError

from ..api.errors import field_path
from ..models import ApiToken
from . import services
from .models import WebhookDelivery, WebhookEndpoint

ENDPOINT_NOT_FOUND = "no webhook endpoint with this id for your source"
DELIVERY_NOT_FOUND = "no delivery with this id for this endpoint"
INVALID_JSON = "not valid JSON"

router = Router(tags=["webhooks"])


class EndpointIn(pydantic.BaseModel):
    model_config = pydantic.ConfigDict(extra="forbid")

    url: str = pydantic.Field(min_length=1, max_length=500)
    description: str = pydantic.Field(default="", max_length=200)
    event_types: list[str] = pydantic.Field(default_factory=list)


class EndpointPatch(pydantic.BaseModel):
    model_config = pydantic.ConfigDict(extra="forbid")

    url: str | None = pydantic.Field(default=None, min_length=1, max_length=500)
    description: str | None = pydantic.Field(default=None, max_length=200)
    event_types: list[str] | None = None
    is_active: bool | None = None


class EndpointOut(Schema):
    id: int
    url: str
    description: str
    event_types: list[str]
    is_active: bool
    disabled_at: datetime | None
    disabled_reason: str
    consecutive_failures: int
    created_at: datetime


class EndpointCreatedOut(EndpointOut):
    secret: str


class SecretOut(Schema):
    secret: str
    previous_secret_valid_until: datetime | None


class AttemptOut(Schema):
    attempted_at: datetime
    status_code: int | None
    error: str
    duration_ms: float


class DeliveryOut(Schema):
    id: int
    message_id: str
    event_type: str
    answer_id: int | None
    state: str
    attempts: int
    last_status_code: int | None
    created_at: datetime
    next_attempt_at: datetime | None
    delivered_at: datetime | None
    attempt_log: list[AttemptOut]


class ErrorOut(Schema):
    detail: Any


def _token(request: HttpRequest) -> ApiToken:
    return request.api_token  # type: ignore[attr-defined,no-any-return]


def _body(request: HttpRequest, model: type[pydantic.BaseModel]) -> Any:
    try:
        data = json.loads(request.body or b"{}")
    except (ValueError, UnicodeDecodeError):
        raise ApplicationError(INVALID_JSON, field="body", status=BAD_REQUEST) from None
    try:
        return model.model_validate(data)
    except pydantic.ValidationError as error:
        raise ApplicationError.many(
            [(field_path(e["loc"]) or "body", e["msg"]) for e in error.errors()]
        ) from None


def _endpoint(request: HttpRequest, endpoint_id: int) -> WebhookEndpoint | None:
    return (
        WebhookEndpoint.objects.select_related("source")
        .filter(pk=endpoint_id, source_id=_token(request).source_id)
        .first()
    )


def _not_found(message: str) -> Status:
    return Status(404, {"detail": message})


@router.get("", response=list[EndpointOut], url_name="webhooks_list")
def webhooks_list(request: HttpRequest) -> Any:
    """Your source's endpoints."""
    return list(WebhookEndpoint.objects.filter(source_id=_token(request).source_id))


@router.post(
    "",
    response={201: EndpointCreatedOut, 400: ErrorOut, 422: ErrorOut},
    url_name="webhooks_create",
    openapi_extra={
        "requestBody": {
            "content": {"application/json": {"schema": EndpointIn.model_json_schema()}}
        }
    },
)
def webhooks_create(request: HttpRequest) -> Any:
    """Register an endpoint. The response carries its signing secret."""
    body: EndpointIn = _body(request, EndpointIn)
    token = _token(request)
    endpoint, _ = services.webhook_endpoint_create(
        source=token.source,
        url=body.url,
        description=body.description,
        event_types=body.event_types,
        actor=Actor.for_token(token),
    )
    return Status(201, endpoint)


@router.get(
    "/{endpoint_id}", response={200: EndpointOut, 404: ErrorOut}, url_name="webhook_get"
)
def webhook_get(request: HttpRequest, endpoint_id: int) -> Any:
    endpoint = _endpoint(request, endpoint_id)
    return endpoint if endpoint else _not_found(ENDPOINT_NOT_FOUND)


@router.patch(
    "/{endpoint_id}",
    response={200: EndpointOut, 400: ErrorOut, 404: ErrorOut, 422: ErrorOut},
    url_name="webhook_update",
    openapi_extra={
        "requestBody": {
            "content": {
                "application/json": {"schema": EndpointPatch.model_json_schema()}
            }
        }
    },
)
def webhook_update(request: HttpRequest, endpoint_id: int) -> Any:
    """Change the URL, description or event types; `is_active: true` re-enables an
    endpoint that was disabled after failures."""
    endpoint = _endpoint(request, endpoint_id)
    if endpoint is None:
        return _not_found(ENDPOINT_NOT_FOUND)
    body: EndpointPatch = _body(request, EndpointPatch)
    return services.webhook_endpoint_update(
        endpoint=endpoint,
        actor=Actor.for_token(_token(request)),
        **body.model_dump(exclude_unset=True),
    )


@router.delete(
    "/{endpoint_id}", response={204: None, 404: ErrorOut}, url_name="webhook_delete"
)
def webhook_delete(request: HttpRequest, endpoint_id: int) -> Any:
    endpoint = _endpoint(request, endpoint_id)
    if endpoint is None:
        return _not_found(ENDPOINT_NOT_FOUND)
    services.webhook_endpoint_delete(
        endpoint=endpoint, actor=Actor.for_token(_token(request))
    )
    return HttpResponse(status=204)


@router.post(
    "/{endpoint_id}/rotate-secret",
    response={200: SecretOut, 404: ErrorOut},
    url_name="webhook_rotate_secret",
)
def webhook_rotate_secret(request: HttpRequest, endpoint_id: int) -> Any:
    """A new secret; the previous one keeps signing until the time returned."""
    endpoint = _endpoint(request, endpoint_id)
    if endpoint is None:
        return _not_found(ENDPOINT_NOT_FOUND)
    secret = services.webhook_secret_rotate(
        endpoint=endpoint, actor=Actor.for_token(_token(request))
    )
    return {
        "secret": secret,
        "previous_secret_valid_until": endpoint.previous_secret_expires_at,
    }


@router.get(
    "/{endpoint_id}/deliveries",
    response={200: list[DeliveryOut], 404: ErrorOut},
    url_name="webhook_deliveries",
)
def webhook_deliveries(request: HttpRequest, endpoint_id: int, limit: int = 50) -> Any:
    """The endpoint's latest deliveries (newest first) with every attempt's code."""
    endpoint = _endpoint(request, endpoint_id)
    if endpoint is None:
        return _not_found(ENDPOINT_NOT_FOUND)
    limit = max(1, min(limit, 200))
    return list(
        endpoint.deliveries.prefetch_related("attempt_log").order_by("-id")[:limit]
    )


@router.post(
    "/{endpoint_id}/deliveries/{delivery_id}/redeliver",
    response={202: DeliveryOut, 404: ErrorOut, 409: ErrorOut},
    url_name="webhook_redeliver",
)
def webhook_redeliver(request: HttpRequest, endpoint_id: int, delivery_id: int) -> Any:
    """Send a delivery again, with the same message id."""
    endpoint = _endpoint(request, endpoint_id)
    delivery = (
        WebhookDelivery.objects.filter(pk=delivery_id, endpoint=endpoint).first()
        if endpoint
        else None
    )
    if delivery is None:
        return _not_found(DELIVERY_NOT_FOUND)
    services.webhook_redeliver(
        delivery=delivery, actor=Actor.for_token(_token(request))
    )
    return Status(202, delivery)
