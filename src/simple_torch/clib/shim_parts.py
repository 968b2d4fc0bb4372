"""The parts of PyTorch's stable C shim a fast function may need beyond its core, and which function needs which.

The core (tensor accessors, empty_strided, grad mode: every release from 2.6 on has them) turns the fast path on;
each part below is looked up on its own (clib/aten_shim.c), and a release that lacks one keeps the functions that
need it on the Python path. rt_torch_fast_path() names those functions and the symbol the release lacks.
clib/build.py writes PARTS into shim_parts.h (RT__SHIM_<NAME>) and gates each fast function by NEEDS in entries.c.
"""

from __future__ import annotations

from ..abi import native_call
from ..abi.spec import NATIVE_C
from ..abi.signature import Function

# name, what it gives (its symbols are aten_shim.c's PART lines)
PARTS = (
    ("DISPATCHER", "operators run by name through PyTorch's dispatcher"),
    ("BOXES", "optional arguments of operators holding a value"),
    ("LISTS", "list arguments and results of operators"),
    ("STRINGS", "string arguments of operators"),
    ("SUBTRACT", "at::subtract with an alpha, which add and sub run"),
    ("THREADS", "at::get_num_threads"),
    ("ERRORS", "ATen's message of a failed call made in C"),
    ("MODULO", "integer fmod and remainder run by ATen"),
    ("CLAMP", "clamp run as aten::clamp.Tensor, whose gradient must be clamp's with numbers"),
    ("GRADIENTS", "libc10's gradient getters, which clib/native_optim.c looks up (rt__optim_bind)"),
)
# Parts that are a release's behaviour, not symbols: found unless the Python side drops them (clib/entry.py).
# part: (the first release with the fault, the first release tested without it or None, the fault)
BEHAVIOURS = {
    "MODULO": ((2, 6), (2, 12), "kills the process (SIGFPE) on the lowest integer modulo -1"),
    "CLAMP": ((2, 14), None, "gives clamp.Tensor a gradient of its own at the bounds (half at a tie, one at NaN)"),
}
BOUND_APART = ("GRADIENTS",)   # found by rt__optim_bind, not rt__shim_bind: dropped when it fails, with its reason
BITS = {name: 1 << k for k, (name, _) in enumerate(PARTS)}

# argument kinds (native_call.KINDS) passed as a list, as a string, and boxed (an optional); results as a list
_LIST_KINDS = {"TENSORS", "INTS", "OPTIONAL_INTS", "DIMS", "OPTIONAL_DIMS", "SHAPE", "INT32S"}
_STRING_KINDS = {"STRING", "CHOICE"}
_BOXED_KINDS = {"OPTIONAL_TENSOR", "OPTIONAL_INT", "OPTIONAL_DIM", "ZERO_NONE", "OPTIONAL_DOUBLE", "NAN_NONE",
                "SCALAR_NAN_NONE", "OPTIONAL_INTS", "OPTIONAL_DIMS"}

# The hand-written fast functions (spec's NATIVE_C) that need more than the core: what their C calls, helpers
# included (clib/native_*.c). Those not listed use the core only (information, creation, data in and out, scopes).
HAND_WRITTEN = {
    "rt_torch_tensor_add": ("SUBTRACT",),
    "rt_torch_tensor_sub": ("SUBTRACT",),
    "rt_torch_tensor_add_scalar": ("SUBTRACT",),
    "rt_torch_tanhshrink": ("DISPATCHER", "SUBTRACT"),
    "rt_torch_nn_linear": ("DISPATCHER", "BOXES"),   # the optional bias
    "rt_torch_nn_cross_entropy": ("DISPATCHER",),
    "rt_torch_tensor_matmul": ("DISPATCHER",),
    "rt_torch_tensor_backward": ("DISPATCHER", "LISTS", "ERRORS"),
    "rt_torch_tensor_copy_to": ("DISPATCHER",),   # aten::is_neg: a negative view's memory holds the values negated
    "rt_torch_get_num_threads": ("THREADS",),
    "rt_torch_tensor_set_requires_grad": ("DISPATCHER",),
    "rt_torch_tensor_retain_grad": ("DISPATCHER", "GRADIENTS"),
    "rt_torch_tensor_slice": ("DISPATCHER",),
    "rt_torch_tensor_flatten": ("DISPATCHER", "LISTS"),     # a view of its own shape: aten::view(x, shape)
    "rt_torch_tensor_contiguous": ("DISPATCHER", "LISTS"),  # likewise, for a contiguous x
    "rt_torch_tensor_split": ("DISPATCHER",),
    "rt_torch_tensor_split_sizes": ("DISPATCHER",),
    "rt_torch_tensor_tensor_split": ("DISPATCHER",),
    "rt_torch_tensor_tensor_split_indices": ("DISPATCHER",),
    "rt_torch_tensor_chunk": ("DISPATCHER",),   # each part is aten::narrow
    "rt_torch_optim_step": ("DISPATCHER", "LISTS", "SUBTRACT", "ERRORS", "GRADIENTS"),
    "rt_torch_nn_clip_grad_norm": ("DISPATCHER", "BOXES", "LISTS", "SUBTRACT", "ERRORS", "GRADIENTS"),
    "rt_torch_optim_zero_grad": ("GRADIENTS",),
    "rt_torch_optim_get_option": ("GRADIENTS",),   # a native plan's options: the plan is bound with the getters
    "rt_torch_tensor_grad": ("GRADIENTS",),
    "rt_torch_tensor_zero_grad": ("GRADIENTS",),
    "rt_torch_tensor_requires_grad": ("GRADIENTS",),
}


# Operator rows whose ATen kernel a release may get wrong, beyond what their arguments need.
GENERATED = {
    "rt_torch_tensor_fmod": ("MODULO",),        # integer tensors: torch 2.6 and 2.9 trap on the lowest by -1
    "rt_torch_tensor_remainder": ("MODULO",),
    "rt_torch_tensor_clamp": ("CLAMP",),        # the Python path's torch.clamp(x, min, max) takes numbers
}


def faults(release: tuple[int, int]) -> dict[str, str]:
    """The BEHAVIOURS parts a release (major, minor) gets wrong, each with its fault."""
    return {name: fault for name, (since, fixed_in, fault) in BEHAVIOURS.items()
            if since <= release and (fixed_in is None or release < fixed_in)}


def needs(fn: Function) -> tuple[str, ...]:
    """The parts fn's fast function needs, in PARTS order (empty: the core only)."""
    if fn.native == NATIVE_C:
        wanted = set(HAND_WRITTEN.get(fn.name, ()))
    else:
        wanted = set(GENERATED.get(fn.name, ()))
        call = native_call.parse(fn)
        kinds = {arg.kind for arg in call.args}
        wanted.add("DISPATCHER")
        if kinds & _LIST_KINDS or call.returns == "TENSOR_LIST":
            wanted.add("LISTS")
        if kinds & _STRING_KINDS:
            wanted.add("STRINGS")
        if kinds & _BOXED_KINDS:
            wanted.add("BOXES")
    return tuple(name for name, _ in PARTS if name in wanted)


def header() -> str:
    """shim_parts.h (included by native.h)."""
    lines = ["/* Generated from simple_torch/clib/shim_parts.py by simple_torch/clib/build.py: do not edit. */",
             "#ifndef SIMPLE_TORCH_SHIM_PARTS_H", "#define SIMPLE_TORCH_SHIM_PARTS_H", "", "enum {"]
    lines += [f"    RT__SHIM_{name} = {BITS[name]},   /* {what} */" for name, what in PARTS]
    lines += [f"    RT__SHIM_ALL = {sum(BITS.values())}", "};", "", "#endif", ""]
    return "\n".join(lines)


def c_mask(parts: tuple[str, ...]) -> str:
    return " | ".join(f"RT__SHIM_{name}" for name in parts)
