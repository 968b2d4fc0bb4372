"""repr of a tensor, laid out as PyTorch lays it out (precision 4, line width 80, summarised with
"..." above 1000 elements, showing 3 items at each edge), from the tensor's values as a NumPy array and what
Tensor.__repr__ reads of it besides."""

from __future__ import annotations

import math
import numpy as np

from .autograd_graph import GradFn
from .devices import device
from .dtypes import dtype

PRECISION = 4
LINE_WIDTH = 80
THRESHOLD = 1000
EDGE_ITEMS = 3
_DEFAULT_DTYPES = ("float32", "int64", "bool", "complex64")   # the dtypes PyTorch does not print


class _Formatter:
    """How every number of one tensor is written: integers as they are; floats in one of three modes
    (whole numbers as "1.", fixed "1.2500", scientific "1.2500e+08"), all padded to one width."""

    def __init__(self, values: np.ndarray) -> None:
        self.floating = values.dtype.kind == "f"
        self.int_mode, self.sci_mode, self.width = True, False, 1
        if not self.floating:
            self.width = max((len(str(v)) for v in values.ravel().tolist()), default=1)
            return
        finite = values[np.isfinite(values) & (values != 0)].astype(np.float64)
        if finite.size == 0:
            return
        magnitudes = np.abs(finite)
        low, high = magnitudes.min(), magnitudes.max()
        self.int_mode = bool(np.all(finite == np.ceil(finite)))
        if self.int_mode:
            self.sci_mode = high / low > 1000.0 or high > 1.0e8
            texts = [f"{v:.{PRECISION}e}" if self.sci_mode else f"{v:.0f}." for v in finite.tolist()]
        else:
            self.sci_mode = high / low > 1000.0 or high > 1.0e8 or low < 1.0e-4
            texts = [f"{v:.{PRECISION}e}" if self.sci_mode else f"{v:.{PRECISION}f}" for v in finite.tolist()]
        self.width = max(len(t) for t in texts)

    def format(self, value: float | int | bool) -> str:
        if not self.floating:
            text = str(value)
        elif self.sci_mode:
            text = f"{value:.{PRECISION}e}"
        elif self.int_mode:
            text = f"{value:.0f}" + ("" if math.isinf(value) or math.isnan(value) else ".")
        else:
            text = f"{value:.{PRECISION}f}"
        return text.rjust(self.width)


class _ComplexFormatter:
    """Complex numbers as PyTorch writes them: the real part, then the signed imaginary part and "j"."""

    def __init__(self, values: np.ndarray) -> None:
        self.real, self.imag = _Formatter(values.real), _Formatter(values.imag)
        self.width = self.real.width + self.imag.width + 1   # and "j"; a sign joins them

    def format(self, value: complex) -> str:
        imag = (self.imag.format(value.imag) + "j").lstrip()
        return self.real.format(value.real) + (imag if imag[0] in "+-" else "+" + imag)


def _edges(values: np.ndarray) -> np.ndarray:
    """The values that a summarised print shows: EDGE_ITEMS at each end of every dim."""
    if values.ndim == 0:
        return values
    if values.shape[0] > 2 * EDGE_ITEMS:
        values = np.concatenate([values[:EDGE_ITEMS], values[-EDGE_ITEMS:]])
    return np.stack([_edges(v) for v in values]) if values.ndim > 1 else values


def _body(values: np.ndarray, indent: int, summarize: bool, formatter: _Formatter | _ComplexFormatter) -> str:
    if values.ndim == 0:
        return formatter.format(values.item())
    long = summarize and values.shape[0] > 2 * EDGE_ITEMS
    if values.ndim == 1:
        items = [formatter.format(v) for v in values.tolist()]
        if long:
            items = items[:EDGE_ITEMS] + [" ..."] + items[-EDGE_ITEMS:]
        per_line = max(1, (LINE_WIDTH - indent) // (formatter.width + 2))
        lines = [", ".join(items[i:i + per_line]) for i in range(0, len(items), per_line)]
        return "[" + (",\n" + " " * (indent + 1)).join(lines) + "]"
    rows = range(values.shape[0])
    parts = [_body(values[i], indent + 1, summarize, formatter) for i in rows]
    if long:
        parts = parts[:EDGE_ITEMS] + ["..."] + parts[-EDGE_ITEMS:]
    return "[" + ("," + "\n" * (values.ndim - 1) + " " * (indent + 1)).join(parts) + "]"


def _with_suffixes(body: str, suffixes: list[str], indent: int, newline: bool = False) -> str:
    """body, then ", suffix" for each, on a new line when the current one would pass LINE_WIDTH (the first one
    always with newline, as a sparse tensor's)."""
    out = [body]
    line_length = len(body) - body.rfind("\n") + 1
    for suffix in suffixes:
        if newline or line_length + len(suffix) + 2 > LINE_WIDTH:
            out.append(",\n" + " " * indent + suffix)
            line_length = indent + len(suffix)
            newline = False
        else:
            out.append(", " + suffix)
            line_length += len(suffix) + 2
    return "".join(out) + ")"


def tensor_repr(values: np.ndarray, dtype: dtype, device: device, grad_fn: GradFn | None, requires_grad: bool) -> str:
    """PyTorch's repr of a tensor of these values, dtype and device, with its grad_fn (None where no recorded op
    made it) and requires_grad."""
    prefix = "tensor("
    indent = len(prefix)
    suffixes = []
    if device.type != "cpu":
        suffixes.append(f"device='{device}'")
    if values.size == 0:
        if values.ndim != 1:
            suffixes.append(f"size={tuple(values.shape)}")
        body = "[]"
        shows_dtype = dtype.name != "float32"   # no values to tell an integer tensor by
    else:
        body = _contents(values, dtype, indent)
        shows_dtype = dtype.name not in _DEFAULT_DTYPES
    if shows_dtype:
        suffixes.append(f"dtype={dtype!r}")
    if grad_fn is not None:   # as PyTorch: a computed tensor names its backward node instead
        suffixes.append(f"grad_fn={grad_fn!r}")
    elif requires_grad:
        suffixes.append("requires_grad=True")
    return prefix + _with_suffixes(body, suffixes, indent)


def _contents(values: np.ndarray, dtype: dtype, indent: int) -> str:
    """The bracketed values of a non-empty tensor, continued lines indented by indent."""
    summarize = values.size > THRESHOLD
    shown = _edges(values) if summarize else values
    formatter = _ComplexFormatter(shown) if dtype.is_complex else _Formatter(shown)
    return _body(values, indent, summarize, formatter)


def sparse_tensor_repr(indices: np.ndarray, values: np.ndarray, shape: tuple[int, ...], dtype: dtype,
                       index_dtype: dtype, device: device, grad_fn: GradFn | None, requires_grad: bool) -> str:
    """PyTorch's repr of a sparse COO tensor: its stored indices and values, then size, nnz and layout."""
    prefix = "tensor("
    indent = len(prefix)
    parts = []
    for name, part, of in (("indices", indices, index_dtype), ("values", values, dtype)):
        head = f"{name}=tensor("
        text = _contents(part, of, indent + len(head)) if part.size else "[]"
        if not part.size:
            text += f", size={tuple(part.shape)}"
        parts.append(head + text + ")")
    suffixes = [f"size={tuple(shape)}", f"nnz={indices.shape[1]}"]
    if dtype.name not in _DEFAULT_DTYPES:
        suffixes.append(f"dtype={dtype!r}")
    if device.type != "cpu":
        suffixes.insert(0, f"device='{device}'")
    suffixes.append("layout=torch.sparse_coo")
    if grad_fn is not None:
        suffixes.append(f"grad_fn={grad_fn!r}")
    elif requires_grad:
        suffixes.append("requires_grad=True")
    return prefix + _with_suffixes((",\n" + " " * indent).join(parts), suffixes, indent, newline=True)
