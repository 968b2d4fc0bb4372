"""The spec is the only source of the contract's codes: src/ names dtypes, devices, reductions, error codes
and result kinds through simple_torch.abi.enums, never as bare numbers (`== 11` for bool, `(9, 10)` for
complex, a second copy of the failure values)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parents[1] / "src" / "simple_torch"
SPEC = SRC / "abi" / "spec.py"

NUMBER = r"-?\d+"
PATTERNS = {
    # a dtype / device / reduction / kind / error code compared with a number
    "code compared with a number": re.compile(
        rf"\b\w*(dtype|code|device|reduction|category|kind)(?!\w*count)\w*(\([^()]*(\([^()]*\))?[^()]*\))?\s*"
        rf"(==|!=|<=|>=|<|>|\bnot in\b|\bin\b)\s*[(\[{{]?\s*{NUMBER}\b"),
    # a set or tuple of dtype codes (PyTorch's groups: floating, complex, integral)
    "a group of dtype codes": re.compile(r"[({\[]\s*(5, 6, 7|9, 10|0, 1, 2, 3, 4)\b"),
    # a table keyed by codes
    "a table keyed by codes": re.compile(rf"\{{\s*{NUMBER}\s*:\s*(torch\.|np\.|\"(none|uint8)\")"),
    # the failure values of the result kinds, written again
    "the failure table": re.compile(r"[\"'](tensor|device|count)[\"']\s*:\s*[\"']?-?\d"),
    # a dtype looked up by number
    "a dtype by number": re.compile(rf"\b(BY_CODE|DTYPES|from_code)\[\s*{NUMBER}\s*\]"),
}


def _findings(text: str) -> list[tuple[str, str]]:
    out = []
    for line in text.splitlines():
        code = line.split("#", 1)[0]
        for what, pattern in PATTERNS.items():
            if pattern.search(code):
                out.append((what, line.strip()))
    return out


@pytest.mark.parametrize("bad", [
    "if b.dtype(t) == 11:", "if code in (9, 10):", "FLOATING = {5, 6, 7, 15}", "if device != -1:",
    "if dtypes.category(x.dtype) < 2:", "DTYPES = {0: torch.uint8, 1: torch.int8}",
    '_DOWN = {"tensor": "0", "device": "-2"}', "return BY_CODE[10]", "if reduction == 1:",
])
def test_the_check_finds_magic_numbers(bad):
    assert _findings(bad), bad


@pytest.mark.parametrize("good", [
    "if b.dtype(t) == Dtype.bool:", "if code in COMPLEX:", "if device != CPU:", "shape[-1] == 1",
    "if sum(1 for s in shape if s == -1) > 1:", "ndim == 2", "if backend().cuda_device_count() > 0:",
])
def test_the_check_lets_ordinary_numbers_be(good):
    assert not _findings(good), good


def test_src_names_every_code():
    found = [f"{path.relative_to(SRC)}: {what}: {line}" for path in sorted(SRC.rglob("*.py")) if path != SPEC
             for what, line in _findings(path.read_text())]
    assert not found, "\n".join(found)
