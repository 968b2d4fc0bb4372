"""Parse the C prototypes of `spec.py` into the views the tiers need.

A C parameter list maps to Python parameters by these rules:
    scalar  `int32_t n`, `double v`, `rt_tensor x`             -> a Python int / float
    array   `const int64_t* dims, int32_t ndims`               -> a sequence (its length is ndims)
    fixed   `const int64_t stride[2]`                          -> a sequence of exactly 2
    data    `const void* data` (size follows from dims, dtype) -> a bytes-like object
    text    `const char* equation` (NUL-terminated UTF-8)      -> a str
    buffer  `void* out, int64_t out_nbytes`                    -> a writable bytes-like object
    outarr  `int64_t* dims_out, int32_t max_dims`              -> capacity stays an argument; values returned
    out     `rt_tensor* u`, `double* out`                      -> returned
    closure `rt_closure closure, void* user_data`              -> a callable () -> float, raising an Error on failure
    pointer `void* managed` (no length follows: a struct the doc names, e.g. DLPack's) -> an int address, 0 for NULL
    out     `void** out`                                       -> returned as an int address (0: NULL)
A Python function returns the C result, or (result, *outputs) when the function has outputs.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from . import native_call, spec
from .enums import RESULT_KINDS

SCALAR_TYPES = ("int32_t", "int64_t", "double", "rt_tensor", "rt_handle")
CLOSURE_TYPE = "rt_closure"   # int32_t (*)(void *user_data, double *loss), always followed by its user_data

_PROTO = re.compile(r"^\s*(?P<ret>[\w ]+?\*?)\s*(?P<name>rt_torch_\w+)\((?P<params>.*)\)\s*$")
_PARAM = re.compile(r"^(?P<type>(const )?\w+\*{0,2})\s*(?P<name>\w+)(\[(?P<fixed>\d+)\])?$")


@dataclass(frozen=True)
class CParam:
    ctype: str            # as written: "const int64_t*", "int32_t", ...
    name: str
    fixed: int | None     # N of `name[N]`

    def decl(self) -> str:
        """The parameter as C source."""
        return f"{self.ctype} {self.name}[{self.fixed}]" if self.fixed else f"{self.ctype} {self.name}"


@dataclass(frozen=True)
class Param:
    """One Python-level parameter or output, built from one or two C parameters."""
    kind: str             # scalar | array | fixed | data | text | buffer | outarr | out | closure | pointer
    name: str
    ctype: str            # C type of the value (element type for pointers)
    length: str | None = None   # C name of the length / capacity parameter (a closure's: its user_data)
    fixed: int | None = None

    @property
    def is_input(self) -> bool:
        return self.kind != "out"

    @property
    def pyname(self) -> str:
        """Name of the Python argument: an output array is passed as its capacity."""
        return self.length if self.kind == "outarr" else self.name


@dataclass(frozen=True)
class Function:
    name: str
    section: int
    result: str           # result kind, see spec.py
    ctype: str            # C return type
    cparams: tuple[CParam, ...]
    params: tuple[Param, ...]
    doc: str
    op: spec.Op | None = None   # set when every layer of the function is derived (see spec.Op)
    since: tuple[int, int] = (spec.ABI_MAJOR, 0)   # the ABI version that added it
    native: str | None = None   # the native fast path: an ATen operator name, or spec.NATIVE_C

    @property
    def inputs(self) -> tuple[Param, ...]:
        return tuple(p for p in self.params if p.is_input)

    @property
    def outputs(self) -> tuple[Param, ...]:
        """Values written through pointers, returned after the result in Python."""
        return tuple(p for p in self.params if p.kind in ("out", "outarr"))

    @property
    def failure(self):
        """What the function returns when it fails (status functions return the code itself)."""
        return RESULT_KINDS[self.result][1]

    @property
    def reduces_all(self) -> bool:
        """A reduction over every element: its Op is shared with the `_dim` twin that reduces along one dim."""
        twin = FUNCTIONS.get(f"{self.name}_dim")
        return self.op is not None and twin is not None and twin.op is not None \
            and twin.op.backend == self.op.backend

    def prototype(self) -> str:
        params = ", ".join(p.decl() for p in self.cparams) or "void"
        return f"{self.ctype} {self.name}({params})"


def _parse_cparams(text: str) -> tuple[CParam, ...]:
    text = text.strip()
    if text in ("", "void"):
        return ()
    out = []
    for raw in text.split(","):
        m = _PARAM.match(" ".join(raw.split()).replace(" *", "*"))
        if not m:
            raise ValueError(f"cannot parse C parameter {raw!r}")
        out.append(CParam(m["type"], m["name"], int(m["fixed"]) if m["fixed"] else None))
    return tuple(out)


def _group(cparams: tuple[CParam, ...]) -> tuple[Param, ...]:
    """Pair pointers with the length that follows them (see the module doc)."""
    params, i = [], 0
    while i < len(cparams):
        c = cparams[i]
        nxt = cparams[i + 1] if i + 1 < len(cparams) else None
        has_len = nxt is not None and nxt.ctype in ("int32_t", "int64_t")
        base = c.ctype.removeprefix("const ")
        elem = base[:-1] if base.endswith("*") else base   # `void** out` writes a void*
        if c.fixed:
            params.append(Param("fixed", c.name, elem, fixed=c.fixed))
        elif c.ctype == CLOSURE_TYPE:
            if nxt is None or nxt.ctype != "void*":
                raise ValueError(f"{c.name}: a closure must be followed by its `void* user_data`")
            params.append(Param("closure", c.name, c.ctype, length=nxt.name))
            i += 1
        elif not c.ctype.endswith("*"):
            if c.ctype not in SCALAR_TYPES:
                raise ValueError(f"unsupported C type {c.ctype}")
            params.append(Param("scalar", c.name, c.ctype))
        elif c.ctype == "const void*":
            params.append(Param("data", c.name, "void"))
        elif c.ctype == "const char*":
            params.append(Param("text", c.name, "char"))
        elif c.ctype == "void*" and has_len:
            params.append(Param("buffer", c.name, "void", length=nxt.name))
            i += 1
        elif c.ctype == "void*":
            params.append(Param("pointer", c.name, "void"))
        elif c.ctype.startswith("const ") and has_len:
            params.append(Param("array", c.name, elem, length=nxt.name))
            i += 1
        elif has_len:
            params.append(Param("outarr", c.name, elem, length=nxt.name))
            i += 1
        else:
            params.append(Param("out", c.name, elem))
        i += 1
    return tuple(params)


def parse(section: int, result: str, proto: str, doc: str, added: spec.Op | spec.Added | None = None) -> Function:
    """A spec row as a Function; added is the row's Op, or the Added version of a hand-written function."""
    m = _PROTO.match(proto)
    if not m:
        raise ValueError(f"cannot parse C prototype {proto!r}")
    if result not in RESULT_KINDS:
        raise ValueError(f"{m['name']}: unknown result kind {result!r}")
    cparams = _parse_cparams(m["params"])
    op = added if isinstance(added, spec.Op) else None
    since = added.since if added is not None else (spec.ABI_MAJOR, 0)
    native = added.native if added is not None else None
    fn = Function(m["name"], section, result, m["ret"].replace(" *", "*").strip(), cparams, _group(cparams), doc,
                  op, since, native)
    if native is not None and native != spec.NATIVE_C:
        native_call.parse(fn)   # a ValueError when the ATen call does not fit the prototype
    return fn


FUNCTIONS: dict[str, Function] = {}
for _number, _title, _rows in spec.SECTIONS:
    for _row in _rows:
        _fn = parse(_number, *_row)
        if _fn.name in FUNCTIONS:
            raise ValueError(f"{_fn.name} is declared twice")
        FUNCTIONS[_fn.name] = _fn

SECTION_TITLES = {number: title for number, title, _ in spec.SECTIONS}
