"""A failed allocation is RT_ERR_OUT_OF_MEMORY on every backend, and nothing is left behind.

2**46 float32 elements are 256 TiB: more than a 47-bit user address space holds, so the allocation fails
whatever the machine's overcommit setting, yet under the 2**63-byte limit the runtime checks itself.
"""

from __future__ import annotations

import pytest

import simple_torch as st
import simple_torch.runtime as rt
from simple_torch.abi.enums import Dtype, ErrorCode

HUGE = [2**46]


@pytest.mark.parametrize("make", [
    lambda: rt.rt_torch_tensor_zeros(HUGE), lambda: rt.rt_torch_tensor_ones(HUGE),
    lambda: rt.rt_torch_tensor_empty(HUGE), lambda: rt.rt_torch_tensor_full(HUGE, 1.5),
    lambda: rt.rt_torch_tensor_randn(HUGE),
], ids=["zeros", "ones", "empty", "full", "randn"])
def test_a_huge_tensor_is_out_of_memory(make):
    before = rt.rt_torch_live_tensors()
    assert make() == 0
    assert rt.rt_torch_last_error_code() == ErrorCode.OUT_OF_MEMORY, rt.rt_torch_last_error()
    assert "alloc" in rt.rt_torch_last_error()
    assert rt.rt_torch_live_tensors() == before


def test_a_huge_result_of_an_operation_is_out_of_memory():
    """expand makes a view; making it contiguous needs the memory."""
    one = rt.rt_torch_tensor_from_data(b"\0\0\0\0", [1], Dtype.float32)
    wide = rt.rt_torch_tensor_expand(one, HUGE)
    assert wide > 0, rt.rt_torch_last_error()
    assert rt.rt_torch_tensor_contiguous(wide) == 0
    assert rt.rt_torch_last_error_code() == ErrorCode.OUT_OF_MEMORY, rt.rt_torch_last_error()
    for h in (wide, one):
        assert rt.rt_torch_tensor_free(h) == 0


def test_tier3_raises_out_of_memory_error_a_memory_error():
    with pytest.raises(st.OutOfMemoryError) as caught:
        st.zeros(*HUGE)
    assert isinstance(caught.value, MemoryError) and caught.value.code == ErrorCode.OUT_OF_MEMORY
