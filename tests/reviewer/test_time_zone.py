"""Each person sees times in their own time zone, labelled with its abbreviation."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from reviewer.accounts.models import UserProfile
from tests.factories import make_answer
from verification.models import Answer

pytestmark = pytest.mark.django_db


def _winter_answer():
    answer = make_answer()
    Answer.objects.filter(pk=answer.pk).update(
        received_at=datetime(2026, 1, 15, 9, 30, tzinfo=UTC)
    )
    return answer


def test_times_show_in_utc_until_a_zone_is_chosen(reviewer_client):
    answer = _winter_answer()
    html = reviewer_client.get(f"/answers/{answer.pk}/").content.decode()
    assert "15 Jan 2026 09:30 UTC" in html


def test_saving_a_zone_shows_times_there_labelled(reviewer_client):
    """After choosing Europe/Paris, 09:30 UTC reads 10:30 CET, on every page."""
    answer = _winter_answer()
    response = reviewer_client.post(
        "/accounts/settings/", {"time_zone": "Europe/Paris", "email": "me@example.org"}
    )
    assert response.status_code == 302
    profile = UserProfile.objects.get(user=reviewer_client.user)
    assert profile.time_zone == "Europe/Paris"
    reviewer_client.user.refresh_from_db()
    assert reviewer_client.user.email == "me@example.org"
    html = reviewer_client.get(f"/answers/{answer.pk}/").content.decode()
    assert "15 Jan 2026 10:30 CET" in html
    queue = reviewer_client.get("/?tab=all").content.decode()
    assert "15 Jan 2026 10:30 CET" in queue


def test_a_new_session_reads_the_zone_from_the_profile(client, reviewer):
    UserProfile.objects.create(user=reviewer, time_zone="Asia/Tokyo")
    answer = _winter_answer()
    client.force_login(reviewer)
    html = client.get(f"/answers/{answer.pk}/").content.decode()
    assert "15 Jan 2026 18:30 JST" in html


def test_an_unknown_zone_is_refused_inline(reviewer_client):
    response = reviewer_client.post(
        "/accounts/settings/", {"time_zone": "Mars/Olympus", "email": ""}
    )
    html = response.content.decode()
    assert response.status_code == 400
    assert 'role="alert"' in html and "Mars/Olympus is not one of the available" in html
    assert not UserProfile.objects.exists()


def test_the_settings_page_preselects_the_zone(reviewer_client):
    UserProfile.objects.create(user=reviewer_client.user, time_zone="America/New_York")
    html = reviewer_client.get("/accounts/settings/").content.decode()
    assert '<option value="America/New_York" selected>' in html
