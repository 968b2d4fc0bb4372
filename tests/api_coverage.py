"""The 299 APIs of docs/api-usage.md (PyTorch APIs ranked by use in 16 public code bases), each with a probe that
does what the API does in Tier 3 and the C functions that do the same job through the ABI.

    SIMPLE_TORCH_BACKEND=numpy python -m tests.api_coverage           # every probe, as JSON: rank -> null or why it failed
    python -m tests.api_coverage --figures                             # the two figures, on the backend of the environment

A probe is a function of a module `m`: it runs once with `m = torch` (the reference) and once with
`m = simple_torch`, and passes when the two results agree (tensors: dtype, shape and values to 1e-4; other
values as they are; module reprs as text). Probes that draw random numbers return what the seed cannot change
(shape, dtype, range); modules get fixed weights (`_fixed`) so that both sides compute the same numbers.

The C column (`c`) names the rt_torch_* functions a C program calls for the same job, or None. The rule
(docs/python-api.md, "Coverage of the ranked APIs"): an API counts in C when those functions compute its
result: one call (`nn.Linear` -> rt_torch_nn_linear), or the calls PyTorch's own Python composes it from,
made in the same order by a C program (`nn.LSTM` -> rt_torch_nn_lstm_cell per step and layer, `nn.Module`
-> the parameter tensors it holds: rt_torch_tensor_set_requires_grad). APIs that are only Python
conveniences (a Dataset subclass, `nn.ModuleList`) count by the functions behind the job they do. An API
whose job needs a computation the ABI has no function for (an FFT, a sparse product, a data loader's order)
is None, even when Tier 3 composes it in Python.
"""

from __future__ import annotations

import json
import math
import os
import socket
import sys
import tempfile
from dataclasses import dataclass
from typing import Any, Callable

import numpy as np


@dataclass(frozen=True)
class Probe:
    api: str                                   # the API column of docs/api-usage.md
    run: Callable[[Any], Any]                  # a function of the module (torch or simple_torch)
    c: tuple[str, ...] | None                  # the C functions doing the same job, or None


# ---------------------------------------------------------------------------------------------------- inputs

def _x(m):
    return m.tensor([[0.5, -1.25, 2.0], [3.5, -0.75, 1.0]])


def _y(m):
    return m.tensor([[1.5, -1.25, 0.25], [2.0, 4.0, -3.0]])


def _ramp(m, *shape):
    """Deterministic values in [-1, 1] of the given shape."""
    n = math.prod(shape)
    return m.linspace(-1.0, 1.0, n).reshape(*shape)


def _fixed(module, m):
    """The module with every parameter set to a ramp: the same weights on both sides."""
    with m.no_grad():
        for _, p in sorted(module.named_parameters()):
            p.copy_(m.linspace(-0.5, 0.5, p.numel()).reshape(p.shape))
    return module


def _grad_of(m, f, x):
    x = x.clone().requires_grad_(True)
    f(x).sum().backward()
    return x.grad


def _tmp(name):
    return os.path.join(tempfile.mkdtemp(), name)


def _free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


# ------------------------------------------------------------------------------------------- probes with bodies

def _module_subclass(m):
    class Net(m.nn.Module):
        def __init__(self):
            super().__init__()
            self.fc = m.nn.Linear(3, 2)

        def forward(self, x):
            return self.fc(x).relu()
    net = _fixed(Net(), m)
    return net(_x(m)), [n for n, _ in net.named_parameters()], repr(net)


def _item_assignment(m):
    x = _x(m)
    x[0, 1] = 9.0
    x[1] = m.tensor([1.0, 2.0, 3.0])
    x[:, 2] += 1
    return x


def _load_state_dict(m):
    a, b = _fixed(m.nn.Linear(3, 2), m), m.nn.Linear(3, 2)
    b.load_state_dict(a.state_dict())
    return b(_x(m))


def _backward(m):
    w = _x(m).requires_grad_(True)
    (w * w).sum().backward()
    return w.grad


def _zero_grad(m):
    lin = _fixed(m.nn.Linear(3, 2), m)
    opt = m.optim.SGD(lin.parameters(), lr=0.1)
    lin(_x(m)).sum().backward()
    opt.zero_grad()
    return lin.weight.grad


def _cross_entropy(m):
    logits = _ramp(m, 4, 5)
    target = m.tensor([0, 4, 2, 1])
    return m.nn.functional.cross_entropy(logits, target), m.nn.CrossEntropyLoss()(logits, target)


def _register_buffer(m):
    class WithBuffer(m.nn.Module):
        def __init__(self):
            super().__init__()
            self.register_buffer("mask", m.ones(2, 2).tril())

        def forward(self, x):
            return x * self.mask
    module = WithBuffer()
    return module(_ramp(m, 2, 2)), list(module.state_dict())


def _optim_step(m, make):
    lin = _fixed(m.nn.Linear(3, 2), m)
    opt = make(m, lin.parameters())
    for _ in range(3):
        opt.zero_grad()
        ((lin(_x(m)) - 1) ** 2).mean().backward()
        opt.step()
    return lin.weight, lin.bias


def _dataloader(m):
    data = m.utils.data.TensorDataset(_ramp(m, 10, 2), m.arange(10))
    return [batch for batch in m.utils.data.DataLoader(data, batch_size=4)]


def _state_dict(m):
    seq = _fixed(m.nn.Sequential(m.nn.Linear(3, 2), m.nn.BatchNorm1d(2)), m)
    return {k: v for k, v in seq.state_dict().items()}


def _grad(m):
    x = _x(m).requires_grad_(True)
    (x.exp()).sum().backward()
    return x.grad


def _optimizer_step(m):
    return _optim_step(m, lambda m, p: m.optim.SGD(p, lr=0.1, momentum=0.9))


def _torch_load(m):
    path = _tmp("t.pt")
    m.save({"w": _x(m), "b": m.arange(3)}, path)
    return m.load(path)


def _module_list(m):
    layers = m.nn.ModuleList([m.nn.Linear(3, 3) for _ in range(2)])
    for layer in layers:
        _fixed(layer, m)
    x = _x(m)
    for layer in layers:
        x = layer(x)
    return x, len(layers), repr(layers)


def _normal(m):
    m.manual_seed(0)
    a = m.normal(2.0, 0.5, size=(1000,))
    b = m.empty(1000).normal_(mean=-1.0, std=2.0)
    return a.shape, bool(abs(a.mean() - 2.0) < 0.1), bool(abs(b.mean() + 1.0) < 0.3)


def _torch_save(m):
    path = _tmp("m.pt")
    lin = _fixed(m.nn.Linear(3, 2), m)
    m.save(lin.state_dict(), path)
    other = m.nn.Linear(3, 2)
    other.load_state_dict(m.load(path))
    return other(_x(m))


def _param_groups(m):
    lin = m.nn.Linear(3, 2)
    opt = m.optim.SGD(lin.parameters(), lr=0.1)
    for group in opt.param_groups:
        group["lr"] = 0.05
    return [g["lr"] for g in opt.param_groups], len(opt.param_groups[0]["params"])


def _dataset_subclass(m):
    class Squares(m.utils.data.Dataset):
        def __len__(self):
            return 5

        def __getitem__(self, i):
            return m.tensor([float(i)]), m.tensor(i * i)
    return list(m.utils.data.DataLoader(Squares(), batch_size=2))


def _clip_grad_norm(m):
    lin = _fixed(m.nn.Linear(3, 2), m)
    (lin(_x(m)) * 10).sum().backward()
    total = m.nn.utils.clip_grad_norm_(lin.parameters(), 1.0)
    return total, lin.weight.grad


def _dist(m, body):
    m.distributed.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{_free_port()}", world_size=1, rank=0)
    try:
        return body(m)
    finally:
        m.distributed.destroy_process_group()


def _dist_basics(m):
    return _dist(m, lambda m: (m.distributed.is_initialized(), m.distributed.get_rank(), m.distributed.get_world_size()))


def _all_reduce(m):
    def body(m):
        t = _x(m)
        m.distributed.all_reduce(t, op=m.distributed.ReduceOp.SUM)
        return t
    return _dist(m, body)


def _ddp(m):
    def body(m):
        model = m.nn.parallel.DistributedDataParallel(_fixed(m.nn.Linear(3, 2), m))
        model(_x(m)).sum().backward()
        return model.module.weight.grad
    return _dist(m, body)


def _autocast(m):
    lin = _fixed(m.nn.Linear(3, 2), m)
    with m.autocast(device_type="cpu", dtype=m.bfloat16):
        out = lin(_x(m))
    return out.dtype, out.float()


def _sampler(m):
    data = m.utils.data.TensorDataset(m.arange(10))
    sampler = m.utils.data.SequentialSampler(data)
    batches = m.utils.data.BatchSampler(sampler, batch_size=3, drop_last=True)
    return list(batches), list(m.utils.data.DataLoader(data, sampler=sampler, batch_size=4))


def _module_dict(m):
    heads = m.nn.ModuleDict({"a": m.nn.Linear(3, 1), "b": m.nn.Linear(3, 2)})
    for head in heads.values():
        _fixed(head, m)
    return {k: v(_x(m)) for k, v in heads.items()}, repr(heads)


def _jit(m):
    lin = _fixed(m.nn.Linear(3, 2), m)
    traced = m.jit.trace(lin, _x(m))
    return traced(_y(m))


def _cross_entropy_options(m):
    logits = _ramp(m, 4, 5)
    target = m.tensor([0, 4, -100, 1])
    return m.nn.functional.cross_entropy(logits, target, weight=m.tensor([1.0, 2.0, 1.0, 0.5, 1.0]), ignore_index=-100)


def _lr_scheduler(m):
    lin = m.nn.Linear(3, 2)
    opt = m.optim.SGD(lin.parameters(), lr=1.0)
    sched = m.optim.lr_scheduler.StepLR(opt, step_size=2, gamma=0.5)
    lrs = []
    for _ in range(5):
        opt.step()
        sched.step()
        lrs.append(sched.get_last_lr()[0])
    return lrs


def _grad_scaler(m):
    scaler = m.amp.GradScaler("cpu", init_scale=4.0)
    lin = _fixed(m.nn.Linear(3, 2), m)
    opt = m.optim.SGD(lin.parameters(), lr=0.1)
    scaler.scale(lin(_x(m)).sum()).backward()
    scaler.step(opt)
    scaler.update()
    return lin.weight, scaler.get_scale()


def _forward_hook(m):
    lin = _fixed(m.nn.Linear(3, 2), m)
    seen = []
    handle = lin.register_forward_hook(lambda module, inputs, output: seen.append(output.sum()))
    lin(_x(m))
    handle.remove()
    lin(_x(m))
    return seen


def _enable_grad(m):
    x = _x(m).requires_grad_(True)
    with m.no_grad():
        with m.enable_grad():
            a = (x * 2).requires_grad
        with m.set_grad_enabled(False):
            b = (x * 2).requires_grad
    return a, b


def _optimizer_state(m):
    lin = _fixed(m.nn.Linear(3, 2), m)
    opt = m.optim.Adam(lin.parameters(), lr=0.1)
    lin(_x(m)).sum().backward()
    opt.step()
    other = m.optim.Adam(lin.parameters(), lr=0.5)
    other.load_state_dict(opt.state_dict())
    state = other.state_dict()
    return state["param_groups"][0]["lr"], [state["state"][i]["exp_avg"] for i in sorted(state["state"])]


def _lstm(m):
    lstm = _fixed(m.nn.LSTM(3, 4, num_layers=2, batch_first=True), m)
    out, (h, c) = lstm(_ramp(m, 2, 5, 3))
    return out, h, c


def _autograd_grad(m):
    x = _x(m).requires_grad_(True)
    (g,) = m.autograd.grad((x ** 3).sum(), x)
    return g


def _custom_function(m):
    class Cube(m.autograd.Function):
        @staticmethod
        def forward(ctx, x):
            ctx.save_for_backward(x)
            return x ** 3

        @staticmethod
        def backward(ctx, grad):
            (x,) = ctx.saved_tensors
            return 3 * x ** 2 * grad
    x = _x(m).requires_grad_(True)
    Cube.apply(x).sum().backward()
    return x.grad


def _compile(m):
    lin = _fixed(m.nn.Linear(3, 2), m)
    return m.compile(lin, backend="eager")(_x(m))


def _cuda_sync(m):
    if m.cuda.is_available():
        m.cuda.synchronize()
    return m.cuda.is_available()


def _sdpa(m):
    q, k, v = _ramp(m, 1, 2, 4, 3), _ramp(m, 1, 2, 4, 3).flip(-1), _ramp(m, 1, 2, 4, 3) * 2
    return m.nn.functional.scaled_dot_product_attention(q, k, v, is_causal=True)


def _data_parallel(m):
    model = m.nn.DataParallel(_fixed(m.nn.Linear(3, 2), m))
    return model(_x(m)), type(model.module).__name__


def _mha(m):
    mha = _fixed(m.nn.MultiheadAttention(4, 2, batch_first=True), m)
    x = _ramp(m, 2, 3, 4)
    out, weights = mha(x, x, x)
    return out, weights


def _fsdp(m):
    """PyTorch's FSDP wraps a module only where an accelerator is (on the CPU it raises "FSDP needs a
    non-CPU accelerator device"): what a CPU program can use is the module path and its options."""
    from importlib import import_module
    fsdp = import_module(f"{m.__name__}.distributed.fsdp")
    return fsdp.ShardingStrategy.FULL_SHARD.name, fsdp.FullyShardedDataParallel.__name__


def _retain_graph(m):
    x = _x(m).requires_grad_(True)
    y = (x * x).sum()
    y.backward(retain_graph=True)
    y.backward()
    return x.grad


def _checkpoint(m):
    lin = _fixed(m.nn.Linear(3, 3), m)
    x = _x(m).requires_grad_(True)
    m.utils.checkpoint.checkpoint(lambda t: lin(t).tanh(), x, use_reentrant=False).sum().backward()
    return x.grad, lin.weight.grad


def _rnn(m, cls):
    rnn = _fixed(cls(3, 4), m)
    out, h = rnn(_ramp(m, 5, 2, 3))
    return out, h


def _safetensors(m):
    path = _tmp("w.safetensors")
    tensors = {"w": _x(m), "n": m.arange(4)}
    if m.__name__ == "torch":
        from safetensors.torch import load_file, save_file
        save_file(tensors, path)
        return load_file(path)
    m.save(tensors, path)   # st.save writes a safetensors file; st.load reads any
    return m.load(path)


def _tensor_hook(m):
    x = _x(m).requires_grad_(True)
    x.register_hook(lambda g: g * 2)
    (x * 3).sum().backward()
    return x.grad


def _random_split(m):
    data = m.utils.data.TensorDataset(m.arange(10))
    parts = m.utils.data.random_split(data, [7, 3], generator=m.Generator().manual_seed(0))
    subset = m.utils.data.Subset(data, [1, 3])
    return [len(p) for p in parts], sorted(int(i) for p in parts for i in p.indices), [subset[i] for i in range(2)]


def _fft(m):
    x = _ramp(m, 8)
    return m.fft.rfft(x).abs(), m.fft.irfft(m.fft.rfft(x), n=8)


def _onnx(m):
    """torch.onnx.export needs the onnxscript package, which this environment lacks (PyTorch raises
    ModuleNotFoundError): what runs everywhere is importing the module and asking whether an export is on."""
    from importlib import import_module
    onnx = import_module(f"{m.__name__}.onnx")
    return callable(onnx.export), onnx.is_in_onnx_export()


def _parameter_list(m):
    params = m.nn.ParameterList([m.nn.Parameter(_ramp(m, 2)), m.nn.Parameter(_ramp(m, 3))])
    return [p.sum() for p in params], len(params)


def _create_graph(m):
    x = _x(m).requires_grad_(True)
    (g,) = m.autograd.grad((x ** 3).sum(), x, create_graph=True)
    (gg,) = m.autograd.grad(g.sum(), x)
    return gg


def _transformer_layer(m, encoder):
    layer = _fixed(m.nn.TransformerEncoderLayer(4, 2, dim_feedforward=8, dropout=0.0, batch_first=True), m)
    model = m.nn.TransformerEncoder(layer, num_layers=2, enable_nested_tensor=False) if encoder else layer
    return _fixed(model, m)(_ramp(m, 2, 3, 4))


def _decoder_layer(m):
    layer = _fixed(m.nn.TransformerDecoderLayer(4, 2, dim_feedforward=8, dropout=0.0, batch_first=True), m)
    return layer(_ramp(m, 2, 3, 4), _ramp(m, 2, 5, 4).flip(1))


def _grad_fn(m):
    y = _x(m).requires_grad_(True) * 2
    return y.grad_fn is not None, _x(m).grad_fn is None


def _max_with_indices(m):
    values, indices = _x(m).max(dim=1)
    return values, indices, m.min(_x(m), 0).indices


def _eig(m):
    s = m.tensor([[4.0, 1.0, 0.5], [1.0, 3.0, 0.25], [0.5, 0.25, 2.0]])
    return m.linalg.eigh(s).eigenvalues, m.linalg.eigvalsh(s)


def _svd(m):
    return m.linalg.svd(_x(m), full_matrices=False).S, m.linalg.svdvals(_x(m))


def _qr(m):
    q, r = m.linalg.qr(_x(m).T)
    return (q @ r), r.abs()


def _losses_misc(m):
    a, b = _ramp(m, 4, 3), _ramp(m, 4, 3).flip(0)
    return (m.nn.functional.cosine_embedding_loss(a, b, m.tensor([1, -1, 1, -1])),
            m.nn.functional.margin_ranking_loss(a[:, 0], b[:, 0], m.tensor([1.0, -1.0, 1.0, -1.0])),
            m.nn.functional.triplet_margin_loss(a, b, a * 0.5))


def _ctc(m):
    log_probs = _ramp(m, 6, 2, 4).log_softmax(2)
    targets = m.tensor([[1, 2], [3, 1]])
    return m.nn.functional.ctc_loss(log_probs, targets, m.tensor([6, 5]), m.tensor([2, 2]))


F = "nn.functional"

# rank -> probe. `c` lists the C functions for the same job (see the module docstring for the rule).
PROBES: dict[int, Probe] = {
    1: Probe("basic slicing x[a:b, None, ...]", lambda m: (_x(m)[0:1, None, ...], _x(m)[:, ::2], _x(m)[-1]),
             ("rt_torch_tensor_slice", "rt_torch_tensor_unsqueeze", "rt_torch_tensor_index")),
    2: Probe(".to(device)/.cuda()/.cpu()", lambda m: (_x(m).to("cpu"), _x(m).cpu(), _x(m).to(m.device("cpu")).device),
             ("rt_torch_tensor_to_device", "rt_torch_tensor_cpu", "rt_torch_tensor_cuda")),
    3: Probe("nn.Module", _module_subclass, ("rt_torch_tensor_set_requires_grad", "rt_torch_nn_linear")),
    4: Probe("nn.Linear", lambda m: _fixed(m.nn.Linear(3, 2), m)(_x(m)), ("rt_torch_nn_linear",)),
    5: Probe("torch.tensor", lambda m: (m.tensor([[1, 2], [3, 4]]), m.tensor(2.5), m.tensor([True, False])),
             ("rt_torch_tensor_from_data",)),
    6: Probe("torch.no_grad", lambda m: _no_grad(m), ("rt_torch_no_grad_begin", "rt_torch_no_grad_end")),
    7: Probe("torch.cuda.is_available", lambda m: isinstance(m.cuda.is_available(), bool), ("rt_torch_cuda_available",)),
    8: Probe("item assignment x[...] = v", _item_assignment, ("rt_torch_tensor_index_put", "rt_torch_tensor_copy_from")),
    9: Probe("torch.size / .size", lambda m: (_x(m).size(), _x(m).size(1), _x(m).shape), ("rt_torch_tensor_shape", "rt_torch_tensor_size")),
    10: Probe(".half()/.float16", lambda m: (_x(m).half(), _x(m).to(m.float16).dtype), ("rt_torch_tensor_to_dtype",)),
    11: Probe("torch.cat / .cat", lambda m: (m.cat([_x(m), _y(m)]), m.cat((_x(m), _y(m)), dim=1)), ("rt_torch_tensor_cat",)),
    12: Probe("torch.zeros", lambda m: (m.zeros(2, 3), m.zeros((2,), dtype=m.int64)), ("rt_torch_tensor_zeros", "rt_torch_tensor_zeros_options")),
    13: Probe("torch.mean / .mean", lambda m: (_x(m).mean(), m.mean(_x(m), dim=1, keepdim=True)), ("rt_torch_tensor_mean", "rt_torch_tensor_mean_dim")),
    14: Probe("torch.max / .max", lambda m: (_x(m).max(), m.max(_x(m), _y(m))), ("rt_torch_tensor_max", "rt_torch_tensor_maximum")),
    15: Probe(".requires_grad / requires_grad_", lambda m: (_x(m).requires_grad, _x(m).requires_grad_().requires_grad),
              ("rt_torch_tensor_requires_grad", "rt_torch_tensor_set_requires_grad")),
    16: Probe("torch.transpose / .transpose", lambda m: (_x(m).transpose(0, 1), m.transpose(_ramp(m, 2, 3, 4), 1, 2)), ("rt_torch_tensor_transpose",)),
    17: Probe(".detach()", lambda m: (_x(m).requires_grad_().detach().requires_grad,), ("rt_torch_tensor_detach",)),
    18: Probe("nn.Parameter", lambda m: (m.nn.Parameter(_x(m)).requires_grad, repr(m.nn.Parameter(m.ones(2)))),
              ("rt_torch_tensor_set_requires_grad",)),
    19: Probe("module.load_state_dict()", _load_state_dict, ("rt_torch_tensor_copy_from",)),
    20: Probe("torch.stack / .stack", lambda m: (m.stack([_x(m), _y(m)]), m.stack([_x(m), _y(m)], dim=2)), ("rt_torch_tensor_stack",)),
    21: Probe("torch.view / .view", lambda m: (_x(m).view(3, 2), _x(m).view(-1)), ("rt_torch_tensor_view",)),
    22: Probe(".float()/.long()/.to(dtype)", lambda m: (_x(m).long(), _x(m).long().float(), _x(m).to(m.float64)), ("rt_torch_tensor_to_dtype",)),
    23: Probe("torch.reshape / .reshape", lambda m: (_x(m).reshape(3, 2), m.reshape(_x(m), (-1,))), ("rt_torch_tensor_reshape",)),
    24: Probe("torch.sum / .sum", lambda m: (_x(m).sum(), m.sum(_x(m), dim=0), _x(m).sum(1, keepdim=True)), ("rt_torch_tensor_sum", "rt_torch_tensor_sum_dim")),
    25: Probe("torch.randn", lambda m: (m.randn(3, 4).shape, m.randn(2, dtype=m.float64).dtype), ("rt_torch_tensor_randn", "rt_torch_tensor_randn_options")),
    26: Probe(".backward()", _backward, ("rt_torch_tensor_backward",)),
    27: Probe("tensor-index x[idx_tensor] (advanced)", lambda m: (_x(m)[m.tensor([1, 0, 1])], _x(m)[:, m.tensor([2, 0])]), ("rt_torch_tensor_index",)),
    28: Probe("torch.from_numpy", lambda m: m.from_numpy(np.arange(6, dtype=np.float32).reshape(2, 3)), ("rt_torch_tensor_from_data",)),
    29: Probe("optimizer.zero_grad()", _zero_grad, ("rt_torch_optim_zero_grad",)),
    30: Probe("torch.unsqueeze / .unsqueeze", lambda m: (_x(m).unsqueeze(0), m.unsqueeze(_x(m), -1)), ("rt_torch_tensor_unsqueeze",)),
    31: Probe("nn.Sequential", lambda m: (_fixed(m.nn.Sequential(m.nn.Linear(3, 4), m.nn.ReLU(), m.nn.Linear(4, 2)), m)(_x(m)),
                                          repr(m.nn.Sequential(m.nn.Linear(3, 4), m.nn.ReLU()))),
              ("rt_torch_nn_linear", "rt_torch_relu")),
    32: Probe("torch.arange", lambda m: (m.arange(5), m.arange(1, 2, 0.25), m.arange(0, 6, 2, dtype=m.float32)), ("rt_torch_tensor_arange", "rt_torch_tensor_arange_options")),
    33: Probe("cross_entropy / CrossEntropyLoss", _cross_entropy, ("rt_torch_nn_cross_entropy",)),
    34: Probe("torch.ones", lambda m: (m.ones(2, 3), m.ones(2, dtype=m.int32)), ("rt_torch_tensor_ones", "rt_torch_tensor_ones_options")),
    35: Probe("module.register_buffer", _register_buffer, ("rt_torch_tensor_tril", "rt_torch_tensor_mul")),
    36: Probe("optim.Adam", lambda m: _optim_step(m, lambda m, p: m.optim.Adam(p, lr=0.1)), ("rt_torch_optim_adam", "rt_torch_optim_step")),
    37: Probe("torch.matmul / @", lambda m: (_x(m) @ _y(m).T, m.matmul(_ramp(m, 2, 2, 3), _ramp(m, 3, 4))), ("rt_torch_tensor_matmul",)),
    38: Probe("nn.Dropout", lambda m: (m.nn.Dropout(0.5).eval()(_x(m)), ((m.nn.Dropout(0.5)(m.ones(1000)) == 0).float().mean() - 0.5).abs() < 0.1),
              ("rt_torch_nn_dropout",)),
    39: Probe("torch.exp / .exp", lambda m: (_x(m).exp(), m.exp(_y(m))), ("rt_torch_tensor_exp",)),
    40: Probe("torch.clamp/.clamp/.clip", lambda m: (_x(m).clamp(-1, 1), m.clamp(_x(m), min=0.0), _x(m).clip(max=0.5)), ("rt_torch_tensor_clamp",)),
    41: Probe("torch.log / .log", lambda m: (_x(m).abs().log(), m.log(m.tensor([1.0, 0.0]))), ("rt_torch_tensor_log",)),
    42: Probe("torch.argmax / .argmax", lambda m: (_x(m).argmax(), m.argmax(_x(m), dim=1, keepdim=True)), ("rt_torch_tensor_argmax", "rt_torch_tensor_argmax_dim")),
    43: Probe("F.softmax", lambda m: (m.nn.functional.softmax(_x(m), dim=-1), m.softmax(_x(m), 0)), ("rt_torch_softmax",)),
    44: Probe("torch.zeros_like", lambda m: (m.zeros_like(_x(m)), m.zeros_like(_x(m), dtype=m.int64)), ("rt_torch_tensor_zeros_like",)),
    45: Probe("DataLoader", _dataloader, ("rt_torch_data_loader_new", "rt_torch_data_loader_next")),
    46: Probe("module.state_dict()", _state_dict, ("rt_torch_safetensors_new", "rt_torch_safetensors_set")),
    47: Probe(".grad", _grad, ("rt_torch_tensor_grad",)),
    48: Probe("optimizer.step()", _optimizer_step, ("rt_torch_optim_sgd", "rt_torch_optim_step")),
    49: Probe("torch.device(...)", lambda m: (str(m.device("cpu")), m.device("cuda", 1).index, m.device("cpu").type), ("rt_torch_tensor_device", "rt_torch_default_device")),
    50: Probe("nn.init.*", lambda m: _init(m), ("rt_torch_tensor_uniform_", "rt_torch_tensor_normal_", "rt_torch_tensor_copy_from")),
    51: Probe("torch.manual_seed", lambda m: _same_after_seed(m), ("rt_torch_manual_seed",)),
    52: Probe("nn.ReLU", lambda m: (m.nn.ReLU()(_x(m)), repr(m.nn.ReLU(inplace=True))), ("rt_torch_relu",)),
    53: Probe("torch.load", _torch_load, ("rt_torch_safetensors_load", "rt_torch_safetensors_get")),
    54: Probe("torch.permute / .permute", lambda m: (_ramp(m, 2, 3, 4).permute(2, 0, 1), m.permute(_x(m), (1, 0))), ("rt_torch_tensor_permute",)),
    55: Probe("torch.contiguous / .contiguous", lambda m: (_x(m).T.contiguous(), _x(m).T.is_contiguous(), _x(m).T.contiguous().is_contiguous()),
              ("rt_torch_tensor_contiguous", "rt_torch_tensor_is_contiguous")),
    56: Probe(".add_/.mul_/.sub_/.div_ (in-place)", lambda m: _x(m).add_(1).mul_(2).sub_(_y(m)).div_(4).add_(_y(m), alpha=0.5),
              ("rt_torch_tensor_add", "rt_torch_tensor_mul", "rt_torch_tensor_sub", "rt_torch_tensor_div", "rt_torch_tensor_copy_from")),
    57: Probe("nn.ModuleList", _module_list, ("rt_torch_nn_linear",)),
    58: Probe("optim.AdamW", lambda m: _optim_step(m, lambda m, p: m.optim.AdamW(p, lr=0.1, weight_decay=0.1)), ("rt_torch_optim_adamw", "rt_torch_optim_step")),
    59: Probe("torch.all / .all", lambda m: ((_x(m) > -2).all(), m.all(_x(m) > 0, dim=1)), ("rt_torch_tensor_all", "rt_torch_tensor_all_dim")),
    60: Probe("torch.normal / .normal_", _normal, ("rt_torch_tensor_normal_",)),
    61: Probe("torch.repeat / .repeat", lambda m: (_x(m).repeat(2, 1), _x(m).repeat(1, 2, 2)), ("rt_torch_tensor_repeat",)),
    62: Probe("torch.min / .min", lambda m: (_x(m).min(), m.min(_x(m), _y(m))), ("rt_torch_tensor_min", "rt_torch_tensor_minimum")),
    63: Probe("torch.abs / .abs", lambda m: (_x(m).abs(), m.abs(_y(m))), ("rt_torch_tensor_abs",)),
    64: Probe("nn.LayerNorm", lambda m: _fixed(m.nn.LayerNorm(3), m)(_x(m)), ("rt_torch_nn_layer_norm",)),
    65: Probe("torch.topk / .topk", lambda m: tuple(m.topk(_x(m), 2, dim=1)) + tuple(_x(m).topk(1, dim=0, largest=False)), ("rt_torch_tensor_topk",)),
    66: Probe("torch.where(c,x,y)", lambda m: (m.where(_x(m) > 0, _x(m), _y(m)), m.where(_x(m) > 0, _x(m), 0.0)), ("rt_torch_tensor_where",)),
    67: Probe("torch.ones_like", lambda m: m.ones_like(_x(m)), ("rt_torch_tensor_ones_like",)),
    68: Probe("torch.save", _torch_save, ("rt_torch_safetensors_new", "rt_torch_safetensors_set", "rt_torch_safetensors_save")),
    69: Probe("torch.randint", lambda m: (m.randint(0, 5, (100,)).shape, m.randint(3, (10,)).dtype, int(m.randint(2, 5, (50,)).min()) >= 2),
              ("rt_torch_tensor_randint",)),
    70: Probe("nn.Conv2d", lambda m: _fixed(m.nn.Conv2d(2, 3, 3, padding=1), m)(_ramp(m, 1, 2, 5, 5)), ("rt_torch_nn_conv2d",)),
    71: Probe("torch.flatten / .flatten", lambda m: (_ramp(m, 2, 3, 4).flatten(), m.flatten(_ramp(m, 2, 3, 4), 1)), ("rt_torch_tensor_flatten",)),
    72: Probe("torch.squeeze / .squeeze", lambda m: (_ramp(m, 1, 3, 1).squeeze(), m.squeeze(_ramp(m, 1, 3, 1), 0)), ("rt_torch_tensor_squeeze", "rt_torch_tensor_squeeze_dim")),
    73: Probe("torch.rand", lambda m: (m.rand(3, 4).shape, bool(((m.rand(100) >= 0) & (m.rand(100) < 1)).all())), ("rt_torch_tensor_rand", "rt_torch_tensor_rand_options")),
    74: Probe("nn.Embedding", lambda m: _fixed(m.nn.Embedding(5, 3), m)(m.tensor([[0, 4], [2, 2]])), ("rt_torch_nn_embedding",)),
    75: Probe("mse_loss / MSELoss", lambda m: (m.nn.functional.mse_loss(_x(m), _y(m)), m.nn.MSELoss(reduction="sum")(_x(m), _y(m))), ("rt_torch_nn_mse_loss",)),
    76: Probe("torch.empty", lambda m: (m.empty(2, 3).shape, m.empty(2, dtype=m.int64).dtype), ("rt_torch_tensor_empty", "rt_torch_tensor_empty_options")),
    77: Probe(".masked_fill", lambda m: (_x(m).masked_fill(_x(m) < 0, 0.0), _x(m).masked_fill_(_x(m) > 1, float("-inf"))), ("rt_torch_tensor_masked_fill",)),
    78: Probe("optimizer.param_groups", _param_groups, ("rt_torch_optim_set_option", "rt_torch_optim_get_option", "rt_torch_optim_param_group_count")),
    79: Probe("torch.sigmoid / .sigmoid", lambda m: (_x(m).sigmoid(), m.sigmoid(_y(m))), ("rt_torch_sigmoid",)),
    80: Probe("Dataset subclass", _dataset_subclass, None),
    81: Probe("nn.GELU", lambda m: (m.nn.GELU()(_x(m)), m.nn.GELU(approximate="tanh")(_x(m))), ("rt_torch_gelu", "rt_torch_gelu_tanh")),
    82: Probe(".T / .mT", lambda m: (_x(m).T, _ramp(m, 2, 3, 4).mT), ("rt_torch_tensor_t", "rt_torch_tensor_transpose")),
    83: Probe("torch.split / .split", lambda m: (_ramp(m, 5, 2).split(2), m.split(_ramp(m, 5, 2), [1, 4])), ("rt_torch_tensor_split", "rt_torch_tensor_split_sizes")),
    84: Probe("clip_grad_norm_", _clip_grad_norm, ("rt_torch_nn_clip_grad_norm",)),
    85: Probe("torch.full", lambda m: (m.full((2, 3), 1.5), m.full((2,), 7)), ("rt_torch_tensor_full", "rt_torch_tensor_full_options")),
    86: Probe("torch.sqrt / .sqrt", lambda m: (_x(m).abs().sqrt(), m.sqrt(m.tensor([4.0, -1.0]))), ("rt_torch_tensor_sqrt",)),
    87: Probe(".gather", lambda m: (_x(m).gather(1, m.tensor([[0, 0], [2, 1]])), m.gather(_x(m), 0, m.tensor([[1, 0, 1]]))), ("rt_torch_tensor_gather",)),
    88: Probe("torch.cos / .cos", lambda m: (_x(m).cos(), m.cos(_y(m))), ("rt_torch_tensor_cos",)),
    89: Probe("torch.sin / .sin", lambda m: (_x(m).sin(), m.sin(_y(m))), ("rt_torch_tensor_sin",)),
    90: Probe("torch.tanh / .tanh", lambda m: (_x(m).tanh(), m.tanh(_y(m))), ("rt_torch_tanh",)),
    91: Probe("torch.distributed (dist.*)", _dist_basics, ("rt_torch_dist_init", "rt_torch_dist_rank", "rt_torch_dist_world_size", "rt_torch_dist_destroy")),
    92: Probe("optim.SGD", lambda m: _optim_step(m, lambda m, p: m.optim.SGD(p, lr=0.1, momentum=0.9, nesterov=True)), ("rt_torch_optim_sgd", "rt_torch_optim_step")),
    93: Probe("torch.norm / .norm", lambda m: (_x(m).norm(), m.norm(_x(m), dim=1), _x(m).norm(p=1)), ("rt_torch_tensor_norm",)),
    94: Probe("torch.expand / .expand", lambda m: (m.tensor([[1.0], [2.0]]).expand(2, 3), m.tensor([1.0, 2.0]).expand(3, -1)), ("rt_torch_tensor_expand",)),
    95: Probe("autocast", _autocast, ("rt_torch_autocast_enter", "rt_torch_autocast_exit", "rt_torch_nn_linear")),
    96: Probe("DistributedDataParallel", _ddp, ("rt_torch_dist_init", "rt_torch_dist_average_gradients")),
    97: Probe("torch.any / .any", lambda m: ((_x(m) > 3).any(), m.any(_x(m) > 3, dim=1)), ("rt_torch_tensor_any", "rt_torch_tensor_any_dim")),
    98: Probe("torch.chunk / .chunk", lambda m: (_ramp(m, 5, 2).chunk(2), m.chunk(_x(m), 3, dim=1)), ("rt_torch_tensor_chunk",)),
    99: Probe("torch.cumsum / .cumsum", lambda m: (_x(m).cumsum(1), m.cumsum(_x(m), dim=0)), ("rt_torch_tensor_cumsum",)),
    100: Probe("torch.std / .std", lambda m: (_x(m).std(), m.std(_x(m), dim=1), _x(m).std(unbiased=False)), ("rt_torch_tensor_std", "rt_torch_tensor_std_dim")),
    101: Probe("nn.Identity", lambda m: (m.nn.Identity()(_x(m)), repr(m.nn.Identity())), ("rt_torch_tensor_clone",)),
    102: Probe("DistributedSampler/samplers", _sampler, None),
    103: Probe("F.pad", lambda m: (m.nn.functional.pad(_x(m), (1, 2)), m.nn.functional.pad(_ramp(m, 1, 1, 2, 2), (1, 1, 1, 1), mode="reflect")), ("rt_torch_nn_pad",)),
    104: Probe("F.relu", lambda m: (m.nn.functional.relu(_x(m)), m.relu(_y(m))), ("rt_torch_relu",)),
    105: Probe("F.log_softmax", lambda m: m.nn.functional.log_softmax(_x(m), dim=1), ("rt_torch_log_softmax",)),
    106: Probe("F.interpolate", lambda m: (m.nn.functional.interpolate(_ramp(m, 1, 1, 2, 3), scale_factor=2, mode="nearest"),
                                           m.nn.functional.interpolate(_ramp(m, 1, 1, 2, 3), size=(4, 5), mode="bilinear", align_corners=False)),
               ("rt_torch_nn_interpolate",)),
    107: Probe("torch.flip / .flip", lambda m: (_x(m).flip(0), m.flip(_x(m), [0, 1])), ("rt_torch_tensor_flip",)),
    108: Probe(".nonzero", lambda m: ((_x(m) > 0).nonzero(), m.nonzero(_x(m) > 0, as_tuple=True)), ("rt_torch_tensor_nonzero",)),
    109: Probe("torch.pow / .pow", lambda m: (_x(m).pow(2), m.pow(_x(m).abs(), _y(m)), 2 ** _x(m)), ("rt_torch_tensor_pow", "rt_torch_tensor_pow_tensor")),
    110: Probe("torch.multinomial", lambda m: (m.multinomial(m.tensor([0.0, 1.0, 0.0]), 4, replacement=True), m.multinomial(m.tensor([[1.0, 0.0], [0.0, 1.0]]), 1)),
               ("rt_torch_tensor_multinomial",)),
    111: Probe("nn.ModuleDict", _module_dict, ("rt_torch_nn_linear",)),
    112: Probe("torch.randperm", lambda m: (m.randperm(10).sort().values, m.randperm(5).dtype), ("rt_torch_tensor_randperm",)),
    113: Probe("torch.sort / .sort", lambda m: tuple(_x(m).sort(dim=1)) + tuple(m.sort(_x(m), dim=0, descending=True)), ("rt_torch_tensor_sort",)),
    114: Probe("torch.full_like", lambda m: (m.full_like(_x(m), 2.5), m.full_like(_x(m), 3, dtype=m.int64)), ("rt_torch_tensor_full_like",)),
    115: Probe("torch.jit.* (script/trace)", _jit, None),
    116: Probe("nn.BatchNorm2d", lambda m: (_fixed(m.nn.BatchNorm2d(2), m)(_ramp(m, 2, 2, 3, 3)), _batchnorm_running(m)), ("rt_torch_nn_batch_norm",)),
    117: Probe("boolean-mask index x[mask]", lambda m: (_x(m)[_x(m) > 0], _x(m)[m.tensor([True, False])]), ("rt_torch_tensor_index",)),
    118: Probe("cross_entropy weight=/ignore_index=", _cross_entropy_options, ("rt_torch_nn_cross_entropy_ex",)),
    119: Probe("comparisons torch.eq/gt/lt/ne", lambda m: (m.eq(_x(m), _y(m)), _x(m) > 0, m.lt(_x(m), _y(m)), _x(m).ne(2.0)),
               ("rt_torch_tensor_eq", "rt_torch_tensor_gt_scalar", "rt_torch_tensor_lt", "rt_torch_tensor_ne_scalar")),
    120: Probe("torch.type_as / .type_as", lambda m: _x(m).type_as(m.tensor([1])), ("rt_torch_tensor_to_dtype",)),
    121: Probe("F.dropout", lambda m: (m.nn.functional.dropout(_x(m), 0.5, training=False), m.nn.functional.dropout(m.ones(4, 4), 0.0)), ("rt_torch_nn_dropout",)),
    122: Probe("lr_scheduler (any)", _lr_scheduler, ("rt_torch_lr_step", "rt_torch_lr_scheduler_step")),
    123: Probe("torch.linspace", lambda m: (m.linspace(0, 1, 5), m.linspace(-2, 2, 4, dtype=m.float64)), ("rt_torch_tensor_linspace", "rt_torch_tensor_linspace_options")),
    124: Probe("torch.repeat_interleave / .repeat_interleave", lambda m: (_x(m).repeat_interleave(2, dim=0), m.repeat_interleave(m.tensor([1, 2]), m.tensor([2, 3]))),
               ("rt_torch_tensor_repeat_interleave", "rt_torch_tensor_repeat_interleave_tensor")),
    125: Probe("GradScaler", _grad_scaler, ("rt_torch_grad_scaler_new", "rt_torch_grad_scaler_scale", "rt_torch_grad_scaler_step", "rt_torch_grad_scaler_update")),
    126: Probe("torch.argsort / .argsort", lambda m: (_x(m).argsort(dim=1), m.argsort(_x(m), dim=0, descending=True)), ("rt_torch_tensor_argsort",)),
    127: Probe("module.register_forward_hook / register_*_hook on module", _forward_hook, ("rt_torch_nn_linear",)),
    128: Probe("torch.unbind / .unbind", lambda m: (_x(m).unbind(), m.unbind(_x(m), 1)), ("rt_torch_tensor_index",)),
    129: Probe("torch.einsum", lambda m: (m.einsum("ij,kj->ik", _x(m), _y(m)), m.einsum("bij->bji", _ramp(m, 2, 3, 4))), ("rt_torch_tensor_einsum",)),
    130: Probe("torch.mm", lambda m: m.mm(_x(m), _y(m).T), ("rt_torch_tensor_matmul",)),
    131: Probe("torch.bmm", lambda m: m.bmm(_ramp(m, 2, 3, 4), _ramp(m, 2, 4, 2)), ("rt_torch_tensor_bmm",)),
    132: Probe("optim.RMSprop/Adagrad/others", lambda m: (_optim_step(m, lambda m, p: m.optim.RMSprop(p, lr=0.01)),
                                                         _optim_step(m, lambda m, p: m.optim.Adagrad(p, lr=0.1))),
               ("rt_torch_optim_rmsprop", "rt_torch_optim_adagrad", "rt_torch_optim_step")),
    133: Probe("torch.enable_grad / set_grad_enabled", _enable_grad, ("rt_torch_no_grad_begin", "rt_torch_no_grad_end", "rt_torch_is_grad_enabled")),
    134: Probe(".scatter_", lambda m: m.zeros(2, 3).scatter_(1, m.tensor([[2], [0]]), _x(m)), ("rt_torch_tensor_scatter",)),
    135: Probe("torch.expand_as / .expand_as", lambda m: m.tensor([1.0, 2.0, 3.0]).expand_as(_x(m)), ("rt_torch_tensor_expand",)),
    136: Probe("torch.maximum / .maximum", lambda m: (m.maximum(_x(m), _y(m)), _x(m).maximum(_y(m))), ("rt_torch_tensor_maximum",)),
    137: Probe("nn.Sigmoid", lambda m: m.nn.Sigmoid()(_x(m)), ("rt_torch_sigmoid",)),
    138: Probe("torch.floor / .floor", lambda m: (_x(m).floor(), m.floor(_y(m))), ("rt_torch_tensor_floor",)),
    139: Probe("F.one_hot", lambda m: (m.nn.functional.one_hot(m.tensor([0, 2, 1])), m.nn.functional.one_hot(m.tensor([1]), num_classes=4)), ("rt_torch_nn_one_hot",)),
    140: Probe(".bfloat16()/bfloat16", lambda m: (_x(m).bfloat16(), _x(m).to(m.bfloat16).float()), ("rt_torch_tensor_to_dtype",)),
    141: Probe("nn.MaxPool2d", lambda m: (m.nn.MaxPool2d(2)(_ramp(m, 1, 1, 4, 4)), m.nn.MaxPool2d(3, stride=2, padding=1)(_ramp(m, 1, 2, 5, 5))), ("rt_torch_nn_max_pool2d",)),
    142: Probe(".index_select", lambda m: (_x(m).index_select(1, m.tensor([2, 0])), m.index_select(_x(m), 0, m.tensor([1]))), ("rt_torch_tensor_index_select",)),
    143: Probe("optimizer.state_dict/load_state_dict", _optimizer_state, ("rt_torch_optim_get_state", "rt_torch_optim_set_state", "rt_torch_optim_state_count")),
    144: Probe("nn.LSTM", _lstm, ("rt_torch_nn_lstm_cell",)),
    145: Probe("torch.round / .round", lambda m: (_x(m).round(), m.round(m.tensor([1.2345, -2.5]), decimals=2)), ("rt_torch_tensor_round",)),
    146: Probe("nn.SiLU", lambda m: m.nn.SiLU()(_x(m)), ("rt_torch_silu",)),
    147: Probe("all_reduce", _all_reduce, ("rt_torch_dist_all_reduce",)),
    148: Probe("nn.LeakyReLU", lambda m: (m.nn.LeakyReLU()(_x(m)), m.nn.LeakyReLU(0.2)(_x(m))), ("rt_torch_leaky_relu",)),
    149: Probe("torch.linalg.norm / torch.norm", lambda m: (m.linalg.norm(_x(m)), m.linalg.norm(_x(m), ord=1, dim=1), m.linalg.vector_norm(_x(m), ord=3)), ("rt_torch_tensor_norm",)),
    150: Probe("torch.autograd.grad", _autograd_grad, ("rt_torch_autograd_grad",)),
    151: Probe("torch.unique / .unique", lambda m: (m.unique(m.tensor([3, 1, 3, 2])), m.tensor([2.5, 1.0, 2.5]).unique(return_counts=True)), ("rt_torch_tensor_unique",)),
    152: Probe("torch.eye", lambda m: (m.eye(3), m.eye(2, 3, dtype=m.int64)), ("rt_torch_tensor_eye", "rt_torch_tensor_eye_options")),
    153: Probe("nn.Conv1d", lambda m: _fixed(m.nn.Conv1d(2, 3, 3, padding=1), m)(_ramp(m, 1, 2, 6)), ("rt_torch_nn_conv1d",)),
    154: Probe("BCEWithLogitsLoss / bce_with_logits", lambda m: (m.nn.functional.binary_cross_entropy_with_logits(_x(m), (_y(m) > 0).float()),
                                                               m.nn.BCEWithLogitsLoss(pos_weight=m.tensor([1.0, 2.0, 3.0]))(_x(m), (_y(m) > 0).float())),
               ("rt_torch_nn_binary_cross_entropy_with_logits",)),
    155: Probe("nn.ConvTranspose2d", lambda m: _fixed(m.nn.ConvTranspose2d(2, 3, 4, 2, 1), m)(_ramp(m, 1, 2, 3, 3)), ("rt_torch_nn_conv_transpose2d",)),
    156: Probe("torch.isnan / .isnan", lambda m: (m.isnan(m.tensor([1.0, float("nan")])), _x(m).isnan()), ("rt_torch_tensor_isnan",)),
    157: Probe("nn.BatchNorm1d", lambda m: _fixed(m.nn.BatchNorm1d(3), m)(_ramp(m, 4, 3)), ("rt_torch_nn_batch_norm",)),
    158: Probe("F.gelu", lambda m: (m.nn.functional.gelu(_x(m)), m.nn.functional.gelu(_x(m), approximate="tanh")), ("rt_torch_gelu", "rt_torch_gelu_tanh")),
    159: Probe("F.linear", lambda m: (m.nn.functional.linear(_x(m), _y(m)), m.nn.functional.linear(_x(m), _y(m), m.tensor([1.0, 2.0]))), ("rt_torch_nn_linear",)),
    160: Probe("nn.Tanh", lambda m: m.nn.Tanh()(_x(m)), ("rt_torch_tanh",)),
    161: Probe(".scatter", lambda m: (m.zeros(2, 3).scatter(1, m.tensor([[2], [0]]), _x(m)), m.zeros(2, 3).scatter(1, m.tensor([[1]]), 5.0)),
               ("rt_torch_tensor_scatter", "rt_torch_tensor_scatter_value")),
    162: Probe("torch.logsumexp / .logsumexp", lambda m: (_x(m).logsumexp(1), m.logsumexp(_x(m), dim=0, keepdim=True)), ("rt_torch_tensor_logsumexp",)),
    163: Probe("torch.empty_like", lambda m: (m.empty_like(_x(m)).shape, m.empty_like(_x(m), dtype=m.int64).dtype), ("rt_torch_tensor_empty_like",)),
    164: Probe("torch.where(cond) 1-arg / argwhere", lambda m: (m.where(_x(m) > 0), m.argwhere(_x(m) > 0)), ("rt_torch_tensor_nonzero", "rt_torch_tensor_argwhere")),
    165: Probe("torch.isfinite / .isfinite", lambda m: m.isfinite(m.tensor([1.0, float("inf"), float("nan")])), ("rt_torch_tensor_isfinite",)),
    166: Probe("F.softplus", lambda m: (m.nn.functional.softplus(_x(m)), m.nn.functional.softplus(_x(m), beta=2.0, threshold=1.0)), ("rt_torch_tensor_softplus",)),
    167: Probe("torch.prod / .prod", lambda m: (_x(m).prod(), m.prod(_x(m), dim=1)), ("rt_torch_tensor_prod", "rt_torch_tensor_prod_dim")),
    168: Probe("torch.rsqrt / .rsqrt", lambda m: (_x(m).abs().rsqrt(), m.rsqrt(m.tensor([4.0]))), ("rt_torch_tensor_rsqrt",)),
    169: Probe("torch.autograd.Function (custom)", _custom_function, ("rt_torch_tensor_backward_gradient",)),
    170: Probe("torch.compile", _compile, ("rt_torch_nn_linear",)),
    171: Probe("torch.cuda.synchronize/streams", _cuda_sync, ("rt_torch_cuda_synchronize", "rt_torch_stream_create", "rt_torch_stream_synchronize")),
    172: Probe("torch.narrow / .narrow", lambda m: (_x(m).narrow(1, 1, 2), m.narrow(_x(m), 0, 1, 1)), ("rt_torch_tensor_slice",)),
    173: Probe("F.scaled_dot_product_attention", _sdpa, ("rt_torch_nn_scaled_dot_product_attention",)),
    174: Probe("torch.randn_like", lambda m: (m.randn_like(_x(m)).shape, m.randn_like(_x(m), dtype=m.float64).dtype), ("rt_torch_tensor_randn_like",)),
    175: Probe("F.normalize", lambda m: (m.nn.functional.normalize(_x(m)), m.nn.functional.normalize(_x(m), p=1, dim=0)), ("rt_torch_nn_normalize",)),
    176: Probe("torch.tril / .tril", lambda m: (_ramp(m, 3, 3).tril(), m.tril(_ramp(m, 3, 4), diagonal=-1)), ("rt_torch_tensor_tril",)),
    177: Probe("torch.as_tensor", lambda m: (m.as_tensor([1, 2]), m.as_tensor(np.ones(3, dtype=np.float64)), m.as_tensor([1.5], dtype=m.float32)), ("rt_torch_tensor_from_data",)),
    178: Probe("torch.square / .square", lambda m: (_x(m).square(), m.square(_y(m))), ("rt_torch_tensor_square",)),
    179: Probe("torch.triu / .triu", lambda m: (_ramp(m, 3, 3).triu(), m.triu(_ramp(m, 3, 4), 1)), ("rt_torch_tensor_triu",)),
    180: Probe("nn.GroupNorm", lambda m: _fixed(m.nn.GroupNorm(2, 4), m)(_ramp(m, 2, 4, 3)), ("rt_torch_nn_group_norm",)),
    181: Probe("torch.view_as / .view_as", lambda m: _ramp(m, 6).view_as(_x(m)), ("rt_torch_tensor_view",)),
    182: Probe("torch.meshgrid / .meshgrid", lambda m: m.meshgrid(m.arange(3), m.arange(2), indexing="ij"), ("rt_torch_tensor_meshgrid",)),
    183: Probe("smooth_l1 / huber", lambda m: (m.nn.functional.smooth_l1_loss(_x(m), _y(m)), m.nn.functional.huber_loss(_x(m), _y(m), delta=0.5)),
               ("rt_torch_nn_smooth_l1_loss", "rt_torch_nn_huber_loss")),
    184: Probe("cross_entropy label_smoothing=", lambda m: m.nn.functional.cross_entropy(_ramp(m, 4, 5), m.tensor([0, 4, 2, 1]), label_smoothing=0.1),
               ("rt_torch_nn_cross_entropy_ex",)),
    185: Probe("nn.DataParallel", _data_parallel, ("rt_torch_nn_linear",)),
    186: Probe("nn.AdaptiveAvgPool2d", lambda m: (m.nn.AdaptiveAvgPool2d((2, 2))(_ramp(m, 1, 2, 5, 5)), m.nn.AdaptiveAvgPool2d(1)(_ramp(m, 1, 2, 3, 3))),
               ("rt_torch_nn_adaptive_avg_pool2d",)),
    187: Probe("torch.argmin / .argmin", lambda m: (_x(m).argmin(), m.argmin(_x(m), dim=0)), ("rt_torch_tensor_argmin", "rt_torch_tensor_argmin_dim")),
    188: Probe("torch.linalg.inv / inverse", lambda m: (m.linalg.inv(_sq(m)), m.inverse(_sq(m))), ("rt_torch_tensor_inverse", "rt_torch_tensor_inv_ex")),
    189: Probe("nn.Softmax", lambda m: m.nn.Softmax(dim=1)(_x(m)), ("rt_torch_softmax",)),
    190: Probe("torch.ceil / .ceil", lambda m: (_x(m).ceil(), m.ceil(_y(m))), ("rt_torch_tensor_ceil",)),
    191: Probe("nn.MultiheadAttention", _mha, ("rt_torch_nn_linear", "rt_torch_nn_scaled_dot_product_attention")),
    192: Probe("max/min with indices (values, idx)", _max_with_indices, ("rt_torch_tensor_max_dim", "rt_torch_tensor_min_dim")),
    193: Probe("FSDP", _fsdp, None),
    194: Probe("torch.inference_mode", lambda m: _inference_mode(m), ("rt_torch_no_grad_begin", "rt_torch_no_grad_end")),
    195: Probe("F.layer_norm", lambda m: (m.nn.functional.layer_norm(_x(m), (3,)), m.nn.functional.layer_norm(_x(m), (3,), m.tensor([1.0, 2.0, 0.5]))),
               ("rt_torch_nn_layer_norm",)),
    196: Probe("torch.unfold / .unfold", lambda m: _ramp(m, 2, 7).unfold(1, 3, 2), None),
    197: Probe("retain_graph=True", _retain_graph, ("rt_torch_autograd_grad",)),
    198: Probe("F.conv2d", lambda m: (m.nn.functional.conv2d(_ramp(m, 1, 2, 5, 5), _ramp(m, 3, 2, 3, 3), stride=2, padding=1),
                                      m.nn.functional.conv2d(_ramp(m, 1, 4, 4, 4), _ramp(m, 4, 2, 3, 3), groups=2)), ("rt_torch_nn_conv2d",)),
    199: Probe("l1_loss / L1Loss", lambda m: (m.nn.functional.l1_loss(_x(m), _y(m)), m.nn.L1Loss(reduction="none")(_x(m), _y(m))), ("rt_torch_nn_l1_loss",)),
    200: Probe("torch.outer/ger", lambda m: (m.outer(m.tensor([1.0, 2.0]), m.tensor([3.0, 4.0, 5.0])), m.ger(m.tensor([1.0]), m.tensor([2.0, 3.0]))),
               ("rt_torch_tensor_outer",)),
    201: Probe("torch.var / .var", lambda m: (_x(m).var(), m.var(_x(m), dim=1, unbiased=False)), ("rt_torch_tensor_var", "rt_torch_tensor_var_dim")),
    202: Probe("torch.dot", lambda m: m.dot(m.tensor([1.0, 2.0, 3.0]), m.tensor([4.0, -5.0, 6.0])), ("rt_torch_tensor_dot",)),
    203: Probe("nn.Conv3d", lambda m: _fixed(m.nn.Conv3d(2, 2, 3, padding=1), m)(_ramp(m, 1, 2, 3, 4, 4)), ("rt_torch_nn_conv3d",)),
    204: Probe("torch.utils.checkpoint", _checkpoint, ("rt_torch_tensor_backward",)),
    205: Probe("nn.PReLU", lambda m: (m.nn.PReLU()(_x(m)), m.nn.PReLU(3, init=0.1)(_x(m))), ("rt_torch_prelu",)),
    206: Probe("nn.GRU", lambda m: _rnn(m, m.nn.GRU), ("rt_torch_nn_gru_cell",)),
    207: Probe("F.sigmoid/F.tanh", lambda m: (m.nn.functional.sigmoid(_x(m)), m.nn.functional.tanh(_x(m))), ("rt_torch_sigmoid", "rt_torch_tanh")),
    208: Probe("safetensors save_file/load_file", _safetensors, ("rt_torch_safetensors_save", "rt_torch_safetensors_load")),
    209: Probe("nll_loss / NLLLoss", lambda m: (m.nn.functional.nll_loss(_ramp(m, 4, 5).log_softmax(1), m.tensor([0, 4, 2, 1])),
                                             m.nn.NLLLoss(reduction="sum")(_ramp(m, 4, 5).log_softmax(1), m.tensor([1, 1, 2, 3]))),
               ("rt_torch_nn_nll_loss", "rt_torch_nn_nll_loss_ex")),
    210: Probe("torch.amax / .amax", lambda m: (_x(m).amax(1), m.amax(_x(m), (0, 1))), ("rt_torch_tensor_max_dim",)),
    211: Probe("nn.InstanceNorm2d", lambda m: (m.nn.InstanceNorm2d(2)(_ramp(m, 2, 2, 3, 3).exp()), _fixed(m.nn.InstanceNorm2d(2, affine=True), m)(_ramp(m, 1, 2, 3, 3).exp())),
               ("rt_torch_nn_group_norm",)),
    212: Probe("nn.Flatten", lambda m: (m.nn.Flatten()(_ramp(m, 2, 3, 4)), m.nn.Flatten(0, 1)(_ramp(m, 2, 3, 4))), ("rt_torch_tensor_flatten",)),
    213: Probe("nn.AvgPool2d", lambda m: (m.nn.AvgPool2d(2)(_ramp(m, 1, 1, 4, 4)), m.nn.AvgPool2d(3, 1, 1, count_include_pad=False)(_ramp(m, 1, 1, 3, 3))),
               ("rt_torch_nn_avg_pool2d", "rt_torch_nn_avg_pool2d_ex")),
    214: Probe("torch.minimum / .minimum", lambda m: (m.minimum(_x(m), _y(m)), _x(m).minimum(_y(m))), ("rt_torch_tensor_minimum",)),
    215: Probe("F.max_pool2d", lambda m: (m.nn.functional.max_pool2d(_ramp(m, 1, 1, 4, 4), 2), m.nn.functional.max_pool2d(_ramp(m, 1, 1, 4, 4), 2, return_indices=True)),
               ("rt_torch_nn_max_pool2d", "rt_torch_nn_max_pool2d_with_indices")),
    216: Probe("kl_div / KLDivLoss", lambda m: (m.nn.functional.kl_div(_x(m).log_softmax(1), _y(m).softmax(1), reduction="batchmean"),
                                              m.nn.KLDivLoss(reduction="sum", log_target=True)(_x(m).log_softmax(1), _y(m).log_softmax(1))),
               ("rt_torch_nn_kl_div",)),
    217: Probe("torch.sign / .sign", lambda m: (_x(m).sign(), m.sign(m.tensor([0.0, -2.0]))), ("rt_torch_tensor_sign",)),
    218: Probe("torch.median / .median", lambda m: (_x(m).median(), tuple(m.median(_x(m), dim=1))), ("rt_torch_tensor_median", "rt_torch_tensor_median_dim")),
    219: Probe("torch.rand_like", lambda m: (m.rand_like(_x(m)).shape, bool((m.rand_like(_x(m)) < 1).all())), ("rt_torch_tensor_rand_like",)),
    220: Probe("tensor.register_hook", _tensor_hook, ("rt_torch_tensor_backward",)),
    221: Probe("F.avg_pool2d", lambda m: m.nn.functional.avg_pool2d(_ramp(m, 1, 2, 4, 4), 2, stride=1), ("rt_torch_nn_avg_pool2d",)),
    222: Probe("torch.addcmul_ / .addcmul_", lambda m: (_x(m).addcmul_(_y(m), _x(m), value=0.5), m.addcmul(_x(m), _y(m), _y(m))), ("rt_torch_tensor_addcmul",)),
    223: Probe("F.cosine_similarity", lambda m: (m.nn.functional.cosine_similarity(_x(m), _y(m)), m.nn.functional.cosine_similarity(_x(m), _y(m), dim=0)),
               ("rt_torch_nn_cosine_similarity",)),
    224: Probe("torch.roll / .roll", lambda m: (_x(m).roll(1, 1), m.roll(_x(m), (1, -1), (0, 1))), ("rt_torch_tensor_roll",)),
    225: Probe(".scatter_add_", lambda m: m.zeros(2, 3).scatter_add_(1, m.tensor([[2, 2], [0, 1]]), _x(m)[:, :2]), ("rt_torch_tensor_scatter_add",)),
    226: Probe("torch.atan2 / .atan2", lambda m: (m.atan2(_x(m), _y(m)), _x(m).atan2(_y(m))), ("rt_torch_tensor_atan2",)),
    227: Probe("torch.logical_not / .logical_not", lambda m: ((_x(m) > 0).logical_not(), m.logical_not(m.tensor([0, 2]))), ("rt_torch_tensor_logical_not",)),
    228: Probe("random_split/Subset", _random_split, None),
    229: Probe("torch.log1p / .log1p", lambda m: (_x(m).abs().log1p(), m.log1p(m.tensor([1e-8, 1.0]))), ("rt_torch_tensor_log1p",)),
    230: Probe(".masked_select", lambda m: (_x(m).masked_select(_x(m) > 0), m.masked_select(_x(m), m.tensor([True, False, True]))), ("rt_torch_tensor_index",)),
    231: Probe("nn.Upsample", lambda m: (m.nn.Upsample(scale_factor=2)(_ramp(m, 1, 1, 2, 2)), m.nn.Upsample(size=(3, 3), mode="bilinear")(_ramp(m, 1, 1, 2, 2))),
               ("rt_torch_nn_interpolate",)),
    232: Probe("F.conv1d", lambda m: m.nn.functional.conv1d(_ramp(m, 1, 2, 6), _ramp(m, 3, 2, 3), padding=1), ("rt_torch_nn_conv1d",)),
    233: Probe("F.leaky_relu", lambda m: (m.nn.functional.leaky_relu(_x(m)), m.nn.functional.leaky_relu(_x(m), 0.3)), ("rt_torch_leaky_relu",)),
    234: Probe("torch.isinf / .isinf", lambda m: m.isinf(m.tensor([1.0, float("inf"), -float("inf")])), ("rt_torch_tensor_isinf",)),
    235: Probe("torch.fft.*", _fft, ("rt_torch_fft_fftn", "rt_torch_fft_rfftn", "rt_torch_fft_irfftn")),
    236: Probe("F.batch_norm", lambda m: m.nn.functional.batch_norm(_ramp(m, 4, 3), m.zeros(3), m.ones(3), training=True), ("rt_torch_nn_batch_norm",)),
    237: Probe("torch.amin / .amin", lambda m: (_x(m).amin(1), m.amin(_x(m), 0)), ("rt_torch_tensor_min_dim",)),
    238: Probe("torch.cdist", lambda m: m.cdist(_ramp(m, 3, 2), _ramp(m, 4, 2).flip(0)), ("rt_torch_tensor_cdist",)),
    239: Probe("F.embedding", lambda m: m.nn.functional.embedding(m.tensor([[0, 2]]), _ramp(m, 3, 4)), ("rt_torch_nn_embedding",)),
    240: Probe("torch.onnx.export", _onnx, None),
    241: Probe("nn.ELU", lambda m: (m.nn.ELU()(_x(m)), m.nn.ELU(alpha=0.5)(_x(m))), ("rt_torch_elu",)),
    242: Probe("torch.addmm/baddbmm", lambda m: (m.addmm(_ramp(m, 2, 2), _x(m), _y(m).T, beta=0.5, alpha=2.0), m.baddbmm(_ramp(m, 2, 3, 2), _ramp(m, 2, 3, 4), _ramp(m, 2, 4, 2))),
               ("rt_torch_tensor_addmm", "rt_torch_tensor_baddbmm")),
    243: Probe("nn.ParameterList", _parameter_list, ("rt_torch_tensor_set_requires_grad",)),
    244: Probe(".index_add_", lambda m: m.zeros(2, 3).index_add_(1, m.tensor([2, 2]), _x(m)[:, :2]), ("rt_torch_tensor_index_add",)),
    245: Probe("create_graph=True (higher order)", _create_graph, ("rt_torch_autograd_grad",)),
    246: Probe("nn.Dropout2d", lambda m: (m.nn.Dropout2d(0.5).eval()(_ramp(m, 1, 2, 3, 3)), repr(m.nn.Dropout2d(0.25))), ("rt_torch_nn_dropout",)),
    247: Probe("binary_cross_entropy / BCELoss", lambda m: (m.nn.functional.binary_cross_entropy(_x(m).sigmoid(), (_y(m) > 0).float()),
                                                          m.nn.BCELoss(weight=m.tensor([1.0, 2.0, 0.5]))(_x(m).sigmoid(), (_y(m) > 0).float())),
               ("rt_torch_nn_binary_cross_entropy",)),
    248: Probe("nn.LSTMCell", lambda m: _fixed(m.nn.LSTMCell(3, 2), m)(_x(m)), ("rt_torch_nn_lstm_cell",)),
    249: Probe("F.silu", lambda m: m.nn.functional.silu(_x(m)), ("rt_torch_silu",)),
    250: Probe("nn.Hardswish", lambda m: m.nn.Hardswish()(_x(m) * 2), ("rt_torch_hardswish",)),
    251: Probe("torch.count_nonzero / .count_nonzero", lambda m: (m.count_nonzero(_x(m) > 0), (_x(m) > 0).count_nonzero(dim=1)), ("rt_torch_tensor_count_nonzero",)),
    252: Probe("nn.ConvTranspose1d", lambda m: _fixed(m.nn.ConvTranspose1d(2, 3, 3, stride=2), m)(_ramp(m, 1, 2, 4)), ("rt_torch_nn_conv_transpose1d",)),
    253: Probe("F.grid_sample", lambda m: m.nn.functional.grid_sample(_ramp(m, 1, 1, 3, 3), _ramp(m, 1, 2, 2, 2) * 0.9, align_corners=False), ("rt_torch_nn_grid_sample",)),
    254: Probe("nn.BatchNorm3d", lambda m: _fixed(m.nn.BatchNorm3d(2), m)(_ramp(m, 2, 2, 2, 2, 2)), ("rt_torch_nn_batch_norm",)),
    255: Probe("nn.RNN", lambda m: _rnn(m, m.nn.RNN), ("rt_torch_nn_rnn_cell",)),
    256: Probe("F.group_norm", lambda m: m.nn.functional.group_norm(_ramp(m, 2, 4, 3), 2), ("rt_torch_nn_group_norm",)),
    257: Probe("ctc_loss / CTCLoss", _ctc, ("rt_torch_nn_ctc_loss",)),
    258: Probe("torch.logical_or / .logical_or", lambda m: m.logical_or(_x(m) > 0, _y(m) > 0), ("rt_torch_tensor_logical_or",)),
    259: Probe("torch.logical_and / .logical_and", lambda m: (_x(m) > 0).logical_and(_y(m) > 0), ("rt_torch_tensor_logical_and",)),
    260: Probe("clip_grad_value_", lambda m: _clip_value(m), ("rt_torch_nn_clip_grad_value",)),
    261: Probe("nn.MaxPool1d", lambda m: m.nn.MaxPool1d(2)(_ramp(m, 1, 2, 6)), ("rt_torch_nn_max_pool1d",)),
    262: Probe("F.conv_transpose2d", lambda m: m.nn.functional.conv_transpose2d(_ramp(m, 1, 2, 3, 3), _ramp(m, 2, 3, 3, 3), stride=2), ("rt_torch_nn_conv_transpose2d",)),
    263: Probe("nn.TransformerEncoderLayer", lambda m: _transformer_layer(m, encoder=False),
               ("rt_torch_nn_linear", "rt_torch_nn_scaled_dot_product_attention", "rt_torch_nn_layer_norm", "rt_torch_relu", "rt_torch_nn_dropout")),
    264: Probe("nn.TransformerEncoder", lambda m: _transformer_layer(m, encoder=True),
               ("rt_torch_nn_linear", "rt_torch_nn_scaled_dot_product_attention", "rt_torch_nn_layer_norm", "rt_torch_relu", "rt_torch_nn_dropout")),
    265: Probe("torch.linalg.solve", lambda m: m.linalg.solve(_sq(m), m.tensor([[1.0], [2.0], [3.0]])), ("rt_torch_tensor_solve",)),
    266: Probe("torch.unflatten / .unflatten", lambda m: (_ramp(m, 2, 6).unflatten(1, (2, 3)), m.unflatten(_ramp(m, 6), 0, (3, -1))), ("rt_torch_tensor_unflatten",)),
    267: Probe("F.elu", lambda m: m.nn.functional.elu(_x(m), alpha=0.7), ("rt_torch_elu",)),
    268: Probe("nn.RMSNorm", lambda m: (_fixed(m.nn.RMSNorm(3), m)(_x(m)), m.nn.functional.rms_norm(_x(m), (3,), eps=1e-6)), ("rt_torch_nn_rms_norm",)),
    269: Probe("torch.lerp / .lerp", lambda m: (m.lerp(_x(m), _y(m), 0.25), _x(m).lerp(_y(m), m.full((2, 3), 0.5))), ("rt_torch_tensor_lerp", "rt_torch_tensor_lerp_scalar")),
    270: Probe("torch.erf / .erf", lambda m: (_x(m).erf(), m.erf(_y(m))), ("rt_torch_tensor_erf",)),
    271: Probe("torch.cumprod / .cumprod", lambda m: (_x(m).cumprod(1), m.cumprod(_x(m), dim=0)), ("rt_torch_tensor_cumprod",)),
    272: Probe("F.glu", lambda m: (m.nn.functional.glu(_ramp(m, 2, 4)), m.nn.functional.glu(_ramp(m, 4, 2), dim=0)), ("rt_torch_glu",)),
    273: Probe("F.adaptive_avg_pool2d", lambda m: m.nn.functional.adaptive_avg_pool2d(_ramp(m, 1, 2, 5, 5), (2, 3)), ("rt_torch_nn_adaptive_avg_pool2d",)),
    274: Probe("torch.linalg.eig/eigh", _eig, ("rt_torch_tensor_eigh", "rt_torch_tensor_eigvalsh", "rt_torch_tensor_eig")),
    275: Probe("nn.Softplus", lambda m: m.nn.Softplus(beta=2)(_x(m)), ("rt_torch_tensor_softplus",)),
    276: Probe("torch.fmod / .fmod", lambda m: (m.fmod(_x(m), 0.75), _x(m).fmod(_y(m))), ("rt_torch_tensor_fmod", "rt_torch_tensor_fmod_scalar")),
    277: Probe("torch.remainder / .remainder", lambda m: (m.remainder(_x(m), 0.75), _x(m) % _y(m)), ("rt_torch_tensor_remainder", "rt_torch_tensor_remainder_scalar")),
    278: Probe("F.unfold", lambda m: m.nn.functional.unfold(_ramp(m, 1, 2, 4, 4), kernel_size=2, stride=2), ("rt_torch_nn_unfold",)),
    279: Probe(".index_put_", lambda m: _x(m).index_put_((m.tensor([0, 1]), m.tensor([2, 2])), m.tensor([7.0, 8.0]), accumulate=True), ("rt_torch_tensor_index_put",)),
    280: Probe("torch.broadcast_to / .broadcast_to", lambda m: (m.broadcast_to(m.tensor([1.0, 2.0]), (3, 2)), m.tensor([[1.0], [2.0]]).broadcast_to(2, 3)), ("rt_torch_tensor_expand",)),
    281: Probe("F.avg_pool1d", lambda m: m.nn.functional.avg_pool1d(_ramp(m, 1, 2, 6), 2), ("rt_torch_nn_avg_pool1d",)),
    282: Probe("torch.linalg.svd / svd", _svd, ("rt_torch_tensor_svd", "rt_torch_tensor_svdvals")),
    283: Probe("torch.linalg.cholesky", lambda m: m.linalg.cholesky(_sq(m)), ("rt_torch_tensor_cholesky",)),
    284: Probe("F.pixel_shuffle", lambda m: (m.nn.functional.pixel_shuffle(_ramp(m, 1, 4, 2, 2), 2), m.nn.PixelShuffle(2)(_ramp(m, 1, 8, 1, 1))), ("rt_torch_nn_pixel_shuffle",)),
    285: Probe(".index_fill_", lambda m: _x(m).index_fill_(1, m.tensor([0, 2]), -1.0), ("rt_torch_tensor_index_fill",)),
    286: Probe("torch.reciprocal / .reciprocal", lambda m: (_x(m).reciprocal(), m.reciprocal(m.tensor([0.0, 4.0]))), ("rt_torch_tensor_reciprocal",)),
    287: Probe("TensorDataset", lambda m: (len(m.utils.data.TensorDataset(_x(m), m.arange(2))), m.utils.data.TensorDataset(_x(m), m.arange(2))[1]), ("rt_torch_tensor_index",)),
    288: Probe("torch.linalg.qr", _qr, ("rt_torch_tensor_qr",)),
    289: Probe("F.adaptive_max_pool2d", lambda m: m.nn.functional.adaptive_max_pool2d(_ramp(m, 1, 2, 5, 5), 2, return_indices=True),
               ("rt_torch_nn_adaptive_max_pool2d", "rt_torch_nn_adaptive_max_pool2d_with_indices")),
    290: Probe(".masked_scatter", lambda m: _x(m).masked_scatter(_x(m) > 0, m.tensor([10.0, 20.0, 30.0, 40.0])), ("rt_torch_tensor_masked_scatter",)),
    291: Probe(".take_along_dim", lambda m: (m.take_along_dim(_x(m), m.tensor([[2], [0]]), dim=1), _x(m).take_along_dim(m.tensor([[1, 0, 1]]), 0)),
               ("rt_torch_tensor_take_along_dim",)),
    292: Probe("nn.AdaptiveMaxPool2d", lambda m: m.nn.AdaptiveMaxPool2d((2, 2))(_ramp(m, 1, 2, 5, 5)), ("rt_torch_nn_adaptive_max_pool2d",)),
    293: Probe("torch.det/linalg.det", lambda m: (m.det(_sq(m)), m.linalg.det(_sq(m))), ("rt_torch_tensor_det",)),
    294: Probe("cosine_embedding/margin/triplet losses", _losses_misc,
               ("rt_torch_nn_cosine_embedding_loss", "rt_torch_nn_margin_ranking_loss", "rt_torch_nn_triplet_margin_loss")),
    295: Probe("F.mish", lambda m: m.nn.functional.mish(_x(m)), ("rt_torch_mish",)),
    296: Probe("F.hardswish", lambda m: m.nn.functional.hardswish(_x(m) * 2), ("rt_torch_hardswish",)),
    297: Probe("F.max_pool1d", lambda m: (m.nn.functional.max_pool1d(_ramp(m, 1, 2, 6), 3, stride=1), m.nn.functional.max_pool1d(_ramp(m, 1, 2, 6), 2, return_indices=True)),
               ("rt_torch_nn_max_pool1d", "rt_torch_nn_max_pool1d_with_indices")),
    298: Probe("nn.TransformerDecoderLayer", _decoder_layer,
               ("rt_torch_nn_linear", "rt_torch_nn_scaled_dot_product_attention", "rt_torch_nn_layer_norm", "rt_torch_relu", "rt_torch_nn_dropout")),
    299: Probe(".grad_fn", _grad_fn, ("rt_torch_tensor_has_grad_fn",)),
}


def _sq(m):   # a well-conditioned symmetric positive definite matrix
    return m.tensor([[4.0, 1.0, 0.5], [1.0, 3.0, 0.25], [0.5, 0.25, 2.0]])


def _no_grad(m):
    x = _x(m).requires_grad_(True)
    with m.no_grad():
        y = x * 2

    @m.no_grad()
    def doubled(t):
        return t * 2
    return y.requires_grad, doubled(x).requires_grad, (x * 2).requires_grad


def _inference_mode(m):
    x = _x(m).requires_grad_(True)
    with m.inference_mode():
        y = x * 2
    return y.requires_grad, m.is_inference_mode_enabled()


def _init(m):
    w = m.empty(3, 4)
    m.nn.init.zeros_(w)
    a = w.clone()
    m.nn.init.ones_(w)
    b = w.clone()
    m.nn.init.constant_(w, 0.3)
    m.manual_seed(0)
    m.nn.init.uniform_(w, -0.1, 0.1)
    bounded = bool((w.abs() <= 0.1).all())
    m.nn.init.kaiming_uniform_(w, a=math.sqrt(5))
    m.nn.init.xavier_uniform_(w)
    m.nn.init.normal_(w, std=0.02)
    return a, b, m.nn.init.constant_(m.empty(2), 0.3), bounded, w.shape, m.nn.init.calculate_gain("relu")


def _same_after_seed(m):
    m.manual_seed(3)
    a = m.rand(4)
    m.manual_seed(3)
    return bool((a == m.rand(4)).all())


def _batchnorm_running(m):
    bn = m.nn.BatchNorm2d(2)
    bn(_ramp(m, 2, 2, 3, 3))
    return bn.running_mean, bn.running_var, bn.num_batches_tracked


def _clip_value(m):
    lin = _fixed(m.nn.Linear(3, 2), m)
    (lin(_x(m)) * 10).sum().backward()
    m.nn.utils.clip_grad_value_(lin.parameters(), 0.5)
    return lin.weight.grad, lin.bias.grad


# ------------------------------------------------------------------------------------------------- comparing

RTOL, ATOL = 1e-4, 1e-5


def _plain(value: Any) -> Any:
    """What is compared: tensors as (dtype, shape, values); modules as their repr; sequences and dicts
    element by element; dtypes, devices and sizes as text or tuples."""
    if hasattr(value, "detach") and hasattr(value, "dtype") and hasattr(value, "shape"):
        t = value.detach().cpu()
        if "bfloat16" in str(t.dtype) or "float16" in str(t.dtype):
            values = t.float().tolist()
        else:
            values = t.tolist()
        return ("tensor", str(t.dtype), tuple(t.shape), values)
    if type(value).__name__ == "Size":
        return tuple(value)
    if type(value).__name__ in ("dtype", "device"):
        return str(value)
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    if isinstance(value, (bool, int, float, str, type(None))):
        return value
    if hasattr(value, "named_parameters"):
        return repr(value)
    raise TypeError(f"a probe returned {type(value).__name__}, which is not compared")


def _differences(want: Any, got: Any, where: str = "result") -> list[str]:
    if isinstance(want, tuple) and want and want[0] == "tensor":
        if not (isinstance(got, tuple) and got and got[0] == "tensor"):
            return [f"{where}: a tensor from PyTorch, {got!r} here"]
        if want[1:3] != got[1:3]:
            return [f"{where}: dtype/shape {got[1:3]}, PyTorch {want[1:3]}"]
        a, b = np.asarray(want[3], dtype=np.float64), np.asarray(got[3], dtype=np.float64)
        if not np.allclose(b, a, rtol=RTOL, atol=ATOL, equal_nan=True):
            return [f"{where}: values {got[3]}, PyTorch {want[3]}"]
        return []
    if isinstance(want, dict):
        if not isinstance(got, dict) or set(want) != set(got):
            return [f"{where}: keys {sorted(got) if isinstance(got, dict) else got!r}, PyTorch {sorted(want)}"]
        return [d for k in want for d in _differences(want[k], got[k], f"{where}[{k!r}]")]
    if isinstance(want, (list, tuple)):
        if not isinstance(got, (list, tuple)) or len(got) != len(want):
            return [f"{where}: {got!r}, PyTorch {want!r}"]
        return [d for i, (w, g) in enumerate(zip(want, got)) for d in _differences(w, g, f"{where}[{i}]")]
    if isinstance(want, float) and isinstance(got, (int, float)) and not isinstance(got, bool):
        return [] if math.isclose(got, want, rel_tol=RTOL, abs_tol=ATOL) else [f"{where}: {got}, PyTorch {want}"]
    return [] if want == got and type(want) is type(got) else [f"{where}: {got!r}, PyTorch {want!r}"]


def check(rank: int) -> str | None:
    """None when the probe of `rank` gives PyTorch's result through simple_torch, else why not."""
    import torch

    import simple_torch as st
    probe = PROBES[rank]
    torch.manual_seed(0)
    try:
        want = _plain(probe.run(torch))
    except Exception as exc:   # a probe PyTorch itself cannot run is a defect of the table, reported as such
        return f"the probe fails on PyTorch itself: {type(exc).__name__}: {exc}"[:300]
    st.manual_seed(0)
    try:
        got = _plain(probe.run(st))
    except Exception as exc:   # what the probe met is its result
        return f"{type(exc).__name__}: {exc}"[:300]
    differences = _differences(want, got)
    return "; ".join(differences)[:300] if differences else None


def python_figure(failures: dict[int, str | None]) -> float:
    return sum(1 for why in failures.values() if why is None) / len(PROBES)


def c_figure() -> float:
    return sum(1 for probe in PROBES.values() if probe.c) / len(PROBES)


def main(argv: list[str]) -> None:
    results = {rank: check(rank) for rank in PROBES}
    if "--figures" in argv:
        backend = os.environ.get("SIMPLE_TORCH_BACKEND", "torch")
        print(f"{backend} backend: Python {python_figure(results):.1%} of {len(PROBES)} ranked APIs "
              f"({sum(why is None for why in results.values())} probes pass); C {c_figure():.1%} "
              f"({sum(1 for p in PROBES.values() if p.c)} have C functions)")
        for rank, why in results.items():
            if why is not None:
                print(f"  {rank:3d} {PROBES[rank].api}: {why}")
    else:
        sys.stdout.write(json.dumps(results))


if __name__ == "__main__":
    main(sys.argv[1:])
