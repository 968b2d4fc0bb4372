"""Every parity test draws its random inputs from a seed, and a failure says how to replay it.

The seed of a test is PARITY_SEED (default 0; `random` draws one) mixed with a hash of the test's id, so
each test sees the same inputs on every run, whatever else runs. A failure's report ends with the line
    replay: PARITY_SEED=<base> .venv/bin/python -m pytest '<test id>'
which reruns exactly that case.
"""

from __future__ import annotations

import os
import random
import zlib

import numpy as np
import pytest
import torch

from .parity import RNG

_setting = os.environ.get("PARITY_SEED", "0")
BASE_SEED = random.randrange(2**32) if _setting == "random" else int(_setting)


def seed_of(nodeid: str) -> int:
    return (BASE_SEED ^ zlib.crc32(nodeid.encode())) % 2**32


@pytest.fixture(autouse=True)
def seeded_inputs(request):
    """Reseed the generators the helpers draw from, for this test alone."""
    seed = seed_of(request.node.nodeid)
    RNG.bit_generator.state = np.random.default_rng(seed).bit_generator.state
    torch.manual_seed(seed)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    report = outcome.get_result()
    if report.failed and "tests/parity/" in item.nodeid.replace("\\", "/"):
        report.sections.append(("replay", f"replay: PARITY_SEED={BASE_SEED} .venv/bin/python -m pytest "
                                          f"'{item.nodeid}'  (inputs seeded with {seed_of(item.nodeid)})"))
