"""st.save / st.load (safetensors, never pickle): state_dicts of modules and optimizers round-trip (an Adam run
resumed from its saved state gives the uninterrupted run's losses bit for bit), plain dicts of tensors are plain
safetensors files (the reference library reads them, and ours read its), file objects work, and what cannot be
stored without pickle, and pickled files, are refused with a clear error."""

from __future__ import annotations

import io

import pytest
import torch
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


def test_what_needs_pickle_is_refused(tmp_path):
    with pytest.raises(TypeError, match="state_dict.*pickle"):
        st.save(st.nn.Linear(2, 2), tmp_path / "m.safetensors")
    with pytest.raises(TypeError, match="a set"):
        st.save({"s": {1, 2}}, tmp_path / "m.safetensors")
    with pytest.raises(TypeError, match="never pickles"):
        st.save({}, tmp_path / "m.safetensors", pickle_module=object())
    torch.save({"w": torch.ones(1)}, tmp_path / "w.pth")
    with pytest.raises(st.InvalidArgumentError, match="torch.save file.*runs code.*save_file"):
        st.load(tmp_path / "w.pth")
    with pytest.raises(TypeError, match="never unpickles"):
        st.load(tmp_path / "w.pth", weights_only=False)
    with pytest.raises(st.InvalidArgumentError, match="cannot read"):
        st.load(tmp_path / "missing.safetensors")
