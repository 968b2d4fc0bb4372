"""Render the generated files of the Node.js package, bindings/node, from the spec.

    lib/ffi.js           every constant of the header, an Error subclass per RT_ERR_* code, and each function's
                         koffi prototype (what lib/core.js declares from the library)
    lib/api.js           a checked function per rt_torch_* function (calls), the owner class of each kind of
                         rt_handle, the Tensor methods and the module-level functions
    package.json         the package, its version the ABI version
    package-lock.json    the committed lock file with that version (its koffi pins are kept as they are)

A C parameter list maps to JavaScript by the rules of abi/signature.py: a tensor is a Tensor (null for the handle
0), an array a JS array, a buffer or data a Buffer or TypedArray, an output array is passed as its capacity and
returned, and outputs are returned (an array when there are several). A call that fails throws the Error subclass
of its code.
"""

from __future__ import annotations

import json
import textwrap
from pathlib import Path

from . import spec
from .handle_kinds import FREED_BY, HANDLE_TYPE, KINDS, HandleKind, made_by
from .signature import FUNCTIONS, SECTION_TITLES, Function, Param

PREFIX = "rt_torch_"
TENSOR_PREFIX = "tensor_"
ERROR_PREFIX = "RT_ERR_"
PACKAGE = "simple-torch"
LINE_WIDTH = 120
ROOT = Path(__file__).resolve().parents[3]
LOCK_FILE = ROOT / "bindings" / "node" / "package-lock.json"   # its koffi pins are kept

# the koffi type of each C pointer the rules return through (written by the callee)
OUTPUT_KINDS = ("out", "outarr", "buffer")
# Tensor's methods written in lib/tensor.js (a generated one of the name would be hidden) and Owned's own members
HAND_WRITTEN_METHODS = {"free", "shape", "handle", "freed", "toArray", "constructor"}
# names JavaScript reserves, and the helpers the generated bodies use: no parameter may take them
RESERVED = {"arguments", "await", "break", "case", "catch", "class", "const", "continue", "debugger", "default",
            "delete", "do", "else", "enum", "eval", "export", "extends", "false", "finally", "for", "function", "if",
            "implements", "import", "in", "instanceof", "interface", "let", "new", "null", "package", "private",
            "protected", "public", "return", "static", "super", "switch", "this", "throw", "true", "try", "typeof",
            "var", "void", "while", "with", "yield", "raw", "core", "calls", "result"}


def camel(snake: str) -> str:
    """C's snake_case as JavaScript's camelCase: "cross_entropy" -> "crossEntropy"."""
    first, *rest = snake.split("_")
    return first + "".join(word[:1].upper() + word[1:] for word in rest)


def class_name(error: str) -> str:
    """The Error subclass of an error code: "RT_ERR_INVALID_HANDLE" -> "InvalidHandleError"."""
    return "".join(word.capitalize() for word in error.removeprefix(ERROR_PREFIX).split("_")) + "Error"


def call_name(fn: Function) -> str:
    """The checked function's name in `calls`: the C name without rt_torch_, camelCase."""
    name = camel(fn.name.removeprefix(PREFIX))
    if name in RESERVED:
        raise ValueError(f"{fn.name}: {name!r} is a name JavaScript or api.js reserves")
    return name


def _js_name(name: str, fn: Function) -> str:
    js = camel(name)
    if js in RESERVED:
        raise ValueError(f"{fn.name}: parameter {name!r} is a name JavaScript or api.js reserves")
    return js


# ---- lib/ffi.js ---------------------------------------------------------------------------------------------------

def koffi_prototype(fn: Function) -> str:
    """fn's prototype as koffi parses it: output pointers marked _Out_, a fixed array a pointer, the closure a
    pointer to the rt_closure prototype that lib/core.js declares."""
    kinds = {p.name: p.kind for p in fn.params}
    params = []
    for c in fn.cparams:
        kind = kinds.get(c.name)
        if kind == "closure":
            params.append(f"{c.ctype} *{c.name}")
        elif c.fixed:
            params.append(f"{c.ctype}* {c.name}")
        else:
            params.append(("_Out_ " if kind in OUTPUT_KINDS else "") + c.decl())
    return f"{fn.ctype} {fn.name}({', '.join(params) or 'void'})"


def _constants() -> list[tuple[str, int, str]]:
    """Every constant of the header, in its order: (name, value, doc)."""
    return [*spec.ERROR_CODES, *[(name, code, doc) for name, code, _, _, _, doc in spec.DTYPES], *spec.DEVICES,
            *spec.CREATION_DEFAULTS, *(row for table, *_ in spec.CONSTANT_TABLES for row in table)]


def _quote(text: str) -> str:
    return json.dumps(text)


def render_ffi() -> str:
    major, minor, patch = spec.ABI_VERSION
    out = [
        "// ffi.js - the C ABI of simple-torch for koffi: every constant and function of include/simple_torch.h.",
        "// Generated from src/simple_torch/abi/spec.py by `make generate` (src/simple_torch/abi/node_bindings.py);",
        "// do not edit by hand.",
        "'use strict';",
        "",
        "/** The ABI version this package was generated for (package.json's version). */",
        f"const ABI_VERSION = Object.freeze({{ major: {major}, minor: {minor}, patch: {patch} }});",
        "",
        "/** Every constant of the header: error codes, dtypes, devices, creation defaults, named argument values. */",
        "const CONSTANTS = Object.freeze({",
        f"  RT_TORCH_ABI_VERSION: {major * 10000 + minor * 100 + patch},  // MAJOR*10000 + MINOR*100 + PATCH",
        *[f"  {name}: {value},  // {doc}" for name, value, doc in _constants()],
        "});",
        "",
        "/** The dtypes by code: their short name, bytes per element and kind (bool, integer, floating, complex). */",
        "const DTYPES = Object.freeze(new Map([",
        *[f"  [{code}, Object.freeze({{ name: {_quote(short)}, size: {size}, kind: {_quote(kind)} }})],"
          for _, code, short, size, kind, _ in spec.DTYPES],
        "]));",
        "",
        "/** A failed call: `code` is its RT_ERR_* code, `message` the library's message (it names the function). */",
        "class SimpleTorchError extends Error {",
        "  constructor(message, code) {",
        "    super(message);",
        "    this.name = new.target.name;",
        "    this.code = code;",
        "  }",
        "}",
    ]
    errors = [(name, doc) for name, _, doc in spec.ERROR_CODES if name.startswith(ERROR_PREFIX)]
    for name, doc in errors:
        out += ["", f"/** {name}: {doc}. */", f"class {class_name(name)} extends SimpleTorchError {{",
                f"  constructor(message) {{ super(message, CONSTANTS.{name}); }}", "}"]
    out += ["", "/** The Error subclass of each RT_ERR_* code. */", "const ERROR_CLASSES = Object.freeze(new Map([",
            *[f"  [CONSTANTS.{name}, {class_name(name)}]," for name, _ in errors], "]));", "",
            "/** [C name, result kind, koffi prototype] of every function, in the header's order. */",
            "const FUNCTIONS = Object.freeze(["]
    section = None
    for fn in FUNCTIONS.values():
        if fn.section != section:
            section = fn.section
            out.append(f"  // ---- {section}. {SECTION_TITLES[section]} ----")
        out.append(f"  [{_quote(fn.name)}, {_quote(fn.result)}, {_quote(koffi_prototype(fn))}],")
    names = ["ABI_VERSION", "CONSTANTS", "DTYPES", "SimpleTorchError", *(class_name(n) for n, _ in errors),
             "ERROR_CLASSES", "FUNCTIONS"]
    out += ["]);", "", *_wrapped("module.exports = { ", names, " };", ""), ""]
    return "\n".join(out)


# ---- lib/api.js ---------------------------------------------------------------------------------------------------

def _wrapped(head: str, items: list[str], tail: str, indent: str) -> list[str]:
    """head + items joined by ", " + tail, in lines of at most LINE_WIDTH."""
    lines = [indent + head]
    for k, item in enumerate(items):
        piece = item + (", " if k < len(items) - 1 else tail)
        if len(lines[-1]) + len(piece.rstrip()) > LINE_WIDTH and lines[-1].strip():
            lines[-1] = lines[-1].rstrip()
            lines.append(indent + "  ")
        lines[-1] += piece
    if not items:
        lines[-1] += tail.lstrip()
    return lines


def _doc(text: str, indent: str) -> list[str]:
    """A JSDoc comment of text: one line if it fits, else wrapped."""
    if len(indent) + len(text) + 7 <= LINE_WIDTH:
        return [f"{indent}/** {text} */"]
    return [f"{indent}/**", *textwrap.wrap(text, LINE_WIDTH - len(indent) - 3, initial_indent=f"{indent} * ",
                                           subsequent_indent=f"{indent} * ", break_on_hyphens=False), f"{indent} */"]


def _argument(fn: Function, p: Param) -> list[str]:
    """The C arguments of one Param, converted from its JS value."""
    name, where = _js_name(p.pyname, fn), _quote(f"{fn.name}: {p.name}")
    if p.ctype == HANDLE_TYPE:
        kind = KINDS[p.name]
        return [f"core.handleOf({name}, {kind.class_name}, {where})"]
    if p.kind == "scalar":
        return [f"core.tensorHandle({name}, {where})" if p.ctype == "rt_tensor" else name]
    if p.kind == "array":
        values = f"core.tensorHandles({name}, {where})" if p.ctype == "rt_tensor" else f"core.array({name}, {where})"
        return [values, f"{name}.length"]
    if p.kind == "fixed":
        return [f"core.fixed({name}, {p.fixed}, {where})"]
    if p.kind in ("data", "buffer"):
        return [f"core.bytes({name}, {where})"] + ([f"core.byteLength({name})"] if p.kind == "buffer" else [])
    if p.kind == "text":
        return [f"core.text({name}, {where})"]
    if p.kind == "closure":
        return [f"core.closure({name}, {where})", "null"]
    if p.kind == "pointer":
        return [name]
    if p.kind == "outarr":
        return [f"{camel(p.name)}Out", name]
    return [f"{camel(p.name)}Out"]   # out


def _output_value(p: Param, count: bool) -> str:
    """What an output returns, read from its array (an output array up to the count the function returned)."""
    read = f"{camel(p.name)}Out"
    if p.kind == "outarr":
        values = f"{read}.slice(0, result)" if count else read
        return f"core.tensors({values})" if p.ctype == "rt_tensor" else values
    return f"core.tensor({read}[0])" if p.ctype == "rt_tensor" else f"{read}[0]"


def _result(fn: Function) -> str:
    """The statement returning what a function without outputs returns ({} is the raw call)."""
    if fn.result == "error":
        return "{};" if fn.ctype == "void" else "return {};"
    if fn.result == "tensor":
        return "return core.tensor({});"
    if fn.ctype == HANDLE_TYPE:
        return f"return new {made_by(fn, KINDS).class_name}(core.check({{}}));"
    if fn.result == "status":
        return "core.check({});"
    if fn.result == "bool":
        return "return core.check({}) === 1;"
    return "return core.check({});"


TENSOR_FREE = "rt_torch_tensor_free"
TENSOR_BASE = "TensorMethods"   # the generated base of lib/tensor.js's Tensor


def _freed_kind(fn: Function) -> str | None:
    """The owner class whose handle fn frees (Tensor's base for rt_torch_tensor_free), or None."""
    if fn.name == TENSOR_FREE:
        return TENSOR_BASE
    return FREED_BY[fn.name].class_name if fn.name in FREED_BY else None


def render_call(fn: Function) -> list[str]:
    """The checked function of one C function."""
    params = [_js_name(p.pyname, fn) for p in fn.inputs]
    lines = _doc(f"{fn.doc} ({fn.name}).", "") + _wrapped(f"function {call_name(fn)}(", params, ") {", "")
    for p in fn.outputs:
        size = "1" if p.kind == "out" else _js_name(p.pyname, fn)
        fill = "null" if p.ctype == "void*" else "0"
        lines.append(f"  const {camel(p.name)}Out = core.outputs({size}, {fill});")
    owner = _freed_kind(fn)
    if owner is not None:   # through the owner, which then knows it is freed
        x = params[0]
        return lines + [f"  core.freeOwner({x}, {owner}, {_quote(f'{fn.name}: {fn.params[0].name}')});", "}"]
    arguments = [a for p in fn.params for a in _argument(fn, p)]
    call = f"raw.{fn.name}("
    if not fn.outputs:
        head, tail = _result(fn).split("{}")
        return lines + _wrapped(head + call, arguments, ")" + tail, "  ") + ["}"]
    count = fn.result == "count"
    values = [_output_value(p, count) for p in fn.outputs]
    head = "const result = core.check(" if count else "core.check("
    returned = [f"  return {values[0]};"] if len(values) == 1 else _wrapped("return [", values, "];", "  ")
    return [*lines, *_wrapped(head + call, arguments, "));", "  "), *returned, "}"]


def _method_functions() -> dict[str, tuple[Function, str]]:
    """Tensor's generated methods: {name: (function, its checked function)}. Every rt_torch_tensor_<name> taking
    a tensor first is the method <name> (camelCase), and so is the method an Op row names."""
    methods: dict[str, tuple[Function, str]] = {}
    for fn in FUNCTIONS.values():
        short = fn.name.removeprefix(PREFIX)
        first = fn.params[0] if fn.params else None
        takes_tensor = first is not None and first.kind == "scalar" and first.ctype == "rt_tensor"
        if short.startswith(TENSOR_PREFIX) and takes_tensor:
            name = camel(short.removeprefix(TENSOR_PREFIX))
        elif fn.op is not None and fn.op.method and takes_tensor:
            name = camel(fn.op.method)
        else:
            continue
        if name in HAND_WRITTEN_METHODS:
            continue
        if name in methods:
            raise ValueError(f"{fn.name} and {methods[name][0].name} both make the Tensor method {name}")
        methods[name] = (fn, call_name(fn))
    return methods


def render_method(name: str, fn: Function) -> list[str]:
    params = [_js_name(p.pyname, fn) for p in fn.inputs[1:]]
    return [*_doc(f"{fn.doc} ({fn.name}).", "  "),
            *_wrapped(f"{name}(", params, ") {", "  "),
            *_wrapped(f"return {call_name(fn)}(", ["this", *params], ");", "    "), "  }"]


def _module_functions() -> dict[str, list[Function]]:
    """The module-level functions: each rt_torch_tensor_<name> not taking a tensor first (the creation functions),
    and the function each Op row names ({name: [the function]}, or [a reduction, its _dim twin])."""
    functions: dict[str, list[Function]] = {}
    for fn in FUNCTIONS.values():
        short = fn.name.removeprefix(PREFIX)
        first = fn.params[0] if fn.params else None
        takes_tensor = first is not None and first.kind == "scalar" and first.ctype == "rt_tensor"
        if fn.op is not None and fn.op.function:
            whole = FUNCTIONS.get(fn.name.removesuffix("_dim"))
            if whole is not fn and whole is not None and whole.reduces_all:
                continue   # made with its whole twin
            name, group = camel(fn.op.function), [fn] + ([FUNCTIONS[f"{fn.name}_dim"]] if fn.reduces_all else [])
        elif short.startswith(TENSOR_PREFIX) and not takes_tensor:
            name, group = camel(short.removeprefix(TENSOR_PREFIX)), [fn]
        else:
            continue
        if name in functions:
            raise ValueError(f"{fn.name} and {functions[name][0].name} both make the function {name}")
        functions[name] = group
    return functions


CALL_NAMES = {call_name(fn): fn for fn in FUNCTIONS.values()}


def render_module_function(name: str, group: list[Function]) -> list[str]:
    """The module-level function name: nothing where it is its function's checked function (rt_torch_relu's relu)."""
    fn = group[0]
    if len(group) == 1 and name == call_name(fn):
        return []
    if name in CALL_NAMES:
        raise ValueError(f"the function {name} of {fn.name} would hide the checked function of another")
    if len(group) == 1:
        params = [_js_name(p.pyname, fn) for p in fn.inputs]
        return [*_doc(f"{fn.doc} ({fn.name}).", ""),
                *_wrapped(f"function {name}(", params, ") {", ""),
                *_wrapped(f"return {call_name(fn)}(", params, ");", "  "), "}"]
    whole, along = group   # a reduction: over every element without a dim, along one with it
    x = _js_name(whole.inputs[0].pyname, whole)
    return [*_doc(f"{whole.doc} ({whole.name}); with a dim, {along.doc} ({along.name}).", ""),
            f"function {name}({x}, dim = null, keepdim = false) {{",
            f"  return dim === null ? {call_name(whole)}({x}) : {call_name(along)}({x}, dim, keepdim ? 1 : 0);",
            "}"]


def _kind_methods(kind: HandleKind) -> list[Function]:
    """The functions that are methods of a kind's owner: its creators' prefix, the kind's handle first."""
    return [fn for fn in FUNCTIONS.values() if fn.name.startswith(kind.prefix) and fn.name != kind.free
            and fn.params and fn.params[0].ctype == HANDLE_TYPE and fn.params[0].name == kind.param]


def render_kind(kind: HandleKind) -> list[str]:
    out = [f"/** Owns {'an' if kind.noun[0] in 'aeiou' else 'a'} {kind.noun} handle (`rt_handle {kind.param}`), "
           f"freed by {kind.free}. */", f"class {kind.class_name} extends core.Owned {{",
           f"  static freeFunction = {_quote(kind.free)};"]
    names = set()
    for fn in _kind_methods(kind):
        name = camel(fn.name.removeprefix(kind.prefix))
        if name in names or name in HAND_WRITTEN_METHODS:
            raise ValueError(f"{fn.name}: the method {kind.class_name}.{name} is taken")
        names.add(name)
        out += [""] + render_method(name, fn)
    return out + ["}"]


API_PREAMBLE = """\
// api.js - every rt_torch_* function as a checked JavaScript function (calls), the owner class of each kind of
// rt_handle, Tensor's methods and the module-level functions.
// Generated from src/simple_torch/abi/spec.py by `make generate` (src/simple_torch/abi/node_bindings.py);
// do not edit by hand.
//
// A checked function takes Tensors where C takes tensor handles (null for the handle 0), owners where it takes an
// rt_handle, JS arrays for arrays, a Buffer or TypedArray for data and buffers, a string for text; an output
// array is passed as its capacity. It throws the call's error (a SimpleTorchError subclass) and returns: a new
// tensor as a Tensor that owns it (null for a 0 that is no failure), a new rt_handle as its kind's owner, the
// outputs (an array when there are several), or the checked value (a boolean for a flag).
'use strict';

const core = require('./core');

const raw = core.raw;
"""


def render_api() -> str:
    out = [API_PREAMBLE, "// ---- The kinds of rt_handle, each owner freeing its handle ----"]
    for kind in KINDS.values():
        out += [""] + render_kind(kind)
    section = None
    for fn in FUNCTIONS.values():
        out.append("")
        if fn.section != section:
            section = fn.section
            out += [f"// ---- {section}. {SECTION_TITLES[section]} ----", ""]
        out += render_call(fn)
    methods = _method_functions()
    out += ["", "/** Tensor's generated methods: lib/tensor.js's Tensor extends this class. */",
            f"class {TENSOR_BASE} extends core.Owned {{", f"  static freeFunction = {_quote(TENSOR_FREE)};"]
    for name, (fn, _) in methods.items():
        out += [""] + render_method(name, fn)
    out += ["}", "", "// ---- Module-level functions ----"]
    functions = _module_functions()
    for name, group in functions.items():
        rendered = render_module_function(name, group)
        out += [""] + rendered if rendered else []
    calls = list(CALL_NAMES)
    out += ["", "/** Every rt_torch_* function, checked, by its name without rt_torch_ (camelCase). */",
            *_wrapped("const calls = Object.freeze({ ", calls, " });", ""), "",
            "/** The kinds of rt_handle by the C parameter that takes them. */",
            *_wrapped("const HANDLE_KINDS = Object.freeze({ ", [f"{k}: {kind.class_name}" for k, kind in KINDS.items()],
                      " });", ""), "",
            *_wrapped("const functions = Object.freeze({ ", list(functions), " });", ""), "",
            f"module.exports = {{ calls, functions, HANDLE_KINDS, {TENSOR_BASE} }};", ""]
    return "\n".join(out)


# ---- package.json, package-lock.json ------------------------------------------------------------------------------

def version() -> str:
    return ".".join(str(part) for part in spec.ABI_VERSION)


KOFFI = "3.3.4"   # as examples/node pins it
# Symbol.dispose (for `using`) came in Node 20.4; static blocks and FinalizationRegistry are older
ENGINES = {"node": ">=20.4"}


def render_package() -> str:
    package = {
        "name": PACKAGE,
        "version": version(),
        "description": "PyTorch for Node.js through simple-torch's C ABI (libsimple_torch_ffi.so), over koffi",
        "license": "MIT",
        "main": "index.js",
        "files": ["index.js", "lib/", "README.md"],
        "engines": ENGINES,
        "scripts": {"test": "node --test test/"},
        "dependencies": {"koffi": KOFFI},
    }
    return json.dumps(package, indent=2) + "\n"


def render_lock() -> str:
    """The committed lock file with the package's version (npm writes it in two places)."""
    lock = json.loads(LOCK_FILE.read_text())
    lock["version"] = lock["packages"][""]["version"] = version()
    lock["packages"][""]["engines"] = ENGINES
    return json.dumps(lock, indent=2) + "\n"


NODE_PACKAGE = ROOT / "bindings" / "node"
OUTPUTS = {
    NODE_PACKAGE / "lib" / "ffi.js": render_ffi,
    NODE_PACKAGE / "lib" / "api.js": render_api,
    NODE_PACKAGE / "package.json": render_package,
    LOCK_FILE: render_lock,
}
