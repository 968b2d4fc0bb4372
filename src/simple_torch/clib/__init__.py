"""The C library: libsimple_torch_ffi.so, built from the spec (`build.py`, with the C shell `shell.c`),
and the Python side of its entry points (`entry.py`), which calls the runtime."""

# The cffi `extern "Python+C"` function that each exported rt_torch_X calls. Here, not in entry.py: the build
# (build.py) needs the names without importing the runtime and its dependencies (pyproject.toml's build
# requirements are setuptools and cffi only).
PY_PREFIX = "rt__py_"


def py_name(fn) -> str:
    """The name of fn's (an abi.signature.Function's) Python entry point."""
    return PY_PREFIX + fn.name.removeprefix("rt_torch_")
