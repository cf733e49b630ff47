"""Writes on answers, evidence, reports, tokens and aliases; each records its audit."""
