"""MultiheadAttention and the Transformer encoder and decoder layers and stacks, with PyTorch's constructor
arguments, parameter names (in_proj_weight, out_proj, linear1, norm1, ...) and forward signatures, so a
PyTorch state dict loads 1:1. Attention is the contract's rt_torch_nn_scaled_dot_product_attention when no
weights are asked for, else the same softmax written out so the weights can be returned. An encoder or decoder layer
is one C call (rt_torch_nn_transformer_encoder_layer / _decoder_layer) whenever that call can express it: relu or gelu,
its own submodules with one dropout p, one eps and no hooks; a layer changed beyond that (a callable activation of
its own, a submodule replaced or hooked) runs its submodules one by one, as PyTorch's does."""

from __future__ import annotations

import copy
import math
from typing import Any, Callable

from .. import calls
from ..abi.enums import TransformerActivation
from ..creation import empty, full, zeros
from ..devices import device as Device
from ..dtypes import bool_, get_default_dtype
from ..dtypes import dtype as DType
from ..errors import InvalidArgumentError, ShapeError
from ..tensor import Tensor, int_arg
from . import functional as F
from .container import ModuleList
from .activation import GELU, ReLU
from .dropout import Dropout
from .init import constant_, xavier_uniform_
from .linear import Linear, NonDynamicallyQuantizableLinear
from .module import Module
from .norm import LayerNorm
from .parameter import Parameter

__all__ = ["MultiheadAttention", "TransformerEncoderLayer", "TransformerEncoder", "TransformerDecoderLayer",
           "TransformerDecoder", "Transformer"]


def _additive(mask: Tensor | None, dtype: Any) -> Tensor | None:
    """A PyTorch module mask (bool: True means "may not attend"; float: added) as an additive float mask."""
    if mask is None:
        return None
    if mask.dtype == bool_:
        return zeros(*mask.shape, dtype=dtype).masked_fill(mask, float("-inf"))
    return mask.to(dtype)


class MultiheadAttention(Module):
    """Attention of num_heads heads of embed_dim // num_heads, PyTorch's layout: in_proj_weight (3E, E) (or
    q/k/v_proj_weight when kdim or vdim differ), in_proj_bias (3E), out_proj (E to E)."""

    def __init__(self, embed_dim: int, num_heads: int, dropout: float = 0.0, bias: bool = True,
                 add_bias_kv: bool = False, add_zero_attn: bool = False, kdim: int | None = None,
                 vdim: int | None = None, batch_first: bool = False, device: Any = None, dtype: Any = None) -> None:
        super().__init__()
        if embed_dim <= 0 or num_heads <= 0:
            raise ValueError(f"embed_dim and num_heads must be greater than 0, got embed_dim={embed_dim} and "
                             f"num_heads={num_heads} instead")
        if embed_dim % num_heads:
            raise AssertionError("embed_dim must be divisible by num_heads")
        if add_bias_kv or add_zero_attn:
            raise InvalidArgumentError("add_bias_kv and add_zero_attn are not supported")
        self.embed_dim, self.num_heads, self.dropout, self.batch_first = embed_dim, num_heads, dropout, batch_first
        self.kdim, self.vdim = kdim if kdim is not None else embed_dim, vdim if vdim is not None else embed_dim
        self._qkv_same_embed_dim = self.kdim == embed_dim and self.vdim == embed_dim
        self.head_dim = embed_dim // num_heads
        options = dict(device=device, dtype=dtype)
        if self._qkv_same_embed_dim:
            self.in_proj_weight = Parameter(empty(3 * embed_dim, embed_dim, **options))
            self.q_proj_weight = self.k_proj_weight = self.v_proj_weight = None
        else:
            self.q_proj_weight = Parameter(empty(embed_dim, embed_dim, **options))
            self.k_proj_weight = Parameter(empty(embed_dim, self.kdim, **options))
            self.v_proj_weight = Parameter(empty(embed_dim, self.vdim, **options))
            self.in_proj_weight = None
        self.in_proj_bias = Parameter(empty(3 * embed_dim, **options)) if bias else None
        self.out_proj = NonDynamicallyQuantizableLinear(embed_dim, embed_dim, bias=bias, **options)
        self._reset_parameters()

    def _reset_parameters(self) -> None:
        for weight in (self.in_proj_weight, self.q_proj_weight, self.k_proj_weight, self.v_proj_weight):
            if weight is not None:
                xavier_uniform_(weight)
        if self.in_proj_bias is not None:
            constant_(self.in_proj_bias, 0.0)
            constant_(self.out_proj.bias, 0.0)

    def _projections(self, query: Tensor, key: Tensor, value: Tensor) -> tuple[Tensor, Tensor, Tensor]:
        e = self.embed_dim
        biases = (None, None, None) if self.in_proj_bias is None else \
            (self.in_proj_bias[:e], self.in_proj_bias[e:2 * e], self.in_proj_bias[2 * e:])
        if self._qkv_same_embed_dim:
            weights = (self.in_proj_weight[:e], self.in_proj_weight[e:2 * e], self.in_proj_weight[2 * e:])
        else:
            weights = (self.q_proj_weight, self.k_proj_weight, self.v_proj_weight)
        return tuple(F.linear(x, w, b) for x, w, b in zip((query, key, value), weights, biases))

    def forward(self, query: Tensor, key: Tensor, value: Tensor, key_padding_mask: Tensor | None = None,
                need_weights: bool = True, attn_mask: Tensor | None = None, average_attn_weights: bool = True,
                is_causal: bool = False) -> tuple[Tensor, Tensor | None]:
        """(output, weights): query (L, N, E) ((N, L, E) with batch_first, or unbatched (L, E)); masks as
        PyTorch's: bool True means "may not attend", float is added; key_padding_mask (N, S); attn_mask
        (L, S) or (N * num_heads, L, S); weights averaged over the heads unless average_attn_weights=False."""
        batched = query.ndim == 3
        if not batched:
            query, key, value = query.unsqueeze(1), key.unsqueeze(1), value.unsqueeze(1)
            key_padding_mask = None if key_padding_mask is None else key_padding_mask.unsqueeze(0)
        elif self.batch_first:
            query, key, value = query.transpose(0, 1), key.transpose(0, 1), value.transpose(0, 1)
        length, batch, _ = query.shape
        source = key.size(0)
        q, k, v = self._projections(query, key, value)
        heads, size = self.num_heads, self.head_dim
        # (L, N, E) -> (N, heads, L, head_dim)
        q, k, v = (t.reshape(t.size(0), batch, heads, size).permute(1, 2, 0, 3) for t in (q, k, v))
        mask = _additive(attn_mask, q.dtype)
        if is_causal and mask is None:
            mask = _additive(full((length, source), True, dtype=bool_).triu(1), q.dtype)
        if mask is not None and mask.ndim == 3:   # (N * heads, L, S)
            mask = mask.reshape(batch, heads, length, source)
        padding = _additive(key_padding_mask, q.dtype)
        if padding is not None:
            padding = padding.reshape(batch, 1, 1, source)
            mask = padding if mask is None else mask + padding
        dropout = self.dropout if self.training else 0.0
        if need_weights:
            scores = q @ k.transpose(-2, -1) * (1.0 / math.sqrt(size))
            if mask is not None:
                scores = scores + mask
            weights = F.softmax(scores, dim=-1)
            out = F.dropout(weights, dropout, True) @ v if dropout else weights @ v
        else:
            out, weights = F.scaled_dot_product_attention(q, k, v, attn_mask=mask, dropout_p=dropout), None
        out = out.permute(2, 0, 1, 3).reshape(length, batch, self.embed_dim)
        out = self.out_proj(out)
        if weights is not None and average_attn_weights:
            weights = weights.mean(dim=1)
        if not batched:
            out = out.squeeze(1)
            weights = None if weights is None else weights.squeeze(0)
        elif self.batch_first:
            out = out.transpose(0, 1)
        return out, weights


def _activation_code(activation: Callable[[Tensor], Tensor]) -> TransformerActivation | None:
    """The C call's code of an activation it computes (F.relu, F.gelu, a ReLU or GELU module), else None."""
    if activation is F.relu or type(activation) is ReLU:
        return TransformerActivation.relu
    if activation is F.gelu or (type(activation) is GELU and activation.approximate == "none"):
        return TransformerActivation.gelu
    if type(activation) is GELU and activation.approximate == "tanh":
        return TransformerActivation.gelu_tanh
    return None


def _activation(activation: str | Callable[[Tensor], Tensor]) -> Callable[[Tensor], Tensor]:
    if callable(activation):
        return activation
    if activation == "relu":
        return F.relu
    if activation == "gelu":
        return F.gelu
    raise InvalidArgumentError(f"activation should be relu/gelu, not {activation}")


class _TransformerLayer(Module):
    """What the encoder and decoder layers share: self-attention (and, in a decoder, attention over the encoder's
    memory) and a feed-forward block, each with dropout, a residual and a LayerNorm (after them, or before with
    norm_first), as PyTorch's; their submodules registered in PyTorch's order (the state_dict's)."""
    _attends_to_memory = False

    def __init__(self, d_model: int, nhead: int, dim_feedforward: int = 2048, dropout: float = 0.1,
                 activation: str | Callable[[Tensor], Tensor] = "relu", layer_norm_eps: float = 1e-5,
                 batch_first: bool = False, norm_first: bool = False, bias: bool = True, device: Any = None,
                 dtype: Any = None) -> None:
        super().__init__()
        options = dict(device=device, dtype=dtype)
        self.self_attn = MultiheadAttention(d_model, nhead, dropout=dropout, bias=bias, batch_first=batch_first,
                                            **options)
        if self._attends_to_memory:
            self.multihead_attn = MultiheadAttention(d_model, nhead, dropout=dropout, bias=bias,
                                                     batch_first=batch_first, **options)
        self.linear1 = Linear(d_model, dim_feedforward, bias=bias, **options)
        self.dropout = Dropout(dropout)
        self.linear2 = Linear(dim_feedforward, d_model, bias=bias, **options)
        self.norm_first = norm_first
        self.norm1 = LayerNorm(d_model, eps=layer_norm_eps, bias=bias, **options)
        self.norm2 = LayerNorm(d_model, eps=layer_norm_eps, bias=bias, **options)
        if self._attends_to_memory:
            self.norm3 = LayerNorm(d_model, eps=layer_norm_eps, bias=bias, **options)
        self.dropout1, self.dropout2 = Dropout(dropout), Dropout(dropout)
        if self._attends_to_memory:
            self.dropout3 = Dropout(dropout)
        self.activation = _activation(activation)

    def _one_call(self) -> TransformerActivation | None:
        """The activation's code when the layer is what the C call computes (PyTorch's layer as constructed, with
        relu or gelu), else None: a callable activation of its own, a submodule replaced, hooked or in another
        mode, dropout probabilities or eps values set apart."""
        activation = _activation_code(self.activation)
        if activation is None:
            return None
        attentions = [self.self_attn] + ([self.multihead_attn] if self._attends_to_memory else [])
        norms = [self.norm1, self.norm2] + ([self.norm3] if self._attends_to_memory else [])
        dropouts = [self.dropout, self.dropout1, self.dropout2] + ([self.dropout3] if self._attends_to_memory else [])
        kinds = [(a, MultiheadAttention) for a in attentions] + [(n, LayerNorm) for n in norms] + \
            [(d, Dropout) for d in dropouts] + [(self.linear1, Linear), (self.linear2, Linear)] + \
            [(a.out_proj, NonDynamicallyQuantizableLinear) for a in attentions]
        if any(type(m) is not kind for m, kind in kinds) or any(
                m._forward_hooks or m._forward_pre_hooks or m.training != self.training for m in self.modules()):
            return None
        if len({d.p for d in dropouts} | {a.dropout for a in attentions}) != 1 or len({n.eps for n in norms}) != 1 \
                or len({a.batch_first for a in attentions}) != 1 or any(n.weight is None for n in norms):
            return None
        return activation

    def _weights(self) -> list[Tensor | None]:
        """The parameters in the order of named_parameters() with bias=True (an absent bias: None)."""
        attentions = [self.self_attn] + ([self.multihead_attn] if self._attends_to_memory else [])
        norms = [self.norm1, self.norm2] + ([self.norm3] if self._attends_to_memory else [])
        return [*(t for a in attentions for t in (a.in_proj_weight, a.in_proj_bias, a.out_proj.weight,
                                                  a.out_proj.bias)),
                self.linear1.weight, self.linear1.bias, self.linear2.weight, self.linear2.bias,
                *(t for n in norms for t in (n.weight, n.bias))]

    def _options(self) -> tuple[int, int, float, float, int]:
        """nhead, norm_first, eps, dropout, training: the C call's arguments after the activation."""
        return (self.self_attn.num_heads, int(self.norm_first), self.norm1.eps, self.dropout.p, int(self.training))

    def _sa_block(self, x: Tensor, mask: Tensor | None, padding: Tensor | None, is_causal: bool) -> Tensor:
        return self.dropout1(self.self_attn(x, x, x, attn_mask=mask, key_padding_mask=padding, need_weights=False,
                                            is_causal=is_causal)[0])

    def _feed_forward(self, x: Tensor) -> Tensor:
        """The feed-forward block but its last dropout (the encoder's dropout2, the decoder's dropout3)."""
        return self.linear2(self.dropout(self.activation(self.linear1(x))))


class TransformerEncoderLayer(_TransformerLayer):
    """Self-attention and a feed-forward block, each with dropout, a residual and a LayerNorm (after them,
    or before with norm_first), as PyTorch's."""

    def _ff_block(self, x: Tensor) -> Tensor:
        return self.dropout2(self._feed_forward(x))

    def forward(self, src: Tensor, src_mask: Tensor | None = None, src_key_padding_mask: Tensor | None = None,
                is_causal: bool = False) -> Tensor:
        activation = self._one_call()
        if activation is not None:
            nhead, norm_first, eps, dropout, training = self._options()
            return calls.nn_transformer_encoder_layer(src, self._weights(), src_mask, src_key_padding_mask, nhead,
                                                      activation, norm_first, eps, dropout, training,
                                                      int(bool(is_causal)), int(self.self_attn.batch_first))
        x = src
        if self.norm_first:
            x = x + self._sa_block(self.norm1(x), src_mask, src_key_padding_mask, is_causal)
            return x + self._ff_block(self.norm2(x))
        x = self.norm1(x + self._sa_block(x, src_mask, src_key_padding_mask, is_causal))
        return self.norm2(x + self._ff_block(x))


class TransformerDecoderLayer(_TransformerLayer):
    """Self-attention, attention over the encoder's memory and a feed-forward block, as PyTorch's."""
    _attends_to_memory = True

    def _mha_block(self, x, memory, mask, padding, is_causal):
        return self.dropout2(self.multihead_attn(x, memory, memory, attn_mask=mask, key_padding_mask=padding,
                                                 need_weights=False, is_causal=is_causal)[0])

    def _ff_block(self, x: Tensor) -> Tensor:
        return self.dropout3(self._feed_forward(x))

    def forward(self, tgt: Tensor, memory: Tensor, tgt_mask: Tensor | None = None, memory_mask: Tensor | None = None,
                tgt_key_padding_mask: Tensor | None = None, memory_key_padding_mask: Tensor | None = None,
                tgt_is_causal: bool = False, memory_is_causal: bool = False) -> Tensor:
        activation = self._one_call()
        if activation is not None:
            nhead, norm_first, eps, dropout, training = self._options()
            return calls.nn_transformer_decoder_layer(tgt, memory, self._weights(), tgt_mask, memory_mask,
                                                      tgt_key_padding_mask, memory_key_padding_mask, nhead, activation,
                                                      norm_first, eps, dropout, training, int(bool(tgt_is_causal)),
                                                      int(bool(memory_is_causal)), int(self.self_attn.batch_first))
        x = tgt
        if self.norm_first:
            x = x + self._sa_block(self.norm1(x), tgt_mask, tgt_key_padding_mask, tgt_is_causal)
            x = x + self._mha_block(self.norm2(x), memory, memory_mask, memory_key_padding_mask, memory_is_causal)
            return x + self._ff_block(self.norm3(x))
        x = self.norm1(x + self._sa_block(x, tgt_mask, tgt_key_padding_mask, tgt_is_causal))
        x = self.norm2(x + self._mha_block(x, memory, memory_mask, memory_key_padding_mask, memory_is_causal))
        return self.norm3(x + self._ff_block(x))


class TransformerEncoder(Module):
    """num_layers copies of encoder_layer, then norm if given."""

    def __init__(self, encoder_layer: TransformerEncoderLayer, num_layers: int, norm: Module | None = None,
                 enable_nested_tensor: bool = True, mask_check: bool = True) -> None:
        super().__init__()
        self.layers = ModuleList([copy.deepcopy(encoder_layer) for _ in range(num_layers)])
        self.num_layers, self.norm = num_layers, norm

    def forward(self, src: Tensor, mask: Tensor | None = None, src_key_padding_mask: Tensor | None = None,
                is_causal: bool | None = None) -> Tensor:
        x = src
        for layer in self.layers:
            x = layer(x, src_mask=mask, src_key_padding_mask=src_key_padding_mask, is_causal=bool(is_causal))
        return self.norm(x) if self.norm is not None else x


class TransformerDecoder(Module):
    """num_layers copies of decoder_layer, then norm if given."""

    def __init__(self, decoder_layer: TransformerDecoderLayer, num_layers: int, norm: Module | None = None) -> None:
        super().__init__()
        self.layers = ModuleList([copy.deepcopy(decoder_layer) for _ in range(num_layers)])
        self.num_layers, self.norm = num_layers, norm

    def forward(self, tgt: Tensor, memory: Tensor, tgt_mask: Tensor | None = None, memory_mask: Tensor | None = None,
                tgt_key_padding_mask: Tensor | None = None, memory_key_padding_mask: Tensor | None = None,
                tgt_is_causal: bool | None = None, memory_is_causal: bool = False) -> Tensor:
        x = tgt
        for layer in self.layers:
            x = layer(x, memory, tgt_mask=tgt_mask, memory_mask=memory_mask, tgt_key_padding_mask=tgt_key_padding_mask,
                      memory_key_padding_mask=memory_key_padding_mask, tgt_is_causal=bool(tgt_is_causal),
                      memory_is_causal=memory_is_causal)
        return self.norm(x) if self.norm is not None else x


class Transformer(Module):
    """PyTorch's encoder-decoder model: a TransformerEncoder of num_encoder_layers layers and a TransformerDecoder of
    num_decoder_layers, each ending in a LayerNorm (or custom_encoder / custom_decoder); every parameter of more than
    one dim re-initialised by xavier_uniform_, as PyTorch's _reset_parameters."""

    def __init__(self, d_model: int = 512, nhead: int = 8, num_encoder_layers: int = 6, num_decoder_layers: int = 6,
                 dim_feedforward: int = 2048, dropout: float = 0.1,
                 activation: str | Callable[[Tensor], Tensor] = F.relu, custom_encoder: Any | None = None,
                 custom_decoder: Any | None = None, layer_norm_eps: float = 1e-5, batch_first: bool = False,
                 norm_first: bool = False, bias: bool = True, device: Any = None, dtype: Any = None) -> None:
        super().__init__()
        for name, value in (("d_model", d_model), ("nhead", nhead)):   # PyTorch's own check of a float is an assert
            int_arg(value, f"Transformer(): argument '{name}'")
        options = dict(device=device, dtype=dtype)
        layer_options = (d_model, nhead, dim_feedforward, dropout, activation, layer_norm_eps, batch_first, norm_first,
                         bias)
        if custom_encoder is not None:
            self.encoder = custom_encoder
        else:
            self.encoder = TransformerEncoder(TransformerEncoderLayer(*layer_options, **options), num_encoder_layers,
                                              LayerNorm(d_model, eps=layer_norm_eps, bias=bias, **options))
        if custom_decoder is not None:
            self.decoder = custom_decoder
        else:
            self.decoder = TransformerDecoder(TransformerDecoderLayer(*layer_options, **options), num_decoder_layers,
                                              LayerNorm(d_model, eps=layer_norm_eps, bias=bias, **options))
        self._reset_parameters()
        self.d_model, self.nhead, self.batch_first = d_model, nhead, batch_first

    def forward(self, src: Tensor, tgt: Tensor, src_mask: Tensor | None = None, tgt_mask: Tensor | None = None,
                memory_mask: Tensor | None = None, src_key_padding_mask: Tensor | None = None,
                tgt_key_padding_mask: Tensor | None = None, memory_key_padding_mask: Tensor | None = None,
                src_is_causal: bool | None = None, tgt_is_causal: bool | None = None,
                memory_is_causal: bool = False) -> Tensor:
        batch_dim = 0 if self.batch_first else 1
        if src.dim() == 3 and src.size(batch_dim) != tgt.size(batch_dim):
            raise ShapeError("the batch number of src and tgt must be equal")
        if src.size(-1) != self.d_model or tgt.size(-1) != self.d_model:
            raise ShapeError("the feature number of src and tgt must be equal to d_model")
        memory = self.encoder(src, mask=src_mask, src_key_padding_mask=src_key_padding_mask, is_causal=src_is_causal)
        return self.decoder(tgt, memory, tgt_mask=tgt_mask, memory_mask=memory_mask,
                            tgt_key_padding_mask=tgt_key_padding_mask, memory_key_padding_mask=memory_key_padding_mask,
                            tgt_is_causal=tgt_is_causal, memory_is_causal=memory_is_causal)

    @staticmethod
    def generate_square_subsequent_mask(sz: int, device: Device | str | None = None,
                                        dtype: DType | None = None) -> Tensor:
        """The causal mask of sz positions: -inf above the diagonal (a later position), 0 elsewhere."""
        return full((sz, sz), float("-inf"), dtype=dtype or get_default_dtype(), device=device).triu(diagonal=1)

    def _reset_parameters(self) -> None:
        for parameter in self.parameters():
            if parameter.dim() > 1:
                xavier_uniform_(parameter)
