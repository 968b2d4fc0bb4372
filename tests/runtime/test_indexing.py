"""Section 8: indexing, slicing, joining and splitting, against PyTorch called directly."""

from __future__ import annotations

import pytest
import torch
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import simple_torch.runtime as rt
from simple_torch.abi.errors import ErrorCode

from .conftest import assert_error, assert_ok, bad_handles, close, get, put, take

INT64_MIN, INT64_MAX = -2**63, 2**63 - 1


def ok(h: int) -> torch.Tensor:
    """The call that produced h succeeded (RT_OK, empty message); its value, h freed."""
    assert_ok()
    return take(h)


def python_slice(x: torch.Tensor, dim: int, start: int, end: int, step: int) -> torch.Tensor:
    """x sliced along dim with Python's own rules (computed on a list of indices, not by PyTorch)."""
    d = dim % x.dim()
    kept = list(range(x.shape[d]))[start:end:step]
    return x.index_select(d, torch.tensor(kept, dtype=torch.int64))


# -- slice --------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("shape,dim,start,end,step", [
    ((10,), 0, 2, 7, 1), ((10,), 0, 0, 10, 3), ((10,), -1, 1, 9, 4), ((4, 6), 1, 1, 5, 2), ((4, 6), 0, 1, 3, 1),
    ((4, 6), -2, 0, 4, 2), ((2, 5, 3), 1, -3, -1, 1), ((2, 5, 3), 2, 0, 3, 1), ((3,), 0, 0, 3, 5)])
def test_slice_like_torch(shape, dim, start, end, step, handles):
    x = torch.randn(shape)
    handles.append(put(x))
    got = ok(rt.rt_torch_tensor_slice(handles[0], dim, start, end, step))
    d = dim % len(shape)
    close(got, x[(slice(None),) * d + (slice(start, end, step),)])


@pytest.mark.parametrize("start,end,step,expected", [
    (-100, 100, 1, [0, 1, 2, 3, 4]),           # bounds clamp to the size
    (-2, 100, 1, [3, 4]),                      # negative start counts from the end
    (1, -1, 1, [1, 2, 3]),
    (4, 1, 1, []),                             # start after end: empty, not an error
    (5, 10, 1, []),
    (-100, -90, 1, []),
    (0, 0, 1, []),
    (0, INT64_MAX, 1, [0, 1, 2, 3, 4]),        # INT64_MAX as "to the end"
    (INT64_MIN, INT64_MAX, 2, [0, 2, 4]),
    (INT64_MAX, INT64_MIN, 1, []),
    (1, 5, 7, [1]),                            # a step past the end keeps only start
    (0, 5, INT64_MAX, [0]),
    (3, INT64_MAX, INT64_MAX, [3]),
])
def test_slice_bounds_clamp_like_python(start, end, step, expected, handles):
    x = torch.arange(5) * 10
    handles.append(put(x))
    got = ok(rt.rt_torch_tensor_slice(handles[0], 0, start, end, step))
    close(got, torch.tensor(expected, dtype=torch.int64) * 10)
    assert torch.equal(got, torch.tensor(list(range(0, 50, 10))[start:end:step], dtype=torch.int64))


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(shape=st.lists(st.integers(0, 6), min_size=1, max_size=3), data=st.data())
def test_slice_matches_python_rules(shape, data):
    x = torch.randn(shape)
    dim = data.draw(st.integers(-len(shape), len(shape) - 1), "dim")
    bound = st.one_of(st.integers(-9, 9), st.sampled_from([INT64_MIN, INT64_MAX, -2**40, 2**40]))
    start, end = data.draw(bound, "start"), data.draw(bound, "end")
    step = data.draw(st.one_of(st.integers(1, 8), st.just(INT64_MAX)), "step")
    h = put(x)
    try:
        got = ok(rt.rt_torch_tensor_slice(h, dim, start, end, step))
    finally:
        rt.rt_torch_tensor_free(h)
    close(got, python_slice(x, dim, start, end, step))


def test_slice_keeps_dtype_and_outlives_its_input():
    x = torch.arange(12, dtype=torch.int16).reshape(3, 4)
    h = put(x)
    out = rt.rt_torch_tensor_slice(h, 1, 1, 3, 1)
    assert_ok()
    assert rt.rt_torch_tensor_free(h) == 0
    close(take(out), x[:, 1:3])


def test_slice_of_an_empty_dim(handles):
    handles.append(put(torch.empty(0, 3)))
    close(ok(rt.rt_torch_tensor_slice(handles[0], 0, 0, 5, 2)), torch.empty(0, 3))


@pytest.mark.parametrize("step", [0, -1, -2, INT64_MIN])
def test_slice_step_must_be_positive(step, handles):
    handles.append(put(torch.arange(5)))
    assert_error(rt.rt_torch_tensor_slice(handles[0], 0, 0, 5, step), 0, ErrorCode.INVALID_ARGUMENT,
                 "rt_torch_tensor_slice", "step", "positive")


@pytest.mark.parametrize("dim", [2, -3, 100])
def test_slice_dim_out_of_range(dim, handles):
    handles.append(put(torch.randn(2, 3)))
    assert_error(rt.rt_torch_tensor_slice(handles[0], dim, 0, 1, 1), 0, ErrorCode.INVALID_ARGUMENT,
                 "rt_torch_tensor_slice", f"dim {dim} is out of range")


def test_slice_of_a_scalar_is_a_shape_error(handles):
    handles.append(put(torch.tensor(1.0)))
    assert_error(rt.rt_torch_tensor_slice(handles[0], 0, 0, 1, 1), 0, ErrorCode.SHAPE, "rt_torch_tensor_slice", "0-dim")


@pytest.mark.parametrize("args,word", [((0.5, 3, 1), "start"), ((0, "3", 1), "end"), ((0, 3, 1.0), "step"),
                                       ((0, None, 1), "end")])
def test_slice_bounds_must_be_integers(args, word, handles):
    handles.append(put(torch.arange(5)))
    assert_error(rt.rt_torch_tensor_slice(handles[0], 0, *args), 0, ErrorCode.INVALID_ARGUMENT, "rt_torch_tensor_slice",
                 f"{word} must be an integer")


def test_slice_bad_handles():
    for bad, word in bad_handles():
        assert_error(rt.rt_torch_tensor_slice(bad, 0, 0, 1, 1), 0, ErrorCode.INVALID_HANDLE, "rt_torch_tensor_slice",
                     "x:", word)


# -- index_select -------------------------------------------------------------------------------------------
@pytest.mark.parametrize("shape,dim,index", [
    ((5,), 0, [4, 0, 2]), ((3, 4), 0, [2, 2, 0]), ((3, 4), 1, [3, 1]), ((3, 4), -1, [0]), ((3, 4), -2, [1, 0, 1, 2]),
    ((2, 3, 4), 2, [3, 0]), ((2, 3, 4), 1, []), ((3, 4), 0, 1)])
@pytest.mark.parametrize("index_dtype", [torch.int64, torch.int32])
def test_index_select_like_torch(shape, dim, index, index_dtype, handles):
    x, idx = torch.randn(shape), torch.tensor(index, dtype=index_dtype)
    handles += [put(x), put(idx)]
    close(ok(rt.rt_torch_tensor_index_select(handles[0], dim, handles[1])), torch.index_select(x, dim, idx))


def test_index_select_known_values(handles):
    handles += [put(torch.tensor([[1, 2, 3], [4, 5, 6]])), put(torch.tensor([2, 0, 2]))]
    close(ok(rt.rt_torch_tensor_index_select(handles[0], 1, handles[1])), torch.tensor([[3, 1, 3], [6, 4, 6]]))


@pytest.mark.parametrize("index", [torch.tensor([0.0, 1.0]), torch.tensor([True, False]),
                                   torch.tensor([0.0], dtype=torch.float64)])
def test_index_select_non_integer_index_is_a_dtype_error(index, handles):
    handles += [put(torch.randn(3, 4)), put(index)]
    assert_error(rt.rt_torch_tensor_index_select(handles[0], 0, handles[1]), 0, ErrorCode.DTYPE,
                 "rt_torch_tensor_index_select", "index must hold integers")


@pytest.mark.parametrize("dim,index", [(0, [0, 3]), (1, [4]), (0, [-1]), (-1, [100])])
def test_index_select_out_of_range_index(dim, index, handles):
    handles += [put(torch.randn(3, 4)), put(torch.tensor(index))]
    assert_error(rt.rt_torch_tensor_index_select(handles[0], dim, handles[1]), 0, ErrorCode.INVALID_ARGUMENT,
                 "rt_torch_tensor_index_select", "out of range")


def test_index_select_2d_index_is_a_shape_error(handles):
    handles += [put(torch.randn(3, 4)), put(torch.tensor([[0, 1]]))]
    assert_error(rt.rt_torch_tensor_index_select(handles[0], 0, handles[1]), 0, ErrorCode.SHAPE,
                 "rt_torch_tensor_index_select", "1-D")


@pytest.mark.parametrize("dim", [2, -3])
def test_index_select_dim_out_of_range(dim, handles):
    handles += [put(torch.randn(3, 4)), put(torch.tensor([0]))]
    assert_error(rt.rt_torch_tensor_index_select(handles[0], dim, handles[1]), 0, ErrorCode.INVALID_ARGUMENT,
                 "rt_torch_tensor_index_select", f"dim {dim} is out of range")


def test_index_select_bad_handles(handles):
    handles += [put(torch.randn(3, 4)), put(torch.tensor([0]))]
    for bad, word in bad_handles():
        assert_error(rt.rt_torch_tensor_index_select(bad, 0, handles[1]), 0, ErrorCode.INVALID_HANDLE,
                     "rt_torch_tensor_index_select", "x:", word)
        assert_error(rt.rt_torch_tensor_index_select(handles[0], 0, bad), 0, ErrorCode.INVALID_HANDLE,
                     "rt_torch_tensor_index_select", "index:", word)


# -- gather -------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("shape,dim,index_shape", [((5,), 0, (3,)), ((3, 4), 0, (2, 4)), ((3, 4), 1, (3, 6)),
                                                   ((3, 4), -1, (2, 2)), ((2, 3, 4), 1, (2, 5, 4)),
                                                   ((2, 3, 4), -3, (1, 1, 1)), ((3, 4), 1, (3, 0))])
def test_gather_like_torch(shape, dim, index_shape, handles):
    x = torch.randn(shape)
    idx = torch.randint(0, shape[dim], index_shape)
    handles += [put(x), put(idx)]
    close(ok(rt.rt_torch_tensor_gather(handles[0], dim, handles[1])), torch.gather(x, dim, idx))


def test_gather_known_values(handles):
    handles += [put(torch.tensor([[1.0, 2.0], [3.0, 4.0]])), put(torch.tensor([[0, 0], [1, 0]]))]
    close(ok(rt.rt_torch_tensor_gather(handles[0], 1, handles[1])), torch.tensor([[1.0, 1.0], [4.0, 3.0]]))


@pytest.mark.parametrize("index", [torch.zeros(3, 2), torch.zeros(3, 2, dtype=torch.bool)])
def test_gather_non_integer_index_is_a_dtype_error(index, handles):
    handles += [put(torch.randn(3, 4)), put(index)]
    assert_error(rt.rt_torch_tensor_gather(handles[0], 1, handles[1]), 0, ErrorCode.DTYPE, "rt_torch_tensor_gather",
                 "index must hold integers")


@pytest.mark.parametrize("value", [4, -1, 99])
def test_gather_out_of_range_index(value, handles):
    handles += [put(torch.randn(3, 4)), put(torch.full((3, 2), value))]
    assert_error(rt.rt_torch_tensor_gather(handles[0], 1, handles[1]), 0, ErrorCode.INVALID_ARGUMENT,
                 "rt_torch_tensor_gather", f"index {value} is out of range for dim 1 of size 4")


@pytest.mark.parametrize("index_shape", [(3,), (3, 2, 1), ()])
def test_gather_index_with_other_ndim_is_a_shape_error(index_shape, handles):
    handles += [put(torch.randn(3, 4)), put(torch.zeros(index_shape, dtype=torch.int64))]
    assert_error(rt.rt_torch_tensor_gather(handles[0], 1, handles[1]), 0, ErrorCode.SHAPE, "rt_torch_tensor_gather",
                 "as many dims")


def test_gather_index_larger_than_x_is_a_shape_error(handles):
    handles += [put(torch.randn(3, 4)), put(torch.zeros(4, 2, dtype=torch.int64))]
    assert_error(rt.rt_torch_tensor_gather(handles[0], 1, handles[1]), 0, ErrorCode.SHAPE, "rt_torch_tensor_gather")


@pytest.mark.parametrize("dim", [2, -3])
def test_gather_dim_out_of_range(dim, handles):
    handles += [put(torch.randn(3, 4)), put(torch.zeros(3, 4, dtype=torch.int64))]
    assert_error(rt.rt_torch_tensor_gather(handles[0], dim, handles[1]), 0, ErrorCode.INVALID_ARGUMENT,
                 "rt_torch_tensor_gather", f"dim {dim} is out of range")


def test_gather_bad_handles(handles):
    handles += [put(torch.randn(3, 4)), put(torch.zeros(3, 4, dtype=torch.int64))]
    for bad, word in bad_handles():
        assert_error(rt.rt_torch_tensor_gather(bad, 0, handles[1]), 0, ErrorCode.INVALID_HANDLE,
                     "rt_torch_tensor_gather", "x:", word)
        assert_error(rt.rt_torch_tensor_gather(handles[0], 0, bad), 0, ErrorCode.INVALID_HANDLE,
                     "rt_torch_tensor_gather", "index:", word)


# -- cat and stack ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("shapes,dim", [([(2, 3)], 0), ([(2, 3), (4, 3)], 0), ([(2, 3), (2, 1), (2, 5)], 1),
                                        ([(2, 3), (2, 2)], -1), ([(1, 2, 3), (4, 2, 3)], -3), ([(3,), (0,), (2,)], 0),
                                        ([(2, 0), (2, 3)], 1)])
def test_cat_like_torch(shapes, dim, handles):
    xs = [torch.randn(s) for s in shapes]
    handles += [put(x) for x in xs]
    close(ok(rt.rt_torch_tensor_cat(handles, dim)), torch.cat(xs, dim))


def test_cat_accepts_the_same_handle_twice_and_promotes_like_torch(handles):
    a, b = torch.arange(3), torch.rand(2, dtype=torch.float64)
    handles += [put(a), put(b)]
    close(ok(rt.rt_torch_tensor_cat([handles[0], handles[0]], 0)), torch.cat([a, a]))
    close(ok(rt.rt_torch_tensor_cat(handles, 0)), torch.cat([a, b]))


@pytest.mark.parametrize("n,shape,dim", [(1, (2, 3), 0), (2, (2, 3), 0), (3, (2, 3), 1), (2, (2, 3), 2),
                                         (2, (2, 3), -1), (2, (2, 3), -3), (3, (), 0), (2, (), -1), (2, (0, 4), 1)])
def test_stack_like_torch(n, shape, dim, handles):
    xs = [torch.randn(shape) for _ in range(n)]
    handles += [put(x) for x in xs]
    got = ok(rt.rt_torch_tensor_stack(handles, dim))
    close(got, torch.stack(xs, dim))
    assert got.dim() == len(shape) + 1 and got.shape[dim] == n


@pytest.mark.parametrize("name,shapes,dim", [
    ("cat", [(2, 3), (4, 5)], 0), ("cat", [(2, 3), (3, 3)], 1), ("cat", [(2, 3), (3,)], 0),
    ("cat", [(), ()], 0), ("stack", [(2, 3), (2, 4)], 0), ("stack", [(2, 3), (3, 2)], 1),
    ("stack", [(3,), ()], 0)])
def test_join_mismatched_shapes(name, shapes, dim, handles):
    handles += [put(torch.randn(s)) for s in shapes]
    fname = f"rt_torch_tensor_{name}"
    assert_error(getattr(rt, fname)(handles, dim), 0, ErrorCode.SHAPE, fname)


@pytest.mark.parametrize("name", ["cat", "stack"])
def test_join_of_no_tensors(name):
    fname = f"rt_torch_tensor_{name}"
    assert_error(getattr(rt, fname)([], 0), 0, ErrorCode.INVALID_ARGUMENT, fname, "at least one tensor")
    assert_error(getattr(rt, fname)(None, 0), 0, ErrorCode.INVALID_ARGUMENT, fname, "NULL")


@pytest.mark.parametrize("name", ["cat", "stack"])
def test_join_with_a_bad_handle_inside_the_list(name, handles):
    handles += [put(torch.randn(2)), put(torch.randn(2))]
    fname = f"rt_torch_tensor_{name}"
    for bad, word in bad_handles():
        assert_error(getattr(rt, fname)([handles[0], bad, handles[1]], 0), 0, ErrorCode.INVALID_HANDLE, fname,
                     "xs[1]", word)
        assert_error(getattr(rt, fname)([bad], 0), 0, ErrorCode.INVALID_HANDLE, fname, "xs[0]", word)


@pytest.mark.parametrize("name,dim", [("cat", 2), ("cat", -3), ("stack", 3), ("stack", -4)])
def test_join_dim_out_of_range(name, dim, handles):
    handles += [put(torch.randn(2, 3)), put(torch.randn(2, 3))]
    fname = f"rt_torch_tensor_{name}"
    assert_error(getattr(rt, fname)(handles, dim), 0, ErrorCode.INVALID_ARGUMENT, fname, f"dim {dim} is out of range")


# -- chunk --------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("shape,chunks,dim", [((6,), 3, 0), ((5,), 3, 0), ((5,), 10, 0), ((5,), 1, 0),
                                              ((4, 6), 4, 1), ((4, 6), 2, -2), ((2, 7, 3), 3, 1), ((0, 3), 3, 0),
                                              ((4, 6), 100, -1)])
def test_chunk_like_torch(shape, chunks, dim, handles):
    x = torch.randn(shape)
    handles.append(put(x))
    ref = torch.chunk(x, chunks, dim)
    count, hs = rt.rt_torch_tensor_chunk(handles[0], chunks, dim, 64)
    assert_ok()
    assert count == len(hs) == len(ref)
    assert len(set(hs)) == count and all(h > 0 for h in hs)
    got = [take(h) for h in hs]
    for g, r in zip(got, ref):
        close(g, r)
    close(torch.cat(got, dim), x)


def test_chunk_with_exact_capacity(handles):
    x = torch.arange(10)
    handles.append(put(x))
    count, hs = rt.rt_torch_tensor_chunk(handles[0], 4, 0, 4)   # 10 in chunks of 3: 4 parts
    assert_ok()
    assert count == 4
    assert [take(h).tolist() for h in hs] == [[0, 1, 2], [3, 4, 5], [6, 7, 8], [9]]


@pytest.mark.parametrize("chunks,max_out", [(3, 2), (3, 0), (10, 4)])
def test_chunk_buffer_too_small_leaks_nothing(chunks, max_out, handles):
    handles.append(put(torch.arange(5)))
    live = rt.rt_torch_live_tensors()
    assert_error(rt.rt_torch_tensor_chunk(handles[0], chunks, 0, max_out), (-1, None), ErrorCode.BUFFER_TOO_SMALL,
                 "rt_torch_tensor_chunk", f"max_out is {max_out}")
    assert rt.rt_torch_live_tensors() == live


@pytest.mark.parametrize("dims, chunks", [([2**51, 0], 2**51), ([0, 3], 2**62)])
def test_chunk_into_astronomically_many_parts_is_refused_at_once(dims, chunks, handles):
    """The count is checked before splitting (found by make fuzz: [2**51, 0] into 2**51 chunks ran until
    memory ran out)."""
    handles.append(rt.rt_torch_tensor_zeros(dims))
    assert_error(rt.rt_torch_tensor_chunk(handles[0], chunks, 0, 7), (-1, None), ErrorCode.BUFFER_TOO_SMALL,
                 "rt_torch_tensor_chunk", f"{chunks} chunks but max_out is 7")


@pytest.mark.parametrize("chunks,dim,max_out,word", [(0, 0, 4, "chunks is 0"), (-2, 0, 4, "chunks is -2"),
                                                     (2, 0, -1, "max_out is -1"), (2, 1, 4, "dim 1 is out of range"),
                                                     (2, -2, 4, "dim -2 is out of range"),
                                                     (2.0, 0, 4, "chunks must be an integer")])
def test_chunk_bad_arguments(chunks, dim, max_out, word, handles):
    handles.append(put(torch.arange(5)))
    live = rt.rt_torch_live_tensors()
    assert_error(rt.rt_torch_tensor_chunk(handles[0], chunks, dim, max_out), (-1, None), ErrorCode.INVALID_ARGUMENT,
                 "rt_torch_tensor_chunk", word)
    assert rt.rt_torch_live_tensors() == live


def test_chunk_of_a_scalar_is_a_shape_error(handles):
    handles.append(put(torch.tensor(3.0)))
    assert_error(rt.rt_torch_tensor_chunk(handles[0], 1, 0, 4), (-1, None), ErrorCode.SHAPE, "rt_torch_tensor_chunk",
                 "0-dim")


def test_chunk_bad_handles():
    for bad, word in bad_handles():
        assert_error(rt.rt_torch_tensor_chunk(bad, 2, 0, 4), (-1, None), ErrorCode.INVALID_HANDLE,
                     "rt_torch_tensor_chunk", "x:", word)


def test_inputs_are_borrowed_not_changed(handles):
    x, idx = torch.randn(4, 3), torch.tensor([[0, 1, 2], [2, 1, 0], [0, 0, 0], [1, 1, 1]])
    handles += [put(x), put(idx)]
    for h in (rt.rt_torch_tensor_slice(handles[0], 0, 1, 3, 1), rt.rt_torch_tensor_gather(handles[0], 1, handles[1]),
              rt.rt_torch_tensor_cat([handles[0], handles[0]], 0), rt.rt_torch_tensor_stack([handles[0]], 0)):
        assert rt.rt_torch_tensor_free(h) == 0
    _, parts = rt.rt_torch_tensor_chunk(handles[0], 2, 0, 8)
    for h in parts:
        assert rt.rt_torch_tensor_free(h) == 0
    close(get(handles[0]), x)
    close(get(handles[1]), idx)
