"""The module paths real programs import, on both backends, against PyTorch: the imports as nanoGPT, dcgan and
word_language_model write them; st.nn.modules.<file>.<Class> is st.nn.<Class> wherever torch.nn.modules has it;
st.backends' switches (PyTorch's own on the PyTorch backend, stored flags with PyTorch's defaults on NumPy) and
facts; st.serialization's allow-list around a save and load; st.onnx's refusal and its reason.
DistributedDataParallel: tests/api/test_parallel.py and tests/test_distributed.py."""

from __future__ import annotations

import importlib
import importlib.util
import inspect
import warnings

import numpy as np
import pytest
import threadpoolctl
import torch
import torch.backends.cudnn
import torch.backends.opt_einsum

import simple_torch as st

TORCH = st.get_backend() == "torch"

# (module path under st.backends, attribute): every switch, and PyTorch's default
SWITCHES = [("cudnn", "enabled", True), ("cudnn", "benchmark", False), ("cudnn", "deterministic", False),
            ("cudnn", "allow_tf32", True), ("mkldnn", "enabled", True), ("mkldnn", "deterministic", False),
            ("cuda.matmul", "allow_tf32", False), ("cuda.matmul", "allow_fp16_reduced_precision_reduction", True),
            ("cuda.matmul", "allow_bf16_reduced_precision_reduction", True)]
SDP = ["flash", "mem_efficient", "math", "cudnn"]


def _resolve(root, path: str):
    for part in path.split("."):
        root = getattr(root, part)
    return root


def test_the_imports_programs_write():
    """nanoGPT's and dcgan's first lines, word_language_model's load, as their text has them (torch -> st)."""
    from simple_torch.nn.parallel import DistributedDataParallel as DDP
    from simple_torch.distributed import init_process_group, destroy_process_group  # noqa: F401
    import simple_torch.backends.cudnn as cudnn
    import simple_torch.onnx
    import simple_torch.nn.modules.linear
    from simple_torch.serialization import safe_globals
    assert DDP is st.nn.parallel.DistributedDataParallel and cudnn is st.backends.cudnn
    assert simple_torch.onnx is st.onnx and callable(safe_globals)
    assert simple_torch.nn.modules.linear.Linear is st.nn.Linear
    before = cudnn.benchmark
    cudnn.benchmark = True
    try:
        assert cudnn.benchmark is True
        if TORCH:   # PyTorch's own switch
            assert torch.backends.cudnn.benchmark is True
    finally:
        cudnn.benchmark = before


def test_every_layer_is_at_pytorchs_module_path():
    elsewhere = []
    layers = [name for name in st.nn.__all__
              if inspect.isclass(getattr(st.nn, name)) and issubclass(getattr(st.nn, name), st.nn.Module)]
    for name in layers:
        ours, theirs = getattr(st.nn, name), getattr(torch.nn, name)
        path = theirs.__module__.replace("torch", "simple_torch", 1)
        assert getattr(importlib.import_module(path), name) is ours, f"{path}.{name}"
        if theirs.__module__.startswith("torch.nn.modules."):
            assert getattr(st.nn.modules, name) is ours
        else:
            elsewhere.append(path)
    assert elsewhere == ["simple_torch.nn.parallel.data_parallel"]
    assert "Module" in layers and "Linear" in layers and len(layers) > 80


def test_nn_modules_utils_as_pytorchs():
    from simple_torch.nn.modules import utils as ours
    from torch.nn.modules import utils as theirs
    for helper in ("_single", "_pair", "_triple", "_quadruple"):
        for value in (3, (1, 2), [4, 5, 6]):
            assert getattr(ours, helper)(value) == getattr(theirs, helper)(value)
    assert ours._reverse_repeat_tuple((1, 2, 3), 2) == theirs._reverse_repeat_tuple((1, 2, 3), 2)
    # a DataParallel's state_dict, stripped of `module.`, loads into the bare layer
    wrapped = st.nn.DataParallel(st.nn.Linear(3, 2))
    state = wrapped.state_dict()
    ours.consume_prefix_in_state_dict_if_present(state, "module.")
    assert sorted(state) == ["bias", "weight"]
    bare = st.nn.Linear(3, 2)
    bare.load_state_dict(state)
    assert st.equal(bare.weight, wrapped.module.weight)


@pytest.mark.parametrize("module, attribute, default", SWITCHES)
def test_switches_as_pytorchs(module, attribute, default):
    ours, theirs = _resolve(st.backends, module), _resolve(torch.backends, module)
    assert getattr(ours, attribute) is getattr(theirs, attribute) is default
    setattr(ours, attribute, not default)
    try:
        assert getattr(ours, attribute) is (not default)
        assert getattr(theirs, attribute) is ((not default) if TORCH else default)   # NumPy: stored, torch's kept
    finally:
        setattr(ours, attribute, default)
    assert getattr(theirs, attribute) is default


@pytest.mark.parametrize("kernel", SDP)
def test_attention_kernel_switches_as_pytorchs(kernel):
    ours, theirs = st.backends.cuda, torch.backends.cuda
    assert getattr(ours, f"{kernel}_sdp_enabled")() is getattr(theirs, f"{kernel}_sdp_enabled")() is True
    getattr(ours, f"enable_{kernel}_sdp")(False)
    try:
        assert getattr(ours, f"{kernel}_sdp_enabled")() is False
        assert getattr(theirs, f"{kernel}_sdp_enabled")() is not TORCH
    finally:
        getattr(ours, f"enable_{kernel}_sdp")(True)


def test_switch_blocks_and_errors():
    with st.backends.cudnn.flags(enabled=False, benchmark=True):
        assert st.backends.cudnn.enabled is False and st.backends.cudnn.benchmark is True
    assert st.backends.cudnn.enabled is True and st.backends.cudnn.benchmark is False
    with st.backends.mkldnn.flags(enabled=False):
        assert st.backends.mkldnn.enabled is False
    assert st.backends.mkldnn.enabled is True
    with pytest.warns(FutureWarning, match="sdp_kernel"), st.backends.cuda.sdp_kernel(enable_flash=False):
        assert not st.backends.cuda.flash_sdp_enabled() and st.backends.cuda.math_sdp_enabled()
    assert st.backends.cuda.flash_sdp_enabled()
    for lib in (st, torch):   # the same errors as PyTorch's
        with pytest.raises(RuntimeError, match="expects a bool"):
            lib.backends.cudnn.benchmark = 1
        with pytest.raises(AttributeError, match="Unknown attribute"):
            lib.backends.cuda.matmul.allow_fp8 = True
        with pytest.raises(TypeError, match="expects a bool"):
            lib.backends.cuda.matmul.allow_fp16_reduced_precision_reduction = 1
    assert st.backends.opt_einsum.is_available() is torch.backends.opt_einsum.is_available()
    default = torch.backends.opt_einsum.enabled
    assert st.backends.opt_einsum.enabled is default is torch.backends.opt_einsum.is_available()
    st.backends.opt_einsum.enabled = not default   # set either way, as PyTorch's
    try:
        assert st.backends.opt_einsum.enabled is (not default)
        assert torch.backends.opt_einsum.enabled is ((not default) if TORCH else default)
    finally:
        st.backends.opt_einsum.enabled = default


def test_facts():
    facts = {"cudnn": st.backends.cudnn.is_available(), "mps": st.backends.mps.is_available(),
             "mkldnn": st.backends.mkldnn.is_available(), "mkl": st.backends.mkl.is_available(),
             "openmp": st.backends.openmp.is_available(), "cuda built": st.backends.cuda.is_built(),
             "mps built": st.backends.mps.is_built()}
    capability = st.backends.cpu.get_cpu_capability()
    if TORCH:   # PyTorch's own answers
        assert facts == {"cudnn": torch.backends.cudnn.is_available(), "mps": torch.backends.mps.is_available(),
                         "mkldnn": torch.backends.mkldnn.is_available(), "mkl": torch.backends.mkl.is_available(),
                         "openmp": torch.backends.openmp.is_available(),
                         "cuda built": torch.backends.cuda.is_built(), "mps built": torch.backends.mps.is_built()}
        assert st.backends.cudnn.version() == torch.backends.cudnn.version()
        assert capability == torch.backends.cpu.get_cpu_capability()
    else:   # NumPy uses none of PyTorch's libraries; MKL and OpenMP where its BLAS does
        blas = [pool for pool in threadpoolctl.threadpool_info() if pool["user_api"] == "blas"]
        assert facts == {"cudnn": False, "mps": False, "mkldnn": False,
                         "mkl": any(pool["internal_api"] == "mkl" for pool in blas),
                         "openmp": any(pool.get("threading_layer") == "openmp" for pool in blas),
                         "cuda built": False, "mps built": False}
        assert st.backends.cudnn.version() is None
        assert capability in ("DEFAULT", "NO AVX", "AVX2", "AVX512")


def test_safe_globals_round_trip(tmp_path):
    """The allow-list behaves as PyTorch's (entries added for a block, then gone); a state_dict saved and loaded
    with weights_only=True inside the block comes back whole."""
    class Net(st.nn.Module):
        def __init__(self):
            super().__init__()
            self.fc = st.nn.Linear(2, 3)

    lists = {}
    for lib in (st, torch):
        start = set(lib.serialization.get_safe_globals())   # PyTorch lists some of its own types
        seen = []
        lib.serialization.add_safe_globals([Net])
        with lib.serialization.safe_globals([(len, "builtins.len")]):
            seen.append(set(lib.serialization.get_safe_globals()) - start)
        seen.append(set(lib.serialization.get_safe_globals()) - start)
        lib.serialization.clear_safe_globals()
        seen.append(set(lib.serialization.get_safe_globals()))
        lib.serialization.add_safe_globals(start)
        lists[lib.__name__] = seen
    assert lists["simple_torch"] == lists["torch"] == [{Net, (len, "builtins.len")}, {Net}, set()]
    model = Net()
    path = tmp_path / "net.safetensors"
    with st.serialization.safe_globals([Net]):
        st.save(model.state_dict(), path)
        loaded = st.load(path, weights_only=True)
    assert sorted(loaded) == ["fc.bias", "fc.weight"]
    assert np.array_equal(loaded["fc.weight"].numpy(), model.fc.weight.detach().numpy())


def test_onnx_refuses_export_and_says_why(tmp_path):
    assert st.onnx.is_in_onnx_export() is torch.onnx.is_in_onnx_export() is False
    with pytest.raises(st.UnsupportedError) as refused:
        st.onnx.export(st.nn.Linear(2, 2), (st.ones(1, 2),), tmp_path / "model.onnx", input_names=["x"])
    message = str(refused.value)
    assert "torch.onnx.export there" in message   # what to do instead
    if TORCH:
        assert "cannot record" in message
        assert ("onnx" in message.split("also need")[-1]) is (importlib.util.find_spec("onnx") is None)
    else:
        assert "NumPy backend runs without PyTorch" in message
    assert not (tmp_path / "model.onnx").exists()
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        importlib.reload(st.onnx)
