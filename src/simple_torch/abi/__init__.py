"""Tier 2's source of truth: the declarative spec of the C ABI and what is derived from it."""
