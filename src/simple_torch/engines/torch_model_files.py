"""Loading model files on the PyTorch backend so that, unless the caller trusts the file, nothing in it runs.

The trust model (section 30 of the spec, docs/loading-files-safely.md):

- A torch.export program (.pt2) is data: it is loaded without the caller's trust. `check_and_load_export` reads
  the archive itself, refuses whatever could run code or read out of bounds, and hands PyTorch's deserializer the
  weights and constants as tensors it made from the records and the sample inputs as a tuple it read with
  torch.load(weights_only=True): `deserialize_torch_artifact` passes dicts and tuples through as they are, so
  none of torch.export.load's torch.load(weights_only=False), pickle.loads or TorchBind unpickling is ever
  reached. (TORCH_FORCE_WEIGHTS_ONLY_LOAD would force only torch.load, not pickle.loads or TorchBind's unpickler,
  and setting it is process-wide: it would change the host's own loads, and putenv races C getenv in its
  threads.) What it refuses, each part named:
    * every pickled part: weights and constants marked use_pickle, TorchBind objects and pickled Python objects
      among the constants, the weights file of the pre-2.7 format, sample inputs that are not plain tensors;
    * expression strings PyTorch passes to sympy.sympify (which evaluates Python): only sympy's srepr form of
      integers, symbols and the shape functions is accepted;
    * guard code PyTorch pastes into Python source (`_guards_fn`): only comparisons of input sizes;
    * names PyTorch pastes into the Python source of the module it generates (FX): argument names must be
      identifiers, every other name (tensors, parameters, submodules, pytree keys) dotted [A-Za-z0-9_] atoms;
    * graph operators with effects outside the program (aten::save and aten::from_file write files, printing,
      seeding) or that build tensors without checking them (sparse constructors, _reshape_alias, set_), any
      operator namespace but aten and prims, and Python functions but the symbolic-size arithmetic torch.export
      writes;
    * weights and constants whose size, stride and offset pass their record (checked before anything is read),
      and symbol names whose number would make the deserializer count to it.
- A TorchScript module can run code when loaded (its __setstate__ methods, the code/ it carries) and an
  AOTInductor package is a shared library loaded into the process: both are refused unless the caller trusts
  the file. Even then every TorchScript storage and tensor is checked against its record first (pickle_scan),
  since PyTorch's reader does not, and the archive is written again without its debug records (source ranges
  that PyTorch trusts when it formats an error).
- Every load runs with PyTorch's Python warnings and log records captured; their text joins the error message
  instead of the host's stderr.
"""

from __future__ import annotations

import ast
import contextlib
import io
import json
import keyword
import logging
import math
import operator
import pickle
import re
import threading
import warnings

import torch

from ..abi.errors import InvalidArgumentError
from . import pickle_scan
from .base import MODEL_FORMATS, TRUSTED_MODELS_ENV

RUNS_CODE = {"aoti": "it is compiled machine code, loaded into the process as a shared library",
             "torchscript": "loading it runs the code it carries (its __setstate__ methods and code/)"}
HOW_TO_TRUST = (f"rt_torch_model_load_options(path, RT_MODEL_LOAD_TRUSTED) from C, st.jit.load(path, trusted=True) "
                f"or st._inductor.aoti_load_package(path, trusted=True) from Python, or {TRUSTED_MODELS_ENV}=1 in the "
                f"environment")

INT64_MAX = pickle_scan.INT64_MAX
RECORD_SLACK = 64 << 20      # bytes a record may hold beyond the file's size: the compressed text Tier 1 allows
TEXT_LIMIT = 10_000          # characters of one expression or guard: PyTorch writes a few hundred at most
EXPONENT_LIMIT = 64          # an exponent or shift in an expression: sympy evaluates constant powers eagerly
POWER_NESTING_LIMIT = 2      # powers of powers, which multiply the exponents
PRECISION_LIMIT = 1024       # bits of a sympy Float (PyTorch writes 53): mpmath computes at that precision
SYMBOL = re.compile(r"[a-z]+[0-9]{1,6}")   # PyTorch's symbol names (s0, u3): the deserializer counts to the number
NAME = re.compile(r"[A-Za-z0-9_]+(\.[A-Za-z0-9_]+)*")   # no quote, backslash, space or line break can end a literal

# -- expressions PyTorch hands to sympy.sympify --------------------------------------------------------------------
# sympy's srepr of the shape expressions torch.export writes: constructors of numbers and symbols, sympy's
# arithmetic and logic classes, and the functions of torch.utils._sympy.functions that the deserializer names
SYMPY_CLASSES = frozenset((
    "Symbol", "Integer", "Float", "Rational", "Add", "Mul", "Pow", "Max", "Min", "Mod", "floor", "ceiling", "Abs",
    "Equality", "Unequality", "StrictLessThan", "LessThan", "StrictGreaterThan", "GreaterThan", "And", "Or",
    "Not", "Piecewise", "ExprCondPair",
    "FloorDiv", "ModularIndexing", "Where", "PythonMod", "CleanDiv", "CeilToInt", "FloorToInt", "CeilDiv",
    "LShift", "RShift", "PowByNatural", "FloatPow", "FloatTrueDiv", "IntTrueDiv", "IsNonOverlappingAndDenseIndicator",
    "TruncToFloat", "TruncToInt", "RoundToInt", "RoundDecimal", "ToFloat", "Identity"))
POWERS = frozenset(("Pow", "PowByNatural", "FloatPow", "LShift"))
SYMPY_CONSTANTS = frozenset(("oo", "zoo", "nan", "true", "false", "pi", "E"))
LITERAL_TEXT = re.compile(r"[A-Za-z0-9_.+\-]*")   # a symbol's name or a Float's digits

# -- guard code pasted into `def _guards_fn(*args): torch._assert(<guard>, ...)` -----------------------------------
GUARD_NAMES = frozenset(("L",))                   # the inputs, as L['x']
GUARD_METHODS = frozenset(("size", "stride", "storage_offset", "dim", "numel"))
GUARD_MODULE_FUNCTIONS = {"math": frozenset(("floor", "ceil", "trunc", "sqrt")),
                          "torch": frozenset(("sym_max", "sym_min", "sym_float", "sym_int", "sym_not", "sym_ite"))}
GUARD_FUNCTIONS = frozenset(("IsNonOverlappingAndDenseIndicator", "cast_symbool_to_symint_guardless"))
GUARD_CHARACTERS = re.compile(r"[A-Za-z0-9_ ()\[\]'.,<>=!+\-*/%&|~]*")   # no quotes, comments, newlines or ;
KEY_TEXT = re.compile(r"[A-Za-z0-9_]*")

# -- graph operators -----------------------------------------------------------------------------------------------
OPERATOR_NAMESPACES = frozenset(("aten", "prims"))
# aten operators a file's graph may not call: effects outside the program, or tensors built without checks
REFUSED_OPERATORS = {
    "save": "it writes a file", "from_file": "it reads and creates files", "_print": "it prints",
    "warn": "it prints a warning", "seed": "it reseeds PyTorch's generator",
    "manual_seed": "it reseeds PyTorch's generator",
    "_cufft_set_plan_cache_max_size": "it changes process-wide settings",
    "_cufft_clear_plan_cache": "it changes process-wide settings", "record_stream": "it changes CUDA allocation",
    "_reshape_alias": "it views memory without checking the view's bounds",
    "_reshape_alias_copy": "it views memory without checking the view's bounds",
    "set_": "it points a tensor at other memory", "set": "it points a tensor at other memory",
    "set_data": "it points a tensor at other memory",
}
SPARSE_CONSTRUCTOR = re.compile(r"_?sparse_\w*tensor\w*")   # built from indices PyTorch does not check by default
HIGHER_ORDER_OPERATORS = frozenset((
    "cond", "while_loop", "map_impl", "scan", "associative_scan", "invoke_subgraph", "wrap_with_set_grad_enabled",
    "wrap_with_autocast", "auto_functionalized", "auto_functionalized_v2", "flex_attention", "out_dtype"))
# the Python functions a torch.export graph calls: symbolic-size arithmetic and grad/autocast switches, named as
# PyTorch's serializer names them (module.name)
GRAPH_FUNCTIONS = frozenset(f"{f.__module__}.{f.__name__}" for f in (
    operator.eq, operator.ne, operator.le, operator.ge, operator.lt, operator.gt, operator.neg, operator.pos,
    operator.mul, operator.add, operator.sub, operator.floordiv, operator.mod, operator.pow, operator.truediv,
    operator.and_, operator.or_, operator.lshift, operator.rshift, operator.getitem, operator.not_, operator.abs,
    math.trunc, math.ceil, math.floor, torch.sym_not, torch.sym_int, torch.sym_float, torch.sym_ite, torch.sym_max,
    torch.sym_min, torch.sym_sqrt, torch.sym_sum, torch._C._set_grad_enabled,
    torch.autograd.grad_mode.set_grad_enabled, torch.amp.autocast_mode._enter_autocast,
    torch.amp.autocast_mode._exit_autocast))


class _Refused(Exception):
    """A part of the file that is refused; the caller names the file."""


# -- capturing PyTorch's warnings and logs -------------------------------------------------------------------------

_capture_lock = threading.Lock()   # warnings.catch_warnings swaps process-wide state: one load at a time


class _ThisThread(logging.Filter):
    """Drops (and keeps the text of) the log records the loading thread emits."""

    def __init__(self, notes: list[str]) -> None:
        super().__init__()
        self.thread, self.notes = threading.get_ident(), notes

    def filter(self, record: logging.LogRecord) -> bool:
        if record.thread != self.thread:
            return True
        try:
            self.notes.append(record.getMessage())
        except Exception:   # a record whose arguments do not format: its template
            self.notes.append(str(record.msg))
        return False


def _log_handlers() -> set[logging.Handler]:
    """The handlers a torch.* log record can reach: torch's own (it writes to stderr), the root's, the last resort."""
    loggers = [logging.getLogger()] + [
        logger for name, logger in logging.root.manager.loggerDict.items()
        if isinstance(logger, logging.Logger) and (name == "torch" or name.startswith("torch."))]
    handlers = {h for logger in loggers for h in logger.handlers}
    if logging.lastResort is not None:
        handlers.add(logging.lastResort)
    return handlers


@contextlib.contextmanager
def _captured(notes: list[str]):
    """PyTorch's Python warnings and this thread's log records go to notes, not to the host's stderr."""
    keep = _ThisThread(notes)
    with _capture_lock, warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        handlers = _log_handlers()
        for h in handlers:
            h.addFilter(keep)
        try:
            yield
        finally:
            for h in handlers:
                h.removeFilter(keep)
            # a deprecation notice (torch.jit.load's own) says nothing about the file
            notes.extend(str(w.message) for w in caught if not issubclass(w.category, DeprecationWarning))


def _summary(exc: BaseException) -> str:
    """PyTorch's error in a line: the exception a quoted traceback ends with, else the first line."""
    text = str(exc).strip() or type(exc).__name__
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    if "Traceback (most recent call last):" in text:
        lines = lines[-1:]
    line = lines[0] if lines else text
    return line if len(line) <= 300 else line[:300] + "..."


def _notes_text(notes: list[str]) -> str:
    useful = [n.strip().splitlines()[0] for n in notes if n.strip()]
    return f" (PyTorch said: {'; '.join(dict.fromkeys(useful))[:500]})" if useful else ""


# -- the archive, as PyTorch's own reader sees it ------------------------------------------------------------------

class _Archive:
    """The records of a PyTorch zip archive through torch's reader (the view torch.jit.load and torch.export read)."""

    def __init__(self, data: bytes) -> None:
        self.reader = torch._C.PyTorchFileReader(io.BytesIO(data))
        self.records = set(self.reader.get_all_records())
        for name in self.records:   # the reader allocates a record's stated size (Tier 1 bounded zipfile's view)
            if self.reader.get_record_size(name) > len(data) + RECORD_SLACK:
                raise _Refused(f"its record {name} says it holds {self.reader.get_record_size(name)} bytes, more "
                               f"than the file could inflate to")

    def size(self, name: str) -> int | None:
        return self.reader.get_record_size(name) if name in self.records else None

    def read(self, name: str) -> bytes:
        if name not in self.records:
            raise _Refused(f"it has no {name}")
        return self.reader.get_record(name)

    def json(self, name: str, what: str) -> object:
        try:
            return json.loads(self.read(name).decode("utf-8"))
        except (UnicodeDecodeError, ValueError, RecursionError) as e:
            raise _Refused(f"its {what} ({name}) is not valid JSON: {e}") from None


def _itemsize(storage_type: str) -> int | None:
    """Bytes per element of a pickle's storage type ("FloatStorage"), as PyTorch's readers map it."""
    try:
        return torch.storage._get_dtype_from_pickle_storage_type(storage_type).itemsize
    except KeyError:
        return None


# -- TorchScript ---------------------------------------------------------------------------------------------------

# the pickles torch.jit.load reads, and the folder of the records their storages name
TORCHSCRIPT_PICKLES = {"data.pkl": "data", "constants.pkl": "constants"}


# records PyTorch's writer adds itself when an archive is written again
WRITER_RECORDS = frozenset((".data/version", ".data/serialization_id"))


def without_debug_info(archive: _Archive) -> bytes:
    """The TorchScript archive written again, every record read once through torch's reader, without its *.debug_pkl
    records: they map the code back to its Python source, and a source range past its text makes PyTorch read
    past it while formatting an error (a segfault, found by the mutation test). Errors then point into code/."""
    out = io.BytesIO()
    writer = torch._C.PyTorchFileWriter(out)
    for name in sorted(archive.records):
        if name.endswith("debug_pkl") or name in WRITER_RECORDS:
            continue
        data = archive.reader.get_record(name)
        writer.write_record(name, data, len(data))
    writer.write_end_of_file()
    return out.getvalue()


def check_torchscript(archive: _Archive) -> None:
    """Every storage and tensor of every pickle in the archive lies inside its record (pickle_scan)."""
    if "data.pkl" not in archive.records:
        raise _Refused("it has no data.pkl")
    for name in sorted(r for r in archive.records if r.endswith(".pkl") or r.endswith("debug_pkl")):
        folder = TORCHSCRIPT_PICKLES.get(name)

        def record_size(key: str, folder=folder) -> int | None:
            return archive.size(f"{folder}/{key}") if folder else None   # other pickles name no storage
        try:
            pickle_scan.scan(archive.read(name), pickle_scan.TORCHSCRIPT, _itemsize, record_size)
        except pickle_scan.PickleRefused as e:
            raise _Refused(f"its {name} is refused: {e}") from None


# -- torch.export ---------------------------------------------------------------------------------------------------

def _small_exponent(node: ast.AST) -> bool:
    """A constant exponent of at most EXPONENT_LIMIT: 3, -2, Integer(3), Rational(1, 2)."""
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd)):
        return _small_exponent(node.operand)
    if isinstance(node, ast.Constant):
        return type(node.value) is int and abs(node.value) <= EXPONENT_LIMIT
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("Integer", "Rational"):
        return not node.keywords and 0 < len(node.args) <= 2 and all(_small_exponent(a) for a in node.args)
    return False


def _parsed(text: str, refusal: str) -> ast.Expression:
    """text parsed as one Python expression (never run), or _Refused(refusal)."""
    try:
        return ast.parse(text, mode="eval")
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        raise _Refused(refusal) from None


def check_expression(text: object) -> None:
    """text is a sympy srepr PyTorch may hand to sympy.sympify (which evaluates it as Python): only calls of
    SYMPY_CLASSES on numbers, symbols and strings, with small constant exponents."""
    if not isinstance(text, str) or len(text) > TEXT_LIMIT:
        raise _Refused(f"the expression {str(text)[:80]!r} is not a string of at most {TEXT_LIMIT} characters")
    tree = _parsed(text, f"the expression {text[:80]!r} does not parse")

    def refuse(why: str):
        raise _Refused(f"the expression {text[:80]!r} {why}; only sympy's srepr of shape arithmetic is read")

    def walk(node: ast.AST, powers: int) -> None:
        if isinstance(node, ast.Call):
            if not isinstance(node.func, ast.Name) or node.func.id not in SYMPY_CLASSES:
                refuse(f"calls {ast.unparse(node.func)[:40]}")
            name = node.func.id
            for argument in node.keywords:   # Symbol's assumptions (positive=True), Float's precision
                value = argument.value.value if isinstance(argument.value, ast.Constant) else None
                if argument.arg is None or argument.arg.startswith("_") or not (
                        type(value) is bool or (argument.arg == "precision" and type(value) is int
                                                and 0 < value <= PRECISION_LIMIT)):
                    refuse("passes a keyword argument other than an assumption or a Float's precision")
            if name in POWERS:
                if len(node.args) != 2 or not _small_exponent(node.args[1]):
                    refuse(f"raises to an exponent that is not a constant of at most {EXPONENT_LIMIT}")
                powers += 1
                if powers > POWER_NESTING_LIMIT:
                    refuse("nests powers too deeply")
            for arg in node.args:
                walk(arg, powers)
        elif isinstance(node, ast.Name):
            if node.id not in SYMPY_CONSTANTS and not SYMBOL.fullmatch(node.id):
                refuse(f"names {node.id}")
        elif isinstance(node, ast.Constant):
            value = node.value
            if type(value) is int and abs(value) > INT64_MAX:
                refuse("holds an integer beyond int64")
            if isinstance(value, str) and not LITERAL_TEXT.fullmatch(value):
                refuse("holds a string that is neither a name nor a number")
            if not isinstance(value, (int, float, str)):
                refuse(f"holds a {type(value).__name__}")
        elif isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd)):
            walk(node.operand, powers)
        elif isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Sub, ast.Mult, ast.Div, ast.FloorDiv,
                                                                    ast.Mod, ast.Pow)):
            if isinstance(node.op, ast.Pow):   # the older infix form: the same limit as Pow(...)
                if not _small_exponent(node.right):
                    refuse(f"raises to an exponent that is not a constant of at most {EXPONENT_LIMIT}")
                powers += 1
                if powers > POWER_NESTING_LIMIT:
                    refuse("nests powers too deeply")
            walk(node.left, powers)
            walk(node.right, powers)
        else:
            refuse(f"holds {type(node).__name__}")

    try:
        walk(tree.body, 0)
    except RecursionError:
        raise _Refused(f"the expression {text[:80]!r} nests too deeply") from None


def check_guard(text: object) -> None:
    """text is guard code PyTorch pastes into a Python function (torch.export's _guards_fn): only comparisons and
    arithmetic of the inputs' sizes, as L['x'].size()[0] <= 1024."""
    if not isinstance(text, str) or len(text) > TEXT_LIMIT or not GUARD_CHARACTERS.fullmatch(text):
        raise _Refused(f"the guard {str(text)[:80]!r} holds characters guard code does not (quotes, comments, "
                       f"line breaks) or is longer than {TEXT_LIMIT}")
    tree = _parsed(text, f"the guard {text[:80]!r} is not one Python expression")

    def refuse(why: str):
        raise _Refused(f"the guard {text[:80]!r} {why}; only comparisons of input sizes are run")

    def walk(node: ast.AST) -> None:
        if isinstance(node, ast.Compare):
            walk(node.left)
            for op, right in zip(node.ops, node.comparators):
                if not isinstance(op, (ast.Eq, ast.NotEq, ast.Lt, ast.LtE, ast.Gt, ast.GtE)):
                    refuse(f"compares with {type(op).__name__}")
                walk(right)
        elif isinstance(node, ast.BoolOp):
            for value in node.values:
                walk(value)
        elif isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd, ast.Not)):
            walk(node.operand)
        elif isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Sub, ast.Mult, ast.Div, ast.FloorDiv,
                                                                    ast.Mod)):
            walk(node.left)
            walk(node.right)
        elif isinstance(node, ast.Constant):
            if isinstance(node.value, str) or (type(node.value) is int and abs(node.value) > INT64_MAX):
                refuse("holds a constant a size guard does not")
        elif isinstance(node, ast.Subscript):
            walk(node.value)
            key = node.slice
            if not (isinstance(key, ast.Constant) and (type(key.value) is int or
                                                       (isinstance(key.value, str) and KEY_TEXT.fullmatch(key.value)))):
                refuse("indexes with something other than a name or a number")
        elif isinstance(node, ast.Name):
            if node.id not in GUARD_NAMES:
                refuse(f"names {node.id}")
        elif isinstance(node, ast.Call):
            func = node.func
            if node.keywords:
                refuse("passes keyword arguments")
            if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name) and \
                    func.attr in GUARD_MODULE_FUNCTIONS.get(func.value.id, ()):
                pass
            elif isinstance(func, ast.Attribute) and func.attr in GUARD_METHODS:
                walk(func.value)
            elif not (isinstance(func, ast.Name) and func.id in GUARD_FUNCTIONS):
                refuse(f"calls {ast.unparse(func)[:40]}")
            for arg in node.args:
                walk(arg)
        else:
            refuse(f"holds {type(node).__name__}")

    try:
        walk(tree.body)
    except RecursionError:
        raise _Refused(f"the guard {text[:80]!r} nests too deeply") from None


def check_operator(target: object) -> None:
    """target (a node's operator, as torch.export names it) is an aten/prims operator, an allowed higher-order
    operator or one of the symbolic-size functions; never a Python function the deserializer would look up."""
    if not isinstance(target, str):
        raise _Refused(f"a graph node's operator is {type(target).__name__}, not a name")
    if target in GRAPH_FUNCTIONS:
        return
    parts = target.split(".")
    if len(parts) == 4 and parts[:3] == ["torch", "ops", "higher_order"]:
        if parts[3] in HIGHER_ORDER_OPERATORS:
            return
        raise _Refused(f"its graph calls the higher-order operator {target}, which is not loaded from files")
    if len(parts) != 5 or parts[:2] != ["torch", "ops"] or not all(p.isidentifier() and not p.startswith("__")
                                                                 for p in parts[2:]):
        raise _Refused(f"its graph calls {target[:120]!r}, which is not an operator (torch.ops.<namespace>.<op>."
                       f"<overload>): a Python function named by a file is not called")
    namespace, name, overload = parts[2:]
    if namespace not in OPERATOR_NAMESPACES:
        raise _Refused(f"its graph calls {target}, outside the {' and '.join(sorted(OPERATOR_NAMESPACES))} "
                       f"operators that are loaded from files")
    why = REFUSED_OPERATORS.get(name) if namespace == "aten" else None
    if namespace == "aten" and why is None and SPARSE_CONSTRUCTOR.fullmatch(name):
        why = "it builds a sparse tensor from indices PyTorch does not check"
    if why:
        raise _Refused(f"its graph calls {target}: {why}")
    try:
        found = getattr(getattr(getattr(torch.ops, namespace), name), overload)
    except (AttributeError, RuntimeError):
        raise _Refused(f"its graph calls {target}, which this PyTorch does not have") from None
    if not isinstance(found, torch._ops.OpOverload):
        raise _Refused(f"its graph calls {target}, which is not an operator overload")


def check_name(text: object, what: str) -> None:
    """A name PyTorch may paste into generated Python (a tensor, parameter, submodule or pytree key): dotted atoms
    of letters, digits and underscores, or empty (the root module)."""
    if not isinstance(text, str) or len(text) > TEXT_LIMIT or not (text == "" or NAME.fullmatch(text)):
        raise _Refused(f"its {what} {str(text)[:80]!r} is not a name (dotted letters, digits and underscores); "
                       f"PyTorch writes names into the Python code of the module it builds")


def check_treespec(text: object, what: str) -> None:
    """A pytree spec (in_spec, out_spec: JSON in a string): its type names and context keys are names."""
    try:
        spec = json.loads(text) if isinstance(text, str) else None
    except (ValueError, RecursionError):
        spec = None
    if spec is None:
        raise _Refused(f"its {what} is not a pytree spec")
    pending = [spec]
    while pending:
        value = pending.pop()
        if isinstance(value, dict):
            for key, item in value.items():
                if key == "context" and isinstance(item, str):   # JSON again: the keys of a dict node
                    try:
                        pending.append(json.loads(item))
                    except (ValueError, RecursionError):
                        raise _Refused(f"its {what} has a context that is not JSON") from None
                else:
                    pending.append(item)
        elif isinstance(value, list):
            pending.extend(value)
        elif isinstance(value, str):
            check_name(value, f"{what} entry")


# the values of these keys are text PyTorch keeps but never evaluates or writes into code
FREE_TEXT_KEYS = frozenset(("metadata", "as_string", "as_strings", "torch_version"))


def check_program_json(program: object) -> None:
    """Every expression, guard, operator, name, symbol and integer of models/model.json (see the module's doc)."""
    if not isinstance(program, dict):
        raise _Refused("its models/model.json is not an object")
    guards = program.get("guards_code", [])
    if not isinstance(guards, list):
        raise _Refused("its guards_code is not a list")
    for guard in guards:
        check_guard(guard)
    ranges = program.get("range_constraints", {})
    if not isinstance(ranges, dict) or not all(SYMBOL.fullmatch(k) for k in ranges):
        raise _Refused("its range_constraints name symbols PyTorch does not write (letters, then up to 6 digits)")
    pending: list[tuple[object, str]] = [(v, k) for k, v in program.items() if k != "guards_code"]
    while pending:   # every value of the document with the key it is under, without recursion
        value, key = pending.pop()
        if key in FREE_TEXT_KEYS:
            continue
        if isinstance(value, dict):
            if "target" in value and "inputs" in value and "outputs" in value:   # a graph node
                check_operator(value["target"])
            for k, v in value.items():
                check_name(k, "key")
                if k == "expr_str":
                    check_expression(v)
                elif k == "as_operator":
                    check_operator(v)
                elif k in ("in_spec", "out_spec"):
                    check_treespec(v, k)
                elif k == "forward_arg_names":
                    if not isinstance(v, list) or not all(isinstance(n, str) and n.isidentifier() and
                                                          not keyword.iskeyword(n) for n in v):
                        raise _Refused("its forward_arg_names are not all Python identifiers; PyTorch writes them "
                                       "into the signature of the module it builds")
                elif k != "target":
                    pending.append((v, k))
        elif isinstance(value, list):
            pending.extend((v, key) for v in value)
        elif isinstance(value, str):
            check_name(value, key)
        elif type(value) is int and abs(value) > INT64_MAX:
            raise _Refused(f"its models/model.json holds the integer {str(value)[:40]}, beyond int64")


def _ints(values: object, what: str) -> tuple[int, ...]:
    """[{"as_int": 3}, ...] as (3, ...)."""
    if not isinstance(values, list) or not all(isinstance(v, dict) and type(v.get("as_int")) is int for v in values):
        raise _Refused(f"{what} is not a list of integers")
    return tuple(v["as_int"] for v in values)


def _tensor_part(meta: object, what: str) -> tuple[torch.dtype, tuple[int, ...], tuple[int, ...], int, bool,
                                                   torch.device]:
    """A payload's tensor_meta: dtype, size, stride, offset, requires_grad, device."""
    from torch._export.serde.serialize import _SERIALIZE_TO_TORCH_DTYPE, _SERIALIZE_TO_TORCH_LAYOUT
    if not isinstance(meta, dict):
        raise _Refused(f"{what} has no tensor_meta")
    dtype = _SERIALIZE_TO_TORCH_DTYPE.get(meta.get("dtype"))
    if dtype is None:
        raise _Refused(f"{what} has the unknown dtype {meta.get('dtype')!r}")
    if _SERIALIZE_TO_TORCH_LAYOUT.get(meta.get("layout")) is not torch.strided:
        raise _Refused(f"{what} is not a strided (dense) tensor")
    offset = meta.get("storage_offset")
    offset = _ints([offset], f"{what}'s storage offset")[0]
    device = meta.get("device")
    if not (isinstance(device, dict) and isinstance(device.get("type"), str)
            and (device.get("index") is None or type(device.get("index")) is int)):
        raise _Refused(f"{what} has no valid device")
    try:
        where = torch.device(device["type"], device["index"]) if device.get("index") is not None \
            else torch.device(device["type"])
    except (RuntimeError, ValueError):
        raise _Refused(f"{what} names the unknown device {device['type']!r}") from None
    return (dtype, _ints(meta.get("sizes"), f"{what}'s sizes"), _ints(meta.get("strides"), f"{what}'s strides"),
            offset, bool(meta.get("requires_grad")), where)


def _payloads(archive: _Archive, config_name: str, folder: str, kind: str) -> dict[str, torch.Tensor]:
    """The weights (kind "weight") or constants of a .pt2 file: each refused if pickled, and checked to lie inside
    its record before it is read; the tensors as torch.export.load makes them."""
    from torch.export.pt2_archive import constants as pt2
    config = archive.json(config_name, f"{kind}s' table")
    entries = config.get("config") if isinstance(config, dict) else None
    if not isinstance(entries, dict):
        raise _Refused(f"its {config_name} has no config table")
    flat: dict[str, torch.Tensor] = {}
    claims: dict[str, tuple[torch.dtype, int]] = {}
    out: dict[str, torch.Tensor] = {}
    for fqn, entry in entries.items():
        path_name = entry.get("path_name") if isinstance(entry, dict) else None
        if not isinstance(path_name, str) or "/" in path_name or path_name in ("", ".", ".."):
            raise _Refused(f"its {kind} {fqn!r} names no record of {folder}")
        record = folder + path_name
        what = f"its {kind} {fqn!r} ({record})"
        if kind == "constant" and path_name.startswith(pt2.CUSTOM_OBJ_FILENAME_PREFIX):
            raise _Refused(f"{what} is a TorchBind object, which is unpickled (running its class's code)")
        if kind == "constant" and path_name.startswith(pt2.OPAQUE_OBJ_FILENAME_PREFIX):
            raise _Refused(f"{what} is a pickled Python object: unpickling runs code")
        if entry.get("use_pickle") is not False:
            raise _Refused(f"{what} is pickled (use_pickle) rather than stored as raw bytes: unpickling runs code")
        if kind == "constant" and not path_name.startswith(pt2.TENSOR_CONSTANT_FILENAME_PREFIX):
            raise _Refused(f"{what} is not a tensor constant")
        dtype, size, stride, offset, requires_grad, device = _tensor_part(entry.get("tensor_meta"), what)
        nbytes = archive.size(record)
        if nbytes is None:
            raise _Refused(f"{what} has no record in the archive")
        if nbytes % dtype.itemsize:
            raise _Refused(f"{what} holds {nbytes} bytes, not a whole number of {dtype} elements")
        numel = nbytes // dtype.itemsize
        if claims.setdefault(path_name, (dtype, numel)) != (dtype, numel):
            raise _Refused(f"{what} reads its record as {dtype}, another entry as {claims[path_name][0]}")
        problem = pickle_scan.view_problem(offset, size, stride, numel)
        if problem:
            raise _Refused(f"{what}: the tensor of size {list(size)}, stride {list(stride)}, offset {offset} "
                           f"{problem} ({nbytes} bytes)")
        if path_name not in flat:
            if numel:
                raw = archive.reader.get_storage_from_record(record, numel, dtype)
                tensor = torch.empty(0, dtype=dtype)
                tensor.set_(raw.untyped_storage(), 0, (numel,), (1,))
            else:
                tensor = torch.empty(0, dtype=dtype)
            if requires_grad:
                tensor.requires_grad_(True)
            flat[path_name] = tensor if device == torch.device("cpu") else tensor.to(device)
        view = torch.as_strided(flat[path_name], size, stride, offset)
        out[fqn] = torch.nn.Parameter(view, requires_grad=requires_grad) if entry.get("is_param") else view
    return out


def _sample_inputs(archive: _Archive, name: str) -> tuple:
    """The sample inputs (a torch.save archive inside the .pt2 file): scanned first (plain tensors inside their
    records, nothing else named), then read with torch.load(weights_only=True), PyTorch's restricted unpickler.
    The program keeps them, as torch.export.load's does: its input guards are made from them."""
    try:
        inner = _Archive(archive.read(name))
        pickle_scan.scan(inner.read("data.pkl"), pickle_scan.TORCH_SAVE, _itemsize,
                         lambda key: inner.size(f"data/{key}"))
        # weights_only given explicitly: TORCH_FORCE_NO_WEIGHTS_ONLY_LOAD overrides only an unset argument
        inputs = torch.load(io.BytesIO(archive.read(name)), weights_only=True, map_location="cpu")
    except pickle_scan.PickleRefused as e:
        raise _Refused(f"its sample inputs ({name}) are not plain tensors: {e}") from None
    except _Refused as e:
        raise _Refused(f"its sample inputs ({name}) are not a torch.save archive: {e}") from None
    except (RuntimeError, ValueError, pickle.UnpicklingError) as e:
        raise _Refused(f"its sample inputs ({name}) do not load: {_summary(e)}") from None
    if not (isinstance(inputs, tuple) and len(inputs) == 2 and isinstance(inputs[0], tuple)
            and isinstance(inputs[1], dict)):
        raise _Refused(f"its sample inputs ({name}) are not (args, kwargs)")
    return inputs


def check_and_load_export(archive: _Archive):
    """The torch.export program "model" of the archive, as torch.export.load(path).module() makes it, without any
    unpickler; _Refused for any part that could run code or read out of bounds (see the module's doc)."""
    from torch._export.serde import schema
    from torch._export.serde.serialize import ExportedProgramDeserializer, _dict_to_dataclass
    from torch.export.pt2_archive import constants as pt2
    if archive.read(pt2.ARCHIVE_FORMAT_PATH).decode("utf-8", "replace") != pt2.ARCHIVE_FORMAT_VALUE:
        raise _Refused(f"its {pt2.ARCHIVE_FORMAT_PATH} is not {pt2.ARCHIVE_FORMAT_VALUE!r}")
    version = archive.read(pt2.ARCHIVE_VERSION_PATH).decode("utf-8", "replace")
    if version != pt2.ARCHIVE_VERSION_VALUE:
        raise _Refused(f"its archive version is {version[:20]!r}; this PyTorch reads {pt2.ARCHIVE_VERSION_VALUE!r}")
    for legacy in (f"{pt2.WEIGHTS_DIR}model.pt", f"{pt2.CONSTANTS_DIR}model.pt"):
        if legacy in archive.records:
            raise _Refused(f"its {legacy} is a pickle (the format before PyTorch 2.7): unpickling runs code; "
                           f"export the program again with this PyTorch")
    model = pt2.MODELS_FILENAME_FORMAT.format("model")
    program = archive.json(model, "program")
    check_program_json(program)
    state_dict = _payloads(archive, pt2.WEIGHTS_CONFIG_FILENAME_FORMAT.format("model"), pt2.WEIGHTS_DIR, "weight")
    constants = _payloads(archive, pt2.CONSTANTS_CONFIG_FILENAME_FORMAT.format("model"), pt2.CONSTANTS_DIR,
                          "constant")
    sample_inputs = pt2.SAMPLE_INPUTS_FILENAME_FORMAT.format("model")
    example_inputs = _sample_inputs(archive, sample_inputs) if sample_inputs in archive.records else None
    serialized = _dict_to_dataclass(schema.ExportedProgram, program)
    # dicts and tuples pass deserialize_torch_artifact untouched: its torch.load(weights_only=False) is not reached
    exported = ExportedProgramDeserializer().deserialize(serialized, state_dict, constants, example_inputs)
    return exported.module()


# -- the entry point -----------------------------------------------------------------------------------------------

def load(path: str, data: bytes, format: str, trusted: bool):
    """The program of format `format` in the file at path, whose bytes are data (read once, so that what is checked
    is what is loaded); InvalidArgumentError naming the file and the part for anything refused or malformed."""
    if format in RUNS_CODE and not trusted:
        raise InvalidArgumentError(f"{path!r} is {MODEL_FORMATS[format]}; {RUNS_CODE[format]}, so it is loaded only "
                                   f"when the caller trusts the file: {HOW_TO_TRUST}")
    notes: list[str] = []
    try:
        with _captured(notes):
            if format == "aoti":
                program = torch._inductor.aoti_load_package(path)
                return program, program.get_metadata()["AOTI_DEVICE_KEY"]   # as torch's loader reads it
            archive = _Archive(data)
            if format == "export":
                return check_and_load_export(archive), None
            cleaned = without_debug_info(archive)
            check_torchscript(_Archive(cleaned))   # the bytes that are checked are the bytes that are loaded
            return torch.jit.load(io.BytesIO(cleaned)), None
    except _Refused as e:
        raise InvalidArgumentError(f"{path!r} is refused: {e}") from None
    except MemoryError:
        raise
    except Exception as e:   # malformed input PyTorch's readers found
        raise InvalidArgumentError(f"{path!r} is not a valid {MODEL_FORMATS[format].split(' ', 1)[1]}: PyTorch says "
                                   f"{_summary(e)}{_notes_text(notes)}") from None
