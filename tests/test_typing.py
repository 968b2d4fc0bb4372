"""A type checker finds Tier 3's public surface in the source (py.typed, real defs): mypy passes over the examples and
tests/typing/ (pyproject.toml's [tool.mypy]), rejects calls of missing names and wrong types, and resolves every
public name of `simple_torch` to its def rather than to the module's `__getattr__`."""

from __future__ import annotations

import builtins
import re
import subprocess
import sys
from pathlib import Path

import simple_torch as st
from simple_torch import _api

from .conftest import child_env

ROOT = Path(__file__).resolve().parents[1]
TYPED_USAGE = ROOT / "tests" / "typing" / "typed_usage.py"

# each line mypy must reject, and why
REJECTED = {
    "st.sine(x)": "no such function: st's __getattr__ is typed to return a str, which is not callable",
    "x.sine()": "no such method",
    "st.nn.functional.sine(x)": "no such function in nn.functional",
    'st.sin("text")': "st.sin takes a Tensor",
    "x.argmax(dim=1, keepdim=1.5)": "keepdim is a bool",
    "st.maximum(x)": "other is required",
    "y: int = x.sum()": "a Tensor is no int",
}


def _every_public_name() -> list[str]:
    """What `import simple_torch as st` offers: __all__ and the names left out of it that hide Python's."""
    hidden = {name for name in vars(_api) if not name.startswith("_") and hasattr(builtins, name)}
    return sorted(set(st.__all__) | hidden)


def test_mypy_finds_the_public_surface(tmp_path):
    rejected = tmp_path / "rejected.py"
    rejected.write_text("import simple_torch as st\nx = st.randn(2, 3)\n" + "\n".join(REJECTED) + "\n")
    names = _every_public_name()
    revealed = tmp_path / "every_name.py"
    revealed.write_text("import simple_torch as st\n" + "".join(f"reveal_type(st.{name})\n" for name in names))
    done = subprocess.run([sys.executable, "-m", "mypy", "--config-file", "pyproject.toml", "--no-error-summary",
                           "examples/python", "tests/typing", str(rejected), str(revealed)],
                          cwd=ROOT, capture_output=True, text=True, timeout=600)
    # (file name, line, message): mypy's cache (by module) repeats an unchanged file's messages under the path it
    # had when cached, so files are told apart by name
    lines = [(Path(path).name, int(number), message) for path, number, message in
             (line.split(":", 2) for line in done.stdout.splitlines())]
    assert done.returncode == 1 and not done.stderr, done.stdout + done.stderr   # 1: the rejected lines only
    errors = [line for line in lines if line[2].startswith(" error:")]
    assert all(name == rejected.name for name, _, _ in errors), done.stdout
    failing = {number for _, number, _ in errors}
    for number, (source, why) in enumerate(REJECTED.items(), start=3):
        assert number in failing, f"mypy accepted {source!r} ({why})"
    kinds = [re.search(r'Revealed type is "(.*)"', message)[1] for name, _, message in lines if name == revealed.name]
    assert len(kinds) == len(names)
    unknown = [name for name, kind in zip(names, kinds) if kind in ("builtins.str", "Any")]
    assert not unknown, f"mypy cannot find these names of simple_torch: {unknown}"


def test_the_typed_script_runs():
    done = subprocess.run([sys.executable, str(TYPED_USAGE)], cwd=ROOT, capture_output=True, text=True,
                          env=child_env(), timeout=300)
    assert done.returncode == 0 and done.stdout.startswith("accuracy"), done.stdout + done.stderr
