"""Calendar days as time ranges: the one rule every date filter and export uses.

A filter's day is a day in UTC, the time zone every timestamp is stored in, so that
"received on 3 March" means the same rows on the queue, the audit history and in an
export, whoever runs it. (Display converts to the reader's zone; filtering does not.)
The last day of the calendar has no "next day": its range is open-ended rather than
an OverflowError, and the first day's start is representable too.
"""

from __future__ import annotations

from datetime import UTC, date, datetime, time, timedelta


def day_start(day: date) -> datetime:
    """Return the first instant of `day` in UTC."""
    return datetime.combine(day, time.min, tzinfo=UTC)


def day_after(day: date) -> datetime | None:
    """Return the first instant after `day` in UTC, or None past the calendar's end."""
    if day >= date.max:
        return None
    return day_start(day + timedelta(days=1))
