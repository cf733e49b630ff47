"""Decision webhooks: signed events to a source's endpoints (Standard Webhooks).

A Django app of the domain layer (label `webhooks`): endpoints, deliveries and their
attempt log in `models`, registering and emitting in `services`, sending in
`delivery` (run by the Celery task in `tasks`), the source's API in `api`.
The web layer (reviewer) calls `events_emit` when a decision is recorded; this
package never imports it.
"""
