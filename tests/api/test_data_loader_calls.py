"""rt_torch_data_loader_* (section 37), through calls.py, against torch.utils.data.DataLoader(TensorDataset(...)):
on the PyTorch backend its batches are PyTorch's for the same seed, epoch after epoch (with a generator of its own or
the default one, shuffled or not, with and without drop_last), and the generator's stream goes on as PyTorch's; on
either backend they are st.utils.data.DataLoader's, which draws the same numbers from the backend's generator. Then
reset (an epoch left early), len and the errors; and the order tests/c/test_data_loader.c compares with, recomputed
with PyTorch."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import torch

import simple_torch as st
import simple_torch.utils.data as sdata
from simple_torch import calls

ON_TORCH = st.backend() == "torch"
CASES = [  # samples, batch_size, shuffle, drop_last, seed, with a generator of its own
    (10, 4, True, False, 0, True),
    (10, 4, True, True, 1, True),
    (12, 4, True, False, 2, False),
    (9, 3, True, True, 5, False),
    (10, 3, False, False, 0, True),
]
EPOCHS = 3


def _c_batches(n, batch_size, shuffle, drop_last, seed, own_generator):
    """Each epoch's batches of (features, labels) from the C loader, and a draw of the default generator after."""
    x, y = st.arange(2 * n).reshape(n, 2), st.arange(n)
    st.manual_seed(seed)
    gen = None
    if own_generator:
        gen = calls.generator_new(st.get_default_device().code)
        calls.generator_manual_seed(gen, seed)
    loader = calls.data_loader_new([x, y], batch_size, int(shuffle), int(drop_last), gen)
    epochs = []
    for _ in range(EPOCHS):
        epoch = []
        while batch := calls.data_loader_next(loader, 2):
            assert batch[0].tolist() == [[2 * i, 2 * i + 1] for i in batch[1].tolist()]   # rows stay together
            epoch.append(batch[1].tolist())
        epochs.append(epoch)
    return epochs, calls.data_loader_len(loader), st.randint(0, 1000, (4,)).tolist()


def _loader_batches(lib, data, n, batch_size, shuffle, drop_last, seed, own_generator):
    """The same with a DataLoader of lib (torch or st) over a TensorDataset."""
    lib.manual_seed(seed)
    gen = lib.Generator().manual_seed(seed) if own_generator else None
    dataset = data.TensorDataset(lib.arange(2 * n).reshape(n, 2), lib.arange(n))
    loader = data.DataLoader(dataset, batch_size=batch_size, shuffle=shuffle, drop_last=drop_last, generator=gen)
    epochs = [[labels.tolist() for _, labels in loader] for _ in range(EPOCHS)]
    return epochs, len(loader), lib.randint(0, 1000, (4,)).tolist()


@pytest.mark.parametrize("case", CASES, ids=lambda c: "n{}-b{}-shuffle{}-drop{}-seed{}-gen{}".format(*c))
def test_batches_are_dataloaders(case):
    ours = _c_batches(*case)
    assert ours == _loader_batches(st, sdata, *case)
    if ON_TORCH:
        assert ours == _loader_batches(torch, torch.utils.data, *case)
    n, batch_size, _, drop_last, _, _ = case
    for epoch in ours[0]:
        seen = [i for batch in epoch for i in batch]
        assert len(seen) == len(set(seen)) == (n // batch_size * batch_size if drop_last else n)


def test_reset_leaves_the_epoch_as_breaking_out_of_the_loop_does():
    n = 8
    gen = calls.generator_new(st.get_default_device().code)
    calls.generator_manual_seed(gen, 3)
    loader = calls.data_loader_new([st.arange(n)], 3, 1, 0, gen)
    first = calls.data_loader_next(loader, 1)[0].tolist()
    calls.data_loader_reset(loader)
    ours = [first, [b[0].tolist() for b in iter(lambda: calls.data_loader_next(loader, 1), ())]]
    g = st.Generator().manual_seed(3)
    st_loader = sdata.DataLoader(sdata.TensorDataset(st.arange(n)), batch_size=3, shuffle=True, generator=g)
    theirs = [next(iter(st_loader))[0].tolist(), [b[0].tolist() for b in st_loader]]
    assert ours == theirs
    if ON_TORCH:
        g = torch.Generator().manual_seed(3)
        torch_loader = torch.utils.data.DataLoader(torch.utils.data.TensorDataset(torch.arange(n)), batch_size=3,
                                                   shuffle=True, generator=g)
        assert ours == [next(iter(torch_loader))[0].tolist(), [b[0].tolist() for b in torch_loader]]


def test_len_and_errors():
    x = st.zeros(10, 3)
    for drop_last, batches in ((0, 3), (1, 2)):
        assert calls.data_loader_len(calls.data_loader_new([x], 4, 1, drop_last, None)) == batches
    with pytest.raises(st.InvalidArgumentError, match="batch_size"):
        calls.data_loader_new([x], 0, 1, 0, None)
    with pytest.raises(st.ShapeError, match="Size mismatch"):
        calls.data_loader_new([x, st.zeros(9)], 4, 1, 0, None)
    with pytest.raises(st.ShapeError, match="0-dim"):
        calls.data_loader_new([x, st.tensor(1.0)], 4, 1, 0, None)
    with pytest.raises(st.InvalidArgumentError, match="at least one tensor"):
        calls.data_loader_new([], 4, 1, 0, None)
    loader = calls.data_loader_new([x, x], 4, 1, 0, None)
    with pytest.raises(st.BufferTooSmallError, match="n_batch is 1"):
        calls.data_loader_next(loader, 1)
    gen = calls.generator_new(st.get_default_device().code)
    loader = calls.data_loader_new([x], 4, 1, 0, gen)
    calls.generator_free(gen)
    with pytest.raises(st.InvalidHandleError, match="gen"):
        calls.data_loader_next(loader, 1)
    calls.data_loader_free(loader)
    with pytest.raises(st.InvalidHandleError, match="freed"):
        calls.data_loader_len(loader)


def test_the_c_tests_order_is_pytorchs():
    """tests/c/test_data_loader.c compares its batches, on the PyTorch backend, with these two epochs of
    PyTorch's DataLoader."""
    text = (Path(__file__).resolve().parents[1] / "c" / "test_data_loader.c").read_text()
    define = {name: int(re.search(rf"#define {name} (\d+)", text)[1]) for name in ("SAMPLES", "BATCH", "SEED")}
    table = re.search(r"TORCH_ORDER\[2\]\[SAMPLES\] = \{(.*?)\};", text, re.DOTALL)[1]
    written = [[int(v) for v in row.split(",")] for row in re.findall(r"\{([\d, ]+)\}", table)]
    assert len(written) == 2
    g = torch.Generator().manual_seed(define["SEED"])
    loader = torch.utils.data.DataLoader(torch.utils.data.TensorDataset(torch.arange(define["SAMPLES"])),
                                         batch_size=define["BATCH"], shuffle=True, generator=g)
    assert written == [[i for (batch,) in loader for i in batch.tolist()] for _ in range(2)]
