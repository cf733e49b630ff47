"""The review desk, QA and accounts: the web-facing layer."""
