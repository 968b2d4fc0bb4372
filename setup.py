"""The wheel carries the C library: `pip install .` builds libsimple_torch_ffi.so into simple_torch/lib, with its
pkg-config file, simple_torch/include/simple_torch.h and the C++ simple_torch.hpp (pyproject.toml holds everything
else).

The wheel's library finds everything relative to its own file, wherever the wheel is installed:
- the interpreter: ../../../../../bin/python3 from simple_torch/lib, i.e. the bin/python3 of the environment whose
  lib/pythonX.Y/site-packages holds it (a venv), else the interpreter that built the wheel;
- the package: the site-packages folder above it, first on Python's path;
- the .pc file: prefix=${pcfiledir}/../.. (simple_torch/), so `pkg-config` gives the installed paths.
It links the libpython of the interpreter that built it, so the wheel is for that Python (its tag says so).
An editable install (`make setup`) builds no library: `make lib` builds build/lib/ for it.
"""

import shutil
import subprocess
import sys
from pathlib import Path

from setuptools import Extension, setup
from setuptools.command.build_py import build_py
from setuptools.dist import Distribution

ROOT = Path(__file__).resolve().parent

# Runs simple_torch.clib.build without the package's __init__, which imports NumPy and the rest of the runtime's
# dependencies; the build needs cffi only (pyproject.toml's build requirements).
_BUILD = """
import sys, types
package = types.ModuleType("simple_torch")
package.__path__ = [sys.argv[1]]
sys.modules["simple_torch"] = package
from simple_torch.clib.build import main
main(sys.argv[2:])
"""


class BuildPyWithLibrary(build_py):
    def run(self):
        super().run()
        if self.editable_mode:
            return
        package = Path(self.build_lib) / "simple_torch"
        work = Path(self.get_finalized_command("build").build_temp) / "simple_torch_gen"
        subprocess.run([sys.executable, "-c", _BUILD, str(ROOT / "src" / "simple_torch"),
                        "--out", str(package / "lib"), "--include", str(ROOT / "include"), "--work", str(work),
                        "--relative-python", "../../../../../bin/python3", "--first-path", "../..",
                        "--pc-prefix", "${pcfiledir}/../.."], check=True)
        (package / "include").mkdir(parents=True, exist_ok=True)
        for header in ("simple_torch.h", "simple_torch.hpp"):   # the C ABI, and the C++ binding over it
            shutil.copy2(ROOT / "include" / header, package / "include" / header)


class BinaryDistribution(Distribution):
    """A platform wheel (cpXY-cpXY-linux_...), not a pure one: the library is compiled for one Python."""

    def has_ext_modules(self):
        return True


# Tier 3's Tensor core (src/simple_torch/tensor_core.c); `make` builds it in place for the editable install
TENSOR_CORE = Extension("simple_torch._tensor_core", ["src/simple_torch/tensor_core.c"],
                        extra_compile_args=["-O2", "-Wall", "-Wextra", "-Werror"])

setup(cmdclass={"build_py": BuildPyWithLibrary}, distclass=BinaryDistribution, ext_modules=[TENSOR_CORE])
