"""st.Generator against torch.Generator: every sampling function that takes generator= draws from it, a
seed repeats the stream whatever the default generator does meanwhile, and on the PyTorch backend the
numbers are PyTorch's own. The generators are made on the default device, where the draws are made (a CPU
generator cannot draw a GPU tensor, in PyTorch either), and PyTorch's draws are made there too."""

from __future__ import annotations

import numpy as np
import pytest
import torch

import simple_torch as st

from .conftest import DEVICE, TORCH_DEVICE, assert_same, on_torch_device

DRAWS = {
    "randn": lambda m, g: m.randn(3, 4, generator=g),
    "rand": lambda m, g: m.rand((5,), generator=g, dtype=m.float64),
    "randint": lambda m, g: m.randint(0, 9, (6,), generator=g),
    "randperm": lambda m, g: m.randperm(7, generator=g),
    # the generator's device: torch.normal of two numbers makes its tensor on the CPU unless told
    "normal": lambda m, g: m.normal(2.0, 0.5, (4,), generator=g, device=g.device),
    "normal_tensor": lambda m, g: m.normal(m.zeros(3), 1.0, generator=g),
    "multinomial": lambda m, g: m.multinomial(m.tensor([0.2, 0.3, 0.5]), 4, replacement=True, generator=g),
    "bernoulli": lambda m, g: m.bernoulli(m.full((6,), 0.5), generator=g),
    "uniform_": lambda m, g: m.empty(5).uniform_(-1.0, 1.0, generator=g),
    "normal_": lambda m, g: m.empty(5).normal_(generator=g),
}


@pytest.mark.parametrize("name", sorted(DRAWS))
def test_a_seeded_generator_repeats_itself(name):
    draw = DRAWS[name]
    first = draw(st, st.Generator(DEVICE).manual_seed(11))
    st.randn(50)   # the default generator moves on; the seeded one does not care
    again = draw(st, st.Generator(DEVICE).manual_seed(11))
    np.testing.assert_array_equal(first.numpy(), again.numpy())
    if st.get_backend() == "torch":   # the same calls on a torch.Generator give PyTorch's numbers
        with on_torch_device():
            theirs = draw(torch, torch.Generator(TORCH_DEVICE).manual_seed(11))
        assert_same(first, theirs)


def test_generator_seeds_and_errors():
    g = st.Generator()
    assert g.initial_seed() == torch.Generator().initial_seed()
    assert g.manual_seed(-1).initial_seed() == torch.Generator().manual_seed(-1).initial_seed()
    seed = g.seed()
    assert 0 <= seed < 2**63 and g.initial_seed() == seed
    with pytest.raises(TypeError, match="Generator"):
        st.randn(2, generator=object())
    with pytest.raises(st.DeviceError):
        st.Generator("cuda:7")
    assert "Generator" in repr(g)
