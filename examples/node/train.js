// Trains y = 3*x1 - 2*x2 + 0.5 with a one-layer model through libsimple_torch_ffi.so, from Node.js.
//
//   node train.js [path/to/libsimple_torch_ffi.so]
//
// koffi.load opens the library with dlopen(RTLD_NOW | RTLD_LOCAL), as most FFIs do. Every call is
// checked: a failure prints rt_torch_last_error() and exits 1. Prints one line per 20 steps, then
// "node: final loss X, weights [a, b], bias c, live tensors 0".
'use strict';

const path = require('path');
const koffi = require('koffi');

const libPath = process.argv[2] || path.join(__dirname, '..', '..', 'build', 'lib', 'libsimple_torch_ffi.so');
const lib = koffi.load(libPath);

const RT_OK = 0;
const RT_ERR_INVALID_HANDLE = 1;
const RT_FLOAT32 = 6;
const RT_REDUCTION_MEAN = 1;

const rt = {
  init: lib.func('int32_t rt_torch_init(void)'),
  backend: lib.func('const char *rt_torch_backend(void)'),
  lastError: lib.func('const char *rt_torch_last_error(void)'),
  lastErrorCode: lib.func('int32_t rt_torch_last_error_code(void)'),
  liveTensors: lib.func('int64_t rt_torch_live_tensors(void)'),
  manualSeed: lib.func('int32_t rt_torch_manual_seed(int64_t seed)'),
  fromData: lib.func('int64_t rt_torch_tensor_from_data(const void *data, const int64_t *dims, int32_t ndims, int32_t dtype)'),
  randn: lib.func('int64_t rt_torch_tensor_randn(const int64_t *dims, int32_t ndims)'),
  zeros: lib.func('int64_t rt_torch_tensor_zeros(const int64_t *dims, int32_t ndims)'),
  setRequiresGrad: lib.func('int32_t rt_torch_tensor_set_requires_grad(int64_t x, int32_t flag)'),
  linear: lib.func('int64_t rt_torch_nn_linear(int64_t x, int64_t weight, int64_t bias)'),
  mseLoss: lib.func('int64_t rt_torch_nn_mse_loss(int64_t input, int64_t target, int32_t reduction)'),
  backward: lib.func('int32_t rt_torch_tensor_backward(int64_t loss)'),
  item: lib.func('int32_t rt_torch_tensor_item(int64_t x, _Out_ double *out)'),
  copyTo: lib.func('int64_t rt_torch_tensor_copy_to(int64_t x, _Out_ void *out, int64_t out_nbytes)'),
  sgd: lib.func('int64_t rt_torch_optim_sgd(const int64_t *params, int32_t n, double lr, double momentum, double weight_decay)'),
  step: lib.func('int32_t rt_torch_optim_step(int64_t opt)'),
  zeroGrad: lib.func('int32_t rt_torch_optim_zero_grad(int64_t opt)'),
  optimFree: lib.func('int32_t rt_torch_optim_free(int64_t opt)'),
  free: lib.func('int32_t rt_torch_tensor_free(int64_t x)'),
};

function fail(what) {
  console.error(`node: ${what} failed: code ${rt.lastErrorCode()}: ${rt.lastError()}`);
  process.exit(1);
}
function handle(h, what) { if (h <= 0) fail(what); return h; }
function ok(status, what) { if (status !== RT_OK) fail(what); }

function tensor(values, dims) {
  const data = Buffer.from(new Float32Array(values).buffer);
  return handle(rt.fromData(data, dims.map(BigInt), dims.length, RT_FLOAT32), 'from_data');
}
function item(h) {
  const out = [0];
  ok(rt.item(h, out), 'item');
  return out[0];
}
function values(h, count) {
  const out = Buffer.alloc(4 * count);
  if (rt.copyTo(h, out, out.length) !== out.length) fail('copy_to');
  return Array.from(new Float32Array(out.buffer, out.byteOffset, count));
}

ok(rt.init(), 'init');
ok(rt.manualSeed(0), 'manual_seed');

// the data: 64 points, y = 3 x1 - 2 x2 + 0.5
const n = 64;
const xs = [];
const ys = [];
for (let i = 0; i < n; i++) {
  const x1 = Math.sin(i * 0.37) * 2;
  const x2 = Math.cos(i * 0.91) * 2;
  xs.push(x1, x2);
  ys.push(3 * x1 - 2 * x2 + 0.5);
}
const x = tensor(xs, [n, 2]);
const y = tensor(ys, [n, 1]);
const weight = handle(rt.randn([1n, 2n], 2), 'randn');
const bias = handle(rt.zeros([1n], 1), 'zeros');
ok(rt.setRequiresGrad(weight, 1), 'set_requires_grad');
ok(rt.setRequiresGrad(bias, 1), 'set_requires_grad');
const opt = handle(rt.sgd([weight, bias], 2, 0.1, 0.9, 0.0), 'optim_sgd');

// a bad handle is an error with a code, not a crash
if (rt.free(123456789) !== RT_ERR_INVALID_HANDLE) fail('the bad-handle check');

let first = null;
let loss = 0;
for (let step = 0; step < 100; step++) {
  ok(rt.zeroGrad(opt), 'optim_zero_grad');
  const prediction = handle(rt.linear(x, weight, bias), 'nn_linear');
  const lossHandle = handle(rt.mseLoss(prediction, y, RT_REDUCTION_MEAN), 'nn_mse_loss');
  ok(rt.backward(lossHandle), 'backward');
  ok(rt.step(opt), 'optim_step');
  loss = item(lossHandle);
  if (first === null) first = loss;
  if (step % 20 === 0) console.log(`node: step ${step} loss ${loss.toFixed(6)}`);
  ok(rt.free(lossHandle), 'free');
  ok(rt.free(prediction), 'free');
}
const w = values(weight, 2);
const b = values(bias, 1);
ok(rt.optimFree(opt), 'optim_free');
for (const h of [x, y, weight, bias]) ok(rt.free(h), 'free');
const live = Number(rt.liveTensors());
console.log(`node: backend ${rt.backend()}, final loss ${loss.toFixed(6)} (first ${first.toFixed(3)}), ` +
            `weights [${w.map((v) => v.toFixed(3)).join(', ')}], bias ${b[0].toFixed(3)}, live tensors ${live}`);
if (!(loss < first / 100) || live !== 0) process.exit(1);
