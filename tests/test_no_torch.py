"""Without PyTorch installed, the package imports, the NumPy backend starts on its own, and trains."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

HIDE_TORCH = Path(__file__).resolve().parent / "no_torch"

_SCRIPT = textwrap.dedent("""
    import sys
    try:
        import torch
    except ImportError:
        pass
    else:
        sys.exit("torch is importable")
    import simple_torch.runtime as rt
    assert rt.rt_torch_init() == 0, rt.rt_torch_last_error()
    assert rt.rt_torch_backend() == "numpy" and rt.rt_torch_available() == 0
    assert rt.rt_torch_version().startswith("numpy ")
    # one SGD step on a linear model: y = 2x, from w = 0
    x = rt.rt_torch_tensor_from_data(bytes(memoryview(__import__("array").array("f", [1, 2, 3]))), [3, 1], 6)
    w = rt.rt_torch_tensor_zeros([1, 1])
    rt.rt_torch_tensor_set_requires_grad(w, 1)
    y = rt.rt_torch_tensor_mul_scalar(x, 2.0)
    pred = rt.rt_torch_tensor_matmul(x, w)
    loss = rt.rt_torch_nn_mse_loss(pred, y, 1)
    opt = rt.rt_torch_optim_sgd([w], 0.1, 0.0, 0.0)
    assert rt.rt_torch_tensor_backward(loss) == 0
    assert rt.rt_torch_optim_step(opt) == 0
    code, value = rt.rt_torch_tensor_item(w)
    assert code == 0 and abs(value - 0.1 * 2 * 2 * 14 / 3) < 1e-5, value   # -lr * dL/dw = 0.1 * 4 * 14 / 3
    assert rt.rt_torch_tensor_cuda(x, 0) == 0 and rt.rt_torch_last_error_code() == 5
    print("no torch: ok")
""")


def test_runtime_without_torch():
    done = subprocess.run([sys.executable, "-c", _SCRIPT], env={"PYTHONPATH": str(HIDE_TORCH)},
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout == "no torch: ok\n"


def test_falling_back_to_numpy_says_so_in_one_line():
    """Issue 27: a plain `pip install .` brings no torch; the library then says once that NumPy runs, unless NumPy
    was chosen."""
    script = "import simple_torch.runtime as rt\nrt.rt_torch_init(); rt.rt_torch_init(); print(rt.rt_torch_backend())"
    for chosen, expected in ((None, 1), ("numpy", 0)):
        env = {"PYTHONPATH": str(HIDE_TORCH), **({"SIMPLE_TORCH_BACKEND": chosen} if chosen else {})}
        done = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=120)
        assert done.returncode == 0 and done.stdout == "numpy\n", done.stdout + done.stderr
        lines = done.stderr.splitlines()
        assert len(lines) == expected, done.stderr
        if expected:
            assert lines[0].startswith("simple_torch: PyTorch cannot be imported (No module named 'torch'"), lines
            assert "[torch] extra" in lines[0] and "SIMPLE_TORCH_BACKEND=numpy" in lines[0], lines


def test_forcing_torch_without_it_is_a_clear_error():
    script = ("import simple_torch.runtime as rt\n"
              "print(rt.rt_torch_init(), rt.rt_torch_last_error())")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120,
                          env={"PYTHONPATH": str(HIDE_TORCH), "SIMPLE_TORCH_BACKEND": "torch"})
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("7 rt_torch_init: the torch backend was requested but PyTorch cannot be imported")


def test_python_example_trains_without_torch():
    example = HIDE_TORCH.parents[1] / "examples" / "python" / "train_digits.py"
    done = subprocess.run([sys.executable, str(example)], env={"PYTHONPATH": str(HIDE_TORCH)},
                          capture_output=True, text=True, timeout=300, cwd=example.parents[2])
    assert done.returncode == 0, done.stdout + done.stderr
    last = done.stdout.strip().splitlines()[-1]
    assert last.startswith("test accuracy: ") and float(last.split(": ")[1]) >= 0.95, last
