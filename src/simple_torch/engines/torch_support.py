"""The PyTorch versions simple_torch supports, and the check made when the torch backend starts.

    python -m simple_torch.engines.torch_support   # which torch this Python imports, and whether it is supported

SUPPORTED is the one place the range is stated (README.md and docs/installing.md repeat it): the releases the test
suite has been run against (2.13.0 CPU, the pinned build, and 2.14.1 CUDA). Older 2.x releases lack APIs the backend calls (AOTInductor
packages need 2.6), and a release after the range has not been tested, so both are refused at start-up:

- with no backend chosen, an unsupported torch is not used: the NumPy backend starts, with a warning saying why;
- with SIMPLE_TORCH_BACKEND=torch (or `backend: torch` in the config file), start-up fails with that reason.

SIMPLE_TORCH_BYPASS_VERSION_CHECK=1 uses any torch 2.x anyway, at the user's risk (as tch-rs's
LIBTORCH_BYPASS_VERSION_CHECK does).
"""

from __future__ import annotations

import os
import re
import sys

MINIMUM = (2, 13)   # the oldest release tested
BELOW = (2, 15)     # the first release not tested
SUPPORTED = f">={MINIMUM[0]}.{MINIMUM[1]},<{BELOW[0]}.{BELOW[1]}"
BYPASS = "SIMPLE_TORCH_BYPASS_VERSION_CHECK"

_RELEASE = re.compile(r"^(\d+)\.(\d+)")


def problem(version: str, bypass: str | None = None) -> str | None:
    """Why PyTorch `version` (torch.__version__, e.g. "2.14.1+cu130") cannot be used; None when it can."""
    if bypass is None:
        bypass = os.environ.get(BYPASS, "")
    m = _RELEASE.match(version)
    if m is None:
        return f"PyTorch reports the version {version!r}, which is not a release number"
    release = (int(m[1]), int(m[2]))
    if MINIMUM <= release < BELOW:
        return None
    if bypass == "1" and release[0] == MINIMUM[0]:
        return None
    return (f"PyTorch {version} is outside the supported range torch{SUPPORTED}; install a supported release "
            f"(e.g. pip install 'torch{SUPPORTED}'), or set {BYPASS}=1 to use this one at your own risk")


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
    print(f"simple_torch: torch {torch.__version__} from {os.path.dirname(torch.__file__)} is supported "
          f"(torch{SUPPORTED})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
