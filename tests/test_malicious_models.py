"""Issue 27: model files crafted to attack the loader, from small real exports made here, through the C ABI
(tests/c/model_files.c, a child process, so that a crash is a failed test) and through Tier 3.

Each crafted .pt2 or TorchScript file is first shown to attack plain PyTorch (torch.export.load / torch.jit.load run
its payload, write its file or read past its record), then shown to be refused by the library with
RT_ERR_INVALID_ARGUMENT and a message naming the part, its payload never run (the payload would write a marker
file). Then seeded random mutations of a small TorchScript file (loaded trusted, so that the checks behind the trust
gate are what is tried) and of a small .pt2 file: none may crash, hang, write to stderr or write a file, and each
is loaded or refused with RT_ERR_INVALID_ARGUMENT. MALICIOUS_MUTATIONS=N tries N of each instead of 200 (and
MALICIOUS_SEED another seed); failures print the seed and the file's index to rerun exactly that case.
"""

from __future__ import annotations

import io
import json
import os
import pickle
import pickletools
import random
import re
import subprocess
import sys
import zipfile
from dataclasses import dataclass
from pathlib import Path

import pytest
import torch
from torch.export.pt2_archive import constants as pt2

import simple_torch as st
from simple_torch.abi.enums import ModelLoadFlag
from simple_torch.abi.errors import ErrorCode

from .conftest import child_env
from .test_c_abi import build, library, pkg_flags  # noqa: F401 (fixtures)

ROOT = Path(__file__).resolve().parents[1]
LIB_DIR = ROOT / "build" / "lib"
HARNESS = ROOT / "tests" / "c" / "model_files.c"
TORCH_BACKEND = os.environ.get("SIMPLE_TORCH_BACKEND", "torch") == "torch"
MUTATIONS = int(os.environ.get("MALICIOUS_MUTATIONS", "200"))
SEED = int(os.environ.get("MALICIOUS_SEED", "27"))

pytestmark = [pytest.mark.skipif(not (LIB_DIR / "libsimple_torch_ffi.so").exists(), reason="run `make lib` first"),
              pytest.mark.skipif(not TORCH_BACKEND, reason="the PyTorch backend's loaders (NumPy refuses every "
                                                           "format: test_exported_models.py)")]


# -- the small real exports ----------------------------------------------------------------------------------------

class Small(torch.nn.Module):
    """Weights, a buffer and a tensor constant: every payload table of a .pt2 file."""

    def __init__(self) -> None:
        super().__init__()
        torch.manual_seed(0)
        self.linear = torch.nn.Linear(4, 3)
        self.register_buffer("shift", torch.arange(3.0))
        self.scale = torch.full((3,), 0.5)   # a plain tensor attribute: a constant of the exported program

    def forward(self, x):
        return self.linear(x) * self.scale + self.shift


class Scripted(torch.nn.Module):
    """A TorchScript module with a __setstate__, as a module that restores its own state has."""

    def __init__(self) -> None:
        super().__init__()
        self.w = torch.arange(12.0).reshape(4, 3) / 10
        self.b = torch.ones(3)

    def forward(self, x):
        return x @ self.w + self.b

    @torch.jit.export
    def __getstate__(self):
        return (self.w, self.b, self.training)

    @torch.jit.export
    def __setstate__(self, state: tuple[torch.Tensor, torch.Tensor, bool]):
        self.w = state[0]
        self.b = state[1]
        self.training = state[2]


X = torch.ones(2, 4)   # what the harness runs every loaded model on


def _rewrite(src: Path, dst: Path, edits: dict = None, add: dict = None) -> Path:
    """dst: the archive src with each record whose name ends with a key of edits passed through its function, and
    the records of add (name below the top folder -> bytes) appended; entries keep their compression."""
    with zipfile.ZipFile(src) as zin, zipfile.ZipFile(dst, "w") as zout:
        top = zin.namelist()[0].split("/")[0]
        for info in zin.infolist():
            data = zin.read(info)
            for suffix, edit in (edits or {}).items():
                if info.filename.endswith(suffix):
                    data = edit(data)
            zout.writestr(info, data)
        for name, data in (add or {}).items():
            zout.writestr(f"{top}/{name}", data)
    return dst


def _edit_json(edit):
    def apply(data: bytes) -> bytes:
        document = json.loads(data)
        edit(document)
        return json.dumps(document).encode()
    return apply


class Payload:
    """Unpickled, it runs `exec` on code that writes the marker file: what an attacker's __reduce__ does."""

    def __init__(self, marker: Path) -> None:
        self.marker = marker

    def __reduce__(self):
        return exec, (_writes(self.marker),)


def _writes(marker: Path) -> str:
    return f"open({str(marker)!r}, 'w').write('pwned')"


def _torch_saved(obj) -> bytes:
    out = io.BytesIO()
    torch.save(obj, out)
    return out.getvalue()


# -- the crafted files ---------------------------------------------------------------------------------------------

@dataclass
class Case:
    name: str
    path: Path
    words: str                 # in the library's refusal
    marker: Path | None        # the file the attack writes
    attacks_torch: str | None  # how plain PyTorch falls: "load", "forward", "reads past", "crashes" (None: it refuses)
    trusted_refused: bool = True   # TorchScript: refused even when trusted (the bounds checks)


def _whole_words(data: bytes, word: int = 8) -> bytes:
    return data + b" " * (-len(data) % word)


def _export_cases(out: Path) -> list[Case]:
    base = out / "small.pt2"
    program = torch.export.export(Small(), (X,), dynamic_shapes=({0: torch.export.Dim("batch", min=1)},))
    torch.export.save(program, base)
    cases = []

    def case(name, words, attacks_torch=None, marker=True, **changes):
        mark = out / f"{name}.marker" if marker else None
        path = _rewrite(base, out / f"{name}.pt2", **{k: (v(mark) if callable(v) else v) for k, v in changes.items()})
        cases.append(Case(name, path, words, mark, attacks_torch))

    def weights(mark):
        def edit(doc):
            doc["config"]["linear.weight"]["use_pickle"] = True
        return {"model_weights_config.json": _edit_json(edit),
                "weights/weight_0": lambda _: _torch_saved(Payload(mark))}
    case("pickled_weight", "its weight 'linear.weight' (data/weights/weight_0) is pickled (use_pickle)", "load",
         edits=weights)

    def constants(mark):
        def edit(doc):
            doc["config"]["scale"]["use_pickle"] = True
        return {"model_constants_config.json": _edit_json(edit),
                "constants/tensor_0": lambda _: _torch_saved(Payload(mark))}
    case("pickled_constant", "its constant 'scale' (data/constants/tensor_0) is pickled (use_pickle)", "load",
         edits=constants)

    def opaque(mark):
        def edit(doc):
            doc["config"]["scale"]["path_name"] = pt2.OPAQUE_OBJ_FILENAME_PREFIX + "0"
        return {"model_constants_config.json": _edit_json(edit)}
    case("opaque_constant", f"its constant 'scale' (data/constants/{pt2.OPAQUE_OBJ_FILENAME_PREFIX}0) is a pickled "
         "Python object", "load", edits=opaque,
         # padded to whole float32s (pickle stops at its STOP opcode): PyTorch checks a record's size against the
         # constant's dtype before it unpickles, so the payload's length (the marker path's) decided whether it ran
         add=lambda mark: {f"{pt2.CONSTANTS_DIR}{pt2.OPAQUE_OBJ_FILENAME_PREFIX}0":
                           _whole_words(pickle.dumps(Payload(mark)))})

    def torchbind(mark):
        def edit(doc):
            doc["config"]["scale"]["path_name"] = pt2.CUSTOM_OBJ_FILENAME_PREFIX + "0"
        return {"model_constants_config.json": _edit_json(edit)}
    case("torchbind_constant", "is a TorchBind object", marker=False, edits=torchbind,
         add={f"{pt2.CONSTANTS_DIR}{pt2.CUSTOM_OBJ_FILENAME_PREFIX}0": b"\x80\x02."})

    case("pickled_sample_inputs", "its sample inputs (data/sample_inputs/model.pt) are not plain tensors: it names "
         "the global __builtin__.exec", "load",   # pickle protocol 2's name of builtins.exec
         edits=lambda mark: {"sample_inputs/model.pt": lambda _: _torch_saved(((Payload(mark),), {}))})
    case("legacy_weights", "its data/weights/model.pt is a pickle (the format before PyTorch 2.7)", "load",
         add=lambda mark: {f"{pt2.WEIGHTS_DIR}model.pt": _torch_saved(Payload(mark))})

    def sympify(mark):   # sympy.sympify evaluates Python: the expression stays valid and the payload runs
        def edit(doc):
            values = doc["graph_module"]["graph"]["tensor_values"]
            size = next(s for v in values.values() for s in v["sizes"] if "as_expr" in s)
            expr = size["as_expr"]["expr_str"]
            size["as_expr"]["expr_str"] = f"{expr} + 0*len(str(exec({_writes(mark)!r})))"
        return {"models/model.json": _edit_json(edit)}
    case("sympify_expression", "calls len; only sympy's srepr of shape arithmetic is read", "load", edits=sympify)

    def guard(mark):   # torch.export pastes guards_code into a function it execs; it runs at every forward call
        code = _writes(mark).encode().hex()

        def edit(doc):
            doc["guards_code"] = [f"exec(bytes.fromhex('{code}').decode()) is None"]
        return {"models/model.json": _edit_json(edit)}
    case("guard_code", "the guard \"exec(bytes.fromhex(", "forward", edits=guard)

    def from_file(mark):   # aten::from_file(shared=True) creates the file; the node needs no user
        def edit(doc):
            graph = doc["graph_module"]["graph"]
            graph["nodes"].insert(0, {
                "target": "torch.ops.aten.from_file.default", "name": "stolen", "metadata": {},
                "is_hop_single_tensor_return": None, "outputs": [{"as_tensor": {"name": "stolen"}}],
                "inputs": [{"name": "filename", "arg": {"as_string": str(mark)}, "kind": 1},
                           {"name": "shared", "arg": {"as_bool": True}, "kind": 1},
                           {"name": "size", "arg": {"as_int": 16}, "kind": 1}]})
            graph["tensor_values"]["stolen"] = dict(graph["tensor_values"]["x"], sizes=[{"as_int": 16}],
                                                    strides=[{"as_int": 1}])
        return {"models/model.json": _edit_json(edit)}
    case("from_file_operator", "its graph calls torch.ops.aten.from_file.default: it reads and creates files",
         "forward", edits=from_file)

    def python_function(_):
        def edit(doc):
            doc["graph_module"]["graph"]["nodes"][0]["target"] = "torch.os.system"
        return {"models/model.json": _edit_json(edit)}
    case("python_function", "its graph calls 'torch.os.system', which is not an operator", marker=False,
         edits=python_function)

    def argument_name(_):   # FX writes these into `def forward(self, ...)` as they are
        def edit(doc):
            for entry in doc["graph_module"]["module_call_graph"]:
                if entry["signature"]:
                    entry["signature"]["forward_arg_names"] = ["x=exec('0')"]
        return {"models/model.json": _edit_json(edit)}
    case("argument_name", "its forward_arg_names are not all Python identifiers", marker=False, edits=argument_name)

    def parameter_name(_):   # FX writes a name that is not an identifier as getattr(self, "<name>")
        def edit(doc):
            for spec in doc["graph_module"]["signature"]["input_specs"]:
                if "parameter" in spec:
                    spec["parameter"]["parameter_name"] = 'linear.w"), exec("0'
        return {"models/model.json": _edit_json(edit)}
    case("parameter_name", "its parameter_name 'linear.w\"), exec(\"0' is not a name", marker=False,
         edits=parameter_name)

    def pytree_key(_):   # FX writes the keys of keyword inputs as '<key>': <argument>
        def edit(doc):
            for entry in doc["graph_module"]["module_call_graph"]:
                if entry["signature"]:
                    spec = json.loads(entry["signature"]["in_spec"])
                    spec[1]["children_spec"][1]["context"] = json.dumps(["y': exec('0'), 'y"])
                    entry["signature"]["in_spec"] = json.dumps(spec)
        return {"models/model.json": _edit_json(edit)}
    case("pytree_key", "its in_spec entry \"y': exec('0'), 'y\" is not a name", marker=False, edits=pytree_key)

    def symbol_count(_):   # the deserializer counts up to an unbacked symbol's number: u10**12 never ends
        def edit(doc):
            doc["range_constraints"]["u1000000000000"] = {"min_val": 0, "max_val": 4}
        return {"models/model.json": _edit_json(edit)}
    case("symbol_counter", "its range_constraints name symbols PyTorch does not write", marker=False,
         edits=symbol_count)

    def oversized(_):
        def edit(doc):
            doc["config"]["linear.weight"]["tensor_meta"]["sizes"][0]["as_int"] = 1000
        return {"model_weights_config.json": _edit_json(edit)}
    case("weight_past_its_record", "its weight 'linear.weight' (data/weights/weight_0): the tensor of size "
         "[1000, 4], stride [4, 1], offset 0 reaches element 4000 but its storage holds 12", marker=False,
         edits=oversized)
    case("weight_of_no_bytes", "its weight 'linear.weight' (data/weights/weight_0): the tensor of size [3, 4], "
         "stride [4, 1], offset 0 reaches element 12 but its storage holds 0", marker=False,
         edits={"weights/weight_0": lambda _: b""})
    return cases


def _torchscript_cases(out: Path) -> list[Case]:
    base = out / "scripted.ts"
    torch.jit.script(Scripted()).save(str(base))
    cases = []

    def case(name, words, attacks_torch=None, marker=True, trusted_refused=True, **changes):
        mark = out / f"{name}.marker" if marker else None
        path = _rewrite(base, out / f"{name}.ts", **{k: (v(mark) if callable(v) else v) for k, v in changes.items()})
        cases.append(Case(name, path, words, mark, attacks_torch, trusted_refused))

    def setstate(mark):   # torch.from_file(shared=True) creates the file; its result is used, so it is not dropped
        code = (f"    _0 = torch.fill_(torch.from_file({json.dumps(str(mark))}, True, 16, dtype=0), 65)\n"
                f"    self.w = torch.add((state)[0], torch.mul(torch.sum(_0), 0))\n")
        return {".py": lambda text: text.replace(b"    self.w = (state)[0]\n", code.encode())}   # under code/
    case("setstate_writes_a_file", "is a TorchScript module; loading it runs the code it carries", "load",
         trusted_refused=False, edits=setstate)
    case("truncated_storage", "its data.pkl is refused: storage '0' claims 12 x FloatStorage (48 bytes) but its "
         "record holds 16 bytes", "reads past", marker=False, edits={"data/0": lambda data: data[:16]})
    case("tensor_past_its_storage", "its data.pkl is refused: the tensor of size [4, 3], stride [30, 1], offset 0 over "
         "storage '0' reaches element 93 but its storage holds 12", marker=False,
         edits={"data.pkl": lambda data: data.replace(b"K\x04K\x03t(K\x03K\x01t", b"K\x04K\x03t(K\x1eK\x01t", 1)})
    def debug_text_index(data: bytes) -> bytes:   # every text index of the source ranges past the string table
        out, ops = bytearray(data), list(pickletools.genops(data))
        for i in range(len(ops) - 3):
            if [op.name for op, _, _ in ops[i:i + 3]] == ["MARK", "EMPTY_LIST", "MARK"]:
                j = i + 3
                while ops[j][0].name == "BININT1":
                    out[ops[j][2] + 1] = 200
                    j += 1
        return bytes(out)
    # a compile error in code/ makes PyTorch format its source range from the debug records: past their text
    case("debug_source_range", "is not a valid TorchScript module: PyTorch says", "crashes", marker=False,
         edits={"debug_pkl": debug_text_index, ".py": lambda text: text.replace(b"(state)[2]", b"(state)[2f", 1)})
    case("global_in_data_pkl", "it names the global builtins.exec, which a torchscript file does not use",
         marker=False, edits={"data.pkl": lambda data: data.replace(b"collections\nOrderedDict", b"builtins\nexec", 1)})
    case("sparse_tensor", "it names torch._utils._rebuild_sparse_tensor: a sparse tensor", marker=False,
         edits={"data.pkl": lambda data: data.replace(b"_rebuild_tensor_v2", b"_rebuild_sparse_tensor", 1)})
    return cases


@pytest.fixture(scope="module")
def crafted(tmp_path_factory) -> dict[str, Case]:
    out = tmp_path_factory.mktemp("crafted")
    return {c.name: c for c in _export_cases(out) + _torchscript_cases(out)}


EXPORT_CASES = ["pickled_weight", "pickled_constant", "opaque_constant", "torchbind_constant", "pickled_sample_inputs",
                "legacy_weights", "sympify_expression", "guard_code", "from_file_operator", "python_function",
                "argument_name", "parameter_name", "pytree_key", "symbol_counter", "weight_past_its_record",
                "weight_of_no_bytes"]
TORCHSCRIPT_CASES = ["setstate_writes_a_file", "truncated_storage", "tensor_past_its_storage", "debug_source_range",
                     "global_in_data_pkl", "sparse_tensor"]
ATTACKS_TORCH = ["pickled_weight", "pickled_constant", "opaque_constant", "pickled_sample_inputs", "legacy_weights",
                 "sympify_expression", "guard_code", "from_file_operator", "setstate_writes_a_file",
                 "truncated_storage", "debug_source_range"]


def test_the_case_lists_name_every_crafted_file(crafted):
    assert sorted(crafted) == sorted(EXPORT_CASES + TORCHSCRIPT_CASES)
    assert sorted(ATTACKS_TORCH) == sorted(name for name, c in crafted.items() if c.attacks_torch)


@pytest.mark.parametrize("name", ATTACKS_TORCH)
def test_each_attack_works_on_plain_pytorch(crafted, name):
    """The crafted files are real attacks: PyTorch's own loaders run the payload, write the file or read past the
    record (so the library's refusals below are what stops them)."""
    case = crafted[name]
    if case.attacks_torch == "crashes":   # in a child: PyTorch's loader dies of a signal
        done = subprocess.run([sys.executable, "-c", "import sys, torch; torch.jit.load(sys.argv[1])", str(case.path)],
                              capture_output=True, text=True, timeout=300)
        assert done.returncode < 0, (done.returncode, done.stderr[-2000:])
        return
    if case.path.suffix == ".ts":
        if case.attacks_torch == "reads past":   # loads: its 12 floats are 16 bytes of the record and 32 beyond
            loaded = torch.jit.load(str(case.path))
            assert loaded.w.shape == (4, 3)
            assert not torch.equal(loaded.w.flatten()[4:], (torch.arange(12.0) / 10)[4:])
            return
        torch.jit.load(str(case.path))
    else:
        try:
            program = torch.export.load(str(case.path))
        except Exception:   # several payloads break the file after they ran
            program = None
        if case.attacks_torch == "forward":
            assert program is not None and not case.marker.exists()
            program.module()(X)
    assert case.marker.exists(), f"{name}: plain PyTorch did not run the payload"
    case.marker.unlink()


@pytest.fixture(scope="module")
def harness(build) -> Path:
    return build(HARNESS)


@dataclass
class Outcome:
    kind: str          # "refused", "ran" (loaded and ran), "failed" (loaded, its forward call failed)
    code: int | None   # the refusal's or the forward call's error code
    text: str          # the message, or the format and output count


_OUTCOME = re.compile(r"(\d+) (?:refused (?P<refused>-?\d+) (?P<message>.*)|loaded (?P<format>\S+) "
                      r"(?:ran (?P<count>\d+)|failed (?P<failed>-?\d+) (?P<why>.*)))$")


def _run_harness(harness: Path, flags: int, paths: list[Path], cwd: Path, timeout: float) -> tuple[list[Outcome], str]:
    """The harness's outcome for each path (in order) and its stderr; a crash, a hang or a missing line fails."""
    done = subprocess.run([str(harness), str(int(flags)), *map(str, paths)], cwd=cwd, capture_output=True, text=True,
                          timeout=timeout,
                          env=child_env({"SIMPLE_TORCH_DEVICE": "cpu", "SIMPLE_TORCH_BACKEND": "torch"}))
    lines = done.stdout.splitlines()
    started = [int(line.split()[0]) for line in lines if line.endswith(" start")]
    last = started[-1] if started else None
    assert done.returncode == 0, (f"the harness died (exit {done.returncode}) loading file {last} of {len(paths)}: "
                                  f"{paths[last] if last is not None else ''}\n{done.stderr[-3000:]}")
    outcomes = []
    for line in lines:
        m = _OUTCOME.match(line)
        if m is None:
            continue
        assert int(m[1]) == len(outcomes), line
        if m["refused"] is not None:
            outcomes.append(Outcome("refused", int(m["refused"]), m["message"]))
        elif m["count"] is not None:
            outcomes.append(Outcome("ran", None, f"{m['format']} ran {m['count']}"))
        else:
            outcomes.append(Outcome("failed", int(m["failed"]), f"{m['format']}: {m['why']}"))
    assert len(outcomes) == len(paths), done.stdout[-2000:]
    live = re.search(r"live tensors (\d+) at start, (\d+) at end", done.stdout)
    assert live and live[1] == live[2], done.stdout[-500:]
    return outcomes, done.stderr


def test_crafted_files_are_refused_through_the_c_abi(crafted, harness, tmp_path):
    """Each crafted file, untrusted and trusted: RT_ERR_INVALID_ARGUMENT naming the part (TorchScript's __setstate__
    one: refused untrusted, loaded trusted; see the next test); no payload runs, nothing reaches stderr."""
    cases = [crafted[name] for name in EXPORT_CASES + TORCHSCRIPT_CASES]
    for flags in (ModelLoadFlag.default, ModelLoadFlag.trusted):
        chosen = [c for c in cases if flags == ModelLoadFlag.default or c.trusted_refused]
        outcomes, stderr = _run_harness(harness, flags, [c.path for c in chosen], tmp_path, timeout=300)
        assert stderr == ""
        for case, outcome in zip(chosen, outcomes):
            assert (outcome.kind, outcome.code) == ("refused", ErrorCode.INVALID_ARGUMENT), (case.name, outcome)
            words = case.words if flags == ModelLoadFlag.trusted or case.path.suffix != ".ts" else \
                "is a TorchScript module; loading it runs the code it carries"
            assert words in outcome.text, (case.name, outcome.text)
            assert str(case.path) in outcome.text, (case.name, outcome.text)
            assert "Please check the warnings above" not in outcome.text
            assert case.marker is None or not case.marker.exists(), case.name
    assert sorted(os.listdir(tmp_path)) == [], "the harness wrote files"


@pytest.mark.parametrize("name", EXPORT_CASES + TORCHSCRIPT_CASES)
def test_crafted_files_are_refused_through_tier3(crafted, name):
    case = crafted[name]
    if case.path.suffix == ".ts":
        with pytest.raises(st.InvalidArgumentError, match="is a TorchScript module; loading it runs the code"):
            st.jit.load(case.path)
        if case.trusted_refused:
            with pytest.raises(st.InvalidArgumentError) as refused:
                st.jit.load(case.path, trusted=True)
            assert case.words in str(refused.value)
    else:
        with pytest.raises(st.InvalidArgumentError) as refused:
            st.export.load(case.path)
        assert case.words in str(refused.value) and str(case.path) in str(refused.value)
    assert case.marker is None or not case.marker.exists()


def test_trusted_torchscript_runs_its_code_as_the_caller_chose(crafted, harness, tmp_path):
    """Trusted, a TorchScript file's __setstate__ runs: the file it writes appears. That is the opt-in's meaning
    (the caller vouches for the file); untrusted, the same file is refused and nothing is written."""
    case = crafted["setstate_writes_a_file"]
    assert not case.marker.exists()
    outcomes, stderr = _run_harness(harness, ModelLoadFlag.default, [case.path], tmp_path, timeout=120)
    assert outcomes[0].kind == "refused" and not case.marker.exists() and stderr == ""
    outcomes, stderr = _run_harness(harness, ModelLoadFlag.trusted, [case.path], tmp_path, timeout=120)
    assert (outcomes[0].kind, outcomes[0].text) == ("ran", "torchscript ran 1"), outcomes[0]
    assert case.marker.read_bytes() == b"A" * 16
    case.marker.unlink()


def test_the_pickle_scan_reads_a_real_file_without_running_it(tmp_path):
    """pickle_scan on a real TorchScript data.pkl finds each storage and tensor view as PyTorch would build them,
    and its refusals name the record: the checks the trusted loader runs before torch.jit.load."""
    from simple_torch.engines import pickle_scan
    path = tmp_path / "scripted.ts"
    torch.jit.script(Scripted()).save(str(path))
    reader = torch._C.PyTorchFileReader(str(path))
    data = reader.get_record("data.pkl")
    sizes = {"FloatStorage": 4}.get

    def record_size(key):
        return reader.get_record_size(f"data/{key}")
    found = pickle_scan.scan(data, pickle_scan.TORCHSCRIPT, sizes, record_size)
    assert [(s.key, s.numel, s.itemsize) for s in found.storages] == [("0", 12, 4), ("1", 3, 4)]
    assert [(t.storage.key, t.offset, t.size, t.stride) for t in found.tensors] == [("0", 0, (4, 3), (3, 1)),
                                                                                    ("1", 0, (3,), (1,))]
    with pytest.raises(pickle_scan.PickleRefused, match="storage '0' claims 12 x FloatStorage .48 bytes. but its "
                                                        "record holds 47 bytes"):
        pickle_scan.scan(data, pickle_scan.TORCHSCRIPT, sizes, lambda key: record_size(key) - 1)
    with pytest.raises(pickle_scan.PickleRefused, match="it names the global posix.system, which a torchscript file "
                                                        "does not use"):
        pickle_scan.scan(data.replace(b"collections\nOrderedDict", b"posix\nsystem"), pickle_scan.TORCHSCRIPT, sizes,
                         record_size)
    with pytest.raises(pickle_scan.PickleRefused, match="it names the global __torch__.tests.test_malicious_models."
                                                        "Scripted, which a torch.save file does not use"):
        pickle_scan.scan(data, pickle_scan.TORCH_SAVE, sizes, record_size)


def test_the_export_loader_runs_no_unrestricted_unpickler(crafted, tmp_path, monkeypatch):
    """With every unrestricted unpickler disabled (pickle's, TorchBind's) and torch.load allowed only with
    weights_only=True: a good .pt2 file loads (torch.load once, for the sample inputs) and runs as PyTorch's own
    loader makes it, and the crafted pickled files are refused without calling one: the second layer beside the
    refusals (none of torch.export.load's weights_only=False loads is reached)."""
    path = tmp_path / "small.pt2"
    program = torch.export.export(Small(), (X,), dynamic_shapes=({0: torch.export.Dim("batch", min=1)},))
    torch.export.save(program, path)
    expected = torch.export.load(path).module()(X)

    called = []

    def refuse(*args, **kwargs):
        called.append(args)
        raise AssertionError("an unrestricted unpickler was called")
    for owner, name in ((pickle, "loads"), (pickle, "load"), (pickle, "Unpickler"), (torch._C, "_pickle_load_obj")):
        monkeypatch.setattr(owner, name, refuse)
    loads, real_load = [], torch.load

    def weights_only_load(*args, **kwargs):
        assert kwargs.get("weights_only") is True, kwargs
        loads.append(kwargs)
        return real_load(*args, **kwargs)
    monkeypatch.setattr(torch, "load", weights_only_load)
    loaded = st.export.load(path).module()
    assert len(loads) == 1
    result = loaded(st.tensor(X.numpy(), device="cpu"))
    torch.testing.assert_close(torch.from_numpy(result.numpy()), expected.detach())
    for name in ("pickled_weight", "pickled_constant", "opaque_constant", "torchbind_constant",
                 "pickled_sample_inputs", "legacy_weights"):
        with pytest.raises(st.InvalidArgumentError, match="is refused"):
            st.export.load(crafted[name].path)
    assert called == [] and len(loads) == 1


# -- random mutations ----------------------------------------------------------------------------------------------

NUMBERS = ["0", "1", "-1", "2", "3", "4", "16", "255", "4096", "65536", "2147483647", "2147483648", "4294967296",
           "9223372036854775807", "9223372036854775808", "-9223372036854775808", "99999999999999999999", "1e308"]
BYTES = [0x00, 0x01, 0x02, 0x7F, 0x80, 0xFE, 0xFF, ord("("), ord("t"), ord("R"), ord("K"), ord("M"), ord(".")]


def _mutate_pickle_ints(data: bytes, rng: random.Random) -> bytes:
    """data with a few of its pickle's small integers (numels, sizes, strides, offsets) set to other values of the
    same width: the claims PyTorch's TorchScript reader trusts."""
    try:
        spots = [(pos + 1, {"BININT1": 1, "BININT2": 2, "BININT": 4}[op.name])
                 for op, _, pos in pickletools.genops(data) if op.name in ("BININT1", "BININT2", "BININT")]
    except Exception:   # an earlier mutation broke the pickle: leave it so
        return data
    out = bytearray(data)
    for _ in range(min(len(spots), rng.randint(1, 3))):
        start, width = rng.choice(spots)
        value = rng.choice([0, 1, 2, 3, 4, 11, 12, 13, 48, 255, 256, 4096, 65535, 2**31 - 1, 2**32 - 1])
        out[start:start + width] = (value % (1 << (8 * width))).to_bytes(width, "little")
    return bytes(out)


def _mutate_record(name: str, data: bytes, rng: random.Random) -> bytes:
    if name.endswith(".pkl") and rng.random() < 0.5:
        return _mutate_pickle_ints(data, rng)
    out = bytearray(data)
    for _ in range(rng.randint(1, 4)):
        choice = rng.random()
        numbers = [m.span() for m in re.finditer(rb"-?\d+", bytes(out))] if name.endswith(".json") else []
        if numbers and choice < 0.6:   # a number in a JSON document: another, often extreme
            start, end = rng.choice(numbers)
            out[start:end] = rng.choice(NUMBERS).encode()
        elif not out or choice < 0.7:
            out[rng.randrange(len(out) + 1):0] = bytes([rng.choice(BYTES)])
        elif choice < 0.85:
            out[rng.randrange(len(out))] = rng.choice(BYTES) if rng.random() < 0.5 else rng.randrange(256)
        elif choice < 0.95:   # a cut record: shorter than what names it
            del out[rng.randrange(len(out)):]
        else:
            start = rng.randrange(len(out))
            del out[start:start + rng.randint(1, 8)]
    return bytes(out)


def _mutant(original: bytes, rng: random.Random) -> bytes:
    """A zip archive like original with a few records' bytes mutated, or (a fifth of the time) a few raw bytes of
    the archive itself changed."""
    if rng.random() < 0.2:
        out = bytearray(original)
        for _ in range(rng.randint(1, 8)):
            out[rng.randrange(len(out))] = rng.randrange(256)
        return bytes(out)
    with zipfile.ZipFile(io.BytesIO(original)) as zin:
        infos = zin.infolist()
        chosen = {rng.randrange(len(infos)) for _ in range(rng.randint(1, 2))}
        buffer = io.BytesIO()
        with zipfile.ZipFile(buffer, "w") as zout:
            for i, info in enumerate(infos):
                data = zin.read(info)
                zout.writestr(info, _mutate_record(info.filename, data, rng) if i in chosen else data)
    return buffer.getvalue()


@pytest.mark.parametrize("format", ["torchscript", "export"])
def test_random_mutations_neither_crash_nor_leak(format, harness, tmp_path_factory):
    """MUTATIONS mutants of a small file (seeded): each loads or is refused with RT_ERR_INVALID_ARGUMENT; the harness
    neither crashes nor hangs, writes nothing to stderr and no file. TorchScript is loaded trusted: the bounds checks
    behind the trust gate are what is fuzzed."""
    work = tmp_path_factory.mktemp(f"mutants_{format}")
    source = work / "source"
    source.mkdir()
    if format == "torchscript":
        original = source / "scripted.ts"
        torch.jit.script(Scripted()).save(str(original))
    else:
        original = source / "small.pt2"
        torch.export.save(torch.export.export(Small(), (X,), dynamic_shapes=({0: torch.export.Dim("batch", min=1)},)),
                          original)
    rng = random.Random(f"{SEED}-{format}")
    data = original.read_bytes()
    files = work / "files"
    files.mkdir()
    paths = []
    for i in range(MUTATIONS):
        path = files / f"mutant_{i:05d}{original.suffix}"
        path.write_bytes(_mutant(data, rng))
        paths.append(path)
    cwd = work / "cwd"
    cwd.mkdir()
    flags = ModelLoadFlag.trusted if format == "torchscript" else ModelLoadFlag.default
    outcomes, stderr = _run_harness(harness, flags, paths, cwd, timeout=max(300, MUTATIONS))
    replay = f"(MALICIOUS_SEED={SEED} MALICIOUS_MUTATIONS={MUTATIONS}: file index {{}})"
    assert stderr == "", stderr[-3000:]
    for i, outcome in enumerate(outcomes):
        if outcome.kind == "refused":
            assert outcome.code == ErrorCode.INVALID_ARGUMENT, (replay.format(i), outcome)
            assert "Please check the warnings above" not in outcome.text and "Traceback" not in outcome.text, \
                (replay.format(i), outcome)
    assert os.listdir(cwd) == [], "a mutant wrote files"
    assert sorted(os.listdir(files)) == sorted(p.name for p in paths)
    counts = {kind: sum(o.kind == kind for o in outcomes) for kind in ("ran", "failed", "refused")}
    print(f"{format}: {MUTATIONS} mutants: {counts['refused']} refused, {counts['ran']} loaded and ran, "
          f"{counts['failed']} loaded but failed to run")
