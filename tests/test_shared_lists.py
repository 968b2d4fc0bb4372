"""Lists that two places share have one source: cffi's declarations are read from the C headers' cdef blocks, the
handle table's kinds and states are abi/enums.py's for Python and C alike, and there is one RemovableHandle."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import cffi
import pytest

import simple_torch as st
from simple_torch import hooks
from simple_torch.abi.enums import HANDLE_KINDS, HANDLE_STATES, HandleKind, HandleState
from simple_torch.clib import PY_PREFIX, build, shim_parts
from simple_torch.runtime import handles

PACKAGE = Path(st.__file__).resolve().parent
_CALLED = re.compile(r"lib\.(rt__\w+)")   # lib.rt__scope_begin, self._lib.rt__handle_issue(...), ...
_IMPLEMENTED = re.compile(r"""def_extern\(name="(rt__\w+)\"""")   # a function the Python side implements
_DECLARED = re.compile(r"(?:^|\W)(rt__\w+)\(")


def _python_sources() -> str:
    """The Python side: the package but the build, and the code the build gives the library to run at start-up."""
    return "\n".join([build._INIT, *(path.read_text() for path in PACKAGE.rglob("*.py") if path.name != "build.py")])


def _cdef_names() -> tuple[set[str], set[str]]:
    """The C functions cffi is told of: (those C implements, those the Python side implements but the generated
    entry points' rt__py_*)."""
    called, implemented = set(), set()
    generated = {PY_PREFIX + name.removeprefix("rt_torch_") for name in build.FUNCTIONS}
    for line in build.cdef().splitlines():
        names = _DECLARED.findall(line)
        if names:
            (implemented if line.startswith('extern "Python+C"') else called).add(names[0])
    return called, implemented - generated


def test_cffi_is_told_of_exactly_the_c_functions_the_python_side_calls():
    called, _ = _cdef_names()
    assert called == set(_CALLED.findall(_python_sources()))


def test_cffi_is_told_of_exactly_the_functions_the_python_side_implements():
    _, implemented = _cdef_names()
    assert implemented == set(_IMPLEMENTED.findall(_python_sources()))


def test_the_declarations_cffi_reads_are_the_headers_own():
    """Every line of the cdef but the ABI's typedefs and the generated entry points stands, word for word, in a
    header's cdef block."""
    headers = " ".join(" ".join(path.read_text().split()) for path in build.CDEF_HEADERS)
    generated = {'extern "Python+C" ' + build._py_decl(fn) for fn in build.FUNCTIONS.values()}
    for line in build.cdef().splitlines():
        if line.startswith("typedef") or line in generated:
            continue
        assert line.removeprefix('extern "Python+C" ') in headers, line
    ffi = cffi.FFI()
    ffi.cdef(build.cdef())   # cffi parses it


def test_a_cdef_block_is_read_without_its_comments(tmp_path):
    header = tmp_path / "x.h"
    header.write_text("int outside(void);\n/* cdef: begin */\nint32_t a(int32_t x);   /* a note; with a ; */\n"
                      "/* a comment */ void b(const char *text,\n       int64_t n);\n/* cdef: end */\n"
                      "/* cdef python: begin */\nint32_t c(void);   /* the Python side */\n/* cdef python: end */\n")
    assert build.marked_declarations(header) == ["int32_t a(int32_t x);", "void b(const char *text, int64_t n);",
                                                 'extern "Python+C" int32_t c(void);']


@pytest.mark.parametrize("text, where", [
    ("/* cdef: begin */\nint a(void);\n", "`/* cdef: begin */` has no end"),
    ("int a(void);\n/* cdef: end */\n", "x.h:2: `/* cdef: end */` does not pair"),
    ("/* cdef: begin */\n/* cdef: begin */\n/* cdef: end */\n", "x.h:2: `/* cdef: begin */` does not pair"),
    ("/* cdef python: begin */\nint a(void);\n/* cdef: end */\n", "x.h:3: `/* cdef: end */` does not pair"),
])
def test_unpaired_cdef_marks_are_refused(tmp_path, text, where):
    header = tmp_path / "x.h"
    header.write_text(text)
    with pytest.raises(ValueError, match=re.escape(where)):
        build.marked_declarations(header)


def test_handle_kinds_are_codes_from_one_up_and_states_distinct():
    assert [code for _, code, _ in HANDLE_KINDS] == list(range(1, len(HANDLE_KINDS) + 1))
    assert len({code for _, code, _ in HANDLE_STATES}) == len(HANDLE_STATES)


def test_the_runtime_names_each_kind_by_the_enums_code():
    for kind in HandleKind:
        assert handles.KIND_CODES[getattr(handles, kind.name.upper())] == kind
        assert handles.KINDS[kind - 1] == getattr(handles, kind.name.upper())
    assert (handles.NEVER_ISSUED, handles.FREED, handles.LIVE) == tuple(HandleState)


def _compile(tmp_path: Path, source: str) -> subprocess.CompletedProcess:
    """Compile and run source with native.h's include path and the generated handle_kinds.h and shim_parts.h
    (from build.py)."""
    (tmp_path / "handle_kinds.h").write_text(build.handle_kinds_header())
    (tmp_path / "shim_parts.h").write_text(shim_parts.header())
    (tmp_path / "probe.c").write_text(source)
    includes = [f"-I{build.ROOT / 'include'}", f"-I{build.SHELL.parent}", f"-I{tmp_path}"]
    made = subprocess.run(["cc", "-Wall", "-Wextra", "-Werror", *includes, str(tmp_path / "probe.c"), "-o",
                           str(tmp_path / "probe")], capture_output=True, text=True)
    if made.returncode != 0:
        return made
    return subprocess.run([str(tmp_path / "probe")], capture_output=True, text=True)


def test_c_reads_the_same_kinds_and_states(tmp_path):
    rows = [*HANDLE_STATES, *HANDLE_KINDS]
    prints = "".join(f'    printf("%d\\n", (int){name});\n' for name, _, _ in rows)
    done = _compile(tmp_path, f'#include <stdio.h>\n#include "native.h"\nint main(void) {{\n{prints}'
                              '    printf("%d\\n", (int)RT__KIND_LAST);\n    return 0;\n}\n')
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == [str(code) for _, code, _ in rows] + [str(len(HANDLE_KINDS))]


def test_a_kind_beyond_a_slots_8_bits_does_not_compile(tmp_path, monkeypatch):
    monkeypatch.setattr(build, "HANDLE_KINDS", (*HANDLE_KINDS, ("RT__KIND_TOO_MANY", 256, "too many")))
    done = _compile(tmp_path, '#include "native.h"\nint main(void) { return 0; }\n')
    assert done.returncode != 0 and "a handle kind's code must fit in a slot's 8 bits" in done.stderr


def test_one_removable_handle():
    assert st.autograd.RemovableHandle is hooks.RemovableHandle is st.nn.module.RemovableHandle
    defined = [path for path in PACKAGE.rglob("*.py") if "class RemovableHandle" in path.read_text()]
    assert defined == [PACKAGE / "hooks.py"]


def test_a_tensor_hooks_handle_is_a_context_manager_and_each_registration_its_own():
    seen = []

    def hook(grad):
        seen.append(grad.tolist())

    x = st.ones(2, requires_grad=True)
    first, second = x.register_hook(hook), x.register_hook(hook)
    assert type(first) is hooks.RemovableHandle and first.id != second.id
    with second:
        (x * 3).sum().backward()
    assert seen == [[3.0, 3.0], [3.0, 3.0]]   # both registrations ran
    seen.clear()
    x.grad = None
    (x * 3).sum().backward()   # the with block removed the second
    assert seen == [[3.0, 3.0]]
    first.remove()
    first.remove()   # a second remove does nothing
    x.grad = None
    (x * 3).sum().backward()
    assert seen == [[3.0, 3.0]]


def test_a_module_hooks_handle_is_the_same_class():
    handle = st.nn.Linear(2, 2).register_forward_hook(lambda module, args, out: None)
    assert type(handle) is hooks.RemovableHandle


def test_tensor_and_module_share_one_definition_of_each_floating_conversion():
    for name in ("float", "double", "half", "bfloat16"):
        assert getattr(st.Tensor, name) is getattr(st.nn.Module, name)
        assert name not in vars(st.Tensor) and name not in vars(st.nn.Module)
    model = st.nn.Linear(2, 2)
    assert model.half() is model and model.weight.dtype is st.float16
    assert st.ones(2).double().dtype is st.float64


def test_every_constant_table_has_its_python_enum():
    """Each table of the spec's CONSTANT_TABLES is an enum of abi/enums.py with the name the row gives it, with
    one member per C constant."""
    from simple_torch.abi import enums, spec
    for table, name, _, _, _ in spec.CONSTANT_TABLES:
        enum = getattr(enums, name)
        assert sorted(m.value for m in enum.__members__.values()) == sorted(value for _, value, _ in table), name
    assert len({name for _, name, _, _, _ in spec.CONSTANT_TABLES}) == len(spec.CONSTANT_TABLES)
