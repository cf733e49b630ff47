"""Review workflow models."""
