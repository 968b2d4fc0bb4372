"""Render include/simple_torch.h from the spec: every type, constant and function with a one-line comment."""

from __future__ import annotations

from . import spec
from .enums import RESULT_KINDS
from .signature import FUNCTIONS, SECTION_TITLES



def _failure_text(kind: str, failure: object) -> str:
    """A result kind's failure value as the documentation writes it."""
    if kind == "status":
        return "the error code"
    return "-" if failure is None else '""' if failure == "" else str(failure)


FAILURE_TEXT = {kind: _failure_text(kind, failure) for kind, (_, failure) in RESULT_KINDS.items()}


def _enum(rows, comment_of) -> list[str]:
    width = max(len(f"{name} = {value},") for name, value, *_ in rows)
    lines = ["enum {"]
    for i, (name, value, *rest) in enumerate(rows):
        entry = f"{name} = {value}" + ("," if i < len(rows) - 1 else "")   # C89 forbids a trailing comma
        lines.append(f"  {entry:<{width}}  /* {comment_of(rest)} */")
    lines.append("};")
    return lines


def render() -> str:
    major, minor, patch = spec.ABI_VERSION
    out = [
        "/* simple_torch.h - the stable C ABI of simple-torch: PyTorch for any language.",
        " *",
        " * Generated from src/simple_torch/abi/spec.py by `make generate`; do not edit by hand.",
        " * Link with libsimple_torch_ffi.so (`pkg-config --cflags --libs simple-torch`).",
        " *",
        " * Handles are positive ids, never reused; every returned handle is owned by the caller and freed",
        " * with rt_torch_tensor_free (tensors) or the matching _free. Input handles are borrowed.",
        " * No function lets an error escape: on failure it returns the value named in its comment",
        " * ('fails:') and sets the calling thread's last error (rt_torch_last_error_code/_last_error).",
        " * Every function may be called from any thread.",
        " */",
        "#ifndef SIMPLE_TORCH_H",
        "#define SIMPLE_TORCH_H",
        "",
        "#include <stdint.h>",
        "",
        f"#define RT_TORCH_ABI_VERSION_MAJOR {major}",
        f"#define RT_TORCH_ABI_VERSION_MINOR {minor}",
        f"#define RT_TORCH_ABI_VERSION_PATCH {patch}",
        "/* What rt_torch_abi_version() returns for a library of this header: MAJOR*10000 + MINOR*100 + PATCH. */",
        f"#define RT_TORCH_ABI_VERSION {major * 10000 + minor * 100 + patch}",
        "",
        "#ifdef __cplusplus",
        'extern "C" {',
        "#endif",
        "",
        "typedef int64_t rt_tensor;   /* tensor handle; 0 is never a valid handle */",
        "typedef int64_t rt_handle;   /* stream / optimizer handle; 0 is never valid */",
        "/* rt_torch_optim_lbfgs_step's closure: re-evaluate the model (zero the grads, forward, backward), write the",
        " * loss into *loss and return RT_OK, or return an error code; user_data is the step's, passed through. */",
        "typedef int32_t (*rt_closure)(void *user_data, double *loss);",
        "",
        "/* Error codes: what rt_torch_last_error_code() returns; status functions return them too. */",
        *_enum(spec.ERROR_CODES, lambda rest: rest[0]),
        "",
        "/* Dtype codes (PyTorch's ScalarType numbering). */",
        *_enum([(name, code, size, doc) for name, code, _, size, _, doc in spec.DTYPES],
               lambda rest: f"{rest[1]}, {rest[0]} byte{'s' if rest[0] > 1 else ''}"),
        "",
        "/* Device codes: RT_CPU, or n >= 0 for cuda:n. */",
        *[f"#define {name} ({value})  /* {doc} */" for name, value, doc in spec.DEVICES],
        "",
        "/* Creation functions' dtype and device arguments: the default instead of a code. */",
        *[f"#define {name} ({value})  /* {doc} */" for name, value, doc in spec.CREATION_DEFAULTS],
        "",
        *[line for table, _, _, _, comment in spec.CONSTANT_TABLES
          for line in ("", f"/* {comment} */", *_enum(table, lambda rest: rest[0]))][1:],
    ]
    section = None
    for fn in FUNCTIONS.values():
        if fn.section != section:
            section = fn.section
            out += ["", f"/* ---- {section}. {SECTION_TITLES[section]} ---- */", ""]
        fails = FAILURE_TEXT[fn.result]
        fast = " [fast]" if fn.native else ""   # runs in C without Python (rt_torch_fast_path)
        out.append(f"/* {fn.doc}{'' if fails == '-' else f'; fails: {fails}'}{fast} */")
        out.append(f"{fn.prototype()};")
    out += [
        "",
        "#ifdef __cplusplus",
        '}  /* extern "C" */',
        "#endif",
        "",
        "#endif /* SIMPLE_TORCH_H */",
        "",
    ]
    return "\n".join(out)
