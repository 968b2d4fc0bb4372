"""Call the whole public Tier 3 API with wrong arguments and print, as JSON, what each call raised.

    SIMPLE_TORCH_BACKEND=numpy python -m tests.api_sweep

tests/test_error_classes.py runs this once per backend and compares: the same mistake must raise the
same exception class on both, and never an exception nobody classified (st.InternalError, or Python's
AttributeError, KeyError, ... escaping from inside the library).

The calls: every public function of st, st.nn.functional, st.linalg and st.fft, every public Tensor method, every
nn module class, the Tensor and Parameter constructors and the optimizers, each with one wrong value in each of its first two positions (the others good).
"""

from __future__ import annotations

import inspect
import json
import sys
from typing import Any, Callable, Iterator

import simple_torch as st

# Values no PyTorch API takes where a tensor, a size, a dim or an option is expected.
WRONG: dict[str, Callable[[], Any]] = {
    "str": lambda: "text",
    "None": lambda: None,
    "object": object,
    "list_of_str": lambda: ["a", "b"],
    "float": lambda: 2.5,
    "complex": lambda: 1 + 2j,
    "int64_tensor": lambda: st.tensor([[1, 2, 3], [4, 5, 6]]),
    "bool_tensor": lambda: st.tensor([[True, False, True], [False, True, False]]),
    "5d_tensor": lambda: st.ones(1, 1, 1, 2, 3),
}

# Names whose calls would not return, or that change the process rather than compute (save: writes a file
# named by its argument).
SKIP = {"manual_seed", "set_default_device", "load_local_config", "get_backend", "scope", "tensor_free",
        "set_grad_enabled", "cuda", "save"}


def _good_args() -> list[Any]:
    """Arguments under which most functions of the API run: a float matrix and a small int."""
    return [st.randn(2, 3), 1]


def _callables() -> Iterator[tuple[str, Callable[..., Any]]]:
    for name in sorted(set(st.__all__) - SKIP):
        obj = getattr(st, name)
        if inspect.isfunction(obj):
            yield f"st.{name}", obj
    for module, prefix in ((st.nn.functional, "F"), (st.linalg, "st.linalg"), (st.fft, "st.fft")):
        for name in sorted(module.__all__):
            yield f"{prefix}.{name}", getattr(module, name)
    for name in sorted(st.nn.__all__):
        obj = getattr(st.nn, name)
        if inspect.isclass(obj) and issubclass(obj, st.nn.Module) and obj is not st.nn.Module:
            yield f"nn.{name}", obj
    for name, cls in (("st.Tensor", st.Tensor), ("nn.Parameter", st.nn.Parameter), ("optim.SGD", st.optim.SGD),
                      ("optim.Adam", st.optim.Adam)):
        yield name, cls
    # Tensor's own methods and those it inherits (the generated variants, the dtype converters)
    methods = {name: member for cls in reversed(st.Tensor.__mro__[:-1]) for name, member in vars(cls).items()}
    for name, member in sorted(methods.items()):
        if name.startswith("_") or not inspect.isfunction(member):
            continue
        yield f"Tensor.{name}", (lambda *a, _m=name: getattr(st.randn(2, 3), _m)(*a))


def outcome(call: Callable[..., Any], args: list[Any]) -> str:
    try:
        call(*args)
    except Exception as exc:   # what was raised is the result
        return type(exc).__name__
    return "ok"


def sweep() -> dict[str, str]:
    results: dict[str, str] = {}
    for name, call in _callables():
        is_method = name.startswith("Tensor.")
        for position in range(2):
            for label, make in WRONG.items():
                args = _good_args()[:1] if is_method else _good_args()
                if is_method:   # the tensor is self: wrong values go in the first two arguments
                    args = [st.randn(2, 3), 1][:position] + [make()]
                else:
                    args = args[:position] + [make()]
                results[f"{name}[{position}]={label}"] = outcome(call, args)
    return results


if __name__ == "__main__":
    json.dump({"backend": st.get_backend(), "results": sweep()}, sys.stdout)
