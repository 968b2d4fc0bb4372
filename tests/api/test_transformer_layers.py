"""rt_torch_nn_transformer_encoder_layer and _decoder_layer (section 37) against torch.nn.TransformerEncoderLayer
and TransformerDecoderLayer with copied weights, on the backend under test: outputs and the gradients of the
input, the memory and every parameter, in eval mode and training (dropout 0, and dropout 1, which is exact), over
norm_first, batch_first, relu/gelu/tanh-gelu, bool and float masks of both shapes, key padding, is_causal, unbatched
inputs and layers without biases. Tier 3's layers run as the one C call (checked by counting the calls) unless
changed beyond it (a callable activation, a hooked submodule), then submodule by submodule. The numbers
tests/c/test_transformer_layers.c compares with are recomputed here with PyTorch."""

from __future__ import annotations

import math
import re
from pathlib import Path

import numpy as np
import pytest
import torch

import simple_torch as st
from simple_torch import calls

from .conftest import assert_same

TOL = dict(rtol=2e-4, atol=2e-5)
C_TEST = Path(__file__).resolve().parents[1] / "c" / "test_transformer_layers.c"


def _twins(make):
    """The same layer in both libraries: ours loads PyTorch's state dict."""
    torch.manual_seed(0)
    theirs = make(torch)
    ours = make(st)
    ours.load_state_dict({k: st.tensor(v.detach().numpy()) for k, v in theirs.state_dict().items()})
    return ours, theirs


def _input(*shape, seed=1):
    array = np.random.default_rng(seed).standard_normal(shape).astype(np.float32)
    return st.tensor(array, requires_grad=True), torch.tensor(array, requires_grad=True)


def _mask(kind: str, batch: int, nhead: int, length: int, source: int, seed: int = 2):
    """An attention mask of each kind PyTorch takes, in both libraries (no row fully masked)."""
    rng = np.random.default_rng(seed)
    if kind == "bool2d":
        array = rng.random((length, source)) < 0.3
    elif kind == "float3d":
        array = (rng.standard_normal((batch * nhead, length, source)) * 0.5).astype(np.float32)
    else:
        return None, None
    if array.dtype == bool:
        array[:, 0] = False
    return st.tensor(array), torch.tensor(array)


def _padding(batch: int, source: int, batched: bool):
    array = np.zeros((batch, source), bool)
    array[-1, -1] = True
    array = array if batched else array[0]
    return st.tensor(array), torch.tensor(array)


def _same_grads(ours, theirs, pairs=()):
    for (name, p), q in zip(ours.named_parameters(), theirs.parameters()):
        assert p.grad is not None, name
        assert_same(p.grad, q.grad, **TOL)
    for a, b in pairs:
        assert_same(a.grad, b.grad, **TOL)


@pytest.fixture
def c_calls(monkeypatch):
    """How many times Tier 3's layers made each C call."""
    counts = {"encoder": 0, "decoder": 0}
    for kind in counts:
        name = f"nn_transformer_{kind}_layer"
        original = getattr(calls, name)

        def counting(*args, _kind=kind, _original=original):
            counts[_kind] += 1
            return _original(*args)
        monkeypatch.setattr(calls, name, counting)
    return counts


@pytest.mark.parametrize("norm_first, batch_first, activation, mask, training", [
    (False, False, "relu", None, False),
    (True, True, "gelu", "bool2d", True),
    (False, True, "gelu", "float3d", True),
    (True, False, "relu", "causal", False),
    (False, True, "tanh", "padding", True),
])
def test_encoder_layer_is_pytorchs(c_calls, norm_first, batch_first, activation, mask, training):
    def make(m):
        act = m.nn.GELU(approximate="tanh") if activation == "tanh" else activation
        return m.nn.TransformerEncoderLayer(8, 2, 16, dropout=0.0, activation=act, batch_first=batch_first,
                                            norm_first=norm_first)
    ours, theirs = _twins(make)
    ours.train(training), theirs.train(training)
    batch, length = 3, 5
    x, tx = _input(*((batch, length, 8) if batch_first else (length, batch, 8)))
    kwargs, t_kwargs = {}, {}
    if mask in ("bool2d", "float3d"):
        kwargs["src_mask"], t_kwargs["src_mask"] = _mask(mask, batch, 2, length, length)
    if mask == "causal":
        kwargs["is_causal"] = t_kwargs["is_causal"] = True
        kwargs["src_mask"] = st.full((length, length), float("-inf")).triu(1)
        t_kwargs["src_mask"] = torch.nn.Transformer.generate_square_subsequent_mask(length)
    if mask in ("padding", "bool2d"):
        kwargs["src_key_padding_mask"], t_kwargs["src_key_padding_mask"] = _padding(batch, length, True)
    out, t_out = ours(x, **kwargs), theirs(tx, **t_kwargs)
    assert_same(out, t_out, **TOL)
    out.pow(2).sum().backward()
    t_out.pow(2).sum().backward()
    _same_grads(ours, theirs, [(x, tx)])
    assert c_calls == {"encoder": 1, "decoder": 0}


@pytest.mark.parametrize("norm_first, batch_first, masks", [
    (False, True, "causal+padding"),
    (True, False, "bool+float"),
])
def test_decoder_layer_is_pytorchs(c_calls, norm_first, batch_first, masks):
    def make(m):
        return m.nn.TransformerDecoderLayer(8, 2, 16, dropout=0.0, activation="gelu", batch_first=batch_first,
                                            norm_first=norm_first)
    ours, theirs = _twins(make)
    batch, length, source = 2, 4, 6
    shape = (lambda n: (batch, n, 8)) if batch_first else (lambda n: (n, batch, 8))
    (x, tx), (mem, t_mem) = _input(*shape(length)), _input(*shape(source), seed=3)
    kwargs, t_kwargs = {}, {}
    if masks == "causal+padding":
        causal = np.triu(np.ones((length, length), bool), 1)   # bool, as the padding masks: PyTorch warns of a mix
        kwargs["tgt_mask"], t_kwargs["tgt_mask"] = st.tensor(causal), torch.tensor(causal)
        kwargs["tgt_is_causal"] = t_kwargs["tgt_is_causal"] = True
        kwargs["memory_key_padding_mask"], t_kwargs["memory_key_padding_mask"] = _padding(batch, source, True)
        kwargs["tgt_key_padding_mask"], t_kwargs["tgt_key_padding_mask"] = _padding(batch, length, True)
    else:
        kwargs["tgt_mask"], t_kwargs["tgt_mask"] = _mask("bool2d", batch, 2, length, length)
        kwargs["memory_mask"], t_kwargs["memory_mask"] = _mask("float3d", batch, 2, length, source)
    out, t_out = ours(x, mem, **kwargs), theirs(tx, t_mem, **t_kwargs)
    assert_same(out, t_out, **TOL)
    out.pow(2).sum().backward()
    t_out.pow(2).sum().backward()
    _same_grads(ours, theirs, [(x, tx), (mem, t_mem)])
    assert c_calls == {"encoder": 0, "decoder": 1}


def test_unbatched_inputs_and_layers_without_biases():
    ours, theirs = _twins(lambda m: m.nn.TransformerDecoderLayer(8, 4, 12, dropout=0.0, bias=False))
    assert len(list(theirs.parameters())) == 9
    (x, tx), (mem, t_mem) = _input(5, 8), _input(3, 8, seed=4)
    pad, t_pad = _padding(1, 3, batched=False)
    out = ours(x, mem, memory_key_padding_mask=pad)
    t_out = theirs(tx, t_mem, memory_key_padding_mask=t_pad)
    assert_same(out, t_out, **TOL)
    out.sum().backward()
    t_out.sum().backward()
    _same_grads(ours, theirs, [(x, tx), (mem, t_mem)])
    # from C's side: the 9 weights alone, as named_parameters() lists them
    weights = [p for p in ours.parameters()]
    again = calls.nn_transformer_decoder_layer(x, mem, weights, None, None, None, pad, 4, 0, 0, 1e-5, 0.0, 0, 0, 0, 0)
    assert_same(again, t_out, **TOL)


def test_dropout_while_training():
    """Dropout 1 zeroes each block (exact, as PyTorch's); dropout 0.5 draws a new mask each call and none in eval."""
    ours, theirs = _twins(lambda m: m.nn.TransformerEncoderLayer(8, 2, 16, dropout=1.0))
    x, tx = _input(4, 2, 8)
    assert_same(ours(x), theirs(tx), **TOL)
    ours, _ = _twins(lambda m: m.nn.TransformerEncoderLayer(8, 2, 16, dropout=0.5))
    first, second = ours(x), ours(x)
    assert not np.allclose(first.detach().numpy(), second.detach().numpy())
    ours.eval()
    assert np.array_equal(ours(x).detach().numpy(), ours(x).detach().numpy())


def test_a_layer_changed_beyond_the_c_call_runs_its_submodules(c_calls):
    """A callable activation of its own, or a hook on a submodule: the layer runs submodule by submodule, as
    PyTorch's, and gives PyTorch's values."""
    ours, theirs = _twins(lambda m: m.nn.TransformerEncoderLayer(8, 2, 16, dropout=0.0,
                                                                 activation=lambda t: t.tanh()))
    x, tx = _input(3, 2, 8)
    assert_same(ours(x), theirs(tx), **TOL)
    seen = []
    ours.linear1.register_forward_hook(lambda module, args, out: seen.append(out.shape))
    ours.activation = st.nn.functional.relu
    theirs.activation = torch.nn.functional.relu
    assert_same(ours(x), theirs(tx), **TOL)
    assert seen == [(3, 2, 16)] and c_calls == {"encoder": 0, "decoder": 0}


def test_bad_input_is_refused_with_a_clear_error():
    layer = st.nn.TransformerEncoderLayer(8, 2, 16, dropout=0.0)
    x = st.randn(3, 2, 8)
    with pytest.raises(st.ShapeError, match="src_mask"):
        layer(x, src_mask=st.zeros(3, 4, dtype=st.bool))
    with pytest.raises(st.ShapeError, match="src_key_padding_mask"):
        layer(x, src_key_padding_mask=st.zeros(3, 3, dtype=st.bool))
    with pytest.raises(st.DtypeError, match="only bool and floating"):
        layer(x, src_mask=st.zeros(3, 3, dtype=st.int64))
    with pytest.raises(st.ShapeError):
        layer(st.randn(3, 2, 6))
    weights = list(layer.parameters())
    with pytest.raises(st.InvalidArgumentError, match="12 parameters"):
        calls.nn_transformer_encoder_layer(x, weights[:5], None, None, 2, 0, 0, 1e-5, 0.0, 0, 0, 0)
    with pytest.raises(st.InvalidArgumentError, match="activation"):
        calls.nn_transformer_encoder_layer(x, weights, None, None, 2, 9, 0, 1e-5, 0.0, 0, 0, 0)
    with pytest.raises(st.ShapeError, match="nhead 3"):
        calls.nn_transformer_encoder_layer(x, weights, None, None, 3, 0, 0, 1e-5, 0.0, 0, 0, 0)


# -- the numbers of tests/c/test_transformer_layers.c, recomputed with PyTorch ----------------------------------

def _c_constants(name: str) -> list[float]:
    body = re.search(rf"{name}\[[^]]*\] = \{{([^}}]*)\}}", C_TEST.read_text())[1]
    return [float(v) for v in body.replace("\n", " ").split(",")]


def _c_define(name: str) -> float:
    return float(re.search(rf"#define {name} (\S+)", C_TEST.read_text())[1])


def _fill(layer: torch.nn.Module) -> None:
    """The C test's weights: parameter k, element i is 0.3 sin(0.37 i + 1.1 k + 0.2), plus 1 for a norm weight."""
    with torch.no_grad():
        for k, (name, p) in enumerate(layer.named_parameters()):
            values = 0.3 * np.sin(0.37 * np.arange(p.numel()) + 1.1 * k + 0.2)
            values += 1.0 if name.startswith("norm") and name.endswith("weight") else 0.0
            p.copy_(torch.tensor(values.astype(np.float32).reshape(p.shape)))


def _sequence(length: int, f, scale: float) -> torch.Tensor:
    n, e = int(_c_define("N")), int(_c_define("E"))
    return torch.tensor(f(scale * np.arange(n * length * e)).astype(np.float32).reshape(n, length, e))


def test_the_c_tests_numbers_are_pytorchs():
    e, h, ff = int(_c_define("E")), int(_c_define("H")), int(_c_define("FF"))
    length, target_length = int(_c_define("L")), int(_c_define("TGT"))
    encoder = torch.nn.TransformerEncoderLayer(e, h, ff, dropout=0.0, batch_first=True)
    _fill(encoder)
    src, target = _sequence(length, np.sin, 0.5), _sequence(length, np.cos, 0.3)
    optimizer = torch.optim.SGD(encoder.parameters(), lr=_c_define("LR"))
    mask = torch.nn.Transformer.generate_square_subsequent_mask(length)
    losses = []
    for _ in range(int(_c_define("STEPS"))):
        optimizer.zero_grad()
        loss = torch.nn.functional.mse_loss(encoder(src, src_mask=mask, is_causal=True), target)
        loss.backward()
        optimizer.step()
        losses.append(loss.item())
    np.testing.assert_allclose(_c_constants("TORCH_ENCODER_LOSSES"), losses, rtol=1e-7)

    decoder = torch.nn.TransformerDecoderLayer(e, h, ff, dropout=0.0, batch_first=True, norm_first=True,
                                               activation="gelu")
    _fill(decoder)
    memory = src.clone().requires_grad_(True)
    pad = torch.zeros(src.shape[:2], dtype=torch.bool)
    pad[1, -1] = True
    out = decoder(_sequence(target_length, np.cos, 0.7), memory, tgt_is_causal=True, memory_key_padding_mask=pad,
                  tgt_mask=torch.nn.Transformer.generate_square_subsequent_mask(target_length))
    out.pow(2).sum().backward()
    np.testing.assert_allclose(_c_constants("TORCH_DECODER_OUTPUTS"), out.detach().reshape(-1)[:6].numpy(),
                               rtol=1e-6)
    np.testing.assert_allclose(_c_constants("TORCH_DECODER_MEMORY_GRAD"),
                               [memory.grad.sum().item(), memory.grad.abs().sum().item()], rtol=1e-6)
    assert math.isclose(_c_define("EPS"), encoder.norm1.eps)
