"""A Python program that loads libsimple_torch_ffi.so with ctypes and trains through it: the library
inside a process that already runs a Python, which may be another interpreter than the library's.

    python tests/ctypes_host.py LIBRARY local|global

Prints "ctypes host (MODE, PYTHON): loss A -> B, live tensors 0 (BACKEND), in this interpreter" and exits
0, or exits 1. "in this interpreter": the library ran its runtime in the host's own interpreter (its modules
are in the host's sys.modules), as a library linked to libpython must in a process that already runs one.
"""

from __future__ import annotations

import ctypes
import struct
import sys

library, mode = sys.argv[1], sys.argv[2]
lib = ctypes.CDLL(library, mode=ctypes.RTLD_GLOBAL if mode == "global" else ctypes.RTLD_LOCAL)
i64, i32, f64 = ctypes.c_int64, ctypes.c_int32, ctypes.c_double
for name, result, params in [
        ("rt_torch_init", i32, []), ("rt_torch_backend", ctypes.c_char_p, []),
        ("rt_torch_last_error", ctypes.c_char_p, []), ("rt_torch_live_tensors", i64, []),
        ("rt_torch_tensor_from_data", i64, [ctypes.c_char_p, ctypes.POINTER(i64), i32, i32]),
        ("rt_torch_tensor_set_requires_grad", i32, [i64, i32]), ("rt_torch_nn_linear", i64, [i64, i64, i64]),
        ("rt_torch_nn_mse_loss", i64, [i64, i64, i32]), ("rt_torch_tensor_backward", i32, [i64]),
        ("rt_torch_tensor_item", i32, [i64, ctypes.POINTER(f64)]),
        ("rt_torch_optim_sgd", i64, [ctypes.POINTER(i64), i32, f64, f64, f64]),
        ("rt_torch_optim_step", i32, [i64]), ("rt_torch_optim_zero_grad", i32, [i64]),
        ("rt_torch_optim_free", i32, [i64]), ("rt_torch_tensor_free", i32, [i64])]:
    getattr(lib, name).restype, getattr(lib, name).argtypes = result, params


def ok(value: int, what: str) -> int:
    if (value != 0) if what.startswith("status") else (value <= 0):
        sys.exit(f"{what} failed: {lib.rt_torch_last_error().decode()}")
    return value


def tensor(values: list[float], dims: list[int]) -> int:
    data = struct.pack(f"{len(values)}f", *values)
    return ok(lib.rt_torch_tensor_from_data(data, (i64 * len(dims))(*dims), len(dims), 6), "from_data")   # RT_FLOAT32


ok(lib.rt_torch_init(), "status init")
points = [(i / 10.0, (i % 7) / 3.0) for i in range(32)]
x = tensor([v for p in points for v in p], [32, 2])
y = tensor([2 * a - b + 1 for a, b in points], [32, 1])
weight, bias = tensor([0.0, 0.0], [1, 2]), tensor([0.0], [1])
for t in (weight, bias):
    ok(lib.rt_torch_tensor_set_requires_grad(t, 1), "status set_requires_grad")
opt = ok(lib.rt_torch_optim_sgd((i64 * 2)(weight, bias), 2, 0.05, 0.9, 0.0), "optim_sgd")
losses = []
for _ in range(60):
    ok(lib.rt_torch_optim_zero_grad(opt), "status zero_grad")
    out = ok(lib.rt_torch_nn_linear(x, weight, bias), "linear")
    loss = ok(lib.rt_torch_nn_mse_loss(out, y, 1), "mse_loss")   # RT_REDUCTION_MEAN
    ok(lib.rt_torch_tensor_backward(loss), "status backward")
    ok(lib.rt_torch_optim_step(opt), "status step")
    value = f64()
    ok(lib.rt_torch_tensor_item(loss, ctypes.byref(value)), "status item")
    losses.append(value.value)
    for t in (loss, out):
        ok(lib.rt_torch_tensor_free(t), "status free")
ok(lib.rt_torch_optim_free(opt), "status optim_free")
for t in (x, y, weight, bias):
    ok(lib.rt_torch_tensor_free(t), "status free")
live = lib.rt_torch_live_tensors()
where = "in this interpreter" if "simple_torch.clib.entry" in sys.modules else "in another interpreter"
print(f"ctypes host ({mode}, {sys.executable}): loss {losses[0]:.4f} -> {losses[-1]:.6f}, live tensors {live} "
      f"({lib.rt_torch_backend().decode()}), {where}")
sys.exit(0 if losses[-1] < losses[0] / 50 and live == 0 else 1)
