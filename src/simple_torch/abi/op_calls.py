"""Renders tests/c/op_calls.c: a C program that calls every function of the spec's Op rows on small tensors and
prints one line per call (the result's dtype, shape and values, or the error, and the gradients the result's sum
sends to each floating input). tests/test_op_calls.py runs it and compares its lines with the same calls made
through the Python runtime, from `arguments` below: so a new Op row is called from C without a hand-written call.
"""

from __future__ import annotations

from . import spec
from .signature import FUNCTIONS, Function

# Six elements, a 2 x 3 tensor each: in (0, 1), where every op of one tensor is defined (asin, erfinv, log, ...)
SHAPE = (2, 3)
FLOATING = ((0.25, 0.5, 0.75, 0.125, 0.625, 0.375), (0.5, 0.875, 0.25, 0.75, 0.125, 0.625),
            (0.375, 0.125, 0.5, 0.875, 0.25, 0.75))
INTEGERS = ((3, 1, 2, 5, 4, 6), (1, 2, 3, 1, 2, 3), (2, 3, 1, 4, 6, 5))
FLAGS = (1, 0, 1, 1, 0, 0)
MASKS = ("condition", "mask")   # the bool tensor parameters of Op rows
# The other parameters: a dim counts from the end; every other integer (keepdim, shifts, diagonal) and number is one
DIM, INTEGER, NUMBER = -1, 1, 0.5
DTYPE_NAMES = {name: c_name for c_name, _, name, *_ in spec.DTYPES}


def op_functions() -> list[Function]:
    return [decl for decl in FUNCTIONS.values() if decl.op is not None]


def arguments(decl: Function) -> list[tuple]:
    """Each C argument: ("tensor", dtype name, its six values) or ("number", value)."""
    out, tensors = [], 0
    integers = "floating" in decl.op.refuses   # an op of integer tensors (bitwise_and, ...)
    for param in decl.inputs:
        if param.ctype == "rt_tensor":
            if param.name in MASKS:
                out.append(("tensor", "bool", FLAGS))
            elif integers:
                out.append(("tensor", "int32", INTEGERS[tensors]))
            else:
                out.append(("tensor", "float32", FLOATING[tensors]))
            tensors += 1
        elif param.name == "dim":
            out.append(("number", DIM))
        elif param.ctype == "double":
            out.append(("number", NUMBER))
        else:
            out.append(("number", INTEGER))
    return out


_HEAD = r"""/* Every function of the spec's Op rows, called from C on small tensors: one line per call with the result's
 * dtype code, shape and values (or the error), and the gradients its sum sends to each floating input.
 * tests/test_op_calls.py compares the lines with the same calls made through the Python runtime.
 *
 * Generated from src/simple_torch/abi/spec.py by `make generate` (abi/op_calls.py); do not edit. */
#include <math.h>
#include <stdio.h>

#include "simple_torch.h"

#define NUMEL 6
#define MAX_DIMS 8
#define MAX_NUMEL 64   /* a result's elements: nonzero's indices of six elements are 12 */

/* A 2 x 3 tensor of dtype holding values; a floating one requires grad. */
static rt_tensor input(int32_t dtype, const double *values) {
    const int64_t dims[] = {2, 3};
    rt_tensor wide = rt_torch_tensor_from_data(values, dims, 2, RT_FLOAT64);
    rt_tensor t = rt_torch_tensor_to_dtype(wide, dtype);
    rt_torch_tensor_free(wide);
    if (dtype == RT_FLOAT32)
        rt_torch_tensor_set_requires_grad(t, 1);
    return t;
}

static void print_tensor(const char *label, rt_tensor t) {
    int64_t dims[MAX_DIMS];
    int32_t ndim = rt_torch_tensor_shape(t, dims, MAX_DIMS);
    printf(" %s dtype=%d shape=[", label, (int)rt_torch_tensor_dtype(t));
    for (int32_t i = 0; i < ndim; i++)
        printf(i ? ", %lld" : "%lld", (long long)dims[i]);
    printf("]");
    rt_tensor wide = rt_torch_tensor_to_dtype(t, RT_FLOAT64);
    int64_t n = rt_torch_tensor_numel(wide);
    double values[MAX_NUMEL];
    if (n > MAX_NUMEL || rt_torch_tensor_copy_to(wide, values, (int64_t)sizeof values) < 0) {
        printf(" unreadable: %s", rt_torch_last_error());
        n = 0;
    }
    for (int64_t i = 0; i < n; i++)
        if (isnan(values[i]))   /* glibc writes a negative NaN as -nan, Python as nan */
            printf(" nan");
        else
            printf(" %.17g", values[i]);
    rt_torch_tensor_free(wide);
}

/* The line of one call: y (0 when it failed), then the gradient of sum(y) for each floating input. */
static void report(const char *name, rt_tensor y, const rt_tensor *inputs, const int32_t *dtypes, int n) {
    printf("%s:", name);
    if (!y) {
        printf(" error %d: %s\n", (int)rt_torch_last_error_code(), rt_torch_last_error());
    } else {
        print_tensor("result", y);
        if (rt_torch_tensor_requires_grad(y) == 1) {
            rt_tensor total = rt_torch_tensor_sum(y);
            if (rt_torch_tensor_backward(total) != RT_OK)
                printf(" backward error %d: %s", (int)rt_torch_last_error_code(), rt_torch_last_error());
            rt_torch_tensor_free(total);
            for (int i = 0; i < n; i++) {
                rt_tensor grad = dtypes[i] == RT_FLOAT32 ? rt_torch_tensor_grad(inputs[i]) : 0;
                if (grad) {
                    print_tensor("grad", grad);
                    rt_torch_tensor_free(grad);
                }
            }
        }
        rt_torch_tensor_free(y);
        printf("\n");
    }
    for (int i = 0; i < n; i++)
        rt_torch_tensor_free(inputs[i]);
}

int main(void) {
    int64_t live = rt_torch_live_tensors();
"""

_TAIL = r"""    printf("live tensors: %lld at the start, %lld at the end\n", (long long)live,
           (long long)rt_torch_live_tensors());
    return 0;
}
"""


def render() -> str:
    out = [_HEAD.rstrip("\n")]
    for decl in op_functions():
        args = arguments(decl)
        tensors = [(param.name, arg) for param, arg in zip(decl.inputs, args) if arg[0] == "tensor"]
        call = ", ".join(param.name if arg[0] == "tensor" else repr(arg[1]) for param, arg in zip(decl.inputs, args))
        out.append(f"    {{   /* {decl.prototype()} */")
        for name, (_, _, values) in tensors:
            out.append(f"        const double {name}_values[NUMEL] = {{{', '.join(map(repr, map(float, values)))}}};")
        out.append(f"        const int32_t dtypes[] = {{{', '.join(DTYPE_NAMES[dtype] for _, (_, dtype, _) in tensors)}}};")
        for k, (name, _) in enumerate(tensors):
            out.append(f"        rt_tensor {name} = input(dtypes[{k}], {name}_values);")
        out.append(f"        const rt_tensor inputs[] = {{{', '.join(name for name, _ in tensors)}}};")
        out.append(f'        report("{decl.name}", {decl.name}({call}), inputs, dtypes, {len(tensors)});')
        out.append("    }")
    out.append(_TAIL.rstrip("\n"))
    return "\n".join(out) + "\n"
