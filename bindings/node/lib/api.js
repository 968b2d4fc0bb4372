// api.js - every rt_torch_* function as a checked JavaScript function (calls), the owner class of each kind of
// rt_handle, Tensor's methods and the module-level functions.
// Generated from src/simple_torch/abi/spec.py by `make generate` (src/simple_torch/abi/node_bindings.py);
// do not edit by hand.
//
// A checked function takes Tensors where C takes tensor handles (null for the handle 0), owners where it takes an
// rt_handle, JS arrays for arrays, a Buffer or TypedArray for data and buffers, a string for text; an output
// array is passed as its capacity. It throws the call's error (a SimpleTorchError subclass) and returns: a new
// tensor as a Tensor that owns it (null for a 0 that is no failure), a new rt_handle as its kind's owner, the
// outputs (an array when there are several), or the checked value (a boolean for a flag).
'use strict';

const core = require('./core');

const raw = core.raw;

// ---- The kinds of rt_handle, each owner freeing its handle ----

/** Owns a stream handle (`rt_handle stream`), freed by rt_torch_stream_free. */
class StreamHandle extends core.Owned {
  static freeFunction = "rt_torch_stream_free";

  /** wait for the stream's work (rt_torch_stream_synchronize). */
  synchronize() {
    return streamSynchronize(this);
  }

  /** 1 all work done, 0 pending (rt_torch_stream_query). */
  query() {
    return streamQuery(this);
  }
}

/** Owns an optimizer handle (`rt_handle opt`), freed by rt_torch_optim_free. */
class OptimizerHandle extends core.Owned {
  static freeFunction = "rt_torch_optim_free";

  /** update the parameters in place from their grads (rt_torch_optim_step). */
  step() {
    return optimStep(this);
  }

  /** drop the parameters' grads (rt_torch_optim_zero_grad). */
  zeroGrad() {
    return optimZeroGrad(this);
  }

  /**
   * a new parameter group with the optimizer's first options (change them with rt_torch_optim_set_option); returns
   * its index (rt_torch_optim_add_param_group).
   */
  addParamGroup(params) {
    return optimAddParamGroup(this, params);
  }

  /** number of parameter groups (rt_torch_optim_param_group_count). */
  paramGroupCount() {
    return optimParamGroupCount(this);
  }

  /**
   * set a group's option by PyTorch's name ("lr", "momentum", "beta1", "nesterov" as 0 or 1, ...): what a
   * learning-rate schedule writes; status (rt_torch_optim_set_option).
   */
  setOption(group, name, value) {
    return optimSetOption(this, group, name, value);
  }

  /** read a group's option; status (rt_torch_optim_get_option). */
  getOption(group, name) {
    return optimGetOption(this, group, name);
  }

  /** how many state tensors the optimizer holds for param (0 before its first step) (rt_torch_optim_state_count). */
  stateCount(param) {
    return optimStateCount(this, param);
  }

  /** the name of param's state tensor number index (from 0, in PyTorch's order) (rt_torch_optim_state_name). */
  stateName(param, index) {
    return optimStateName(this, param, index);
  }

  /**
   * a copy of one of param's state tensors ("step", "exp_avg", "momentum_buffer", ...; before the first step, the
   * initial value) (rt_torch_optim_get_state).
   */
  getState(param, name) {
    return optimGetState(this, param, name);
  }

  /**
   * write one of param's state tensors (same shape, converted to its dtype), e.g. to resume training; status
   * (rt_torch_optim_set_state).
   */
  setState(param, name, value) {
    return optimSetState(this, param, name, value);
  }

  /**
   * one L-BFGS step: calls closure(user_data, &loss) (zero grads, forward, backward, write the loss, return RT_OK)
   * up to max_eval times; loss: the first loss. A closure's nonzero RT_ERR_* code fails the step with that code
   * (any other value: RT_ERR_INVALID_ARGUMENT) and leaves the parameters and the state as before the step; status
   * (rt_torch_optim_lbfgs_step).
   */
  lbfgsStep(closure) {
    return optimLbfgsStep(this, closure);
  }
}

/** Owns a scheduler handle (`rt_handle sched`), freed by rt_torch_lr_scheduler_free. */
class SchedulerHandle extends core.Owned {
  static freeFunction = "rt_torch_lr_scheduler_free";

  /** one step: write the next lr into every group; status (rt_torch_lr_scheduler_step). */
  schedulerStep() {
    return lrSchedulerStep(this);
  }

  /** one step of a plateau schedule, on the metric just measured; status (rt_torch_lr_scheduler_step_metric). */
  schedulerStepMetric(metric) {
    return lrSchedulerStepMetric(this, metric);
  }

  /**
   * back to step 0 from the base lrs (what SequentialLR does at a milestone); status
   * (rt_torch_lr_scheduler_restart).
   */
  schedulerRestart() {
    return lrSchedulerRestart(this);
  }

  /** steps taken, the first counting 0 (rt_torch_lr_scheduler_last_epoch). */
  schedulerLastEpoch() {
    return lrSchedulerLastEpoch(this);
  }
}

/** Owns a generator handle (`rt_handle gen`), freed by rt_torch_generator_free. */
class GeneratorHandle extends core.Owned {
  static freeFunction = "rt_torch_generator_free";

  /** reseed gen; status (rt_torch_generator_manual_seed). */
  manualSeed(seed) {
    return generatorManualSeed(this, seed);
  }

  /**
   * the seed gen was last given (its 64 bits: a seed above INT64_MAX reads back negative); status
   * (rt_torch_generator_initial_seed).
   */
  initialSeed() {
    return generatorInitialSeed(this);
  }

  /**
   * from now on the calling thread's sampling (rand, randn, randint, randperm, multinomial, bernoulli, normal_,
   * uniform_; not dropout) draws from gen; 0: from the default generator again; status (rt_torch_generator_use).
   */
  use() {
    return generatorUse(this);
  }
}

/** Owns a model handle (`rt_handle model`), freed by rt_torch_model_free. */
class ModelHandle extends core.Owned {
  static freeFunction = "rt_torch_model_free";

  /**
   * call the model on n input handles; writes its result's tensors (flattened in PyTorch's pytree order) as new
   * handles to outputs and returns their count; more than max_outputs: RT_ERR_BUFFER_TOO_SMALL and none made;
   * records gradients when grad mode is on (rt_torch_model_forward).
   */
  forward(inputs, maxOutputs) {
    return modelForward(this, inputs, maxOutputs);
  }

  /** "aoti", "export" or "torchscript" (rt_torch_model_format). */
  format() {
    return modelFormat(this);
  }
}

/** Owns a safetensors handle (`rt_handle file`), freed by rt_torch_safetensors_free. */
class SafetensorsHandle extends core.Owned {
  static freeFunction = "rt_torch_safetensors_free";

  /**
   * write the set to path (replaced whole: written to a temporary file beside it, then renamed); status
   * (rt_torch_safetensors_save).
   */
  save(path) {
    return safetensorsSave(this, path);
  }

  /**
   * add x under name (replacing a tensor of that name, keeping its place): the tensor itself, as a Python dict
   * holds it, so a save writes its values at that time; a CPU copy is saved from another device; status
   * (rt_torch_safetensors_set).
   */
  set(name, x) {
    return safetensorsSet(this, name, x);
  }

  /** number of tensors (rt_torch_safetensors_count). */
  count() {
    return safetensorsCount(this);
  }

  /**
   * the name of tensor number index (from 0: a loaded file's in the order of their data, else the order they were
   * first set) (rt_torch_safetensors_name).
   */
  name(index) {
    return safetensorsName(this, index);
  }

  /**
   * a new handle to the tensor of that name (the set's own tensor, not a copy: loading a large file and taking its
   * tensors holds them once) (rt_torch_safetensors_get).
   */
  get(name) {
    return safetensorsGet(this, name);
  }

  /** add or replace a text entry of the file's __metadata__; status (rt_torch_safetensors_set_metadata). */
  setMetadata(key, value) {
    return safetensorsSetMetadata(this, key, value);
  }

  /** number of metadata entries (rt_torch_safetensors_metadata_count). */
  metadataCount() {
    return safetensorsMetadataCount(this);
  }

  /**
   * the key of metadata entry number index (from 0, in the file's or the setting order)
   * (rt_torch_safetensors_metadata_key).
   */
  metadataKey(index) {
    return safetensorsMetadataKey(this, index);
  }

  /**
   * the value of a metadata key (a missing key: "" and RT_ERR_INVALID_ARGUMENT)
   * (rt_torch_safetensors_metadata_value).
   */
  metadataValue(key) {
    return safetensorsMetadataValue(this, key);
  }
}

/** Owns a gradient scaler handle (`rt_handle scaler`), freed by rt_torch_grad_scaler_free. */
class GradientScalerHandle extends core.Owned {
  static freeFunction = "rt_torch_grad_scaler_free";

  /**
   * x times the scale (a float32 scalar: a half or bfloat16 x stays so), recorded by autograd; disabled: a new
   * handle to x itself (rt_torch_grad_scaler_scale).
   */
  scale(x) {
    return gradScalerScale(this, x);
  }

  /**
   * divide the gradients of opt's parameters by the scale in place and note whether any is inf or NaN; once per
   * optimizer between updates, before step (else RT_ERR_INVALID_ARGUMENT); float16 gradients: RT_ERR_DTYPE; status
   * (rt_torch_grad_scaler_unscale).
   */
  unscale(opt) {
    return gradScalerUnscale(this, opt);
  }

  /**
   * unscale (unless done) and run opt's step unless a gradient was inf or NaN: 1 stepped, 0 skipped; once per
   * optimizer between updates (rt_torch_grad_scaler_step).
   */
  step(opt) {
    return gradScalerStep(this, opt);
  }

  /**
   * end the iteration: new_scale NaN: back off the scale after a skipped step, grow it after growth_interval steps
   * without one (PyTorch's rule); else set the scale to new_scale; status (rt_torch_grad_scaler_update).
   */
  update(newScale) {
    return gradScalerUpdate(this, newScale);
  }

  /**
   * read "scale", "growth_factor", "backoff_factor", "growth_interval" or "growth_tracker" (the steps since the
   * scale last changed), the entries of PyTorch's state_dict; status (rt_torch_grad_scaler_get_option).
   */
  getOption(name) {
    return gradScalerGetOption(this, name);
  }

  /**
   * write one of those, checked as the constructor checks it (PyTorch's set_growth_factor, ..., load_state_dict);
   * status (rt_torch_grad_scaler_set_option).
   */
  setOption(name, value) {
    return gradScalerSetOption(this, name, value);
  }

  /** 1 for an enabled scaler (rt_torch_grad_scaler_is_enabled). */
  isEnabled() {
    return gradScalerIsEnabled(this);
  }
}

/** Owns a work handle (`rt_handle work`), freed by rt_torch_dist_work_free. */
class WorkHandle extends core.Owned {
  static freeFunction = "rt_torch_dist_work_free";

  /** block until the work is done; status (the collective's error, if it failed) (rt_torch_dist_wait). */
  wait() {
    return distWait(this);
  }

  /** 1 when the work is done (without waiting) (rt_torch_dist_is_completed). */
  isCompleted() {
    return distIsCompleted(this);
  }
}

/** Owns a data loader handle (`rt_handle loader`), freed by rt_torch_data_loader_free. */
class DataLoaderHandle extends core.Owned {
  static freeFunction = "rt_torch_data_loader_free";

  /**
   * write the next batch (new handles, the rows of each tensor, in order) to batch[0..n_tensors) and return
   * n_tensors, the entries written; at the end of the epoch write nothing and return 0, and the next call starts a
   * new epoch; n_batch less than the loader's n_tensors: RT_ERR_BUFFER_TOO_SMALL (rt_torch_data_loader_next).
   */
  next(nBatch) {
    return dataLoaderNext(this, nBatch);
  }

  /**
   * end the current epoch early (as leaving PyTorch's loop does): the next call starts a new epoch; status
   * (rt_torch_data_loader_reset).
   */
  reset() {
    return dataLoaderReset(this);
  }

  /** batches per epoch: n / batch_size with drop_last, else rounded up (rt_torch_data_loader_len). */
  len() {
    return dataLoaderLen(this);
  }
}

// ---- 1. Library information and runtime ----

/** 1 when the PyTorch backend is active (rt_torch_available). */
function available() {
  return core.check(raw.rt_torch_available()) === 1;
}

/** backend version, e.g. "2.13.0+cpu" or "numpy 2.4.6" (rt_torch_version). */
function version() {
  return core.check(raw.rt_torch_version());
}

/** 1 when a CUDA device can be used (rt_torch_cuda_available). */
function cudaAvailable() {
  return core.check(raw.rt_torch_cuda_available()) === 1;
}

/** number of CUDA devices (0 without CUDA) (rt_torch_cuda_device_count). */
function cudaDeviceCount() {
  return core.check(raw.rt_torch_cuda_device_count());
}

/** "torch" or "numpy" (rt_torch_backend). */
function backend() {
  return core.check(raw.rt_torch_backend());
}

/** MAJOR*10000 + MINOR*100 + PATCH (rt_torch_abi_version). */
function abiVersion() {
  return core.check(raw.rt_torch_abi_version());
}

/** start the runtime now (else on the first call); status (rt_torch_init). */
function init() {
  core.check(raw.rt_torch_init());
}

/** code of this thread's last call (rt_torch_last_error_code). */
function lastErrorCode() {
  return raw.rt_torch_last_error_code();
}

/** message of this thread's last call; valid until its next call (rt_torch_last_error). */
function lastError() {
  return raw.rt_torch_last_error();
}

/** reset this thread's last error to RT_OK (rt_torch_clear_error). */
function clearError() {
  raw.rt_torch_clear_error();
}

/** seed every random generator of the backend (rt_torch_manual_seed). */
function manualSeed(seed) {
  core.check(raw.rt_torch_manual_seed(seed));
}

/** tensor handles not yet freed (rt_torch_live_tensors). */
function liveTensors() {
  return core.check(raw.rt_torch_live_tensors());
}

/** device for creation functions (rt_torch_set_default_device). */
function setDefaultDevice(device) {
  core.check(raw.rt_torch_set_default_device(device));
}

/** device code used by creation functions (rt_torch_default_device). */
function defaultDevice() {
  return core.check(raw.rt_torch_default_device());
}

/**
 * threads for one operation's parallel work, process-wide, 1 to 1024 (PyTorch's set_num_threads; NumPy: the size of
 * its BLAS pool); status (rt_torch_set_num_threads).
 */
function setNumThreads(n) {
  core.check(raw.rt_torch_set_num_threads(n));
}

/** the thread count rt_torch_set_num_threads sets (rt_torch_get_num_threads). */
function getNumThreads() {
  return core.check(raw.rt_torch_get_num_threads());
}

/**
 * "on" when the native fast path runs the functions the header marks [fast] (on CPU tensors; element-wise ones,
 * matmul and linear also on CUDA ones); "on for N of M functions; off for ..." when the torch lacks the shim
 * functions some of them need (which, and what it lacks); else "off: " and why (NumPy backend,
 * SIMPLE_TORCH_FAST_PATH=0, a torch without the shim functions the fast path needs) (rt_torch_fast_path).
 */
function fastPath() {
  return core.check(raw.rt_torch_fast_path());
}

// ---- 2. Tensor creation ----

/** float32 zeros (rt_torch_tensor_zeros). */
function tensorZeros(dims) {
  return core.tensor(raw.rt_torch_tensor_zeros(core.array(dims, "rt_torch_tensor_zeros: dims"), dims.length));
}

/** float32 ones (rt_torch_tensor_ones). */
function tensorOnes(dims) {
  return core.tensor(raw.rt_torch_tensor_ones(core.array(dims, "rt_torch_tensor_ones: dims"), dims.length));
}

/** float32 samples of N(0, 1) (rt_torch_tensor_randn). */
function tensorRandn(dims) {
  return core.tensor(raw.rt_torch_tensor_randn(core.array(dims, "rt_torch_tensor_randn: dims"), dims.length));
}

/** float32 samples of U[0, 1) (rt_torch_tensor_rand). */
function tensorRand(dims) {
  return core.tensor(raw.rt_torch_tensor_rand(core.array(dims, "rt_torch_tensor_rand: dims"), dims.length));
}

/** float32, contents unspecified (rt_torch_tensor_empty). */
function tensorEmpty(dims) {
  return core.tensor(raw.rt_torch_tensor_empty(core.array(dims, "rt_torch_tensor_empty: dims"), dims.length));
}

/** float32 filled with value (rt_torch_tensor_full). */
function tensorFull(dims, value) {
  return core.tensor(raw.rt_torch_tensor_full(core.array(dims, "rt_torch_tensor_full: dims"), dims.length, value));
}

/** copy of row-major data of the given dtype (rt_torch_tensor_from_data). */
function tensorFromData(data, dims, dtype) {
  return core.tensor(raw.rt_torch_tensor_from_data(core.bytes(data, "rt_torch_tensor_from_data: data"),
    core.array(dims, "rt_torch_tensor_from_data: dims"), dims.length, dtype));
}

/** [start, end) by step (rt_torch_tensor_arange). */
function tensorArange(start, end, step, dtype) {
  return core.tensor(raw.rt_torch_tensor_arange(start, end, step, dtype));
}

/** steps evenly spaced float32 values (rt_torch_tensor_linspace). */
function tensorLinspace(start, end, steps) {
  return core.tensor(raw.rt_torch_tensor_linspace(start, end, steps));
}

/** n x m float32 identity (rt_torch_tensor_eye). */
function tensorEye(n, m) {
  return core.tensor(raw.rt_torch_tensor_eye(n, m));
}

// ---- 3. Element-wise arithmetic (broadcasting as PyTorch) ----

/** a + b (rt_torch_tensor_add). */
function tensorAdd(a, b) {
  return core.tensor(raw.rt_torch_tensor_add(core.tensorHandle(a, "rt_torch_tensor_add: a"),
    core.tensorHandle(b, "rt_torch_tensor_add: b")));
}

/** a - b (rt_torch_tensor_sub). */
function tensorSub(a, b) {
  return core.tensor(raw.rt_torch_tensor_sub(core.tensorHandle(a, "rt_torch_tensor_sub: a"),
    core.tensorHandle(b, "rt_torch_tensor_sub: b")));
}

/** a * b (rt_torch_tensor_mul). */
function tensorMul(a, b) {
  return core.tensor(raw.rt_torch_tensor_mul(core.tensorHandle(a, "rt_torch_tensor_mul: a"),
    core.tensorHandle(b, "rt_torch_tensor_mul: b")));
}

/** a / b (true division) (rt_torch_tensor_div). */
function tensorDiv(a, b) {
  return core.tensor(raw.rt_torch_tensor_div(core.tensorHandle(a, "rt_torch_tensor_div: a"),
    core.tensorHandle(b, "rt_torch_tensor_div: b")));
}

/** a ** exponent (rt_torch_tensor_pow). */
function tensorPow(a, exponent) {
  return core.tensor(raw.rt_torch_tensor_pow(core.tensorHandle(a, "rt_torch_tensor_pow: a"), exponent));
}

/** -a (rt_torch_tensor_neg). */
function tensorNeg(a) {
  return core.tensor(raw.rt_torch_tensor_neg(core.tensorHandle(a, "rt_torch_tensor_neg: a")));
}

/** |a| (rt_torch_tensor_abs). */
function tensorAbs(a) {
  return core.tensor(raw.rt_torch_tensor_abs(core.tensorHandle(a, "rt_torch_tensor_abs: a")));
}

/** square root (rt_torch_tensor_sqrt). */
function tensorSqrt(a) {
  return core.tensor(raw.rt_torch_tensor_sqrt(core.tensorHandle(a, "rt_torch_tensor_sqrt: a")));
}

/** e ** a (rt_torch_tensor_exp). */
function tensorExp(a) {
  return core.tensor(raw.rt_torch_tensor_exp(core.tensorHandle(a, "rt_torch_tensor_exp: a")));
}

/** natural logarithm (rt_torch_tensor_log). */
function tensorLog(a) {
  return core.tensor(raw.rt_torch_tensor_log(core.tensorHandle(a, "rt_torch_tensor_log: a")));
}

/** a + s (rt_torch_tensor_add_scalar). */
function tensorAddScalar(a, s) {
  return core.tensor(raw.rt_torch_tensor_add_scalar(core.tensorHandle(a, "rt_torch_tensor_add_scalar: a"), s));
}

/** a * s (rt_torch_tensor_mul_scalar). */
function tensorMulScalar(a, s) {
  return core.tensor(raw.rt_torch_tensor_mul_scalar(core.tensorHandle(a, "rt_torch_tensor_mul_scalar: a"), s));
}

/** sine (rt_torch_tensor_sin). */
function tensorSin(a) {
  return core.tensor(raw.rt_torch_tensor_sin(core.tensorHandle(a, "rt_torch_tensor_sin: a")));
}

/** cosine (rt_torch_tensor_cos). */
function tensorCos(a) {
  return core.tensor(raw.rt_torch_tensor_cos(core.tensorHandle(a, "rt_torch_tensor_cos: a")));
}

/** tangent (rt_torch_tensor_tan). */
function tensorTan(a) {
  return core.tensor(raw.rt_torch_tensor_tan(core.tensorHandle(a, "rt_torch_tensor_tan: a")));
}

/** arcsine (rt_torch_tensor_asin). */
function tensorAsin(a) {
  return core.tensor(raw.rt_torch_tensor_asin(core.tensorHandle(a, "rt_torch_tensor_asin: a")));
}

/** arccosine (rt_torch_tensor_acos). */
function tensorAcos(a) {
  return core.tensor(raw.rt_torch_tensor_acos(core.tensorHandle(a, "rt_torch_tensor_acos: a")));
}

/** arctangent (rt_torch_tensor_atan). */
function tensorAtan(a) {
  return core.tensor(raw.rt_torch_tensor_atan(core.tensorHandle(a, "rt_torch_tensor_atan: a")));
}

/** hyperbolic sine (rt_torch_tensor_sinh). */
function tensorSinh(a) {
  return core.tensor(raw.rt_torch_tensor_sinh(core.tensorHandle(a, "rt_torch_tensor_sinh: a")));
}

/** hyperbolic cosine (rt_torch_tensor_cosh). */
function tensorCosh(a) {
  return core.tensor(raw.rt_torch_tensor_cosh(core.tensorHandle(a, "rt_torch_tensor_cosh: a")));
}

/** 1 / sqrt(a) (rt_torch_tensor_rsqrt). */
function tensorRsqrt(a) {
  return core.tensor(raw.rt_torch_tensor_rsqrt(core.tensorHandle(a, "rt_torch_tensor_rsqrt: a")));
}

/** 1 / a (rt_torch_tensor_reciprocal). */
function tensorReciprocal(a) {
  return core.tensor(raw.rt_torch_tensor_reciprocal(core.tensorHandle(a, "rt_torch_tensor_reciprocal: a")));
}

/** log(1 + a), exact near 0 (rt_torch_tensor_log1p). */
function tensorLog1p(a) {
  return core.tensor(raw.rt_torch_tensor_log1p(core.tensorHandle(a, "rt_torch_tensor_log1p: a")));
}

/** e ** a - 1, exact near 0 (rt_torch_tensor_expm1). */
function tensorExpm1(a) {
  return core.tensor(raw.rt_torch_tensor_expm1(core.tensorHandle(a, "rt_torch_tensor_expm1: a")));
}

/** base-2 logarithm (rt_torch_tensor_log2). */
function tensorLog2(a) {
  return core.tensor(raw.rt_torch_tensor_log2(core.tensorHandle(a, "rt_torch_tensor_log2: a")));
}

/** base-10 logarithm (rt_torch_tensor_log10). */
function tensorLog10(a) {
  return core.tensor(raw.rt_torch_tensor_log10(core.tensorHandle(a, "rt_torch_tensor_log10: a")));
}

/** 2 ** a (rt_torch_tensor_exp2). */
function tensorExp2(a) {
  return core.tensor(raw.rt_torch_tensor_exp2(core.tensorHandle(a, "rt_torch_tensor_exp2: a")));
}

/** error function (rt_torch_tensor_erf). */
function tensorErf(a) {
  return core.tensor(raw.rt_torch_tensor_erf(core.tensorHandle(a, "rt_torch_tensor_erf: a")));
}

/** inverse error function (rt_torch_tensor_erfinv). */
function tensorErfinv(a) {
  return core.tensor(raw.rt_torch_tensor_erfinv(core.tensorHandle(a, "rt_torch_tensor_erfinv: a")));
}

/** a * a (integers stay integers; bool gives int64) (rt_torch_tensor_square). */
function tensorSquare(a) {
  return core.tensor(raw.rt_torch_tensor_square(core.tensorHandle(a, "rt_torch_tensor_square: a")));
}

/** -1, 0 or 1 (in a's dtype) (rt_torch_tensor_sign). */
function tensorSign(a) {
  return core.tensor(raw.rt_torch_tensor_sign(core.tensorHandle(a, "rt_torch_tensor_sign: a")));
}

/** round down (integers unchanged) (rt_torch_tensor_floor). */
function tensorFloor(a) {
  return core.tensor(raw.rt_torch_tensor_floor(core.tensorHandle(a, "rt_torch_tensor_floor: a")));
}

/** round up (integers unchanged) (rt_torch_tensor_ceil). */
function tensorCeil(a) {
  return core.tensor(raw.rt_torch_tensor_ceil(core.tensorHandle(a, "rt_torch_tensor_ceil: a")));
}

/** round half to even (integers unchanged) (rt_torch_tensor_round). */
function tensorRound(a) {
  return core.tensor(raw.rt_torch_tensor_round(core.tensorHandle(a, "rt_torch_tensor_round: a")));
}

/** round toward zero (integers unchanged) (rt_torch_tensor_trunc). */
function tensorTrunc(a) {
  return core.tensor(raw.rt_torch_tensor_trunc(core.tensorHandle(a, "rt_torch_tensor_trunc: a")));
}

/** a - trunc(a) (rt_torch_tensor_frac). */
function tensorFrac(a) {
  return core.tensor(raw.rt_torch_tensor_frac(core.tensorHandle(a, "rt_torch_tensor_frac: a")));
}

/** larger of a and b, broadcast (NaN wins) (rt_torch_tensor_maximum). */
function tensorMaximum(a, b) {
  return core.tensor(raw.rt_torch_tensor_maximum(core.tensorHandle(a, "rt_torch_tensor_maximum: a"),
    core.tensorHandle(b, "rt_torch_tensor_maximum: b")));
}

/** smaller of a and b, broadcast (NaN wins) (rt_torch_tensor_minimum). */
function tensorMinimum(a, b) {
  return core.tensor(raw.rt_torch_tensor_minimum(core.tensorHandle(a, "rt_torch_tensor_minimum: a"),
    core.tensorHandle(b, "rt_torch_tensor_minimum: b")));
}

/** angle of (b, a): atan(a / b) in the right quadrant, broadcast (rt_torch_tensor_atan2). */
function tensorAtan2(a, b) {
  return core.tensor(raw.rt_torch_tensor_atan2(core.tensorHandle(a, "rt_torch_tensor_atan2: a"),
    core.tensorHandle(b, "rt_torch_tensor_atan2: b")));
}

/**
 * a ** b element-wise, broadcast and promoted (an integer to a negative power is 0 unless a is 1 or -1, as PyTorch);
 * Tier 3's pow picks this or the number form (rt_torch_tensor_pow_tensor).
 */
function tensorPowTensor(a, b) {
  return core.tensor(raw.rt_torch_tensor_pow_tensor(core.tensorHandle(a, "rt_torch_tensor_pow_tensor: a"),
    core.tensorHandle(b, "rt_torch_tensor_pow_tensor: b")));
}

/**
 * a - trunc(a / b) * b (the sign of a), broadcast and promoted (integers: RT_ERR_INVALID_ARGUMENT for a zero b)
 * (rt_torch_tensor_fmod).
 */
function tensorFmod(a, b) {
  return core.tensor(raw.rt_torch_tensor_fmod(core.tensorHandle(a, "rt_torch_tensor_fmod: a"),
    core.tensorHandle(b, "rt_torch_tensor_fmod: b")));
}

/**
 * a - floor(a / b) * b (the sign of b), broadcast and promoted (integers: RT_ERR_INVALID_ARGUMENT for a zero b)
 * (rt_torch_tensor_remainder).
 */
function tensorRemainder(a, b) {
  return core.tensor(raw.rt_torch_tensor_remainder(core.tensorHandle(a, "rt_torch_tensor_remainder: a"),
    core.tensorHandle(b, "rt_torch_tensor_remainder: b")));
}

/**
 * fmod of a by the number s (converted to the dtype of a with a float first, as PyTorch)
 * (rt_torch_tensor_fmod_scalar).
 */
function tensorFmodScalar(a, s) {
  return core.tensor(raw.rt_torch_tensor_fmod_scalar(core.tensorHandle(a, "rt_torch_tensor_fmod_scalar: a"), s));
}

/**
 * remainder of a by the number s (converted to the dtype of a with a float first, as PyTorch)
 * (rt_torch_tensor_remainder_scalar).
 */
function tensorRemainderScalar(a, s) {
  return core.tensor(raw.rt_torch_tensor_remainder_scalar(core.tensorHandle(a, "rt_torch_tensor_remainder_scalar: a"),
    s));
}

/** log(exp(a) + exp(b)) without overflow, broadcast (rt_torch_tensor_logaddexp). */
function tensorLogaddexp(a, b) {
  return core.tensor(raw.rt_torch_tensor_logaddexp(core.tensorHandle(a, "rt_torch_tensor_logaddexp: a"),
    core.tensorHandle(b, "rt_torch_tensor_logaddexp: b")));
}

/** start + weight * (end - start), broadcast; the three of one floating dtype (rt_torch_tensor_lerp). */
function tensorLerp(start, end, weight) {
  return core.tensor(raw.rt_torch_tensor_lerp(core.tensorHandle(start, "rt_torch_tensor_lerp: start"),
    core.tensorHandle(end, "rt_torch_tensor_lerp: end"), core.tensorHandle(weight, "rt_torch_tensor_lerp: weight")));
}

/** start + weight * (end - start), broadcast; start and end of one floating dtype (rt_torch_tensor_lerp_scalar). */
function tensorLerpScalar(start, end, weight) {
  return core.tensor(raw.rt_torch_tensor_lerp_scalar(core.tensorHandle(start, "rt_torch_tensor_lerp_scalar: start"),
    core.tensorHandle(end, "rt_torch_tensor_lerp_scalar: end"), weight));
}

/** x + value * tensor1 * tensor2, the three broadcast and promoted (rt_torch_tensor_addcmul). */
function tensorAddcmul(x, tensor1, tensor2, value) {
  return core.tensor(raw.rt_torch_tensor_addcmul(core.tensorHandle(x, "rt_torch_tensor_addcmul: x"),
    core.tensorHandle(tensor1, "rt_torch_tensor_addcmul: tensor1"),
    core.tensorHandle(tensor2, "rt_torch_tensor_addcmul: tensor2"), value));
}

/** x + value * tensor1 / tensor2, the three broadcast and promoted (rt_torch_tensor_addcdiv). */
function tensorAddcdiv(x, tensor1, tensor2, value) {
  return core.tensor(raw.rt_torch_tensor_addcdiv(core.tensorHandle(x, "rt_torch_tensor_addcdiv: x"),
    core.tensorHandle(tensor1, "rt_torch_tensor_addcdiv: tensor1"),
    core.tensorHandle(tensor2, "rt_torch_tensor_addcdiv: tensor2"), value));
}

/**
 * x with NaN, +inf and -inf replaced; a NaN posinf or neginf is the dtype's largest or lowest value
 * (rt_torch_tensor_nan_to_num).
 */
function tensorNanToNum(x, nan, posinf, neginf) {
  return core.tensor(raw.rt_torch_tensor_nan_to_num(core.tensorHandle(x, "rt_torch_tensor_nan_to_num: x"), nan, posinf,
    neginf));
}

/** log(1 + exp(beta * x)) / beta, and x where beta * x > threshold (rt_torch_tensor_softplus). */
function tensorSoftplus(x, beta, threshold) {
  return core.tensor(raw.rt_torch_tensor_softplus(core.tensorHandle(x, "rt_torch_tensor_softplus: x"), beta,
    threshold));
}

// ---- 4. Activations ----

/** max(x, 0) (rt_torch_relu). */
function relu(x) {
  return core.tensor(raw.rt_torch_relu(core.tensorHandle(x, "rt_torch_relu: x")));
}

/** 1 / (1 + e ** -x) (rt_torch_sigmoid). */
function sigmoid(x) {
  return core.tensor(raw.rt_torch_sigmoid(core.tensorHandle(x, "rt_torch_sigmoid: x")));
}

/** hyperbolic tangent (rt_torch_tanh). */
function tanh(x) {
  return core.tensor(raw.rt_torch_tanh(core.tensorHandle(x, "rt_torch_tanh: x")));
}

/** x, or negative_slope * x below 0 (rt_torch_leaky_relu). */
function leakyRelu(x, negativeSlope) {
  return core.tensor(raw.rt_torch_leaky_relu(core.tensorHandle(x, "rt_torch_leaky_relu: x"), negativeSlope));
}

/** x * Phi(x), exact (erf) form (rt_torch_gelu). */
function gelu(x) {
  return core.tensor(raw.rt_torch_gelu(core.tensorHandle(x, "rt_torch_gelu: x")));
}

/** softmax along dim (rt_torch_softmax). */
function softmax(x, dim) {
  return core.tensor(raw.rt_torch_softmax(core.tensorHandle(x, "rt_torch_softmax: x"), dim));
}

/** log of softmax along dim (rt_torch_log_softmax). */
function logSoftmax(x, dim) {
  return core.tensor(raw.rt_torch_log_softmax(core.tensorHandle(x, "rt_torch_log_softmax: x"), dim));
}

/** x * sigmoid(x) (rt_torch_silu). */
function silu(x) {
  return core.tensor(raw.rt_torch_silu(core.tensorHandle(x, "rt_torch_silu: x")));
}

/** x * tanh(softplus(x)) (rt_torch_mish). */
function mish(x) {
  return core.tensor(raw.rt_torch_mish(core.tensorHandle(x, "rt_torch_mish: x")));
}

/** x * min(max(x + 3, 0), 6) / 6 (rt_torch_hardswish). */
function hardswish(x) {
  return core.tensor(raw.rt_torch_hardswish(core.tensorHandle(x, "rt_torch_hardswish: x")));
}

/** min(max(x + 3, 0), 6) / 6 (rt_torch_hardsigmoid). */
function hardsigmoid(x) {
  return core.tensor(raw.rt_torch_hardsigmoid(core.tensorHandle(x, "rt_torch_hardsigmoid: x")));
}

/** x above 0, else alpha * (exp(x) - 1) (rt_torch_elu). */
function elu(x, alpha) {
  return core.tensor(raw.rt_torch_elu(core.tensorHandle(x, "rt_torch_elu: x"), alpha));
}

/** 1.0507... * elu(x, 1.6732...): PyTorch's self-normalising constants (rt_torch_selu). */
function selu(x) {
  return core.tensor(raw.rt_torch_selu(core.tensorHandle(x, "rt_torch_selu: x")));
}

/** x above 0, else alpha * (exp(x / alpha) - 1); alpha finite and not 0 (rt_torch_celu). */
function celu(x, alpha) {
  return core.tensor(raw.rt_torch_celu(core.tensorHandle(x, "rt_torch_celu: x"), alpha));
}

/** GELU's tanh approximation: x / 2 * (1 + tanh(sqrt(2 / pi) * (x + 0.044715 * x ** 3))) (rt_torch_gelu_tanh). */
function geluTanh(x) {
  return core.tensor(raw.rt_torch_gelu_tanh(core.tensorHandle(x, "rt_torch_gelu_tanh: x")));
}

/**
 * x above 0, else weight * x: a 0-dim or 1-D weight of x's dtype with 1 element or one per channel (dim 1 of an x of
 * 2 or more dims) (rt_torch_prelu).
 */
function prelu(x, weight) {
  return core.tensor(raw.rt_torch_prelu(core.tensorHandle(x, "rt_torch_prelu: x"),
    core.tensorHandle(weight, "rt_torch_prelu: weight")));
}

/**
 * x limited to [min_val, max_val] (not NaN, min_val <= max_val; integers keep their dtype), gradient 1 strictly
 * inside (rt_torch_hardtanh).
 */
function hardtanh(x, minVal, maxVal) {
  return core.tensor(raw.rt_torch_hardtanh(core.tensorHandle(x, "rt_torch_hardtanh: x"), minVal, maxVal));
}

/** hardtanh(x, 0, 6) (integers keep their dtype) (rt_torch_relu6). */
function relu6(x) {
  return core.tensor(raw.rt_torch_relu6(core.tensorHandle(x, "rt_torch_relu6: x")));
}

/** log(sigmoid(x)) without overflow (rt_torch_logsigmoid). */
function logsigmoid(x) {
  return core.tensor(raw.rt_torch_logsigmoid(core.tensorHandle(x, "rt_torch_logsigmoid: x")));
}

/** x / (|x| + 1) (integers give float32) (rt_torch_softsign). */
function softsign(x) {
  return core.tensor(raw.rt_torch_softsign(core.tensorHandle(x, "rt_torch_softsign: x")));
}

/** x - tanh(x) (integers give float32) (rt_torch_tanhshrink). */
function tanhshrink(x) {
  return core.tensor(raw.rt_torch_tanhshrink(core.tensorHandle(x, "rt_torch_tanhshrink: x")));
}

/** the first half of x along dim times the sigmoid of the second (size(dim) even) (rt_torch_glu). */
function glu(x, dim) {
  return core.tensor(raw.rt_torch_glu(core.tensorHandle(x, "rt_torch_glu: x"), dim));
}

// ---- 5. Linear algebra ----

/** matrix product, batched and broadcast as PyTorch (rt_torch_tensor_matmul). */
function tensorMatmul(a, b) {
  return core.tensor(raw.rt_torch_tensor_matmul(core.tensorHandle(a, "rt_torch_tensor_matmul: a"),
    core.tensorHandle(b, "rt_torch_tensor_matmul: b")));
}

/** dot product of two 1-D tensors (rt_torch_tensor_dot). */
function tensorDot(a, b) {
  return core.tensor(raw.rt_torch_tensor_dot(core.tensorHandle(a, "rt_torch_tensor_dot: a"),
    core.tensorHandle(b, "rt_torch_tensor_dot: b")));
}

/** swap two dims (rt_torch_tensor_transpose). */
function tensorTranspose(x, dim0, dim1) {
  return core.tensor(raw.rt_torch_tensor_transpose(core.tensorHandle(x, "rt_torch_tensor_transpose: x"), dim0, dim1));
}

/** transpose of a tensor of at most 2 dims (rt_torch_tensor_t). */
function tensorT(x) {
  return core.tensor(raw.rt_torch_tensor_t(core.tensorHandle(x, "rt_torch_tensor_t: x")));
}

/** 2-norm of all elements (rt_torch_tensor_norm). */
function tensorNorm(x) {
  return core.tensor(raw.rt_torch_tensor_norm(core.tensorHandle(x, "rt_torch_tensor_norm: x")));
}

/** determinant of square matrices (rt_torch_tensor_det). */
function tensorDet(x) {
  return core.tensor(raw.rt_torch_tensor_det(core.tensorHandle(x, "rt_torch_tensor_det: x")));
}

/** inverse of square matrices (rt_torch_tensor_inverse). */
function tensorInverse(x) {
  return core.tensor(raw.rt_torch_tensor_inverse(core.tensorHandle(x, "rt_torch_tensor_inverse: x")));
}

/** reduced SVD x = u diag(s) vh; status (rt_torch_tensor_svd). */
function tensorSvd(x) {
  const uOut = core.outputs(1, 0);
  const sOut = core.outputs(1, 0);
  const vhOut = core.outputs(1, 0);
  core.check(raw.rt_torch_tensor_svd(core.tensorHandle(x, "rt_torch_tensor_svd: x"), uOut, sOut, vhOut));
  return [core.tensor(uOut[0]), core.tensor(sOut[0]), core.tensor(vhOut[0])];
}

/** eigen-decomposition with complex outputs; status (rt_torch_tensor_eig). */
function tensorEig(x) {
  const valuesOut = core.outputs(1, 0);
  const vectorsOut = core.outputs(1, 0);
  core.check(raw.rt_torch_tensor_eig(core.tensorHandle(x, "rt_torch_tensor_eig: x"), valuesOut, vectorsOut));
  return [core.tensor(valuesOut[0]), core.tensor(vectorsOut[0])];
}

// ---- 6. Reductions (std and var use Bessel's correction; max_dim/min_dim return values only) ----

/** sum of all elements, as a scalar tensor (rt_torch_tensor_sum). */
function tensorSum(x) {
  return core.tensor(raw.rt_torch_tensor_sum(core.tensorHandle(x, "rt_torch_tensor_sum: x")));
}

/** sum along dim; keepdim keeps it as size 1 (rt_torch_tensor_sum_dim). */
function tensorSumDim(x, dim, keepdim) {
  return core.tensor(raw.rt_torch_tensor_sum_dim(core.tensorHandle(x, "rt_torch_tensor_sum_dim: x"), dim, keepdim));
}

/** mean of all elements, as a scalar tensor (rt_torch_tensor_mean). */
function tensorMean(x) {
  return core.tensor(raw.rt_torch_tensor_mean(core.tensorHandle(x, "rt_torch_tensor_mean: x")));
}

/** mean along dim; keepdim keeps it as size 1 (rt_torch_tensor_mean_dim). */
function tensorMeanDim(x, dim, keepdim) {
  return core.tensor(raw.rt_torch_tensor_mean_dim(core.tensorHandle(x, "rt_torch_tensor_mean_dim: x"), dim, keepdim));
}

/** maximum of all elements, as a scalar tensor (rt_torch_tensor_max). */
function tensorMax(x) {
  return core.tensor(raw.rt_torch_tensor_max(core.tensorHandle(x, "rt_torch_tensor_max: x")));
}

/** maximum along dim; keepdim keeps it as size 1 (rt_torch_tensor_max_dim). */
function tensorMaxDim(x, dim, keepdim) {
  return core.tensor(raw.rt_torch_tensor_max_dim(core.tensorHandle(x, "rt_torch_tensor_max_dim: x"), dim, keepdim));
}

/** minimum of all elements, as a scalar tensor (rt_torch_tensor_min). */
function tensorMin(x) {
  return core.tensor(raw.rt_torch_tensor_min(core.tensorHandle(x, "rt_torch_tensor_min: x")));
}

/** minimum along dim; keepdim keeps it as size 1 (rt_torch_tensor_min_dim). */
function tensorMinDim(x, dim, keepdim) {
  return core.tensor(raw.rt_torch_tensor_min_dim(core.tensorHandle(x, "rt_torch_tensor_min_dim: x"), dim, keepdim));
}

/** int64 index of the maximum of all elements, as a scalar tensor (rt_torch_tensor_argmax). */
function tensorArgmax(x) {
  return core.tensor(raw.rt_torch_tensor_argmax(core.tensorHandle(x, "rt_torch_tensor_argmax: x")));
}

/** int64 index of the maximum along dim; keepdim keeps it as size 1 (rt_torch_tensor_argmax_dim). */
function tensorArgmaxDim(x, dim, keepdim) {
  return core.tensor(raw.rt_torch_tensor_argmax_dim(core.tensorHandle(x, "rt_torch_tensor_argmax_dim: x"), dim,
    keepdim));
}

/** int64 index of the minimum of all elements, as a scalar tensor (rt_torch_tensor_argmin). */
function tensorArgmin(x) {
  return core.tensor(raw.rt_torch_tensor_argmin(core.tensorHandle(x, "rt_torch_tensor_argmin: x")));
}

/** int64 index of the minimum along dim; keepdim keeps it as size 1 (rt_torch_tensor_argmin_dim). */
function tensorArgminDim(x, dim, keepdim) {
  return core.tensor(raw.rt_torch_tensor_argmin_dim(core.tensorHandle(x, "rt_torch_tensor_argmin_dim: x"), dim,
    keepdim));
}

/** standard deviation of all elements, as a scalar tensor (rt_torch_tensor_std). */
function tensorStd(x) {
  return core.tensor(raw.rt_torch_tensor_std(core.tensorHandle(x, "rt_torch_tensor_std: x")));
}

/** standard deviation along dim; keepdim keeps it as size 1 (rt_torch_tensor_std_dim). */
function tensorStdDim(x, dim, keepdim) {
  return core.tensor(raw.rt_torch_tensor_std_dim(core.tensorHandle(x, "rt_torch_tensor_std_dim: x"), dim, keepdim));
}

/** variance of all elements, as a scalar tensor (rt_torch_tensor_var). */
function tensorVar(x) {
  return core.tensor(raw.rt_torch_tensor_var(core.tensorHandle(x, "rt_torch_tensor_var: x")));
}

/** variance along dim; keepdim keeps it as size 1 (rt_torch_tensor_var_dim). */
function tensorVarDim(x, dim, keepdim) {
  return core.tensor(raw.rt_torch_tensor_var_dim(core.tensorHandle(x, "rt_torch_tensor_var_dim: x"), dim, keepdim));
}

// ---- 7. Shape, dtype and data access ----

/** same data, new shape (one dim may be -1) (rt_torch_tensor_reshape). */
function tensorReshape(x, dims) {
  return core.tensor(raw.rt_torch_tensor_reshape(core.tensorHandle(x, "rt_torch_tensor_reshape: x"),
    core.array(dims, "rt_torch_tensor_reshape: dims"), dims.length));
}

/** reshape without copying; needs compatible strides (rt_torch_tensor_view). */
function tensorView(x, dims) {
  return core.tensor(raw.rt_torch_tensor_view(core.tensorHandle(x, "rt_torch_tensor_view: x"),
    core.array(dims, "rt_torch_tensor_view: dims"), dims.length));
}

/** reorder the dims (rt_torch_tensor_permute). */
function tensorPermute(x, order) {
  return core.tensor(raw.rt_torch_tensor_permute(core.tensorHandle(x, "rt_torch_tensor_permute: x"),
    core.array(order, "rt_torch_tensor_permute: order"), order.length));
}

/** drop every dim of size 1 (rt_torch_tensor_squeeze). */
function tensorSqueeze(x) {
  return core.tensor(raw.rt_torch_tensor_squeeze(core.tensorHandle(x, "rt_torch_tensor_squeeze: x")));
}

/** drop dim if its size is 1 (rt_torch_tensor_squeeze_dim). */
function tensorSqueezeDim(x, dim) {
  return core.tensor(raw.rt_torch_tensor_squeeze_dim(core.tensorHandle(x, "rt_torch_tensor_squeeze_dim: x"), dim));
}

/** insert a dim of size 1 (rt_torch_tensor_unsqueeze). */
function tensorUnsqueeze(x, dim) {
  return core.tensor(raw.rt_torch_tensor_unsqueeze(core.tensorHandle(x, "rt_torch_tensor_unsqueeze: x"), dim));
}

/** merge dims start_dim..end_dim (rt_torch_tensor_flatten). */
function tensorFlatten(x, startDim, endDim) {
  return core.tensor(raw.rt_torch_tensor_flatten(core.tensorHandle(x, "rt_torch_tensor_flatten: x"), startDim, endDim));
}

/** broadcast to a shape (-1 keeps a dim) (rt_torch_tensor_expand). */
function tensorExpand(x, dims) {
  return core.tensor(raw.rt_torch_tensor_expand(core.tensorHandle(x, "rt_torch_tensor_expand: x"),
    core.array(dims, "rt_torch_tensor_expand: dims"), dims.length));
}

/** row-major copy (or the same data if already so) (rt_torch_tensor_contiguous). */
function tensorContiguous(x) {
  return core.tensor(raw.rt_torch_tensor_contiguous(core.tensorHandle(x, "rt_torch_tensor_contiguous: x")));
}

/** 1 when the data is row-major without gaps (rt_torch_tensor_is_contiguous). */
function tensorIsContiguous(x) {
  return core.check(raw.rt_torch_tensor_is_contiguous(core.tensorHandle(x, "rt_torch_tensor_is_contiguous: x"))) === 1;
}

/** writes the dims, returns ndim; RT_ERR_BUFFER_TOO_SMALL when max_dims < ndim (rt_torch_tensor_shape). */
function tensorShape(x, maxDims) {
  const dimsOutOut = core.outputs(maxDims, 0);
  const result = core.check(raw.rt_torch_tensor_shape(core.tensorHandle(x, "rt_torch_tensor_shape: x"), dimsOutOut,
    maxDims));
  return dimsOutOut.slice(0, result);
}

/** number of dims (rt_torch_tensor_ndim). */
function tensorNdim(x) {
  return core.check(raw.rt_torch_tensor_ndim(core.tensorHandle(x, "rt_torch_tensor_ndim: x")));
}

/** number of elements (rt_torch_tensor_numel). */
function tensorNumel(x) {
  return core.check(raw.rt_torch_tensor_numel(core.tensorHandle(x, "rt_torch_tensor_numel: x")));
}

/** size of one dim (rt_torch_tensor_size). */
function tensorSize(x, dim) {
  return core.check(raw.rt_torch_tensor_size(core.tensorHandle(x, "rt_torch_tensor_size: x"), dim));
}

/** dtype code (rt_torch_tensor_dtype). */
function tensorDtype(x) {
  return core.check(raw.rt_torch_tensor_dtype(core.tensorHandle(x, "rt_torch_tensor_dtype: x")));
}

/** copy converted to dtype (rt_torch_tensor_to_dtype). */
function tensorToDtype(x, dtype) {
  return core.tensor(raw.rt_torch_tensor_to_dtype(core.tensorHandle(x, "rt_torch_tensor_to_dtype: x"), dtype));
}

/** numel * element size (rt_torch_tensor_nbytes). */
function tensorNbytes(x) {
  return core.check(raw.rt_torch_tensor_nbytes(core.tensorHandle(x, "rt_torch_tensor_nbytes: x")));
}

/** row-major copy of the data in its own dtype, from any device; returns bytes written (rt_torch_tensor_copy_to). */
function tensorCopyTo(x, out) {
  return core.check(raw.rt_torch_tensor_copy_to(core.tensorHandle(x, "rt_torch_tensor_copy_to: x"),
    core.bytes(out, "rt_torch_tensor_copy_to: out"), core.byteLength(out)));
}

/** one-element tensor to double; status (rt_torch_tensor_item). */
function tensorItem(x) {
  const outOut = core.outputs(1, 0);
  core.check(raw.rt_torch_tensor_item(core.tensorHandle(x, "rt_torch_tensor_item: x"), outOut));
  return outOut[0];
}

/**
 * write src's values into dst in place (broadcast, converted to dst's dtype; not recorded by autograd)
 * (rt_torch_tensor_copy_from).
 */
function tensorCopyFrom(dst, src) {
  core.check(raw.rt_torch_tensor_copy_from(core.tensorHandle(dst, "rt_torch_tensor_copy_from: dst"),
    core.tensorHandle(src, "rt_torch_tensor_copy_from: src")));
}

// ---- 8. Indexing and slicing ----

/** x[start:end:step] along dim (step > 0; bounds clamp as in Python) (rt_torch_tensor_slice). */
function tensorSlice(x, dim, start, end, step) {
  return core.tensor(raw.rt_torch_tensor_slice(core.tensorHandle(x, "rt_torch_tensor_slice: x"), dim, start, end,
    step));
}

/** rows of dim picked by a 1-D int64 index (rt_torch_tensor_index_select). */
function tensorIndexSelect(x, dim, index) {
  return core.tensor(raw.rt_torch_tensor_index_select(core.tensorHandle(x, "rt_torch_tensor_index_select: x"), dim,
    core.tensorHandle(index, "rt_torch_tensor_index_select: index")));
}

/** values picked along dim by an int64 index (rt_torch_tensor_gather). */
function tensorGather(x, dim, index) {
  return core.tensor(raw.rt_torch_tensor_gather(core.tensorHandle(x, "rt_torch_tensor_gather: x"), dim,
    core.tensorHandle(index, "rt_torch_tensor_gather: index")));
}

/** join along an existing dim (rt_torch_tensor_cat). */
function tensorCat(xs, dim) {
  return core.tensor(raw.rt_torch_tensor_cat(core.tensorHandles(xs, "rt_torch_tensor_cat: xs"), xs.length, dim));
}

/** join along a new dim (rt_torch_tensor_stack). */
function tensorStack(xs, dim) {
  return core.tensor(raw.rt_torch_tensor_stack(core.tensorHandles(xs, "rt_torch_tensor_stack: xs"), xs.length, dim));
}

/** split into at most chunks parts; returns the count written (rt_torch_tensor_chunk). */
function tensorChunk(x, chunks, dim, maxOut) {
  const outOut = core.outputs(maxOut, 0);
  const result = core.check(raw.rt_torch_tensor_chunk(core.tensorHandle(x, "rt_torch_tensor_chunk: x"), chunks, dim,
    outOut, maxOut));
  return core.tensors(outOut.slice(0, result));
}

// ---- 9. Neural-network operations (a weight or bias handle of 0 means none) ----

/** x @ weight.T + bias (rt_torch_nn_linear). */
function nnLinear(x, weight, bias) {
  return core.tensor(raw.rt_torch_nn_linear(core.tensorHandle(x, "rt_torch_nn_linear: x"),
    core.tensorHandle(weight, "rt_torch_nn_linear: weight"), core.tensorHandle(bias, "rt_torch_nn_linear: bias")));
}

/** 2-D convolution of NCHW input (rt_torch_nn_conv2d). */
function nnConv2d(x, weight, bias, stride, padding, dilation, groups) {
  return core.tensor(raw.rt_torch_nn_conv2d(core.tensorHandle(x, "rt_torch_nn_conv2d: x"),
    core.tensorHandle(weight, "rt_torch_nn_conv2d: weight"), core.tensorHandle(bias, "rt_torch_nn_conv2d: bias"),
    core.fixed(stride, 2, "rt_torch_nn_conv2d: stride"), core.fixed(padding, 2, "rt_torch_nn_conv2d: padding"),
    core.fixed(dilation, 2, "rt_torch_nn_conv2d: dilation"), groups));
}

/** 2-D max pooling (rt_torch_nn_max_pool2d). */
function nnMaxPool2d(x, kernel, stride, padding) {
  return core.tensor(raw.rt_torch_nn_max_pool2d(core.tensorHandle(x, "rt_torch_nn_max_pool2d: x"),
    core.fixed(kernel, 2, "rt_torch_nn_max_pool2d: kernel"), core.fixed(stride, 2, "rt_torch_nn_max_pool2d: stride"),
    core.fixed(padding, 2, "rt_torch_nn_max_pool2d: padding")));
}

/** 2-D average pooling (padding counted) (rt_torch_nn_avg_pool2d). */
function nnAvgPool2d(x, kernel, stride, padding) {
  return core.tensor(raw.rt_torch_nn_avg_pool2d(core.tensorHandle(x, "rt_torch_nn_avg_pool2d: x"),
    core.fixed(kernel, 2, "rt_torch_nn_avg_pool2d: kernel"), core.fixed(stride, 2, "rt_torch_nn_avg_pool2d: stride"),
    core.fixed(padding, 2, "rt_torch_nn_avg_pool2d: padding")));
}

/**
 * 1-D convolution of (N, C, L) or (C, L) input, weight (out_channels, in_channels / groups, k) (rt_torch_nn_conv1d).
 */
function nnConv1d(x, weight, bias, stride, padding, dilation, groups) {
  return core.tensor(raw.rt_torch_nn_conv1d(core.tensorHandle(x, "rt_torch_nn_conv1d: x"),
    core.tensorHandle(weight, "rt_torch_nn_conv1d: weight"), core.tensorHandle(bias, "rt_torch_nn_conv1d: bias"),
    stride, padding, dilation, groups));
}

/**
 * transposed 2-D convolution (the gradient of conv2d's input) of NCHW input, weight (in_channels, out_channels /
 * groups, kH, kW); output_padding below stride or dilation adds to one side (rt_torch_nn_conv_transpose2d).
 */
function nnConvTranspose2d(x, weight, bias, stride, padding, outputPadding, dilation, groups) {
  return core.tensor(raw.rt_torch_nn_conv_transpose2d(core.tensorHandle(x, "rt_torch_nn_conv_transpose2d: x"),
    core.tensorHandle(weight, "rt_torch_nn_conv_transpose2d: weight"),
    core.tensorHandle(bias, "rt_torch_nn_conv_transpose2d: bias"),
    core.fixed(stride, 2, "rt_torch_nn_conv_transpose2d: stride"),
    core.fixed(padding, 2, "rt_torch_nn_conv_transpose2d: padding"),
    core.fixed(outputPadding, 2, "rt_torch_nn_conv_transpose2d: output_padding"),
    core.fixed(dilation, 2, "rt_torch_nn_conv_transpose2d: dilation"), groups));
}

/**
 * transposed 1-D convolution of (N, C, L) or (C, L) input, weight (in_channels, out_channels / groups, k)
 * (rt_torch_nn_conv_transpose1d).
 */
function nnConvTranspose1d(x, weight, bias, stride, padding, outputPadding, dilation, groups) {
  return core.tensor(raw.rt_torch_nn_conv_transpose1d(core.tensorHandle(x, "rt_torch_nn_conv_transpose1d: x"),
    core.tensorHandle(weight, "rt_torch_nn_conv_transpose1d: weight"),
    core.tensorHandle(bias, "rt_torch_nn_conv_transpose1d: bias"), stride, padding, outputPadding, dilation, groups));
}

/**
 * 3-D convolution of (N, C, D, H, W) or (C, D, H, W) input, weight (out_channels, in_channels / groups, kD, kH, kW)
 * (rt_torch_nn_conv3d).
 */
function nnConv3d(x, weight, bias, stride, padding, dilation, groups) {
  return core.tensor(raw.rt_torch_nn_conv3d(core.tensorHandle(x, "rt_torch_nn_conv3d: x"),
    core.tensorHandle(weight, "rt_torch_nn_conv3d: weight"), core.tensorHandle(bias, "rt_torch_nn_conv3d: bias"),
    core.fixed(stride, 3, "rt_torch_nn_conv3d: stride"), core.fixed(padding, 3, "rt_torch_nn_conv3d: padding"),
    core.fixed(dilation, 3, "rt_torch_nn_conv3d: dilation"), groups));
}

/** 1-D max pooling of (N, C, L) or (C, L) input (rt_torch_nn_max_pool1d). */
function nnMaxPool1d(x, kernel, stride, padding) {
  return core.tensor(raw.rt_torch_nn_max_pool1d(core.tensorHandle(x, "rt_torch_nn_max_pool1d: x"), kernel, stride,
    padding));
}

/** 1-D average pooling (padding counted) of (N, C, L) or (C, L) input (rt_torch_nn_avg_pool1d). */
function nnAvgPool1d(x, kernel, stride, padding) {
  return core.tensor(raw.rt_torch_nn_avg_pool1d(core.tensorHandle(x, "rt_torch_nn_avg_pool1d: x"), kernel, stride,
    padding));
}

/** 2-D max pooling of (N, C, H, W) or (C, H, W) input with dilation and ceil_mode (rt_torch_nn_max_pool2d_ex). */
function nnMaxPool2dEx(x, kernel, stride, padding, dilation, ceilMode) {
  return core.tensor(raw.rt_torch_nn_max_pool2d_ex(core.tensorHandle(x, "rt_torch_nn_max_pool2d_ex: x"),
    core.fixed(kernel, 2, "rt_torch_nn_max_pool2d_ex: kernel"),
    core.fixed(stride, 2, "rt_torch_nn_max_pool2d_ex: stride"),
    core.fixed(padding, 2, "rt_torch_nn_max_pool2d_ex: padding"),
    core.fixed(dilation, 2, "rt_torch_nn_max_pool2d_ex: dilation"), ceilMode));
}

/**
 * rt_torch_nn_max_pool2d_ex's output and the int64 index of each maximum in its plane; status
 * (rt_torch_nn_max_pool2d_with_indices).
 */
function nnMaxPool2dWithIndices(x, kernel, stride, padding, dilation, ceilMode) {
  const outputOut = core.outputs(1, 0);
  const indicesOut = core.outputs(1, 0);
  core.check(raw.rt_torch_nn_max_pool2d_with_indices(core.tensorHandle(x, "rt_torch_nn_max_pool2d_with_indices: x"),
    core.fixed(kernel, 2, "rt_torch_nn_max_pool2d_with_indices: kernel"),
    core.fixed(stride, 2, "rt_torch_nn_max_pool2d_with_indices: stride"),
    core.fixed(padding, 2, "rt_torch_nn_max_pool2d_with_indices: padding"),
    core.fixed(dilation, 2, "rt_torch_nn_max_pool2d_with_indices: dilation"), ceilMode, outputOut, indicesOut));
  return [core.tensor(outputOut[0]), core.tensor(indicesOut[0])];
}

/** 1-D max pooling of (N, C, L) or (C, L) input with dilation and ceil_mode (rt_torch_nn_max_pool1d_ex). */
function nnMaxPool1dEx(x, kernel, stride, padding, dilation, ceilMode) {
  return core.tensor(raw.rt_torch_nn_max_pool1d_ex(core.tensorHandle(x, "rt_torch_nn_max_pool1d_ex: x"), kernel, stride,
    padding, dilation, ceilMode));
}

/**
 * rt_torch_nn_max_pool1d_ex's output and the int64 position of each maximum along L; status
 * (rt_torch_nn_max_pool1d_with_indices).
 */
function nnMaxPool1dWithIndices(x, kernel, stride, padding, dilation, ceilMode) {
  const outputOut = core.outputs(1, 0);
  const indicesOut = core.outputs(1, 0);
  core.check(raw.rt_torch_nn_max_pool1d_with_indices(core.tensorHandle(x, "rt_torch_nn_max_pool1d_with_indices: x"),
    kernel, stride, padding, dilation, ceilMode, outputOut, indicesOut));
  return [core.tensor(outputOut[0]), core.tensor(indicesOut[0])];
}

/**
 * 2-D average pooling: each window's sum over divisor_override (0: none), else over its size (the padding counted if
 * count_include_pad, never what lies past it) (rt_torch_nn_avg_pool2d_ex).
 */
function nnAvgPool2dEx(x, kernel, stride, padding, ceilMode, countIncludePad, divisorOverride) {
  return core.tensor(raw.rt_torch_nn_avg_pool2d_ex(core.tensorHandle(x, "rt_torch_nn_avg_pool2d_ex: x"),
    core.fixed(kernel, 2, "rt_torch_nn_avg_pool2d_ex: kernel"),
    core.fixed(stride, 2, "rt_torch_nn_avg_pool2d_ex: stride"),
    core.fixed(padding, 2, "rt_torch_nn_avg_pool2d_ex: padding"), ceilMode, countIncludePad, divisorOverride));
}

/**
 * 1-D average pooling of (N, C, L) or (C, L) input, options as rt_torch_nn_avg_pool2d_ex
 * (rt_torch_nn_avg_pool1d_ex).
 */
function nnAvgPool1dEx(x, kernel, stride, padding, ceilMode, countIncludePad, divisorOverride) {
  return core.tensor(raw.rt_torch_nn_avg_pool1d_ex(core.tensorHandle(x, "rt_torch_nn_avg_pool1d_ex: x"), kernel, stride,
    padding, ceilMode, countIncludePad, divisorOverride));
}

/**
 * mean of (N, C, H, W) or (C, H, W) floating x over adaptive windows, to output_size (0 allowed)
 * (rt_torch_nn_adaptive_avg_pool2d).
 */
function nnAdaptiveAvgPool2d(x, outputSize) {
  return core.tensor(raw.rt_torch_nn_adaptive_avg_pool2d(core.tensorHandle(x, "rt_torch_nn_adaptive_avg_pool2d: x"),
    core.fixed(outputSize, 2, "rt_torch_nn_adaptive_avg_pool2d: output_size")));
}

/**
 * mean of (N, C, L) or (C, L) floating x over adaptive windows, to output_size (0 allowed)
 * (rt_torch_nn_adaptive_avg_pool1d).
 */
function nnAdaptiveAvgPool1d(x, outputSize) {
  return core.tensor(raw.rt_torch_nn_adaptive_avg_pool1d(core.tensorHandle(x, "rt_torch_nn_adaptive_avg_pool1d: x"),
    outputSize));
}

/**
 * maximum of (N, C, H, W) or (C, H, W) floating x over adaptive windows, to output_size (0 allowed)
 * (rt_torch_nn_adaptive_max_pool2d).
 */
function nnAdaptiveMaxPool2d(x, outputSize) {
  return core.tensor(raw.rt_torch_nn_adaptive_max_pool2d(core.tensorHandle(x, "rt_torch_nn_adaptive_max_pool2d: x"),
    core.fixed(outputSize, 2, "rt_torch_nn_adaptive_max_pool2d: output_size")));
}

/**
 * rt_torch_nn_adaptive_max_pool2d's output and the int64 index of each maximum in its plane; status
 * (rt_torch_nn_adaptive_max_pool2d_with_indices).
 */
function nnAdaptiveMaxPool2dWithIndices(x, outputSize) {
  const outputOut = core.outputs(1, 0);
  const indicesOut = core.outputs(1, 0);
  core.check(raw.rt_torch_nn_adaptive_max_pool2d_with_indices(
    core.tensorHandle(x, "rt_torch_nn_adaptive_max_pool2d_with_indices: x"),
    core.fixed(outputSize, 2, "rt_torch_nn_adaptive_max_pool2d_with_indices: output_size"), outputOut, indicesOut));
  return [core.tensor(outputOut[0]), core.tensor(indicesOut[0])];
}

/**
 * maximum of (N, C, L) or (C, L) floating x over adaptive windows, to output_size (0 allowed)
 * (rt_torch_nn_adaptive_max_pool1d).
 */
function nnAdaptiveMaxPool1d(x, outputSize) {
  return core.tensor(raw.rt_torch_nn_adaptive_max_pool1d(core.tensorHandle(x, "rt_torch_nn_adaptive_max_pool1d: x"),
    outputSize));
}

/**
 * rt_torch_nn_adaptive_max_pool1d's output and the int64 position of each maximum along L; status
 * (rt_torch_nn_adaptive_max_pool1d_with_indices).
 */
function nnAdaptiveMaxPool1dWithIndices(x, outputSize) {
  const outputOut = core.outputs(1, 0);
  const indicesOut = core.outputs(1, 0);
  core.check(raw.rt_torch_nn_adaptive_max_pool1d_with_indices(
    core.tensorHandle(x, "rt_torch_nn_adaptive_max_pool1d_with_indices: x"), outputSize, outputOut, indicesOut));
  return [core.tensor(outputOut[0]), core.tensor(indicesOut[0])];
}

/**
 * (N, C, *) x resized to size over its last n dims by mode (RT_INTERPOLATE_*); scales (n_scales 0 or n): the scale
 * factors a caller gave, used for the positions as PyTorch does; align_corners for LINEAR (rt_torch_nn_interpolate).
 */
function nnInterpolate(x, size, scales, mode, alignCorners) {
  return core.tensor(raw.rt_torch_nn_interpolate(core.tensorHandle(x, "rt_torch_nn_interpolate: x"),
    core.array(size, "rt_torch_nn_interpolate: size"), size.length,
    core.array(scales, "rt_torch_nn_interpolate: scales"), scales.length, mode, alignCorners));
}

/**
 * each group of channels of (N, C, *) x normalised over its channels and positions (biased variance), then weight *
 * . + bias per channel (0: none; of x's dtype, or float32 with a half or bfloat16 x, as PyTorch's CPU kernel takes);
 * instance norm is num_groups = C (rt_torch_nn_group_norm).
 */
function nnGroupNorm(x, numGroups, weight, bias, eps) {
  return core.tensor(raw.rt_torch_nn_group_norm(core.tensorHandle(x, "rt_torch_nn_group_norm: x"), numGroups,
    core.tensorHandle(weight, "rt_torch_nn_group_norm: weight"),
    core.tensorHandle(bias, "rt_torch_nn_group_norm: bias"), eps));
}

/**
 * x / sqrt(mean(x ** 2) + eps) over the trailing dims of normalized_shape, times weight (0: none); eps NaN: the
 * dtype's machine epsilon (rt_torch_nn_rms_norm).
 */
function nnRmsNorm(x, normalizedShape, weight, eps) {
  return core.tensor(raw.rt_torch_nn_rms_norm(core.tensorHandle(x, "rt_torch_nn_rms_norm: x"),
    core.array(normalizedShape, "rt_torch_nn_rms_norm: normalized_shape"), normalizedShape.length,
    core.tensorHandle(weight, "rt_torch_nn_rms_norm: weight"), eps));
}

/** batch norm over dim 1; updates the running stats in place when training (rt_torch_nn_batch_norm). */
function nnBatchNorm(x, runningMean, runningVar, weight, bias, training, momentum, eps) {
  return core.tensor(raw.rt_torch_nn_batch_norm(core.tensorHandle(x, "rt_torch_nn_batch_norm: x"),
    core.tensorHandle(runningMean, "rt_torch_nn_batch_norm: running_mean"),
    core.tensorHandle(runningVar, "rt_torch_nn_batch_norm: running_var"),
    core.tensorHandle(weight, "rt_torch_nn_batch_norm: weight"),
    core.tensorHandle(bias, "rt_torch_nn_batch_norm: bias"), training, momentum, eps));
}

/** normalise over the trailing dims (rt_torch_nn_layer_norm). */
function nnLayerNorm(x, normalizedShape, weight, bias, eps) {
  return core.tensor(raw.rt_torch_nn_layer_norm(core.tensorHandle(x, "rt_torch_nn_layer_norm: x"),
    core.array(normalizedShape, "rt_torch_nn_layer_norm: normalized_shape"), normalizedShape.length,
    core.tensorHandle(weight, "rt_torch_nn_layer_norm: weight"),
    core.tensorHandle(bias, "rt_torch_nn_layer_norm: bias"), eps));
}

/** zero elements with probability p, scale by 1/(1-p) (rt_torch_nn_dropout). */
function nnDropout(x, p, training) {
  return core.tensor(raw.rt_torch_nn_dropout(core.tensorHandle(x, "rt_torch_nn_dropout: x"), p, training));
}

/** rows of weight picked by int64 indices (rt_torch_nn_embedding). */
function nnEmbedding(indices, weight) {
  return core.tensor(raw.rt_torch_nn_embedding(core.tensorHandle(indices, "rt_torch_nn_embedding: indices"),
    core.tensorHandle(weight, "rt_torch_nn_embedding: weight")));
}

/**
 * rt_torch_nn_embedding with PyTorch's options: row padding_idx (-1: none) gets no gradient; max_norm > 0 first
 * scales the named rows whose norm_type-norm exceeds it, in place (0: none) (rt_torch_nn_embedding_ex).
 */
function nnEmbeddingEx(indices, weight, paddingIdx, maxNorm, normType) {
  return core.tensor(raw.rt_torch_nn_embedding_ex(core.tensorHandle(indices, "rt_torch_nn_embedding_ex: indices"),
    core.tensorHandle(weight, "rt_torch_nn_embedding_ex: weight"), paddingIdx, maxNorm, normType));
}

/**
 * (bags, embedding_dim): each bag's rows of weight combined by mode (RT_EMBEDDING_BAG_*); 1-D indices cut into bags
 * at offsets (starts from 0, non-decreasing; include_last_offset: offsets ends with the length), or 2-D indices of
 * one bag a row (offsets 0); per_sample_weights (0: none) of indices' shape, SUM only; padding_idx (-1: none) rows
 * are left out; an empty bag gives zeros; max_norm > 0 renormalises the rows used in place as
 * rt_torch_nn_embedding_ex (rt_torch_nn_embedding_bag).
 */
function nnEmbeddingBag(indices, weight, offsets, mode, perSampleWeights, includeLastOffset, paddingIdx, maxNorm,
  normType) {
  return core.tensor(raw.rt_torch_nn_embedding_bag(core.tensorHandle(indices, "rt_torch_nn_embedding_bag: indices"),
    core.tensorHandle(weight, "rt_torch_nn_embedding_bag: weight"),
    core.tensorHandle(offsets, "rt_torch_nn_embedding_bag: offsets"), mode,
    core.tensorHandle(perSampleWeights, "rt_torch_nn_embedding_bag: per_sample_weights"), includeLastOffset, paddingIdx,
    maxNorm, normType));
}

/**
 * int64 of indices' shape plus a last dim of num_classes (-1: the largest index + 1), 1 at each index
 * (rt_torch_nn_one_hot).
 */
function nnOneHot(indices, numClasses) {
  return core.tensor(raw.rt_torch_nn_one_hot(core.tensorHandle(indices, "rt_torch_nn_one_hot: indices"), numClasses));
}

/** x divided by max(its p-norm along dim, eps), floating x (rt_torch_nn_normalize). */
function nnNormalize(x, p, dim, eps) {
  return core.tensor(raw.rt_torch_nn_normalize(core.tensorHandle(x, "rt_torch_nn_normalize: x"), p, dim, eps));
}

/**
 * cosine of the angle between x1 and x2 along dim (broadcast; promoted to a floating dtype), each norm at least eps
 * (rt_torch_nn_cosine_similarity).
 */
function nnCosineSimilarity(x1, x2, dim, eps) {
  return core.tensor(raw.rt_torch_nn_cosine_similarity(core.tensorHandle(x1, "rt_torch_nn_cosine_similarity: x1"),
    core.tensorHandle(x2, "rt_torch_nn_cosine_similarity: x2"), dim, eps));
}

// ---- 10. Losses (reduction: 0 none, 1 mean, 2 sum) ----

/** squared error (rt_torch_nn_mse_loss). */
function nnMseLoss(input, target, reduction) {
  return core.tensor(raw.rt_torch_nn_mse_loss(core.tensorHandle(input, "rt_torch_nn_mse_loss: input"),
    core.tensorHandle(target, "rt_torch_nn_mse_loss: target"), reduction));
}

/** cross entropy on int64 class indices (rt_torch_nn_cross_entropy). */
function nnCrossEntropy(logits, target, reduction) {
  return core.tensor(raw.rt_torch_nn_cross_entropy(core.tensorHandle(logits, "rt_torch_nn_cross_entropy: logits"),
    core.tensorHandle(target, "rt_torch_nn_cross_entropy: target"), reduction));
}

/** BCE on probabilities (rt_torch_nn_binary_cross_entropy). */
function nnBinaryCrossEntropy(probs, target, reduction) {
  return core.tensor(raw.rt_torch_nn_binary_cross_entropy(
    core.tensorHandle(probs, "rt_torch_nn_binary_cross_entropy: probs"),
    core.tensorHandle(target, "rt_torch_nn_binary_cross_entropy: target"), reduction));
}

/** negative log likelihood on class indices (rt_torch_nn_nll_loss). */
function nnNllLoss(logProbs, target, reduction) {
  return core.tensor(raw.rt_torch_nn_nll_loss(core.tensorHandle(logProbs, "rt_torch_nn_nll_loss: log_probs"),
    core.tensorHandle(target, "rt_torch_nn_nll_loss: target"), reduction));
}

/** absolute error (rt_torch_nn_l1_loss). */
function nnL1Loss(input, target, reduction) {
  return core.tensor(raw.rt_torch_nn_l1_loss(core.tensorHandle(input, "rt_torch_nn_l1_loss: input"),
    core.tensorHandle(target, "rt_torch_nn_l1_loss: target"), reduction));
}

/**
 * 0.5 * d ** 2 / beta where |d| < beta, else |d| - 0.5 * beta, d = input - target (beta >= 0; 0: l1)
 * (rt_torch_nn_smooth_l1_loss).
 */
function nnSmoothL1Loss(input, target, beta, reduction) {
  return core.tensor(raw.rt_torch_nn_smooth_l1_loss(core.tensorHandle(input, "rt_torch_nn_smooth_l1_loss: input"),
    core.tensorHandle(target, "rt_torch_nn_smooth_l1_loss: target"), beta, reduction));
}

/**
 * 0.5 * d ** 2 where |d| < delta, else delta * (|d| - 0.5 * delta), d = input - target (delta > 0)
 * (rt_torch_nn_huber_loss).
 */
function nnHuberLoss(input, target, delta, reduction) {
  return core.tensor(raw.rt_torch_nn_huber_loss(core.tensorHandle(input, "rt_torch_nn_huber_loss: input"),
    core.tensorHandle(target, "rt_torch_nn_huber_loss: target"), delta, reduction));
}

/** log(1 + exp(-target * input)); target takes no gradient (rt_torch_nn_soft_margin_loss). */
function nnSoftMarginLoss(input, target, reduction) {
  return core.tensor(raw.rt_torch_nn_soft_margin_loss(core.tensorHandle(input, "rt_torch_nn_soft_margin_loss: input"),
    core.tensorHandle(target, "rt_torch_nn_soft_margin_loss: target"), reduction));
}

/**
 * BCE of sigmoid(input), computed without overflow; weight (0: none) scales each element's loss and pos_weight (0:
 * none) the positive term; both broadcast to input's shape and take no gradient
 * (rt_torch_nn_binary_cross_entropy_with_logits).
 */
function nnBinaryCrossEntropyWithLogits(input, target, weight, posWeight, reduction) {
  return core.tensor(raw.rt_torch_nn_binary_cross_entropy_with_logits(
    core.tensorHandle(input, "rt_torch_nn_binary_cross_entropy_with_logits: input"),
    core.tensorHandle(target, "rt_torch_nn_binary_cross_entropy_with_logits: target"),
    core.tensorHandle(weight, "rt_torch_nn_binary_cross_entropy_with_logits: weight"),
    core.tensorHandle(posWeight, "rt_torch_nn_binary_cross_entropy_with_logits: pos_weight"), reduction));
}

/**
 * target * (log(target) - input) of log-probabilities input (log_target: target holds log-probabilities too);
 * RT_REDUCTION_MEAN averages over every element (rt_torch_nn_kl_div).
 */
function nnKlDiv(input, target, logTarget, reduction) {
  return core.tensor(raw.rt_torch_nn_kl_div(core.tensorHandle(input, "rt_torch_nn_kl_div: input"),
    core.tensorHandle(target, "rt_torch_nn_kl_div: target"), logTarget, reduction));
}

/**
 * cross entropy with PyTorch's options: target int64 class indices, or class probabilities of logits' shape; weight
 * (0: none) one per class, of logits' dtype, taking no gradient with indices; ignore_index a class index left out
 * (mean: of the weighted count); label_smoothing in [0, 1] (rt_torch_nn_cross_entropy_ex).
 */
function nnCrossEntropyEx(logits, target, weight, ignoreIndex, labelSmoothing, reduction) {
  return core.tensor(raw.rt_torch_nn_cross_entropy_ex(core.tensorHandle(logits, "rt_torch_nn_cross_entropy_ex: logits"),
    core.tensorHandle(target, "rt_torch_nn_cross_entropy_ex: target"),
    core.tensorHandle(weight, "rt_torch_nn_cross_entropy_ex: weight"), ignoreIndex, labelSmoothing, reduction));
}

/**
 * negative log likelihood with class weights (0: none; mean divides by the weights of the counted targets) and an
 * ignore_index (rt_torch_nn_nll_loss_ex).
 */
function nnNllLossEx(logProbs, target, weight, ignoreIndex, reduction) {
  return core.tensor(raw.rt_torch_nn_nll_loss_ex(core.tensorHandle(logProbs, "rt_torch_nn_nll_loss_ex: log_probs"),
    core.tensorHandle(target, "rt_torch_nn_nll_loss_ex: target"),
    core.tensorHandle(weight, "rt_torch_nn_nll_loss_ex: weight"), ignoreIndex, reduction));
}

/**
 * max(0, -target * (input1 - input2) + margin); the three have one number of dims and broadcast (promoted; integers
 * give float32, bool and complex are refused) (rt_torch_nn_margin_ranking_loss).
 */
function nnMarginRankingLoss(input1, input2, target, margin, reduction) {
  return core.tensor(raw.rt_torch_nn_margin_ranking_loss(
    core.tensorHandle(input1, "rt_torch_nn_margin_ranking_loss: input1"),
    core.tensorHandle(input2, "rt_torch_nn_margin_ranking_loss: input2"),
    core.tensorHandle(target, "rt_torch_nn_margin_ranking_loss: target"), margin, reduction));
}

/**
 * 1 - cos(input1, input2) where target is 1, max(0, cos - margin) where it is -1, else 0: inputs (N, D) with target
 * (N), or (D) with a 0-dim target (inputs broadcast; integers give float32) (rt_torch_nn_cosine_embedding_loss).
 */
function nnCosineEmbeddingLoss(input1, input2, target, margin, reduction) {
  return core.tensor(raw.rt_torch_nn_cosine_embedding_loss(
    core.tensorHandle(input1, "rt_torch_nn_cosine_embedding_loss: input1"),
    core.tensorHandle(input2, "rt_torch_nn_cosine_embedding_loss: input2"),
    core.tensorHandle(target, "rt_torch_nn_cosine_embedding_loss: target"), margin, reduction));
}

/**
 * max(0, margin + d(anchor, positive) - d(anchor, negative)), d(a, b) the p-norm of a - b + eps over the last dim
 * (swap: the smaller of d(anchor, negative) and d(positive, negative)); margin > 0, p >= 0; the three have one
 * number of dims and broadcast (rt_torch_nn_triplet_margin_loss).
 */
function nnTripletMarginLoss(anchor, positive, negative, margin, p, eps, swap, reduction) {
  return core.tensor(raw.rt_torch_nn_triplet_margin_loss(
    core.tensorHandle(anchor, "rt_torch_nn_triplet_margin_loss: anchor"),
    core.tensorHandle(positive, "rt_torch_nn_triplet_margin_loss: positive"),
    core.tensorHandle(negative, "rt_torch_nn_triplet_margin_loss: negative"), margin, p, eps, swap, reduction));
}

/**
 * CTC loss: log_probs (T, N, C) or unbatched (T, C), float32 or float64; targets integer classes other than blank,
 * (N, S) padded or 1-D one after another; input_lengths, target_lengths integer (N) (0-dim unbatched); mean divides
 * each loss by its target length (at least 1), then averages; zero_infinity: impossible alignments give 0 and no
 * gradient; the gradient is PyTorch's (made for log_softmax input) (rt_torch_nn_ctc_loss).
 */
function nnCtcLoss(logProbs, targets, inputLengths, targetLengths, blank, reduction, zeroInfinity) {
  return core.tensor(raw.rt_torch_nn_ctc_loss(core.tensorHandle(logProbs, "rt_torch_nn_ctc_loss: log_probs"),
    core.tensorHandle(targets, "rt_torch_nn_ctc_loss: targets"),
    core.tensorHandle(inputLengths, "rt_torch_nn_ctc_loss: input_lengths"),
    core.tensorHandle(targetLengths, "rt_torch_nn_ctc_loss: target_lengths"), blank, reduction, zeroInfinity));
}

// ---- 11. Autograd ----

/** start or stop recording ops on a leaf (rt_torch_tensor_set_requires_grad). */
function tensorSetRequiresGrad(x, flag) {
  core.check(raw.rt_torch_tensor_set_requires_grad(core.tensorHandle(x, "rt_torch_tensor_set_requires_grad: x"), flag));
}

/** 1 when ops on x are recorded (rt_torch_tensor_requires_grad). */
function tensorRequiresGrad(x) {
  return core.check(raw.rt_torch_tensor_requires_grad(core.tensorHandle(x, "rt_torch_tensor_requires_grad: x"))) === 1;
}

/** new handle to x.grad; 0 with RT_OK when x has no grad (rt_torch_tensor_grad). */
function tensorGrad(x) {
  return core.tensor(raw.rt_torch_tensor_grad(core.tensorHandle(x, "rt_torch_tensor_grad: x")));
}

/** accumulate d(loss)/d(leaf) into the leaves' grads; loss is real and holds one element (rt_torch_tensor_backward). */
function tensorBackward(loss) {
  core.check(raw.rt_torch_tensor_backward(core.tensorHandle(loss, "rt_torch_tensor_backward: loss")));
}

/** drop x.grad (rt_torch_tensor_zero_grad). */
function tensorZeroGrad(x) {
  core.check(raw.rt_torch_tensor_zero_grad(core.tensorHandle(x, "rt_torch_tensor_zero_grad: x")));
}

/** same data, cut from the graph (rt_torch_tensor_detach). */
function tensorDetach(x) {
  return core.tensor(raw.rt_torch_tensor_detach(core.tensorHandle(x, "rt_torch_tensor_detach: x")));
}

/** stop recording on this thread; nests (rt_torch_no_grad_begin). */
function noGradBegin() {
  core.check(raw.rt_torch_no_grad_begin());
}

/** end the innermost no_grad_begin (rt_torch_no_grad_end). */
function noGradEnd() {
  core.check(raw.rt_torch_no_grad_end());
}

/** 1 when this thread records ops (rt_torch_is_grad_enabled). */
function isGradEnabled() {
  return core.check(raw.rt_torch_is_grad_enabled()) === 1;
}

// ---- 12. Device management ----

/** copy on cuda:device_index (rt_torch_tensor_cuda). */
function tensorCuda(x, deviceIndex) {
  return core.tensor(raw.rt_torch_tensor_cuda(core.tensorHandle(x, "rt_torch_tensor_cuda: x"), deviceIndex));
}

/** copy on the CPU (same data when already there) (rt_torch_tensor_cpu). */
function tensorCpu(x) {
  return core.tensor(raw.rt_torch_tensor_cpu(core.tensorHandle(x, "rt_torch_tensor_cpu: x")));
}

/** 1 when x lives on a CUDA device (rt_torch_tensor_is_cuda). */
function tensorIsCuda(x) {
  return core.check(raw.rt_torch_tensor_is_cuda(core.tensorHandle(x, "rt_torch_tensor_is_cuda: x"))) === 1;
}

/** device code of x; -2 on error (rt_torch_tensor_device). */
function tensorDevice(x) {
  return core.check(raw.rt_torch_tensor_device(core.tensorHandle(x, "rt_torch_tensor_device: x")));
}

/** copy on a device code (rt_torch_tensor_to_device). */
function tensorToDevice(x, device) {
  return core.tensor(raw.rt_torch_tensor_to_device(core.tensorHandle(x, "rt_torch_tensor_to_device: x"), device));
}

/** copy to the stream's device, queued on it, not blocking the caller (rt_torch_tensor_to_stream). */
function tensorToStream(x, stream) {
  return core.tensor(raw.rt_torch_tensor_to_stream(core.tensorHandle(x, "rt_torch_tensor_to_stream: x"),
    core.handleOf(stream, StreamHandle, "rt_torch_tensor_to_stream: stream")));
}

/** copy with its own storage, kept in the graph (rt_torch_tensor_clone). */
function tensorClone(x) {
  return core.tensor(raw.rt_torch_tensor_clone(core.tensorHandle(x, "rt_torch_tensor_clone: x")));
}

/**
 * wait until all work queued on cuda:device_index (every stream) is done; a device fault that work hit is reported
 * here as RT_ERR_DEVICE; status (rt_torch_cuda_synchronize).
 */
function cudaSynchronize(deviceIndex) {
  core.check(raw.rt_torch_cuda_synchronize(deviceIndex));
}

// ---- 13. CUDA streams (RT_ERR_DEVICE where CUDA is absent) ----

/** new stream on cuda:device_index (rt_torch_stream_create). */
function streamCreate(deviceIndex) {
  return new StreamHandle(core.check(raw.rt_torch_stream_create(deviceIndex)));
}

/** wait for the stream's work (rt_torch_stream_synchronize). */
function streamSynchronize(stream) {
  core.check(raw.rt_torch_stream_synchronize(
    core.handleOf(stream, StreamHandle, "rt_torch_stream_synchronize: stream")));
}

/** 1 all work done, 0 pending (rt_torch_stream_query). */
function streamQuery(stream) {
  return core.check(raw.rt_torch_stream_query(
    core.handleOf(stream, StreamHandle, "rt_torch_stream_query: stream"))) === 1;
}

/** release a stream handle (rt_torch_stream_free). */
function streamFree(stream) {
  core.freeOwner(stream, StreamHandle, "rt_torch_stream_free: stream");
}

// ---- 14. Memory management ----

/** release a tensor handle; 0 is a no-op (rt_torch_tensor_free). */
function tensorFree(x) {
  core.freeOwner(x, TensorMethods, "rt_torch_tensor_free: x");
}

/** bytes held by tensors on the device (rt_torch_cuda_memory_allocated). */
function cudaMemoryAllocated(deviceIndex) {
  return core.check(raw.rt_torch_cuda_memory_allocated(deviceIndex));
}

/** peak of the above (rt_torch_cuda_max_memory_allocated). */
function cudaMaxMemoryAllocated(deviceIndex) {
  return core.check(raw.rt_torch_cuda_max_memory_allocated(deviceIndex));
}

/** return cached CUDA memory to the driver (rt_torch_cuda_empty_cache). */
function cudaEmptyCache() {
  core.check(raw.rt_torch_cuda_empty_cache());
}

// ---- 15. Optimizers ----

/** SGD with momentum and weight decay (PyTorch's rule) (rt_torch_optim_sgd). */
function optimSgd(params, lr, momentum, weightDecay) {
  return new OptimizerHandle(core.check(raw.rt_torch_optim_sgd(core.tensorHandles(params, "rt_torch_optim_sgd: params"),
    params.length, lr, momentum, weightDecay)));
}

/** Adam (PyTorch's rule, L2 weight decay) (rt_torch_optim_adam). */
function optimAdam(params, lr, beta1, beta2, eps, weightDecay) {
  return new OptimizerHandle(core.check(raw.rt_torch_optim_adam(
    core.tensorHandles(params, "rt_torch_optim_adam: params"), params.length, lr, beta1, beta2, eps, weightDecay)));
}

/** update the parameters in place from their grads (rt_torch_optim_step). */
function optimStep(opt) {
  core.check(raw.rt_torch_optim_step(core.handleOf(opt, OptimizerHandle, "rt_torch_optim_step: opt")));
}

/** drop the parameters' grads (rt_torch_optim_zero_grad). */
function optimZeroGrad(opt) {
  core.check(raw.rt_torch_optim_zero_grad(core.handleOf(opt, OptimizerHandle, "rt_torch_optim_zero_grad: opt")));
}

/** release an optimizer handle (rt_torch_optim_free). */
function optimFree(opt) {
  core.freeOwner(opt, OptimizerHandle, "rt_torch_optim_free: opt");
}

/** AdamW: Adam with decoupled weight decay (p *= 1 - lr * weight_decay), PyTorch's rule (rt_torch_optim_adamw). */
function optimAdamw(params, lr, beta1, beta2, eps, weightDecay) {
  return new OptimizerHandle(core.check(raw.rt_torch_optim_adamw(
    core.tensorHandles(params, "rt_torch_optim_adamw: params"), params.length, lr, beta1, beta2, eps, weightDecay)));
}

/** RMSprop, PyTorch's rule (centered: divide by the gradient's estimated variance) (rt_torch_optim_rmsprop). */
function optimRmsprop(params, lr, alpha, eps, weightDecay, momentum, centered) {
  return new OptimizerHandle(core.check(raw.rt_torch_optim_rmsprop(
    core.tensorHandles(params, "rt_torch_optim_rmsprop: params"), params.length, lr, alpha, eps, weightDecay, momentum,
    centered)));
}

/** Adagrad, PyTorch's rule (rt_torch_optim_adagrad). */
function optimAdagrad(params, lr, lrDecay, weightDecay, initialAccumulatorValue, eps) {
  return new OptimizerHandle(core.check(raw.rt_torch_optim_adagrad(
    core.tensorHandles(params, "rt_torch_optim_adagrad: params"), params.length, lr, lrDecay, weightDecay,
    initialAccumulatorValue, eps)));
}

/** Adadelta, PyTorch's rule (rt_torch_optim_adadelta). */
function optimAdadelta(params, lr, rho, eps, weightDecay) {
  return new OptimizerHandle(core.check(raw.rt_torch_optim_adadelta(
    core.tensorHandles(params, "rt_torch_optim_adadelta: params"), params.length, lr, rho, eps, weightDecay)));
}

/**
 * a new parameter group with the optimizer's first options (change them with rt_torch_optim_set_option); returns its
 * index (rt_torch_optim_add_param_group).
 */
function optimAddParamGroup(opt, params) {
  return core.check(raw.rt_torch_optim_add_param_group(
    core.handleOf(opt, OptimizerHandle, "rt_torch_optim_add_param_group: opt"),
    core.tensorHandles(params, "rt_torch_optim_add_param_group: params"), params.length));
}

/** number of parameter groups (rt_torch_optim_param_group_count). */
function optimParamGroupCount(opt) {
  return core.check(raw.rt_torch_optim_param_group_count(
    core.handleOf(opt, OptimizerHandle, "rt_torch_optim_param_group_count: opt")));
}

/**
 * set a group's option by PyTorch's name ("lr", "momentum", "beta1", "nesterov" as 0 or 1, ...): what a
 * learning-rate schedule writes; status (rt_torch_optim_set_option).
 */
function optimSetOption(opt, group, name, value) {
  core.check(raw.rt_torch_optim_set_option(core.handleOf(opt, OptimizerHandle, "rt_torch_optim_set_option: opt"), group,
    core.text(name, "rt_torch_optim_set_option: name"), value));
}

/** read a group's option; status (rt_torch_optim_get_option). */
function optimGetOption(opt, group, name) {
  const valueOut = core.outputs(1, 0);
  core.check(raw.rt_torch_optim_get_option(core.handleOf(opt, OptimizerHandle, "rt_torch_optim_get_option: opt"), group,
    core.text(name, "rt_torch_optim_get_option: name"), valueOut));
  return valueOut[0];
}

/** how many state tensors the optimizer holds for param (0 before its first step) (rt_torch_optim_state_count). */
function optimStateCount(opt, param) {
  return core.check(raw.rt_torch_optim_state_count(
    core.handleOf(opt, OptimizerHandle, "rt_torch_optim_state_count: opt"),
    core.tensorHandle(param, "rt_torch_optim_state_count: param")));
}

/** the name of param's state tensor number index (from 0, in PyTorch's order) (rt_torch_optim_state_name). */
function optimStateName(opt, param, index) {
  return core.check(raw.rt_torch_optim_state_name(core.handleOf(opt, OptimizerHandle, "rt_torch_optim_state_name: opt"),
    core.tensorHandle(param, "rt_torch_optim_state_name: param"), index));
}

/**
 * a copy of one of param's state tensors ("step", "exp_avg", "momentum_buffer", ...; before the first step, the
 * initial value) (rt_torch_optim_get_state).
 */
function optimGetState(opt, param, name) {
  return core.tensor(raw.rt_torch_optim_get_state(core.handleOf(opt, OptimizerHandle, "rt_torch_optim_get_state: opt"),
    core.tensorHandle(param, "rt_torch_optim_get_state: param"), core.text(name, "rt_torch_optim_get_state: name")));
}

/**
 * write one of param's state tensors (same shape, converted to its dtype), e.g. to resume training; status
 * (rt_torch_optim_set_state).
 */
function optimSetState(opt, param, name, value) {
  core.check(raw.rt_torch_optim_set_state(core.handleOf(opt, OptimizerHandle, "rt_torch_optim_set_state: opt"),
    core.tensorHandle(param, "rt_torch_optim_set_state: param"), core.text(name, "rt_torch_optim_set_state: name"),
    core.tensorHandle(value, "rt_torch_optim_set_state: value")));
}

/**
 * scale the params' gradients in place so that their joint norm_type-norm (inf for the largest) is at most max_norm;
 * returns that norm before clipping (rt_torch_nn_clip_grad_norm).
 */
function nnClipGradNorm(params, maxNorm, normType, errorIfNonfinite) {
  return core.tensor(raw.rt_torch_nn_clip_grad_norm(core.tensorHandles(params, "rt_torch_nn_clip_grad_norm: params"),
    params.length, maxNorm, normType, errorIfNonfinite));
}

/** clamp the params' gradients in place to [-clip_value, clip_value]; status (rt_torch_nn_clip_grad_value). */
function nnClipGradValue(params, clipValue) {
  core.check(raw.rt_torch_nn_clip_grad_value(core.tensorHandles(params, "rt_torch_nn_clip_grad_value: params"),
    params.length, clipValue));
}

/** StepLR: lr *= gamma every step_size steps (rt_torch_lr_step). */
function lrStep(opt, stepSize, gamma) {
  return new SchedulerHandle(core.check(raw.rt_torch_lr_step(
    core.handleOf(opt, OptimizerHandle, "rt_torch_lr_step: opt"), stepSize, gamma)));
}

/** MultiStepLR: lr *= gamma at each milestone step (rt_torch_lr_multistep). */
function lrMultistep(opt, milestones, gamma) {
  return new SchedulerHandle(core.check(raw.rt_torch_lr_multistep(
    core.handleOf(opt, OptimizerHandle, "rt_torch_lr_multistep: opt"),
    core.array(milestones, "rt_torch_lr_multistep: milestones"), milestones.length, gamma)));
}

/** ExponentialLR: lr *= gamma each step (rt_torch_lr_exponential). */
function lrExponential(opt, gamma) {
  return new SchedulerHandle(core.check(raw.rt_torch_lr_exponential(
    core.handleOf(opt, OptimizerHandle, "rt_torch_lr_exponential: opt"), gamma)));
}

/**
 * CosineAnnealingLR: from the base lr down to eta_min over t_max steps along a cosine (and back up)
 * (rt_torch_lr_cosine).
 */
function lrCosine(opt, tMax, etaMin) {
  return new SchedulerHandle(core.check(raw.rt_torch_lr_cosine(
    core.handleOf(opt, OptimizerHandle, "rt_torch_lr_cosine: opt"), tMax, etaMin)));
}

/**
 * LinearLR: the base lr times a factor going linearly from start_factor to end_factor over total_iters
 * (rt_torch_lr_linear).
 */
function lrLinear(opt, startFactor, endFactor, totalIters) {
  return new SchedulerHandle(core.check(raw.rt_torch_lr_linear(
    core.handleOf(opt, OptimizerHandle, "rt_torch_lr_linear: opt"), startFactor, endFactor, totalIters)));
}

/** ConstantLR: the base lr times factor for total_iters steps (rt_torch_lr_constant). */
function lrConstant(opt, factor, totalIters) {
  return new SchedulerHandle(core.check(raw.rt_torch_lr_constant(
    core.handleOf(opt, OptimizerHandle, "rt_torch_lr_constant: opt"), factor, totalIters)));
}

/** PolynomialLR: the base lr times (1 - step / total_iters) ** power (rt_torch_lr_polynomial). */
function lrPolynomial(opt, totalIters, power) {
  return new SchedulerHandle(core.check(raw.rt_torch_lr_polynomial(
    core.handleOf(opt, OptimizerHandle, "rt_torch_lr_polynomial: opt"), totalIters, power)));
}

/** CosineAnnealingWarmRestarts: cosine cycles of t_0, t_0 * t_mult, ... steps (rt_torch_lr_cosine_warm_restarts). */
function lrCosineWarmRestarts(opt, t0, tMult, etaMin) {
  return new SchedulerHandle(core.check(raw.rt_torch_lr_cosine_warm_restarts(
    core.handleOf(opt, OptimizerHandle, "rt_torch_lr_cosine_warm_restarts: opt"), t0, tMult, etaMin)));
}

/**
 * OneCycleLR: up to max_lr and down over total_steps (cos or linear); momentum or beta1 cycles the other way when
 * cycle_momentum (rt_torch_lr_one_cycle).
 */
function lrOneCycle(opt, maxLr, totalSteps, pctStart, divFactor, finalDivFactor, annealCos, threePhase, cycleMomentum,
  baseMomentum, maxMomentum) {
  return new SchedulerHandle(core.check(raw.rt_torch_lr_one_cycle(
    core.handleOf(opt, OptimizerHandle, "rt_torch_lr_one_cycle: opt"), maxLr, totalSteps, pctStart, divFactor,
    finalDivFactor, annealCos, threePhase, cycleMomentum, baseMomentum, maxMomentum)));
}

/**
 * ReduceLROnPlateau: lr *= factor once the metric has not improved for more than patience steps
 * (rt_torch_lr_plateau).
 */
function lrPlateau(opt, maximize, factor, patience, threshold, thresholdAbs, cooldown, minLr, eps) {
  return new SchedulerHandle(core.check(raw.rt_torch_lr_plateau(
    core.handleOf(opt, OptimizerHandle, "rt_torch_lr_plateau: opt"), maximize, factor, patience, threshold,
    thresholdAbs, cooldown, minLr, eps)));
}

/** one step: write the next lr into every group; status (rt_torch_lr_scheduler_step). */
function lrSchedulerStep(sched) {
  core.check(raw.rt_torch_lr_scheduler_step(
    core.handleOf(sched, SchedulerHandle, "rt_torch_lr_scheduler_step: sched")));
}

/** one step of a plateau schedule, on the metric just measured; status (rt_torch_lr_scheduler_step_metric). */
function lrSchedulerStepMetric(sched, metric) {
  core.check(raw.rt_torch_lr_scheduler_step_metric(
    core.handleOf(sched, SchedulerHandle, "rt_torch_lr_scheduler_step_metric: sched"), metric));
}

/** back to step 0 from the base lrs (what SequentialLR does at a milestone); status (rt_torch_lr_scheduler_restart). */
function lrSchedulerRestart(sched) {
  core.check(raw.rt_torch_lr_scheduler_restart(
    core.handleOf(sched, SchedulerHandle, "rt_torch_lr_scheduler_restart: sched")));
}

/** steps taken, the first counting 0 (rt_torch_lr_scheduler_last_epoch). */
function lrSchedulerLastEpoch(sched) {
  return core.check(raw.rt_torch_lr_scheduler_last_epoch(
    core.handleOf(sched, SchedulerHandle, "rt_torch_lr_scheduler_last_epoch: sched")));
}

/** release a schedule handle (rt_torch_lr_scheduler_free). */
function lrSchedulerFree(sched) {
  core.freeOwner(sched, SchedulerHandle, "rt_torch_lr_scheduler_free: sched");
}

/**
 * L-BFGS, PyTorch's algorithm (one parameter group; state on the first parameter); max_eval 0: max_iter * 5 / 4;
 * line_search_fn "strong_wolfe" or "" (none); step it with rt_torch_optim_lbfgs_step (rt_torch_optim_lbfgs).
 */
function optimLbfgs(params, lr, maxIter, maxEval, toleranceGrad, toleranceChange, historySize, lineSearchFn) {
  return new OptimizerHandle(core.check(raw.rt_torch_optim_lbfgs(
    core.tensorHandles(params, "rt_torch_optim_lbfgs: params"), params.length, lr, maxIter, maxEval, toleranceGrad,
    toleranceChange, historySize, core.text(lineSearchFn, "rt_torch_optim_lbfgs: line_search_fn"))));
}

/**
 * one L-BFGS step: calls closure(user_data, &loss) (zero grads, forward, backward, write the loss, return RT_OK) up
 * to max_eval times; loss: the first loss. A closure's nonzero RT_ERR_* code fails the step with that code (any
 * other value: RT_ERR_INVALID_ARGUMENT) and leaves the parameters and the state as before the step; status
 * (rt_torch_optim_lbfgs_step).
 */
function optimLbfgsStep(opt, closure) {
  const lossOut = core.outputs(1, 0);
  core.check(raw.rt_torch_optim_lbfgs_step(core.handleOf(opt, OptimizerHandle, "rt_torch_optim_lbfgs_step: opt"),
    core.closure(closure, "rt_torch_optim_lbfgs_step: closure"), null, lossOut));
  return lossOut[0];
}

// ---- 16. Scopes (leak-free C code without bookkeeping) ----

/** open a scope on this thread; scopes nest (rt_torch_scope_begin). */
function scopeBegin() {
  core.check(raw.rt_torch_scope_begin());
}

/** x survives the innermost scope (moves to the outer one) (rt_torch_scope_keep). */
function scopeKeep(x) {
  core.check(raw.rt_torch_scope_keep(core.tensorHandle(x, "rt_torch_scope_keep: x")));
}

/** free every handle this thread created in the innermost scope, except those kept (rt_torch_scope_end). */
function scopeEnd() {
  core.check(raw.rt_torch_scope_end());
}

// ---- 17. Comparison, logic and masks (results are bool tensors) ----

/** a == b, broadcast and promoted (rt_torch_tensor_eq). */
function tensorEq(a, b) {
  return core.tensor(raw.rt_torch_tensor_eq(core.tensorHandle(a, "rt_torch_tensor_eq: a"),
    core.tensorHandle(b, "rt_torch_tensor_eq: b")));
}

/** a != b, broadcast and promoted (rt_torch_tensor_ne). */
function tensorNe(a, b) {
  return core.tensor(raw.rt_torch_tensor_ne(core.tensorHandle(a, "rt_torch_tensor_ne: a"),
    core.tensorHandle(b, "rt_torch_tensor_ne: b")));
}

/** a < b, broadcast and promoted (rt_torch_tensor_lt). */
function tensorLt(a, b) {
  return core.tensor(raw.rt_torch_tensor_lt(core.tensorHandle(a, "rt_torch_tensor_lt: a"),
    core.tensorHandle(b, "rt_torch_tensor_lt: b")));
}

/** a <= b, broadcast and promoted (rt_torch_tensor_le). */
function tensorLe(a, b) {
  return core.tensor(raw.rt_torch_tensor_le(core.tensorHandle(a, "rt_torch_tensor_le: a"),
    core.tensorHandle(b, "rt_torch_tensor_le: b")));
}

/** a > b, broadcast and promoted (rt_torch_tensor_gt). */
function tensorGt(a, b) {
  return core.tensor(raw.rt_torch_tensor_gt(core.tensorHandle(a, "rt_torch_tensor_gt: a"),
    core.tensorHandle(b, "rt_torch_tensor_gt: b")));
}

/** a >= b, broadcast and promoted (rt_torch_tensor_ge). */
function tensorGe(a, b) {
  return core.tensor(raw.rt_torch_tensor_ge(core.tensorHandle(a, "rt_torch_tensor_ge: a"),
    core.tensorHandle(b, "rt_torch_tensor_ge: b")));
}

/** a == s (s converted to the dtype of a with a float first, as PyTorch) (rt_torch_tensor_eq_scalar). */
function tensorEqScalar(a, s) {
  return core.tensor(raw.rt_torch_tensor_eq_scalar(core.tensorHandle(a, "rt_torch_tensor_eq_scalar: a"), s));
}

/** a != s (s converted to the dtype of a with a float first, as PyTorch) (rt_torch_tensor_ne_scalar). */
function tensorNeScalar(a, s) {
  return core.tensor(raw.rt_torch_tensor_ne_scalar(core.tensorHandle(a, "rt_torch_tensor_ne_scalar: a"), s));
}

/** a < s (s converted to the dtype of a with a float first, as PyTorch) (rt_torch_tensor_lt_scalar). */
function tensorLtScalar(a, s) {
  return core.tensor(raw.rt_torch_tensor_lt_scalar(core.tensorHandle(a, "rt_torch_tensor_lt_scalar: a"), s));
}

/** a <= s (s converted to the dtype of a with a float first, as PyTorch) (rt_torch_tensor_le_scalar). */
function tensorLeScalar(a, s) {
  return core.tensor(raw.rt_torch_tensor_le_scalar(core.tensorHandle(a, "rt_torch_tensor_le_scalar: a"), s));
}

/** a > s (s converted to the dtype of a with a float first, as PyTorch) (rt_torch_tensor_gt_scalar). */
function tensorGtScalar(a, s) {
  return core.tensor(raw.rt_torch_tensor_gt_scalar(core.tensorHandle(a, "rt_torch_tensor_gt_scalar: a"), s));
}

/** a >= s (s converted to the dtype of a with a float first, as PyTorch) (rt_torch_tensor_ge_scalar). */
function tensorGeScalar(a, s) {
  return core.tensor(raw.rt_torch_tensor_ge_scalar(core.tensorHandle(a, "rt_torch_tensor_ge_scalar: a"), s));
}

/** a is NaN (rt_torch_tensor_isnan). */
function tensorIsnan(a) {
  return core.tensor(raw.rt_torch_tensor_isnan(core.tensorHandle(a, "rt_torch_tensor_isnan: a")));
}

/** a is infinite (rt_torch_tensor_isinf). */
function tensorIsinf(a) {
  return core.tensor(raw.rt_torch_tensor_isinf(core.tensorHandle(a, "rt_torch_tensor_isinf: a")));
}

/** a is neither infinite nor NaN (rt_torch_tensor_isfinite). */
function tensorIsfinite(a) {
  return core.tensor(raw.rt_torch_tensor_isfinite(core.tensorHandle(a, "rt_torch_tensor_isfinite: a")));
}

/** a is zero (rt_torch_tensor_logical_not). */
function tensorLogicalNot(a) {
  return core.tensor(raw.rt_torch_tensor_logical_not(core.tensorHandle(a, "rt_torch_tensor_logical_not: a")));
}

/** a and b are non-zero, broadcast (rt_torch_tensor_logical_and). */
function tensorLogicalAnd(a, b) {
  return core.tensor(raw.rt_torch_tensor_logical_and(core.tensorHandle(a, "rt_torch_tensor_logical_and: a"),
    core.tensorHandle(b, "rt_torch_tensor_logical_and: b")));
}

/** a or b is non-zero, broadcast (rt_torch_tensor_logical_or). */
function tensorLogicalOr(a, b) {
  return core.tensor(raw.rt_torch_tensor_logical_or(core.tensorHandle(a, "rt_torch_tensor_logical_or: a"),
    core.tensorHandle(b, "rt_torch_tensor_logical_or: b")));
}

/** exactly one of a and b is non-zero, broadcast (rt_torch_tensor_logical_xor). */
function tensorLogicalXor(a, b) {
  return core.tensor(raw.rt_torch_tensor_logical_xor(core.tensorHandle(a, "rt_torch_tensor_logical_xor: a"),
    core.tensorHandle(b, "rt_torch_tensor_logical_xor: b")));
}

/** a where the bool condition holds, else b; all three broadcast, a and b promoted (rt_torch_tensor_where). */
function tensorWhere(condition, a, b) {
  return core.tensor(raw.rt_torch_tensor_where(core.tensorHandle(condition, "rt_torch_tensor_where: condition"),
    core.tensorHandle(a, "rt_torch_tensor_where: a"), core.tensorHandle(b, "rt_torch_tensor_where: b")));
}

/** x with value where the bool mask holds (x and mask broadcast together) (rt_torch_tensor_masked_fill). */
function tensorMaskedFill(x, mask, value) {
  return core.tensor(raw.rt_torch_tensor_masked_fill(core.tensorHandle(x, "rt_torch_tensor_masked_fill: x"),
    core.tensorHandle(mask, "rt_torch_tensor_masked_fill: mask"), value));
}

/** x limited to [min, max]; a NaN bound is no bound (one must be given) (rt_torch_tensor_clamp). */
function tensorClamp(x, min, max) {
  return core.tensor(raw.rt_torch_tensor_clamp(core.tensorHandle(x, "rt_torch_tensor_clamp: x"), min, max));
}

/** bitwise and of integer or bool tensors, broadcast and promoted (rt_torch_tensor_bitwise_and). */
function tensorBitwiseAnd(a, b) {
  return core.tensor(raw.rt_torch_tensor_bitwise_and(core.tensorHandle(a, "rt_torch_tensor_bitwise_and: a"),
    core.tensorHandle(b, "rt_torch_tensor_bitwise_and: b")));
}

/** bitwise or of integer or bool tensors, broadcast and promoted (rt_torch_tensor_bitwise_or). */
function tensorBitwiseOr(a, b) {
  return core.tensor(raw.rt_torch_tensor_bitwise_or(core.tensorHandle(a, "rt_torch_tensor_bitwise_or: a"),
    core.tensorHandle(b, "rt_torch_tensor_bitwise_or: b")));
}

/** bitwise xor of integer or bool tensors, broadcast and promoted (rt_torch_tensor_bitwise_xor). */
function tensorBitwiseXor(a, b) {
  return core.tensor(raw.rt_torch_tensor_bitwise_xor(core.tensorHandle(a, "rt_torch_tensor_bitwise_xor: a"),
    core.tensorHandle(b, "rt_torch_tensor_bitwise_xor: b")));
}

/** bitwise complement of an integer tensor (logical not of a bool one) (rt_torch_tensor_bitwise_not). */
function tensorBitwiseNot(a) {
  return core.tensor(raw.rt_torch_tensor_bitwise_not(core.tensorHandle(a, "rt_torch_tensor_bitwise_not: a")));
}

/** 1 when a and b have the same shape, dtype and elements (NaN is never equal) (rt_torch_tensor_equal). */
function tensorEqual(a, b) {
  return core.check(raw.rt_torch_tensor_equal(core.tensorHandle(a, "rt_torch_tensor_equal: a"),
    core.tensorHandle(b, "rt_torch_tensor_equal: b"))) === 1;
}

/**
 * 1 when |a - b| <= atol + rtol * |b| everywhere (broadcast; one dtype); equal_nan: NaNs match
 * (rt_torch_tensor_allclose).
 */
function tensorAllclose(a, b, rtol, atol, equalNan) {
  return core.check(raw.rt_torch_tensor_allclose(core.tensorHandle(a, "rt_torch_tensor_allclose: a"),
    core.tensorHandle(b, "rt_torch_tensor_allclose: b"), rtol, atol, equalNan)) === 1;
}

// ---- 18. Indexing with tensors (masks, several index tensors) ----

/**
 * int64 indices of the non-zero elements, one row of ndim coordinates each, in row-major order
 * (rt_torch_tensor_nonzero).
 */
function tensorNonzero(x) {
  return core.tensor(raw.rt_torch_tensor_nonzero(core.tensorHandle(x, "rt_torch_tensor_nonzero: x")));
}

/**
 * x[indices[0], ..., indices[n-1]]: int32/int64 tensors for x's leading dims (broadcast together; negative from the
 * end) or bool masks (one per dims they cover) (rt_torch_tensor_index).
 */
function tensorIndex(x, indices) {
  return core.tensor(raw.rt_torch_tensor_index(core.tensorHandle(x, "rt_torch_tensor_index: x"),
    core.tensorHandles(indices, "rt_torch_tensor_index: indices"), indices.length));
}

/** x with x[indices] = values (broadcast, x's dtype); accumulate: += (repeats add up) (rt_torch_tensor_index_put). */
function tensorIndexPut(x, indices, values, accumulate) {
  return core.tensor(raw.rt_torch_tensor_index_put(core.tensorHandle(x, "rt_torch_tensor_index_put: x"),
    core.tensorHandles(indices, "rt_torch_tensor_index_put: indices"), indices.length,
    core.tensorHandle(values, "rt_torch_tensor_index_put: values"), accumulate));
}

/** x with x[index[i][j]][j] = src[i][j] for dim 0 (and so on) (rt_torch_tensor_scatter). */
function tensorScatter(x, dim, index, src) {
  return core.tensor(raw.rt_torch_tensor_scatter(core.tensorHandle(x, "rt_torch_tensor_scatter: x"), dim,
    core.tensorHandle(index, "rt_torch_tensor_scatter: index"),
    core.tensorHandle(src, "rt_torch_tensor_scatter: src")));
}

/** x with value written at index along dim (rt_torch_tensor_scatter_value). */
function tensorScatterValue(x, dim, index, value) {
  return core.tensor(raw.rt_torch_tensor_scatter_value(core.tensorHandle(x, "rt_torch_tensor_scatter_value: x"), dim,
    core.tensorHandle(index, "rt_torch_tensor_scatter_value: index"), value));
}

/** x with x[index[i][j]][j] += src[i][j] for dim 0 (and so on) (rt_torch_tensor_scatter_add). */
function tensorScatterAdd(x, dim, index, src) {
  return core.tensor(raw.rt_torch_tensor_scatter_add(core.tensorHandle(x, "rt_torch_tensor_scatter_add: x"), dim,
    core.tensorHandle(index, "rt_torch_tensor_scatter_add: index"),
    core.tensorHandle(src, "rt_torch_tensor_scatter_add: src")));
}

/**
 * x with src's values combined at index along dim by reduce (RT_SCATTER_*); include_self: x's own value takes part
 * (rt_torch_tensor_scatter_reduce).
 */
function tensorScatterReduce(x, dim, index, src, reduce, includeSelf) {
  return core.tensor(raw.rt_torch_tensor_scatter_reduce(core.tensorHandle(x, "rt_torch_tensor_scatter_reduce: x"), dim,
    core.tensorHandle(index, "rt_torch_tensor_scatter_reduce: index"),
    core.tensorHandle(src, "rt_torch_tensor_scatter_reduce: src"), reduce, includeSelf));
}

/** x with alpha * source's slices added at the 1-D index along dim (rt_torch_tensor_index_add). */
function tensorIndexAdd(x, dim, index, source, alpha) {
  return core.tensor(raw.rt_torch_tensor_index_add(core.tensorHandle(x, "rt_torch_tensor_index_add: x"), dim,
    core.tensorHandle(index, "rt_torch_tensor_index_add: index"),
    core.tensorHandle(source, "rt_torch_tensor_index_add: source"), alpha));
}

/** values picked along dim (x and indices broadcast in the other dims) (rt_torch_tensor_take_along_dim). */
function tensorTakeAlongDim(x, indices, dim) {
  return core.tensor(raw.rt_torch_tensor_take_along_dim(core.tensorHandle(x, "rt_torch_tensor_take_along_dim: x"),
    core.tensorHandle(indices, "rt_torch_tensor_take_along_dim: indices"), dim));
}

// ---- 19. More reductions, scans and ordering ----

/** product (integers and bool give int64) of all elements, as a scalar tensor (rt_torch_tensor_prod). */
function tensorProd(x) {
  return core.tensor(raw.rt_torch_tensor_prod(core.tensorHandle(x, "rt_torch_tensor_prod: x")));
}

/** product (integers and bool give int64) along dim; keepdim keeps it as size 1 (rt_torch_tensor_prod_dim). */
function tensorProdDim(x, dim, keepdim) {
  return core.tensor(raw.rt_torch_tensor_prod_dim(core.tensorHandle(x, "rt_torch_tensor_prod_dim: x"), dim, keepdim));
}

/**
 * 1 when every element is non-zero (bool; uint8 for uint8) of all elements, as a scalar tensor
 * (rt_torch_tensor_all).
 */
function tensorAll(x) {
  return core.tensor(raw.rt_torch_tensor_all(core.tensorHandle(x, "rt_torch_tensor_all: x")));
}

/**
 * 1 when every element is non-zero (bool; uint8 for uint8) along dim; keepdim keeps it as size 1
 * (rt_torch_tensor_all_dim).
 */
function tensorAllDim(x, dim, keepdim) {
  return core.tensor(raw.rt_torch_tensor_all_dim(core.tensorHandle(x, "rt_torch_tensor_all_dim: x"), dim, keepdim));
}

/**
 * 1 when some element is non-zero (bool; uint8 for uint8) of all elements, as a scalar tensor (rt_torch_tensor_any).
 */
function tensorAny(x) {
  return core.tensor(raw.rt_torch_tensor_any(core.tensorHandle(x, "rt_torch_tensor_any: x")));
}

/**
 * 1 when some element is non-zero (bool; uint8 for uint8) along dim; keepdim keeps it as size 1
 * (rt_torch_tensor_any_dim).
 */
function tensorAnyDim(x, dim, keepdim) {
  return core.tensor(raw.rt_torch_tensor_any_dim(core.tensorHandle(x, "rt_torch_tensor_any_dim: x"), dim, keepdim));
}

/** log of the sum of exp along dim, without overflow (rt_torch_tensor_logsumexp). */
function tensorLogsumexp(x, dim, keepdim) {
  return core.tensor(raw.rt_torch_tensor_logsumexp(core.tensorHandle(x, "rt_torch_tensor_logsumexp: x"), dim, keepdim));
}

/** running sum along dim (integers and bool give int64) (rt_torch_tensor_cumsum). */
function tensorCumsum(x, dim) {
  return core.tensor(raw.rt_torch_tensor_cumsum(core.tensorHandle(x, "rt_torch_tensor_cumsum: x"), dim));
}

/** running product along dim (integers and bool give int64) (rt_torch_tensor_cumprod). */
function tensorCumprod(x, dim) {
  return core.tensor(raw.rt_torch_tensor_cumprod(core.tensorHandle(x, "rt_torch_tensor_cumprod: x"), dim));
}

/** running maximum along dim and where it was (the latest of ties; a NaN stays); status (rt_torch_tensor_cummax). */
function tensorCummax(x, dim) {
  const valuesOut = core.outputs(1, 0);
  const indicesOut = core.outputs(1, 0);
  core.check(raw.rt_torch_tensor_cummax(core.tensorHandle(x, "rt_torch_tensor_cummax: x"), dim, valuesOut, indicesOut));
  return [core.tensor(valuesOut[0]), core.tensor(indicesOut[0])];
}

/** running minimum along dim and where it was (the latest of ties; a NaN stays); status (rt_torch_tensor_cummin). */
function tensorCummin(x, dim) {
  const valuesOut = core.outputs(1, 0);
  const indicesOut = core.outputs(1, 0);
  core.check(raw.rt_torch_tensor_cummin(core.tensorHandle(x, "rt_torch_tensor_cummin: x"), dim, valuesOut, indicesOut));
  return [core.tensor(valuesOut[0]), core.tensor(indicesOut[0])];
}

/**
 * variance over n dims (n 0: all elements): squared deviations summed / max(0, N - correction)
 * (rt_torch_tensor_var_correction).
 */
function tensorVarCorrection(x, dims, correction, keepdim) {
  return core.tensor(raw.rt_torch_tensor_var_correction(core.tensorHandle(x, "rt_torch_tensor_var_correction: x"),
    core.array(dims, "rt_torch_tensor_var_correction: dims"), dims.length, correction, keepdim));
}

/** square root of rt_torch_tensor_var_correction (rt_torch_tensor_std_correction). */
function tensorStdCorrection(x, dims, correction, keepdim) {
  return core.tensor(raw.rt_torch_tensor_std_correction(core.tensorHandle(x, "rt_torch_tensor_std_correction: x"),
    core.array(dims, "rt_torch_tensor_std_correction: dims"), dims.length, correction, keepdim));
}

/**
 * x sorted along dim and where each value came from (equal values keep their order whatever stable says, which
 * PyTorch allows); status (rt_torch_tensor_sort).
 */
function tensorSort(x, dim, descending, stable) {
  const valuesOut = core.outputs(1, 0);
  const indicesOut = core.outputs(1, 0);
  core.check(raw.rt_torch_tensor_sort(core.tensorHandle(x, "rt_torch_tensor_sort: x"), dim, descending, stable,
    valuesOut, indicesOut));
  return [core.tensor(valuesOut[0]), core.tensor(indicesOut[0])];
}

/** the indices of rt_torch_tensor_sort alone (rt_torch_tensor_argsort). */
function tensorArgsort(x, dim, descending, stable) {
  return core.tensor(raw.rt_torch_tensor_argsort(core.tensorHandle(x, "rt_torch_tensor_argsort: x"), dim, descending,
    stable));
}

/**
 * the k largest (largest 0: smallest) along dim and their indices, ordered from the extreme whatever sorted says
 * (which PyTorch allows); status (rt_torch_tensor_topk).
 */
function tensorTopk(x, k, dim, largest, sorted) {
  const valuesOut = core.outputs(1, 0);
  const indicesOut = core.outputs(1, 0);
  core.check(raw.rt_torch_tensor_topk(core.tensorHandle(x, "rt_torch_tensor_topk: x"), k, dim, largest, sorted,
    valuesOut, indicesOut));
  return [core.tensor(valuesOut[0]), core.tensor(indicesOut[0])];
}

/** the k-th smallest (k from 1) along dim and its index; status (rt_torch_tensor_kthvalue). */
function tensorKthvalue(x, k, dim, keepdim) {
  const valuesOut = core.outputs(1, 0);
  const indicesOut = core.outputs(1, 0);
  core.check(raw.rt_torch_tensor_kthvalue(core.tensorHandle(x, "rt_torch_tensor_kthvalue: x"), k, dim, keepdim,
    valuesOut, indicesOut));
  return [core.tensor(valuesOut[0]), core.tensor(indicesOut[0])];
}

/** the lower median of all elements (NaN if one is NaN or there are none) (rt_torch_tensor_median). */
function tensorMedian(x) {
  return core.tensor(raw.rt_torch_tensor_median(core.tensorHandle(x, "rt_torch_tensor_median: x")));
}

/**
 * the lower median along dim and its index (a NaN and its index if the row has one); status
 * (rt_torch_tensor_median_dim).
 */
function tensorMedianDim(x, dim, keepdim) {
  const valuesOut = core.outputs(1, 0);
  const indicesOut = core.outputs(1, 0);
  core.check(raw.rt_torch_tensor_median_dim(core.tensorHandle(x, "rt_torch_tensor_median_dim: x"), dim, keepdim,
    valuesOut, indicesOut));
  return [core.tensor(valuesOut[0]), core.tensor(indicesOut[0])];
}

/** the most frequent value along dim (the smallest of ties) and its last index; status (rt_torch_tensor_mode). */
function tensorMode(x, dim, keepdim) {
  const valuesOut = core.outputs(1, 0);
  const indicesOut = core.outputs(1, 0);
  core.check(raw.rt_torch_tensor_mode(core.tensorHandle(x, "rt_torch_tensor_mode: x"), dim, keepdim, valuesOut,
    indicesOut));
  return [core.tensor(valuesOut[0]), core.tensor(indicesOut[0])];
}

/**
 * the distinct elements ascending (each NaN distinct), the int64 position in values of each element of x (x's shape)
 * and how often each occurs; status (rt_torch_tensor_unique).
 */
function tensorUnique(x) {
  const valuesOut = core.outputs(1, 0);
  const inverseOut = core.outputs(1, 0);
  const countsOut = core.outputs(1, 0);
  core.check(raw.rt_torch_tensor_unique(core.tensorHandle(x, "rt_torch_tensor_unique: x"), valuesOut, inverseOut,
    countsOut));
  return [core.tensor(valuesOut[0]), core.tensor(inverseOut[0]), core.tensor(countsOut[0])];
}

/**
 * where values would be inserted into the innermost dim of sorted_sequence (1-D, or its leading dims those of
 * values) to keep it sorted: the first such place (right: the last); sorter (0: none) the int64 argsort of an
 * unsorted sequence; int64 (out_int32: int32) positions (rt_torch_tensor_searchsorted).
 */
function tensorSearchsorted(sortedSequence, values, outInt32, right, sorter) {
  return core.tensor(raw.rt_torch_tensor_searchsorted(
    core.tensorHandle(sortedSequence, "rt_torch_tensor_searchsorted: sorted_sequence"),
    core.tensorHandle(values, "rt_torch_tensor_searchsorted: values"), outInt32, right,
    core.tensorHandle(sorter, "rt_torch_tensor_searchsorted: sorter")));
}

/**
 * the index of the bucket of 1-D ascending boundaries each element falls in: boundaries[i-1] < v <= boundaries[i]
 * (right: boundaries[i-1] <= v < boundaries[i]) (rt_torch_tensor_bucketize).
 */
function tensorBucketize(input, boundaries, outInt32, right) {
  return core.tensor(raw.rt_torch_tensor_bucketize(core.tensorHandle(input, "rt_torch_tensor_bucketize: input"),
    core.tensorHandle(boundaries, "rt_torch_tensor_bucketize: boundaries"), outInt32, right));
}

// ---- 20. More shape operations ----

/** lower triangle of the last two dims (above diagonal set to 0) (rt_torch_tensor_tril). */
function tensorTril(x, diagonal) {
  return core.tensor(raw.rt_torch_tensor_tril(core.tensorHandle(x, "rt_torch_tensor_tril: x"), diagonal));
}

/** upper triangle of the last two dims (below diagonal set to 0) (rt_torch_tensor_triu). */
function tensorTriu(x, diagonal) {
  return core.tensor(raw.rt_torch_tensor_triu(core.tensorHandle(x, "rt_torch_tensor_triu: x"), diagonal));
}

/** elements shifted along dim, wrapping around (rt_torch_tensor_roll). */
function tensorRoll(x, shifts, dim) {
  return core.tensor(raw.rt_torch_tensor_roll(core.tensorHandle(x, "rt_torch_tensor_roll: x"), shifts, dim));
}

/** order reversed along dim (rt_torch_tensor_flip). */
function tensorFlip(x, dim) {
  return core.tensor(raw.rt_torch_tensor_flip(core.tensorHandle(x, "rt_torch_tensor_flip: x"), dim));
}

/**
 * 1-D x: square matrix with x on the diagonal; 2-D x: that diagonal (0 main, > 0 above, < 0 below)
 * (rt_torch_tensor_diag).
 */
function tensorDiag(x, diagonal) {
  return core.tensor(raw.rt_torch_tensor_diag(core.tensorHandle(x, "rt_torch_tensor_diag: x"), diagonal));
}

/** the diagonals of the (dim1, dim2) planes as a new last dim (a view) (rt_torch_tensor_diagonal). */
function tensorDiagonal(x, offset, dim1, dim2) {
  return core.tensor(raw.rt_torch_tensor_diagonal(core.tensorHandle(x, "rt_torch_tensor_diagonal: x"), offset, dim1,
    dim2));
}

/** x tiled repeats[i] times along dim i (n >= ndim; extra repeats add leading dims) (rt_torch_tensor_repeat). */
function tensorRepeat(x, repeats) {
  return core.tensor(raw.rt_torch_tensor_repeat(core.tensorHandle(x, "rt_torch_tensor_repeat: x"),
    core.array(repeats, "rt_torch_tensor_repeat: repeats"), repeats.length));
}

/** each slice along dim repeated repeats times in place (rt_torch_tensor_repeat_interleave). */
function tensorRepeatInterleave(x, repeats, dim) {
  return core.tensor(raw.rt_torch_tensor_repeat_interleave(core.tensorHandle(x, "rt_torch_tensor_repeat_interleave: x"),
    repeats, dim));
}

/**
 * slice i along dim repeated repeats[i] times (an integer tensor of 1 or size(dim) counts)
 * (rt_torch_tensor_repeat_interleave_tensor).
 */
function tensorRepeatInterleaveTensor(x, repeats, dim) {
  return core.tensor(raw.rt_torch_tensor_repeat_interleave_tensor(
    core.tensorHandle(x, "rt_torch_tensor_repeat_interleave_tensor: x"),
    core.tensorHandle(repeats, "rt_torch_tensor_repeat_interleave_tensor: repeats"), dim));
}

/** views of split_size along dim (the last may be shorter); returns the count (rt_torch_tensor_split). */
function tensorSplit(x, splitSize, dim, maxOut) {
  const outOut = core.outputs(maxOut, 0);
  const result = core.check(raw.rt_torch_tensor_split(core.tensorHandle(x, "rt_torch_tensor_split: x"), splitSize, dim,
    outOut, maxOut));
  return core.tensors(outOut.slice(0, result));
}

/** views of the given sizes (summing to size(dim)); returns n (rt_torch_tensor_split_sizes). */
function tensorSplitSizes(x, sizes, dim, maxOut) {
  const outOut = core.outputs(maxOut, 0);
  const result = core.check(raw.rt_torch_tensor_split_sizes(core.tensorHandle(x, "rt_torch_tensor_split_sizes: x"),
    core.array(sizes, "rt_torch_tensor_split_sizes: sizes"), sizes.length, dim, outOut, maxOut));
  return core.tensors(outOut.slice(0, result));
}

/**
 * sections views along dim, the first size(dim) % sections one longer; returns sections
 * (rt_torch_tensor_tensor_split).
 */
function tensorTensorSplit(x, sections, dim, maxOut) {
  const outOut = core.outputs(maxOut, 0);
  const result = core.check(raw.rt_torch_tensor_tensor_split(core.tensorHandle(x, "rt_torch_tensor_tensor_split: x"),
    sections, dim, outOut, maxOut));
  return core.tensors(outOut.slice(0, result));
}

/**
 * the n + 1 views between the indices along dim (bounds as Python slices); returns n + 1
 * (rt_torch_tensor_tensor_split_indices).
 */
function tensorTensorSplitIndices(x, indices, dim, maxOut) {
  const outOut = core.outputs(maxOut, 0);
  const result = core.check(raw.rt_torch_tensor_tensor_split_indices(
    core.tensorHandle(x, "rt_torch_tensor_tensor_split_indices: x"),
    core.array(indices, "rt_torch_tensor_tensor_split_indices: indices"), indices.length, dim, outOut, maxOut));
  return core.tensors(outOut.slice(0, result));
}

/** x with dim source moved to position destination (a view) (rt_torch_tensor_movedim). */
function tensorMovedim(x, source, destination) {
  return core.tensor(raw.rt_torch_tensor_movedim(core.tensorHandle(x, "rt_torch_tensor_movedim: x"), source,
    destination));
}

/** dim split into dims of the given sizes (one may be -1) (rt_torch_tensor_unflatten). */
function tensorUnflatten(x, dim, sizes) {
  return core.tensor(raw.rt_torch_tensor_unflatten(core.tensorHandle(x, "rt_torch_tensor_unflatten: x"), dim,
    core.array(sizes, "rt_torch_tensor_unflatten: sizes"), sizes.length));
}

/**
 * x padded by (before, after) pairs, the last dim first (negative crops); mode RT_PAD_*, value for RT_PAD_CONSTANT
 * (rt_torch_nn_pad).
 */
function nnPad(x, pad, mode, value) {
  return core.tensor(raw.rt_torch_nn_pad(core.tensorHandle(x, "rt_torch_nn_pad: x"),
    core.array(pad, "rt_torch_nn_pad: pad"), pad.length, mode, value));
}

// ---- 21. Random sampling (from the generator rt_torch_manual_seed seeds) ----

/** integers uniform in [low, high) (dtype default int64) (rt_torch_tensor_randint). */
function tensorRandint(low, high, dims, dtype, device) {
  return core.tensor(raw.rt_torch_tensor_randint(low, high, core.array(dims, "rt_torch_tensor_randint: dims"),
    dims.length, dtype, device));
}

/** a random permutation of 0..n-1 (dtype default int64) (rt_torch_tensor_randperm). */
function tensorRandperm(n, dtype, device) {
  return core.tensor(raw.rt_torch_tensor_randperm(n, dtype, device));
}

/** int64 indices drawn from each row of non-negative weights (1-D or 2-D) (rt_torch_tensor_multinomial). */
function tensorMultinomial(probs, numSamples, replacement) {
  return core.tensor(raw.rt_torch_tensor_multinomial(core.tensorHandle(probs, "rt_torch_tensor_multinomial: probs"),
    numSamples, replacement));
}

/**
 * 1 with probability p, else 0, per element of a floating p in [0, 1] (p's dtype; no gradient)
 * (rt_torch_tensor_bernoulli).
 */
function tensorBernoulli(p) {
  return core.tensor(raw.rt_torch_tensor_bernoulli(core.tensorHandle(p, "rt_torch_tensor_bernoulli: p")));
}

/** 1 with probability p, else 0, in x's shape and floating dtype (rt_torch_tensor_bernoulli_scalar). */
function tensorBernoulliScalar(x, p) {
  return core.tensor(raw.rt_torch_tensor_bernoulli_scalar(core.tensorHandle(x, "rt_torch_tensor_bernoulli_scalar: x"),
    p));
}

/** overwrite a floating x with samples of N(mean, std**2) (not recorded by autograd) (rt_torch_tensor_normal_). */
function tensorNormal(x, mean, std) {
  core.check(raw.rt_torch_tensor_normal_(core.tensorHandle(x, "rt_torch_tensor_normal_: x"), mean, std));
}

/** overwrite a floating x with samples of U[low, high) (not recorded by autograd) (rt_torch_tensor_uniform_). */
function tensorUniform(x, low, high) {
  core.check(raw.rt_torch_tensor_uniform_(core.tensorHandle(x, "rt_torch_tensor_uniform_: x"), low, high));
}

/**
 * overwrite x with integers uniform from 0 to the largest its dtype holds exactly (floating: 2**significand bits),
 * PyTorch's random_(); status (rt_torch_tensor_random_).
 */
function tensorRandom(x) {
  core.check(raw.rt_torch_tensor_random_(core.tensorHandle(x, "rt_torch_tensor_random_: x")));
}

/**
 * overwrite x with integers uniform in [low, high), PyTorch's random_(low, high); status
 * (rt_torch_tensor_random_between_).
 */
function tensorRandomBetween(x, low, high) {
  core.check(raw.rt_torch_tensor_random_between_(core.tensorHandle(x, "rt_torch_tensor_random_between_: x"), low,
    high));
}

/**
 * overwrite x with integers uniform from low to the largest its dtype holds exactly, PyTorch's random_(low, None);
 * status (rt_torch_tensor_random_from_).
 */
function tensorRandomFrom(x, low) {
  core.check(raw.rt_torch_tensor_random_from_(core.tensorHandle(x, "rt_torch_tensor_random_from_: x"), low));
}

/**
 * a new generator for a device (RT_DEVICE_DEFAULT: the default one), seeded as PyTorch's are (67280421310721)
 * (rt_torch_generator_new).
 */
function generatorNew(device) {
  return new GeneratorHandle(core.check(raw.rt_torch_generator_new(device)));
}

/** reseed gen; status (rt_torch_generator_manual_seed). */
function generatorManualSeed(gen, seed) {
  core.check(raw.rt_torch_generator_manual_seed(
    core.handleOf(gen, GeneratorHandle, "rt_torch_generator_manual_seed: gen"), seed));
}

/**
 * the seed gen was last given (its 64 bits: a seed above INT64_MAX reads back negative); status
 * (rt_torch_generator_initial_seed).
 */
function generatorInitialSeed(gen) {
  const seedOut = core.outputs(1, 0);
  core.check(raw.rt_torch_generator_initial_seed(
    core.handleOf(gen, GeneratorHandle, "rt_torch_generator_initial_seed: gen"), seedOut));
  return seedOut[0];
}

/**
 * from now on the calling thread's sampling (rand, randn, randint, randperm, multinomial, bernoulli, normal_,
 * uniform_; not dropout) draws from gen; 0: from the default generator again; status (rt_torch_generator_use).
 */
function generatorUse(gen) {
  core.check(raw.rt_torch_generator_use(core.handleOf(gen, GeneratorHandle, "rt_torch_generator_use: gen")));
}

/** release gen (a thread still using it draws from the default generator again); status (rt_torch_generator_free). */
function generatorFree(gen) {
  core.freeOwner(gen, GeneratorHandle, "rt_torch_generator_free: gen");
}

// ---- 22. More linear algebra ----

/** batched matrix product of two 3-D tensors with the same batch size (no broadcasting) (rt_torch_tensor_bmm). */
function tensorBmm(a, b) {
  return core.tensor(raw.rt_torch_tensor_bmm(core.tensorHandle(a, "rt_torch_tensor_bmm: a"),
    core.tensorHandle(b, "rt_torch_tensor_bmm: b")));
}

/** outer product of two 1-D tensors, promoted (rt_torch_tensor_outer). */
function tensorOuter(a, b) {
  return core.tensor(raw.rt_torch_tensor_outer(core.tensorHandle(a, "rt_torch_tensor_outer: a"),
    core.tensorHandle(b, "rt_torch_tensor_outer: b")));
}

/** beta * input + alpha * (mat1 @ mat2), input broadcast; beta 0 ignores input (rt_torch_tensor_addmm). */
function tensorAddmm(input, mat1, mat2, beta, alpha) {
  return core.tensor(raw.rt_torch_tensor_addmm(core.tensorHandle(input, "rt_torch_tensor_addmm: input"),
    core.tensorHandle(mat1, "rt_torch_tensor_addmm: mat1"), core.tensorHandle(mat2, "rt_torch_tensor_addmm: mat2"),
    beta, alpha));
}

/** beta * input + alpha * bmm(batch1, batch2), input broadcast; beta 0 ignores input (rt_torch_tensor_baddbmm). */
function tensorBaddbmm(input, batch1, batch2, beta, alpha) {
  return core.tensor(raw.rt_torch_tensor_baddbmm(core.tensorHandle(input, "rt_torch_tensor_baddbmm: input"),
    core.tensorHandle(batch1, "rt_torch_tensor_baddbmm: batch1"),
    core.tensorHandle(batch2, "rt_torch_tensor_baddbmm: batch2"), beta, alpha));
}

/**
 * Einstein sum of n operands of one dtype, e.g. "ij,jk->ik" (letters, ... for broadcast dims, implicit output as
 * PyTorch; size-1 dims broadcast) (rt_torch_tensor_einsum).
 */
function tensorEinsum(equation, operands) {
  return core.tensor(raw.rt_torch_tensor_einsum(core.text(equation, "rt_torch_tensor_einsum: equation"),
    core.tensorHandles(operands, "rt_torch_tensor_einsum: operands"), operands.length));
}

/**
 * X with a X = b (left 0: X a = b), a square, b a matrix or a vector (batch dims broadcast) (rt_torch_tensor_solve).
 */
function tensorSolve(a, b, left) {
  return core.tensor(raw.rt_torch_tensor_solve(core.tensorHandle(a, "rt_torch_tensor_solve: a"),
    core.tensorHandle(b, "rt_torch_tensor_solve: b"), left));
}

/** sign (0 if singular) and log |det| of square matrices; status (rt_torch_tensor_slogdet). */
function tensorSlogdet(x) {
  const signOut = core.outputs(1, 0);
  const logabsdetOut = core.outputs(1, 0);
  core.check(raw.rt_torch_tensor_slogdet(core.tensorHandle(x, "rt_torch_tensor_slogdet: x"), signOut, logabsdetOut));
  return [core.tensor(signOut[0]), core.tensor(logabsdetOut[0])];
}

/** QR decomposition x = q r, mode RT_QR_*; status (rt_torch_tensor_qr). */
function tensorQr(x, mode) {
  const qOut = core.outputs(1, 0);
  const rOut = core.outputs(1, 0);
  core.check(raw.rt_torch_tensor_qr(core.tensorHandle(x, "rt_torch_tensor_qr: x"), mode, qOut, rOut));
  return [core.tensor(qOut[0]), core.tensor(rOut[0])];
}

/**
 * L with x = L L^H of Hermitian positive-definite matrices, read from the lower triangle (upper: U with x = U^H U,
 * from the upper one) (rt_torch_tensor_cholesky).
 */
function tensorCholesky(x, upper) {
  return core.tensor(raw.rt_torch_tensor_cholesky(core.tensorHandle(x, "rt_torch_tensor_cholesky: x"), upper));
}

/**
 * ascending real eigenvalues and orthonormal eigenvectors of Hermitian matrices, read from the lower triangle
 * (upper: the upper one); status (rt_torch_tensor_eigh).
 */
function tensorEigh(x, upper) {
  const valuesOut = core.outputs(1, 0);
  const vectorsOut = core.outputs(1, 0);
  core.check(raw.rt_torch_tensor_eigh(core.tensorHandle(x, "rt_torch_tensor_eigh: x"), upper, valuesOut, vectorsOut));
  return [core.tensor(valuesOut[0]), core.tensor(vectorsOut[0])];
}

/** the eigenvalues of rt_torch_tensor_eigh alone (rt_torch_tensor_eigvalsh). */
function tensorEigvalsh(x, upper) {
  return core.tensor(raw.rt_torch_tensor_eigvalsh(core.tensorHandle(x, "rt_torch_tensor_eigvalsh: x"), upper));
}

/** singular values, descending (real) (rt_torch_tensor_svdvals). */
function tensorSvdvals(x) {
  return core.tensor(raw.rt_torch_tensor_svdvals(core.tensorHandle(x, "rt_torch_tensor_svdvals: x")));
}

/**
 * least-squares solution of a X = b (b a matrix, or a vector of a's rows), driver RT_LSTSQ_*, rcond < 0 for eps *
 * max(m, n); residuals, rank and singular values as PyTorch's driver gives them (else empty); status
 * (rt_torch_tensor_lstsq).
 */
function tensorLstsq(a, b, rcond, driver) {
  const solutionOut = core.outputs(1, 0);
  const residualsOut = core.outputs(1, 0);
  const rankOut = core.outputs(1, 0);
  const singularValuesOut = core.outputs(1, 0);
  core.check(raw.rt_torch_tensor_lstsq(core.tensorHandle(a, "rt_torch_tensor_lstsq: a"),
    core.tensorHandle(b, "rt_torch_tensor_lstsq: b"), rcond, driver, solutionOut, residualsOut, rankOut,
    singularValuesOut));
  return [core.tensor(solutionOut[0]), core.tensor(residualsOut[0]), core.tensor(rankOut[0]),
    core.tensor(singularValuesOut[0])];
}

/**
 * pseudo-inverse, dropping singular values <= max(atol, rtol * largest) (rtol < 0: eps * max(m, n) if atol is 0,
 * else 0); hermitian: through eigh (rt_torch_tensor_pinv).
 */
function tensorPinv(x, atol, rtol, hermitian) {
  return core.tensor(raw.rt_torch_tensor_pinv(core.tensorHandle(x, "rt_torch_tensor_pinv: x"), atol, rtol, hermitian));
}

/** int64 count of the singular values above the tolerance of rt_torch_tensor_pinv (rt_torch_tensor_matrix_rank). */
function tensorMatrixRank(x, atol, rtol, hermitian) {
  return core.tensor(raw.rt_torch_tensor_matrix_rank(core.tensorHandle(x, "rt_torch_tensor_matrix_rank: x"), atol, rtol,
    hermitian));
}

/**
 * inverse without failing on singular matrices: info (int32, per matrix) is 0 or the LAPACK pivot that was 0 (then
 * inverse is unspecified); status (rt_torch_tensor_inv_ex).
 */
function tensorInvEx(x) {
  const inverseOut = core.outputs(1, 0);
  const infoOut = core.outputs(1, 0);
  core.check(raw.rt_torch_tensor_inv_ex(core.tensorHandle(x, "rt_torch_tensor_inv_ex: x"), inverseOut, infoOut));
  return [core.tensor(inverseOut[0]), core.tensor(infoOut[0])];
}

// ---- 23. More autograd ----

/**
 * backward from any root, seeded with gradient (0: ones, for a root of one element); retain_graph keeps the graph
 * for another backward (rt_torch_tensor_backward_gradient).
 */
function tensorBackwardGradient(root, gradient, retainGraph) {
  core.check(raw.rt_torch_tensor_backward_gradient(core.tensorHandle(root, "rt_torch_tensor_backward_gradient: root"),
    core.tensorHandle(gradient, "rt_torch_tensor_backward_gradient: gradient"), retainGraph));
}

/**
 * d(outputs)/d(inputs) weighted by grad_outputs (none, or 0 entries: ones) into grads, without touching .grad; 0 for
 * an unused input when allow_unused; create_graph makes them differentiable (the NumPy backend: RT_ERR_UNSUPPORTED
 * naming an op whose backward it does not record); returns n_inputs (rt_torch_autograd_grad).
 */
function autogradGrad(outputs, inputs, gradOutputs, retainGraph, createGraph, allowUnused, maxGrads) {
  const gradsOut = core.outputs(maxGrads, 0);
  const result = core.check(raw.rt_torch_autograd_grad(core.tensorHandles(outputs, "rt_torch_autograd_grad: outputs"),
    outputs.length, core.tensorHandles(inputs, "rt_torch_autograd_grad: inputs"), inputs.length,
    core.tensorHandles(gradOutputs, "rt_torch_autograd_grad: grad_outputs"), gradOutputs.length, retainGraph,
    createGraph, allowUnused, gradsOut, maxGrads));
  return core.tensors(gradsOut.slice(0, result));
}

/** keep x's gradient after backward although x is not a leaf (rt_torch_tensor_retain_grad). */
function tensorRetainGrad(x) {
  core.check(raw.rt_torch_tensor_retain_grad(core.tensorHandle(x, "rt_torch_tensor_retain_grad: x")));
}

/** 1 unless x was computed by a recorded op (PyTorch's is_leaf) (rt_torch_tensor_is_leaf). */
function tensorIsLeaf(x) {
  return core.check(raw.rt_torch_tensor_is_leaf(core.tensorHandle(x, "rt_torch_tensor_is_leaf: x"))) === 1;
}

/** 1 when x was computed by a recorded op (PyTorch's grad_fn is not None) (rt_torch_tensor_has_grad_fn). */
function tensorHasGradFn(x) {
  return core.check(raw.rt_torch_tensor_has_grad_fn(core.tensorHandle(x, "rt_torch_tensor_has_grad_fn: x"))) === 1;
}

// ---- 24. Creation with a dtype and a device ----

/** zeros of a dtype on a device (rt_torch_tensor_zeros_options). */
function tensorZerosOptions(dims, dtype, device) {
  return core.tensor(raw.rt_torch_tensor_zeros_options(core.array(dims, "rt_torch_tensor_zeros_options: dims"),
    dims.length, dtype, device));
}

/** ones of a dtype on a device (rt_torch_tensor_ones_options). */
function tensorOnesOptions(dims, dtype, device) {
  return core.tensor(raw.rt_torch_tensor_ones_options(core.array(dims, "rt_torch_tensor_ones_options: dims"),
    dims.length, dtype, device));
}

/** contents unspecified of a dtype on a device (rt_torch_tensor_empty_options). */
function tensorEmptyOptions(dims, dtype, device) {
  return core.tensor(raw.rt_torch_tensor_empty_options(core.array(dims, "rt_torch_tensor_empty_options: dims"),
    dims.length, dtype, device));
}

/** samples of U[0, 1) (floating or complex dtypes) of a dtype on a device (rt_torch_tensor_rand_options). */
function tensorRandOptions(dims, dtype, device) {
  return core.tensor(raw.rt_torch_tensor_rand_options(core.array(dims, "rt_torch_tensor_rand_options: dims"),
    dims.length, dtype, device));
}

/** samples of N(0, 1) (floating or complex dtypes) of a dtype on a device (rt_torch_tensor_randn_options). */
function tensorRandnOptions(dims, dtype, device) {
  return core.tensor(raw.rt_torch_tensor_randn_options(core.array(dims, "rt_torch_tensor_randn_options: dims"),
    dims.length, dtype, device));
}

/** filled with value (which the dtype must hold) (rt_torch_tensor_full_options). */
function tensorFullOptions(dims, value, dtype, device) {
  return core.tensor(raw.rt_torch_tensor_full_options(core.array(dims, "rt_torch_tensor_full_options: dims"),
    dims.length, value, dtype, device));
}

/** n x m identity of a dtype on a device (rt_torch_tensor_eye_options). */
function tensorEyeOptions(n, m, dtype, device) {
  return core.tensor(raw.rt_torch_tensor_eye_options(n, m, dtype, device));
}

/** steps evenly spaced values (integer dtypes truncate them) (rt_torch_tensor_linspace_options). */
function tensorLinspaceOptions(start, end, steps, dtype, device) {
  return core.tensor(raw.rt_torch_tensor_linspace_options(start, end, steps, dtype, device));
}

/** [start, end) by step on a device (rt_torch_tensor_arange_options). */
function tensorArangeOptions(start, end, step, dtype, device) {
  return core.tensor(raw.rt_torch_tensor_arange_options(start, end, step, dtype, device));
}

/** zeros of x's shape (and dtype and device, unless given) (rt_torch_tensor_zeros_like). */
function tensorZerosLike(x, dtype, device) {
  return core.tensor(raw.rt_torch_tensor_zeros_like(core.tensorHandle(x, "rt_torch_tensor_zeros_like: x"), dtype,
    device));
}

/** ones of x's shape (and dtype and device, unless given) (rt_torch_tensor_ones_like). */
function tensorOnesLike(x, dtype, device) {
  return core.tensor(raw.rt_torch_tensor_ones_like(core.tensorHandle(x, "rt_torch_tensor_ones_like: x"), dtype,
    device));
}

/** contents unspecified of x's shape (and dtype and device, unless given) (rt_torch_tensor_empty_like). */
function tensorEmptyLike(x, dtype, device) {
  return core.tensor(raw.rt_torch_tensor_empty_like(core.tensorHandle(x, "rt_torch_tensor_empty_like: x"), dtype,
    device));
}

/** samples of U[0, 1) of x's shape (and dtype and device, unless given) (rt_torch_tensor_rand_like). */
function tensorRandLike(x, dtype, device) {
  return core.tensor(raw.rt_torch_tensor_rand_like(core.tensorHandle(x, "rt_torch_tensor_rand_like: x"), dtype,
    device));
}

/** samples of N(0, 1) of x's shape (and dtype and device, unless given) (rt_torch_tensor_randn_like). */
function tensorRandnLike(x, dtype, device) {
  return core.tensor(raw.rt_torch_tensor_randn_like(core.tensorHandle(x, "rt_torch_tensor_randn_like: x"), dtype,
    device));
}

/** value in x's shape (and dtype and device, unless given) (rt_torch_tensor_full_like). */
function tensorFullLike(x, value, dtype, device) {
  return core.tensor(raw.rt_torch_tensor_full_like(core.tensorHandle(x, "rt_torch_tensor_full_like: x"), value, dtype,
    device));
}

// ---- 25. Attention and recurrent cells ----

/**
 * softmax(query key^T * scale + mask) value over the last two dims (..., L, E), (..., S, E), (..., S, Ev), batch
 * dims broadcast; attn_mask (0: none) bool (1 takes part) or of query's dtype (added), broadcast to (..., L, S);
 * is_causal: the lower triangle takes part (not with a mask); scale NaN: 1 / sqrt(E); a row that takes nothing gives
 * 0 (rt_torch_nn_scaled_dot_product_attention).
 */
function nnScaledDotProductAttention(query, key, value, attnMask, dropoutP, isCausal, scale) {
  return core.tensor(raw.rt_torch_nn_scaled_dot_product_attention(
    core.tensorHandle(query, "rt_torch_nn_scaled_dot_product_attention: query"),
    core.tensorHandle(key, "rt_torch_nn_scaled_dot_product_attention: key"),
    core.tensorHandle(value, "rt_torch_nn_scaled_dot_product_attention: value"),
    core.tensorHandle(attnMask, "rt_torch_nn_scaled_dot_product_attention: attn_mask"), dropoutP, isCausal, scale));
}

/**
 * one Elman step: tanh (relu: max(0, .)) of input w_ih^T + b_ih + hx w_hh^T + b_hh; input (N, I) or (I), hx (N, H)
 * or (H); biases may be 0 (rt_torch_nn_rnn_cell).
 */
function nnRnnCell(input, hx, wIh, wHh, bIh, bHh, relu) {
  return core.tensor(raw.rt_torch_nn_rnn_cell(core.tensorHandle(input, "rt_torch_nn_rnn_cell: input"),
    core.tensorHandle(hx, "rt_torch_nn_rnn_cell: hx"), core.tensorHandle(wIh, "rt_torch_nn_rnn_cell: w_ih"),
    core.tensorHandle(wHh, "rt_torch_nn_rnn_cell: w_hh"), core.tensorHandle(bIh, "rt_torch_nn_rnn_cell: b_ih"),
    core.tensorHandle(bHh, "rt_torch_nn_rnn_cell: b_hh"), relu));
}

/**
 * one LSTM step with PyTorch's gate order (input, forget, cell, output) in w_ih (4H, I) and w_hh (4H, H); status
 * (rt_torch_nn_lstm_cell).
 */
function nnLstmCell(input, hx, cx, wIh, wHh, bIh, bHh) {
  const hOut = core.outputs(1, 0);
  const cOut = core.outputs(1, 0);
  core.check(raw.rt_torch_nn_lstm_cell(core.tensorHandle(input, "rt_torch_nn_lstm_cell: input"),
    core.tensorHandle(hx, "rt_torch_nn_lstm_cell: hx"), core.tensorHandle(cx, "rt_torch_nn_lstm_cell: cx"),
    core.tensorHandle(wIh, "rt_torch_nn_lstm_cell: w_ih"), core.tensorHandle(wHh, "rt_torch_nn_lstm_cell: w_hh"),
    core.tensorHandle(bIh, "rt_torch_nn_lstm_cell: b_ih"), core.tensorHandle(bHh, "rt_torch_nn_lstm_cell: b_hh"), hOut,
    cOut));
  return [core.tensor(hOut[0]), core.tensor(cOut[0])];
}

/**
 * one GRU step with PyTorch's gate order (reset, update, new) in w_ih (3H, I) and w_hh (3H, H)
 * (rt_torch_nn_gru_cell).
 */
function nnGruCell(input, hx, wIh, wHh, bIh, bHh) {
  return core.tensor(raw.rt_torch_nn_gru_cell(core.tensorHandle(input, "rt_torch_nn_gru_cell: input"),
    core.tensorHandle(hx, "rt_torch_nn_gru_cell: hx"), core.tensorHandle(wIh, "rt_torch_nn_gru_cell: w_ih"),
    core.tensorHandle(wHh, "rt_torch_nn_gru_cell: w_hh"), core.tensorHandle(bIh, "rt_torch_nn_gru_cell: b_ih"),
    core.tensorHandle(bHh, "rt_torch_nn_gru_cell: b_hh")));
}

// ---- 26. Mixed precision ----

/**
 * open an autocast region for device (RT_CPU, or n >= 0: CUDA) on the calling thread: enabled 1 casts to dtype
 * (RT_BFLOAT16 or RT_FLOAT16; RT_DTYPE_DEFAULT: the device's current one), 0 turns autocast off inside (a nested
 * enabled=False region); regions nest, each rt_torch_autocast_exit restores the state before its enter; CUDA on a
 * machine without it: RT_ERR_DEVICE; status (rt_torch_autocast_enter).
 */
function autocastEnter(device, dtype, enabled) {
  core.check(raw.rt_torch_autocast_enter(device, dtype, enabled));
}

/**
 * close the calling thread's innermost autocast region, restoring the state before it (none open:
 * RT_ERR_INVALID_ARGUMENT); status (rt_torch_autocast_exit).
 */
function autocastExit() {
  core.check(raw.rt_torch_autocast_exit());
}

/**
 * 1 while autocast is on for device on the calling thread (PyTorch's torch.is_autocast_enabled)
 * (rt_torch_autocast_enabled).
 */
function autocastEnabled(device) {
  return core.check(raw.rt_torch_autocast_enabled(device)) === 1;
}

/**
 * the dtype code autocast casts to for device on the calling thread (RT_BFLOAT16 for the CPU unless set; PyTorch's
 * torch.get_autocast_dtype) (rt_torch_autocast_dtype).
 */
function autocastDtype(device) {
  return core.check(raw.rt_torch_autocast_dtype(device));
}

/**
 * a gradient scaler as torch.amp.GradScaler(init_scale, growth_factor > 1, backoff_factor < 1, growth_interval >= 1,
 * enabled); a disabled one passes everything through (rt_torch_grad_scaler_new).
 */
function gradScalerNew(initScale, growthFactor, backoffFactor, growthInterval, enabled) {
  return new GradientScalerHandle(core.check(raw.rt_torch_grad_scaler_new(initScale, growthFactor, backoffFactor,
    growthInterval, enabled)));
}

/**
 * x times the scale (a float32 scalar: a half or bfloat16 x stays so), recorded by autograd; disabled: a new handle
 * to x itself (rt_torch_grad_scaler_scale).
 */
function gradScalerScale(scaler, x) {
  return core.tensor(raw.rt_torch_grad_scaler_scale(
    core.handleOf(scaler, GradientScalerHandle, "rt_torch_grad_scaler_scale: scaler"),
    core.tensorHandle(x, "rt_torch_grad_scaler_scale: x")));
}

/**
 * divide the gradients of opt's parameters by the scale in place and note whether any is inf or NaN; once per
 * optimizer between updates, before step (else RT_ERR_INVALID_ARGUMENT); float16 gradients: RT_ERR_DTYPE; status
 * (rt_torch_grad_scaler_unscale).
 */
function gradScalerUnscale(scaler, opt) {
  core.check(raw.rt_torch_grad_scaler_unscale(
    core.handleOf(scaler, GradientScalerHandle, "rt_torch_grad_scaler_unscale: scaler"),
    core.handleOf(opt, OptimizerHandle, "rt_torch_grad_scaler_unscale: opt")));
}

/**
 * unscale (unless done) and run opt's step unless a gradient was inf or NaN: 1 stepped, 0 skipped; once per
 * optimizer between updates (rt_torch_grad_scaler_step).
 */
function gradScalerStep(scaler, opt) {
  return core.check(raw.rt_torch_grad_scaler_step(
    core.handleOf(scaler, GradientScalerHandle, "rt_torch_grad_scaler_step: scaler"),
    core.handleOf(opt, OptimizerHandle, "rt_torch_grad_scaler_step: opt"))) === 1;
}

/**
 * end the iteration: new_scale NaN: back off the scale after a skipped step, grow it after growth_interval steps
 * without one (PyTorch's rule); else set the scale to new_scale; status (rt_torch_grad_scaler_update).
 */
function gradScalerUpdate(scaler, newScale) {
  core.check(raw.rt_torch_grad_scaler_update(
    core.handleOf(scaler, GradientScalerHandle, "rt_torch_grad_scaler_update: scaler"), newScale));
}

/**
 * read "scale", "growth_factor", "backoff_factor", "growth_interval" or "growth_tracker" (the steps since the scale
 * last changed), the entries of PyTorch's state_dict; status (rt_torch_grad_scaler_get_option).
 */
function gradScalerGetOption(scaler, name) {
  const valueOut = core.outputs(1, 0);
  core.check(raw.rt_torch_grad_scaler_get_option(
    core.handleOf(scaler, GradientScalerHandle, "rt_torch_grad_scaler_get_option: scaler"),
    core.text(name, "rt_torch_grad_scaler_get_option: name"), valueOut));
  return valueOut[0];
}

/**
 * write one of those, checked as the constructor checks it (PyTorch's set_growth_factor, ..., load_state_dict);
 * status (rt_torch_grad_scaler_set_option).
 */
function gradScalerSetOption(scaler, name, value) {
  core.check(raw.rt_torch_grad_scaler_set_option(
    core.handleOf(scaler, GradientScalerHandle, "rt_torch_grad_scaler_set_option: scaler"),
    core.text(name, "rt_torch_grad_scaler_set_option: name"), value));
}

/** 1 for an enabled scaler (rt_torch_grad_scaler_is_enabled). */
function gradScalerIsEnabled(scaler) {
  return core.check(raw.rt_torch_grad_scaler_is_enabled(
    core.handleOf(scaler, GradientScalerHandle, "rt_torch_grad_scaler_is_enabled: scaler"))) === 1;
}

/** release a gradient scaler (rt_torch_grad_scaler_free). */
function gradScalerFree(scaler) {
  core.freeOwner(scaler, GradientScalerHandle, "rt_torch_grad_scaler_free: scaler");
}

// ---- 28. Saving and loading tensors (safetensors files) ----

/**
 * an empty set of named tensors and metadata, to fill with rt_torch_safetensors_set and save
 * (rt_torch_safetensors_new).
 */
function safetensorsNew() {
  return new SafetensorsHandle(core.check(raw.rt_torch_safetensors_new()));
}

/**
 * read a whole safetensors file (each tensor read straight into its memory, no copy beside it): the set of its
 * tensors, on the CPU whatever the default device (as safetensors.torch.load_file's default;
 * rt_torch_tensor_to_device moves one), and metadata; a malformed file (truncated, offsets that overlap or leave
 * gaps or go past the end, an unknown dtype, a name twice, a header that is not UTF-8 JSON or over 100 MB) gives
 * nothing (rt_torch_safetensors_load).
 */
function safetensorsLoad(path) {
  return new SafetensorsHandle(core.check(raw.rt_torch_safetensors_load(
    core.text(path, "rt_torch_safetensors_load: path"))));
}

/**
 * write the set to path (replaced whole: written to a temporary file beside it, then renamed); status
 * (rt_torch_safetensors_save).
 */
function safetensorsSave(file, path) {
  core.check(raw.rt_torch_safetensors_save(core.handleOf(file, SafetensorsHandle, "rt_torch_safetensors_save: file"),
    core.text(path, "rt_torch_safetensors_save: path")));
}

/**
 * add x under name (replacing a tensor of that name, keeping its place): the tensor itself, as a Python dict holds
 * it, so a save writes its values at that time; a CPU copy is saved from another device; status
 * (rt_torch_safetensors_set).
 */
function safetensorsSet(file, name, x) {
  core.check(raw.rt_torch_safetensors_set(core.handleOf(file, SafetensorsHandle, "rt_torch_safetensors_set: file"),
    core.text(name, "rt_torch_safetensors_set: name"), core.tensorHandle(x, "rt_torch_safetensors_set: x")));
}

/** number of tensors (rt_torch_safetensors_count). */
function safetensorsCount(file) {
  return core.check(raw.rt_torch_safetensors_count(
    core.handleOf(file, SafetensorsHandle, "rt_torch_safetensors_count: file")));
}

/**
 * the name of tensor number index (from 0: a loaded file's in the order of their data, else the order they were
 * first set) (rt_torch_safetensors_name).
 */
function safetensorsName(file, index) {
  return core.check(raw.rt_torch_safetensors_name(
    core.handleOf(file, SafetensorsHandle, "rt_torch_safetensors_name: file"), index));
}

/**
 * a new handle to the tensor of that name (the set's own tensor, not a copy: loading a large file and taking its
 * tensors holds them once) (rt_torch_safetensors_get).
 */
function safetensorsGet(file, name) {
  return core.tensor(raw.rt_torch_safetensors_get(
    core.handleOf(file, SafetensorsHandle, "rt_torch_safetensors_get: file"),
    core.text(name, "rt_torch_safetensors_get: name")));
}

/** add or replace a text entry of the file's __metadata__; status (rt_torch_safetensors_set_metadata). */
function safetensorsSetMetadata(file, key, value) {
  core.check(raw.rt_torch_safetensors_set_metadata(
    core.handleOf(file, SafetensorsHandle, "rt_torch_safetensors_set_metadata: file"),
    core.text(key, "rt_torch_safetensors_set_metadata: key"),
    core.text(value, "rt_torch_safetensors_set_metadata: value")));
}

/** number of metadata entries (rt_torch_safetensors_metadata_count). */
function safetensorsMetadataCount(file) {
  return core.check(raw.rt_torch_safetensors_metadata_count(
    core.handleOf(file, SafetensorsHandle, "rt_torch_safetensors_metadata_count: file")));
}

/**
 * the key of metadata entry number index (from 0, in the file's or the setting order)
 * (rt_torch_safetensors_metadata_key).
 */
function safetensorsMetadataKey(file, index) {
  return core.check(raw.rt_torch_safetensors_metadata_key(
    core.handleOf(file, SafetensorsHandle, "rt_torch_safetensors_metadata_key: file"), index));
}

/**
 * the value of a metadata key (a missing key: "" and RT_ERR_INVALID_ARGUMENT) (rt_torch_safetensors_metadata_value).
 */
function safetensorsMetadataValue(file, key) {
  return core.check(raw.rt_torch_safetensors_metadata_value(
    core.handleOf(file, SafetensorsHandle, "rt_torch_safetensors_metadata_value: file"),
    core.text(key, "rt_torch_safetensors_metadata_value: key")));
}

/** release the set (tensors taken from it with rt_torch_safetensors_get stay valid) (rt_torch_safetensors_free). */
function safetensorsFree(file) {
  core.freeOwner(file, SafetensorsHandle, "rt_torch_safetensors_free: file");
}

// ---- 29. DLPack (zero-copy exchange) ----

/**
 * the DLPack version the library makes, MAJOR * 100 + MINOR (101: 1.1); imports read any 1.x
 * (rt_torch_dlpack_version).
 */
function dlpackVersion() {
  return core.check(raw.rt_torch_dlpack_version());
}

/**
 * write to *out a new DLManagedTensorVersioned* over x's memory (the caller calls its deleter once); a tensor the
 * backend cannot lend (PyTorch's lazy conj or neg) is copied, DLPACK_FLAG_BITMASK_IS_COPIED set; memory x must not
 * write (a NumPy broadcast view) has DLPACK_FLAG_BITMASK_READ_ONLY; *out is NULL on failure
 * (rt_torch_tensor_to_dlpack_versioned).
 */
function tensorToDlpackVersioned(x) {
  const outOut = core.outputs(1, null);
  core.check(raw.rt_torch_tensor_to_dlpack_versioned(core.tensorHandle(x, "rt_torch_tensor_to_dlpack_versioned: x"),
    outOut));
  return outOut[0];
}

/**
 * a tensor over a DLManagedTensorVersioned's memory; it takes managed over: the deleter runs when the last tensor
 * over the memory is freed, or, on any failure but NULL, before the return (never touch managed again); another
 * major version: RT_ERR_UNSUPPORTED; read-only memory is copied (rt_torch_tensor_from_dlpack_versioned).
 */
function tensorFromDlpackVersioned(managed) {
  return core.tensor(raw.rt_torch_tensor_from_dlpack_versioned(managed));
}

/**
 * write to *out a new legacy DLManagedTensor* over x's memory; it has no flags, so a tensor that would need a copy
 * or is read-only is refused (RT_ERR_UNSUPPORTED): use the versioned export; NULL on failure
 * (rt_torch_tensor_to_dlpack_legacy).
 */
function tensorToDlpackLegacy(x) {
  const outOut = core.outputs(1, null);
  core.check(raw.rt_torch_tensor_to_dlpack_legacy(core.tensorHandle(x, "rt_torch_tensor_to_dlpack_legacy: x"), outOut));
  return outOut[0];
}

/**
 * a tensor over a legacy DLManagedTensor's memory; it takes managed over as the versioned import does
 * (rt_torch_tensor_from_dlpack_legacy).
 */
function tensorFromDlpackLegacy(managed) {
  return core.tensor(raw.rt_torch_tensor_from_dlpack_legacy(managed));
}

// ---- 30. Models exported from Python ----

/**
 * rt_torch_model_load_options(path, RT_MODEL_LOAD_DEFAULT): a torch.export program from path; a TorchScript module
 * or AOTInductor package only with SIMPLE_TORCH_TRUSTED_MODELS=1 in the environment (rt_torch_model_load).
 */
function modelLoad(path) {
  return new ModelHandle(core.check(raw.rt_torch_model_load(core.text(path, "rt_torch_model_load: path"))));
}

/**
 * load the program in the regular file at path (a FIFO, device or folder is refused without being opened for
 * reading); flags: RT_MODEL_LOAD_* bits (RT_MODEL_LOAD_TRUSTED: TorchScript and AOTInductor too; an unknown bit:
 * RT_ERR_INVALID_ARGUMENT); an untrusted file of a format that runs code: RT_ERR_INVALID_ARGUMENT saying how to opt
 * in (rt_torch_model_load_options).
 */
function modelLoadOptions(path, flags) {
  return new ModelHandle(core.check(raw.rt_torch_model_load_options(
    core.text(path, "rt_torch_model_load_options: path"), flags)));
}

/**
 * call the model on n input handles; writes its result's tensors (flattened in PyTorch's pytree order) as new
 * handles to outputs and returns their count; more than max_outputs: RT_ERR_BUFFER_TOO_SMALL and none made; records
 * gradients when grad mode is on (rt_torch_model_forward).
 */
function modelForward(model, inputs, maxOutputs) {
  const outputsOut = core.outputs(maxOutputs, 0);
  const result = core.check(raw.rt_torch_model_forward(
    core.handleOf(model, ModelHandle, "rt_torch_model_forward: model"),
    core.tensorHandles(inputs, "rt_torch_model_forward: inputs"), inputs.length, outputsOut, maxOutputs));
  return core.tensors(outputsOut.slice(0, result));
}

/** "aoti", "export" or "torchscript" (rt_torch_model_format). */
function modelFormat(model) {
  return core.check(raw.rt_torch_model_format(core.handleOf(model, ModelHandle, "rt_torch_model_format: model")));
}

/** release a model handle (rt_torch_model_free). */
function modelFree(model) {
  core.freeOwner(model, ModelHandle, "rt_torch_model_free: model");
}

// ---- 31. Distributed (torch.distributed) ----

/**
 * 1 when this build can run process groups (torch.distributed, or the NumPy backend's own group)
 * (rt_torch_dist_is_available).
 */
function distIsAvailable() {
  return core.check(raw.rt_torch_dist_is_available()) === 1;
}

/**
 * join the process group: backend "gloo", "nccl" or "" (PyTorch's default: gloo for CPU tensors, NCCL for CUDA
 * ones); init_method "" or "env://" (MASTER_ADDR, MASTER_PORT, and RANK and WORLD_SIZE where rank and world_size are
 * -1) or "tcp://host:port" with 0 <= rank < world_size; timeout_s (> 0 and at most a week, or 0: PyTorch's 30
 * minutes) bounds the wait for the peers and every later collective; status (rt_torch_dist_init).
 */
function distInit(backend, initMethod, worldSize, rank, timeoutS) {
  core.check(raw.rt_torch_dist_init(core.text(backend, "rt_torch_dist_init: backend"),
    core.text(initMethod, "rt_torch_dist_init: init_method"), worldSize, rank, timeoutS));
}

/** 1 between a successful init and destroy (rt_torch_dist_is_initialized). */
function distIsInitialized() {
  return core.check(raw.rt_torch_dist_is_initialized()) === 1;
}

/** this process's rank in the group (rt_torch_dist_rank). */
function distRank() {
  return core.check(raw.rt_torch_dist_rank());
}

/** the number of processes in the group (rt_torch_dist_world_size). */
function distWorldSize() {
  return core.check(raw.rt_torch_dist_world_size());
}

/** the group's backend: "gloo" or "nccl" (rt_torch_dist_get_backend). */
function distGetBackend() {
  return core.check(raw.rt_torch_dist_get_backend());
}

/** wait until every rank has called it; status (rt_torch_dist_barrier). */
function distBarrier() {
  core.check(raw.rt_torch_dist_barrier());
}

/** leave the group and free its resources (init may then be called again); status (rt_torch_dist_destroy). */
function distDestroy() {
  core.check(raw.rt_torch_dist_destroy());
}

/** x on every rank becomes op (RT_DIST_*) of the ranks' x, in place; status (rt_torch_dist_all_reduce). */
function distAllReduce(x, op) {
  core.check(raw.rt_torch_dist_all_reduce(core.tensorHandle(x, "rt_torch_dist_all_reduce: x"), op));
}

/** x on every rank becomes rank src's x, in place; status (rt_torch_dist_broadcast). */
function distBroadcast(x, src) {
  core.check(raw.rt_torch_dist_broadcast(core.tensorHandle(x, "rt_torch_dist_broadcast: x"), src));
}

/**
 * outputs[r] (world-size tensors of x's shape and dtype) becomes rank r's x, in place; status
 * (rt_torch_dist_all_gather).
 */
function distAllGather(outputs, x) {
  core.check(raw.rt_torch_dist_all_gather(core.tensorHandles(outputs, "rt_torch_dist_all_gather: outputs"),
    outputs.length, core.tensorHandle(x, "rt_torch_dist_all_gather: x")));
}

/**
 * output on rank r becomes op of the ranks' inputs[r] (world-size tensors of output's shape and dtype); a backend
 * without it: RT_ERR_UNSUPPORTED; status (rt_torch_dist_reduce_scatter).
 */
function distReduceScatter(output, inputs, op) {
  core.check(raw.rt_torch_dist_reduce_scatter(core.tensorHandle(output, "rt_torch_dist_reduce_scatter: output"),
    core.tensorHandles(inputs, "rt_torch_dist_reduce_scatter: inputs"), inputs.length, op));
}

/**
 * start rt_torch_dist_all_reduce and return at once: a work handle to wait on (x must not be read or written until
 * then); free it with rt_torch_dist_work_free (rt_torch_dist_all_reduce_async).
 */
function distAllReduceAsync(x, op) {
  return new WorkHandle(core.check(raw.rt_torch_dist_all_reduce_async(
    core.tensorHandle(x, "rt_torch_dist_all_reduce_async: x"), op)));
}

/**
 * start rt_torch_dist_broadcast and return at once: a work handle, as rt_torch_dist_all_reduce_async's
 * (rt_torch_dist_broadcast_async).
 */
function distBroadcastAsync(x, src) {
  return new WorkHandle(core.check(raw.rt_torch_dist_broadcast_async(
    core.tensorHandle(x, "rt_torch_dist_broadcast_async: x"), src)));
}

/**
 * start rt_torch_dist_all_gather and return at once: a work handle (outputs filled once it is done)
 * (rt_torch_dist_all_gather_async).
 */
function distAllGatherAsync(outputs, x) {
  return new WorkHandle(core.check(raw.rt_torch_dist_all_gather_async(
    core.tensorHandles(outputs, "rt_torch_dist_all_gather_async: outputs"), outputs.length,
    core.tensorHandle(x, "rt_torch_dist_all_gather_async: x"))));
}

/**
 * start rt_torch_dist_reduce_scatter and return at once: a work handle (output written once it is done)
 * (rt_torch_dist_reduce_scatter_async).
 */
function distReduceScatterAsync(output, inputs, op) {
  return new WorkHandle(core.check(raw.rt_torch_dist_reduce_scatter_async(
    core.tensorHandle(output, "rt_torch_dist_reduce_scatter_async: output"),
    core.tensorHandles(inputs, "rt_torch_dist_reduce_scatter_async: inputs"), inputs.length, op)));
}

/** block until the work is done; status (the collective's error, if it failed) (rt_torch_dist_wait). */
function distWait(work) {
  core.check(raw.rt_torch_dist_wait(core.handleOf(work, WorkHandle, "rt_torch_dist_wait: work")));
}

/** 1 when the work is done (without waiting) (rt_torch_dist_is_completed). */
function distIsCompleted(work) {
  return core.check(raw.rt_torch_dist_is_completed(
    core.handleOf(work, WorkHandle, "rt_torch_dist_is_completed: work"))) === 1;
}

/** release a work handle (an unfinished collective goes on) (rt_torch_dist_work_free). */
function distWorkFree(work) {
  core.freeOwner(work, WorkHandle, "rt_torch_dist_work_free: work");
}

/**
 * average the gradients of params over the ranks, as PyTorch's DistributedDataParallel does: flattened into buckets
 * of about bucket_bytes (0: DDP's 25 MiB), one all-reduce per bucket; a parameter without a gradient counts as zeros
 * and gets one (so every rank makes the same calls); the same params, in the same order, on every rank; status
 * (rt_torch_dist_average_gradients).
 */
function distAverageGradients(params, bucketBytes) {
  core.check(raw.rt_torch_dist_average_gradients(core.tensorHandles(params, "rt_torch_dist_average_gradients: params"),
    params.length, bucketBytes));
}

// ---- 32. Fast Fourier transforms (torch.fft) ----

/**
 * discrete Fourier transform of x over dims (inverse: the inverse transform), scaled as norm (RT_FFT_NORM_*);
 * complex64 (complex128 for float64 or complex128 x; integers and bool are promoted to float32) (rt_torch_fft_fftn).
 */
function fftFftn(x, s, dims, norm, inverse) {
  return core.tensor(raw.rt_torch_fft_fftn(core.tensorHandle(x, "rt_torch_fft_fftn: x"),
    core.array(s, "rt_torch_fft_fftn: s"), s.length, core.array(dims, "rt_torch_fft_fftn: dims"), dims.length, norm,
    inverse));
}

/**
 * rt_torch_fft_fftn of a real x, keeping the n / 2 + 1 non-negative frequencies of the last dim transformed
 * (rt_torch_fft_rfftn).
 */
function fftRfftn(x, s, dims, norm) {
  return core.tensor(raw.rt_torch_fft_rfftn(core.tensorHandle(x, "rt_torch_fft_rfftn: x"),
    core.array(s, "rt_torch_fft_rfftn: s"), s.length, core.array(dims, "rt_torch_fft_rfftn: dims"), dims.length, norm));
}

/**
 * the inverse of rt_torch_fft_rfftn: a real signal (float32, float64 for complex128 x) from the non-negative
 * frequencies of x; s's last entry is the length of the last dim transformed (absent or -1: 2 * (m - 1) for its m
 * frequencies) (rt_torch_fft_irfftn).
 */
function fftIrfftn(x, s, dims, norm) {
  return core.tensor(raw.rt_torch_fft_irfftn(core.tensorHandle(x, "rt_torch_fft_irfftn: x"),
    core.array(s, "rt_torch_fft_irfftn: s"), s.length, core.array(dims, "rt_torch_fft_irfftn: dims"), dims.length,
    norm));
}

/**
 * the sample frequencies of a length-n transform with spacing d: [0, 1, ..., (n - 1) / 2, -(n / 2), ..., -1] / (d
 * n), of a floating dtype (RT_DTYPE_DEFAULT: float32) (rt_torch_fft_fftfreq).
 */
function fftFftfreq(n, d, dtype, device) {
  return core.tensor(raw.rt_torch_fft_fftfreq(n, d, dtype, device));
}

/**
 * the non-negative sample frequencies [0, 1, ..., n / 2] / (d n) of rt_torch_fft_rfftn's last dim
 * (rt_torch_fft_rfftfreq).
 */
function fftRfftfreq(n, d, dtype, device) {
  return core.tensor(raw.rt_torch_fft_rfftfreq(n, d, dtype, device));
}

/**
 * x rolled by size / 2 along each of dims (n_dims 0: every dim), which moves the zero frequency to the centre;
 * inverse (ifftshift): rolled by -(size / 2), which undoes it (rt_torch_fft_fftshift).
 */
function fftFftshift(x, dims, inverse) {
  return core.tensor(raw.rt_torch_fft_fftshift(core.tensorHandle(x, "rt_torch_fft_fftshift: x"),
    core.array(dims, "rt_torch_fft_fftshift: dims"), dims.length, inverse));
}

/**
 * the real part of a complex x, a view of its memory (float32 for complex64, float64 for complex128); a real x: x
 * itself (rt_torch_tensor_real).
 */
function tensorReal(x) {
  return core.tensor(raw.rt_torch_tensor_real(core.tensorHandle(x, "rt_torch_tensor_real: x")));
}

/** the imaginary part of a complex x, a view of its memory (a real x: RT_ERR_DTYPE) (rt_torch_tensor_imag). */
function tensorImag(x) {
  return core.tensor(raw.rt_torch_tensor_imag(core.tensorHandle(x, "rt_torch_tensor_imag: x")));
}

// ---- 33. Sparse COO tensors ----

/**
 * a sparse COO tensor of int64 indices (sparse_dim, nnz) and values (nnz, *dense dims), of shape size (ndim 0: each
 * sparse dim one past its largest index, then the values' dense dims, PyTorch's size=None); is_coalesced 1 declares
 * the indices sorted and unique (checked); values' gradients flow through it (rt_torch_sparse_coo_tensor).
 */
function sparseCooTensor(indices, values, size, isCoalesced) {
  return core.tensor(raw.rt_torch_sparse_coo_tensor(core.tensorHandle(indices, "rt_torch_sparse_coo_tensor: indices"),
    core.tensorHandle(values, "rt_torch_sparse_coo_tensor: values"),
    core.array(size, "rt_torch_sparse_coo_tensor: size"), size.length, isCoalesced));
}

/**
 * dense x as a coalesced sparse COO tensor of its nonzero entries over its first sparse_dim dims (1..ndim; the
 * others become dense dims of the values); differentiable (rt_torch_tensor_to_sparse).
 */
function tensorToSparse(x, sparseDim) {
  return core.tensor(raw.rt_torch_tensor_to_sparse(core.tensorHandle(x, "rt_torch_tensor_to_sparse: x"), sparseDim));
}

/** sparse x as a dense tensor (duplicates summed); a dense x itself; differentiable (rt_torch_tensor_to_dense). */
function tensorToDense(x) {
  return core.tensor(raw.rt_torch_tensor_to_dense(core.tensorHandle(x, "rt_torch_tensor_to_dense: x")));
}

/** sparse x with sorted, unique indices, the values of duplicates summed; differentiable (rt_torch_sparse_coalesce). */
function sparseCoalesce(x) {
  return core.tensor(raw.rt_torch_sparse_coalesce(core.tensorHandle(x, "rt_torch_sparse_coalesce: x")));
}

/**
 * the int64 indices (sparse_dim, nnz) sparse x stores, in its order (PyTorch's _indices())
 * (rt_torch_sparse_indices).
 */
function sparseIndices(x) {
  return core.tensor(raw.rt_torch_sparse_indices(core.tensorHandle(x, "rt_torch_sparse_indices: x")));
}

/**
 * the values (nnz, *dense dims) sparse x stores: recorded by autograd when x is coalesced (PyTorch's values()),
 * detached otherwise (its _values()) (rt_torch_sparse_values).
 */
function sparseValues(x) {
  return core.tensor(raw.rt_torch_sparse_values(core.tensorHandle(x, "rt_torch_sparse_values: x")));
}

/** 1 for a sparse COO tensor, 0 for a dense one (rt_torch_tensor_is_sparse). */
function tensorIsSparse(x) {
  return core.check(raw.rt_torch_tensor_is_sparse(core.tensorHandle(x, "rt_torch_tensor_is_sparse: x"))) === 1;
}

/** 1 when sparse x is known to have sorted, unique indices (rt_torch_sparse_is_coalesced). */
function sparseIsCoalesced(x) {
  return core.check(raw.rt_torch_sparse_is_coalesced(core.tensorHandle(x, "rt_torch_sparse_is_coalesced: x"))) === 1;
}

/** the number of entries sparse x stores (duplicates counted), PyTorch's _nnz() (rt_torch_sparse_nnz). */
function sparseNnz(x) {
  return core.check(raw.rt_torch_sparse_nnz(core.tensorHandle(x, "rt_torch_sparse_nnz: x")));
}

/** the number of sparse dims of sparse x (its dense dims are the others) (rt_torch_sparse_dim). */
function sparseDim(x) {
  return core.check(raw.rt_torch_sparse_dim(core.tensorHandle(x, "rt_torch_sparse_dim: x")));
}

/**
 * the dense product of a sparse (n, m) matrix and a dense (m, p) one of the same dtype (PyTorch's torch.sparse.mm);
 * gradients flow to dense and to the sparse operand's values (rt_torch_sparse_mm).
 */
function sparseMm(sparse, dense) {
  return core.tensor(raw.rt_torch_sparse_mm(core.tensorHandle(sparse, "rt_torch_sparse_mm: sparse"),
    core.tensorHandle(dense, "rt_torch_sparse_mm: dense")));
}

/**
 * the sum of every element of sparse x, a dense 0-dim tensor (PyTorch's torch.sparse.sum); differentiable
 * (rt_torch_sparse_sum).
 */
function sparseSum(x) {
  return core.tensor(raw.rt_torch_sparse_sum(core.tensorHandle(x, "rt_torch_sparse_sum: x")));
}

// ---- 34. Distances, sampling grids, patches and NaN-aware reductions ----

/**
 * p-norm distances between the rows of x1 (*, P, M) and x2 (*, R, M), batch dims broadcast: (*, P, R); p >= 0 (0:
 * count of differing entries, INFINITY: largest difference); compute_mode RT_CDIST_* (rt_torch_tensor_cdist).
 */
function tensorCdist(x1, x2, p, computeMode) {
  return core.tensor(raw.rt_torch_tensor_cdist(core.tensorHandle(x1, "rt_torch_tensor_cdist: x1"),
    core.tensorHandle(x2, "rt_torch_tensor_cdist: x2"), p, computeMode));
}

/**
 * input (N, C, H, W) read at grid (N, H', W', 2) of (x, y) positions in [-1, 1] (or (N, C, D, H, W) at (N, D', H',
 * W', 3)): (N, C, H', W'); mode RT_GRID_SAMPLE_*, padding_mode RT_GRID_SAMPLE_PAD_*; align_corners: -1 and 1 are the
 * corner elements' centres, else their outer edges (rt_torch_nn_grid_sample).
 */
function nnGridSample(input, grid, mode, paddingMode, alignCorners) {
  return core.tensor(raw.rt_torch_nn_grid_sample(core.tensorHandle(input, "rt_torch_nn_grid_sample: input"),
    core.tensorHandle(grid, "rt_torch_nn_grid_sample: grid"), mode, paddingMode, alignCorners));
}

/**
 * the grid of rt_torch_nn_grid_sample that affine matrices theta (N, 2, 3) make for size (N, C, H, W): (N, H, W, 2);
 * or theta (N, 3, 4) for (N, C, D, H, W): (N, D, H, W, 3) (rt_torch_nn_affine_grid).
 */
function nnAffineGrid(theta, size, alignCorners) {
  return core.tensor(raw.rt_torch_nn_affine_grid(core.tensorHandle(theta, "rt_torch_nn_affine_grid: theta"),
    core.array(size, "rt_torch_nn_affine_grid: size"), size.length, alignCorners));
}

/**
 * the sliding blocks of (N, C, H, W) or (C, H, W) input as columns: (N, C * kh * kw, L), L the number of blocks
 * (im2col) (rt_torch_nn_unfold).
 */
function nnUnfold(input, kernelSize, dilation, padding, stride) {
  return core.tensor(raw.rt_torch_nn_unfold(core.tensorHandle(input, "rt_torch_nn_unfold: input"),
    core.fixed(kernelSize, 2, "rt_torch_nn_unfold: kernel_size"),
    core.fixed(dilation, 2, "rt_torch_nn_unfold: dilation"), core.fixed(padding, 2, "rt_torch_nn_unfold: padding"),
    core.fixed(stride, 2, "rt_torch_nn_unfold: stride")));
}

/**
 * the columns of (N, C * kh * kw, L) or (C * kh * kw, L) input summed back into (N, C, *output_size) (col2im,
 * rt_torch_nn_unfold's adjoint) (rt_torch_nn_fold).
 */
function nnFold(input, outputSize, kernelSize, dilation, padding, stride) {
  return core.tensor(raw.rt_torch_nn_fold(core.tensorHandle(input, "rt_torch_nn_fold: input"),
    core.fixed(outputSize, 2, "rt_torch_nn_fold: output_size"),
    core.fixed(kernelSize, 2, "rt_torch_nn_fold: kernel_size"), core.fixed(dilation, 2, "rt_torch_nn_fold: dilation"),
    core.fixed(padding, 2, "rt_torch_nn_fold: padding"), core.fixed(stride, 2, "rt_torch_nn_fold: stride")));
}

/**
 * int64 (n, ndim) coordinates of the non-zero elements, in row-major order (as rt_torch_tensor_nonzero)
 * (rt_torch_tensor_argwhere).
 */
function tensorArgwhere(x) {
  return core.tensor(raw.rt_torch_tensor_argwhere(core.tensorHandle(x, "rt_torch_tensor_argwhere: x")));
}

/** larger of a and b, broadcast; a NaN loses to a number (NaN only where both are) (rt_torch_tensor_fmax). */
function tensorFmax(a, b) {
  return core.tensor(raw.rt_torch_tensor_fmax(core.tensorHandle(a, "rt_torch_tensor_fmax: a"),
    core.tensorHandle(b, "rt_torch_tensor_fmax: b")));
}

/** smaller of a and b, broadcast; a NaN loses to a number (NaN only where both are) (rt_torch_tensor_fmin). */
function tensorFmin(a, b) {
  return core.tensor(raw.rt_torch_tensor_fmin(core.tensorHandle(a, "rt_torch_tensor_fmin: a"),
    core.tensorHandle(b, "rt_torch_tensor_fmin: b")));
}

/**
 * sum with NaNs counted as zero (integers and bool give int64) of all elements, as a scalar tensor
 * (rt_torch_tensor_nansum).
 */
function tensorNansum(x) {
  return core.tensor(raw.rt_torch_tensor_nansum(core.tensorHandle(x, "rt_torch_tensor_nansum: x")));
}

/**
 * sum with NaNs counted as zero (integers and bool give int64) along dim; keepdim keeps it as size 1
 * (rt_torch_tensor_nansum_dim).
 */
function tensorNansumDim(x, dim, keepdim) {
  return core.tensor(raw.rt_torch_tensor_nansum_dim(core.tensorHandle(x, "rt_torch_tensor_nansum_dim: x"), dim,
    keepdim));
}

/**
 * mean of the non-NaN elements of floating x over dims (ndims 0: all of them), NaN where all are NaN; keepdim keeps
 * them as size 1 (rt_torch_tensor_nanmean).
 */
function tensorNanmean(x, dims, keepdim) {
  return core.tensor(raw.rt_torch_tensor_nanmean(core.tensorHandle(x, "rt_torch_tensor_nanmean: x"),
    core.array(dims, "rt_torch_tensor_nanmean: dims"), dims.length, keepdim));
}

// ---- 35. Weight initialisation, rounding division and indexing compositions ----

/**
 * nn.init.calculate_gain: the recommended gain of a RT_NONLINEARITY_* (param: leaky_relu's negative slope, finite;
 * ignored by the others) into *gain; status (rt_torch_init_calculate_gain).
 */
function initCalculateGain(nonlinearity, param) {
  const gainOut = core.outputs(1, 0);
  core.check(raw.rt_torch_init_calculate_gain(nonlinearity, param, gainOut));
  return gainOut[0];
}

/**
 * x filled from a uniform law with std gain * sqrt(2 / (fan_in + fan_out)) (x of 2 or more dims; fans count the
 * receptive field of dims 2..); status (rt_torch_init_xavier_uniform).
 */
function initXavierUniform(x, gain) {
  core.check(raw.rt_torch_init_xavier_uniform(core.tensorHandle(x, "rt_torch_init_xavier_uniform: x"), gain));
}

/**
 * x filled from N(0, std**2) with std gain * sqrt(2 / (fan_in + fan_out)) (x of 2 or more dims; fans count the
 * receptive field of dims 2..); status (rt_torch_init_xavier_normal).
 */
function initXavierNormal(x, gain) {
  core.check(raw.rt_torch_init_xavier_normal(core.tensorHandle(x, "rt_torch_init_xavier_normal: x"), gain));
}

/**
 * x filled from a uniform law with std gain / sqrt(fan), gain that of nonlinearity (RT_NONLINEARITY_*, a its
 * leaky_relu slope) and fan the RT_INIT_* mode's; no elements: nothing written; status
 * (rt_torch_init_kaiming_uniform).
 */
function initKaimingUniform(x, a, mode, nonlinearity) {
  core.check(raw.rt_torch_init_kaiming_uniform(core.tensorHandle(x, "rt_torch_init_kaiming_uniform: x"), a, mode,
    nonlinearity));
}

/**
 * x filled from N(0, std**2) with std gain / sqrt(fan), gain that of nonlinearity (RT_NONLINEARITY_*, a its
 * leaky_relu slope) and fan the RT_INIT_* mode's; no elements: nothing written; status
 * (rt_torch_init_kaiming_normal).
 */
function initKaimingNormal(x, a, mode, nonlinearity) {
  core.check(raw.rt_torch_init_kaiming_normal(core.tensorHandle(x, "rt_torch_init_kaiming_normal: x"), a, mode,
    nonlinearity));
}

/**
 * x (2 or more dims, flattened after dim 0) becomes gain times a (semi-)orthogonal matrix: the Q of the QR of N(0,
 * 1) samples, its columns signed by R's diagonal, as PyTorch's; status (rt_torch_init_orthogonal).
 */
function initOrthogonal(x, gain) {
  core.check(raw.rt_torch_init_orthogonal(core.tensorHandle(x, "rt_torch_init_orthogonal: x"), gain));
}

/**
 * x filled from N(mean, std**2) truncated to [a, b] (std > 0, a <= b), by PyTorch's rejection sampling: normal
 * samples redrawn until inside when [a, b] holds more than 0.3 of the law, else uniform ones accepted by their
 * density (tested in float64), refused (RT_ERR_INVALID_ARGUMENT) where one is accepted with probability below 1e-4;
 * status (rt_torch_init_trunc_normal).
 */
function initTruncNormal(x, mean, std, a, b) {
  core.check(raw.rt_torch_init_trunc_normal(core.tensorHandle(x, "rt_torch_init_trunc_normal: x"), mean, std, a, b));
}

/**
 * a 2-D x filled from N(0, std**2), then ceil(sparsity * rows) random rows of each column zeroed (sparsity in [0,
 * 1]); status (rt_torch_init_sparse).
 */
function initSparse(x, sparsity, std) {
  core.check(raw.rt_torch_init_sparse(core.tensorHandle(x, "rt_torch_init_sparse: x"), sparsity, std));
}

/** a 2-D x becomes the identity (ones on the diagonal); status (rt_torch_init_eye). */
function initEye(x) {
  core.check(raw.rt_torch_init_eye(core.tensorHandle(x, "rt_torch_init_eye: x")));
}

/**
 * a 3-, 4- or 5-D convolution weight becomes the Dirac delta that keeps each of groups groups' input channels
 * (size(0) divisible by groups); status (rt_torch_init_dirac).
 */
function initDirac(x, groups) {
  core.check(raw.rt_torch_init_dirac(core.tensorHandle(x, "rt_torch_init_dirac: x"), groups));
}

/**
 * a / b rounded by mode (RT_ROUNDING_*), broadcast and promoted (integers stay integers but for RT_ROUNDING_NONE);
 * gradient zero but for RT_ROUNDING_NONE (rt_torch_tensor_div_rounding).
 */
function tensorDivRounding(a, b, mode) {
  return core.tensor(raw.rt_torch_tensor_div_rounding(core.tensorHandle(a, "rt_torch_tensor_div_rounding: a"),
    core.tensorHandle(b, "rt_torch_tensor_div_rounding: b"), mode));
}

/** (*, C r^2, H, W) to (*, C, H r, W r), r the upscale_factor (> 0) (rt_torch_nn_pixel_shuffle). */
function nnPixelShuffle(x, upscaleFactor) {
  return core.tensor(raw.rt_torch_nn_pixel_shuffle(core.tensorHandle(x, "rt_torch_nn_pixel_shuffle: x"),
    upscaleFactor));
}

/**
 * (*, C, H r, W r) to (*, C r^2, H, W), r the downscale_factor (> 0): pixel_shuffle's inverse
 * (rt_torch_nn_pixel_unshuffle).
 */
function nnPixelUnshuffle(x, downscaleFactor) {
  return core.tensor(raw.rt_torch_nn_pixel_unshuffle(core.tensorHandle(x, "rt_torch_nn_pixel_unshuffle: x"),
    downscaleFactor));
}

/**
 * x with the 0-dim value (converted to x's dtype) at the positions the int64 index (0-D or 1-D; negative ones count
 * from the end) names along dim; value gets its gradient (rt_torch_tensor_index_fill).
 */
function tensorIndexFill(x, dim, index, value) {
  return core.tensor(raw.rt_torch_tensor_index_fill(core.tensorHandle(x, "rt_torch_tensor_index_fill: x"), dim,
    core.tensorHandle(index, "rt_torch_tensor_index_fill: index"),
    core.tensorHandle(value, "rt_torch_tensor_index_fill: value")));
}

/**
 * x broadcast with the bool mask, with source's first elements (row-major) where mask holds (source of x's dtype and
 * at least as many elements as mask's True) (rt_torch_tensor_masked_scatter).
 */
function tensorMaskedScatter(x, mask, source) {
  return core.tensor(raw.rt_torch_tensor_masked_scatter(core.tensorHandle(x, "rt_torch_tensor_masked_scatter: x"),
    core.tensorHandle(mask, "rt_torch_tensor_masked_scatter: mask"),
    core.tensorHandle(source, "rt_torch_tensor_masked_scatter: source")));
}

/**
 * coordinate grids of n 0-D or 1-D tensors of one dtype and device (indexing RT_MESHGRID_*): writes n tensors, views
 * expanded to every length, and returns n; n > max_out: RT_ERR_BUFFER_TOO_SMALL (rt_torch_tensor_meshgrid).
 */
function tensorMeshgrid(tensors, indexing, maxOut) {
  const outOut = core.outputs(maxOut, 0);
  const result = core.check(raw.rt_torch_tensor_meshgrid(
    core.tensorHandles(tensors, "rt_torch_tensor_meshgrid: tensors"), tensors.length, indexing, outOut, maxOut));
  return core.tensors(outOut.slice(0, result));
}

/**
 * int64 count of the non-zero elements along the n distinct dims (n 0: of all elements)
 * (rt_torch_tensor_count_nonzero).
 */
function tensorCountNonzero(x, dims) {
  return core.tensor(raw.rt_torch_tensor_count_nonzero(core.tensorHandle(x, "rt_torch_tensor_count_nonzero: x"),
    core.array(dims, "rt_torch_tensor_count_nonzero: dims"), dims.length));
}

// ---- 36. Higher-order gradients ----

/**
 * rt_torch_tensor_backward_gradient with PyTorch's other options: the .grad of inputs only accumulates (none: every
 * leaf); create_graph records the backward itself, so the gradients in .grad require grad and can be differentiated
 * again (pass retain_graph too, as PyTorch's default does then); status (rt_torch_tensor_backward_ex).
 */
function tensorBackwardEx(root, gradient, inputs, retainGraph, createGraph) {
  core.check(raw.rt_torch_tensor_backward_ex(core.tensorHandle(root, "rt_torch_tensor_backward_ex: root"),
    core.tensorHandle(gradient, "rt_torch_tensor_backward_ex: gradient"),
    core.tensorHandles(inputs, "rt_torch_tensor_backward_ex: inputs"), inputs.length, retainGraph, createGraph));
}

// ---- 37. Transformer layers and data loading ----

/**
 * nn.TransformerEncoderLayer's forward: self-attention and a feed-forward block (activation RT_ACTIVATION_*), each
 * with dropout, a residual and a LayerNorm (after them, or before with norm_first); weights: the layer's 12
 * named_parameters (6 without biases); shape errors: RT_ERR_SHAPE (rt_torch_nn_transformer_encoder_layer).
 */
function nnTransformerEncoderLayer(src, weights, srcMask, srcKeyPaddingMask, nhead, activation, normFirst, layerNormEps,
  dropout, training, isCausal, batchFirst) {
  return core.tensor(raw.rt_torch_nn_transformer_encoder_layer(
    core.tensorHandle(src, "rt_torch_nn_transformer_encoder_layer: src"),
    core.tensorHandles(weights, "rt_torch_nn_transformer_encoder_layer: weights"), weights.length,
    core.tensorHandle(srcMask, "rt_torch_nn_transformer_encoder_layer: src_mask"),
    core.tensorHandle(srcKeyPaddingMask, "rt_torch_nn_transformer_encoder_layer: src_key_padding_mask"), nhead,
    activation, normFirst, layerNormEps, dropout, training, isCausal, batchFirst));
}

/**
 * nn.TransformerDecoderLayer's forward: self-attention over tgt, attention over memory (S, N, E) and a feed-forward
 * block, as the encoder layer's; weights: the layer's 18 named_parameters (9 without biases)
 * (rt_torch_nn_transformer_decoder_layer).
 */
function nnTransformerDecoderLayer(tgt, memory, weights, tgtMask, memoryMask, tgtKeyPaddingMask, memoryKeyPaddingMask,
  nhead, activation, normFirst, layerNormEps, dropout, training, tgtIsCausal, memoryIsCausal, batchFirst) {
  return core.tensor(raw.rt_torch_nn_transformer_decoder_layer(
    core.tensorHandle(tgt, "rt_torch_nn_transformer_decoder_layer: tgt"),
    core.tensorHandle(memory, "rt_torch_nn_transformer_decoder_layer: memory"),
    core.tensorHandles(weights, "rt_torch_nn_transformer_decoder_layer: weights"), weights.length,
    core.tensorHandle(tgtMask, "rt_torch_nn_transformer_decoder_layer: tgt_mask"),
    core.tensorHandle(memoryMask, "rt_torch_nn_transformer_decoder_layer: memory_mask"),
    core.tensorHandle(tgtKeyPaddingMask, "rt_torch_nn_transformer_decoder_layer: tgt_key_padding_mask"),
    core.tensorHandle(memoryKeyPaddingMask, "rt_torch_nn_transformer_decoder_layer: memory_key_padding_mask"), nhead,
    activation, normFirst, layerNormEps, dropout, training, tgtIsCausal, memoryIsCausal, batchFirst));
}

/**
 * a loader over n_tensors (>= 1) tensors of one length (else RT_ERR_SHAPE), batch_size >= 1; it keeps the tensors
 * (and gen, which must stay alive while it draws); free it with rt_torch_data_loader_free
 * (rt_torch_data_loader_new).
 */
function dataLoaderNew(tensors, batchSize, shuffle, dropLast, gen) {
  return new DataLoaderHandle(core.check(raw.rt_torch_data_loader_new(
    core.tensorHandles(tensors, "rt_torch_data_loader_new: tensors"), tensors.length, batchSize, shuffle, dropLast,
    core.handleOf(gen, GeneratorHandle, "rt_torch_data_loader_new: gen"))));
}

/**
 * write the next batch (new handles, the rows of each tensor, in order) to batch[0..n_tensors) and return n_tensors,
 * the entries written; at the end of the epoch write nothing and return 0, and the next call starts a new epoch;
 * n_batch less than the loader's n_tensors: RT_ERR_BUFFER_TOO_SMALL (rt_torch_data_loader_next).
 */
function dataLoaderNext(loader, nBatch) {
  const batchOut = core.outputs(nBatch, 0);
  const result = core.check(raw.rt_torch_data_loader_next(
    core.handleOf(loader, DataLoaderHandle, "rt_torch_data_loader_next: loader"), batchOut, nBatch));
  return core.tensors(batchOut.slice(0, result));
}

/**
 * end the current epoch early (as leaving PyTorch's loop does): the next call starts a new epoch; status
 * (rt_torch_data_loader_reset).
 */
function dataLoaderReset(loader) {
  core.check(raw.rt_torch_data_loader_reset(
    core.handleOf(loader, DataLoaderHandle, "rt_torch_data_loader_reset: loader")));
}

/** batches per epoch: n / batch_size with drop_last, else rounded up (rt_torch_data_loader_len). */
function dataLoaderLen(loader) {
  return core.check(raw.rt_torch_data_loader_len(
    core.handleOf(loader, DataLoaderHandle, "rt_torch_data_loader_len: loader")));
}

/** release a loader (its batches stay); status (rt_torch_data_loader_free). */
function dataLoaderFree(loader) {
  core.freeOwner(loader, DataLoaderHandle, "rt_torch_data_loader_free: loader");
}

// ---- 38. Module-path support ----

/** the torch.backends flag name (BACKEND_FLAGS: "cudnn.benchmark", ...): 1 or 0 (rt_torch_backends_flag). */
function backendsFlag(name) {
  return core.check(raw.rt_torch_backends_flag(core.text(name, "rt_torch_backends_flag: name"))) === 1;
}

/** set the torch.backends flag name to value (0 or 1); status (rt_torch_backends_set_flag). */
function backendsSetFlag(name, value) {
  core.check(raw.rt_torch_backends_set_flag(core.text(name, "rt_torch_backends_set_flag: name"), value));
}

/**
 * 1 when the library name ("cudnn", "mps", "mkldnn", "mkl", "openmp", "opt_einsum") can run here, as
 * torch.backends.<name>.is_available() (NumPy: what NumPy itself uses) (rt_torch_backends_is_available).
 */
function backendsIsAvailable(name) {
  return core.check(raw.rt_torch_backends_is_available(core.text(name, "rt_torch_backends_is_available: name"))) === 1;
}

/**
 * 1 when the library was built with name ("cuda", "mps"), as torch.backends.<name>.is_built()
 * (rt_torch_backends_is_built).
 */
function backendsIsBuilt(name) {
  return core.check(raw.rt_torch_backends_is_built(core.text(name, "rt_torch_backends_is_built: name"))) === 1;
}

/**
 * cuDNN's version number, as torch.backends.cudnn.version() (90100 for 9.1.0); 0 where cuDNN is not available
 * (rt_torch_backends_cudnn_version).
 */
function backendsCudnnVersion() {
  return core.check(raw.rt_torch_backends_cudnn_version());
}

/**
 * the CPU's vector instructions that the CPU kernels use, as torch.backends.cpu.get_cpu_capability(): "AVX512",
 * "AVX2", "NO AVX", "DEFAULT", ... (NumPy: the best of these levels NumPy detects)
 * (rt_torch_backends_cpu_capability).
 */
function backendsCpuCapability() {
  return core.check(raw.rt_torch_backends_cpu_capability());
}

// ---- 39. Tensor conveniences real programs use ----

/**
 * x rounded half to even to decimals decimal places (negative: to tens, hundreds, ...), as PyTorch's
 * round(decimals=): x * 10**decimals rounded, divided by 10**decimals (negative decimals: x / 10**-decimals rounded,
 * times 10**-decimals), in x's floating dtype (float32 math for the half types); integer, bool and complex x:
 * RT_ERR_DTYPE; gradient zero (rt_torch_tensor_round_decimals).
 */
function tensorRoundDecimals(x, decimals) {
  return core.tensor(raw.rt_torch_tensor_round_decimals(core.tensorHandle(x, "rt_torch_tensor_round_decimals: x"),
    decimals));
}

/**
 * binary cross entropy of probs against target (one shape), each element's loss times weight (NULL: 1; broadcast to
 * probs' shape, converted to its dtype, not differentiable: RT_ERR_INVALID_ARGUMENT if it requires grad while grad
 * is enabled) before the RT_REDUCTION_* reduction, as PyTorch's (rt_torch_nn_binary_cross_entropy_weighted).
 */
function nnBinaryCrossEntropyWeighted(probs, target, weight, reduction) {
  return core.tensor(raw.rt_torch_nn_binary_cross_entropy_weighted(
    core.tensorHandle(probs, "rt_torch_nn_binary_cross_entropy_weighted: probs"),
    core.tensorHandle(target, "rt_torch_nn_binary_cross_entropy_weighted: target"),
    core.tensorHandle(weight, "rt_torch_nn_binary_cross_entropy_weighted: weight"), reduction));
}

// ---- 40. Indexing by one position ----

/**
 * the part of x at index along dim, which drops out (a view, as torch.select); index in [-size, size), negative
 * counting from the end, else RT_ERR_INVALID_ARGUMENT; a 0-dim x: RT_ERR_SHAPE (rt_torch_tensor_select).
 */
function tensorSelect(x, dim, index) {
  return core.tensor(raw.rt_torch_tensor_select(core.tensorHandle(x, "rt_torch_tensor_select: x"), dim, index));
}

/** Tensor's generated methods: lib/tensor.js's Tensor extends this class. */
class TensorMethods extends core.Owned {
  static freeFunction = "rt_torch_tensor_free";

  /** a + b (rt_torch_tensor_add). */
  add(b) {
    return tensorAdd(this, b);
  }

  /** a - b (rt_torch_tensor_sub). */
  sub(b) {
    return tensorSub(this, b);
  }

  /** a * b (rt_torch_tensor_mul). */
  mul(b) {
    return tensorMul(this, b);
  }

  /** a / b (true division) (rt_torch_tensor_div). */
  div(b) {
    return tensorDiv(this, b);
  }

  /** a ** exponent (rt_torch_tensor_pow). */
  pow(exponent) {
    return tensorPow(this, exponent);
  }

  /** -a (rt_torch_tensor_neg). */
  neg() {
    return tensorNeg(this);
  }

  /** |a| (rt_torch_tensor_abs). */
  abs() {
    return tensorAbs(this);
  }

  /** square root (rt_torch_tensor_sqrt). */
  sqrt() {
    return tensorSqrt(this);
  }

  /** e ** a (rt_torch_tensor_exp). */
  exp() {
    return tensorExp(this);
  }

  /** natural logarithm (rt_torch_tensor_log). */
  log() {
    return tensorLog(this);
  }

  /** a + s (rt_torch_tensor_add_scalar). */
  addScalar(s) {
    return tensorAddScalar(this, s);
  }

  /** a * s (rt_torch_tensor_mul_scalar). */
  mulScalar(s) {
    return tensorMulScalar(this, s);
  }

  /** sine (rt_torch_tensor_sin). */
  sin() {
    return tensorSin(this);
  }

  /** cosine (rt_torch_tensor_cos). */
  cos() {
    return tensorCos(this);
  }

  /** tangent (rt_torch_tensor_tan). */
  tan() {
    return tensorTan(this);
  }

  /** arcsine (rt_torch_tensor_asin). */
  asin() {
    return tensorAsin(this);
  }

  /** arccosine (rt_torch_tensor_acos). */
  acos() {
    return tensorAcos(this);
  }

  /** arctangent (rt_torch_tensor_atan). */
  atan() {
    return tensorAtan(this);
  }

  /** hyperbolic sine (rt_torch_tensor_sinh). */
  sinh() {
    return tensorSinh(this);
  }

  /** hyperbolic cosine (rt_torch_tensor_cosh). */
  cosh() {
    return tensorCosh(this);
  }

  /** 1 / sqrt(a) (rt_torch_tensor_rsqrt). */
  rsqrt() {
    return tensorRsqrt(this);
  }

  /** 1 / a (rt_torch_tensor_reciprocal). */
  reciprocal() {
    return tensorReciprocal(this);
  }

  /** log(1 + a), exact near 0 (rt_torch_tensor_log1p). */
  log1p() {
    return tensorLog1p(this);
  }

  /** e ** a - 1, exact near 0 (rt_torch_tensor_expm1). */
  expm1() {
    return tensorExpm1(this);
  }

  /** base-2 logarithm (rt_torch_tensor_log2). */
  log2() {
    return tensorLog2(this);
  }

  /** base-10 logarithm (rt_torch_tensor_log10). */
  log10() {
    return tensorLog10(this);
  }

  /** 2 ** a (rt_torch_tensor_exp2). */
  exp2() {
    return tensorExp2(this);
  }

  /** error function (rt_torch_tensor_erf). */
  erf() {
    return tensorErf(this);
  }

  /** inverse error function (rt_torch_tensor_erfinv). */
  erfinv() {
    return tensorErfinv(this);
  }

  /** a * a (integers stay integers; bool gives int64) (rt_torch_tensor_square). */
  square() {
    return tensorSquare(this);
  }

  /** -1, 0 or 1 (in a's dtype) (rt_torch_tensor_sign). */
  sign() {
    return tensorSign(this);
  }

  /** round down (integers unchanged) (rt_torch_tensor_floor). */
  floor() {
    return tensorFloor(this);
  }

  /** round up (integers unchanged) (rt_torch_tensor_ceil). */
  ceil() {
    return tensorCeil(this);
  }

  /** round half to even (integers unchanged) (rt_torch_tensor_round). */
  round() {
    return tensorRound(this);
  }

  /** round toward zero (integers unchanged) (rt_torch_tensor_trunc). */
  trunc() {
    return tensorTrunc(this);
  }

  /** a - trunc(a) (rt_torch_tensor_frac). */
  frac() {
    return tensorFrac(this);
  }

  /** larger of a and b, broadcast (NaN wins) (rt_torch_tensor_maximum). */
  maximum(b) {
    return tensorMaximum(this, b);
  }

  /** smaller of a and b, broadcast (NaN wins) (rt_torch_tensor_minimum). */
  minimum(b) {
    return tensorMinimum(this, b);
  }

  /** angle of (b, a): atan(a / b) in the right quadrant, broadcast (rt_torch_tensor_atan2). */
  atan2(b) {
    return tensorAtan2(this, b);
  }

  /**
   * a ** b element-wise, broadcast and promoted (an integer to a negative power is 0 unless a is 1 or -1, as
   * PyTorch); Tier 3's pow picks this or the number form (rt_torch_tensor_pow_tensor).
   */
  powTensor(b) {
    return tensorPowTensor(this, b);
  }

  /**
   * a - trunc(a / b) * b (the sign of a), broadcast and promoted (integers: RT_ERR_INVALID_ARGUMENT for a zero b)
   * (rt_torch_tensor_fmod).
   */
  fmod(b) {
    return tensorFmod(this, b);
  }

  /**
   * a - floor(a / b) * b (the sign of b), broadcast and promoted (integers: RT_ERR_INVALID_ARGUMENT for a zero b)
   * (rt_torch_tensor_remainder).
   */
  remainder(b) {
    return tensorRemainder(this, b);
  }

  /**
   * fmod of a by the number s (converted to the dtype of a with a float first, as PyTorch)
   * (rt_torch_tensor_fmod_scalar).
   */
  fmodScalar(s) {
    return tensorFmodScalar(this, s);
  }

  /**
   * remainder of a by the number s (converted to the dtype of a with a float first, as PyTorch)
   * (rt_torch_tensor_remainder_scalar).
   */
  remainderScalar(s) {
    return tensorRemainderScalar(this, s);
  }

  /** log(exp(a) + exp(b)) without overflow, broadcast (rt_torch_tensor_logaddexp). */
  logaddexp(b) {
    return tensorLogaddexp(this, b);
  }

  /** start + weight * (end - start), broadcast; the three of one floating dtype (rt_torch_tensor_lerp). */
  lerp(end, weight) {
    return tensorLerp(this, end, weight);
  }

  /** start + weight * (end - start), broadcast; start and end of one floating dtype (rt_torch_tensor_lerp_scalar). */
  lerpScalar(end, weight) {
    return tensorLerpScalar(this, end, weight);
  }

  /** x + value * tensor1 * tensor2, the three broadcast and promoted (rt_torch_tensor_addcmul). */
  addcmul(tensor1, tensor2, value) {
    return tensorAddcmul(this, tensor1, tensor2, value);
  }

  /** x + value * tensor1 / tensor2, the three broadcast and promoted (rt_torch_tensor_addcdiv). */
  addcdiv(tensor1, tensor2, value) {
    return tensorAddcdiv(this, tensor1, tensor2, value);
  }

  /**
   * x with NaN, +inf and -inf replaced; a NaN posinf or neginf is the dtype's largest or lowest value
   * (rt_torch_tensor_nan_to_num).
   */
  nanToNum(nan, posinf, neginf) {
    return tensorNanToNum(this, nan, posinf, neginf);
  }

  /** log(1 + exp(beta * x)) / beta, and x where beta * x > threshold (rt_torch_tensor_softplus). */
  softplus(beta, threshold) {
    return tensorSoftplus(this, beta, threshold);
  }

  /** max(x, 0) (rt_torch_relu). */
  relu() {
    return relu(this);
  }

  /** 1 / (1 + e ** -x) (rt_torch_sigmoid). */
  sigmoid() {
    return sigmoid(this);
  }

  /** hyperbolic tangent (rt_torch_tanh). */
  tanh() {
    return tanh(this);
  }

  /** matrix product, batched and broadcast as PyTorch (rt_torch_tensor_matmul). */
  matmul(b) {
    return tensorMatmul(this, b);
  }

  /** dot product of two 1-D tensors (rt_torch_tensor_dot). */
  dot(b) {
    return tensorDot(this, b);
  }

  /** swap two dims (rt_torch_tensor_transpose). */
  transpose(dim0, dim1) {
    return tensorTranspose(this, dim0, dim1);
  }

  /** transpose of a tensor of at most 2 dims (rt_torch_tensor_t). */
  t() {
    return tensorT(this);
  }

  /** 2-norm of all elements (rt_torch_tensor_norm). */
  norm() {
    return tensorNorm(this);
  }

  /** determinant of square matrices (rt_torch_tensor_det). */
  det() {
    return tensorDet(this);
  }

  /** inverse of square matrices (rt_torch_tensor_inverse). */
  inverse() {
    return tensorInverse(this);
  }

  /** reduced SVD x = u diag(s) vh; status (rt_torch_tensor_svd). */
  svd() {
    return tensorSvd(this);
  }

  /** eigen-decomposition with complex outputs; status (rt_torch_tensor_eig). */
  eig() {
    return tensorEig(this);
  }

  /** sum of all elements, as a scalar tensor (rt_torch_tensor_sum). */
  sum() {
    return tensorSum(this);
  }

  /** sum along dim; keepdim keeps it as size 1 (rt_torch_tensor_sum_dim). */
  sumDim(dim, keepdim) {
    return tensorSumDim(this, dim, keepdim);
  }

  /** mean of all elements, as a scalar tensor (rt_torch_tensor_mean). */
  mean() {
    return tensorMean(this);
  }

  /** mean along dim; keepdim keeps it as size 1 (rt_torch_tensor_mean_dim). */
  meanDim(dim, keepdim) {
    return tensorMeanDim(this, dim, keepdim);
  }

  /** maximum of all elements, as a scalar tensor (rt_torch_tensor_max). */
  max() {
    return tensorMax(this);
  }

  /** maximum along dim; keepdim keeps it as size 1 (rt_torch_tensor_max_dim). */
  maxDim(dim, keepdim) {
    return tensorMaxDim(this, dim, keepdim);
  }

  /** minimum of all elements, as a scalar tensor (rt_torch_tensor_min). */
  min() {
    return tensorMin(this);
  }

  /** minimum along dim; keepdim keeps it as size 1 (rt_torch_tensor_min_dim). */
  minDim(dim, keepdim) {
    return tensorMinDim(this, dim, keepdim);
  }

  /** int64 index of the maximum of all elements, as a scalar tensor (rt_torch_tensor_argmax). */
  argmax() {
    return tensorArgmax(this);
  }

  /** int64 index of the maximum along dim; keepdim keeps it as size 1 (rt_torch_tensor_argmax_dim). */
  argmaxDim(dim, keepdim) {
    return tensorArgmaxDim(this, dim, keepdim);
  }

  /** int64 index of the minimum of all elements, as a scalar tensor (rt_torch_tensor_argmin). */
  argmin() {
    return tensorArgmin(this);
  }

  /** int64 index of the minimum along dim; keepdim keeps it as size 1 (rt_torch_tensor_argmin_dim). */
  argminDim(dim, keepdim) {
    return tensorArgminDim(this, dim, keepdim);
  }

  /** standard deviation of all elements, as a scalar tensor (rt_torch_tensor_std). */
  std() {
    return tensorStd(this);
  }

  /** standard deviation along dim; keepdim keeps it as size 1 (rt_torch_tensor_std_dim). */
  stdDim(dim, keepdim) {
    return tensorStdDim(this, dim, keepdim);
  }

  /** variance of all elements, as a scalar tensor (rt_torch_tensor_var). */
  var() {
    return tensorVar(this);
  }

  /** variance along dim; keepdim keeps it as size 1 (rt_torch_tensor_var_dim). */
  varDim(dim, keepdim) {
    return tensorVarDim(this, dim, keepdim);
  }

  /** same data, new shape (one dim may be -1) (rt_torch_tensor_reshape). */
  reshape(dims) {
    return tensorReshape(this, dims);
  }

  /** reshape without copying; needs compatible strides (rt_torch_tensor_view). */
  view(dims) {
    return tensorView(this, dims);
  }

  /** reorder the dims (rt_torch_tensor_permute). */
  permute(order) {
    return tensorPermute(this, order);
  }

  /** drop every dim of size 1 (rt_torch_tensor_squeeze). */
  squeeze() {
    return tensorSqueeze(this);
  }

  /** drop dim if its size is 1 (rt_torch_tensor_squeeze_dim). */
  squeezeDim(dim) {
    return tensorSqueezeDim(this, dim);
  }

  /** insert a dim of size 1 (rt_torch_tensor_unsqueeze). */
  unsqueeze(dim) {
    return tensorUnsqueeze(this, dim);
  }

  /** merge dims start_dim..end_dim (rt_torch_tensor_flatten). */
  flatten(startDim, endDim) {
    return tensorFlatten(this, startDim, endDim);
  }

  /** broadcast to a shape (-1 keeps a dim) (rt_torch_tensor_expand). */
  expand(dims) {
    return tensorExpand(this, dims);
  }

  /** row-major copy (or the same data if already so) (rt_torch_tensor_contiguous). */
  contiguous() {
    return tensorContiguous(this);
  }

  /** 1 when the data is row-major without gaps (rt_torch_tensor_is_contiguous). */
  isContiguous() {
    return tensorIsContiguous(this);
  }

  /** number of dims (rt_torch_tensor_ndim). */
  ndim() {
    return tensorNdim(this);
  }

  /** number of elements (rt_torch_tensor_numel). */
  numel() {
    return tensorNumel(this);
  }

  /** size of one dim (rt_torch_tensor_size). */
  size(dim) {
    return tensorSize(this, dim);
  }

  /** dtype code (rt_torch_tensor_dtype). */
  dtype() {
    return tensorDtype(this);
  }

  /** copy converted to dtype (rt_torch_tensor_to_dtype). */
  toDtype(dtype) {
    return tensorToDtype(this, dtype);
  }

  /** numel * element size (rt_torch_tensor_nbytes). */
  nbytes() {
    return tensorNbytes(this);
  }

  /** row-major copy of the data in its own dtype, from any device; returns bytes written (rt_torch_tensor_copy_to). */
  copyTo(out) {
    return tensorCopyTo(this, out);
  }

  /** one-element tensor to double; status (rt_torch_tensor_item). */
  item() {
    return tensorItem(this);
  }

  /**
   * write src's values into dst in place (broadcast, converted to dst's dtype; not recorded by autograd)
   * (rt_torch_tensor_copy_from).
   */
  copyFrom(src) {
    return tensorCopyFrom(this, src);
  }

  /** x[start:end:step] along dim (step > 0; bounds clamp as in Python) (rt_torch_tensor_slice). */
  slice(dim, start, end, step) {
    return tensorSlice(this, dim, start, end, step);
  }

  /** rows of dim picked by a 1-D int64 index (rt_torch_tensor_index_select). */
  indexSelect(dim, index) {
    return tensorIndexSelect(this, dim, index);
  }

  /** values picked along dim by an int64 index (rt_torch_tensor_gather). */
  gather(dim, index) {
    return tensorGather(this, dim, index);
  }

  /** split into at most chunks parts; returns the count written (rt_torch_tensor_chunk). */
  chunk(chunks, dim, maxOut) {
    return tensorChunk(this, chunks, dim, maxOut);
  }

  /** start or stop recording ops on a leaf (rt_torch_tensor_set_requires_grad). */
  setRequiresGrad(flag) {
    return tensorSetRequiresGrad(this, flag);
  }

  /** 1 when ops on x are recorded (rt_torch_tensor_requires_grad). */
  requiresGrad() {
    return tensorRequiresGrad(this);
  }

  /** new handle to x.grad; 0 with RT_OK when x has no grad (rt_torch_tensor_grad). */
  grad() {
    return tensorGrad(this);
  }

  /**
   * accumulate d(loss)/d(leaf) into the leaves' grads; loss is real and holds one element
   * (rt_torch_tensor_backward).
   */
  backward() {
    return tensorBackward(this);
  }

  /** drop x.grad (rt_torch_tensor_zero_grad). */
  zeroGrad() {
    return tensorZeroGrad(this);
  }

  /** same data, cut from the graph (rt_torch_tensor_detach). */
  detach() {
    return tensorDetach(this);
  }

  /** copy on cuda:device_index (rt_torch_tensor_cuda). */
  cuda(deviceIndex) {
    return tensorCuda(this, deviceIndex);
  }

  /** copy on the CPU (same data when already there) (rt_torch_tensor_cpu). */
  cpu() {
    return tensorCpu(this);
  }

  /** 1 when x lives on a CUDA device (rt_torch_tensor_is_cuda). */
  isCuda() {
    return tensorIsCuda(this);
  }

  /** device code of x; -2 on error (rt_torch_tensor_device). */
  device() {
    return tensorDevice(this);
  }

  /** copy on a device code (rt_torch_tensor_to_device). */
  toDevice(device) {
    return tensorToDevice(this, device);
  }

  /** copy to the stream's device, queued on it, not blocking the caller (rt_torch_tensor_to_stream). */
  toStream(stream) {
    return tensorToStream(this, stream);
  }

  /** copy with its own storage, kept in the graph (rt_torch_tensor_clone). */
  clone() {
    return tensorClone(this);
  }

  /** a == b, broadcast and promoted (rt_torch_tensor_eq). */
  eq(b) {
    return tensorEq(this, b);
  }

  /** a != b, broadcast and promoted (rt_torch_tensor_ne). */
  ne(b) {
    return tensorNe(this, b);
  }

  /** a < b, broadcast and promoted (rt_torch_tensor_lt). */
  lt(b) {
    return tensorLt(this, b);
  }

  /** a <= b, broadcast and promoted (rt_torch_tensor_le). */
  le(b) {
    return tensorLe(this, b);
  }

  /** a > b, broadcast and promoted (rt_torch_tensor_gt). */
  gt(b) {
    return tensorGt(this, b);
  }

  /** a >= b, broadcast and promoted (rt_torch_tensor_ge). */
  ge(b) {
    return tensorGe(this, b);
  }

  /** a == s (s converted to the dtype of a with a float first, as PyTorch) (rt_torch_tensor_eq_scalar). */
  eqScalar(s) {
    return tensorEqScalar(this, s);
  }

  /** a != s (s converted to the dtype of a with a float first, as PyTorch) (rt_torch_tensor_ne_scalar). */
  neScalar(s) {
    return tensorNeScalar(this, s);
  }

  /** a < s (s converted to the dtype of a with a float first, as PyTorch) (rt_torch_tensor_lt_scalar). */
  ltScalar(s) {
    return tensorLtScalar(this, s);
  }

  /** a <= s (s converted to the dtype of a with a float first, as PyTorch) (rt_torch_tensor_le_scalar). */
  leScalar(s) {
    return tensorLeScalar(this, s);
  }

  /** a > s (s converted to the dtype of a with a float first, as PyTorch) (rt_torch_tensor_gt_scalar). */
  gtScalar(s) {
    return tensorGtScalar(this, s);
  }

  /** a >= s (s converted to the dtype of a with a float first, as PyTorch) (rt_torch_tensor_ge_scalar). */
  geScalar(s) {
    return tensorGeScalar(this, s);
  }

  /** a is NaN (rt_torch_tensor_isnan). */
  isnan() {
    return tensorIsnan(this);
  }

  /** a is infinite (rt_torch_tensor_isinf). */
  isinf() {
    return tensorIsinf(this);
  }

  /** a is neither infinite nor NaN (rt_torch_tensor_isfinite). */
  isfinite() {
    return tensorIsfinite(this);
  }

  /** a is zero (rt_torch_tensor_logical_not). */
  logicalNot() {
    return tensorLogicalNot(this);
  }

  /** a and b are non-zero, broadcast (rt_torch_tensor_logical_and). */
  logicalAnd(b) {
    return tensorLogicalAnd(this, b);
  }

  /** a or b is non-zero, broadcast (rt_torch_tensor_logical_or). */
  logicalOr(b) {
    return tensorLogicalOr(this, b);
  }

  /** exactly one of a and b is non-zero, broadcast (rt_torch_tensor_logical_xor). */
  logicalXor(b) {
    return tensorLogicalXor(this, b);
  }

  /** a where the bool condition holds, else b; all three broadcast, a and b promoted (rt_torch_tensor_where). */
  where(a, b) {
    return tensorWhere(this, a, b);
  }

  /** x with value where the bool mask holds (x and mask broadcast together) (rt_torch_tensor_masked_fill). */
  maskedFill(mask, value) {
    return tensorMaskedFill(this, mask, value);
  }

  /** x limited to [min, max]; a NaN bound is no bound (one must be given) (rt_torch_tensor_clamp). */
  clamp(min, max) {
    return tensorClamp(this, min, max);
  }

  /** bitwise and of integer or bool tensors, broadcast and promoted (rt_torch_tensor_bitwise_and). */
  bitwiseAnd(b) {
    return tensorBitwiseAnd(this, b);
  }

  /** bitwise or of integer or bool tensors, broadcast and promoted (rt_torch_tensor_bitwise_or). */
  bitwiseOr(b) {
    return tensorBitwiseOr(this, b);
  }

  /** bitwise xor of integer or bool tensors, broadcast and promoted (rt_torch_tensor_bitwise_xor). */
  bitwiseXor(b) {
    return tensorBitwiseXor(this, b);
  }

  /** bitwise complement of an integer tensor (logical not of a bool one) (rt_torch_tensor_bitwise_not). */
  bitwiseNot() {
    return tensorBitwiseNot(this);
  }

  /** 1 when a and b have the same shape, dtype and elements (NaN is never equal) (rt_torch_tensor_equal). */
  equal(b) {
    return tensorEqual(this, b);
  }

  /**
   * 1 when |a - b| <= atol + rtol * |b| everywhere (broadcast; one dtype); equal_nan: NaNs match
   * (rt_torch_tensor_allclose).
   */
  allclose(b, rtol, atol, equalNan) {
    return tensorAllclose(this, b, rtol, atol, equalNan);
  }

  /**
   * int64 indices of the non-zero elements, one row of ndim coordinates each, in row-major order
   * (rt_torch_tensor_nonzero).
   */
  nonzero() {
    return tensorNonzero(this);
  }

  /**
   * x[indices[0], ..., indices[n-1]]: int32/int64 tensors for x's leading dims (broadcast together; negative from
   * the end) or bool masks (one per dims they cover) (rt_torch_tensor_index).
   */
  index(indices) {
    return tensorIndex(this, indices);
  }

  /** x with x[indices] = values (broadcast, x's dtype); accumulate: += (repeats add up) (rt_torch_tensor_index_put). */
  indexPut(indices, values, accumulate) {
    return tensorIndexPut(this, indices, values, accumulate);
  }

  /** x with x[index[i][j]][j] = src[i][j] for dim 0 (and so on) (rt_torch_tensor_scatter). */
  scatter(dim, index, src) {
    return tensorScatter(this, dim, index, src);
  }

  /** x with value written at index along dim (rt_torch_tensor_scatter_value). */
  scatterValue(dim, index, value) {
    return tensorScatterValue(this, dim, index, value);
  }

  /** x with x[index[i][j]][j] += src[i][j] for dim 0 (and so on) (rt_torch_tensor_scatter_add). */
  scatterAdd(dim, index, src) {
    return tensorScatterAdd(this, dim, index, src);
  }

  /**
   * x with src's values combined at index along dim by reduce (RT_SCATTER_*); include_self: x's own value takes
   * part (rt_torch_tensor_scatter_reduce).
   */
  scatterReduce(dim, index, src, reduce, includeSelf) {
    return tensorScatterReduce(this, dim, index, src, reduce, includeSelf);
  }

  /** x with alpha * source's slices added at the 1-D index along dim (rt_torch_tensor_index_add). */
  indexAdd(dim, index, source, alpha) {
    return tensorIndexAdd(this, dim, index, source, alpha);
  }

  /** values picked along dim (x and indices broadcast in the other dims) (rt_torch_tensor_take_along_dim). */
  takeAlongDim(indices, dim) {
    return tensorTakeAlongDim(this, indices, dim);
  }

  /** product (integers and bool give int64) of all elements, as a scalar tensor (rt_torch_tensor_prod). */
  prod() {
    return tensorProd(this);
  }

  /** product (integers and bool give int64) along dim; keepdim keeps it as size 1 (rt_torch_tensor_prod_dim). */
  prodDim(dim, keepdim) {
    return tensorProdDim(this, dim, keepdim);
  }

  /**
   * 1 when every element is non-zero (bool; uint8 for uint8) of all elements, as a scalar tensor
   * (rt_torch_tensor_all).
   */
  all() {
    return tensorAll(this);
  }

  /**
   * 1 when every element is non-zero (bool; uint8 for uint8) along dim; keepdim keeps it as size 1
   * (rt_torch_tensor_all_dim).
   */
  allDim(dim, keepdim) {
    return tensorAllDim(this, dim, keepdim);
  }

  /**
   * 1 when some element is non-zero (bool; uint8 for uint8) of all elements, as a scalar tensor
   * (rt_torch_tensor_any).
   */
  any() {
    return tensorAny(this);
  }

  /**
   * 1 when some element is non-zero (bool; uint8 for uint8) along dim; keepdim keeps it as size 1
   * (rt_torch_tensor_any_dim).
   */
  anyDim(dim, keepdim) {
    return tensorAnyDim(this, dim, keepdim);
  }

  /** log of the sum of exp along dim, without overflow (rt_torch_tensor_logsumexp). */
  logsumexp(dim, keepdim) {
    return tensorLogsumexp(this, dim, keepdim);
  }

  /** running sum along dim (integers and bool give int64) (rt_torch_tensor_cumsum). */
  cumsum(dim) {
    return tensorCumsum(this, dim);
  }

  /** running product along dim (integers and bool give int64) (rt_torch_tensor_cumprod). */
  cumprod(dim) {
    return tensorCumprod(this, dim);
  }

  /** running maximum along dim and where it was (the latest of ties; a NaN stays); status (rt_torch_tensor_cummax). */
  cummax(dim) {
    return tensorCummax(this, dim);
  }

  /** running minimum along dim and where it was (the latest of ties; a NaN stays); status (rt_torch_tensor_cummin). */
  cummin(dim) {
    return tensorCummin(this, dim);
  }

  /**
   * variance over n dims (n 0: all elements): squared deviations summed / max(0, N - correction)
   * (rt_torch_tensor_var_correction).
   */
  varCorrection(dims, correction, keepdim) {
    return tensorVarCorrection(this, dims, correction, keepdim);
  }

  /** square root of rt_torch_tensor_var_correction (rt_torch_tensor_std_correction). */
  stdCorrection(dims, correction, keepdim) {
    return tensorStdCorrection(this, dims, correction, keepdim);
  }

  /**
   * x sorted along dim and where each value came from (equal values keep their order whatever stable says, which
   * PyTorch allows); status (rt_torch_tensor_sort).
   */
  sort(dim, descending, stable) {
    return tensorSort(this, dim, descending, stable);
  }

  /** the indices of rt_torch_tensor_sort alone (rt_torch_tensor_argsort). */
  argsort(dim, descending, stable) {
    return tensorArgsort(this, dim, descending, stable);
  }

  /**
   * the k largest (largest 0: smallest) along dim and their indices, ordered from the extreme whatever sorted says
   * (which PyTorch allows); status (rt_torch_tensor_topk).
   */
  topk(k, dim, largest, sorted) {
    return tensorTopk(this, k, dim, largest, sorted);
  }

  /** the k-th smallest (k from 1) along dim and its index; status (rt_torch_tensor_kthvalue). */
  kthvalue(k, dim, keepdim) {
    return tensorKthvalue(this, k, dim, keepdim);
  }

  /** the lower median of all elements (NaN if one is NaN or there are none) (rt_torch_tensor_median). */
  median() {
    return tensorMedian(this);
  }

  /**
   * the lower median along dim and its index (a NaN and its index if the row has one); status
   * (rt_torch_tensor_median_dim).
   */
  medianDim(dim, keepdim) {
    return tensorMedianDim(this, dim, keepdim);
  }

  /** the most frequent value along dim (the smallest of ties) and its last index; status (rt_torch_tensor_mode). */
  mode(dim, keepdim) {
    return tensorMode(this, dim, keepdim);
  }

  /**
   * the distinct elements ascending (each NaN distinct), the int64 position in values of each element of x (x's
   * shape) and how often each occurs; status (rt_torch_tensor_unique).
   */
  unique() {
    return tensorUnique(this);
  }

  /**
   * where values would be inserted into the innermost dim of sorted_sequence (1-D, or its leading dims those of
   * values) to keep it sorted: the first such place (right: the last); sorter (0: none) the int64 argsort of an
   * unsorted sequence; int64 (out_int32: int32) positions (rt_torch_tensor_searchsorted).
   */
  searchsorted(values, outInt32, right, sorter) {
    return tensorSearchsorted(this, values, outInt32, right, sorter);
  }

  /**
   * the index of the bucket of 1-D ascending boundaries each element falls in: boundaries[i-1] < v <=
   * boundaries[i] (right: boundaries[i-1] <= v < boundaries[i]) (rt_torch_tensor_bucketize).
   */
  bucketize(boundaries, outInt32, right) {
    return tensorBucketize(this, boundaries, outInt32, right);
  }

  /** lower triangle of the last two dims (above diagonal set to 0) (rt_torch_tensor_tril). */
  tril(diagonal) {
    return tensorTril(this, diagonal);
  }

  /** upper triangle of the last two dims (below diagonal set to 0) (rt_torch_tensor_triu). */
  triu(diagonal) {
    return tensorTriu(this, diagonal);
  }

  /** elements shifted along dim, wrapping around (rt_torch_tensor_roll). */
  roll(shifts, dim) {
    return tensorRoll(this, shifts, dim);
  }

  /** order reversed along dim (rt_torch_tensor_flip). */
  flip(dim) {
    return tensorFlip(this, dim);
  }

  /**
   * 1-D x: square matrix with x on the diagonal; 2-D x: that diagonal (0 main, > 0 above, < 0 below)
   * (rt_torch_tensor_diag).
   */
  diag(diagonal) {
    return tensorDiag(this, diagonal);
  }

  /** the diagonals of the (dim1, dim2) planes as a new last dim (a view) (rt_torch_tensor_diagonal). */
  diagonal(offset, dim1, dim2) {
    return tensorDiagonal(this, offset, dim1, dim2);
  }

  /** x tiled repeats[i] times along dim i (n >= ndim; extra repeats add leading dims) (rt_torch_tensor_repeat). */
  repeat(repeats) {
    return tensorRepeat(this, repeats);
  }

  /** each slice along dim repeated repeats times in place (rt_torch_tensor_repeat_interleave). */
  repeatInterleave(repeats, dim) {
    return tensorRepeatInterleave(this, repeats, dim);
  }

  /**
   * slice i along dim repeated repeats[i] times (an integer tensor of 1 or size(dim) counts)
   * (rt_torch_tensor_repeat_interleave_tensor).
   */
  repeatInterleaveTensor(repeats, dim) {
    return tensorRepeatInterleaveTensor(this, repeats, dim);
  }

  /** views of split_size along dim (the last may be shorter); returns the count (rt_torch_tensor_split). */
  split(splitSize, dim, maxOut) {
    return tensorSplit(this, splitSize, dim, maxOut);
  }

  /** views of the given sizes (summing to size(dim)); returns n (rt_torch_tensor_split_sizes). */
  splitSizes(sizes, dim, maxOut) {
    return tensorSplitSizes(this, sizes, dim, maxOut);
  }

  /**
   * sections views along dim, the first size(dim) % sections one longer; returns sections
   * (rt_torch_tensor_tensor_split).
   */
  tensorSplit(sections, dim, maxOut) {
    return tensorTensorSplit(this, sections, dim, maxOut);
  }

  /**
   * the n + 1 views between the indices along dim (bounds as Python slices); returns n + 1
   * (rt_torch_tensor_tensor_split_indices).
   */
  tensorSplitIndices(indices, dim, maxOut) {
    return tensorTensorSplitIndices(this, indices, dim, maxOut);
  }

  /** x with dim source moved to position destination (a view) (rt_torch_tensor_movedim). */
  movedim(source, destination) {
    return tensorMovedim(this, source, destination);
  }

  /** dim split into dims of the given sizes (one may be -1) (rt_torch_tensor_unflatten). */
  unflatten(dim, sizes) {
    return tensorUnflatten(this, dim, sizes);
  }

  /** int64 indices drawn from each row of non-negative weights (1-D or 2-D) (rt_torch_tensor_multinomial). */
  multinomial(numSamples, replacement) {
    return tensorMultinomial(this, numSamples, replacement);
  }

  /**
   * 1 with probability p, else 0, per element of a floating p in [0, 1] (p's dtype; no gradient)
   * (rt_torch_tensor_bernoulli).
   */
  bernoulli() {
    return tensorBernoulli(this);
  }

  /** 1 with probability p, else 0, in x's shape and floating dtype (rt_torch_tensor_bernoulli_scalar). */
  bernoulliScalar(p) {
    return tensorBernoulliScalar(this, p);
  }

  /** overwrite a floating x with samples of N(mean, std**2) (not recorded by autograd) (rt_torch_tensor_normal_). */
  normal(mean, std) {
    return tensorNormal(this, mean, std);
  }

  /** overwrite a floating x with samples of U[low, high) (not recorded by autograd) (rt_torch_tensor_uniform_). */
  uniform(low, high) {
    return tensorUniform(this, low, high);
  }

  /**
   * overwrite x with integers uniform from 0 to the largest its dtype holds exactly (floating: 2**significand
   * bits), PyTorch's random_(); status (rt_torch_tensor_random_).
   */
  random() {
    return tensorRandom(this);
  }

  /**
   * overwrite x with integers uniform in [low, high), PyTorch's random_(low, high); status
   * (rt_torch_tensor_random_between_).
   */
  randomBetween(low, high) {
    return tensorRandomBetween(this, low, high);
  }

  /**
   * overwrite x with integers uniform from low to the largest its dtype holds exactly, PyTorch's random_(low,
   * None); status (rt_torch_tensor_random_from_).
   */
  randomFrom(low) {
    return tensorRandomFrom(this, low);
  }

  /** batched matrix product of two 3-D tensors with the same batch size (no broadcasting) (rt_torch_tensor_bmm). */
  bmm(b) {
    return tensorBmm(this, b);
  }

  /** outer product of two 1-D tensors, promoted (rt_torch_tensor_outer). */
  outer(b) {
    return tensorOuter(this, b);
  }

  /** beta * input + alpha * (mat1 @ mat2), input broadcast; beta 0 ignores input (rt_torch_tensor_addmm). */
  addmm(mat1, mat2, beta, alpha) {
    return tensorAddmm(this, mat1, mat2, beta, alpha);
  }

  /** beta * input + alpha * bmm(batch1, batch2), input broadcast; beta 0 ignores input (rt_torch_tensor_baddbmm). */
  baddbmm(batch1, batch2, beta, alpha) {
    return tensorBaddbmm(this, batch1, batch2, beta, alpha);
  }

  /**
   * X with a X = b (left 0: X a = b), a square, b a matrix or a vector (batch dims broadcast)
   * (rt_torch_tensor_solve).
   */
  solve(b, left) {
    return tensorSolve(this, b, left);
  }

  /** sign (0 if singular) and log |det| of square matrices; status (rt_torch_tensor_slogdet). */
  slogdet() {
    return tensorSlogdet(this);
  }

  /** QR decomposition x = q r, mode RT_QR_*; status (rt_torch_tensor_qr). */
  qr(mode) {
    return tensorQr(this, mode);
  }

  /**
   * L with x = L L^H of Hermitian positive-definite matrices, read from the lower triangle (upper: U with x = U^H
   * U, from the upper one) (rt_torch_tensor_cholesky).
   */
  cholesky(upper) {
    return tensorCholesky(this, upper);
  }

  /**
   * ascending real eigenvalues and orthonormal eigenvectors of Hermitian matrices, read from the lower triangle
   * (upper: the upper one); status (rt_torch_tensor_eigh).
   */
  eigh(upper) {
    return tensorEigh(this, upper);
  }

  /** the eigenvalues of rt_torch_tensor_eigh alone (rt_torch_tensor_eigvalsh). */
  eigvalsh(upper) {
    return tensorEigvalsh(this, upper);
  }

  /** singular values, descending (real) (rt_torch_tensor_svdvals). */
  svdvals() {
    return tensorSvdvals(this);
  }

  /**
   * least-squares solution of a X = b (b a matrix, or a vector of a's rows), driver RT_LSTSQ_*, rcond < 0 for eps
   * * max(m, n); residuals, rank and singular values as PyTorch's driver gives them (else empty); status
   * (rt_torch_tensor_lstsq).
   */
  lstsq(b, rcond, driver) {
    return tensorLstsq(this, b, rcond, driver);
  }

  /**
   * pseudo-inverse, dropping singular values <= max(atol, rtol * largest) (rtol < 0: eps * max(m, n) if atol is 0,
   * else 0); hermitian: through eigh (rt_torch_tensor_pinv).
   */
  pinv(atol, rtol, hermitian) {
    return tensorPinv(this, atol, rtol, hermitian);
  }

  /** int64 count of the singular values above the tolerance of rt_torch_tensor_pinv (rt_torch_tensor_matrix_rank). */
  matrixRank(atol, rtol, hermitian) {
    return tensorMatrixRank(this, atol, rtol, hermitian);
  }

  /**
   * inverse without failing on singular matrices: info (int32, per matrix) is 0 or the LAPACK pivot that was 0
   * (then inverse is unspecified); status (rt_torch_tensor_inv_ex).
   */
  invEx() {
    return tensorInvEx(this);
  }

  /**
   * backward from any root, seeded with gradient (0: ones, for a root of one element); retain_graph keeps the
   * graph for another backward (rt_torch_tensor_backward_gradient).
   */
  backwardGradient(gradient, retainGraph) {
    return tensorBackwardGradient(this, gradient, retainGraph);
  }

  /** keep x's gradient after backward although x is not a leaf (rt_torch_tensor_retain_grad). */
  retainGrad() {
    return tensorRetainGrad(this);
  }

  /** 1 unless x was computed by a recorded op (PyTorch's is_leaf) (rt_torch_tensor_is_leaf). */
  isLeaf() {
    return tensorIsLeaf(this);
  }

  /** 1 when x was computed by a recorded op (PyTorch's grad_fn is not None) (rt_torch_tensor_has_grad_fn). */
  hasGradFn() {
    return tensorHasGradFn(this);
  }

  /** zeros of x's shape (and dtype and device, unless given) (rt_torch_tensor_zeros_like). */
  zerosLike(dtype, device) {
    return tensorZerosLike(this, dtype, device);
  }

  /** ones of x's shape (and dtype and device, unless given) (rt_torch_tensor_ones_like). */
  onesLike(dtype, device) {
    return tensorOnesLike(this, dtype, device);
  }

  /** contents unspecified of x's shape (and dtype and device, unless given) (rt_torch_tensor_empty_like). */
  emptyLike(dtype, device) {
    return tensorEmptyLike(this, dtype, device);
  }

  /** samples of U[0, 1) of x's shape (and dtype and device, unless given) (rt_torch_tensor_rand_like). */
  randLike(dtype, device) {
    return tensorRandLike(this, dtype, device);
  }

  /** samples of N(0, 1) of x's shape (and dtype and device, unless given) (rt_torch_tensor_randn_like). */
  randnLike(dtype, device) {
    return tensorRandnLike(this, dtype, device);
  }

  /** value in x's shape (and dtype and device, unless given) (rt_torch_tensor_full_like). */
  fullLike(value, dtype, device) {
    return tensorFullLike(this, value, dtype, device);
  }

  /**
   * write to *out a new DLManagedTensorVersioned* over x's memory (the caller calls its deleter once); a tensor
   * the backend cannot lend (PyTorch's lazy conj or neg) is copied, DLPACK_FLAG_BITMASK_IS_COPIED set; memory x
   * must not write (a NumPy broadcast view) has DLPACK_FLAG_BITMASK_READ_ONLY; *out is NULL on failure
   * (rt_torch_tensor_to_dlpack_versioned).
   */
  toDlpackVersioned() {
    return tensorToDlpackVersioned(this);
  }

  /**
   * write to *out a new legacy DLManagedTensor* over x's memory; it has no flags, so a tensor that would need a
   * copy or is read-only is refused (RT_ERR_UNSUPPORTED): use the versioned export; NULL on failure
   * (rt_torch_tensor_to_dlpack_legacy).
   */
  toDlpackLegacy() {
    return tensorToDlpackLegacy(this);
  }

  /**
   * the real part of a complex x, a view of its memory (float32 for complex64, float64 for complex128); a real x:
   * x itself (rt_torch_tensor_real).
   */
  real() {
    return tensorReal(this);
  }

  /** the imaginary part of a complex x, a view of its memory (a real x: RT_ERR_DTYPE) (rt_torch_tensor_imag). */
  imag() {
    return tensorImag(this);
  }

  /**
   * dense x as a coalesced sparse COO tensor of its nonzero entries over its first sparse_dim dims (1..ndim; the
   * others become dense dims of the values); differentiable (rt_torch_tensor_to_sparse).
   */
  toSparse(sparseDim) {
    return tensorToSparse(this, sparseDim);
  }

  /** sparse x as a dense tensor (duplicates summed); a dense x itself; differentiable (rt_torch_tensor_to_dense). */
  toDense() {
    return tensorToDense(this);
  }

  /** 1 for a sparse COO tensor, 0 for a dense one (rt_torch_tensor_is_sparse). */
  isSparse() {
    return tensorIsSparse(this);
  }

  /**
   * p-norm distances between the rows of x1 (*, P, M) and x2 (*, R, M), batch dims broadcast: (*, P, R); p >= 0
   * (0: count of differing entries, INFINITY: largest difference); compute_mode RT_CDIST_*
   * (rt_torch_tensor_cdist).
   */
  cdist(x2, p, computeMode) {
    return tensorCdist(this, x2, p, computeMode);
  }

  /**
   * int64 (n, ndim) coordinates of the non-zero elements, in row-major order (as rt_torch_tensor_nonzero)
   * (rt_torch_tensor_argwhere).
   */
  argwhere() {
    return tensorArgwhere(this);
  }

  /** larger of a and b, broadcast; a NaN loses to a number (NaN only where both are) (rt_torch_tensor_fmax). */
  fmax(b) {
    return tensorFmax(this, b);
  }

  /** smaller of a and b, broadcast; a NaN loses to a number (NaN only where both are) (rt_torch_tensor_fmin). */
  fmin(b) {
    return tensorFmin(this, b);
  }

  /**
   * sum with NaNs counted as zero (integers and bool give int64) of all elements, as a scalar tensor
   * (rt_torch_tensor_nansum).
   */
  nansum() {
    return tensorNansum(this);
  }

  /**
   * sum with NaNs counted as zero (integers and bool give int64) along dim; keepdim keeps it as size 1
   * (rt_torch_tensor_nansum_dim).
   */
  nansumDim(dim, keepdim) {
    return tensorNansumDim(this, dim, keepdim);
  }

  /**
   * mean of the non-NaN elements of floating x over dims (ndims 0: all of them), NaN where all are NaN; keepdim
   * keeps them as size 1 (rt_torch_tensor_nanmean).
   */
  nanmean(dims, keepdim) {
    return tensorNanmean(this, dims, keepdim);
  }

  /**
   * a / b rounded by mode (RT_ROUNDING_*), broadcast and promoted (integers stay integers but for
   * RT_ROUNDING_NONE); gradient zero but for RT_ROUNDING_NONE (rt_torch_tensor_div_rounding).
   */
  divRounding(b, mode) {
    return tensorDivRounding(this, b, mode);
  }

  /**
   * x with the 0-dim value (converted to x's dtype) at the positions the int64 index (0-D or 1-D; negative ones
   * count from the end) names along dim; value gets its gradient (rt_torch_tensor_index_fill).
   */
  indexFill(dim, index, value) {
    return tensorIndexFill(this, dim, index, value);
  }

  /**
   * x broadcast with the bool mask, with source's first elements (row-major) where mask holds (source of x's dtype
   * and at least as many elements as mask's True) (rt_torch_tensor_masked_scatter).
   */
  maskedScatter(mask, source) {
    return tensorMaskedScatter(this, mask, source);
  }

  /**
   * int64 count of the non-zero elements along the n distinct dims (n 0: of all elements)
   * (rt_torch_tensor_count_nonzero).
   */
  countNonzero(dims) {
    return tensorCountNonzero(this, dims);
  }

  /**
   * rt_torch_tensor_backward_gradient with PyTorch's other options: the .grad of inputs only accumulates (none:
   * every leaf); create_graph records the backward itself, so the gradients in .grad require grad and can be
   * differentiated again (pass retain_graph too, as PyTorch's default does then); status
   * (rt_torch_tensor_backward_ex).
   */
  backwardEx(gradient, inputs, retainGraph, createGraph) {
    return tensorBackwardEx(this, gradient, inputs, retainGraph, createGraph);
  }

  /**
   * x rounded half to even to decimals decimal places (negative: to tens, hundreds, ...), as PyTorch's
   * round(decimals=): x * 10**decimals rounded, divided by 10**decimals (negative decimals: x / 10**-decimals
   * rounded, times 10**-decimals), in x's floating dtype (float32 math for the half types); integer, bool and
   * complex x: RT_ERR_DTYPE; gradient zero (rt_torch_tensor_round_decimals).
   */
  roundDecimals(decimals) {
    return tensorRoundDecimals(this, decimals);
  }

  /**
   * the part of x at index along dim, which drops out (a view, as torch.select); index in [-size, size), negative
   * counting from the end, else RT_ERR_INVALID_ARGUMENT; a 0-dim x: RT_ERR_SHAPE (rt_torch_tensor_select).
   */
  select(dim, index) {
    return tensorSelect(this, dim, index);
  }
}

// ---- Module-level functions ----

/** float32 zeros (rt_torch_tensor_zeros). */
function zeros(dims) {
  return tensorZeros(dims);
}

/** float32 ones (rt_torch_tensor_ones). */
function ones(dims) {
  return tensorOnes(dims);
}

/** float32 samples of N(0, 1) (rt_torch_tensor_randn). */
function randn(dims) {
  return tensorRandn(dims);
}

/** float32 samples of U[0, 1) (rt_torch_tensor_rand). */
function rand(dims) {
  return tensorRand(dims);
}

/** float32, contents unspecified (rt_torch_tensor_empty). */
function empty(dims) {
  return tensorEmpty(dims);
}

/** float32 filled with value (rt_torch_tensor_full). */
function full(dims, value) {
  return tensorFull(dims, value);
}

/** copy of row-major data of the given dtype (rt_torch_tensor_from_data). */
function fromData(data, dims, dtype) {
  return tensorFromData(data, dims, dtype);
}

/** [start, end) by step (rt_torch_tensor_arange). */
function arange(start, end, step, dtype) {
  return tensorArange(start, end, step, dtype);
}

/** steps evenly spaced float32 values (rt_torch_tensor_linspace). */
function linspace(start, end, steps) {
  return tensorLinspace(start, end, steps);
}

/** n x m float32 identity (rt_torch_tensor_eye). */
function eye(n, m) {
  return tensorEye(n, m);
}

/** -a (rt_torch_tensor_neg). */
function neg(a) {
  return tensorNeg(a);
}

/** |a| (rt_torch_tensor_abs). */
function abs(a) {
  return tensorAbs(a);
}

/** square root (rt_torch_tensor_sqrt). */
function sqrt(a) {
  return tensorSqrt(a);
}

/** e ** a (rt_torch_tensor_exp). */
function exp(a) {
  return tensorExp(a);
}

/** natural logarithm (rt_torch_tensor_log). */
function log(a) {
  return tensorLog(a);
}

/** sine (rt_torch_tensor_sin). */
function sin(a) {
  return tensorSin(a);
}

/** cosine (rt_torch_tensor_cos). */
function cos(a) {
  return tensorCos(a);
}

/** tangent (rt_torch_tensor_tan). */
function tan(a) {
  return tensorTan(a);
}

/** arcsine (rt_torch_tensor_asin). */
function asin(a) {
  return tensorAsin(a);
}

/** arccosine (rt_torch_tensor_acos). */
function acos(a) {
  return tensorAcos(a);
}

/** arctangent (rt_torch_tensor_atan). */
function atan(a) {
  return tensorAtan(a);
}

/** hyperbolic sine (rt_torch_tensor_sinh). */
function sinh(a) {
  return tensorSinh(a);
}

/** hyperbolic cosine (rt_torch_tensor_cosh). */
function cosh(a) {
  return tensorCosh(a);
}

/** 1 / sqrt(a) (rt_torch_tensor_rsqrt). */
function rsqrt(a) {
  return tensorRsqrt(a);
}

/** 1 / a (rt_torch_tensor_reciprocal). */
function reciprocal(a) {
  return tensorReciprocal(a);
}

/** log(1 + a), exact near 0 (rt_torch_tensor_log1p). */
function log1p(a) {
  return tensorLog1p(a);
}

/** e ** a - 1, exact near 0 (rt_torch_tensor_expm1). */
function expm1(a) {
  return tensorExpm1(a);
}

/** base-2 logarithm (rt_torch_tensor_log2). */
function log2(a) {
  return tensorLog2(a);
}

/** base-10 logarithm (rt_torch_tensor_log10). */
function log10(a) {
  return tensorLog10(a);
}

/** 2 ** a (rt_torch_tensor_exp2). */
function exp2(a) {
  return tensorExp2(a);
}

/** error function (rt_torch_tensor_erf). */
function erf(a) {
  return tensorErf(a);
}

/** inverse error function (rt_torch_tensor_erfinv). */
function erfinv(a) {
  return tensorErfinv(a);
}

/** a * a (integers stay integers; bool gives int64) (rt_torch_tensor_square). */
function square(a) {
  return tensorSquare(a);
}

/** -1, 0 or 1 (in a's dtype) (rt_torch_tensor_sign). */
function sign(a) {
  return tensorSign(a);
}

/** round down (integers unchanged) (rt_torch_tensor_floor). */
function floor(a) {
  return tensorFloor(a);
}

/** round up (integers unchanged) (rt_torch_tensor_ceil). */
function ceil(a) {
  return tensorCeil(a);
}

/** round toward zero (integers unchanged) (rt_torch_tensor_trunc). */
function trunc(a) {
  return tensorTrunc(a);
}

/** a - trunc(a) (rt_torch_tensor_frac). */
function frac(a) {
  return tensorFrac(a);
}

/** larger of a and b, broadcast (NaN wins) (rt_torch_tensor_maximum). */
function maximum(a, b) {
  return tensorMaximum(a, b);
}

/** smaller of a and b, broadcast (NaN wins) (rt_torch_tensor_minimum). */
function minimum(a, b) {
  return tensorMinimum(a, b);
}

/** angle of (b, a): atan(a / b) in the right quadrant, broadcast (rt_torch_tensor_atan2). */
function atan2(a, b) {
  return tensorAtan2(a, b);
}

/** log(exp(a) + exp(b)) without overflow, broadcast (rt_torch_tensor_logaddexp). */
function logaddexp(a, b) {
  return tensorLogaddexp(a, b);
}

/**
 * maximum of all elements, as a scalar tensor (rt_torch_tensor_max); with a dim, maximum along dim; keepdim keeps it
 * as size 1 (rt_torch_tensor_max_dim).
 */
function amax(x, dim = null, keepdim = false) {
  return dim === null ? tensorMax(x) : tensorMaxDim(x, dim, keepdim ? 1 : 0);
}

/**
 * minimum of all elements, as a scalar tensor (rt_torch_tensor_min); with a dim, minimum along dim; keepdim keeps it
 * as size 1 (rt_torch_tensor_min_dim).
 */
function amin(x, dim = null, keepdim = false) {
  return dim === null ? tensorMin(x) : tensorMinDim(x, dim, keepdim ? 1 : 0);
}

/**
 * int64 index of the maximum of all elements, as a scalar tensor (rt_torch_tensor_argmax); with a dim, int64 index
 * of the maximum along dim; keepdim keeps it as size 1 (rt_torch_tensor_argmax_dim).
 */
function argmax(x, dim = null, keepdim = false) {
  return dim === null ? tensorArgmax(x) : tensorArgmaxDim(x, dim, keepdim ? 1 : 0);
}

/**
 * int64 index of the minimum of all elements, as a scalar tensor (rt_torch_tensor_argmin); with a dim, int64 index
 * of the minimum along dim; keepdim keeps it as size 1 (rt_torch_tensor_argmin_dim).
 */
function argmin(x, dim = null, keepdim = false) {
  return dim === null ? tensorArgmin(x) : tensorArgminDim(x, dim, keepdim ? 1 : 0);
}

/** join along an existing dim (rt_torch_tensor_cat). */
function cat(xs, dim) {
  return tensorCat(xs, dim);
}

/** join along a new dim (rt_torch_tensor_stack). */
function stack(xs, dim) {
  return tensorStack(xs, dim);
}

/** a is NaN (rt_torch_tensor_isnan). */
function isnan(a) {
  return tensorIsnan(a);
}

/** a is infinite (rt_torch_tensor_isinf). */
function isinf(a) {
  return tensorIsinf(a);
}

/** a is neither infinite nor NaN (rt_torch_tensor_isfinite). */
function isfinite(a) {
  return tensorIsfinite(a);
}

/** a is zero (rt_torch_tensor_logical_not). */
function logicalNot(a) {
  return tensorLogicalNot(a);
}

/** a and b are non-zero, broadcast (rt_torch_tensor_logical_and). */
function logicalAnd(a, b) {
  return tensorLogicalAnd(a, b);
}

/** a or b is non-zero, broadcast (rt_torch_tensor_logical_or). */
function logicalOr(a, b) {
  return tensorLogicalOr(a, b);
}

/** exactly one of a and b is non-zero, broadcast (rt_torch_tensor_logical_xor). */
function logicalXor(a, b) {
  return tensorLogicalXor(a, b);
}

/** bitwise complement of an integer tensor (logical not of a bool one) (rt_torch_tensor_bitwise_not). */
function bitwiseNot(a) {
  return tensorBitwiseNot(a);
}

/**
 * product (integers and bool give int64) of all elements, as a scalar tensor (rt_torch_tensor_prod); with a dim,
 * product (integers and bool give int64) along dim; keepdim keeps it as size 1 (rt_torch_tensor_prod_dim).
 */
function prod(x, dim = null, keepdim = false) {
  return dim === null ? tensorProd(x) : tensorProdDim(x, dim, keepdim ? 1 : 0);
}

/**
 * 1 when every element is non-zero (bool; uint8 for uint8) of all elements, as a scalar tensor
 * (rt_torch_tensor_all); with a dim, 1 when every element is non-zero (bool; uint8 for uint8) along dim; keepdim
 * keeps it as size 1 (rt_torch_tensor_all_dim).
 */
function all(x, dim = null, keepdim = false) {
  return dim === null ? tensorAll(x) : tensorAllDim(x, dim, keepdim ? 1 : 0);
}

/**
 * 1 when some element is non-zero (bool; uint8 for uint8) of all elements, as a scalar tensor (rt_torch_tensor_any);
 * with a dim, 1 when some element is non-zero (bool; uint8 for uint8) along dim; keepdim keeps it as size 1
 * (rt_torch_tensor_any_dim).
 */
function any(x, dim = null, keepdim = false) {
  return dim === null ? tensorAny(x) : tensorAnyDim(x, dim, keepdim ? 1 : 0);
}

/** log of the sum of exp along dim, without overflow (rt_torch_tensor_logsumexp). */
function logsumexp(x, dim, keepdim) {
  return tensorLogsumexp(x, dim, keepdim);
}

/** running sum along dim (integers and bool give int64) (rt_torch_tensor_cumsum). */
function cumsum(x, dim) {
  return tensorCumsum(x, dim);
}

/** running product along dim (integers and bool give int64) (rt_torch_tensor_cumprod). */
function cumprod(x, dim) {
  return tensorCumprod(x, dim);
}

/** lower triangle of the last two dims (above diagonal set to 0) (rt_torch_tensor_tril). */
function tril(x, diagonal) {
  return tensorTril(x, diagonal);
}

/** upper triangle of the last two dims (below diagonal set to 0) (rt_torch_tensor_triu). */
function triu(x, diagonal) {
  return tensorTriu(x, diagonal);
}

/** integers uniform in [low, high) (dtype default int64) (rt_torch_tensor_randint). */
function randint(low, high, dims, dtype, device) {
  return tensorRandint(low, high, dims, dtype, device);
}

/** a random permutation of 0..n-1 (dtype default int64) (rt_torch_tensor_randperm). */
function randperm(n, dtype, device) {
  return tensorRandperm(n, dtype, device);
}

/**
 * Einstein sum of n operands of one dtype, e.g. "ij,jk->ik" (letters, ... for broadcast dims, implicit output as
 * PyTorch; size-1 dims broadcast) (rt_torch_tensor_einsum).
 */
function einsum(equation, operands) {
  return tensorEinsum(equation, operands);
}

/** zeros of a dtype on a device (rt_torch_tensor_zeros_options). */
function zerosOptions(dims, dtype, device) {
  return tensorZerosOptions(dims, dtype, device);
}

/** ones of a dtype on a device (rt_torch_tensor_ones_options). */
function onesOptions(dims, dtype, device) {
  return tensorOnesOptions(dims, dtype, device);
}

/** contents unspecified of a dtype on a device (rt_torch_tensor_empty_options). */
function emptyOptions(dims, dtype, device) {
  return tensorEmptyOptions(dims, dtype, device);
}

/** samples of U[0, 1) (floating or complex dtypes) of a dtype on a device (rt_torch_tensor_rand_options). */
function randOptions(dims, dtype, device) {
  return tensorRandOptions(dims, dtype, device);
}

/** samples of N(0, 1) (floating or complex dtypes) of a dtype on a device (rt_torch_tensor_randn_options). */
function randnOptions(dims, dtype, device) {
  return tensorRandnOptions(dims, dtype, device);
}

/** filled with value (which the dtype must hold) (rt_torch_tensor_full_options). */
function fullOptions(dims, value, dtype, device) {
  return tensorFullOptions(dims, value, dtype, device);
}

/** n x m identity of a dtype on a device (rt_torch_tensor_eye_options). */
function eyeOptions(n, m, dtype, device) {
  return tensorEyeOptions(n, m, dtype, device);
}

/** steps evenly spaced values (integer dtypes truncate them) (rt_torch_tensor_linspace_options). */
function linspaceOptions(start, end, steps, dtype, device) {
  return tensorLinspaceOptions(start, end, steps, dtype, device);
}

/** [start, end) by step on a device (rt_torch_tensor_arange_options). */
function arangeOptions(start, end, step, dtype, device) {
  return tensorArangeOptions(start, end, step, dtype, device);
}

/**
 * a tensor over a DLManagedTensorVersioned's memory; it takes managed over: the deleter runs when the last tensor
 * over the memory is freed, or, on any failure but NULL, before the return (never touch managed again); another
 * major version: RT_ERR_UNSUPPORTED; read-only memory is copied (rt_torch_tensor_from_dlpack_versioned).
 */
function fromDlpackVersioned(managed) {
  return tensorFromDlpackVersioned(managed);
}

/**
 * a tensor over a legacy DLManagedTensor's memory; it takes managed over as the versioned import does
 * (rt_torch_tensor_from_dlpack_legacy).
 */
function fromDlpackLegacy(managed) {
  return tensorFromDlpackLegacy(managed);
}

/**
 * int64 (n, ndim) coordinates of the non-zero elements, in row-major order (as rt_torch_tensor_nonzero)
 * (rt_torch_tensor_argwhere).
 */
function argwhere(x) {
  return tensorArgwhere(x);
}

/** larger of a and b, broadcast; a NaN loses to a number (NaN only where both are) (rt_torch_tensor_fmax). */
function fmax(a, b) {
  return tensorFmax(a, b);
}

/** smaller of a and b, broadcast; a NaN loses to a number (NaN only where both are) (rt_torch_tensor_fmin). */
function fmin(a, b) {
  return tensorFmin(a, b);
}

/**
 * coordinate grids of n 0-D or 1-D tensors of one dtype and device (indexing RT_MESHGRID_*): writes n tensors, views
 * expanded to every length, and returns n; n > max_out: RT_ERR_BUFFER_TOO_SMALL (rt_torch_tensor_meshgrid).
 */
function meshgrid(tensors, indexing, maxOut) {
  return tensorMeshgrid(tensors, indexing, maxOut);
}

/**
 * the part of x at index along dim, which drops out (a view, as torch.select); index in [-size, size), negative
 * counting from the end, else RT_ERR_INVALID_ARGUMENT; a 0-dim x: RT_ERR_SHAPE (rt_torch_tensor_select).
 */
function select(x, dim, index) {
  return tensorSelect(x, dim, index);
}

/** Every rt_torch_* function, checked, by its name without rt_torch_ (camelCase). */
const calls = Object.freeze({ available, version, cudaAvailable, cudaDeviceCount, backend, abiVersion, init,
  lastErrorCode, lastError, clearError, manualSeed, liveTensors, setDefaultDevice, defaultDevice, setNumThreads,
  getNumThreads, fastPath, tensorZeros, tensorOnes, tensorRandn, tensorRand, tensorEmpty, tensorFull, tensorFromData,
  tensorArange, tensorLinspace, tensorEye, tensorAdd, tensorSub, tensorMul, tensorDiv, tensorPow, tensorNeg, tensorAbs,
  tensorSqrt, tensorExp, tensorLog, tensorAddScalar, tensorMulScalar, tensorSin, tensorCos, tensorTan, tensorAsin,
  tensorAcos, tensorAtan, tensorSinh, tensorCosh, tensorRsqrt, tensorReciprocal, tensorLog1p, tensorExpm1, tensorLog2,
  tensorLog10, tensorExp2, tensorErf, tensorErfinv, tensorSquare, tensorSign, tensorFloor, tensorCeil, tensorRound,
  tensorTrunc, tensorFrac, tensorMaximum, tensorMinimum, tensorAtan2, tensorPowTensor, tensorFmod, tensorRemainder,
  tensorFmodScalar, tensorRemainderScalar, tensorLogaddexp, tensorLerp, tensorLerpScalar, tensorAddcmul, tensorAddcdiv,
  tensorNanToNum, tensorSoftplus, relu, sigmoid, tanh, leakyRelu, gelu, softmax, logSoftmax, silu, mish, hardswish,
  hardsigmoid, elu, selu, celu, geluTanh, prelu, hardtanh, relu6, logsigmoid, softsign, tanhshrink, glu, tensorMatmul,
  tensorDot, tensorTranspose, tensorT, tensorNorm, tensorDet, tensorInverse, tensorSvd, tensorEig, tensorSum,
  tensorSumDim, tensorMean, tensorMeanDim, tensorMax, tensorMaxDim, tensorMin, tensorMinDim, tensorArgmax,
  tensorArgmaxDim, tensorArgmin, tensorArgminDim, tensorStd, tensorStdDim, tensorVar, tensorVarDim, tensorReshape,
  tensorView, tensorPermute, tensorSqueeze, tensorSqueezeDim, tensorUnsqueeze, tensorFlatten, tensorExpand,
  tensorContiguous, tensorIsContiguous, tensorShape, tensorNdim, tensorNumel, tensorSize, tensorDtype, tensorToDtype,
  tensorNbytes, tensorCopyTo, tensorItem, tensorCopyFrom, tensorSlice, tensorIndexSelect, tensorGather, tensorCat,
  tensorStack, tensorChunk, nnLinear, nnConv2d, nnMaxPool2d, nnAvgPool2d, nnConv1d, nnConvTranspose2d,
  nnConvTranspose1d, nnConv3d, nnMaxPool1d, nnAvgPool1d, nnMaxPool2dEx, nnMaxPool2dWithIndices, nnMaxPool1dEx,
  nnMaxPool1dWithIndices, nnAvgPool2dEx, nnAvgPool1dEx, nnAdaptiveAvgPool2d, nnAdaptiveAvgPool1d, nnAdaptiveMaxPool2d,
  nnAdaptiveMaxPool2dWithIndices, nnAdaptiveMaxPool1d, nnAdaptiveMaxPool1dWithIndices, nnInterpolate, nnGroupNorm,
  nnRmsNorm, nnBatchNorm, nnLayerNorm, nnDropout, nnEmbedding, nnEmbeddingEx, nnEmbeddingBag, nnOneHot, nnNormalize,
  nnCosineSimilarity, nnMseLoss, nnCrossEntropy, nnBinaryCrossEntropy, nnNllLoss, nnL1Loss, nnSmoothL1Loss, nnHuberLoss,
  nnSoftMarginLoss, nnBinaryCrossEntropyWithLogits, nnKlDiv, nnCrossEntropyEx, nnNllLossEx, nnMarginRankingLoss,
  nnCosineEmbeddingLoss, nnTripletMarginLoss, nnCtcLoss, tensorSetRequiresGrad, tensorRequiresGrad, tensorGrad,
  tensorBackward, tensorZeroGrad, tensorDetach, noGradBegin, noGradEnd, isGradEnabled, tensorCuda, tensorCpu,
  tensorIsCuda, tensorDevice, tensorToDevice, tensorToStream, tensorClone, cudaSynchronize, streamCreate,
  streamSynchronize, streamQuery, streamFree, tensorFree, cudaMemoryAllocated, cudaMaxMemoryAllocated, cudaEmptyCache,
  optimSgd, optimAdam, optimStep, optimZeroGrad, optimFree, optimAdamw, optimRmsprop, optimAdagrad, optimAdadelta,
  optimAddParamGroup, optimParamGroupCount, optimSetOption, optimGetOption, optimStateCount, optimStateName,
  optimGetState, optimSetState, nnClipGradNorm, nnClipGradValue, lrStep, lrMultistep, lrExponential, lrCosine, lrLinear,
  lrConstant, lrPolynomial, lrCosineWarmRestarts, lrOneCycle, lrPlateau, lrSchedulerStep, lrSchedulerStepMetric,
  lrSchedulerRestart, lrSchedulerLastEpoch, lrSchedulerFree, optimLbfgs, optimLbfgsStep, scopeBegin, scopeKeep,
  scopeEnd, tensorEq, tensorNe, tensorLt, tensorLe, tensorGt, tensorGe, tensorEqScalar, tensorNeScalar, tensorLtScalar,
  tensorLeScalar, tensorGtScalar, tensorGeScalar, tensorIsnan, tensorIsinf, tensorIsfinite, tensorLogicalNot,
  tensorLogicalAnd, tensorLogicalOr, tensorLogicalXor, tensorWhere, tensorMaskedFill, tensorClamp, tensorBitwiseAnd,
  tensorBitwiseOr, tensorBitwiseXor, tensorBitwiseNot, tensorEqual, tensorAllclose, tensorNonzero, tensorIndex,
  tensorIndexPut, tensorScatter, tensorScatterValue, tensorScatterAdd, tensorScatterReduce, tensorIndexAdd,
  tensorTakeAlongDim, tensorProd, tensorProdDim, tensorAll, tensorAllDim, tensorAny, tensorAnyDim, tensorLogsumexp,
  tensorCumsum, tensorCumprod, tensorCummax, tensorCummin, tensorVarCorrection, tensorStdCorrection, tensorSort,
  tensorArgsort, tensorTopk, tensorKthvalue, tensorMedian, tensorMedianDim, tensorMode, tensorUnique,
  tensorSearchsorted, tensorBucketize, tensorTril, tensorTriu, tensorRoll, tensorFlip, tensorDiag, tensorDiagonal,
  tensorRepeat, tensorRepeatInterleave, tensorRepeatInterleaveTensor, tensorSplit, tensorSplitSizes, tensorTensorSplit,
  tensorTensorSplitIndices, tensorMovedim, tensorUnflatten, nnPad, tensorRandint, tensorRandperm, tensorMultinomial,
  tensorBernoulli, tensorBernoulliScalar, tensorNormal, tensorUniform, tensorRandom, tensorRandomBetween,
  tensorRandomFrom, generatorNew, generatorManualSeed, generatorInitialSeed, generatorUse, generatorFree, tensorBmm,
  tensorOuter, tensorAddmm, tensorBaddbmm, tensorEinsum, tensorSolve, tensorSlogdet, tensorQr, tensorCholesky,
  tensorEigh, tensorEigvalsh, tensorSvdvals, tensorLstsq, tensorPinv, tensorMatrixRank, tensorInvEx,
  tensorBackwardGradient, autogradGrad, tensorRetainGrad, tensorIsLeaf, tensorHasGradFn, tensorZerosOptions,
  tensorOnesOptions, tensorEmptyOptions, tensorRandOptions, tensorRandnOptions, tensorFullOptions, tensorEyeOptions,
  tensorLinspaceOptions, tensorArangeOptions, tensorZerosLike, tensorOnesLike, tensorEmptyLike, tensorRandLike,
  tensorRandnLike, tensorFullLike, nnScaledDotProductAttention, nnRnnCell, nnLstmCell, nnGruCell, autocastEnter,
  autocastExit, autocastEnabled, autocastDtype, gradScalerNew, gradScalerScale, gradScalerUnscale, gradScalerStep,
  gradScalerUpdate, gradScalerGetOption, gradScalerSetOption, gradScalerIsEnabled, gradScalerFree, safetensorsNew,
  safetensorsLoad, safetensorsSave, safetensorsSet, safetensorsCount, safetensorsName, safetensorsGet,
  safetensorsSetMetadata, safetensorsMetadataCount, safetensorsMetadataKey, safetensorsMetadataValue, safetensorsFree,
  dlpackVersion, tensorToDlpackVersioned, tensorFromDlpackVersioned, tensorToDlpackLegacy, tensorFromDlpackLegacy,
  modelLoad, modelLoadOptions, modelForward, modelFormat, modelFree, distIsAvailable, distInit, distIsInitialized,
  distRank, distWorldSize, distGetBackend, distBarrier, distDestroy, distAllReduce, distBroadcast, distAllGather,
  distReduceScatter, distAllReduceAsync, distBroadcastAsync, distAllGatherAsync, distReduceScatterAsync, distWait,
  distIsCompleted, distWorkFree, distAverageGradients, fftFftn, fftRfftn, fftIrfftn, fftFftfreq, fftRfftfreq,
  fftFftshift, tensorReal, tensorImag, sparseCooTensor, tensorToSparse, tensorToDense, sparseCoalesce, sparseIndices,
  sparseValues, tensorIsSparse, sparseIsCoalesced, sparseNnz, sparseDim, sparseMm, sparseSum, tensorCdist, nnGridSample,
  nnAffineGrid, nnUnfold, nnFold, tensorArgwhere, tensorFmax, tensorFmin, tensorNansum, tensorNansumDim, tensorNanmean,
  initCalculateGain, initXavierUniform, initXavierNormal, initKaimingUniform, initKaimingNormal, initOrthogonal,
  initTruncNormal, initSparse, initEye, initDirac, tensorDivRounding, nnPixelShuffle, nnPixelUnshuffle, tensorIndexFill,
  tensorMaskedScatter, tensorMeshgrid, tensorCountNonzero, tensorBackwardEx, nnTransformerEncoderLayer,
  nnTransformerDecoderLayer, dataLoaderNew, dataLoaderNext, dataLoaderReset, dataLoaderLen, dataLoaderFree,
  backendsFlag, backendsSetFlag, backendsIsAvailable, backendsIsBuilt, backendsCudnnVersion, backendsCpuCapability,
  tensorRoundDecimals, nnBinaryCrossEntropyWeighted, tensorSelect });

/** The kinds of rt_handle by the C parameter that takes them. */
const HANDLE_KINDS = Object.freeze({ stream: StreamHandle, opt: OptimizerHandle, sched: SchedulerHandle,
  gen: GeneratorHandle, model: ModelHandle, file: SafetensorsHandle, scaler: GradientScalerHandle, work: WorkHandle,
  loader: DataLoaderHandle });

const functions = Object.freeze({ zeros, ones, randn, rand, empty, full, fromData, arange, linspace, eye, neg, abs,
  sqrt, exp, log, sin, cos, tan, asin, acos, atan, sinh, cosh, rsqrt, reciprocal, log1p, expm1, log2, log10, exp2, erf,
  erfinv, square, sign, floor, ceil, trunc, frac, maximum, minimum, atan2, logaddexp, relu, sigmoid, tanh, amax, amin,
  argmax, argmin, cat, stack, isnan, isinf, isfinite, logicalNot, logicalAnd, logicalOr, logicalXor, bitwiseNot, prod,
  all, any, logsumexp, cumsum, cumprod, tril, triu, randint, randperm, einsum, zerosOptions, onesOptions, emptyOptions,
  randOptions, randnOptions, fullOptions, eyeOptions, linspaceOptions, arangeOptions, fromDlpackVersioned,
  fromDlpackLegacy, argwhere, fmax, fmin, meshgrid, select });

module.exports = { calls, functions, HANDLE_KINDS, TensorMethods };
