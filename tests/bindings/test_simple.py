"""bindings/simple/ffi.spl, the Simple language's declarations, checked without a Simple compiler: every line
parses by a small grammar of the forms the file uses, and the declarations agree with the C prototypes of the
spec, read here from the C side (signature.CParam), not from the renderer of the file.

The grammar, from the Simple syntax of the SFFI pattern (`extern fn name(p: T) -> R`, the primitive types
`i32`/`i64`/`f64`/`u8`/`bool`/`text`, arrays `[T]`, `val` bindings, `#` comments) and the forms the generator adds
for C pointers and the one callback:

    file      := { line }
    line      := [ val_decl | extern_fn ] [ COMMENT ] NEWLINE
    val_decl  := "val" NAME ":" type "=" INT
    extern_fn := "extern" "fn" NAME "(" [ param { "," param } ] ")" [ "->" type ]
    param     := NAME ":" type
    type      := PRIMITIVE | "[" type "]" | "*" ( "const" | "mut" ) type
               | "fn" "(" [ type { "," type } ] ")" "->" type
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import pytest

from simple_torch.abi import spec
from simple_torch.abi.signature import FUNCTIONS, CParam

ROOT = Path(__file__).resolve().parents[2]
FFI = ROOT / "bindings" / "simple" / "ffi.spl"

PRIMITIVES = frozenset({"i32", "i64", "f64", "u8", "bool", "text"})
KEYWORDS = frozenset({"val", "extern", "fn", "const", "mut"})
TOKEN = re.compile(r"""
    (?P<comment>\#[^\n]*)
  | (?P<newline>\n)
  | (?P<space>[ \t]+)
  | (?P<arrow>->)
  | (?P<int>-?\d+)
  | (?P<name>[A-Za-z_]\w*)
  | (?P<punct>[()\[\]:,=*])
""", re.X)


class ParseError(ValueError):
    pass


@dataclass(frozen=True)
class Token:
    kind: str   # comment | newline | int | name | keyword | primitive | punct (arrows included)
    text: str
    line: int


def tokenize(source: str) -> list[Token]:
    tokens, pos, line = [], 0, 1
    while pos < len(source):
        m = TOKEN.match(source, pos)
        if not m:
            raise ParseError(f"line {line}: unexpected character {source[pos]!r}")
        kind, text = m.lastgroup, m.group()
        if kind == "name" and text in KEYWORDS:
            kind = "keyword"
        elif kind == "name" and text in PRIMITIVES:
            kind = "primitive"
        elif kind == "arrow":
            kind = "punct"
        if kind != "space":
            tokens.append(Token(kind, text, line))
        line += kind == "newline"
        pos = m.end()
    return tokens


@dataclass(frozen=True)
class ExternFn:
    name: str
    params: tuple[tuple[str, str], ...]   # (name, type as text)
    result: str | None


class Parser:
    """Recursive descent over the tokens, by the module's grammar."""

    def __init__(self, tokens: list[Token]):
        self.tokens, self.i = tokens, 0
        self.constants: dict[str, tuple[str, int]] = {}
        self.functions: list[ExternFn] = []

    def peek(self) -> Token | None:
        return self.tokens[self.i] if self.i < len(self.tokens) else None

    def take(self, kind: str, text: str | None = None) -> Token:
        tok = self.peek()
        if tok is None or tok.kind != kind or (text is not None and tok.text != text):
            where = f"line {tok.line}: {tok.text!r}" if tok else "the end"
            raise ParseError(f"expected {text or kind} at {where}")
        self.i += 1
        return tok

    def at(self, kind: str, text: str | None = None) -> bool:
        tok = self.peek()
        return tok is not None and tok.kind == kind and (text is None or tok.text == text)

    def file(self) -> Parser:
        while self.peek() is not None:
            self.line()
        return self

    def line(self) -> None:
        if self.at("keyword", "val"):
            self.val_decl()
        elif self.at("keyword", "extern"):
            self.extern_fn()
        if self.at("comment"):
            self.take("comment")
        self.take("newline")

    def val_decl(self) -> None:
        self.take("keyword", "val")
        name = self.take("name").text
        self.take("punct", ":")
        type_ = self.type_()
        self.take("punct", "=")
        if name in self.constants:
            raise ParseError(f"{name} bound twice")
        self.constants[name] = (type_, int(self.take("int").text))

    def extern_fn(self) -> None:
        self.take("keyword", "extern")
        self.take("keyword", "fn")
        name = self.take("name").text
        self.take("punct", "(")
        params = []
        if not self.at("punct", ")"):
            params.append(self.param())
            while self.at("punct", ","):
                self.take("punct", ",")
                params.append(self.param())
        self.take("punct", ")")
        result = None
        if self.at("punct", "->"):
            self.take("punct", "->")
            result = self.type_()
        self.functions.append(ExternFn(name, tuple(params), result))

    def param(self) -> tuple[str, str]:
        name = self.take("name").text
        self.take("punct", ":")
        return name, self.type_()

    def type_(self) -> str:
        if self.at("primitive"):
            return self.take("primitive").text
        if self.at("punct", "["):
            self.take("punct", "[")
            inner = self.type_()
            self.take("punct", "]")
            return f"[{inner}]"
        if self.at("punct", "*"):
            self.take("punct", "*")
            mode = self.take("keyword", "mut" if self.at("keyword", "mut") else "const").text
            return f"*{mode} {self.type_()}"
        self.take("keyword", "fn")
        self.take("punct", "(")
        args = []
        if not self.at("punct", ")"):
            args.append(self.type_())
            while self.at("punct", ","):
                self.take("punct", ",")
                args.append(self.type_())
        self.take("punct", ")")
        self.take("punct", "->")
        return f"fn({', '.join(args)}) -> {self.type_()}"


def parse(source: str) -> Parser:
    return Parser(tokenize(source)).file()


@pytest.fixture(scope="module")
def bindings() -> Parser:
    return parse(FFI.read_text())


# -- the grammar can fail --------------------------------------------------------------------------------------

@pytest.mark.parametrize("line", [
    "extern fn f(a: i64 -> i64",         # an unclosed parameter list
    "extern fn f(a) -> i64",             # a parameter without a type
    "extern fn f(a: tensor) -> i64",     # a type that is not one of the file's
    "extern f(a: i64)",                  # no fn
    "val X = 1",                         # a constant without a type
    "val X: i32 = one",                  # a value that is not a number
    "extern fn f(a: *i64)",              # a pointer without const or mut
    "extern fn f(a: i64) -> i64 extra",  # something after the declaration
    "fn f(a: i64) -> i64",               # a definition, not a declaration
])
def test_the_grammar_refuses(line):
    with pytest.raises(ParseError):
        parse(line + "\n")


def test_the_grammar_reads_each_form():
    p = parse("val A: i32 = -3  # a\n\n# only a comment\n"
              "extern fn f(a: [i64], b: *const u8, c: fn(*mut u8, *mut f64) -> i32, d: *mut *mut u8) -> text\n"
              "extern fn g()\n")
    assert p.constants == {"A": ("i32", -3)}
    assert p.functions == [ExternFn("f", (("a", "[i64]"), ("b", "*const u8"), ("c", "fn(*mut u8, *mut f64) -> i32"),
                                          ("d", "*mut *mut u8")), "text"),
                           ExternFn("g", (), None)]


# -- the declarations against the spec ------------------------------------------------------------------------------

C_SCALARS = {"int32_t": "i32", "int64_t": "i64", "double": "f64", "rt_tensor": "i64", "rt_handle": "i64"}
C_RESULTS = {**C_SCALARS, "const char*": "text", "void": None}
LENGTH_TYPES = ("int32_t", "int64_t")
CLOSURE_TYPE = "fn(*mut u8, *mut f64) -> i32"


def _pointee(ctype: str) -> str:
    """What a C pointer points to, as a Simple type: int64_t* -> i64, void* -> u8, void** -> *mut u8."""
    base = ctype.removeprefix("const ")[:-1]
    if base.endswith("*"):
        return f"*mut {_pointee(base)}"
    return "u8" if base == "void" else C_SCALARS[base]


def expected_params(cparams: tuple[CParam, ...]) -> list[tuple[str, str]]:
    """The Simple parameters of a C parameter list: a pointer followed by an integer is one array parameter."""
    out, i = [], 0
    while i < len(cparams):
        c = cparams[i]
        nxt = cparams[i + 1] if i + 1 < len(cparams) else None
        if c.ctype == "rt_closure":
            out.append((c.name, CLOSURE_TYPE))
        elif c.fixed:
            out.append((c.name, f"*const {C_SCALARS[c.ctype.removeprefix('const ')]}"))
        elif c.ctype == "const char*":
            out.append((c.name, "text"))
        elif c.ctype.endswith("*") and not c.ctype.endswith("**") and nxt and nxt.ctype in LENGTH_TYPES \
                and c.ctype != "const void*":
            out.append((c.name, f"[{_pointee(c.ctype)}]"))
            i += 1   # the length is the array's own
        elif c.ctype.endswith("*"):
            out.append((c.name, f"*{'const' if c.ctype.startswith('const ') else 'mut'} {_pointee(c.ctype)}"))
        else:
            out.append((c.name, C_SCALARS[c.ctype]))
        i += 1
    return out


def test_every_function_is_declared_once(bindings):
    names = [fn.name for fn in bindings.functions]
    assert len(names) == len(set(names))
    assert len(names) == len(FUNCTIONS)
    assert set(names) == set(FUNCTIONS)
    print(f"\nffi.spl: {len(names)} extern fn declarations for the spec's {len(FUNCTIONS)} functions")


def test_parameters_and_results_match_the_c_prototypes(bindings):
    for fn in bindings.functions:
        c = FUNCTIONS[fn.name]
        want = expected_params(c.cparams)
        assert len(fn.params) == len(want), fn.name
        assert list(fn.params) == want, fn.name
        assert fn.result == C_RESULTS[c.ctype], fn.name


def test_every_constant_is_bound_with_its_value(bindings):
    major, minor, patch = spec.ABI_VERSION
    want = {"RT_TORCH_ABI_VERSION": major * 10000 + minor * 100 + patch}
    want.update({name: value for name, value, _ in spec.ERROR_CODES})
    want.update({name: code for name, code, *_ in spec.DTYPES})
    want.update({name: value for name, value, _ in (*spec.DEVICES, *spec.CREATION_DEFAULTS)})
    want.update({name: value for table, *_ in spec.CONSTANT_TABLES for name, value, _ in table})
    assert {name: value for name, (_, value) in bindings.constants.items()} == want
    assert {type_ for type_, _ in bindings.constants.values()} == {"i32"}
