from __future__ import annotations

import pytest

from tests.verification.webhooks.receiver import Receiver


@pytest.fixture
def receiver():
    """A live signature-checking receiver on 127.0.0.1."""
    server = Receiver()
    server.start()
    yield server
    server.stop()


@pytest.fixture
def endpoint(db, receiver):
    """An endpoint of the source `assistant` pointing at the receiver."""
    from foundations.actors import Actor
    from tests.factories import make_source
    from verification.webhooks.services import webhook_endpoint_create

    created, secret = webhook_endpoint_create(
        source=make_source(), url=receiver.url, actor=Actor.system("tests")
    )
    receiver.secrets.append(secret)
    return created
