"""Section 30: models exported from Python (torch.export, AOTInductor, TorchScript) run through the C ABI — from
Python's view of Tier 1, from Tier 3 (st.export.load, st.jit.load, st._inductor.aoti_load_package) and from C
(examples/c/run_exported.c on the digits model of examples/python/export_digits.py), with PyTorch's outputs; on
the NumPy backend every format is refused with RT_ERR_UNSUPPORTED. TorchScript and AOTInductor run code when
loaded, so they load only when the caller opts in (RT_MODEL_LOAD_TRUSTED, trusted=True, SIMPLE_TORCH_TRUSTED_MODELS=1)
and are refused without it; tests/test_malicious_models.py has the crafted files. Needs the library (`make lib`)
and torch."""

from __future__ import annotations

import os
import re
import runpy
import subprocess
import zipfile
from pathlib import Path

import numpy as np
import pytest
import torch

import simple_torch as st
import simple_torch.runtime as rt
from simple_torch.abi.enums import Dtype, ModelLoadFlag
from simple_torch.abi.errors import ErrorCode

from .conftest import child_env
from .test_c_abi import build, library, pkg_flags  # noqa: F401 (fixtures)

ROOT = Path(__file__).resolve().parents[1]
LIB_DIR = ROOT / "build" / "lib"
TORCH_BACKEND = (os.environ.get("SIMPLE_TORCH_BACKEND") or "torch") == "torch"   # empty is unset, as for the runtime
EXPORTER = runpy.run_path(str(ROOT / "examples" / "python" / "export_digits.py"), run_name="export_digits")

pytestmark = pytest.mark.skipif(not (LIB_DIR / "libsimple_torch_ffi.so").exists(), reason="run `make lib` first")

RUNS_CODE = ("torchscript", "aoti")   # the formats loaded only when the caller trusts the file
TRUST_WORDS = ("RT_MODEL_LOAD_TRUSTED", "trusted=True", "SIMPLE_TORCH_TRUSTED_MODELS=1")


def _flags(format: str) -> ModelLoadFlag:
    """The flags a caller who trusts its own export passes: trusted for the formats that run code."""
    return ModelLoadFlag.trusted if format in RUNS_CODE else ModelLoadFlag.default


def _assert_refused_untrusted(format: str, message: str) -> None:
    assert {"torchscript": "is a TorchScript module", "aoti": "is an AOTInductor package"}[format] in message, message
    assert ("runs the code it carries" if format == "torchscript" else "compiled machine code") in message, message
    for words in TRUST_WORDS:
        assert words in message, message


@pytest.fixture(scope="module")
def digits():
    pixels, labels = EXPORTER["load_digits"]()
    return pixels, labels, EXPORTER["train"](pixels, labels, steps=40)


@pytest.fixture(scope="module")
def exported(digits, tmp_path_factory) -> dict[str, Path]:
    """The digits MLP in each format (AOTInductor only on the PyTorch backend, which can run it: compiling it
    takes half a minute)."""
    out = tmp_path_factory.mktemp("exported")
    paths = EXPORTER["export"](digits[2], out, aoti=TORCH_BACKEND)
    return dict(zip(("export", "torchscript", "aoti"), paths))


def _put(x: torch.Tensor) -> int:
    """x as a runtime tensor on the CPU, where the exported programs' weights are (issue 19: the default device may
    be a GPU; a program runs on the device it was exported for)."""
    made = rt.rt_torch_tensor_from_data(x.contiguous().numpy().tobytes(), list(x.shape), Dtype.float32)
    if rt.rt_torch_tensor_device(made) == -1:
        return made
    on_cpu = rt.rt_torch_tensor_cpu(made)
    assert rt.rt_torch_tensor_free(made) == 0
    return on_cpu


def _get(h: int) -> torch.Tensor:
    ndim, dims = rt.rt_torch_tensor_shape(h, 8)
    out = bytearray(rt.rt_torch_tensor_nbytes(h))
    assert rt.rt_torch_tensor_copy_to(h, out) == len(out)
    return torch.frombuffer(out, dtype=torch.float32).reshape(dims).clone()


@pytest.mark.skipif(not TORCH_BACKEND, reason="runs the programs: the PyTorch backend")
@pytest.mark.parametrize("format", ["export", "torchscript", "aoti"])
def test_runtime_runs_each_format_as_pytorch(format, exported, digits):
    pixels, _, model = digits
    handle = rt.rt_torch_model_load_options(str(exported[format]), _flags(format))
    assert handle > 0, rt.rt_torch_last_error()
    assert rt.rt_torch_model_format(handle) == format
    live = rt.rt_torch_live_tensors()
    x = _put(pixels[:7])
    count, outputs = rt.rt_torch_model_forward(handle, [x], 4)
    assert count == 1 and len(outputs) == 1, rt.rt_torch_last_error()
    with torch.no_grad():
        torch.testing.assert_close(_get(outputs[0]), model(pixels[:7]), rtol=1e-6, atol=1e-6)
    # too small an output array: BUFFER_TOO_SMALL, and nothing made
    assert rt.rt_torch_model_forward(handle, [x], 0) == (-1, None)
    assert rt.rt_torch_last_error_code() == ErrorCode.BUFFER_TOO_SMALL
    assert "returned 1 tensors but max_outputs is 0" in rt.rt_torch_last_error()
    for h in (x, outputs[0]):
        assert rt.rt_torch_tensor_free(h) == 0
    assert rt.rt_torch_live_tensors() == live
    assert rt.rt_torch_model_free(handle) == 0
    assert rt.rt_torch_model_free(handle) == ErrorCode.INVALID_HANDLE
    assert rt.rt_torch_model_format(handle) == "" and "freed" in rt.rt_torch_last_error()


@pytest.mark.skipif(not TORCH_BACKEND, reason="runs the programs: the PyTorch backend")
@pytest.mark.parametrize("format", ["export", "torchscript", "aoti"])
def test_inputs_on_the_default_device(format, exported, digits):
    """Device-aware (issue 19): the programs were exported on the CPU, and inputs made on the default device run
    there. On a GPU (make test-gpu) each format refuses them with RT_ERR_DEVICE, the AOTInductor program before its
    machine code would read GPU memory as host memory."""
    pixels, _, model = digits
    handle = rt.rt_torch_model_load_options(str(exported[format]), _flags(format))
    x = rt.rt_torch_tensor_from_data(pixels[:3].contiguous().numpy().tobytes(), [3, 64], Dtype.float32)
    assert handle > 0 and x > 0, rt.rt_torch_last_error()
    try:
        count, outputs = rt.rt_torch_model_forward(handle, [x], 4)
        if rt.rt_torch_tensor_device(x) == -1:
            assert count == 1, rt.rt_torch_last_error()
            with torch.no_grad():
                torch.testing.assert_close(_get(outputs[0]), model(pixels[:3]), rtol=1e-6, atol=1e-6)
            assert rt.rt_torch_tensor_free(outputs[0]) == 0
        else:
            assert (count, outputs) == (-1, None)
            assert rt.rt_torch_last_error_code() == ErrorCode.DEVICE, rt.rt_torch_last_error()
            if format == "aoti":
                assert "the model was compiled for cpu, but inputs[0] is on cuda" in rt.rt_torch_last_error()
    finally:
        assert rt.rt_torch_tensor_free(x) == 0 and rt.rt_torch_model_free(handle) == 0


@pytest.mark.skipif(not TORCH_BACKEND, reason="the PyTorch backend's refusal")
@pytest.mark.parametrize("format", RUNS_CODE)
def test_formats_that_run_code_need_the_callers_trust(format, exported, monkeypatch):
    """Without the opt-in a TorchScript file or an AOTInductor package is refused (RT_ERR_INVALID_ARGUMENT, saying
    why and the three ways to opt in), by rt_torch_model_load and rt_torch_model_load_options alike; the flag or the
    environment variable, read at each load, opts in; an unknown flag bit or variable value is refused."""
    path = str(exported[format])
    monkeypatch.delenv("SIMPLE_TORCH_TRUSTED_MODELS", raising=False)
    for load in (lambda: rt.rt_torch_model_load(path), lambda: rt.rt_torch_model_load_options(path, 0)):
        assert load() == 0
        assert rt.rt_torch_last_error_code() == ErrorCode.INVALID_ARGUMENT, rt.rt_torch_last_error()
        _assert_refused_untrusted(format, rt.rt_torch_last_error())
    monkeypatch.setenv("SIMPLE_TORCH_TRUSTED_MODELS", "1")
    handle = rt.rt_torch_model_load(path)
    assert handle > 0 and rt.rt_torch_model_format(handle) == format, rt.rt_torch_last_error()
    assert rt.rt_torch_model_free(handle) == 0
    monkeypatch.setenv("SIMPLE_TORCH_TRUSTED_MODELS", "yes")
    assert rt.rt_torch_model_load(path) == 0 and rt.rt_torch_last_error_code() == ErrorCode.INVALID_ARGUMENT
    assert "SIMPLE_TORCH_TRUSTED_MODELS is 'yes'; it must be 1" in rt.rt_torch_last_error()
    monkeypatch.setenv("SIMPLE_TORCH_TRUSTED_MODELS", "0")
    assert rt.rt_torch_model_load(path) == 0
    _assert_refused_untrusted(format, rt.rt_torch_last_error())
    for bad in (2, 3, -1, 1 << 30):
        assert rt.rt_torch_model_load_options(path, bad) == 0
        assert rt.rt_torch_last_error_code() == ErrorCode.INVALID_ARGUMENT
        assert f"flags is {bad}; it must combine RT_MODEL_LOAD_DEFAULT (0), RT_MODEL_LOAD_TRUSTED (1)" in \
            rt.rt_torch_last_error()
    with pytest.raises(st.InvalidArgumentError) as refused:
        (st.jit.load if format == "torchscript" else st._inductor.aoti_load_package)(path)
    _assert_refused_untrusted(format, str(refused.value))
    with pytest.raises(st.InvalidArgumentError) as refused:   # export.load: the same refusal, before the format
        st.export.load(path)
    _assert_refused_untrusted(format, str(refused.value))


@pytest.mark.skipif(not TORCH_BACKEND, reason="runs the programs: the PyTorch backend")
def test_several_outputs_wrong_inputs_and_gradients(tmp_path):
    class TwoHeads(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.linear = torch.nn.Linear(3, 2)

        def forward(self, x, y):
            h = self.linear(x)
            return {"sum": h + y, "parts": (h, y * 2)}

    torch.manual_seed(0)
    net = TwoHeads()
    x, y = torch.randn(4, 3), torch.randn(4, 2)
    path = tmp_path / "two_heads.pt2"
    torch.export.save(torch.export.export(net, (x, y)), path)
    model = st.export.load(path).module()

    def put(array):   # on the CPU, where the program was exported (the default device may be a GPU)
        return st.tensor(array, device="cpu")
    outs = model(put(x.numpy()), put(y.numpy()))
    expected = torch.utils._pytree.tree_leaves(net(x, y))   # PyTorch's pytree order: dict keys sorted
    assert len(outs) == 3
    for ours, theirs in zip(outs, expected):
        np.testing.assert_allclose(ours.numpy(), theirs.detach().numpy(), rtol=1e-6)
    assert outs[0].requires_grad   # grad mode on: the program's parameters record the graph
    with st.no_grad():
        assert not model(put(x.numpy()), put(y.numpy()))[0].requires_grad
    with pytest.raises(st.InvalidArgumentError, match="does not take these 1 inputs|flatten user inputs"):
        model(put(x.numpy()))
    with pytest.raises(st.Error) as wrong_shape:   # the program's own guard on the input's shape
        model(st.zeros(4, 5, device="cpu"), put(y.numpy()))
    assert wrong_shape.value.code in (ErrorCode.SHAPE, ErrorCode.INVALID_ARGUMENT)
    with pytest.raises(TypeError, match="inputs\\[0\\] must be a Tensor"):
        model(x.numpy())


def _archive(path: Path, names: list[str]) -> Path:
    with zipfile.ZipFile(path, "w") as z:
        for name in names:
            z.writestr(name, b"")
    return path


def test_what_is_not_a_model_is_refused_clearly(tmp_path):
    """The format comes from the archive; pickles (torch.save) and anything else are refused before loading."""
    pickled = tmp_path / "model.pth"
    torch.save(torch.nn.Linear(2, 2).state_dict(), pickled)
    garbage = tmp_path / "garbage.pt2"
    garbage.write_bytes(b"\x80\x02not a zip at all")
    fifo = tmp_path / "model_fifo.pt2"   # a reader that opened it would block until a writer came
    os.mkfifo(fifo)
    duplicated = tmp_path / "twice.pt2"
    with zipfile.ZipFile(duplicated, "w") as z:
        with pytest.warns(UserWarning, match="Duplicate name"):
            for _ in range(2):
                z.writestr("m/models/model.json", b"{}")
    bomb = tmp_path / "bomb.pt2"   # 64 MiB of zeros deflate to 64 KiB: past what a compressed entry may inflate to
    with zipfile.ZipFile(bomb, "w", compression=zipfile.ZIP_DEFLATED) as z:
        z.writestr("m/models/model.json", bytes((64 << 20) + 1))
    cases = [(tmp_path / "missing.pt2", "No such file or directory"),
             (tmp_path, "it is a directory, not a regular file"), (fifo, "it is a FIFO, not a regular file"),
             (Path("/dev/zero"), "it is a character device, not a regular file"),
             (garbage, "not a zip archive"), (pickled, "a torch.save archive (a pickle)"),
             (_archive(tmp_path / "other.zip", ["a/readme.txt"]), "not one of"),
             (duplicated, "holds two entries named 'm/models/model.json'"),
             (bomb, "its entry 'm/models/model.json' says it holds 67108865 bytes")]
    for path, words in cases:
        for load in (lambda: rt.rt_torch_model_load(str(path)),
                     lambda: rt.rt_torch_model_load_options(str(path), ModelLoadFlag.trusted)):
            assert load() == 0
            assert rt.rt_torch_last_error_code() == ErrorCode.INVALID_ARGUMENT, rt.rt_torch_last_error()
            assert words in rt.rt_torch_last_error()
    assert rt.rt_torch_model_load(None) == 0 and rt.rt_torch_last_error_code() == ErrorCode.INVALID_ARGUMENT
    assert rt.rt_torch_model_load_options(None, 0) == 0 and rt.rt_torch_last_error_code() == ErrorCode.INVALID_ARGUMENT
    with pytest.raises(st.InvalidArgumentError, match="pickle"):
        st.jit.load(pickled, trusted=True)


@pytest.mark.skipif(TORCH_BACKEND, reason="the NumPy backend's refusal")
@pytest.mark.parametrize("format", ["export", "torchscript", "aoti"])
def test_numpy_backend_refuses_every_format(format, exported, tmp_path):
    path = exported.get(format) or _archive(tmp_path / "fake_aoti.pt2", ["m/data/aotinductor/model/x.so"])
    for load in (lambda: rt.rt_torch_model_load(str(path)),
                 lambda: rt.rt_torch_model_load_options(str(path), ModelLoadFlag.default),
                 lambda: rt.rt_torch_model_load_options(str(path), ModelLoadFlag.trusted)):
        assert load() == 0
        assert rt.rt_torch_last_error_code() == ErrorCode.UNSUPPORTED
        assert f"format '{format}'" in rt.rt_torch_last_error() and "PyTorch backend" in rt.rt_torch_last_error()


@pytest.mark.skipif(not TORCH_BACKEND, reason="runs the programs: the PyTorch backend")
def test_tier3_loaders_match_pytorch(exported, digits):
    pixels, _, model = digits
    x = st.tensor(pixels[:5].numpy(), device="cpu")   # where the programs were exported (the default may be a GPU)
    with torch.no_grad():
        expected = model(pixels[:5]).numpy()
    for loaded in (st.export.load(exported["export"]).module(), st.jit.load(exported["torchscript"], trusted=True),
                   st._inductor.aoti_load_package(exported["aoti"], trusted=True)):
        np.testing.assert_allclose(loaded(x).numpy(), expected, rtol=1e-6, atol=1e-6)
    with pytest.raises(st.InvalidArgumentError, match="of format 'export', not 'torchscript'"):
        st.jit.load(exported["export"])


def test_c_program_runs_the_exported_digits_model(exported, digits, build):
    """examples/c/run_exported.c, built as a user would (with -Werror: no warning), on each format: PyTorch's scores
    for the digits."""
    exe = build(ROOT / "examples" / "c" / "run_exported.c")
    pixels, labels, model = digits
    with torch.no_grad():
        scores = model(pixels)
    accuracy = (scores.argmax(1) == labels).float().mean().item()
    for format, path in exported.items():
        # the programs were exported on the CPU, and the example makes its input on the default device: the CPU's
        # then, whatever the suite's (issue 19: the runtime does not move a program's inputs to its device)
        def run_example(*extra):
            return subprocess.run([str(exe), str(path), str(ROOT / "examples" / "data" / "digits.u8"), "--scores",
                                   "3", *extra], env=child_env({"SIMPLE_TORCH_DEVICE": "cpu"}), capture_output=True,
                                  text=True, timeout=300)
        run = run_example(*(("--trusted",) if format in RUNS_CODE else ()))
        if not TORCH_BACKEND:
            assert run.returncode == 1 and "error 7" in run.stderr and "PyTorch backend" in run.stderr, run.stderr
            continue
        if format in RUNS_CODE:   # without --trusted: refused with RT_ERR_INVALID_ARGUMENT and how to opt in
            refused = run_example()
            assert refused.returncode == 1 and refused.stdout == "", refused.stdout
            assert f"rt_torch_model_load_options failed (error {int(ErrorCode.INVALID_ARGUMENT)})" in refused.stderr
            _assert_refused_untrusted(format, refused.stderr)
        assert run.returncode == 0, run.stderr
        assert f"format: {format}\n" in run.stdout
        assert f"accuracy on the 1797 digits: {accuracy:.4f}" in run.stdout, run.stdout
        rows = [[float(v) for v in m[1].split()] for m in re.finditer(r"^scores \d+: (.*)$", run.stdout, re.M)]
        np.testing.assert_allclose(rows, scores[:3].numpy(), rtol=1e-6, atol=1e-6)
        assert re.search(r"^live tensors: (\d+) at start, \1 at end$", run.stdout, re.M), run.stdout
