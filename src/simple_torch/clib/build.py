"""Build libsimple_torch_ffi.so (cffi embedding mode) and its pkg-config file, from the spec.

    python -m simple_torch.clib.build [--out build/lib]

Three C sources make the library: cffi's module (its `extern "Python+C"` functions, which `entry.py`
implements), `shell.c` (start-up, fork and exit; see `shell.h`), and `entries.c`, generated here from
the spec: one exported `rt_torch_X` per function, which starts Python on first use (once, in any
thread) and calls its Python twin. The library finds its Python without help from the environment:
the interpreter that built it is baked in (`SIMPLE_TORCH_PYTHON` overrides it), so `env -i ./prog`
works. If Python cannot start, every function returns its failure value and rt_torch_last_error()
says why; nothing aborts the host.
"""

from __future__ import annotations

import argparse
import platform
import re
import shlex
import site
import subprocess
import sys
import sysconfig
from pathlib import Path

import cffi

from ..abi import native_call, spec
from ..abi.enums import HANDLE_KINDS, HANDLE_STATES, RESULT_KINDS
from ..abi.header import render as render_header
from ..abi.signature import FUNCTIONS, Function
from . import py_name, shim_parts

MODULE = "_simple_torch_ffi"
LIBRARY = "libsimple_torch_ffi.so"
ROOT = Path(__file__).resolve().parents[3]       # the repository
PACKAGE_PARENT = Path(__file__).resolve().parents[2]   # src/, which holds simple_torch
SHELL = Path(__file__).resolve().parent / "shell.c"   # beside shell.h
# The headers whose `cdef` blocks declare the C functions the Python side calls or implements, for cffi
CDEF_HEADERS = (SHELL.with_name("shell.h"), SHELL.with_name("native.h"))
# the fast path, beside native.h
NATIVE_SOURCES = ("handle_table.c", "aten_shim.c", "native_ops.c", "native_optim.c", "native_info.c", "native_create.c")
C_WARNINGS = ["-Wall", "-Wextra", "-Werror"]           # for our C; cffi's generated module gets -Wall only


_INIT = """
import os
import site
import sys

from {module} import ffi, lib


def _load():
    # An installed library or a wheel's: its own copy of the package first (relative to the library's folder),
    # whatever else the interpreter's path holds (a development checkout's editable install, for one).
    here = ffi.string(lib.rt__library_dir()).decode("utf-8", "surrogateescape")
    for path in reversed({first!r}):
        path = os.path.normpath(os.path.join(here, path))
        known = path in sys.path   # its .pth files have run (they may run code: once only)
        if known:
            sys.path.remove(path)
        sys.path.insert(0, path)
        if not known:
            site.addsitedir(path)   # its .pth files
    try:
        from simple_torch.clib import entry
    except ImportError:   # a host Python without our paths: add the build's
        for path in {paths!r}:
            site.addsitedir(path)
        from simple_torch.clib import entry
    entry.attach(ffi, lib)


try:
    _load()
except BaseException as exc:
    lib.rt__set_start_error(("simple_torch: the embedded Python could not load the runtime: "
                             f"{{type(exc).__name__}}: {{exc}}").encode("utf-8", "replace"))
    ffi.def_extern(name="rt__py_ready")(lambda: 0)
"""


def _py_decl(fn: Function) -> str:
    # fixed arrays as plain pointers, as cffi declares them
    params = ", ".join(f"{p.ctype}* {p.name}" if p.fixed else p.decl() for p in fn.cparams) or "void"
    return f"{fn.ctype} {py_name(fn)}({params});"


def native_name(fn: Function) -> str:
    """The C function of fn's fast path (clib/native.h)."""
    return "rt__native_" + fn.name.removeprefix("rt_torch_")


def _c_entry(fn: Function) -> str:
    """The exported C function: start Python, then try the fast path (if the spec gives one), else call the
    Python side. rt__last_native_ok tells the last-error readers whether this thread's last call succeeded in C."""
    params = ", ".join(p.decl() for p in fn.cparams) or "void"
    args = [p.name for p in fn.cparams]
    call = f"{py_name(fn)}({', '.join(args)})"
    down = RESULT_KINDS[fn.result][0]   # what the function returns when Python could not start
    if fn.name == "rt_torch_last_error_code":
        down = "RT_ERR_INTERNAL"
    elif fn.name == "rt_torch_last_error":
        down = "rt__down_reason()"
    lines = [f"RT_EXPORT {fn.ctype} {fn.name}({params}) {{"]
    if fn.result == "error" and fn.ctype != "void":   # a fast call that succeeded left no error to read
        ok = "RT_OK" if fn.ctype == "int32_t" else '""'
        lines.append(f"    if (rt__last_native_ok) return {ok};")
    # every call but the error readers' sets the flag: a call refused here (Python down, the process exiting) too
    reset = "rt__last_native_ok = 0;" if fn.result != "error" or fn.name == "rt_torch_clear_error" else ""
    if fn.ctype == "void":
        lines += [*([f"    {reset}"] if reset else []), "    if (rt__start() == 0 && rt__enter() == 0) {",
                  f"        {call};", "        rt__leave();", "    }", "}"]
        return "\n".join(lines)
    if reset:
        lines += ["    if (rt__start() != 0 || rt__enter() != 0) {", f"        {reset}", f"        return {down};",
                  "    }"]
    else:
        lines.append(f"    if (rt__start() != 0 || rt__enter() != 0) return {down};")
    if fn.native:
        native = f"{native_name(fn)}({', '.join([*args, '&result'])})"
        parts = shim_parts.needs(fn)   # a torch without one of them: the Python path
        if parts:
            native = f"rt__shim_has({shim_parts.c_mask(parts)}) ? {native} : 0"
        lines += [f"    {fn.ctype} result;", f"    int taken = {native};",
                  "    if (taken) {", "        rt__last_native_ok = taken == RT__NATIVE_DONE;", "        rt__leave();",
                  "        return result;", "    }"]
    if reset:
        lines.append(f"    {reset}")
    if fn.ctype == "const char*":   # NULL only if Python failed to convert the result
        lines += [f"    const char *text = {call};", "    rt__leave();", '    return text != NULL ? text : "";']
    else:
        declared = "" if fn.native else fn.ctype + " "   # a fast function's entry declared result above
        lines += [f"    {declared}result = {call};", "    rt__leave();", "    return result;"]
    lines.append("}")
    return "\n".join(lines)


def entries_source() -> str:
    """entries.c: the Python side's declarations and every exported entry point."""
    head = ["/* Generated from simple_torch/abi/spec.py by simple_torch/clib/build.py: do not edit. */",
            "#include <stddef.h>", '#include "simple_torch.h"', '#include "shell.h"', '#include "native.h"', "",
            "/* The Python side of each entry point (extern \"Python+C\" in cffi's module, clib/entry.py). */",
            *(_py_decl(fn) for fn in FUNCTIONS.values()), "",
            "/* The fast path of the functions that have one (native_ops.c, native_ops_generated.c). */",
            *(_native_decl(fn) for fn in FUNCTIONS.values() if fn.native), ""]
    return "\n".join(head) + "\n" + "\n\n".join(_c_entry(fn) for fn in FUNCTIONS.values()) + "\n"


def _native_decl(fn: Function) -> str:
    params = ", ".join([*(p.decl() for p in fn.cparams), f"{fn.ctype} *result"])
    return f"int {native_name(fn)}({params});"


def _dtype_bits(dtypes: tuple[str, ...]) -> str:
    """A C dtype mask (native.h's RT__DTYPE_BIT) of dtype names."""
    return " | ".join(f"RT__DTYPE_BIT({name})" for name, _, pyname, *_ in spec.DTYPES if pyname in dtypes) or "0"


def _dtype_mask(dtypes: tuple[str, ...]) -> str:
    """The mask of dtype names: the name of its native_call.DTYPE_SETS set (defined atop the generated file)."""
    for name, members in native_call.DTYPE_SETS.items():
        if set(members) == set(dtypes):
            return name.upper()
    return _dtype_bits(dtypes)


def _c_literal(value) -> str:
    if isinstance(value, bool):
        return "1" if value else "0"
    if isinstance(value, str):
        return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'
    return repr(value)


def _c_arg(arg: native_call.Arg, lists: list[str]) -> str:
    """One rt__arg initializer; an int list of parameters and literals becomes a local array (added to lists)."""
    value = "{0}"
    if arg.kind in ("TENSOR", "OPTIONAL_TENSOR", "VIEWED"):
        value = f"{{.id = {arg.source}}}"
    elif arg.kind == "TENSORS" and not arg.source:   # a list of tensor parameters
        name = f"list{len(lists)}"
        lists.append(f"    const rt_tensor {name}[{len(arg.literal)}] = {{{', '.join(arg.literal)}}};")
        value = f"{{.many = {{{name}, {len(arg.literal)}}}}}"
    elif arg.kind in ("TENSORS", "INTS", "OPTIONAL_INTS", "DIMS", "OPTIONAL_DIMS", "INT32S", "SHAPE") and arg.source:
        value = f"{{.many = {{{arg.source}, {arg.length}}}}}"
    elif arg.kind in ("INTS", "DIMS", "OPTIONAL_INTS", "OPTIONAL_DIMS"):
        name = f"list{len(lists)}"
        items = ", ".join(str(item) for item in arg.literal)
        lists.append(f"    const int64_t {name}[{len(arg.literal)}] = {{{items}}};")
        value = f"{{.many = {{{name}, {len(arg.literal)}}}}}"
    elif arg.kind in ("INT", "DIM", "OPTIONAL_INT", "OPTIONAL_DIM", "BOOL", "DTYPE", "ZERO_NONE", "REDUCTION"):
        value = f"{{.integer = {arg.source if arg.source else _c_literal(arg.literal)}}}"
    elif arg.kind in ("DOUBLE", "FINITE", "OPTIONAL_DOUBLE", "SCALAR", "SCALAR_NAN_NONE", "NONNEGATIVE", "UNIT",
                      "NAN_NONE", "POSITIVE"):
        value = f"{{.number = {arg.source if arg.source else _c_literal(arg.literal)}}}"
    elif arg.kind == "STRING":
        value = f"{{.text = {_c_literal(arg.literal)}}}"
    elif arg.kind == "CHOICE":   # the code picks a text here; a code out of range is the Python path's
        name = f"choices{len(lists)}"
        texts = ", ".join(_c_literal(text) for text in arg.literal)
        lists += [f"    static const char *const {name}[{len(arg.literal)}] = {{{texts}}};",
                  f"    if ({arg.source} < 0 || {arg.source} >= {len(arg.literal)})", "        return 0;"]
        return f"        {{RT__ARG_STRING, 0, 0, {{.text = {name}[{arg.source}]}}, NULL}},"
    rule = ", NULL"
    if arg.rule:
        name = f"rule{len(lists)}"
        lists.append(f"    static const int32_t {name}[{len(arg.rule)}] = {{{', '.join(map(str, arg.rule))}}};")
        rule = f", {name}"
    return f"        {{RT__ARG_{arg.kind}, {arg.extra}, {_dtype_mask(arg.dtypes)}, {value}{rule}}},"


def _native_function(fn: Function) -> list[str]:
    """The C of one fast function derived from its row's ATen call."""
    call = native_call.parse(fn)
    lists: list[str] = []
    args = [_c_arg(arg, lists) for arg in call.args]
    taken = tuple(sorted({d for arg in call.args for d in arg.dtypes}))   # CUDA tensors: each of its own set
    on_cuda = _dtype_mask(taken) if call.element_wise else "CPU_ONLY"
    returns, result, outs, capacity = f"RT__RETURNS_{call.returns}", "result", "NULL", "0"
    body = []
    if call.returns == "TENSORS":
        body.append(f"    rt_tensor *const outs[{len(call.outputs)}] = {{{', '.join(call.outputs)}}};")
        body.append(f"    if ({' || '.join(f'{o} == NULL' for o in call.outputs)})")
        body.append("        return 0;")
        result, outs, capacity = "NULL", "outs", str(len(call.outputs))
    elif call.returns == "TENSOR_LIST":
        body.append(f"    rt_tensor *const outs[1] = {{{call.outputs[0]}}};")
        body.append(f"    if ({call.outputs[0]} == NULL || {call.capacity} < 0)")
        body.append("        return 0;")
        outs, capacity = "outs", call.capacity
    elif call.returns == "INT" and fn.ctype != "int64_t":
        body.append("    int64_t value;")
        result = "&value"
    op = f'"{call.op}", "{call.overload}"'
    checks = " | ".join(["RT__CHECK_BROADCAST"] * call.element_wise + ["RT__CHECK_NONEMPTY"] * call.nonempty
                        + ["RT__CHECK_ELEMENTS"] * call.elements) or "0"
    invoke = f"rt__native_call({op}, args, {len(args)}, {on_cuda}, {checks}, {returns}, {result}, {outs}, {capacity})"
    if call.returns == "TENSORS":
        tail = [f"    if (!{invoke})", "        return 0;", "    *result = RT_OK;", "    return 1;"]
    elif call.returns == "INT" and fn.ctype != "int64_t":
        tail = [f"    if (!{invoke})", "        return 0;", f"    *result = ({fn.ctype})value;", "    return 1;"]
    else:
        tail = [f"    return {invoke};"]
    ignored = [f"    (void){name};   /* the call does not take it (native's `ignores`) */" for name in call.ignored]
    return [f"/* {fn.name}: {fn.native} */", _native_decl(fn).removesuffix(";") + " {", *ignored, *lists,
            f"    const rt__arg args[{len(args)}] = {{", *args, "    };", *body, *tail, "}", ""]


def handle_kinds_header() -> str:
    """handle_kinds.h (included by native.h): the handle table's states of an id and kinds of object."""
    def constants(rows: tuple[tuple[str, int, str], ...]) -> list[str]:
        return [f"    {name} = {code},   /* {what} */" for name, code, what in rows]
    last = max(HANDLE_KINDS, key=lambda row: row[1])[0]
    return "\n".join(["/* Generated from simple_torch/abi/enums.py by simple_torch/clib/build.py: do not edit. */",
                      "#ifndef SIMPLE_TORCH_HANDLE_KINDS_H", "#define SIMPLE_TORCH_HANDLE_KINDS_H", "",
                      "enum {", *constants(HANDLE_STATES), "};", "", "enum {", *constants(HANDLE_KINDS),
                      f"    RT__KIND_LAST = {last}", "};", "", "#endif", ""])


def native_source() -> str:
    """native_ops_generated.c: the fast functions derived from a row's ATen call (spec.NATIVE_C ones are
    hand-written)."""
    out = ["/* Generated from simple_torch/abi/spec.py by simple_torch/clib/build.py: do not edit. */",
           '#include "native.h"', "", "#define CPU_ONLY 0u",
           *(f"#define {name.upper()} ({_dtype_bits(members)})" for name, members in native_call.DTYPE_SETS.items()),
           ""]
    for fn in FUNCTIONS.values():
        if fn.native and fn.native != spec.NATIVE_C:
            out += _native_function(fn)
    return "\n".join(out)


_CDEF_MARK = re.compile(r"/\* cdef( python)?: (begin|end) \*/")
_C_COMMENT = re.compile(r"/\*.*?\*/", re.DOTALL)


def marked_declarations(header: Path) -> list[str]:
    """The declarations of header's `cdef` blocks, one a line, as cffi reads them: those of a `cdef python` block
    (functions the Python side implements) as extern "Python+C"."""
    text = header.read_text()
    declarations: list[str] = []
    begun: re.Match[str] | None = None   # the open block's begin mark
    for mark in _CDEF_MARK.finditer(text):
        python, begins = mark.group(1) is not None, mark.group(2) == "begin"
        if begun is None and begins:
            begun = mark
            continue
        if begun is None or begins or (begun.group(1) is not None) != python:
            line = text.count("\n", 0, mark.start()) + 1
            raise ValueError(f"{header.name}:{line}: `{mark.group(0)}` does not pair with the cdef marks before it "
                             "(each begin needs its end, of the same block, and blocks do not nest)")
        body = _C_COMMENT.sub(" ", text[begun.end():mark.start()])
        extern = 'extern "Python+C" ' if python else ""
        declarations += [extern + " ".join(part.split()) + ";" for part in body.split(";") if part.strip()]
        begun = None
    if begun is not None:
        raise ValueError(f"{header.name}: `{begun.group(0)}` has no end")
    return declarations


def cdef() -> str:
    """What cffi needs to know: the C functions of shell.h's and native.h's cdef blocks (those the Python side calls,
    and those it implements) and the Python side of every entry point (visible to entries.c)."""
    lines = ["typedef int64_t rt_tensor;", "typedef int64_t rt_handle;",
             "typedef int32_t (*rt_closure)(void *user_data, double *loss);",
             *(line for header in CDEF_HEADERS for line in marked_declarations(header))]
    lines += ['extern "Python+C" ' + _py_decl(fn) for fn in FUNCTIONS.values()]
    return "\n".join(lines)


def _search_paths() -> list[str]:
    return [str(PACKAGE_PARENT), *site.getsitepackages()]


def emit(gen_dir: Path, first: list[str] | None = None, paths: list[str] | None = None) -> list[Path]:
    """Write cffi's module, entries.c, native_ops_generated.c, handle_kinds.h and shim_parts.h into gen_dir. `first`: folders put
    first on the embedded Python's path (relative to the library's folder, or absolute); `paths`: folders added when
    the package cannot be imported (default: this checkout's src/ and this interpreter's site-packages)."""
    ffi = cffi.FFI()
    ffi.cdef(cdef())
    ffi.embedding_api("")
    ffi.set_source(MODULE, '#include "simple_torch.h"\n#include "shell.h"\n#include "native.h"\n')
    ffi.embedding_init_code(_INIT.format(module=MODULE, first=list(first or []),
                                         paths=_search_paths() if paths is None else paths))
    gen_dir.mkdir(parents=True, exist_ok=True)
    module, entries, native = gen_dir / f"{MODULE}.c", gen_dir / "entries.c", gen_dir / "native_ops_generated.c"
    ffi.emit_c_code(str(module))
    entries.write_text(entries_source())
    native.write_text(native_source())
    (gen_dir / "handle_kinds.h").write_text(handle_kinds_header())
    (gen_dir / "shim_parts.h").write_text(shim_parts.header())
    return [module, entries, native]


def _c_string(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def compile_library(module: Path, entries: Path, native: Path, out_dir: Path, include_dir: Path,
                    python: str = sys.executable, relative_python: str = "") -> Path:
    libdir = sysconfig.get_config_var("LIBDIR")
    pylib = sysconfig.get_config_var("LDLIBRARY").removeprefix("lib").removesuffix(".so")
    version_script = module.parent / "exports.map"
    version_script.write_text("{ global: rt_torch_*; local: *; };\n")
    # the generated C's folder: native.h includes handle_kinds.h from it
    includes = [f"-I{sysconfig.get_paths()['include']}", f"-I{include_dir}", f"-I{SHELL.parent}", f"-I{module.parent}"]
    # x86-64: thread-locals of a dlopen'ed library through TLS descriptors (other targets' default), cheaper than
    # __tls_get_addr on every fast call
    tls = ["-mtls-dialect=gnu2"] if platform.machine() in ("x86_64", "AMD64") else []
    common = ["gcc", "-c", "-fPIC", "-O2", "-pthread", "-fvisibility=hidden", *tls, *includes]
    baked = [f"-DRT_BAKED_PYTHON={_c_string(python)}", f"-DRT_RELATIVE_PYTHON={_c_string(relative_python)}"]
    objects = []
    hand_written = [(SHELL.parent / name, C_WARNINGS) for name in NATIVE_SOURCES]
    for source, flags in ((module, ["-Wall", "-Wno-unused-function"]), (entries, C_WARNINGS),
                          (SHELL, [*C_WARNINGS, *baked]), (native, C_WARNINGS), *hand_written):
        obj = module.parent / f"{source.stem}.o"
        subprocess.run([*common, *flags, str(source), "-o", str(obj)], check=True)
        objects.append(str(obj))
    out_dir.mkdir(parents=True, exist_ok=True)
    target = out_dir / LIBRARY
    # -z nodelete: dlclose never unloads the library. The interpreter it started stays in the process
    # (libpython cannot be unloaded), so a later dlopen must find this library's state as it was; a fresh
    # copy would start cffi's module again over the running interpreter and abort (seen with dlclose, dlopen).
    subprocess.run(["gcc", "-shared", "-pthread", *objects, f"-L{libdir}", f"-l{pylib}", f"-Wl,-rpath,{libdir}",
                    f"-Wl,--version-script={version_script}", f"-Wl,-soname,{LIBRARY}", "-Wl,-z,nodelete",
                    "-o", str(target), "-ldl"], check=True)
    return target


def write_pkgconfig(out_dir: Path, include_dir: Path, prefix: str | None = None) -> Path:
    """out_dir/pkgconfig/simple-torch.pc: for the build's own folders, or, given `prefix`, for PREFIX/lib and
    PREFIX/include (an install; a wheel's prefix is relative to the file: ${pcfiledir}/../..)."""
    pc = out_dir / "pkgconfig" / "simple-torch.pc"
    pc.parent.mkdir(parents=True, exist_ok=True)
    if prefix is None:
        dirs = f"libdir={out_dir.resolve()}\nincludedir={include_dir.resolve()}\n\n"
    else:
        dirs = f"prefix={prefix}\nlibdir=${{prefix}}/lib\nincludedir=${{prefix}}/include\n\n"
    pc.write_text(
        dirs +
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
    parser.add_argument("--work", type=Path, help="where the generated C goes (default: OUT/../gen)")
    # For a library that outlives the build tree (make install, wheels): see clib/install.py and setup.py.
    parser.add_argument("--python", default=sys.executable, help="the interpreter baked in (default: this one)")
    parser.add_argument("--relative-python", default="",
                        help="an interpreter relative to the library's folder, tried before --python")
    parser.add_argument("--first-path", action="append", default=None,
                        help="a folder put first on Python's path, relative to the library's folder (repeatable); "
                             "with it, the build's own paths are not baked in")
    parser.add_argument("--pc-prefix", help="the .pc file's prefix (default: the build's folders)")
    opts = parser.parse_args(argv)
    header = opts.include / "simple_torch.h"
    if not header.is_file() or header.read_text() != render_header():
        sys.exit(f"{header} is missing or differs from the spec: run `make generate` and commit it")
    module, entries, native = emit(opts.work or opts.out.parent / "gen", opts.first_path,
                                   [] if opts.first_path else None)
    lib = compile_library(module, entries, native, opts.out, opts.include, opts.python, opts.relative_python)
    pc = write_pkgconfig(opts.out, opts.include, opts.pc_prefix)
    print(f"built {lib}\nwrote {pc}\nuse: PKG_CONFIG_PATH={shlex.quote(str(pc.parent))} "
          "pkg-config --cflags --libs simple-torch")


if __name__ == "__main__":
    main()
