"""Issue 14's list of PyTorch APIs, each called through Tier 3 (and so the C ABI) and compared with real
PyTorch, on whichever backend the suite runs (make test runs tests/api on both).

Every entry is written once, over a module `m` that is `torch` or `simple_torch`; the two results are
compared (values, dtype, shape; named-tuple results field by field). Random APIs compare what the seed
cannot change: shape, dtype and the range of the values.
"""

from __future__ import annotations

import math

import numpy as np
import pytest
import torch

import simple_torch as st

from .conftest import on_torch_device


def _x(m):
    return m.tensor([[0.5, -1.25, 2.0], [3.5, -0.75, 1.0]])


def _y(m):
    return m.tensor([[1.5, -1.25, 0.25], [2.0, 4.0, -3.0]])


def _i(m):
    return m.tensor([[3, -2, 7], [0, 5, -8]])


def _sq(m):   # a well-conditioned symmetric positive definite matrix
    return m.tensor([[4.0, 1.0, 0.5], [1.0, 3.0, 0.25], [0.5, 0.25, 2.0]])


CASES = {
    "clamp": lambda m: _x(m).clamp(min=-1.0, max=1.0),
    "clamp_tensor": lambda m: m.clamp(_x(m), min=_y(m)),
    "clip": lambda m: m.clip(_x(m), -0.5, 0.5),
    "eq": lambda m: m.eq(_x(m), _y(m)),
    "ne_scalar": lambda m: _x(m) != 2.0,
    "lt": lambda m: _x(m) < _y(m),
    "le": lambda m: m.le(_x(m), 1.0),
    "gt": lambda m: _x(m) > 0,
    "ge": lambda m: m.ge(_x(m), _y(m)),
    "isnan": lambda m: m.isnan(m.tensor([1.0, float("nan")])),
    "isinf": lambda m: m.isinf(m.tensor([1.0, -float("inf")])),
    "isfinite": lambda m: m.isfinite(m.tensor([1.0, float("inf"), float("nan")])),
    "logical_and": lambda m: m.logical_and(_x(m) > 0, _y(m) > 0),
    "logical_or": lambda m: m.logical_or(_x(m) > 0, _y(m) > 0),
    "logical_not": lambda m: m.logical_not(_x(m) > 0),
    "logical_xor": lambda m: m.logical_xor(_x(m) > 0, _y(m) > 0),
    "where": lambda m: m.where(_x(m) > 0, _x(m), _y(m)),
    "where_one": lambda m: m.where(_x(m) > 0),
    "masked_fill": lambda m: _x(m).masked_fill(_x(m) < 0, 0.0),
    "masked_select": lambda m: m.masked_select(_x(m), _x(m) > 0),
    "mask_read": lambda m: _x(m)[_x(m) > 0],
    "mask_write": lambda m: _write(_x(m), _x(m) < 0, 9.0),
    "two_index_tensors": lambda m: _x(m)[m.tensor([0, 1, 1]), m.tensor([2, 0, 1])],
    "index_select": lambda m: m.index_select(_x(m), 1, m.tensor([2, 0])),
    "gather": lambda m: m.gather(_x(m), 1, m.tensor([[0, 0], [2, 1]])),
    "nonzero": lambda m: m.nonzero(_x(m) > 0),
    "prod": lambda m: _x(m).prod(1),
    "all": lambda m: (_x(m) > -2).all(),
    "any": lambda m: m.any(_x(m) > 3, 1),
    "cumsum": lambda m: _x(m).cumsum(1),
    "cumprod": lambda m: m.cumprod(_x(m), 0),
    "logsumexp": lambda m: m.logsumexp(_x(m), 1),
    "std_correction": lambda m: m.std(_x(m), dim=1, correction=0),
    "var_unbiased": lambda m: _x(m).var(0, unbiased=False),
    "var_dims": lambda m: _x(m).var((0, 1), correction=2.5, keepdim=True),
    "std_all_biased": lambda m: m.std(_x(m), unbiased=False),
    "max_of_two": lambda m: _x(m).max(_y(m)),
    "min_of_two": lambda m: m.min(_x(m), _y(m)),
    "cummax": lambda m: m.cummax(_x(m), 1),
    "cummin": lambda m: _x(m).cummin(0),
    "median": lambda m: _x(m).median(),
    "median_dim": lambda m: m.median(_x(m), 1),
    "mode": lambda m: m.mode(m.tensor([[1, 2, 2], [3, 3, 1]]), 1),
    "sort": lambda m: m.sort(_x(m), 1, descending=True),
    "sort_stable": lambda m: m.tensor([2, 1, 2, 1]).sort(stable=True),
    "argsort": lambda m: _x(m).argsort(0),
    "msort": lambda m: m.msort(_x(m)),
    "topk": lambda m: m.topk(_x(m), 2, 1),
    "topk_smallest": lambda m: _x(m).topk(1, dim=0, largest=False),
    "kthvalue": lambda m: m.kthvalue(_x(m), 2, 1),
    "unique": lambda m: m.unique(m.tensor([3, 1, 3, 2, 1]), return_counts=True),
    "unique_inverse": lambda m: m.tensor([[2.5, 1.0], [1.0, 2.5]]).unique(return_inverse=True),
    "searchsorted": lambda m: m.searchsorted(m.tensor([1.0, 2.0, 3.0]), m.tensor([2.5, 0.0, 3.0])),
    "searchsorted_side": lambda m: m.searchsorted(m.tensor([[1, 3], [2, 4]]), m.tensor([[3], [1]]), side="right"),
    "searchsorted_scalar": lambda m: m.searchsorted(m.tensor([1, 2, 3]), 2.5, out_int32=True),
    "bucketize": lambda m: m.bucketize(m.tensor([2.5, 0.0, 3.0]), m.tensor([1.0, 2.0, 3.0]), right=True),
    "amax": lambda m: m.amax(_x(m), (0, 1)),
    "amin": lambda m: _x(m).amin(1),
    "max_dim": lambda m: m.max(_x(m), 1),
    "min_dim": lambda m: _x(m).min(0),
    "chunk": lambda m: _x(m).chunk(2, 1),
    "flip": lambda m: m.flip(_x(m), [0, 1]),
    "roll": lambda m: m.roll(_x(m), 1, 1),
    "tril": lambda m: m.tril(_sq(m)),
    "triu": lambda m: _sq(m).triu(1),
    "expand_as": lambda m: m.tensor([1.0, 2.0, 3.0]).expand_as(_x(m)),
    "inv": lambda m: m.linalg.inv(_sq(m)),
    "det": lambda m: m.linalg.det(_sq(m)),
    "zeros_dtype": lambda m: m.zeros(2, 3, dtype=m.int64),
    "ones_dtype": lambda m: m.ones(2, dtype=m.float64),
    "full_dtype": lambda m: m.full((2,), 3, dtype=m.int32),
    "eye_dtype": lambda m: m.eye(2, dtype=m.float64),
    "linspace_dtype": lambda m: m.linspace(0, 1, 5, dtype=m.float64),
    "zeros_like_dtype": lambda m: m.zeros_like(_x(m), dtype=m.int64),
    "legacy_tensor": lambda m: m.Tensor([1, 2]),
    "pow_tensor": lambda m: _x(m).abs().pow(_y(m)),
    "pow_int_tensor": lambda m: m.pow(_i(m), m.tensor([[2], [-1]])),
    "rpow": lambda m: 2 ** _x(m),
    "rpow_negative_base": lambda m: m.pow(-1.5, m.tensor([2.0, 3.0])),
    "index_range_and_tensor": lambda m: _x(m)[range(2), m.tensor([2, 0])],
    "keepdims_alias": lambda m: _x(m).sum(1, keepdims=True),
    "axis_alias": lambda m: m.mean(_x(m), axis=0),
    "nelement": lambda m: _x(m).nelement(),
    "size_repr": lambda m: repr(_x(m).shape),
    "broadcast_shapes": lambda m: m.broadcast_shapes((2, 1), (3,)),
    "legacy_float_tensor": lambda m: m.FloatTensor([[1, 2], [3, 4]]),
    "legacy_long_tensor": lambda m: m.LongTensor([1.7, -2.5]),
    "legacy_type_convert": lambda m: _x(m).type(m.LongTensor),
    "legacy_type_by_name": lambda m: _x(m).type("torch.DoubleTensor"),
    "legacy_type_name": lambda m: _i(m).type(),
    "legacy_isinstance": lambda m: (isinstance(_x(m), m.FloatTensor), isinstance(_x(m), m.LongTensor)),
    "fmod": lambda m: m.fmod(_x(m), 0.75),
    "remainder": lambda m: m.remainder(_x(m), 0.75),
    "lerp": lambda m: m.lerp(_x(m), _y(m), 0.25),
    "addcmul": lambda m: m.addcmul(_x(m), _y(m), _x(m), value=0.5),
    "addcdiv": lambda m: m.addcdiv(_x(m), _y(m), _x(m), value=0.5),
    "nan_to_num": lambda m: m.nan_to_num(m.tensor([float("nan"), float("inf"), -float("inf"), 1.0])),
    "softplus": lambda m: m.nn.functional.softplus(_x(m), beta=2.0),
    "logaddexp": lambda m: m.logaddexp(_x(m), _y(m)),
    "bitwise_and": lambda m: m.bitwise_and(_i(m), 6),
    "bitwise_or": lambda m: _i(m) | 1,
    "bitwise_xor": lambda m: _i(m) ^ 5,
    "bitwise_not": lambda m: ~_i(m),
    "allclose": lambda m: m.allclose(_x(m), _x(m) + 1e-9),
    "equal": lambda m: m.equal(_x(m), _y(m)),
    "scatter": lambda m: m.zeros(2, 3).scatter(1, m.tensor([[2], [0]]), _x(m)),
    "scatter_add": lambda m: m.zeros(2, 3).scatter_add(1, m.tensor([[2, 2], [0, 1]]), _x(m)[:, :2]),
    "scatter_reduce": lambda m: m.ones(2, 3).scatter_reduce(1, m.tensor([[2, 2], [0, 0]]), _x(m)[:, :2], "amax"),
    "index_add": lambda m: m.zeros(2, 3).index_add(1, m.tensor([2, 2]), _x(m)[:, :2]),
    "index_put": lambda m: _x(m).index_put((m.tensor([0, 1]), m.tensor([2, 2])), m.tensor([7.0, 8.0])),
    "take_along_dim": lambda m: m.take_along_dim(_x(m), m.tensor([[2], [0]]), dim=1),
    "count_nonzero": lambda m: m.count_nonzero(_i(m), 1),
    "norm_p1": lambda m: _x(m).norm(p=1, dim=1),
    "norm_inf": lambda m: m.norm(_x(m), float("inf")),
    "repeat": lambda m: _x(m).repeat(2, 1),
    "repeat_interleave": lambda m: m.repeat_interleave(_x(m), 2, dim=0),
    "split_size": lambda m: m.split(_x(m), 2, 1),
    "split_sizes": lambda m: _x(m).split([1, 2], 1),
    "tensor_split": lambda m: m.tensor_split(_x(m), 3, dim=1),
    "diag": lambda m: m.diag(m.tensor([1.0, 2.0])),
    "diagonal": lambda m: _sq(m).diagonal(),
    "movedim": lambda m: m.movedim(_x(m).reshape(1, 2, 3), 0, 2),
    "unflatten": lambda m: _x(m).reshape(6).unflatten(0, (3, 2)),
    "broadcast_to": lambda m: m.broadcast_to(m.tensor([1.0, 2.0, 3.0]), (2, 3)),
    "pad_constant": lambda m: m.nn.functional.pad(_x(m), (1, 2), value=0.5),
    "pad_reflect": lambda m: m.nn.functional.pad(_x(m).reshape(1, 2, 3), (2, 1), mode="reflect"),
    "pad_replicate": lambda m: m.nn.functional.pad(_x(m).reshape(1, 2, 3), (1, 1), mode="replicate"),
    "bmm": lambda m: m.bmm(_x(m).reshape(1, 2, 3), _y(m).reshape(1, 3, 2)),
    "baddbmm": lambda m: m.baddbmm(m.ones(1, 2, 2), _x(m).reshape(1, 2, 3), _y(m).reshape(1, 3, 2), beta=0.5, alpha=2.0),
    "outer": lambda m: m.outer(m.tensor([1.0, 2.0]), m.tensor([3.0, 4.0, 5.0])),
    "cross": lambda m: m.cross(_x(m), _y(m), dim=1),
    "matrix_norm": lambda m: m.linalg.matrix_norm(_sq(m), "nuc"),
    "einsum": lambda m: m.einsum("ij,kj->ik", _x(m), _y(m)),
    "solve": lambda m: m.linalg.solve(_sq(m), m.tensor([1.0, 2.0, 3.0])),
    "slogdet": lambda m: m.linalg.slogdet(_sq(m)),
    "fft": lambda m: m.fft.fft(_x(m)),
    "rfft_irfft": lambda m: m.fft.irfft(m.fft.rfft(_x(m), norm="ortho"), n=3, norm="ortho"),
    "qr": lambda m: m.linalg.qr(_sq(m)),
    "cholesky": lambda m: m.linalg.cholesky(_sq(m)),
    "svdvals": lambda m: m.linalg.svd(_sq(m)).S,
    "eigh": lambda m: m.linalg.eigh(_sq(m)).eigenvalues,
    "lstsq": lambda m: m.linalg.lstsq(_sq(m), m.tensor([[1.0], [2.0], [3.0]])).solution,
    "pinv": lambda m: m.linalg.pinv(_x(m)),
    "register_hook": lambda m: _hooked(m),
    "retain_graph": lambda m: _twice(m),
    "grad_fn": lambda m: m.tensor([1.0], requires_grad=True).exp().grad_fn is not None,
    "accelerator": lambda m: m.accelerator.is_available(),
}

# The random APIs: what the seed cannot change (shape, dtype, the set of values or a spread)
RANDOM = {
    "randint": (lambda m: m.randint(0, 5, (50,)), set(range(5))),
    "randperm": (lambda m: m.randperm(6), set(range(6))),
    "normal_": (lambda m: m.empty(50).normal_(2.0, 0.5), None),
    "uniform_": (lambda m: m.empty(50).uniform_(-1.0, 1.0), None),
    "normal_tensor_mean": (lambda m: m.normal(m.zeros(50) + 2.0, 0.5), None),
    "normal_tensor_std": (lambda m: m.normal(0.0, m.full((50,), 3.0)), None),
    "normal_size": (lambda m: m.normal(1.0, 2.0, (50,)), None),
    "multinomial": (lambda m: m.multinomial(m.tensor([0.1, 0.0, 0.9]), 40, replacement=True), {0, 2}),
    "bernoulli": (lambda m: m.bernoulli(m.full((50,), 0.5)), {0.0, 1.0}),
}



def _write(x, mask, value):
    x[mask] = value
    return x


def _second_derivative(m):
    x = m.tensor([0.5, 1.5], requires_grad=True)
    (first,) = m.autograd.grad((x ** 3).sum(), x, create_graph=True)
    (second,) = m.autograd.grad(first.sum(), x)
    return second


def _hooked(m):
    x = m.tensor([1.0, 2.0], requires_grad=True)
    x.register_hook(lambda g: g * 10)
    (x * x).sum().backward()
    return x.grad


def _twice(m):
    x = m.tensor([1.0, 2.0], requires_grad=True)
    y = (x.exp()).sum()
    y.backward(retain_graph=True)
    y.backward()
    return x.grad


def _plain(value):
    """A comparable view of a result: arrays for tensors, recursively for tuples."""
    if isinstance(value, (torch.Tensor, st.Tensor)):
        array = np.asarray(value.detach().cpu().numpy() if isinstance(value, torch.Tensor) else value.detach().numpy())
        return ("tensor", str(value.dtype), array)
    if isinstance(value, (tuple, list)):
        return tuple(_plain(v) for v in value)
    return value


def _same(ours, theirs, name):
    if isinstance(theirs, tuple) and theirs and theirs[0] == "tensor":
        assert isinstance(ours, tuple) and ours[0] == "tensor", f"{name}: {ours!r} is not a tensor"
        assert ours[1] == theirs[1], f"{name}: dtype {ours[1]} != {theirs[1]}"
        np.testing.assert_allclose(ours[2], theirs[2], rtol=1e-5, atol=1e-6, err_msg=name)
        assert ours[2].shape == theirs[2].shape, name
    elif isinstance(theirs, tuple):
        assert isinstance(ours, tuple) and len(ours) == len(theirs), f"{name}: {ours!r} vs {theirs!r}"
        for a, b in zip(ours, theirs):
            _same(a, b, name)
    else:
        assert ours == theirs or (isinstance(theirs, float) and math.isclose(ours, theirs)), f"{name}: {ours} != {theirs}"


@pytest.mark.parametrize("name", sorted(CASES))
def test_api_like_pytorch(name):
    with on_torch_device():   # PyTorch's tensors where ours are: legacy type names and isinstance say the device
        theirs = CASES[name](torch)
    _same(_plain(CASES[name](st)), _plain(theirs), name)


@pytest.mark.parametrize("name", sorted(RANDOM))
def test_random_api_like_pytorch(name):
    call, values = RANDOM[name]
    st.manual_seed(0)
    ours, theirs = call(st), call(torch)
    assert tuple(ours.shape) == tuple(theirs.shape) and str(ours.dtype) == str(theirs.dtype), (ours, theirs)
    if values is not None:
        assert set(ours.tolist()) <= values
    else:
        assert ours.numpy().std() > 0


def test_second_derivative():
    """autograd.grad(create_graph=True) on both backends, as PyTorch's."""
    _same(_plain(_second_derivative(st)), _plain(_second_derivative(torch)), "autograd_grad")


def test_the_random_list_is_disjoint_from_cases():
    assert not set(CASES) & set(RANDOM)
