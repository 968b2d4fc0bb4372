"""include/simple_torch.hpp, the C++ binding: every spec function wrapped (or listed with what stands in for it),
examples/cpp/train_digits.cpp compiled in under 2 s of CPU and trained to the C demo's accuracy, the same figures
as the C demo, and tests/bindings/cpp_checks.cpp (errors thrown with the library's code and message, moved-from
and freed tensors, the ABI check, the argument and result forms, an L-BFGS closure in C++, the guards, no leaks)
on both backends.

Needs the library (`make lib`) and a C++ compiler.
"""

from __future__ import annotations

import re
import shlex
import shutil
import subprocess
from pathlib import Path

import pytest

from simple_torch.abi import cpp_header
from simple_torch.abi.enums import ErrorCode
from simple_torch.abi.signature import FUNCTIONS

from ..conftest import child_env
from ..test_examples import DIGITS, EPOCH_LINE, LIBRARY, ROOT, _check_training, _pkg_config

HPP = ROOT / "include" / "simple_torch.hpp"
EXAMPLE = ROOT / "examples" / "cpp" / "train_digits.cpp"
C_DEMO = ROOT / "examples" / "c" / "train_digits.c"
CHECKS = Path(__file__).with_name("cpp_checks.cpp")
RUN_TIMEOUT = 300

pytestmark = pytest.mark.skipif(not LIBRARY.exists(), reason=f"{LIBRARY} not built (run `make lib`)")


def _compiler() -> str:
    cxx = next((c for c in ("c++", "g++", "clang++") if shutil.which(c)), None)
    if cxx is None:
        pytest.skip("no C++ compiler")
    return cxx


def _compile(source: Path, exe: Path, *flags: str) -> None:
    """Compile as a user would, without warnings (how long it takes is bench/cpp_compile.py's figure)."""
    cmd = [_compiler(), "-std=c++17", "-O2", "-Wall", "-Wextra", *flags, "-o", str(exe), str(source), *_pkg_config()]
    built = subprocess.run(cmd, capture_output=True, text=True, timeout=RUN_TIMEOUT)
    assert built.returncode == 0, f"{shlex.join(cmd)} failed:\n{built.stderr}"
    assert "warning" not in built.stderr, built.stderr


def _run(cmd: list[str], cwd: Path, env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    # One intra-op thread: these tensors are tiny, and PyTorch's spinning pool makes them several times slower on
    # a small machine busy with other tests (as tests/test_examples.py finds for the CNN).
    env = {"OMP_NUM_THREADS": "1", **(env or {})}
    return subprocess.run(cmd, env=child_env(env), cwd=cwd, capture_output=True, text=True, timeout=RUN_TIMEOUT)


# -- the header against the spec -------------------------------------------------------------------------------

def _wrapped_and_listed(text: str) -> tuple[list[str], dict[str, str]]:
    wrapped = re.findall(r"^/\* (rt_torch_\w+): .*\*/\ninline ", text, re.M)
    block = re.search(r"^/\* Functions without a wrapper of their own.*?\*/", text, re.M | re.S)
    assert block, "the header lists the functions it does not wrap"
    listed = dict(re.findall(r"^ \*   (rt_torch_\w+): (.+)$", block.group(0), re.M))
    return wrapped, listed


def test_every_function_is_wrapped_or_listed_with_a_reason():
    text = HPP.read_text()
    wrapped, listed = _wrapped_and_listed(text)
    assert len(wrapped) == len(set(wrapped)), "a function wrapped twice"
    assert not set(wrapped) & set(listed)
    assert len(wrapped) + len(listed) == len(FUNCTIONS)
    assert set(wrapped) | set(listed) == set(FUNCTIONS)
    assert all(reason.strip() for reason in listed.values())
    assert f"{len(wrapped)} wrapped" in text
    for name in wrapped:   # each wrapper calls its C function, once, by its global name
        assert text.count(f"::{name}(") == 1, name
    print(f"\nsimple_torch.hpp: {len(wrapped)} of {len(FUNCTIONS)} functions wrapped, {len(listed)} stood in for")


def test_the_version_macro_is_the_abi_version():
    from simple_torch.abi import spec
    major, minor, patch = spec.ABI_VERSION
    text = HPP.read_text()
    assert f"#define SIMPLE_TORCH_HPP_VERSION {major * 10000 + minor * 100 + patch}\n" in text
    assert f"#define SIMPLE_TORCH_HPP_VERSION_MAJOR {major}\n" in text
    assert "static_assert(SIMPLE_TORCH_HPP_VERSION == RT_TORCH_ABI_VERSION" in text


@pytest.mark.parametrize("c_name, cpp_name", [
    ("rt_torch_tensor_matmul", "matmul"),           # both prefixes dropped
    ("rt_torch_tensor_tensor_split", "tensor_split"),
    ("rt_torch_nn_linear", "nn_linear"),
    ("rt_torch_ones", "ones"),
    ("rt_torch_tensor_and", "and_"),                # a C++ keyword (an alternative token) gets an underscore
    ("rt_torch_delete", "delete_"),
])
def test_cpp_names(c_name, cpp_name):
    assert cpp_header.cpp_name(c_name) == cpp_name


def test_no_two_functions_share_a_cpp_name():
    names = [cpp_header.cpp_name(name) for name in FUNCTIONS]
    assert len(names) == len(set(names))


# -- the example -------------------------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def example(tmp_path_factory) -> Path:
    exe = tmp_path_factory.mktemp("cpp_example") / "train_digits_cpp"
    _compile(EXAMPLE, exe)
    return exe


def test_cpp_example_trains_the_mlp(example, tmp_path):
    run = _run([str(example), str(DIGITS)], cwd=tmp_path)
    _check_training(run)
    assert "model: MLP" in run.stdout


def test_cpp_example_prints_the_c_demos_figures(example, tmp_path):
    # the same data, initial weights, batches and optimizer through the C++ wrappers: the same losses, bit for bit
    c_demo = tmp_path / "train_digits_c"
    built = subprocess.run(["cc", "-O2", "-o", str(c_demo), str(C_DEMO), *_pkg_config(), "-lm"],
                           capture_output=True, text=True, timeout=RUN_TIMEOUT)
    assert built.returncode == 0, built.stderr
    epochs = ["--epochs", "2"]   # the first epoch's figures, and the second's after the optimizer's state
    runs = [_run([str(exe), str(DIGITS), *epochs], cwd=tmp_path) for exe in (c_demo, example)]
    lines = []
    for run in runs:
        assert run.returncode == 0, run.stderr
        lines.append([line for line in run.stdout.splitlines() if EPOCH_LINE.match(line)])
    assert len(lines[0]) == 2 and lines[0] == lines[1]


def test_cpp_example_reports_a_bad_file(example, tmp_path):
    bad = tmp_path / "bad.u8"
    bad.write_bytes(DIGITS.read_bytes()[:100])
    run = _run([str(example), str(bad)], cwd=tmp_path)
    assert run.returncode == 1 and "65-byte records" in run.stderr, run.stderr


# -- the checks program --------------------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def checks(tmp_path_factory) -> Path:
    exe = tmp_path_factory.mktemp("cpp_checks") / "cpp_checks"
    _compile(CHECKS, exe)
    return exe


# the expected failures: (check, code, a part of the message)
ERRORS = [
    ("wrong_shape", ErrorCode.SHAPE, "rt_torch_tensor_matmul: shapes [2, 3] and [2, 3] cannot be multiplied"),
    ("moved_from", ErrorCode.INVALID_HANDLE, "rt_torch_tensor_sum: x: handle is 0 (the null handle)"),
    ("reset", ErrorCode.INVALID_HANDLE, "rt_torch_tensor_sum: x: handle is 0 (the null handle)"),
    ("freed_by_scope", ErrorCode.INVALID_HANDLE, "was freed"),
    ("freed_handle", ErrorCode.INVALID_HANDLE, "was freed"),
    ("undefined_in_list", ErrorCode.INVALID_HANDLE, "rt_torch_tensor_cat: xs[1]: handle is 0"),
    ("negative_size", ErrorCode.INVALID_ARGUMENT, "rt_torch_tensor_ones: dims[0] is -1"),
    ("fixed_array", ErrorCode.INVALID_ARGUMENT, "rt_torch_nn_max_pool2d: stride [0, 0]"),
    ("capacity", ErrorCode.BUFFER_TOO_SMALL, "rt_torch_tensor_shape: the tensor has 2 dims but max_dims is 1"),
    ("empty_text_failure", ErrorCode.INVALID_ARGUMENT, "the metadata has no key 'missing'"),
    ("to_vector_dtype", ErrorCode.DTYPE, "simple_torch::Tensor::to_vector"),
    ("abi_major", ErrorCode.UNSUPPORTED, "needs libsimple_torch_ffi.so of that ABI or a newer"),
    ("abi_older_minor", ErrorCode.UNSUPPORTED, "needs libsimple_torch_ffi.so of that ABI or a newer"),
    ("lbfgs_closure_throws", ErrorCode.SHAPE, "rt_torch_tensor_matmul: shapes [2, 3] and [2, 3]"),   # rethrown
]
PASSING = ["abi_same", "operators", "methods_and_item", "outputs", "optimizer", "lbfgs_closure", "guards",
           "no_leaks"]


@pytest.mark.parametrize("backend", ["torch", "numpy"])
def test_cpp_checks(checks, tmp_path, backend):
    run = _run([str(checks)], cwd=tmp_path, env={"SIMPLE_TORCH_BACKEND": backend})
    assert run.returncode == 0, f"exit {run.returncode}\nstdout:\n{run.stdout}\nstderr:\n{run.stderr}"
    lines = run.stdout.splitlines()
    assert not [line for line in lines if line.startswith("FAIL")]
    assert sorted(line.split()[1] for line in lines if line.startswith("ok ")) == \
        sorted([name for name, _, _ in ERRORS] + PASSING)
    errors = {name: (int(code), message) for name, code, message in
              (line.split(" ", 3)[1:] for line in lines if line.startswith("error "))}
    for name, code, part in ERRORS:
        assert errors[name][0] == code, (name, errors[name])
        assert part in errors[name][1], (name, errors[name])
