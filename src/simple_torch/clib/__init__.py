"""The C library: libsimple_torch_ffi.so, built from the spec (`build.py`, with the C shell `shell.c`),
and the Python side of its entry points (`entry.py`), which calls the runtime."""
