"""Render the Rust crates' generated files (bindings/rust/): the raw `extern "C"` declarations of simple-torch-sys,
the safe methods of simple-torch, and both Cargo.toml files (their version is the ABI version).

The safe API maps a C function mechanically when every parameter does (`rt_tensor` -> `&self` for the first
parameter of an `rt_torch_tensor_*` function, else `impl Into<Option<&Tensor>>`: a tensor or `None` for a 0
handle), pointer + length pairs -> slices, int32_t switches (FLAGS) -> bool, outputs -> the returned value).
Functions of other handle kinds, closures, raw pointers and byte buffers stay in the sys crate; the few the
core needs (free, from_data, copy_to, shape, the error readers, no_grad, scopes, optimizers) are written by hand
in bindings/rust/simple-torch/src/.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from . import spec
from .header import FAILURE_TEXT
from .signature import FUNCTIONS, SECTION_TITLES, Function

RUST_DIR = Path("bindings") / "rust"
SYS_CRATE, SAFE_CRATE = "simple-torch-sys", "simple-torch"
GENERATED = "Generated from src/simple_torch/abi/spec.py by `make generate` (abi/rust_bindings.py); do not edit."

# C type -> Rust type in the sys crate's declarations
C_TYPES = {
    "int32_t": "i32", "int64_t": "i64", "double": "f64", "rt_tensor": "rt_tensor", "rt_handle": "rt_handle",
    "rt_closure": "rt_closure", "const char*": "*const c_char", "const void*": "*const c_void",
    "void*": "*mut c_void", "void**": "*mut *mut c_void", "const int64_t*": "*const i64", "int64_t*": "*mut i64",
    "const double*": "*const f64", "double*": "*mut f64", "const rt_tensor*": "*const rt_tensor",
    "rt_tensor*": "*mut rt_tensor",
}
SCALARS = {"int32_t": "i32", "int64_t": "i64", "double": "f64"}
RUST_KEYWORDS = frozenset(
    "as async await break const continue crate dyn else enum extern false fn for gen if impl in let loop match mod "
    "move mut pub ref return self Self static struct super trait true try type unsafe use where while abstract "
    "become box do final macro override priv typeof unsized virtual yield".split())

# Written by hand in the safe crate's core (src/tensor.rs, error.rs, grad.rs), not generated.
HAND_WRITTEN = frozenset({
    "rt_torch_tensor_free", "rt_torch_tensor_from_data", "rt_torch_tensor_copy_to", "rt_torch_tensor_shape",
    "rt_torch_abi_version", "rt_torch_last_error_code", "rt_torch_last_error",
    "rt_torch_no_grad_begin", "rt_torch_no_grad_end", "rt_torch_scope_begin", "rt_torch_scope_keep",
    "rt_torch_scope_end", "rt_torch_optim_sgd", "rt_torch_optim_adam", "rt_torch_optim_step",
    "rt_torch_optim_zero_grad", "rt_torch_optim_free",
})
# Functions whose tensor result, or output array, may hold a 0 handle on success: `None` there.
MAY_RETURN_NO_TENSOR = frozenset({"rt_torch_tensor_grad", "rt_torch_autograd_grad"})
# int32_t parameters that are yes/no switches (1 or 0 in C): a bool in the safe API
FLAGS = frozenset(
    "keepdim ceil_mode training align_corners upper retain_graph count_include_pad descending stable out_int32 right "
    "hermitian create_graph is_causal enabled inverse norm_first batch_first include_last_offset log_target swap "
    "zero_infinity flag centered error_if_nonfinite anneal_cos three_phase cycle_momentum maximize equal_nan "
    "accumulate include_self largest sorted replacement left allow_unused relu is_coalesced tgt_is_causal "
    "memory_is_causal shuffle drop_last".split())
# rt_torch_<group>_* functions that become the safe crate's module <group> (the rest are crate-level functions).
MODULES = ("nn", "init", "fft", "sparse")
# Result kinds -> (Rust type, checker in src/call.rs); a tensor result is handled apart.
RESULTS = {"status": ("()", "status"), "bool": ("bool", "flag"), "device": ("i32", "device"),
           "text": ("String", "text")}


def _ident(name: str) -> str:
    return f"r#{name}" if name in RUST_KEYWORDS else name


def _doc(text: str, indent: str = "") -> list[str]:
    return [f"{indent}/// {text}"]


# ---- simple-torch-sys ----------------------------------------------------------------------------------------

def constants() -> list[tuple[str, str, int, str]]:
    """(name, Rust type, value, doc) of every constant the header defines, in its order."""
    major, minor, patch = spec.ABI_VERSION
    rows = [("RT_TORCH_ABI_VERSION_MAJOR", "i32", major, "the ABI's major version"),
            ("RT_TORCH_ABI_VERSION_MINOR", "i32", minor, "the ABI's minor version"),
            ("RT_TORCH_ABI_VERSION_PATCH", "i32", patch, "the ABI's patch version"),
            ("RT_TORCH_ABI_VERSION", "i32", major * 10000 + minor * 100 + patch,
             "what rt_torch_abi_version() returns for a library of this crate: MAJOR*10000 + MINOR*100 + PATCH")]
    rows += [(name, "i32", value, doc) for name, value, doc in spec.ERROR_CODES]
    rows += [(name, "i32", code, f"{doc}, {size} byte{'s' if size > 1 else ''}")
             for name, code, _, size, _, doc in spec.DTYPES]
    rows += [(name, "i32", value, doc) for name, value, doc in (*spec.DEVICES, *spec.CREATION_DEFAULTS)]
    rows += [(name, "i32", value, doc) for table, *_ in spec.CONSTANT_TABLES for name, value, doc in table]
    return rows


def _sys_param(c) -> str:
    # a fixed-size array parameter (`const int64_t stride[2]`) is a pointer to its first element, as in C
    ctype = f"{c.ctype}*" if c.fixed else c.ctype
    return f"{_ident(c.name)}: {C_TYPES[ctype]}"


def sys_declaration(fn: Function) -> str:
    params = ", ".join(_sys_param(c) for c in fn.cparams)
    result = "" if fn.ctype == "void" else f" -> {C_TYPES[fn.ctype]}"
    return f"pub fn {fn.name}({params}){result};"


def render_sys_lib() -> str:
    out = [
        "//! simple-torch-sys: the raw C ABI of simple-torch (`include/simple_torch.h`), every constant and function.",
        f"//! {GENERATED}",
        "//!",
        "//! Handles are positive ids, never reused; a returned handle is the caller's, freed with",
        "//! rt_torch_tensor_free (tensors) or the matching _free. On failure a function returns the value its",
        "//! doc names (`fails:`) and sets the calling thread's last error (rt_torch_last_error_code, _last_error).",
        "//! Every function may be called from any thread. build.rs links libsimple_torch_ffi.so.",
        "#![no_std]",
        "#![allow(non_camel_case_types)]",
        "",
        "use core::ffi::{c_char, c_void};",
        "",
        "/// A tensor handle; 0 is never a valid handle.",
        "pub type rt_tensor = i64;",
        "/// A stream, optimizer, scheduler, generator, model, ... handle; 0 is never valid.",
        "pub type rt_handle = i64;",
        "/// rt_torch_optim_lbfgs_step's closure: re-evaluate the model, write the loss into *loss and return RT_OK,",
        "/// or return an error code; user_data is the step's, passed through.",
        "pub type rt_closure = Option<unsafe extern \"C\" fn(user_data: *mut c_void, loss: *mut f64) -> i32>;",
        "",
    ]
    for name, rtype, value, doc in constants():
        out += _doc(doc) + [f"pub const {name}: {rtype} = {value};"]
    out += ["", 'extern "C" {']
    section = None
    for fn in FUNCTIONS.values():
        if fn.section != section:
            section = fn.section
            out += ["", f"    // ---- {section}. {SECTION_TITLES[section]} ----"]
        fails = FAILURE_TEXT[fn.result]
        out += _doc(f"{fn.doc}{'' if fails == '-' else f'; fails: {fails}'}", "    ")
        out.append(f"    {sys_declaration(fn)}")
    out += ["}", ""]
    return "\n".join(out)


def _version() -> str:
    return ".".join(map(str, spec.ABI_VERSION))


def render_sys_cargo() -> str:
    return f"""\
# {GENERATED}
[package]
name = "{SYS_CRATE}"
version = "{_version()}"   # the ABI version of include/simple_torch.h
edition = "2021"
description = "Raw declarations of the simple-torch C ABI (libsimple_torch_ffi.so)"
license = "MIT"
links = "simple_torch_ffi"
build = "build.rs"

[lib]
test = false      # no unit tests: the safe crate's tests/ call every part of it
doctest = false
"""


# ---- simple-torch: the safe methods --------------------------------------------------------------------------

@dataclass
class _Mapped:
    """The pieces of one safe wrapper, from the C parameters."""
    params: list[str] = field(default_factory=list)     # the Rust parameters
    prelude: list[str] = field(default_factory=list)    # statements before the call
    args: list[str] = field(default_factory=list)       # the C arguments
    outputs: list[tuple[str, str]] = field(default_factory=list)   # (expression, Rust type) of each output value
    owned: list[str] = field(default_factory=list)      # statements that own the output handles after the call
    array: str | None = None                            # the output array of handles, if any


def _safe_params(fn: Function, method: bool) -> _Mapped | None:
    """How fn's parameters map to Rust, or None when one does not map."""
    m = _Mapped()
    for i, p in enumerate(fn.params):
        name = _ident(p.name)
        if p.kind == "scalar" and p.ctype == "rt_tensor":
            if method and i == 0:
                m.args.append("self.handle()")
            else:
                m.params.append(f"{name}: impl Into<Option<&'a Tensor>>")
                m.args.append(f"call::handle({name}.into())")
        elif p.kind == "scalar" and p.ctype == "int32_t" and p.name in FLAGS:
            m.params.append(f"{name}: bool")
            m.args.append(f"i32::from({name})")
        elif p.kind == "scalar" and p.ctype in SCALARS:
            m.params.append(f"{name}: {SCALARS[p.ctype]}")
            m.args.append(name)
        elif p.kind == "array" and p.ctype in ("int64_t", "double"):
            m.params.append(f"{name}: &[{SCALARS[p.ctype]}]")
            m.args += [f"{name}.as_ptr()", f"call::length({name}.len(), \"{p.name}\")?"]
        elif p.kind == "array" and p.ctype == "rt_tensor":
            m.params.append(f"{name}: &[&Tensor]")
            m.prelude.append(f"let {name} = call::handles({name});")
            m.args += [f"{name}.as_ptr()", f"call::length({name}.len(), \"{p.name}\")?"]
        elif p.kind == "fixed" and p.ctype == "int64_t":
            m.params.append(f"{name}: &[i64; {p.fixed}]")
            m.args.append(f"{name}.as_ptr()")
        elif p.kind == "text":
            m.params.append(f"{name}: &str")
            m.prelude.append(f"let {name} = call::c_string({name}, \"{p.name}\")?;")
            m.args.append(f"{name}.as_ptr()")
        elif p.kind == "out" and p.ctype == "rt_tensor":   # every output handle owned before any is checked
            m.prelude.append(f"let mut {name}: sys::rt_tensor = 0;")
            m.args.append(f"&mut {name}")
            m.owned.append(f"let {name} = call::owned({name});")
            m.outputs.append((f"call::required({name}, \"{fn.name}\")?", "Tensor"))
        elif p.kind == "out" and p.ctype in ("double", "int64_t"):
            m.prelude.append(f"let mut {name}: {SCALARS[p.ctype]} = {'0.0' if p.ctype == 'double' else '0'};")
            m.args.append(f"&mut {name}")
            m.outputs.append((name, SCALARS[p.ctype]))
        elif p.kind == "outarr" and p.ctype == "rt_tensor" and p.length and m.array is None:
            capacity = _ident(p.length)
            m.params.append(f"{capacity}: usize")
            m.prelude.append(f"let mut {name}: Vec<sys::rt_tensor> = vec![0; {capacity}];")
            m.args += [f"{name}.as_mut_ptr()", f"call::length({capacity}, \"{p.length}\")?"]
            m.array = name
        else:
            return None
    return m


def _method_name(fn: Function) -> tuple[str, str]:
    """(where it goes: "Tensor" or a module name or "", its Rust name)."""
    rest = fn.name.removeprefix("rt_torch_")
    group, _, tail = rest.partition("_")
    if group == "tensor":
        return "Tensor", tail
    if group in MODULES and tail:
        return group, tail
    return "", rest


def safe_function(fn: Function) -> tuple[str, list[str]] | None:
    """(where, Rust source lines) of fn's safe wrapper, or None when it does not map mechanically."""
    if fn.name in HAND_WRITTEN or fn.result in ("handle", "error", "void"):
        return None
    home, name = _method_name(fn)
    method = home == "Tensor" and bool(fn.params) and fn.params[0].kind == "scalar" \
        and fn.params[0].ctype == "rt_tensor"
    m = _safe_params(fn, method)
    if m is None:
        return None
    optional = fn.name in MAY_RETURN_NO_TENSOR
    if fn.result == "tensor":
        rtype, finish = ("Option<Tensor>", "call::optional_tensor") if optional else ("Tensor", "call::tensor")
        value = f"{finish}(result, \"{fn.name}\")?"
    elif fn.result == "count":
        rtype = "i32" if fn.ctype == "int32_t" else "i64"
        value = f"call::count(result, \"{fn.name}\")?"
    else:
        rtype, check = RESULTS[fn.result]
        value = f"call::{check}(result, \"{fn.name}\")?"
    if m.array:   # a count of outputs written: the first `count` handles are the result
        if fn.result != "count":
            return None
        each = "call::optional_tensors" if optional else "call::tensors"
        rtype = f"Vec<{'Option<Tensor>' if optional else 'Tensor'}>"
        value = f"{each}({m.array}, {value}, \"{fn.name}\")?"
    values = ([] if rtype == "()" else [value]) + [expr for expr, _ in m.outputs]
    types = ([] if rtype == "()" else [rtype]) + [otype for _, otype in m.outputs]
    returned = "()" if not types else types[0] if len(types) == 1 else f"({', '.join(types)})"
    generic = "<'a>" if any("'a" in p for p in m.params) else ""
    self_param = ["&self"] if method else []
    lines = _doc(fn.doc, "    ")
    lines.append(f"    pub fn {_ident(name)}{generic}({', '.join(self_param + m.params)}) -> Result<{returned}> {{")
    if not method:
        lines.append("        crate::ensure_abi()?;")
    lines += [f"        {s}" for s in m.prelude]
    call_expr = f"unsafe {{ sys::{fn.name}({', '.join(m.args)}) }}"
    if fn.result == "status":
        lines.append(f"        call::status({call_expr}, \"{fn.name}\")?;")
    else:
        lines.append(f"        let result = {call_expr};")
    lines += [f"        {s}" for s in m.owned]
    if not values:
        lines.append("        Ok(())")
    elif len(values) == 1 and values[0].endswith("?"):
        lines.append(f"        {values[0][:-1]}")
    elif len(values) == 1:
        lines.append(f"        Ok({values[0]})")
    else:
        lines.append(f"        Ok(({', '.join(values)}))")
    lines.append("    }")
    return home, lines


def render_safe_codes() -> str:
    """codes.rs: the error codes as an enum, and what each result kind returns on failure (call.rs and generated.rs
    both use them, so they stand below both)."""
    out = ["//! The C ABI's error codes as `ErrorCode`, and the value each result kind returns on failure.",
           f"//! {GENERATED}", "", "use crate::sys;", "",
           "/// The error codes of the C ABI other than RT_OK (`sys::RT_ERR_*`).",
           "#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]",
           "pub enum ErrorCode {"]
    codes = [(name, value, doc) for name, value, doc in spec.ERROR_CODES if name != "RT_OK"]
    variants = [(name, "".join(w.capitalize() for w in name.removeprefix("RT_ERR_").split("_")), doc)
                for name, _, doc in codes]
    for name, variant, doc in variants:
        out += _doc(f"{name}: {doc}", "    ") + [f"    {variant},"]
    out += ["    /// A code this crate does not know (from a newer library).", "    Other(i32),", "}", "",
            "impl ErrorCode {", "    /// The enum of a raw `RT_ERR_*` value.", "    pub fn from_raw(code: i32) -> ErrorCode {",
            "        match code {"]
    out += [f"            sys::{name} => ErrorCode::{variant}," for name, variant, _ in variants]
    out += ["            other => ErrorCode::Other(other),", "        }", "    }", "",
            "    /// The raw `RT_ERR_*` value.", "    pub fn raw(self) -> i32 {", "        match self {"]
    out += [f"            ErrorCode::{variant} => sys::{name}," for name, variant, _ in variants]
    out += ["            ErrorCode::Other(code) => code,", "        }", "    }", "}", ""]
    out += ["/// What the functions of each result kind return on failure (the last error then says why).",
            "pub(crate) mod failure {"]
    failures = {kind: failure for kind, _, failure, _ in spec.RESULT_KINDS}
    out += [f"    pub const {kind.upper()}: i32 = {failures[kind]};" for kind in ("count", "bool", "device")]
    return "\n".join([*out, "}", ""])


def render_safe_generated() -> str:
    groups: dict[str, list[str]] = {}
    unmapped = []
    for fn in FUNCTIONS.values():
        made = safe_function(fn)
        if made is None:
            if fn.name not in HAND_WRITTEN:
                unmapped.append(fn.name)
            continue
        home, lines = made
        groups.setdefault(home, []).append("\n".join(lines))
    out = [
        "//! The safe wrappers of every `rt_torch_*` function whose signature maps mechanically (see",
        "//! src/simple_torch/abi/rust_bindings.py): `Tensor` methods and constructors, the modules `"
        + "`, `".join(MODULES) + "`,",
        "//! and crate-level functions. Each returns `Result`, the error carrying the library's code and message.",
        f"//! {GENERATED}",
        "#![allow(clippy::too_many_arguments)]",
        "#![allow(clippy::should_implement_trait)]   // Tensor::clone, add, ...: fallible, so not the std traits",
        "",
        "use crate::call;",
        "use crate::{sys, Result, Tensor};",
        "",
    ]
    out += ["impl Tensor {", "\n\n".join(groups.pop("Tensor")), "}", ""]
    for module in MODULES:
        body = groups.pop(module, [])
        out += [f"/// The `rt_torch_{module}_*` functions.", f"pub mod {module} {{",
                "    use crate::call;", "    use crate::{sys, Result, Tensor};", "",
                "\n\n".join(body), "}", ""]
    out += ["// The other functions, by their C name without `rt_torch_`.", "", "\n\n".join(
        "\n".join(line[4:] if line.startswith("    ") else line for line in block.splitlines())
        for block in groups.pop(""))]
    out += ["", f"/// The {len(unmapped)} functions only the sys crate declares (other handle kinds, closures, raw "
            "pointers and buffers):", "/// call them through `simple_torch::sys`.",
            f"pub const SYS_ONLY: [&str; {len(unmapped)}] = [",
            *[f"    \"{name}\"," for name in unmapped], "];", ""]
    return "\n".join(out)


def render_safe_cargo() -> str:
    return f"""\
# {GENERATED}
[package]
name = "{SAFE_CRATE}"
version = "{_version()}"   # the ABI version of include/simple_torch.h
edition = "2021"
description = "A safe Rust API over the simple-torch C ABI: owned tensors, Result errors, std::ops"
license = "MIT"
links = "simple_torch"
build = "build.rs"

[lib]
test = false      # the tests are tests/safe_api.rs (one binary) and the doc tests that must not compile

[dependencies]
{SYS_CRATE} = {{ path = "../{SYS_CRATE}", version = "={_version()}" }}
"""


def outputs(root: Path) -> dict:
    """The generated files of both crates, for generate.py's OUTPUTS."""
    base = root / RUST_DIR
    return {
        base / SYS_CRATE / "Cargo.toml": render_sys_cargo,
        base / SYS_CRATE / "src" / "lib.rs": render_sys_lib,
        base / SAFE_CRATE / "Cargo.toml": render_safe_cargo,
        base / SAFE_CRATE / "src" / "codes.rs": render_safe_codes,
        base / SAFE_CRATE / "src" / "generated.rs": render_safe_generated,
    }
