"""The PyTorch versions simple_torch supports, and the check made when the torch backend starts.

    python -m simple_torch.engines.torch_support   # which torch this Python imports, and whether it is supported

SUPPORTED is the one place the range is stated (README.md and docs/installing.md repeat it): every release from
2.6 on. Older 2.x releases lack APIs the backend calls (AOTInductor packages need 2.6) and are refused at
start-up:

- with no backend chosen, an unsupported torch is not used: the NumPy backend starts, with a warning saying why;
- with SIMPLE_TORCH_BACKEND=torch (or `backend: torch` in the config file), start-up fails with that reason.

`make test-torch-versions` (tools/torch_versions.py) runs the suites on each release in its list; NEWEST_TESTED is
the newest of them. A newer release is used, with one line on stderr at start-up saying it is newer than the tested
range; SIMPLE_TORCH_STRICT_VERSION=1 refuses it instead. SIMPLE_TORCH_BYPASS_VERSION_CHECK=1 uses any torch 2.x
anyway, at the user's risk (as tch-rs's LIBTORCH_BYPASS_VERSION_CHECK does).
"""

from __future__ import annotations

import os
import re
import sys

MINIMUM = (2, 6)            # the oldest release supported (and tested)
NEWEST_TESTED = "2.14.1"    # the newest release tools/torch_versions.py runs
SUPPORTED = f">={MINIMUM[0]}.{MINIMUM[1]}"
TESTED = f">={MINIMUM[0]}.{MINIMUM[1]},<={NEWEST_TESTED}"
BYPASS = "SIMPLE_TORCH_BYPASS_VERSION_CHECK"
STRICT = "SIMPLE_TORCH_STRICT_VERSION"

_RELEASE = re.compile(r"^(\d+)\.(\d+)(?:\.(\d+))?")


def release(version: str) -> tuple[int, int, int] | None:
    """(major, minor, patch) of a torch.__version__ such as "2.14.1+cu130" or "2.15.0.dev20260101"; None if none."""
    m = _RELEASE.match(version)
    return None if m is None else (int(m[1]), int(m[2]), int(m[3] or 0))


def _newer_than_tested(found: tuple[int, int, int]) -> bool:
    return found > release(NEWEST_TESTED)


def problem(version: str, bypass: str | None = None, strict: str | None = None) -> str | None:
    """Why PyTorch `version` (torch.__version__, e.g. "2.14.1+cu130") cannot be used; None when it can."""
    if bypass is None:
        bypass = os.environ.get(BYPASS, "")
    if strict is None:
        strict = os.environ.get(STRICT, "")
    found = release(version)
    if found is None:
        return f"PyTorch reports the version {version!r}, which is not a release number"
    if found[:2] >= MINIMUM:
        if strict == "1" and _newer_than_tested(found):
            return (f"PyTorch {version} is newer than the tested releases torch{TESTED}, and {STRICT}=1 refuses "
                    f"those; install a tested release (e.g. pip install 'torch{TESTED}') or unset {STRICT}")
        return None
    if bypass == "1" and found[0] == MINIMUM[0]:
        return None
    return (f"PyTorch {version} is outside the supported range torch{SUPPORTED}; install a supported release "
            f"(e.g. pip install 'torch{SUPPORTED}'), or set {BYPASS}=1 to use this one at your own risk")


def notice(version: str) -> str | None:
    """The line printed at start-up when a usable `version` is newer than the tested releases; None otherwise."""
    found = release(version)
    if found is None or not _newer_than_tested(found):
        return None
    return (f"simple_torch: PyTorch {version} is newer than the tested releases torch{TESTED}; using it "
            f"({STRICT}=1 refuses it)")


def main() -> int:
    try:
        import torch
    except ImportError as exc:
        print(f"simple_torch: {sys.executable} cannot import torch ({exc}); the supported range is "
              f"torch{SUPPORTED}", file=sys.stderr)
        return 1
    reason = problem(torch.__version__)
    if reason:
        print(f"simple_torch: {sys.executable}: {reason}", file=sys.stderr)
        return 1
    line = notice(torch.__version__)
    if line:
        print(line, file=sys.stderr)
    print(f"simple_torch: torch {torch.__version__} from {os.path.dirname(torch.__file__)} is supported "
          f"(torch{SUPPORTED}; tested torch{TESTED})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
