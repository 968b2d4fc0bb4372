"""st.bmm, st.outer (and ger), st.addmm and st.baddbmm, functions and methods, against PyTorch: values,
dtypes, gradients of every operand, and the errors. Runs on either backend (SIMPLE_TORCH_BACKEND)."""

from __future__ import annotations

import pytest
import torch

import simple_torch as st

from .conftest import assert_same


def both(shape, seed: int):
    """The same random float64 leaf in simple_torch and in torch."""
    values = torch.randn(*shape, dtype=torch.float64, generator=torch.Generator().manual_seed(seed))
    return st.tensor(values.tolist(), dtype=st.float64, requires_grad=True), values.clone().requires_grad_(True)


def _same_with_gradients(apply, shapes, **options):
    """apply(*tensors, **options) in both libraries: same value, and same gradients of every input."""
    pairs = [both(shape, seed) for seed, shape in enumerate(shapes)]
    ours = apply(st, *[p[0] for p in pairs], **options)
    theirs = apply(torch, *[p[1] for p in pairs], **options)
    assert_same(ours, theirs)
    weights = torch.linspace(-1, 1, theirs.numel(), dtype=torch.float64).reshape(theirs.shape)
    (ours * st.tensor(weights.tolist(), dtype=st.float64)).sum().backward()
    (theirs * weights).sum().backward()
    for mine, reference in pairs:
        assert_same(mine.grad, reference.grad)


@pytest.mark.parametrize("apply, shapes, options", [
    (lambda lib, a, b: lib.bmm(a, b), [(3, 2, 4), (3, 4, 5)], {}),
    (lambda lib, a, b: a.bmm(b), [(1, 3, 3), (1, 3, 2)], {}),
    (lambda lib, a, b: lib.outer(a, b), [(3,), (4,)], {}),
    (lambda lib, a, b: a.ger(b), [(2,), (5,)], {}),
    (lambda lib, c, a, b, **o: lib.addmm(c, a, b, **o), [(2, 4), (2, 3), (3, 4)], {"beta": 0.5, "alpha": -2}),
    (lambda lib, c, a, b, **o: c.addmm(a, b, **o), [(4,), (2, 3), (3, 4)], {}),
    (lambda lib, c, a, b, **o: lib.baddbmm(c, a, b, **o), [(2, 2, 4), (2, 2, 3), (2, 3, 4)], {"beta": 2, "alpha": 3}),
    (lambda lib, c, a, b, **o: c.baddbmm(a, b, **o), [(1, 4), (2, 2, 3), (2, 3, 4)], {"alpha": 0.25}),
])
def test_values_and_gradients(apply, shapes, options):
    _same_with_gradients(apply, shapes, **options)


def test_beta_zero_ignores_the_input_and_integers_keep_their_dtype():
    nan = [[float("nan")] * 2] * 2
    m1, m2 = [[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]], [[1.0, 0.0], [0.0, 1.0], [1.0, 1.0]]
    assert_same(st.addmm(st.tensor(nan), st.tensor(m1), st.tensor(m2), beta=0),
                torch.addmm(torch.tensor(nan), torch.tensor(m1), torch.tensor(m2), beta=0))
    ints = [[1, 2], [3, 4]]
    assert_same(st.addmm(st.tensor(ints), st.tensor(ints), st.tensor(ints), beta=2.5, alpha=3),
                torch.addmm(torch.tensor(ints), torch.tensor(ints), torch.tensor(ints), beta=2.5, alpha=3))
    assert_same(st.outer(st.arange(3), st.tensor([0.5, 2.0])), torch.outer(torch.arange(3), torch.tensor([0.5, 2.0])))


def test_errors():
    with pytest.raises(st.ShapeError, match="cannot be multiplied"):
        st.bmm(st.ones(2, 3, 4), st.ones(3, 4, 5))
    with pytest.raises(st.ShapeError, match="3-D"):
        st.bmm(st.ones(3, 4), st.ones(4, 5))
    with pytest.raises(st.ShapeError, match="1-D"):
        st.outer(st.ones(2, 2), st.ones(2))
    with pytest.raises(st.ShapeError, match="broadcast"):
        st.addmm(st.ones(3), st.ones(2, 3), st.ones(3, 2))
    with pytest.raises(st.DtypeError, match="same dtype"):
        st.baddbmm(st.ones(1, 2, dtype=st.float64), st.ones(1, 2, 3), st.ones(1, 3, 2))
    with pytest.raises(TypeError):
        st.bmm(st.ones(1, 2, 2), [[1.0]])


@pytest.mark.parametrize("ord", [2, 1, 3, 0.5, 0, float("inf"), -float("inf")])
@pytest.mark.parametrize("dim, keepdim", [(None, False), (None, True), (1, True), ((0, -1), False), (-2, False)])
def test_vector_norm_values(ord, dim, keepdim):
    values = [[1.0, -3.0, 0.0], [2.0, 0.5, -4.0]]
    assert_same(st.linalg.vector_norm(st.tensor(values), ord, dim, keepdim),
                torch.linalg.vector_norm(torch.tensor(values), ord, dim, keepdim))


@pytest.mark.parametrize("ord", [2, 1, 3, float("inf"), -float("inf")])
def test_vector_norm_gradients(ord):
    # random values: no zeros (where PyTorch picks a subgradient) and no ties between the largest magnitudes
    _same_with_gradients(lambda lib, x: lib.linalg.vector_norm(x, ord, dim=1), [(3, 4)])


def test_vector_norm_refuses_integers():
    with pytest.raises(st.DtypeError, match="floating point"):
        st.linalg.vector_norm(st.tensor([1, 2]))


MATRIX_ORDS = ["fro", "nuc", 2, -2, 1, -1, float("inf"), -float("inf")]


@pytest.mark.parametrize("ord", MATRIX_ORDS)
@pytest.mark.parametrize("dim, keepdim", [((-2, -1), False), ((0, 2), True), ((2, 1), False)])
def test_matrix_norm_values_and_gradients(ord, dim, keepdim):
    # random values: distinct singular values and no ties between column or row sums
    _same_with_gradients(lambda lib, a: lib.linalg.matrix_norm(a, ord, dim, keepdim), [(2, 3, 4)])


def test_matrix_norm_errors():
    with pytest.raises(st.InvalidArgumentError, match="order"):
        st.linalg.matrix_norm(st.ones(2, 2), 3)
    with pytest.raises(st.ShapeError, match="2 dims"):
        st.linalg.matrix_norm(st.ones(3))
    with pytest.raises(st.InvalidArgumentError, match="two different dims"):
        st.linalg.matrix_norm(st.ones(2, 2), dim=(1, -1))
    with pytest.raises(st.DtypeError, match="floating point"):
        st.linalg.matrix_norm(st.ones(2, 2, dtype=st.int32))


@pytest.mark.parametrize("ord, dim", [(None, None), (None, 1), (None, (0, 1)), (3, -1), ("nuc", None), (1, None),
                                      (float("inf"), (1, 0)), (-2, None)])
def test_linalg_norm_picks_a_vector_or_a_matrix_norm(ord, dim):
    _same_with_gradients(lambda lib, a: lib.linalg.norm(a, ord, dim), [(3, 4)])
    _same_with_gradients(lambda lib, a: lib.linalg.norm(a, ord if ord not in ("nuc", -2) else 2), [(5,)])


def test_linalg_norm_errors():
    with pytest.raises(st.ShapeError, match="1-D or 2-D"):
        st.linalg.norm(st.ones(2, 2, 2), 2)
    with pytest.raises(st.InvalidArgumentError, match="one or two dims"):
        st.linalg.norm(st.ones(2, 2, 2), dim=(0, 1, 2))


def test_vector_norm_needs_a_number_for_ord():
    with pytest.raises(TypeError, match="real number"):
        st.linalg.vector_norm(st.ones(2), "fro")


@pytest.mark.parametrize("apply, shapes", [
    (lambda lib, a, b: lib.cross(a, b, dim=1), [(2, 3), (2, 3)]),
    (lambda lib, a, b: lib.cross(a, b, dim=-2), [(4, 3, 2), (1, 3, 2)]),
    (lambda lib, a, b: a.cross(b, 0), [(3,), (3,)]),
    (lambda lib, a, b: lib.linalg.cross(a, b), [(2, 3), (1, 3)]),
    (lambda lib, a, b: lib.linalg.cross(a, b, dim=0), [(3, 3), (3, 3)]),
])
def test_cross_values_and_gradients(apply, shapes):
    _same_with_gradients(apply, shapes)


def test_cross_picks_the_first_dim_of_size_3_and_keeps_integers():
    a, b = [[1, 2, 3], [4, 5, 6], [0, -1, 2]], [[2, 0, 1], [1, 1, 1], [3, 2, 1]]
    assert_same(st.cross(st.tensor(a), st.tensor(b)), torch.cross(torch.tensor(a), torch.tensor(b), dim=0))


def test_cross_errors():
    with pytest.raises(st.ShapeError, match="length 3"):
        st.cross(st.ones(2, 3), st.ones(2, 3), dim=0)
    with pytest.raises(st.ShapeError, match="cannot be broadcast"):
        st.cross(st.ones(2, 3), st.ones(4, 3), dim=1)
    with pytest.raises(st.InvalidArgumentError, match="out of range"):
        st.linalg.cross(st.ones(3), st.ones(3), dim=1)
    with pytest.raises(st.ShapeError, match="same number of dims"):
        st.linalg.cross(st.ones(2, 3), st.ones(3))
    with pytest.raises(st.DtypeError, match="same dtype"):
        st.linalg.cross(st.ones(3), st.ones(3, dtype=st.int64))
