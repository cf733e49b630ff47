"""The client's address: REMOTE_ADDR, or what trusted reverse proxies report.

X-Forwarded-For is written by whoever sends the request, so it is read only as far
as the configured proxies vouch for it, from the right: each proxy appends the
address it received the request from. With TRUSTED_PROXY_COUNT=N the client is the
N-th address from the right; with TRUSTED_PROXIES (addresses or networks) it is the
right-most address that is not a trusted proxy, and only when REMOTE_ADDR itself is
one. With neither (the default) the header is ignored. Anything unparsable falls
back to REMOTE_ADDR, never to a value the client chose.
"""

from __future__ import annotations

import ipaddress
from functools import lru_cache

from django.conf import settings
from django.http import HttpRequest

MAX_ADDRESS_LENGTH = 45  # an IPv6 address with an embedded IPv4 one


def client_ip(request: HttpRequest | None) -> str:
    """The client's address, as the configured trusted proxies report it."""
    if request is None:
        return ""
    remote = _parsed(str(request.META.get("REMOTE_ADDR", "")))
    forwarded = [
        hop.strip()
        for hop in str(request.META.get("HTTP_X_FORWARDED_FOR", "")).split(",")
        if hop.strip()
    ]
    chosen: str | None = None
    if settings.TRUSTED_PROXY_COUNT > 0:
        if len(forwarded) >= settings.TRUSTED_PROXY_COUNT:
            chosen = forwarded[-settings.TRUSTED_PROXY_COUNT]
    elif settings.TRUSTED_PROXIES and remote and _is_trusted(remote):
        for hop in reversed(forwarded):
            if not _is_trusted(hop):
                chosen = hop
                break
    client = _parsed(chosen) if chosen is not None else None
    return (client or remote or "")[:MAX_ADDRESS_LENGTH]


def _parsed(value: str) -> str | None:
    try:
        return str(ipaddress.ip_address(value.strip()))
    except ValueError:
        return None


def _is_trusted(address: str) -> bool:
    parsed = _parsed(address)
    if parsed is None:
        return False
    ip = ipaddress.ip_address(parsed)
    return any(
        ip in network for network in _trusted_networks(tuple(settings.TRUSTED_PROXIES))
    )


@lru_cache(maxsize=8)
def _trusted_networks(entries: tuple[str, ...]) -> tuple[ipaddress._BaseNetwork, ...]:
    return tuple(ipaddress.ip_network(entry, strict=False) for entry in entries)
