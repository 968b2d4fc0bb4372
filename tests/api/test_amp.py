"""Mixed precision through the Python API, as a user of torch.autocast and torch.amp.GradScaler writes it: a small
CNN trained under st.autocast with a GradScaler against the same under PyTorch from the same weights (losses,
dtypes, the scale sequence with a skipped step), regions nested and turned off, the decorator, PyTorch's
warnings and errors, state_dict, and the deprecated st.cpu.amp / st.cuda.amp names.

The regions are of the default device's type (AMP: "cpu", or "cuda" under make test-gpu), the one that casts the
tensors made there, and PyTorch's reference runs on the same device: its autocast lists and default dtype are
the device type's (CPU: bfloat16, softmax in it; CUDA: float16, softmax in float32)."""

from __future__ import annotations

import math
import warnings

import numpy as np
import pytest
import torch

import simple_torch as st
from simple_torch import nn
from simple_torch.nn import functional as F

from .conftest import DEVICE, TORCH_DEVICE, on_torch_device

BACKEND = st.backend()
AMP = DEVICE.type                                       # the autocast device type of the tensors made by default
LOW = st.bfloat16 if AMP == "cpu" else st.float16       # its default dtype
# the torch backend runs PyTorch's own casts and kernels (measured on the CPU: equal to the bit); the NumPy backend's
# bfloat16 products sum in another order than oneDNN's (measured: losses within 1.5e-4 relative, weights within
# 4.1e-4); on a GPU, cuDNN may pick kernels that sum in another order from one call to the next (not measured: the
# NumPy backend's tolerance)
EXACT = BACKEND == "torch" and AMP == "cpu"
LOSS_RTOL = 1e-6 if EXACT else 3e-3
WEIGHT_ATOL = 1e-7 if EXACT else 2e-3


def _cnn(lib):
    return lib.nn.Sequential(lib.nn.Conv2d(1, 4, 3, padding=1), lib.nn.ReLU(), lib.nn.MaxPool2d(2), lib.nn.Flatten(),
                             lib.nn.Linear(4 * 4 * 4, 16), lib.nn.ReLU(), lib.nn.Linear(16, 3))


def _pair():
    """The same CNN in both libraries, PyTorch's on TORCH_DEVICE."""
    torch.manual_seed(0)
    theirs = _cnn(torch)
    ours = _cnn(st)
    ours.load_state_dict({k: st.tensor(v.detach().numpy()) for k, v in theirs.state_dict().items()})
    return ours, theirs.to(TORCH_DEVICE)


def _batches(steps: int, poisoned: int):
    rng = np.random.default_rng(5)
    out = []
    for i in range(steps):
        x = rng.standard_normal((8, 1, 8, 8)).astype(np.float32)
        if i == poisoned:   # an overflowing batch: the loss and every gradient become NaN
            x[0, 0, 0, 0] = np.inf
        out.append((x, rng.integers(0, 3, 8)))
    return out


def _train(lib, model, batches, scaler, opt):
    """PyTorch's recipe, word for word in either library: (loss, output dtype, scale, growth tracker) per step."""
    record = []
    for x, y in batches:
        opt.zero_grad()
        with lib.autocast(AMP, dtype=lib.bfloat16):
            out = model(lib.tensor(x))
            loss = lib.nn.functional.cross_entropy(out, lib.tensor(y))
        scaler.scale(loss).backward()
        scaler.step(opt)
        scaler.update()
        record.append((loss.item(), str(out.dtype), str(loss.dtype), scaler.get_scale(), scaler._get_growth_tracker()))
    return record


def test_a_cnn_trains_like_pytorch_under_autocast_with_a_grad_scaler():
    ours, theirs = _pair()
    batches = _batches(10, poisoned=5)
    options = {"init_scale": 2.0**10, "growth_factor": 2.0, "backoff_factor": 0.5, "growth_interval": 3}
    with on_torch_device():
        want = _train(torch, theirs, batches, torch.amp.GradScaler(AMP, **options),
                      torch.optim.SGD(theirs.parameters(), lr=0.05, momentum=0.9))
    with np.errstate(invalid="ignore"):   # the NumPy backend computes the poisoned batch's NaNs, as PyTorch does
        got = _train(st, ours, batches, st.amp.GradScaler(AMP, **options),
                     st.optim.SGD(ours.parameters(), lr=0.05, momentum=0.9))
    assert [g[1:] for g in got] == [w[1:] for w in want]   # dtypes, scales and growth trackers exactly
    assert [w[3] for w in want] == [1024.0, 1024.0, 2048.0, 2048.0, 2048.0, 1024.0, 1024.0, 1024.0, 2048.0, 2048.0]
    assert math.isnan(got[5][0]) and math.isnan(want[5][0])   # the skipped step
    np.testing.assert_allclose([g[0] for g in got], [w[0] for w in want], rtol=LOSS_RTOL)
    for (name, p), q in zip(ours.named_parameters(), theirs.parameters()):
        assert p.dtype == st.float32, name   # the leaves stay float32
        np.testing.assert_allclose(p.detach().numpy(), q.detach().cpu().numpy(), rtol=LOSS_RTOL, atol=WEIGHT_ATOL)


def test_output_dtypes_match_pytorch():
    ours, theirs = _pair()
    x = np.random.default_rng(1).standard_normal((2, 1, 8, 8)).astype(np.float32)
    with torch.autocast(AMP, dtype=torch.bfloat16):
        t_conv = theirs[0](torch.tensor(x, device=TORCH_DEVICE))
        t_soft = torch.softmax(t_conv, 1)
        t_mse = torch.nn.functional.mse_loss(t_conv, t_conv.detach())
    with st.autocast(AMP, dtype=st.bfloat16):
        s_conv = ours[0](st.tensor(x))
        s_soft = st.softmax(s_conv, 1)
        s_mse = F.mse_loss(s_conv, s_conv.detach())
    soft = "torch.bfloat16" if AMP == "cpu" else "torch.float32"   # CUDA's autocast runs softmax in float32
    assert [str(t.dtype) for t in (s_conv, s_soft, s_mse)] == [str(t.dtype) for t in (t_conv, t_soft, t_mse)] == \
        ["torch.bfloat16", soft, "torch.float32"]


def test_nesting_disabling_and_the_decorator():
    a, b = st.randn(2, 3), st.randn(3, 2)
    other = st.float16 if LOW is st.bfloat16 else st.bfloat16   # the lower dtype that is not the default
    assert not st.is_autocast_enabled(AMP) and st.get_autocast_dtype(AMP) == LOW
    with st.autocast(AMP):   # the device type's default dtype: bfloat16 on the CPU, float16 on CUDA
        assert (a @ b).dtype == LOW and st.is_autocast_enabled(AMP)
        with st.autocast(AMP, enabled=False):
            assert (a @ b).dtype == st.float32 and not st.is_autocast_enabled(AMP)
            with st.amp.autocast(AMP, dtype=other):
                assert (a @ b).dtype == other and st.get_autocast_dtype(AMP) == other
        assert (a @ b).dtype == LOW and st.get_autocast_dtype(AMP) == LOW
    assert (a @ b).dtype == st.float32

    @st.autocast(AMP, dtype=st.bfloat16)
    def product(x, y):
        return x @ y

    assert product(a, b).dtype == st.bfloat16 and product(a, b).dtype == st.bfloat16   # the region re-entered
    assert not st.is_autocast_enabled(AMP)
    with pytest.raises(ZeroDivisionError):   # an exception leaves the region too
        with st.autocast(AMP):
            1 / 0
    assert not st.is_autocast_enabled(AMP)


def test_gradients_reach_float32_parameters():
    layer = nn.Linear(3, 2)
    with st.autocast(AMP):
        out = layer(st.randn(4, 3))
    out.float().sum().backward()
    assert out.dtype == LOW and layer.weight.grad.dtype == st.float32 and layer.bias.grad.dtype == st.float32
    np.testing.assert_allclose(layer.bias.grad.numpy(), [4.0, 4.0])


def test_warnings_and_errors_as_pytorch():
    a = st.randn(2, 2)
    with pytest.warns(UserWarning, match="target dtype is not supported. Disabling autocast"):
        region = st.autocast("cpu", dtype=st.float32)
    with region:
        assert (a @ a).dtype == st.float32 and not st.is_autocast_enabled("cpu")
    if st.cuda.is_available():   # a CUDA region casts the products of GPU tensors: float16 unless told
        with st.autocast("cuda"):
            assert st.is_autocast_enabled("cuda") and (a @ a).dtype == (st.float16 if a.is_cuda else st.float32)
        assert st.get_autocast_dtype("cuda") == st.float16 and torch.get_autocast_dtype("cuda") == torch.float16
        assert st.amp.GradScaler("cuda").is_enabled()
    else:
        with pytest.warns(UserWarning, match="CUDA is not available"):
            with st.autocast("cuda"):
                assert not st.is_autocast_enabled("cuda") and (a @ a).dtype == st.float32
        assert st.get_autocast_dtype("cuda") == st.float16 and torch.get_autocast_dtype("cuda") == torch.float16
        with pytest.warns(UserWarning, match="CUDA is not available.  Disabling"):
            assert not st.amp.GradScaler("cuda").is_enabled()
    with pytest.raises(RuntimeError, match="unsupported autocast device_type 'mps'"):
        st.autocast("mps")
    with pytest.raises(ValueError, match="Expected `device_type` of type `str`"):
        st.autocast(st.device("cpu"))
    with pytest.raises(AssertionError, match="growth factor must be > 1.0"):
        st.amp.GradScaler("cpu", growth_factor=1.0)
    with pytest.raises(AssertionError, match="backoff factor must be < 1.0"):
        st.amp.GradScaler("cpu", backoff_factor=1.0)


def test_scaler_call_order_errors():
    w = nn.Parameter(st.ones(2))
    opt = st.optim.SGD([w], lr=0.1)
    scaler = st.amp.GradScaler(AMP)
    with pytest.raises(st.InvalidArgumentError, match="unscale"):   # nothing scaled yet
        scaler.unscale_(opt)
    scaler.scale(w.sum()).backward()
    scaler.unscale_(opt)
    with pytest.raises(st.InvalidArgumentError, match="already been called"):
        scaler.unscale_(opt)
    scaler.step(opt)
    with pytest.raises(st.InvalidArgumentError, match="step has already been called"):
        scaler.step(opt)
    with pytest.raises(RuntimeError, match="Closure use is not currently supported"):
        scaler.step(opt, closure=lambda: w.sum())
    scaler.update()
    np.testing.assert_allclose(w.tolist(), [0.9, 0.9], rtol=1e-6)


def test_scale_of_several_outputs_and_a_disabled_scaler():
    scaler = st.amp.GradScaler(AMP, init_scale=4.0)
    a, b = st.tensor([1.0]), st.tensor([2.0])
    pair = scaler.scale((a, [b]))
    assert isinstance(pair, tuple) and isinstance(pair[1], list)
    assert pair[0].tolist() == [4.0] and pair[1][0].tolist() == [8.0]
    with pytest.raises(ValueError, match="outputs must be a Tensor"):
        scaler.scale(3.0)
    off = st.amp.GradScaler(AMP, enabled=False)
    assert off.scale(a) is a and off.get_scale() == 1.0 and off.state_dict() == {} and not off.is_enabled()


def test_state_dict_round_trip_like_pytorch():
    ours = st.amp.GradScaler(AMP, init_scale=8.0, growth_interval=5)
    theirs = torch.amp.GradScaler(AMP, init_scale=8.0, growth_interval=5)
    assert ours.state_dict() == theirs.state_dict()
    ours.scale(st.tensor(1.0))
    ours.update(3.0)   # update(new_scale)
    theirs.scale(torch.tensor(1.0, device=TORCH_DEVICE))
    theirs.update(3.0)
    assert ours.state_dict() == theirs.state_dict()
    other = st.amp.GradScaler(AMP)
    other.load_state_dict(ours.state_dict())
    assert other.state_dict() == ours.state_dict()
    ours.set_growth_factor(4.0)
    ours.set_backoff_factor(0.25)
    ours.set_growth_interval(7)
    assert (ours.get_growth_factor(), ours.get_backoff_factor(), ours.get_growth_interval()) == (4.0, 0.25, 7)
    with pytest.raises(RuntimeError, match="state dict is empty"):
        other.load_state_dict({})
    ours.update(st.tensor([2.0]))   # the tensor form
    assert ours.get_scale() == 2.0


def test_deprecated_cpu_and_cuda_names():
    from simple_torch.cpu.amp import autocast as cpu_autocast
    from simple_torch.cuda.amp import GradScaler as CudaGradScaler
    a = st.randn(2, 2, device="cpu")   # what CPU autocast casts
    with pytest.warns(FutureWarning, match=r"torch.cpu.amp.autocast\(args...\)` is deprecated"):
        region = cpu_autocast()
    with region:
        assert (a @ a).dtype == st.bfloat16
    with pytest.warns(FutureWarning, match=r"torch.cpu.amp.GradScaler\(args...\)` is deprecated"):
        assert st.cpu.amp.GradScaler().is_enabled()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        scaler = CudaGradScaler()
    assert scaler.is_enabled() == st.cuda.is_available()
    assert st.cpu.is_available() and st.cpu.device_count() == 1
    with pytest.warns(DeprecationWarning):
        assert st.is_autocast_cpu_enabled() is False and st.get_autocast_cpu_dtype() == st.bfloat16


MODULES = {
    "LayerNorm": lambda lib: lib.nn.Sequential(lib.nn.Linear(8, 8), lib.nn.LayerNorm(8)),
    "BatchNorm1d": lambda lib: lib.nn.Sequential(lib.nn.Linear(8, 8), lib.nn.BatchNorm1d(8)),
    "GroupNorm": lambda lib: lib.nn.Sequential(lib.nn.Linear(8, 8), lib.nn.GroupNorm(2, 8)),
    "MultiheadAttention": lambda lib: lib.nn.MultiheadAttention(8, 2, batch_first=True),
    "TransformerEncoderLayer": lambda lib: lib.nn.TransformerEncoderLayer(8, 2, 16, dropout=0.0, batch_first=True),
    "LSTM": lambda lib: lib.nn.LSTM(8, 8, batch_first=True),
    "GRU": lambda lib: lib.nn.GRU(8, 8, batch_first=True),
    "RNN": lambda lib: lib.nn.RNN(8, 8, batch_first=True),
}


@pytest.mark.parametrize("name", list(MODULES))
def test_modules_under_autocast_give_pytorchs_dtypes(name):
    """Models mix float32 parameters with low-precision activations under autocast: each module takes them and
    gives PyTorch's dtype on the device (on the CPU, LSTM: bfloat16, as PyTorch's oneDNN layer; GRU: float32), values
    within bfloat16's precision (measured on the CPU: at most 0.004 apart on outputs of magnitude about 1)."""
    torch.manual_seed(0)
    theirs = MODULES[name](torch)
    ours = MODULES[name](st)
    ours.load_state_dict({k: st.tensor(v.detach().numpy()) for k, v in theirs.state_dict().items()})
    theirs.to(TORCH_DEVICE)
    x = np.random.default_rng(0).standard_normal((2, 3, 8)).astype(np.float32)
    if "Norm" in name:
        x = x.reshape(6, 8)
    inputs = 3 if name == "MultiheadAttention" else 1
    with torch.autocast(AMP, dtype=torch.bfloat16):
        want = theirs(*[torch.tensor(x, device=TORCH_DEVICE)] * inputs)
    with st.autocast(AMP, dtype=st.bfloat16):
        got = ours(*[st.tensor(x)] * inputs)
    want, got = (want[0], got[0]) if isinstance(want, tuple) else (want, got)
    assert str(got.dtype) == str(want.dtype)
    np.testing.assert_allclose(got.float().detach().numpy(), want.float().detach().cpu().numpy(), atol=1e-2)
    got.float().sum().backward()   # the gradients reach the float32 parameters
    assert all(p.grad is not None and p.grad.dtype == st.float32 for p in ours.parameters())
