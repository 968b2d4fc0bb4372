"""The folders of a Python's packages, one a line, for the .pth file of `make ... TORCH=system` (see Makefile).

    $(PYTHON) src/simple_torch/clib/system_paths.py > .venv/lib/pythonX.Y/site-packages/_simple_torch_system.pth

Run by path with that Python, which need not have simple_torch. Its whole path is taken, not only its
site-packages: a folder that a .pth file adds there (a venv made with --system-site-packages, or one that points
at yet another environment) would not be followed from .venv, where a .pth file's lines are not read in turn.
Left out: this script's folder, the standard library (.venv has its own), and any folder holding a simple_torch
package, which must come from this checkout.
"""

import os
import sys
import sysconfig

standard = {sysconfig.get_paths()[name] for name in ("stdlib", "platstdlib")}
for folder in sys.path[1:]:   # [0] is this script's folder
    if (folder and os.path.isdir(folder) and folder not in standard and os.path.basename(folder) != "lib-dynload"
            and not os.path.exists(os.path.join(folder, "simple_torch", "__init__.py"))):
        print(os.path.abspath(folder))
