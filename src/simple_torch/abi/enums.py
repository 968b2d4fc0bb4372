"""The spec's tables as the enums every layer uses: no layer writes a dtype, error, device or reduction
code as a bare number.

    Dtype.float32 == 6        ErrorCode.SHAPE == 3        Reduction.mean == 1        CPU == -1
"""

from __future__ import annotations

from enum import IntEnum, IntFlag

from . import spec

ErrorCode = IntEnum("ErrorCode", [(name.removeprefix("RT_ERR_").removeprefix("RT_"), value)
                                  for name, value, _ in spec.ERROR_CODES])
Dtype = IntEnum("Dtype", [(name, code) for _, code, name, _, _, _ in spec.DTYPES])


def _constant_enum(name: str) -> type[IntEnum]:
    """The enum of the spec's CONSTANT_TABLES row called name."""
    table, prefix, bits = next((table, prefix, bits) for table, enum_name, prefix, bits, _ in spec.CONSTANT_TABLES
                               if enum_name == name)
    return (IntFlag if bits else IntEnum)(name, [(c_name.removeprefix(prefix).lower(), value)
                                                 for c_name, value, _ in table])


Reduction = _constant_enum("Reduction")
ScatterReduce = _constant_enum("ScatterReduce")
PadMode = _constant_enum("PadMode")
InterpolateMode = _constant_enum("InterpolateMode")
EmbeddingBagMode = _constant_enum("EmbeddingBagMode")
DistReduceOp = _constant_enum("DistReduceOp")
ModelLoadFlag = _constant_enum("ModelLoadFlag")
QrMode = _constant_enum("QrMode")
LstsqDriver = _constant_enum("LstsqDriver")
TransformerActivation = _constant_enum("TransformerActivation")
CdistComputeMode = _constant_enum("CdistComputeMode")
GridSampleMode = _constant_enum("GridSampleMode")
GridSamplePadding = _constant_enum("GridSamplePadding")
RoundingMode = _constant_enum("RoundingMode")
InitMode = _constant_enum("InitMode")
Nonlinearity = _constant_enum("Nonlinearity")
MeshgridIndexing = _constant_enum("MeshgridIndexing")
FftNorm = _constant_enum("FftNorm")

CPU: int = next(value for name, value, _ in spec.DEVICES if name == "RT_CPU")   # n >= 0 is cuda:n
_CREATION_DEFAULTS = {name: value for name, value, _ in spec.CREATION_DEFAULTS}
DTYPE_DEFAULT: int = _CREATION_DEFAULTS["RT_DTYPE_DEFAULT"]     # a creation function's dtype: the default
DEVICE_DEFAULT: int = _CREATION_DEFAULTS["RT_DEVICE_DEFAULT"]   # a creation function's device: the default

# The handle table's kinds of object and what it knows of an id: not the ABI's (no header of it names them), but
# shared by runtime/handles.py and its C twin, clib/handle_table.c (through build/gen/handle_kinds.h, written by
# clib/build.py). A kind's code fills 8 bits of a C table slot, from 1 up; its word names it in error messages.
HANDLE_KINDS = (
    ("RT__KIND_TENSOR", 1, "tensor"),
    ("RT__KIND_STREAM", 2, "stream"),
    ("RT__KIND_OPTIMIZER", 3, "optimizer"),
    ("RT__KIND_SCHEDULER", 4, "scheduler"),
    ("RT__KIND_GENERATOR", 5, "generator"),
    ("RT__KIND_MODEL", 6, "model"),                        # a model exported from Python
    ("RT__KIND_SAFETENSORS", 7, "safetensors"),            # named tensors and metadata of a safetensors file
    ("RT__KIND_GRAD_SCALER", 8, "gradient scaler"),        # mixed precision's loss scaling
    ("RT__KIND_WORK", 9, "work"),                          # an asynchronous collective, to wait on
    ("RT__KIND_DATA_LOADER", 10, "data loader"),           # mini-batches of tensors, epoch by epoch
)
HANDLE_STATES = (
    ("RT__NEVER_ISSUED", 0, "no call issued the id"),
    ("RT__FREED", 1, "issued, then freed"),
    ("RT__LIVE", 2, "issued and not freed"),
)
HandleKind = IntEnum("HandleKind", [(name.removeprefix("RT__KIND_").lower(), code) for name, code, _ in HANDLE_KINDS])
HandleState = IntEnum("HandleState", [(name.removeprefix("RT__").lower(), code) for name, code, _ in HANDLE_STATES])

Kind = IntEnum("Kind", [(kind, order) for order, kind in enumerate(spec.DTYPE_KINDS)])   # bool < ... < complex

DTYPE_SIZES: dict[Dtype, int] = {Dtype(code): size for _, code, _, size, _, _ in spec.DTYPES}
DTYPE_KIND: dict[Dtype, Kind] = {Dtype(code): Kind[kind] for _, code, _, _, kind, _ in spec.DTYPES}
INTEGRAL = frozenset(d for d, kind in DTYPE_KIND.items() if kind == Kind.integer)
FLOATING = frozenset(d for d, kind in DTYPE_KIND.items() if kind == Kind.floating)
COMPLEX = frozenset(d for d, kind in DTYPE_KIND.items() if kind == Kind.complex)

# result kind -> (what C returns when Python cannot start, what the runtime returns on failure)
RESULT_KINDS: dict[str, tuple[str | None, object]] = {kind: (down, failure) for kind, down, failure, _ in
                                                      spec.RESULT_KINDS}
