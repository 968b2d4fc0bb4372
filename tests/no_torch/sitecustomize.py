"""On PYTHONPATH, this makes `import torch` fail, as on a machine without PyTorch (`make test` uses it).

Python imports `sitecustomize` at start-up, also in the interpreter the C library embeds.
"""

import sys


class _HideTorch:
    """A meta path finder that refuses torch and its submodules."""

    def find_spec(self, name, path=None, target=None):
        if name == "torch" or name.startswith("torch."):
            raise ModuleNotFoundError(f"No module named {name!r} (hidden by tests/no_torch)", name=name)
        return None


sys.meta_path.insert(0, _HideTorch())
