"""Section 10: losses against torch.nn.functional; reduction 0 none, 1 mean, 2 sum."""

from __future__ import annotations

import pytest
import torch
import torch.nn.functional as F

import simple_torch.runtime as rt
from simple_torch.abi.errors import ErrorCode

from .conftest import assert_error, assert_ok, close, get, put, take

REDUCTIONS = {0: "none", 1: "mean", 2: "sum"}
LOSSES = ["mse_loss", "cross_entropy", "binary_cross_entropy", "nll_loss"]


def loss_inputs(name: str, shape=(4, 5)):
    """(input, target) valid for a loss, as torch tensors."""
    if name == "mse_loss":
        return torch.randn(shape), torch.randn(shape)
    if name == "binary_cross_entropy":
        return torch.rand(shape).clamp(0.05, 0.95), torch.rand(shape)
    logits = torch.randn(shape)
    classes = torch.randint(0, shape[1] if len(shape) > 1 else shape[0],
                            (shape[0],) + tuple(shape[2:]) if len(shape) > 1 else ())
    if name == "nll_loss":
        logits = torch.log_softmax(logits, 1 if len(shape) > 1 else 0)
    return logits, classes


def torch_loss(name, input, target, reduction):
    return getattr(F, name)(input, target, reduction=REDUCTIONS[reduction])


@pytest.mark.parametrize("name", LOSSES)
@pytest.mark.parametrize("reduction", [0, 1, 2])
@pytest.mark.parametrize("shape", [(4, 5), (3, 4, 2), (6,)])
def test_loss_like_torch(name, reduction, shape, handles):
    input, target = loss_inputs(name, shape)
    handles += [put(input), put(target)]
    out = take(getattr(rt, f"rt_torch_nn_{name}")(*handles, reduction))
    assert_ok()
    expected = torch_loss(name, input, target, reduction)
    close(out, expected, rtol=1e-5, atol=1e-6)
    if reduction:
        assert out.dim() == 0
    else:
        assert out.shape == target.shape   # one loss per element (per sample for the class losses)
        close(out.sum(), torch_loss(name, input, target, 2), rtol=1e-5, atol=1e-5)


def test_mse_loss_known_values(handles):
    handles += [put(torch.tensor([1.0, 2.0, 3.0])), put(torch.tensor([1.0, 0.0, 6.0]))]
    close(take(rt.rt_torch_nn_mse_loss(*handles, 0)), torch.tensor([0.0, 4.0, 9.0]))
    close(take(rt.rt_torch_nn_mse_loss(*handles, 1)), torch.tensor(13.0 / 3))
    close(take(rt.rt_torch_nn_mse_loss(*handles, 2)), torch.tensor(13.0))


def test_cross_entropy_known_values(handles):
    logits = torch.tensor([[0.0, 0.0], [0.0, 0.0]])
    handles += [put(logits), put(torch.tensor([0, 1]))]
    close(take(rt.rt_torch_nn_cross_entropy(*handles, 0)), torch.full((2,), 0.6931471805599453))
    close(take(rt.rt_torch_nn_cross_entropy(*handles, 2)), torch.tensor(1.3862943611198906))


def test_cross_entropy_is_nll_of_log_softmax(handles):
    logits, target = torch.randn(5, 7), torch.randint(0, 7, (5,))
    hl, ht = put(logits), put(target)
    handles += [hl, ht]
    ce = take(rt.rt_torch_nn_cross_entropy(hl, ht, 1))
    lsm = rt.rt_torch_log_softmax(hl, 1)
    handles.append(lsm)
    nll = take(rt.rt_torch_nn_nll_loss(lsm, ht, 1))
    close(ce, nll, rtol=1e-6, atol=1e-6)


def test_float64_losses(handles):
    a, b = torch.randn(3, 4, dtype=torch.float64), torch.randn(3, 4, dtype=torch.float64)
    handles += [put(a), put(b)]
    out = take(rt.rt_torch_nn_mse_loss(*handles, 1))
    assert out.dtype == torch.float64
    close(out, F.mse_loss(a, b))


@pytest.mark.parametrize("name", LOSSES)
def test_loss_gradients_like_torch(name, handles):
    input, target = loss_inputs(name, (4, 3))
    hi, ht = put(input), put(target)
    handles += [hi, ht]
    assert rt.rt_torch_tensor_set_requires_grad(hi, 1) == 0
    loss = getattr(rt, f"rt_torch_nn_{name}")(hi, ht, 1)
    handles.append(loss)
    assert rt.rt_torch_tensor_backward(loss) == 0
    ref = input.clone().requires_grad_(True)
    torch_loss(name, ref, target, 1).backward()
    close(take(rt.rt_torch_tensor_grad(hi)), ref.grad, rtol=1e-5, atol=1e-6)


@pytest.mark.parametrize("name", LOSSES)
@pytest.mark.parametrize("reduction", [-1, 3, 100, 2**31 - 1])
def test_bad_reduction(name, reduction, handles):
    input, target = loss_inputs(name)
    handles += [put(input), put(target)]
    fn = f"rt_torch_nn_{name}"
    assert_error(getattr(rt, fn)(*handles, reduction), 0, ErrorCode.INVALID_ARGUMENT, fn, "reduction")


@pytest.mark.parametrize("name", LOSSES)
def test_non_integer_reduction(name, handles):
    input, target = loss_inputs(name)
    handles += [put(input), put(target)]
    fn = f"rt_torch_nn_{name}"
    assert_error(getattr(rt, fn)(*handles, 1.0), 0, ErrorCode.INVALID_ARGUMENT, fn, "reduction")


@pytest.mark.parametrize("name, first", [("mse_loss", "input"), ("cross_entropy", "logits"),
                                         ("binary_cross_entropy", "probs"), ("nll_loss", "log_probs")])
def test_loss_bad_handles(name, first, handles):
    input, target = loss_inputs(name)
    handles += [put(input), put(target)]
    fn = f"rt_torch_nn_{name}"
    gone = put(torch.zeros(1))
    rt.rt_torch_tensor_free(gone)
    assert_error(getattr(rt, fn)(0, handles[1], 1), 0, ErrorCode.INVALID_HANDLE, fn, f"{first}:", "null")
    assert_error(getattr(rt, fn)(handles[0], 0, 1), 0, ErrorCode.INVALID_HANDLE, fn, "target:", "null")
    assert_error(getattr(rt, fn)(handles[0], gone, 1), 0, ErrorCode.INVALID_HANDLE, fn, "target:", "freed")
    assert_error(getattr(rt, fn)(-5, handles[1], 1), 0, ErrorCode.INVALID_HANDLE, fn, "negative")


@pytest.mark.parametrize("name", ["mse_loss", "binary_cross_entropy"])
@pytest.mark.parametrize("shapes", [((3,), (1,)), ((2, 3), (3,)), ((3, 1), (3,)), ((4,), (2, 2))])
@pytest.mark.parametrize("reduction", [0, 1])
def test_elementwise_loss_shape_mismatch(name, shapes, reduction, handles):
    """PyTorch would only warn and broadcast; the contract makes it an error."""
    handles += [put(torch.rand(shapes[0]) * 0.9), put(torch.rand(shapes[1]) * 0.9)]
    fn = f"rt_torch_nn_{name}"
    assert_error(getattr(rt, fn)(*handles, reduction), 0, ErrorCode.SHAPE, fn, "target shape", "differ")


@pytest.mark.parametrize("name", ["cross_entropy", "nll_loss"])
@pytest.mark.parametrize("target_dtype", [torch.float32, torch.float64, torch.int32, torch.uint8, torch.bool])
def test_class_loss_target_dtype(name, target_dtype, handles):
    handles += [put(torch.randn(3, 4)), put(torch.tensor([0, 1, 1]).to(target_dtype))]
    fn = f"rt_torch_nn_{name}"
    assert_error(getattr(rt, fn)(*handles, 1), 0, ErrorCode.DTYPE, fn, "target", "int64")


def test_cross_entropy_probability_target_is_rejected(handles):
    """PyTorch reads a float target of the logits' shape as class probabilities; the contract wants indices."""
    handles += [put(torch.randn(3, 4)), put(torch.softmax(torch.randn(3, 4), 1))]
    assert_error(rt.rt_torch_nn_cross_entropy(*handles, 1), 0, ErrorCode.DTYPE, "rt_torch_nn_cross_entropy", "float32")


@pytest.mark.parametrize("name", ["cross_entropy", "nll_loss"])
@pytest.mark.parametrize("bad_class", [4, 5, -1, -3])
@pytest.mark.parametrize("reduction", [0, 1, 2])
def test_class_out_of_range(name, bad_class, reduction, handles):
    handles += [put(torch.randn(3, 4)), put(torch.tensor([0, bad_class, 1]))]
    fn = f"rt_torch_nn_{name}"
    assert_error(getattr(rt, fn)(*handles, reduction), 0, ErrorCode.INVALID_ARGUMENT, fn, "out of bounds")


@pytest.mark.parametrize("name", ["cross_entropy", "nll_loss"])
def test_class_loss_shape_errors(name, handles):
    fn = f"rt_torch_nn_{name}"
    scores, scalar = put(torch.randn(3, 4)), put(torch.tensor(1.0))
    short, column, zero_d = put(torch.tensor([0, 1])), put(torch.tensor([[0], [1], [2]])), put(torch.tensor(0))
    handles += [scores, scalar, short, column, zero_d]
    assert_error(getattr(rt, fn)(scores, short, 1), 0, ErrorCode.SHAPE, fn, "batch_size")
    assert_error(getattr(rt, fn)(scores, column, 1), 0, ErrorCode.SHAPE, fn, "target shape [3, 1]")
    assert_error(getattr(rt, fn)(scores, zero_d, 1), 0, ErrorCode.SHAPE, fn, "target shape []")
    assert_error(getattr(rt, fn)(scalar, zero_d, 1), 0, ErrorCode.SHAPE, fn, "class dim")


def test_binary_cross_entropy_range_and_dtype(handles):
    fn = "rt_torch_nn_binary_cross_entropy"
    too_big, target = put(torch.tensor([0.5, 1.5])), put(torch.tensor([0.0, 1.0]))
    negative = put(torch.tensor([-0.1, 0.5]))
    int_target = put(torch.tensor([0, 1]))
    half = put(torch.tensor([0.5, 0.5]))
    handles += [too_big, target, negative, int_target, half]
    assert_error(rt.rt_torch_nn_binary_cross_entropy(too_big, target, 1), 0, ErrorCode.INVALID_ARGUMENT, fn, "between 0 and 1")
    assert_error(rt.rt_torch_nn_binary_cross_entropy(negative, target, 0), 0, ErrorCode.INVALID_ARGUMENT, fn, "between 0 and 1")
    assert_error(rt.rt_torch_nn_binary_cross_entropy(half, int_target, 1), 0, ErrorCode.DTYPE, fn)


def test_binary_cross_entropy_clamps_log_like_torch(handles):
    """Probabilities of exactly 0 and 1 give PyTorch's clamped log (-100), not inf."""
    probs, target = torch.tensor([0.0, 1.0, 1.0]), torch.tensor([1.0, 0.0, 1.0])
    handles += [put(probs), put(target)]
    out = take(rt.rt_torch_nn_binary_cross_entropy(*handles, 0))
    close(out, torch.tensor([100.0, 100.0, 0.0]))


def test_mse_loss_int_inputs_are_a_dtype_error(handles):
    handles += [put(torch.ones(3, dtype=torch.int64)), put(torch.ones(3, dtype=torch.int64))]
    assert_error(rt.rt_torch_nn_mse_loss(*handles, 1), 0, ErrorCode.DTYPE, "rt_torch_nn_mse_loss")


def test_losses_borrow_their_inputs(handles):
    input, target = torch.randn(3, 4), torch.randint(0, 4, (3,))
    handles += [put(input), put(target)]
    before = rt.rt_torch_live_tensors()
    take(rt.rt_torch_nn_cross_entropy(*handles, 0))
    assert rt.rt_torch_live_tensors() == before
    close(get(handles[0]), input)
    close(get(handles[1]), target)


# -- class indices are checked before the backend (PyTorch's CUDA kernels only assert on the device) ----------

@pytest.mark.parametrize("fn", ["rt_torch_nn_cross_entropy", "rt_torch_nn_nll_loss"])
@pytest.mark.parametrize("bad", [3, -1, -101, 2**40])
def test_a_class_index_out_of_range_is_refused(fn, bad, handles):
    handles += [put(torch.randn(2, 3).log_softmax(1)), put(torch.tensor([0, bad]))]
    assert_error(getattr(rt, fn)(handles[0], handles[1], 1), 0, ErrorCode.INVALID_ARGUMENT, fn,
                 f"Target {bad} is out of bounds", "0 to 2")


def test_ignored_targets_are_not_class_indices(handles):
    scores, target = torch.randn(3, 4, 2).log_softmax(1), torch.tensor([[0, -100], [3, 1], [-100, -100]])
    handles += [put(scores), put(target), put(torch.tensor([[0, 7], [3, 1], [7, 2]]))]
    for fn, ref in (("rt_torch_nn_nll_loss", F.nll_loss), ("rt_torch_nn_cross_entropy", F.cross_entropy)):
        close(take(getattr(rt, fn)(handles[0], handles[1], 1)), ref(scores, target))   # -100: PyTorch's default
    out = rt.rt_torch_nn_nll_loss_ex(handles[0], handles[2], 0, 7, 1)
    close(take(out), F.nll_loss(scores, torch.tensor([[0, 7], [3, 1], [7, 2]]), ignore_index=7))
    assert_error(rt.rt_torch_nn_cross_entropy_ex(handles[0], handles[1], 0, 7, 0.0, 1), 0,
                 ErrorCode.INVALID_ARGUMENT, "rt_torch_nn_cross_entropy_ex", "Target -100 is out of bounds",
                 "ignore_index 7")
