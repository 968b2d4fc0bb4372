"""st.save / st.load (safetensors): state_dicts of modules and optimizers round-trip without pickle (an Adam run
resumed from its saved state gives the uninterrupted run's losses bit for bit), plain dicts of tensors are plain
safetensors files (the reference library reads them, and ours read its), file objects work, and torch.save's
pickled files are refused with a clear error."""

from __future__ import annotations

import io
import json
import random
import struct

import pytest
import torch
from safetensors import safe_open
from safetensors.torch import load_file, save_file

import simple_torch as st


def _train(model, opt, x, y, steps):
    losses = []
    for _ in range(steps):
        opt.zero_grad()
        loss = st.nn.functional.mse_loss(model(x), y)
        loss.backward()
        opt.step()
        losses.append(loss.item())
    return losses


def test_module_and_optimizer_state_dicts_resume_training_bit_for_bit(tmp_path):
    st.manual_seed(0)
    x, y = st.randn(16, 4), st.randn(16, 1)

    def fresh():
        st.manual_seed(1)
        model = st.nn.Sequential(st.nn.Linear(4, 8), st.nn.Tanh(), st.nn.Linear(8, 1))
        return model, st.optim.Adam(model.parameters(), lr=0.01, betas=(0.8, 0.99))

    model, opt = fresh()
    straight = _train(model, opt, x, y, 6)
    model, opt = fresh()
    first = _train(model, opt, x, y, 3)
    st.save({"model": model.state_dict(), "optim": opt.state_dict(), "epoch": 3}, tmp_path / "ck.safetensors")
    model, opt = fresh()
    ck = st.load(tmp_path / "ck.safetensors")
    assert ck["epoch"] == 3 and ck["optim"]["param_groups"][0]["betas"] == (0.8, 0.99)
    model.load_state_dict(ck["model"])
    opt.load_state_dict(ck["optim"])
    assert first + _train(model, opt, x, y, 3) == straight


def test_a_flat_dict_is_a_plain_safetensors_file_both_ways(tmp_path):
    sd = {"w": st.randn(2, 3), "h": st.ones(2, dtype=st.bfloat16), "n": st.tensor(7)}
    st.save(sd, tmp_path / "a.safetensors")
    theirs = load_file(tmp_path / "a.safetensors")
    assert set(theirs) == set(sd) and theirs["h"].dtype == torch.bfloat16
    assert torch.equal(theirs["w"], torch.from_numpy(sd["w"].numpy()))
    save_file({"x": torch.arange(4.0), "e": torch.zeros(0, 2)}, tmp_path / "b.safetensors")
    ours = st.load(tmp_path / "b.safetensors", map_location="cpu")
    assert ours["x"].tolist() == [0.0, 1.0, 2.0, 3.0] and ours["e"].shape == (0, 2)


def test_file_objects():
    buffer = io.BytesIO()
    st.save([st.ones(2), (1, "a", None, 2.5), {3: st.zeros(1)}], buffer)
    buffer.seek(0)
    back = st.load(buffer)
    assert back[0].tolist() == [1.0, 1.0] and back[1] == (1, "a", None, 2.5) and back[2][3].tolist() == [0.0]


def test_what_torch_pickles_is_refused(tmp_path):
    """torch.save's own pickles are refused even with weights_only=False: st.load reads safetensors files only (a
    whole module st.save wrote: tests/api/test_program_gaps.py)."""
    with pytest.raises(TypeError, match="pickle_module must be None"):
        st.save({}, tmp_path / "m.safetensors", pickle_module=object())
    torch.save({"w": torch.ones(1)}, tmp_path / "w.pth")
    with pytest.raises(st.InvalidArgumentError, match="torch.save file.*runs code.*save_file"):
        st.load(tmp_path / "w.pth")
    with pytest.raises(st.InvalidArgumentError, match="torch.save file.*runs code.*save_file"):
        st.load(tmp_path / "w.pth", weights_only=False)
    with pytest.raises(TypeError, match="pickle_module"):
        st.load(tmp_path / "w.pth", pickle_module=object())
    with pytest.raises(st.InvalidArgumentError, match="cannot read"):
        st.load(tmp_path / "missing.safetensors")


# -- issue 27 ------------------------------------------------------------------------------------------------------

def test_every_header_length_modulo_256_round_trips(tmp_path):
    """st.save pads headers to 8 bytes: names of 1 to 299 characters give all 32 lengths modulo 256 it can write,
    0x80 among them; each loads back here and in the reference library. Unpadded headers (other writers) of all 256
    lengths modulo 256 load too."""
    path, residues = tmp_path / "r.safetensors", set()
    for n in range(1, 300):
        st.save({"k" * n: st.tensor([n])}, path)
        residues.add(path.read_bytes()[0])
        assert st.load(path)["k" * n].tolist() == [n] and load_file(path)["k" * n].tolist() == [n]
    assert residues == set(range(0, 256, 8))
    for residue in range(256):
        header = b'{"%s":{"dtype":"U8","shape":[1],"data_offsets":[0,1]}}' % (b"u" * (512 + residue - 52))
        path.write_bytes(struct.pack("<Q", len(header)) + header + bytes([residue]))
        assert path.read_bytes()[0] == residue
        assert st.load(path)["u" * (512 + residue - 52)].tolist() == [residue]
        assert load_file(path)["u" * (512 + residue - 52)].tolist() == [residue]


def test_names_c_cannot_read_back_are_refused(tmp_path):
    for name in ("a\0b", "\ud800"):
        with pytest.raises(st.InvalidArgumentError, match="name .* holds a (NUL|lone surrogate)"):
            st.save({name: st.ones(1)}, tmp_path / "n.safetensors")
    st.save({"a\0b": [1, "\ud800"], "t": st.ones(1)}, tmp_path / "n.safetensors")   # in the structure: any text
    assert st.load(tmp_path / "n.safetensors")["a\0b"] == [1, "\ud800"]


def test_nesting_is_bounded_at_save(tmp_path):
    deep = st.ones(1)
    for _ in range(st.serialization.MAX_DEPTH):
        deep = [deep]
    st.save(deep, tmp_path / "d.safetensors")
    back = st.load(tmp_path / "d.safetensors")
    for _ in range(st.serialization.MAX_DEPTH):
        back = back[0]
    assert back.tolist() == [1.0]
    with pytest.raises(st.InvalidArgumentError, match="deeper than 100"):
        st.save([deep], tmp_path / "d.safetensors")
    itself: list = []
    itself.append(itself)
    with pytest.raises(st.InvalidArgumentError, match="holds itself"):
        st.save(itself, tmp_path / "d.safetensors")


def _with_structure(path, structure: str, names=("a", "b")) -> None:
    """A file of tensors named names whose structure metadata is structure, written by the reference library."""
    save_file({name: torch.full((2,), float(i)) for i, name in enumerate(names)}, path,
              metadata={st.serialization.STRUCTURE: structure})


_A, _B = '{"tensor":"a"}', '{"tensor":"b"}'
CRAFTED = {   # structure -> a fragment of the message
    "{": "not JSON", "": "not JSON", "[1": "not JSON", "9" * 5000: "not JSON", "[" * 100_000: "nests too deeply",
    '{"list":' * 3 + "[" + _A + "," + _B + "]" + "}" * 3: "holds a JSON object, not an array",
    '{"list":[' * 101 + "1" + "]}" * 101: "deeper than 100",
    "[%s,%s]" % (_A, _B): "a JSON array", '{"list":[%s,%s],"x":1}' % (_A, _B): "an object of 2 keys",
    '{"set":[%s,%s]}' % (_A, _B): "unknown kind 'set'", '{"list":{"x":1}}': "holds a JSON object, not an array",
    '{"tuple":"ab"}': "holds a JSON string", '{"list":[%s,{"tensor":"c"}]}' % _A: "tensor 'c', which the file",
    '{"list":[%s,{"tensor":1}]}' % _A: "tensor 1", '{"list":[%s,{"tensor":["b"]}]}' % _A: "tensor ['b']",
    '{"list":[%s,%s,%s]}' % (_A, _B, _A): "names the tensor 'a' twice", '{"list":[%s]}' % _A: "leaves out",
    '{"tensor":"a"}': "leaves out the file's tensor 'b'", '{"dict":[[1,%s],[1,%s]]}' % (_A, _B): "key 1 twice",
    '{"dict":[[[1],%s],[2,%s]]}' % (_A, _B): "plain key", '{"dict":[[{"x":1},%s],[2,%s]]}' % (_A, _B): "plain key",
    '{"dict":[[1,%s,3],[2,%s]]}' % (_A, _B): "[key, value] pair", '{"dict":[1,[2,%s]]}' % _B: "[key, value]",
    '{"dict":[["x",%s],["y",{"list":[1,{"dict":[["z",{"tensor":"q"}]]}]}]]}' % _A: "(at ['y'][1]['z'])",
    "null": "leaves out", '{"list":[%s,%s,null,NaN,-Infinity,{"dict":[]}]}' % (_A, _B): None,   # valid
}


@pytest.mark.parametrize("structure", list(CRAFTED), ids=lambda s: s if len(s) < 40 else s[:37] + "...")
def test_crafted_structures_are_refused_clearly(tmp_path, structure):
    """A structure st.save cannot have written is an InvalidArgumentError naming the file and the fault, never a
    KeyError, ValueError, TypeError, RecursionError or JSONDecodeError from inside."""
    path = tmp_path / "crafted.safetensors"
    _with_structure(path, structure)
    if CRAFTED[structure] is None:
        back = st.load(path)
        assert [t.tolist() for t in back[:2]] == [[0.0, 0.0], [1.0, 1.0]] and back[2] is None and back[5] == {}
        return
    with pytest.raises(st.InvalidArgumentError) as refused:
        st.load(path)
    assert type(refused.value) is st.InvalidArgumentError
    message = str(refused.value)
    assert "crafted.safetensors" in message and "simple_torch.structure" in message, message
    assert CRAFTED[structure] in message, message


def _mutated(node, rng: random.Random, names: list[str]):
    """node with one random change somewhere inside (the JSON tree of a structure)."""
    junk = [None, 1, -2.5, "a", True, [], {}, [1, 2], {"tensor": rng.choice(names)}, {"tensor": "nope"},
            {"list": 1}, {"dict": [[1]]}, {"dict": [[[], 1]]}, {"tuple": []}, {"bogus": []}, {"list": [], "dict": []}]
    if isinstance(node, list) and node and rng.random() < 0.7:
        i = rng.randrange(len(node))
        return node[:i] + [_mutated(node[i], rng, names)] + node[i + 1:]
    if isinstance(node, dict) and node and rng.random() < 0.7:
        key = rng.choice(list(node))
        return {**node, key: _mutated(node[key], rng, names)}
    change = rng.randrange(4)
    if change == 0:
        return rng.choice(junk)
    if change == 1 and isinstance(node, dict) and node:
        return {rng.choice(["tensor", "list", "tuple", "dict", "x"]): v for v in node.values()}
    if change == 2:
        return [node, node] if rng.random() < 0.5 else {"list": [node, node]}
    return {"list": [node]} if rng.random() < 0.5 else {"dict": [[rng.choice([0, "k", None]), node]]}


def test_random_mutations_of_a_checkpoints_structure(tmp_path):
    """300 seeded mutations of a real checkpoint's structure (a model's and Adam's state_dicts): st.load gives an
    object or an st.InvalidArgumentError, nothing else. Replay one with its seed in the message."""
    model = st.nn.Sequential(st.nn.Linear(3, 4), st.nn.ReLU(), st.nn.Linear(4, 2))
    opt = st.optim.Adam(model.parameters())
    st.nn.functional.mse_loss(model(st.randn(5, 3)), st.zeros(5, 2)).backward()
    opt.step()
    source = tmp_path / "ck.safetensors"
    st.save({"model": model.state_dict(), "optim": opt.state_dict(), "epoch": 1, "note": ("a", None)}, source)
    with safe_open(source, framework="pt") as f:
        tensors = {name: f.get_tensor(name) for name in f.keys()}
        tree = json.loads(f.metadata()[st.serialization.STRUCTURE])
    names, outcomes = sorted(tensors), {"loaded": 0, "refused": 0}
    for seed in range(300):
        rng = random.Random(seed)
        mutant = tree
        for _ in range(rng.randint(1, 3)):
            mutant = _mutated(mutant, rng, names)
        text = json.dumps(mutant)
        if rng.random() < 0.3:   # a few characters changed: most then are no JSON
            chars = list(text)
            for _ in range(rng.randint(1, 4)):
                chars[rng.randrange(len(chars))] = rng.choice('{}[]",:0aZ\\ ')
            text = "".join(chars)
        path = tmp_path / "m.safetensors"
        save_file(tensors, path, metadata={st.serialization.STRUCTURE: text})
        try:
            st.load(path)
            outcomes["loaded"] += 1
        except st.InvalidArgumentError as refused:
            assert "m.safetensors" in str(refused), (seed, str(refused))
            outcomes["refused"] += 1
        except Exception as other:   # noqa: BLE001 (the point of the test)
            pytest.fail(f"seed {seed}: {type(other).__name__}: {other}\nstructure: {text[:300]}")
    assert outcomes["refused"] > 200 and outcomes["loaded"] > 0, outcomes
