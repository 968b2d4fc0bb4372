"""Build libsimple_torch_ffi.so (cffi embedding mode) and its pkg-config file, from the spec.

    python -m simple_torch.abi.library [--out build/lib]

The C entry point of every spec function is generated here: it starts Python on first use (once, in
any thread), then calls the function's `extern "Python"` twin, which `c_entry.py` implements. The
library finds its Python without help from the environment: the interpreter that built it is baked in
(`SIMPLE_TORCH_PYTHON` overrides it), so `env -i ./prog` works. If Python cannot start, every function
returns its failure value and rt_torch_last_error() says why; nothing aborts the host.
"""

from __future__ import annotations

import argparse
import shlex
import site
import subprocess
import sys
import sysconfig
from pathlib import Path

import cffi

from .c_entry import py_name
from .enums import RESULT_KINDS
from .header import render as render_header
from .signature import FUNCTIONS, Function

MODULE = "_simple_torch_ffi"
LIBRARY = "libsimple_torch_ffi.so"
ROOT = Path(__file__).resolve().parents[3]       # the repository
PACKAGE_PARENT = Path(__file__).resolve().parents[2]   # src/, which holds simple_torch

_PRELUDE = r"""
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "simple_torch.h"

#define RT_EXPORT __attribute__((visibility("default")))

static const char rt__baked_python[] = @PYTHON@;

/* The Python side of the entry points, implemented by simple_torch/abi/c_entry.py. */
static int32_t rt__py_ready(void);
@DECLS@

static pthread_once_t rt__once = PTHREAD_ONCE_INIT;
static int rt__started;              /* 1 once Python runs and the runtime is loaded */
static int rt__exiting;              /* 1 once exit() has begun */
static char rt__start_error[2048];   /* why it is not, for rt_torch_last_error() */

void rt__set_start_error(const char *message) {
    snprintf(rt__start_error, sizeof rt__start_error, "%s", message);
}

/* Fork: a host that forks while its threads call us gets a usable child. The interpreter's own hooks
 * run around fork() (with the GIL held, so no thread is inside Python, and the runtime's os.register_at_fork
 * handlers take and restore its locks). Only for an interpreter we started: a Python host forks through
 * os.fork, which calls the same hooks itself. */
static PyGILState_STATE rt__fork_gil;
static int rt__fork_held;

static void rt__before_fork(void) {
    rt__fork_held = Py_IsInitialized() && !rt__exiting;
    if (rt__fork_held) {
        rt__fork_gil = PyGILState_Ensure();
        PyOS_BeforeFork();
    }
}

static void rt__after_fork_parent(void) {
    if (rt__fork_held) {
        PyOS_AfterFork_Parent();
        PyGILState_Release(rt__fork_gil);
    }
}

static void rt__after_fork_child(void) {
    if (rt__fork_held) {
        PyOS_AfterFork_Child();
        PyGILState_Release(rt__fork_gil);
    }
}

/* Exit: once exit() has begun, C++ destructors of the backend may run at any moment, so the exit hook
 * makes every later call fail cleanly and waits (up to 2 s) for the calls already inside. exit() runs
 * its handlers in reverse order of registration, and the backend registers destructors lazily (C++
 * statics made on first use), so the hook is registered again after each of the first 65,536 calls, to
 * stay ahead of those made during the call; by then the backend's code paths have all been run. */
static long rt__inflight;                 /* calls inside the runtime now */
static long rt__exit_hooks;               /* times rt__on_exit has been registered */
static pthread_mutex_t rt__atexit_lock = PTHREAD_MUTEX_INITIALIZER;   /* no fork in the middle of atexit() */

static void rt__on_exit(void) {
    int waited;
    __atomic_store_n(&rt__exiting, 1, __ATOMIC_SEQ_CST);
    for (waited = 0; waited < 2000 && __atomic_load_n(&rt__inflight, __ATOMIC_SEQ_CST) > 0; waited++) {
        struct timespec ms = {0, 1000000L};
        nanosleep(&ms, NULL);
    }
}

static void rt__register_exit_hook(void) {
    pthread_mutex_lock(&rt__atexit_lock);
    atexit(rt__on_exit);
    pthread_mutex_unlock(&rt__atexit_lock);
}

static void rt__lock_atexit(void) { pthread_mutex_lock(&rt__atexit_lock); }
static void rt__unlock_atexit(void) { pthread_mutex_unlock(&rt__atexit_lock); }
static void rt__unlock_atexit_child(void) {
    __atomic_store_n(&rt__inflight, 0, __ATOMIC_SEQ_CST);   /* the calls in flight were other threads' */
    pthread_mutex_unlock(&rt__atexit_lock);
}

/* 0 when the call may go in; -1 once exit has begun. */
static int rt__enter(void) {
    __atomic_fetch_add(&rt__inflight, 1, __ATOMIC_SEQ_CST);
    if (__atomic_load_n(&rt__exiting, __ATOMIC_SEQ_CST)) {
        __atomic_fetch_sub(&rt__inflight, 1, __ATOMIC_SEQ_CST);
        return -1;
    }
    return 0;
}

static void rt__leave(void) {
    __atomic_fetch_sub(&rt__inflight, 1, __ATOMIC_SEQ_CST);
    if (__atomic_load_n(&rt__exit_hooks, __ATOMIC_RELAXED) < 65536
        && __atomic_fetch_add(&rt__exit_hooks, 1, __ATOMIC_RELAXED) < 65536)
        rt__register_exit_hook();
}

/* A host that loaded us with RTLD_LOCAL (most FFIs: koffi, libloading, LuaJIT, Julia, ctypes) also
 * loaded libpython, our dependency, into that local scope. The interpreter's extension modules
 * (_cffi_backend, numpy, torch) are not linked to libpython and expect its symbols in the global scope,
 * so the library that defines the interpreter we call is promoted to RTLD_GLOBAL before anything is
 * imported. RTLD_NOLOAD: only a library already in the process, never a second copy. */
static void rt__share_python_symbols(void) {
    Dl_info info;
    void *self;
    if (dladdr((void *)&Py_IsInitialized, &info) == 0 || info.dli_fname == NULL)
        return;
    self = dlopen(info.dli_fname, RTLD_NOW | RTLD_GLOBAL | RTLD_NOLOAD);
    if (self != NULL)
        dlclose(self);   /* the promotion stays; only the extra reference goes */
}

static void rt__start_python(void) {
    int started_here = 0;
    rt__share_python_symbols();
    if (!Py_IsInitialized()) {
        const char *python = getenv("SIMPLE_TORCH_PYTHON");
        PyConfig config;
        PyStatus status;
        if (python == NULL || python[0] == '\0')
            python = rt__baked_python;
        PyConfig_InitPythonConfig(&config);
        config.install_signal_handlers = 0;   /* the host owns its signals */
        config.parse_argv = 0;
        /* Python finds its home, and a venv its site-packages, from the executable's path. */
        status = PyConfig_SetBytesString(&config, &config.program_name, python);
        if (!PyStatus_Exception(status))
            status = PyConfig_SetBytesString(&config, &config.executable, python);
        if (!PyStatus_Exception(status))
            status = Py_InitializeFromConfig(&config);
        PyConfig_Clear(&config);
        if (PyStatus_Exception(status)) {
            snprintf(rt__start_error, sizeof rt__start_error,
                     "simple_torch: cannot start Python %s: %s (set SIMPLE_TORCH_PYTHON to a python "
                     "executable that has simple_torch installed)",
                     python, status.err_msg ? status.err_msg : "unknown error");
            return;
        }
        PyEval_SaveThread();   /* release the GIL: every call takes it when needed */
        started_here = 1;
    }
    if (rt__py_ready() != 1) {
        if (rt__start_error[0] == '\0')
            rt__set_start_error("simple_torch: the embedded Python could not load the runtime (details on stderr)");
        return;
    }
    pthread_atfork(rt__lock_atexit, rt__unlock_atexit, rt__unlock_atexit_child);
    if (started_here)
        pthread_atfork(rt__before_fork, rt__after_fork_parent, rt__after_fork_child);
    rt__register_exit_hook();
    rt__started = 1;
}

/* 0 when calls may enter Python; else -1, with the reason in rt__down_reason(). */
static int rt__start(void) {
    if (rt__exiting)
        return -1;
    pthread_once(&rt__once, rt__start_python);
    if (rt__started && _Py_IsFinalizing())   /* a Python host is shutting down */
        return -1;
    return rt__started ? 0 : -1;
}

static const char *rt__down_reason(void) {
    if (rt__exiting)
        return "simple_torch: the process is exiting; calls after exit() began are refused";
    if (rt__started)
        return "simple_torch: the Python interpreter is shutting down";
    return rt__start_error;
}
"""

_INIT = """
from {module} import ffi, lib


def _load():
    try:
        from simple_torch.abi import c_entry
    except ImportError:   # a host Python without our paths: add the build's
        import site
        for path in {paths!r}:
            site.addsitedir(path)
        from simple_torch.abi import c_entry
    c_entry.attach(ffi, lib)


try:
    _load()
except BaseException as exc:
    lib.rt__set_start_error(("simple_torch: the embedded Python could not load the runtime: "
                             f"{{type(exc).__name__}}: {{exc}}").encode("utf-8", "replace"))
    ffi.def_extern(name="rt__py_ready")(lambda: 0)
"""


def _py_decl(fn: Function, static: bool) -> str:
    # fixed arrays as plain pointers, as cffi declares them
    params = ", ".join(f"{p.ctype}* {p.name}" if p.fixed else p.decl() for p in fn.cparams) or "void"
    return f"{'static ' if static else ''}{fn.ctype} {py_name(fn)}({params});"


def _c_entry(fn: Function) -> str:
    """The exported C function: start Python, then call the Python side."""
    params = ", ".join(p.decl() for p in fn.cparams) or "void"
    call = f"{py_name(fn)}({', '.join(p.name for p in fn.cparams)})"
    down = RESULT_KINDS[fn.result][0]   # what the function returns when Python could not start
    if fn.name == "rt_torch_last_error_code":
        down = "RT_ERR_INTERNAL"
    elif fn.name == "rt_torch_last_error":
        down = "rt__down_reason()"
    lines = [f"RT_EXPORT {fn.ctype} {fn.name}({params}) {{"]
    if fn.ctype == "void":
        lines += ["    if (rt__start() == 0 && rt__enter() == 0) {", f"        {call};", "        rt__leave();", "    }"]
    else:
        lines.append(f"    if (rt__start() != 0 || rt__enter() != 0) return {down};")
        if fn.ctype == "const char*":   # NULL only if Python failed to convert the result
            lines += [f"    const char *text = {call};", "    rt__leave();", '    return text != NULL ? text : "";']
        else:
            lines += [f"    {fn.ctype} result = {call};", "    rt__leave();", "    return result;"]
    lines.append("}")
    return "\n".join(lines)


def c_source() -> str:
    """The C code cffi compiles around its own: declarations, start-up, and every entry point."""
    python = '"' + sys.executable.replace("\\", "\\\\").replace('"', '\\"') + '"'
    prelude = (_PRELUDE.replace("@PYTHON@", python)
               .replace("@DECLS@", "\n".join(_py_decl(fn, static=True) for fn in FUNCTIONS.values())))
    return prelude + "\n" + "\n\n".join(_c_entry(fn) for fn in FUNCTIONS.values()) + "\n"


def cdef() -> str:
    """What cffi needs to know: the Python-side functions and the start-up hook."""
    lines = ["typedef int64_t rt_tensor;", "typedef int64_t rt_handle;",
             'extern "Python" int32_t rt__py_ready(void);',
             "void rt__set_start_error(const char *message);"]
    lines += ['extern "Python" ' + _py_decl(fn, static=False) for fn in FUNCTIONS.values()]
    return "\n".join(lines)


def _search_paths() -> list[str]:
    return [str(PACKAGE_PARENT), *site.getsitepackages()]


def emit(gen_dir: Path) -> Path:
    ffi = cffi.FFI()
    ffi.cdef(cdef())
    ffi.embedding_api("")
    ffi.set_source(MODULE, c_source())
    ffi.embedding_init_code(_INIT.format(module=MODULE, paths=_search_paths()))
    gen_dir.mkdir(parents=True, exist_ok=True)
    target = gen_dir / f"{MODULE}.c"
    ffi.emit_c_code(str(target))
    return target


def compile_library(source: Path, out_dir: Path, include_dir: Path) -> Path:
    libdir = sysconfig.get_config_var("LIBDIR")
    pylib = sysconfig.get_config_var("LDLIBRARY").removeprefix("lib").removesuffix(".so")
    version_script = source.parent / "exports.map"
    version_script.write_text("{ global: rt_torch_*; local: *; };\n")
    out_dir.mkdir(parents=True, exist_ok=True)
    target = out_dir / LIBRARY
    cmd = ["gcc", "-shared", "-fPIC", "-O2", "-pthread", "-fvisibility=hidden", "-Wall", "-Wno-unused-function",
           f"-I{sysconfig.get_paths()['include']}", f"-I{include_dir}", str(source),
           f"-L{libdir}", f"-l{pylib}", f"-Wl,-rpath,{libdir}", f"-Wl,--version-script={version_script}",
           f"-Wl,-soname,{LIBRARY}", "-o", str(target), "-ldl"]
    subprocess.run(cmd, check=True)
    return target


def write_pkgconfig(out_dir: Path, include_dir: Path) -> Path:
    pc = out_dir / "pkgconfig" / "simple-torch.pc"
    pc.parent.mkdir(parents=True, exist_ok=True)
    pc.write_text(
        f"libdir={out_dir.resolve()}\n"
        f"includedir={include_dir.resolve()}\n\n"
        "Name: simple-torch\n"
        "Description: PyTorch for any language through one stable C ABI\n"
        "Version: 0.1.0\n"
        "Cflags: -I${includedir}\n"
        "Libs: -L${libdir} -Wl,-rpath,${libdir} -lsimple_torch_ffi\n")
    return pc


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "build" / "lib", help="where the library goes")
    parser.add_argument("--include", type=Path, default=ROOT / "include", help="the committed header's folder")
    opts = parser.parse_args(argv)
    header = opts.include / "simple_torch.h"
    if not header.is_file() or header.read_text() != render_header():
        sys.exit(f"{header} is missing or differs from the spec: run `make generate` and commit it")
    source = emit(opts.out.parent / "gen")
    lib = compile_library(source, opts.out, opts.include)
    pc = write_pkgconfig(opts.out, opts.include)
    print(f"built {lib}\nwrote {pc}\nuse: PKG_CONFIG_PATH={shlex.quote(str(pc.parent))} "
          "pkg-config --cflags --libs simple-torch")


if __name__ == "__main__":
    main()
