"""Section 30 (ABI 1.5): models exported from Python, run from C on the PyTorch backend.

Three formats, told apart by what their zip archive holds (not by the file name):
    AOTInductor package   torch._inductor.aoti_compile_and_package: compiled code, data/aotinductor/
    torch.export program  torch.export.save: a graph of ATen ops and its weights, models/model.json
    TorchScript module    torch.jit.save (script or trace): code/ and data.pkl
A pickled `.pth` file (torch.save of a module or a state dict) is refused: loading a pickle runs whatever code
it names. The NumPy backend has no runtime for these programs and refuses them (RT_ERR_UNSUPPORTED).
"""

from __future__ import annotations

import os
import zipfile

from ..abi.errors import BufferTooSmallError, InvalidArgumentError
from . import args
from .args import new, tensor
from .entry import export
from .handles import MODEL, table
from .startup import backend

FORMATS = {"aoti": "an AOTInductor package", "export": "a torch.export program", "torchscript": "a TorchScript module"}


def archive_format(path: str) -> str:
    """Which of FORMATS the file at path is; a clear error for anything else."""
    if not os.path.isfile(path):
        raise InvalidArgumentError(f"{path!r} is not a file")
    if not zipfile.is_zipfile(path):
        raise InvalidArgumentError(f"{path!r} is not a zip archive, so neither a torch.export/AOTInductor .pt2 file "
                                   f"nor a TorchScript file; pickled .pth files are not loaded (unpickling runs "
                                   f"code): export the model with torch.export.save or torch.jit.save instead")
    try:
        with zipfile.ZipFile(path) as archive:
            names = archive.namelist()
    except (zipfile.BadZipFile, OSError) as e:
        raise InvalidArgumentError(f"{path!r} cannot be read as a zip archive: {e}") from None
    parts = {part for name in names for part in name.split("/")[1:3]}   # below the archive's top folder
    if any("/data/aotinductor/" in name for name in names):
        return "aoti"
    if "models" in parts and any(name.endswith("/models/model.json") for name in names):
        return "export"
    if "code" in parts and any(name.endswith("/data.pkl") for name in names):
        return "torchscript"
    if any(name.endswith("/data.pkl") for name in names):
        raise InvalidArgumentError(f"{path!r} is a torch.save archive (a pickle); it is not loaded, since "
                                   f"unpickling runs code: export the model with torch.export.save or torch.jit.save")
    raise InvalidArgumentError(f"{path!r} is a zip archive but not one of {', '.join(FORMATS.values())}")


@export
def rt_torch_model_load(path):
    where = args.text(path, "path")
    return table.add(backend().model_load(where, archive_format(where)), MODEL)


def _model(model):
    return table.get(model, MODEL, "model: handle")


@export
def rt_torch_model_forward(model, inputs, max_outputs):
    b, m = backend(), _model(model)
    xs = [tensor(h, f"inputs[{i}]") for i, h in enumerate(inputs)]
    capacity = args.integer(max_outputs, "max_outputs")
    if capacity < 0:
        raise InvalidArgumentError(f"max_outputs is {capacity}; it must be non-negative")
    outs = b.model_forward(m, xs)
    if len(outs) > capacity:   # nothing is made: the caller learns the count and calls again
        raise BufferTooSmallError(f"the model returned {len(outs)} tensors but max_outputs is {capacity}")
    return len(outs), [new(t) for t in outs]


@export
def rt_torch_model_format(model):
    return backend().model_format(_model(model))


@export
def rt_torch_model_free(model):
    backend().model_release(table.remove(model, MODEL, "model: handle"))
