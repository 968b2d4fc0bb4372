"""Section 30: models exported from Python, run from C on the PyTorch backend.

Three formats, told apart by what their zip archive holds (not by the file name):
    AOTInductor package   torch._inductor.aoti_compile_and_package: compiled code, data/aotinductor/
    torch.export program  torch.export.save: a graph of ATen ops and its weights, models/model.json
    TorchScript module    torch.jit.save (script or trace): code/ and data.pkl
A pickled `.pth` file (torch.save of a module or a state dict) is refused: loading a pickle runs whatever code
it names. A file is data unless the caller trusts it: the formats that run code when loaded (TorchScript,
AOTInductor) need RT_MODEL_LOAD_TRUSTED or SIMPLE_TORCH_TRUSTED_MODELS=1, read at each load; what the PyTorch
backend checks in each format is in engines/torch_model_files.py. The file is read here once, as a regular file
(a FIFO would block the reader, a device never end), and those bytes are what is checked and loaded. The NumPy
backend has no runtime for these programs and refuses them (RT_ERR_UNSUPPORTED).
"""

from __future__ import annotations

import io
import os
import zipfile

from ..abi.enums import ModelLoadFlag
from ..abi.errors import BufferTooSmallError, InvalidArgumentError
from ..engines.base import MODEL_FORMATS, TRUSTED_MODELS_ENV
from . import args
from .args import new, tensor
from .entry import export
from .files import open_regular
from .handles import MODEL, table
from .startup import backend

COMPRESSED_LIMIT = 64 << 20   # bytes compressed entries may inflate to: PyTorch compresses only code and debug text
DEFLATE_RATIO = 1100          # above deflate's largest ratio (about 1032): the entry's stated size is a lie
# what zipfile raises for a malformed archive (an entry of "zip file version 6.5" is NotImplementedError)
ZIP_ERRORS = (zipfile.BadZipFile, OSError, ValueError, EOFError, NotImplementedError)
KNOWN_FLAGS = sum(ModelLoadFlag)   # the bits (iterating a flag enum gives its one-bit members)


def archive_format(path: str, data: bytes) -> str:
    """Which of MODEL_FORMATS the file's bytes are; a clear error for anything else."""
    try:   # is_zipfile itself raises BadZipFile for some broken archives (a zip64 record naming other disks)
        is_zip = zipfile.is_zipfile(io.BytesIO(data))
    except ZIP_ERRORS as e:
        raise InvalidArgumentError(f"{path!r} cannot be read as a zip archive: {e}") from None
    if not is_zip:
        raise InvalidArgumentError(f"{path!r} is not a zip archive, so neither a torch.export/AOTInductor .pt2 file "
                                   f"nor a TorchScript file; pickled .pth files are not loaded (unpickling runs "
                                   f"code): export the model with torch.export.save or torch.jit.save instead")
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            entries = archive.infolist()
    except ZIP_ERRORS as e:
        raise InvalidArgumentError(f"{path!r} cannot be read as a zip archive: {e}") from None
    names = [entry.filename for entry in entries]
    seen: set[str] = set()
    inflated = 0
    for entry in entries:
        if entry.filename in seen:   # zip readers disagree on which one they read: the checked one may not be it
            raise InvalidArgumentError(f"{path!r} holds two entries named {entry.filename!r}")
        seen.add(entry.filename)
        # a reader allocates the size an entry states before it reads the entry: no statement past the file, and
        # no more than PyTorch's compressed code and debug text inflate to (deflate's ratio bounds a true one)
        if entry.compress_type == zipfile.ZIP_STORED:
            stated_ok = entry.file_size == entry.compress_size <= len(data)
        else:
            inflated += entry.file_size
            stated_ok = entry.file_size <= DEFLATE_RATIO * entry.compress_size and inflated <= COMPRESSED_LIMIT
        if not stated_ok:
            raise InvalidArgumentError(f"{path!r}: its entry {entry.filename!r} says it holds {entry.file_size} "
                                       f"bytes ({entry.compress_size} in the file); a stored entry holds what it "
                                       f"says, and compressed ones inflate to at most {COMPRESSED_LIMIT} bytes in "
                                       f"all, {DEFLATE_RATIO} times their size each")
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
    raise InvalidArgumentError(f"{path!r} is a zip archive but not one of {', '.join(MODEL_FORMATS.values())}")


def trusted(flags: int) -> bool:
    """Whether this load trusts its file: the flag, or SIMPLE_TORCH_TRUSTED_MODELS=1 (read now, at each load)."""
    if flags & ModelLoadFlag.trusted:
        return True
    setting = os.environ.get(TRUSTED_MODELS_ENV, "")
    if setting not in ("", "0", "1"):
        raise InvalidArgumentError(f"{TRUSTED_MODELS_ENV} is {setting[:40]!r}; it must be 1 (trust every model "
                                   f"file loaded) or 0 / unset")
    return setting == "1"


def _load(path, flags: int) -> int:
    where = args.text(path, "path")
    with open_regular(where, "model") as f:
        data = f.read()
    format = archive_format(where, data)
    return table.add(backend().model_load(where, data, format, trusted(flags)), MODEL)


@export
def rt_torch_model_load(path):
    return _load(path, ModelLoadFlag.default)


@export
def rt_torch_model_load_options(path, flags):
    value = args.integer(flags, "flags")
    if value < 0 or value & ~KNOWN_FLAGS:
        names = ", ".join(f"RT_MODEL_LOAD_{name.upper()} ({f.value})" for name, f in ModelLoadFlag.__members__.items())
        raise InvalidArgumentError(f"flags is {value}; it must combine {names}")
    return _load(path, value)


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
