"""The fuzz harness: tests/c/fuzz.c drives the built library with random call sequences over the whole ABI.

Its dispatch table is generated here from the spec (`simple_torch.abi.signature.FUNCTIONS`): one `case` per
function, each argument drawn by the generator that suits its parameter kind and name (handles from the
pools of live, freed, made-up and wrong-kind handles; dims, dtypes, devices, doubles, arrays and buffers from
their own pools), so a function added to the spec is fuzzed without anyone writing a line of C.

In `make test`: a short run of a few seeds on each backend (the torch backend only when it is there), checked
to exit 0 and to call every spec function; a run repeated with the same seed, checked to give the same
per-function tally; the failure report checked to name the seed and the call; the bugs fuzzing found, checked to
stay fixed; and a Hypothesis state machine doing the same in this process over simple_torch.runtime (any spec
function, arguments by parameter kind; a failure shrinks to a short call sequence). `make fuzz` runs the long
C version:

    python -m tests.test_fuzz [--seeds N] [--calls N] [--first-seed N] [--backend torch|numpy ...]

(FUZZ_SEEDS / FUZZ_CALLS / FUZZ_BACKENDS set the defaults.)
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest

from simple_torch.abi.signature import FUNCTIONS, Function

from .conftest import FAST_PATH, backend_configurations, child_env

ROOT = Path(__file__).resolve().parents[1]
C_DIR = ROOT / "tests" / "c"
SOURCE = C_DIR / "fuzz.c"
LIB = ROOT / "build" / "lib" / "libsimple_torch_ffi.so"
PKGCONFIG_DIR = ROOT / "build" / "lib" / "pkgconfig"
HEADER_NAME = "fuzz_calls.h"

SHORT_SEEDS = (1, 2, 3)
SHORT_CALLS = 2000
RUN_TIMEOUT = 600

# -- the dispatch table, generated from the spec ------------------------------------------------------------

# rt_torch_dist_init (section 31) is fuzzed like any function, and never joins a group: its texts are drawn from
# the equation pool (never "tcp://..."), and its "" or "env://" default finds no MASTER_ADDR (the C harness runs with
# child_env's empty environment; the state machine below removes the variables), so it fails at once and every
# other rt_torch_dist_* call meets "no process group" rather than waiting for peers.
DIST_VARIABLES = ("MASTER_ADDR", "MASTER_PORT", "RANK", "WORLD_SIZE")

# Integer parameters by name -> the pool they are drawn from (see arg_int in fuzz.c); any other name: G_ANY.
INT_POOLS = {
    "dim": "G_DIM", "dim0": "G_DIM", "dim1": "G_DIM", "start_dim": "G_DIM", "end_dim": "G_DIM",
    "keepdim": "G_FLAG", "flag": "G_FLAG", "training": "G_FLAG", "left": "G_FLAG", "upper": "G_FLAG",
    "hermitian": "G_FLAG", "log_target": "G_FLAG", "swap": "G_FLAG", "enabled": "G_FLAG",
    "ceil_mode": "G_FLAG", "count_include_pad": "G_FLAG", "output_size": "G_SIZE", "include_last_offset": "G_FLAG",
    "dtype": "G_DTYPE", "device": "G_DEVICE", "device_index": "G_DEVICE", "reduction": "G_REDUCTION",
    "n": "G_SIZE", "m": "G_SIZE", "steps": "G_SIZE", "chunks": "G_SIZE", "groups": "G_SIZE",
    "start": "G_INDEX", "end": "G_INDEX", "step": "G_INDEX",
    "max_iter": "G_SIZE", "max_eval": "G_SIZE", "history_size": "G_SIZE",
}
# Double parameters by name; any other name: G_ANYD (NaN, infinities, huge, tiny, ordinary values).
DOUBLE_POOLS = {
    "p": "G_PROB",
    "lr": "G_RATE", "momentum": "G_RATE", "weight_decay": "G_RATE", "beta1": "G_RATE", "beta2": "G_RATE",
    "eps": "G_RATE",
    "start": "G_RANGE", "end": "G_RANGE", "step": "G_RANGE",   # arange: a few elements, or astronomically many
}
# int64 arrays by name; any other: A_SHAPE.
ARRAY_POOLS = {"order": "A_ORDER"}
# Handles for which 0 is a valid value ("none", "the default"); every other 0 must make the call fail.
OPTIONAL = {
    ("rt_torch_nn_linear", "bias"), ("rt_torch_nn_conv2d", "bias"),
    ("rt_torch_nn_batch_norm", "running_mean"), ("rt_torch_nn_batch_norm", "running_var"),
    ("rt_torch_nn_batch_norm", "weight"), ("rt_torch_nn_batch_norm", "bias"),
    ("rt_torch_nn_layer_norm", "weight"), ("rt_torch_nn_layer_norm", "bias"),
    ("rt_torch_tensor_free", "x"), ("rt_torch_tensor_backward_gradient", "gradient"),
    ("rt_torch_tensor_backward_ex", "gradient"),
    ("rt_torch_tensor_searchsorted", "sorter"), ("rt_torch_generator_use", "gen"),
    ("rt_torch_nn_binary_cross_entropy_with_logits", "weight"),
    ("rt_torch_nn_binary_cross_entropy_with_logits", "pos_weight"),
    ("rt_torch_nn_cross_entropy_ex", "weight"), ("rt_torch_nn_nll_loss_ex", "weight"),
    ("rt_torch_nn_conv1d", "bias"), ("rt_torch_nn_conv_transpose1d", "bias"), ("rt_torch_nn_conv_transpose2d", "bias"),
    ("rt_torch_nn_group_norm", "weight"), ("rt_torch_nn_group_norm", "bias"), ("rt_torch_nn_rms_norm", "weight"),
    ("rt_torch_nn_scaled_dot_product_attention", "attn_mask"), ("rt_torch_nn_conv3d", "bias"),
    ("rt_torch_nn_embedding_bag", "offsets"), ("rt_torch_nn_embedding_bag", "per_sample_weights"),
    *((f"rt_torch_nn_{cell}_cell", bias) for cell in ("rnn", "lstm", "gru") for bias in ("b_ih", "b_hh")),
    ("rt_torch_nn_transformer_encoder_layer", "src_mask"), ("rt_torch_nn_transformer_encoder_layer", "src_key_padding_mask"),
    *(("rt_torch_nn_transformer_decoder_layer", mask) for mask in ("tgt_mask", "memory_mask", "tgt_key_padding_mask",
                                                                  "memory_key_padding_mask")),
    ("rt_torch_data_loader_new", "gen"), ("rt_torch_nn_binary_cross_entropy_weighted", "weight"),
}
RESULTS = {"tensor": "R_TENSOR", "handle": "R_HANDLE", "status": "R_STATUS", "bool": "R_BOOL", "count": "R_COUNT",
           "device": "R_DEVICE", "text": "R_TEXT", "void": "R_VOID", "error": "R_ERROR"}


def handle_kind(fn: Function, param: str | None = None) -> str:
    """The kind of rt_handle a function takes (param) or returns: streams, generators, safetensors sets, models,
    gradient scalers and distributed work for their functions, learning-rate schedules for a "sched" and what
    rt_torch_lr_* makes, else optimizers."""
    if "stream" in fn.name:
        return "K_STREAM"
    if fn.name.startswith("rt_torch_generator_") or param == "gen":
        return "K_GEN"
    if fn.name.startswith("rt_torch_safetensors_"):
        return "K_ST"
    if fn.name.startswith("rt_torch_model_"):
        return "K_MODEL"
    if fn.name.startswith("rt_torch_grad_scaler_") and param != "opt":   # unscale and step take an optimizer too
        return "K_SCALER"
    if fn.name.startswith("rt_torch_dist_"):   # the work handles of asynchronous collectives
        return "K_WORK"
    if fn.name.startswith("rt_torch_data_loader_"):
        return "K_LOADER"
    if param == "sched" or (param is None and fn.name.startswith("rt_torch_lr_")):
        return "K_SCHED"
    return "K_OPT"


KIND_NAMES = {"K_STREAM": "stream", "K_OPT": "optimizer", "K_SCHED": "scheduler", "K_GEN": "generator",
              "K_ST": "safetensors", "K_MODEL": "model", "K_SCALER": "scaler", "K_WORK": "work",
              "K_LOADER": "data loader"}


def _freed_kind(fn: Function) -> str:
    """What a `*_free` function releases (K_NONE for the others)."""
    if not fn.name.endswith("_free") or len(fn.cparams) != 1:
        return "K_NONE"
    return "K_TENSOR" if fn.cparams[0].ctype == "rt_tensor" else handle_kind(fn, fn.cparams[0].name)


def _is_creation(fn: Function) -> bool:
    return fn.result == "tensor" and not any(p.ctype in ("rt_tensor", "rt_handle") for p in fn.params)


def _versioned(fn: Function) -> int:
    """1 for a function of DLPack's versioned struct, 0 for one of the legacy struct (section 29's names)."""
    return int(not fn.name.endswith("_legacy"))


def _call_case(fn: Function) -> list[str]:
    """The `case` of one function: draw each argument, make the call, keep the result."""
    lines = [f"    case FN_{fn.name}: {{"]
    args: dict[str, str] = {}          # C parameter name -> C expression passed
    by_name = {p.name: p for p in fn.params}
    deferred = []
    for p in fn.params:
        var = f"a_{p.name}"
        if p.kind == "data":                       # drawn last: its size follows from dims and dtype
            deferred.append(p)
            continue
        if p.kind == "scalar" and p.ctype == "rt_tensor":
            optional = int((fn.name, p.name) in OPTIONAL)
            lines.append(f'        rt_tensor {var} = arg_tensor(c, "{p.name}", {optional});')
        elif p.kind == "scalar" and p.ctype == "rt_handle":
            optional = int((fn.name, p.name) in OPTIONAL)
            lines.append(f'        rt_handle {var} = arg_handle(c, "{p.name}", {handle_kind(fn, p.name)}, {optional});')
        elif p.kind == "scalar" and p.ctype in ("int32_t", "int64_t"):
            bits = 32 if p.ctype == "int32_t" else 64
            pool = INT_POOLS.get(p.name, "G_ANY")
            lines.append(f'        {p.ctype} {var} = ({p.ctype})arg_int(c, "{p.name}", {pool}, {bits});')
        elif p.kind == "scalar" and p.ctype == "double":
            lines.append(f'        double {var} = arg_double(c, "{p.name}", {DOUBLE_POOLS.get(p.name, "G_ANYD")});')
        elif p.kind == "array":
            cparam = next(cp for cp in fn.cparams if cp.name == p.length)
            bits = 32 if cparam.ctype == "int32_t" else 64
            if p.ctype in ("rt_tensor", "rt_handle"):
                lines.append(f'        int64_t n_{p.name}; const {p.ctype} *{var} = '
                             f'arg_handles(c, "{p.name}", &n_{p.name}, {bits});')
            elif p.ctype == "double":
                lines.append(f'        int64_t n_{p.name}; const double *{var} = '
                             f'arg_doubles(c, "{p.name}", &n_{p.name}, {bits});')
            elif p.ctype == "int64_t":
                pool = ARRAY_POOLS.get(p.name, "A_SHAPE")
                lines.append(f'        int64_t n_{p.name}; const int64_t *{var} = '
                             f'arg_dims(c, "{p.name}", {pool}, &n_{p.name}, {bits});')
            else:
                raise ValueError(f"{fn.name}: no generator for an array of {p.ctype}")
            args[p.length] = f"({cparam.ctype})n_{p.name}"
        elif p.kind == "text":
            lines.append(f'        const char *{var} = arg_text(c, "{p.name}");')
        elif p.kind == "pointer":   # a DLPack struct exported earlier (of the function's kind), or NULL
            lines.append(f'        void *{var} = arg_dlpack(c, "{p.name}", {_versioned(fn)});')
        elif p.kind == "closure":   # a counting closure of fuzz.c, or NULL; its user_data comes with it
            lines.append(f'        void *u_{p.name}; rt_closure {var} = arg_closure(c, "{p.name}", &u_{p.name});')
            args[p.length] = f"u_{p.name}"
        elif p.kind == "fixed":
            if p.ctype != "int64_t":
                raise ValueError(f"{fn.name}: no generator for a fixed array of {p.ctype}")
            lines.append(f'        const int64_t *{var} = arg_fixed(c, "{p.name}", {p.fixed});')
        elif p.kind == "buffer":
            cparam = next(cp for cp in fn.cparams if cp.name == p.length)
            lines.append(f'        int64_t n_{p.name}; void *{var} = arg_buffer(c, "{p.name}", &n_{p.name});')
            args[p.length] = f"({cparam.ctype})n_{p.name}"
        elif p.kind == "outarr":
            cparam = next(cp for cp in fn.cparams if cp.name == p.length)
            bits = 32 if cparam.ctype == "int32_t" else 64
            is_handle = int(p.ctype in ("rt_tensor", "rt_handle"))
            lines.append(f'        int64_t n_{p.name}; {p.ctype} *{var} = ({p.ctype} *)arg_outarr(c, "{p.name}", '
                         f'sizeof({p.ctype}), {is_handle}, &n_{p.name}, {bits});')
            args[p.length] = f"({cparam.ctype})n_{p.name}"
        elif p.kind == "out":
            if p.ctype in ("rt_tensor", "rt_handle"):
                lines.append(f'        {p.ctype} *{var} = arg_out_handle(c, "{p.name}");')
            elif p.ctype == "double":
                lines.append(f'        double *{var} = arg_out_double(c, "{p.name}");')
            elif p.ctype == "int64_t":
                lines.append(f'        int64_t *{var} = arg_out_int64(c, "{p.name}");')
            elif p.ctype == "void*":   # a DLPack export: the struct goes to fuzz.c's pool of its kind
                lines.append(f'        void **{var} = arg_out_dlpack(c, "{p.name}", {_versioned(fn)});')
            else:
                raise ValueError(f"{fn.name}: no generator for an output of {p.ctype}")
        else:
            raise ValueError(f"{fn.name}: no generator for parameter {p}")
        args.setdefault(p.name, var)
    for p in deferred:
        dims, dtype = by_name.get("dims"), by_name.get("dtype")
        if dims is None or dtype is None or dims.kind != "array":
            raise ValueError(f"{fn.name}: data without dims and dtype: cannot size it")
        lines.append(f'        const void *a_{p.name} = arg_data(c, "{p.name}", a_dims, n_dims, a_dtype);')
        args[p.name] = f"a_{p.name}"
    call = f"{fn.name}({', '.join(args[cp.name] for cp in fn.cparams)})"
    lines.append("        fuzz_before_call(c);")
    if fn.ctype == "void":
        lines.append(f"        {call};")
    elif fn.ctype == "const char*":
        lines.append(f"        c->text = keep_text(c, {call});")
    else:
        lines.append(f"        c->result = (int64_t){call};")
    lines += ["        break;", "    }"]
    return lines


def generate_calls() -> str:
    """fuzz_calls.h: the function table and the dispatch, one case per spec function."""
    fns = list(FUNCTIONS.values())
    out = ["/* fuzz_calls.h - generated by tests/test_fuzz.py from src/simple_torch/abi/spec.py; do not edit. */",
           "", "enum {"]
    out += [f"    FN_{fn.name}," for fn in fns]
    out += ["    FUZZ_NFUNCS", "};", ""]
    out.append("static const char *const fuzz_names[FUZZ_NFUNCS] = {")
    out += [f'    "{fn.name}",' for fn in fns]
    out += ["};", "", "static const int fuzz_results[FUZZ_NFUNCS] = {"]
    out += [f"    {RESULTS[fn.result]},  /* {fn.name} */" for fn in fns]
    out += ["};", "", "/* the kind of handle a function returns (K_NONE: none) */",
            "static const int fuzz_returns[FUZZ_NFUNCS] = {"]
    for fn in fns:
        kind = {"tensor": "K_TENSOR", "handle": handle_kind(fn)}.get(fn.result, "K_NONE")
        out.append(f"    {kind},  /* {fn.name} */")
    out += ["};", "", "/* the kind of handle a `_free` function releases (K_NONE: none) */",
            "static const int fuzz_frees[FUZZ_NFUNCS] = {"]
    out += [f"    {_freed_kind(fn)},  /* {fn.name} */" for fn in fns]
    out += ["};", "", "/* 1 for the functions that make a tensor from no tensor (they seed the pool) */",
            "static const int fuzz_creates[FUZZ_NFUNCS] = {"]
    out += [f"    {int(_is_creation(fn))},  /* {fn.name} */" for fn in fns]
    out += ["};", "", "static void fuzz_call(Call *c) {", "    switch (c->fn) {"]
    for fn in fns:
        out += _call_case(fn)
    out += ["    default:", '        fprintf(stderr, "fuzz: no function %d\\n", c->fn);', "        exit(2);",
            "    }", "}", ""]
    return "\n".join(out)


# -- building and running --------------------------------------------------------------------------------------

def _tool(name: str) -> str:
    path = shutil.which(name)
    if path is None:
        raise RuntimeError(f"{name} is needed to build the fuzz harness")
    return path


def ensure_library() -> None:
    if not LIB.exists():
        subprocess.run(["make", "lib"], cwd=ROOT, check=True, timeout=900)


def compile_fuzz(out_dir: Path) -> Path:
    """Generate fuzz_calls.h into out_dir and build tests/c/fuzz.c there; returns the executable."""
    ensure_library()
    out_dir.mkdir(parents=True, exist_ok=True)
    (out_dir / HEADER_NAME).write_text(generate_calls())
    env = {**os.environ, "PKG_CONFIG_PATH": str(PKGCONFIG_DIR)}
    flags = subprocess.run([_tool("pkg-config"), "--cflags", "--libs", "simple-torch"], env=env, check=True,
                           capture_output=True, text=True).stdout.split()
    exe = out_dir / "fuzz"
    cmd = [_tool("cc"), "-O2", "-g", "-Wall", "-Wextra", "-Werror", "-I", str(out_dir), str(SOURCE), "-o", str(exe),
           *flags, "-lm"]
    done = subprocess.run(cmd, capture_output=True, text=True)
    if done.returncode != 0:
        raise RuntimeError(f"{' '.join(cmd)}\n{done.stdout}{done.stderr}")
    return exe


def run_fuzz(exe: Path, seed: int, calls: int, backend: str | None = None,
             timeout: float = RUN_TIMEOUT, fast: str | None = None) -> subprocess.CompletedProcess:
    """fast: SIMPLE_TORCH_FAST_PATH for the run (issue 17's fast path on "1" or off "0"), else the environment's."""
    extra = {"SIMPLE_TORCH_BACKEND": backend} if backend else {}
    if fast is not None:
        extra[FAST_PATH] = fast
    # errors="replace": a run that dies may leave bytes that are not text, and its report must still be read
    return subprocess.run([str(exe), str(seed), str(calls)], env=child_env(extra), capture_output=True, text=True,
                          errors="replace", timeout=timeout, cwd=exe.parent)


TALLY = re.compile(r"^tally (\S+) (\d+) (\d+)$", re.M)
SUMMARY = re.compile(r"^fuzz: seed (\d+), (\d+) calls \((\d+) failed\) in ([\d.]+) s, (\d+) calls/s, "
                     r"backend (\w+), max RSS (\d+) MB$", re.M)


def tally(stdout: str) -> dict[str, tuple[int, int]]:
    return {name: (int(calls), int(failed)) for name, calls, failed in TALLY.findall(stdout)}


def _report(done: subprocess.CompletedProcess) -> str:
    tail = "\n".join(done.stdout.splitlines()[-20:])
    return f"exit {done.returncode}\n--- stdout (tail)\n{tail}\n--- stderr\n{done.stderr[-6000:]}"


def _backends() -> list[str]:
    """Both backends when torch is importable here, else numpy only (the torch-hidden run of make test)."""
    forced = os.environ.get("SIMPLE_TORCH_BACKEND")
    if forced:
        return [forced]
    return (["torch"] if importlib.util.find_spec("torch") is not None else []) + ["numpy"]


# -- the tests ---------------------------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def fuzz_exe(tmp_path_factory) -> Path:
    return compile_fuzz(tmp_path_factory.mktemp("fuzz"))


def test_dispatch_covers_the_spec():
    """One case per spec function, no more."""
    text = generate_calls()
    cases = re.findall(r"^    case FN_(\w+):", text, re.M)
    assert sorted(cases) == sorted(FUNCTIONS)
    for name in FUNCTIONS:
        assert re.search(rf"\b{name}\(", text), name


@pytest.mark.parametrize("backend, fast", backend_configurations(_backends()),
                         ids=lambda value: {"1": "fast-path", "0": "python-path"}.get(value, value))
def test_short_fuzz_run(fuzz_exe, backend, fast):
    """A few seeds: every invariant holds, and between them the seeds call every function of the spec (on the torch
    backend with issue 17's fast path and without)."""
    seen: dict[str, int] = {}
    for seed in SHORT_SEEDS:
        done = run_fuzz(fuzz_exe, seed, SHORT_CALLS, backend, fast=fast)
        replay = replay_command(seed, SHORT_CALLS, backend, fast)
        assert done.returncode == 0, _report(done) + "\n" + replay
        summary = SUMMARY.search(done.stdout)
        assert summary, _report(done) + "\n" + replay
        assert int(summary[1]) == seed and int(summary[2]) == SHORT_CALLS and summary[6] == backend, replay
        counts = tally(done.stdout)
        assert set(counts) == set(FUNCTIONS), _report(done) + "\n" + replay
        assert sum(c for c, _ in counts.values()) == SHORT_CALLS, replay
        for name, (calls, _) in counts.items():
            seen[name] = seen.get(name, 0) + calls
        # the calls follow shuffled rounds of every function, so each seed alone calls them all
        assert [name for name, (calls, _) in counts.items() if calls == 0] == [], replay
    assert all(seen[name] > 0 for name in FUNCTIONS)


def test_same_seed_same_run(fuzz_exe):
    """A seed fixes the whole run: the same per-function calls and failures."""
    backend = _backends()[0]
    first, second = (run_fuzz(fuzz_exe, 77, 1500, backend) for _ in range(2))
    assert first.returncode == 0, _report(first) + "\n" + replay_command(77, 1500, backend)
    assert second.returncode == 0, _report(second) + "\n" + replay_command(77, 1500, backend)
    assert tally(first.stdout) == tally(second.stdout)
    assert sum(failed for _, failed in tally(first.stdout).values()) > 0   # the errors are fuzzed too
    other = run_fuzz(fuzz_exe, 78, 1500, backend)
    assert other.returncode == 0, _report(other) + "\n" + replay_command(78, 1500, backend)
    assert tally(other.stdout) != tally(first.stdout)


def test_a_broken_invariant_names_the_seed_and_the_call(fuzz_exe):
    """FUZZ_BREAK=N makes the harness treat call N as broken: it must say the seed, the index and the call."""
    env = child_env({"FUZZ_BREAK": "120", "SIMPLE_TORCH_BACKEND": _backends()[-1]})
    done = subprocess.run([str(fuzz_exe), "5", "300"], env=env, capture_output=True, text=True, timeout=RUN_TIMEOUT,
                          cwd=fuzz_exe.parent)
    assert done.returncode == 1, _report(done)
    assert re.search(r"fuzz: FAILED at seed 5, call 120: .*FUZZ_BREAK", done.stderr), _report(done)
    assert re.search(r"\n  call: rt_torch_\w+\(", done.stderr), _report(done)


_FOUND = r"""
import simple_torch.runtime as rt
INT64_MAX = 2**63 - 1
x, w = rt.rt_torch_tensor_randn([2, 1, 2, 2]), rt.rt_torch_tensor_randn([1, 1, 1, 1])
# seed 85: a conv2d stride of INT64_MAX killed the process with SIGFPE inside PyTorch (batch >= 2)
assert rt.rt_torch_nn_conv2d(x, w, 0, [2, INT64_MAX], [0, 0], [1, 1], 1) == 0
assert rt.rt_torch_last_error_code() == 2 and "at most 2147483647" in rt.rt_torch_last_error()
# seeds 6, 11, 13, 17, 18: expand made a view of 2**64 bytes (torch), whose nbytes then overflowed int64
one = rt.rt_torch_tensor_zeros([1])
for dims in ([2**62], [2**61], [INT64_MAX], [2**62, 4]):
    assert rt.rt_torch_tensor_expand(one, dims) == 0, dims
    assert rt.rt_torch_last_error_code() == 2 and "over 2**63" in rt.rt_torch_last_error(), rt.rt_torch_last_error()
big = rt.rt_torch_tensor_expand(one, [2**60])
assert big > 0 and rt.rt_torch_tensor_nbytes(big) == 2**62
print("ok")
"""


@pytest.mark.parametrize("backend", _backends())
def test_what_fuzzing_found_stays_fixed(backend):
    done = subprocess.run([sys.executable, "-c", _FOUND], env=child_env({"SIMPLE_TORCH_BACKEND": backend}),
                          capture_output=True, text=True, timeout=RUN_TIMEOUT, cwd=ROOT)
    assert done.returncode == 0 and done.stdout == "ok\n", _report(done)


# -- the same idea in Python, with shrinking: a Hypothesis state machine over simple_torch.runtime ---------------

def _int_strategy(name: str, ctype: str):
    from hypothesis import strategies as st
    lo, hi = (-2**31, 2**31 - 1) if ctype == "int32_t" else (-2**63, 2**63 - 1)
    usual = {"G_DIM": st.integers(-4, 4), "G_FLAG": st.integers(0, 1), "G_DEVICE": st.just(-1),
             "G_DTYPE": st.sampled_from([0, 1, 2, 3, 4, 5, 6, 7, 9, 10, 11, 15]), "G_REDUCTION": st.integers(0, 2),
             "G_SIZE": st.integers(0, 5), "G_INDEX": st.integers(-5, 5)}.get(INT_POOLS.get(name, "G_ANY"),
                                                                              st.integers(-3, 40))
    return st.one_of(usual, usual, usual, st.sampled_from([lo, hi, -1, 2**45 if hi > 2**45 else hi]))


def _double_strategy(name: str):
    from hypothesis import strategies as st
    odd = st.sampled_from([float("nan"), float("inf"), float("-inf"), 1e308, -1e308, 5e-324])
    if DOUBLE_POOLS.get(name) == "G_RANGE":   # arange: a few elements, or counts far beyond 2**63 (rejected)
        return st.one_of(st.integers(-5, 5).map(float), st.sampled_from([0.5, -0.5, 1e300, 1e-300]), odd)
    return st.one_of(st.floats(-10, 10), st.sampled_from([0.0, 0.5, 1.0, 1e-8]), odd)


def _counting_closure(fails_at: int):
    """A closure as the runtime takes one: a loss per call, failing at call fails_at (0: never) and after 12."""
    from simple_torch.abi.errors import InvalidArgumentError

    calls = []

    def closure() -> float:
        calls.append(None)
        if len(calls) == fails_at or len(calls) > 12:
            raise InvalidArgumentError("the fuzz closure fails")
        return 1.0 / len(calls)
    return closure


def _runtime_machine():
    from hypothesis import strategies as st
    from hypothesis.stateful import RuleBasedStateMachine, invariant, rule

    import simple_torch.runtime as rt
    from simple_torch.abi import dlpack

    fns = sorted(FUNCTIONS)
    failure = {"tensor": 0, "handle": 0, "bool": -1, "count": -1, "device": -2}

    class RuntimeMachine(RuleBasedStateMachine):
        """Any spec function, arguments by parameter kind from pools of live, freed and made-up handles."""

        def __init__(self):
            super().__init__()
            self.base = rt.rt_torch_live_tensors()
            self.kind: dict[int, str] = {}      # every handle seen -> "tensor" | "stream" | "optimizer" | ...
            self.live: set[int] = set()
            self.scopes: list[set[int]] = []
            self.no_grad = 0
            self.top = 0
            self.structs: dict[int, list[int]] = {1: [], 0: []}   # exported DLPack structs by _versioned
            self.folder = tempfile.mkdtemp(prefix="fuzz-files-")
            self.paths = [os.path.join(self.folder, name) for name in ("a.safetensors", "b", "no/such/dir/c")] + \
                [self.folder, ""]

        # -- arguments ----------------------------------------------------------------------------------------
        def _handle(self, data, kind: str, optional: bool) -> tuple[int, bool]:
            live = sorted(h for h in self.live if self.kind[h] == kind)
            dead = sorted(h for h in self.kind if h not in self.live)
            other = sorted(h for h in self.live if self.kind[h] != kind)
            choices = [st.sampled_from(live)] * 6 if live else []
            choices += [st.sampled_from(dead)] if dead else []
            choices += [st.sampled_from(other)] if other else []
            choices += [st.sampled_from([0, -1, -(2**63), 2**63 - 1, 10**12])]
            h = data.draw(st.one_of(choices))
            return h, (h == 0 and optional) or h in live

        def _args(self, data, fn: Function) -> tuple[list, bool]:
            args, valid = [], True
            for p in fn.inputs:
                if p.kind == "scalar" and p.ctype in ("rt_tensor", "rt_handle"):
                    kind = "tensor" if p.ctype == "rt_tensor" else KIND_NAMES[handle_kind(fn, p.name)]
                    h, ok = self._handle(data, kind, (fn.name, p.name) in OPTIONAL)
                    args.append(h)
                    valid &= ok
                elif p.kind == "scalar" and p.ctype == "double":
                    args.append(data.draw(_double_strategy(p.name)))
                elif p.kind == "scalar":
                    args.append(data.draw(_int_strategy(p.name, p.ctype)))
                elif p.kind == "array" and p.ctype in ("rt_tensor", "rt_handle"):
                    items = [self._handle(data, "tensor", False) for _ in range(data.draw(st.integers(0, 3)))]
                    args.append(data.draw(st.one_of(st.just([h for h, _ in items]), st.none())))
                    valid &= args[-1] is not None and all(ok for _, ok in items)
                elif p.kind == "array":
                    small = st.lists(st.integers(0, 4), max_size=4)
                    odd = st.lists(st.sampled_from([-1, -2, 2**45, 2**62]), min_size=1, max_size=3)
                    args.append(data.draw(st.one_of(small, small, small, odd, st.none(), st.just([1] * 65))))
                elif p.kind == "fixed":
                    args.append(data.draw(st.one_of(st.lists(st.integers(0, 3), min_size=p.fixed, max_size=p.fixed),
                                                    st.none())))
                elif p.kind == "data":
                    args.append(data.draw(st.one_of(st.binary(max_size=64), st.none())))
                elif p.kind == "text" and p.name == "path":   # files only in a folder of the test's own
                    args.append(data.draw(st.one_of(st.sampled_from(self.paths), st.none())))
                elif p.kind == "text":
                    equations = st.sampled_from(["ij,jk->ik", "ii", "i,j->ij", "...ij->...ji", "ij->i->j", "i.j", ""])
                    args.append(data.draw(st.one_of(equations, st.text("ijk.,->A 1", max_size=10), st.none())))
                elif p.kind == "buffer":
                    args.append(data.draw(st.one_of(st.integers(0, 4096).map(bytearray), st.none())))
                elif p.kind == "outarr":
                    args.append(data.draw(st.integers(-1, 8)))
                elif p.kind == "closure":
                    args.append(data.draw(st.one_of(st.none(), st.integers(0, 4).map(_counting_closure))))
                elif p.kind == "pointer":   # an exported struct (the import takes it over) or NULL, never garbage
                    pool = self.structs[_versioned(fn)]
                    pick = data.draw(st.integers(-1, len(pool) - 1))
                    args.append(pool.pop(pick) if pick >= 0 else 0)
                else:
                    raise AssertionError(f"{fn.name}: no strategy for {p}")
            return args, valid

        # -- one call -----------------------------------------------------------------------------------------
        @rule(data=st.data(), name=st.sampled_from(fns))
        def call(self, data, name):
            fn = FUNCTIONS[name]
            args, valid = self._args(data, fn)
            scopes_before = len(self.scopes)
            out = getattr(rt, name)(*args)
            if fn.result == "error":
                return
            code, message = int(rt.rt_torch_last_error_code()), rt.rt_torch_last_error()
            ok = code == 0
            result, outputs = (out[0], out[1:]) if fn.outputs else (out, ())
            assert 0 <= code <= 8, (name, args, message)   # not RT_ERR_INTERNAL: an exception nobody classified
            assert not (ok and name == "rt_torch_dist_init"), "the fuzz joined a process group (see DIST_VARIABLES)"
            if ok:
                assert message == "", (name, args, message)
            else:
                assert message.startswith(f"{name}: ") and len(message) > len(name) + 2, (name, args, message)
            if fn.result == "status":
                assert result == code, (name, args, result, code)
            elif fn.result in failure:
                assert (result != failure[fn.result]) == ok or (name == "rt_torch_tensor_grad" and ok), \
                    (name, args, result, code, message)
            if not valid:
                assert not ok, f"{name}{tuple(args)} succeeded with an invalid handle"
            if not ok:
                return
            made = []
            if fn.result in ("tensor", "handle") and result:
                made.append((result, "tensor" if fn.result == "tensor" else KIND_NAMES[handle_kind(fn)]))
            for p, value in zip(fn.outputs, outputs):
                if p.ctype == "void*":
                    assert value, (name, args)
                    self.structs[_versioned(fn)].append(value)
                if p.ctype == "rt_tensor":
                    made += [(h, "tensor") for h in (value if isinstance(value, list) else [value])]
            for h, kind in sorted(made):
                assert h > self.top, f"{name} returned handle {h}, not above every handle seen ({self.top})"
                self.top = h
                self.kind[h] = kind
                self.live.add(h)
                if self.scopes:
                    self.scopes[-1].add(h)
            if name.endswith("_free") and args[0] != 0:
                self.live.discard(args[0])
            elif name == "rt_torch_scope_begin":
                self.scopes.append(set())
            elif name == "rt_torch_scope_end":
                assert scopes_before > 0
                self.live -= self.scopes.pop()
            elif name == "rt_torch_scope_keep" and args[0] in self.scopes[-1]:
                self.scopes[-1].discard(args[0])
                if len(self.scopes) > 1:
                    self.scopes[-2].add(args[0])
            elif name == "rt_torch_no_grad_begin":
                self.no_grad += 1
            elif name == "rt_torch_no_grad_end":
                self.no_grad -= 1
            for h, kind in made:   # keep only small tensors: later calls must not allocate much
                if kind == "tensor" and h in self.live and rt.rt_torch_tensor_numel(h) > 1024:
                    assert rt.rt_torch_tensor_free(h) == 0
                    self.live.discard(h)

        @invariant()
        def live_count_matches(self):
            tensors = sum(1 for h in self.live if self.kind[h] == "tensor")
            assert rt.rt_torch_live_tensors() == self.base + tensors

        @invariant()
        def grad_mode_matches(self):
            assert rt.rt_torch_is_grad_enabled() == (1 if self.no_grad == 0 else 0)

        def teardown(self):
            for _ in self.scopes:
                assert rt.rt_torch_scope_end() == 0
            for _ in range(self.no_grad):
                assert rt.rt_torch_no_grad_end() == 0
            for h in self.live:
                free = {"tensor": rt.rt_torch_tensor_free, "stream": rt.rt_torch_stream_free,
                        "optimizer": rt.rt_torch_optim_free, "scheduler": rt.rt_torch_lr_scheduler_free,
                        "generator": rt.rt_torch_generator_free,
                        "safetensors": rt.rt_torch_safetensors_free, "model": rt.rt_torch_model_free,
                        "scaler": rt.rt_torch_grad_scaler_free, "work": rt.rt_torch_dist_work_free}[self.kind[h]]
                free(h)
            for versioned, pool in self.structs.items():
                for address in pool:
                    dlpack.call_deleter(address, bool(versioned))
            assert rt.rt_torch_live_tensors() == self.base
            shutil.rmtree(self.folder)

    return RuntimeMachine


def test_runtime_state_machine(monkeypatch):
    """Hypothesis drives simple_torch.runtime in this process (the backend pytest runs on); a failure shrinks to
    a short call sequence."""
    pytest.importorskip("hypothesis")
    for name in DIST_VARIABLES:   # so rt_torch_dist_init's env:// fails at once (see DIST_VARIABLES)
        monkeypatch.delenv(name, raising=False)
    from hypothesis import HealthCheck, settings
    from hypothesis.stateful import run_state_machine_as_test

    run_state_machine_as_test(_runtime_machine(), settings=settings(
        max_examples=60, stateful_step_count=40, deadline=None, derandomize=True, database=None,
        suppress_health_check=list(HealthCheck)))


def replay_command(seed: int, calls: int, backend: str, fast: str = "1") -> str:
    """The command that reruns exactly one seed's calls on one backend, from the repository root (the C harness's
    random calls are a function of the seed alone; tests/README.md)."""
    return (f"replay: {FAST_PATH}={fast} .venv/bin/python -m tests.test_fuzz --backend {backend} --first-seed {seed} "
            f"--seeds 1 --calls {calls}")


# -- make fuzz -----------------------------------------------------------------------------------------------------

def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="The long fuzz run (make fuzz).")
    parser.add_argument("--seeds", type=int, default=int(os.environ.get("FUZZ_SEEDS", 20)))
    parser.add_argument("--calls", type=int, default=int(os.environ.get("FUZZ_CALLS", 50000)))
    parser.add_argument("--first-seed", type=int, default=int(os.environ.get("FUZZ_FIRST_SEED", 1)))
    parser.add_argument("--backend", action="append",
                        default=os.environ.get("FUZZ_BACKENDS", "").split() or None)
    parser.add_argument("--out", type=Path, default=ROOT / "build" / "fuzz")
    opts = parser.parse_args(argv)
    exe = compile_fuzz(opts.out)
    failed = 0
    for backend, fast in backend_configurations(opts.backend or _backends()):
        start, calls = time.monotonic(), 0
        path = "fast path" if fast == "1" else "Python path"
        for seed in range(opts.first_seed, opts.first_seed + opts.seeds):
            done = run_fuzz(exe, seed, opts.calls, backend, timeout=max(RUN_TIMEOUT, opts.calls / 20), fast=fast)
            summary = SUMMARY.search(done.stdout)
            if done.returncode != 0 or not summary:
                failed += 1
                print(f"{backend} ({path}) seed {seed}: FAILED (exit {done.returncode})\n{done.stderr[-8000:]}\n"
                      f"{replay_command(seed, opts.calls, backend, fast)}", flush=True)
                continue
            calls += opts.calls
            print(f"{summary[0]} ({path})", flush=True)
        seconds = time.monotonic() - start
        print(f"fuzz {backend} ({path}): {opts.seeds} seeds, {calls} calls in {seconds:.0f} s (process start-up "
              "included)", flush=True)
    print("fuzz: FAILED" if failed else "fuzz: all runs passed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
