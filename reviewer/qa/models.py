"""QA annotation models."""
