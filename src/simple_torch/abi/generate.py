"""Write the committed files generated from the spec (`make generate`), or check them (`--check`)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from . import header, simple_bindings

ROOT = Path(__file__).resolve().parents[3]
OUTPUTS = {
    ROOT / "include" / "simple_torch.h": header.render,
    ROOT / "bindings" / "simple" / "ffi.spl": simple_bindings.render,
}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--check", action="store_true", help="fail if a committed file differs from the spec")
    opts = parser.parse_args(argv)
    stale = []
    for path, render in OUTPUTS.items():
        text = render()
        if opts.check:
            if not path.is_file() or path.read_text() != text:
                stale.append(str(path))
            continue
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
        print(f"wrote {path}")
    if stale:
        sys.exit("out of date with the spec (run `make generate`): " + ", ".join(stale))


if __name__ == "__main__":
    main()
