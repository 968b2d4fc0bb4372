"""The Tier 3 variants of the spec's Op rows are committed defs (abi/python_variants.py writes them), and the
public surface is written in the source, not assembled at import."""

from __future__ import annotations

import inspect
from pathlib import Path

import pytest

import simple_torch as st
from simple_torch import _api, creation, function_variants, functions, linalg, tensor_variants
from simple_torch.nn import functional as F
from simple_torch.abi import python_variants, signature
from simple_torch.nn import functional_variants
from simple_torch.tensor import Tensor

GENERATED = [(tensor_variants, python_variants.render_methods), (function_variants, python_variants.render_functions),
             (functional_variants, python_variants.render_functional)]


@pytest.mark.parametrize("module, render", GENERATED, ids=lambda m: getattr(m, "__name__", ""))
def test_the_committed_variants_are_what_the_generator_writes(module, render):
    assert Path(module.__file__).read_text() == render(), "run `make generate`"


def test_a_changed_spec_row_changes_the_variants(monkeypatch):
    original = python_variants.render_methods()
    sin = signature.FUNCTIONS["rt_torch_tensor_sin"]
    changed = signature.parse(sin.section, sin.result, sin.prototype(), "the sine, changed", sin.op)
    monkeypatch.setattr(python_variants, "VARIANTS",
                        [changed if fn.name == sin.name else fn for fn in python_variants.VARIANTS])
    assert python_variants.render_methods() != original
    assert '"""The sine, changed (rt_torch_tensor_sin)."""' in python_variants.render_methods()


def test_each_variant_is_a_def_of_its_module():
    for fn in python_variants.VARIANTS:
        for name, owner in ((fn.op.method, tensor_variants.TensorVariants), (fn.op.function, function_variants),
                            (fn.op.functional, functional_variants)):
            if name is not None:
                found = inspect.unwrap(vars(owner)[name])
                assert inspect.isfunction(found) and found.__name__ == name, (fn.name, name)
                assert inspect.getsourcefile(found) == inspect.getsourcefile(owner if inspect.ismodule(owner)
                                                                             else tensor_variants)
    assert st.sin is function_variants.sin and Tensor.sin is tensor_variants.TensorVariants.sin


def _takes_dim(function) -> bool:
    try:
        parameters = inspect.signature(function).parameters
    except (TypeError, ValueError):   # a builtin without a signature
        return False
    return "dim" in parameters or "keepdim" in parameters


def test_every_def_that_takes_dim_takes_numpy_aliases():
    members = [(f"Tensor.{n}", m) for klass in Tensor.__mro__ for n, m in vars(klass).items()]
    members += [(f"st.{n}", m) for n, m in vars(_api).items()] + [(f"linalg.{n}", m) for n, m in vars(linalg).items()]
    missing = [name for name, member in members if not name.split(".")[1].startswith("_")
               and inspect.isfunction(member) and _takes_dim(member)
               and not getattr(member, "takes_numpy_aliases", False)]
    assert not missing, f"decorate these with @takes_numpy_aliases: {missing}"
    x = st.tensor([[1.0, 2.0], [3.0, 4.0]])
    assert x.sum(axis=1, keepdims=True).tolist() == [[3.0], [7.0]]
    assert st.argmax(x, axis=0).tolist() == [1, 1] and x.amax(axis=(0, 1)).item() == 4.0
    with pytest.raises(TypeError, match="got both 'dim' and its alias 'axis'"):
        x.argmax(dim=0, axis=0)


def test_wrong_types_and_arguments_are_type_errors():
    x = st.ones(2, 2)
    with pytest.raises(TypeError, match=r"sin\(\): argument 'input' must be a Tensor, not int"):
        st.sin(3)
    with pytest.raises(TypeError, match=r"maximum\(\): argument 'other' must be a Tensor, not float"):
        x.maximum(1.0)
    with pytest.raises(TypeError, match="positional argument"):
        x.tril(1, 2)
    with pytest.raises(TypeError, match=r"relu\(\): argument 'input' must be Tensor, not list"):
        st.nn.functional.relu([1.0])
    assert x.logsumexp(1, True).shape == (2, 1)   # keepdim, a bool, reaches the runtime as an int


ASSEMBLED = ("globals().update", "globals()[", "setattr(Tensor", "install(")


@pytest.mark.parametrize("relative", ["functions.py", "nn/functional.py", "_api.py", "cuda.py", "tensor.py",
                                      "creation.py", "linalg.py", "numpy_aliases.py"])
def test_the_surface_is_not_assembled_at_import(relative):
    text = (Path(st.__file__).parent / relative).read_text()
    assert not [pattern for pattern in ASSEMBLED if pattern in text]


def _first_tensor_parameter(function) -> tuple[int, str] | None:
    """(number of positional parameters, name of the first annotated Tensor or Tensor | None), if any."""
    positional = [p for p in inspect.signature(function).parameters.values()
                  if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
    tensors = [p.name for p in positional if p.annotation in ("Tensor", "Tensor | None")]
    return (len(positional), tensors[0]) if tensors else None


@pytest.mark.parametrize("module", [functions, F, creation, linalg], ids=lambda m: m.__name__)
def test_every_function_checks_its_tensor_arguments(module):
    """What checks_tensor_args, on each def, gives: a wrong type for a tensor is PyTorch's TypeError, raised before
    the function runs."""
    checked = 0
    for name in module.__all__:
        function = getattr(module, name)
        found = inspect.isfunction(function) and _first_tensor_parameter(function)
        if not found:
            continue
        count, parameter = found
        with pytest.raises(TypeError, match=rf"argument '{parameter}' must be (a )?Tensor, not object"):
            function(*[object()] * count)
        checked += 1
    assert checked   # the module has such functions: the loop above tested something
