"""Section 1: library information, start-up, the last error, seeding and the default device."""

from __future__ import annotations

from ..abi.errors import InvalidArgumentError
from ..abi.spec import ABI_VERSION
from . import args, fast_path, last_error, startup
from .entry import export
from .handles import table
from .startup import backend


@export
def rt_torch_available():
    return int(backend().name == "torch")


@export
def rt_torch_version():
    return backend().version()


@export
def rt_torch_cuda_available():
    return int(backend().cuda_device_count() > 0)


@export
def rt_torch_cuda_device_count():
    return backend().cuda_device_count()


@export
def rt_torch_backend():
    return backend().name


@export
def rt_torch_abi_version():
    major, minor, patch = ABI_VERSION
    return major * 10000 + minor * 100 + patch


@export
def rt_torch_init():
    backend()


@export
def rt_torch_fast_path():
    backend()   # the fast path is decided when the backend starts
    return fast_path.describe()


@export
def rt_torch_last_error_code():
    return int(last_error.code())


@export
def rt_torch_last_error():
    return last_error.message()


@export
def rt_torch_clear_error():
    last_error.set_ok()


@export
def rt_torch_manual_seed(seed):
    seed = args.integer(seed, "seed")
    if not -2**63 <= seed < 2**64:
        raise InvalidArgumentError(f"seed {seed} does not fit in 64 bits")
    backend().manual_seed(seed)


@export
def rt_torch_live_tensors():
    return table.count()


@export
def rt_torch_set_default_device(device):
    startup.default_device = args.device(device)
    fast_path.default_device(startup.default_device)


@export
def rt_torch_default_device():
    backend()
    return startup.default_device


# The thread count. 1024 bounds what one call can ask of the OS: OpenMP starts every thread at the next
# parallel region, each with its own stack
MAX_THREADS = 1024


@export
def rt_torch_set_num_threads(n):
    count = args.integer(n, "n")
    if not 1 <= count <= MAX_THREADS:
        raise InvalidArgumentError(f"n is {count}; the thread count must be from 1 to {MAX_THREADS}")
    backend().set_num_threads(count)


@export
def rt_torch_get_num_threads():
    return backend().get_num_threads()
