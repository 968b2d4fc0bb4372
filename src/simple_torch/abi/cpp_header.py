"""Render include/simple_torch.hpp: header-only C++ over the C ABI, the spec's functions wrapped into the hand-written
core (simple_torch.hpp.in).

Every function but those of NOT_WRAPPED gets an inline wrapper in `namespace simple_torch`, named as the C function
without its `rt_torch_` and `tensor_` prefixes (a C++ keyword gets a trailing underscore), which throws
`simple_torch::Error` on failure. The C parameters map to C++ ones by the kinds of signature.py:

    scalar  rt_tensor x                  const Tensor& x            (an undefined Tensor for an optional 0)
    scalar  rt_handle opt                const Optimizer& opt       (the class of the handle's kind)
    array   const int64_t* dims, n       IntArrayRef dims           (ArrayRef<double> for doubles)
    array   const rt_tensor* xs, n       const TensorList& xs
    fixed   const int64_t stride[2]      const std::array<int64_t, 2>& stride
    text    const char* name             const std::string& name
    outarr  rt_tensor* out, max_out      int32_t max_out            (a capacity; the values are returned)
    out     rt_tensor* u, double* v      returned
    data, buffer, pointer, closure       as in C

and the result: a Tensor or handle class for a new handle, bool, the count or device code, std::string for text, and
for a status function its outputs (none: void; one: it; several: a std::tuple). An `rt_torch_tensor_*` function
whose first argument is a tensor is also a Tensor method, and a function of a handle kind's prefix whose first
argument is such a handle a method of its class (the prefix dropped: Optimizer::step), unless the name is one of the
class's own members (CORE_MEMBERS).
"""

from __future__ import annotations

from pathlib import Path

from . import spec
from .handle_kinds import FREED_BY, HANDLE_TYPE, KINDS, HandleKind, made_by
from .signature import FUNCTIONS, Function, Param

TEMPLATE = Path(__file__).with_name("simple_torch.hpp.in")
PREFIXES = ("rt_torch_", "tensor_")
TENSOR_PREFIX = "rt_torch_tensor_"
TENSOR_TYPE = "rt_tensor"

CPP_KEYWORDS = frozenset("""
    alignas alignof and and_eq asm auto bitand bitor bool break case catch char char8_t char16_t char32_t class compl
    concept const consteval constexpr constinit const_cast continue co_await co_return co_yield decltype default
    delete do double dynamic_cast else enum explicit export extern false float for friend goto if inline int long
    mutable namespace new noexcept not not_eq nullptr operator or or_eq private protected public register
    reinterpret_cast requires return short signed sizeof static static_assert static_cast struct switch template this
    thread_local throw true try typedef typeid typename union unsigned using virtual void volatile wchar_t while xor
    xor_eq""".split())

# The functions without a wrapper of their own, and what stands in for each
NOT_WRAPPED = {
    "rt_torch_last_error_code": "Error::code() of the exception every failing call throws",
    "rt_torch_last_error": "Error::what() of the exception every failing call throws",
    "rt_torch_clear_error": "no error is left to clear: each failure is thrown",
    "rt_torch_tensor_free": "Tensor's destructor, or Tensor::reset()",
    **{kind.free: f"{kind.class_name.removesuffix('Handle')}'s destructor, or reset()" for kind in KINDS.values()},
}

# Members the core gives Tensor (item<T> stands in for the generated item method) and every handle class
CORE_MEMBERS = {
    "Tensor": frozenset({"handle", "defined", "release", "reset", "item", "sizes", "to_vector"}),
    "handle": frozenset({"handle", "defined", "release", "reset"}),
}


def _ident(name: str) -> str:
    """A C name as a C++ identifier: a keyword gets a trailing underscore."""
    return name + "_" if name in CPP_KEYWORDS else name


def cpp_name(c_name: str) -> str:
    """The C++ name of a C function: without its prefixes, a keyword with a trailing underscore."""
    name = c_name
    for prefix in PREFIXES:
        name = name.removeprefix(prefix)
    return _ident(name)


def class_of(kind: HandleKind) -> str:
    """The C++ class of a kind of handle: "Optimizer", "GradientScaler"."""
    return kind.class_name.removesuffix("Handle")


class _Wrapper:
    """A C function as a C++ inline function: its parameters, return type and body."""

    def __init__(self, fn: Function):
        self.fn = fn
        self.name = cpp_name(fn.name)
        self.params: list[tuple[str, str]] = []   # (C++ type, name)
        self.args: list[str] = []                 # the C call's arguments
        self.locals: list[str] = []               # the outputs' variables
        self.outputs: list[tuple[str, str]] = []  # (C++ type, expression) of each value returned after the call
        lengths = {c.name: c.ctype for c in fn.cparams}
        for p in fn.params:
            self._param(p, lengths)
        self.ret, self.body = self._result()

    def _param(self, p: Param, lengths: dict[str, str]) -> None:
        name = _ident(p.name)
        if p.kind == "scalar" and p.ctype == TENSOR_TYPE:
            self.params.append(("const Tensor&", name))
            self.args.append(f"{name}.handle()")
        elif p.kind == "scalar" and p.ctype == HANDLE_TYPE:
            self.params.append((f"const {class_of(KINDS[p.name])}&", name))
            self.args.append(f"{name}.handle()")
        elif p.kind == "scalar":
            self.params.append((p.ctype, name))
            self.args.append(name)
        elif p.kind == "array":
            element = "const TensorList&" if p.ctype == TENSOR_TYPE else f"ArrayRef<{p.ctype}>"
            self.params.append((element, name))
            self.args += [f"{name}.data()", f"detail::length<{lengths[p.length]}>({name}.size())"]
        elif p.kind == "fixed":
            self.params.append((f"const std::array<{p.ctype}, {p.fixed}>&", name))
            self.args.append(f"{name}.data()")
        elif p.kind == "text":
            self.params.append(("const std::string&", name))
            self.args.append(f"{name}.c_str()")
        elif p.kind == "data":
            self.params.append(("const void*", name))
            self.args.append(name)
        elif p.kind == "pointer":
            self.params.append(("void*", name))
            self.args.append(name)
        elif p.kind in ("buffer", "closure"):
            first = "rt_closure" if p.kind == "closure" else "void*"
            self.params += [(first, name), (lengths[p.length], _ident(p.length))]
            self.args += [name, _ident(p.length)]
        elif p.kind == "outarr":
            capacity = _ident(p.length)
            self.params.append((lengths[p.length], capacity))
            self.locals.append(f"detail::OutputTensors {name}_({capacity});" if p.ctype == TENSOR_TYPE else
                               f"std::vector<{p.ctype}> {name}_(detail::capacity({capacity}));")
            self.args += [f"{name}_.data()", capacity]
            self.outputs.append(("outarr", f"{name}_"))
        elif p.kind == "out":
            self.locals.append(f"{p.ctype} {name}_{{}};")
            self.args.append(f"&{name}_")
            self.outputs.append(("Tensor" if p.ctype == TENSOR_TYPE else p.ctype, f"{name}_"))
        else:
            raise ValueError(f"{self.fn.name}: no C++ form for a {p.kind} parameter")

    def _result(self) -> tuple[str, list[str]]:
        fn, call = self.fn, f"::{self.fn.name}({', '.join(self.args)})"
        failure = str(fn.failure)
        if fn.result == "status":
            return self._status(call)
        arrays = [expr for kind, expr in self.outputs if kind == "outarr"]
        if fn.result == "count" and len(arrays) == 1 and len(self.outputs) == 1:
            array = arrays[0]
            count = f"detail::check<{fn.ctype}>(n_, {failure})"
            if fn.outputs[0].ctype == TENSOR_TYPE:
                return "std::vector<Tensor>", [f"const {fn.ctype} n_ = {call};", f"return {array}.take({count});"]
            return (f"std::vector<{fn.outputs[0].ctype}>",
                    [f"const {fn.ctype} n_ = {call};", f"{array}.resize(static_cast<std::size_t>({count}));",
                     f"return {array};"])
        if self.outputs:
            raise ValueError(f"{fn.name}: no C++ form for a {fn.result} result with outputs")
        if fn.result == "tensor":
            return "Tensor", [f"return Tensor(detail::check<rt_tensor>({call}, {failure}));"]
        if fn.result == "handle":
            kind = class_of(made_by(fn, KINDS))
            return kind, [f"return {kind}(detail::check<rt_handle>({call}, {failure}));"]
        if fn.result == "bool":
            return "bool", [f"return detail::check<{fn.ctype}>({call}, {failure}) != 0;"]
        if fn.result in ("count", "device"):
            return fn.ctype, [f"return detail::check<{fn.ctype}>({call}, {failure});"]
        if fn.result == "text":
            return "std::string", [f"return detail::check_text({call});"]
        raise ValueError(f"{fn.name}: no C++ form for a {fn.result} result")

    def _status(self, call: str) -> tuple[str, list[str]]:
        types = [kind for kind, _ in self.outputs]
        values = [f"Tensor({expr})" if kind == "Tensor" else expr for kind, expr in self.outputs]
        if "outarr" in types:
            raise ValueError(f"{self.fn.name}: a status function with an output array")
        if not values:
            return "void", [f"detail::check_status({call});"]
        ret = types[0] if len(types) == 1 else f"std::tuple<{', '.join(types)}>"
        if "Tensor" not in types:
            result = values[0] if len(values) == 1 else f"{ret}{{{', '.join(values)}}}"
            return ret, [f"detail::check_status({call});", f"return {result};"]
        # the new handles are owned before the status is checked: nothing leaks when it throws
        return ret, [f"const int32_t status_ = {call};",
                     f"{ret} result_{{{', '.join(values)}}};" if len(values) > 1 else f"{ret} result_({values[0]});",
                     "detail::check_status(status_);", "return result_;"]

    def signature(self, params: list[tuple[str, str]] | None = None) -> str:
        params = self.params if params is None else params
        return ", ".join(f"{ctype} {name}" for ctype, name in params)

    def render(self) -> list[str]:
        return [f"/* {self.fn.name}: {self.fn.doc} */",
                f"inline {self.ret} {self.name}({self.signature()}) {{",
                "    detail::require_abi();",
                *(f"    {line}" for line in self.locals + self.body),
                "}"]


def wrappers() -> dict[str, _Wrapper]:
    """The wrapper of every function not in NOT_WRAPPED, by C name."""
    unknown = set(NOT_WRAPPED) - set(FUNCTIONS)
    if unknown:
        raise ValueError(f"NOT_WRAPPED names no function of the spec: {sorted(unknown)}")
    if set(FREED_BY) - set(NOT_WRAPPED):
        raise ValueError("every handle kind's free function is its class's destructor")
    return {name: _Wrapper(fn) for name, fn in FUNCTIONS.items() if name not in NOT_WRAPPED}


def _method_owner(w: _Wrapper) -> tuple[str, str] | None:
    """(class, method name) of a wrapper that is also a method, or None."""
    first = w.fn.cparams[0] if w.fn.cparams else None
    if first is None:
        return None
    if w.fn.name.startswith(TENSOR_PREFIX) and first.ctype == TENSOR_TYPE:
        return ("Tensor", w.name) if w.name not in CORE_MEMBERS["Tensor"] else None
    if first.ctype == HANDLE_TYPE:
        kind = KINDS[first.name]
        method = _ident(w.fn.name.removeprefix(kind.prefix))
        if w.fn.name.startswith(kind.prefix) and method not in CORE_MEMBERS["handle"]:
            return class_of(kind), method
    return None


def render() -> str:
    major, minor, patch = spec.ABI_VERSION
    wrapped = wrappers()
    methods: dict[str, list[tuple[str, _Wrapper]]] = {"Tensor": []}
    for w in wrapped.values():
        owner = _method_owner(w)
        if owner:
            methods.setdefault(owner[0], []).append((owner[1], w))

    def declarations(owner: str) -> list[str]:
        return [f"    {w.ret} {method}({w.signature(w.params[1:])}) const;" for method, w in methods.get(owner, [])]

    handle_classes = []
    for kind in KINDS.values():
        cls = class_of(kind)
        handle_classes += [f"/* A {kind.noun} handle, owned: freed by {kind.free} when destroyed. */",
                           f"class {cls} : public detail::OwnedHandle<{kind.free}> {{",
                           "public:",
                           "    using OwnedHandle::OwnedHandle;",
                           *declarations(cls),
                           "};",
                           ""]
    functions = []
    for w in wrapped.values():
        functions += [*w.render(), ""]
    definitions = []
    for owner, entries in methods.items():
        for method, w in entries:
            args = ", ".join(["*this", *(name for _, name in w.params[1:])])
            definitions.append(f"inline {w.ret} {owner}::{method}({w.signature(w.params[1:])}) const "
                               f"{{ return simple_torch::{w.name}({args}); }}")
    not_wrapped = ["/* Functions without a wrapper of their own, and what stands in for each:",
                   *(f" *   {name}: {reason}" for name, reason in NOT_WRAPPED.items()), " */"]
    parts = {
        "VERSION_MACROS": "\n".join([f"#define SIMPLE_TORCH_HPP_VERSION_MAJOR {major}",
                                     f"#define SIMPLE_TORCH_HPP_VERSION_MINOR {minor}",
                                     f"#define SIMPLE_TORCH_HPP_VERSION_PATCH {patch}",
                                     f"#define SIMPLE_TORCH_HPP_VERSION {major * 10000 + minor * 100 + patch}"]),
        "HANDLE_FORWARD": "\n".join(f"class {class_of(kind)};" for kind in KINDS.values()),
        "TENSOR_METHODS": "\n".join(["    /* The rt_torch_tensor_* functions of a tensor, as methods (generated). */",
                                     *declarations("Tensor")]),
        "HANDLE_CLASSES": "\n".join(handle_classes).rstrip("\n"),
        "FUNCTIONS": "\n".join([f"/* ---- The functions of the C ABI, {len(wrapped)} wrapped (generated) ---- */", "",
                                *not_wrapped, "", *functions]).rstrip("\n"),
        "METHODS": "\n".join(["/* ---- The methods, each a call of its function (generated) ---- */", "",
                              *definitions]),
    }
    text = TEMPLATE.read_text()
    for marker, value in parts.items():
        text = text.replace(f"@@{marker}@@", value)
    if "@@" in text:
        raise ValueError(f"{TEMPLATE.name} has a marker render() does not fill")
    return text
