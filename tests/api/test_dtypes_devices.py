"""dtype objects, device objects, the default device and load_local_config."""

from __future__ import annotations

import os
import pickle
import subprocess
import sys
import warnings

import numpy as np
import pytest
import torch

import simple_torch as st

from .conftest import ABSENT_CUDA, DEVICE

DTYPE_NAMES = ["uint8", "int8", "int16", "int32", "int64", "float16", "float32", "float64", "complex64",
               "complex128", "bool", "bfloat16"]


@pytest.mark.parametrize("name", DTYPE_NAMES)
def test_dtype_objects_match_torch(name):
    ours, theirs = getattr(st, name), getattr(torch, name)
    assert repr(ours) == repr(theirs) == f"torch.{name}"
    assert ours.itemsize == theirs.itemsize
    assert ours.is_floating_point == theirs.is_floating_point
    assert ours.is_complex == theirs.is_complex
    assert ours.is_signed == theirs.is_signed
    assert pickle.loads(pickle.dumps(ours)) is ours


def test_dtype_aliases_and_lookup():
    assert st.float is st.float32 and st.double is st.float64 and st.long is st.int64 and st.int is st.int32
    assert st.half is st.float16 and st.short is st.int16 and st.cfloat is st.complex64
    assert st.dtypes.as_dtype("float64") is st.float64 and st.dtypes.as_dtype("torch.long") is st.int64
    assert st.dtypes.as_dtype(np.dtype("int16")) is st.int16 and st.dtypes.as_dtype(float) is st.float32
    assert st.get_default_dtype() is st.float32
    with pytest.raises(st.DtypeError):
        st.dtypes.as_dtype("float128")
    with pytest.raises(st.DtypeError):
        st.tensor(np.zeros(2, np.uint16))


def test_device_objects():
    assert str(st.device("cpu")) == "cpu" and repr(st.device("cpu")) == "device(type='cpu')"
    cuda1 = st.device("cuda:1")
    assert (cuda1.type, cuda1.index, cuda1.code) == ("cuda", 1, 1)
    assert repr(cuda1) == repr(torch.device("cuda:1")) and str(cuda1) == "cuda:1"
    assert st.device("cuda").index is None and st.device("cuda").code == 0
    assert st.device("cuda", 2) == st.device("cuda:2") == st.device(2)
    assert st.device(st.device("cpu")) == st.device("cpu") != st.device("cuda")
    assert len({st.device("cpu"), st.device("cpu")}) == 1
    for bad in ("tpu", "cuda:x", "cpu:1", "cuda:-1"):
        with pytest.raises(st.InvalidArgumentError):
            st.device(bad)


@pytest.fixture
def default_device_restored():
    """For a test that sets the default device: the one the suite runs on (DEVICE) again afterwards."""
    yield
    st.set_default_device(DEVICE)


def test_tensors_report_their_device():
    t = st.zeros(2)
    assert t.device == DEVICE and t.device.type == DEVICE.type and t.is_cuda == (DEVICE.type == "cuda")
    assert t.to(DEVICE) is t
    on_cpu = st.zeros(2, device="cpu")
    assert on_cpu.device == st.device("cpu") and not on_cpu.is_cuda
    assert on_cpu.to("cpu") is on_cpu and on_cpu.cpu() is on_cpu


def test_default_device(default_device_restored):
    assert st.get_default_device() == DEVICE
    st.set_default_device("cpu")
    st.set_default_device(None)
    with pytest.raises(st.DeviceError):
        st.set_default_device(ABSENT_CUDA)
    assert st.get_default_device() == st.device("cpu")


def test_explicit_cuda_requests_raise_device_error_where_the_device_is_absent():
    """On a machine with CUDA (make test-gpu's), the requests for cuda:0 succeed; cuda:1 there only."""
    t = st.ones(2)
    for move, index in ((t.cuda, 0), (lambda: t.to("cuda"), 0), (lambda: t.to(st.device("cuda", 1)), 1),
                        (lambda: st.zeros(2, device="cuda"), 0)):
        if index < st.cuda.device_count():
            assert move().device == st.device("cuda", index)
        else:
            with pytest.raises(st.DeviceError, match="cuda"):
                move()


def test_load_local_config_with_an_absent_cuda_device_warns_once_and_uses_the_cpu(tmp_path, default_device_restored):
    config = tmp_path / "dl.config.sdn"
    config.write_text(f"# where to run\ndevice: {ABSENT_CUDA}\n")
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        chosen = st.load_local_config(config)
    assert chosen == st.device("cpu") == st.get_default_device()
    assert [w.category for w in caught] == [RuntimeWarning]
    assert str(ABSENT_CUDA) in str(caught[0].message) and str(config) in str(caught[0].message)


def test_load_local_config_from_the_working_directory(tmp_path, monkeypatch, default_device_restored):
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("SIMPLE_TORCH_CONFIG", raising=False)
    assert st.load_local_config() == DEVICE   # no file: nothing to apply
    (tmp_path / "dl.config.sdn").write_text("device: cpu\n")
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert st.load_local_config() == st.device("cpu")


def test_load_local_config_reports_bad_files(tmp_path):
    config = tmp_path / "dl.config.sdn"
    config.write_text("devise: cpu\n")
    with pytest.raises(st.InvalidArgumentError, match="unknown key 'devise'"):
        st.load_local_config(config)
    config.write_text("device: gpu\n")
    with pytest.raises(st.InvalidArgumentError, match="bad device"):
        st.load_local_config(config)
    with pytest.raises(st.InvalidArgumentError, match="cannot read"):
        st.load_local_config(tmp_path / "missing.sdn")


def test_load_local_config_warns_about_a_backend_it_cannot_switch_to(tmp_path):
    other = "numpy" if st.backend() == "torch" else "torch"
    config = tmp_path / "dl.config.sdn"
    config.write_text(f"backend: {other}\n")
    with pytest.warns(RuntimeWarning, match="SIMPLE_TORCH_BACKEND"):
        st.load_local_config(config)


def test_load_local_config_at_start_up_warns_once(tmp_path):
    """In a new process the runtime's start-up reads ./dl.config.sdn too; still one warning in all."""
    (tmp_path / "dl.config.sdn").write_text(f"device: {ABSENT_CUDA}\n")
    code = ("import warnings, simple_torch as st\n"
            "with warnings.catch_warnings(record=True) as caught:\n"
            "    warnings.simplefilter('always')\n"
            "    chosen = st.load_local_config()\n"
            "print(len(caught), caught[0].category.__name__, chosen)\n")
    environ = {k: v for k, v in os.environ.items() if k not in ("SIMPLE_TORCH_CONFIG", "SIMPLE_TORCH_DEVICE")}
    done = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, env=environ, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["1", "RuntimeWarning", "cpu"]
