"""Tier 0 fallback: the NumPy backend, used when PyTorch cannot be imported or on request."""

from .backend import NumpyBackend

__all__ = ["NumpyBackend"]
