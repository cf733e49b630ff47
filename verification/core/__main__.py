"""Run the verifier CLI: ``python -m verification.core FILE.jsonl``."""

from __future__ import annotations

from verification.core.cli import main

raise SystemExit(main())
