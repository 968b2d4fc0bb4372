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


_DATA_PARALLEL = textwrap.dedent("""
    import datetime, sys
    try:
        import torch
    except ImportError:
        pass
    else:
        sys.exit("torch is importable")
    import numpy as np
    import simple_torch as st
    import simple_torch.distributed as dist
    from simple_torch.nn.parallel import DistributedDataParallel

    port, rank = sys.argv[1], int(sys.argv[2])
    dist.init_process_group("gloo", f"tcp://127.0.0.1:{port}", timeout=datetime.timedelta(seconds=30),
                            world_size=2, rank=rank)
    rng = np.random.default_rng(0)
    x, y = st.tensor(rng.standard_normal((8, 3), dtype=np.float32)), st.tensor(rng.standard_normal((8, 2), dtype=np.float32))

    def train(model, xs, ys):
        opt = st.optim.SGD(model.parameters(), lr=0.1)
        for _ in range(3):
            opt.zero_grad()
            st.nn.functional.mse_loss(model(xs), ys).backward()
            opt.step()

    st.manual_seed(1)
    alone = st.nn.Linear(3, 2)
    st.manual_seed(1 if rank == 0 else 2)   # DDP broadcasts rank 0's parameters
    ours = st.nn.Linear(3, 2)
    train(alone, x, y)                                           # the whole batch, one process
    train(DistributedDataParallel(ours), x[4 * rank:4 * rank + 4], y[4 * rank:4 * rank + 4])   # each rank its half
    assert "torch" not in sys.modules, "the NumPy backend's group imported torch"
    for a, b in zip(alone.parameters(), ours.parameters()):
        assert np.allclose(a.detach().numpy(), b.detach().numpy(), atol=1e-6), (a, b)
    dist.destroy_process_group()
    print("no torch: data parallel ok")
""")


def test_data_parallel_training_without_torch():
    """Two ranks train with DistributedDataParallel over the NumPy backend's group: the whole batch's result."""
    import socket
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = str(s.getsockname()[1])
    ranks = [subprocess.Popen([sys.executable, "-c", _DATA_PARALLEL, port, str(rank)],
                              env={"PYTHONPATH": str(HIDE_TORCH)}, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                              text=True) for rank in range(2)]
    try:
        results = [p.communicate(timeout=120) for p in ranks]
    finally:
        for p in ranks:
            p.kill()
    for p, (out, err) in zip(ranks, results):
        assert p.returncode == 0 and out == "no torch: data parallel ok\n", out + err
