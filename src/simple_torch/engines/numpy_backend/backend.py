"""The NumPy fallback backend: every operation of the contract on the CPU, autograd included.

The operations themselves live in `ops/`, one module per group, each op a small function with its
forward and backward side by side. This class binds them to the backend interface and adds what is
not an op: creation, random numbers, devices (CPU only), grad mode and optimizers.
"""

from __future__ import annotations

import abc
import importlib
import math
import os
import pkgutil
import threading

import numpy as np
import threadpoolctl

from ...abi import dlpack
from ...abi.enums import CPU, Dtype, Kind
from ...abi.errors import ErrorCode, DeviceError, DtypeError, InvalidArgumentError, UnsupportedError
from ..base import Backend, check_ops
from . import dtypes, lbfgs, optim
from . import ops as op_package
from .ops import OPS, attention, linalg, nn
from .ops import shape as shape_ops  # `shape` is also a method of the class
from .ops import random as random_ops  # `random` is also a method of the class
from .distributed import NumpyDistributed
from .sparse import SparseTensor
from .switches import NumpySwitches
from .tensor import Tensor, backward_inputs, backward_recorded, bump_version, grad_enabled, grad_recorded
from .tensor import backward as run_backward
from .tensor import grad as run_grad
from .tensor import set_grad_enabled as set_mode

# Each module of ops/ registers its ops when imported: the package's files are the one list of them
for _module in pkgutil.iter_modules(op_package.__path__):
    importlib.import_module(f"{op_package.__name__}.{_module.name}")

_NO_CUDA = "CUDA is not available on the numpy backend"
_OPTIMIZERS = {**optim.OPTIMIZERS, "lbfgs": lbfgs.LBFGS}   # LBFGS's step takes a closure


def _samples(generator, kind, shape, target):
    """U[0, 1) ("rand") or N(0, 1) ("randn") samples of a floating or complex dtype. A complex sample has
    independent real and imaginary parts, each of variance 1/2 for randn, as PyTorch draws them."""
    if dtypes.category(target) == Kind.complex:
        part = dtypes.FLOAT64 if target == dtypes.COMPLEX128 else dtypes.FLOAT32
        real, imag = (_samples(generator, kind, shape, part) for _ in range(2))
        scale = np.sqrt(0.5) if kind == "randn" else 1.0
        return ((real + 1j * imag) * scale).astype(target)
    drawn = target if target in (dtypes.FLOAT32, dtypes.FLOAT64) else dtypes.FLOAT32   # NumPy draws no halves
    draw = generator.standard_normal if kind == "randn" else generator.random
    return draw(shape, drawn).astype(target, copy=False)


_NO_MODELS = "models exported from Python need the PyTorch backend"
_AUTOCAST_DEFAULT = (False, Dtype.bfloat16)   # PyTorch's CPU autocast: off, bfloat16 when turned on


class _Lender:
    """What np.from_dlpack consumes: an object whose __dlpack__ gives the capsule (NumPy takes no bare capsule)."""

    def __init__(self, capsule) -> None:
        self._capsule = capsule

    def __dlpack__(self, **options):   # stream, max_version, dl_device, copy: the struct is what it is
        return self._capsule

    def __dlpack_device__(self):
        return dlpack.DeviceType.CPU, 0


class _Generator:
    """A generator of its own (rt_torch_generator_new): NumPy's, under its own lock, with its seed; alive
    until its handle is freed."""

    def __init__(self) -> None:
        self.lock, self.rng, self.seed, self.alive = threading.Lock(), np.random.default_rng(), 0, True


class NumpyBackend(Backend):
    name = "numpy"

    def __init__(self) -> None:
        self._switches = NumpySwitches()   # torch.backends' flags, stored
        self._distributed = NumpyDistributed()   # the process group over TCP sockets
        self._rng_lock = threading.Lock()   # one generator for every thread, as PyTorch's default one
        self._rng = np.random.default_rng()
        self._chosen = threading.local()    # .generator: the thread's generator_use choice
        self._autocast = threading.local()  # .state: the thread's CPU autocast (enabled, dtype code)
        os.register_at_fork(before=self._rng_lock.acquire, after_in_parent=self._rng_lock.release,
                            after_in_child=self._rng_lock.release)

    # -- library information ----------------------------------------------------------------------
    def version(self):
        return f"numpy {np.__version__}"

    def cuda_device_count(self):
        return 0

    def manual_seed(self, seed):
        with self._rng_lock:
            self._rng = np.random.default_rng(seed % 2**64)

    def random(self, draw):
        """draw(generator) under the generator's lock (dropout uses it too): the calling thread's own choice
        of generator (generator_use), else the default one."""
        chosen = getattr(self._chosen, "generator", None)
        if chosen is not None and chosen.alive:
            with chosen.lock:
                return draw(chosen.rng)
        with self._rng_lock:
            return draw(self._rng)

    # Generators of their own
    def generator_new(self, device):
        self.check_device(device)
        return _Generator()

    def generator_manual_seed(self, gen, seed):
        with gen.lock:
            gen.rng, gen.seed = np.random.default_rng(seed % 2**64), seed

    def generator_initial_seed(self, gen):
        return gen.seed

    def generator_use(self, gen):
        self._chosen.generator = gen

    def generator_chosen(self):
        return getattr(self._chosen, "generator", None)

    def generator_release(self, gen):
        gen.alive = False

    # No model is ever loaded here: only model_load can be reached; the interface declares the others.
    def model_load(self, path, data, format, trusted):
        raise UnsupportedError(f"{path!r} holds a program of format {format!r}, which runs on PyTorch's runtime: "
                               f"load it where the PyTorch backend is active (torch installed, SIMPLE_TORCH_BACKEND "
                               f"unset or torch); the NumPy backend has no interpreter for exported programs")

    def model_forward(self, model, inputs):
        raise UnsupportedError(_NO_MODELS)

    def model_format(self, model):
        raise UnsupportedError(_NO_MODELS)

    def model_release(self, model):
        raise UnsupportedError(_NO_MODELS)

    def distributed(self):
        return self._distributed

    def switches(self):
        return self._switches

    def describe_error(self, exc):
        if isinstance(exc, MemoryError) or (isinstance(exc, ValueError) and "array is too big" in str(exc)):
            return ErrorCode.OUT_OF_MEMORY, f"cannot allocate memory: {exc}" if str(exc) else "out of memory"
        if isinstance(exc, ValueError) and "broadcast" in str(exc):
            return ErrorCode.SHAPE, str(exc)
        if isinstance(exc, np.linalg.LinAlgError):
            return ErrorCode.INVALID_ARGUMENT, f"linear algebra: {exc}"
        if isinstance(exc, (TypeError, np.exceptions.DTypePromotionError)):
            return ErrorCode.DTYPE, str(exc)
        return None

    def check_device(self, device):
        if device != CPU:
            raise DeviceError(f"cuda:{device} requested, but {_NO_CUDA}")

    # -- properties of a tensor ---------------------------------------------------------------------
    def shape(self, x):
        return x.data.shape if type(x) is Tensor else x.shape   # a SparseTensor has no data

    def dtype(self, x):
        return dtypes.CODES[x.data.dtype if type(x) is Tensor else x.dtype]

    def device(self, x):
        return -1

    def is_contiguous(self, x):
        return x.data.flags.c_contiguous

    # -- creation ----------------------------------------------------------------------------------------
    def zeros(self, shape, device):
        self.check_device(device)
        return Tensor(np.zeros(shape, dtypes.FLOAT32))

    def ones(self, shape, device):
        self.check_device(device)
        return Tensor(np.ones(shape, dtypes.FLOAT32))

    def randn(self, shape, device):
        self.check_device(device)
        return Tensor(self.random(lambda g: g.standard_normal(shape, dtypes.FLOAT32)))

    def rand(self, shape, device):
        self.check_device(device)
        return Tensor(self.random(lambda g: g.random(shape, dtypes.FLOAT32)))

    def empty(self, shape, device):
        self.check_device(device)
        return Tensor(np.empty(shape, dtypes.FLOAT32))

    def full(self, shape, value, device):
        self.check_device(device)
        return Tensor(np.full(shape, value, dtypes.FLOAT32))

    def from_bytes(self, data, shape, dtype, device):
        self.check_device(device)
        if dtype == Dtype.bool:   # any non-zero byte is true, as in C
            return Tensor(np.frombuffer(data, np.uint8).reshape(shape) != 0)
        return Tensor(np.frombuffer(data, dtypes.BY_CODE[dtype]).reshape(shape).copy())

    def from_reader(self, shape, dtype, read_into):
        data = np.empty(shape, np.uint8 if dtype == Dtype.bool else dtypes.BY_CODE[dtype])
        read_into(memoryview(data.reshape(-1).view(np.uint8)))
        return Tensor(data != 0 if dtype == Dtype.bool else data)   # any non-zero byte is true, as in from_bytes

    # -- DLPack: every dtype through structs of simple_torch.abi.dlpack, bfloat16 too --------------------------
    def to_dlpack(self, x, versioned):
        data, flags = x.data, 0
        if not data.flags.writeable:   # a broadcast view: its elements share memory
            if not versioned:
                raise UnsupportedError("x is a read-only view (e.g. of expand), and a legacy DLManagedTensor cannot "
                                       "flag it read-only: use rt_torch_tensor_to_dlpack_versioned (it sets "
                                       "DLPACK_FLAG_BITMASK_READ_ONLY), or clone x first")
            flags |= dlpack.FLAG_READ_ONLY
        itemsize = data.itemsize
        if any(stride % itemsize for stride in data.strides):   # DLPack counts strides in elements
            if not versioned:
                raise UnsupportedError("x's strides are not whole elements, and a legacy DLManagedTensor cannot flag "
                                       "a copy: use rt_torch_tensor_to_dlpack_versioned")
            data, flags = np.ascontiguousarray(data), dlpack.FLAG_IS_COPIED
        code, bits = dlpack.DTYPES[dtypes.CODES[data.dtype]]
        # the struct holds the ndarray (not x), so freeing the handle first leaves the memory valid
        return dlpack.make(data.ctypes.data, data.shape, [stride // itemsize for stride in data.strides], code, bits,
                           (dlpack.DeviceType.CPU, 0), versioned=versioned, flags=flags, owner=data)

    def from_dlpack(self, capsule, dtype):
        versioned = dlpack.capsule_kind(capsule)
        if dtype != Dtype.bfloat16 and versioned:
            return Tensor(np.from_dlpack(_Lender(capsule)))
        # Through a versioned struct of ours over the same memory: NumPy makes a legacy struct's array read-only
        # (the struct cannot say it is writable), and its DLPack has no bfloat16 (taken as uint16, then viewed)
        retype = {"type_code": dlpack.TypeCode.UINT, "bits": 16} if dtype == Dtype.bfloat16 else {}
        inner = dlpack.rewrap(dlpack.take(capsule, versioned), versioned, **retype)
        array = np.from_dlpack(_Lender(dlpack.to_capsule(inner, True, owning=True)))
        return Tensor(array.view(dtypes.BFLOAT16) if dtype == Dtype.bfloat16 else array)

    def arange(self, start, end, step, dtype, device):
        self.check_device(device)
        count = max(int(np.ceil((end - start) / step)), 0)
        # PyTorch's formula, start + i * step in double, rounded once; its vectorised kernel may round
        # float32 and half results 1 ulp differently
        values = start + step * np.arange(count, dtype=np.float64)
        return Tensor(values.astype(dtypes.BY_CODE[dtype]))

    def linspace(self, start, end, steps, device):
        self.check_device(device)
        # PyTorch's kernel: float32 step, the first half counted up from start and the rest down from end,
        # each value one fused multiply-add (exact in float64, rounded once)
        f32 = np.float32
        step = f32((f32(end) - f32(start)) / f32(steps - 1)) if steps > 1 else f32(0)
        i = np.arange(steps)
        up = np.float64(step) * i + np.float64(f32(start))
        down = np.float64(f32(end)) - np.float64(step) * (steps - 1 - i)
        halfway = steps // 2 if steps > 1 else 1   # one step is start itself
        return Tensor(np.where(i < halfway, up, down).astype(dtypes.FLOAT32))

    def eye(self, n, m, device):
        self.check_device(device)
        return Tensor(np.eye(n, m, dtype=dtypes.FLOAT32))

    # Creation with a dtype and a device
    def create(self, kind, shape, dtype, device, value=0.0):
        self.check_device(device)
        target = dtypes.BY_CODE[dtype]
        if kind in ("rand", "randn"):
            return Tensor(self.random(lambda g: _samples(g, kind, shape, target)))
        fill = {"zeros": 0, "ones": 1, "full": value}.get(kind)
        made = np.empty(shape, target) if fill is None else np.full(shape, fill, target)
        return Tensor(made)

    def create_eye(self, n, m, dtype, device):
        self.check_device(device)
        return Tensor(np.eye(n, m, dtype=dtypes.BY_CODE[dtype]))

    def create_linspace(self, start, end, steps, dtype, device):
        target = dtypes.BY_CODE[dtype]
        if target.itemsize <= dtypes.FLOAT32.itemsize * (2 if dtypes.category(target) == Kind.complex else 1) \
                and dtypes.category(target) >= Kind.floating:   # PyTorch computes these in float32
            return Tensor(self.linspace(start, end, steps, device).data.astype(target))
        self.check_device(device)
        if dtypes.category(target) == Kind.integer:   # PyTorch converts the bounds first, then truncates
            start, end = float(np.trunc(start)), float(np.trunc(end))
        # PyTorch's kernel in double: the first half counted up from start, the rest down from end
        step = (end - start) / (steps - 1) if steps > 1 else 0.0
        i = np.arange(steps)
        halfway = steps // 2 if steps > 1 else 1
        values = np.where(i < halfway, start + step * i, end - step * (steps - 1 - i))
        return Tensor(values.astype(target))

    # -- the operations: every function of ops/ marked @op becomes a method of that name (below) --------------
    def dropout(self, x, p, training):
        return nn.dropout(x, p, training, self.random)

    def embedding_renorm_(self, weight, indices, max_norm, norm_type):
        nn.embedding_renorm_(weight, indices, max_norm, norm_type)

    def scaled_dot_product_attention(self, q, k, v, mask, dropout_p, is_causal, scale):
        weights = attention.attention_weights(q, k, mask, is_causal, scale)
        return linalg.matmul(nn.dropout(weights, dropout_p, True, self.random), v)

    # Random sampling: from the generator manual_seed seeds
    def randint(self, low, high, shape, dtype, device):
        self.check_device(device)
        return random_ops.randint(self.random, low, high, shape, dtype)

    def randperm(self, n, dtype, device):
        self.check_device(device)
        return random_ops.randperm(self.random, n, dtype)

    def multinomial(self, probs, num_samples, replacement):
        return random_ops.multinomial(self.random, probs, num_samples, replacement)

    def bernoulli(self, probs):
        return random_ops.bernoulli(self.random, probs)

    def random_(self, x, low, high):
        top = dtypes.largest_exact_integer(x.data.dtype)
        drawn = random_ops.integers_through(self.random, low or 0, top if high is None else high - 1, x.data.shape)
        self.copy_from(x, drawn)

    # -- data out ------------------------------------------------------------------------------------------
    def copy_into(self, x, out):
        data = np.ascontiguousarray(x.data)
        np.frombuffer(out, np.uint8, data.nbytes)[:] = data.reshape(-1).view(np.uint8)

    def copy_from(self, dst, src):
        if not dst.data.flags.writeable:   # np.broadcast_to views, like PyTorch's expanded tensors
            raise InvalidArgumentError("dst is an expanded tensor: several of its elements share one memory location")
        converted = shape_ops.to_dtype(Tensor(src.data), dtypes.CODES[dst.data.dtype]).data   # PyTorch's casts
        np.copyto(dst.data, np.broadcast_to(converted, dst.data.shape))
        bump_version(dst.data)

    def item(self, x):
        if dtypes.category(x.data.dtype) == Kind.complex:
            raise DtypeError(f"item of a {dtypes.name(x.data.dtype)} tensor would drop the imaginary part; use copy_to")
        return float(x.data.reshape(-1)[0])

    # -- autograd ---------------------------------------------------------------------------------------
    def set_requires_grad(self, x, flag):
        if not x.is_leaf:   # a computed tensor requires grad already; only turning it off is an error
            if not flag:
                raise InvalidArgumentError("you can only change requires_grad of leaf tensors")
            return
        if flag and dtypes.category(x.dtype) < Kind.floating:
            raise DtypeError(f"only floating point and complex tensors can require gradients, got "
                             f"{dtypes.name(x.dtype)}")
        x.requires_grad = flag

    def requires_grad(self, x):
        return x.requires_grad

    def is_leaf(self, x):
        return x.is_leaf

    def grad(self, x):
        return x.grad if x.is_leaf or x.retains_grad else None

    def backward(self, loss):
        run_backward(loss)

    def zero_grad(self, x):
        x.grad = None

    def detach(self, x):
        if type(x) is SparseTensor:
            return SparseTensor(x.indices, Tensor(x.values.data), x.shape, x.coalesced)
        return Tensor(x.data)

    def set_grad_enabled(self, flag):
        set_mode(flag)

    def is_grad_enabled(self):
        return grad_enabled()

    # More autograd
    def backward_from(self, root, gradient, retain_graph):
        run_backward(root, None if gradient is None else gradient.data, retain_graph)

    def backward_ex(self, root, gradient, inputs, retain_graph, create_graph):
        if create_graph:
            backward_recorded(root, gradient, inputs, retain_graph)
        elif inputs is None:
            run_backward(root, None if gradient is None else gradient.data, retain_graph)
        else:
            backward_inputs(root, None if gradient is None else gradient.data, inputs, retain_graph)

    def autograd_grad(self, outputs, inputs, grad_outputs, retain_graph, create_graph, allow_unused):
        if create_graph:
            return grad_recorded(outputs, inputs, grad_outputs, retain_graph)
        seeds = [None if g is None else g.data for g in grad_outputs]
        grads = run_grad(outputs, inputs, seeds, retain_graph)
        return [None if g is None else Tensor(g) for g in grads]

    def retain_grad(self, x):
        if not x.is_leaf:   # a leaf keeps its grad anyway
            x.retains_grad = True

    def has_grad_fn(self, x):
        return x.node is not None

    # Mixed precision: the thread's autocast state, as PyTorch keeps it (the casts are the runtime's)
    def autocast_enter(self, device, dtype, enabled):
        self.check_device(device)
        saved = self.autocast_state(device)
        self._autocast.state = (bool(enabled), dtype)
        return saved

    def autocast_exit(self, device, saved):
        self._autocast.state = saved

    def autocast_state(self, device):
        return getattr(self._autocast, "state", _AUTOCAST_DEFAULT)

    # -- devices: the CPU only ------------------------------------------------------------------------------
    def to_device(self, x, device):
        self.check_device(device)
        return x   # already there, as PyTorch's .to() returns the same tensor

    def to_stream(self, x, stream):
        raise DeviceError(_NO_CUDA)

    def stream_create(self, device):
        raise DeviceError(_NO_CUDA)

    def stream_synchronize(self, stream):
        raise DeviceError(_NO_CUDA)

    def stream_query(self, stream):
        raise DeviceError(_NO_CUDA)

    def cuda_memory_allocated(self, device):
        raise DeviceError(_NO_CUDA)

    def cuda_max_memory_allocated(self, device):
        raise DeviceError(_NO_CUDA)

    def cuda_empty_cache(self):
        raise DeviceError(_NO_CUDA)

    def cuda_synchronize(self, device):
        raise DeviceError(_NO_CUDA)

    # NumPy's own operations are single-threaded: its BLAS pool is what parallel work there is
    def set_num_threads(self, n):
        self._blas_limit = threadpoolctl.threadpool_limits(limits=n, user_api="blas")

    def get_num_threads(self):
        pools = [pool["num_threads"] for pool in threadpoolctl.threadpool_info() if pool["user_api"] == "blas"]
        return min(pools, default=1)

    # -- optimizers -----------------------------------------------------------------------------------------
    def optimizer(self, kind, params, options):
        return _OPTIMIZERS[kind](params, options)

    def optimizer_kind(self, opt):
        return next(kind for kind, cls in _OPTIMIZERS.items() if type(opt) is cls)

    def optimizer_lbfgs_step(self, opt, closure):
        return opt.step(closure)

    def optimizer_step(self, opt):
        opt.step()

    def optimizer_zero_grad(self, opt):
        opt.zero_grad()

    def optimizer_add_group(self, opt, params):
        opt.add_group(params)

    def optimizer_group_count(self, opt):
        return len(opt.groups)

    def optimizer_group_params(self, opt, group):
        return opt.groups[group]["params"]

    def optimizer_option(self, opt, group, name):
        return opt.groups[group][name]

    def optimizer_set_option(self, opt, group, name, value):
        opt.groups[group][name] = value

    def optimizer_state(self, opt, param, create):
        if isinstance(opt, lbfgs.LBFGS):   # made by its steps only
            return {name: Tensor(array) for name, array in opt.named_state(param).items()}
        if create:
            group = next(g for g in opt.groups if any(p is param for p in g["params"]))
            state = opt.state_of(param, group)
        else:
            state = opt.state.get(id(param), {})
        return {name: Tensor(array) for name, array in state.items()}   # they share the state's memory

    def optimizer_set_state(self, opt, param, name, value):
        if isinstance(opt, lbfgs.LBFGS):
            return opt.set_named_state(param, name, value.data)
        state = opt.state[id(param)]
        if name in state:
            state[name][...] = value.data.astype(state[name].dtype)
            bump_version(state[name])
        else:
            state[name] = value.data.astype(param.data.dtype)

    def grad_norm(self, params, norm_type):
        grads = [p.grad.data for p in params if p.grad is not None]
        if not grads:
            return Tensor(np.zeros((), dtypes.FLOAT32))
        norms = [_vector_norm(g.astype(dtypes.compute(g.dtype)), norm_type).astype(g.dtype) for g in grads]
        joint = np.stack([n.astype(np.result_type(*norms)) for n in norms])
        return Tensor(_vector_norm(joint.astype(dtypes.compute(joint.dtype)), norm_type).astype(joint.dtype))

    def clip_grads_with_norm(self, params, max_norm, total_norm):
        coef = np.float32(max_norm) / (total_norm.data.astype(np.float32) + np.float32(1e-6))
        coef = np.minimum(coef, np.float32(1.0))   # clip_coef.clamp(max=1.0): only ever scaled down
        for p in params:
            if p.grad is not None:
                g = p.grad.data
                g[...] = (g.astype(dtypes.compute(g.dtype)) * coef.astype(dtypes.compute(g.dtype))).astype(g.dtype)
                bump_version(g)

    def clip_grad_value(self, params, clip_value):
        for p in params:
            if p.grad is not None:
                g = p.grad.data
                g[...] = np.clip(g, -clip_value, clip_value).astype(g.dtype)
                bump_version(g)


def _vector_norm(values: np.ndarray, p: float) -> np.ndarray:
    """PyTorch's vector_norm of all elements: inf the largest |x|, -inf the smallest, 0 the count of non-zeros."""
    magnitude = np.abs(values)
    if p == math.inf:
        return np.asarray(magnitude.max(initial=0))
    if p == -math.inf:
        return np.asarray(magnitude.min(initial=math.inf))
    if p == 0:
        return np.asarray(np.count_nonzero(magnitude), values.dtype)
    return np.asarray(np.sum(magnitude ** p) ** (1 / p), values.dtype)

for _name, _function in OPS.items():
    setattr(NumpyBackend, _name, staticmethod(_function))
abc.update_abstractmethods(NumpyBackend)
check_ops(NumpyBackend)
