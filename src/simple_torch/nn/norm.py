"""BatchNorm1d, BatchNorm2d, BatchNorm3d, LayerNorm, GroupNorm, InstanceNorm1d/2d and RMSNorm."""

from __future__ import annotations

from typing import Any, Sequence

from ..creation import ones, tensor, zeros
from ..dtypes import int64
from ..errors import InvalidArgumentError, ShapeError
from ..tensor import Tensor
from . import functional as F
from .module import Module
from .parameter import Parameter

__all__ = ["BatchNorm1d", "BatchNorm2d", "BatchNorm3d", "LayerNorm", "GroupNorm", "InstanceNorm1d", "InstanceNorm2d",
           "RMSNorm"]


class _BatchNorm(Module):
    """Batch normalisation over dim 1 (the channels). In training it normalises with the batch's
    statistics and updates running_mean / running_var (buffers, in the state_dict); in eval it uses
    them. momentum=None averages over all batches seen instead of exponentially."""

    input_dims: tuple[int, ...] = ()

    def __init__(self, num_features: int, eps: float = 1e-5, momentum: float | None = 0.1, affine: bool = True,
                 track_running_stats: bool = True, device: Any = None, dtype: Any = None, *, bias: bool = True) -> None:
        super().__init__()
        self.num_features, self.eps, self.momentum = num_features, eps, momentum
        self.affine, self.track_running_stats = affine, track_running_stats
        self.register_parameter("weight", Parameter(ones(num_features)) if affine else None)
        self.register_parameter("bias", Parameter(zeros(num_features)) if affine and bias else None)
        self.register_buffer("running_mean", zeros(num_features) if track_running_stats else None)
        self.register_buffer("running_var", ones(num_features) if track_running_stats else None)
        self.register_buffer("num_batches_tracked", tensor(0, dtype=int64) if track_running_stats else None)
        self.to(device=device, dtype=dtype)

    def forward(self, input: Tensor) -> Tensor:
        if input.ndim not in self.input_dims:
            raise ShapeError(f"expected {' or '.join(f'{n}D' for n in self.input_dims)} input (got {input.ndim}D "
                             "input)")   # PyTorch's words
        factor = 0.0 if self.momentum is None else self.momentum
        if self.training and self.track_running_stats:
            self.num_batches_tracked = self.num_batches_tracked + 1
            if self.momentum is None:
                factor = 1.0 / self.num_batches_tracked.item()
        use_batch_stats = self.training or self.running_mean is None
        return F.batch_norm(input, self.running_mean, self.running_var, self.weight, self.bias,
                            use_batch_stats, factor, self.eps)

    def extra_repr(self) -> str:
        return (f"{self.num_features}, eps={self.eps}, momentum={self.momentum}, affine={self.affine}, "
                f"bias={self.bias is not None}, track_running_stats={self.track_running_stats}")


class BatchNorm1d(_BatchNorm):
    """Over (N, C) or (N, C, L) input."""
    input_dims = (2, 3)


class BatchNorm2d(_BatchNorm):
    """Over (N, C, H, W) input."""
    input_dims = (4,)


class BatchNorm3d(_BatchNorm):
    """Over (N, C, D, H, W) input (the contract's batch_norm takes any (N, C, *) input)."""
    input_dims = (5,)


class LayerNorm(Module):
    """Normalisation over the trailing dims given by normalized_shape, with a learned scale and shift."""

    def __init__(self, normalized_shape: int | Sequence[int], eps: float = 1e-5, elementwise_affine: bool = True,
                 bias: bool = True, device: Any = None, dtype: Any = None) -> None:
        super().__init__()
        self.normalized_shape = ((normalized_shape,) if isinstance(normalized_shape, int)
                                 else tuple(normalized_shape))
        self.eps, self.elementwise_affine = eps, elementwise_affine
        self.register_parameter("weight", Parameter(ones(self.normalized_shape)) if elementwise_affine else None)
        self.register_parameter("bias", Parameter(zeros(self.normalized_shape))
                                if elementwise_affine and bias else None)
        self.to(device=device, dtype=dtype)

    def forward(self, input: Tensor) -> Tensor:
        return F.layer_norm(input, self.normalized_shape, self.weight, self.bias, self.eps)

    def extra_repr(self) -> str:
        return (f"{self.normalized_shape}, eps={self.eps}, elementwise_affine={self.elementwise_affine}, "
                f"bias={self.bias is not None}")


class GroupNorm(Module):
    """num_groups groups of num_channels / num_groups channels, each normalised, then a learned per-channel
    scale and shift (affine)."""

    def __init__(self, num_groups: int, num_channels: int, eps: float = 1e-5, affine: bool = True,
                 device: Any = None, dtype: Any = None) -> None:
        super().__init__()
        if num_groups <= 0 or num_channels % num_groups:
            raise ValueError("num_channels must be divisible by num_groups")
        self.num_groups, self.num_channels, self.eps, self.affine = num_groups, num_channels, eps, affine
        self.register_parameter("weight", Parameter(ones(num_channels)) if affine else None)
        self.register_parameter("bias", Parameter(zeros(num_channels)) if affine else None)
        self.to(device=device, dtype=dtype)

    def forward(self, input: Tensor) -> Tensor:
        return F.group_norm(input, self.num_groups, self.weight, self.bias, self.eps)

    def extra_repr(self) -> str:
        return f"{self.num_groups}, {self.num_channels}, eps={self.eps}, affine={self.affine}"


class _InstanceNorm(Module):
    def __init__(self, num_features: int, eps: float = 1e-5, momentum: float | None = 0.1, affine: bool = False,
                 track_running_stats: bool = False, device: Any = None, dtype: Any = None) -> None:
        super().__init__()
        if track_running_stats:
            raise InvalidArgumentError("track_running_stats=True: instance norm keeps no running statistics here")
        self.num_features, self.eps, self.momentum, self.affine = num_features, eps, momentum, affine
        self.track_running_stats = False
        self.register_parameter("weight", Parameter(ones(num_features)) if affine else None)
        self.register_parameter("bias", Parameter(zeros(num_features)) if affine else None)
        self.to(device=device, dtype=dtype)

    def forward(self, input: Tensor) -> Tensor:
        if input.ndim == self._batched_ndim - 1:   # unbatched (C, *)
            return F.instance_norm(input.unsqueeze(0), weight=self.weight, bias=self.bias, eps=self.eps).squeeze(0)
        return F.instance_norm(input, weight=self.weight, bias=self.bias, eps=self.eps)

    def extra_repr(self) -> str:
        return f"{self.num_features}, eps={self.eps}, momentum={self.momentum}, affine={self.affine}, " \
               f"track_running_stats={self.track_running_stats}"


class InstanceNorm1d(_InstanceNorm):
    _batched_ndim = 3


class InstanceNorm2d(_InstanceNorm):
    _batched_ndim = 4


class RMSNorm(Module):
    """x / sqrt(mean(x ** 2) + eps) over the trailing normalized_shape dims, times a learned weight."""

    def __init__(self, normalized_shape: int | Sequence[int], eps: float | None = None,
                 elementwise_affine: bool = True, device: Any = None, dtype: Any = None) -> None:
        super().__init__()
        self.normalized_shape = ((normalized_shape,) if isinstance(normalized_shape, int)
                                 else tuple(normalized_shape))
        self.eps, self.elementwise_affine = eps, elementwise_affine
        self.register_parameter("weight", Parameter(ones(self.normalized_shape)) if elementwise_affine else None)
        self.to(device=device, dtype=dtype)

    def forward(self, input: Tensor) -> Tensor:
        return F.rms_norm(input, self.normalized_shape, self.weight, self.eps)

    def extra_repr(self) -> str:
        return f"{self.normalized_shape}, eps={self.eps}, elementwise_affine={self.elementwise_affine}"
