"""st.save and st.load in the safetensors format (the contract's rt_torch_safetensors_*).

What a safetensors file holds faithfully is stored: tensors, and numbers, strings, bools and None in lists, tuples
and dicts (keys of those kinds too) around them; so a Module's state_dict and an optimizer's state_dict (its nested
"state" and "param_groups") round-trip. A flat dict of tensors by text key is written as a plain safetensors file
(the names are the keys: `safetensors.torch.load_file` reads it as the same dict); anything else gets its tensors
under path-like names ("state.0.exp_avg") and its structure as JSON in the metadata key STRUCTURE.

Any other object (a whole Module, as torch.save(model, f) stores it) keeps its tensors in the file too, and its
skeleton, pickled with each tensor replaced by a reference to its name, in the metadata key PICKLED. Unpickling runs
whatever code the skeleton names, so st.load reads it only as PyTorch 2.6+'s torch.load does: with weights_only=True
(the default) through a restricted unpickler that builds sets, OrderedDicts and the classes and functions the caller
allow-listed (add_safe_globals, safe_globals: a process-wide set, as PyTorch's) and refuses any other global with
pickle.UnpicklingError, naming it and both ways to accept it; weights_only=False, the caller's statement that they
trust the file, unpickles it in full. See docs/loading-files-safely.md.

A loaded structure is checked whole before anything is built from it: each node one of the forms _encode writes,
dict keys plain values and none twice, nesting at most MAX_DEPTH deep, every tensor of the file named once and
only those. Anything else is an InvalidArgumentError naming the file and where in the structure it went wrong.
"""

from __future__ import annotations

import base64
import binascii
import collections
import io
import json
import os
import pickle
import reprlib
import tempfile
from typing import Any, Callable, Iterable, Union

from . import calls
from .devices import device
from .errors import InvalidArgumentError
from .nn.parameter import Parameter
from .tensor import Tensor

__all__ = ["save", "load", "add_safe_globals", "get_safe_globals", "clear_safe_globals", "safe_globals"]

STRUCTURE = "simple_torch.structure"   # the metadata key holding a nested object's layout
PICKLED = "simple_torch.pickle"   # the metadata key holding any other object's pickled skeleton (base64)
# the tensors a pickled skeleton refers to, by kind (subclasses of these are pickled by value with the skeleton)
_STORED_KINDS = {Tensor: "tensor", Parameter: "parameter"}
_KIND_CLASSES = {"tensor": Tensor, "parameter": Parameter}
# what the restricted unpickler builds without an allow-list: containers with no code of their own (PyTorch's
# weights-only unpickler allows these too); protocol 2 names builtins "__builtin__"
_ALWAYS_SAFE = {("builtins", "set"): set, ("__builtin__", "set"): set, ("builtins", "frozenset"): frozenset,
                ("__builtin__", "frozenset"): frozenset, ("collections", "OrderedDict"): collections.OrderedDict}
_ATOMS = (bool, int, float, str, type(None))
MAX_DEPTH = 100   # lists, tuples and dicts inside each other (a module's or optimizer's state_dict: 3 or 4)
MAX_SHOWN_STEPS = 8   # an error message shows at most this many steps of the way to a bad node


class _NeedsPickle(Exception):
    """The object holds more than tensors and plain values in lists, tuples and dicts."""


def _refuse(obj: Any, where: str) -> _NeedsPickle:
    return _NeedsPickle(f"{where or 'the object'}, a {type(obj).__name__}")


def _encode(obj: Any, path: str, tensors: dict[str, Tensor], depth: int = 0) -> Any:
    """obj as JSON, its tensors replaced by {"tensor": name} and added to tensors."""
    if isinstance(obj, Tensor):
        name = path or "tensor"
        while name in tensors:
            name += "_"
        tensors[name] = obj
        return {"tensor": name}
    if isinstance(obj, _ATOMS):
        return obj
    if isinstance(obj, (list, tuple, dict)) and depth == MAX_DEPTH:
        raise InvalidArgumentError(f"st.save cannot store {path or 'the object'}: lists, tuples and dicts nest in it "
                                   f"deeper than {MAX_DEPTH} (or it holds itself)")
    if isinstance(obj, (list, tuple)):
        items = [_encode(v, f"{path}.{i}" if path else str(i), tensors, depth + 1) for i, v in enumerate(obj)]
        return {"tuple" if isinstance(obj, tuple) else "list": items}
    if isinstance(obj, dict):
        pairs = []
        for key, value in obj.items():
            if not isinstance(key, _ATOMS):
                raise _refuse(key, f"the key of {path or 'the dict'}")
            pairs.append([key, _encode(value, f"{path}.{key}" if path else str(key), tensors, depth + 1)])
        return {"dict": pairs}
    raise _refuse(obj, path)


class _BadStructure(Exception):
    """A STRUCTURE that _encode cannot have written; args: why, and the steps (list indices, dict keys) to it."""


def _decode(node: Any, tensors: dict[str, Tensor], unused: set[str], trail: list, depth: int) -> Any:
    """The object a JSON node of a STRUCTURE stands for, checked; each tensor named is taken out of unused."""
    if type(node) in _ATOMS:
        return node
    if type(node) is not dict or len(node) != 1:
        shown = f"an object of {len(node)} keys" if type(node) is dict else f"a JSON {_json_kind(node)}"
        raise _BadStructure(f"a node is {shown}, not a value or an object of one key", trail)
    (kind, value), = node.items()
    if kind == "tensor":
        if type(value) is not str or value not in tensors:
            raise _BadStructure(f"it names the tensor {_shown(value)}, which the file does not hold", trail)
        if value not in unused:
            raise _BadStructure(f"it names the tensor {_shown(value)} twice", trail)
        unused.remove(value)
        return tensors[value]
    if kind not in ("list", "tuple", "dict"):
        raise _BadStructure(f"a node is of the unknown kind {_shown(kind)}", trail)
    if type(value) is not list:
        raise _BadStructure(f"a {kind} holds a JSON {_json_kind(value)}, not an array", trail)
    if depth == MAX_DEPTH:
        raise _BadStructure(f"lists, tuples and dicts nest deeper than {MAX_DEPTH}", trail)
    if kind != "dict":
        items = []
        for i, item in enumerate(value):
            trail.append(i)
            items.append(_decode(item, tensors, unused, trail, depth + 1))
            trail.pop()
        return tuple(items) if kind == "tuple" else items
    out = {}
    for pair in value:
        if type(pair) is not list or len(pair) != 2 or type(pair[0]) not in _ATOMS:
            raise _BadStructure(f"a dict holds {_shown(pair)}, not a [key, value] pair with a plain key", trail)
        key, item = pair
        if key in out:
            raise _BadStructure(f"a dict holds the key {_shown(key)} twice", trail)
        trail.append(key)
        out[key] = _decode(item, tensors, unused, trail, depth + 1)
        trail.pop()
    return out


_SHORT = reprlib.Repr()   # crafted values can be huge: messages show them cut short
_SHORT.maxlevel, _SHORT.maxstring, _SHORT.maxother, _SHORT.maxlist, _SHORT.maxdict = 2, 60, 60, 4, 4


def _shown(value: Any) -> str:
    return _SHORT.repr(value)


def _json_kind(value: Any) -> str:
    return {dict: "object", list: "array", str: "string", bool: "boolean", type(None): "null"}.get(type(value),
                                                                                                  "number")


def _rebuilt(path: str, structure: str, tensors: dict[str, Tensor]) -> Any:
    """The object whose STRUCTURE metadata is structure, around tensors, or a clear error."""
    where = f"st.load: {path!r}: its {STRUCTURE!r} metadata is not a structure st.save writes"
    try:
        node = json.loads(structure)
    except RecursionError:
        raise InvalidArgumentError(f"{where}: it nests too deeply to be read") from None
    except ValueError as why:   # JSONDecodeError, or an integer of too many digits
        raise InvalidArgumentError(f"{where}: it is not JSON ({str(why)[:120]})") from None
    unused = set(tensors)
    try:
        out = _decode(node, tensors, unused, [], 0)
    except _BadStructure as bad:
        why, trail = bad.args
        at = "".join(f"[{_shown(step)}]" for step in trail[:MAX_SHOWN_STEPS])
        at += "..." if len(trail) > MAX_SHOWN_STEPS else ""
        raise InvalidArgumentError(f"{where}: {why}{f' (at {at})' if at else ''}") from None
    if unused:
        raise InvalidArgumentError(f"{where}: it leaves out the file's tensor {_shown(min(unused))}"
                                   f"{f' and {len(unused) - 1} more' if len(unused) > 1 else ''}")
    return out


def _is_flat(obj: Any) -> bool:
    return isinstance(obj, dict) and all(isinstance(k, str) and isinstance(v, Tensor) for k, v in obj.items())


class _SkeletonPickler(pickle.Pickler):
    """Pickles an object with each dense Tensor and Parameter (not a subclass of theirs) replaced by a reference:
    the tensor goes into tensors under a name of its own; one tensor met twice (tied weights) is stored once."""

    def __init__(self, file: io.BytesIO, protocol: int, tensors: dict[str, Tensor]) -> None:
        super().__init__(file, protocol)
        self.tensors, self.names = tensors, {}

    def persistent_id(self, obj: Any) -> Any:
        if type(obj) not in _STORED_KINDS or obj.is_sparse:
            return None
        if id(obj) not in self.names:
            self.names[id(obj)] = name = f"tensor.{len(self.tensors)}"
            self.tensors[name] = obj.detach()
        return (self.names[id(obj)], _STORED_KINDS[type(obj)], obj.requires_grad)


def _skeleton(obj: Any, protocol: int, tensors: dict[str, Tensor]) -> str:
    buffer = io.BytesIO()
    _SkeletonPickler(buffer, protocol, tensors).dump(obj)
    return base64.b64encode(buffer.getvalue()).decode("ascii")


def _write(obj: Any, path: str, protocol: int) -> None:
    tensors: dict[str, Tensor] = {}
    metadata: dict[str, str] = {}
    if _is_flat(obj):
        tensors = dict(obj)
    else:
        try:
            metadata[STRUCTURE] = json.dumps(_encode(obj, "", tensors), allow_nan=True)
        except _NeedsPickle:   # more than tensors and plain values: the pickled skeleton instead
            tensors = {}
            metadata = {PICKLED: _skeleton(obj, protocol, tensors)}
    file = calls.safetensors_new()
    try:
        for name, t in tensors.items():
            calls.safetensors_set(file, name, t)
        for key, value in metadata.items():
            calls.safetensors_set_metadata(file, key, value)
        calls.safetensors_save(file, path)
    finally:
        calls.safetensors_free(file)


def save(obj: Any, f, pickle_module: Any = None, pickle_protocol: int = 2,
         _use_new_zipfile_serialization: bool = True) -> None:
    """Save obj to the path or writable binary file f, in the safetensors format: tensors, a state_dict, nested
    lists, tuples and dicts with numbers and text as data only; any other object (a whole Module) as its tensors
    and its pickled skeleton (pickle_protocol), which st.load reads back as torch.load does. pickle_module must stay
    None (the skeleton is pickled with Python's pickle)."""
    if pickle_module is not None:
        raise TypeError("st.save pickles what it must with Python's pickle: pickle_module must be None")
    if isinstance(f, (str, os.PathLike)):
        _write(obj, os.fspath(f), pickle_protocol)
        return
    if not callable(getattr(f, "write", None)):
        raise TypeError(f"f must be a path or a writable binary file, got {type(f).__name__}")
    with tempfile.TemporaryDirectory() as folder:   # a file object: written through a file of our own
        path = os.path.join(folder, "saved.safetensors")
        _write(obj, path, pickle_protocol)
        with open(path, "rb") as saved:
            f.write(saved.read())


class _SkeletonUnpickler(pickle.Unpickler):
    """Unpickles a PICKLED skeleton, each tensor reference answered by the file's tensor of that name (as a
    Parameter where one was saved). Restricted (weights_only): only _ALWAYS_SAFE and the allow-list's globals are
    built, looked up in those lists (nothing is imported); any other global is an UnpicklingError."""

    def __init__(self, data: bytes, path: str, tensors: dict[str, Tensor], restricted: bool) -> None:
        super().__init__(io.BytesIO(data))
        self.path, self.tensors, self.restricted, self.loaded = path, tensors, restricted, {}
        self.allowed = {**_ALWAYS_SAFE, **_allowed_by_name()} if restricted else {}

    def find_class(self, module: str, name: str) -> Any:
        if not self.restricted:
            return super().find_class(module, name)
        if (module, name) not in self.allowed:
            raise pickle.UnpicklingError(
                f"st.load: {self.path!r} holds a pickled object that names the global {module}.{name}, which "
                f"weights_only=True (the default) does not build: unpickling can run any code the file names. If "
                f"you trust the class or function, allow it with st.serialization.add_safe_globals([...]) or "
                f"`with st.serialization.safe_globals([...]):`; if you trust the whole file, load it with "
                f"weights_only=False; or save and load the model's state_dict() instead")
        return self.allowed[(module, name)]

    def persistent_load(self, pid: Any) -> Tensor:
        if type(pid) is not tuple or len(pid) != 3 or pid[0] not in self.tensors or pid[1] not in _KIND_CLASSES:
            raise InvalidArgumentError(f"st.load: {self.path!r}: its pickled skeleton refers to the tensor "
                                       f"{_shown(pid)}, which the file does not hold")
        name, kind, requires_grad = pid
        if name not in self.loaded:
            t = self.tensors[name]
            self.loaded[name] = _KIND_CLASSES[kind](t, bool(requires_grad)) if kind == "parameter" \
                else t.requires_grad_(bool(requires_grad))
        return self.loaded[name]


def _allowed_by_name() -> dict[tuple[str, str], Any]:
    """The allow-list by the (module, name) pickle writes for each entry (its own, or the name given with it)."""
    allowed = {}
    for entry in _safe_globals:
        if isinstance(entry, tuple):
            target, full_name = entry
            module, _, name = full_name.rpartition(".")
        else:
            target, module, name = entry, getattr(entry, "__module__", ""), getattr(entry, "__qualname__", "")
        allowed[(module, name)] = target
    return allowed


def _unpickled(path: str, skeleton: str, tensors: dict[str, Tensor], weights_only: bool) -> Any:
    try:
        data = base64.b64decode(skeleton, validate=True)
    except (binascii.Error, ValueError):
        raise InvalidArgumentError(f"st.load: {path!r}: its {PICKLED!r} metadata is not base64") from None
    return _SkeletonUnpickler(data, path, tensors, restricted=weights_only).load()


def _read(path: str, weights_only: bool) -> Any:
    file = calls.safetensors_load(path)
    try:
        names = [calls.safetensors_name(file, i) for i in range(calls.safetensors_count(file))]
        tensors = {name: calls.safetensors_get(file, name) for name in names}
        keys = [calls.safetensors_metadata_key(file, i) for i in range(calls.safetensors_metadata_count(file))]
        found = {key: calls.safetensors_metadata_value(file, key) for key in (STRUCTURE, PICKLED) if key in keys}
    finally:
        calls.safetensors_free(file)
    if len(found) == 2:
        raise InvalidArgumentError(f"st.load: {path!r} holds both a {STRUCTURE!r} and a {PICKLED!r} metadata entry; "
                                   f"st.save writes one at most")
    if PICKLED in found:
        return _unpickled(path, found[PICKLED], tensors, weights_only)
    return _rebuilt(path, found[STRUCTURE], tensors) if STRUCTURE in found else tensors


def load(f, map_location: Any = None, pickle_module: Any = None, *, weights_only: bool | None = None,
         mmap: bool | None = None, **pickle_load_args: Any) -> Any:
    """What save stored, from a path or readable binary file: a safetensors file (any writer's: a plain one
    gives its dict of tensors by name). A whole object's pickled skeleton is read as PyTorch 2.6+ reads a pickle:
    weights_only=True (None: the default, True) builds only sets, OrderedDicts and the allow-listed globals;
    weights_only=False unpickles it in full, running any code it names: only for files you trust. torch.save's own
    pickles (.pt/.pth) are refused either way. map_location: None or a device the tensors are moved to."""
    if pickle_module is not None or pickle_load_args:
        raise TypeError("st.load unpickles with Python's pickle: pickle_module and pickle load arguments are not "
                        "taken")
    if map_location is not None and not isinstance(map_location, (str, int, device)):
        raise TypeError(f"map_location must be None or a device, got {type(map_location).__name__}")
    restricted = weights_only is not False
    if isinstance(f, (str, os.PathLike)):
        out = _read(os.fspath(f), restricted)
    elif not callable(getattr(f, "read", None)):
        raise TypeError(f"f must be a path or a readable binary file, got {type(f).__name__}")
    else:
        data = f.read()
        with tempfile.TemporaryDirectory() as folder:
            path = os.path.join(folder, "loaded.safetensors")
            with open(path, "wb") as copy:
                copy.write(data)
            out = _read(path, restricted)
    return out if map_location is None else _moved(out, map_location)


def _moved(obj: Any, device: Any) -> Any:
    if isinstance(obj, Tensor):
        return obj.to(device)
    if isinstance(obj, dict):
        return {k: _moved(v, device) for k, v in obj.items()}
    if isinstance(obj, (list, tuple)):
        return type(obj)(_moved(v, device) for v in obj)
    if callable(getattr(obj, "to", None)) and hasattr(obj, "state_dict"):   # a whole Module: moved in place
        return obj.to(device)
    return obj



# -- torch.serialization's allow-list of globals ------------------------------------------------------------------
# PyTorch's weights-only unpickler builds the classes and functions listed here besides its own; so does st.load's
# (_SkeletonUnpickler) for the pickled skeleton of a whole object.

SafeGlobal = Union[Callable[..., Any], tuple[Callable[..., Any], str]]   # a class or function, or (it, "module.name")
_safe_globals: set[SafeGlobal] = set()


def add_safe_globals(safe_globals: Iterable[SafeGlobal]) -> None:
    """Add classes and functions (or (object, "module.name") pairs) to the allow-list."""
    global _safe_globals
    _safe_globals = _safe_globals.union(set(safe_globals))


def get_safe_globals() -> list[SafeGlobal]:
    """The allow-list's entries, in no particular order (a set, as PyTorch's)."""
    return list(_safe_globals)


def clear_safe_globals() -> None:
    global _safe_globals
    _safe_globals = set()


class safe_globals:  # noqa: N801 - PyTorch's name for the context manager
    """`with safe_globals([...]):` adds the entries for the block and removes them after it (also those that were
    listed before it, as PyTorch's does)."""

    def __init__(self, safe_globals: Iterable[SafeGlobal]) -> None:
        self.safe_globals = safe_globals

    def __enter__(self) -> None:
        add_safe_globals(self.safe_globals)

    def __exit__(self, *exc: Any) -> None:
        global _safe_globals
        _safe_globals = _safe_globals - set(self.safe_globals)
