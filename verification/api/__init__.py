"""The ingestion API (`/api/v1/`): upstream assistants post answers and read reports.

One module per concern: `auth` (tokens and the rate limit), `errors` (every failure
as a 4xx/5xx JSON body that names the field), `parsing` (the POST body, its limits),
`endpoints` (the routes: parse, call one service or selector, shape). The JSON
shapes are in `verification.schemas`.
"""

from .endpoints import api

__all__ = ["api"]
