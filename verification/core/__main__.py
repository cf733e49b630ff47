"""Run the verifier CLI: ``python -m verification.core FILE.jsonl``."""

from __future__ import annotations

from verification.core.cli import main

# Guarded: where worker processes are spawned rather than forked (macOS, Windows),
# each imports this module again, and must not start a CLI of its own.
if __name__ == "__main__":
    raise SystemExit(main())
