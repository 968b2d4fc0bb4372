"""st.nn: modules, parameters, initialisers and the functional API, as torch.nn.

Each module file lists its public names in its own __all__; this package hands them all on.
"""

from __future__ import annotations

from . import functional, init, modules, parallel, utils
from . import (activation, container, conv, dropout, flatten, linear, loss, module, norm, parameter, pixelshuffle,
               pooling, rnn, sparse, transformer, fold)
from .module import *
from .parameter import *
from .linear import *
from .conv import *
from .pooling import *
from .norm import *
from .dropout import *
from .sparse import *
from .activation import *
from .flatten import *
from .pixelshuffle import *
from .container import *
from .loss import *
from .rnn import *
from .transformer import *
from .fold import *
from .parallel import DataParallel

__all__ = ["functional", "init", "modules", "parallel", "utils", "DataParallel", *module.__all__, *parameter.__all__,
           *linear.__all__, *conv.__all__,
           *pooling.__all__, *norm.__all__, *dropout.__all__, *sparse.__all__, *activation.__all__, *flatten.__all__,
           *pixelshuffle.__all__, *container.__all__, *loss.__all__, *rnn.__all__, *transformer.__all__, *fold.__all__]
