// simple-torch for Node.js: PyTorch through libsimple_torch_ffi.so's C ABI (README.md).
'use strict';

const ffi = require('./lib/ffi');
const core = require('./lib/core');
const api = require('./lib/api');
const { Tensor, tensor } = require('./lib/tensor');

const errors = Object.fromEntries([ffi.SimpleTorchError, ...ffi.ERROR_CLASSES.values()].map((c) => [c.name, c]));
const owners = Object.fromEntries(Object.values(api.HANDLE_KINDS).map((c) => [c.name, c]));

module.exports = {
  ...ffi.CONSTANTS,   // RT_FLOAT32, RT_REDUCTION_MEAN, RT_ERR_SHAPE, ...
  ...errors,          // SimpleTorchError and one subclass per RT_ERR_* code
  ...owners,          // OptimizerHandle, ...: the owners of the rt_handle kinds
  ...api.functions,   // zeros, ones, fromData, sin, matmul, ...
  ABI_VERSION: ffi.ABI_VERSION,
  DTYPES: ffi.DTYPES,
  FUNCTIONS: ffi.FUNCTIONS,
  Tensor,
  tensor,
  calls: api.calls,   // every rt_torch_* function, checked: calls.nnLinear(x, w, b)
  raw: core.raw,      // every rt_torch_* function as declared, unchecked
  noGrad: core.noGrad,
  scope: core.scope,
  collectedHandles: core.collectedHandles,
  libraryPath: core.libraryPath,
  checkAbi: core.checkAbi,
  findLibrary: core.findLibrary,
};
