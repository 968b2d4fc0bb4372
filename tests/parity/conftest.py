"""Every parity test draws its random inputs from a seed, and a failure says how to replay it.

The seed of a test is PARITY_SEED (default 0; `random` draws one, any integer picks one) mixed with a hash of
the test's id, so each test sees the same inputs on every run, whatever else runs or in what order. Before
each test the generators the tests draw from are reseeded with it: parity.RNG (every `fresh` input), the
NumPy backend's own generator (dropout) and torch's; a Hypothesis test gets it as its @seed (which also
turns off its example database, so a run does not depend on earlier runs). A failure's report ends with the line
    replay: PARITY_SEED=<base> SIMPLE_TORCH_BACKEND=<backend> .venv/bin/python -m pytest '<test id>'
which, run from the repository root, reruns exactly that case (tests/README.md).
"""

from __future__ import annotations

import os
import random
import zlib

import hypothesis
import numpy as np
import pytest
import torch

from .parity import NUMPY, RNG

_setting = os.environ.get("PARITY_SEED", "0")
BASE_SEED = random.randrange(2**32) if _setting == "random" else int(_setting)


def seed_of(nodeid: str) -> int:
    """The seed of one test: the base seed XOR the CRC-32 of its id (stable across runs and machines)."""
    return (BASE_SEED ^ zlib.crc32(nodeid.encode())) % 2**32


def replay_line(nodeid: str) -> str:
    backend = os.environ.get("SIMPLE_TORCH_BACKEND") or "torch"
    return (f"replay: PARITY_SEED={BASE_SEED} SIMPLE_TORCH_BACKEND={backend} .venv/bin/python -m pytest "
            f"'{nodeid}'")


@pytest.fixture(autouse=True)
def seeded_inputs(request):
    """Reseed the generators the helpers and backends draw from, for this test alone."""
    seed = seed_of(request.node.nodeid)
    RNG.bit_generator.state = np.random.default_rng(seed).bit_generator.state
    NUMPY.manual_seed(seed)
    torch.manual_seed(seed)
    test = getattr(request.node, "obj", None)
    if getattr(test, "is_hypothesis_test", False):
        hypothesis.seed(seed)(getattr(test, "__func__", test))   # the examples it generates, and their order


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    report = outcome.get_result()
    if report.failed and "tests/parity/" in item.nodeid.replace("\\", "/"):
        report.sections.append(("replay", f"{replay_line(item.nodeid)}\n"
                                          f"(inputs seeded with {seed_of(item.nodeid)})"))
