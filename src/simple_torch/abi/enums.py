"""The spec's tables as the enums every layer uses: no layer writes a dtype, error, device or reduction
code as a bare number.

    Dtype.float32 == 6        ErrorCode.SHAPE == 3        Reduction.mean == 1        CPU == -1
"""

from __future__ import annotations

from enum import IntEnum

from . import spec

ErrorCode = IntEnum("ErrorCode", [(name.removeprefix("RT_ERR_").removeprefix("RT_"), value)
                                  for name, value, _ in spec.ERROR_CODES])
Dtype = IntEnum("Dtype", [(name, code) for _, code, name, _, _, _ in spec.DTYPES])
Reduction = IntEnum("Reduction", [(name.removeprefix("RT_REDUCTION_").lower(), value)
                                  for name, value, _ in spec.REDUCTIONS])
CPU: int = next(value for name, value, _ in spec.DEVICES if name == "RT_CPU")   # n >= 0 is cuda:n

Kind = IntEnum("Kind", [(kind, order) for order, kind in enumerate(spec.DTYPE_KINDS)])   # bool < ... < complex

DTYPE_SIZES: dict[Dtype, int] = {Dtype(code): size for _, code, _, size, _, _ in spec.DTYPES}
DTYPE_KIND: dict[Dtype, Kind] = {Dtype(code): Kind[kind] for _, code, _, _, kind, _ in spec.DTYPES}
INTEGRAL = frozenset(d for d, kind in DTYPE_KIND.items() if kind == Kind.integer)
FLOATING = frozenset(d for d, kind in DTYPE_KIND.items() if kind == Kind.floating)
COMPLEX = frozenset(d for d, kind in DTYPE_KIND.items() if kind == Kind.complex)

# result kind -> (what C returns when Python cannot start, what the runtime returns on failure)
RESULT_KINDS: dict[str, tuple[str | None, object]] = {kind: (down, failure) for kind, down, failure, _ in
                                                      spec.RESULT_KINDS}
