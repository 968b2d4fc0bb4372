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
Reduction = IntEnum("Reduction", [(name.removeprefix("RT_REDUCTION_").lower(), value)
                                  for name, value, _ in spec.REDUCTIONS])
ScatterReduce = IntEnum("ScatterReduce", [(name.removeprefix("RT_SCATTER_").lower(), value)
                                          for name, value, _ in spec.SCATTER_REDUCTIONS])
PadMode = IntEnum("PadMode", [(name.removeprefix("RT_PAD_").lower(), value) for name, value, _ in spec.PAD_MODES])
InterpolateMode = IntEnum("InterpolateMode", [(name.removeprefix("RT_INTERPOLATE_").lower(), value)
                                              for name, value, _ in spec.INTERPOLATE_MODES])
EmbeddingBagMode = IntEnum("EmbeddingBagMode", [(name.removeprefix("RT_EMBEDDING_BAG_").lower(), value)
                                                for name, value, _ in spec.EMBEDDING_BAG_MODES])
DistReduceOp = IntEnum("DistReduceOp", [(name.removeprefix("RT_DIST_").lower(), value)
                                        for name, value, _ in spec.DIST_REDUCE_OPS])
ModelLoadFlag = IntFlag("ModelLoadFlag", [(name.removeprefix("RT_MODEL_LOAD_").lower(), value)
                                           for name, value, _ in spec.MODEL_LOAD_FLAGS])
QrMode = IntEnum("QrMode", [(name.removeprefix("RT_QR_").lower(), value) for name, value, _ in spec.QR_MODES])
LstsqDriver = IntEnum("LstsqDriver", [(name.removeprefix("RT_LSTSQ_").lower(), value)
                                      for name, value, _ in spec.LSTSQ_DRIVERS])
CPU: int = next(value for name, value, _ in spec.DEVICES if name == "RT_CPU")   # n >= 0 is cuda:n
_CREATION_DEFAULTS = {name: value for name, value, _ in spec.CREATION_DEFAULTS}
DTYPE_DEFAULT: int = _CREATION_DEFAULTS["RT_DTYPE_DEFAULT"]     # a creation function's dtype: the default
DEVICE_DEFAULT: int = _CREATION_DEFAULTS["RT_DEVICE_DEFAULT"]   # a creation function's device: the default

Kind = IntEnum("Kind", [(kind, order) for order, kind in enumerate(spec.DTYPE_KINDS)])   # bool < ... < complex

DTYPE_SIZES: dict[Dtype, int] = {Dtype(code): size for _, code, _, size, _, _ in spec.DTYPES}
DTYPE_KIND: dict[Dtype, Kind] = {Dtype(code): Kind[kind] for _, code, _, _, kind, _ in spec.DTYPES}
INTEGRAL = frozenset(d for d, kind in DTYPE_KIND.items() if kind == Kind.integer)
FLOATING = frozenset(d for d, kind in DTYPE_KIND.items() if kind == Kind.floating)
COMPLEX = frozenset(d for d, kind in DTYPE_KIND.items() if kind == Kind.complex)

# result kind -> (what C returns when Python cannot start, what the runtime returns on failure)
RESULT_KINDS: dict[str, tuple[str | None, object]] = {kind: (down, failure) for kind, down, failure, _ in
                                                      spec.RESULT_KINDS}
