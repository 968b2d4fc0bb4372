"""The PyTorch backend: each operation is the matching PyTorch call, on the CPU or CUDA."""

from __future__ import annotations

import functools
import inspect
import math
import os
import re
import threading

# Large CPU tensors (>= 2 MiB) on transparent huge pages: a fresh 64 MiB tensor then faults in 32 pages,
# not 16384, which makes tensor_from_data ~4x faster (bench/results.md). PyTorch reads the variable at its
# first allocation; a value the host set (0 to turn it off) wins.
os.environ.setdefault("THP_MEM_ALLOC_ENABLE", "1")

import numpy as np  # noqa: E402
import torch  # noqa: E402
import torch.nn.functional as F

from ..abi import dlpack
from ..abi.enums import CPU, Dtype
from ..abi.errors import ErrorCode, DeviceError, DtypeError, InvalidArgumentError, ShapeError, UnsupportedError
from . import torch_lbfgs, torch_optim
from .base import check_ops
from .torch_ops import TorchOps

DTYPES = {d: getattr(torch, d.name) for d in Dtype}   # the contract's dtype names are PyTorch's
CODES = {dtype: code for code, dtype in DTYPES.items()}


def _autocast_kind(device: int) -> str:
    """PyTorch's autocast device type of a device code: its state is per type, not per CUDA device."""
    return "cpu" if device == CPU else "cuda"


CPU_DEVICE = torch.device("cpu")

# PyTorch reports most failures as RuntimeError; its messages tell the kind. Checked in this order.
_MESSAGE_CODES = (
    (ErrorCode.OUT_OF_MEMORY, ("can't allocate memory", "out of memory")),
    (ErrorCode.DEVICE, ("cuda", "same device")),
    (ErrorCode.DTYPE, ("dtype", "not implemented for", "floating point", "boolean", "bool tensor", "scalar type",
                  "can't be cast", "input type")),
    (ErrorCode.INVALID_ARGUMENT, ("out of bounds", "out of range", "overflow", "non-negative", "step", "invalid",
                             "leaf", "should be between", "does not require grad", "greater than 0",
                             "pad should be", "singular", "empty parameter list", "ill-defined", "should be positive",
                             "memory location", "inplace", "out of data bounds",
                             "infs or nans", "non-finite", "backward through the graph a second time",
                             "positive-definite", "failed to converge", "not differentiable", "not computed when")),
    (ErrorCode.SHAPE, ("size", "shape", "dimension", "match", "square", "channel", "elements", "dims", "matrix")),
)


# PyTorch's words for an operation its sparse layouts lack
_SPARSE_LAYOUT = re.compile(r"'Sparse\w*' backend|[Ss]parse (layout|tensor)|(sparse|Sparse), dense\) is not supported|"
                            r"unsupported memory format option|only supported by strided tensors|"
                            r"between dense and sparse Tensors")

# PyTorch's legacy tensor type names in its messages (torch.FloatTensor, torch.cuda.FloatTensor): (cuda. or "", name)
_TENSOR_TYPE = re.compile(r"torch\.(cuda\.)?(\w*Tensor)")

# The half-width complex dtypes PyTorch promotes to, by the real dtype that leads there: float16 -> complex32, and
# since PyTorch 2.14 bfloat16 -> bcomplex32 (which its CPU add and mul lack). Operands of one dtype never lead there.
_HALF_COMPLEX = {torch.float16: torch.complex32,
                 **({torch.bfloat16: torch.bcomplex32} if hasattr(torch, "bcomplex32") else {})}


def _no_complex32(*operands):
    """PyTorch gives float16 (and, from 2.14, bfloat16) with a 0-dim complex tensor as complex32 (bcomplex32),
    which the ABI has no code for (and which PyTorch's CPU division lacks): such operands are computed in
    complex64, as the NumPy backend does. The result dtype is found with torch.result_type on one-element
    stand-ins (0-dim where the operand is), taken in turn; no tensor of a half-width complex dtype is made
    (PyTorch warns then), and once one would be, the half-width operands are widened (exact, and the result
    dtype stays PyTorch's otherwise)."""
    for t in operands:   # not any() of a generator, which would cost every add, sub, mul and div a third more
        if t.dtype in _HALF_COMPLEX:
            break
    else:
        return operands
    common = None
    for t in operands:
        stand_in = torch.zeros((1,) * min(t.dim(), 1), dtype=t.dtype)
        if common is not None:
            dtype = torch.result_type(common, stand_in)
            if dtype in _HALF_COMPLEX.values():
                return tuple(t.to(torch.complex64) if t.dtype in _HALF_COMPLEX else t for t in operands)
            stand_in = torch.zeros((1,) * max(common.dim(), stand_in.dim()), dtype=dtype)
        common = stand_in
    return operands


_TRAPPING_DIVISION = (torch.int32, torch.int64)   # whose C++ division the CPU computes with idiv, unwidened


def _minus_one_as_one(a, b):
    """b with -1 made 1 where an integer modulo is computed (the result there is 0 either way): torch 2.6 and 2.9's
    integer fmod and remainder trap on the lowest value by -1 (the process dies of SIGFPE), as division does."""
    if isinstance(b, torch.Tensor):
        if torch.result_type(a, b) in _TRAPPING_DIVISION and (b == -1).any():
            return torch.where(b == -1, torch.ones_like(b), b)
        return b
    # a float number makes the result floating (no integer division); an int -1 keeps it integer
    return 1 if type(b) is int and b == -1 and a.dtype in _TRAPPING_DIVISION else b


def _no_zero_division(modulo, a, b):
    """fmod or remainder; PyTorch's integer division by zero is a bare "ZeroDivisionError" RuntimeError,
    RT_ERR_INVALID_ARGUMENT here as on NumPy."""
    try:
        return modulo(a, b)
    except RuntimeError as exc:
        if "ZeroDivisionError" in str(exc):
            raise InvalidArgumentError("integer division by zero (ZeroDivisionError)") from None
        raise


def _bool_condition(condition, op_name):
    """PyTorch refuses a condition or mask that is not bool with a bare RuntimeError: RT_ERR_DTYPE here, as on NumPy."""
    if condition.dtype is not torch.bool:
        raise DtypeError(f"{op_name} expects a bool condition, got {str(condition.dtype).removeprefix('torch.')}")
    return condition


def _promoted(input, target):
    """input and target converted to their promoted dtype (a differentiable conversion)."""
    common = torch.result_type(input, target)
    return input.to(common), target.to(common)


def _integers_on_the_cpu(op, *operands, **options):
    """op(*operands, **options); PyTorch's CUDA kernels of matrix products and pooling take floating types only
    ("addmm_cuda" not implemented for 'Long'), its CPU kernels, which the runtime's dtype rules follow, take integers
    too: integer GPU operands on one device are computed on the CPU, exactly, and the result (each result) goes back
    to their device. Everything else (and a mix of devices, which PyTorch refuses) is PyTorch's own call."""
    first = operands[0]
    if (first.device.type == "cpu" or first.dtype.is_floating_point or first.dtype.is_complex
            or any(o.device != first.device for o in operands)):
        return op(*operands, **options)
    result = op(*(o.cpu() for o in operands), **options)
    if isinstance(result, tuple):
        return tuple(r.to(first.device) for r in result)
    return result.to(first.device)


def copied_to(target: torch.device, host: np.ndarray, dtype: torch.dtype, shape) -> torch.Tensor:
    """A new tensor on target holding host's bytes (uint8, writable) as dtype and shape, in one copy straight from
    host's memory, as tensor.cuda() copies a CPU tensor's: a CPU tensor in between doubled the traffic of
    from_data to a GPU (it took 3.2x tensor.cuda()'s time). Any non-zero byte of a bool is true, as in C."""
    out = torch.from_numpy(host).to(target, copy=True)
    return (out != 0 if dtype is torch.bool else out.view(dtype)).view(shape)


_CONSTANT_FILLS = {"zeros": torch.zeros, "ones": torch.ones, "empty": torch.empty}   # create's kinds that draw nothing


def _viewed(x):
    """The tensor to take a view of: under no_grad, x.detach() when x requires grad.

    PyTorch marks a view made under no_grad of a tensor that requires grad, and refuses to use it with grad
    on once its memory has been written (copy_from, an optimizer step). A view of x.detach() shares the
    memory without the mark, and does not require grad, like every other result made under no_grad.
    """
    return x.detach() if x.requires_grad and not torch.is_grad_enabled() else x


class _Generator:
    """A torch.Generator of a handle, alive until the handle is freed."""

    def __init__(self, generator: torch.Generator) -> None:
        self.torch, self.alive = generator, True


class _Model:
    """A loaded program, the format it came in, and for an AOTInductor program the device type it was compiled for
    ("cpu" or "cuda"; None: the program checks its inputs' devices itself)."""

    def __init__(self, format: str, program, device: str | None = None) -> None:
        self.format, self.program, self.device = format, program, device


# CUDA errors after which the process's CUDA context is unusable (the driver's "sticky" errors): every later CUDA
# call fails with the same text, so the first one is kept to name the cause
_STICKY_CUDA_ERRORS = ("device-side assert", "illegal memory access", "illegal instruction",
                       "unspecified launch failure", "misaligned address", "launch timed out", "hardware stop")


class TorchBackend(TorchOps):
    """The Backend on PyTorch; the methods that pass their arguments to one PyTorch function are generated from
    the spec into TorchOps (torch_ops.py), the rest are here."""

    name = "torch"

    def __init__(self) -> None:
        self._devices = {CPU: CPU_DEVICE}
        self._chosen = threading.local()   # .generator: the thread's generator_use choice
        self._cuda_failure: str | None = None   # the first sticky CUDA error's text
        self._cuda_failure_lock = threading.Lock()

    # -- library information ----------------------------------------------------------------------
    def version(self):
        return torch.__version__

    def cuda_device_count(self):
        return torch.cuda.device_count() if torch.cuda.is_available() else 0

    def manual_seed(self, seed):
        torch.manual_seed(seed)

    def describe_error(self, exc):
        if isinstance(exc, (MemoryError, torch.OutOfMemoryError)):
            return ErrorCode.OUT_OF_MEMORY, str(exc) or "out of memory"
        text = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
        if "cuda error" in text.lower():
            return ErrorCode.DEVICE, self._cuda_error(text)
        if "fork-based multiprocessing" in text:   # autograd's device threads started in the parent before a fork
            return ErrorCode.UNSUPPORTED, (f"{text} (this process was forked after its parent ran autograd on device "
                                           "threads; run backward in the parent, or start the child fresh)")
        if _SPARSE_LAYOUT.search(text):   # an operation PyTorch lacks for sparse tensors ("... 'SparseCPU' backend")
            return ErrorCode.UNSUPPORTED, text
        if isinstance(exc, NotImplementedError):
            return ErrorCode.DTYPE, text
        if text.startswith("derivative for") and text.endswith("is not implemented"):   # no double backward
            return ErrorCode.UNSUPPORTED, text
        if isinstance(exc, IndexError):
            return ErrorCode.INVALID_ARGUMENT, text
        types = _TENSOR_TYPE.findall(text)   # legacy type names: "Input type (torch.cuda.FloatTensor) and weight ..."
        if len({cuda for cuda, _ in types}) == 2:   # a CUDA type beside a CPU one: tensors on two devices
            return ErrorCode.DEVICE, text
        lowered = _TENSOR_TYPE.sub(r"torch.\2", text).lower()   # a CUDA type's name alone is not about the device
        for code, words in _MESSAGE_CODES:
            if any(word in lowered for word in words):
                return code, text
        if isinstance(exc, (ValueError, TypeError)):
            return ErrorCode.INVALID_ARGUMENT, text
        return None

    def _cuda_error(self, text: str) -> str:
        """The message of a CUDA error; once a sticky one happened, every later one names it as the cause."""
        with self._cuda_failure_lock:
            if self._cuda_failure is None and any(word in text.lower() for word in _STICKY_CUDA_ERRORS):
                self._cuda_failure = text
            first = self._cuda_failure
        if first is None:
            return text
        return (f"CUDA is unusable in this process since its first failure ({first}); CPU work goes on, the GPU needs "
                f"a new process" + ("" if text == first else f"; this call: {text}"))

    def check_device(self, device):
        self._device(device)

    def _device(self, code: int) -> torch.device:
        found = self._devices.get(code)
        if found is not None:
            return found
        if not torch.cuda.is_available():
            raise DeviceError(f"cuda:{code} requested, but CUDA is not available "
                              f"(PyTorch {torch.__version__}, built {'with' if torch.version.cuda else 'without'} CUDA)")
        count = torch.cuda.device_count()
        if code >= count:
            raise DeviceError(f"cuda:{code} requested, but this machine has {count} CUDA device(s)")
        self._devices[code] = torch.device("cuda", code)
        return self._devices[code]

    # -- sparse COO tensors --------------------------------------------------------------------------
    def is_sparse(self, x):
        return x.layout == torch.sparse_coo

    def sparse_coo_tensor(self, indices, values, shape, is_coalesced):
        # the runtime checked the indices; PyTorch checks them again (and stays quiet about not checking)
        return torch.sparse_coo_tensor(indices, values, shape, is_coalesced=is_coalesced or None,
                                       check_invariants=True)

    def to_sparse(self, x, sparse_dim):
        return x.to_sparse(sparse_dim)

    def to_dense(self, x):
        return x.to_dense()

    def sparse_coalesce(self, x):
        return x.coalesce()

    def sparse_indices(self, x):
        return x._indices()

    def sparse_values(self, x):
        return x.values() if x.is_coalesced() else x._values().detach()

    def sparse_is_coalesced(self, x):
        return x.is_coalesced()

    def sparse_nnz(self, x):
        return x._nnz()

    def sparse_dim(self, x):
        return x.sparse_dim()

    def sparse_mm(self, sparse, dense):
        return torch.sparse.mm(sparse, dense)

    def sparse_sum(self, x):
        return torch.sparse.sum(x)

    # -- properties of a tensor ---------------------------------------------------------------------
    def shape(self, x):
        return tuple(x.shape)

    def ndim(self, x):
        return x.dim()

    def numel(self, x):
        return x.numel()

    def dtype(self, x):
        return CODES[x.dtype]

    def device(self, x):
        return CPU if x.device.type == "cpu" else x.device.index

    def is_contiguous(self, x):
        return x.is_contiguous()

    # -- creation -------------------------------------------------------------------------------------
    # float32 spelled out: the contract fixes it, whatever torch.set_default_dtype the host process chose
    def zeros(self, shape, device):
        return torch.zeros(shape, dtype=torch.float32, device=self._device(device))

    def ones(self, shape, device):
        return torch.ones(shape, dtype=torch.float32, device=self._device(device))

    def randn(self, shape, device):
        return torch.randn(shape, dtype=torch.float32, device=self._device(device), generator=self._generator())

    def rand(self, shape, device):
        return torch.rand(shape, dtype=torch.float32, device=self._device(device), generator=self._generator())

    def empty(self, shape, device):
        return torch.empty(shape, dtype=torch.float32, device=self._device(device))

    def full(self, shape, value, device):
        return torch.full(shape, value, dtype=torch.float32, device=self._device(device))

    def from_bytes(self, data, shape, dtype, device):
        target = self._device(device)
        host = np.frombuffer(data, np.uint8, data.nbytes)
        if target.type != "cpu" and host.flags.writeable and data.nbytes:
            # C callers' memory is writable; PyTorch warns on wrapping read-only memory (Python bytes), which is
            # staged through a CPU tensor below
            return copied_to(target, host, DTYPES[dtype], shape)
        out = torch.empty(shape, dtype=DTYPES[dtype])
        if data.nbytes:
            # one copy through NumPy's buffer protocol: works for read-only buffers, without warnings
            out.view(-1).view(torch.uint8).numpy()[:] = host
        if dtype == Dtype.bool:
            out = out.view(torch.uint8) != 0   # any non-zero byte is true, as in C
        return out.to(target)

    def from_reader(self, shape, dtype, read_into):
        out = torch.empty(shape, dtype=torch.uint8 if dtype == Dtype.bool else DTYPES[dtype])
        read_into(memoryview(out.view(-1).view(torch.uint8).numpy()))
        return out != 0 if dtype == Dtype.bool else out   # any non-zero byte is true, as in from_bytes

    # -- DLPack --------------------------------------------------------------------------------
    negative_strides = False   # PyTorch has none (its from_dlpack aborts the process on them)
    # torch 2.6's Tensor.__dlpack__ has no max_version and its from_dlpack reads "dltensor" capsules only
    dlpack_versioned_missing = (
        None if "max_version" in inspect.signature(torch.Tensor.__dlpack__).parameters else
        f"torch {torch.__version__} has no DLPack 1.0 (versioned) structs (torch.Tensor.__dlpack__ takes no "
        f"max_version); use the legacy DLManagedTensor functions, or a torch that has them (2.9 here)")

    def to_dlpack(self, x, versioned):
        lent = x.detach()   # the same memory; PyTorch refuses to export a tensor that records gradients
        copied = lent.is_conj() or lent.is_neg()   # lazy bits: the memory holds other values than x's
        if copied:
            if not versioned:
                raise UnsupportedError("x is a lazy conjugate or negation, whose memory holds other values, and a "
                                       "legacy DLManagedTensor cannot flag a copy: use "
                                       "rt_torch_tensor_to_dlpack_versioned (it copies and sets "
                                       "DLPACK_FLAG_BITMASK_IS_COPIED)")
            lent = lent.resolve_conj().resolve_neg()
        capsule = lent.__dlpack__(max_version=dlpack.VERSION) if versioned else lent.__dlpack__()
        address = dlpack.take(capsule, versioned)
        if copied:
            dlpack.view(address, True).flags |= dlpack.FLAG_IS_COPIED
        return address

    def from_dlpack(self, capsule, dtype):
        return torch.from_dlpack(capsule)

    def arange(self, start, end, step, dtype, device):
        return torch.arange(start, end, step, dtype=DTYPES[dtype], device=self._device(device))

    def linspace(self, start, end, steps, device):
        return torch.linspace(start, end, steps, dtype=torch.float32, device=self._device(device))

    def eye(self, n, m, device):
        return torch.eye(n, m, dtype=torch.float32, device=self._device(device))

    # creation with a dtype and a device
    def create(self, kind, shape, dtype, device, value=0.0):
        fill = _CONSTANT_FILLS.get(kind)
        if fill is not None:   # st.zeros and the like: no options to gather, no function to look up by name
            return fill(shape, dtype=DTYPES[dtype], device=self._device(device))
        options = {"dtype": DTYPES[dtype], "device": self._device(device)}
        if kind in ("rand", "randn"):
            options["generator"] = self._generator()
        return torch.full(shape, value, **options) if kind == "full" else getattr(torch, kind)(shape, **options)

    def create_eye(self, n, m, dtype, device):
        return torch.eye(n, m, dtype=DTYPES[dtype], device=self._device(device))

    def create_linspace(self, start, end, steps, dtype, device):
        return torch.linspace(start, end, steps, dtype=DTYPES[dtype], device=self._device(device))

    # -- element-wise --------------------------------------------------------------------------------
    def add(self, a, b):
        if a.dtype is not b.dtype and (a.dtype in _HALF_COMPLEX or b.dtype in _HALF_COMPLEX):   # _no_complex32's test
            a, b = _no_complex32(a, b)
        return torch.add(a, b)

    def sub(self, a, b):
        if a.dtype is not b.dtype and (a.dtype in _HALF_COMPLEX or b.dtype in _HALF_COMPLEX):   # _no_complex32's test
            a, b = _no_complex32(a, b)
        return torch.sub(a, b)

    def mul(self, a, b):
        if a.dtype is not b.dtype and (a.dtype in _HALF_COMPLEX or b.dtype in _HALF_COMPLEX):   # _no_complex32's test
            a, b = _no_complex32(a, b)
        return torch.mul(a, b)

    def div(self, a, b):
        if a.dtype is not b.dtype and (a.dtype in _HALF_COMPLEX or b.dtype in _HALF_COMPLEX):   # _no_complex32's test
            a, b = _no_complex32(a, b)
        return torch.div(a, b)

    def pow_tensor(self, a, b):
        return torch.pow(*_no_complex32(a, b))

    # comparison, logic and masks
    def where(self, condition, a, b):
        return torch.where(_bool_condition(condition, "where"), *_no_complex32(a, b))

    def masked_fill(self, x, mask, value):
        return torch.masked_fill(x, _bool_condition(mask, "masked_fill"), value)

    def clamp(self, x, low, high):
        if math.isnan(low) and math.isnan(high):
            raise InvalidArgumentError("clamp: at least one of min and max must be given (not NaN)")
        return torch.clamp(x, None if math.isnan(low) else low, None if math.isnan(high) else high)

    # whole-tensor tests
    def equal(self, a, b):
        return a.dtype == b.dtype and torch.equal(a, b)

    def allclose(self, a, b, rtol, atol, equal_nan):
        if a.dtype != b.dtype:   # PyTorch's "Float did not match Double" would read as a shape error
            raise DtypeError(f"allclose: {a.dtype} did not match {b.dtype}")
        return torch.allclose(a, b, rtol, atol, equal_nan)

    # the rest of the element-wise math
    def round_decimals(self, a, decimals):
        return torch.round(a, decimals=decimals)

    def div_rounding(self, a, b, mode):
        dtype = torch.result_type(a, b)
        if mode in ("trunc", "floor") and dtype in _TRAPPING_DIVISION:
            # the CPU's integer division traps on the lowest value by -1 (the process dies of SIGFPE; floor too in
            # torch 2.6 and 2.9): divided by 1 there, then negated, which wraps as PyTorch 2.13's floor division does
            a, b = a.to(dtype), b.to(dtype)
            by_minus_one = b == -1
            if by_minus_one.any():
                quotient = self._divided(a, torch.where(by_minus_one, torch.ones_like(b), b), mode)
                return torch.where(by_minus_one, -quotient, quotient)
        return self._divided(a, b, mode)

    @staticmethod
    def _divided(a, b, mode):
        return _no_zero_division(lambda x, y: torch.div(x, y, rounding_mode=mode), a, b)

    def fmod(self, a, b):
        return _no_zero_division(torch.fmod, a, _minus_one_as_one(a, b))

    def remainder(self, a, b):
        return _no_zero_division(torch.remainder, a, _minus_one_as_one(a, b))

    def fmod_scalar(self, a, s):
        return _no_zero_division(torch.fmod, a, _minus_one_as_one(a, s))

    def remainder_scalar(self, a, s):
        return _no_zero_division(torch.remainder, a, _minus_one_as_one(a, s))

    def addcmul(self, x, tensor1, tensor2, value):
        return torch.addcmul(*_no_complex32(x, tensor1, tensor2), value=value)

    def addcdiv(self, x, tensor1, tensor2, value):
        return torch.addcdiv(*_no_complex32(x, tensor1, tensor2), value=value)

    def nan_to_num(self, x, nan, posinf, neginf):
        return torch.nan_to_num(x, nan, None if math.isnan(posinf) else posinf, None if math.isnan(neginf) else neginf)

    # -- activations ----------------------------------------------------------------------------------
    def celu(self, x, alpha):
        return F.celu(x, alpha)

    def gelu_tanh(self, x):
        return F.gelu(x, approximate="tanh")

    def prelu(self, x, weight):
        return F.prelu(x, weight)

    def hardtanh(self, x, min_val, max_val):
        return F.hardtanh(x, min_val, max_val)

    def glu(self, x, dim):
        return F.glu(x, dim)

    # -- linear algebra -------------------------------------------------------------------------------
    def matmul(self, a, b):
        return _integers_on_the_cpu(torch.matmul, a, b)

    def dot(self, a, b):
        return _integers_on_the_cpu(torch.dot, a, b)

    def transpose(self, x, dim0, dim1):
        return torch.transpose(_viewed(x), dim0, dim1)

    def norm(self, x):
        return torch.linalg.vector_norm(x)

    def det(self, x):
        return torch.linalg.det(x)

    def inverse(self, x):
        return torch.linalg.inv(x)

    def svd(self, x):
        return tuple(torch.linalg.svd(x, full_matrices=False))

    def eig(self, x):
        return tuple(torch.linalg.eig(x))

    # decompositions and solvers
    def einsum(self, equation, operands):
        dtype = operands[0].dtype
        if dtype.is_floating_point or dtype.is_complex:
            return torch.einsum(equation, *operands)
        # PyTorch's integer einsum gives int64 where its path sums alone and fails on some paths ("expected scalar
        # type Long"): integers are computed in int64 and given back in their own dtype, as the NumPy backend does
        product = functools.partial(torch.einsum, equation)
        return _integers_on_the_cpu(product, *(o.long() for o in operands)).to(dtype)

    def solve(self, a, b, left):
        return torch.linalg.solve(a, b, left=left)

    def slogdet(self, x):
        return tuple(torch.linalg.slogdet(x))

    def qr(self, x, mode):
        return tuple(torch.linalg.qr(x, mode=mode))

    def cholesky(self, x, upper):
        return torch.linalg.cholesky(x, upper=upper)

    def eigh(self, x, upper):
        return tuple(torch.linalg.eigh(x, UPLO="U" if upper else "L"))

    def eigvalsh(self, x, upper):
        return torch.linalg.eigvalsh(x, UPLO="U" if upper else "L")

    def svdvals(self, x):
        return torch.linalg.svdvals(x)

    def lstsq(self, a, b, rcond, driver):
        return tuple(torch.linalg.lstsq(a, b, rcond=rcond, driver=driver))

    def pinv(self, x, atol, rtol, hermitian):
        return torch.linalg.pinv(x, atol=atol, rtol=rtol, hermitian=hermitian)

    def matrix_rank(self, x, atol, rtol, hermitian):
        return torch.linalg.matrix_rank(x, atol=atol, rtol=rtol, hermitian=hermitian)

    def inv_ex(self, x):
        return tuple(torch.linalg.inv_ex(x))

    # ordering
    def cummax(self, x, dim):
        return tuple(torch.cummax(x, dim))

    def cummin(self, x, dim):
        return tuple(torch.cummin(x, dim))

    def var_correction(self, x, dims, correction, keepdim):
        return torch.var(x, dims, correction=correction, keepdim=keepdim)

    def std_correction(self, x, dims, correction, keepdim):
        return torch.std(x, dims, correction=correction, keepdim=keepdim)

    def sort(self, x, dim, descending):
        return tuple(torch.sort(x, dim=dim, descending=descending, stable=True))

    def topk(self, x, k, dim, largest):
        return tuple(torch.topk(x, k, dim, largest, sorted=True))

    def kthvalue(self, x, k, dim, keepdim):
        return tuple(torch.kthvalue(x, k, dim, keepdim))

    def median(self, x):
        return torch.median(x)

    def median_dim(self, x, dim, keepdim):
        return tuple(torch.median(x, dim, keepdim))

    def mode(self, x, dim, keepdim):
        return tuple(torch.mode(x, dim, keepdim))

    def unique(self, x):
        return tuple(torch.unique(x, sorted=True, return_inverse=True, return_counts=True))

    def searchsorted(self, sequence, values, out_int32, right, sorter):
        return torch.searchsorted(sequence, values, out_int32=out_int32, right=right, sorter=sorter)

    # -- fast Fourier transforms ------------------------------------------------------------------------
    def fftn(self, x, sizes, dims, norm, inverse):
        return (torch.fft.ifftn if inverse else torch.fft.fftn)(x, s=sizes, dim=dims, norm=norm)

    def rfftn(self, x, sizes, dims, norm):
        return torch.fft.rfftn(x, s=sizes, dim=dims, norm=norm)

    def irfftn(self, x, sizes, dims, norm):
        return torch.fft.irfftn(x, s=sizes, dim=dims, norm=norm)

    def real(self, x):
        return torch.real(x)

    def imag(self, x):
        return torch.imag(x)

    # -- reductions -----------------------------------------------------------------------------------
    def sum(self, x, dim, keepdim):
        return torch.sum(x) if dim is None else torch.sum(x, dim, keepdim)

    def mean(self, x, dim, keepdim):
        return torch.mean(x) if dim is None else torch.mean(x, dim, keepdim)

    def max(self, x, dim, keepdim):
        return torch.max(x) if dim is None else torch.amax(x, dim, keepdim)

    def min(self, x, dim, keepdim):
        return torch.min(x) if dim is None else torch.amin(x, dim, keepdim)

    def argmax(self, x, dim, keepdim):
        return torch.argmax(x) if dim is None else torch.argmax(x, dim, keepdim)

    def argmin(self, x, dim, keepdim):
        return torch.argmin(x) if dim is None else torch.argmin(x, dim, keepdim)

    def std(self, x, dim, keepdim):
        return torch.std(x) if dim is None else torch.std(x, dim, keepdim=keepdim)

    def var(self, x, dim, keepdim):
        return torch.var(x) if dim is None else torch.var(x, dim, keepdim=keepdim)

    def nansum(self, x, dim, keepdim):
        return torch.nansum(x) if dim is None else torch.nansum(x, dim, keepdim)

    # prod, all and any
    def prod(self, x, dim, keepdim):
        return torch.prod(x) if dim is None else torch.prod(x, dim, keepdim)

    def all(self, x, dim, keepdim):
        return torch.all(x) if dim is None else torch.all(x, dim, keepdim)

    def any(self, x, dim, keepdim):
        return torch.any(x) if dim is None else torch.any(x, dim, keepdim)

    # -- shape, dtype and data -------------------------------------------------------------------------
    def reshape(self, x, shape):
        return torch.reshape(_viewed(x), shape)

    def view(self, x, shape):
        # view(8, 4) parses in about two thirds of view((8, 4))'s time; view() of no sizes is refused
        return _viewed(x).view(*shape) if shape else _viewed(x).view(shape)

    def permute(self, x, order):
        return torch.permute(_viewed(x), order)

    def squeeze(self, x, dim):
        x = _viewed(x)
        return torch.squeeze(x) if dim is None else torch.squeeze(x, dim)

    def unsqueeze(self, x, dim):
        return torch.unsqueeze(_viewed(x), dim)

    def flatten(self, x, start_dim, end_dim):
        return torch.flatten(_viewed(x), start_dim, end_dim)

    def expand(self, x, shape):
        return _viewed(x).expand(shape)

    def contiguous(self, x):
        return x.contiguous()

    def to_dtype(self, x, dtype):
        return x.to(DTYPES[dtype])

    def copy_into(self, x, out):
        if x.layout != torch.strided:   # PyTorch's own refusal is an internal "unsupported memory format"
            raise UnsupportedError("a sparse tensor has no dense bytes to copy (layout Sparse); call to_dense() first")
        # a lazy conjugate or negative view (x.conj(), x.conj().imag) keeps its memory as it was: resolve it first.
        # A GPU tensor is made contiguous where it is and copied once, straight into out (as tensor.cpu() copies)
        flat = x.detach().resolve_conj().resolve_neg().contiguous().view(-1)
        if flat.stride(0) != 1:   # one element viewed with any stride counts as contiguous (x[0:2:2], expand)
            flat = flat.clone(memory_format=torch.contiguous_format)
        flat = flat.view(torch.uint8)
        torch.frombuffer(out, dtype=torch.uint8, count=flat.numel()).copy_(flat)

    def copy_from(self, dst, src):
        with torch.no_grad():   # values only: dst keeps its own place in (or out of) the graph
            dst.copy_(src)

    def item(self, x):
        if x.is_complex():
            raise DtypeError(f"item of a {x.dtype} tensor would drop the imaginary part; use copy_to")
        return float(x.item())

    # roll and flip
    def roll(self, x, shifts, dim):
        if not x.dim():   # nothing to shift; PyTorch refuses a scalar's dim 0, which the contract accepts
            return x.clone()
        # PyTorch's kernel fails on shifts near the int64 limits: the same roll, reduced to under one turn
        size = x.shape[dim]
        return torch.roll(x, shifts % size if size else 0, dim)

    def flip(self, x, dim):
        return torch.flip(x, (dim,))

    # more shape operations: repeat, diagonals and padding
    def repeat(self, x, repeats):
        return x.repeat(repeats)

    def repeat_interleave(self, x, repeats, dim):
        counts = torch.tensor(repeats, dtype=torch.int64, device=x.device)
        return torch.repeat_interleave(x, counts, dim)

    def diag(self, x, diagonal):
        if x.dim() not in (1, 2):   # PyTorch's bare RuntimeError would be RT_ERR_INTERNAL
            raise ShapeError(f"diag(): Supports 1D or 2D tensors. Got {x.dim()}D")
        return torch.diag(x, diagonal)

    def diagonal(self, x, offset, dim1, dim2):
        return torch.diagonal(_viewed(x), offset, dim1, dim2)

    def pad(self, x, pads, mode, value):
        return F.pad(x, pads, mode, value if mode == "constant" else None)

    # -- indexing -------------------------------------------------------------------------------------
    def slice(self, x, dim, start, end, step):
        return _viewed(x)[(slice(None),) * dim + (slice(start, end, step),)]

    def select(self, x, dim, index):
        if x.layout is not torch.strided:   # PyTorch selects from a sparse tensor, which no other view or slice does
            raise UnsupportedError("select of a sparse tensor (layout Sparse) is not supported; call to_dense() first")
        return torch.select(_viewed(x), dim, index)

    def index_select(self, x, dim, index):
        return torch.index_select(x, dim, index)

    def gather(self, x, dim, index):
        return torch.gather(x, dim, index)

    def cat(self, xs, dim):
        return torch.cat(xs, dim)

    def stack(self, xs, dim):
        return torch.stack(xs, dim)

    def chunk(self, x, chunks, dim):
        # torch.chunk's parts are marked as views from a function with several outputs, which PyTorch
        # refuses to use with grad on once their memory is written (copy_from, an optimizer step); narrow
        # gives the same parts as ordinary views.
        x, n = _viewed(x), x.shape[dim]
        size = -(-n // chunks)
        starts = range(0, n, size) if n else [0] * chunks
        return [x.narrow(dim, s, min(size, n - s)) for s in starts]

    # indexing with tensors
    def scatter(self, x, dim, index, src):
        return torch.scatter(x, dim, index, src)

    def scatter_add(self, x, dim, index, src):
        return torch.scatter_add(x, dim, index, src)

    def index_add(self, x, dim, index, source, alpha):
        return torch.index_add(x, dim, index, source, alpha=alpha)

    def index_put(self, x, indices, values, accumulate):
        return torch.index_put(x, tuple(indices), values, accumulate)

    def index(self, x, indices):
        return x[tuple(indices)]

    def scatter_reduce(self, x, dim, index, src, reduce, include_self):
        return torch.scatter_reduce(x, dim, index, src, reduce, include_self=include_self)

    # -- neural-network operations and losses ----------------------------------------------------------
    def linear(self, x, weight, bias):
        return F.linear(x, weight, bias)

    def conv2d(self, x, weight, bias, stride, padding, dilation, groups):
        return F.conv2d(x, weight, bias, stride, padding, dilation, groups)

    def conv3d(self, x, weight, bias, stride, padding, dilation, groups):
        return F.conv3d(x, weight, bias, stride, padding, dilation, groups)

    def max_pool2d(self, x, kernel, stride, padding):
        return _integers_on_the_cpu(F.max_pool2d, x, kernel_size=kernel, stride=stride, padding=padding)

    def avg_pool2d(self, x, kernel, stride, padding):
        return _integers_on_the_cpu(F.avg_pool2d, x, kernel_size=kernel, stride=stride, padding=padding)

    # pooling with all of PyTorch's options
    def max_pool2d_with_indices(self, x, kernel, stride, padding, dilation, ceil_mode):
        return _integers_on_the_cpu(F.max_pool2d, x, kernel_size=kernel, stride=stride, padding=padding,
                                    dilation=dilation, ceil_mode=ceil_mode, return_indices=True)

    def avg_pool2d_ex(self, x, kernel, stride, padding, ceil_mode, count_include_pad, divisor_override):
        return _integers_on_the_cpu(F.avg_pool2d, x, kernel_size=kernel, stride=stride, padding=padding,
                                    ceil_mode=ceil_mode, count_include_pad=count_include_pad,
                                    divisor_override=divisor_override)

    def adaptive_avg_pool2d(self, x, output_size):
        return F.adaptive_avg_pool2d(x, output_size)

    def adaptive_max_pool2d(self, x, output_size):
        return F.adaptive_max_pool2d(x, output_size, return_indices=True)

    def batch_norm(self, x, running_mean, running_var, weight, bias, training, momentum, eps):
        return F.batch_norm(x, running_mean, running_var, weight, bias, training, momentum, eps)

    def layer_norm(self, x, normalized_shape, weight, bias, eps):
        return F.layer_norm(x, normalized_shape, weight, bias, eps)

    def dropout(self, x, p, training):
        return F.dropout(x, p, training)

    # random sampling (torch's default generator, which manual_seed seeds)
    def randint(self, low, high, shape, dtype, device):
        return torch.randint(low, high, shape, dtype=DTYPES[dtype], device=self._device(device),
                             generator=self._generator())

    def randperm(self, n, dtype, device):
        return torch.randperm(n, dtype=DTYPES[dtype], device=self._device(device), generator=self._generator())

    def multinomial(self, probs, num_samples, replacement):
        return torch.multinomial(probs, num_samples, replacement, generator=self._generator())

    def bernoulli(self, probs):
        return torch.bernoulli(probs.detach(), generator=self._generator())

    def random_(self, x, low, high):
        with torch.no_grad():   # each form is its own kernel, drawing its own way: PyTorch's call, as it was made
            if low is None:
                x.random_(generator=self._generator())
            else:
                x.random_(low, high, generator=self._generator())

    # generators of their own: torch.Generator, one per handle; each thread may choose one
    def generator_new(self, device):
        return _Generator(torch.Generator(device=self._device(device)))

    def generator_manual_seed(self, gen, seed):
        gen.torch.manual_seed(seed)

    def generator_initial_seed(self, gen):
        return gen.torch.initial_seed()

    def generator_use(self, gen):
        self._chosen.generator = gen

    def generator_chosen(self):
        return getattr(self._chosen, "generator", None)

    def generator_release(self, gen):
        gen.alive = False

    def distributed(self):
        # imported at the first use: a program that never trains data-parallel does not load it
        from .torch_distributed import TorchDistributed
        if not torch.distributed.is_available():
            raise UnsupportedError("this PyTorch build has no torch.distributed (built with USE_DISTRIBUTED=0)")
        return TorchDistributed()

    def switches(self):
        # imported at the first use: torch.backends' modules are not needed to compute
        from .torch_switches import TorchSwitches
        return TorchSwitches()   # the flags are torch's: nothing to keep here

    def model_load(self, path, data, format, trusted):
        # imported at the first load: most programs never load a model file
        from .torch_model_files import load
        program, device = load(path, data, format, trusted)
        return _Model(format, program, device)

    def model_forward(self, model, inputs):
        # an AOTInductor program is machine code for one device, which reads its inputs' memory as that device's: a
        # GPU tensor handed to a CPU program would be read as host memory
        for i, x in enumerate(inputs):
            if model.device is not None and x.device.type != model.device:
                raise DeviceError(f"the model was compiled for {model.device}, but inputs[{i}] is on {x.device}; "
                                  f"move it there first (rt_torch_tensor_to_device)")
        try:
            result = model.program(*inputs)
        except TypeError as e:   # the wrong number of inputs, said by the program's own signature
            raise InvalidArgumentError(f"the model does not take these {len(inputs)} inputs: {e}") from None
        leaves = torch.utils._pytree.tree_leaves(result)
        for leaf in leaves:
            if not isinstance(leaf, torch.Tensor):
                raise UnsupportedError(f"the model returned a {type(leaf).__name__} among its results; only "
                                       f"tensors can be handed over")
        return leaves

    def model_format(self, model):
        return model.format

    def model_release(self, model):
        model.program = None   # the handle held the last reference the library had

    def _generator(self):
        """The calling thread's chosen torch.Generator, or None for PyTorch's default one."""
        chosen = getattr(self._chosen, "generator", None)
        return chosen.torch if chosen is not None and chosen.alive else None

    def embedding(self, indices, weight, padding_idx=None):
        return F.embedding(indices, weight, padding_idx)

    def embedding_bag(self, indices, weight, offsets, mode, per_sample_weights, include_last_offset, padding_idx):
        return F.embedding_bag(indices, weight, offsets, mode=mode, per_sample_weights=per_sample_weights,
                               include_last_offset=include_last_offset, padding_idx=padding_idx)

    def embedding_renorm_(self, weight, indices, max_norm, norm_type):
        with torch.no_grad():
            torch.embedding_renorm_(weight, indices, max_norm, norm_type)

    def mse_loss(self, input, target, reduction):
        return F.mse_loss(input, target, reduction=reduction)

    def cross_entropy(self, logits, target, reduction, weight=None, ignore_index=-100, label_smoothing=0.0):
        return F.cross_entropy(logits, target, weight, ignore_index=ignore_index, reduction=reduction,
                               label_smoothing=label_smoothing)

    def binary_cross_entropy(self, probs, target, reduction):
        return F.binary_cross_entropy(probs, target, reduction=reduction)

    def nll_loss(self, log_probs, target, reduction, weight=None, ignore_index=-100):
        return F.nll_loss(log_probs, target, weight, ignore_index=ignore_index, reduction=reduction)

    # encodings, normalisation and more losses. PyTorch's losses differ in what they make of mixed
    # dtypes (huber_loss keeps the input's, l1_loss promotes, soft_margin_loss refuses an integer input):
    # the contract promotes input and target for all of them, as the NumPy backend does
    def one_hot(self, indices, num_classes):
        return F.one_hot(indices, num_classes)

    def normalize(self, x, p, dim, eps):
        return F.normalize(x, p, dim, eps)

    def cosine_similarity(self, x1, x2, dim, eps):
        return F.cosine_similarity(x1, x2, dim, eps)

    def l1_loss(self, input, target, reduction):
        return F.l1_loss(*_promoted(input, target), reduction=reduction)

    def smooth_l1_loss(self, input, target, beta, reduction):
        return F.smooth_l1_loss(*_promoted(input, target), reduction=reduction, beta=beta)

    def huber_loss(self, input, target, delta, reduction):
        return F.huber_loss(*_promoted(input, target), reduction=reduction, delta=delta)

    def soft_margin_loss(self, input, target, reduction):
        return F.soft_margin_loss(*_promoted(input, target), reduction=reduction)

    def binary_cross_entropy_with_logits(self, input, target, weight, pos_weight, reduction):
        return F.binary_cross_entropy_with_logits(*_promoted(input, target), weight, reduction=reduction,
                                                  pos_weight=pos_weight)

    def kl_div(self, input, target, log_target, reduction):
        # F.kl_div warns at "mean" that it will mean "batchmean" one day: the contract's mean is the mean over
        # every element it computes today, reduced here as PyTorch reduces it (loss.mean())
        loss = F.kl_div(*_promoted(input, target), reduction="none", log_target=log_target)
        return loss if reduction == "none" else loss.mean() if reduction == "mean" else loss.sum()

    def margin_ranking_loss(self, input1, input2, target, margin, reduction):
        return F.margin_ranking_loss(input1, input2, target, margin, reduction=reduction)

    def cosine_embedding_loss(self, input1, input2, target, margin, reduction):
        return F.cosine_embedding_loss(input1, input2, target, margin, reduction=reduction)

    def triplet_margin_loss(self, anchor, positive, negative, margin, p, eps, swap, reduction):
        return F.triplet_margin_loss(anchor, positive, negative, margin, p, eps, swap, reduction=reduction)

    def ctc_loss(self, log_probs, targets, input_lengths, target_lengths, blank, reduction, zero_infinity):
        return F.ctc_loss(log_probs, targets, input_lengths, target_lengths, blank, reduction, zero_infinity)

    # -- autograd ---------------------------------------------------------------------------------------
    def set_requires_grad(self, x, flag):
        x.requires_grad_(flag)

    def requires_grad(self, x):
        return x.requires_grad

    def is_leaf(self, x):
        return x.is_leaf

    def grad(self, x):
        return x.grad if x.is_leaf or x.retains_grad else None   # asking another non-leaf warns

    def backward(self, loss):
        loss.backward()

    def zero_grad(self, x):
        x.grad = None

    def detach(self, x):
        return x.detach()

    def set_grad_enabled(self, flag):
        torch.set_grad_enabled(flag)   # thread-local in PyTorch

    def is_grad_enabled(self):
        return torch.is_grad_enabled()

    # more autograd
    def backward_from(self, root, gradient, retain_graph):
        root.backward(gradient, retain_graph=retain_graph)

    def backward_ex(self, root, gradient, inputs, retain_graph, create_graph):
        root.backward(gradient, retain_graph=retain_graph, create_graph=create_graph, inputs=inputs)

    def autograd_grad(self, outputs, inputs, grad_outputs, retain_graph, create_graph, allow_unused):
        return list(torch.autograd.grad(outputs, inputs, grad_outputs, retain_graph=retain_graph,
                                        create_graph=create_graph, allow_unused=allow_unused))

    def retain_grad(self, x):
        x.retain_grad()

    def has_grad_fn(self, x):
        return x.grad_fn is not None

    # mixed precision: what torch.autocast's __enter__ and __exit__ do (torch/amp/autocast_mode.py),
    # split so that a C program can open a region in one call and close it in another
    def autocast_enter(self, device, dtype, enabled):
        kind = _autocast_kind(device)
        saved = (torch.is_autocast_enabled(kind), torch.get_autocast_dtype(kind), torch.is_autocast_cache_enabled())
        torch.set_autocast_enabled(kind, enabled)
        torch.set_autocast_dtype(kind, DTYPES[dtype])
        torch.autocast_increment_nesting()
        return saved

    def autocast_exit(self, device, saved):
        kind = _autocast_kind(device)
        if torch.autocast_decrement_nesting() == 0:   # the casts of the weights are cached for the outermost region
            torch.clear_autocast_cache()
        enabled, dtype, cache = saved
        torch.set_autocast_enabled(kind, enabled)
        torch.set_autocast_dtype(kind, dtype)
        torch.set_autocast_cache_enabled(cache)

    def autocast_state(self, device):
        kind = _autocast_kind(device)
        return torch.is_autocast_enabled(kind), CODES[torch.get_autocast_dtype(kind)]

    # -- devices, streams and device memory --------------------------------------------------------------
    def to_device(self, x, device):
        return x.to(self._device(device))

    def clone(self, x):
        return x.clone()

    def to_stream(self, x, stream):
        with torch.cuda.stream(stream):
            return x.to(stream.device, non_blocking=True)

    def stream_create(self, device):
        return torch.cuda.Stream(device=self._device(device))

    def stream_synchronize(self, stream):
        stream.synchronize()

    def stream_query(self, stream):
        return stream.query()

    def cuda_memory_allocated(self, device):
        return torch.cuda.memory_allocated(self._device(device))

    def cuda_max_memory_allocated(self, device):
        return torch.cuda.max_memory_allocated(self._device(device))

    def cuda_empty_cache(self):
        if not torch.cuda.is_available():
            raise DeviceError("CUDA is not available")
        torch.cuda.empty_cache()

    def cuda_synchronize(self, device):
        torch.cuda.synchronize(self._device(device))

    def set_num_threads(self, n):
        torch.set_num_threads(n)

    def get_num_threads(self):
        return torch.get_num_threads()

    # -- optimizers ---------------------------------------------------------------------------------------
    def optimizer(self, kind, params, options):
        if kind == "lbfgs":
            return torch_lbfgs.make(params, options)
        kwargs = dict(options)
        if "beta1" in kwargs:
            kwargs["betas"] = (kwargs.pop("beta1"), kwargs.pop("beta2"))
        return torch_optim.make(_OPTIMIZERS[kind], params, kwargs)

    def optimizer_kind(self, opt):
        return _KINDS[type(opt)]

    def optimizer_step(self, opt):
        torch_optim.step(opt)

    def optimizer_lbfgs_step(self, opt, closure):
        return torch_lbfgs.step(opt, closure)

    def optimizer_zero_grad(self, opt):
        torch_optim.zero_grad(opt)

    def optimizer_add_group(self, opt, params):
        torch_optim.add_group(opt, params)

    def optimizer_group_count(self, opt):
        return len(opt.param_groups)

    def optimizer_group_params(self, opt, group):
        return opt.param_groups[group]["params"]

    def optimizer_option(self, opt, group, name):
        if isinstance(opt, torch.optim.LBFGS):
            return torch_lbfgs.option(opt, name)
        options = opt.param_groups[group]
        return options["betas"][("beta1", "beta2").index(name)] if name in ("beta1", "beta2") else options[name]

    def optimizer_set_option(self, opt, group, name, value):
        if isinstance(opt, torch.optim.LBFGS):
            return torch_lbfgs.set_option(opt, name, value)
        options = opt.param_groups[group]
        if name in ("beta1", "beta2"):
            betas = list(options["betas"])
            betas[("beta1", "beta2").index(name)] = value
            options["betas"] = tuple(betas)
        else:
            options[name] = value
        torch_optim.option_changed(opt, group, name, value)

    def optimizer_state(self, opt, param, create):
        if isinstance(opt, torch.optim.LBFGS):   # made by its steps only
            return torch_lbfgs.named_state(opt, param)
        state = opt.state[param] if create or param in opt.state else {}
        if create and not state:
            group = next(g for g in opt.param_groups if any(p is param for p in g["params"]))
            state.update(_initial_state(self.optimizer_kind(opt), param, group))
            torch_optim.refresh(opt)
        return {name: value for name, value in state.items() if value is not None}

    def optimizer_set_state(self, opt, param, name, value):
        if isinstance(opt, torch.optim.LBFGS):
            return torch_lbfgs.set_named_state(opt, param, name, value)
        state = opt.state[param]
        with torch.no_grad():
            if name in state and state[name] is not None:
                state[name].copy_(value)
            else:
                state[name] = value.detach().to(param.dtype, copy=True)
        torch_optim.refresh(opt)

    def grad_norm(self, params, norm_type):
        grads = [p.grad for p in params if p.grad is not None]
        return torch.nn.utils.get_total_norm(grads, norm_type)

    # PyTorch's foreach kernels fail on an empty list: parameters without a gradient are left out first
    def clip_grads_with_norm(self, params, max_norm, total_norm):
        with_grads = [p for p in params if p.grad is not None]
        if with_grads:
            torch.nn.utils.clip_grads_with_norm_(with_grads, max_norm, total_norm)

    def clip_grad_value(self, params, clip_value):
        with_grads = [p for p in params if p.grad is not None]
        if with_grads:
            torch.nn.utils.clip_grad_value_(with_grads, clip_value)

    def interpolate(self, x, size, scales, mode, align_corners):
        if mode == "linear":
            mode = ("linear", "bilinear", "trilinear")[len(size) - 1]
        elif mode == "nearest_exact":
            mode = "nearest-exact"
        # the sizes and the scales a caller gave: PyTorch computes positions with the scales when given
        return F.interpolate(x, size=None if scales else size, scale_factor=scales, mode=mode,
                             align_corners=align_corners if mode not in ("nearest", "nearest-exact") else None)

    # distances, sampling grids and patches
    def cdist(self, x1, x2, p, use_mm):
        return torch.cdist(x1, x2, p, "use_mm_for_euclid_dist" if use_mm else "donot_use_mm_for_euclid_dist")

    def grid_sample(self, x, grid, mode, padding_mode, align_corners):
        return F.grid_sample(x, grid, mode, padding_mode, align_corners)

    def im2col(self, x, kernel, dilation, padding, stride):
        return F.unfold(x, kernel, dilation, padding, stride)

    def col2im(self, x, output_size, kernel, dilation, padding, stride):
        return F.fold(x, output_size, kernel, dilation, padding, stride)

    # attention and recurrent cells
    def scaled_dot_product_attention(self, q, k, v, mask, dropout_p, is_causal, scale):
        return F.scaled_dot_product_attention(q, k, v, attn_mask=mask, dropout_p=dropout_p, is_causal=is_causal,
                                              scale=scale)

    def rnn_cell(self, x, h, w_ih, w_hh, b_ih, b_hh, relu):
        return (torch.rnn_relu_cell if relu else torch.rnn_tanh_cell)(x, h, w_ih, w_hh, b_ih, b_hh)

    def lstm_cell(self, x, h, c, w_ih, w_hh, b_ih, b_hh):
        return tuple(torch.lstm_cell(x, (h, c), w_ih, w_hh, b_ih, b_hh))

    def gru_cell(self, x, h, w_ih, w_hh, b_ih, b_hh):
        return torch.gru_cell(x, h, w_ih, w_hh, b_ih, b_hh)


_OPTIMIZERS = {"sgd": torch.optim.SGD, "adam": torch.optim.Adam, "adamw": torch.optim.AdamW,
               "rmsprop": torch.optim.RMSprop, "adagrad": torch.optim.Adagrad, "adadelta": torch.optim.Adadelta}
_KINDS = {cls: kind for kind, cls in _OPTIMIZERS.items()} | {torch.optim.LBFGS: "lbfgs"}   # made by torch_lbfgs


def _initial_state(kind: str, param, group) -> dict:
    """The state PyTorch's _init_group makes on a parameter's first step (Adagrad makes its own at once; SGD's
    momentum buffer is the first gradient)."""
    def zeros():
        return torch.zeros_like(param, memory_format=torch.preserve_format)
    made = {"step": torch.tensor(0.0, dtype=torch.float32)} if kind not in ("sgd", "adagrad") else {}
    if kind in ("adam", "adamw"):
        made.update(exp_avg=zeros(), exp_avg_sq=zeros())
        if group["amsgrad"]:
            made["max_exp_avg_sq"] = zeros()
    elif kind == "rmsprop":
        made["square_avg"] = zeros()
        if group["momentum"] > 0:
            made["momentum_buffer"] = zeros()
        if group["centered"]:
            made["grad_avg"] = zeros()
    elif kind == "adadelta":
        made.update(square_avg=zeros(), acc_delta=zeros())
    return made


check_ops(TorchBackend)
