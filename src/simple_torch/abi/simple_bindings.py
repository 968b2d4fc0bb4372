"""Render bindings/simple/ffi.spl: the Tier 2 `extern fn` declarations for the Simple language."""

from __future__ import annotations

from . import spec
from .signature import FUNCTIONS, SECTION_TITLES, Function

SCALARS = {"int32_t": "i32", "int64_t": "i64", "double": "f64", "rt_tensor": "i64", "rt_handle": "i64",
           "void": "u8", "void*": "*mut u8"}
RESULTS = {"int32_t": "i32", "int64_t": "i64", "rt_tensor": "i64", "rt_handle": "i64", "const char*": "text"}


def _param(p) -> str:
    if p.kind == "text":
        return f"{p.name}: text"
    if p.kind == "closure":   # rt_closure and its user_data, passed back to it
        return f"{p.name}: fn(*mut u8, *mut f64) -> i32, {p.length}: *mut u8"
    if p.kind == "pointer":   # a struct the doc names (DLPack's), passed by address
        return f"{p.name}: *mut u8"
    elem = SCALARS[p.ctype]
    if p.kind == "scalar":
        return f"{p.name}: {elem}"
    if p.kind in ("array", "buffer", "outarr"):   # pointer + length: Simple passes an array
        return f"{p.name}: [{elem}]"
    if p.kind == "out":
        return f"{p.name}: *mut {elem}"
    return f"{p.name}: *const {elem}"   # fixed arrays and from_data's bytes


def declaration(fn: Function) -> str:
    params = ", ".join(_param(p) for p in fn.params)
    result = RESULTS.get(fn.ctype)
    return f"extern fn {fn.name}({params})" + (f" -> {result}" if result else "")


def render() -> str:
    major, minor, patch = spec.ABI_VERSION
    out = [
        "# ffi.spl - Tier 2 of simple-torch for the Simple language: the C ABI as extern declarations.",
        "# Generated from src/simple_torch/abi/spec.py by `make generate`; do not edit by hand.",
        "# Library: libsimple_torch_ffi.so. Handles are i64 (0 is never valid); booleans are i32 (1, 0, -1 error).",
        "# [T] is a pointer + length pair (an array); *const T / *mut T is a bare pointer.",
        "",
        f"val RT_TORCH_ABI_VERSION: i32 = {major * 10000 + minor * 100 + patch}",
        "",
    ]
    for name, value, doc in spec.ERROR_CODES:
        out.append(f"val {name}: i32 = {value}  # {doc}")
    out.append("")
    for name, code, _, _, _, doc in spec.DTYPES:
        out.append(f"val {name}: i32 = {code}  # {doc}")
    out.append("")
    for name, value, doc in (*spec.DEVICES, *spec.CREATION_DEFAULTS,
                             *(row for table, *_ in spec.CONSTANT_TABLES for row in table)):
        out.append(f"val {name}: i32 = {value}  # {doc}")
    section = None
    for fn in FUNCTIONS.values():
        if fn.section != section:
            section = fn.section
            out += ["", f"# ---- {section}. {SECTION_TITLES[section]} ----"]
        out.append(f"# {fn.doc}")
        out.append(declaration(fn))
    return "\n".join(out) + "\n"
