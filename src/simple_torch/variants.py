"""The Tier 3 variants of the spec's `Op` entries: the Tensor method, st function and nn.functional
function each Op names, made from its C prototype over the rt_torch_* function (torchgen's variants).

    an element-wise op of one tensor   x.sqrt()  st.sqrt(x)
    a reduction (and its _dim twin)    x.argmax(dim=None, keepdim=False)  st.argmax(x, dim, keepdim)
    any other prototype                the C arguments after the tensor, in order: x.op(a, b)

Names whose PyTorch signature needs more (scalars for +, dtype= for sum, (values, indices) for max) are
hand-written in tensor.py and functions.py, and the spec's Op entries for them name no variant.
"""

from __future__ import annotations

import inspect
from typing import Any, Callable, Sequence

from . import calls
from .abi.signature import FUNCTIONS, Function
from .tensor import Tensor, tensor_arg

__all__ = ["FUNCTIONS_OF_ST", "FUNCTIONS_OF_F"]


def _call(decl: Function) -> Callable[..., Any]:
    """The def of simple_torch.calls that calls decl's runtime function (named without the rt_torch_ prefix)."""
    return getattr(calls, decl.name.removeprefix("rt_torch_"))


def _reduction(whole: Function, along: Function) -> Callable[..., Tensor]:
    reduce_all, reduce_along = _call(whole), _call(along)
    several = whole.op.multi_dim

    def method(self: Tensor, dim: int | Sequence[int] | None = None, keepdim: bool = False) -> Tensor:
        if dim is None or several:
            return self._reduce(reduce_all, reduce_along, dim, keepdim)
        return reduce_along(self, dim, int(keepdim))   # the runtime checks the dim
    return method


# PyTorch's defaults for these parameter names, the same in every function that has them
PYTORCH_DEFAULTS = {"keepdim": False, "diagonal": 0}


def _elementwise(decl: Function) -> Callable[..., Tensor]:
    run = _call(decl)
    if len(decl.inputs) == 1:
        def method(self: Tensor) -> Tensor:
            return run(self)
        return method
    rest = decl.inputs[1:]
    signature = inspect.Signature([inspect.Parameter(p.pyname, inspect.Parameter.POSITIONAL_OR_KEYWORD,
                                                     default=PYTORCH_DEFAULTS.get(p.pyname, inspect.Parameter.empty))
                                   for p in rest])

    def method_with_arguments(self: Tensor, *arguments: Any, **keywords: Any) -> Tensor:
        try:
            bound = signature.bind(*arguments, **keywords)
        except TypeError as exc:
            raise TypeError(f"{decl.op.method or decl.op.function}(): {exc} (parameters: "
                            f"{', '.join(p.pyname for p in rest)})") from None
        bound.apply_defaults()
        values = [tensor_arg(value, f"{decl.op.method or decl.op.function}(): {p.pyname}")
                  if p.ctype == "rt_tensor" else int(value) if p.pyname == "keepdim" and isinstance(value, bool)
                  else value for value, p in zip(bound.arguments.values(), rest)]
        return run(self, *values)
    method_with_arguments.__signature__ = signature.replace(   # what inspect (and numpy_aliases) see
        parameters=[inspect.Parameter("self", inspect.Parameter.POSITIONAL_OR_KEYWORD), *signature.parameters.values()])
    return method_with_arguments


def _as_function(method: Callable[..., Tensor], name: str, doc: str) -> Callable[..., Tensor]:
    def function(input: Tensor, *args: Any, **kwargs: Any) -> Tensor:
        return method(tensor_arg(input, f"{name}(): argument 'input'"), *args, **kwargs)
    function.__name__ = function.__qualname__ = name
    function.__doc__ = doc
    own = inspect.signature(method)
    function.__signature__ = own.replace(parameters=[
        inspect.Parameter("input", inspect.Parameter.POSITIONAL_OR_KEYWORD), *list(own.parameters.values())[1:]])
    return function


FUNCTIONS_OF_ST: dict[str, Callable[..., Tensor]] = {}   # st.<name>
FUNCTIONS_OF_F: dict[str, Callable[..., Tensor]] = {}    # st.nn.functional.<name>

_ALONG = {f"{decl.name}_dim" for decl in FUNCTIONS.values() if decl.reduces_all}   # made with their whole twin

for _decl in FUNCTIONS.values():
    _op = _decl.op
    if _op is None or _decl.name in _ALONG:
        continue
    _method = (_reduction(_decl, FUNCTIONS[f"{_decl.name}_dim"]) if _decl.reduces_all else _elementwise(_decl))
    _doc = f"{_decl.doc[:1].upper()}{_decl.doc[1:]} ({_decl.name}, ABI {_op.since[0]}.{_op.since[1]})."
    _method.__doc__ = _doc
    if _op.method is not None:
        if _op.method in vars(Tensor):
            raise TypeError(f"Tensor.{_op.method} is hand-written and declared by the Op of {_decl.name}")
        _method.__name__ = _method.__qualname__ = _op.method
        setattr(Tensor, _op.method, _method)
    for _name, _table in ((_op.function, FUNCTIONS_OF_ST), (_op.functional, FUNCTIONS_OF_F)):
        if _name is not None:
            _table[_name] = _as_function(_method, _name, _doc)
