"""What tests/bindings/test_rust.py reads from the Rust crates (bindings/rust) and the C header, parsed
independently of the renderer that wrote them."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
RUST = ROOT / "bindings" / "rust"
SYS_LIB = RUST / "simple-torch-sys" / "src" / "lib.rs"
SAFE_SRC = RUST / "simple-torch" / "src"
SAFE_TESTS = RUST / "simple-torch" / "tests"
HEADER = ROOT / "include" / "simple_torch.h"

_RUST_FN = re.compile(r"^\s*pub fn (rt_torch_\w+)\((.*)\)( -> .+)?;$", re.M)
_RUST_CONST = re.compile(r"^pub const (\w+): i32 = (-?\d+);$", re.M)
_C_PROTO = re.compile(r"^[\w ]+\**\s*(rt_torch_\w+)\((.*)\);$", re.M)
_C_ENUM_MEMBER = re.compile(r"^\s+(RT_\w+) = (-?\d+),?\s", re.M)
_C_DEFINE = re.compile(r"^#define (RT_\w+) \(?(-?\d+)\)?", re.M)


def _arity(params: str) -> int:
    params = params.strip()
    return 0 if params in ("", "void") else params.count(",") + 1


def sys_functions() -> list[tuple[str, int]]:
    """(name, number of parameters) of every `pub fn` the sys crate declares, in order."""
    return [(name, _arity(params)) for name, params, _ in _RUST_FN.findall(SYS_LIB.read_text())]


def sys_constants() -> dict[str, int]:
    return {name: int(value) for name, value in _RUST_CONST.findall(SYS_LIB.read_text())}


def header_functions() -> dict[str, int]:
    """name -> number of parameters of every prototype in include/simple_torch.h."""
    return {name: _arity(params) for name, params in _C_PROTO.findall(HEADER.read_text())}


def header_constants() -> dict[str, int]:
    """Every enum member and numeric #define of the header (the include guard has no value)."""
    text = HEADER.read_text()
    return {name: int(value) for name, value in (*_C_ENUM_MEMBER.findall(text), *_C_DEFINE.findall(text))}


def crate_version(crate: str) -> str:
    return tomllib.loads((RUST / crate / "Cargo.toml").read_text())["package"]["version"]


def functions_called(folder: Path) -> set[str]:
    """The `sys::rt_torch_*` functions the Rust sources of folder call or pass on."""
    return {name for path in folder.glob("*.rs") for name in re.findall(r"\bsys::(rt_torch_\w+)\b", path.read_text())}


def sys_only() -> set[str]:
    """The functions the safe crate lists as reachable through `simple_torch::sys` only."""
    block = re.search(r"pub const SYS_ONLY: \[&str; \d+\] = \[(.*?)\];", (SAFE_SRC / "generated.rs").read_text(), re.S)
    return set(re.findall(r'"(rt_torch_\w+)"', block[1])) if block else set()


def rust_test_count() -> int:
    """How many #[test] functions the crate's integration tests hold."""
    return sum(path.read_text().count("#[test]") for path in SAFE_TESTS.glob("*.rs"))
