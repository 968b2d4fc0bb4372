"""Render the Go package's generated files (bindings/go): the raw cgo layer and the safe API's wrappers.

    bindings/go/sys/functions.go              package sys: one Go function per C function, the C types as Go's
                                              (handles int64, pointers *int64 / unsafe.Pointer, strings string)
    bindings/go/simpletorch/functions.go      package simpletorch: the ABI version, the constants, the error codes,
                                              and a wrapper per function whose signature maps mechanically

A wrapper takes *Tensor, []*Tensor, Handle, slices, fixed arrays and strings, and returns its results with an
`error` last. The core it calls (Tensor, Error, enter, lastError, ...) is hand-written in simpletorch/core.go.
Functions left to the raw layer: those with a raw pointer (from_data's bytes, DLPack's structs), a C callback
(lbfgs_step's closure), the error readers (which the core uses) and tensor_free (Tensor.Close).
The text is gofmt's layout, so that `gofmt -l` finds nothing to change (bindings/go's tests check it).
"""

from __future__ import annotations

from . import spec
from .signature import FUNCTIONS, CParam, Function, Param

HEADER = "// Code generated from src/simple_torch/abi/spec.py by `make generate`; DO NOT EDIT.\n"

# ---- names ---------------------------------------------------------------------------------------

# Go's keywords, the identifiers a generated body uses and core.go's helpers: a C parameter of one of these names
# is renamed
GO_RESERVED = frozenset("""break case chan const continue default defer else fallthrough for func go goto if import
interface map package range return select struct switch type var  C unsafe runtime sys ret err len make nil
append string bool int32 int64 float64 byte  enter lastError errorIfSet noNUL fits n32 capacity ptr handles
newTensor newTensors""".split())


def camel(snake: str) -> str:
    """`tensor_add_scalar` -> `TensorAddScalar`."""
    return "".join(word[:1].upper() + word[1:] for word in snake.split("_"))


def local(snake: str) -> str:
    """A C parameter's name as a Go parameter: `align_corners` -> `alignCorners`."""
    name = camel(snake)
    name = name[:1].lower() + name[1:]
    return name + "Arg" if name in GO_RESERVED else name


def raw_name(fn: Function) -> str:
    """The raw layer's name: the C name without `rt_torch_`, in Go's case."""
    return camel(fn.name.removeprefix("rt_torch_"))


def is_method(fn: Function) -> bool:
    """A `rt_torch_tensor_*` function whose first parameter is a tensor becomes a method of Tensor."""
    first = fn.params[0] if fn.params else None
    return fn.name.startswith("rt_torch_tensor_") and first is not None and first.kind == "scalar" \
        and first.ctype == "rt_tensor"


def api_name(fn: Function) -> str:
    """The safe API's name: without `rt_torch_` and `tensor_` (`Add` method, `Ones`, `NnLinear`)."""
    return camel(fn.name.removeprefix("rt_torch_").removeprefix("tensor_"))


# ---- the raw layer ---------------------------------------------------------------------------------

# C scalar type -> (Go type, cgo conversion)
RAW_SCALARS = {"int32_t": ("int32", "C.int32_t"), "int64_t": ("int64", "C.int64_t"), "double": ("float64", "C.double"),
               "rt_tensor": ("int64", "C.rt_tensor"), "rt_handle": ("int64", "C.rt_handle")}
RAW_RESULTS = {"int32_t": "int32", "int64_t": "int64", "rt_tensor": "int64", "rt_handle": "int64"}


def _raw_param(c) -> tuple[str, str, list[str]]:
    """(Go parameter, cgo argument, statements before the call) of one C parameter."""
    name = local(c.name)
    base = c.ctype.removeprefix("const ")
    if c.fixed:   # `const int64_t stride[2]`: a pointer to exactly that many
        elem = RAW_SCALARS[base][0]
        return f"{name} *[{c.fixed}]{elem}", f"(*{RAW_SCALARS[base][1]})(unsafe.Pointer({name}))", []
    if base in RAW_SCALARS:
        go, conv = RAW_SCALARS[base]
        return f"{name} {go}", f"{conv}({name})", []
    if base == "rt_closure":   # a C function pointer (see the header's rt_closure)
        return f"{name} unsafe.Pointer", f"C.rt_closure({name})", []
    if base == "char*":   # NUL-terminated: copied into C memory for the call
        return f"{name} string", f"{name}C", [f"{name}C := C.CString({name})", f"defer C.free(unsafe.Pointer({name}C))"]
    if base == "void*":
        return f"{name} unsafe.Pointer", name, []
    if base == "void**":
        return f"{name} *unsafe.Pointer", name, []
    elem = base.removesuffix("*")
    if elem in RAW_SCALARS:
        go, conv = RAW_SCALARS[elem]
        return f"{name} *{go}", f"(*{conv})(unsafe.Pointer({name}))", []
    raise ValueError(f"no Go type for the C parameter {c.decl()!r}")


def raw_function(fn: Function) -> list[str]:
    params, args, before = [], [], []
    for c in fn.cparams:
        param, arg, pre = _raw_param(c)
        params.append(param)
        args.append(arg)
        before += pre
    call = f"C.{fn.name}({', '.join(args)})"
    if fn.ctype == "void":
        result, body = "", call
    elif fn.ctype == "const char*":
        result, body = " string", f"return C.GoString({call})"
    else:
        result = f" {RAW_RESULTS[fn.ctype]}"
        body = f"return {RAW_RESULTS[fn.ctype]}({call})"
    return [f"// {raw_name(fn)} calls {fn.name}: {fn.doc}.",
            f"func {raw_name(fn)}({', '.join(params)}){result} {{",
            *[f"\t{line}" for line in before],
            f"\t{body}",
            "}"]


def render_sys() -> str:
    out = [
        HEADER,
        "// Package sys declares every function of simple-torch's C ABI (include/simple_torch.h) as a Go function",
        "// over cgo, with C's types in Go's: handles are int64, pointers *int64, *float64 or unsafe.Pointer, and",
        "// strings are Go strings, copied. Nothing is checked here: the safe API is package simpletorch. A string",
        "// result and the last error belong to the calling OS thread: lock it (runtime.LockOSThread) around a call",
        "// and the error read that follows it.",
        "package sys",
        "",
        "/*",
        "#cgo pkg-config: simple-torch",
        "#include <stdlib.h>",
        '#include "simple_torch.h"',
        "*/",
        'import "C"',
        "",
        'import "unsafe"',
    ]
    for fn in FUNCTIONS.values():
        out += ["", *raw_function(fn)]
    return "\n".join(out) + "\n"


# ---- the safe API ------------------------------------------------------------------------------------

API_SCALARS = {"int32_t": "int32", "int64_t": "int64", "double": "float64", "rt_tensor": "*Tensor",
               "rt_handle": "Handle"}
ZERO = {"*Tensor": "nil", "Handle": "0", "bool": "false", "int32": "0", "int64": "0", "float64": "0", "string": '""',
        "[]*Tensor": "nil", "[]int64": "nil"}
SKIPPED_KINDS = frozenset({"data", "pointer", "closure"})   # raw memory or a C callback: sys only
CLOSE = "rt_torch_tensor_free"   # Tensor.Close
NO_TENSOR = "0 with RT_OK"   # how a function's doc says that a result of 0 is no tensor, not a failure


def wrapped(fn: Function) -> bool:
    """Whether the safe API has a wrapper of fn (see the module doc for those it leaves to package sys)."""
    return fn.name != CLOSE and fn.result != "error" and fn.ctype != "void" \
        and not any(p.kind in SKIPPED_KINDS or (p.kind == "out" and p.ctype == "void*") for p in fn.params)


def failed(fn: Function) -> str:
    """The Go test of a raw result that means the call failed: a status other than RT_OK, else the result kind's
    failure value (spec.RESULT_KINDS)."""
    return "ret != int32(Ok)" if fn.result == "status" else f"ret == {fn.failure}"


def _length_param(fn: Function, p: Param) -> CParam:
    """The C parameter that holds p's length (or capacity)."""
    return next(c for c in fn.cparams if c.name == p.length)


def _length(fn: Function, p: Param, n: str) -> str:
    """The Go expression of a slice's length as the C length parameter's type (n32: a length past int32 is passed
    as -1, which the library rejects)."""
    return f"n32({n})" if _length_param(fn, p).ctype == "int32_t" else f"int64({n})"


class _Wrapper:
    """The pieces of one safe wrapper, collected parameter by parameter."""

    def __init__(self, fn: Function):
        self.fn = fn
        self.params: list[str] = []      # Go parameters, after the receiver
        self.args: list[str] = []        # the raw call's arguments
        self.checks: list[str] = []      # argument checks before the call
        self.before: list[str] = []      # statements before the call
        self.alive: list[str] = []       # what runtime.KeepAlive keeps past the call
        self.results: list[tuple[str, str]] = []   # (Go type, expression) after the call
        self.slices: list[str] = []      # the output arrays, whose length the count returned must fit
        self.receiver: str | None = None
        for i, p in enumerate(fn.params):
            self.add(p, receiver=i == 0 and is_method(fn))

    def add(self, p: Param, receiver: bool) -> None:
        name = local(p.name)
        if p.kind == "scalar":
            go = API_SCALARS[p.ctype]
            if receiver:
                self.receiver = f"{name} *Tensor"
            else:
                self.params.append(f"{name} {go}")
            if go == "*Tensor":
                self.args.append(f"{name}.handle()")
                self.alive.append(name)
            else:
                self.args.append(f"int64({name})" if go == "Handle" else name)
        elif p.kind == "array":
            if p.ctype == "rt_tensor":
                self.params.append(f"{name} []*Tensor")
                self.args.append(f"ptr(handles({name}))")
                self.alive.append(name)
            else:
                self.params.append(f"{name} []{API_SCALARS[p.ctype]}")
                self.args.append(f"ptr({name})")
            self.args.append(_length(self.fn, p, f"len({name})"))
        elif p.kind == "fixed":
            self.params.append(f"{name} [{p.fixed}]{API_SCALARS[p.ctype]}")
            self.args.append(f"&{name}")
        elif p.kind == "text":
            self.params.append(f"{name} string")
            self.checks.append(f'noNUL("{self.fn.name}", "{p.name}", {name})')
            self.args.append(name)
        elif p.kind == "buffer":
            self.params.append(f"{name} []byte")
            self.args += [f"unsafe.Pointer(ptr({name}))", _length(self.fn, p, f"len({name})")]
            self.alive.append(name)
        elif p.kind == "outarr":   # the capacity is the argument; the values written come back as a slice
            length = _length_param(self.fn, p)
            capacity = local(length.name)
            self.params.append(f"{capacity} {length.ctype.removesuffix('_t')}")
            self.before.append(f"{name} := make([]int64, capacity(int64({capacity})))")
            self.args += [f"ptr({name})", capacity]
            self.slices.append(name)
            kind = "[]*Tensor" if p.ctype == "rt_tensor" else "[]int64"
            self.results.append((kind, f"newTensors({name}[:ret])" if p.ctype == "rt_tensor" else f"{name}[:ret]"))
        elif p.kind == "out":
            go = API_SCALARS[p.ctype]
            raw = "int64" if go in ("*Tensor", "Handle") else go
            self.before.append(f"var {name} {raw}")
            self.args.append(f"&{name}")
            self.results.append((go, f"newTensor({name})" if go == "*Tensor" else name))
        else:
            raise ValueError(f"{self.fn.name}: no Go wrapper for a {p.kind} parameter")

    def main_result(self) -> tuple[str, str] | None:
        """The function's own result as (Go type, expression), None for a status and for the count of an output
        array (the slice returned has that length)."""
        fn = self.fn
        if fn.result == "count" and self.slices:
            return None
        if fn.result == "tensor":
            return "*Tensor", "newTensor(ret)"
        if fn.result == "handle":
            return "Handle", "Handle(ret)"
        if fn.result == "bool":
            return "bool", "ret == 1"
        if fn.result == "text":
            return "string", "ret"
        if fn.result in ("count", "device"):
            return RAW_RESULTS[fn.ctype], "ret"
        return None

    def render(self) -> list[str]:
        fn = self.fn
        main = self.main_result()
        results = ([main] if main else []) + self.results
        types = [go for go, _ in results] + ["error"]
        zeros = ", ".join([ZERO[go] for go, _ in results] + ["err"])
        failure_zeros = ", ".join([ZERO[go] for go, _ in results] + ["lastError()"])
        receiver = f"({self.receiver}) " if self.receiver else ""
        returns = f"({', '.join(types)})" if len(types) > 1 else "error"
        lines = [f"// {api_name(fn)} is {fn.name}: {fn.doc}.",
                 f"func {receiver}{api_name(fn)}({', '.join(self.params)}) {returns} {{"]
        for check in self.checks:
            lines += [f"\tif err := {check}; err != nil {{", f"\t\treturn {zeros}", "\t}"]
        lines += ["\tif err := enter(); err != nil {", f"\t\treturn {zeros}", "\t}",
                  "\tdefer runtime.UnlockOSThread()"]
        lines += [f"\t{line}" for line in self.before]
        lines.append(f"\tret := sys.{raw_name(fn)}({', '.join(self.args)})")
        lines += [f"\truntime.KeepAlive({name})" for name in self.alive]
        if fn.result == "text":   # "" is also a valid string: the error code tells
            lines += ['\tif ret == "" {', "\t\tif err := errorIfSet(); err != nil {",
                      f"\t\t\treturn {zeros}", "\t\t}", "\t}"]
        elif fn.result == "tensor" and NO_TENSOR in fn.doc:   # 0 is also a result, no tensor: the code tells
            lines += [f"\tif {failed(fn)} {{", "\t\treturn nil, errorIfSet()", "\t}"]
        else:
            lines += [f"\tif {failed(fn)} {{", f"\t\treturn {failure_zeros}", "\t}"]
        for name in self.slices:   # the count returned must fit the array given
            lines += [f'\tif err := fits("{fn.name}", int64(ret), len({name})); err != nil {{',
                      f"\t\treturn {zeros}", "\t}"]
        lines.append(f"\treturn {', '.join([expr for _, expr in results] + ['nil'])}")
        lines.append("}")
        return lines


def _const_block(type_name: str | None, rows: list[tuple[str, int, str]]) -> list[str]:
    """A const block, each name's doc on the line above (which gofmt aligns nothing across)."""
    typed = f" {type_name}" if type_name else ""
    out = ["const ("]
    for name, value, doc in rows:
        out += [f"\t// {name}: {doc}.", f"\t{name}{typed} = {value}"]
    out.append(")")
    return out


def constant_name(c_name: str) -> str:
    """`RT_REDUCTION_MEAN` -> `ReductionMean`, `RT_ERR_SHAPE` -> `ErrShape`."""
    return camel(c_name.removeprefix("RT_").lower())


def render_api() -> str:
    major, minor, patch = spec.ABI_VERSION
    out = [
        HEADER,
        "package simpletorch",
        "",
        "import (",
        '\t"runtime"',
        '\t"strconv"',
        '\t"unsafe"',
        "",
        '\t"simple-torch/bindings/go/sys"',
        ")",
        "",
        "// The ABI version this package was generated for, and so the package's own version: the library it loads",
        "// must have the same major version and a minor one no older (checked on the first call).",
        "const (",
        f"\tABIVersionMajor = {major}",
        f"\tABIVersionMinor = {minor}",
        f"\tABIVersionPatch = {patch}",
        "\t// ABIVersion is what rt_torch_abi_version returns for a library of this version: MAJOR*10000 + MINOR*100",
        "\t// + PATCH.",
        f"\tABIVersion = {major * 10000 + minor * 100 + patch}",
        "\t// PackageVersion is this package's version: the ABI version it was generated for.",
        f'\tPackageVersion = "{major}.{minor}.{patch}"',
        ")",
        "",
        "// The error codes: an *Error's Code, and the sentinels errors.Is compares it with.",
        *_const_block("Code", [(constant_name(n), v, d) for n, v, d in spec.ERROR_CODES]),
        "",
        "// String is the code's C name.",
        "func (c Code) String() string {",
        "\tswitch c {",
    ]
    for name, value, _ in spec.ERROR_CODES:
        out += [f"\tcase {constant_name(name)}:", f'\t\treturn "{name}"']
    out += ["\t}", '\treturn "code " + strconv.Itoa(int(c))', "}", "",
            "// The dtype codes (PyTorch's ScalarType numbering): what Dtype returns and the dtype parameters take.",
            *_const_block(None, [(camel(short), code, doc) for _, code, short, _, _, doc in spec.DTYPES]),
            "",
            '// DtypeName is a dtype code\'s name ("float32"), or "dtype N" for a code that names none.',
            "func DtypeName(dtype int32) string {",
            "\tswitch dtype {",
            *[line for _, _, short, _, _, _ in spec.DTYPES
              for line in (f"\tcase {camel(short)}:", f'\t\treturn "{short}"')],
            "\t}",
            '\treturn "dtype " + strconv.Itoa(int(dtype))',
            "}",
            "",
            "// The device codes, and what creation functions take for the default dtype or device.",
            *_const_block(None, [(constant_name(n), v, d) for n, v, d in (*spec.DEVICES, *spec.CREATION_DEFAULTS)])]
    for table, _, _, _, comment in spec.CONSTANT_TABLES:
        out += ["", f"// {comment}", *_const_block(None, [(constant_name(n), v, d) for n, v, d in table])]
    for fn in FUNCTIONS.values():
        if wrapped(fn):
            out += ["", *_Wrapper(fn).render()]
    return "\n".join(out) + "\n"
