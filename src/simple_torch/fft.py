"""st.fft: PyTorch's torch.fft over the contract's transforms (section 32): the complex transforms of any number of
dims (fft, ifft, fft2, ifft2, fftn, ifftn), the real-input and real-output ones (rfft, irfft, rfft2, irfft2, rfftn,
irfftn; hfft and ihfft composed of them), the sample frequencies (fftfreq, rfftfreq) and the shifts (fftshift,
ifftshift), with PyTorch's arguments, defaults and gradients."""

from __future__ import annotations

import operator
from typing import Sequence

from . import calls, dtypes
from .abi.enums import FftNorm
from .creation import DeviceLike, _codes, _made
from .dtypes import dtype
from .errors import InvalidArgumentError
from .tensor import Tensor, checks_tensor_args

__all__ = ["fft", "ifft", "rfft", "irfft", "fft2", "ifft2", "rfft2", "irfft2", "fftn", "ifftn", "rfftn", "irfftn",
           "hfft", "ihfft", "fftfreq", "rfftfreq", "fftshift", "ifftshift"]

DimLike = int | Sequence[int] | None


def _int(value, what: str, function: str) -> int:
    try:
        return operator.index(value)
    except TypeError:
        raise TypeError(f"fft_{function}(): argument '{what}' must be int, not {type(value).__name__}") from None


def _ints(values, what: str, function: str) -> tuple[int, ...]:
    if isinstance(values, int):
        return (_int(values, what, function),)
    try:
        items = tuple(values)
    except TypeError:
        raise TypeError(f"fft_{function}(): argument '{what}' must be a sequence of ints, not "
                        f"{type(values).__name__}") from None
    return tuple(_int(v, what, function) for v in items)


# hfft and ihfft scale as the transform of the other direction: norm "backward" leaves hfft (a forward transform,
# computed as an inverse one) unscaled, which is the inverse's "forward"
_DUAL = {FftNorm.backward: FftNorm.forward, FftNorm.ortho: FftNorm.ortho, FftNorm.forward: FftNorm.backward}


def _norm(norm: str | None, function: str) -> int:
    if norm is None:
        return FftNorm.backward
    if not isinstance(norm, str):
        raise TypeError(f"fft_{function}(): argument 'norm' must be str, not {type(norm).__name__}")
    if norm not in FftNorm.__members__:
        raise InvalidArgumentError(f'Invalid normalization mode: "{norm}" (expected "backward", "ortho" or '
                                   f'"forward")')
    return FftNorm[norm]


def _length(n: int | None, function: str) -> tuple[int, ...]:
    """A 1-D transform's signal length as the C functions take it (none: the input's)."""
    if n is None:
        return ()
    n = _int(n, "n", function)
    if n < 1:   # the n-dim functions' -1 ("the input's size") is no length here
        raise InvalidArgumentError(f"Invalid number of data points ({n}) specified")
    return (n,)


def _plan(s: Sequence[int] | None, dim: DimLike, function: str) -> tuple[tuple[int, ...], tuple[int, ...], bool]:
    """(s, dims, whether no dim is transformed) of an n-dim transform: the C functions' empty dims mean PyTorch's
    dim=None (every dim, or the last len(s)), so an empty dim (or s=() without dim) is told apart here."""
    sizes = () if s is None else _ints(s, "s", function)
    dims = () if dim is None else _ints(dim, "dim", function)
    return sizes, dims, (dim is not None and not dims) or (dim is None and s is not None and not sizes)


def _complex(input: Tensor, s, dim, norm, function: str, inverse: bool) -> Tensor:
    sizes, dims, nothing = _plan(s, dim, function)
    if nothing:   # no dim transformed: input as complex, a copy (as PyTorch's)
        promoted = dtypes.complex128 if input.dtype in (dtypes.float64, dtypes.complex128) else dtypes.complex64
        return calls.tensor_to_dtype(input, promoted.code)
    return calls.fft_fftn(input, sizes, dims, _norm(norm, function), int(inverse))


def _real(transform, input: Tensor, s, dim, norm, function: str) -> Tensor:
    sizes, dims, nothing = _plan(s, dim, function)
    if nothing:
        raise InvalidArgumentError(f"{function} must transform at least one axis")
    return transform(input, sizes, dims, _norm(norm, function))


@checks_tensor_args
def fft(input: Tensor, n: int | None = None, dim: int = -1, norm: str | None = None) -> Tensor:
    """The 1-D discrete Fourier transform along dim (cut or zero-padded to n points first)."""
    return calls.fft_fftn(input, _length(n, "fft"), (_int(dim, "dim", "fft"),), _norm(norm, "fft"), 0)


@checks_tensor_args
def ifft(input: Tensor, n: int | None = None, dim: int = -1, norm: str | None = None) -> Tensor:
    """The inverse of fft."""
    return calls.fft_fftn(input, _length(n, "ifft"), (_int(dim, "dim", "ifft"),), _norm(norm, "ifft"), 1)


@checks_tensor_args
def rfft(input: Tensor, n: int | None = None, dim: int = -1, norm: str | None = None) -> Tensor:
    """fft of a real input: its n // 2 + 1 non-negative frequencies."""
    return calls.fft_rfftn(input, _length(n, "rfft"), (_int(dim, "dim", "rfft"),), _norm(norm, "rfft"))


@checks_tensor_args
def irfft(input: Tensor, n: int | None = None, dim: int = -1, norm: str | None = None) -> Tensor:
    """The inverse of rfft: a real signal of n points (default 2 * (m - 1) for m input frequencies)."""
    return calls.fft_irfftn(input, _length(n, "irfft"), (_int(dim, "dim", "irfft"),), _norm(norm, "irfft"))


@checks_tensor_args
def fft2(input: Tensor, s: Sequence[int] | None = None, dim: DimLike = (-2, -1), norm: str | None = None) -> Tensor:
    return _complex(input, s, dim, norm, "fft2", False)


@checks_tensor_args
def ifft2(input: Tensor, s: Sequence[int] | None = None, dim: DimLike = (-2, -1), norm: str | None = None) -> Tensor:
    return _complex(input, s, dim, norm, "ifft2", True)


@checks_tensor_args
def rfft2(input: Tensor, s: Sequence[int] | None = None, dim: DimLike = (-2, -1), norm: str | None = None) -> Tensor:
    return _real(calls.fft_rfftn, input, s, dim, norm, "rfft2")


@checks_tensor_args
def irfft2(input: Tensor, s: Sequence[int] | None = None, dim: DimLike = (-2, -1), norm: str | None = None) -> Tensor:
    return _real(calls.fft_irfftn, input, s, dim, norm, "irfft2")


@checks_tensor_args
def fftn(input: Tensor, s: Sequence[int] | None = None, dim: DimLike = None, norm: str | None = None) -> Tensor:
    """The n-dim transform over dim (None: every dim, or the last len(s)); s the signal sizes (-1: the input's)."""
    return _complex(input, s, dim, norm, "fftn", False)


@checks_tensor_args
def ifftn(input: Tensor, s: Sequence[int] | None = None, dim: DimLike = None, norm: str | None = None) -> Tensor:
    return _complex(input, s, dim, norm, "ifftn", True)


@checks_tensor_args
def rfftn(input: Tensor, s: Sequence[int] | None = None, dim: DimLike = None, norm: str | None = None) -> Tensor:
    return _real(calls.fft_rfftn, input, s, dim, norm, "rfftn")


@checks_tensor_args
def irfftn(input: Tensor, s: Sequence[int] | None = None, dim: DimLike = None, norm: str | None = None) -> Tensor:
    return _real(calls.fft_irfftn, input, s, dim, norm, "irfftn")


def _conj(input: Tensor) -> Tensor:
    """The complex conjugate, composed (re - i im is 2 re - z, exactly): the contract has no conj."""
    return input.real * 2 - input if input.is_complex() else input


@checks_tensor_args
def hfft(input: Tensor, n: int | None = None, dim: int = -1, norm: str | None = None) -> Tensor:
    """The transform of a Hermitian-symmetric signal given by its first half: a real spectrum of n points (default
    2 * (m - 1)); irfft of the conjugate with the forward transform's scaling, as PyTorch computes it."""
    return calls.fft_irfftn(_conj(input), _length(n, "hfft"), (_int(dim, "dim", "hfft"),),
                            _DUAL[_norm(norm, "hfft")])


@checks_tensor_args
def ihfft(input: Tensor, n: int | None = None, dim: int = -1, norm: str | None = None) -> Tensor:
    """The inverse of hfft: the one-sided Hermitian signal of a real spectrum (conjugated rfft, inverse scaling)."""
    return _conj(calls.fft_rfftn(input, _length(n, "ihfft"), (_int(dim, "dim", "ihfft"),),
                                 _DUAL[_norm(norm, "ihfft")]))


def fftfreq(n: int, d: float = 1.0, *, dtype: dtype | str | None = None, device: DeviceLike = None,
            requires_grad: bool = False) -> Tensor:
    """The sample frequencies of a length-n transform with sample spacing d."""
    return _made(calls.fft_fftfreq(_int(n, "n", "fftfreq"), d, *_codes(dtype, device)), requires_grad)


def rfftfreq(n: int, d: float = 1.0, *, dtype: dtype | str | None = None, device: DeviceLike = None,
             requires_grad: bool = False) -> Tensor:
    """The non-negative sample frequencies of rfft's output for a length-n signal."""
    return _made(calls.fft_rfftfreq(_int(n, "n", "rfftfreq"), d, *_codes(dtype, device)), requires_grad)


def _shift(input: Tensor, dim: DimLike, function: str, inverse: bool) -> Tensor:
    dims = () if dim is None else _ints(dim, "dim", function)
    if dim is not None and not dims:
        raise InvalidArgumentError(f"{function}: dim is empty, so there is nothing to shift")
    return calls.fft_fftshift(input, dims, int(inverse))


@checks_tensor_args
def fftshift(input: Tensor, dim: DimLike = None) -> Tensor:
    """input rolled by size // 2 along dim (None: every dim): the zero frequency moves to the centre."""
    return _shift(input, dim, "fftshift", False)


@checks_tensor_args
def ifftshift(input: Tensor, dim: DimLike = None) -> Tensor:
    """The inverse of fftshift."""
    return _shift(input, dim, "ifftshift", True)
