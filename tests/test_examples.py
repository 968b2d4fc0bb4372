"""The examples, built and run the way a user would: the C demo compiled against the installed header
with the pkg-config line and run with an empty environment (like `env -i`), and the Rust example built
with cargo over the simple-torch crate (bindings/rust) when a Rust toolchain is present.

Needs the library (`make lib`; `make test` builds it first).
"""

from __future__ import annotations

import contextlib
import math
import os
import re
import shlex
import shutil
import subprocess
from pathlib import Path

import numpy as np
import pytest

from .conftest import child_env

ROOT = Path(__file__).resolve().parents[1]
LIB_DIR = ROOT / "build" / "lib"
LIBRARY = LIB_DIR / "libsimple_torch_ffi.so"
DIGITS = ROOT / "examples" / "data" / "digits.u8"
C_DEMO = ROOT / "examples" / "c" / "train_digits.c"
RUST_DIR = ROOT / "examples" / "rust"

EPOCH_LINE = re.compile(r"^epoch +(\d+)/(\d+) +train loss (\d+\.\d{4}) +train accuracy ([01]\.\d{4})$")
ACCURACY_LINE = re.compile(r"^test accuracy: (0\.\d{4})$")
RUN_TIMEOUT = 300   # seconds; the demo takes a few seconds on an idle 2-core machine

pytestmark = pytest.mark.skipif(not LIBRARY.exists(), reason=f"{LIBRARY} not built (run `make lib`)")


def _pkg_config() -> list[str]:
    if shutil.which("pkg-config") is None:
        pytest.skip("pkg-config is not installed")
    env = dict(os.environ, PKG_CONFIG_PATH=str(LIB_DIR / "pkgconfig"))
    out = subprocess.run(["pkg-config", "--cflags", "--libs", "simple-torch"], env=env,
                         capture_output=True, text=True, check=True).stdout
    return shlex.split(out)


@pytest.fixture(scope="module")
def train_digits(tmp_path_factory) -> Path:
    """examples/c/train_digits.c, compiled as a user would, without warnings."""
    cc = next((c for c in ("cc", "gcc", "clang") if shutil.which(c)), None)
    if cc is None:
        pytest.skip("no C compiler")
    exe = tmp_path_factory.mktemp("c_demo") / "train_digits"
    cmd = [cc, "-O2", "-Wall", "-Wextra", "-o", str(exe), str(C_DEMO), *_pkg_config(), "-lm"]
    built = subprocess.run(cmd, capture_output=True, text=True)
    assert built.returncode == 0, f"{shlex.join(cmd)} failed:\n{built.stderr}"
    assert "warning" not in built.stderr, built.stderr
    return exe


def _run(cmd: list[str], cwd: Path, env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    """Run with an empty environment (unless told): the library must find its Python (and the binary
    the library, through the rpath) on its own."""
    return subprocess.run(cmd, env=child_env(env), cwd=cwd, capture_output=True, text=True, timeout=RUN_TIMEOUT)


def _check_training(run: subprocess.CompletedProcess) -> None:
    assert run.returncode == 0, f"exit {run.returncode}\nstdout:\n{run.stdout}\nstderr:\n{run.stderr}"
    lines = run.stdout.splitlines()
    epochs = [m for m in map(EPOCH_LINE.match, lines) if m]
    assert epochs, run.stdout
    total = int(epochs[0].group(2))
    assert [int(m.group(1)) for m in epochs] == list(range(1, total + 1)), "one progress line per epoch"
    assert all(int(m.group(2)) == total for m in epochs)
    assert float(epochs[-1].group(3)) < float(epochs[0].group(3)), "the training loss goes down"
    live = next(line for line in lines if line.startswith("live tensors:"))
    assert re.fullmatch(r"live tensors: (\d+) at start, \1 at end", live), live
    last = ACCURACY_LINE.match(lines[-1])
    assert last, f"last line is {lines[-1]!r}"
    assert float(last.group(1)) >= 0.95, run.stdout


def test_c_demo_trains_the_mlp(train_digits, tmp_path):
    # from another directory, with the data path given, and nothing in the environment
    _check_training(_run([str(train_digits), str(DIGITS)], cwd=tmp_path))


def test_c_demo_trains_the_cnn(train_digits, tmp_path):
    # One intra-op thread: on a small machine busy with other work, PyTorch's spinning thread pool
    # makes these tiny convolutions several times slower (7 s become 30-60 s on 2 shared cores).
    run = _run([str(train_digits), str(DIGITS), "--cnn"], cwd=tmp_path, env={"OMP_NUM_THREADS": "1"})
    _check_training(run)
    assert "model: CNN" in run.stdout


def test_c_demo_default_path_and_bad_input(train_digits, tmp_path):
    # the default path is relative to the working directory
    run = _run([str(train_digits)], cwd=tmp_path)
    assert run.returncode == 1 and "examples/data/digits.u8" in run.stderr, run.stderr
    # a file that is not whole 65-byte records is refused with a message
    bad = tmp_path / "bad.u8"
    bad.write_bytes(DIGITS.read_bytes()[:100])
    run = _run([str(train_digits), str(bad)], cwd=tmp_path)
    assert run.returncode == 1 and "65-byte records" in run.stderr, run.stderr
    # a pixel over 16
    data = bytearray(DIGITS.read_bytes())
    data[3] = 17
    bad.write_bytes(bytes(data))
    run = _run([str(train_digits), str(bad)], cwd=tmp_path)
    assert run.returncode == 1 and "over 16" in run.stderr, run.stderr


SHUFFLE_DEMO = ROOT / "examples" / "c" / "shuffle_batches.c"
SHUFFLE_EPOCH = re.compile(r"^epoch +(\d+)/30  loss (\d+\.\d{4})  lr (\d+\.\d{5})$")


def test_c_shuffle_and_batch_example(tmp_path):
    """examples/c/shuffle_batches.c: a data loader's shuffled batches, AdamW, clipping and a one-cycle
    schedule from C learn the data set's weights, every run the same, leaving no handle behind."""
    cc = next((c for c in ("cc", "gcc", "clang") if shutil.which(c)), None)
    if cc is None:
        pytest.skip("no C compiler")
    exe = tmp_path / "shuffle_batches"
    cmd = [cc, "-O2", "-Wall", "-Wextra", "-o", str(exe), str(SHUFFLE_DEMO), *_pkg_config(), "-lm"]
    built = subprocess.run(cmd, capture_output=True, text=True)
    assert built.returncode == 0 and "warning" not in built.stderr, built.stderr
    run = _run([str(exe)], cwd=tmp_path)
    assert run.returncode == 0, run.stderr
    lines = run.stdout.splitlines()
    epochs = [m for m in map(SHUFFLE_EPOCH.match, lines) if m]
    assert [int(m.group(1)) for m in epochs] == list(range(1, 31)), run.stdout
    assert float(epochs[-1].group(2)) < 0.01 < float(epochs[0].group(2)), run.stdout
    assert float(epochs[-1].group(3)) < float(epochs[8].group(3)), "the one-cycle schedule comes down"
    learned = re.search(r"learned w = \((\S+), (\S+), (\S+), (\S+)\), b = (\S+) ", run.stdout)
    assert learned, run.stdout
    assert all(abs(float(v) - t) < 0.05 for v, t in zip(learned.groups(), (1, -2, 3, -4, 0.5))), learned[0]
    assert re.fullmatch(r"live tensors: (\d+) at start, \1 at end", lines[-1]), lines[-1]
    assert _run([str(exe)], cwd=tmp_path).stdout == run.stdout   # seeded: the same run again


def _check_rust_output(run: subprocess.CompletedProcess) -> None:
    assert run.returncode == 0, f"exit {run.returncode}\nstdout:\n{run.stdout}\nstderr:\n{run.stderr}"
    out = run.stdout
    assert re.search(r"^backend: (torch|numpy) \S+", out, re.M), out
    assert "a @ b = [22.0, 28.0, 49.0, 64.0] shape [2, 2]" in out
    assert re.search(r"a @ a: error 3 \(Shape\): rt_torch_tensor_matmul: shapes \[2, 3\] and \[2, 3\]", out), out
    assert "2 * (a @ b) - a @ b = [22.0, 28.0, 49.0, 64.0]" in out
    assert re.search(r"second free of handle \d+: status 1: .*freed", out), out
    assert re.search(r"live tensors: (\d+) at start, \1 at end", out), out
    assert out.splitlines()[-1] == "all checks passed"


@pytest.mark.skipif(shutil.which("cargo") is None, reason="cargo is not installed")
def test_rust_example_with_cargo(tmp_path):
    env = dict(os.environ, CARGO_TARGET_DIR=str(ROOT / "build" / "rust"))
    env.pop("SIMPLE_TORCH_LIB_DIR", None)   # simple-torch-sys's build.rs finds the library itself
    built = subprocess.run(["cargo", "build", "--offline", "--quiet"], cwd=RUST_DIR, env=env,
                           capture_output=True, text=True, timeout=RUN_TIMEOUT)
    assert built.returncode == 0, built.stderr
    exe = ROOT / "build" / "rust" / "debug" / "simple_torch_demo"
    _check_rust_output(_run([str(exe)], cwd=tmp_path))   # no LD_LIBRARY_PATH: the rpath finds the library


# -- the character-level language models from C ---------------------------------------------------------

TEXT = ROOT / "examples" / "data" / "shakespeare.txt"
STEP_LINE = re.compile(r"^step +(\d+)/(\d+)  loss (\d+\.\d{6})  lr (\d+\.\d{6})$", re.M)
PARITY_STEPS = 6


def _compile(source: Path, out_dir: Path) -> Path:
    cc = next((c for c in ("cc", "gcc", "clang") if shutil.which(c)), None)
    if cc is None:
        pytest.skip("no C compiler")
    exe = out_dir / source.stem
    cmd = [cc, "-O2", "-Wall", "-Wextra", "-o", str(exe), str(source), *_pkg_config(), "-lm"]
    built = subprocess.run(cmd, capture_output=True, text=True)
    assert built.returncode == 0 and "warning" not in built.stderr, f"{shlex.join(cmd)}\n{built.stderr}"
    return exe


@pytest.fixture(scope="module", params=["char_lstm", "tiny_gpt"])
def char_model(request, tmp_path_factory) -> tuple[str, Path]:
    return request.param, _compile(ROOT / "examples" / "c" / f"{request.param}.c", tmp_path_factory.mktemp("lm"))


def _device_of_the_programs(torch):
    """Issue 19: the device the C programs compute on (they get SIMPLE_TORCH_DEVICE: child_env), as torch names it;
    PyTorch's reference is computed there too, with the same kernels (a GPU's round otherwise than the CPU's)."""
    import simple_torch as st
    return torch.device(str(st.get_default_device()))


def _losses(run: subprocess.CompletedProcess) -> list[tuple[int, float, float]]:
    assert run.returncode == 0, f"exit {run.returncode}\nstdout:\n{run.stdout}\nstderr:\n{run.stderr}"
    return [(int(m[1]), float(m[3]), float(m[4])) for m in STEP_LINE.finditer(run.stdout)]


def test_char_model_trains_and_writes(char_model, tmp_path):
    """Trained from its own initial weights for 60 steps, the model's loss falls from about ln(58) (a uniform
    guess over the alphabet), it samples 200 characters of the alphabet, and no handle is left behind."""
    name, exe = char_model
    run = _run([str(exe), str(TEXT), "--steps", "60", "--log-every", "20", "--sample", "200"], cwd=tmp_path)
    losses = _losses(run)
    assert [s for s, _, _ in losses] == [1, 20, 40, 60], run.stdout
    assert abs(losses[0][1] - math.log(58)) < 0.2 and losses[-1][1] < losses[0][1] - 0.5, run.stdout
    sample = re.search(r"sampled at temperature 0\.8:\n(.*)\n---\nlive tensors", run.stdout, re.S)
    assert sample, run.stdout
    sample = sample[1]
    assert len(sample) == 200 and set(sample) <= set(TEXT.read_text()), repr(sample)
    assert re.search(r"^live tensors: (\d+) at start, \1 at end$", run.stdout, re.M), run.stdout


def test_char_model_refuses_bad_input(char_model, tmp_path):
    name, exe = char_model
    run = _run([str(exe), "--steps", "0"], cwd=tmp_path)
    assert run.returncode == 2 and "at least 1" in run.stderr, run.stderr
    run = _run([str(exe), str(tmp_path / "missing.txt")], cwd=tmp_path)
    assert run.returncode == 1 and "cannot open" in run.stderr, run.stderr
    short = tmp_path / "short.txt"
    short.write_text("to be or not to be")
    run = _run([str(exe), str(short)], cwd=tmp_path)
    assert run.returncode == 1 and "it needs more than" in run.stderr, run.stderr
    weights = tmp_path / "weights.f32"
    weights.write_bytes(b"\0" * 64)
    run = _run([str(exe), str(TEXT), "--init", str(weights)], cwd=tmp_path)
    assert run.returncode == 1 and "ends before parameter" in run.stderr, run.stderr


def _draw_batches(ids, steps: int, batch: int, window: int):
    """char_model.h's batches: starts from its 64-bit linear congruential generator."""
    import torch

    state, mask = 1, (1 << 64) - 1
    for _ in range(steps):
        starts = []
        for _ in range(batch):
            state = (state * 6364136223846793005 + 1442695040888963407) & mask
            starts.append((state >> 33) % (len(ids) - window - 1))
        yield (torch.stack([ids[s:s + window] for s in starts]), torch.stack([ids[s + 1:s + window + 1] for s in starts]))


def _reference(name: str, alphabet: int):
    """The PyTorch model each example's parameter names come from, its optimizer and its schedule."""
    import torch
    from torch import nn

    class CharLSTM(nn.Module):
        def __init__(self):
            super().__init__()
            self.embedding, self.lstm = nn.Embedding(alphabet, 32), nn.LSTM(32, 128, batch_first=True)
            self.head = nn.Linear(128, alphabet)

        def forward(self, ids):
            return self.head(self.lstm(self.embedding(ids))[0])

    class TinyGPT(nn.Module):
        def __init__(self):
            super().__init__()
            self.tok_emb, self.pos_emb = nn.Embedding(alphabet, 64), nn.Embedding(32, 64)
            self.blocks = nn.ModuleList(nn.TransformerEncoderLayer(64, 4, 256, dropout=0.0, activation="gelu",
                                                                   batch_first=True, norm_first=True)
                                        for _ in range(2))
            self.ln_f, self.head = nn.LayerNorm(64), nn.Linear(64, alphabet)

        def forward(self, ids):
            length = ids.shape[1]
            x = self.tok_emb(ids) + self.pos_emb.weight[:length]
            mask = nn.Transformer.generate_square_subsequent_mask(length)
            for block in self.blocks:
                x = block(x, src_mask=mask, is_causal=True)
            return self.head(self.ln_f(x))

    torch.manual_seed(0)
    if name == "char_lstm":
        net = CharLSTM()
        opt = torch.optim.Adam(net.parameters(), lr=3e-3)
        return net, opt, None, 5.0, (16, 32)
    net = TinyGPT()
    opt = torch.optim.AdamW(net.parameters(), lr=3e-3, betas=(0.9, 0.99), eps=1e-8, weight_decay=0.1)
    return net, opt, torch.optim.lr_scheduler.CosineAnnealingLR(opt, PARITY_STEPS, 3e-4), 1.0, (16, 32)


def test_char_model_trains_as_pytorch_does(char_model, tmp_path):
    """From the same initial weights and batches, the C program's losses and learning rates equal PyTorch's
    nn.LSTM / nn.TransformerEncoderLayer model's step by step (the issue's proof of parity)."""
    torch = pytest.importorskip("torch")
    name, exe = char_model
    text = TEXT.read_bytes()
    alphabet = sorted(set(text))
    ids = torch.tensor([alphabet.index(c) for c in text])
    net, opt, schedule, clip, (batch, window) = _reference(name, len(alphabet))

    listed = _run([str(exe), str(TEXT), "--params"], cwd=tmp_path)
    assert listed.returncode == 0, listed.stderr
    table = [line.split() for line in listed.stdout.splitlines()]
    state = net.state_dict()
    assert [row[0] for row in table] == list(state), "the C parameter table is the PyTorch model's state dict"
    assert all([int(d) for d in row[1:]] == list(state[row[0]].shape) for row in table)
    weights = tmp_path / "weights.f32"
    weights.write_bytes(b"".join(state[row[0]].numpy().astype("<f4").tobytes() for row in table))

    run = _run([str(exe), str(TEXT), "--init", str(weights), "--steps", str(PARITY_STEPS), "--log-every", "1",
                "--sample", "0"], cwd=tmp_path)
    ours = _losses(run)
    theirs = []
    device = _device_of_the_programs(torch)
    net.to(device)   # the same parameter objects: the optimizer made with them follows
    with contextlib.nullcontext() if device.type == "cpu" else device:   # the batches and the mask made there too
        for step, (x, y) in enumerate(_draw_batches(ids.to(device), PARITY_STEPS, batch, window), 1):
            lr = opt.param_groups[0]["lr"]
            loss = torch.nn.functional.cross_entropy(net(x).reshape(-1, len(alphabet)), y.reshape(-1))
            opt.zero_grad()
            loss.backward()
            torch.nn.utils.clip_grad_norm_(net.parameters(), clip)
            opt.step()
            if schedule is not None:
                schedule.step()
            theirs.append((step, loss.item(), lr))
    assert [s for s, _, _ in ours] == list(range(1, PARITY_STEPS + 1)), run.stdout
    np.testing.assert_allclose([lr for *_, lr in ours], [lr for *_, lr in theirs], atol=1e-6)
    np.testing.assert_allclose([loss for _, loss, _ in ours], [loss for _, loss, _ in theirs], rtol=2e-5)


# -- examples/c/checkpoint.c (issue 16): train, save, and in a fresh process predict or resume -----------------

def test_c_checkpoint_resumes_bit_for_bit_and_predicts(tmp_path):
    """"train 3" then "resume 3" (a new process each, through the safetensors file) prints the losses of
    "train 6" digit for digit (float32 values, printed with 9 digits: bit for bit), and both files predict
    the same; PyTorch reads the file's parameters as its nn.Sequential's state_dict."""
    exe = _compile(ROOT / "examples" / "c" / "checkpoint.c", tmp_path)
    full = _run([str(exe), "train", "full.safetensors", "6"], cwd=tmp_path)
    first = _run([str(exe), "train", "part.safetensors", "3"], cwd=tmp_path)
    rest = _run([str(exe), "resume", "part.safetensors", "3"], cwd=tmp_path)
    for run in (full, first, rest):
        assert run.returncode == 0, run.stderr

    def losses(run):
        return [line for line in run.stdout.splitlines() if line.startswith("step ")]
    assert len(losses(full)) == 6 and losses(first) + losses(rest) == losses(full)
    values = [float(line.split()[-1]) for line in losses(full)]
    assert all(b < a for a, b in zip(values, values[1:])), values   # it learns
    predictions = [_run([str(exe), "predict", name], cwd=tmp_path) for name in ("full.safetensors",
                                                                                 "part.safetensors")]
    assert predictions[0].returncode == 0 and predictions[0].stdout == predictions[1].stdout
    assert predictions[0].stdout.count("predict ") == 3
    bad = _run([str(exe), "predict", "missing.safetensors"], cwd=tmp_path)
    assert bad.returncode == 1 and "No such file" in bad.stderr
    torch = pytest.importorskip("torch")
    safetensors_torch = pytest.importorskip("safetensors.torch")
    state = {k: v for k, v in safetensors_torch.load_file(tmp_path / "part.safetensors").items()
             if not k.startswith("optim.")}
    model = torch.nn.Sequential(torch.nn.Linear(2, 8), torch.nn.Tanh(), torch.nn.Linear(8, 1))
    model.load_state_dict(state)
    device = _device_of_the_programs(torch)   # where the program predicted
    line = predictions[0].stdout.splitlines()[1]   # "predict 0.5 -0.5 -> VALUE (true 3.000000)"
    assert model.to(device)(torch.tensor([[0.5, -0.5]], device=device)).item() == \
        pytest.approx(float(line.split()[4]), abs=1e-6)
