"""Section 1: library information, the last error, seeding, live handles and the default device.

How these functions fail when start-up fails (bad configuration) is tested in test_config.py.
"""

from __future__ import annotations

import threading

import numpy as np
import pytest
import torch

import simple_torch.runtime as rt
from simple_torch.abi.errors import ErrorCode
from simple_torch.abi.spec import ABI_VERSION
from simple_torch.runtime import startup

from .conftest import BACKEND, DEVICE, TORCH_DEVICE, assert_error, assert_ok, close, put, take, torch_backend_only

# the CUDA devices the runtime's backend sees (the NumPy backend has none, whatever the machine)
CUDA_DEVICES = torch.cuda.device_count() if BACKEND == "torch" and torch.cuda.is_available() else 0


def fail_once():
    """Leave an error behind, so that a following success must reset it."""
    assert rt.rt_torch_tensor_zeros([-1]) == 0
    assert rt.rt_torch_last_error_code() == ErrorCode.INVALID_ARGUMENT


# -- library information ------------------------------------------------------------------------------
@torch_backend_only
def test_available_means_the_torch_backend():
    fail_once()
    assert rt.rt_torch_available() == 1
    assert_ok()
    assert rt.rt_torch_backend() == "torch"
    assert_ok()


@torch_backend_only
def test_version_is_pytorchs():
    fail_once()
    version = rt.rt_torch_version()
    assert version == torch.__version__
    assert isinstance(version, str) and version
    assert_ok()


@pytest.mark.skipif(BACKEND != "numpy", reason="the numpy backend's own answers")
def test_numpy_backend_reports_itself():
    assert rt.rt_torch_available() == 0
    assert rt.rt_torch_backend() == "numpy"
    assert rt.rt_torch_version() == f"numpy {np.__version__}"
    assert rt.rt_torch_cuda_available() == 0 and rt.rt_torch_cuda_device_count() == 0
    assert_ok()


def test_cuda_figures_match_pytorch():
    fail_once()
    assert rt.rt_torch_cuda_available() == int(CUDA_DEVICES > 0)
    assert_ok()
    assert rt.rt_torch_cuda_device_count() == CUDA_DEVICES
    assert_ok()


def test_cuda_availability_agrees_with_the_count():
    """Device-aware: available exactly when there is a device; none on a machine without CUDA."""
    count = rt.rt_torch_cuda_device_count()
    assert rt.rt_torch_cuda_available() == int(count > 0)
    if not torch.cuda.is_available():
        assert count == 0


def test_abi_version_packs_major_minor_patch():
    major, minor, patch = ABI_VERSION
    fail_once()
    assert rt.rt_torch_abi_version() == major * 10000 + minor * 100 + patch
    assert_ok()
    assert rt.rt_torch_abi_version() >= 10000   # 1.0.0 was the first release


def test_init_is_idempotent_and_resets_the_error():
    for _ in range(3):
        fail_once()
        assert rt.rt_torch_init() == 0
        assert_ok()


def test_fast_path_is_off_for_the_runtime_in_python():
    """Issue 17's fast path runs in the C library (tests/test_fast_path.py runs it); the runtime imported in Python
    says so, and why it is off here."""
    fail_once()
    assert rt.rt_torch_fast_path() == "off: the runtime was not loaded through the C library"
    assert_ok()


# -- the last error -------------------------------------------------------------------------------------
def test_error_readers_do_not_reset_the_error():
    fail_once()
    for _ in range(2):
        assert rt.rt_torch_last_error_code() == ErrorCode.INVALID_ARGUMENT
        assert rt.rt_torch_last_error().startswith("rt_torch_tensor_zeros: dims[0] is -1")


def test_clear_error():
    fail_once()
    assert rt.rt_torch_clear_error() is None
    assert rt.rt_torch_last_error_code() == 0
    assert rt.rt_torch_last_error() == ""


def test_success_resets_the_error():
    fail_once()
    assert rt.rt_torch_live_tensors() >= 0
    assert_ok()


def test_last_error_is_per_thread():
    fail_once()
    seen = {}

    def other():
        seen["before"] = (rt.rt_torch_last_error_code(), rt.rt_torch_last_error())
        rt.rt_torch_set_default_device(-7)
        seen["after"] = rt.rt_torch_last_error_code()

    worker = threading.Thread(target=other)
    worker.start()
    worker.join()
    assert seen["before"] == (0, "")                       # a new thread starts clean
    assert seen["after"] == ErrorCode.INVALID_ARGUMENT
    assert rt.rt_torch_last_error().startswith("rt_torch_tensor_zeros: ")   # ours is untouched


# -- seeding --------------------------------------------------------------------------------------------
@torch_backend_only
@pytest.mark.parametrize("seed", [0, 1, 42, 2**40 + 7, -1])
def test_manual_seed_matches_torch_manual_seed(seed):
    assert rt.rt_torch_manual_seed(seed) == 0
    assert_ok()
    ours = take(rt.rt_torch_tensor_randn([3, 5]))
    uniform = take(rt.rt_torch_tensor_rand([4]))
    torch.manual_seed(seed)   # the runtime draws from the default device's generator
    close(ours, torch.randn(3, 5, device=TORCH_DEVICE).cpu(), rtol=0, atol=0)
    close(uniform, torch.rand(4, device=TORCH_DEVICE).cpu(), rtol=0, atol=0)


def test_manual_seed_reproduces_and_different_seeds_differ():
    rt.rt_torch_manual_seed(7)
    first = take(rt.rt_torch_tensor_randn([64]))
    rt.rt_torch_manual_seed(7)
    again = take(rt.rt_torch_tensor_randn([64]))
    rt.rt_torch_manual_seed(8)
    other = take(rt.rt_torch_tensor_randn([64]))
    assert torch.equal(first, again)
    assert not torch.equal(first, other)


@pytest.mark.parametrize("seed, words", [(2**64, ("does not fit in 64 bits",)), (-2**63 - 1, ("64 bits",)),
                                         (1.5, ("seed must be an integer", "float")),
                                         ("1", ("seed must be an integer", "str")),
                                         (None, ("seed must be an integer",)),
                                         (True, ("bool",))])
def test_manual_seed_bad_seed(seed, words):
    assert_error(rt.rt_torch_manual_seed(seed), ErrorCode.INVALID_ARGUMENT, ErrorCode.INVALID_ARGUMENT,
                 "rt_torch_manual_seed", *words)


# -- live tensors ---------------------------------------------------------------------------------------
def test_live_tensors_counts_unfreed_handles():
    before = rt.rt_torch_live_tensors()
    hs = [rt.rt_torch_tensor_zeros([2]) for _ in range(5)]
    assert rt.rt_torch_live_tensors() == before + 5
    assert_ok()
    for i, h in enumerate(hs):
        assert rt.rt_torch_tensor_free(h) == 0
        assert rt.rt_torch_live_tensors() == before + 4 - i
    assert rt.rt_torch_tensor_free(hs[0]) == ErrorCode.INVALID_HANDLE   # a failed free changes nothing
    assert rt.rt_torch_live_tensors() == before


def test_live_tensors_counts_results_of_operations():
    a = put(torch.ones(3))
    before = rt.rt_torch_live_tensors()
    b = rt.rt_torch_tensor_add(a, a)
    assert rt.rt_torch_live_tensors() == before + 1
    for h in (a, b):
        rt.rt_torch_tensor_free(h)


# -- the default device ---------------------------------------------------------------------------------
def test_default_device_is_the_configured_one():
    """The CPU, or cuda:n under `make test-gpu` (SIMPLE_TORCH_DEVICE)."""
    fail_once()
    assert rt.rt_torch_default_device() == DEVICE
    assert_ok()
    assert -1 <= DEVICE < CUDA_DEVICES   # a device the machine lacks falls back to the CPU (-1)


def test_set_default_device_cpu():
    fail_once()
    try:
        assert rt.rt_torch_set_default_device(-1) == 0
        assert_ok()
        assert rt.rt_torch_default_device() == -1
        h = rt.rt_torch_tensor_ones([2])
        assert rt.rt_torch_tensor_device(h) == -1
        rt.rt_torch_tensor_free(h)
    finally:
        assert rt.rt_torch_set_default_device(DEVICE) == 0   # the configured one, for the tests after this
    assert rt.rt_torch_default_device() == DEVICE


@pytest.mark.parametrize("device", [-2, -5, -2**31])
def test_set_default_device_bad_code(device):
    assert_error(rt.rt_torch_set_default_device(device), ErrorCode.INVALID_ARGUMENT, ErrorCode.INVALID_ARGUMENT,
                 "rt_torch_set_default_device", f"device {device} is not a device code")
    assert rt.rt_torch_default_device() == DEVICE


@pytest.mark.parametrize("device", [1.5, "0", None])
def test_set_default_device_not_an_integer(device):
    assert_error(rt.rt_torch_set_default_device(device), ErrorCode.INVALID_ARGUMENT, ErrorCode.INVALID_ARGUMENT,
                 "rt_torch_set_default_device", "device must be an integer")
    assert rt.rt_torch_default_device() == DEVICE


@pytest.mark.parametrize("device", [0, 1, 2**31 - 1])
def test_set_default_device_absent_cuda(device):
    """Device-aware: a device the machine has becomes the default; one it lacks is RT_ERR_DEVICE."""
    if device < CUDA_DEVICES:
        try:
            assert rt.rt_torch_set_default_device(device) == 0
            assert_ok()
            assert rt.rt_torch_default_device() == device
            h = rt.rt_torch_tensor_ones([2])
            assert rt.rt_torch_tensor_device(h) == device
            rt.rt_torch_tensor_free(h)
        finally:
            assert rt.rt_torch_set_default_device(DEVICE) == 0   # the configured one, for the tests after this
        return
    assert_error(rt.rt_torch_set_default_device(device), ErrorCode.DEVICE, ErrorCode.DEVICE,
                 "rt_torch_set_default_device", f"cuda:{device}",
                 "not available" if CUDA_DEVICES == 0 else "CUDA device(s)")
    assert rt.rt_torch_default_device() == DEVICE   # a failed call leaves the default as it was
    assert startup.default_device == DEVICE


def test_every_function_of_the_section_is_tested_here():
    """A function added to section 1 of the spec must get its tests in this file."""
    from pathlib import Path

    from simple_torch.abi.signature import FUNCTIONS
    source = Path(__file__).read_text()
    missing = [n for n, f in FUNCTIONS.items() if f.section == 1 and f"rt.{n}(" not in source]
    assert missing == []


# -- ABI 1.5: the thread count ------------------------------------------------------------------------------
def test_thread_count_is_set_and_read_back():
    before = rt.rt_torch_get_num_threads()
    assert before >= 1, rt.rt_torch_last_error()
    try:
        fail_once()
        assert rt.rt_torch_set_num_threads(1) == 0
        assert_ok()
        assert rt.rt_torch_get_num_threads() == 1
        if BACKEND == "torch":
            assert torch.get_num_threads() == 1   # PyTorch's own setting, which its kernels read
    finally:
        assert rt.rt_torch_set_num_threads(before) == 0
    assert rt.rt_torch_get_num_threads() == before


@pytest.mark.parametrize("n", [0, -1, 1025, 2**31 - 1])
def test_thread_count_out_of_range_changes_nothing(n):
    before = rt.rt_torch_get_num_threads()
    assert_error(rt.rt_torch_set_num_threads(n), ErrorCode.INVALID_ARGUMENT, ErrorCode.INVALID_ARGUMENT,
                 "rt_torch_set_num_threads", f"n is {n}", "from 1 to 1024")
    assert rt.rt_torch_get_num_threads() == before
