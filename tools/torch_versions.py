"""`make test-torch-versions`: the suites that touch PyTorch, on each release of a list (docs/torch-versions.md).

    python3 tools/torch_versions.py                      # every release in RELEASES
    python3 tools/torch_versions.py --releases 2.6.0     # one (its row of the table is updated, the others kept)
    python3 tools/torch_versions.py --suites demo        # some suites (their results replaced, the others kept)

For each release:
  1. a virtual environment with that torch from the package registry, made once and reused from --cache
     (default ~/.cache/simple-torch/venvs/torch-<release>): the CUDA builds from PyPI run on a machine without a GPU;
  2. a copy of this checkout (its tracked and untracked, not ignored, files) in build/torch-versions/<release>/tree,
     where `make lib PYTHON=<that venv's python> TORCH=system` builds the library against it, so the checkout's own
     .venv and build/ are left alone;
  3. the demo with the fast path on and off (SIMPLE_TORCH_FAST_PATH=0), the C programs, the fast path's own tests
     (its parity test among them), the runtime suite and tests/realworld, and what rt_torch_fast_path() says from C;
  4. the results into build/torch-versions/results.json, the table between the torch-versions markers of README.md
     and the details between those of docs/torch-versions.md.

The C programs and the fast-path tests run each program with the fast path on and off themselves; the runtime suite
and tests/realworld are Python hosts, which the fast path (a C host's) does not serve, so they run once.
Releases run one after another, pytest on one process: the machine is shared.
"""

from __future__ import annotations

import argparse
import datetime
import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
import time
import xml.etree.ElementTree as ElementTree
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RELEASES = ("2.6.0", "2.9.1", "2.12.1", "2.13.0", "2.14.1")   # 2.13.0: the pinned CPU build `make test` uses
WORK = ROOT / "build" / "torch-versions"
RESULTS = WORK / "results.json"
READY = ".simple-torch-ready"   # written into a release's venv once torch is installed in it
BEGIN, END = "<!-- torch-versions: begin -->", "<!-- torch-versions: end -->"

# name: (pytest arguments, what it is)
SUITES = {
    "C programs": (["tests/test_c_abi.py"], "every tests/c program, fast path on and off"),
    "fast-path tests": (["tests/test_fast_path.py", "tests/test_fast_functions.py", "tests/test_fast_info.py",
                   "tests/test_fast_optim.py"], "the fast path against the Python path, the parity test among them"),
    "runtime": (["tests/runtime"], "the runtime suite (a Python host)"),
    "realworld": (["tests/realworld"], "public programs over PyTorch and over simple_torch (Python hosts)"),
}
DEMO_ACCURACY = 0.95   # what `make demo` must reach (the target)
FAST_PATH_PROBE = """
import ctypes, sys
lib = ctypes.CDLL(sys.argv[1])
lib.rt_torch_fast_path.restype = lib.rt_torch_version.restype = lib.rt_torch_backend.restype = ctypes.c_char_p
status = lib.rt_torch_init()
print(status, lib.rt_torch_backend().decode(), lib.rt_torch_version().decode(), sep="\\t")
print(lib.rt_torch_fast_path().decode())
"""


def log(text: str) -> None:
    print(f"[{datetime.datetime.now():%H:%M:%S}] {text}", flush=True)


def venv_for(release: str, cache: Path, python: str) -> Path:
    """The venv holding torch==release, made when it is missing (pip honours the machine's pip configuration)."""
    venv = cache / f"torch-{release}"
    if (venv / READY).exists():
        return venv
    log(f"{release}: making {venv} (pip install torch=={release} numpy)")
    shutil.rmtree(venv, ignore_errors=True)
    subprocess.run([python, "-m", "venv", str(venv)], check=True)
    subprocess.run([str(venv / "bin" / "python"), "-m", "pip", "install", "--quiet", f"torch=={release}", "numpy"],
                   check=True)
    (venv / READY).write_text(release + "\n")
    return venv


def copy_checkout(tree: Path) -> None:
    """The checkout's files (tracked, and untracked but not ignored) into tree; its .venv and build/ stay."""
    listed = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"], cwd=ROOT,
                            check=True, capture_output=True).stdout.decode().split("\0")
    wanted = {name for name in listed if name and (ROOT / name).is_file()}
    if tree.exists():   # files the checkout no longer has
        for path in sorted(tree.rglob("*"), reverse=True):
            rel = path.relative_to(tree).as_posix()
            if rel.split("/")[0] in (".venv", "build") or rel.startswith("examples/node/node_modules"):
                continue
            if path.is_file() and rel not in wanted:
                path.unlink()
    for name in wanted:
        target = tree / name
        target.parent.mkdir(parents=True, exist_ok=True)
        source = ROOT / name
        if not target.exists() or target.read_bytes() != source.read_bytes():
            shutil.copy2(source, target)


def run(cmd: list[str], cwd: Path, log_file: Path, env: dict[str, str] | None = None, timeout: int = 3600):
    """cmd's exit status and seconds, its output appended to log_file."""
    start = time.monotonic()
    with log_file.open("a") as out:
        out.write(f"\n$ {' '.join(cmd)}  (env {env or {}})\n")
        out.flush()
        try:
            done = subprocess.run(cmd, cwd=cwd, stdout=out, stderr=subprocess.STDOUT, timeout=timeout,
                                  env={**os.environ, **(env or {})})
            status = done.returncode
        except subprocess.TimeoutExpired:
            out.write(f"\n(timed out after {timeout} s)\n")
            status = -1
    return status, round(time.monotonic() - start, 1)


def demo(tree: Path, make_args: list[str], log_file: Path, fast: bool) -> dict:
    env = {} if fast else {"SIMPLE_TORCH_FAST_PATH": "0"}
    before = log_file.stat().st_size if log_file.exists() else 0
    status, seconds = run(["make", "demo", *make_args], tree, log_file, env)
    text = log_file.read_text()[before:]
    found = re.findall(r"test accuracy: ([0-9.]+)", text)
    accuracy = float(found[-1]) if found else None
    passed = status == 0 and accuracy is not None and accuracy >= DEMO_ACCURACY
    return {"passed": passed, "accuracy": accuracy, "seconds": seconds}


def pytest_suite(tree: Path, paths: list[str], log_file: Path, report: Path) -> dict:
    status, seconds = run([str(tree / ".venv" / "bin" / "python"), "-m", "pytest", "-q", "-p", "no:cacheprovider",
                           f"--junitxml={report}", *paths], tree, log_file)
    counts = {"tests": 0, "failures": 0, "errors": 0, "skipped": 0}
    failed: list[str] = []
    if report.exists():
        for suite in ElementTree.parse(report).getroot().iter("testsuite"):
            for key in counts:
                counts[key] += int(suite.get(key, 0))
            for case in suite.iter("testcase"):
                if case.find("failure") is not None or case.find("error") is not None:
                    failed.append(f"{case.get('classname')}::{case.get('name')}")
    passed = counts["tests"] - counts["failures"] - counts["errors"] - counts["skipped"]
    return {"passed": status == 0 and counts["tests"] > 0, "counts": {**counts, "passed": passed},
            "failed": failed, "seconds": seconds}


def fast_path_report(tree: Path, log_file: Path) -> dict:
    """What rt_torch_fast_path() says in a C host (ctypes, no Tier 3) of the built library."""
    done = subprocess.run([str(tree / ".venv" / "bin" / "python"), "-c", FAST_PATH_PROBE,
                           str(tree / "build" / "lib" / "libsimple_torch_ffi.so")], capture_output=True, text=True,
                          timeout=300, env={k: v for k, v in os.environ.items() if k != "SIMPLE_TORCH_FAST_PATH"})
    with log_file.open("a") as out:
        out.write(f"\n$ rt_torch_fast_path()\n{done.stdout}{done.stderr}")
    lines = done.stdout.splitlines()
    if done.returncode != 0 or len(lines) < 2:
        return {"text": f"probe failed: {done.stderr.strip()[-300:]}", "version": None}
    status, backend, version = lines[0].split("\t")
    return {"text": lines[1], "version": version, "backend": backend, "init": int(status)}


def coverage(text: str) -> str:
    """The table's short form of rt_torch_fast_path()'s text."""
    if text == "on":
        return "all"
    m = re.match(r"on for (\d+) of (\d+) functions", text)
    if m:
        return f"{m[1]} of {m[2]}"
    return "off"


def run_release(release: str, cache: Path, python: str, suites: list[str]) -> dict:
    venv = venv_for(release, cache, python)
    place = WORK / release
    tree = place / "tree"
    place.mkdir(parents=True, exist_ok=True)
    log_file = place / "log.txt"
    log_file.write_text(f"torch {release}, {datetime.datetime.now(datetime.timezone.utc):%Y-%m-%d %H:%M} UTC\n")
    copy_checkout(tree)
    make_args = [f"PYTHON={venv / 'bin' / 'python'}", "TORCH=system"]
    result: dict = {"release": release, "date": f"{datetime.datetime.now(datetime.timezone.utc):%Y-%m-%d}",
                    "log": str(log_file.relative_to(ROOT))}
    log(f"{release}: make lib")
    status, seconds = run(["make", "lib", *make_args], tree, log_file)
    result["build"] = {"passed": status == 0, "seconds": seconds}
    if status != 0:
        log(f"{release}: the build failed (see {log_file})")
        return result
    result["fast_path"] = fast_path_report(tree, log_file)
    log(f"{release}: {result['fast_path']['text'][:160]}")
    if "demo" in suites:
        for fast in (True, False):
            name = "demo, fast path " + ("on" if fast else "off")
            result[name] = demo(tree, make_args, log_file, fast)
            log(f"{release}: {name}: {result[name]}")
    for name, (paths, _) in SUITES.items():
        if name in suites:
            result[name] = pytest_suite(tree, paths, log_file, place / f"{name.replace(' ', '-')}.xml")
            log(f"{release}: {name}: {result[name]['counts']} in {result[name]['seconds']} s")
    return result


def cell(entry: dict | None) -> str:
    if entry is None:
        return "not run"
    if "accuracy" in entry:
        return f"{'pass' if entry['passed'] else 'FAIL'} ({entry['accuracy']})"
    c = entry["counts"]
    text = f"{c['passed']}/{c['tests'] - c['skipped']}"
    return text if entry["passed"] else f"FAIL {text}"


COLUMNS = ("demo, fast path on", "demo, fast path off", *SUITES)

# What PyTorch itself does on a release (major.minor) where a test expects it, so that a pass there is not read as
# the same behaviour as elsewhere (docs/torch-versions.md says how each is handled and which test records it)
PYTORCH_OWN = {
    "2.6": ["plain PyTorch fails `pt_neural_networks_tutorial` (\"Found dtype Long but expected Float\": its MSE target "
            "is Long), which tests/realworld expects of it", "its BatchNorm prints no `bias=`",
            "gloo refuses AVG and has no reduce_scatter (the runtime sums and divides, all_reduces)",
            "no DLPack 1.0 (the versioned functions give RT_ERR_UNSUPPORTED)",
            "integer modulo of the lowest value by -1 kills the process (SIGFPE)",
            "FFT backward of `norm=\"forward\"` fails in MKL"],
    "2.9": ["plain PyTorch fails `pt_neural_networks_tutorial` (\"Found dtype Long but expected Float\"), which "
            "tests/realworld expects of it", "its BatchNorm prints no `bias=`",
            "integer modulo of the lowest value by -1 kills the process (SIGFPE)"],
    "2.14": ["clamp.Tensor's gradient at the bounds is not clamp's with numbers (the fast clamp stays off)"],
}


def support_range():
    """src/simple_torch/engines/torch_support.py, read alone (this script runs on any Python)."""
    spec = importlib.util.spec_from_file_location("torch_support", ROOT / "src/simple_torch/engines/torch_support.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def table(results: dict) -> list[str]:
    support = support_range()
    head = "| torch | " + " | ".join(COLUMNS) + " | fast functions on | date |"
    rows = [f"**Supported PyTorch: torch{support.SUPPORTED}**; `make test-torch-versions` ran these releases "
            f"([PyTorch versions](docs/torch-versions.md)): a release newer than {support.NEWEST_TESTED} is used with "
            f"one line on stderr saying so (`{support.STRICT}=1` refuses it). Tests passed of those run:", "",
            head, "|" + "---|" * (len(COLUMNS) + 3)]
    for release in sorted(results, key=lambda r: tuple(int(p) for p in r.split("."))):
        r = results[release]
        if not r.get("build", {}).get("passed"):
            rows.append(f"| {release} | build failed |" + " |" * (len(COLUMNS)) + f" {r['date']} |")
            continue
        fast = coverage(r["fast_path"]["text"])
        rows.append(f"| {r['fast_path'].get('version') or release} | "
                    + " | ".join(cell(r.get(c)) for c in COLUMNS) + f" | {fast} | {r['date']} |")
    own = [f"{minor}: " + "; ".join(PYTORCH_OWN[minor]) for minor in sorted(PYTORCH_OWN, key=lambda m: tuple(
        map(int, m.split(".")))) if any(release.startswith(minor + ".") for release in results)]
    if own:
        rows += ["", "PyTorch's own behaviour on these releases, expected by the tests (not failures of ours): "
                 + ". ".join(own) + "."]
    return rows


def details(results: dict) -> list[str]:
    lines = []
    for release in sorted(results, key=lambda r: tuple(int(p) for p in r.split("."))):
        r = results[release]
        lines.append(f"**torch {release}** ({r['date']}; build {r.get('build', {}).get('seconds')} s). "
                     f"`rt_torch_fast_path()`: {r.get('fast_path', {}).get('text', 'not run')}")
        for name in COLUMNS:
            entry = r.get(name)
            if entry is None:
                continue
            if entry.get("failed"):
                lines.append(f"- {name}: {cell(entry)} in {entry['seconds']} s; failed: "
                             + ", ".join(f"`{f}`" for f in entry["failed"]))
            else:
                lines.append(f"- {name}: {cell(entry)} in {entry['seconds']} s")
        lines.append("")
    return lines


def replace_block(path: Path, lines: list[str]) -> None:
    text = path.read_text()
    start, end = text.index(BEGIN) + len(BEGIN), text.index(END)
    path.write_text(text[:start] + "\n" + "\n".join(lines).rstrip("\n") + "\n" + text[end:])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--releases", default=",".join(RELEASES), help="comma-separated torch releases")
    parser.add_argument("--suites", default=",".join(["demo", *SUITES]),
                        help="comma-separated: demo, " + ", ".join(SUITES))
    parser.add_argument("--cache", type=Path, default=Path.home() / ".cache" / "simple-torch" / "venvs",
                        help="where the releases' venvs are made and reused")
    parser.add_argument("--python", default=sys.executable, help="the Python the venvs are made from")
    parser.add_argument("--no-write", action="store_true", help="leave README.md and docs/torch-versions.md alone")
    args = parser.parse_args()
    suites = [s.strip() for s in args.suites.split(",") if s.strip()]
    unknown = set(suites) - {"demo", *SUITES}
    if unknown:
        parser.error(f"unknown suites {sorted(unknown)}")
    WORK.mkdir(parents=True, exist_ok=True)
    results = json.loads(RESULTS.read_text()) if RESULTS.exists() else {}
    for release in [r.strip() for r in args.releases.split(",") if r.strip()]:
        # the suites run now replace their earlier results; the others' stay (with their own dates in the log)
        results[release] = {**results.get(release, {}), **run_release(release, args.cache, args.python, suites)}
        RESULTS.write_text(json.dumps(results, indent=1) + "\n")
    if not args.no_write:
        replace_block(ROOT / "README.md", table(results))
        replace_block(ROOT / "docs" / "torch-versions.md", details(results))
    ok = all(r.get("build", {}).get("passed") and all(r.get(c, {"passed": True})["passed"] for c in COLUMNS)
             for r in results.values())
    print("\n".join(table(results)))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
