"""st.nn.modules: torch.nn.modules's package of layers, at PyTorch's module paths (`torch.nn.modules.linear.Linear`,
`torch.nn.modules.module.Module`, ...), for code that imports them from there; each class is the same object as
st.nn's. Each submodule names its classes in its own __all__; this package hands them all on, as PyTorch's."""

from __future__ import annotations

from . import (activation, batchnorm, container, conv, dropout, flatten, fold, instancenorm, linear, loss, module,
               normalization, pixelshuffle, pooling, rnn, sparse, transformer, upsampling, utils)
from .activation import *
from .batchnorm import *
from .container import *
from .conv import *
from .dropout import *
from .flatten import *
from .fold import *
from .instancenorm import *
from .linear import *
from .loss import *
from .module import *
from .normalization import *
from .pixelshuffle import *
from .pooling import *
from .rnn import *
from .sparse import *
from .transformer import *
from .upsampling import *

__all__ = [*activation.__all__, *batchnorm.__all__, *container.__all__, *conv.__all__, *dropout.__all__,
           *flatten.__all__, *fold.__all__, *instancenorm.__all__, *linear.__all__, *loss.__all__, *module.__all__,
           *normalization.__all__, *pixelshuffle.__all__, *pooling.__all__, *rnn.__all__, *sparse.__all__,
           *transformer.__all__, *upsampling.__all__]
