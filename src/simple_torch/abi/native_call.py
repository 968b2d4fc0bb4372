"""The fast path's ATen calls: a spec row's `native` column, parsed and checked against its C prototype.

A row's `native` names the ATen operator its fast function runs and what each argument of the operator's schema
is, in schema order, as torchgen's native_functions.yaml names an operator's signature:

    native="aten::softmax.int(x, dim, None)"
    native="aten::sum.dim_IntList(x, [dim], keepdim, None)"
    native="aten::embedding(weight:floating, indices:index, -1, False, False)"

An argument is one of:
    p             the C parameter p: an rt_tensor is a Tensor; an int32_t/int64_t an int (a dim of the first tensor,
                  checked, when it is named `dim`); a double a float (finite, when the Op says so); an array
                  (`const int64_t* p, int32_t n`) an int[]; a `const rt_tensor* p, int32_t n` a Tensor[]
    p:dtypes      a tensor whose dtype is in the set DTYPE_SETS names (else `real`, less the Op's refused kinds)
    p?            a Tensor? (the id 0 is None); an int? or float? holding p; an int[]? holding p; [a, b]? an int[]?
    dim(p)        an int that must be a dim of the first tensor; newdim(p) one more (unsqueeze's)
    dims(p)       an int[] of dims of the first tensor
    finite(p)     a float that must be finite (and fit float32 unless the first tensor is float64)
    bool(p)       a bool: 0 is false, anything else true
    scalar(p)     a 0-dim float64 tensor of p, for the Tensor overload that stands in for a Scalar (2.13's
                  dispatcher shim cannot pass a Scalar)
    view(p)       a tensor the operator returns a view of: taken only while grad mode is on (under no_grad the
                  Python path views p.detach() when p requires grad, which C cannot tell); view(p:dtypes) too
    shape(p)      an int[] of sizes (or -1) a tensor of the first tensor's dtype can address: each -1 read as the
                  first tensor's size in that position from the end, size-0 dims counted as 1, under 2**63 bytes
    dtype(p)      a ScalarType: an int32 dtype code of the `any` set
    nonneg(p)     a float that must be finite and >= 0 (an eps), and fit float32 unless the first tensor is float64;
                  positive(p) the same, > 0; unit(p) one in [0, 1] (a probability)
    reduction(p)  an int that must be a reduction code (0 none, 1 mean, 2 sum: ATen's Reduction, as RT_REDUCTION_*)
    nan_none(p)   a float? holding p, None when p is NaN (a C caller's "default"); an infinite p is refused
    zero_none(p)  an int? holding p, None when p is 0
    int32s(p)     an int[] whose values are at most 2**31 - 1 (the int32 PyTorch's pooling and convolution take)
    [a, b, ...]   an int[] of parameters and integers (with a `dim` among them: every one a dim, checked); of
                  rt_tensor parameters, a Tensor[] (a shape rule after it applies to each: `[hx, cx]:same(N, H)`)
    scalar_nan_none(p)  a Tensor? standing in for a Scalar?: None when p is NaN (a C caller's "no bound"), else scalar(p)
    choice(p, 'a', 'b', ...)  a str: the p-th of the texts (an enum code to the string ATen takes; others: Python path)
    True?, 6?     an int? or bool? holding the literal
    None, True, False, 12, -1.5, 'text'   literals

A tensor (or a tensor list) may carry a shape rule in parentheses after its dtypes, checked before ATen runs (else
the Python path): `input:floating(N, I)`, `w_ih:same(4H, I)`, `query(..., L, E)`. Each term is a size: an integer,
`_` (any), `+` (any but 0), a symbol (an upper-case name, bound by its first appearance, which must stand alone
in a tensor that is not optional) or a multiple of one (`4H`); `...` first stands for any number of leading dims (else the rule fixes
the number of dims); `=` alone is the first tensor's shape. The dtype set `same` is the dtype of the call's first
tensor.

Clauses after the call, each after a `;`: `elements` (the first tensor must have elements: the Python path answers an
empty one itself), `ignores p, q` (C parameters the call does not pass, which the Python path checks only as what
their C type already is, e.g. sort's `stable` flag).

What the operator returns follows from the C function: a tensor result is its one Tensor; `rt_tensor*` outputs
(a status result) its Tensors in order; `rt_tensor* out, int32_t max_out` (a count result) its Tensor[]; a bool or
count result its bool or int.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from . import spec

# The dtype sets a tensor argument may name (`p:floating`); `real` is the default
DTYPE_SETS = {
    "real": ("int32", "int64", "float32", "float64"),
    "floating": ("float32", "float64"),
    "index": ("int32", "int64"),
    "long": ("int64",),
    "bool": ("bool",),
    "any": ("uint8", "int8", "int16", "int32", "int64", "float32", "float64", "bool"),
    "none": (),   # a Tensor? the fast path takes only as None (a tensor given goes to the Python path)
}

# Argument kinds: the names of native.h's RT__ARG_* values
KINDS = ("TENSOR", "OPTIONAL_TENSOR", "TENSORS", "INT", "DIM", "OPTIONAL_INT", "DOUBLE", "FINITE", "OPTIONAL_DOUBLE",
         "SCALAR", "BOOL", "NONE", "INTS", "OPTIONAL_INTS", "STRING", "DIMS", "OPTIONAL_DIM", "OPTIONAL_DIMS",
         "VIEWED", "SHAPE", "DTYPE", "NONNEGATIVE", "UNIT", "NAN_NONE", "ZERO_NONE", "INT32S", "POSITIVE", "REDUCTION",
         "SCALAR_NAN_NONE", "CHOICE")

# A shape rule's symbols, and its terms' markers (native.h's RT__SIZE_*)
SYMBOL = re.compile(r"^(?P<coef>\d*)(?P<name>[A-Z]\w*)$")
SIZE_LITERAL, SIZE_ANY, SIZE_POSITIVE = -1, -2, -3


@dataclass(frozen=True)
class Arg:
    kind: str                         # one of KINDS
    source: str | None = None         # the C parameter it comes from
    length: str | None = None         # the C parameter holding a list's length
    dtypes: tuple[str, ...] = ()      # tensors: the dtypes taken
    extra: int = 0                    # DIM: 1 for a dim a new dim makes valid
    literal: object = None            # a literal's value; an int list's items (parameters or ints)
    rule: tuple[int, ...] = ()        # tensors: the shape rule as C reads it (native.h's rt__arg.rule), or none


@dataclass(frozen=True)
class AtenCall:
    op: str                           # "aten::softmax"
    overload: str                     # "int", or "" for the default overload
    args: tuple[Arg, ...]
    returns: str                      # TENSOR, TENSORS, TENSOR_LIST, BOOL or INT (native.h's RT__RETURNS_*)
    outputs: tuple[str, ...] = ()     # the C output parameters, in the order of the operator's results
    capacity: str | None = None       # TENSOR_LIST: the C parameter holding the output array's capacity
    element_wise: bool = False        # every C parameter a tensor, broadcast together (CUDA tensors taken too)
    nonempty: bool = False            # the Op's: the first tensor (along the dim, if one is given) has elements
    elements: bool = False            # `; elements`: the first tensor has elements (the Python path answers an empty
                                      # one without ATen)
    ignored: tuple[str, ...] = ()     # `; ignores p`: C parameters the call does not pass


_CALL = re.compile(r"^(?P<op>aten::\w+)(?:\.(?P<overload>\w+))?\((?P<args>.*)\)$")
_CHOICE = re.compile(r"^choice\((?P<name>\w+),(?P<texts>( *'\w*',?)+)\)$")
_WRAPPED = re.compile(r"^(?P<fn>dim|newdim|dims|finite|bool|scalar|scalar_nan_none|view|shape|dtype|nonneg|unit|"
                      r"nan_none|zero_none|int32s|positive|reduction)\((?P<name>\w+)(?::(?P<dtypes>\w+))?\)$")
_TENSOR = re.compile(r"(?P<name>[A-Za-z_]\w*)(?::(?P<dtypes>\w+))?(?P<optional>\?)?(?:\((?P<shape>[^()]*)\))?")
_LIST = re.compile(r"^\[(?P<items>[^\]]*)\](?::(?P<dtypes>\w+))?(?P<optional>\?)?(?:\((?P<shape>[^()]*)\))?$")


def _split(text: str) -> list[str]:
    """Top-level comma-separated items (commas inside [] and () stay)."""
    items, depth, current = [], 0, ""
    for ch in text:
        if ch == "," and depth == 0:
            items.append(current.strip())
            current = ""
            continue
        depth += {"[": 1, "]": -1, "(": 1, ")": -1}.get(ch, 0)
        current += ch
    if current.strip():
        items.append(current.strip())
    return items


def _literal(text: str):
    if text in ("None", "True", "False"):
        return {"None": None, "True": True, "False": False}[text]
    if text.startswith("'") and text.endswith("'"):
        return text[1:-1]
    try:
        return int(text)
    except ValueError:
        return float(text)


class _Row:
    """What parsing needs of the row: its C parameters by name and its Op."""

    def __init__(self, name: str, cparams, params, op):
        self.name, self.op = name, op
        self.ctype = {c.name: c.ctype for c in cparams}
        self.length = {p.name: p.length for p in params if p.kind == "array"}
        self.length.update({p.name: str(p.fixed) for p in params if p.kind == "fixed"})
        self.used: set[str] = set()
        self.symbols: dict[str, int] = {}   # a shape rule's symbols, numbered in order of appearance

    def param(self, name: str) -> str:
        if name not in self.ctype:
            raise ValueError(f"{self.name}: native names no C parameter {name!r}")
        self.used.add(name)
        if name in self.length:
            self.used.add(self.length[name])
        return self.ctype[name]

    def rule(self, named: str | None, shape: str | None, optional: bool) -> tuple[int, ...]:
        """A tensor's shape rule as C reads it: (flags: 1 the first tensor's dtype, 2 its shape; any leading dims;
        number of terms; then each term's (multiple, symbol index or SIZE_*)); () for none."""
        if shape is None:
            return (1, 1, 0) if named == "same" else ()
        if shape.strip() == "=":
            return (int(named == "same") | 2, 1, 0)
        terms = [t.strip() for t in shape.split(",")] if shape.strip() else []
        leading = bool(terms) and terms[0] == "..."
        out = [int(named == "same"), int(leading), len(terms) - leading]
        for term in terms[leading:]:
            symbol = SYMBOL.match(term)
            if term in ("_", "+"):
                out += [0, SIZE_ANY if term == "_" else SIZE_POSITIVE]
            elif re.fullmatch(r"\d+", term):
                out += [int(term), SIZE_LITERAL]
            elif symbol:
                coef, name = int(symbol["coef"] or 1), symbol["name"]
                if name not in self.symbols:
                    if coef != 1 or optional:
                        raise ValueError(f"{self.name}: symbol {name} must first stand alone in a tensor that is "
                                         f"not optional")
                    self.symbols[name] = len(self.symbols)
                out += [coef, self.symbols[name]]
            else:
                raise ValueError(f"{self.name}: {term!r} is not a size in a shape rule")
        return tuple(out)

    def dtypes(self, named: str | None) -> tuple[str, ...]:
        if named == "same":   # the first tensor's, which its own set limits
            named = "any"
        if named is not None and named not in DTYPE_SETS:
            raise ValueError(f"{self.name}: unknown dtype set {named!r} (one of {', '.join(DTYPE_SETS)})")
        refused = self.op.refuses if self.op is not None else ()
        kinds = {pyname: kind for _, _, pyname, _, kind, _ in spec.DTYPES}
        return tuple(d for d in DTYPE_SETS[named or "real"] if kinds[d] not in refused)


def _arg(text: str, row: _Row) -> Arg:
    tensors = _LIST.match(text)
    if tensors and tensors["items"] and all(row.ctype.get(t.strip()) == "rt_tensor"
                                            for t in tensors["items"].split(",")):
        if tensors["optional"]:
            raise ValueError(f"{row.name}: a list of tensor parameters cannot be optional ({text})")
        items = tuple(t.strip() for t in tensors["items"].split(","))
        for item in items:
            row.param(item)
        return Arg("TENSORS", length=str(len(items)), dtypes=row.dtypes(tensors["dtypes"]), literal=items,
                   rule=row.rule(tensors["dtypes"], tensors["shape"], False))
    if text.startswith("["):
        optional = text.endswith("?")
        items = tuple(_literal(t) if re.fullmatch(r"-?\d+", t) else t
                      for t in _split(text[1:-2] if optional else text[1:-1]))
        for item in items:
            if isinstance(item, str) and row.param(item) not in ("int64_t", "int32_t"):
                raise ValueError(f"{row.name}: {item} in an int list must be an integer parameter")
        kind = "DIMS" if "dim" in items else "INTS"
        return Arg(f"OPTIONAL_{kind}" if optional else kind, literal=items)
    choice = _CHOICE.match(text)
    if choice:
        if row.param(choice["name"]) not in ("int64_t", "int32_t"):
            raise ValueError(f"{row.name}: choice({choice['name']}, ...) needs an integer parameter")
        return Arg("CHOICE", choice["name"], literal=tuple(t.strip(" '") for t in choice["texts"].split(",") if t.strip()))
    wrapped = _WRAPPED.match(text)
    if wrapped:
        fn, name = wrapped["fn"], wrapped["name"]
        ctype = row.param(name)
        if wrapped["dtypes"] and fn != "view":
            raise ValueError(f"{row.name}: only a tensor takes a dtype set ({text})")
        if fn in ("dims", "shape", "int32s"):
            if name not in row.length:
                raise ValueError(f"{row.name}: {fn}({name}) needs an int64 array parameter")
            return Arg(fn.upper(), name, row.length[name])
        if fn == "view":
            if ctype != "rt_tensor":
                raise ValueError(f"{row.name}: view({name}) needs a tensor parameter")
            return Arg("VIEWED", name, dtypes=row.dtypes(wrapped["dtypes"]))
        if fn == "dtype":
            if ctype != "int32_t":
                raise ValueError(f"{row.name}: dtype({name}) needs an int32_t dtype code")
            return Arg("DTYPE", name, dtypes=DTYPE_SETS["any"])
        kind = {"dim": "DIM", "newdim": "DIM", "finite": "FINITE", "bool": "BOOL", "scalar": "SCALAR",
                "scalar_nan_none": "SCALAR_NAN_NONE",
                "nonneg": "NONNEGATIVE", "unit": "UNIT", "nan_none": "NAN_NONE", "zero_none": "ZERO_NONE",
                "positive": "POSITIVE", "reduction": "REDUCTION"}[fn]
        wanted = "double" if kind in ("FINITE", "SCALAR", "SCALAR_NAN_NONE", "NONNEGATIVE", "UNIT", "NAN_NONE", "POSITIVE") \
            else ("int64_t", "int32_t")
        if ctype not in wanted:
            raise ValueError(f"{row.name}: {fn}({name}) does not take a {ctype}")
        return Arg(kind, name, extra=1 if fn == "newdim" else 0)
    m = _TENSOR.fullmatch(text)
    if text.endswith("?") and (m is None or m["name"] in ("True", "False")):   # a literal int? or bool?
        value = _literal(text[:-1])
        if isinstance(value, (bool, int)):
            return Arg("OPTIONAL_INT", literal=int(value))
        raise ValueError(f"{row.name}: only an int or bool literal can be optional ({text})")
    if m is None or m["name"] in ("None", "True", "False"):
        value = _literal(text)
        kinds = {type(None): "NONE", bool: "BOOL", str: "STRING", float: "DOUBLE", int: "INT"}
        return Arg(kinds[type(value)], literal=value)
    name, optional = m["name"], bool(m["optional"])
    ctype = row.param(name)
    if ctype == "rt_tensor":
        return Arg("OPTIONAL_TENSOR" if optional else "TENSOR", name, dtypes=row.dtypes(m["dtypes"]),
                   rule=row.rule(m["dtypes"], m["shape"], optional))
    if m["dtypes"] or m["shape"] is not None:
        raise ValueError(f"{row.name}: only a tensor takes a dtype set or a shape rule ({text})")
    if ctype == "const rt_tensor*":
        return Arg("TENSORS", name, row.length[name], dtypes=row.dtypes(None))
    if name in row.length:
        return Arg("OPTIONAL_INTS" if optional else "INTS", name, row.length[name])
    if ctype in ("int64_t", "int32_t"):
        if name == "dim":
            return Arg("OPTIONAL_DIM" if optional else "DIM", name)
        return Arg("OPTIONAL_INT" if optional else "INT", name)
    if ctype == "double":
        if optional:
            return Arg("OPTIONAL_DOUBLE", name)
        return Arg("FINITE" if row.op is not None and row.op.finite else "DOUBLE", name)
    raise ValueError(f"{row.name}: native cannot pass the C parameter {ctype} {name}")


def parse(fn) -> AtenCall:
    """The ATen call of a Function whose `native` is an operator (not spec.NATIVE_C); ValueError if it does not
    fit the C prototype."""
    call, *clauses = (part.strip() for part in fn.native.split(";"))
    m = _CALL.match(call)
    if m is None:
        raise ValueError(f"{fn.name}: native {fn.native!r} is not aten::name[.overload](arguments)")
    row = _Row(fn.name, fn.cparams, fn.params, fn.op)
    args = tuple(_arg(text, row) for text in _split(m["args"]))
    ignored: list[str] = []
    for clause in clauses:
        if clause.startswith("ignores "):   # C parameters only checked as what their C type already is
            ignored += [name.strip() for name in clause.removeprefix("ignores ").split(",")]
            for name in ignored:
                row.param(name)   # marks it as used
        elif clause != "elements":
            raise ValueError(f"{fn.name}: unknown clause {clause!r} in native (elements, ignores p)")
    tensor_outs = [p for p in fn.params if p.kind == "out" and p.ctype == "rt_tensor"]
    lists = [p for p in fn.params if p.kind == "outarr" and p.ctype == "rt_tensor"]
    outputs, capacity = (), None
    if fn.result == "tensor" and not fn.outputs:
        returns = "TENSOR"
    elif fn.result == "status" and tensor_outs and len(tensor_outs) == len(fn.outputs):
        returns, outputs = "TENSORS", tuple(p.name for p in tensor_outs)
    elif fn.result == "count" and len(lists) == 1 and len(fn.outputs) == 1:
        returns, outputs, capacity = "TENSOR_LIST", (lists[0].name,), lists[0].length
    elif fn.result in ("bool", "count") and not fn.outputs:
        returns = "BOOL" if fn.result == "bool" else "INT"
    else:
        raise ValueError(f"{fn.name}: native cannot return a {fn.result} with outputs "
                         f"{[p.name for p in fn.outputs]}")
    row.used.update(outputs)
    if capacity:
        row.used.add(capacity)
    unused = [c.name for c in fn.cparams if c.name not in row.used]
    if unused:
        raise ValueError(f"{fn.name}: native {fn.native!r} leaves out the C parameters {unused}")
    element_wise = fn.op is not None and returns == "TENSOR" and all(c.ctype == "rt_tensor" for c in fn.cparams)
    return AtenCall(m["op"], m["overload"] or "", args, returns, outputs, capacity, element_wise,
                    fn.op is not None and fn.op.nonempty, "elements" in clauses, tuple(ignored))
