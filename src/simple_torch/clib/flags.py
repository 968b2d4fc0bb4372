"""simple-torch-config: the compiler and linker flags for the C library of this installation, as numpy-config and
pybind11-config give theirs.

    cc prog.c $(simple-torch-config --cflags --libs) -o prog

A wheel (`pip install .`) carries the library in simple_torch/lib and the header in simple_torch/include; an
editable install (`make setup`) uses the checkout's `make lib` output (build/lib, include/).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

LIBRARY = "libsimple_torch_ffi.so"
PACKAGE = Path(__file__).resolve().parents[1]   # .../simple_torch


def locate() -> dict[str, Path]:
    """prefix, libdir, includedir and pkgconfigdir of the library this package was installed with."""
    if (PACKAGE / "lib" / LIBRARY).is_file():
        prefix, libdir, includedir = PACKAGE, PACKAGE / "lib", PACKAGE / "include"
    else:
        checkout = PACKAGE.parents[1]   # src/simple_torch in a checkout
        prefix, libdir, includedir = checkout, checkout / "build" / "lib", checkout / "include"
        if not (libdir / LIBRARY).is_file():
            raise SystemExit(f"simple-torch-config: no {LIBRARY} in {PACKAGE / 'lib'} (not a wheel install) nor "
                             f"in {libdir} (run `make lib` there for an editable install)")
    return {"prefix": prefix, "libdir": libdir, "includedir": includedir, "pkgconfigdir": libdir / "pkgconfig"}


def version() -> str:
    from importlib.metadata import PackageNotFoundError, version as installed
    try:
        return installed("simple-torch-ffi")
    except PackageNotFoundError:
        return "unknown"


def main(argv: list[str] | None = None) -> int:
    # the docstring's first paragraph, whole (its first line alone stops mid-sentence), and its example
    summary, example = (" ".join(part.split()) for part in __doc__.split("\n\n")[:2])
    summary = summary.removeprefix("simple-torch-config: ")
    parser = argparse.ArgumentParser(prog="simple-torch-config", description=summary[0].upper() + summary[1:],
                                     epilog=f"example: {example}")
    for name, what in [("cflags", "compiler flags (-I)"), ("libs", "linker flags (-L, rpath, -l)"),
                       ("prefix", "the installation's folder"), ("includedir", "the header's folder"),
                       ("libdir", "the library's folder"), ("pkgconfigdir", "the folder of simple-torch.pc"),
                       ("version", "the package's version")]:
        parser.add_argument(f"--{name}", dest="asked", action="append_const", const=name, help=what)
    asked = parser.parse_args(argv).asked
    if not asked:
        parser.print_help(sys.stderr)
        return 1
    out = []
    for name in asked:
        if name == "version":
            out.append(version())
            continue
        dirs = locate()
        if name == "cflags":
            out.append(f"-I{dirs['includedir']}")
        elif name == "libs":
            out.append(f"-L{dirs['libdir']} -Wl,-rpath,{dirs['libdir']} -lsimple_torch_ffi")
        else:
            out.append(str(dirs[name]))
    print(" ".join(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
