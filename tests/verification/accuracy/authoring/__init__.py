"""Hand-written answers of the accuracy set, in the markup that build_set.py expands.

Not a test module: pytest never collects it, and CI never runs it. It exists so the
JSONL files can be regenerated and reviewed as readable source.
"""
