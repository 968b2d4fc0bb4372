"""Section 29 (ABI 1.5): DLPack 1.x through the runtime, on the backend pytest runs on (make test runs this file on
both). Exports are read by NumPy and PyTorch and imports come from them, every dtype, 0-dim, empty, strided and
negatively strided tensors: a write on one side is seen on the other. The deleter runs exactly once, whichever side
lets go first, on success and on every failure; read-only memory is imported as a copy; malformed structs are
refused with their codes.

put() makes a tensor on the default device (DEVICE: the CPU, or CUDA under `make test-gpu`), whose export is a
struct of that device: PyTorch reads either; what NumPy or ctypes read is made on the CPU (put_cpu).

A torch without DLPack 1.0 (2.6: `Tensor.__dlpack__` takes no max_version) exchanges legacy structs only: there
every versioned case checks the runtime's refusal instead (`versioned_only`), and the checks of a struct's contents
run on legacy structs (STRUCT_VERSIONED)."""

from __future__ import annotations

import ctypes
import functools
import gc
import inspect
import warnings

import numpy as np
import pytest
import torch

import simple_torch.runtime as rt
from simple_torch.abi import dlpack
from simple_torch.abi.enums import Dtype
from simple_torch.abi.errors import ErrorCode

from .conftest import BACKEND, DTYPE_CODES, TORCH_DEVICE, assert_ok, get, put, put_cpu, take

SAMPLES = {   # one tensor of every dtype of the ABI
    Dtype.bool: torch.tensor([[True, False, True]]), Dtype.uint8: torch.tensor([0, 7, 255], dtype=torch.uint8),
    Dtype.int8: torch.tensor([-128, 5, 127], dtype=torch.int8), Dtype.int16: torch.tensor([-3, 30000], dtype=torch.int16),
    Dtype.int32: torch.tensor([-2**31, 4], dtype=torch.int32), Dtype.int64: torch.tensor([[1, -2**62], [3, 4]]),
    Dtype.float16: torch.tensor([1.5, -65504.0], dtype=torch.float16),
    Dtype.bfloat16: torch.tensor([[1.0, -3.0], [0.5, 0.1]], dtype=torch.bfloat16),
    Dtype.float32: torch.randn(2, 3, 4), Dtype.float64: torch.tensor([3.25, -1.0], dtype=torch.float64),
    Dtype.complex64: torch.tensor([1 + 2j, -0.5j], dtype=torch.complex64),
    Dtype.complex128: torch.tensor([[1 - 2j]], dtype=torch.complex128),
}
NUMPY_LACKS = {Dtype.bfloat16}   # NumPy's DLPack has no bfloat16 (the NumPy backend's own export has it)
# whether the backend exchanges DLPack 1.0 structs: the NumPy backend always, PyTorch where its own export has them
VERSIONED = BACKEND == "numpy" or "max_version" in inspect.signature(torch.Tensor.__dlpack__).parameters
STRUCT_VERSIONED = VERSIONED   # the struct the refusal tests spoil: a legacy one where versioned ones are refused
FORMS = (True, False) if VERSIONED else (False,)   # the structs this backend exchanges, versioned first


class Lender:
    """A producer for np.from_dlpack / torch.from_dlpack that hands over one capsule."""

    def __init__(self, capsule) -> None:
        self.capsule = capsule

    def __dlpack__(self, **options):
        return self.capsule

    def __dlpack_device__(self):
        return dlpack.DeviceType.CPU, 0


def export(h: int, versioned: bool = True) -> int:
    fn = rt.rt_torch_tensor_to_dlpack_versioned if versioned else rt.rt_torch_tensor_to_dlpack_legacy
    code, address = fn(h)
    assert code == 0 and address, rt.rt_torch_last_error()
    return address


def consume(address: int, versioned: bool, by: str):
    """The struct read by NumPy or PyTorch, which take it over."""
    capsule = dlpack.to_capsule(address, versioned, owning=True)
    return np.from_dlpack(Lender(capsule)) if by == "numpy" else torch.from_dlpack(capsule)


def importer(versioned: bool):
    return rt.rt_torch_tensor_from_dlpack_versioned if versioned else rt.rt_torch_tensor_from_dlpack_legacy


def produced(array, versioned: bool = True) -> int:
    """The address of the struct NumPy or PyTorch makes for array, now ours to hand over."""
    capsule = array.__dlpack__(max_version=(1, 0)) if versioned else array.__dlpack__()
    return dlpack.take(capsule, versioned)


class Counted:
    """A producer of ours over a NumPy array, its deleter counted."""

    def __init__(self, array: np.ndarray, dtype: Dtype | None = None, versioned: bool = STRUCT_VERSIONED,
                 flags: int = 0):
        self.deleted = 0
        code, bits = dlpack.DTYPES[dtype or DTYPE_CODES[torch.from_numpy(array).dtype]]
        strides = [s // array.itemsize for s in array.strides]
        self.address = dlpack.make(array.ctypes.data, array.shape, strides, code, bits, (dlpack.DeviceType.CPU, 0),
                                   versioned=versioned, flags=flags, owner=array, on_delete=self._deleted)
        self.struct = dlpack.view(self.address, versioned)

    def _deleted(self) -> None:
        self.deleted += 1


def error(code: ErrorCode, fn: str, *fragments: str) -> None:
    assert rt.rt_torch_last_error_code() == code, rt.rt_torch_last_error()
    message = rt.rt_torch_last_error()
    assert message.startswith(fn + ": "), message
    for fragment in fragments:
        assert fragment in message, message


def versioned_refusal(fn: str) -> None:
    """The last error is fn's refusal of a versioned struct on a torch without DLPack 1.0, naming the release."""
    assert rt.rt_torch_last_error_code() == ErrorCode.UNSUPPORTED, rt.rt_torch_last_error()
    assert rt.rt_torch_last_error() == (
        f"{fn}: torch {torch.__version__} has no DLPack 1.0 (versioned) structs (torch.Tensor.__dlpack__ takes no "
        "max_version); use the legacy DLManagedTensor functions, or a torch that has them (2.9 here)")


def check_versioned_refused() -> None:
    """Both versioned functions refuse; an import gives the struct back to its producer exactly once."""
    h = put(torch.ones(2))
    assert rt.rt_torch_tensor_to_dlpack_versioned(h) == (ErrorCode.UNSUPPORTED, 0)
    versioned_refusal("rt_torch_tensor_to_dlpack_versioned")
    rt.rt_torch_tensor_free(h)
    producer = Counted(np.arange(3.0), versioned=True)
    assert rt.rt_torch_tensor_from_dlpack_versioned(producer.address) == 0
    versioned_refusal("rt_torch_tensor_from_dlpack_versioned")
    gc.collect()
    assert producer.deleted == 1


def versioned_only(test):
    """A test of versioned structs: as written where the backend exchanges them, else their exact refusal."""
    if VERSIONED:
        return test

    @functools.wraps(test)
    def refused_here(*args, **kwargs):
        check_versioned_refused()
    return refused_here


def per_form(test):
    """A test parametrized by versioned (True, False): the versioned case through versioned_only."""
    @functools.wraps(test)
    def either(*args, versioned, **kwargs):
        if versioned:
            return versioned_only(test)(*args, versioned=versioned, **kwargs)
        return test(*args, versioned=versioned, **kwargs)
    return either


@pytest.fixture(autouse=True)
def no_struct_left():
    """Every struct made by the library (NumPy backend exports, rewrapped imports) has been deleted."""
    gc.collect()
    before = dlpack.made_count()
    yield
    gc.collect()
    assert dlpack.made_count() == before, "a DLPack struct was never deleted"


def test_version():
    assert rt.rt_torch_dlpack_version() == 101
    if not VERSIONED:
        check_versioned_refused()
        return
    h = put(torch.ones(2))
    address = export(h)
    assert dlpack.view(address, True).version.major == 1
    dlpack.call_deleter(address, True)
    rt.rt_torch_tensor_free(h)


@pytest.mark.parametrize("versioned", [True, False], ids=["versioned", "legacy"])
@pytest.mark.parametrize("by", ["torch", "numpy"])
@pytest.mark.parametrize("dtype", list(SAMPLES), ids=[d.name for d in SAMPLES])
@per_form
def test_export_shares_memory(dtype, by, versioned):
    if by == "numpy" and dtype in NUMPY_LACKS:
        pytest.skip("NumPy cannot read a bfloat16 DLPack tensor")
    sample = SAMPLES[dtype]
    h = put(sample) if by == "torch" else put_cpu(sample)   # NumPy reads CPU memory only
    other = consume(export(h, versioned), versioned, by)
    with warnings.catch_warnings():   # PyTorch warns about NumPy's read-only array of a legacy struct
        warnings.simplefilter("ignore", UserWarning)
        seen = torch.from_numpy(np.asarray(other)) if by == "numpy" else other
    assert seen.device == (TORCH_DEVICE if by == "torch" else torch.device("cpu"))   # the memory of the handle
    assert seen.dtype == sample.dtype and torch.equal(seen.cpu(), sample)
    if by == "torch" or other.flags.writeable:   # NumPy reads a legacy struct read-only (it has no flags)
        seen.view(-1)[0] = sample.view(-1)[-1]   # the consumer writes, the handle sees it
        assert torch.equal(get(h).view(-1)[0], sample.view(-1)[-1])
    fill = put(torch.zeros_like(sample))
    assert rt.rt_torch_tensor_copy_from(h, fill) == 0   # the handle writes, the consumer sees it
    assert not seen.any()
    rt.rt_torch_tensor_free(fill)
    rt.rt_torch_tensor_free(h)
    assert torch.equal(seen.cpu(), torch.zeros_like(sample))   # the consumer's memory outlives the handle


@pytest.mark.parametrize("versioned", [True, False], ids=["versioned", "legacy"])
@pytest.mark.parametrize("by", ["torch", "numpy"])
@pytest.mark.parametrize("dtype", list(SAMPLES), ids=[d.name for d in SAMPLES])
@per_form
def test_import_shares_memory(dtype, by, versioned):
    if by == "numpy" and dtype in NUMPY_LACKS:
        pytest.skip("NumPy cannot make a bfloat16 DLPack tensor")
    sample = SAMPLES[dtype].clone()
    source = sample.numpy() if by == "numpy" else sample
    h = importer(versioned)(produced(source, versioned))
    assert h > 0, rt.rt_torch_last_error()
    assert_ok()
    assert rt.rt_torch_tensor_dtype(h) == dtype and torch.equal(get(h), sample)
    sample.view(-1)[0] = sample.view(-1)[-1]   # the producer writes, the handle sees it
    assert torch.equal(get(h), sample)
    fill = put(torch.zeros_like(sample))
    assert rt.rt_torch_tensor_copy_from(h, fill) == 0
    assert not sample.any()
    rt.rt_torch_tensor_free(fill)
    del source, sample   # the producer lets go first: the handle keeps the memory
    assert not take(h).any()


def test_bfloat16_goes_both_ways_through_a_struct_of_ours():
    """bfloat16 from a producer NumPy could not read (our own struct) is shared too."""
    words = np.array([0x3F80, 0xC040, 0], dtype=np.uint16)   # 1.0, -3.0, 0.0 as bfloat16
    producer = Counted(words, Dtype.bfloat16)
    h = importer(STRUCT_VERSIONED)(producer.address)
    assert h > 0, rt.rt_torch_last_error()
    assert torch.equal(get(h), torch.tensor([1.0, -3.0, 0.0], dtype=torch.bfloat16))
    words[2] = 0x4000   # 2.0
    assert get(h)[2].item() == 2.0
    assert producer.deleted == 0
    rt.rt_torch_tensor_free(h)
    gc.collect()
    assert producer.deleted == 1


@pytest.mark.parametrize("shape", [(), (0,), (3, 0, 2), (1,), (4, 1, 3)])
def test_zero_dim_and_empty(shape):
    sample = torch.arange(float(np.prod(shape))).reshape(shape)
    h = put(sample)
    for versioned in FORMS:
        seen = consume(export(h, versioned), versioned, "torch")   # on the default device
        assert seen.shape == shape and torch.equal(seen.cpu(), sample)
        back = importer(versioned)(produced(sample.numpy().copy(), versioned))
        assert torch.equal(take(back), sample)
    rt.rt_torch_tensor_free(h)


def test_a_sampled_zero_dim_complex_is_shared():
    """Fuzz seed 602 (NumPy): rand_like of a 0-dim complex128 held a NumPy scalar, which has no memory to export."""
    zero = put(torch.zeros((), dtype=torch.complex128))
    h = rt.rt_torch_tensor_rand_like(zero, Dtype.complex128, -1)
    seen = consume(export(h, STRUCT_VERSIONED), STRUCT_VERSIONED, "torch")
    assert seen.dtype == torch.complex128 and seen.shape == ()
    seen.fill_(2 - 3j)   # written through the struct, read through the handle
    assert complex(get(h)) == 2 - 3j
    for handle in (h, zero):
        rt.rt_torch_tensor_free(handle)


@versioned_only   # NumPy reads a legacy struct read-only: the write through it needs a versioned one
def test_strided_views_are_shared_both_ways():
    base = put_cpu(torch.arange(24.0).reshape(4, 6))   # NumPy reads CPU memory only
    transposed = rt.rt_torch_tensor_t(base)
    view = rt.rt_torch_tensor_slice(transposed, 0, 1, 6, 2)   # (3, 4), strides (2, 6)
    rt.rt_torch_tensor_free(transposed)
    assert view > 0, rt.rt_torch_last_error()
    seen = consume(export(view), True, "numpy")
    assert seen.shape == (3, 4) and np.array_equal(seen, get(view).numpy())
    seen[0, 0] = -1.0
    assert get(base)[0, 1].item() == -1.0
    rt.rt_torch_tensor_free(view)
    rt.rt_torch_tensor_free(base)

    array = np.arange(24.0).reshape(4, 6)[::2, 1::3]   # strides (12, 3) elements
    h = rt.rt_torch_tensor_from_dlpack_versioned(produced(array))
    assert torch.equal(get(h), torch.from_numpy(array.copy()))
    array[1, 1] = 99.0
    assert get(h)[1, 1].item() == 99.0
    rt.rt_torch_tensor_free(h)


def test_negative_strides():
    """NumPy's reversed views: a view on the NumPy backend, a copy on PyTorch (which has no negative strides)."""
    array = np.arange(12.0).reshape(3, 4)[::-1, ::-1]
    expected = torch.from_numpy(array.copy())
    h = importer(STRUCT_VERSIONED)(produced(array, STRUCT_VERSIONED))
    assert h > 0, rt.rt_torch_last_error()
    assert torch.equal(get(h), expected)
    array[0, 0] = -5.0
    assert get(h)[0, 0].item() == (-5.0 if BACKEND == "numpy" else expected[0, 0].item())
    rt.rt_torch_tensor_free(h)
    single = np.arange(3.0)[::-1][:1]   # a negative stride over one element is no reversal: a view everywhere
    h = importer(STRUCT_VERSIONED)(produced(single, STRUCT_VERSIONED))
    single[0] = 7.0
    assert take(h).tolist() == [7.0]


@pytest.mark.parametrize("versioned", [True, False], ids=["versioned", "legacy"])
@per_form
def test_the_deleter_runs_once_when_the_last_user_lets_go(versioned):
    array = np.arange(6, dtype=np.float32)
    producer = Counted(array, versioned=versioned)
    h = importer(versioned)(producer.address)
    assert h > 0, rt.rt_torch_last_error()
    view = rt.rt_torch_tensor_slice(h, 0, 2, 5, 1)   # a view keeps the memory after the first handle goes
    rt.rt_torch_tensor_free(h)
    gc.collect()
    assert producer.deleted == 0
    array[3] = 30.0
    assert take(view).tolist() == [2.0, 30.0, 4.0]
    gc.collect()
    assert producer.deleted == 1


def test_export_deleted_before_or_after_the_handle():
    for handle_first in (True, False):
        h = put_cpu(torch.arange(4.0))   # its memory is read through ctypes
        address = export(h, STRUCT_VERSIONED)
        data = dlpack.view(address, STRUCT_VERSIONED).dl_tensor.data
        if handle_first:
            rt.rt_torch_tensor_free(h)
            gc.collect()
            assert list((ctypes.c_float * 4).from_address(data)) == [0.0, 1.0, 2.0, 3.0]   # still valid memory
            dlpack.call_deleter(address, STRUCT_VERSIONED)
        else:
            dlpack.call_deleter(address, STRUCT_VERSIONED)
            assert take(h).tolist() == [0.0, 1.0, 2.0, 3.0]


@versioned_only
def test_read_only_memory_is_imported_as_a_copy():
    array = np.arange(4.0)
    producer = Counted(array, flags=dlpack.FLAG_READ_ONLY)
    h = rt.rt_torch_tensor_from_dlpack_versioned(producer.address)
    assert h > 0, rt.rt_torch_last_error()
    gc.collect()
    assert producer.deleted == 1   # copied, then given back before the import returned
    array[0] = 100.0
    assert get(h).tolist() == [0.0, 1.0, 2.0, 3.0]
    zeros = put(torch.zeros(4, dtype=torch.float64))
    assert rt.rt_torch_tensor_copy_from(h, zeros) == 0   # writing the copy leaves the producer's memory alone
    assert array.tolist() == [100.0, 1.0, 2.0, 3.0]
    rt.rt_torch_tensor_free(zeros)
    rt.rt_torch_tensor_free(h)


@versioned_only
def test_is_copied_from_a_producer_is_ours_alone():
    array = np.arange(3.0)
    producer = Counted(array, flags=dlpack.FLAG_IS_COPIED)
    h = rt.rt_torch_tensor_from_dlpack_versioned(producer.address)
    array[1] = 9.0   # zero copy: the memory is the tensor's now
    assert take(h).tolist() == [0.0, 9.0, 2.0]
    gc.collect()
    assert producer.deleted == 1


@versioned_only
def test_read_only_export():
    """An expand is read-only on the NumPy backend (a broadcast view): flagged, refused by the legacy struct."""
    base = put(torch.arange(3.0))
    wide = rt.rt_torch_tensor_expand(base, [2, 3])
    address = export(wide)
    flags = dlpack.view(address, True).flags
    assert flags & dlpack.FLAG_IS_COPIED == 0
    assert bool(flags & dlpack.FLAG_READ_ONLY) == (BACKEND == "numpy")
    dlpack.call_deleter(address, True)
    code, address = rt.rt_torch_tensor_to_dlpack_legacy(wide)
    if BACKEND == "numpy":
        assert (code, address) == (ErrorCode.UNSUPPORTED, 0)
        error(ErrorCode.UNSUPPORTED, "rt_torch_tensor_to_dlpack_legacy", "read-only", "versioned")
    else:
        assert code == 0
        dlpack.call_deleter(address, False)
    rt.rt_torch_tensor_free(wide)
    rt.rt_torch_tensor_free(base)


@pytest.mark.skipif(BACKEND != "torch", reason="PyTorch's lazy conjugation")
@versioned_only
def test_lazy_conjugate_is_exported_as_a_flagged_copy():
    from simple_torch.engines.torch_backend import TorchBackend
    from simple_torch.abi.errors import UnsupportedError
    backend = TorchBackend()
    lazy = torch.tensor([1 + 2j, 3 - 1j]).conj()
    address = backend.to_dlpack(lazy, True)
    assert dlpack.view(address, True).flags & dlpack.FLAG_IS_COPIED
    assert torch.equal(torch.from_dlpack(dlpack.to_capsule(address, True, owning=True)), lazy.resolve_conj())
    with pytest.raises(UnsupportedError, match="versioned"):
        backend.to_dlpack(lazy, False)


def test_requires_grad_is_exported_detached():
    h = put(torch.ones(2))
    assert rt.rt_torch_tensor_set_requires_grad(h, 1) == 0
    seen = consume(export(h, STRUCT_VERSIONED), STRUCT_VERSIONED, "torch")
    assert not seen.requires_grad and seen.tolist() == [1.0, 1.0]
    rt.rt_torch_tensor_free(h)


# -- refused ------------------------------------------------------------------------------------------------------

def refused(producer: Counted, code: ErrorCode, *fragments: str, versioned: bool = STRUCT_VERSIONED) -> None:
    assert importer(versioned)(producer.address) == 0
    fn = "rt_torch_tensor_from_dlpack_" + ("versioned" if versioned else "legacy")
    error(code, fn, *fragments)
    gc.collect()
    assert producer.deleted == 1, "a refused struct is given back to its producer exactly once"


def test_null_and_bad_addresses():
    for versioned in (True, False):
        assert importer(versioned)(0) == 0
        error(ErrorCode.INVALID_ARGUMENT, importer(versioned).__name__, "NULL")
        assert importer(versioned)(-8) == 0
        error(ErrorCode.INVALID_ARGUMENT, importer(versioned).__name__, "not an address")
    code, address = rt.rt_torch_tensor_to_dlpack_versioned(0)
    assert (code, address) == (ErrorCode.INVALID_HANDLE, 0)


@pytest.mark.parametrize("major", [0, 2])
@versioned_only
def test_other_major_versions(major):
    producer = Counted(np.zeros(2))
    producer.struct.version.major = major
    refused(producer, ErrorCode.UNSUPPORTED, f"DLPack {major}.", "reads DLPack 1.x")


@versioned_only
def test_a_newer_minor_version_is_read():
    producer = Counted(np.ones(2))
    producer.struct.version.minor = 99
    assert take(rt.rt_torch_tensor_from_dlpack_versioned(producer.address)).tolist() == [1.0, 1.0]


@pytest.mark.parametrize("device_type,name", [(dlpack.DeviceType.OPENCL, "OPENCL"), (dlpack.DeviceType.METAL, "METAL"),
                                              (dlpack.DeviceType.CUDA_HOST, "CUDA_HOST"), (99, "unknown")])
def test_unsupported_devices(device_type, name):
    producer = Counted(np.zeros(2))
    producer.struct.dl_tensor.device.device_type = device_type
    refused(producer, ErrorCode.DEVICE, f"device type {int(device_type)} ({name})")


def test_cuda_memory_without_cuda():
    """Device-aware: CUDA memory of a device the backend has is imported there, shared; a struct naming cuda:N
    on a machine with N devices (cuda:0 without CUDA, or on the NumPy backend) is refused."""
    count = rt.rt_torch_cuda_device_count()
    if count > 0:
        source = torch.arange(3.0, device="cuda:0")
        h = rt.rt_torch_tensor_from_dlpack_versioned(produced(source))
        assert h > 0, rt.rt_torch_last_error()
        assert rt.rt_torch_tensor_device(h) == 0
        source[1] = 7.0   # the producer writes, the handle sees it
        assert take(h).tolist() == [0.0, 7.0, 2.0]
    producer = Counted(np.zeros(2), versioned=False)
    producer.struct.dl_tensor.device.device_type = dlpack.DeviceType.CUDA
    producer.struct.dl_tensor.device.device_id = count
    refused(producer, ErrorCode.DEVICE, f"cuda:{count}", versioned=False)


@pytest.mark.parametrize("code,bits,lanes,fragment", [
    (dlpack.TypeCode.UINT, 16, 1, "uint of 16 bits"), (dlpack.TypeCode.UINT, 64, 1, "uint of 64 bits"),
    (dlpack.TypeCode.FLOAT8_E4M3FN, 8, 1, "float8_e4m3fn of 8 bits"), (dlpack.TypeCode.FLOAT, 32, 4, "4 lanes"),
    (dlpack.TypeCode.OPAQUE_HANDLE, 64, 1, "opaque_handle"), (dlpack.TypeCode.BOOL, 32, 1, "bool of 32 bits"),
    (200, 8, 1, "type code 200")])
def test_dtypes_the_abi_lacks(code, bits, lanes, fragment):
    producer = Counted(np.zeros(4, dtype=np.float64))
    producer.struct.dl_tensor.dtype.code = code
    producer.struct.dl_tensor.dtype.bits = bits
    producer.struct.dl_tensor.dtype.lanes = lanes
    refused(producer, ErrorCode.DTYPE, fragment)


def test_malformed_shapes():
    for ndim in (-1, 65):
        producer = Counted(np.zeros(2))
        producer.struct.dl_tensor.ndim = ndim
        refused(producer, ErrorCode.INVALID_ARGUMENT, "ndim")
    producer = Counted(np.zeros(2))
    producer.struct.dl_tensor.shape = None
    refused(producer, ErrorCode.INVALID_ARGUMENT, "shape is NULL")
    producer = Counted(np.zeros((2, 2)))
    producer.struct.dl_tensor.shape[1] = -3
    refused(producer, ErrorCode.INVALID_ARGUMENT, "negative size")
    producer = Counted(np.zeros(2))
    producer.struct.dl_tensor.data = None
    refused(producer, ErrorCode.INVALID_ARGUMENT, "data is NULL with 2 elements")
    producer = Counted(np.zeros((2, 2)))   # PyTorch would abort the process on an extent that overflows
    producer.struct.dl_tensor.strides[0] = 2**61
    refused(producer, ErrorCode.INVALID_ARGUMENT, "2**63 bytes")


def test_null_strides_are_row_major_and_byte_offset_is_honoured():
    array = np.arange(7, dtype=np.int32)
    producer = Counted(array)
    producer.struct.dl_tensor.strides = None
    producer.struct.dl_tensor.shape[0] = 3
    producer.struct.dl_tensor.byte_offset = 4 * array.itemsize
    assert take(importer(STRUCT_VERSIONED)(producer.address)).tolist() == [4, 5, 6]
    gc.collect()
    assert producer.deleted == 1


def test_no_handle_or_struct_is_left_after_many_exchanges():
    start = rt.rt_torch_live_tensors()
    for i in range(200):
        h = put(torch.full((3,), float(i)))
        back = importer(STRUCT_VERSIONED)(export(h, STRUCT_VERSIONED))
        rt.rt_torch_tensor_free(h)
        legacy = rt.rt_torch_tensor_from_dlpack_legacy(export(back, False))
        rt.rt_torch_tensor_free(back)
        assert take(legacy).tolist() == [float(i)] * 3
    assert rt.rt_torch_live_tensors() == start


def test_a_producer_without_a_deleter():
    """dlpack.h lets a producer leave the deleter NULL (nothing to free): imported, used, freed, nothing called."""
    for versioned in FORMS:
        for flags in ((0, dlpack.FLAG_READ_ONLY) if versioned else (0,)):
            producer = Counted(np.arange(3.0), versioned=versioned, flags=flags)
            deleter, producer.struct.deleter = producer.struct.deleter, None
            assert take(importer(versioned)(producer.address)).tolist() == [0.0, 1.0, 2.0]
            gc.collect()
            assert producer.deleted == 0
            dlpack.Deleter(deleter)(producer.address)   # the test's own clean-up of the struct it made
