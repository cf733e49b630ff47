"""Foundations: the audit log and the plumbing every layer shares.

Nothing here imports `verification` or `reviewer`: this is the bottom of the
project (above only the verifier core, which imports nothing of ours).
"""
