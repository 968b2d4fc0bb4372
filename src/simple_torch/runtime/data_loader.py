"""Section 37: shuffled mini-batches of tensors that share their first dim, as PyTorch's
DataLoader(TensorDataset(*tensors), batch_size, shuffle, drop_last=drop_last, generator=g) yields them.

Each epoch makes the draws PyTorch's single-process loader makes, in its order, from the same generator: when the
epoch's first batch is asked for, the iterator's base seed (an int64 random_, which PyTorch draws whatever the number
of workers) and, shuffled, RandomSampler's randperm(n) (with no generator given: from a generator of its own, seeded
with an int64 random_ of the default one); and when a batch reads past the last sample, the randperm of
RandomSampler's remainder line, which PyTorch's generator function draws before it stops. So on the PyTorch
backend the batches are PyTorch's for the same seed, and the generator's stream goes on as PyTorch's does."""

from __future__ import annotations

import contextlib
import threading
from typing import Iterator

from ..abi.enums import CPU, Dtype
from ..abi.errors import BufferTooSmallError, InvalidArgumentError, ShapeError
from . import args
from .args import new, tensor
from .entry import export
from .handles import DATA_LOADER, GENERATOR, table
from .startup import backend


class _Loader:
    """A loader's tensors and options, and where its epoch stands (position None: no epoch under way)."""

    def __init__(self, tensors: list, length: int, batch_size: int, shuffle: bool, drop_last: bool,
                 gen: int) -> None:
        self.tensors, self.length, self.batch_size = tensors, length, batch_size
        self.shuffle, self.drop_last, self.gen = shuffle, drop_last, gen
        self.lock = threading.Lock()
        self.position: int | None = None
        self.order = None             # the epoch's permutation (int64 on the CPU); None: in order
        self.sampler_generator = None  # what the epoch's permutations are drawn from (None: the default generator)
        self.ran_out = False          # the sampler's last randperm is drawn

    def batches(self) -> int:
        full, rest = divmod(self.length, self.batch_size)
        return full + (1 if rest and not self.drop_last else 0)


@contextlib.contextmanager
def _drawing_from(b, gen) -> Iterator[None]:
    """The block's sampling draws from gen (None: the default generator); the thread's choice is restored after."""
    before = b.generator_chosen()
    b.generator_use(gen)
    try:
        yield
    finally:
        b.generator_use(before)


def _random_int64(b) -> int:
    """One int64 random_() draw (PyTorch's seeds), read exactly."""
    draw = b.create("empty", (), Dtype.int64, CPU)
    b.random_(draw, None, None)
    return args.host_integers(b, draw)[0]


def _generator(loader: _Loader):
    """The backend generator the loader was given (None: the default one); a freed one is an error, not a silent
    switch to the default generator."""
    return None if loader.gen == 0 else table.get(loader.gen, GENERATOR, "the loader's gen: handle")


def _start_epoch(b, loader: _Loader) -> None:
    gen = _generator(loader)
    with _drawing_from(b, gen):
        _random_int64(b)   # the iterator's base seed
        if loader.shuffle and gen is None:   # RandomSampler without a generator seeds one of its own
            gen = b.generator_new(CPU)
            b.generator_manual_seed(gen, _random_int64(b))
    loader.sampler_generator, loader.order = gen, None
    if loader.shuffle:
        with _drawing_from(b, gen):
            loader.order = b.randperm(loader.length, Dtype.int64, CPU)
    loader.position, loader.ran_out = 0, False


def _rows(b, t, indices):
    device = b.device(t)
    return b.index_select(t, 0, indices if device == CPU else b.to_device(indices, device))


@export
def rt_torch_data_loader_new(tensors, batch_size, shuffle, drop_last, gen):
    b = backend()
    if not tensors:
        raise InvalidArgumentError("n_tensors is 0; a loader needs at least one tensor")
    ts = [tensor(h, f"tensors[{i}]") for i, h in enumerate(tensors)]
    shapes = [b.shape(t) for t in ts]
    for i, shape in enumerate(shapes):
        if not shape:
            raise ShapeError(f"tensors[{i}] is 0-dim; each tensor's first dim indexes the samples")
    if len({shape[0] for shape in shapes}) != 1:
        raise ShapeError(f"Size mismatch between tensors: first dims {[shape[0] for shape in shapes]}")
    size = args.integer(batch_size, "batch_size")
    if size < 1:
        raise InvalidArgumentError(f"batch_size should be a positive integer value, but got batch_size={size}")
    generator = args.integer(gen, "gen")
    if generator != 0:
        table.get(generator, GENERATOR, "gen: handle")
    loader = _Loader(ts, shapes[0][0], size, args.flag(shuffle, "shuffle"), args.flag(drop_last, "drop_last"),
                     generator)
    return table.add(loader, DATA_LOADER)


def _loader(handle) -> _Loader:
    return table.get(handle, DATA_LOADER, "loader: handle")


@export
def rt_torch_data_loader_next(loader, n_batch):
    b, it = backend(), _loader(loader)
    capacity = args.integer(n_batch, "n_batch")
    if capacity < len(it.tensors):
        raise BufferTooSmallError(f"the loader makes batches of {len(it.tensors)} tensors but n_batch is {capacity}")
    with it.lock:
        if it.position is None:
            _start_epoch(b, it)
        start, n, size = it.position, it.length, it.batch_size
        if start + size > n and it.shuffle and not it.ran_out:   # this batch reads past the last sample
            if it.gen != 0:
                _generator(it)
            with _drawing_from(b, it.sampler_generator):
                b.randperm(n, Dtype.int64, CPU)
            it.ran_out = True
        if start >= n or (it.drop_last and start + size > n):
            it.position = None
            return 0, []
        stop = min(start + size, n)
        indices = b.slice(it.order, 0, start, stop, 1) if it.shuffle else \
            b.arange(start, stop, 1, Dtype.int64, CPU)
        it.position = stop
        return len(it.tensors), [new(_rows(b, t, indices)) for t in it.tensors]


@export
def rt_torch_data_loader_reset(loader):
    it = _loader(loader)
    with it.lock:
        it.position = None


@export
def rt_torch_data_loader_len(loader):
    return _loader(loader).batches()


@export
def rt_torch_data_loader_free(loader):
    table.remove(loader, DATA_LOADER, "loader: handle")
