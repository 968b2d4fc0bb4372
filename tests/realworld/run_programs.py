"""Runs the programs of tests/realworld in this process and prints, as JSON, what each printed.

    python tests/realworld/run_programs.py [--real-torch] NAME ...

Without --real-torch the programs run as they are in this directory (over simple_torch; the backend is
SIMPLE_TORCH_BACKEND's). With --real-torch each line marked `# realworld: was ORIGINAL` is put back to
ORIGINAL first, so the program is the public one again, run over PyTorch itself. Before each program the
generators of the torch module in use, of `random` and of NumPy are seeded with SEED, and the program
runs in a temporary directory (some save checkpoints there), for at most PROGRAM_TIME_LIMIT seconds. That
directory is empty, or holds a copy of `files/NAME/` where a program has one: the modules it imports next
to itself (`model.py`, `data.py`; their marked lines put back under --real-torch too) and its data files.
"""

from __future__ import annotations

import contextlib
import importlib
import io
import json
import os
import random
import re
import shutil
import signal
import sys
import tempfile
import traceback
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
SEED = 0
# seconds one program may run: each takes under 2 s, and one whose training never reaches its stop
# criterion (pytorch/examples regression loops until the loss is small) ends as a failure, not a hang
PROGRAM_TIME_LIMIT = 60
# a changed line: `<code>  # realworld: was <original code>`; the indentation is the changed line's
CHANGED_LINE = re.compile(r"^(?P<indent>\s*)\S.*?#\s*realworld: was (?P<original>.+?)\s*$")


def source_of(name: str, real_torch: bool) -> str:
    return _restored(HERE / f"{name}.py", real_torch)


def _restored(path: Path, real_torch: bool) -> str:
    lines = path.read_text().splitlines()
    if real_torch:
        lines = [(m.group("indent") + m.group("original")) if (m := CHANGED_LINE.match(line)) else line
                 for line in lines]
    return "\n".join(lines) + "\n"


def _copy_files(name: str, scratch: str, real_torch: bool) -> None:
    """The program's own modules and data files (`files/NAME/`), into the directory it runs in."""
    folder = HERE / "files" / name
    if not folder.is_dir():
        return
    for source in folder.rglob("*"):
        if source.is_dir() or "__pycache__" in source.parts:
            continue
        target = Path(scratch) / source.relative_to(folder)
        target.parent.mkdir(parents=True, exist_ok=True)
        if source.suffix == ".py":
            target.write_text(_restored(source, real_torch))
        else:
            shutil.copyfile(source, target)


def _forget_modules_under(folder: str) -> None:
    """Programs import modules of the same name (`model`, `data`) from their own folders."""
    for name, module in list(sys.modules.items()):
        if (getattr(module, "__file__", None) or "").startswith(folder):
            del sys.modules[name]


def _out_of_time(signum, frame) -> None:
    raise TimeoutError(f"the program ran longer than {PROGRAM_TIME_LIMIT} s")


def run(name: str, real_torch: bool) -> dict[str, str | None]:
    """What the program printed, and its traceback (the last frames) if it raised."""
    torch_module = importlib.import_module("torch" if real_torch else "simple_torch")
    torch_module.manual_seed(SEED)
    random.seed(SEED)
    np.random.seed(SEED)
    printed = io.StringIO()
    error = None
    path = HERE / f"{name}.py"
    code = compile(source_of(name, real_torch), str(path), "exec")
    cwd = os.getcwd()
    with tempfile.TemporaryDirectory() as scratch, contextlib.redirect_stdout(printed):
        _copy_files(name, scratch, real_torch)
        sys.path.insert(0, scratch)
        os.chdir(scratch)
        signal.signal(signal.SIGALRM, _out_of_time)
        signal.alarm(PROGRAM_TIME_LIMIT)
        try:
            exec(code, {"__name__": "__main__", "__file__": str(path)})
        except BaseException:  # noqa: BLE001 - any failure of the program is its result, reported
            error = traceback.format_exc(limit=-3)
        finally:
            signal.alarm(0)
            os.chdir(cwd)
            sys.path.remove(scratch)
            _forget_modules_under(os.path.realpath(scratch))
            _forget_modules_under(scratch)
    return {"stdout": printed.getvalue(), "error": error}


def main(argv: list[str]) -> None:
    real_torch = "--real-torch" in argv
    names = [a for a in argv if not a.startswith("--")]
    sys.path.insert(0, str(HERE))  # helper modules next to the programs (micrograd_engine)
    results = {name: run(name, real_torch) for name in names}
    sys.stdout.write(json.dumps(results))


if __name__ == "__main__":
    main(sys.argv[1:])
