"""The fast path feature by feature (src/simple_torch/clib/shim_parts.py): which fast functions need which parts of
PyTorch's stable C shim, and what rt_torch_fast_path() says when a release lacks some.

The torch here has every part (the report is "on": tests/test_fast_info.py); tools/torch_versions.py runs releases
that lack some (2.6: no dispatcher at all). Here: the hand-written functions' declared needs cover what their C
calls (read from clib/native_*.c, helpers followed), and the report's counts and names add up.
"""

from __future__ import annotations

import re
from pathlib import Path

from simple_torch.abi.signature import FUNCTIONS
from simple_torch.abi.spec import NATIVE_C
from simple_torch.clib import shim_parts
from simple_torch.clib.build import native_name
from simple_torch.clib.entry import coverage

CLIB = Path(shim_parts.__file__).parent
FAST = [fn for fn in FUNCTIONS.values() if fn.native]

# a top-level C function: its name, then its body, on its own line or up to the next "}" at the start of a line
_FUNCTION = re.compile(r"^(?:static\s+(?:inline\s+)?)?[A-Za-z_][\w \t\*]*?\b(\w+)\(([^;{]*?)\)\s*\{"
                       r"(?:([^\n]*)\}[ \t]*$|(.*?)^\})", re.MULTILINE | re.DOTALL)


def _part_of_field() -> dict[str, str]:
    """aten_shim.c's PART(RT__SHIM_X, field, symbol) lines: the shim field each part's symbols fill."""
    text = (CLIB / "aten_shim.c").read_text()
    return {field: part for part, field in re.findall(r"PART\(RT__SHIM_(\w+), (\w+), ", text)}


def _c_needs() -> dict[str, set[str]]:
    """The parts each function of clib/native_*.c reaches, through the shim fields it uses and the functions it calls."""
    fields = _part_of_field()
    bodies: dict[str, str] = {}
    for source in sorted(CLIB.glob("native_*.c")):
        for m in _FUNCTION.finditer(source.read_text()):
            bodies[m[1]] = m[3] if m[3] is not None else m[4]
    direct = {name: {fields[f] for f in re.findall(r"rt__aten\.(\w+)", body) if f in fields}
              | ({"DISPATCHER"} if re.search(r"\brt__native_call\(", body) else set())
              | ({"GRADIENTS"} if re.search(r"\b(usable|rt__requires_grad)\(", body) else set())
              for name, body in bodies.items()}
    # rt__native_call checks the lists and strings of its arguments itself (shim_parts_of): a caller needs the
    # dispatcher from it, whatever its helpers use
    calls = {name: set(re.findall(r"\b(\w+)\(", body)) & bodies.keys() - {name, "rt__native_call"}
             for name, body in bodies.items()}
    reach = {name: set(parts) for name, parts in direct.items()}
    changed = True
    while changed:   # follow helpers to a fixed point
        changed = False
        for name, callees in calls.items():
            for callee in callees:
                if not reach[callee] <= reach[name]:
                    reach[name] |= reach[callee]
                    changed = True
    return reach


def test_every_part_has_symbols_in_the_shim():
    fields = _part_of_field()
    assert set(fields.values()) == ({name for name, _ in shim_parts.PARTS} - set(shim_parts.BEHAVIOURS)
                                    - set(shim_parts.BOUND_APART))


def test_hand_written_functions_declare_what_their_c_uses():
    reach = _c_needs()
    hand_written = [fn for fn in FAST if fn.native == NATIVE_C]
    assert set(shim_parts.HAND_WRITTEN) <= {fn.name for fn in hand_written}
    undeclared = {fn.name: sorted(reach[native_name(fn)] - set(shim_parts.needs(fn)))
                  for fn in hand_written if reach[native_name(fn)] - set(shim_parts.needs(fn))}
    assert not undeclared, f"add these parts to shim_parts.HAND_WRITTEN: {undeclared}"


def test_the_analysis_sees_the_dispatcher_behind_helpers():
    reach = _c_needs()   # backward calls the dispatcher through a helper, add through subtract()
    assert {"DISPATCHER", "LISTS", "ERRORS"} <= reach["rt__native_tensor_backward"]
    assert reach["rt__native_tensor_add"] == {"SUBTRACT"} and reach["rt__native_tensor_zeros"] == set()


def test_operator_rows_need_the_dispatcher_and_lists_or_strings_as_their_arguments_do():
    by_name = {fn.name: shim_parts.needs(fn) for fn in FAST}
    generated = [fn for fn in FAST if fn.native != NATIVE_C]
    assert all("DISPATCHER" in by_name[fn.name] for fn in generated)
    assert by_name["rt_torch_softmax"] == ("DISPATCHER",)
    assert "LISTS" in by_name["rt_torch_tensor_cat"] and "LISTS" in by_name["rt_torch_tensor_reshape"]
    assert any("STRINGS" in parts for parts in by_name.values())


def test_a_torch_with_every_part_reports_on():
    assert coverage("2.13.0", {}) == "on"


def test_a_torch_without_the_dispatcher_reports_what_stays_on_the_python_path():
    missing = {"DISPATCHER": "has no torch_call_dispatcher", "LISTS": "has no torch_new_list_reserve_size",
               "STRINGS": "has no torch_new_string_handle", "SUBTRACT": "has no aoti_torch_aten_subtract_Tensor",
               "THREADS": "has no torch_get_num_threads", "ERRORS": "has no torch_exception_get_what_without_backtrace",
               "MODULO": shim_parts.BEHAVIOURS["MODULO"][2]}
    text = coverage("2.6.0+cu124", missing)
    core = [fn.name for fn in FAST if not set(shim_parts.needs(fn)) & set(missing)]
    m = re.match(r"on for (\d+) of (\d+) functions; ", text)
    assert m and int(m[1]) == len(core) and int(m[2]) == len(FAST), text
    groups = re.findall(r"off for (\d+) \(torch 2\.6\.0\+cu124 has no (\w+): [^)]*\): ([\w, ]+)", text)
    named = [name for _, _, names in groups for name in names.split(", ")]
    assert sorted(named) == sorted(fn.name for fn in FAST if set(shim_parts.needs(fn)) & set(missing)), text
    assert all(int(count) == len(names.split(", ")) for count, _, names in groups)
    symbols = {symbol for _, symbol, _ in groups}
    assert symbols == {"torch_call_dispatcher", "aoti_torch_aten_subtract_Tensor", "torch_get_num_threads"}
    assert "rt_torch_tensor_add," in text and "rt_torch_tensor_zeros" not in text


def test_one_missing_part_turns_off_only_the_functions_needing_it():
    text = coverage("2.12.1", {"STRINGS": "has no torch_new_string_handle"})
    strings = sorted(fn.name for fn in FAST if "STRINGS" in shim_parts.needs(fn))
    assert strings and text == (f"on for {len(FAST) - len(strings)} of {len(FAST)} functions; off for {len(strings)} "
                                f"(torch 2.12.1 has no torch_new_string_handle: {dict(shim_parts.PARTS)['STRINGS']}): "
                                + ", ".join(fn.name for fn in FAST if "STRINGS" in shim_parts.needs(fn)))


def test_a_release_with_a_faulty_kernel_keeps_its_operators_on_the_python_path():
    assert shim_parts.faults((2, 9)) == {"MODULO": shim_parts.BEHAVIOURS["MODULO"][2]}
    assert set(shim_parts.faults((2, 12))) == set() and set(shim_parts.faults((2, 13))) == set()
    assert set(shim_parts.faults((2, 14))) == {"CLAMP"} and set(shim_parts.faults((2, 16))) == {"CLAMP"}
    text = coverage("2.9.1", shim_parts.faults((2, 9)))
    assert text.endswith("(torch 2.9.1 kills the process (SIGFPE) on the lowest integer modulo -1: integer fmod and "
                         "remainder run by ATen): rt_torch_tensor_fmod, rt_torch_tensor_remainder"), text
