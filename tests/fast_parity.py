"""Every fast function, called as a C program calls it: one line per call with its result, error and gradients.

    python tests/fast_parity.py LIBRARY [NAME ...]

Loads libsimple_torch_ffi.so with ctypes (a host that has not used Tier 3, so the fast path can be on) and, for
each function whose spec row has `native` (or the NAMEs given), makes calls from its C prototype: the default
case, the same with float64, int64, int32 and bool tensors, a dim out of range, and a freed handle
(CASES adds or replaces cases where the defaults do not fit). Each line gives the code, the error message, every
result tensor (dtype, shape, values as hex) and, when a result requires grad, the gradients its sum sends to each
input. tests/test_fast_functions.py runs this with the fast path on and off and requires the same lines, bit for
bit; `path=native` / `path=python` (left out of the comparison) says whether a call ran without entering Python.
"""

from __future__ import annotations

import ctypes
import struct
import sys
from dataclasses import dataclass, field

from simple_torch.abi import spec
from simple_torch.abi.signature import FUNCTIONS

i64, i32, f64, ptr = ctypes.c_int64, ctypes.c_int32, ctypes.c_double, ctypes.c_void_p
CTYPES = {"rt_tensor": i64, "rt_handle": i64, "int64_t": i64, "int32_t": i32, "double": f64, "const char*": ctypes.c_char_p}
DTYPE = {pyname: code for _, code, pyname, *_ in spec.DTYPES}
SIZE = {pyname: size for _, _, pyname, size, *_ in spec.DTYPES}
FORMAT = {"uint8": "B", "int8": "b", "int16": "h", "int32": "i", "int64": "q", "float32": "f", "float64": "d",
          "bool": "?"}
PARTS = {"complex64": "f", "complex128": "d"}   # a complex value: its real and imaginary parts
FLOATING = ("float32", "float64")

@dataclass
class T:
    """A tensor argument: values (repeated to fill shape), its dtype, and whether it requires grad."""
    shape: tuple[int, ...] = (2, 3)
    dtype: str = "float32"
    values: tuple = (0.5, -1.25, 2.0, 0.75, -0.5, 1.5, 3.0, -2.5)
    grad: bool = True
    freed: bool = False   # made, then freed before the call
    transposed: bool = False   # made with its last two dims swapped, then transposed back: not contiguous


@dataclass
class Case:
    """Arguments by C parameter name; the rest take DEFAULTS."""
    args: dict = field(default_factory=dict)
    variants: bool = True   # also run the dtype, dim and freed-handle variants


def _int_values(n: int) -> tuple:
    return tuple((k * 7 + 3) % 5 - 2 for k in range(n))


# Parameters by name where the type's default does not fit
NAMED = {"keepdim": 1, "dim0": 0, "dim1": 1, "start_dim": 0, "end_dim": -1, "diagonal": 0}
SCALARS = {"int64_t": 1, "int32_t": 1, "double": 0.5}

# Tensors and arguments several cases share
NAN = float("nan")
INDICES = T((2, 3), "int64", (0, 3, 1, 1, 2, 0), False)
LSTM = {"input": T((2, 3)), "hx": T((2, 4)), "cx": T((2, 4), values=(0.25, -0.75, 1.5)), "w_ih": T((16, 3)),
        "w_hh": T((16, 4), values=(0.1, -0.3, 0.2)), "b_ih": T((16,)), "b_hh": T((16,), values=(0.5, -0.5, 0.125))}
GRU = {**{k: v for k, v in LSTM.items() if k != "cx"}, "w_ih": T((12, 3)), "w_hh": T((12, 4), values=(0.1, -0.3)),
       "b_ih": T((12,)), "b_hh": T((12,), values=(0.5, -0.5, 0.125))}
ATTENTION = {"query": T((2, 3, 4)), "key": T((2, 5, 4), values=(0.3, -0.2, 0.9, 1.1, -0.7)),
             "value": T((2, 5, 6), values=(1.0, -2.0, 0.5)), "attn_mask": None, "dropout_p": 0.0, "is_causal": 1,
             "scale": NAN}

PROBS = (0.25, 0.5, 0.875, 0.125, 0.625, 0.0, 1.0, 0.375)
CLASSES = T((3,), "int64", (0, 3, 1), False)
IMAGE = T((1, 2, 4, 5), values=(0.5, -1.25, 2.0, 0.75, -0.5, 1.5, 3.0, -2.5, 1.0, 0.25, -3.0))
POOL = {"x": IMAGE, "kernel": [2, 2], "stride": [2, 1], "padding": [1, 0]}
CONV = {"x": IMAGE, "weight": T((4, 2, 3, 3), values=(0.1, -0.2, 0.3, 0.05, -0.4)), "bias": T((4,)),
        "stride": [1, 1], "padding": [1, 0], "dilation": [1, 1], "groups": 1}
SQUARE = T((2, 3, 3), values=(2.0, -1.0, 0.5, 0.25, 3.0, 1.0, -0.75, 0.5, 1.5, 4.0, 0.125))
PAIR = {"input": T((2, 3)), "target": T((2, 3), values=(0.25, 0.5, -2.0, 1.0, 0.75)), "reduction": 1}
TRIPLET = {"anchor": T((3, 4)), "positive": T((3, 4), values=(0.25, 0.5, -2.0, 1.0, 0.75)),
           "negative": T((3, 4), values=(1.5, -0.5, 0.0)), "margin": 1.0, "p": 2.0, "eps": 1e-6, "swap": 0,
           "reduction": 1}


def _reductions(args: dict) -> list[Case]:
    """The three reductions (the first with the dtype and freed-handle variants) and a code out of range."""
    return [Case({**args, "reduction": 1}), Case({**args, "reduction": 0}, False),
            Case({**args, "reduction": 2}, False), Case({**args, "reduction": 3}, False)]


BOOL_MASK = T((3,), "bool", (1, 0, 1), False)
TIES = T((2, 3), "float32", (2.0, -1.0, 2.0, float("nan"), 0.5, 0.5))

# Functions whose default arguments do not fit: their cases
CASES: dict[str, list[Case]] = {
    "rt_torch_tensor_masked_fill": [Case({"mask": BOOL_MASK, "value": -2.5})],
    "rt_torch_tensor_add_scalar": [Case({"s": 0.1}), Case({"s": -2.5e38})],
    "rt_torch_tensor_matmul": [Case({"b": T((3, 2))}), Case({"a": T((4, 2, 3)), "b": T((3,))})],
    "rt_torch_nn_linear": [Case({"weight": T((4, 3)), "bias": T((4,))}), Case({"weight": T((4, 3)), "bias": 0})],
    "rt_torch_nn_cross_entropy": [Case({"logits": T((3, 4)), "target": T((3,), "int64", (3, 0, -100), False),
                                        "reduction": r}, variants=False) for r in (0, 1, 2)],
    "rt_torch_tensor_backward": [Case({"loss": T((), "float32", (2.5,))}, variants=False)],
    "rt_torch_tensor_where": [Case({"condition": BOOL_MASK})],
    # creation: shapes (with refusals: a negative size, a shape past 2**63 bytes), dtypes, devices (CUDA is refused here)
    **{f"rt_torch_tensor_{kind}": [Case({"dims": dims, "ndims": len(dims), "value": value}, variants=False)
                                   for dims in ([2, 3], [0, 4], [], [-1, 2], [2**62, 4]) for value in (2.5, 1e39)]
       for kind in ("zeros", "ones", "empty", "full")},
    **{f"rt_torch_tensor_{kind}_options": [
        Case({"dims": dims, "ndims": len(dims), "value": value, "dtype": dtype, "device": device}, variants=False)
        for dims in ([2, 3], [2**61, 2]) for value in (-3.5, 1e39, float("nan")) for dtype in (-1, 3, 5, 7, 11, 4)
        for device in (-3, -1, 0)] for kind in ("zeros", "ones", "empty", "full")},
    **{f"rt_torch_tensor_{kind}_like": [
        Case({"x": x, "value": value, "dtype": dtype, "device": device})
        for x in (T(), T(transposed=True), T((2, 3), "int32", (1, -2, 3)))
        for value in (7.25, -1e39) for dtype in (-1, 3, 7, 11) for device in (-3, -1, 0)]
       for kind in ("zeros", "ones", "empty", "full")},
    # ordering: ties and a NaN (their order and indices are the point), both directions, k at and past its bounds
    **{f"rt_torch_tensor_{name}": [Case({"x": TIES, "descending": d, "stable": st}) for d in (0, 1) for st in (0, 5)]
       for name in ("sort", "argsort")},
    "rt_torch_tensor_topk": [Case({"x": TIES, "k": k, "largest": largest, "sorted": 0})
                             for k in (0, 2, 3, 4) for largest in (0, 1)],
    "rt_torch_tensor_kthvalue": [Case({"x": TIES, "k": k}) for k in (1, 3, 0, 4)],
    **{f"rt_torch_tensor_{name}": [Case({"x": TIES})] for name in ("median", "median_dim", "mode", "cummax", "cummin")},
    # tests and searches: dtypes, tolerances (a negative one refused), ties, a sorter (the Python path's)
    "rt_torch_tensor_equal": [Case({"b": b}) for b in (T(), T(values=(0.5, -1.25, 2.0, 0.75, -0.5, 1.25)),
                                                       T(dtype="float64"), T((3, 2)))],
    "rt_torch_tensor_allclose": [Case({"b": T(values=(0.5, -1.25, 2.0001, 0.75, NAN, 1.5, 3.0, -2.5)) , "rtol": rtol,
                                       "atol": atol, "equal_nan": nan})
                                 for rtol, atol in ((1e-5, 1e-8), (1e-3, 0.0), (-1.0, 0.0)) for nan in (0, 1)],
    "rt_torch_tensor_searchsorted": [
        Case({"sorted_sequence": T((5,), values=(-2.0, -0.5, 0.5, 0.5, 2.0)), "values": T((2, 3)), "out_int32": o,
              "right": r, "sorter": None}) for o in (0, 1) for r in (0, 1)]
        + [Case({"sorted_sequence": T((2, 4), values=(-1.0, 0.0, 1.0, 2.0, -3.0, -2.0, 0.5, 4.0)),
                 "values": T((2, 3)), "out_int32": 0, "right": 0, "sorter": None}),
           Case({"sorted_sequence": T((3,), values=(2.0, -1.0, 0.5)), "values": T((2, 3)), "out_int32": 0, "right": 0,
                 "sorter": T((3,), "int64", (1, 2, 0), False)}, variants=False)],
    "rt_torch_tensor_bucketize": [Case({"boundaries": T((4,), values=(-1.0, 0.5, 0.75, 2.0)), "out_int32": o,
                                        "right": r}) for o in (0, 1) for r in (0, 1)]
                                 + [Case({"boundaries": T((2, 2))}, variants=False)],
    "rt_torch_tensor_unique": [Case({"x": T((3, 4), values=(2.0, -1.0, 2.0, 0.5, 0.5, 3.0, -1.0))})],
    "rt_torch_tensor_scatter_reduce": [
        Case({"dim": 1, "index": T((2, 2), "int64", (0, 2, 2, 2), False), "src": T((2, 2), values=(1.5, -2.0, 4.0)),
              "reduce": r, "include_self": inc}) for r in (0, 1, 2, 3, 4, 5) for inc in (0, 1)],
    # linear algebra: every mode (and one out of range), both triangles, a batch, wide and tall matrices
    "rt_torch_tensor_qr": [Case({"x": x, "mode": mode}) for x in (T((3, 2)), T((2, 3)), T((2, 3, 3)))
                           for mode in (0, 1, 2, 3)],
    **{f"rt_torch_tensor_{name}": [Case({"x": T((2, 3, 3), values=(2.0, 0.5, -1.0, 0.5, 3.0, 0.25, -1.0, 0.25, 1.5)),
                                         "upper": upper}) for upper in (0, 1, 2)] for name in ("eigh", "eigvalsh")},
    # Op rows with numbers where PyTorch takes a None: NaN is "not given"
    "rt_torch_tensor_clamp": [Case({"x": T(values=(0.5, NAN, 2.0, -3.0, 1.0, -0.5)), "min": lo, "max": hi})
                              for lo, hi in ((-1.0, 1.0), (NAN, 0.75), (0.0, NAN), (NAN, NAN), (2.0, -2.0))],
    "rt_torch_tensor_nan_to_num": [Case({"x": T(values=(NAN, float("inf"), -float("inf"), 1.5, -2.0, 3e38)),
                                         "nan": nan, "posinf": pos, "neginf": neg})
                                   for nan, pos, neg in ((0.0, NAN, NAN), (NAN, 1.0, -1.0), (-2.5, 7.0, NAN),
                                                         (1.0, float("inf"), 2.0))],
    "rt_torch_tensor_to_device": [Case({"device": device}) for device in (-1, 0, -3, -7)],
    # splits: every rule of the runtime's bounds, and counts past max_out
    "rt_torch_tensor_split": [Case({"x": T((5, 3)), "split_size": size, "dim": 0, "max_out": m})
                              for size in (2, 5, 7, 0, -1, 2**63 - 1) for m in (3, 1)] + [Case({"x": T((0, 3)), "split_size": 0,
                                                                                     "dim": 0, "max_out": 2})],
    "rt_torch_tensor_split_sizes": [Case({"x": T((5, 3)), "sizes": sizes, "dim": 0, "max_out": 4})
                                    for sizes in ([2, 3], [1, 0, 4], [5], [2, 2], [-1, 6], [])],
    "rt_torch_tensor_tensor_split": [Case({"x": T((5, 3)), "sections": k, "dim": 0, "max_out": 8})
                                     for k in (1, 2, 3, 7, 0, 9)],
    "rt_torch_tensor_tensor_split_indices": [Case({"x": T((5, 3)), "indices": cuts, "dim": 0, "max_out": 6})
                                             for cuts in ([1, 3], [-2], [4, 2], [9, -9, 0], [], [1, 2, 3, 4, 5, 6])],
    "rt_torch_tensor_chunk": [Case({"x": T((5, 3)), "chunks": 2, "dim": 0, "max_out": 3})]
                             + [Case({"x": T((5, 3)), "chunks": k, "dim": d, "max_out": m}, variants=False)
                                for k in (3, 1, 5, 7, 0, -1, 2**63 - 1) for d in (0, -1, 2) for m in (3, 1)]
                             + [Case({"x": T((0, 3)), "chunks": k, "dim": 0, "max_out": 4}, variants=False)
                                for k in (3, 5)]
                             + [Case({"x": T((6,)), "chunks": 4, "dim": 0, "max_out": -1}, variants=False)],
    # shapes and views: the array's length is given with it (the int32_t default is 1)
    "rt_torch_tensor_reshape": [Case({"dims": [3, -1], "ndims": 2}), Case({"x": T((2, 3, 4)), "dims": [-1], "ndims": 1}),
                                Case({"dims": [4, -1], "ndims": 2}), Case({"dims": [-1, -1], "ndims": 2}),
                                Case({"x": T((0, 3)), "dims": [2**62, 0], "ndims": 2}, variants=False)],
    "rt_torch_tensor_view": [Case({"dims": [3, 2], "ndims": 2}), Case({"dims": [6, -1, 1], "ndims": 3}),
                             Case({"dims": [5, -1], "ndims": 2}, variants=False)],
    "rt_torch_tensor_permute": [Case({"order": [1, 0], "ndims": 2}),
                                Case({"x": T((2, 3, 4)), "order": [2, -3, 1], "ndims": 3}),
                                Case({"order": [0, 0], "ndims": 2}, variants=False),
                                Case({"order": [1, 0, 2], "ndims": 3}, variants=False)],
    "rt_torch_tensor_squeeze": [Case({"x": T((2, 1, 3, 1))}), Case({"x": T(())}, variants=False)],
    "rt_torch_tensor_squeeze_dim": [Case({"x": T((2, 1, 3)), "dim": 1}), Case({"x": T((2, 1, 3)), "dim": -3}),
                                    Case({"x": T(()), "dim": -1}, variants=False)],
    "rt_torch_tensor_unsqueeze": [Case({"dim": 2}), Case({"dim": -1}), Case({"x": T((3,)), "dim": 0}),
                                  Case({"dim": -4}, variants=False)],
    "rt_torch_tensor_expand": [Case({"x": T((1, 3)), "dims": [4, -1, 3], "ndims": 3}),
                               Case({"x": T((2, 1)), "dims": [2, 5], "ndims": 2}),
                               Case({"x": T((1, 3)), "dims": [-1, 2, 3], "ndims": 3}, variants=False),
                               Case({"x": T((1, 0)), "dims": [2**62, 0], "ndims": 2}, variants=False),
                               Case({"x": T((2, 3)), "dims": [3], "ndims": 1}, variants=False)],
    "rt_torch_tensor_transpose": [Case({"x": T((2, 3, 4)), "dim0": -1, "dim1": 0}), Case(),
                                  Case({"dim0": 2}, variants=False)],
    "rt_torch_tensor_t": [Case(), Case({"x": T((4,))}), Case({"x": T((2, 3, 4))}, variants=False)],
    "rt_torch_tensor_diagonal": [Case({"x": T((3, 4)), "offset": 1, "dim1": -1, "dim2": 0}),
                                 Case({"x": T((2, 3, 4)), "offset": -1, "dim1": 2, "dim2": 0}),
                                 Case({"x": T((3, 4)), "offset": 9, "dim1": 0, "dim2": 1}, variants=False),
                                 Case({"x": T((3, 4)), "offset": 0, "dim1": 1, "dim2": 1}, variants=False)],
    "rt_torch_tensor_movedim": [Case({"x": T((2, 3, 4)), "source": 0, "destination": -1}),
                                Case({"x": T((2, 3, 4)), "source": -1, "destination": 1}),
                                Case({"x": T(()), "source": 0, "destination": -1}, variants=False),
                                Case({"source": 2, "destination": 0}, variants=False)],
    "rt_torch_tensor_diag": [Case({"x": T((3,)), "diagonal": 1}), Case({"x": T((3, 4)), "diagonal": -1}),
                             Case({"x": T((3,)), "diagonal": 2**40}, variants=False),
                             Case({"x": T((2, 2, 2)), "diagonal": 0}, variants=False)],
    "rt_torch_tensor_cat": [Case({"xs": [T((2, 3)), T((1, 3), values=(4.0, -3.0))], "n": 2, "dim": 0}),
                            Case({"xs": [T(), T((2, 2)), T((2, 1), "float64")], "n": 3, "dim": -1}),
                            Case({"xs": [T(), T((2, 2))], "n": 2, "dim": 0}, variants=False),
                            Case({"xs": [T(), T((2, 3), "int64")], "n": 2, "dim": 1}, variants=False)],
    "rt_torch_tensor_stack": [Case({"xs": [T(), T(values=(1.0, 2.0))], "n": 2, "dim": 0}),
                              Case({"xs": [T(), T(), T()], "n": 3, "dim": -1}),
                              Case({"xs": [T(), T()], "n": 2, "dim": 2}),
                              Case({"xs": [T(), T((3, 2))], "n": 2, "dim": 0}, variants=False)],
    "rt_torch_tensor_to_dtype": [Case({"dtype": DTYPE[name]}) for name in ("float64", "float32", "int32", "bool")]
                                + [Case({"dtype": 99}, variants=False), Case({"dtype": -1}, variants=False)],
    "rt_torch_tensor_index_select": [
        Case({"dim": 1, "index": T((2,), "int64", (2, 0))}),
        Case({"x": T((3, 2)), "dim": 0, "index": T((4,), "int32", (1, 2, 1, 0))}),
        Case({"x": T(()), "dim": 0, "index": T((1,), "int64", (0,))}, variants=False),
        Case({"dim": 0, "index": T((1,), "int64", (2,))}, variants=False),
        Case({"dim": 1, "index": T((1,), "int64", (-1,))}, variants=False),
        Case({"dim": 1, "index": T((1, 1), "int64", (0,))}, variants=False)],
    "rt_torch_tensor_gather": [
        Case({"dim": 1, "index": T((2, 2), "int64", (0, 2, 1, 1))}),
        Case({"dim": 0, "index": T((1, 3), "int64", (1, 0, 1))}),
        Case({"dim": 1, "index": T((2, 1), "int64", (3,))}, variants=False),
        Case({"dim": 1, "index": T((2, 1), "int32", (0,))})],
    "rt_torch_tensor_scatter": [
        Case({"x": T((3, 4)), "dim": 1, "index": T((2, 2), "int64", (0, 3, 1, 2)), "src": T((2, 3))}),
        Case({"x": T((3, 4)), "dim": -2, "index": T((2, 3), "int32", (2, 0, 1)), "src": T((2, 3))}),
        Case({"x": T((3, 4)), "dim": 1, "index": T((2, 2), "int64", (0, 4)), "src": T((2, 3))}, variants=False),
        Case({"x": T((3, 4)), "dim": 1, "index": T((2, 2), "int64", (0, 1)), "src": T((2, 3), "float64")},
             variants=False)],
    "rt_torch_tensor_scatter_add": [
        Case({"x": T((3, 4)), "dim": 1, "index": T((2, 3), "int64", (0, 0, 3, 1, 1, 1)), "src": T((2, 3))}),
        Case({"x": T((3, 4)), "dim": 0, "index": T((2, 2), "int32", (2, 2)), "src": T((2, 3))}),
        Case({"x": T((3, 4)), "dim": 1, "index": T((2, 2), "int64", (-1, 0)), "src": T((2, 3))}, variants=False)],
    # hand-written (tests/test_fast_info.py names them): information, and the views a row cannot express
    "rt_torch_tensor_size": [Case({"dim": 1}), Case({"dim": -2}), Case({"x": T(()), "dim": 0}, variants=False)],
    "rt_torch_tensor_shape": [Case({"x": T((2, 3, 4)), "dims_out": [0] * 8, "max_dims": 8}),
                              Case({"x": T(()), "dims_out": [0], "max_dims": 0}),
                              Case({"dims_out": [0], "max_dims": 1}, variants=False),
                              Case({"dims_out": [0], "max_dims": -1}, variants=False)],
    "rt_torch_tensor_item": [Case({"x": T((1,), values=(-2.75,))}), Case({"x": T((1, 1, 1), "float64", (1e-300,))}),
                             Case({"x": T((1,), "int64", (2**53 + 1,))}, variants=False),
                             Case({"x": T((), "bool", (1,))}, variants=False), Case({"x": T((2,))}, variants=False)],
    "rt_torch_tensor_slice": [Case({"dim": 1, "start": 0, "end": 2, "step": 1}),
                              Case({"dim": 0, "start": -1, "end": 100, "step": 1}),
                              Case({"dim": 1, "start": 0, "end": 3, "step": 1}),
                              Case({"dim": 0, "start": 0, "end": 2, "step": 1}),
                              Case({"dim": -1, "start": -9, "end": 2**62, "step": 2}),
                              Case({"dim": 1, "start": 2, "end": -5, "step": 1}),
                              Case({"dim": 1, "start": 1, "end": 3, "step": 2**62}),
                              Case({"dim": 1, "start": 0, "end": 3, "step": 0}, variants=False),
                              Case({"x": T(()), "dim": 0, "start": 0, "end": 1, "step": 1}, variants=False)],
    "rt_torch_tensor_flatten": [Case({"x": T((2, 3, 4)), "start_dim": 1, "end_dim": 2}), Case(),
                                Case({"x": T((2, 3, 4)), "start_dim": -2, "end_dim": -2}),
                                Case({"x": T(()), "start_dim": 0, "end_dim": -1}),
                                Case({"start_dim": 1, "end_dim": 0}, variants=False),
                                Case({"start_dim": 0, "end_dim": 2}, variants=False)],
    "rt_torch_tensor_set_requires_grad": [Case({"x": T(grad=False), "flag": 1}), Case({"flag": 0}),
                                          Case({"x": T(grad=False), "flag": -3})],
    "rt_torch_prelu": [
        Case({"x": T((2, 3, 4)), "weight": T((3,), values=(0.25, -0.5, 2.0))}),
        Case({"x": T((2, 3)), "weight": T((1,), values=(0.125,))}, False),
        Case({"x": T((4,)), "weight": T((), values=(0.25,))}, False),
        Case({"x": T((2, 3, 4)), "weight": T((2,))}, False),
        Case({"x": T((2, 3, 4)), "weight": T((3,), "float64")}, False),
        Case({"x": T((2, 3, 4)), "weight": T((3, 1))}, False),
    ],
    "rt_torch_glu": [
        Case({"x": T((2, 4)), "dim": -1}),
        Case({"x": T((2, 4)), "dim": 0}, False),
        Case({"x": T((2, 3)), "dim": 1}, False),
        Case({"x": T(()), "dim": 0}, False),
    ],
    "rt_torch_nn_conv2d": [
        Case(CONV),
        Case({**CONV, "bias": None, "stride": [2, 1], "dilation": [1, 2]}, False),
        Case({**CONV, "weight": T((4, 1, 2, 2)), "groups": 2}, False),
        Case({**CONV, "x": T((2, 4, 5))}, False),
        Case({**CONV, "stride": [2**40, 1]}, False),
        Case({**CONV, "padding": [-1, 0]}, False),
        Case({**CONV, "groups": 0}, False),
        Case({**CONV, "weight": T((4, 2, 0, 3))}, False),
        Case({**CONV, "bias": T((3,))}, False),
    ],
    "rt_torch_nn_max_pool2d": [
        Case(POOL),
        Case({**POOL, "x": T((2, 4, 5)), "kernel": [3, 2], "padding": [1, 1]}, False),
        Case({**POOL, "padding": [2, 0]}, False),
        Case({**POOL, "stride": [2**40, 1]}, False),
        Case({**POOL, "x": T((4, 5))}, False),
    ],
    "rt_torch_nn_avg_pool2d": [
        Case(POOL),
        Case({**POOL, "x": T((2, 4, 5)), "kernel": [3, 2], "padding": [1, 1]}, False),
        Case({**POOL, "padding": [2, 0]}, False),
        Case({**POOL, "kernel": [2**31, 1]}, False),
    ],
    "rt_torch_nn_avg_pool2d_ex": [
        Case({**POOL, "ceil_mode": 1, "count_include_pad": 0, "divisor_override": 0}),
        Case({**POOL, "ceil_mode": 0, "count_include_pad": 1, "divisor_override": 3}, False),
        Case({**POOL, "x": T((2, 4, 5)), "kernel": [3, 3], "stride": [2, 2], "padding": [1, 1], "ceil_mode": 1,
              "count_include_pad": 1, "divisor_override": -2}, False),
        Case({**POOL, "x": T((1, 0, 4, 5)), "ceil_mode": 0, "count_include_pad": 1, "divisor_override": 0}, False),
        Case({**POOL, "kernel": [6, 2], "padding": [0, 0], "ceil_mode": 0, "count_include_pad": 1,
              "divisor_override": 0}, False),
    ],
    "rt_torch_nn_adaptive_avg_pool2d": [
        Case({"x": IMAGE, "output_size": [3, 2]}),
        Case({"x": T((2, 5, 4)), "output_size": [1, 1]}, False),
        Case({"x": IMAGE, "output_size": [0, 2]}, False),
        Case({"x": IMAGE, "output_size": [2**31, 0]}, False),
        Case({"x": T((1, 2, 0, 3)), "output_size": [1, 1]}, False),
    ],
    "rt_torch_nn_adaptive_max_pool2d_with_indices": [
        Case({"x": IMAGE, "output_size": [3, 2]}),
        Case({"x": T((2, 5, 4)), "output_size": [5, 1]}, False),
        Case({"x": T((1, 0, 4, 4)), "output_size": [2, 2]}, False),
        Case({"x": IMAGE, "output_size": [2**31, 0]}, False),
    ],
    "rt_torch_nn_dropout": [
        Case({"x": T((4, 5)), "p": 0.3, "training": 1}),
        Case({"x": T((4, 5)), "p": 0.3, "training": 0}, False),
        Case({"x": T((4, 5), "int64", (1, 2, 3), False), "p": 0.3, "training": 0}, False),
        Case({"x": T((4, 5)), "p": 1.0, "training": 1}, False),
        Case({"x": T((4, 5)), "p": 1.5, "training": 1}, False),
        Case({"x": T((4, 5)), "p": NAN, "training": 1}, False),
    ],
    "rt_torch_nn_cosine_similarity": [
        Case({"x1": T((2, 3)), "x2": T((2, 3), values=(0.25, 0.5, -2.0, 1.0, 0.75)), "dim": 1, "eps": 1e-8}),
        Case({"x1": T((2, 3)), "x2": T((3,), values=(0.25, 0.5, -2.0)), "dim": -2, "eps": 0.5}, False),
        Case({"x1": T((3,)), "x2": T((2, 3), values=(0.25, 0.5, -2.0)), "dim": 0, "eps": 0.5}, False),
        Case({"x1": T((2, 3)), "x2": T((2, 3)), "dim": 1, "eps": -1.0}, False),
        Case({"x1": T((2, 3)), "x2": T((2, 3)), "dim": 1, "eps": 1e300}, False),
        Case({"x1": T((2, 3)), "x2": T((4, 3)), "dim": 1, "eps": 1e-8}, False),
        Case({"x1": T((2, 3), "int64", (1, 2), False), "x2": T((2, 3)), "dim": 1, "eps": 1e-8}, False),
    ],
    "rt_torch_nn_mse_loss": [*_reductions(PAIR), Case({**PAIR, "target": T((3,))}, False)],
    "rt_torch_nn_l1_loss": [*_reductions(PAIR), Case({**PAIR, "target": T((1, 3))}, False),
                            Case({**PAIR, "target": T((2, 3), "float64")}, False)],
    "rt_torch_nn_smooth_l1_loss": [*_reductions({**PAIR, "beta": 0.5}), Case({**PAIR, "beta": 0.0}, False),
                                   Case({**PAIR, "beta": -1.0}, False)],
    "rt_torch_nn_huber_loss": [*_reductions({**PAIR, "delta": 1.0}), Case({**PAIR, "delta": 0.0}, False)],
    "rt_torch_nn_binary_cross_entropy": [
        *_reductions({"probs": T((2, 3), values=PROBS), "target": T((2, 3), values=PROBS[::-1])}),
        Case({"probs": T((2, 3)), "target": T((2, 3), values=PROBS), "reduction": 1}, False),
        Case({"probs": T((2, 3), values=PROBS), "target": T((3,), values=PROBS), "reduction": 1}, False),
    ],
    "rt_torch_nn_binary_cross_entropy_with_logits": [
        *_reductions({**PAIR, "target": T((2, 3), values=PROBS), "weight": None, "pos_weight": None}),
        Case({**PAIR, "weight": T((3,)), "pos_weight": None}, False),
        Case({**PAIR, "weight": None, "pos_weight": T((2, 3))}, False),
    ],
    "rt_torch_nn_nll_loss": [
        *_reductions({"log_probs": T((3, 4)), "target": CLASSES}),
        Case({"log_probs": T((2, 3, 2)), "target": T((2, 2), "int64", (2, 0, 1), False), "reduction": 1}, False),
        Case({"log_probs": T((4,)), "target": T((), "int64", (2,), False), "reduction": 0}, False),
        Case({"log_probs": T((3, 4)), "target": T((3,), "int64", (0, -100, 3), False), "reduction": 1}, False),
        Case({"log_probs": T((3, 4)), "target": T((3,), "int64", (0, 4, 1), False), "reduction": 1}, False),
        Case({"log_probs": T((3, 4)), "target": T((3,), "int64", (0, -1, 1), False), "reduction": 1}, False),
        Case({"log_probs": T((3, 4)), "target": T((2,), "int64", (0, 1), False), "reduction": 1}, False),
        Case({"log_probs": T((3, 4)), "target": T((3,), "int32", (0, 1), False), "reduction": 1}, False),
        Case({"log_probs": T((1,)), "target": T((1,), "int64", (0,), False), "reduction": 1}, False),
    ],
    "rt_torch_nn_nll_loss_ex": [
        *_reductions({"log_probs": T((3, 4)), "target": CLASSES, "weight": None, "ignore_index": 3}),
        Case({"log_probs": T((3, 4)), "target": CLASSES, "weight": T((4,)), "ignore_index": -100,
              "reduction": 1}, False),
        Case({"log_probs": T((3, 4)), "target": T((3,), "int64", (0, 7, 1), False), "weight": None,
              "ignore_index": 7, "reduction": 2}, False),
    ],
    "rt_torch_nn_cross_entropy_ex": [
        *_reductions({"logits": T((3, 4)), "target": CLASSES, "weight": None, "ignore_index": -100,
                      "label_smoothing": 0.1}),
        Case({"logits": T((3, 4)), "target": T((3, 4), values=PROBS), "weight": None, "ignore_index": -100,
              "label_smoothing": 0.0, "reduction": 1}, False),
        Case({"logits": T((3, 4)), "target": CLASSES, "weight": None, "ignore_index": 1, "label_smoothing": 0.0,
              "reduction": 1}, False),
        Case({"logits": T((3, 4)), "target": T((3, 4), values=PROBS), "weight": None, "ignore_index": 1,
              "label_smoothing": 0.0, "reduction": 1}, False),
        Case({"logits": T((3, 4)), "target": CLASSES, "weight": T((4,)), "ignore_index": -100,
              "label_smoothing": 0.0, "reduction": 1}, False),
        Case({"logits": T((3, 4)), "target": CLASSES, "weight": None, "ignore_index": -100,
              "label_smoothing": 1.5, "reduction": 1}, False),
        Case({"logits": T((3, 4)), "target": T((3,), "int64", (0, 9, 1), False), "weight": None,
              "ignore_index": -100, "label_smoothing": 0.0, "reduction": 1}, False),
    ],
    "rt_torch_nn_margin_ranking_loss": [
        *_reductions({"input1": T((4,)), "input2": T((4,), values=(0.25, 0.5, -2.0)),
                      "target": T((4,), values=(1.0, -1.0, -1.0)), "margin": 0.2}),
        Case({"input1": T((4,)), "input2": T((1,)), "target": T((4,)), "margin": 0.2, "reduction": 1}, False),
        Case({"input1": T((4,)), "input2": T((1, 4)), "target": T((4,)), "margin": 0.2, "reduction": 1}, False),
    ],
    "rt_torch_nn_cosine_embedding_loss": [
        *_reductions({"input1": T((3, 4)), "input2": T((3, 4), values=(0.25, 0.5, -2.0)),
                      "target": T((3,), values=(1.0, -1.0, -1.0)), "margin": 0.1}),
        Case({"input1": T((4,)), "input2": T((4,)), "target": T((), values=(1.0,)), "margin": 0.1,
              "reduction": 1}, False),
        Case({"input1": T((3, 4)), "input2": T((3, 4)), "target": T((2,)), "margin": 0.1, "reduction": 1}, False),
    ],
    "rt_torch_nn_triplet_margin_loss": [
        *_reductions(TRIPLET),
        Case({**TRIPLET, "swap": 1, "p": 1.0}, False),
        Case({**TRIPLET, "margin": 0.0}, False),
        Case({**TRIPLET, "p": -1.0}, False),
        Case({**TRIPLET, "p": float("inf")}, False),
        Case({**TRIPLET, "negative": T((1, 4))}, False),
    ],
    "rt_torch_tensor_dot": [
        Case({"a": T((5,)), "b": T((5,), values=(0.25, 0.5, -2.0))}),
        Case({"a": T((5,)), "b": T((4,))}, False),
        Case({"a": T((5,)), "b": T((5,), "float64")}, False),
    ],
    "rt_torch_tensor_det": [Case({"x": SQUARE}), Case({"x": T((2, 3))}, False), Case({"x": T((3,))}, False)],
    "rt_torch_tensor_inverse": [Case({"x": SQUARE}), Case({"x": T((2, 2), values=(1.0, 2.0, 2.0, 4.0))}, False),
                                Case({"x": T((2, 3))}, False)],
    "rt_torch_tensor_slogdet": [Case({"x": SQUARE}), Case({"x": T((2, 3))}, False)],
    "rt_torch_tensor_inv_ex": [Case({"x": SQUARE}), Case({"x": T((2, 2), values=(1.0, 2.0, 2.0, 4.0))}, False),
                               Case({"x": T((2, 3))}, False)],
    "rt_torch_tensor_svd": [Case({"x": T((2, 4, 3))}), Case({"x": T((3, 2))}, False), Case({"x": T((3,))}, False)],
    "rt_torch_tensor_svdvals": [Case({"x": T((2, 4, 3))}), Case({"x": T((3,))}, False)],
    "rt_torch_tensor_eig": [Case({"x": T((3, 3), values=(2.0, 0.5, 0.0, 0.25, 3.0))}),
                            Case({"x": T((2, 3))}, False)],
    "rt_torch_tensor_cholesky": [
        Case({"x": T((2, 2), values=(4.0, 1.0, 1.0, 3.0)), "upper": 0}),
        Case({"x": T((2, 2), values=(4.0, 1.0, 1.0, 3.0)), "upper": 1}, False),
        Case({"x": T((2, 2), values=(-4.0, 1.0, 1.0, 3.0)), "upper": 0}, False),
    ],
    "rt_torch_tensor_outer": [
        Case({"a": T((3,)), "b": T((4,), values=(0.25, 0.5, -2.0))}),
        Case({"a": T((3,)), "b": T((2,), "int64", (3, -1), False)}, False),
        Case({"a": T((0,)), "b": T((2,))}, False),
        Case({"a": T((3, 1)), "b": T((2,))}, False),
    ],
    "rt_torch_tensor_bmm": [
        Case({"a": T((2, 3, 4)), "b": T((2, 4, 5), values=(0.25, 0.5, -2.0))}),
        Case({"a": T((2, 3, 4)), "b": T((1, 4, 5))}, False),
        Case({"a": T((2, 3, 4)), "b": T((2, 3, 5))}, False),
        Case({"a": T((3, 4)), "b": T((4, 5))}, False),
    ],
    "rt_torch_nn_embedding": [
        Case({"indices": INDICES, "weight": T((4, 3))}),
        Case({"indices": T((5,), "int32", (3, 0, 0, 2, 1), False), "weight": T((4, 2), "float64")}, False),
        Case({"indices": T((0, 2), "int64", (0,), False), "weight": T((4, 3))}, False),
        Case({"indices": T((2,), "int64", (1, 4), False), "weight": T((4, 3))}, False),    # out of range
        Case({"indices": T((2,), "int64", (1, -1), False), "weight": T((4, 3))}, False),   # negative
        Case({"indices": INDICES, "weight": T((12,))}, False),                               # 1-D weight
        Case({"indices": T((2,), "float32", (1, 0), False), "weight": T((4, 3))}, False),
    ],
    "rt_torch_nn_layer_norm": [
        Case({"x": T((2, 3, 4)), "normalized_shape": [4], "weight": T((4,), values=(1.5, -0.5, 2.0)),
              "bias": T((4,), values=(0.1, 0.2)), "eps": 1e-5}),
        Case({"x": T((2, 3, 4)), "normalized_shape": [3, 4], "weight": None, "bias": None, "eps": 0.0}),
        Case({"x": T((2, 3, 4)), "normalized_shape": [3, 4], "weight": T((3, 4)), "bias": None, "eps": 0.5},
             False),
        Case({"x": T((2, 3, 4)), "normalized_shape": [4], "weight": None, "bias": None, "eps": -1.0}, False),
        Case({"x": T((2, 3, 4)), "normalized_shape": [4], "weight": None, "bias": None, "eps": NAN}, False),
        Case({"x": T((2, 3, 4)), "normalized_shape": [3], "weight": None, "bias": None, "eps": 1e-5}, False),
        Case({"x": T((2, 3, 4)), "normalized_shape": [4], "weight": T((4,), "float64"), "bias": None,
              "eps": 1e-5}, False),
        Case({"x": T((2, 3, 4)), "normalized_shape": [], "weight": None, "bias": None, "eps": 1e-5}, False),
    ],
    "rt_torch_nn_lstm_cell": [
        Case(LSTM),
        Case({**LSTM, "b_ih": None, "b_hh": None}),
        Case({**LSTM, "input": T((3,)), "hx": T((4,)), "cx": T((4,))}, False),   # unbatched
        Case({**LSTM, "b_ih": T((1,))}, False),
        Case({**LSTM, "w_ih": T((32, 3)), "w_hh": T((32, 4))}, False),
        Case({**LSTM, "cx": T((2, 4), "float64")}, False),
        Case({**LSTM, "hx": T((3, 4)), "cx": T((3, 4))}, False),
    ],
    "rt_torch_nn_gru_cell": [
        Case(GRU),
        Case({**GRU, "b_ih": None}),
        Case({**GRU, "input": T((3,)), "hx": T((4,))}, False),   # unbatched
        Case({**GRU, "b_hh": T((4,))}, False),
        Case({**GRU, "w_hh": T((12, 3))}, False),
    ],
    "rt_torch_nn_scaled_dot_product_attention": [
        Case(ATTENTION),
        Case({**ATTENTION, "is_causal": 0, "scale": 0.3}),
        Case({**ATTENTION, "query": T((2, 1, 3, 4)), "key": T((1, 2, 5, 4)), "value": T((2, 2, 5, 6))}, False),
        Case({**ATTENTION, "dropout_p": 0.5}, False),
        Case({**ATTENTION, "query": T((2, 3, 0)), "key": T((2, 5, 0))}, False),
        Case({**ATTENTION, "is_causal": 0, "attn_mask": T((3, 5), "bool", (1, 0, 1), False)}, False),
        Case({**ATTENTION, "scale": float("inf")}, False),
        Case({**ATTENTION, "dropout_p": 1.5}, False),
        Case({**ATTENTION, "key": T((2, 5, 3))}, False),
        Case({**ATTENTION, "value": T((2, 5, 6), "float64")}, False),
        Case({**ATTENTION, "query": T((4,))}, False),
    ],
}


# The fast functions this driver can call: those of tensor and number parameters (and tensor outputs), and those of
# arrays where CASES gives them; scopes, zero_grad and retain_grad are called by scopes(), zero_grad() and retained()
# below, the optimizers by tests/c/test_fast_optim.c
ARRAYS = ("const int64_t*", "const rt_tensor*")
CALLABLE = [name for name, fn in FUNCTIONS.items()
            if fn.native and not name.startswith("rt_torch_scope_")
            and name not in ("rt_torch_tensor_zero_grad", "rt_torch_tensor_retain_grad")
            and all(c.ctype in ("rt_tensor", "int64_t", "int32_t", "double", "rt_tensor*", *ARRAYS) for c in fn.cparams)
            and (name in CASES or not any(c.ctype in ARRAYS for c in fn.cparams))]


class Library:
    def __init__(self, path: str):
        self.lib = ctypes.CDLL(path)
        for name, restype, argtypes in [
                ("rt_torch_init", i32, []), ("rt_torch_fast_path", ctypes.c_char_p, []),
                ("rt_torch_last_error", ctypes.c_char_p, []), ("rt_torch_last_error_code", i32, []),
                ("rt_torch_clear_error", None, []),
                ("rt_torch_tensor_from_data", i64, [ptr, ctypes.POINTER(i64), i32, i32]),
                ("rt_torch_tensor_set_requires_grad", i32, [i64, i32]),
                ("rt_torch_tensor_requires_grad", i32, [i64]), ("rt_torch_tensor_dtype", i32, [i64]),
                ("rt_torch_tensor_shape", i32, [i64, ctypes.POINTER(i64), i32]),
                ("rt_torch_tensor_copy_to", i64, [i64, ptr, i64]), ("rt_torch_tensor_contiguous", i64, [i64]),
                ("rt_torch_tensor_sum", i64, [i64]), ("rt_torch_tensor_to_dtype", i64, [i64, i32]),
                ("rt_torch_tensor_backward", i32, [i64]), ("rt_torch_tensor_grad", i64, [i64]),
                ("rt_torch_tensor_free", i32, [i64]), ("rt_torch_manual_seed", i32, [i64]),
                ("rt_torch_tensor_transpose", i64, [i64, i64, i64])]:
            fn = getattr(self.lib, name)
            fn.restype, fn.argtypes = restype, argtypes
        self.lib.rt_torch_init()

    def tensor(self, t: T) -> int:
        n = 1
        for d in t.shape:
            n *= d
        values = [t.values[k % len(t.values)] for k in range(n)]
        if t.dtype not in FLOATING:
            values = [bool(v) for v in values] if t.dtype == "bool" else [int(v) for v in values]
        data = struct.pack(f"<{n}{FORMAT[t.dtype]}", *values)
        shape = t.shape[:-2] + t.shape[-1:] + t.shape[-2:-1] if t.transposed else t.shape
        dims = (i64 * max(len(shape), 1))(*shape)
        handle = self.lib.rt_torch_tensor_from_data(data, dims, len(shape), DTYPE[t.dtype])
        if t.transposed:
            made = handle
            handle = self.lib.rt_torch_tensor_transpose(made, -1, -2)
            self.lib.rt_torch_tensor_free(made)
        if t.grad and t.dtype in FLOATING:
            self.lib.rt_torch_tensor_set_requires_grad(handle, 1)
        if t.freed:
            self.lib.rt_torch_tensor_free(handle)
        return handle

    def describe(self, handle: int, values: bool = True) -> str:
        """dtype, shape and values (hex for floats) of a tensor."""
        lib = self.lib
        names = {code: name for name, code in DTYPE.items()}
        dtype = names.get(lib.rt_torch_tensor_dtype(handle), "?")
        dims = (i64 * 64)()
        ndim = lib.rt_torch_tensor_shape(handle, dims, 64)
        shape = list(dims[:ndim])
        if (dtype not in FORMAT and dtype not in PARTS) or not values:
            return f"{dtype}{shape}"
        dense = lib.rt_torch_tensor_contiguous(handle)
        n = 1
        for d in shape:
            n *= d
        buffer = ctypes.create_string_buffer(max(n * SIZE[dtype], 1))
        lib.rt_torch_tensor_copy_to(dense, buffer, len(buffer))
        lib.rt_torch_tensor_free(dense)
        fields = f"{2 * n}{PARTS[dtype]}" if dtype in PARTS else f"{n}{FORMAT[dtype]}"
        values = struct.unpack(f"<{fields}", buffer.raw[:n * SIZE[dtype]])
        shown = [v.hex() if isinstance(v, float) else str(v) for v in values]
        return f"{dtype}{shape}[{' '.join(shown)}]"


class PythonCalls:
    """Counts the Python functions that run on this thread while it is active (the Python path runs some)."""

    def __init__(self):
        self.count = 0

    def __call__(self, frame, event, arg):
        if event == "call" and frame.f_code is not PythonCalls.__exit__.__code__:
            self.count += 1

    def __enter__(self):
        sys.setprofile(self)
        return self

    def __exit__(self, *exc):
        sys.setprofile(None)


def _variants(fn, case: Case) -> list[tuple[str, dict]]:
    out = [("default", case.args)]
    if not case.variants:
        return out
    tensors = [c.name for c in fn.cparams if c.ctype == "rt_tensor"]
    for dtype in ("float64", "int64", "int32", "bool"):
        out.append((dtype, {**case.args, **{name: _retyped(case.args.get(name, T()), dtype) for name in tensors}}))
    names = {c.name for c in fn.cparams}
    if "dim" in names:
        out += [("dim -2", {**case.args, "dim": -2}), ("bad dim", {**case.args, "dim": 7})]
    if "keepdim" in names:
        out.append(("keepdim 0", {**case.args, "keepdim": 0}))
    if tensors:
        first = case.args.get(tensors[0], T())
        out.append(("freed", {**case.args, tensors[0]: T(first.shape, first.dtype, first.values, False, True)}))
        if len(first.shape) >= 2:
            out.append(("not contiguous", {**case.args, tensors[0]: T(first.shape, first.dtype, first.values,
                                                                      first.grad, transposed=True)}))
            out.append(("empty", {**case.args, tensors[0]: T((0,) + first.shape[1:], first.dtype, first.values,
                                                             first.grad)}))
    return out


def _retyped(t, dtype: str):
    if not isinstance(t, T) or t.dtype not in FLOATING:
        return t
    values = t.values if dtype in FLOATING else _int_values(len(t.values))
    return T(t.shape, dtype, values, t.grad, t.freed, t.transposed)


def run_case(lib: Library, fn, label: str, args: dict) -> str:
    c = lib.lib
    argtypes, values, made, outputs, numbers = [], [], [], {}, {}
    lists = {q.name: q.length for q in fn.params if q.kind == "outarr" and q.ctype == "rt_tensor"}
    lengths = {p.length: len(args[p.name]) for p in fn.params if p.kind == "array" and p.name in args
               and p.ctype != "rt_tensor" and p.length not in args}   # a list's length, unless a case sets it
    args = {**args, **lengths}
    for p in fn.cparams:
        value = args.get(p.name, NAMED.get(p.name, SCALARS.get(p.ctype)))
        if p.ctype == "rt_tensor" and p.name in args and (value is None or value == 0):   # none (a handle of 0)
            argtypes.append(i64)
            values.append(0)
        elif p.ctype == "rt_tensor":
            handle = lib.tensor(value if isinstance(value, T) else T())
            made.append((p.name, handle))
            argtypes.append(i64)
            values.append(handle)
        elif p.ctype == "rt_tensor*" and p.name in lists:   # a list out, of the capacity that follows it
            listed = (i64 * max(args.get(lists[p.name], 0), 1))()
            outputs[p.name] = listed
            argtypes.append(ctypes.POINTER(i64))
            values.append(listed)
        elif p.ctype == "rt_tensor*":
            box = i64(0)
            outputs[p.name] = box
            argtypes.append(ctypes.POINTER(i64))
            values.append(ctypes.byref(box))
        elif p.ctype == "double*":   # a number out: shown after the result
            number = f64(0.0)
            numbers[p.name] = number
            argtypes.append(ctypes.POINTER(f64))
            values.append(ctypes.byref(number))
        elif p.ctype in ("const int64_t*", "int64_t*") or (p.ctype == "const int64_t" and p.fixed):
            array = (i64 * max(len(value), 1))(*value)
            argtypes.append(ctypes.POINTER(i64))
            values.append(array)
        elif p.ctype == "const double*":
            array = (f64 * max(len(value), 1))(*value)
            argtypes.append(ctypes.POINTER(f64))
            values.append(array)
        elif p.ctype == "const rt_tensor*":
            handles = [lib.tensor(t) for t in value]
            made += [(f"{p.name}[{k}]", h) for k, h in enumerate(handles)]
            argtypes.append(ctypes.POINTER(i64))
            values.append((i64 * len(handles))(*handles))
        else:
            argtypes.append(CTYPES[p.ctype])
            values.append(value)
    entry = getattr(c, fn.name)
    entry.argtypes = argtypes
    entry.restype = CTYPES.get(fn.ctype.replace("rt_tensor", "rt_tensor"), i64)
    c.rt_torch_clear_error()
    with PythonCalls() as python:
        result = entry(*values)
    path = "python" if python.count else "native"
    code, message = c.rt_torch_last_error_code(), c.rt_torch_last_error().decode()
    parts = [f"{fn.name} {label}: result={result if fn.result != 'tensor' else bool(result)} code={code}",
             f"error={message!r}", *(f"{name}={number.value.hex()}" for name, number in numbers.items())]
    results = [result] if fn.result == "tensor" and result else []
    for name, out in outputs.items():   # a list out holds `result` tensors
        results += list(out[:result]) if name in lists and code == 0 else [out.value] if name not in lists and out.value else []
    for handle in results:
        parts.append(lib.describe(handle, values="empty" not in fn.name))   # empty's contents are unspecified
    for handle in results[:1]:
        if c.rt_torch_tensor_requires_grad(handle) == 1:
            total = c.rt_torch_tensor_sum(handle)
            c.rt_torch_tensor_backward(total)
            for name, source in made:
                grad = c.rt_torch_tensor_grad(source)
                parts.append(f"grad {name}: " + (lib.describe(grad) if grad else "none"))
    return " ".join(parts) + f" path={path}"


def scopes(lib: Library) -> list[str]:
    """Scopes from C: what each call returns and which path ran it. A scope holding only tensors fast calls made
    ends in C; one holding a tensor the Python path has used ends through Python; both free all but the kept."""
    c = lib.lib
    for name, argtypes in (("rt_torch_scope_begin", []), ("rt_torch_scope_keep", [i64]), ("rt_torch_scope_end", []),
                           ("rt_torch_live_tensors", []), ("rt_torch_tensor_exp", [i64]),
                           ("rt_torch_tensor_repeat", [i64, ctypes.POINTER(i64), i32])):
        getattr(c, name).argtypes = argtypes
        getattr(c, name).restype = i64 if name in ("rt_torch_live_tensors", "rt_torch_tensor_exp",
                                                   "rt_torch_tensor_repeat") else i32
    lines, x = [], lib.tensor(T(grad=False))

    def call(label: str, fn, *args) -> int:
        c.rt_torch_clear_error()
        with PythonCalls() as python:
            result = fn(*args)
        lines.append(f"scopes {label}: result={result if label != 'exp' else bool(result)} "
                     f"code={c.rt_torch_last_error_code()} error={c.rt_torch_last_error().decode()!r} "
                     f"live={c.rt_torch_live_tensors()} path={'python' if python.count else 'native'}")
        return result

    call("end without begin", c.rt_torch_scope_end)
    call("keep without begin", c.rt_torch_scope_keep, x)
    for held_by_python in (False, True):
        call("begin", c.rt_torch_scope_begin)
        kept = call("exp", c.rt_torch_tensor_exp, x)
        call("exp", c.rt_torch_tensor_exp, x)
        call("begin inner", c.rt_torch_scope_begin)
        inner = call("exp", c.rt_torch_tensor_exp, kept)
        call("keep inner", c.rt_torch_scope_keep, inner)
        call("end inner", c.rt_torch_scope_end)
        if held_by_python:   # repeat runs on the Python path, which then holds its result and its input
            call("exp", c.rt_torch_tensor_repeat, inner, (i64 * 2)(2, 1), 2)
        call("keep", c.rt_torch_scope_keep, kept)
        call("keep freed", c.rt_torch_scope_keep, lib.tensor(T(freed=True)))
        call("end", c.rt_torch_scope_end)
        c.rt_torch_tensor_free(kept)
    return lines


def zero_grad(lib: Library) -> list[str]:
    """A gradient, dropped by rt_torch_tensor_zero_grad (natively), then made again by a second backward."""
    c = lib.lib
    c.rt_torch_tensor_zero_grad.argtypes, c.rt_torch_tensor_zero_grad.restype = [i64], i32
    c.rt_torch_tensor_mul.argtypes, c.rt_torch_tensor_mul.restype = [i64, i64], i64
    x, lines = lib.tensor(T()), []
    for round in (1, 2):
        c.rt_torch_tensor_backward(c.rt_torch_tensor_sum(c.rt_torch_tensor_mul(x, x)))
        grad = c.rt_torch_tensor_grad(x)
        lines.append(f"zero_grad round {round}: grad " + (lib.describe(grad) if grad else "none"))
        with PythonCalls() as python:
            status = c.rt_torch_tensor_zero_grad(x)
        lines.append(f"zero_grad round {round}: status={status} grad after={c.rt_torch_tensor_grad(x)} "
                     f"kept grad {lib.describe(grad)} path={'python' if python.count else 'native'}")
    return lines


def retained(lib: Library) -> list[str]:
    """retain_grad on a leaf, a result and a tensor without grad; the result's gradient after a backward."""
    c, lines = lib.lib, []
    for name, argtypes, restype in (("rt_torch_tensor_retain_grad", [i64], i32), ("rt_torch_tensor_exp", [i64], i64)):
        getattr(c, name).argtypes, getattr(c, name).restype = argtypes, restype
    x = lib.tensor(T())
    y, plain = c.rt_torch_tensor_exp(x), lib.tensor(T(grad=False))
    for label, t in (("leaf", x), ("result", y), ("no grad", plain)):
        c.rt_torch_clear_error()
        with PythonCalls() as python:
            status = c.rt_torch_tensor_retain_grad(t)
        lines.append(f"retain_grad {label}: status={status} error={c.rt_torch_last_error().decode()!r} "
                     f"path={'python' if python.count else 'native'}")
    c.rt_torch_tensor_backward(c.rt_torch_tensor_sum(y))
    grad = c.rt_torch_tensor_grad(y)
    lines.append("retain_grad result's grad: " + (lib.describe(grad) if grad else "none"))
    return lines


def main() -> None:
    lib = Library(sys.argv[1])
    print(f"fast path: {lib.lib.rt_torch_fast_path().decode()}")
    names = sys.argv[2:] or CALLABLE
    for name in names:
        fn = FUNCTIONS[name]
        for k, case in enumerate(CASES.get(name, [Case()])):
            for label, args in _variants(fn, case):
                lib.lib.rt_torch_manual_seed(0)
                print(run_case(lib, fn, f"case {k} {label}", args), flush=True)
    if not sys.argv[2:]:
        print("\n".join(scopes(lib) + zero_grad(lib) + retained(lib)))


if __name__ == "__main__":
    main()
