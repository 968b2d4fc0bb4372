"""The spec is the single declaration of the ABI: it holds every name and signature of the contract,
and the runtime implements exactly its functions, with the same parameters.

The original 1.0 contract is docs/ABI-1.0.md; its functions and parameters are kept as tests/abi_1_0.json,
and one test checks that file against the contract."""

from __future__ import annotations

import inspect
import json
import re
from pathlib import Path

import pytest

import simple_torch.runtime as rt
from simple_torch.abi import spec
from simple_torch.abi.signature import FUNCTIONS, parse
from simple_torch.runtime.entry import EXPORTED

CONTRACT = Path(__file__).resolve().parents[1] / "docs" / "ABI-1.0.md"
CONTRACT_1_0 = Path(__file__).resolve().parent / "abi_1_0.json"   # name -> normalised parameters, from docs/ABI-1.0.md
_PROTOTYPE = re.compile(r"\b(?:rt_tensor|rt_handle|int32_t|int64_t|const char\*|void)\s+(rt_torch_\w+)\(([^;]*?)\);",
                        re.S)


def _normalised(params: str) -> str:
    """One spelling of a C parameter list: single spaces, `T* name`."""
    return " ".join(params.replace("*", "* ").split()).replace(" *", "*")


def _contract_md() -> dict[str, str]:
    """name -> normalised parameter list, from the C blocks of ABI.md."""
    text = CONTRACT.read_text()
    blocks = "\n".join(re.findall(r"```c\n(.*?)```", text, re.S))
    blocks = re.sub(r"/\*.*?\*/", "", blocks, flags=re.S)
    return {name: _normalised(params) for name, params in _PROTOTYPE.findall(blocks)}


def _contract() -> dict[str, str]:
    """name -> normalised parameter list of ABI 1.0, as kept in the repository."""
    return json.loads(CONTRACT_1_0.read_text())["functions"]


def test_the_kept_contract_is_what_abi_md_says():
    assert _contract() == _contract_md()


def test_every_function_of_the_contract_is_in_the_spec_with_its_signature():
    contract = _contract()
    assert len(contract) >= 137, sorted(contract)
    for name, params in contract.items():
        assert name in FUNCTIONS, f"{name} of ABI.md is missing from spec.py"
        ours = _normalised(", ".join(p.decl() for p in FUNCTIONS[name].cparams) or "void")
        assert ours == params, f"{name}: spec ({ours}) vs ABI.md ({params})"


def test_the_spec_adds_only_declared_extensions():
    """A function the 1.0 contract lacks says the version that added it, after 1.0; the 1.1 and 1.2 ones
    are known (a released version's list never changes)."""
    extra = set(FUNCTIONS) - set(_contract())
    by_version = {}
    for name in extra:
        by_version.setdefault(FUNCTIONS[name].since, set()).add(name)
    assert all(since > (1, 0) for since in by_version), by_version
    assert by_version[(1, 2)] == {"rt_torch_tensor_copy_from"}
    math = {f"rt_torch_tensor_{op}" for op in (
        "sin cos tan asin acos atan sinh cosh rsqrt reciprocal log1p expm1 log2 log10 exp2 erf erfinv square sign "
        "floor ceil round trunc frac maximum minimum atan2").split()}
    assert math <= by_version[(1, 3)]
    assert all(FUNCTIONS[name].since <= spec.ABI_VERSION[:2] for name in FUNCTIONS)


def test_runtime_and_spec_agree_function_by_function():
    assert set(EXPORTED) == set(FUNCTIONS)
    for name, decl in FUNCTIONS.items():
        fn = getattr(rt, name)
        assert [p for p in inspect.signature(fn).parameters] == [p.pyname for p in decl.inputs], name


def test_a_runtime_function_missing_from_the_spec_is_refused():
    from simple_torch.runtime.entry import export

    def rt_torch_not_in_the_contract(x):
        return x

    with pytest.raises(TypeError, match="not declared"):
        export(rt_torch_not_in_the_contract)


def test_a_runtime_function_with_other_parameters_is_refused():
    from simple_torch.runtime.entry import export

    def rt_torch_tensor_add(a, c):
        return a

    with pytest.raises(TypeError, match="differ from the spec"):
        export(rt_torch_tensor_add)


def test_abi_version_counts_the_additions():
    """The minor version is the newest `since` of the functions; rt_torch_abi_version packs the three parts."""
    newest = max(fn.since for fn in FUNCTIONS.values())
    assert spec.ABI_VERSION == (spec.ABI_MAJOR, newest[1], spec.ABI_PATCH)
    assert newest[0] == spec.ABI_MAJOR
    major, minor, patch = spec.ABI_VERSION
    assert rt.rt_torch_abi_version() == major * 10000 + minor * 100 + patch


def test_prototypes_round_trip():
    for fn in FUNCTIONS.values():
        again = parse(fn.section, fn.result, fn.prototype(), fn.doc, fn.op or spec.Added(fn.since, fn.native))
        assert again == fn, fn.name


@pytest.mark.parametrize("native, error", [
    ("aten::softmax.int(x, dims, None)", "names no C parameter 'dims'"),
    ("aten::softmax.int(x, None)", r"leaves out the C parameters \['dim'\]"),
    ("aten::softmax.int(x:floats, dim, None)", "unknown dtype set 'floats'"),
    ("aten::softmax.int(x, finite(dim), None)", "finite\\(dim\\) does not take a int64_t"),
    ("softmax(x, dim)", "is not aten::name"),
])
def test_a_native_call_that_does_not_fit_its_prototype_is_refused(native, error):
    proto = "rt_tensor rt_torch_softmax(rt_tensor x, int64_t dim)"
    with pytest.raises(ValueError, match=error):
        parse(4, "tensor", proto, "softmax", spec.Op("softmax", native=native))
