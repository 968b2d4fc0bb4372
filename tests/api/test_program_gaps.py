"""What real programs call next, against PyTorch on the backend under test: Tensor.new_* and the device-kind flags,
round(decimals=), binary_cross_entropy's weight, ModuleList's folded repr, nn.Transformer, st.jit.trace, and
st.save / st.load of whole modules."""

from __future__ import annotations

import base64
import io
import pickle

import numpy as np
import pytest
import torch

import simple_torch as st


def _same(got: st.Tensor, want: torch.Tensor, rtol: float = 1e-6, atol: float = 1e-6) -> None:
    assert str(got.dtype) == str(want.dtype) and tuple(got.shape) == tuple(want.shape)
    np.testing.assert_allclose(got.detach().numpy(), want.detach().numpy(), rtol=rtol, atol=atol)


# -- Tensor.new_* ------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("dtype", ["float64", "int32", "bool"])
def test_new_creation_methods_take_dtype_and_device_from_self(dtype):
    mine, theirs = st.ones(2, dtype=getattr(st, dtype)), torch.ones(2, dtype=getattr(torch, dtype))
    for name, args in (("new_zeros", ((2, 3),)), ("new_zeros", (2, 3)), ("new_ones", (4,)), ("new_full", ((2, 2), 7)),
                       ("new_tensor", ([[1, 0], [3, 4]],)), ("new_empty", ((0, 3),))):
        _same(getattr(mine, name)(*args), getattr(theirs, name)(*args))
    _same(mine.new_full((3,), 2.5, dtype=st.float32), theirs.new_full((3,), 2.5, dtype=torch.float32))
    _same(mine.new_zeros(3, dtype=st.int8), theirs.new_zeros(3, dtype=torch.int8))


def test_new_tensor_is_a_leaf_copy_that_can_require_grad():
    base = st.zeros(1, dtype=st.float64)
    made = base.new_tensor([0.1, 0.2], requires_grad=True)
    assert made.requires_grad and made.is_leaf and made.dtype == st.float64
    assert made.tolist() == [0.1, 0.2]   # filled in float64 directly, not through float32
    source = st.tensor([1.0, 2.0], requires_grad=True)
    with pytest.warns(UserWarning, match="detach\\(\\).clone\\(\\)"):
        copied = base.new_tensor(source)
    assert not copied.requires_grad and copied.dtype == st.float64
    assert base.new_ones(2, requires_grad=True).requires_grad


def test_device_kind_flags_are_false_as_on_a_cpu_tensor():
    mine, theirs = st.ones(1), torch.ones(1)
    for flag in ("is_xpu", "is_mps", "is_meta", "is_quantized"):
        assert getattr(mine, flag) is getattr(theirs, flag) is False


# -- round(decimals=) ----------------------------------------------------------------------------------------------
@pytest.mark.parametrize("dtype", ["float32", "float64", "float16", "bfloat16"])
def test_round_to_decimals_matches_pytorch_bit_for_bit(dtype):
    values = np.random.default_rng(0).normal(0, 300, 200).tolist() + [0.125, 2.5, -0.35, 1.25, 6e4, float("nan")]
    theirs = torch.tensor(values, dtype=getattr(torch, dtype))
    mine = st.tensor(values, dtype=getattr(st, dtype))
    for decimals in (-2, -1, 0, 1, 2, 3, 40, -40):
        want = torch.round(theirs, decimals=decimals)
        np.testing.assert_array_equal(st.round(mine, decimals=decimals).float().numpy(), want.float().numpy())
        np.testing.assert_array_equal(mine.round(decimals=decimals).float().numpy(), want.float().numpy())


def test_round_decimals_has_a_zero_gradient_and_refuses_integers():
    x = st.tensor([1.26, -3.5], requires_grad=True)
    x.round(decimals=1).sum().backward()
    assert x.grad.tolist() == [0.0, 0.0]
    with pytest.raises(st.DtypeError, match="round with decimals does not support int64"):
        st.tensor([15, 25]).round(decimals=-1)
    with pytest.raises(TypeError, match="decimals"):
        st.tensor([1.5]).round(decimals=1.5)


# -- binary_cross_entropy(weight=) ---------------------------------------------------------------------------------
@pytest.mark.parametrize("reduction", ["mean", "sum", "none"])
@pytest.mark.parametrize("weight_shape", [(4,), (3, 4), (3, 1)])
def test_weighted_binary_cross_entropy_values_and_gradients_match_pytorch(reduction, weight_shape):
    rng = np.random.default_rng(1)
    p, t, w = rng.uniform(0.05, 0.95, (3, 4)), rng.uniform(0, 1, (3, 4)), rng.uniform(0, 2, weight_shape)
    mine_p, theirs_p = st.tensor(p, requires_grad=True), torch.tensor(p, requires_grad=True)
    got = st.nn.functional.binary_cross_entropy(mine_p, st.tensor(t), st.tensor(w), reduction=reduction)
    want = torch.nn.functional.binary_cross_entropy(theirs_p, torch.tensor(t), torch.tensor(w), reduction=reduction)
    _same(got, want, 1e-12, 1e-12)
    got.sum().backward()
    want.sum().backward()
    _same(mine_p.grad, theirs_p.grad, 1e-12, 1e-12)
    module = st.nn.BCELoss(weight=st.tensor(w), reduction=reduction)(st.tensor(p), st.tensor(t))
    _same(module, torch.nn.BCELoss(weight=torch.tensor(w), reduction=reduction)(torch.tensor(p), torch.tensor(t)),
          1e-12, 1e-12)


def test_weighted_binary_cross_entropy_refuses_what_pytorch_refuses():
    p, t = st.rand(3, 4), st.rand(3, 4)
    assert st.nn.functional.binary_cross_entropy(p, t, st.ones(4, dtype=st.float64)).dtype == st.float32
    with pytest.raises(st.ShapeError, match="(does|do) not broadcast"):
        st.nn.functional.binary_cross_entropy(p, t, st.ones(5))
    with pytest.raises(st.ShapeError, match="(does|do) not broadcast"):
        st.nn.functional.binary_cross_entropy(p, t, st.ones(2, 3, 4))
    with pytest.raises(st.InvalidArgumentError, match="not differentiable with respect to weight"):
        st.nn.functional.binary_cross_entropy(p, t, st.ones(4, requires_grad=True))
    with st.no_grad():   # no graph is recorded: allowed, as in PyTorch
        st.nn.functional.binary_cross_entropy(p, t, st.ones(4, requires_grad=True))


def test_binary_cross_entropy_with_logits_weight_and_pos_weight_match_pytorch():
    rng = np.random.default_rng(2)
    x, t, w, pw = rng.normal(0, 2, (5, 3)), rng.uniform(0, 1, (5, 3)), rng.uniform(0, 2, (3,)), rng.uniform(0.5, 3, (3,))
    got = st.nn.BCEWithLogitsLoss(weight=st.tensor(w), pos_weight=st.tensor(pw))(st.tensor(x), st.tensor(t))
    want = torch.nn.BCEWithLogitsLoss(weight=torch.tensor(w), pos_weight=torch.tensor(pw))(torch.tensor(x),
                                                                                            torch.tensor(t))
    _same(got, want, 1e-12, 1e-12)


# -- ModuleList's repr ----------------------------------------------------------------------------------------------
def _model_pair(nn):
    class Stack(nn.Module):
        def __init__(self):
            super().__init__()
            self.blocks = nn.ModuleList([nn.Linear(4, 4) for _ in range(3)] + [nn.ReLU(), nn.ReLU()]
                                        + [nn.Sequential(nn.Linear(4, 2), nn.Tanh()) for _ in range(2)]
                                        + [nn.Linear(4, 4)])
            self.empty = nn.ModuleList()
            self.seq = nn.Sequential(nn.Linear(2, 2), nn.Linear(2, 2))   # Sequential does not fold
    return Stack()


def test_module_list_repr_folds_repeated_children_as_pytorch():
    assert repr(_model_pair(st.nn)) == repr(_model_pair(torch.nn))
    layers = [torch.nn.TransformerEncoderLayer(8, 2, 16), torch.nn.Linear(2, 2)]
    mine = [st.nn.TransformerEncoderLayer(8, 2, 16), st.nn.Linear(2, 2)]
    assert repr(st.nn.ModuleList(mine * 1)) == repr(torch.nn.ModuleList(layers))
    assert repr(st.nn.ModuleList([st.nn.Dropout(0.1)] * 4)) == repr(torch.nn.ModuleList([torch.nn.Dropout(0.1)] * 4))


# -- nn.Transformer ------------------------------------------------------------------------------------------------
def _copied_transformer(theirs: torch.nn.Transformer, **options) -> st.nn.Transformer:
    mine = st.nn.Transformer(**options).double()
    mine.load_state_dict({name: st.tensor(value.detach().numpy()) for name, value in theirs.state_dict().items()})
    return mine


@pytest.mark.parametrize("batch_first, norm_first, activation", [(False, False, "relu"), (True, True, "gelu")])
def test_transformer_outputs_and_gradients_equal_pytorch_with_every_mask(batch_first, norm_first, activation):
    options = dict(d_model=8, nhead=2, num_encoder_layers=2, num_decoder_layers=1, dim_feedforward=16, dropout=0.0,
                   activation=activation, batch_first=batch_first, norm_first=norm_first)
    torch.manual_seed(0)
    theirs = torch.nn.Transformer(**options).double()
    mine = _copied_transformer(theirs, **options)
    assert [name for name, _ in mine.named_parameters()] == [name for name, _ in theirs.named_parameters()]
    rng = np.random.default_rng(3)
    source, target = rng.normal(size=(5, 3, 8)), rng.normal(size=(4, 3, 8))
    if batch_first:
        source, target = source.transpose(1, 0, 2).copy(), target.transpose(1, 0, 2).copy()
    # bool masks (True: may not attend) with the encoder, additive float ones with the decoder
    src_padding = np.zeros((3, 5), bool)
    src_padding[1, 3:] = True
    tgt_padding = np.zeros((3, 4))
    tgt_padding[2, -1] = -np.inf
    masks = dict(src_mask=np.triu(np.ones((5, 5), bool), 1), tgt_mask=None, memory_mask=rng.normal(size=(4, 5)),
                 src_key_padding_mask=src_padding, tgt_key_padding_mask=tgt_padding,
                 memory_key_padding_mask=np.where(src_padding, -np.inf, 0.0))
    want_masks = {k: None if v is None else torch.tensor(v) for k, v in masks.items()}
    want_masks["tgt_mask"] = torch.nn.Transformer.generate_square_subsequent_mask(4, dtype=torch.float64)
    got_masks = {k: None if v is None else st.tensor(v) for k, v in masks.items()}
    got_masks["tgt_mask"] = st.nn.Transformer.generate_square_subsequent_mask(4, dtype=st.float64)
    src_t, tgt_t = torch.tensor(source, requires_grad=True), torch.tensor(target, requires_grad=True)
    src_s, tgt_s = st.tensor(source, requires_grad=True), st.tensor(target, requires_grad=True)
    want, got = theirs(src_t, tgt_t, **want_masks), mine(src_s, tgt_s, **got_masks)
    _same(got, want, 1e-9, 1e-9)
    (want * want).sum().backward()
    (got * got).sum().backward()
    _same(src_s.grad, src_t.grad, 1e-8, 1e-8)
    _same(tgt_s.grad, tgt_t.grad, 1e-8, 1e-8)
    theirs_grads = dict(theirs.named_parameters())
    for name, parameter in mine.named_parameters():
        _same(parameter.grad, theirs_grads[name].grad, 1e-8, 1e-8)


def test_transformer_defaults_init_mask_and_checks_as_pytorch():
    model = st.nn.Transformer(d_model=16, nhead=4, num_encoder_layers=1, num_decoder_layers=1, dim_feedforward=8)
    reference = torch.nn.Transformer(d_model=16, nhead=4, num_encoder_layers=1, num_decoder_layers=1,
                                     dim_feedforward=8)
    assert repr(model) == repr(reference)
    assert st.nn.modules.transformer.Transformer is st.nn.Transformer
    assert (model.d_model, model.nhead, model.batch_first) == (16, 4, False)
    # _reset_parameters: xavier_uniform_ on every matrix (bound sqrt(6 / (fan_in + fan_out))), vectors kept
    weight = model.encoder.layers[0].linear1.weight
    assert weight.abs().max().item() <= (6 / (16 + 8)) ** 0.5 and weight.abs().max().item() > 0.5 * (6 / 24) ** 0.5
    assert model.encoder.norm.weight.tolist() == [1.0] * 16 and model.decoder.layers[0].norm3.bias.tolist() == [0.0] * 16
    _same(st.nn.Transformer.generate_square_subsequent_mask(3), torch.nn.Transformer.generate_square_subsequent_mask(3))
    with pytest.raises(st.ShapeError, match="the batch number of src and tgt must be equal"):
        model(st.zeros(3, 2, 16), st.zeros(3, 1, 16))
    with pytest.raises(st.ShapeError, match="the feature number of src and tgt must be equal to d_model"):
        model(st.zeros(3, 2, 16), st.zeros(3, 2, 8))
    custom = st.nn.Transformer(d_model=16, nhead=4, custom_encoder=st.nn.Identity(), num_decoder_layers=1)
    assert isinstance(custom.encoder, st.nn.Identity) and len(custom.decoder.layers) == 1


# -- st.save / st.load of whole objects ----------------------------------------------------------------------------
class TiedNet(st.nn.Module):
    """A model as programs write them: its own class, a tied weight, a frozen parameter and a buffer."""

    def __init__(self):
        super().__init__()
        self.embed = st.nn.Embedding(5, 4)
        self.body = st.nn.ModuleList([st.nn.Linear(4, 4), st.nn.Tanh()])
        self.head = st.nn.Linear(4, 5, bias=False)
        self.head.weight = self.embed.weight
        self.body[0].bias.requires_grad_(False)
        self.register_buffer("scale", st.tensor(0.5))

    def forward(self, tokens):
        x = self.embed(tokens)
        for layer in self.body:
            x = layer(x)
        return self.head(x * self.scale)


def test_a_whole_module_round_trips_with_weights_only_false(tmp_path):
    model = TiedNet()
    st.save(model, tmp_path / "model.pt")
    back = st.load(tmp_path / "model.pt", weights_only=False)
    tokens = st.tensor([[0, 3, 4]])
    assert type(back) is TiedNet and repr(back) == repr(model)
    assert st.equal(back(tokens), model(tokens))
    assert back.head.weight is back.embed.weight and type(back.embed.weight) is st.nn.Parameter
    assert not back.body[0].bias.requires_grad and back.body[0].weight.requires_grad
    assert [n for n, _ in back.named_buffers()] == ["scale"] and back.scale.item() == 0.5
    back(tokens).sum().backward()   # it trains: its parameters are leaves of its own
    assert back.embed.weight.grad is not None and model.embed.weight.grad is None
    assert st.equal(st.load(tmp_path / "model.pt", map_location="cpu", weights_only=False)(tokens), model(tokens))


def test_weights_only_loads_refuse_an_object_unless_its_globals_are_allowed(tmp_path):
    model = TiedNet()
    st.save(model, tmp_path / "model.pt")
    for weights_only in (True, None):
        with pytest.raises(pickle.UnpicklingError,
                           match=r"TiedNet.*add_safe_globals.*weights_only=False.*state_dict"):
            st.load(tmp_path / "model.pt", weights_only=weights_only)
    with pytest.raises(pickle.UnpicklingError, match="simple_torch.nn.sparse.Embedding"):
        with st.serialization.safe_globals([TiedNet]):
            st.load(tmp_path / "model.pt")
    with st.serialization.safe_globals([TiedNet, st.nn.Embedding, st.nn.ModuleList, st.nn.Linear, st.nn.Tanh]):
        back = st.load(tmp_path / "model.pt")
    assert st.equal(back(st.tensor([1, 2])), model(st.tensor([1, 2])))
    assert st.serialization.get_safe_globals() == []
    # PyTorch refuses the same way, with the same exception
    torch_model = torch.nn.Sequential(torch.nn.Linear(2, 2))
    torch.save(torch_model, tmp_path / "theirs.pt")
    with pytest.raises(pickle.UnpicklingError, match="weights_only"):
        torch.load(tmp_path / "theirs.pt")
    # plain structures with a set are built by default, as PyTorch's weights-only unpickler builds sets
    st.save({"classes": {1, 2}, "w": st.ones(2)}, tmp_path / "set.pt")
    loaded = st.load(tmp_path / "set.pt")
    assert loaded["classes"] == {1, 2} and loaded["w"].tolist() == [1.0, 1.0]


class Payload:
    """Unpickled, it writes the marker file: what an attacker's __reduce__ does."""

    def __init__(self, marker):
        self.marker = str(marker)

    def __reduce__(self):
        return exec, (f"open({self.marker!r}, 'w').write('pwned')",)


def _crafted(path, skeleton: bytes) -> None:
    from safetensors.torch import save_file
    save_file({"tensor.0": torch.ones(1)}, path, metadata={"simple_torch.pickle": base64.b64encode(skeleton).decode()})


def test_a_crafted_skeleton_that_runs_code_is_refused_by_default(tmp_path):
    marker, path = tmp_path / "pwned", tmp_path / "crafted.pt"
    _crafted(path, pickle.dumps(Payload(marker), protocol=2))
    with pytest.raises(pickle.UnpicklingError, match="__builtin__.exec"):
        st.load(path)
    with pytest.raises(pickle.UnpicklingError, match="__builtin__.exec"):
        with st.serialization.safe_globals([TiedNet, st.nn.Linear]):
            st.load(path)
    assert not marker.exists()
    st.load(path, weights_only=False)   # the caller's statement that they trust it: it runs, as PyTorch's would
    assert marker.read_text() == "pwned"


class _DanglingReference(pickle.Pickler):
    """Pickles a list whose one item refers to a tensor the file does not hold."""

    def persistent_id(self, obj):
        return ("tensor.9", "tensor", False) if obj == "dangling" else None


def test_malformed_skeletons_are_invalid_arguments(tmp_path):
    buffer = io.BytesIO()
    _DanglingReference(buffer, protocol=2).dump(["dangling"])
    _crafted(tmp_path / "dangling.pt", buffer.getvalue())
    with pytest.raises(st.InvalidArgumentError, match="refers to the tensor .*tensor.9.*which the file does not hold"):
        st.load(tmp_path / "dangling.pt")
    from safetensors.torch import save_file
    save_file({"tensor.0": torch.ones(1)}, tmp_path / "bad.pt", metadata={"simple_torch.pickle": "not base64!"})
    with pytest.raises(st.InvalidArgumentError, match="not base64"):
        st.load(tmp_path / "bad.pt")


# -- st.jit.trace ----------------------------------------------------------------------------------------------------
def _nets():
    mine = st.nn.Sequential(st.nn.Conv2d(1, 2, 3), st.nn.ReLU(), st.nn.Flatten(), st.nn.Linear(8, 3))
    theirs = torch.nn.Sequential(torch.nn.Conv2d(1, 2, 3), torch.nn.ReLU(), torch.nn.Flatten(), torch.nn.Linear(8, 3))
    mine.load_state_dict({k: st.tensor(v.detach().numpy()) for k, v in theirs.state_dict().items()})
    return mine, theirs


def test_traced_module_gives_what_torch_jit_trace_gives():
    mine, theirs = _nets()
    example = np.random.default_rng(4).normal(size=(1, 1, 4, 4)).astype(np.float32)
    traced = st.jit.trace(mine, st.tensor(example))
    reference = torch.jit.trace(theirs, torch.tensor(example))
    assert repr(traced) == repr(reference)
    assert list(traced.state_dict()) == list(reference.state_dict())
    other = np.random.default_rng(5).normal(size=(3, 1, 4, 4)).astype(np.float32)   # another batch size
    x_mine, x_theirs = st.tensor(other, requires_grad=True), torch.tensor(other, requires_grad=True)
    got, want = traced(x_mine), reference(x_theirs)
    _same(got, want, 1e-5, 1e-6)
    got.sum().backward()
    want.sum().backward()
    _same(x_mine.grad, x_theirs.grad, 1e-5, 1e-6)
    _same(traced.state_dict()["3.weight"], theirs[3].weight, 1e-6, 1e-7)
    _same(mine[3].weight.grad, theirs[3].weight.grad, 1e-5, 1e-6)
    assert traced.eval() is traced and not mine.training and not mine[0].training   # one model, shared
    for what in ("graph", "code"):
        with pytest.raises(st.UnsupportedError, match="records no graph"):
            getattr(traced, what)
    with pytest.raises(st.UnsupportedError, match="state_dict"):
        traced.save("model.pt")


def test_traced_function_and_the_arguments_torch_checks():
    def scaled(x, y):
        return x * 2 + y

    function = st.jit.trace(scaled, (st.ones(2), st.ones(2)))
    assert function.name == torch.jit.trace(scaled, (torch.ones(2), torch.ones(2))).name == "scaled"
    assert function(st.tensor([1.0, 2.0]), st.tensor([0.5, 0.5])).tolist() == [2.5, 4.5]
    with pytest.raises(st.UnsupportedError, match="records no graph"):
        function.save("f.pt")
    with pytest.raises(RuntimeError, match="example_kwarg_inputs or example_inputs must be provided"):
        st.jit.trace(scaled)
    with pytest.raises(TypeError):   # the example run fails as the traced code would: at trace time
        st.jit.trace(scaled, st.ones(2))
    with pytest.warns(UserWarning, match="no-op"):
        assert st.jit.trace(function, st.ones(2)) is function
