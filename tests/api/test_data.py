"""st.utils.data against torch.utils.data: what does not depend on the random generator is compared with
PyTorch directly (sequential batches, collation of every kind of sample, lengths, drop_last, samplers'
sizes, errors); the random samplers are checked for what they promise (a permutation per pass, the split
sizes, draws following the weights) and for being reproducible under st.manual_seed; and a small model
trains through a DataLoader as through PyTorch's."""

from __future__ import annotations

from collections import Counter, namedtuple

import numpy as np
import pytest
import torch
import torch.utils.data as tdata

import simple_torch as st
import simple_torch.utils.data as sdata

from .conftest import DEVICE, TORCH_DEVICE, assert_same, on_torch_device

Pair = namedtuple("Pair", ["x", "y"])


def _same_batches(ours, theirs) -> None:
    ours, theirs = list(ours), list(theirs)
    assert len(ours) == len(theirs)
    for a, b in zip(ours, theirs):
        _same_sample(a, b)


def _same_sample(a, b) -> None:
    if isinstance(b, torch.Tensor):
        assert_same(a, b)
    elif isinstance(b, dict):
        assert a.keys() == b.keys()
        for key in b:
            _same_sample(a[key], b[key])
    elif isinstance(b, (list, tuple)):
        assert type(a) is type(b) and len(a) == len(b), (a, b)
        for x, y in zip(a, b):
            _same_sample(x, y)
    else:
        assert a == b


@pytest.mark.parametrize("batch_size, drop_last", [(1, False), (3, False), (3, True), (10, False), (None, False)])
def test_sequential_batches_of_a_tensor_dataset(batch_size, drop_last):
    x, y = np.arange(20, dtype=np.float32).reshape(10, 2), np.arange(10)
    ours = sdata.DataLoader(sdata.TensorDataset(st.tensor(x), st.tensor(y)), batch_size=batch_size,
                            drop_last=drop_last)
    theirs = tdata.DataLoader(tdata.TensorDataset(torch.tensor(x), torch.tensor(y)), batch_size=batch_size,
                              drop_last=drop_last)
    assert len(ours) == len(theirs)
    _same_batches(ours, theirs)


SAMPLES = [
    [{"a": 1, "b": (2.0, "x"), "c": [True, 3]}] * 3,
    [(np.arange(3, dtype=np.float32), np.int64(4), "s")] * 4,
    [Pair(1.5, 2)] * 3,
    [np.float32(0.5), np.float32(1.5)],
    [[1, 2], [3, 4], [5, 6]],
]


@pytest.mark.parametrize("samples", SAMPLES, ids=["dict", "tuple-numpy", "namedtuple", "numpy-scalars", "lists"])
def test_default_collate_like_pytorch(samples):
    as_torch = [Pair(*s) if isinstance(s, Pair) else s for s in samples]
    _same_batches(sdata.DataLoader(samples, batch_size=2), tdata.DataLoader(as_torch, batch_size=2))
    _same_sample(sdata.default_collate([st.ones(2), st.zeros(2)]),
                 tdata.default_collate([torch.ones(2), torch.zeros(2)]))


def test_datasets_concat_subset_and_custom():
    class Squares(sdata.Dataset):
        def __len__(self):
            return 5

        def __getitem__(self, i):
            return st.tensor(float(i * i))

    joined = Squares() + sdata.TensorDataset(st.arange(3.0))
    assert len(joined) == 8 and joined[5][0].item() == 0.0 and joined[-1][0].item() == 2.0
    with pytest.raises(IndexError):
        joined[8]
    subset = sdata.Subset(joined, [4, 0])
    assert len(subset) == 2 and subset[0].item() == 16.0
    with pytest.raises(ValueError, match="Size mismatch"):
        sdata.TensorDataset(st.zeros(3), st.zeros(4))


def test_a_stream_dataset_is_batched_in_order():
    class Counting(sdata.IterableDataset):
        def __iter__(self):
            return iter(range(7))

    class TorchCounting(tdata.IterableDataset):
        def __iter__(self):
            return iter(range(7))

    for drop_last in (False, True):
        _same_batches(sdata.DataLoader(Counting(), batch_size=3, drop_last=drop_last),
                      tdata.DataLoader(TorchCounting(), batch_size=3, drop_last=drop_last))
    with pytest.raises(ValueError, match="IterableDataset"):
        sdata.DataLoader(Counting(), shuffle=True)


def test_shuffled_passes_are_permutations_and_reproducible():
    data = sdata.TensorDataset(st.arange(50))
    loader = sdata.DataLoader(data, batch_size=8, shuffle=True)
    st.manual_seed(3)
    first = [b[0].tolist() for b in loader]
    second = [b[0].tolist() for b in loader]
    assert [len(b) for b in first] == [8] * 6 + [2]
    assert sorted(sum(first, [])) == list(range(50)) and sorted(sum(second, [])) == list(range(50))
    assert first != second   # a new permutation every pass
    st.manual_seed(3)
    assert [b[0].tolist() for b in loader] == first


def test_random_split_sizes_and_disjointness():
    st.manual_seed(0)
    parts = sdata.random_split(sdata.TensorDataset(st.arange(10)), [0.5, 0.3, 0.2])
    assert [len(p) for p in parts] == [len(p) for p in tdata.random_split(range(10), [0.5, 0.3, 0.2])]
    seen = sorted(i for p in parts for i in p.indices)
    assert seen == list(range(10))
    assert [len(p) for p in sdata.random_split(range(7), [0.5, 0.5])] == \
        [len(p) for p in tdata.random_split(range(7), [0.5, 0.5])]
    with pytest.raises(ValueError, match="Sum of input lengths"):
        sdata.random_split(range(5), [2, 2])


def test_samplers():
    st.manual_seed(1)
    weighted = list(sdata.WeightedRandomSampler([0.0, 1.0, 3.0], 400))
    counts = Counter(weighted)
    assert set(counts) <= {1, 2} and 250 < counts[2] < 350
    without = list(sdata.WeightedRandomSampler([1.0, 1.0, 1.0, 5.0], 4, replacement=False))
    assert sorted(without) == [0, 1, 2, 3]
    drawn = list(sdata.RandomSampler(range(5), replacement=True, num_samples=30))
    assert len(drawn) == 30 and set(drawn) <= set(range(5))
    longer = list(sdata.RandomSampler(range(4), num_samples=10))
    assert sorted(longer[:4]) == [0, 1, 2, 3] and len(longer) == 10
    assert sorted(sdata.SubsetRandomSampler([7, 3, 9])) == [3, 7, 9]
    batches = sdata.BatchSampler(sdata.SequentialSampler(range(7)), 3, drop_last=False)
    assert list(batches) == list(tdata.BatchSampler(tdata.SequentialSampler(range(7)), 3, drop_last=False))
    assert len(batches) == 3 and len(sdata.BatchSampler(range(7), 3, True)) == 2
    loader = sdata.DataLoader(range(6), batch_sampler=[[0, 5], [2]])
    assert [b.tolist() for b in loader] == [[0, 5], [2]]


def test_loader_errors_like_pytorch():
    data = list(range(4))
    for kwargs, match in [(dict(sampler=sdata.SequentialSampler(data), shuffle=True), "mutually exclusive"),
                          (dict(batch_sampler=[[0]], batch_size=2), "mutually exclusive"),
                          (dict(batch_size=None, drop_last=True), "mutually exclusive"),
                          (dict(num_workers=-1), "non-negative")]:
        with pytest.raises(ValueError, match=match):
            sdata.DataLoader(data, **kwargs)
        with pytest.raises(ValueError, match=match):
            tdata.DataLoader(data, **kwargs)
    with pytest.raises(ValueError, match="batch_size"):
        sdata.BatchSampler(data, 0, False)
    with pytest.raises(TypeError, match="Generator"):
        list(sdata.DataLoader(data, shuffle=True, generator=object()))


def test_generators_give_pytorchs_splits_and_samples():
    """random_split, SubsetRandomSampler, WeightedRandomSampler and a RandomSampler with a generator make
    PyTorch's calls: on the PyTorch backend, PyTorch's own orders; on NumPy, repeatable ones. The generator is the
    default device's (where the draws are made: a CPU generator cannot draw there, in PyTorch either), and
    PyTorch's calls draw on that device too."""
    def draws(m, data):
        g = m.Generator(DEVICE if m is st else TORCH_DEVICE).manual_seed(7)
        split = [s.indices for s in data.random_split(range(10), [0.6, 0.4], generator=g)]
        subset = list(data.SubsetRandomSampler([5, 6, 7, 8], generator=g))
        weighted = list(data.WeightedRandomSampler([1.0, 2.0, 3.0], 6, generator=g))
        plain = list(data.RandomSampler(range(6), generator=g, num_samples=9))
        drawn = list(data.RandomSampler(range(6), replacement=True, num_samples=40, generator=g))
        return split, subset, weighted, plain, drawn
    ours = draws(st, sdata)
    assert ours == draws(st, sdata)
    if st.get_backend() == "torch":
        with on_torch_device():
            theirs = draws(torch, tdata)
        assert ours == theirs


def _orders_under_the_global_seed(m, data) -> list:
    """Issue 27: what a script draws from the global generator alone, in PyTorch's order of calls (a DataLoader's
    iterator draws a seed for its workers first; a RandomSampler without a generator seeds one of its own)."""
    m.manual_seed(7)
    items, out = list(range(10)), []
    out.append(list(data.RandomSampler(items)))
    out.append(list(data.RandomSampler(items)))
    out.append(list(data.RandomSampler(items, replacement=True, num_samples=40)))
    out.append(list(data.RandomSampler(items, num_samples=25)))
    out.append(list(data.SubsetRandomSampler([5, 6, 7, 8])))
    out.append(list(data.WeightedRandomSampler([0.1, 0.5, 0.4], 6)))
    dataset = data.TensorDataset(m.arange(10))
    for _ in range(2):   # a new order each pass
        out.append([b[0].tolist() for b in data.DataLoader(dataset, batch_size=3, shuffle=True)])
    out.append([b[0].tolist() for b in data.DataLoader(dataset, batch_size=None, shuffle=True)])
    out.append([b[0].tolist() for b in data.DataLoader(dataset, batch_size=4, sampler=data.SubsetRandomSampler(
        range(6)))])
    out.append([b[0].tolist() for b in data.DataLoader(dataset, batch_size=4, sampler=data.RandomSampler(
        dataset, replacement=True, num_samples=7))])
    out.append([list(s) for s in data.random_split(items, [3, 7])])
    out.append([list(s) for s in data.random_split(items, [0.5, 0.5])])
    out.append(m.rand(3).tolist())   # and the global stream goes on where PyTorch's does
    return out


def test_the_global_seed_gives_pytorchs_orders():
    """On the PyTorch backend, PyTorch's own orders; on NumPy (a generator of its own), repeatable ones."""
    with on_torch_device():   # where st's tensors are made, torch's are too: the same device's generator
        ours = _orders_under_the_global_seed(st, sdata)
        assert ours == _orders_under_the_global_seed(st, sdata)
        if st.get_backend() == "torch":
            assert ours == _orders_under_the_global_seed(torch, tdata)
    for order in ours[:2] + ours[6:8]:
        assert sorted(sum(order, []) if isinstance(order[0], list) else order) == list(range(10))


@pytest.mark.parametrize("shuffle", [False, True])
def test_training_through_a_loader_matches_pytorch(shuffle):
    """Shuffled, on the PyTorch backend, PyTorch's loader gives the same batches in the same order; on NumPy, whose
    generator shuffles in orders of its own, PyTorch is fed the batches st's loader gave."""
    rng = np.random.default_rng(2)
    x, y, w0 = rng.standard_normal((24, 3)).astype(np.float32), rng.standard_normal((24, 1)).astype(np.float32), \
        rng.standard_normal((1, 3)).astype(np.float32)
    results, orders = [], []
    for m, data in ((st, sdata), (torch, tdata)):
        w = m.tensor(w0, requires_grad=True)
        optimizer = m.optim.SGD([w], lr=0.1)
        m.manual_seed(5)
        loader = data.DataLoader(data.TensorDataset(m.arange(24), m.tensor(x), m.tensor(y)), batch_size=5,
                                 shuffle=shuffle)
        if m is torch and st.get_backend() != "torch":
            loader = [(torch.tensor(i), torch.tensor(x[i]), torch.tensor(y[i])) for i in orders[0]]
        orders.append([])
        for ib, xb, yb in loader:
            orders[-1].append(ib.tolist())
            optimizer.zero_grad()
            m.nn.functional.mse_loss(xb @ w.T, yb).backward()
            optimizer.step()
        results.append(w.detach().numpy())
    assert orders[0] == orders[1] and (orders[0] != sorted(orders[0])) == shuffle
    np.testing.assert_allclose(results[0], results[1], rtol=1e-5, atol=1e-6)
