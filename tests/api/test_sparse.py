"""Sparse COO tensors against PyTorch: creation (duplicates, inferred sizes, dense dims, any integer indices),
coalescing, to_sparse / to_dense, transpose, clone and dtype conversion, the products with dense matrices (mm, spmm, sparse.mm, @, dense @ sparse) and
dense + sparse with their gradients to the dense operands and to the values, sparse.sum, repr and pickling; bad
indices and shapes refused with PyTorch's words; other operations refused, never densified; and the steps of
pytorch/examples' gcn."""

from __future__ import annotations

import copy
import pickle

import numpy as np
import pytest
import torch

import simple_torch as st

from .conftest import DEVICE, as_torch, assert_same

TOL = dict(rtol=1e-5, atol=1e-6)
# two entries at (0, 2): uncoalesced
INDICES = [[0, 1, 1, 0], [2, 0, 2, 2]]
VALUES = [3.0, 4.0, 5.0, 1.0]


def both(indices=INDICES, values=VALUES, size=(2, 3), **options):
    """The same sparse tensor in both libraries, values requiring grad when options ask."""
    grad = options.pop("values_grad", False)
    sv = st.tensor(values, requires_grad=grad)
    tv = torch.tensor(values, requires_grad=grad)
    ours = st.sparse_coo_tensor(st.tensor(indices), sv, size, **options)
    theirs = torch.sparse_coo_tensor(torch.tensor(indices), tv, size, check_invariants=True, **options)
    return ours, theirs, sv, tv


def assert_same_sparse(ours: st.Tensor, theirs: torch.Tensor) -> None:
    assert ours.is_sparse and ours.layout is st.sparse_coo
    assert ours.shape == tuple(theirs.shape) and ours.dtype.name == str(theirs.dtype).removeprefix("torch.")
    assert ours._nnz() == theirs._nnz() and ours.is_coalesced() == theirs.is_coalesced()
    assert ours.sparse_dim() == theirs.sparse_dim() and ours.dense_dim() == theirs.dense_dim()
    assert_same(ours._indices(), theirs._indices())
    assert_same(ours._values(), theirs._values(), **TOL)


def test_creation_keeps_duplicates_until_coalesced():
    ours, theirs, _, _ = both()
    assert_same_sparse(ours, theirs)
    assert not ours.is_coalesced()
    assert_same(ours.to_dense(), theirs.to_dense())
    coalesced = ours.coalesce()
    assert_same_sparse(coalesced, theirs.coalesce())
    assert_same(coalesced.indices(), theirs.coalesce().indices())
    assert_same(coalesced.values(), theirs.coalesce().values())
    assert not st.ones(2).is_sparse and st.ones(2).layout is st.strided


def test_inferred_size_dense_dims_and_numpy_int32_indices():
    rows = np.array([[1, 0, 3]], dtype=np.int32)   # gcn passes NumPy int32 edges
    values = np.arange(6, dtype=np.float32).reshape(3, 2)
    ours = st.sparse_coo_tensor(rows, st.tensor(values))
    theirs = torch.sparse_coo_tensor(rows, torch.tensor(values), check_invariants=True)
    assert_same_sparse(ours, theirs)   # size (4, 2): one past the largest index, then the dense dim
    assert_same(ours.to_dense(), theirs.to_dense())
    assert_same_sparse(ours.coalesce(), theirs.coalesce())
    as_int = st.sparse_coo_tensor(rows, st.ones(3), (5,), dtype=st.int64)
    assert_same_sparse(as_int, torch.sparse_coo_tensor(rows, torch.ones(3), (5,), dtype=torch.int64,
                                                               check_invariants=True))
    declared = st.sparse_coo_tensor([[0, 0, 1], [0, 2, 1]], [1.0, 2.0, 3.0], (2, 3), is_coalesced=True)
    assert declared.is_coalesced() and declared.indices().tolist() == [[0, 0, 1], [0, 2, 1]]


@pytest.mark.parametrize("sparse_dim", [None, 1])
def test_to_sparse_and_back_with_gradient(sparse_dim):
    x = np.array([[0.0, 1.5, 0.0], [-2.0, 0.0, 0.0], [0.0, 0.0, 0.0]], np.float32)
    sx, tx = st.tensor(x, requires_grad=True), torch.tensor(x, requires_grad=True)
    ours = sx.to_sparse() if sparse_dim is None else sx.to_sparse(sparse_dim)
    theirs = tx.to_sparse() if sparse_dim is None else tx.to_sparse(sparse_dim)
    assert_same_sparse(ours, theirs)
    weights = np.arange(9, dtype=np.float32).reshape(3, 3)
    (ours.to_dense() * st.tensor(weights)).sum().backward()
    (theirs.to_dense() * torch.tensor(weights)).sum().backward()
    assert_same(sx.grad, tx.grad)
    assert_same(sx.to_dense(), tx.to_dense())   # a dense tensor's to_dense is itself


PRODUCTS = {"mm": (st.mm, torch.mm), "spmm": (st.spmm, torch.spmm), "sparse.mm": (st.sparse.mm, torch.sparse.mm),
            "matmul": (lambda a, b: a @ b, lambda a, b: a @ b)}


@pytest.mark.parametrize("coalesced", [False, True])
@pytest.mark.parametrize("name", PRODUCTS)
def test_sparse_times_dense_gradients_reach_values_and_dense(name, coalesced):
    ours_fn, theirs_fn = PRODUCTS[name]
    ours, theirs, sv, tv = both(values_grad=True)
    if coalesced:
        ours, theirs = ours.coalesce(), theirs.coalesce()
    d = np.random.default_rng(0).standard_normal((3, 4)).astype(np.float32)
    sd, td = st.tensor(d, requires_grad=True), torch.tensor(d, requires_grad=True)
    out, t_out = ours_fn(ours, sd), theirs_fn(theirs, td)
    assert_same(out, t_out, **TOL)
    weights = np.random.default_rng(1).standard_normal((2, 4)).astype(np.float32)
    (out * st.tensor(weights)).sum().backward()
    (t_out * torch.tensor(weights)).sum().backward()
    assert_same(sd.grad, td.grad, **TOL)
    assert_same(sv.grad, tv.grad, **TOL)


def test_dense_times_sparse_and_dense_plus_sparse():
    ours, theirs, sv, tv = both(values_grad=True)
    d = np.random.default_rng(2).standard_normal((4, 2)).astype(np.float32)
    sd, td = st.tensor(d, requires_grad=True), torch.tensor(d, requires_grad=True)
    base = np.random.default_rng(3).standard_normal((4, 3)).astype(np.float32)
    out = (sd @ ours) + ours.to_dense().sum() + (st.tensor(base[:2]) + ours).sum()
    t_out = (td @ theirs) + theirs.to_dense().sum() + (torch.tensor(base[:2]) + theirs).sum()
    assert_same(out, t_out, **TOL)
    (out * out).sum().backward()
    (t_out * t_out).sum().backward()
    assert_same(sd.grad, td.grad, **TOL)
    assert_same(sv.grad, tv.grad, rtol=1e-4, atol=1e-4)
    assert_same(st.eye(2, 3) + both(values=[1, 2, 3, 4])[0], torch.eye(2, 3) + both(values=[1, 2, 3, 4])[1])


def test_sparse_leaf_gets_a_sparse_gradient_from_sparse_mm():
    ours, theirs, _, _ = both()
    ours, theirs = ours.coalesce().requires_grad_(), theirs.coalesce().requires_grad_()
    d = np.random.default_rng(4).standard_normal((3, 2)).astype(np.float32)
    st.sparse.mm(ours, st.tensor(d)).sum().backward()
    torch.sparse.mm(theirs, torch.tensor(d)).sum().backward()
    assert ours.grad.is_sparse
    assert_same(ours.grad.to_dense(), theirs.grad.to_dense(), **TOL)


def test_transpose_clone_and_dtype_keep_the_layout_and_the_gradient():
    ours, theirs, sv, tv = both(values_grad=True)
    pairs = [(ours.t(), theirs.t()), (ours.transpose(0, 1), theirs.transpose(0, 1)), (ours.clone(), theirs.clone()),
             (ours.to(st.float64), theirs.to(torch.float64))]
    for mine, reference in pairs:
        assert_same_sparse(mine, reference)
    weights = np.random.default_rng(7).standard_normal((2, 3))
    out = sum((mine.to_dense().double() * st.tensor(weights if mine.shape == (2, 3) else weights.T)).sum()
              for mine, _ in pairs)
    t_out = sum((reference.to_dense().double() * torch.tensor(weights if reference.shape == (2, 3) else weights.T)).sum()
                for _, reference in pairs)
    out.backward()
    t_out.backward()
    assert_same(sv.grad, tv.grad, **TOL)


def test_sparse_sum():
    ours, theirs, sv, tv = both(values_grad=True)
    total, t_total = st.sparse.sum(ours), torch.sparse.sum(theirs)
    assert_same(total, t_total)
    (total * 3).backward()
    (t_total * 3).backward()
    assert_same(sv.grad, tv.grad)
    flags = st.sparse_coo_tensor(INDICES, [True] * 4, (2, 3))   # the duplicate (0, 2) counts once
    assert_same(st.sparse.sum(flags),
                torch.sparse.sum(torch.sparse_coo_tensor(INDICES, [True] * 4, (2, 3), check_invariants=True)))
    ints = st.sparse_coo_tensor(INDICES, [1, 2, 3, 4], (2, 3))
    assert_same(st.sparse.sum(ints), torch.sparse.sum(
        torch.sparse_coo_tensor(INDICES, [1, 2, 3, 4], (2, 3), check_invariants=True)))


def test_repr_pickle_and_devices():
    ours, theirs, _, _ = both()
    assert repr(ours) == repr(theirs)
    assert repr(ours.coalesce()) == repr(theirs.coalesce())
    wide = st.sparse_coo_tensor(INDICES, st.tensor(VALUES, dtype=st.float64), (2, 3))
    assert repr(wide) == repr(torch.sparse_coo_tensor(INDICES, torch.tensor(VALUES, dtype=torch.float64), (2, 3),
                                                      check_invariants=True))
    for copied in (copy.deepcopy(ours), pickle.loads(pickle.dumps(ours))):
        assert_same_sparse(copied, theirs)
    assert ours.to(DEVICE) is ours and ours.device == DEVICE
    assert ours.detach().is_sparse


def test_bad_indices_and_shapes_are_refused():
    with pytest.raises(st.InvalidArgumentError, match="size is inconsistent with indices: for dim 1, size is 3 but "
                                                      "found index 3"):
        st.sparse_coo_tensor([[0, 1], [3, 0]], [1.0, 2.0], (2, 3))
    with pytest.raises(st.InvalidArgumentError, match="found negative index -1 for dim 0"):
        st.sparse_coo_tensor([[0, -1]], [1.0, 2.0], (3,))
    with pytest.raises(st.ShapeError, match="indices and values must have same nnz"):
        st.sparse_coo_tensor([[0, 1]], [1.0, 2.0, 3.0], (3,))
    with pytest.raises(st.ShapeError, match="number of dimensions must be sparse_dim"):
        st.sparse_coo_tensor([[0, 1]], [1.0, 2.0], (3, 3))
    with pytest.raises(st.DtypeError, match="indices must be an int64 tensor"):
        st.sparse_coo_tensor(st.tensor([[0.0, 1.0]]), [1.0, 2.0], (3,))
    for unsorted in ([[1, 0]], [[0, 1, 1], [2, 1, 1]]):   # out of order; a duplicate
        with pytest.raises(st.InvalidArgumentError, match="cannot set is_coalesced to true"):
            st.sparse_coo_tensor(unsorted, [1.0] * len(unsorted[0]), (2, 3)[:len(unsorted)], is_coalesced=True)
    ours = both()[0]
    with pytest.raises(st.InvalidArgumentError, match="Cannot get indices on an uncoalesced tensor"):
        ours.indices()
    with pytest.raises(st.InvalidArgumentError, match="Cannot get values on an uncoalesced tensor"):
        ours.values()
    with pytest.raises(st.InvalidArgumentError, match="expected sparse coordinate tensor layout but got Strided"):
        st.sparse.mm(st.ones(2, 3), st.ones(3, 2))
    with pytest.raises(st.ShapeError, match="cannot be multiplied"):
        st.sparse.mm(ours, st.ones(2, 2))
    with pytest.raises(st.DtypeError, match="same dtype"):
        st.sparse.mm(ours, st.ones(3, 2, dtype=st.float64))
    with pytest.raises(st.InvalidArgumentError, match="sparse_dim 3 must be in 1..2"):
        st.ones(2, 2).to_sparse(3)


@pytest.mark.parametrize("operation", [
    lambda s: s.exp(), lambda s: s.numpy(), lambda s: s[0], lambda s: st.zeros_like(s), lambda s: s.contiguous(),
    lambda s: s.view(6), lambda s: s + st.ones(2, 3)])
def test_other_operations_refuse_the_layout(operation, tmp_path):
    ours = both()[0]
    with pytest.raises(st.UnsupportedError):
        operation(ours)
    with pytest.raises(st.UnsupportedError):
        st.save({"adj": ours}, str(tmp_path / "sparse.safetensors"))


def _gcn_inputs(lib, device):
    """The steps of pytorch/examples' gcn load_cora on a small graph, in library lib, ending on device."""
    rng = np.random.default_rng(5)
    content = (rng.random((6, 5)) < 0.4).astype(np.int32)
    edges = np.array([[0, 1], [1, 2], [2, 3], [3, 4], [4, 5], [5, 0], [1, 4]], dtype=np.int32)
    features = lib.FloatTensor(content)
    scale_vector = 1 / lib.sum(features, dim=1)
    scale_vector[scale_vector == float("inf")] = 0
    features = lib.diag(scale_vector).to_sparse() @ features
    n, e = len(content), edges.shape[0]
    adj_mat = lib.sparse_coo_tensor(edges.T, lib.ones(e), (n, n), dtype=lib.int64, check_invariants=True)
    adj_mat = lib.eye(n) + adj_mat
    degree_mat = lib.sqrt(1 / lib.sum(adj_mat, dim=1))
    degree_mat[degree_mat == float("inf")] = 0
    degree_mat = lib.diag(degree_mat).to_sparse()
    adj_mat = degree_mat @ adj_mat @ degree_mat
    return features.to_sparse().to(device), adj_mat.to_sparse().to(device)


def test_gcn_steps_and_layers_like_pytorch():
    (features, adj), (t_features, t_adj) = _gcn_inputs(st, DEVICE), _gcn_inputs(torch, "cpu")
    assert_same_sparse(features, t_features)
    assert_same_sparse(adj, t_adj)
    rng = np.random.default_rng(6)
    w1, w2 = rng.standard_normal((5, 4)).astype(np.float32), rng.standard_normal((4, 3)).astype(np.float32)
    labels = [0, 1, 2, 0, 1, 2]
    grads = {}
    for lib, x, a in ((st, features, adj), (torch, t_features, t_adj)):
        k1, k2 = lib.tensor(w1, requires_grad=True), lib.tensor(w2, requires_grad=True)
        hidden = lib.relu(lib.spmm(a, lib.mm(x, k1)))
        out = lib.nn.functional.log_softmax(lib.spmm(a, lib.mm(hidden, k2)), dim=1)
        loss = lib.nn.functional.nll_loss(out, lib.tensor(labels))
        loss.backward()
        grads[lib] = (loss, k1.grad, k2.grad)
    for ours, theirs in zip(grads[st], grads[torch]):
        assert_same(ours, theirs, rtol=1e-4, atol=1e-5)
    assert as_torch(grads[st][1]).abs().sum() > 0
