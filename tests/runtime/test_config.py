"""Start-up configuration: parse_device, read_sdn and load in-process; start-up end to end in a subprocess.

The subprocesses start in a temporary working directory with every SIMPLE_TORCH_* variable removed, so
the configuration they see is only the one a test writes.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import warnings
from pathlib import Path

import pytest
import torch

from simple_torch.abi.errors import ErrorCode, InvalidArgumentError
from simple_torch.abi.spec import ABI_VERSION
from simple_torch.engines.torch_backend import TorchBackend
from simple_torch.runtime import config, startup
from simple_torch.runtime.config import Config, load, parse_backend, parse_device, read_sdn

CUDA = torch.cuda.is_available()
CUDA_DEVICES = torch.cuda.device_count() if CUDA else 0   # what PyTorch, the backend of the start-ups here, sees


def write(directory: Path, text: str, name: str = config.CONFIG_FILE, encoding: str = "utf-8") -> Path:
    path = directory / name
    path.write_text(text, encoding=encoding)
    return path


# -- parse_device and parse_backend ---------------------------------------------------------------------------
@pytest.mark.parametrize("text, code", [("cpu", -1), ("CPU", -1), (" cpu\t", -1), ("cuda", 0), ("cuda:0", 0),
                                        ("cuda:1", 1), ("Cuda:12", 12), ("cuda:007", 7)])
def test_parse_device(text, code):
    assert parse_device(text, "here") == code


@pytest.mark.parametrize("text", ["", "gpu", "cpu:0", "cuda:", "cuda:-1", "cuda:1.5", "cuda 1", "cuda: 1",
                                  "cuda:x", "cuda0", "mps", "cuda:1:2"])
def test_parse_device_refuses(text):
    with pytest.raises(InvalidArgumentError) as info:
        parse_device(text, "dl.config.sdn:3")
    assert info.value.code == ErrorCode.INVALID_ARGUMENT
    assert str(info.value) == f"dl.config.sdn:3: bad device {text!r} (expected cpu, cuda or cuda:N)"


@pytest.mark.parametrize("text, name", [("torch", "torch"), ("NumPy", "numpy"), (" torch ", "torch")])
def test_parse_backend(text, name):
    assert parse_backend(text, "here") == name


@pytest.mark.parametrize("text", ["", "bogus", "pytorch", "jax"])
def test_parse_backend_refuses(text):
    with pytest.raises(InvalidArgumentError, match=f"^SIMPLE_TORCH_BACKEND: bad backend {text!r}"):
        parse_backend(text, "SIMPLE_TORCH_BACKEND")


# -- read_sdn ---------------------------------------------------------------------------------------------------
def test_read_sdn_lines_comments_and_quotes(tmp_path):
    path = write(tmp_path, "# simple-torch settings\n\n  device: cuda:1   # the second GPU\nbackend: \"torch\"\n")
    assert read_sdn(path) == {"device": ("cuda:1", f"{path}:3"), "backend": ("torch", f"{path}:4")}


def test_read_sdn_empty_file(tmp_path):
    assert read_sdn(write(tmp_path, "")) == {}
    assert read_sdn(write(tmp_path, "# only a comment\n\n")) == {}


def test_read_sdn_crlf_and_byte_order_mark(tmp_path):
    path = write(tmp_path, "\ufeffdevice: cpu\r\nbackend: 'numpy'\r\n")
    assert read_sdn(path) == {"device": ("cpu", f"{path}:1"), "backend": ("numpy", f"{path}:2")}


def test_read_sdn_later_line_wins(tmp_path):
    path = write(tmp_path, "device: cpu\ndevice: cuda\n")
    assert read_sdn(path) == {"device": ("cuda", f"{path}:2")}


@pytest.mark.parametrize("text, line, words", [
    ("devise: cuda\n", 1, ("unknown key 'devise'", "known: backend, device")),
    ("# c\nbackend: torch\nDevice: cpu\n", 3, ("unknown key 'Device'",)),
    ("device cuda\n", 1, ("expected 'key: value'", "'device cuda'")),
    ("\n\n: cuda\n", 3, ("expected 'key: value'",)),
])
def test_read_sdn_refuses(tmp_path, text, line, words):
    path = write(tmp_path, text)
    with pytest.raises(InvalidArgumentError) as info:
        read_sdn(path)
    assert str(info.value).startswith(f"{path}:{line}: ")
    for word in words:
        assert word in str(info.value)


def test_read_sdn_unreadable_file_names_it(tmp_path):
    path = tmp_path / config.CONFIG_FILE
    path.write_bytes(b"device: \xff\xfe\n")
    with pytest.raises(InvalidArgumentError, match=f"^{path}: cannot read the config file"):
        read_sdn(path)


# -- load -------------------------------------------------------------------------------------------------------
def test_load_defaults(tmp_path):
    assert load({}, tmp_path) == Config(None, -1, None)


def test_load_reads_the_file_in_the_working_directory(tmp_path):
    path = write(tmp_path, "backend: numpy\ndevice: cuda:2\n")
    assert load({}, tmp_path) == Config("numpy", 2, f"{path}:2")


def test_load_cpu_device_from_the_file(tmp_path):
    path = write(tmp_path, "device: cpu\n")
    assert load({}, tmp_path) == Config(None, -1, f"{path}:1")


def test_load_environment_beats_the_file(tmp_path):
    write(tmp_path, "backend: numpy\ndevice: cuda:2\n")
    env = {"SIMPLE_TORCH_BACKEND": "torch", "SIMPLE_TORCH_DEVICE": "cuda:5"}
    assert load(env, tmp_path) == Config("torch", 5, "SIMPLE_TORCH_DEVICE")


def test_load_empty_variables_are_unset(tmp_path):
    path = write(tmp_path, "device: cuda\n")
    env = {"SIMPLE_TORCH_BACKEND": "", "SIMPLE_TORCH_DEVICE": "", "SIMPLE_TORCH_CONFIG": ""}
    assert load(env, tmp_path) == Config(None, 0, f"{path}:1")


def test_load_environment_alone(tmp_path):
    env = {"SIMPLE_TORCH_DEVICE": "CPU", "SIMPLE_TORCH_BACKEND": "NUMPY"}
    assert load(env, tmp_path) == Config("numpy", -1, "SIMPLE_TORCH_DEVICE")


def test_load_explicit_config_file(tmp_path):
    write(tmp_path, "device: cuda:1\n")                          # ignored: the variable names another file
    other = tmp_path / "elsewhere"
    other.mkdir()
    path = write(other, "device: cuda:3\n", "my.sdn")
    assert load({"SIMPLE_TORCH_CONFIG": str(path)}, tmp_path) == Config(None, 3, f"{path}:1")
    # a relative path is relative to the working directory
    assert load({"SIMPLE_TORCH_CONFIG": "elsewhere/my.sdn"}, tmp_path) == Config(None, 3, f"{path}:1")


def test_load_explicit_config_file_must_exist(tmp_path):
    with pytest.raises(InvalidArgumentError, match="^SIMPLE_TORCH_CONFIG=missing.sdn: no such file"):
        load({"SIMPLE_TORCH_CONFIG": "missing.sdn"}, tmp_path)


def test_load_explicit_config_file_must_be_a_regular_file_of_sane_size(tmp_path):
    """Issue 27: a FIFO must not hang the start-up, nor a huge file be read whole."""
    os.mkfifo(tmp_path / "fifo.sdn")
    (tmp_path / "huge.sdn").write_bytes(b"# " + b"x" * config.MAX_CONFIG_BYTES + b"\n")
    for name, words in [(".", "not a regular file"), ("fifo.sdn", "not a regular file"),
                        ("huge.sdn", f"holds {config.MAX_CONFIG_BYTES + 3} bytes; a config file holds at most")]:
        with pytest.raises(InvalidArgumentError, match=words):
            load({"SIMPLE_TORCH_CONFIG": name}, tmp_path)


def test_load_a_directory_named_like_the_file_is_no_file(tmp_path):
    (tmp_path / config.CONFIG_FILE).mkdir()
    assert load({}, tmp_path) == Config(None, -1, None)


@pytest.mark.parametrize("text, env, words", [
    ("device: gpu\n", {}, ("{path}:1: bad device 'gpu'",)),
    ("\nbackend: tensorflow\n", {}, ("{path}:2: bad backend 'tensorflow'",)),
    ("", {"SIMPLE_TORCH_BACKEND": "bogus"}, ("SIMPLE_TORCH_BACKEND: bad backend 'bogus'",)),
    ("", {"SIMPLE_TORCH_DEVICE": "cuda:one"}, ("SIMPLE_TORCH_DEVICE: bad device 'cuda:one'",)),
    ("colour: red\n", {"SIMPLE_TORCH_DEVICE": "cpu"}, ("{path}:1: unknown key 'colour'",)),   # env does not hide it
])
def test_load_refuses(tmp_path, text, env, words):
    path = write(tmp_path, text)
    with pytest.raises(InvalidArgumentError) as info:
        load(env, tmp_path)
    for word in words:
        assert word.format(path=path) in str(info.value)


# -- the device chosen at start-up ----------------------------------------------------------------------------
def test_usable_device_cpu_needs_no_warning():
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert startup._usable_device(TorchBackend(), Config(None, -1, None)) == -1


def test_usable_device_absent_cuda_warns_and_uses_the_cpu():
    """Device-aware: cuda:N is absent on a machine with N devices (cuda:0 without CUDA)."""
    absent = CUDA_DEVICES
    with pytest.warns(RuntimeWarning) as caught:
        assert startup._usable_device(TorchBackend(), Config(None, absent, "dl.config.sdn:4")) == -1
    assert len(caught) == 1
    message = str(caught[0].message)
    assert f"dl.config.sdn:4 asks for cuda:{absent}" in message and "using the CPU" in message


def test_usable_device_present_cuda_needs_no_warning():
    """Device-aware: each device the machine has is used as configured (none without CUDA)."""
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        for index in range(CUDA_DEVICES):
            assert startup._usable_device(TorchBackend(), Config(None, index, "SIMPLE_TORCH_DEVICE")) == index


# -- start-up end to end ----------------------------------------------------------------------------------------
SCRIPT = """
import json, sys, warnings
warnings.simplefilter("always")
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    import simple_torch.runtime as rt
    out = []
    for expression in json.loads(sys.argv[1]):
        value = eval(expression, {"rt": rt})
        out.append([expression, value, int(rt.rt_torch_last_error_code()), rt.rt_torch_last_error()])
print(json.dumps({"calls": out, "warnings": [[w.category.__name__, str(w.message)] for w in caught]}))
"""


def launch(cwd: Path, expressions: list[str], **env: str) -> subprocess.Popen:
    """Run the expressions in a fresh process started in cwd; see `finish`."""
    environ = {k: v for k, v in os.environ.items() if not k.startswith("SIMPLE_TORCH_")}
    environ.update(env)
    return subprocess.Popen([sys.executable, "-c", SCRIPT, json.dumps(expressions)], cwd=cwd, env=environ,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def finish(process: subprocess.Popen) -> tuple[dict, list]:
    """{expression: (value, code, message)} and the warnings [category, message] of a launched process."""
    stdout, stderr = process.communicate(timeout=120)
    assert process.returncode == 0, stderr
    result = json.loads(stdout)
    return {e: tuple(rest) for e, *rest in result["calls"]}, result["warnings"]


def start(cwd: Path, expressions: list[str], **env: str) -> tuple[dict, list]:
    return finish(launch(cwd, expressions, **env))


ZEROS_DEVICE = "rt.rt_torch_tensor_device(rt.rt_torch_tensor_zeros([2]))"


@pytest.fixture(scope="module")
def good_starts(tmp_path_factory):
    """The start-ups that load PyTorch (about 2 s each), run side by side: name -> (calls, warnings, path).

    A clean start (no warning, the configured device) is what this very test process does; test_info.py covers it.
    """
    cases = {
        "cuda-in-file": ("# GPU box\ndevice: cuda:1\n", {},
                         ["rt.rt_torch_init()", "rt.rt_torch_default_device()", "rt.rt_torch_init()",
                          ZEROS_DEVICE, "rt.rt_torch_backend()"]),
        "env-beats-file": ("device: cpu\nbackend: torch\n", {"SIMPLE_TORCH_DEVICE": "cuda"},
                           ["rt.rt_torch_tensor_ones([1])", "rt.rt_torch_default_device()"]),
    }
    running = {}
    for name, (text, env, expressions) in cases.items():
        cwd = tmp_path_factory.mktemp(name)
        path = write(cwd, text) if text is not None else None
        running[name] = (launch(cwd, expressions, **env), path)
    return {name: (*finish(process), path) for name, (process, path) in running.items()}


def test_start_with_an_absent_cuda_device_warns_once_and_uses_the_cpu(good_starts):
    """Device-aware: the file asks for cuda:1, absent on a machine with fewer than two devices (warned, the CPU
    used), present on one with more (used, no warning)."""
    calls, caught, path = good_starts["cuda-in-file"]
    device = 1 if CUDA_DEVICES > 1 else -1
    assert calls["rt.rt_torch_init()"] == (0, 0, "")
    assert calls["rt.rt_torch_default_device()"] == (device, 0, "")
    assert calls[ZEROS_DEVICE] == (device, 0, "")
    assert calls["rt.rt_torch_backend()"] == ("torch", 0, "")
    if device == 1:
        assert caught == []
        return
    assert len(caught) == 1, caught
    category, message = caught[0]
    assert category == "RuntimeWarning"
    assert f"{path}:2 asks for cuda:1" in message and "using the CPU" in message


def test_start_environment_device_beats_the_file(good_starts):
    """Device-aware: the variable's cuda:0 wins over the file's cpu; used where CUDA exists, else warned and the
    CPU used."""
    calls, caught, _ = good_starts["env-beats-file"]
    assert calls["rt.rt_torch_tensor_ones([1])"][0] > 0   # the first call starts the runtime
    if CUDA_DEVICES > 0:
        assert calls["rt.rt_torch_default_device()"] == (0, 0, "")
        assert caught == []
        return
    assert calls["rt.rt_torch_default_device()"] == (-1, 0, "")
    assert [c for c, _ in caught] == ["RuntimeWarning"]
    assert "SIMPLE_TORCH_DEVICE asks for cuda:0" in caught[0][1]


# Every entry of section 1 that needs the backend fails the documented way when start-up fails.
FAILING = {
    "rt.rt_torch_init()": ErrorCode.INVALID_ARGUMENT,
    "rt.rt_torch_available()": -1,
    "rt.rt_torch_version()": "",
    "rt.rt_torch_cuda_available()": -1,
    "rt.rt_torch_cuda_device_count()": -1,
    "rt.rt_torch_backend()": "",
    "rt.rt_torch_manual_seed(1)": ErrorCode.INVALID_ARGUMENT,
    "rt.rt_torch_set_default_device(-1)": ErrorCode.INVALID_ARGUMENT,
    "rt.rt_torch_default_device()": -2,
    "rt.rt_torch_tensor_zeros([2])": 0,
}


def assert_start_fails(calls: dict, *words: str):
    for expression, failure in FAILING.items():
        value, code, message = calls[expression]
        function = expression.removeprefix("rt.").split("(")[0]
        assert (value, code) == (failure, ErrorCode.INVALID_ARGUMENT), (expression, value, code, message)
        assert message.startswith(f"{function}: "), message
        for word in words:
            assert word in message, (word, message)
    # these need no backend, so they still work
    major, minor, patch = ABI_VERSION
    assert calls["rt.rt_torch_abi_version()"][:2] == (major * 10000 + minor * 100 + patch, 0)
    assert calls["rt.rt_torch_live_tensors()"][:2] == (0, 0)


@pytest.mark.parametrize("text, env, words", [
    ("# settings\ndevise: cuda\n", {}, ("{path}:2: unknown key 'devise'",)),
    ("backend: torch\n\ndevice: gpu\n", {}, ("{path}:3: bad device 'gpu'",)),
    ("backend: tensorflow\n", {}, ("{path}:1: bad backend 'tensorflow'",)),
    ("device = cuda\n", {}, ("{path}:1: expected 'key: value'",)),
    (None, {"SIMPLE_TORCH_BACKEND": "bogus"}, ("SIMPLE_TORCH_BACKEND: bad backend 'bogus'",)),
    (None, {"SIMPLE_TORCH_DEVICE": "tpu"}, ("SIMPLE_TORCH_DEVICE: bad device 'tpu'",)),
    (None, {"SIMPLE_TORCH_CONFIG": "nowhere.sdn"}, ("SIMPLE_TORCH_CONFIG=nowhere.sdn: no such file",)),
], ids=["bad-key", "bad-device", "bad-backend", "bad-line", "env-backend", "env-device", "env-config"])
def test_start_with_a_bad_configuration_fails_every_call(tmp_path, text, env, words):
    path = write(tmp_path, text) if text is not None else tmp_path / config.CONFIG_FILE
    calls, caught = start(tmp_path, [*FAILING, "rt.rt_torch_abi_version()", "rt.rt_torch_live_tensors()",
                                     "rt.rt_torch_last_error_code()"], **env)
    assert_start_fails(calls, *(w.format(path=path) for w in words))
    assert calls["rt.rt_torch_last_error_code()"][0] == 0   # live_tensors succeeded just before
    assert caught == []
