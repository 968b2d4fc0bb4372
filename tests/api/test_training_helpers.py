"""Training helpers real PyTorch code uses, against PyTorch: st.inference_mode (nesting, mode=False, decorator
forms), st.compile (eager, PyTorch's wrapper and checks), st.utils.checkpoint (values, gradients, training, the
use_reentrant rules, warnings and errors), nn.BatchNorm3d (train and eval, gradients, running statistics),
channel-wise dropout (nn.Dropout1d/2d/3d, F.dropout1d/2d/3d: PyTorch's own masks on the PyTorch backend on the
CPU, the mask's structure and statistics elsewhere) and st.utils.data.DistributedSampler (PyTorch's index
lists)."""

from __future__ import annotations

import contextlib
import warnings

import numpy as np
import pytest
import torch
import torch.utils.checkpoint
import torch.utils.data

import simple_torch as st

from .conftest import DEVICE, TORCH_DEVICE, assert_same, assert_trains_like_pytorch, on_torch_device

TOL = dict(rtol=1e-4, atol=1e-5)
SAME_DRAWS = st.get_backend() == "torch" and DEVICE.type == "cpu"   # our random numbers are PyTorch's


def _twins(make):
    """The same model in both libraries, from PyTorch's initial weights."""
    torch.manual_seed(0)
    theirs = make(torch)
    ours = make(st)
    ours.load_state_dict({k: st.tensor(v.detach().cpu().numpy()) for k, v in theirs.state_dict().items()})
    theirs.to(TORCH_DEVICE)
    return ours, theirs


def _warnings_of(call) -> list[str]:
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        call()
    return [str(w.message) for w in caught]


# -- inference_mode -----------------------------------------------------------------------------------------------

def _modes(m) -> list[tuple[bool, bool]]:
    """(grad enabled, inference mode enabled) at each point of nested blocks, in library m."""
    seen = []

    def note():
        seen.append((m.is_grad_enabled(), m.is_inference_mode_enabled()))

    note()
    with m.inference_mode():
        note()
        with m.inference_mode(False):
            note()
            with m.no_grad():
                note()
            note()
        note()
        with m.enable_grad():
            note()
        with m.inference_mode():
            note()
        note()
    note()
    with m.no_grad():
        with m.inference_mode(False):
            note()
        note()
        with m.inference_mode(mode=True):
            note()
        note()
    with m.inference_mode(False):
        note()
    with m.set_grad_enabled(False):
        with m.inference_mode():
            note()
        note()
    note()
    return seen


def test_inference_mode_nests_as_pytorchs():
    assert _modes(st) == _modes(torch)
    assert not st.is_inference_mode_enabled() and st.is_grad_enabled()


def test_inference_mode_as_a_decorator():
    for m in (st, torch):
        def state():
            return m.is_grad_enabled(), m.is_inference_mode_enabled()

        bare, called, off = m.inference_mode(state), m.inference_mode()(state), m.inference_mode(False)(state)
        assert bare.__name__ == called.__name__ == "state"
        assert bare() == called() == (False, True)
        with m.inference_mode():
            assert off() == (True, False)
            assert state() == (False, True)   # a decorated call changes nothing around it
        assert state() == (True, False)

        @m.inference_mode()
        def steps():   # a generator: its code runs in the mode, the caller's code between steps does not
            yield state()
            yield state()

        outside = []
        for inside in steps():
            assert inside == (False, True)
            outside.append(state())
        assert outside == [(True, False)] * 2


def test_inference_mode_records_nothing_and_restores_after_an_error():
    w = st.ones(3, requires_grad=True)
    with st.inference_mode():
        y = w * 2
    assert not y.requires_grad and y.grad_fn is None
    with pytest.raises(KeyError):
        with st.inference_mode():
            raise KeyError("inside")
    assert st.is_grad_enabled() and not st.is_inference_mode_enabled()
    mode = st.inference_mode()   # one object entered twice, nested
    with mode:
        with mode:
            assert st.is_inference_mode_enabled()
        assert not st.is_grad_enabled()
    assert st.is_grad_enabled() and not st.is_inference_mode_enabled()
    assert st.inference_mode(False).clone().mode is False


def test_inference_mode_differs_from_pytorch_on_inference_tensors():
    """PyTorch refuses to save a tensor made in inference mode for backward; here it is an ordinary tensor."""
    w = torch.ones(3, requires_grad=True)
    with torch.inference_mode():
        made = torch.ones(3)
    with pytest.raises(RuntimeError, match="Inference tensors cannot be saved for backward"):
        (w * made).sum()
    ours_w = st.ones(3, requires_grad=True)
    with st.inference_mode():
        ours_made = st.ones(3) * 2
    (ours_w * ours_made).sum().backward()
    assert ours_w.grad.tolist() == [2.0, 2.0, 2.0]


# -- compile ------------------------------------------------------------------------------------------------------

def test_compile_runs_a_module_eagerly_wrapped_as_pytorchs():
    ours, theirs = _twins(lambda m: m.nn.Sequential(m.nn.Linear(4, 8), m.nn.ReLU(), m.nn.Linear(8, 2)))
    compiled = st.compile(ours)
    assert type(compiled).__name__ == "OptimizedModule" and compiled._orig_mod is ours
    assert list(compiled.state_dict()) == list(torch.compile(theirs, backend="eager").state_dict())
    ours.custom = 5
    assert compiled.custom == 5 and next(compiled.parameters()) is ours[0].weight
    x = np.random.default_rng(0).standard_normal((5, 4)).astype(np.float32)
    with on_torch_device():
        assert_same(compiled(st.tensor(x)), theirs(torch.tensor(x)), **TOL)
    compiled.eval()
    assert not ours.training and not ours[0].training
    compiled.train()
    compiled.note = "kept"   # written to the module, as PyTorch's wrapper does
    assert ours.note == "kept"
    assert repr(compiled).startswith("OptimizedModule(\n  (_orig_mod): Sequential(")
    assert st.compile(ours, disable=True) is ours


def test_a_compiled_module_trains_like_pytorch():
    ours, theirs = _twins(lambda m: m.nn.Sequential(m.nn.Linear(4, 8), m.nn.Tanh(), m.nn.Linear(8, 1)))
    rng = np.random.default_rng(3)
    x, y = rng.standard_normal((16, 4)).astype(np.float32), rng.standard_normal((16, 1)).astype(np.float32)
    compiled = st.compile(ours, mode="max-autotune")
    assert_trains_like_pytorch(compiled, theirs, lambda m, net: m.optim.SGD(net.parameters(), lr=0.1),
                               lambda m, net: m.nn.functional.mse_loss(net(m.tensor(x)), m.tensor(y)), 4)


def test_compile_as_a_decorator_of_functions():
    def double(x):
        """Twice x."""
        return x * 2

    wrapped = st.compile(double)
    assert wrapped is not double and wrapped._torchdynamo_orig_callable is double
    assert wrapped.__name__ == "double" and wrapped.__doc__ == "Twice x."
    assert wrapped(st.tensor([1.0, 2.0])).tolist() == [2.0, 4.0]

    @st.compile
    def bare(x):
        return x + 1

    @st.compile(fullgraph=True, dynamic=False, backend="eager", mode="reduce-overhead")
    def with_options(x):
        return x - 1

    @st.compile(options={"triton.cudagraphs": False}, backend=lambda gm, inputs: gm)
    def custom_backend(x):
        return -x

    assert bare(st.tensor(1.0)).item() == 2.0 and with_options(st.tensor(1.0)).item() == 0.0
    assert custom_backend(st.tensor(1.0)).item() == -1.0
    assert st.compile(double, disable=True) is double


def test_compile_checks_its_arguments_as_pytorch():
    def f(x):
        return x

    for m in (st, torch):
        with pytest.raises(RuntimeError, match="Either mode or options can be specified, but both can't be"):
            m.compile(f, mode="default", options={})
        with pytest.raises(RuntimeError, match="Model can't be None"):
            m.compile(mode="default")(None)
        with pytest.raises(RuntimeError, match="Unrecognized mode=fastest"):
            m.compile(f, mode="fastest")
        with pytest.raises(RuntimeError, match="Invalid backend: 'nope'"):
            m.compile(f, backend="nope")
        m.compile(f, backend="eager", mode="fastest")   # a mode only inductor checks
    with pytest.raises(TypeError, match="A callable function is expected"):   # PyTorch: an AssertionError
        st.compile(3)


# -- checkpoint ---------------------------------------------------------------------------------------------------

def _checkpointed_net(m, use_reentrant):
    class Net(m.nn.Module):
        def __init__(self):
            super().__init__()
            self.a = m.nn.Sequential(m.nn.Linear(6, 16), m.nn.Tanh(), m.nn.Linear(16, 16))
            self.b = m.nn.Sequential(m.nn.ReLU(), m.nn.Linear(16, 16), m.nn.GELU())
            self.head = m.nn.Linear(16, 3)

        def forward(self, x):
            h = m.utils.checkpoint.checkpoint(self.a, x, use_reentrant=use_reentrant)
            h = m.utils.checkpoint.checkpoint(lambda t, scale: self.b(t) * scale, h, 0.5,
                                              use_reentrant=use_reentrant)
            return self.head(h)

    return Net()


@pytest.mark.parametrize("use_reentrant", [False, True])
def test_a_checkpointed_model_trains_like_pytorch(use_reentrant):
    ours, theirs = _twins(lambda m: _checkpointed_net(m, use_reentrant))
    rng = np.random.default_rng(4)
    x, y = rng.standard_normal((12, 6)).astype(np.float32), rng.integers(0, 3, 12)

    def loss(m, net):   # the reentrant variant needs an input that requires grad to reach the parameters
        inputs = m.tensor(x, requires_grad=use_reentrant)
        return m.nn.functional.cross_entropy(net(inputs), m.tensor(y))

    assert_trains_like_pytorch(ours, theirs, lambda m, net: m.optim.Adam(net.parameters(), lr=0.01), loss, 5)
    for (name, a), b in zip(ours.named_parameters(), theirs.parameters()):
        assert_same(a.grad, b.grad, **TOL)


def test_checkpoint_gives_pytorchs_values_and_gradients():
    rng = np.random.default_rng(5)
    x, w = rng.standard_normal((3, 4)).astype(np.float32), rng.standard_normal((4, 4)).astype(np.float32)
    results = {}
    for m in (st, torch):
        with contextlib.nullcontext() if m is st else on_torch_device():
            xs, ws = m.tensor(x, requires_grad=True), m.tensor(w, requires_grad=True)

            def block(a, b, *, shift=0.0):
                return (a @ b).sin() + shift, (a * a).sum()

            out, total = m.utils.checkpoint.checkpoint(block, xs, ws, use_reentrant=False, shift=1.5)
            (gx, gw) = m.autograd.grad((out ** 2).sum() + total, (xs, ws))   # autograd.grad: non-reentrant only
            results[m.__name__] = (out, total, gx, gw)
    for ours, theirs in zip(results["simple_torch"], results["torch"]):
        assert_same(ours, theirs, **TOL)


@pytest.mark.parametrize("use_reentrant", [None, True, False])
@pytest.mark.parametrize("segments", [2, 3])
def test_checkpoint_sequential_like_pytorch(use_reentrant, segments):
    """An nn.Sequential and a list of its layers; with use_reentrant (or its default) and an input without
    requires_grad, the checkpointed segments' parameters get no gradient, in PyTorch and here."""
    def make(m):
        return m.nn.Sequential(m.nn.Linear(5, 7), m.nn.ReLU(), m.nn.Linear(7, 7), m.nn.Tanh(), m.nn.Linear(7, 2))

    ours, theirs = _twins(make)
    x = np.random.default_rng(6).standard_normal((4, 5)).astype(np.float32)
    made = {}
    for m, net in ((st, ours), (torch, theirs)):
        with contextlib.nullcontext() if m is st else on_torch_device():
            for form, functions in (("sequential", net), ("list", list(net))):
                net.zero_grad()
                outs = []
                told = _warnings_of(lambda: outs.append(m.utils.checkpoint.checkpoint_sequential(
                    functions, segments, m.tensor(x), use_reentrant=use_reentrant)))
                (outs[0] ** 2).sum().backward()
                made[m.__name__, form] = (outs[0], [p.grad for p in net.parameters()], told)
    for form in ("sequential", "list"):
        (out, grads, told), (t_out, t_grads, t_told) = made["simple_torch", form], made["torch", form]
        assert told == t_told
        assert_same(out, t_out, **TOL)
        assert [g is None for g in grads] == [g is None for g in t_grads]
        for a, b in zip(grads, t_grads):
            if a is not None:
                assert_same(a, b, **TOL)
        assert (grads[0] is None) == (use_reentrant is not False) and grads[-1] is not None


def test_checkpoint_warnings_and_errors_as_pytorchs():
    def f(x, y=None):
        return x * 2

    for m in (st, torch):
        cp = m.utils.checkpoint
        x = m.ones(2, requires_grad=True)
        told = _warnings_of(lambda: cp.checkpoint(f, x))
        assert len(told) == 1 and told[0].startswith("torch.utils.checkpoint: the use_reentrant parameter should be")
        told = _warnings_of(lambda: cp.checkpoint(f, m.ones(2), use_reentrant=True))
        assert told == ["None of the inputs have requires_grad=True. Gradients will be None"]
        assert _warnings_of(lambda: cp.checkpoint(f, x, use_reentrant=False, preserve_rng_state=False)) == []
        told = _warnings_of(lambda: cp.checkpoint_sequential([m.nn.Identity()] * 2, 1, x))
        assert len(told) == 1 and told[0].startswith("torch.utils.checkpoint.checkpoint_sequential: the use_reentrant")
        with pytest.raises(ValueError, match="Unexpected keyword arguments: y"):
            cp.checkpoint(f, x, use_reentrant=True, y=1)
        assert cp.checkpoint(f, x, use_reentrant=False, y=1).requires_grad
        with pytest.raises(ValueError, match="Passing `context_fn` or `debug` is only supported when"):
            cp.checkpoint(f, x, use_reentrant=True, debug=True)
        with pytest.raises(ValueError, match="Passing `context_fn` or `debug` is only supported when"):
            cp.checkpoint(f, x, use_reentrant=True, context_fn=lambda: (contextlib.nullcontext(),) * 2)
        with pytest.raises(ValueError, match=r"determinism_check should be one of \['default', 'none'\], but got x"):
            cp.checkpoint(f, x, use_reentrant=False, determinism_check="x")
        with pytest.raises(ValueError, match="debug=True is incompatible with non-default context_fn"):
            cp.checkpoint(f, x, use_reentrant=False, debug=True, context_fn=lambda: (contextlib.nullcontext(),) * 2)
        with pytest.raises(ValueError, match="Unexpected keyword arguments: extra"):
            cp.checkpoint_sequential([f], 1, x, use_reentrant=False, extra=1)
        assert not cp.checkpoint(f, m.ones(2), use_reentrant=False, determinism_check="none").requires_grad


def test_checkpoint_context_fn_wraps_the_forward_as_pytorchs():
    for m in (st, torch):
        log = []

        class Noting:
            def __init__(self, name):
                self.name = name

            def __enter__(self):
                log.append((self.name, m.is_grad_enabled()))

            def __exit__(self, *exc):
                log.append(("exit", self.name))

        x = m.ones(2, requires_grad=True)
        fns = lambda: (Noting("forward"), Noting("recompute"))   # noqa: E731
        m.utils.checkpoint.checkpoint(lambda a: a * 3, x, use_reentrant=False, context_fn=fns)
        with m.no_grad():   # not recording: PyTorch runs the function outside the forward context
            m.utils.checkpoint.checkpoint(lambda a: a * 3, x, use_reentrant=False, context_fn=fns)
        assert log == [("forward", True), ("exit", "forward")], m.__name__


@pytest.mark.skipif(not SAME_DRAWS, reason="PyTorch's draws: the PyTorch backend on the CPU")
def test_checkpoint_with_dropout_draws_what_pytorch_draws():
    """preserve_rng_state: PyTorch recomputes with the forward's random state; one run here gives the same."""
    results = {}
    for m in (st, torch):
        m.manual_seed(11)
        lin = m.nn.Linear(8, 8)
        x = m.randn(4, 8, requires_grad=True)
        out = m.utils.checkpoint.checkpoint(lambda t: m.nn.functional.dropout(lin(t), 0.5), x, use_reentrant=False)
        out.sum().backward()
        results[m.__name__] = (out, x.grad, lin.weight.grad, m.rand(3))
    for ours, theirs in zip(results["simple_torch"], results["torch"]):
        assert_same(ours, theirs, **TOL)   # (linear may round otherwise in the last bit)
    assert (results["simple_torch"][0].numpy() == 0).tolist() == (results["torch"][0].detach().numpy() == 0).tolist()
    assert_same(results["simple_torch"][-1], results["torch"][-1], rtol=0, atol=0)   # the generator left alike


# -- BatchNorm3d --------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("options", [{}, {"momentum": None}, {"affine": False, "eps": 1e-3},
                                     {"track_running_stats": False}, {"momentum": 0.3}],
                         ids=["default", "cumulative", "no-affine", "no-stats", "momentum"])
def test_batch_norm_3d_like_pytorch(options):
    ours, theirs = _twins(lambda m: m.nn.BatchNorm3d(3, **options))
    if ours.weight is not None:
        with torch.no_grad():
            theirs.weight.copy_(torch.linspace(0.5, 1.5, 3))
        ours.weight.data = st.linspace(0.5, 1.5, 3)
    rng = np.random.default_rng(7)
    for step in range(3):
        x = (rng.standard_normal((2, 3, 3, 4, 2)) * 2 + 1).astype(np.float32)
        sx, tx = st.tensor(x, requires_grad=True), torch.tensor(x, requires_grad=True, device=TORCH_DEVICE)
        out, t_out = ours(sx), theirs(tx)
        assert_same(out, t_out, **TOL)
        (out * out.cos()).sum().backward()
        (t_out * t_out.cos()).sum().backward()
        assert_same(sx.grad, tx.grad, **TOL)
        for a, b in zip(ours.parameters(), theirs.parameters()):
            assert_same(a.grad, b.grad, **TOL)
    for name, buffer in theirs.state_dict().items():
        assert_same(ours.state_dict()[name], buffer, **TOL)
    ours.eval(), theirs.eval()
    x = rng.standard_normal((1, 3, 2, 2, 2)).astype(np.float32)
    sx, tx = st.tensor(x, requires_grad=True), torch.tensor(x, requires_grad=True, device=TORCH_DEVICE)
    out, t_out = ours(sx), theirs(tx)
    assert_same(out, t_out, **TOL)
    out.sum().backward(), t_out.sum().backward()
    assert_same(sx.grad, tx.grad, **TOL)
    assert repr(ours) == repr(theirs.cpu())


def test_batch_norm_3d_checks_its_input_as_pytorch():
    for m, error in ((st, st.ShapeError), (torch, ValueError)):
        for shape in ((2, 3, 4, 4), (3, 2, 2, 2), (1, 2, 3, 2, 2, 2)):
            with pytest.raises(error, match=rf"expected 5D input \(got {len(shape)}D input\)"):
                m.nn.BatchNorm3d(3)(m.ones(*shape))
        with pytest.raises(ValueError, match="(?i)expected more than 1 value per channel when training"):
            m.nn.BatchNorm3d(3)(m.ones(1, 3, 1, 1, 1))
    with pytest.raises(st.ShapeError, match=r"expected 2D or 3D input \(got 4D input\)"):
        st.nn.BatchNorm1d(3)(st.ones(2, 3, 4, 4))
    assert issubclass(st.ShapeError, ValueError)


# -- channel-wise dropout -----------------------------------------------------------------------------------------

DROPOUTS = [("dropout1d", (4, 5, 6)), ("dropout1d", (5, 6)), ("dropout2d", (3, 4, 5, 6)), ("dropout2d", (3, 4, 5)),
            ("dropout3d", (2, 3, 2, 2, 3)), ("dropout3d", (3, 2, 2, 3))]


def _channels(values: np.ndarray, unbatched: bool) -> np.ndarray:
    """values as (N * C, rest): one row per channel."""
    planes = values[None] if unbatched else values
    return planes.reshape(planes.shape[0] * planes.shape[1], -1)


@pytest.mark.parametrize("name, shape", DROPOUTS)
@pytest.mark.parametrize("p", [0.3, 0.5, 1.0])
def test_channel_dropout_values_and_gradients(name, shape, p):
    x = np.random.default_rng(8).uniform(0.5, 1.5, shape).astype(np.float32)
    unbatched = len(shape) == {"dropout1d": 2, "dropout2d": 0, "dropout3d": 4}[name]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")   # dropout2d of 3-D input warns, in both libraries
        st.manual_seed(3)
        sx = st.tensor(x, requires_grad=True)
        out = getattr(st.nn.functional, name)(sx, p)
        after = st.rand(2)
        torch.manual_seed(3)
        with on_torch_device():
            tx = torch.tensor(x, requires_grad=True)
            t_out = getattr(torch.nn.functional, name)(tx, p)
            t_after = torch.rand(2)
    out.backward(st.ones_like(out))
    t_out.backward(torch.ones_like(t_out))
    assert out.shape == tuple(t_out.shape) and out.dtype is st.float32
    if SAME_DRAWS:   # PyTorch's own channels, and the generator left where PyTorch leaves it
        assert_same(out, t_out, rtol=0, atol=0)
        assert_same(sx.grad, tx.grad, rtol=0, atol=0)
        assert_same(after, t_after, rtol=0, atol=0)
        return
    values, grads = _channels(out.numpy(), unbatched), _channels(sx.grad.numpy(), unbatched)
    scale = 0.0 if p == 1 else 1 / (1 - p)
    for row, grad, inputs in zip(values, grads, _channels(x, unbatched)):
        kept = bool(row.any())   # a whole channel is kept (scaled) or dropped
        np.testing.assert_allclose(row, inputs * scale if kept else 0 * inputs, rtol=1e-6)
        np.testing.assert_allclose(grad, np.full_like(grad, scale if kept else 0.0), rtol=1e-6)


@pytest.mark.parametrize("name", ["Dropout1d", "Dropout2d", "Dropout3d"])
def test_channel_dropout_drops_a_share_p_of_the_channels(name):
    ndim = {"Dropout1d": 3, "Dropout2d": 4, "Dropout3d": 5}[name]
    st.manual_seed(0)
    layer = getattr(st.nn, name)(p=0.25)
    x = st.ones(64, 50, *(2,) * (ndim - 2))
    out = layer(x).numpy().reshape(64 * 50, -1)
    dropped = (out == 0).all(axis=1)
    assert ((out == 0) | np.isclose(out, 1 / 0.75)).all() and ((out == 0).any(axis=1) == dropped).all()
    assert abs(dropped.mean() - 0.25) < 0.03   # 3200 channels: about 4 standard deviations
    assert (layer(x).numpy().reshape(64 * 50, -1) == 0).all(axis=1).tolist() != dropped.tolist()   # drawn anew
    layer.eval()
    assert layer(x) is x
    assert repr(layer) == repr(getattr(torch.nn, name)(p=0.25)) == f"{name}(p=0.25, inplace=False)"


def test_channel_dropout_identities_warnings_and_errors_as_pytorchs():
    F = st.nn.functional
    x = st.randn(2, 3, 4, 5)
    assert F.dropout2d(x, training=False) is x and F.dropout2d(x, 0.0) is x and F.dropout3d(x, 0.0) is not x
    assert F.dropout1d(x[0, 0], training=False).tolist() == x[0, 0].tolist()   # unbatched: through a view
    assert (F.dropout2d(x, 1.0).numpy() == 0).all()
    empty = st.ones(0, 3, 4, 4)
    assert F.dropout2d(empty, 0.5) is empty
    for m in (st, torch):
        g = m.nn.functional
        for bad in (-0.1, 1.5):
            for fn in (g.dropout1d, g.dropout2d, g.dropout3d):
                with pytest.raises(ValueError, match=f"dropout probability has to be between 0 and 1, but got {bad}"):
                    fn(m.ones(2, 3, 4), bad)
            with pytest.raises(ValueError, match="dropout probability has to be between 0 and 1"):
                m.nn.Dropout2d(bad)
    said = {}
    for m in (st, torch):
        g = m.nn.functional
        said[m.__name__] = [_warnings_of(lambda: g.dropout2d(m.ones(2, 3), 0.5)),
                            _warnings_of(lambda: g.dropout2d(m.ones(2, 3, 4), 0.5)),
                            _warnings_of(lambda: g.dropout2d(m.ones(2, 3, 4, 5, 6), 0.5)),
                            _warnings_of(lambda: g.dropout3d(m.ones(2, 3, 4), 0.5)),
                            _warnings_of(lambda: g.dropout3d(m.ones(2, 3, 4, 5), 0.5)),
                            _warnings_of(lambda: g.dropout1d(m.ones(2, 3), 0.5))]
    assert said["simple_torch"] == said["torch"]
    assert [len(w) for w in said["torch"]] == [1, 1, 1, 1, 0, 0]
    for shape in ((3,), (2, 3, 4, 5)):   # PyTorch raises a RuntimeError; ours is a ShapeError with its words
        with pytest.raises(RuntimeError, match="dropout1d: Expected 2D or 3D input"):
            torch.nn.functional.dropout1d(torch.ones(shape))
        with pytest.raises(st.ShapeError, match=f"dropout1d: Expected 2D or 3D input, but received a {len(shape)}D"):
            F.dropout1d(st.ones(*shape))
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        with pytest.raises(RuntimeError, match="Feature dropout requires at least 2 dimensions in the input"):
            torch.nn.functional.dropout2d(torch.ones(4))
        with pytest.raises(st.ShapeError, match="Feature dropout requires at least 2 dimensions in the input"):
            F.dropout2d(st.ones(4))
        assert F.dropout2d(st.ones(4), training=False).shape == (4,)


# -- DistributedSampler -------------------------------------------------------------------------------------------

SAMPLER_CASES = [(n, replicas, rank, shuffle, drop_last, epoch, seed)
                 for n, replicas in ((10, 3), (12, 4), (7, 2), (2, 5), (1, 1))
                 for shuffle in (True, False) for drop_last in (False, True) for epoch in (0, 3)
                 for rank in sorted({0, replicas - 1}) for seed in (0, 17)]


def test_distributed_sampler_gives_pytorchs_index_lists():
    for n, replicas, rank, shuffle, drop_last, epoch, seed in SAMPLER_CASES:
        made = {}
        for m in (st, torch):
            sampler = m.utils.data.DistributedSampler(range(n), num_replicas=replicas, rank=rank, shuffle=shuffle,
                                                      seed=seed, drop_last=drop_last)
            sampler.set_epoch(epoch)
            made[m.__name__] = (list(sampler), len(sampler), sampler.total_size, sampler.num_samples)
        case = (n, replicas, rank, shuffle, drop_last, epoch, seed)
        if st.get_backend() == "torch" or not shuffle:   # randperm on a CPU generator, as PyTorch's
            assert made["simple_torch"] == made["torch"], case
        else:   # the NumPy backend's generator shuffles otherwise: the same lengths, and a share of a permutation
            assert made["simple_torch"][1:] == made["torch"][1:], case


def test_distributed_sampler_splits_a_shuffle_among_the_ranks():
    n, replicas = 11, 4
    shares = [list(st.utils.data.DistributedSampler(range(n), replicas, rank, seed=5)) for rank in range(replicas)]
    everything = [i for share in zip(*shares) for i in share]   # rank r's k-th is the (k * replicas + r)-th
    assert sorted(everything[:n]) == list(range(n)) and everything[n:] == everything[:len(everything) - n]
    sampler = st.utils.data.DistributedSampler(range(n), replicas, 1, seed=5)
    first = list(sampler)
    assert list(sampler) == first   # the same epoch: the same order
    sampler.set_epoch(1)
    assert sampler.epoch == 1 and list(sampler) != first
    dropped = [list(st.utils.data.DistributedSampler(range(n), replicas, r, drop_last=True)) for r in range(replicas)]
    assert sorted(i for share in dropped for i in share) == sorted(set(i for share in dropped for i in share))
    assert all(len(share) == 2 for share in dropped)


def test_distributed_sampler_feeds_a_data_loader():
    data = st.utils.data.TensorDataset(st.arange(10).float())
    sampler = st.utils.data.DistributedSampler(data, num_replicas=2, rank=1, shuffle=False)
    batches = [b[0].tolist() for b in st.utils.data.DataLoader(data, batch_size=2, sampler=sampler)]
    assert batches == [[1.0, 3.0], [5.0, 7.0], [9.0]]


def test_distributed_sampler_errors_as_pytorchs():
    for m in (st, torch):
        with pytest.raises(ValueError, match=r"Invalid rank 2, rank should be in the interval \[0, 1\]"):
            m.utils.data.DistributedSampler(range(4), num_replicas=2, rank=2)
        with pytest.raises(ValueError, match=r"Invalid rank -1, rank should be in the interval \[0, 2\]"):
            m.utils.data.DistributedSampler(range(4), num_replicas=3, rank=-1)
    if st.distributed.is_available():   # before init_process_group: the world size is unknown (ValueError)
        with pytest.raises(ValueError):
            st.utils.data.DistributedSampler(range(4))
        with pytest.raises(ValueError):
            torch.utils.data.DistributedSampler(range(4))
    else:
        with pytest.raises(RuntimeError, match="Requires distributed package to be available"):
            st.utils.data.DistributedSampler(range(4))
        with pytest.raises(RuntimeError, match="Requires distributed package to be available"):
            st.utils.data.DistributedSampler(range(4), num_replicas=2)
