"""Backends are called through the Backend protocol, whose Op methods come from the spec: importing a
backend checks that it implements every Op method with the arguments the runtime passes."""

from __future__ import annotations

import pytest

from simple_torch.abi.signature import FUNCTIONS
from simple_torch.engines.base import OPS, Backend, check_ops
from simple_torch.engines.numpy_backend import NumpyBackend


def test_every_op_of_the_spec_is_an_abstract_backend_method():
    ops = {decl.op.backend for decl in FUNCTIONS.values() if decl.op is not None}
    assert ops == set(OPS)
    assert ops <= Backend.__abstractmethods__


def test_a_reduction_is_called_with_x_dim_keepdim():
    assert OPS["sum"][1] == 3 and OPS["argmax"][1] == 3
    assert OPS["sqrt"][1] == 1 and OPS["add"][1] == 2 and OPS["leaky_relu"][1] == 2


def test_both_backends_pass():
    pytest.importorskip("torch")
    from simple_torch.engines.torch_backend import TorchBackend
    for backend in (NumpyBackend, TorchBackend):
        assert check_ops(backend) is backend


def test_a_missing_op_is_refused():
    class Missing(NumpyBackend):
        pass
    Missing.sqrt = Backend.sqrt   # back to the spec's abstract method
    with pytest.raises(TypeError, match="does not implement sqrt"):
        check_ops(Missing)


def test_an_op_with_other_parameters_is_refused():
    class WrongArity(NumpyBackend):
        def sqrt(self, a, b):
            return a

    with pytest.raises(TypeError, match=r"WrongArity.sqrt takes 2 arguments; rt_torch_tensor_sqrt passes 1"):
        check_ops(WrongArity)
