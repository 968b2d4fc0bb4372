"""Reading the pickles inside model files without running them, to check their tensors before PyTorch reads them.

A TorchScript archive (data.pkl, constants.pkl) and a torch.save archive (the sample inputs of a .pt2 file) name
their tensors in a pickle: a persistent id ('storage', <dtype>Storage, key, location, numel) claims numel elements
of the record `key`, and a call of torch._utils._rebuild_tensor_v2(storage, offset, size, stride, ...) views them.
PyTorch's TorchScript reader trusts both claims: a storage longer than its record reads past it, and a view past
its storage reads past that. `scan` walks the pickle's opcodes (pickletools parses them; nothing is called, no
object is built) as a small stack machine that only records those calls, and refuses:

- a storage that claims more bytes than its record holds, or a record that is missing;
- a tensor whose offset + extent (size, stride) passes its storage, negative sizes, strides or offsets, or more
  elements than an int64 counts;
- any global the format does not use: only the handful of names PyTorch's own readers accept (TorchScript: its
  tensor, list and type-tag helpers and the archive's own classes under __torch__; torch.save: tensors, parameters
  and OrderedDicts, as the weights-only unpickler), so a pickle naming os.system or a sparse tensor (built without
  checking its indices) is refused;
- opcodes these formats never write (protocol 0/1 instances, extension codes, out-of-band buffers).

The checks take the sizes from the caller (item sizes by storage name, record sizes by key), so this module
needs no torch.
"""

from __future__ import annotations

import pickletools
from collections.abc import Callable
from dataclasses import dataclass, field

INT64_MAX = 2**63 - 1

TORCHSCRIPT = "torchscript"   # data.pkl / constants.pkl of torch.jit.save
TORCH_SAVE = "torch.save"     # a torch.save archive's data.pkl, read as the weights-only unpickler does

REBUILD_TENSOR = ("torch._utils", "_rebuild_tensor_v2")
REBUILD_QTENSOR = ("torch._utils", "_rebuild_qtensor")
REBUILD_PARAMETER = ("torch._utils", "_rebuild_parameter")
ORDERED_DICT = ("collections", "OrderedDict")
TORCHSCRIPT_LISTS = frozenset(("build_intlist", "build_tensorlist", "build_doublelist", "build_boollist",
                               "restore_type_tag"))
TORCHSCRIPT_CLASSES = "__torch__"   # TorchScript puts the archive's own classes under this module

# what each refused global is, for the message
REFUSED_MEANING = {
    ("torch._utils", "_rebuild_sparse_tensor"): "a sparse tensor, which PyTorch builds without checking its indices",
    ("torch._tensor", "_rebuild_from_type_v2"): "a tensor subclass, which torch.jit.save does not write",
    ("torch.distributed.rpc", "rref"): "a remote reference (torch.distributed.rpc)",
}


class PickleRefused(ValueError):
    """The pickle holds something the format does not, or a tensor that reads outside its record."""


@dataclass(frozen=True)
class Global:
    module: str
    name: str

    def __str__(self) -> str:
        return f"{self.module}.{self.name}"


@dataclass(frozen=True)
class Storage:
    """A persistent id's claim: numel elements of `type_name` (e.g. "FloatStorage") in record `key`."""
    type_name: str
    key: str
    numel: int
    itemsize: int


@dataclass(frozen=True)
class TensorView:
    storage: Storage
    offset: int
    size: tuple[int, ...]
    stride: tuple[int, ...]


class _Opaque:
    """Any value the scan does not need to know (objects of the archive's classes, devices, type tags)."""


@dataclass
class Scan:
    storages: list[Storage] = field(default_factory=list)
    tensors: list[TensorView] = field(default_factory=list)


def _int_tuple(value: object, what: str) -> tuple[int, ...]:
    if not isinstance(value, tuple) or not all(type(v) is int for v in value):
        raise PickleRefused(f"{what} is not a tuple of integers")
    return value


def view_problem(offset: int, size: tuple[int, ...], stride: tuple[int, ...], numel: int) -> str | None:
    """Why a view (offset, size, stride) does not lie inside numel elements, or None when it does."""
    if len(size) != len(stride):
        return f"has {len(size)} sizes but {len(stride)} strides"
    if offset < 0 or any(s < 0 for s in size) or any(s < 0 for s in stride):
        return "has a negative size, stride or offset"
    count = 1
    for s in size:
        count *= s
    if count > INT64_MAX:
        return f"has {count} elements, more than an int64 counts"
    if count:   # an empty tensor reads nothing, wherever it starts
        end = offset + sum((s - 1) * st for s, st in zip(size, stride)) + 1
        if end > numel:
            return f"reaches element {end} but its storage holds {numel}"
    return None


def _view(storage: object, offset: object, size: object, stride: object) -> TensorView:
    """A tensor over storage, checked to lie inside it."""
    if not isinstance(storage, Storage):
        raise PickleRefused("a tensor is rebuilt from something that is not a storage")
    size, stride = _int_tuple(size, "a tensor's size"), _int_tuple(stride, "a tensor's stride")
    if type(offset) is not int:
        raise PickleRefused("a tensor's storage offset is not an integer")
    problem = view_problem(offset, size, stride, storage.numel)
    if problem:
        raise PickleRefused(f"the tensor of size {list(size)}, stride {list(stride)}, offset {offset} over storage "
                            f"{storage.key!r} {problem} ({storage.numel * storage.itemsize} bytes)")
    return TensorView(storage, offset, size, stride)


class _Machine:
    def __init__(self, dialect: str, itemsize: Callable[[str], int | None],
                 record_size: Callable[[str], int | None]) -> None:
        self.dialect, self.itemsize, self.record_size = dialect, itemsize, record_size
        self.scan = Scan()
        self.claims: dict[str, Storage] = {}

    def global_(self, module: str, name: str) -> Global:
        g = Global(module, name)
        key = (module, name)
        if key in REFUSED_MEANING:
            raise PickleRefused(f"it names {g}: {REFUSED_MEANING[key]}")
        if self.dialect == TORCHSCRIPT:
            allowed = (key in (REBUILD_TENSOR, REBUILD_QTENSOR, ORDERED_DICT, ("torch", "device"),
                               ("builtins", "complex"))
                       or (module == "torch.jit._pickle" and name in TORCHSCRIPT_LISTS)
                       or (module == "torch" and (name.endswith("Storage") or name.startswith("per_")))
                       or module == TORCHSCRIPT_CLASSES or module.startswith(TORCHSCRIPT_CLASSES + "."))
        else:
            allowed = (key in (REBUILD_TENSOR, REBUILD_PARAMETER, ORDERED_DICT)
                       or (module == "torch" and name.endswith("Storage")))
        if not allowed:
            raise PickleRefused(f"it names the global {g}, which a {self.dialect} file does not use "
                                f"(loading it would call that)")
        return g

    def persistent(self, pid: object) -> Storage:
        if not (isinstance(pid, tuple) and len(pid) == 5 and pid[0] == "storage" and isinstance(pid[1], Global)
                and isinstance(pid[2], str) and isinstance(pid[3], str) and type(pid[4]) is int):
            raise PickleRefused("a persistent id is not ('storage', <type>Storage, key, location, numel)")
        _, kind, key, _, numel = pid
        itemsize = self.itemsize(kind.name) if kind.module == "torch" else None
        if itemsize is None:
            raise PickleRefused(f"storage {key!r} has the unknown type {kind}")
        if numel < 0:
            raise PickleRefused(f"storage {key!r} claims {numel} elements")
        storage = Storage(kind.name, key, numel, itemsize)
        earlier = self.claims.setdefault(key, storage)
        if earlier != storage:   # readers that share storages by key would keep the first claim for both
            raise PickleRefused(f"storage {key!r} is claimed as {earlier.numel} x {earlier.type_name} and as "
                                f"{numel} x {kind.name}")
        if numel:   # PyTorch reads no record for an empty storage
            held = self.record_size(key)
            if held is None:
                raise PickleRefused(f"storage {key!r} has no record in the archive")
            if numel * itemsize > held:
                raise PickleRefused(f"storage {key!r} claims {numel} x {kind.name} ({numel * itemsize} bytes) "
                                    f"but its record holds {held} bytes")
            self.scan.storages.append(storage)
        return storage

    def call(self, func: object, args: object) -> object:
        if not isinstance(func, Global) or not isinstance(args, tuple):
            raise PickleRefused(f"it calls {func!r}, which is not a global")
        key = (func.module, func.name)
        if key in (REBUILD_TENSOR, REBUILD_QTENSOR):
            if len(args) < 4:
                raise PickleRefused(f"{func} is called with {len(args)} arguments")
            view = _view(*args[:4])
            self.scan.tensors.append(view)
            return view
        if key == REBUILD_PARAMETER:
            if not args or not isinstance(args[0], TensorView):
                raise PickleRefused(f"{func} is called on something that is not a tensor")
            return args[0]
        if key == ORDERED_DICT:   # filled by the SETITEMS that follow
            return []
        if func.module == "torch.jit._pickle":
            return args[0] if args else _Opaque()
        return _Opaque()   # torch.device(...), complex(...), an object or enum of the archive's classes

    def run(self, data: bytes) -> Scan:
        stack: list[object] = []
        marks: list[int] = []
        memo: dict[int, object] = {}

        def since_mark() -> list[object]:
            if not marks:
                raise PickleRefused("an opcode needs a MARK that is not there")
            start = marks.pop()
            items = stack[start:]
            del stack[start:]
            return items

        def pop() -> object:
            if not stack:
                raise PickleRefused("the pickle pops from an empty stack")
            return stack.pop()

        for opcode, arg, pos in pickletools.genops(data):
            name = opcode.name
            try:
                if name in ("PROTO", "FRAME"):
                    continue
                if name == "STOP":
                    return self.scan
                if name == "MARK":
                    marks.append(len(stack))
                elif name == "POP":
                    pop()
                elif name == "POP_MARK":
                    since_mark()
                elif name == "DUP":
                    stack.append(stack[-1])
                elif name in ("NONE", "NEWTRUE", "NEWFALSE"):
                    stack.append({"NONE": None, "NEWTRUE": True, "NEWFALSE": False}[name])
                elif opcode.arg is not None and name in _LITERALS:
                    stack.append(arg)
                elif name == "EMPTY_TUPLE":
                    stack.append(())
                elif name == "TUPLE":
                    stack.append(tuple(since_mark()))
                elif name in ("TUPLE1", "TUPLE2", "TUPLE3"):
                    n = int(name[-1])
                    items = [pop() for _ in range(n)][::-1]
                    stack.append(tuple(items))
                elif name in ("EMPTY_LIST", "EMPTY_DICT", "EMPTY_SET"):
                    stack.append([])
                elif name in ("LIST", "DICT", "FROZENSET"):
                    stack.append(since_mark())
                elif name == "APPEND":
                    item = pop()
                    _container(stack).append(item)
                elif name in ("APPENDS", "SETITEMS", "ADDITEMS"):
                    items = since_mark()
                    _container(stack).extend(items)
                elif name == "SETITEM":
                    value, key = pop(), pop()
                    _container(stack).extend((key, value))
                elif name in ("PUT", "BINPUT", "LONG_BINPUT"):
                    memo[arg] = stack[-1]
                elif name == "MEMOIZE":
                    memo[len(memo)] = stack[-1]
                elif name in ("GET", "BINGET", "LONG_BINGET"):
                    if arg not in memo:
                        raise PickleRefused(f"memo entry {arg} is read before it is written")
                    stack.append(memo[arg])
                elif name == "GLOBAL":
                    module, _, attr = arg.partition(" ")
                    stack.append(self.global_(module, attr))
                elif name == "STACK_GLOBAL":
                    attr, module = pop(), pop()
                    if not (isinstance(module, str) and isinstance(attr, str)):
                        raise PickleRefused("STACK_GLOBAL names are not strings")
                    stack.append(self.global_(module, attr))
                elif name == "BINPERSID":
                    stack.append(self.persistent(pop()))
                elif name == "REDUCE":
                    args = pop()
                    stack.append(self.call(pop(), args))
                elif name == "NEWOBJ":
                    args, cls = pop(), pop()
                    if not isinstance(cls, Global) or not isinstance(args, tuple):
                        raise PickleRefused("NEWOBJ of something that is not a class")
                    stack.append(self.call(cls, args))
                elif name == "BUILD":
                    pop()   # the state goes to the object; the scan needs neither
                    if not stack or not isinstance(stack[-1], _Opaque):
                        raise PickleRefused("BUILD sets the state of something that is not an object")
                else:   # INST, OBJ, NEWOBJ_EX, PERSID, EXT1/2/4, NEXT_BUFFER, READONLY_BUFFER, ...
                    raise PickleRefused(f"opcode {name}, which a {self.dialect} file does not use")
            except PickleRefused as e:
                raise PickleRefused(f"{e} (byte {pos})") from None
            except IndexError:
                raise PickleRefused(f"opcode {name} finds the stack too short (byte {pos})") from None
        raise PickleRefused("the pickle has no STOP")


# opcodes that push their argument as it is: numbers, strings and bytes
_LITERALS = frozenset(("INT", "BININT", "BININT1", "BININT2", "LONG", "LONG1", "LONG4", "FLOAT", "BINFLOAT",
                       "STRING", "BINSTRING", "SHORT_BINSTRING", "UNICODE", "BINUNICODE", "SHORT_BINUNICODE",
                       "BINUNICODE8", "BINBYTES", "SHORT_BINBYTES", "BINBYTES8", "BYTEARRAY8"))


def _container(stack: list[object]) -> list[object]:
    if not stack or not isinstance(stack[-1], list):
        raise PickleRefused("items are added to something that is not a list, dict or set")
    return stack[-1]


def scan(data: bytes, dialect: str, itemsize: Callable[[str], int | None],
         record_size: Callable[[str], int | None]) -> Scan:
    """The storages and tensors the pickle `data` rebuilds, each checked against its record; PickleRefused for
    anything else. itemsize("FloatStorage") -> 4 (None: unknown); record_size(key) -> bytes (None: missing)."""
    try:
        return _Machine(dialect, itemsize, record_size).run(data)
    except PickleRefused:
        raise
    except (ValueError, EOFError, UnicodeDecodeError, OverflowError) as e:   # what pickletools says of bad bytes
        raise PickleRefused(f"it is not a valid pickle: {e}") from None
