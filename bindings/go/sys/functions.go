// Code generated from src/simple_torch/abi/spec.py by `make generate`; DO NOT EDIT.

// Package sys declares every function of simple-torch's C ABI (include/simple_torch.h) as a Go function
// over cgo, with C's types in Go's: handles are int64, pointers *int64, *float64 or unsafe.Pointer, and
// strings are Go strings, copied. Nothing is checked here: the safe API is package simpletorch. A string
// result and the last error belong to the calling OS thread: lock it (runtime.LockOSThread) around a call
// and the error read that follows it.
package sys

/*
#cgo pkg-config: simple-torch
#include <stdlib.h>
#include "simple_torch.h"
*/
import "C"

import "unsafe"

// Available calls rt_torch_available: 1 when the PyTorch backend is active.
func Available() int32 {
	return int32(C.rt_torch_available())
}

// Version calls rt_torch_version: backend version, e.g. "2.13.0+cpu" or "numpy 2.4.6".
func Version() string {
	return C.GoString(C.rt_torch_version())
}

// CudaAvailable calls rt_torch_cuda_available: 1 when a CUDA device can be used.
func CudaAvailable() int32 {
	return int32(C.rt_torch_cuda_available())
}

// CudaDeviceCount calls rt_torch_cuda_device_count: number of CUDA devices (0 without CUDA).
func CudaDeviceCount() int32 {
	return int32(C.rt_torch_cuda_device_count())
}

// Backend calls rt_torch_backend: "torch" or "numpy".
func Backend() string {
	return C.GoString(C.rt_torch_backend())
}

// AbiVersion calls rt_torch_abi_version: MAJOR*10000 + MINOR*100 + PATCH.
func AbiVersion() int32 {
	return int32(C.rt_torch_abi_version())
}

// Init calls rt_torch_init: start the runtime now (else on the first call); status.
func Init() int32 {
	return int32(C.rt_torch_init())
}

// LastErrorCode calls rt_torch_last_error_code: code of this thread's last call.
func LastErrorCode() int32 {
	return int32(C.rt_torch_last_error_code())
}

// LastError calls rt_torch_last_error: message of this thread's last call; valid until its next call.
func LastError() string {
	return C.GoString(C.rt_torch_last_error())
}

// ClearError calls rt_torch_clear_error: reset this thread's last error to RT_OK.
func ClearError() {
	C.rt_torch_clear_error()
}

// ManualSeed calls rt_torch_manual_seed: seed every random generator of the backend.
func ManualSeed(seed int64) int32 {
	return int32(C.rt_torch_manual_seed(C.int64_t(seed)))
}

// LiveTensors calls rt_torch_live_tensors: tensor handles not yet freed.
func LiveTensors() int64 {
	return int64(C.rt_torch_live_tensors())
}

// SetDefaultDevice calls rt_torch_set_default_device: device for creation functions.
func SetDefaultDevice(device int32) int32 {
	return int32(C.rt_torch_set_default_device(C.int32_t(device)))
}

// DefaultDevice calls rt_torch_default_device: device code used by creation functions.
func DefaultDevice() int32 {
	return int32(C.rt_torch_default_device())
}

// SetNumThreads calls rt_torch_set_num_threads: threads for one operation's parallel work, process-wide, 1 to 1024 (PyTorch's set_num_threads; NumPy: the size of its BLAS pool); status.
func SetNumThreads(n int32) int32 {
	return int32(C.rt_torch_set_num_threads(C.int32_t(n)))
}

// GetNumThreads calls rt_torch_get_num_threads: the thread count rt_torch_set_num_threads sets.
func GetNumThreads() int32 {
	return int32(C.rt_torch_get_num_threads())
}

// FastPath calls rt_torch_fast_path: "on" when the native fast path runs the functions the header marks [fast] (on CPU tensors; element-wise ones, matmul and linear also on CUDA ones); "on for N of M functions; off for ..." when the torch lacks the shim functions some of them need (which, and what it lacks); else "off: " and why (NumPy backend, SIMPLE_TORCH_FAST_PATH=0, a torch without the shim functions the fast path needs).
func FastPath() string {
	return C.GoString(C.rt_torch_fast_path())
}

// TensorZeros calls rt_torch_tensor_zeros: float32 zeros.
func TensorZeros(dims *int64, ndims int32) int64 {
	return int64(C.rt_torch_tensor_zeros((*C.int64_t)(unsafe.Pointer(dims)), C.int32_t(ndims)))
}

// TensorOnes calls rt_torch_tensor_ones: float32 ones.
func TensorOnes(dims *int64, ndims int32) int64 {
	return int64(C.rt_torch_tensor_ones((*C.int64_t)(unsafe.Pointer(dims)), C.int32_t(ndims)))
}

// TensorRandn calls rt_torch_tensor_randn: float32 samples of N(0, 1).
func TensorRandn(dims *int64, ndims int32) int64 {
	return int64(C.rt_torch_tensor_randn((*C.int64_t)(unsafe.Pointer(dims)), C.int32_t(ndims)))
}

// TensorRand calls rt_torch_tensor_rand: float32 samples of U[0, 1).
func TensorRand(dims *int64, ndims int32) int64 {
	return int64(C.rt_torch_tensor_rand((*C.int64_t)(unsafe.Pointer(dims)), C.int32_t(ndims)))
}

// TensorEmpty calls rt_torch_tensor_empty: float32, contents unspecified.
func TensorEmpty(dims *int64, ndims int32) int64 {
	return int64(C.rt_torch_tensor_empty((*C.int64_t)(unsafe.Pointer(dims)), C.int32_t(ndims)))
}

// TensorFull calls rt_torch_tensor_full: float32 filled with value.
func TensorFull(dims *int64, ndims int32, value float64) int64 {
	return int64(C.rt_torch_tensor_full((*C.int64_t)(unsafe.Pointer(dims)), C.int32_t(ndims), C.double(value)))
}

// TensorFromData calls rt_torch_tensor_from_data: copy of row-major data of the given dtype.
func TensorFromData(data unsafe.Pointer, dims *int64, ndims int32, dtype int32) int64 {
	return int64(C.rt_torch_tensor_from_data(data, (*C.int64_t)(unsafe.Pointer(dims)), C.int32_t(ndims), C.int32_t(dtype)))
}

// TensorArange calls rt_torch_tensor_arange: [start, end) by step.
func TensorArange(start float64, end float64, step float64, dtype int32) int64 {
	return int64(C.rt_torch_tensor_arange(C.double(start), C.double(end), C.double(step), C.int32_t(dtype)))
}

// TensorLinspace calls rt_torch_tensor_linspace: steps evenly spaced float32 values.
func TensorLinspace(start float64, end float64, steps int64) int64 {
	return int64(C.rt_torch_tensor_linspace(C.double(start), C.double(end), C.int64_t(steps)))
}

// TensorEye calls rt_torch_tensor_eye: n x m float32 identity.
func TensorEye(n int64, m int64) int64 {
	return int64(C.rt_torch_tensor_eye(C.int64_t(n), C.int64_t(m)))
}

// TensorAdd calls rt_torch_tensor_add: a + b.
func TensorAdd(a int64, b int64) int64 {
	return int64(C.rt_torch_tensor_add(C.rt_tensor(a), C.rt_tensor(b)))
}

// TensorSub calls rt_torch_tensor_sub: a - b.
func TensorSub(a int64, b int64) int64 {
	return int64(C.rt_torch_tensor_sub(C.rt_tensor(a), C.rt_tensor(b)))
}

// TensorMul calls rt_torch_tensor_mul: a * b.
func TensorMul(a int64, b int64) int64 {
	return int64(C.rt_torch_tensor_mul(C.rt_tensor(a), C.rt_tensor(b)))
}

// TensorDiv calls rt_torch_tensor_div: a / b (true division).
func TensorDiv(a int64, b int64) int64 {
	return int64(C.rt_torch_tensor_div(C.rt_tensor(a), C.rt_tensor(b)))
}

// TensorPow calls rt_torch_tensor_pow: a ** exponent.
func TensorPow(a int64, exponent float64) int64 {
	return int64(C.rt_torch_tensor_pow(C.rt_tensor(a), C.double(exponent)))
}

// TensorNeg calls rt_torch_tensor_neg: -a.
func TensorNeg(a int64) int64 {
	return int64(C.rt_torch_tensor_neg(C.rt_tensor(a)))
}

// TensorAbs calls rt_torch_tensor_abs: |a|.
func TensorAbs(a int64) int64 {
	return int64(C.rt_torch_tensor_abs(C.rt_tensor(a)))
}

// TensorSqrt calls rt_torch_tensor_sqrt: square root.
func TensorSqrt(a int64) int64 {
	return int64(C.rt_torch_tensor_sqrt(C.rt_tensor(a)))
}

// TensorExp calls rt_torch_tensor_exp: e ** a.
func TensorExp(a int64) int64 {
	return int64(C.rt_torch_tensor_exp(C.rt_tensor(a)))
}

// TensorLog calls rt_torch_tensor_log: natural logarithm.
func TensorLog(a int64) int64 {
	return int64(C.rt_torch_tensor_log(C.rt_tensor(a)))
}

// TensorAddScalar calls rt_torch_tensor_add_scalar: a + s.
func TensorAddScalar(a int64, s float64) int64 {
	return int64(C.rt_torch_tensor_add_scalar(C.rt_tensor(a), C.double(s)))
}

// TensorMulScalar calls rt_torch_tensor_mul_scalar: a * s.
func TensorMulScalar(a int64, s float64) int64 {
	return int64(C.rt_torch_tensor_mul_scalar(C.rt_tensor(a), C.double(s)))
}

// TensorSin calls rt_torch_tensor_sin: sine.
func TensorSin(a int64) int64 {
	return int64(C.rt_torch_tensor_sin(C.rt_tensor(a)))
}

// TensorCos calls rt_torch_tensor_cos: cosine.
func TensorCos(a int64) int64 {
	return int64(C.rt_torch_tensor_cos(C.rt_tensor(a)))
}

// TensorTan calls rt_torch_tensor_tan: tangent.
func TensorTan(a int64) int64 {
	return int64(C.rt_torch_tensor_tan(C.rt_tensor(a)))
}

// TensorAsin calls rt_torch_tensor_asin: arcsine.
func TensorAsin(a int64) int64 {
	return int64(C.rt_torch_tensor_asin(C.rt_tensor(a)))
}

// TensorAcos calls rt_torch_tensor_acos: arccosine.
func TensorAcos(a int64) int64 {
	return int64(C.rt_torch_tensor_acos(C.rt_tensor(a)))
}

// TensorAtan calls rt_torch_tensor_atan: arctangent.
func TensorAtan(a int64) int64 {
	return int64(C.rt_torch_tensor_atan(C.rt_tensor(a)))
}

// TensorSinh calls rt_torch_tensor_sinh: hyperbolic sine.
func TensorSinh(a int64) int64 {
	return int64(C.rt_torch_tensor_sinh(C.rt_tensor(a)))
}

// TensorCosh calls rt_torch_tensor_cosh: hyperbolic cosine.
func TensorCosh(a int64) int64 {
	return int64(C.rt_torch_tensor_cosh(C.rt_tensor(a)))
}

// TensorRsqrt calls rt_torch_tensor_rsqrt: 1 / sqrt(a).
func TensorRsqrt(a int64) int64 {
	return int64(C.rt_torch_tensor_rsqrt(C.rt_tensor(a)))
}

// TensorReciprocal calls rt_torch_tensor_reciprocal: 1 / a.
func TensorReciprocal(a int64) int64 {
	return int64(C.rt_torch_tensor_reciprocal(C.rt_tensor(a)))
}

// TensorLog1p calls rt_torch_tensor_log1p: log(1 + a), exact near 0.
func TensorLog1p(a int64) int64 {
	return int64(C.rt_torch_tensor_log1p(C.rt_tensor(a)))
}

// TensorExpm1 calls rt_torch_tensor_expm1: e ** a - 1, exact near 0.
func TensorExpm1(a int64) int64 {
	return int64(C.rt_torch_tensor_expm1(C.rt_tensor(a)))
}

// TensorLog2 calls rt_torch_tensor_log2: base-2 logarithm.
func TensorLog2(a int64) int64 {
	return int64(C.rt_torch_tensor_log2(C.rt_tensor(a)))
}

// TensorLog10 calls rt_torch_tensor_log10: base-10 logarithm.
func TensorLog10(a int64) int64 {
	return int64(C.rt_torch_tensor_log10(C.rt_tensor(a)))
}

// TensorExp2 calls rt_torch_tensor_exp2: 2 ** a.
func TensorExp2(a int64) int64 {
	return int64(C.rt_torch_tensor_exp2(C.rt_tensor(a)))
}

// TensorErf calls rt_torch_tensor_erf: error function.
func TensorErf(a int64) int64 {
	return int64(C.rt_torch_tensor_erf(C.rt_tensor(a)))
}

// TensorErfinv calls rt_torch_tensor_erfinv: inverse error function.
func TensorErfinv(a int64) int64 {
	return int64(C.rt_torch_tensor_erfinv(C.rt_tensor(a)))
}

// TensorSquare calls rt_torch_tensor_square: a * a (integers stay integers; bool gives int64).
func TensorSquare(a int64) int64 {
	return int64(C.rt_torch_tensor_square(C.rt_tensor(a)))
}

// TensorSign calls rt_torch_tensor_sign: -1, 0 or 1 (in a's dtype).
func TensorSign(a int64) int64 {
	return int64(C.rt_torch_tensor_sign(C.rt_tensor(a)))
}

// TensorFloor calls rt_torch_tensor_floor: round down (integers unchanged).
func TensorFloor(a int64) int64 {
	return int64(C.rt_torch_tensor_floor(C.rt_tensor(a)))
}

// TensorCeil calls rt_torch_tensor_ceil: round up (integers unchanged).
func TensorCeil(a int64) int64 {
	return int64(C.rt_torch_tensor_ceil(C.rt_tensor(a)))
}

// TensorRound calls rt_torch_tensor_round: round half to even (integers unchanged).
func TensorRound(a int64) int64 {
	return int64(C.rt_torch_tensor_round(C.rt_tensor(a)))
}

// TensorTrunc calls rt_torch_tensor_trunc: round toward zero (integers unchanged).
func TensorTrunc(a int64) int64 {
	return int64(C.rt_torch_tensor_trunc(C.rt_tensor(a)))
}

// TensorFrac calls rt_torch_tensor_frac: a - trunc(a).
func TensorFrac(a int64) int64 {
	return int64(C.rt_torch_tensor_frac(C.rt_tensor(a)))
}

// TensorMaximum calls rt_torch_tensor_maximum: larger of a and b, broadcast (NaN wins).
func TensorMaximum(a int64, b int64) int64 {
	return int64(C.rt_torch_tensor_maximum(C.rt_tensor(a), C.rt_tensor(b)))
}

// TensorMinimum calls rt_torch_tensor_minimum: smaller of a and b, broadcast (NaN wins).
func TensorMinimum(a int64, b int64) int64 {
	return int64(C.rt_torch_tensor_minimum(C.rt_tensor(a), C.rt_tensor(b)))
}

// TensorAtan2 calls rt_torch_tensor_atan2: angle of (b, a): atan(a / b) in the right quadrant, broadcast.
func TensorAtan2(a int64, b int64) int64 {
	return int64(C.rt_torch_tensor_atan2(C.rt_tensor(a), C.rt_tensor(b)))
}

// TensorPowTensor calls rt_torch_tensor_pow_tensor: a ** b element-wise, broadcast and promoted (an integer to a negative power is 0 unless a is 1 or -1, as PyTorch); Tier 3's pow picks this or the number form.
func TensorPowTensor(a int64, b int64) int64 {
	return int64(C.rt_torch_tensor_pow_tensor(C.rt_tensor(a), C.rt_tensor(b)))
}

// TensorFmod calls rt_torch_tensor_fmod: a - trunc(a / b) * b (the sign of a), broadcast and promoted (integers: RT_ERR_INVALID_ARGUMENT for a zero b).
func TensorFmod(a int64, b int64) int64 {
	return int64(C.rt_torch_tensor_fmod(C.rt_tensor(a), C.rt_tensor(b)))
}

// TensorRemainder calls rt_torch_tensor_remainder: a - floor(a / b) * b (the sign of b), broadcast and promoted (integers: RT_ERR_INVALID_ARGUMENT for a zero b).
func TensorRemainder(a int64, b int64) int64 {
	return int64(C.rt_torch_tensor_remainder(C.rt_tensor(a), C.rt_tensor(b)))
}

// TensorFmodScalar calls rt_torch_tensor_fmod_scalar: fmod of a by the number s (converted to the dtype of a with a float first, as PyTorch).
func TensorFmodScalar(a int64, s float64) int64 {
	return int64(C.rt_torch_tensor_fmod_scalar(C.rt_tensor(a), C.double(s)))
}

// TensorRemainderScalar calls rt_torch_tensor_remainder_scalar: remainder of a by the number s (converted to the dtype of a with a float first, as PyTorch).
func TensorRemainderScalar(a int64, s float64) int64 {
	return int64(C.rt_torch_tensor_remainder_scalar(C.rt_tensor(a), C.double(s)))
}

// TensorLogaddexp calls rt_torch_tensor_logaddexp: log(exp(a) + exp(b)) without overflow, broadcast.
func TensorLogaddexp(a int64, b int64) int64 {
	return int64(C.rt_torch_tensor_logaddexp(C.rt_tensor(a), C.rt_tensor(b)))
}

// TensorLerp calls rt_torch_tensor_lerp: start + weight * (end - start), broadcast; the three of one floating dtype.
func TensorLerp(start int64, end int64, weight int64) int64 {
	return int64(C.rt_torch_tensor_lerp(C.rt_tensor(start), C.rt_tensor(end), C.rt_tensor(weight)))
}

// TensorLerpScalar calls rt_torch_tensor_lerp_scalar: start + weight * (end - start), broadcast; start and end of one floating dtype.
func TensorLerpScalar(start int64, end int64, weight float64) int64 {
	return int64(C.rt_torch_tensor_lerp_scalar(C.rt_tensor(start), C.rt_tensor(end), C.double(weight)))
}

// TensorAddcmul calls rt_torch_tensor_addcmul: x + value * tensor1 * tensor2, the three broadcast and promoted.
func TensorAddcmul(x int64, tensor1 int64, tensor2 int64, value float64) int64 {
	return int64(C.rt_torch_tensor_addcmul(C.rt_tensor(x), C.rt_tensor(tensor1), C.rt_tensor(tensor2), C.double(value)))
}

// TensorAddcdiv calls rt_torch_tensor_addcdiv: x + value * tensor1 / tensor2, the three broadcast and promoted.
func TensorAddcdiv(x int64, tensor1 int64, tensor2 int64, value float64) int64 {
	return int64(C.rt_torch_tensor_addcdiv(C.rt_tensor(x), C.rt_tensor(tensor1), C.rt_tensor(tensor2), C.double(value)))
}

// TensorNanToNum calls rt_torch_tensor_nan_to_num: x with NaN, +inf and -inf replaced; a NaN posinf or neginf is the dtype's largest or lowest value.
func TensorNanToNum(x int64, nan float64, posinf float64, neginf float64) int64 {
	return int64(C.rt_torch_tensor_nan_to_num(C.rt_tensor(x), C.double(nan), C.double(posinf), C.double(neginf)))
}

// TensorSoftplus calls rt_torch_tensor_softplus: log(1 + exp(beta * x)) / beta, and x where beta * x > threshold.
func TensorSoftplus(x int64, beta float64, threshold float64) int64 {
	return int64(C.rt_torch_tensor_softplus(C.rt_tensor(x), C.double(beta), C.double(threshold)))
}

// Relu calls rt_torch_relu: max(x, 0).
func Relu(x int64) int64 {
	return int64(C.rt_torch_relu(C.rt_tensor(x)))
}

// Sigmoid calls rt_torch_sigmoid: 1 / (1 + e ** -x).
func Sigmoid(x int64) int64 {
	return int64(C.rt_torch_sigmoid(C.rt_tensor(x)))
}

// Tanh calls rt_torch_tanh: hyperbolic tangent.
func Tanh(x int64) int64 {
	return int64(C.rt_torch_tanh(C.rt_tensor(x)))
}

// LeakyRelu calls rt_torch_leaky_relu: x, or negative_slope * x below 0.
func LeakyRelu(x int64, negativeSlope float64) int64 {
	return int64(C.rt_torch_leaky_relu(C.rt_tensor(x), C.double(negativeSlope)))
}

// Gelu calls rt_torch_gelu: x * Phi(x), exact (erf) form.
func Gelu(x int64) int64 {
	return int64(C.rt_torch_gelu(C.rt_tensor(x)))
}

// Softmax calls rt_torch_softmax: softmax along dim.
func Softmax(x int64, dim int64) int64 {
	return int64(C.rt_torch_softmax(C.rt_tensor(x), C.int64_t(dim)))
}

// LogSoftmax calls rt_torch_log_softmax: log of softmax along dim.
func LogSoftmax(x int64, dim int64) int64 {
	return int64(C.rt_torch_log_softmax(C.rt_tensor(x), C.int64_t(dim)))
}

// Silu calls rt_torch_silu: x * sigmoid(x).
func Silu(x int64) int64 {
	return int64(C.rt_torch_silu(C.rt_tensor(x)))
}

// Mish calls rt_torch_mish: x * tanh(softplus(x)).
func Mish(x int64) int64 {
	return int64(C.rt_torch_mish(C.rt_tensor(x)))
}

// Hardswish calls rt_torch_hardswish: x * min(max(x + 3, 0), 6) / 6.
func Hardswish(x int64) int64 {
	return int64(C.rt_torch_hardswish(C.rt_tensor(x)))
}

// Hardsigmoid calls rt_torch_hardsigmoid: min(max(x + 3, 0), 6) / 6.
func Hardsigmoid(x int64) int64 {
	return int64(C.rt_torch_hardsigmoid(C.rt_tensor(x)))
}

// Elu calls rt_torch_elu: x above 0, else alpha * (exp(x) - 1).
func Elu(x int64, alpha float64) int64 {
	return int64(C.rt_torch_elu(C.rt_tensor(x), C.double(alpha)))
}

// Selu calls rt_torch_selu: 1.0507... * elu(x, 1.6732...): PyTorch's self-normalising constants.
func Selu(x int64) int64 {
	return int64(C.rt_torch_selu(C.rt_tensor(x)))
}

// Celu calls rt_torch_celu: x above 0, else alpha * (exp(x / alpha) - 1); alpha finite and not 0.
func Celu(x int64, alpha float64) int64 {
	return int64(C.rt_torch_celu(C.rt_tensor(x), C.double(alpha)))
}

// GeluTanh calls rt_torch_gelu_tanh: GELU's tanh approximation: x / 2 * (1 + tanh(sqrt(2 / pi) * (x + 0.044715 * x ** 3))).
func GeluTanh(x int64) int64 {
	return int64(C.rt_torch_gelu_tanh(C.rt_tensor(x)))
}

// Prelu calls rt_torch_prelu: x above 0, else weight * x: a 0-dim or 1-D weight of x's dtype with 1 element or one per channel (dim 1 of an x of 2 or more dims).
func Prelu(x int64, weight int64) int64 {
	return int64(C.rt_torch_prelu(C.rt_tensor(x), C.rt_tensor(weight)))
}

// Hardtanh calls rt_torch_hardtanh: x limited to [min_val, max_val] (not NaN, min_val <= max_val; integers keep their dtype), gradient 1 strictly inside.
func Hardtanh(x int64, minVal float64, maxVal float64) int64 {
	return int64(C.rt_torch_hardtanh(C.rt_tensor(x), C.double(minVal), C.double(maxVal)))
}

// Relu6 calls rt_torch_relu6: hardtanh(x, 0, 6) (integers keep their dtype).
func Relu6(x int64) int64 {
	return int64(C.rt_torch_relu6(C.rt_tensor(x)))
}

// Logsigmoid calls rt_torch_logsigmoid: log(sigmoid(x)) without overflow.
func Logsigmoid(x int64) int64 {
	return int64(C.rt_torch_logsigmoid(C.rt_tensor(x)))
}

// Softsign calls rt_torch_softsign: x / (|x| + 1) (integers give float32).
func Softsign(x int64) int64 {
	return int64(C.rt_torch_softsign(C.rt_tensor(x)))
}

// Tanhshrink calls rt_torch_tanhshrink: x - tanh(x) (integers give float32).
func Tanhshrink(x int64) int64 {
	return int64(C.rt_torch_tanhshrink(C.rt_tensor(x)))
}

// Glu calls rt_torch_glu: the first half of x along dim times the sigmoid of the second (size(dim) even).
func Glu(x int64, dim int64) int64 {
	return int64(C.rt_torch_glu(C.rt_tensor(x), C.int64_t(dim)))
}

// TensorMatmul calls rt_torch_tensor_matmul: matrix product, batched and broadcast as PyTorch.
func TensorMatmul(a int64, b int64) int64 {
	return int64(C.rt_torch_tensor_matmul(C.rt_tensor(a), C.rt_tensor(b)))
}

// TensorDot calls rt_torch_tensor_dot: dot product of two 1-D tensors.
func TensorDot(a int64, b int64) int64 {
	return int64(C.rt_torch_tensor_dot(C.rt_tensor(a), C.rt_tensor(b)))
}

// TensorTranspose calls rt_torch_tensor_transpose: swap two dims.
func TensorTranspose(x int64, dim0 int64, dim1 int64) int64 {
	return int64(C.rt_torch_tensor_transpose(C.rt_tensor(x), C.int64_t(dim0), C.int64_t(dim1)))
}

// TensorT calls rt_torch_tensor_t: transpose of a tensor of at most 2 dims.
func TensorT(x int64) int64 {
	return int64(C.rt_torch_tensor_t(C.rt_tensor(x)))
}

// TensorNorm calls rt_torch_tensor_norm: 2-norm of all elements.
func TensorNorm(x int64) int64 {
	return int64(C.rt_torch_tensor_norm(C.rt_tensor(x)))
}

// TensorDet calls rt_torch_tensor_det: determinant of square matrices.
func TensorDet(x int64) int64 {
	return int64(C.rt_torch_tensor_det(C.rt_tensor(x)))
}

// TensorInverse calls rt_torch_tensor_inverse: inverse of square matrices.
func TensorInverse(x int64) int64 {
	return int64(C.rt_torch_tensor_inverse(C.rt_tensor(x)))
}

// TensorSvd calls rt_torch_tensor_svd: reduced SVD x = u diag(s) vh; status.
func TensorSvd(x int64, u *int64, s *int64, vh *int64) int32 {
	return int32(C.rt_torch_tensor_svd(C.rt_tensor(x), (*C.rt_tensor)(unsafe.Pointer(u)), (*C.rt_tensor)(unsafe.Pointer(s)), (*C.rt_tensor)(unsafe.Pointer(vh))))
}

// TensorEig calls rt_torch_tensor_eig: eigen-decomposition with complex outputs; status.
func TensorEig(x int64, values *int64, vectors *int64) int32 {
	return int32(C.rt_torch_tensor_eig(C.rt_tensor(x), (*C.rt_tensor)(unsafe.Pointer(values)), (*C.rt_tensor)(unsafe.Pointer(vectors))))
}

// TensorSum calls rt_torch_tensor_sum: sum of all elements, as a scalar tensor.
func TensorSum(x int64) int64 {
	return int64(C.rt_torch_tensor_sum(C.rt_tensor(x)))
}

// TensorSumDim calls rt_torch_tensor_sum_dim: sum along dim; keepdim keeps it as size 1.
func TensorSumDim(x int64, dim int64, keepdim int32) int64 {
	return int64(C.rt_torch_tensor_sum_dim(C.rt_tensor(x), C.int64_t(dim), C.int32_t(keepdim)))
}

// TensorMean calls rt_torch_tensor_mean: mean of all elements, as a scalar tensor.
func TensorMean(x int64) int64 {
	return int64(C.rt_torch_tensor_mean(C.rt_tensor(x)))
}

// TensorMeanDim calls rt_torch_tensor_mean_dim: mean along dim; keepdim keeps it as size 1.
func TensorMeanDim(x int64, dim int64, keepdim int32) int64 {
	return int64(C.rt_torch_tensor_mean_dim(C.rt_tensor(x), C.int64_t(dim), C.int32_t(keepdim)))
}

// TensorMax calls rt_torch_tensor_max: maximum of all elements, as a scalar tensor.
func TensorMax(x int64) int64 {
	return int64(C.rt_torch_tensor_max(C.rt_tensor(x)))
}

// TensorMaxDim calls rt_torch_tensor_max_dim: maximum along dim; keepdim keeps it as size 1.
func TensorMaxDim(x int64, dim int64, keepdim int32) int64 {
	return int64(C.rt_torch_tensor_max_dim(C.rt_tensor(x), C.int64_t(dim), C.int32_t(keepdim)))
}

// TensorMin calls rt_torch_tensor_min: minimum of all elements, as a scalar tensor.
func TensorMin(x int64) int64 {
	return int64(C.rt_torch_tensor_min(C.rt_tensor(x)))
}

// TensorMinDim calls rt_torch_tensor_min_dim: minimum along dim; keepdim keeps it as size 1.
func TensorMinDim(x int64, dim int64, keepdim int32) int64 {
	return int64(C.rt_torch_tensor_min_dim(C.rt_tensor(x), C.int64_t(dim), C.int32_t(keepdim)))
}

// TensorArgmax calls rt_torch_tensor_argmax: int64 index of the maximum of all elements, as a scalar tensor.
func TensorArgmax(x int64) int64 {
	return int64(C.rt_torch_tensor_argmax(C.rt_tensor(x)))
}

// TensorArgmaxDim calls rt_torch_tensor_argmax_dim: int64 index of the maximum along dim; keepdim keeps it as size 1.
func TensorArgmaxDim(x int64, dim int64, keepdim int32) int64 {
	return int64(C.rt_torch_tensor_argmax_dim(C.rt_tensor(x), C.int64_t(dim), C.int32_t(keepdim)))
}

// TensorArgmin calls rt_torch_tensor_argmin: int64 index of the minimum of all elements, as a scalar tensor.
func TensorArgmin(x int64) int64 {
	return int64(C.rt_torch_tensor_argmin(C.rt_tensor(x)))
}

// TensorArgminDim calls rt_torch_tensor_argmin_dim: int64 index of the minimum along dim; keepdim keeps it as size 1.
func TensorArgminDim(x int64, dim int64, keepdim int32) int64 {
	return int64(C.rt_torch_tensor_argmin_dim(C.rt_tensor(x), C.int64_t(dim), C.int32_t(keepdim)))
}

// TensorStd calls rt_torch_tensor_std: standard deviation of all elements, as a scalar tensor.
func TensorStd(x int64) int64 {
	return int64(C.rt_torch_tensor_std(C.rt_tensor(x)))
}

// TensorStdDim calls rt_torch_tensor_std_dim: standard deviation along dim; keepdim keeps it as size 1.
func TensorStdDim(x int64, dim int64, keepdim int32) int64 {
	return int64(C.rt_torch_tensor_std_dim(C.rt_tensor(x), C.int64_t(dim), C.int32_t(keepdim)))
}

// TensorVar calls rt_torch_tensor_var: variance of all elements, as a scalar tensor.
func TensorVar(x int64) int64 {
	return int64(C.rt_torch_tensor_var(C.rt_tensor(x)))
}

// TensorVarDim calls rt_torch_tensor_var_dim: variance along dim; keepdim keeps it as size 1.
func TensorVarDim(x int64, dim int64, keepdim int32) int64 {
	return int64(C.rt_torch_tensor_var_dim(C.rt_tensor(x), C.int64_t(dim), C.int32_t(keepdim)))
}

// TensorReshape calls rt_torch_tensor_reshape: same data, new shape (one dim may be -1).
func TensorReshape(x int64, dims *int64, ndims int32) int64 {
	return int64(C.rt_torch_tensor_reshape(C.rt_tensor(x), (*C.int64_t)(unsafe.Pointer(dims)), C.int32_t(ndims)))
}

// TensorView calls rt_torch_tensor_view: reshape without copying; needs compatible strides.
func TensorView(x int64, dims *int64, ndims int32) int64 {
	return int64(C.rt_torch_tensor_view(C.rt_tensor(x), (*C.int64_t)(unsafe.Pointer(dims)), C.int32_t(ndims)))
}

// TensorPermute calls rt_torch_tensor_permute: reorder the dims.
func TensorPermute(x int64, order *int64, ndims int32) int64 {
	return int64(C.rt_torch_tensor_permute(C.rt_tensor(x), (*C.int64_t)(unsafe.Pointer(order)), C.int32_t(ndims)))
}

// TensorSqueeze calls rt_torch_tensor_squeeze: drop every dim of size 1.
func TensorSqueeze(x int64) int64 {
	return int64(C.rt_torch_tensor_squeeze(C.rt_tensor(x)))
}

// TensorSqueezeDim calls rt_torch_tensor_squeeze_dim: drop dim if its size is 1.
func TensorSqueezeDim(x int64, dim int64) int64 {
	return int64(C.rt_torch_tensor_squeeze_dim(C.rt_tensor(x), C.int64_t(dim)))
}

// TensorUnsqueeze calls rt_torch_tensor_unsqueeze: insert a dim of size 1.
func TensorUnsqueeze(x int64, dim int64) int64 {
	return int64(C.rt_torch_tensor_unsqueeze(C.rt_tensor(x), C.int64_t(dim)))
}

// TensorFlatten calls rt_torch_tensor_flatten: merge dims start_dim..end_dim.
func TensorFlatten(x int64, startDim int64, endDim int64) int64 {
	return int64(C.rt_torch_tensor_flatten(C.rt_tensor(x), C.int64_t(startDim), C.int64_t(endDim)))
}

// TensorExpand calls rt_torch_tensor_expand: broadcast to a shape (-1 keeps a dim).
func TensorExpand(x int64, dims *int64, ndims int32) int64 {
	return int64(C.rt_torch_tensor_expand(C.rt_tensor(x), (*C.int64_t)(unsafe.Pointer(dims)), C.int32_t(ndims)))
}

// TensorContiguous calls rt_torch_tensor_contiguous: row-major copy (or the same data if already so).
func TensorContiguous(x int64) int64 {
	return int64(C.rt_torch_tensor_contiguous(C.rt_tensor(x)))
}

// TensorIsContiguous calls rt_torch_tensor_is_contiguous: 1 when the data is row-major without gaps.
func TensorIsContiguous(x int64) int32 {
	return int32(C.rt_torch_tensor_is_contiguous(C.rt_tensor(x)))
}

// TensorShape calls rt_torch_tensor_shape: writes the dims, returns ndim; RT_ERR_BUFFER_TOO_SMALL when max_dims < ndim.
func TensorShape(x int64, dimsOut *int64, maxDims int32) int32 {
	return int32(C.rt_torch_tensor_shape(C.rt_tensor(x), (*C.int64_t)(unsafe.Pointer(dimsOut)), C.int32_t(maxDims)))
}

// TensorNdim calls rt_torch_tensor_ndim: number of dims.
func TensorNdim(x int64) int32 {
	return int32(C.rt_torch_tensor_ndim(C.rt_tensor(x)))
}

// TensorNumel calls rt_torch_tensor_numel: number of elements.
func TensorNumel(x int64) int64 {
	return int64(C.rt_torch_tensor_numel(C.rt_tensor(x)))
}

// TensorSize calls rt_torch_tensor_size: size of one dim.
func TensorSize(x int64, dim int64) int64 {
	return int64(C.rt_torch_tensor_size(C.rt_tensor(x), C.int64_t(dim)))
}

// TensorDtype calls rt_torch_tensor_dtype: dtype code.
func TensorDtype(x int64) int32 {
	return int32(C.rt_torch_tensor_dtype(C.rt_tensor(x)))
}

// TensorToDtype calls rt_torch_tensor_to_dtype: copy converted to dtype.
func TensorToDtype(x int64, dtype int32) int64 {
	return int64(C.rt_torch_tensor_to_dtype(C.rt_tensor(x), C.int32_t(dtype)))
}

// TensorNbytes calls rt_torch_tensor_nbytes: numel * element size.
func TensorNbytes(x int64) int64 {
	return int64(C.rt_torch_tensor_nbytes(C.rt_tensor(x)))
}

// TensorCopyTo calls rt_torch_tensor_copy_to: row-major copy of the data in its own dtype, from any device; returns bytes written.
func TensorCopyTo(x int64, out unsafe.Pointer, outNbytes int64) int64 {
	return int64(C.rt_torch_tensor_copy_to(C.rt_tensor(x), out, C.int64_t(outNbytes)))
}

// TensorItem calls rt_torch_tensor_item: one-element tensor to double; status.
func TensorItem(x int64, out *float64) int32 {
	return int32(C.rt_torch_tensor_item(C.rt_tensor(x), (*C.double)(unsafe.Pointer(out))))
}

// TensorCopyFrom calls rt_torch_tensor_copy_from: write src's values into dst in place (broadcast, converted to dst's dtype; not recorded by autograd).
func TensorCopyFrom(dst int64, src int64) int32 {
	return int32(C.rt_torch_tensor_copy_from(C.rt_tensor(dst), C.rt_tensor(src)))
}

// TensorSlice calls rt_torch_tensor_slice: x[start:end:step] along dim (step > 0; bounds clamp as in Python).
func TensorSlice(x int64, dim int64, start int64, end int64, step int64) int64 {
	return int64(C.rt_torch_tensor_slice(C.rt_tensor(x), C.int64_t(dim), C.int64_t(start), C.int64_t(end), C.int64_t(step)))
}

// TensorIndexSelect calls rt_torch_tensor_index_select: rows of dim picked by a 1-D int64 index.
func TensorIndexSelect(x int64, dim int64, index int64) int64 {
	return int64(C.rt_torch_tensor_index_select(C.rt_tensor(x), C.int64_t(dim), C.rt_tensor(index)))
}

// TensorGather calls rt_torch_tensor_gather: values picked along dim by an int64 index.
func TensorGather(x int64, dim int64, index int64) int64 {
	return int64(C.rt_torch_tensor_gather(C.rt_tensor(x), C.int64_t(dim), C.rt_tensor(index)))
}

// TensorCat calls rt_torch_tensor_cat: join along an existing dim.
func TensorCat(xs *int64, n int32, dim int64) int64 {
	return int64(C.rt_torch_tensor_cat((*C.rt_tensor)(unsafe.Pointer(xs)), C.int32_t(n), C.int64_t(dim)))
}

// TensorStack calls rt_torch_tensor_stack: join along a new dim.
func TensorStack(xs *int64, n int32, dim int64) int64 {
	return int64(C.rt_torch_tensor_stack((*C.rt_tensor)(unsafe.Pointer(xs)), C.int32_t(n), C.int64_t(dim)))
}

// TensorChunk calls rt_torch_tensor_chunk: split into at most chunks parts; returns the count written.
func TensorChunk(x int64, chunks int64, dim int64, out *int64, maxOut int32) int32 {
	return int32(C.rt_torch_tensor_chunk(C.rt_tensor(x), C.int64_t(chunks), C.int64_t(dim), (*C.rt_tensor)(unsafe.Pointer(out)), C.int32_t(maxOut)))
}

// NnLinear calls rt_torch_nn_linear: x @ weight.T + bias.
func NnLinear(x int64, weight int64, bias int64) int64 {
	return int64(C.rt_torch_nn_linear(C.rt_tensor(x), C.rt_tensor(weight), C.rt_tensor(bias)))
}

// NnConv2d calls rt_torch_nn_conv2d: 2-D convolution of NCHW input.
func NnConv2d(x int64, weight int64, bias int64, stride *[2]int64, padding *[2]int64, dilation *[2]int64, groups int64) int64 {
	return int64(C.rt_torch_nn_conv2d(C.rt_tensor(x), C.rt_tensor(weight), C.rt_tensor(bias), (*C.int64_t)(unsafe.Pointer(stride)), (*C.int64_t)(unsafe.Pointer(padding)), (*C.int64_t)(unsafe.Pointer(dilation)), C.int64_t(groups)))
}

// NnMaxPool2d calls rt_torch_nn_max_pool2d: 2-D max pooling.
func NnMaxPool2d(x int64, kernel *[2]int64, stride *[2]int64, padding *[2]int64) int64 {
	return int64(C.rt_torch_nn_max_pool2d(C.rt_tensor(x), (*C.int64_t)(unsafe.Pointer(kernel)), (*C.int64_t)(unsafe.Pointer(stride)), (*C.int64_t)(unsafe.Pointer(padding))))
}

// NnAvgPool2d calls rt_torch_nn_avg_pool2d: 2-D average pooling (padding counted).
func NnAvgPool2d(x int64, kernel *[2]int64, stride *[2]int64, padding *[2]int64) int64 {
	return int64(C.rt_torch_nn_avg_pool2d(C.rt_tensor(x), (*C.int64_t)(unsafe.Pointer(kernel)), (*C.int64_t)(unsafe.Pointer(stride)), (*C.int64_t)(unsafe.Pointer(padding))))
}

// NnConv1d calls rt_torch_nn_conv1d: 1-D convolution of (N, C, L) or (C, L) input, weight (out_channels, in_channels / groups, k).
func NnConv1d(x int64, weight int64, bias int64, stride int64, padding int64, dilation int64, groups int64) int64 {
	return int64(C.rt_torch_nn_conv1d(C.rt_tensor(x), C.rt_tensor(weight), C.rt_tensor(bias), C.int64_t(stride), C.int64_t(padding), C.int64_t(dilation), C.int64_t(groups)))
}

// NnConvTranspose2d calls rt_torch_nn_conv_transpose2d: transposed 2-D convolution (the gradient of conv2d's input) of NCHW input, weight (in_channels, out_channels / groups, kH, kW); output_padding below stride or dilation adds to one side.
func NnConvTranspose2d(x int64, weight int64, bias int64, stride *[2]int64, padding *[2]int64, outputPadding *[2]int64, dilation *[2]int64, groups int64) int64 {
	return int64(C.rt_torch_nn_conv_transpose2d(C.rt_tensor(x), C.rt_tensor(weight), C.rt_tensor(bias), (*C.int64_t)(unsafe.Pointer(stride)), (*C.int64_t)(unsafe.Pointer(padding)), (*C.int64_t)(unsafe.Pointer(outputPadding)), (*C.int64_t)(unsafe.Pointer(dilation)), C.int64_t(groups)))
}

// NnConvTranspose1d calls rt_torch_nn_conv_transpose1d: transposed 1-D convolution of (N, C, L) or (C, L) input, weight (in_channels, out_channels / groups, k).
func NnConvTranspose1d(x int64, weight int64, bias int64, stride int64, padding int64, outputPadding int64, dilation int64, groups int64) int64 {
	return int64(C.rt_torch_nn_conv_transpose1d(C.rt_tensor(x), C.rt_tensor(weight), C.rt_tensor(bias), C.int64_t(stride), C.int64_t(padding), C.int64_t(outputPadding), C.int64_t(dilation), C.int64_t(groups)))
}

// NnConv3d calls rt_torch_nn_conv3d: 3-D convolution of (N, C, D, H, W) or (C, D, H, W) input, weight (out_channels, in_channels / groups, kD, kH, kW).
func NnConv3d(x int64, weight int64, bias int64, stride *[3]int64, padding *[3]int64, dilation *[3]int64, groups int64) int64 {
	return int64(C.rt_torch_nn_conv3d(C.rt_tensor(x), C.rt_tensor(weight), C.rt_tensor(bias), (*C.int64_t)(unsafe.Pointer(stride)), (*C.int64_t)(unsafe.Pointer(padding)), (*C.int64_t)(unsafe.Pointer(dilation)), C.int64_t(groups)))
}

// NnMaxPool1d calls rt_torch_nn_max_pool1d: 1-D max pooling of (N, C, L) or (C, L) input.
func NnMaxPool1d(x int64, kernel int64, stride int64, padding int64) int64 {
	return int64(C.rt_torch_nn_max_pool1d(C.rt_tensor(x), C.int64_t(kernel), C.int64_t(stride), C.int64_t(padding)))
}

// NnAvgPool1d calls rt_torch_nn_avg_pool1d: 1-D average pooling (padding counted) of (N, C, L) or (C, L) input.
func NnAvgPool1d(x int64, kernel int64, stride int64, padding int64) int64 {
	return int64(C.rt_torch_nn_avg_pool1d(C.rt_tensor(x), C.int64_t(kernel), C.int64_t(stride), C.int64_t(padding)))
}

// NnMaxPool2dEx calls rt_torch_nn_max_pool2d_ex: 2-D max pooling of (N, C, H, W) or (C, H, W) input with dilation and ceil_mode.
func NnMaxPool2dEx(x int64, kernel *[2]int64, stride *[2]int64, padding *[2]int64, dilation *[2]int64, ceilMode int32) int64 {
	return int64(C.rt_torch_nn_max_pool2d_ex(C.rt_tensor(x), (*C.int64_t)(unsafe.Pointer(kernel)), (*C.int64_t)(unsafe.Pointer(stride)), (*C.int64_t)(unsafe.Pointer(padding)), (*C.int64_t)(unsafe.Pointer(dilation)), C.int32_t(ceilMode)))
}

// NnMaxPool2dWithIndices calls rt_torch_nn_max_pool2d_with_indices: rt_torch_nn_max_pool2d_ex's output and the int64 index of each maximum in its plane; status.
func NnMaxPool2dWithIndices(x int64, kernel *[2]int64, stride *[2]int64, padding *[2]int64, dilation *[2]int64, ceilMode int32, output *int64, indices *int64) int32 {
	return int32(C.rt_torch_nn_max_pool2d_with_indices(C.rt_tensor(x), (*C.int64_t)(unsafe.Pointer(kernel)), (*C.int64_t)(unsafe.Pointer(stride)), (*C.int64_t)(unsafe.Pointer(padding)), (*C.int64_t)(unsafe.Pointer(dilation)), C.int32_t(ceilMode), (*C.rt_tensor)(unsafe.Pointer(output)), (*C.rt_tensor)(unsafe.Pointer(indices))))
}

// NnMaxPool1dEx calls rt_torch_nn_max_pool1d_ex: 1-D max pooling of (N, C, L) or (C, L) input with dilation and ceil_mode.
func NnMaxPool1dEx(x int64, kernel int64, stride int64, padding int64, dilation int64, ceilMode int32) int64 {
	return int64(C.rt_torch_nn_max_pool1d_ex(C.rt_tensor(x), C.int64_t(kernel), C.int64_t(stride), C.int64_t(padding), C.int64_t(dilation), C.int32_t(ceilMode)))
}

// NnMaxPool1dWithIndices calls rt_torch_nn_max_pool1d_with_indices: rt_torch_nn_max_pool1d_ex's output and the int64 position of each maximum along L; status.
func NnMaxPool1dWithIndices(x int64, kernel int64, stride int64, padding int64, dilation int64, ceilMode int32, output *int64, indices *int64) int32 {
	return int32(C.rt_torch_nn_max_pool1d_with_indices(C.rt_tensor(x), C.int64_t(kernel), C.int64_t(stride), C.int64_t(padding), C.int64_t(dilation), C.int32_t(ceilMode), (*C.rt_tensor)(unsafe.Pointer(output)), (*C.rt_tensor)(unsafe.Pointer(indices))))
}

// NnAvgPool2dEx calls rt_torch_nn_avg_pool2d_ex: 2-D average pooling: each window's sum over divisor_override (0: none), else over its size (the padding counted if count_include_pad, never what lies past it).
func NnAvgPool2dEx(x int64, kernel *[2]int64, stride *[2]int64, padding *[2]int64, ceilMode int32, countIncludePad int32, divisorOverride int64) int64 {
	return int64(C.rt_torch_nn_avg_pool2d_ex(C.rt_tensor(x), (*C.int64_t)(unsafe.Pointer(kernel)), (*C.int64_t)(unsafe.Pointer(stride)), (*C.int64_t)(unsafe.Pointer(padding)), C.int32_t(ceilMode), C.int32_t(countIncludePad), C.int64_t(divisorOverride)))
}

// NnAvgPool1dEx calls rt_torch_nn_avg_pool1d_ex: 1-D average pooling of (N, C, L) or (C, L) input, options as rt_torch_nn_avg_pool2d_ex.
func NnAvgPool1dEx(x int64, kernel int64, stride int64, padding int64, ceilMode int32, countIncludePad int32, divisorOverride int64) int64 {
	return int64(C.rt_torch_nn_avg_pool1d_ex(C.rt_tensor(x), C.int64_t(kernel), C.int64_t(stride), C.int64_t(padding), C.int32_t(ceilMode), C.int32_t(countIncludePad), C.int64_t(divisorOverride)))
}

// NnAdaptiveAvgPool2d calls rt_torch_nn_adaptive_avg_pool2d: mean of (N, C, H, W) or (C, H, W) floating x over adaptive windows, to output_size (0 allowed).
func NnAdaptiveAvgPool2d(x int64, outputSize *[2]int64) int64 {
	return int64(C.rt_torch_nn_adaptive_avg_pool2d(C.rt_tensor(x), (*C.int64_t)(unsafe.Pointer(outputSize))))
}

// NnAdaptiveAvgPool1d calls rt_torch_nn_adaptive_avg_pool1d: mean of (N, C, L) or (C, L) floating x over adaptive windows, to output_size (0 allowed).
func NnAdaptiveAvgPool1d(x int64, outputSize int64) int64 {
	return int64(C.rt_torch_nn_adaptive_avg_pool1d(C.rt_tensor(x), C.int64_t(outputSize)))
}

// NnAdaptiveMaxPool2d calls rt_torch_nn_adaptive_max_pool2d: maximum of (N, C, H, W) or (C, H, W) floating x over adaptive windows, to output_size (0 allowed).
func NnAdaptiveMaxPool2d(x int64, outputSize *[2]int64) int64 {
	return int64(C.rt_torch_nn_adaptive_max_pool2d(C.rt_tensor(x), (*C.int64_t)(unsafe.Pointer(outputSize))))
}

// NnAdaptiveMaxPool2dWithIndices calls rt_torch_nn_adaptive_max_pool2d_with_indices: rt_torch_nn_adaptive_max_pool2d's output and the int64 index of each maximum in its plane; status.
func NnAdaptiveMaxPool2dWithIndices(x int64, outputSize *[2]int64, output *int64, indices *int64) int32 {
	return int32(C.rt_torch_nn_adaptive_max_pool2d_with_indices(C.rt_tensor(x), (*C.int64_t)(unsafe.Pointer(outputSize)), (*C.rt_tensor)(unsafe.Pointer(output)), (*C.rt_tensor)(unsafe.Pointer(indices))))
}

// NnAdaptiveMaxPool1d calls rt_torch_nn_adaptive_max_pool1d: maximum of (N, C, L) or (C, L) floating x over adaptive windows, to output_size (0 allowed).
func NnAdaptiveMaxPool1d(x int64, outputSize int64) int64 {
	return int64(C.rt_torch_nn_adaptive_max_pool1d(C.rt_tensor(x), C.int64_t(outputSize)))
}

// NnAdaptiveMaxPool1dWithIndices calls rt_torch_nn_adaptive_max_pool1d_with_indices: rt_torch_nn_adaptive_max_pool1d's output and the int64 position of each maximum along L; status.
func NnAdaptiveMaxPool1dWithIndices(x int64, outputSize int64, output *int64, indices *int64) int32 {
	return int32(C.rt_torch_nn_adaptive_max_pool1d_with_indices(C.rt_tensor(x), C.int64_t(outputSize), (*C.rt_tensor)(unsafe.Pointer(output)), (*C.rt_tensor)(unsafe.Pointer(indices))))
}

// NnInterpolate calls rt_torch_nn_interpolate: (N, C, *) x resized to size over its last n dims by mode (RT_INTERPOLATE_*); scales (n_scales 0 or n): the scale factors a caller gave, used for the positions as PyTorch does; align_corners for LINEAR.
func NnInterpolate(x int64, size *int64, n int32, scales *float64, nScales int32, mode int32, alignCorners int32) int64 {
	return int64(C.rt_torch_nn_interpolate(C.rt_tensor(x), (*C.int64_t)(unsafe.Pointer(size)), C.int32_t(n), (*C.double)(unsafe.Pointer(scales)), C.int32_t(nScales), C.int32_t(mode), C.int32_t(alignCorners)))
}

// NnGroupNorm calls rt_torch_nn_group_norm: each group of channels of (N, C, *) x normalised over its channels and positions (biased variance), then weight * . + bias per channel (0: none; of x's dtype, or float32 with a half or bfloat16 x, as PyTorch's CPU kernel takes); instance norm is num_groups = C.
func NnGroupNorm(x int64, numGroups int64, weight int64, bias int64, eps float64) int64 {
	return int64(C.rt_torch_nn_group_norm(C.rt_tensor(x), C.int64_t(numGroups), C.rt_tensor(weight), C.rt_tensor(bias), C.double(eps)))
}

// NnRmsNorm calls rt_torch_nn_rms_norm: x / sqrt(mean(x ** 2) + eps) over the trailing dims of normalized_shape, times weight (0: none); eps NaN: the dtype's machine epsilon.
func NnRmsNorm(x int64, normalizedShape *int64, ndims int32, weight int64, eps float64) int64 {
	return int64(C.rt_torch_nn_rms_norm(C.rt_tensor(x), (*C.int64_t)(unsafe.Pointer(normalizedShape)), C.int32_t(ndims), C.rt_tensor(weight), C.double(eps)))
}

// NnBatchNorm calls rt_torch_nn_batch_norm: batch norm over dim 1; updates the running stats in place when training.
func NnBatchNorm(x int64, runningMean int64, runningVar int64, weight int64, bias int64, training int32, momentum float64, eps float64) int64 {
	return int64(C.rt_torch_nn_batch_norm(C.rt_tensor(x), C.rt_tensor(runningMean), C.rt_tensor(runningVar), C.rt_tensor(weight), C.rt_tensor(bias), C.int32_t(training), C.double(momentum), C.double(eps)))
}

// NnLayerNorm calls rt_torch_nn_layer_norm: normalise over the trailing dims.
func NnLayerNorm(x int64, normalizedShape *int64, ndims int32, weight int64, bias int64, eps float64) int64 {
	return int64(C.rt_torch_nn_layer_norm(C.rt_tensor(x), (*C.int64_t)(unsafe.Pointer(normalizedShape)), C.int32_t(ndims), C.rt_tensor(weight), C.rt_tensor(bias), C.double(eps)))
}

// NnDropout calls rt_torch_nn_dropout: zero elements with probability p, scale by 1/(1-p).
func NnDropout(x int64, p float64, training int32) int64 {
	return int64(C.rt_torch_nn_dropout(C.rt_tensor(x), C.double(p), C.int32_t(training)))
}

// NnEmbedding calls rt_torch_nn_embedding: rows of weight picked by int64 indices.
func NnEmbedding(indices int64, weight int64) int64 {
	return int64(C.rt_torch_nn_embedding(C.rt_tensor(indices), C.rt_tensor(weight)))
}

// NnEmbeddingEx calls rt_torch_nn_embedding_ex: rt_torch_nn_embedding with PyTorch's options: row padding_idx (-1: none) gets no gradient; max_norm > 0 first scales the named rows whose norm_type-norm exceeds it, in place (0: none).
func NnEmbeddingEx(indices int64, weight int64, paddingIdx int64, maxNorm float64, normType float64) int64 {
	return int64(C.rt_torch_nn_embedding_ex(C.rt_tensor(indices), C.rt_tensor(weight), C.int64_t(paddingIdx), C.double(maxNorm), C.double(normType)))
}

// NnEmbeddingBag calls rt_torch_nn_embedding_bag: (bags, embedding_dim): each bag's rows of weight combined by mode (RT_EMBEDDING_BAG_*); 1-D indices cut into bags at offsets (starts from 0, non-decreasing; include_last_offset: offsets ends with the length), or 2-D indices of one bag a row (offsets 0); per_sample_weights (0: none) of indices' shape, SUM only; padding_idx (-1: none) rows are left out; an empty bag gives zeros; max_norm > 0 renormalises the rows used in place as rt_torch_nn_embedding_ex.
func NnEmbeddingBag(indices int64, weight int64, offsets int64, mode int32, perSampleWeights int64, includeLastOffset int32, paddingIdx int64, maxNorm float64, normType float64) int64 {
	return int64(C.rt_torch_nn_embedding_bag(C.rt_tensor(indices), C.rt_tensor(weight), C.rt_tensor(offsets), C.int32_t(mode), C.rt_tensor(perSampleWeights), C.int32_t(includeLastOffset), C.int64_t(paddingIdx), C.double(maxNorm), C.double(normType)))
}

// NnOneHot calls rt_torch_nn_one_hot: int64 of indices' shape plus a last dim of num_classes (-1: the largest index + 1), 1 at each index.
func NnOneHot(indices int64, numClasses int64) int64 {
	return int64(C.rt_torch_nn_one_hot(C.rt_tensor(indices), C.int64_t(numClasses)))
}

// NnNormalize calls rt_torch_nn_normalize: x divided by max(its p-norm along dim, eps), floating x.
func NnNormalize(x int64, p float64, dim int64, eps float64) int64 {
	return int64(C.rt_torch_nn_normalize(C.rt_tensor(x), C.double(p), C.int64_t(dim), C.double(eps)))
}

// NnCosineSimilarity calls rt_torch_nn_cosine_similarity: cosine of the angle between x1 and x2 along dim (broadcast; promoted to a floating dtype), each norm at least eps.
func NnCosineSimilarity(x1 int64, x2 int64, dim int64, eps float64) int64 {
	return int64(C.rt_torch_nn_cosine_similarity(C.rt_tensor(x1), C.rt_tensor(x2), C.int64_t(dim), C.double(eps)))
}

// NnMseLoss calls rt_torch_nn_mse_loss: squared error.
func NnMseLoss(input int64, target int64, reduction int32) int64 {
	return int64(C.rt_torch_nn_mse_loss(C.rt_tensor(input), C.rt_tensor(target), C.int32_t(reduction)))
}

// NnCrossEntropy calls rt_torch_nn_cross_entropy: cross entropy on int64 class indices.
func NnCrossEntropy(logits int64, target int64, reduction int32) int64 {
	return int64(C.rt_torch_nn_cross_entropy(C.rt_tensor(logits), C.rt_tensor(target), C.int32_t(reduction)))
}

// NnBinaryCrossEntropy calls rt_torch_nn_binary_cross_entropy: BCE on probabilities.
func NnBinaryCrossEntropy(probs int64, target int64, reduction int32) int64 {
	return int64(C.rt_torch_nn_binary_cross_entropy(C.rt_tensor(probs), C.rt_tensor(target), C.int32_t(reduction)))
}

// NnNllLoss calls rt_torch_nn_nll_loss: negative log likelihood on class indices.
func NnNllLoss(logProbs int64, target int64, reduction int32) int64 {
	return int64(C.rt_torch_nn_nll_loss(C.rt_tensor(logProbs), C.rt_tensor(target), C.int32_t(reduction)))
}

// NnL1Loss calls rt_torch_nn_l1_loss: absolute error.
func NnL1Loss(input int64, target int64, reduction int32) int64 {
	return int64(C.rt_torch_nn_l1_loss(C.rt_tensor(input), C.rt_tensor(target), C.int32_t(reduction)))
}

// NnSmoothL1Loss calls rt_torch_nn_smooth_l1_loss: 0.5 * d ** 2 / beta where |d| < beta, else |d| - 0.5 * beta, d = input - target (beta >= 0; 0: l1).
func NnSmoothL1Loss(input int64, target int64, beta float64, reduction int32) int64 {
	return int64(C.rt_torch_nn_smooth_l1_loss(C.rt_tensor(input), C.rt_tensor(target), C.double(beta), C.int32_t(reduction)))
}

// NnHuberLoss calls rt_torch_nn_huber_loss: 0.5 * d ** 2 where |d| < delta, else delta * (|d| - 0.5 * delta), d = input - target (delta > 0).
func NnHuberLoss(input int64, target int64, delta float64, reduction int32) int64 {
	return int64(C.rt_torch_nn_huber_loss(C.rt_tensor(input), C.rt_tensor(target), C.double(delta), C.int32_t(reduction)))
}

// NnSoftMarginLoss calls rt_torch_nn_soft_margin_loss: log(1 + exp(-target * input)); target takes no gradient.
func NnSoftMarginLoss(input int64, target int64, reduction int32) int64 {
	return int64(C.rt_torch_nn_soft_margin_loss(C.rt_tensor(input), C.rt_tensor(target), C.int32_t(reduction)))
}

// NnBinaryCrossEntropyWithLogits calls rt_torch_nn_binary_cross_entropy_with_logits: BCE of sigmoid(input), computed without overflow; weight (0: none) scales each element's loss and pos_weight (0: none) the positive term; both broadcast to input's shape and take no gradient.
func NnBinaryCrossEntropyWithLogits(input int64, target int64, weight int64, posWeight int64, reduction int32) int64 {
	return int64(C.rt_torch_nn_binary_cross_entropy_with_logits(C.rt_tensor(input), C.rt_tensor(target), C.rt_tensor(weight), C.rt_tensor(posWeight), C.int32_t(reduction)))
}

// NnKlDiv calls rt_torch_nn_kl_div: target * (log(target) - input) of log-probabilities input (log_target: target holds log-probabilities too); RT_REDUCTION_MEAN averages over every element.
func NnKlDiv(input int64, target int64, logTarget int32, reduction int32) int64 {
	return int64(C.rt_torch_nn_kl_div(C.rt_tensor(input), C.rt_tensor(target), C.int32_t(logTarget), C.int32_t(reduction)))
}

// NnCrossEntropyEx calls rt_torch_nn_cross_entropy_ex: cross entropy with PyTorch's options: target int64 class indices, or class probabilities of logits' shape; weight (0: none) one per class, of logits' dtype, taking no gradient with indices; ignore_index a class index left out (mean: of the weighted count); label_smoothing in [0, 1].
func NnCrossEntropyEx(logits int64, target int64, weight int64, ignoreIndex int64, labelSmoothing float64, reduction int32) int64 {
	return int64(C.rt_torch_nn_cross_entropy_ex(C.rt_tensor(logits), C.rt_tensor(target), C.rt_tensor(weight), C.int64_t(ignoreIndex), C.double(labelSmoothing), C.int32_t(reduction)))
}

// NnNllLossEx calls rt_torch_nn_nll_loss_ex: negative log likelihood with class weights (0: none; mean divides by the weights of the counted targets) and an ignore_index.
func NnNllLossEx(logProbs int64, target int64, weight int64, ignoreIndex int64, reduction int32) int64 {
	return int64(C.rt_torch_nn_nll_loss_ex(C.rt_tensor(logProbs), C.rt_tensor(target), C.rt_tensor(weight), C.int64_t(ignoreIndex), C.int32_t(reduction)))
}

// NnMarginRankingLoss calls rt_torch_nn_margin_ranking_loss: max(0, -target * (input1 - input2) + margin); the three have one number of dims and broadcast (promoted; integers give float32, bool and complex are refused).
func NnMarginRankingLoss(input1 int64, input2 int64, target int64, margin float64, reduction int32) int64 {
	return int64(C.rt_torch_nn_margin_ranking_loss(C.rt_tensor(input1), C.rt_tensor(input2), C.rt_tensor(target), C.double(margin), C.int32_t(reduction)))
}

// NnCosineEmbeddingLoss calls rt_torch_nn_cosine_embedding_loss: 1 - cos(input1, input2) where target is 1, max(0, cos - margin) where it is -1, else 0: inputs (N, D) with target (N), or (D) with a 0-dim target (inputs broadcast; integers give float32).
func NnCosineEmbeddingLoss(input1 int64, input2 int64, target int64, margin float64, reduction int32) int64 {
	return int64(C.rt_torch_nn_cosine_embedding_loss(C.rt_tensor(input1), C.rt_tensor(input2), C.rt_tensor(target), C.double(margin), C.int32_t(reduction)))
}

// NnTripletMarginLoss calls rt_torch_nn_triplet_margin_loss: max(0, margin + d(anchor, positive) - d(anchor, negative)), d(a, b) the p-norm of a - b + eps over the last dim (swap: the smaller of d(anchor, negative) and d(positive, negative)); margin > 0, p >= 0; the three have one number of dims and broadcast.
func NnTripletMarginLoss(anchor int64, positive int64, negative int64, margin float64, p float64, eps float64, swap int32, reduction int32) int64 {
	return int64(C.rt_torch_nn_triplet_margin_loss(C.rt_tensor(anchor), C.rt_tensor(positive), C.rt_tensor(negative), C.double(margin), C.double(p), C.double(eps), C.int32_t(swap), C.int32_t(reduction)))
}

// NnCtcLoss calls rt_torch_nn_ctc_loss: CTC loss: log_probs (T, N, C) or unbatched (T, C), float32 or float64; targets integer classes other than blank, (N, S) padded or 1-D one after another; input_lengths, target_lengths integer (N) (0-dim unbatched); mean divides each loss by its target length (at least 1), then averages; zero_infinity: impossible alignments give 0 and no gradient; the gradient is PyTorch's (made for log_softmax input).
func NnCtcLoss(logProbs int64, targets int64, inputLengths int64, targetLengths int64, blank int64, reduction int32, zeroInfinity int32) int64 {
	return int64(C.rt_torch_nn_ctc_loss(C.rt_tensor(logProbs), C.rt_tensor(targets), C.rt_tensor(inputLengths), C.rt_tensor(targetLengths), C.int64_t(blank), C.int32_t(reduction), C.int32_t(zeroInfinity)))
}

// TensorSetRequiresGrad calls rt_torch_tensor_set_requires_grad: start or stop recording ops on a leaf.
func TensorSetRequiresGrad(x int64, flag int32) int32 {
	return int32(C.rt_torch_tensor_set_requires_grad(C.rt_tensor(x), C.int32_t(flag)))
}

// TensorRequiresGrad calls rt_torch_tensor_requires_grad: 1 when ops on x are recorded.
func TensorRequiresGrad(x int64) int32 {
	return int32(C.rt_torch_tensor_requires_grad(C.rt_tensor(x)))
}

// TensorGrad calls rt_torch_tensor_grad: new handle to x.grad; 0 with RT_OK when x has no grad.
func TensorGrad(x int64) int64 {
	return int64(C.rt_torch_tensor_grad(C.rt_tensor(x)))
}

// TensorBackward calls rt_torch_tensor_backward: accumulate d(loss)/d(leaf) into the leaves' grads; loss is real and holds one element.
func TensorBackward(loss int64) int32 {
	return int32(C.rt_torch_tensor_backward(C.rt_tensor(loss)))
}

// TensorZeroGrad calls rt_torch_tensor_zero_grad: drop x.grad.
func TensorZeroGrad(x int64) int32 {
	return int32(C.rt_torch_tensor_zero_grad(C.rt_tensor(x)))
}

// TensorDetach calls rt_torch_tensor_detach: same data, cut from the graph.
func TensorDetach(x int64) int64 {
	return int64(C.rt_torch_tensor_detach(C.rt_tensor(x)))
}

// NoGradBegin calls rt_torch_no_grad_begin: stop recording on this thread; nests.
func NoGradBegin() int32 {
	return int32(C.rt_torch_no_grad_begin())
}

// NoGradEnd calls rt_torch_no_grad_end: end the innermost no_grad_begin.
func NoGradEnd() int32 {
	return int32(C.rt_torch_no_grad_end())
}

// IsGradEnabled calls rt_torch_is_grad_enabled: 1 when this thread records ops.
func IsGradEnabled() int32 {
	return int32(C.rt_torch_is_grad_enabled())
}

// TensorCuda calls rt_torch_tensor_cuda: copy on cuda:device_index.
func TensorCuda(x int64, deviceIndex int32) int64 {
	return int64(C.rt_torch_tensor_cuda(C.rt_tensor(x), C.int32_t(deviceIndex)))
}

// TensorCpu calls rt_torch_tensor_cpu: copy on the CPU (same data when already there).
func TensorCpu(x int64) int64 {
	return int64(C.rt_torch_tensor_cpu(C.rt_tensor(x)))
}

// TensorIsCuda calls rt_torch_tensor_is_cuda: 1 when x lives on a CUDA device.
func TensorIsCuda(x int64) int32 {
	return int32(C.rt_torch_tensor_is_cuda(C.rt_tensor(x)))
}

// TensorDevice calls rt_torch_tensor_device: device code of x; -2 on error.
func TensorDevice(x int64) int32 {
	return int32(C.rt_torch_tensor_device(C.rt_tensor(x)))
}

// TensorToDevice calls rt_torch_tensor_to_device: copy on a device code.
func TensorToDevice(x int64, device int32) int64 {
	return int64(C.rt_torch_tensor_to_device(C.rt_tensor(x), C.int32_t(device)))
}

// TensorToStream calls rt_torch_tensor_to_stream: copy to the stream's device, queued on it, not blocking the caller.
func TensorToStream(x int64, stream int64) int64 {
	return int64(C.rt_torch_tensor_to_stream(C.rt_tensor(x), C.rt_handle(stream)))
}

// TensorClone calls rt_torch_tensor_clone: copy with its own storage, kept in the graph.
func TensorClone(x int64) int64 {
	return int64(C.rt_torch_tensor_clone(C.rt_tensor(x)))
}

// CudaSynchronize calls rt_torch_cuda_synchronize: wait until all work queued on cuda:device_index (every stream) is done; a device fault that work hit is reported here as RT_ERR_DEVICE; status.
func CudaSynchronize(deviceIndex int32) int32 {
	return int32(C.rt_torch_cuda_synchronize(C.int32_t(deviceIndex)))
}

// StreamCreate calls rt_torch_stream_create: new stream on cuda:device_index.
func StreamCreate(deviceIndex int32) int64 {
	return int64(C.rt_torch_stream_create(C.int32_t(deviceIndex)))
}

// StreamSynchronize calls rt_torch_stream_synchronize: wait for the stream's work.
func StreamSynchronize(stream int64) int32 {
	return int32(C.rt_torch_stream_synchronize(C.rt_handle(stream)))
}

// StreamQuery calls rt_torch_stream_query: 1 all work done, 0 pending.
func StreamQuery(stream int64) int32 {
	return int32(C.rt_torch_stream_query(C.rt_handle(stream)))
}

// StreamFree calls rt_torch_stream_free: release a stream handle.
func StreamFree(stream int64) int32 {
	return int32(C.rt_torch_stream_free(C.rt_handle(stream)))
}

// TensorFree calls rt_torch_tensor_free: release a tensor handle; 0 is a no-op.
func TensorFree(x int64) int32 {
	return int32(C.rt_torch_tensor_free(C.rt_tensor(x)))
}

// CudaMemoryAllocated calls rt_torch_cuda_memory_allocated: bytes held by tensors on the device.
func CudaMemoryAllocated(deviceIndex int32) int64 {
	return int64(C.rt_torch_cuda_memory_allocated(C.int32_t(deviceIndex)))
}

// CudaMaxMemoryAllocated calls rt_torch_cuda_max_memory_allocated: peak of the above.
func CudaMaxMemoryAllocated(deviceIndex int32) int64 {
	return int64(C.rt_torch_cuda_max_memory_allocated(C.int32_t(deviceIndex)))
}

// CudaEmptyCache calls rt_torch_cuda_empty_cache: return cached CUDA memory to the driver.
func CudaEmptyCache() int32 {
	return int32(C.rt_torch_cuda_empty_cache())
}

// OptimSgd calls rt_torch_optim_sgd: SGD with momentum and weight decay (PyTorch's rule).
func OptimSgd(params *int64, n int32, lr float64, momentum float64, weightDecay float64) int64 {
	return int64(C.rt_torch_optim_sgd((*C.rt_tensor)(unsafe.Pointer(params)), C.int32_t(n), C.double(lr), C.double(momentum), C.double(weightDecay)))
}

// OptimAdam calls rt_torch_optim_adam: Adam (PyTorch's rule, L2 weight decay).
func OptimAdam(params *int64, n int32, lr float64, beta1 float64, beta2 float64, eps float64, weightDecay float64) int64 {
	return int64(C.rt_torch_optim_adam((*C.rt_tensor)(unsafe.Pointer(params)), C.int32_t(n), C.double(lr), C.double(beta1), C.double(beta2), C.double(eps), C.double(weightDecay)))
}

// OptimStep calls rt_torch_optim_step: update the parameters in place from their grads.
func OptimStep(opt int64) int32 {
	return int32(C.rt_torch_optim_step(C.rt_handle(opt)))
}

// OptimZeroGrad calls rt_torch_optim_zero_grad: drop the parameters' grads.
func OptimZeroGrad(opt int64) int32 {
	return int32(C.rt_torch_optim_zero_grad(C.rt_handle(opt)))
}

// OptimFree calls rt_torch_optim_free: release an optimizer handle.
func OptimFree(opt int64) int32 {
	return int32(C.rt_torch_optim_free(C.rt_handle(opt)))
}

// OptimAdamw calls rt_torch_optim_adamw: AdamW: Adam with decoupled weight decay (p *= 1 - lr * weight_decay), PyTorch's rule.
func OptimAdamw(params *int64, n int32, lr float64, beta1 float64, beta2 float64, eps float64, weightDecay float64) int64 {
	return int64(C.rt_torch_optim_adamw((*C.rt_tensor)(unsafe.Pointer(params)), C.int32_t(n), C.double(lr), C.double(beta1), C.double(beta2), C.double(eps), C.double(weightDecay)))
}

// OptimRmsprop calls rt_torch_optim_rmsprop: RMSprop, PyTorch's rule (centered: divide by the gradient's estimated variance).
func OptimRmsprop(params *int64, n int32, lr float64, alpha float64, eps float64, weightDecay float64, momentum float64, centered int32) int64 {
	return int64(C.rt_torch_optim_rmsprop((*C.rt_tensor)(unsafe.Pointer(params)), C.int32_t(n), C.double(lr), C.double(alpha), C.double(eps), C.double(weightDecay), C.double(momentum), C.int32_t(centered)))
}

// OptimAdagrad calls rt_torch_optim_adagrad: Adagrad, PyTorch's rule.
func OptimAdagrad(params *int64, n int32, lr float64, lrDecay float64, weightDecay float64, initialAccumulatorValue float64, eps float64) int64 {
	return int64(C.rt_torch_optim_adagrad((*C.rt_tensor)(unsafe.Pointer(params)), C.int32_t(n), C.double(lr), C.double(lrDecay), C.double(weightDecay), C.double(initialAccumulatorValue), C.double(eps)))
}

// OptimAdadelta calls rt_torch_optim_adadelta: Adadelta, PyTorch's rule.
func OptimAdadelta(params *int64, n int32, lr float64, rho float64, eps float64, weightDecay float64) int64 {
	return int64(C.rt_torch_optim_adadelta((*C.rt_tensor)(unsafe.Pointer(params)), C.int32_t(n), C.double(lr), C.double(rho), C.double(eps), C.double(weightDecay)))
}

// OptimAddParamGroup calls rt_torch_optim_add_param_group: a new parameter group with the optimizer's first options (change them with rt_torch_optim_set_option); returns its index.
func OptimAddParamGroup(opt int64, params *int64, n int32) int32 {
	return int32(C.rt_torch_optim_add_param_group(C.rt_handle(opt), (*C.rt_tensor)(unsafe.Pointer(params)), C.int32_t(n)))
}

// OptimParamGroupCount calls rt_torch_optim_param_group_count: number of parameter groups.
func OptimParamGroupCount(opt int64) int32 {
	return int32(C.rt_torch_optim_param_group_count(C.rt_handle(opt)))
}

// OptimSetOption calls rt_torch_optim_set_option: set a group's option by PyTorch's name ("lr", "momentum", "beta1", "nesterov" as 0 or 1, ...): what a learning-rate schedule writes; status.
func OptimSetOption(opt int64, group int32, name string, value float64) int32 {
	nameC := C.CString(name)
	defer C.free(unsafe.Pointer(nameC))
	return int32(C.rt_torch_optim_set_option(C.rt_handle(opt), C.int32_t(group), nameC, C.double(value)))
}

// OptimGetOption calls rt_torch_optim_get_option: read a group's option; status.
func OptimGetOption(opt int64, group int32, name string, value *float64) int32 {
	nameC := C.CString(name)
	defer C.free(unsafe.Pointer(nameC))
	return int32(C.rt_torch_optim_get_option(C.rt_handle(opt), C.int32_t(group), nameC, (*C.double)(unsafe.Pointer(value))))
}

// OptimStateCount calls rt_torch_optim_state_count: how many state tensors the optimizer holds for param (0 before its first step).
func OptimStateCount(opt int64, param int64) int32 {
	return int32(C.rt_torch_optim_state_count(C.rt_handle(opt), C.rt_tensor(param)))
}

// OptimStateName calls rt_torch_optim_state_name: the name of param's state tensor number index (from 0, in PyTorch's order).
func OptimStateName(opt int64, param int64, index int32) string {
	return C.GoString(C.rt_torch_optim_state_name(C.rt_handle(opt), C.rt_tensor(param), C.int32_t(index)))
}

// OptimGetState calls rt_torch_optim_get_state: a copy of one of param's state tensors ("step", "exp_avg", "momentum_buffer", ...; before the first step, the initial value).
func OptimGetState(opt int64, param int64, name string) int64 {
	nameC := C.CString(name)
	defer C.free(unsafe.Pointer(nameC))
	return int64(C.rt_torch_optim_get_state(C.rt_handle(opt), C.rt_tensor(param), nameC))
}

// OptimSetState calls rt_torch_optim_set_state: write one of param's state tensors (same shape, converted to its dtype), e.g. to resume training; status.
func OptimSetState(opt int64, param int64, name string, value int64) int32 {
	nameC := C.CString(name)
	defer C.free(unsafe.Pointer(nameC))
	return int32(C.rt_torch_optim_set_state(C.rt_handle(opt), C.rt_tensor(param), nameC, C.rt_tensor(value)))
}

// NnClipGradNorm calls rt_torch_nn_clip_grad_norm: scale the params' gradients in place so that their joint norm_type-norm (inf for the largest) is at most max_norm; returns that norm before clipping.
func NnClipGradNorm(params *int64, n int32, maxNorm float64, normType float64, errorIfNonfinite int32) int64 {
	return int64(C.rt_torch_nn_clip_grad_norm((*C.rt_tensor)(unsafe.Pointer(params)), C.int32_t(n), C.double(maxNorm), C.double(normType), C.int32_t(errorIfNonfinite)))
}

// NnClipGradValue calls rt_torch_nn_clip_grad_value: clamp the params' gradients in place to [-clip_value, clip_value]; status.
func NnClipGradValue(params *int64, n int32, clipValue float64) int32 {
	return int32(C.rt_torch_nn_clip_grad_value((*C.rt_tensor)(unsafe.Pointer(params)), C.int32_t(n), C.double(clipValue)))
}

// LrStep calls rt_torch_lr_step: StepLR: lr *= gamma every step_size steps.
func LrStep(opt int64, stepSize int64, gamma float64) int64 {
	return int64(C.rt_torch_lr_step(C.rt_handle(opt), C.int64_t(stepSize), C.double(gamma)))
}

// LrMultistep calls rt_torch_lr_multistep: MultiStepLR: lr *= gamma at each milestone step.
func LrMultistep(opt int64, milestones *int64, n int32, gamma float64) int64 {
	return int64(C.rt_torch_lr_multistep(C.rt_handle(opt), (*C.int64_t)(unsafe.Pointer(milestones)), C.int32_t(n), C.double(gamma)))
}

// LrExponential calls rt_torch_lr_exponential: ExponentialLR: lr *= gamma each step.
func LrExponential(opt int64, gamma float64) int64 {
	return int64(C.rt_torch_lr_exponential(C.rt_handle(opt), C.double(gamma)))
}

// LrCosine calls rt_torch_lr_cosine: CosineAnnealingLR: from the base lr down to eta_min over t_max steps along a cosine (and back up).
func LrCosine(opt int64, tMax int64, etaMin float64) int64 {
	return int64(C.rt_torch_lr_cosine(C.rt_handle(opt), C.int64_t(tMax), C.double(etaMin)))
}

// LrLinear calls rt_torch_lr_linear: LinearLR: the base lr times a factor going linearly from start_factor to end_factor over total_iters.
func LrLinear(opt int64, startFactor float64, endFactor float64, totalIters int64) int64 {
	return int64(C.rt_torch_lr_linear(C.rt_handle(opt), C.double(startFactor), C.double(endFactor), C.int64_t(totalIters)))
}

// LrConstant calls rt_torch_lr_constant: ConstantLR: the base lr times factor for total_iters steps.
func LrConstant(opt int64, factor float64, totalIters int64) int64 {
	return int64(C.rt_torch_lr_constant(C.rt_handle(opt), C.double(factor), C.int64_t(totalIters)))
}

// LrPolynomial calls rt_torch_lr_polynomial: PolynomialLR: the base lr times (1 - step / total_iters) ** power.
func LrPolynomial(opt int64, totalIters int64, power float64) int64 {
	return int64(C.rt_torch_lr_polynomial(C.rt_handle(opt), C.int64_t(totalIters), C.double(power)))
}

// LrCosineWarmRestarts calls rt_torch_lr_cosine_warm_restarts: CosineAnnealingWarmRestarts: cosine cycles of t_0, t_0 * t_mult, ... steps.
func LrCosineWarmRestarts(opt int64, t0 int64, tMult int64, etaMin float64) int64 {
	return int64(C.rt_torch_lr_cosine_warm_restarts(C.rt_handle(opt), C.int64_t(t0), C.int64_t(tMult), C.double(etaMin)))
}

// LrOneCycle calls rt_torch_lr_one_cycle: OneCycleLR: up to max_lr and down over total_steps (cos or linear); momentum or beta1 cycles the other way when cycle_momentum.
func LrOneCycle(opt int64, maxLr float64, totalSteps int64, pctStart float64, divFactor float64, finalDivFactor float64, annealCos int32, threePhase int32, cycleMomentum int32, baseMomentum float64, maxMomentum float64) int64 {
	return int64(C.rt_torch_lr_one_cycle(C.rt_handle(opt), C.double(maxLr), C.int64_t(totalSteps), C.double(pctStart), C.double(divFactor), C.double(finalDivFactor), C.int32_t(annealCos), C.int32_t(threePhase), C.int32_t(cycleMomentum), C.double(baseMomentum), C.double(maxMomentum)))
}

// LrPlateau calls rt_torch_lr_plateau: ReduceLROnPlateau: lr *= factor once the metric has not improved for more than patience steps.
func LrPlateau(opt int64, maximize int32, factor float64, patience int64, threshold float64, thresholdAbs int32, cooldown int64, minLr float64, eps float64) int64 {
	return int64(C.rt_torch_lr_plateau(C.rt_handle(opt), C.int32_t(maximize), C.double(factor), C.int64_t(patience), C.double(threshold), C.int32_t(thresholdAbs), C.int64_t(cooldown), C.double(minLr), C.double(eps)))
}

// LrSchedulerStep calls rt_torch_lr_scheduler_step: one step: write the next lr into every group; status.
func LrSchedulerStep(sched int64) int32 {
	return int32(C.rt_torch_lr_scheduler_step(C.rt_handle(sched)))
}

// LrSchedulerStepMetric calls rt_torch_lr_scheduler_step_metric: one step of a plateau schedule, on the metric just measured; status.
func LrSchedulerStepMetric(sched int64, metric float64) int32 {
	return int32(C.rt_torch_lr_scheduler_step_metric(C.rt_handle(sched), C.double(metric)))
}

// LrSchedulerRestart calls rt_torch_lr_scheduler_restart: back to step 0 from the base lrs (what SequentialLR does at a milestone); status.
func LrSchedulerRestart(sched int64) int32 {
	return int32(C.rt_torch_lr_scheduler_restart(C.rt_handle(sched)))
}

// LrSchedulerLastEpoch calls rt_torch_lr_scheduler_last_epoch: steps taken, the first counting 0.
func LrSchedulerLastEpoch(sched int64) int64 {
	return int64(C.rt_torch_lr_scheduler_last_epoch(C.rt_handle(sched)))
}

// LrSchedulerFree calls rt_torch_lr_scheduler_free: release a schedule handle.
func LrSchedulerFree(sched int64) int32 {
	return int32(C.rt_torch_lr_scheduler_free(C.rt_handle(sched)))
}

// OptimLbfgs calls rt_torch_optim_lbfgs: L-BFGS, PyTorch's algorithm (one parameter group; state on the first parameter); max_eval 0: max_iter * 5 / 4; line_search_fn "strong_wolfe" or "" (none); step it with rt_torch_optim_lbfgs_step.
func OptimLbfgs(params *int64, n int32, lr float64, maxIter int64, maxEval int64, toleranceGrad float64, toleranceChange float64, historySize int64, lineSearchFn string) int64 {
	lineSearchFnC := C.CString(lineSearchFn)
	defer C.free(unsafe.Pointer(lineSearchFnC))
	return int64(C.rt_torch_optim_lbfgs((*C.rt_tensor)(unsafe.Pointer(params)), C.int32_t(n), C.double(lr), C.int64_t(maxIter), C.int64_t(maxEval), C.double(toleranceGrad), C.double(toleranceChange), C.int64_t(historySize), lineSearchFnC))
}

// OptimLbfgsStep calls rt_torch_optim_lbfgs_step: one L-BFGS step: calls closure(user_data, &loss) (zero grads, forward, backward, write the loss, return RT_OK) up to max_eval times; loss: the first loss. A closure's nonzero RT_ERR_* code fails the step with that code (any other value: RT_ERR_INVALID_ARGUMENT) and leaves the parameters and the state as before the step; status.
func OptimLbfgsStep(opt int64, closure unsafe.Pointer, userData unsafe.Pointer, loss *float64) int32 {
	return int32(C.rt_torch_optim_lbfgs_step(C.rt_handle(opt), C.rt_closure(closure), userData, (*C.double)(unsafe.Pointer(loss))))
}

// ScopeBegin calls rt_torch_scope_begin: open a scope on this thread; scopes nest.
func ScopeBegin() int32 {
	return int32(C.rt_torch_scope_begin())
}

// ScopeKeep calls rt_torch_scope_keep: x survives the innermost scope (moves to the outer one).
func ScopeKeep(x int64) int32 {
	return int32(C.rt_torch_scope_keep(C.rt_tensor(x)))
}

// ScopeEnd calls rt_torch_scope_end: free every handle this thread created in the innermost scope, except those kept.
func ScopeEnd() int32 {
	return int32(C.rt_torch_scope_end())
}

// TensorEq calls rt_torch_tensor_eq: a == b, broadcast and promoted.
func TensorEq(a int64, b int64) int64 {
	return int64(C.rt_torch_tensor_eq(C.rt_tensor(a), C.rt_tensor(b)))
}

// TensorNe calls rt_torch_tensor_ne: a != b, broadcast and promoted.
func TensorNe(a int64, b int64) int64 {
	return int64(C.rt_torch_tensor_ne(C.rt_tensor(a), C.rt_tensor(b)))
}

// TensorLt calls rt_torch_tensor_lt: a < b, broadcast and promoted.
func TensorLt(a int64, b int64) int64 {
	return int64(C.rt_torch_tensor_lt(C.rt_tensor(a), C.rt_tensor(b)))
}

// TensorLe calls rt_torch_tensor_le: a <= b, broadcast and promoted.
func TensorLe(a int64, b int64) int64 {
	return int64(C.rt_torch_tensor_le(C.rt_tensor(a), C.rt_tensor(b)))
}

// TensorGt calls rt_torch_tensor_gt: a > b, broadcast and promoted.
func TensorGt(a int64, b int64) int64 {
	return int64(C.rt_torch_tensor_gt(C.rt_tensor(a), C.rt_tensor(b)))
}

// TensorGe calls rt_torch_tensor_ge: a >= b, broadcast and promoted.
func TensorGe(a int64, b int64) int64 {
	return int64(C.rt_torch_tensor_ge(C.rt_tensor(a), C.rt_tensor(b)))
}

// TensorEqScalar calls rt_torch_tensor_eq_scalar: a == s (s converted to the dtype of a with a float first, as PyTorch).
func TensorEqScalar(a int64, s float64) int64 {
	return int64(C.rt_torch_tensor_eq_scalar(C.rt_tensor(a), C.double(s)))
}

// TensorNeScalar calls rt_torch_tensor_ne_scalar: a != s (s converted to the dtype of a with a float first, as PyTorch).
func TensorNeScalar(a int64, s float64) int64 {
	return int64(C.rt_torch_tensor_ne_scalar(C.rt_tensor(a), C.double(s)))
}

// TensorLtScalar calls rt_torch_tensor_lt_scalar: a < s (s converted to the dtype of a with a float first, as PyTorch).
func TensorLtScalar(a int64, s float64) int64 {
	return int64(C.rt_torch_tensor_lt_scalar(C.rt_tensor(a), C.double(s)))
}

// TensorLeScalar calls rt_torch_tensor_le_scalar: a <= s (s converted to the dtype of a with a float first, as PyTorch).
func TensorLeScalar(a int64, s float64) int64 {
	return int64(C.rt_torch_tensor_le_scalar(C.rt_tensor(a), C.double(s)))
}

// TensorGtScalar calls rt_torch_tensor_gt_scalar: a > s (s converted to the dtype of a with a float first, as PyTorch).
func TensorGtScalar(a int64, s float64) int64 {
	return int64(C.rt_torch_tensor_gt_scalar(C.rt_tensor(a), C.double(s)))
}

// TensorGeScalar calls rt_torch_tensor_ge_scalar: a >= s (s converted to the dtype of a with a float first, as PyTorch).
func TensorGeScalar(a int64, s float64) int64 {
	return int64(C.rt_torch_tensor_ge_scalar(C.rt_tensor(a), C.double(s)))
}

// TensorIsnan calls rt_torch_tensor_isnan: a is NaN.
func TensorIsnan(a int64) int64 {
	return int64(C.rt_torch_tensor_isnan(C.rt_tensor(a)))
}

// TensorIsinf calls rt_torch_tensor_isinf: a is infinite.
func TensorIsinf(a int64) int64 {
	return int64(C.rt_torch_tensor_isinf(C.rt_tensor(a)))
}

// TensorIsfinite calls rt_torch_tensor_isfinite: a is neither infinite nor NaN.
func TensorIsfinite(a int64) int64 {
	return int64(C.rt_torch_tensor_isfinite(C.rt_tensor(a)))
}

// TensorLogicalNot calls rt_torch_tensor_logical_not: a is zero.
func TensorLogicalNot(a int64) int64 {
	return int64(C.rt_torch_tensor_logical_not(C.rt_tensor(a)))
}

// TensorLogicalAnd calls rt_torch_tensor_logical_and: a and b are non-zero, broadcast.
func TensorLogicalAnd(a int64, b int64) int64 {
	return int64(C.rt_torch_tensor_logical_and(C.rt_tensor(a), C.rt_tensor(b)))
}

// TensorLogicalOr calls rt_torch_tensor_logical_or: a or b is non-zero, broadcast.
func TensorLogicalOr(a int64, b int64) int64 {
	return int64(C.rt_torch_tensor_logical_or(C.rt_tensor(a), C.rt_tensor(b)))
}

// TensorLogicalXor calls rt_torch_tensor_logical_xor: exactly one of a and b is non-zero, broadcast.
func TensorLogicalXor(a int64, b int64) int64 {
	return int64(C.rt_torch_tensor_logical_xor(C.rt_tensor(a), C.rt_tensor(b)))
}

// TensorWhere calls rt_torch_tensor_where: a where the bool condition holds, else b; all three broadcast, a and b promoted.
func TensorWhere(condition int64, a int64, b int64) int64 {
	return int64(C.rt_torch_tensor_where(C.rt_tensor(condition), C.rt_tensor(a), C.rt_tensor(b)))
}

// TensorMaskedFill calls rt_torch_tensor_masked_fill: x with value where the bool mask holds (x and mask broadcast together).
func TensorMaskedFill(x int64, mask int64, value float64) int64 {
	return int64(C.rt_torch_tensor_masked_fill(C.rt_tensor(x), C.rt_tensor(mask), C.double(value)))
}

// TensorClamp calls rt_torch_tensor_clamp: x limited to [min, max]; a NaN bound is no bound (one must be given).
func TensorClamp(x int64, min float64, max float64) int64 {
	return int64(C.rt_torch_tensor_clamp(C.rt_tensor(x), C.double(min), C.double(max)))
}

// TensorBitwiseAnd calls rt_torch_tensor_bitwise_and: bitwise and of integer or bool tensors, broadcast and promoted.
func TensorBitwiseAnd(a int64, b int64) int64 {
	return int64(C.rt_torch_tensor_bitwise_and(C.rt_tensor(a), C.rt_tensor(b)))
}

// TensorBitwiseOr calls rt_torch_tensor_bitwise_or: bitwise or of integer or bool tensors, broadcast and promoted.
func TensorBitwiseOr(a int64, b int64) int64 {
	return int64(C.rt_torch_tensor_bitwise_or(C.rt_tensor(a), C.rt_tensor(b)))
}

// TensorBitwiseXor calls rt_torch_tensor_bitwise_xor: bitwise xor of integer or bool tensors, broadcast and promoted.
func TensorBitwiseXor(a int64, b int64) int64 {
	return int64(C.rt_torch_tensor_bitwise_xor(C.rt_tensor(a), C.rt_tensor(b)))
}

// TensorBitwiseNot calls rt_torch_tensor_bitwise_not: bitwise complement of an integer tensor (logical not of a bool one).
func TensorBitwiseNot(a int64) int64 {
	return int64(C.rt_torch_tensor_bitwise_not(C.rt_tensor(a)))
}

// TensorEqual calls rt_torch_tensor_equal: 1 when a and b have the same shape, dtype and elements (NaN is never equal).
func TensorEqual(a int64, b int64) int32 {
	return int32(C.rt_torch_tensor_equal(C.rt_tensor(a), C.rt_tensor(b)))
}

// TensorAllclose calls rt_torch_tensor_allclose: 1 when |a - b| <= atol + rtol * |b| everywhere (broadcast; one dtype); equal_nan: NaNs match.
func TensorAllclose(a int64, b int64, rtol float64, atol float64, equalNan int32) int32 {
	return int32(C.rt_torch_tensor_allclose(C.rt_tensor(a), C.rt_tensor(b), C.double(rtol), C.double(atol), C.int32_t(equalNan)))
}

// TensorNonzero calls rt_torch_tensor_nonzero: int64 indices of the non-zero elements, one row of ndim coordinates each, in row-major order.
func TensorNonzero(x int64) int64 {
	return int64(C.rt_torch_tensor_nonzero(C.rt_tensor(x)))
}

// TensorIndex calls rt_torch_tensor_index: x[indices[0], ..., indices[n-1]]: int32/int64 tensors for x's leading dims (broadcast together; negative from the end) or bool masks (one per dims they cover).
func TensorIndex(x int64, indices *int64, n int32) int64 {
	return int64(C.rt_torch_tensor_index(C.rt_tensor(x), (*C.rt_tensor)(unsafe.Pointer(indices)), C.int32_t(n)))
}

// TensorIndexPut calls rt_torch_tensor_index_put: x with x[indices] = values (broadcast, x's dtype); accumulate: += (repeats add up).
func TensorIndexPut(x int64, indices *int64, n int32, values int64, accumulate int32) int64 {
	return int64(C.rt_torch_tensor_index_put(C.rt_tensor(x), (*C.rt_tensor)(unsafe.Pointer(indices)), C.int32_t(n), C.rt_tensor(values), C.int32_t(accumulate)))
}

// TensorScatter calls rt_torch_tensor_scatter: x with x[index[i][j]][j] = src[i][j] for dim 0 (and so on).
func TensorScatter(x int64, dim int64, index int64, src int64) int64 {
	return int64(C.rt_torch_tensor_scatter(C.rt_tensor(x), C.int64_t(dim), C.rt_tensor(index), C.rt_tensor(src)))
}

// TensorScatterValue calls rt_torch_tensor_scatter_value: x with value written at index along dim.
func TensorScatterValue(x int64, dim int64, index int64, value float64) int64 {
	return int64(C.rt_torch_tensor_scatter_value(C.rt_tensor(x), C.int64_t(dim), C.rt_tensor(index), C.double(value)))
}

// TensorScatterAdd calls rt_torch_tensor_scatter_add: x with x[index[i][j]][j] += src[i][j] for dim 0 (and so on).
func TensorScatterAdd(x int64, dim int64, index int64, src int64) int64 {
	return int64(C.rt_torch_tensor_scatter_add(C.rt_tensor(x), C.int64_t(dim), C.rt_tensor(index), C.rt_tensor(src)))
}

// TensorScatterReduce calls rt_torch_tensor_scatter_reduce: x with src's values combined at index along dim by reduce (RT_SCATTER_*); include_self: x's own value takes part.
func TensorScatterReduce(x int64, dim int64, index int64, src int64, reduce int32, includeSelf int32) int64 {
	return int64(C.rt_torch_tensor_scatter_reduce(C.rt_tensor(x), C.int64_t(dim), C.rt_tensor(index), C.rt_tensor(src), C.int32_t(reduce), C.int32_t(includeSelf)))
}

// TensorIndexAdd calls rt_torch_tensor_index_add: x with alpha * source's slices added at the 1-D index along dim.
func TensorIndexAdd(x int64, dim int64, index int64, source int64, alpha float64) int64 {
	return int64(C.rt_torch_tensor_index_add(C.rt_tensor(x), C.int64_t(dim), C.rt_tensor(index), C.rt_tensor(source), C.double(alpha)))
}

// TensorTakeAlongDim calls rt_torch_tensor_take_along_dim: values picked along dim (x and indices broadcast in the other dims).
func TensorTakeAlongDim(x int64, indices int64, dim int64) int64 {
	return int64(C.rt_torch_tensor_take_along_dim(C.rt_tensor(x), C.rt_tensor(indices), C.int64_t(dim)))
}

// TensorProd calls rt_torch_tensor_prod: product (integers and bool give int64) of all elements, as a scalar tensor.
func TensorProd(x int64) int64 {
	return int64(C.rt_torch_tensor_prod(C.rt_tensor(x)))
}

// TensorProdDim calls rt_torch_tensor_prod_dim: product (integers and bool give int64) along dim; keepdim keeps it as size 1.
func TensorProdDim(x int64, dim int64, keepdim int32) int64 {
	return int64(C.rt_torch_tensor_prod_dim(C.rt_tensor(x), C.int64_t(dim), C.int32_t(keepdim)))
}

// TensorAll calls rt_torch_tensor_all: 1 when every element is non-zero (bool; uint8 for uint8) of all elements, as a scalar tensor.
func TensorAll(x int64) int64 {
	return int64(C.rt_torch_tensor_all(C.rt_tensor(x)))
}

// TensorAllDim calls rt_torch_tensor_all_dim: 1 when every element is non-zero (bool; uint8 for uint8) along dim; keepdim keeps it as size 1.
func TensorAllDim(x int64, dim int64, keepdim int32) int64 {
	return int64(C.rt_torch_tensor_all_dim(C.rt_tensor(x), C.int64_t(dim), C.int32_t(keepdim)))
}

// TensorAny calls rt_torch_tensor_any: 1 when some element is non-zero (bool; uint8 for uint8) of all elements, as a scalar tensor.
func TensorAny(x int64) int64 {
	return int64(C.rt_torch_tensor_any(C.rt_tensor(x)))
}

// TensorAnyDim calls rt_torch_tensor_any_dim: 1 when some element is non-zero (bool; uint8 for uint8) along dim; keepdim keeps it as size 1.
func TensorAnyDim(x int64, dim int64, keepdim int32) int64 {
	return int64(C.rt_torch_tensor_any_dim(C.rt_tensor(x), C.int64_t(dim), C.int32_t(keepdim)))
}

// TensorLogsumexp calls rt_torch_tensor_logsumexp: log of the sum of exp along dim, without overflow.
func TensorLogsumexp(x int64, dim int64, keepdim int32) int64 {
	return int64(C.rt_torch_tensor_logsumexp(C.rt_tensor(x), C.int64_t(dim), C.int32_t(keepdim)))
}

// TensorCumsum calls rt_torch_tensor_cumsum: running sum along dim (integers and bool give int64).
func TensorCumsum(x int64, dim int64) int64 {
	return int64(C.rt_torch_tensor_cumsum(C.rt_tensor(x), C.int64_t(dim)))
}

// TensorCumprod calls rt_torch_tensor_cumprod: running product along dim (integers and bool give int64).
func TensorCumprod(x int64, dim int64) int64 {
	return int64(C.rt_torch_tensor_cumprod(C.rt_tensor(x), C.int64_t(dim)))
}

// TensorCummax calls rt_torch_tensor_cummax: running maximum along dim and where it was (the latest of ties; a NaN stays); status.
func TensorCummax(x int64, dim int64, values *int64, indices *int64) int32 {
	return int32(C.rt_torch_tensor_cummax(C.rt_tensor(x), C.int64_t(dim), (*C.rt_tensor)(unsafe.Pointer(values)), (*C.rt_tensor)(unsafe.Pointer(indices))))
}

// TensorCummin calls rt_torch_tensor_cummin: running minimum along dim and where it was (the latest of ties; a NaN stays); status.
func TensorCummin(x int64, dim int64, values *int64, indices *int64) int32 {
	return int32(C.rt_torch_tensor_cummin(C.rt_tensor(x), C.int64_t(dim), (*C.rt_tensor)(unsafe.Pointer(values)), (*C.rt_tensor)(unsafe.Pointer(indices))))
}

// TensorVarCorrection calls rt_torch_tensor_var_correction: variance over n dims (n 0: all elements): squared deviations summed / max(0, N - correction).
func TensorVarCorrection(x int64, dims *int64, n int32, correction float64, keepdim int32) int64 {
	return int64(C.rt_torch_tensor_var_correction(C.rt_tensor(x), (*C.int64_t)(unsafe.Pointer(dims)), C.int32_t(n), C.double(correction), C.int32_t(keepdim)))
}

// TensorStdCorrection calls rt_torch_tensor_std_correction: square root of rt_torch_tensor_var_correction.
func TensorStdCorrection(x int64, dims *int64, n int32, correction float64, keepdim int32) int64 {
	return int64(C.rt_torch_tensor_std_correction(C.rt_tensor(x), (*C.int64_t)(unsafe.Pointer(dims)), C.int32_t(n), C.double(correction), C.int32_t(keepdim)))
}

// TensorSort calls rt_torch_tensor_sort: x sorted along dim and where each value came from (equal values keep their order whatever stable says, which PyTorch allows); status.
func TensorSort(x int64, dim int64, descending int32, stable int32, values *int64, indices *int64) int32 {
	return int32(C.rt_torch_tensor_sort(C.rt_tensor(x), C.int64_t(dim), C.int32_t(descending), C.int32_t(stable), (*C.rt_tensor)(unsafe.Pointer(values)), (*C.rt_tensor)(unsafe.Pointer(indices))))
}

// TensorArgsort calls rt_torch_tensor_argsort: the indices of rt_torch_tensor_sort alone.
func TensorArgsort(x int64, dim int64, descending int32, stable int32) int64 {
	return int64(C.rt_torch_tensor_argsort(C.rt_tensor(x), C.int64_t(dim), C.int32_t(descending), C.int32_t(stable)))
}

// TensorTopk calls rt_torch_tensor_topk: the k largest (largest 0: smallest) along dim and their indices, ordered from the extreme whatever sorted says (which PyTorch allows); status.
func TensorTopk(x int64, k int64, dim int64, largest int32, sorted int32, values *int64, indices *int64) int32 {
	return int32(C.rt_torch_tensor_topk(C.rt_tensor(x), C.int64_t(k), C.int64_t(dim), C.int32_t(largest), C.int32_t(sorted), (*C.rt_tensor)(unsafe.Pointer(values)), (*C.rt_tensor)(unsafe.Pointer(indices))))
}

// TensorKthvalue calls rt_torch_tensor_kthvalue: the k-th smallest (k from 1) along dim and its index; status.
func TensorKthvalue(x int64, k int64, dim int64, keepdim int32, values *int64, indices *int64) int32 {
	return int32(C.rt_torch_tensor_kthvalue(C.rt_tensor(x), C.int64_t(k), C.int64_t(dim), C.int32_t(keepdim), (*C.rt_tensor)(unsafe.Pointer(values)), (*C.rt_tensor)(unsafe.Pointer(indices))))
}

// TensorMedian calls rt_torch_tensor_median: the lower median of all elements (NaN if one is NaN or there are none).
func TensorMedian(x int64) int64 {
	return int64(C.rt_torch_tensor_median(C.rt_tensor(x)))
}

// TensorMedianDim calls rt_torch_tensor_median_dim: the lower median along dim and its index (a NaN and its index if the row has one); status.
func TensorMedianDim(x int64, dim int64, keepdim int32, values *int64, indices *int64) int32 {
	return int32(C.rt_torch_tensor_median_dim(C.rt_tensor(x), C.int64_t(dim), C.int32_t(keepdim), (*C.rt_tensor)(unsafe.Pointer(values)), (*C.rt_tensor)(unsafe.Pointer(indices))))
}

// TensorMode calls rt_torch_tensor_mode: the most frequent value along dim (the smallest of ties) and its last index; status.
func TensorMode(x int64, dim int64, keepdim int32, values *int64, indices *int64) int32 {
	return int32(C.rt_torch_tensor_mode(C.rt_tensor(x), C.int64_t(dim), C.int32_t(keepdim), (*C.rt_tensor)(unsafe.Pointer(values)), (*C.rt_tensor)(unsafe.Pointer(indices))))
}

// TensorUnique calls rt_torch_tensor_unique: the distinct elements ascending (each NaN distinct), the int64 position in values of each element of x (x's shape) and how often each occurs; status.
func TensorUnique(x int64, values *int64, inverse *int64, counts *int64) int32 {
	return int32(C.rt_torch_tensor_unique(C.rt_tensor(x), (*C.rt_tensor)(unsafe.Pointer(values)), (*C.rt_tensor)(unsafe.Pointer(inverse)), (*C.rt_tensor)(unsafe.Pointer(counts))))
}

// TensorSearchsorted calls rt_torch_tensor_searchsorted: where values would be inserted into the innermost dim of sorted_sequence (1-D, or its leading dims those of values) to keep it sorted: the first such place (right: the last); sorter (0: none) the int64 argsort of an unsorted sequence; int64 (out_int32: int32) positions.
func TensorSearchsorted(sortedSequence int64, values int64, outInt32 int32, right int32, sorter int64) int64 {
	return int64(C.rt_torch_tensor_searchsorted(C.rt_tensor(sortedSequence), C.rt_tensor(values), C.int32_t(outInt32), C.int32_t(right), C.rt_tensor(sorter)))
}

// TensorBucketize calls rt_torch_tensor_bucketize: the index of the bucket of 1-D ascending boundaries each element falls in: boundaries[i-1] < v <= boundaries[i] (right: boundaries[i-1] <= v < boundaries[i]).
func TensorBucketize(input int64, boundaries int64, outInt32 int32, right int32) int64 {
	return int64(C.rt_torch_tensor_bucketize(C.rt_tensor(input), C.rt_tensor(boundaries), C.int32_t(outInt32), C.int32_t(right)))
}

// TensorTril calls rt_torch_tensor_tril: lower triangle of the last two dims (above diagonal set to 0).
func TensorTril(x int64, diagonal int64) int64 {
	return int64(C.rt_torch_tensor_tril(C.rt_tensor(x), C.int64_t(diagonal)))
}

// TensorTriu calls rt_torch_tensor_triu: upper triangle of the last two dims (below diagonal set to 0).
func TensorTriu(x int64, diagonal int64) int64 {
	return int64(C.rt_torch_tensor_triu(C.rt_tensor(x), C.int64_t(diagonal)))
}

// TensorRoll calls rt_torch_tensor_roll: elements shifted along dim, wrapping around.
func TensorRoll(x int64, shifts int64, dim int64) int64 {
	return int64(C.rt_torch_tensor_roll(C.rt_tensor(x), C.int64_t(shifts), C.int64_t(dim)))
}

// TensorFlip calls rt_torch_tensor_flip: order reversed along dim.
func TensorFlip(x int64, dim int64) int64 {
	return int64(C.rt_torch_tensor_flip(C.rt_tensor(x), C.int64_t(dim)))
}

// TensorDiag calls rt_torch_tensor_diag: 1-D x: square matrix with x on the diagonal; 2-D x: that diagonal (0 main, > 0 above, < 0 below).
func TensorDiag(x int64, diagonal int64) int64 {
	return int64(C.rt_torch_tensor_diag(C.rt_tensor(x), C.int64_t(diagonal)))
}

// TensorDiagonal calls rt_torch_tensor_diagonal: the diagonals of the (dim1, dim2) planes as a new last dim (a view).
func TensorDiagonal(x int64, offset int64, dim1 int64, dim2 int64) int64 {
	return int64(C.rt_torch_tensor_diagonal(C.rt_tensor(x), C.int64_t(offset), C.int64_t(dim1), C.int64_t(dim2)))
}

// TensorRepeat calls rt_torch_tensor_repeat: x tiled repeats[i] times along dim i (n >= ndim; extra repeats add leading dims).
func TensorRepeat(x int64, repeats *int64, n int32) int64 {
	return int64(C.rt_torch_tensor_repeat(C.rt_tensor(x), (*C.int64_t)(unsafe.Pointer(repeats)), C.int32_t(n)))
}

// TensorRepeatInterleave calls rt_torch_tensor_repeat_interleave: each slice along dim repeated repeats times in place.
func TensorRepeatInterleave(x int64, repeats int64, dim int64) int64 {
	return int64(C.rt_torch_tensor_repeat_interleave(C.rt_tensor(x), C.int64_t(repeats), C.int64_t(dim)))
}

// TensorRepeatInterleaveTensor calls rt_torch_tensor_repeat_interleave_tensor: slice i along dim repeated repeats[i] times (an integer tensor of 1 or size(dim) counts).
func TensorRepeatInterleaveTensor(x int64, repeats int64, dim int64) int64 {
	return int64(C.rt_torch_tensor_repeat_interleave_tensor(C.rt_tensor(x), C.rt_tensor(repeats), C.int64_t(dim)))
}

// TensorSplit calls rt_torch_tensor_split: views of split_size along dim (the last may be shorter); returns the count.
func TensorSplit(x int64, splitSize int64, dim int64, out *int64, maxOut int32) int32 {
	return int32(C.rt_torch_tensor_split(C.rt_tensor(x), C.int64_t(splitSize), C.int64_t(dim), (*C.rt_tensor)(unsafe.Pointer(out)), C.int32_t(maxOut)))
}

// TensorSplitSizes calls rt_torch_tensor_split_sizes: views of the given sizes (summing to size(dim)); returns n.
func TensorSplitSizes(x int64, sizes *int64, n int32, dim int64, out *int64, maxOut int32) int32 {
	return int32(C.rt_torch_tensor_split_sizes(C.rt_tensor(x), (*C.int64_t)(unsafe.Pointer(sizes)), C.int32_t(n), C.int64_t(dim), (*C.rt_tensor)(unsafe.Pointer(out)), C.int32_t(maxOut)))
}

// TensorTensorSplit calls rt_torch_tensor_tensor_split: sections views along dim, the first size(dim) % sections one longer; returns sections.
func TensorTensorSplit(x int64, sections int64, dim int64, out *int64, maxOut int32) int32 {
	return int32(C.rt_torch_tensor_tensor_split(C.rt_tensor(x), C.int64_t(sections), C.int64_t(dim), (*C.rt_tensor)(unsafe.Pointer(out)), C.int32_t(maxOut)))
}

// TensorTensorSplitIndices calls rt_torch_tensor_tensor_split_indices: the n + 1 views between the indices along dim (bounds as Python slices); returns n + 1.
func TensorTensorSplitIndices(x int64, indices *int64, n int32, dim int64, out *int64, maxOut int32) int32 {
	return int32(C.rt_torch_tensor_tensor_split_indices(C.rt_tensor(x), (*C.int64_t)(unsafe.Pointer(indices)), C.int32_t(n), C.int64_t(dim), (*C.rt_tensor)(unsafe.Pointer(out)), C.int32_t(maxOut)))
}

// TensorMovedim calls rt_torch_tensor_movedim: x with dim source moved to position destination (a view).
func TensorMovedim(x int64, source int64, destination int64) int64 {
	return int64(C.rt_torch_tensor_movedim(C.rt_tensor(x), C.int64_t(source), C.int64_t(destination)))
}

// TensorUnflatten calls rt_torch_tensor_unflatten: dim split into dims of the given sizes (one may be -1).
func TensorUnflatten(x int64, dim int64, sizes *int64, n int32) int64 {
	return int64(C.rt_torch_tensor_unflatten(C.rt_tensor(x), C.int64_t(dim), (*C.int64_t)(unsafe.Pointer(sizes)), C.int32_t(n)))
}

// NnPad calls rt_torch_nn_pad: x padded by (before, after) pairs, the last dim first (negative crops); mode RT_PAD_*, value for RT_PAD_CONSTANT.
func NnPad(x int64, pad *int64, n int32, mode int32, value float64) int64 {
	return int64(C.rt_torch_nn_pad(C.rt_tensor(x), (*C.int64_t)(unsafe.Pointer(pad)), C.int32_t(n), C.int32_t(mode), C.double(value)))
}

// TensorRandint calls rt_torch_tensor_randint: integers uniform in [low, high) (dtype default int64).
func TensorRandint(low int64, high int64, dims *int64, ndims int32, dtype int32, device int32) int64 {
	return int64(C.rt_torch_tensor_randint(C.int64_t(low), C.int64_t(high), (*C.int64_t)(unsafe.Pointer(dims)), C.int32_t(ndims), C.int32_t(dtype), C.int32_t(device)))
}

// TensorRandperm calls rt_torch_tensor_randperm: a random permutation of 0..n-1 (dtype default int64).
func TensorRandperm(n int64, dtype int32, device int32) int64 {
	return int64(C.rt_torch_tensor_randperm(C.int64_t(n), C.int32_t(dtype), C.int32_t(device)))
}

// TensorMultinomial calls rt_torch_tensor_multinomial: int64 indices drawn from each row of non-negative weights (1-D or 2-D).
func TensorMultinomial(probs int64, numSamples int64, replacement int32) int64 {
	return int64(C.rt_torch_tensor_multinomial(C.rt_tensor(probs), C.int64_t(numSamples), C.int32_t(replacement)))
}

// TensorBernoulli calls rt_torch_tensor_bernoulli: 1 with probability p, else 0, per element of a floating p in [0, 1] (p's dtype; no gradient).
func TensorBernoulli(p int64) int64 {
	return int64(C.rt_torch_tensor_bernoulli(C.rt_tensor(p)))
}

// TensorBernoulliScalar calls rt_torch_tensor_bernoulli_scalar: 1 with probability p, else 0, in x's shape and floating dtype.
func TensorBernoulliScalar(x int64, p float64) int64 {
	return int64(C.rt_torch_tensor_bernoulli_scalar(C.rt_tensor(x), C.double(p)))
}

// TensorNormal calls rt_torch_tensor_normal_: overwrite a floating x with samples of N(mean, std**2) (not recorded by autograd).
func TensorNormal(x int64, mean float64, std float64) int32 {
	return int32(C.rt_torch_tensor_normal_(C.rt_tensor(x), C.double(mean), C.double(std)))
}

// TensorUniform calls rt_torch_tensor_uniform_: overwrite a floating x with samples of U[low, high) (not recorded by autograd).
func TensorUniform(x int64, low float64, high float64) int32 {
	return int32(C.rt_torch_tensor_uniform_(C.rt_tensor(x), C.double(low), C.double(high)))
}

// TensorRandom calls rt_torch_tensor_random_: overwrite x with integers uniform from 0 to the largest its dtype holds exactly (floating: 2**significand bits), PyTorch's random_(); status.
func TensorRandom(x int64) int32 {
	return int32(C.rt_torch_tensor_random_(C.rt_tensor(x)))
}

// TensorRandomBetween calls rt_torch_tensor_random_between_: overwrite x with integers uniform in [low, high), PyTorch's random_(low, high); status.
func TensorRandomBetween(x int64, low int64, high int64) int32 {
	return int32(C.rt_torch_tensor_random_between_(C.rt_tensor(x), C.int64_t(low), C.int64_t(high)))
}

// TensorRandomFrom calls rt_torch_tensor_random_from_: overwrite x with integers uniform from low to the largest its dtype holds exactly, PyTorch's random_(low, None); status.
func TensorRandomFrom(x int64, low int64) int32 {
	return int32(C.rt_torch_tensor_random_from_(C.rt_tensor(x), C.int64_t(low)))
}

// GeneratorNew calls rt_torch_generator_new: a new generator for a device (RT_DEVICE_DEFAULT: the default one), seeded as PyTorch's are (67280421310721).
func GeneratorNew(device int32) int64 {
	return int64(C.rt_torch_generator_new(C.int32_t(device)))
}

// GeneratorManualSeed calls rt_torch_generator_manual_seed: reseed gen; status.
func GeneratorManualSeed(gen int64, seed int64) int32 {
	return int32(C.rt_torch_generator_manual_seed(C.rt_handle(gen), C.int64_t(seed)))
}

// GeneratorInitialSeed calls rt_torch_generator_initial_seed: the seed gen was last given (its 64 bits: a seed above INT64_MAX reads back negative); status.
func GeneratorInitialSeed(gen int64, seed *int64) int32 {
	return int32(C.rt_torch_generator_initial_seed(C.rt_handle(gen), (*C.int64_t)(unsafe.Pointer(seed))))
}

// GeneratorUse calls rt_torch_generator_use: from now on the calling thread's sampling (rand, randn, randint, randperm, multinomial, bernoulli, normal_, uniform_; not dropout) draws from gen; 0: from the default generator again; status.
func GeneratorUse(gen int64) int32 {
	return int32(C.rt_torch_generator_use(C.rt_handle(gen)))
}

// GeneratorFree calls rt_torch_generator_free: release gen (a thread still using it draws from the default generator again); status.
func GeneratorFree(gen int64) int32 {
	return int32(C.rt_torch_generator_free(C.rt_handle(gen)))
}

// TensorBmm calls rt_torch_tensor_bmm: batched matrix product of two 3-D tensors with the same batch size (no broadcasting).
func TensorBmm(a int64, b int64) int64 {
	return int64(C.rt_torch_tensor_bmm(C.rt_tensor(a), C.rt_tensor(b)))
}

// TensorOuter calls rt_torch_tensor_outer: outer product of two 1-D tensors, promoted.
func TensorOuter(a int64, b int64) int64 {
	return int64(C.rt_torch_tensor_outer(C.rt_tensor(a), C.rt_tensor(b)))
}

// TensorAddmm calls rt_torch_tensor_addmm: beta * input + alpha * (mat1 @ mat2), input broadcast; beta 0 ignores input.
func TensorAddmm(input int64, mat1 int64, mat2 int64, beta float64, alpha float64) int64 {
	return int64(C.rt_torch_tensor_addmm(C.rt_tensor(input), C.rt_tensor(mat1), C.rt_tensor(mat2), C.double(beta), C.double(alpha)))
}

// TensorBaddbmm calls rt_torch_tensor_baddbmm: beta * input + alpha * bmm(batch1, batch2), input broadcast; beta 0 ignores input.
func TensorBaddbmm(input int64, batch1 int64, batch2 int64, beta float64, alpha float64) int64 {
	return int64(C.rt_torch_tensor_baddbmm(C.rt_tensor(input), C.rt_tensor(batch1), C.rt_tensor(batch2), C.double(beta), C.double(alpha)))
}

// TensorEinsum calls rt_torch_tensor_einsum: Einstein sum of n operands of one dtype, e.g. "ij,jk->ik" (letters, ... for broadcast dims, implicit output as PyTorch; size-1 dims broadcast).
func TensorEinsum(equation string, operands *int64, n int32) int64 {
	equationC := C.CString(equation)
	defer C.free(unsafe.Pointer(equationC))
	return int64(C.rt_torch_tensor_einsum(equationC, (*C.rt_tensor)(unsafe.Pointer(operands)), C.int32_t(n)))
}

// TensorSolve calls rt_torch_tensor_solve: X with a X = b (left 0: X a = b), a square, b a matrix or a vector (batch dims broadcast).
func TensorSolve(a int64, b int64, left int32) int64 {
	return int64(C.rt_torch_tensor_solve(C.rt_tensor(a), C.rt_tensor(b), C.int32_t(left)))
}

// TensorSlogdet calls rt_torch_tensor_slogdet: sign (0 if singular) and log |det| of square matrices; status.
func TensorSlogdet(x int64, sign *int64, logabsdet *int64) int32 {
	return int32(C.rt_torch_tensor_slogdet(C.rt_tensor(x), (*C.rt_tensor)(unsafe.Pointer(sign)), (*C.rt_tensor)(unsafe.Pointer(logabsdet))))
}

// TensorQr calls rt_torch_tensor_qr: QR decomposition x = q r, mode RT_QR_*; status.
func TensorQr(x int64, mode int32, q *int64, r *int64) int32 {
	return int32(C.rt_torch_tensor_qr(C.rt_tensor(x), C.int32_t(mode), (*C.rt_tensor)(unsafe.Pointer(q)), (*C.rt_tensor)(unsafe.Pointer(r))))
}

// TensorCholesky calls rt_torch_tensor_cholesky: L with x = L L^H of Hermitian positive-definite matrices, read from the lower triangle (upper: U with x = U^H U, from the upper one).
func TensorCholesky(x int64, upper int32) int64 {
	return int64(C.rt_torch_tensor_cholesky(C.rt_tensor(x), C.int32_t(upper)))
}

// TensorEigh calls rt_torch_tensor_eigh: ascending real eigenvalues and orthonormal eigenvectors of Hermitian matrices, read from the lower triangle (upper: the upper one); status.
func TensorEigh(x int64, upper int32, values *int64, vectors *int64) int32 {
	return int32(C.rt_torch_tensor_eigh(C.rt_tensor(x), C.int32_t(upper), (*C.rt_tensor)(unsafe.Pointer(values)), (*C.rt_tensor)(unsafe.Pointer(vectors))))
}

// TensorEigvalsh calls rt_torch_tensor_eigvalsh: the eigenvalues of rt_torch_tensor_eigh alone.
func TensorEigvalsh(x int64, upper int32) int64 {
	return int64(C.rt_torch_tensor_eigvalsh(C.rt_tensor(x), C.int32_t(upper)))
}

// TensorSvdvals calls rt_torch_tensor_svdvals: singular values, descending (real).
func TensorSvdvals(x int64) int64 {
	return int64(C.rt_torch_tensor_svdvals(C.rt_tensor(x)))
}

// TensorLstsq calls rt_torch_tensor_lstsq: least-squares solution of a X = b (b a matrix, or a vector of a's rows), driver RT_LSTSQ_*, rcond < 0 for eps * max(m, n); residuals, rank and singular values as PyTorch's driver gives them (else empty); status.
func TensorLstsq(a int64, b int64, rcond float64, driver int32, solution *int64, residuals *int64, rank *int64, singularValues *int64) int32 {
	return int32(C.rt_torch_tensor_lstsq(C.rt_tensor(a), C.rt_tensor(b), C.double(rcond), C.int32_t(driver), (*C.rt_tensor)(unsafe.Pointer(solution)), (*C.rt_tensor)(unsafe.Pointer(residuals)), (*C.rt_tensor)(unsafe.Pointer(rank)), (*C.rt_tensor)(unsafe.Pointer(singularValues))))
}

// TensorPinv calls rt_torch_tensor_pinv: pseudo-inverse, dropping singular values <= max(atol, rtol * largest) (rtol < 0: eps * max(m, n) if atol is 0, else 0); hermitian: through eigh.
func TensorPinv(x int64, atol float64, rtol float64, hermitian int32) int64 {
	return int64(C.rt_torch_tensor_pinv(C.rt_tensor(x), C.double(atol), C.double(rtol), C.int32_t(hermitian)))
}

// TensorMatrixRank calls rt_torch_tensor_matrix_rank: int64 count of the singular values above the tolerance of rt_torch_tensor_pinv.
func TensorMatrixRank(x int64, atol float64, rtol float64, hermitian int32) int64 {
	return int64(C.rt_torch_tensor_matrix_rank(C.rt_tensor(x), C.double(atol), C.double(rtol), C.int32_t(hermitian)))
}

// TensorInvEx calls rt_torch_tensor_inv_ex: inverse without failing on singular matrices: info (int32, per matrix) is 0 or the LAPACK pivot that was 0 (then inverse is unspecified); status.
func TensorInvEx(x int64, inverse *int64, info *int64) int32 {
	return int32(C.rt_torch_tensor_inv_ex(C.rt_tensor(x), (*C.rt_tensor)(unsafe.Pointer(inverse)), (*C.rt_tensor)(unsafe.Pointer(info))))
}

// TensorBackwardGradient calls rt_torch_tensor_backward_gradient: backward from any root, seeded with gradient (0: ones, for a root of one element); retain_graph keeps the graph for another backward.
func TensorBackwardGradient(root int64, gradient int64, retainGraph int32) int32 {
	return int32(C.rt_torch_tensor_backward_gradient(C.rt_tensor(root), C.rt_tensor(gradient), C.int32_t(retainGraph)))
}

// AutogradGrad calls rt_torch_autograd_grad: d(outputs)/d(inputs) weighted by grad_outputs (none, or 0 entries: ones) into grads, without touching .grad; 0 for an unused input when allow_unused; create_graph makes them differentiable (the NumPy backend: RT_ERR_UNSUPPORTED naming an op whose backward it does not record); returns n_inputs.
func AutogradGrad(outputs *int64, nOutputs int32, inputs *int64, nInputs int32, gradOutputs *int64, nGradOutputs int32, retainGraph int32, createGraph int32, allowUnused int32, grads *int64, maxGrads int32) int32 {
	return int32(C.rt_torch_autograd_grad((*C.rt_tensor)(unsafe.Pointer(outputs)), C.int32_t(nOutputs), (*C.rt_tensor)(unsafe.Pointer(inputs)), C.int32_t(nInputs), (*C.rt_tensor)(unsafe.Pointer(gradOutputs)), C.int32_t(nGradOutputs), C.int32_t(retainGraph), C.int32_t(createGraph), C.int32_t(allowUnused), (*C.rt_tensor)(unsafe.Pointer(grads)), C.int32_t(maxGrads)))
}

// TensorRetainGrad calls rt_torch_tensor_retain_grad: keep x's gradient after backward although x is not a leaf.
func TensorRetainGrad(x int64) int32 {
	return int32(C.rt_torch_tensor_retain_grad(C.rt_tensor(x)))
}

// TensorIsLeaf calls rt_torch_tensor_is_leaf: 1 unless x was computed by a recorded op (PyTorch's is_leaf).
func TensorIsLeaf(x int64) int32 {
	return int32(C.rt_torch_tensor_is_leaf(C.rt_tensor(x)))
}

// TensorHasGradFn calls rt_torch_tensor_has_grad_fn: 1 when x was computed by a recorded op (PyTorch's grad_fn is not None).
func TensorHasGradFn(x int64) int32 {
	return int32(C.rt_torch_tensor_has_grad_fn(C.rt_tensor(x)))
}

// TensorZerosOptions calls rt_torch_tensor_zeros_options: zeros of a dtype on a device.
func TensorZerosOptions(dims *int64, ndims int32, dtype int32, device int32) int64 {
	return int64(C.rt_torch_tensor_zeros_options((*C.int64_t)(unsafe.Pointer(dims)), C.int32_t(ndims), C.int32_t(dtype), C.int32_t(device)))
}

// TensorOnesOptions calls rt_torch_tensor_ones_options: ones of a dtype on a device.
func TensorOnesOptions(dims *int64, ndims int32, dtype int32, device int32) int64 {
	return int64(C.rt_torch_tensor_ones_options((*C.int64_t)(unsafe.Pointer(dims)), C.int32_t(ndims), C.int32_t(dtype), C.int32_t(device)))
}

// TensorEmptyOptions calls rt_torch_tensor_empty_options: contents unspecified of a dtype on a device.
func TensorEmptyOptions(dims *int64, ndims int32, dtype int32, device int32) int64 {
	return int64(C.rt_torch_tensor_empty_options((*C.int64_t)(unsafe.Pointer(dims)), C.int32_t(ndims), C.int32_t(dtype), C.int32_t(device)))
}

// TensorRandOptions calls rt_torch_tensor_rand_options: samples of U[0, 1) (floating or complex dtypes) of a dtype on a device.
func TensorRandOptions(dims *int64, ndims int32, dtype int32, device int32) int64 {
	return int64(C.rt_torch_tensor_rand_options((*C.int64_t)(unsafe.Pointer(dims)), C.int32_t(ndims), C.int32_t(dtype), C.int32_t(device)))
}

// TensorRandnOptions calls rt_torch_tensor_randn_options: samples of N(0, 1) (floating or complex dtypes) of a dtype on a device.
func TensorRandnOptions(dims *int64, ndims int32, dtype int32, device int32) int64 {
	return int64(C.rt_torch_tensor_randn_options((*C.int64_t)(unsafe.Pointer(dims)), C.int32_t(ndims), C.int32_t(dtype), C.int32_t(device)))
}

// TensorFullOptions calls rt_torch_tensor_full_options: filled with value (which the dtype must hold).
func TensorFullOptions(dims *int64, ndims int32, value float64, dtype int32, device int32) int64 {
	return int64(C.rt_torch_tensor_full_options((*C.int64_t)(unsafe.Pointer(dims)), C.int32_t(ndims), C.double(value), C.int32_t(dtype), C.int32_t(device)))
}

// TensorEyeOptions calls rt_torch_tensor_eye_options: n x m identity of a dtype on a device.
func TensorEyeOptions(n int64, m int64, dtype int32, device int32) int64 {
	return int64(C.rt_torch_tensor_eye_options(C.int64_t(n), C.int64_t(m), C.int32_t(dtype), C.int32_t(device)))
}

// TensorLinspaceOptions calls rt_torch_tensor_linspace_options: steps evenly spaced values (integer dtypes truncate them).
func TensorLinspaceOptions(start float64, end float64, steps int64, dtype int32, device int32) int64 {
	return int64(C.rt_torch_tensor_linspace_options(C.double(start), C.double(end), C.int64_t(steps), C.int32_t(dtype), C.int32_t(device)))
}

// TensorArangeOptions calls rt_torch_tensor_arange_options: [start, end) by step on a device.
func TensorArangeOptions(start float64, end float64, step float64, dtype int32, device int32) int64 {
	return int64(C.rt_torch_tensor_arange_options(C.double(start), C.double(end), C.double(step), C.int32_t(dtype), C.int32_t(device)))
}

// TensorZerosLike calls rt_torch_tensor_zeros_like: zeros of x's shape (and dtype and device, unless given).
func TensorZerosLike(x int64, dtype int32, device int32) int64 {
	return int64(C.rt_torch_tensor_zeros_like(C.rt_tensor(x), C.int32_t(dtype), C.int32_t(device)))
}

// TensorOnesLike calls rt_torch_tensor_ones_like: ones of x's shape (and dtype and device, unless given).
func TensorOnesLike(x int64, dtype int32, device int32) int64 {
	return int64(C.rt_torch_tensor_ones_like(C.rt_tensor(x), C.int32_t(dtype), C.int32_t(device)))
}

// TensorEmptyLike calls rt_torch_tensor_empty_like: contents unspecified of x's shape (and dtype and device, unless given).
func TensorEmptyLike(x int64, dtype int32, device int32) int64 {
	return int64(C.rt_torch_tensor_empty_like(C.rt_tensor(x), C.int32_t(dtype), C.int32_t(device)))
}

// TensorRandLike calls rt_torch_tensor_rand_like: samples of U[0, 1) of x's shape (and dtype and device, unless given).
func TensorRandLike(x int64, dtype int32, device int32) int64 {
	return int64(C.rt_torch_tensor_rand_like(C.rt_tensor(x), C.int32_t(dtype), C.int32_t(device)))
}

// TensorRandnLike calls rt_torch_tensor_randn_like: samples of N(0, 1) of x's shape (and dtype and device, unless given).
func TensorRandnLike(x int64, dtype int32, device int32) int64 {
	return int64(C.rt_torch_tensor_randn_like(C.rt_tensor(x), C.int32_t(dtype), C.int32_t(device)))
}

// TensorFullLike calls rt_torch_tensor_full_like: value in x's shape (and dtype and device, unless given).
func TensorFullLike(x int64, value float64, dtype int32, device int32) int64 {
	return int64(C.rt_torch_tensor_full_like(C.rt_tensor(x), C.double(value), C.int32_t(dtype), C.int32_t(device)))
}

// NnScaledDotProductAttention calls rt_torch_nn_scaled_dot_product_attention: softmax(query key^T * scale + mask) value over the last two dims (..., L, E), (..., S, E), (..., S, Ev), batch dims broadcast; attn_mask (0: none) bool (1 takes part) or of query's dtype (added), broadcast to (..., L, S); is_causal: the lower triangle takes part (not with a mask); scale NaN: 1 / sqrt(E); a row that takes nothing gives 0.
func NnScaledDotProductAttention(query int64, key int64, value int64, attnMask int64, dropoutP float64, isCausal int32, scale float64) int64 {
	return int64(C.rt_torch_nn_scaled_dot_product_attention(C.rt_tensor(query), C.rt_tensor(key), C.rt_tensor(value), C.rt_tensor(attnMask), C.double(dropoutP), C.int32_t(isCausal), C.double(scale)))
}

// NnRnnCell calls rt_torch_nn_rnn_cell: one Elman step: tanh (relu: max(0, .)) of input w_ih^T + b_ih + hx w_hh^T + b_hh; input (N, I) or (I), hx (N, H) or (H); biases may be 0.
func NnRnnCell(input int64, hx int64, wIh int64, wHh int64, bIh int64, bHh int64, relu int32) int64 {
	return int64(C.rt_torch_nn_rnn_cell(C.rt_tensor(input), C.rt_tensor(hx), C.rt_tensor(wIh), C.rt_tensor(wHh), C.rt_tensor(bIh), C.rt_tensor(bHh), C.int32_t(relu)))
}

// NnLstmCell calls rt_torch_nn_lstm_cell: one LSTM step with PyTorch's gate order (input, forget, cell, output) in w_ih (4H, I) and w_hh (4H, H); status.
func NnLstmCell(input int64, hx int64, cx int64, wIh int64, wHh int64, bIh int64, bHh int64, h *int64, c *int64) int32 {
	return int32(C.rt_torch_nn_lstm_cell(C.rt_tensor(input), C.rt_tensor(hx), C.rt_tensor(cx), C.rt_tensor(wIh), C.rt_tensor(wHh), C.rt_tensor(bIh), C.rt_tensor(bHh), (*C.rt_tensor)(unsafe.Pointer(h)), (*C.rt_tensor)(unsafe.Pointer(c))))
}

// NnGruCell calls rt_torch_nn_gru_cell: one GRU step with PyTorch's gate order (reset, update, new) in w_ih (3H, I) and w_hh (3H, H).
func NnGruCell(input int64, hx int64, wIh int64, wHh int64, bIh int64, bHh int64) int64 {
	return int64(C.rt_torch_nn_gru_cell(C.rt_tensor(input), C.rt_tensor(hx), C.rt_tensor(wIh), C.rt_tensor(wHh), C.rt_tensor(bIh), C.rt_tensor(bHh)))
}

// AutocastEnter calls rt_torch_autocast_enter: open an autocast region for device (RT_CPU, or n >= 0: CUDA) on the calling thread: enabled 1 casts to dtype (RT_BFLOAT16 or RT_FLOAT16; RT_DTYPE_DEFAULT: the device's current one), 0 turns autocast off inside (a nested enabled=False region); regions nest, each rt_torch_autocast_exit restores the state before its enter; CUDA on a machine without it: RT_ERR_DEVICE; status.
func AutocastEnter(device int32, dtype int32, enabled int32) int32 {
	return int32(C.rt_torch_autocast_enter(C.int32_t(device), C.int32_t(dtype), C.int32_t(enabled)))
}

// AutocastExit calls rt_torch_autocast_exit: close the calling thread's innermost autocast region, restoring the state before it (none open: RT_ERR_INVALID_ARGUMENT); status.
func AutocastExit() int32 {
	return int32(C.rt_torch_autocast_exit())
}

// AutocastEnabled calls rt_torch_autocast_enabled: 1 while autocast is on for device on the calling thread (PyTorch's torch.is_autocast_enabled).
func AutocastEnabled(device int32) int32 {
	return int32(C.rt_torch_autocast_enabled(C.int32_t(device)))
}

// AutocastDtype calls rt_torch_autocast_dtype: the dtype code autocast casts to for device on the calling thread (RT_BFLOAT16 for the CPU unless set; PyTorch's torch.get_autocast_dtype).
func AutocastDtype(device int32) int32 {
	return int32(C.rt_torch_autocast_dtype(C.int32_t(device)))
}

// GradScalerNew calls rt_torch_grad_scaler_new: a gradient scaler as torch.amp.GradScaler(init_scale, growth_factor > 1, backoff_factor < 1, growth_interval >= 1, enabled); a disabled one passes everything through.
func GradScalerNew(initScale float64, growthFactor float64, backoffFactor float64, growthInterval int64, enabled int32) int64 {
	return int64(C.rt_torch_grad_scaler_new(C.double(initScale), C.double(growthFactor), C.double(backoffFactor), C.int64_t(growthInterval), C.int32_t(enabled)))
}

// GradScalerScale calls rt_torch_grad_scaler_scale: x times the scale (a float32 scalar: a half or bfloat16 x stays so), recorded by autograd; disabled: a new handle to x itself.
func GradScalerScale(scaler int64, x int64) int64 {
	return int64(C.rt_torch_grad_scaler_scale(C.rt_handle(scaler), C.rt_tensor(x)))
}

// GradScalerUnscale calls rt_torch_grad_scaler_unscale: divide the gradients of opt's parameters by the scale in place and note whether any is inf or NaN; once per optimizer between updates, before step (else RT_ERR_INVALID_ARGUMENT); float16 gradients: RT_ERR_DTYPE; status.
func GradScalerUnscale(scaler int64, opt int64) int32 {
	return int32(C.rt_torch_grad_scaler_unscale(C.rt_handle(scaler), C.rt_handle(opt)))
}

// GradScalerStep calls rt_torch_grad_scaler_step: unscale (unless done) and run opt's step unless a gradient was inf or NaN: 1 stepped, 0 skipped; once per optimizer between updates.
func GradScalerStep(scaler int64, opt int64) int32 {
	return int32(C.rt_torch_grad_scaler_step(C.rt_handle(scaler), C.rt_handle(opt)))
}

// GradScalerUpdate calls rt_torch_grad_scaler_update: end the iteration: new_scale NaN: back off the scale after a skipped step, grow it after growth_interval steps without one (PyTorch's rule); else set the scale to new_scale; status.
func GradScalerUpdate(scaler int64, newScale float64) int32 {
	return int32(C.rt_torch_grad_scaler_update(C.rt_handle(scaler), C.double(newScale)))
}

// GradScalerGetOption calls rt_torch_grad_scaler_get_option: read "scale", "growth_factor", "backoff_factor", "growth_interval" or "growth_tracker" (the steps since the scale last changed), the entries of PyTorch's state_dict; status.
func GradScalerGetOption(scaler int64, name string, value *float64) int32 {
	nameC := C.CString(name)
	defer C.free(unsafe.Pointer(nameC))
	return int32(C.rt_torch_grad_scaler_get_option(C.rt_handle(scaler), nameC, (*C.double)(unsafe.Pointer(value))))
}

// GradScalerSetOption calls rt_torch_grad_scaler_set_option: write one of those, checked as the constructor checks it (PyTorch's set_growth_factor, ..., load_state_dict); status.
func GradScalerSetOption(scaler int64, name string, value float64) int32 {
	nameC := C.CString(name)
	defer C.free(unsafe.Pointer(nameC))
	return int32(C.rt_torch_grad_scaler_set_option(C.rt_handle(scaler), nameC, C.double(value)))
}

// GradScalerIsEnabled calls rt_torch_grad_scaler_is_enabled: 1 for an enabled scaler.
func GradScalerIsEnabled(scaler int64) int32 {
	return int32(C.rt_torch_grad_scaler_is_enabled(C.rt_handle(scaler)))
}

// GradScalerFree calls rt_torch_grad_scaler_free: release a gradient scaler.
func GradScalerFree(scaler int64) int32 {
	return int32(C.rt_torch_grad_scaler_free(C.rt_handle(scaler)))
}

// SafetensorsNew calls rt_torch_safetensors_new: an empty set of named tensors and metadata, to fill with rt_torch_safetensors_set and save.
func SafetensorsNew() int64 {
	return int64(C.rt_torch_safetensors_new())
}

// SafetensorsLoad calls rt_torch_safetensors_load: read a whole safetensors file (each tensor read straight into its memory, no copy beside it): the set of its tensors, on the CPU whatever the default device (as safetensors.torch.load_file's default; rt_torch_tensor_to_device moves one), and metadata; a malformed file (truncated, offsets that overlap or leave gaps or go past the end, an unknown dtype, a name twice, a header that is not UTF-8 JSON or over 100 MB) gives nothing.
func SafetensorsLoad(path string) int64 {
	pathC := C.CString(path)
	defer C.free(unsafe.Pointer(pathC))
	return int64(C.rt_torch_safetensors_load(pathC))
}

// SafetensorsSave calls rt_torch_safetensors_save: write the set to path (replaced whole: written to a temporary file beside it, then renamed); status.
func SafetensorsSave(file int64, path string) int32 {
	pathC := C.CString(path)
	defer C.free(unsafe.Pointer(pathC))
	return int32(C.rt_torch_safetensors_save(C.rt_handle(file), pathC))
}

// SafetensorsSet calls rt_torch_safetensors_set: add x under name (replacing a tensor of that name, keeping its place): the tensor itself, as a Python dict holds it, so a save writes its values at that time; a CPU copy is saved from another device; status.
func SafetensorsSet(file int64, name string, x int64) int32 {
	nameC := C.CString(name)
	defer C.free(unsafe.Pointer(nameC))
	return int32(C.rt_torch_safetensors_set(C.rt_handle(file), nameC, C.rt_tensor(x)))
}

// SafetensorsCount calls rt_torch_safetensors_count: number of tensors.
func SafetensorsCount(file int64) int32 {
	return int32(C.rt_torch_safetensors_count(C.rt_handle(file)))
}

// SafetensorsName calls rt_torch_safetensors_name: the name of tensor number index (from 0: a loaded file's in the order of their data, else the order they were first set).
func SafetensorsName(file int64, index int32) string {
	return C.GoString(C.rt_torch_safetensors_name(C.rt_handle(file), C.int32_t(index)))
}

// SafetensorsGet calls rt_torch_safetensors_get: a new handle to the tensor of that name (the set's own tensor, not a copy: loading a large file and taking its tensors holds them once).
func SafetensorsGet(file int64, name string) int64 {
	nameC := C.CString(name)
	defer C.free(unsafe.Pointer(nameC))
	return int64(C.rt_torch_safetensors_get(C.rt_handle(file), nameC))
}

// SafetensorsSetMetadata calls rt_torch_safetensors_set_metadata: add or replace a text entry of the file's __metadata__; status.
func SafetensorsSetMetadata(file int64, key string, value string) int32 {
	keyC := C.CString(key)
	defer C.free(unsafe.Pointer(keyC))
	valueC := C.CString(value)
	defer C.free(unsafe.Pointer(valueC))
	return int32(C.rt_torch_safetensors_set_metadata(C.rt_handle(file), keyC, valueC))
}

// SafetensorsMetadataCount calls rt_torch_safetensors_metadata_count: number of metadata entries.
func SafetensorsMetadataCount(file int64) int32 {
	return int32(C.rt_torch_safetensors_metadata_count(C.rt_handle(file)))
}

// SafetensorsMetadataKey calls rt_torch_safetensors_metadata_key: the key of metadata entry number index (from 0, in the file's or the setting order).
func SafetensorsMetadataKey(file int64, index int32) string {
	return C.GoString(C.rt_torch_safetensors_metadata_key(C.rt_handle(file), C.int32_t(index)))
}

// SafetensorsMetadataValue calls rt_torch_safetensors_metadata_value: the value of a metadata key (a missing key: "" and RT_ERR_INVALID_ARGUMENT).
func SafetensorsMetadataValue(file int64, key string) string {
	keyC := C.CString(key)
	defer C.free(unsafe.Pointer(keyC))
	return C.GoString(C.rt_torch_safetensors_metadata_value(C.rt_handle(file), keyC))
}

// SafetensorsFree calls rt_torch_safetensors_free: release the set (tensors taken from it with rt_torch_safetensors_get stay valid).
func SafetensorsFree(file int64) int32 {
	return int32(C.rt_torch_safetensors_free(C.rt_handle(file)))
}

// DlpackVersion calls rt_torch_dlpack_version: the DLPack version the library makes, MAJOR * 100 + MINOR (101: 1.1); imports read any 1.x.
func DlpackVersion() int32 {
	return int32(C.rt_torch_dlpack_version())
}

// TensorToDlpackVersioned calls rt_torch_tensor_to_dlpack_versioned: write to *out a new DLManagedTensorVersioned* over x's memory (the caller calls its deleter once); a tensor the backend cannot lend (PyTorch's lazy conj or neg) is copied, DLPACK_FLAG_BITMASK_IS_COPIED set; memory x must not write (a NumPy broadcast view) has DLPACK_FLAG_BITMASK_READ_ONLY; *out is NULL on failure.
func TensorToDlpackVersioned(x int64, out *unsafe.Pointer) int32 {
	return int32(C.rt_torch_tensor_to_dlpack_versioned(C.rt_tensor(x), out))
}

// TensorFromDlpackVersioned calls rt_torch_tensor_from_dlpack_versioned: a tensor over a DLManagedTensorVersioned's memory; it takes managed over: the deleter runs when the last tensor over the memory is freed, or, on any failure but NULL, before the return (never touch managed again); another major version: RT_ERR_UNSUPPORTED; read-only memory is copied.
func TensorFromDlpackVersioned(managed unsafe.Pointer) int64 {
	return int64(C.rt_torch_tensor_from_dlpack_versioned(managed))
}

// TensorToDlpackLegacy calls rt_torch_tensor_to_dlpack_legacy: write to *out a new legacy DLManagedTensor* over x's memory; it has no flags, so a tensor that would need a copy or is read-only is refused (RT_ERR_UNSUPPORTED): use the versioned export; NULL on failure.
func TensorToDlpackLegacy(x int64, out *unsafe.Pointer) int32 {
	return int32(C.rt_torch_tensor_to_dlpack_legacy(C.rt_tensor(x), out))
}

// TensorFromDlpackLegacy calls rt_torch_tensor_from_dlpack_legacy: a tensor over a legacy DLManagedTensor's memory; it takes managed over as the versioned import does.
func TensorFromDlpackLegacy(managed unsafe.Pointer) int64 {
	return int64(C.rt_torch_tensor_from_dlpack_legacy(managed))
}

// ModelLoad calls rt_torch_model_load: rt_torch_model_load_options(path, RT_MODEL_LOAD_DEFAULT): a torch.export program from path; a TorchScript module or AOTInductor package only with SIMPLE_TORCH_TRUSTED_MODELS=1 in the environment.
func ModelLoad(path string) int64 {
	pathC := C.CString(path)
	defer C.free(unsafe.Pointer(pathC))
	return int64(C.rt_torch_model_load(pathC))
}

// ModelLoadOptions calls rt_torch_model_load_options: load the program in the regular file at path (a FIFO, device or folder is refused without being opened for reading); flags: RT_MODEL_LOAD_* bits (RT_MODEL_LOAD_TRUSTED: TorchScript and AOTInductor too; an unknown bit: RT_ERR_INVALID_ARGUMENT); an untrusted file of a format that runs code: RT_ERR_INVALID_ARGUMENT saying how to opt in.
func ModelLoadOptions(path string, flags int32) int64 {
	pathC := C.CString(path)
	defer C.free(unsafe.Pointer(pathC))
	return int64(C.rt_torch_model_load_options(pathC, C.int32_t(flags)))
}

// ModelForward calls rt_torch_model_forward: call the model on n input handles; writes its result's tensors (flattened in PyTorch's pytree order) as new handles to outputs and returns their count; more than max_outputs: RT_ERR_BUFFER_TOO_SMALL and none made; records gradients when grad mode is on.
func ModelForward(model int64, inputs *int64, n int32, outputs *int64, maxOutputs int32) int32 {
	return int32(C.rt_torch_model_forward(C.rt_handle(model), (*C.rt_tensor)(unsafe.Pointer(inputs)), C.int32_t(n), (*C.rt_tensor)(unsafe.Pointer(outputs)), C.int32_t(maxOutputs)))
}

// ModelFormat calls rt_torch_model_format: "aoti", "export" or "torchscript".
func ModelFormat(model int64) string {
	return C.GoString(C.rt_torch_model_format(C.rt_handle(model)))
}

// ModelFree calls rt_torch_model_free: release a model handle.
func ModelFree(model int64) int32 {
	return int32(C.rt_torch_model_free(C.rt_handle(model)))
}

// DistIsAvailable calls rt_torch_dist_is_available: 1 when this build can run process groups (torch.distributed, or the NumPy backend's own group).
func DistIsAvailable() int32 {
	return int32(C.rt_torch_dist_is_available())
}

// DistInit calls rt_torch_dist_init: join the process group: backend "gloo", "nccl" or "" (PyTorch's default: gloo for CPU tensors, NCCL for CUDA ones); init_method "" or "env://" (MASTER_ADDR, MASTER_PORT, and RANK and WORLD_SIZE where rank and world_size are -1) or "tcp://host:port" with 0 <= rank < world_size; timeout_s (> 0 and at most a week, or 0: PyTorch's 30 minutes) bounds the wait for the peers and every later collective; status.
func DistInit(backend string, initMethod string, worldSize int32, rank int32, timeoutS float64) int32 {
	backendC := C.CString(backend)
	defer C.free(unsafe.Pointer(backendC))
	initMethodC := C.CString(initMethod)
	defer C.free(unsafe.Pointer(initMethodC))
	return int32(C.rt_torch_dist_init(backendC, initMethodC, C.int32_t(worldSize), C.int32_t(rank), C.double(timeoutS)))
}

// DistIsInitialized calls rt_torch_dist_is_initialized: 1 between a successful init and destroy.
func DistIsInitialized() int32 {
	return int32(C.rt_torch_dist_is_initialized())
}

// DistRank calls rt_torch_dist_rank: this process's rank in the group.
func DistRank() int32 {
	return int32(C.rt_torch_dist_rank())
}

// DistWorldSize calls rt_torch_dist_world_size: the number of processes in the group.
func DistWorldSize() int32 {
	return int32(C.rt_torch_dist_world_size())
}

// DistGetBackend calls rt_torch_dist_get_backend: the group's backend: "gloo" or "nccl".
func DistGetBackend() string {
	return C.GoString(C.rt_torch_dist_get_backend())
}

// DistBarrier calls rt_torch_dist_barrier: wait until every rank has called it; status.
func DistBarrier() int32 {
	return int32(C.rt_torch_dist_barrier())
}

// DistDestroy calls rt_torch_dist_destroy: leave the group and free its resources (init may then be called again); status.
func DistDestroy() int32 {
	return int32(C.rt_torch_dist_destroy())
}

// DistAllReduce calls rt_torch_dist_all_reduce: x on every rank becomes op (RT_DIST_*) of the ranks' x, in place; status.
func DistAllReduce(x int64, op int32) int32 {
	return int32(C.rt_torch_dist_all_reduce(C.rt_tensor(x), C.int32_t(op)))
}

// DistBroadcast calls rt_torch_dist_broadcast: x on every rank becomes rank src's x, in place; status.
func DistBroadcast(x int64, src int32) int32 {
	return int32(C.rt_torch_dist_broadcast(C.rt_tensor(x), C.int32_t(src)))
}

// DistAllGather calls rt_torch_dist_all_gather: outputs[r] (world-size tensors of x's shape and dtype) becomes rank r's x, in place; status.
func DistAllGather(outputs *int64, nOutputs int32, x int64) int32 {
	return int32(C.rt_torch_dist_all_gather((*C.rt_tensor)(unsafe.Pointer(outputs)), C.int32_t(nOutputs), C.rt_tensor(x)))
}

// DistReduceScatter calls rt_torch_dist_reduce_scatter: output on rank r becomes op of the ranks' inputs[r] (world-size tensors of output's shape and dtype); a backend without it: RT_ERR_UNSUPPORTED; status.
func DistReduceScatter(output int64, inputs *int64, nInputs int32, op int32) int32 {
	return int32(C.rt_torch_dist_reduce_scatter(C.rt_tensor(output), (*C.rt_tensor)(unsafe.Pointer(inputs)), C.int32_t(nInputs), C.int32_t(op)))
}

// DistAllReduceAsync calls rt_torch_dist_all_reduce_async: start rt_torch_dist_all_reduce and return at once: a work handle to wait on (x must not be read or written until then); free it with rt_torch_dist_work_free.
func DistAllReduceAsync(x int64, op int32) int64 {
	return int64(C.rt_torch_dist_all_reduce_async(C.rt_tensor(x), C.int32_t(op)))
}

// DistBroadcastAsync calls rt_torch_dist_broadcast_async: start rt_torch_dist_broadcast and return at once: a work handle, as rt_torch_dist_all_reduce_async's.
func DistBroadcastAsync(x int64, src int32) int64 {
	return int64(C.rt_torch_dist_broadcast_async(C.rt_tensor(x), C.int32_t(src)))
}

// DistAllGatherAsync calls rt_torch_dist_all_gather_async: start rt_torch_dist_all_gather and return at once: a work handle (outputs filled once it is done).
func DistAllGatherAsync(outputs *int64, nOutputs int32, x int64) int64 {
	return int64(C.rt_torch_dist_all_gather_async((*C.rt_tensor)(unsafe.Pointer(outputs)), C.int32_t(nOutputs), C.rt_tensor(x)))
}

// DistReduceScatterAsync calls rt_torch_dist_reduce_scatter_async: start rt_torch_dist_reduce_scatter and return at once: a work handle (output written once it is done).
func DistReduceScatterAsync(output int64, inputs *int64, nInputs int32, op int32) int64 {
	return int64(C.rt_torch_dist_reduce_scatter_async(C.rt_tensor(output), (*C.rt_tensor)(unsafe.Pointer(inputs)), C.int32_t(nInputs), C.int32_t(op)))
}

// DistWait calls rt_torch_dist_wait: block until the work is done; status (the collective's error, if it failed).
func DistWait(work int64) int32 {
	return int32(C.rt_torch_dist_wait(C.rt_handle(work)))
}

// DistIsCompleted calls rt_torch_dist_is_completed: 1 when the work is done (without waiting).
func DistIsCompleted(work int64) int32 {
	return int32(C.rt_torch_dist_is_completed(C.rt_handle(work)))
}

// DistWorkFree calls rt_torch_dist_work_free: release a work handle (an unfinished collective goes on).
func DistWorkFree(work int64) int32 {
	return int32(C.rt_torch_dist_work_free(C.rt_handle(work)))
}

// DistAverageGradients calls rt_torch_dist_average_gradients: average the gradients of params over the ranks, as PyTorch's DistributedDataParallel does: flattened into buckets of about bucket_bytes (0: DDP's 25 MiB), one all-reduce per bucket; a parameter without a gradient counts as zeros and gets one (so every rank makes the same calls); the same params, in the same order, on every rank; status.
func DistAverageGradients(params *int64, nParams int32, bucketBytes int64) int32 {
	return int32(C.rt_torch_dist_average_gradients((*C.rt_tensor)(unsafe.Pointer(params)), C.int32_t(nParams), C.int64_t(bucketBytes)))
}

// FftFftn calls rt_torch_fft_fftn: discrete Fourier transform of x over dims (inverse: the inverse transform), scaled as norm (RT_FFT_NORM_*); complex64 (complex128 for float64 or complex128 x; integers and bool are promoted to float32).
func FftFftn(x int64, s *int64, nS int32, dims *int64, nDims int32, norm int32, inverse int32) int64 {
	return int64(C.rt_torch_fft_fftn(C.rt_tensor(x), (*C.int64_t)(unsafe.Pointer(s)), C.int32_t(nS), (*C.int64_t)(unsafe.Pointer(dims)), C.int32_t(nDims), C.int32_t(norm), C.int32_t(inverse)))
}

// FftRfftn calls rt_torch_fft_rfftn: rt_torch_fft_fftn of a real x, keeping the n / 2 + 1 non-negative frequencies of the last dim transformed.
func FftRfftn(x int64, s *int64, nS int32, dims *int64, nDims int32, norm int32) int64 {
	return int64(C.rt_torch_fft_rfftn(C.rt_tensor(x), (*C.int64_t)(unsafe.Pointer(s)), C.int32_t(nS), (*C.int64_t)(unsafe.Pointer(dims)), C.int32_t(nDims), C.int32_t(norm)))
}

// FftIrfftn calls rt_torch_fft_irfftn: the inverse of rt_torch_fft_rfftn: a real signal (float32, float64 for complex128 x) from the non-negative frequencies of x; s's last entry is the length of the last dim transformed (absent or -1: 2 * (m - 1) for its m frequencies).
func FftIrfftn(x int64, s *int64, nS int32, dims *int64, nDims int32, norm int32) int64 {
	return int64(C.rt_torch_fft_irfftn(C.rt_tensor(x), (*C.int64_t)(unsafe.Pointer(s)), C.int32_t(nS), (*C.int64_t)(unsafe.Pointer(dims)), C.int32_t(nDims), C.int32_t(norm)))
}

// FftFftfreq calls rt_torch_fft_fftfreq: the sample frequencies of a length-n transform with spacing d: [0, 1, ..., (n - 1) / 2, -(n / 2), ..., -1] / (d n), of a floating dtype (RT_DTYPE_DEFAULT: float32).
func FftFftfreq(n int64, d float64, dtype int32, device int32) int64 {
	return int64(C.rt_torch_fft_fftfreq(C.int64_t(n), C.double(d), C.int32_t(dtype), C.int32_t(device)))
}

// FftRfftfreq calls rt_torch_fft_rfftfreq: the non-negative sample frequencies [0, 1, ..., n / 2] / (d n) of rt_torch_fft_rfftn's last dim.
func FftRfftfreq(n int64, d float64, dtype int32, device int32) int64 {
	return int64(C.rt_torch_fft_rfftfreq(C.int64_t(n), C.double(d), C.int32_t(dtype), C.int32_t(device)))
}

// FftFftshift calls rt_torch_fft_fftshift: x rolled by size / 2 along each of dims (n_dims 0: every dim), which moves the zero frequency to the centre; inverse (ifftshift): rolled by -(size / 2), which undoes it.
func FftFftshift(x int64, dims *int64, nDims int32, inverse int32) int64 {
	return int64(C.rt_torch_fft_fftshift(C.rt_tensor(x), (*C.int64_t)(unsafe.Pointer(dims)), C.int32_t(nDims), C.int32_t(inverse)))
}

// TensorReal calls rt_torch_tensor_real: the real part of a complex x, a view of its memory (float32 for complex64, float64 for complex128); a real x: x itself.
func TensorReal(x int64) int64 {
	return int64(C.rt_torch_tensor_real(C.rt_tensor(x)))
}

// TensorImag calls rt_torch_tensor_imag: the imaginary part of a complex x, a view of its memory (a real x: RT_ERR_DTYPE).
func TensorImag(x int64) int64 {
	return int64(C.rt_torch_tensor_imag(C.rt_tensor(x)))
}

// SparseCooTensor calls rt_torch_sparse_coo_tensor: a sparse COO tensor of int64 indices (sparse_dim, nnz) and values (nnz, *dense dims), of shape size (ndim 0: each sparse dim one past its largest index, then the values' dense dims, PyTorch's size=None); is_coalesced 1 declares the indices sorted and unique (checked); values' gradients flow through it.
func SparseCooTensor(indices int64, values int64, size *int64, ndim int32, isCoalesced int32) int64 {
	return int64(C.rt_torch_sparse_coo_tensor(C.rt_tensor(indices), C.rt_tensor(values), (*C.int64_t)(unsafe.Pointer(size)), C.int32_t(ndim), C.int32_t(isCoalesced)))
}

// TensorToSparse calls rt_torch_tensor_to_sparse: dense x as a coalesced sparse COO tensor of its nonzero entries over its first sparse_dim dims (1..ndim; the others become dense dims of the values); differentiable.
func TensorToSparse(x int64, sparseDim int64) int64 {
	return int64(C.rt_torch_tensor_to_sparse(C.rt_tensor(x), C.int64_t(sparseDim)))
}

// TensorToDense calls rt_torch_tensor_to_dense: sparse x as a dense tensor (duplicates summed); a dense x itself; differentiable.
func TensorToDense(x int64) int64 {
	return int64(C.rt_torch_tensor_to_dense(C.rt_tensor(x)))
}

// SparseCoalesce calls rt_torch_sparse_coalesce: sparse x with sorted, unique indices, the values of duplicates summed; differentiable.
func SparseCoalesce(x int64) int64 {
	return int64(C.rt_torch_sparse_coalesce(C.rt_tensor(x)))
}

// SparseIndices calls rt_torch_sparse_indices: the int64 indices (sparse_dim, nnz) sparse x stores, in its order (PyTorch's _indices()).
func SparseIndices(x int64) int64 {
	return int64(C.rt_torch_sparse_indices(C.rt_tensor(x)))
}

// SparseValues calls rt_torch_sparse_values: the values (nnz, *dense dims) sparse x stores: recorded by autograd when x is coalesced (PyTorch's values()), detached otherwise (its _values()).
func SparseValues(x int64) int64 {
	return int64(C.rt_torch_sparse_values(C.rt_tensor(x)))
}

// TensorIsSparse calls rt_torch_tensor_is_sparse: 1 for a sparse COO tensor, 0 for a dense one.
func TensorIsSparse(x int64) int32 {
	return int32(C.rt_torch_tensor_is_sparse(C.rt_tensor(x)))
}

// SparseIsCoalesced calls rt_torch_sparse_is_coalesced: 1 when sparse x is known to have sorted, unique indices.
func SparseIsCoalesced(x int64) int32 {
	return int32(C.rt_torch_sparse_is_coalesced(C.rt_tensor(x)))
}

// SparseNnz calls rt_torch_sparse_nnz: the number of entries sparse x stores (duplicates counted), PyTorch's _nnz().
func SparseNnz(x int64) int64 {
	return int64(C.rt_torch_sparse_nnz(C.rt_tensor(x)))
}

// SparseDim calls rt_torch_sparse_dim: the number of sparse dims of sparse x (its dense dims are the others).
func SparseDim(x int64) int64 {
	return int64(C.rt_torch_sparse_dim(C.rt_tensor(x)))
}

// SparseMm calls rt_torch_sparse_mm: the dense product of a sparse (n, m) matrix and a dense (m, p) one of the same dtype (PyTorch's torch.sparse.mm); gradients flow to dense and to the sparse operand's values.
func SparseMm(sparse int64, dense int64) int64 {
	return int64(C.rt_torch_sparse_mm(C.rt_tensor(sparse), C.rt_tensor(dense)))
}

// SparseSum calls rt_torch_sparse_sum: the sum of every element of sparse x, a dense 0-dim tensor (PyTorch's torch.sparse.sum); differentiable.
func SparseSum(x int64) int64 {
	return int64(C.rt_torch_sparse_sum(C.rt_tensor(x)))
}

// TensorCdist calls rt_torch_tensor_cdist: p-norm distances between the rows of x1 (*, P, M) and x2 (*, R, M), batch dims broadcast: (*, P, R); p >= 0 (0: count of differing entries, INFINITY: largest difference); compute_mode RT_CDIST_*.
func TensorCdist(x1 int64, x2 int64, p float64, computeMode int32) int64 {
	return int64(C.rt_torch_tensor_cdist(C.rt_tensor(x1), C.rt_tensor(x2), C.double(p), C.int32_t(computeMode)))
}

// NnGridSample calls rt_torch_nn_grid_sample: input (N, C, H, W) read at grid (N, H', W', 2) of (x, y) positions in [-1, 1] (or (N, C, D, H, W) at (N, D', H', W', 3)): (N, C, H', W'); mode RT_GRID_SAMPLE_*, padding_mode RT_GRID_SAMPLE_PAD_*; align_corners: -1 and 1 are the corner elements' centres, else their outer edges.
func NnGridSample(input int64, grid int64, mode int32, paddingMode int32, alignCorners int32) int64 {
	return int64(C.rt_torch_nn_grid_sample(C.rt_tensor(input), C.rt_tensor(grid), C.int32_t(mode), C.int32_t(paddingMode), C.int32_t(alignCorners)))
}

// NnAffineGrid calls rt_torch_nn_affine_grid: the grid of rt_torch_nn_grid_sample that affine matrices theta (N, 2, 3) make for size (N, C, H, W): (N, H, W, 2); or theta (N, 3, 4) for (N, C, D, H, W): (N, D, H, W, 3).
func NnAffineGrid(theta int64, size *int64, ndims int32, alignCorners int32) int64 {
	return int64(C.rt_torch_nn_affine_grid(C.rt_tensor(theta), (*C.int64_t)(unsafe.Pointer(size)), C.int32_t(ndims), C.int32_t(alignCorners)))
}

// NnUnfold calls rt_torch_nn_unfold: the sliding blocks of (N, C, H, W) or (C, H, W) input as columns: (N, C * kh * kw, L), L the number of blocks (im2col).
func NnUnfold(input int64, kernelSize *[2]int64, dilation *[2]int64, padding *[2]int64, stride *[2]int64) int64 {
	return int64(C.rt_torch_nn_unfold(C.rt_tensor(input), (*C.int64_t)(unsafe.Pointer(kernelSize)), (*C.int64_t)(unsafe.Pointer(dilation)), (*C.int64_t)(unsafe.Pointer(padding)), (*C.int64_t)(unsafe.Pointer(stride))))
}

// NnFold calls rt_torch_nn_fold: the columns of (N, C * kh * kw, L) or (C * kh * kw, L) input summed back into (N, C, *output_size) (col2im, rt_torch_nn_unfold's adjoint).
func NnFold(input int64, outputSize *[2]int64, kernelSize *[2]int64, dilation *[2]int64, padding *[2]int64, stride *[2]int64) int64 {
	return int64(C.rt_torch_nn_fold(C.rt_tensor(input), (*C.int64_t)(unsafe.Pointer(outputSize)), (*C.int64_t)(unsafe.Pointer(kernelSize)), (*C.int64_t)(unsafe.Pointer(dilation)), (*C.int64_t)(unsafe.Pointer(padding)), (*C.int64_t)(unsafe.Pointer(stride))))
}

// TensorArgwhere calls rt_torch_tensor_argwhere: int64 (n, ndim) coordinates of the non-zero elements, in row-major order (as rt_torch_tensor_nonzero).
func TensorArgwhere(x int64) int64 {
	return int64(C.rt_torch_tensor_argwhere(C.rt_tensor(x)))
}

// TensorFmax calls rt_torch_tensor_fmax: larger of a and b, broadcast; a NaN loses to a number (NaN only where both are).
func TensorFmax(a int64, b int64) int64 {
	return int64(C.rt_torch_tensor_fmax(C.rt_tensor(a), C.rt_tensor(b)))
}

// TensorFmin calls rt_torch_tensor_fmin: smaller of a and b, broadcast; a NaN loses to a number (NaN only where both are).
func TensorFmin(a int64, b int64) int64 {
	return int64(C.rt_torch_tensor_fmin(C.rt_tensor(a), C.rt_tensor(b)))
}

// TensorNansum calls rt_torch_tensor_nansum: sum with NaNs counted as zero (integers and bool give int64) of all elements, as a scalar tensor.
func TensorNansum(x int64) int64 {
	return int64(C.rt_torch_tensor_nansum(C.rt_tensor(x)))
}

// TensorNansumDim calls rt_torch_tensor_nansum_dim: sum with NaNs counted as zero (integers and bool give int64) along dim; keepdim keeps it as size 1.
func TensorNansumDim(x int64, dim int64, keepdim int32) int64 {
	return int64(C.rt_torch_tensor_nansum_dim(C.rt_tensor(x), C.int64_t(dim), C.int32_t(keepdim)))
}

// TensorNanmean calls rt_torch_tensor_nanmean: mean of the non-NaN elements of floating x over dims (ndims 0: all of them), NaN where all are NaN; keepdim keeps them as size 1.
func TensorNanmean(x int64, dims *int64, ndims int32, keepdim int32) int64 {
	return int64(C.rt_torch_tensor_nanmean(C.rt_tensor(x), (*C.int64_t)(unsafe.Pointer(dims)), C.int32_t(ndims), C.int32_t(keepdim)))
}

// InitCalculateGain calls rt_torch_init_calculate_gain: nn.init.calculate_gain: the recommended gain of a RT_NONLINEARITY_* (param: leaky_relu's negative slope, finite; ignored by the others) into *gain; status.
func InitCalculateGain(nonlinearity int32, param float64, gain *float64) int32 {
	return int32(C.rt_torch_init_calculate_gain(C.int32_t(nonlinearity), C.double(param), (*C.double)(unsafe.Pointer(gain))))
}

// InitXavierUniform calls rt_torch_init_xavier_uniform: x filled from a uniform law with std gain * sqrt(2 / (fan_in + fan_out)) (x of 2 or more dims; fans count the receptive field of dims 2..); status.
func InitXavierUniform(x int64, gain float64) int32 {
	return int32(C.rt_torch_init_xavier_uniform(C.rt_tensor(x), C.double(gain)))
}

// InitXavierNormal calls rt_torch_init_xavier_normal: x filled from N(0, std**2) with std gain * sqrt(2 / (fan_in + fan_out)) (x of 2 or more dims; fans count the receptive field of dims 2..); status.
func InitXavierNormal(x int64, gain float64) int32 {
	return int32(C.rt_torch_init_xavier_normal(C.rt_tensor(x), C.double(gain)))
}

// InitKaimingUniform calls rt_torch_init_kaiming_uniform: x filled from a uniform law with std gain / sqrt(fan), gain that of nonlinearity (RT_NONLINEARITY_*, a its leaky_relu slope) and fan the RT_INIT_* mode's; no elements: nothing written; status.
func InitKaimingUniform(x int64, a float64, mode int32, nonlinearity int32) int32 {
	return int32(C.rt_torch_init_kaiming_uniform(C.rt_tensor(x), C.double(a), C.int32_t(mode), C.int32_t(nonlinearity)))
}

// InitKaimingNormal calls rt_torch_init_kaiming_normal: x filled from N(0, std**2) with std gain / sqrt(fan), gain that of nonlinearity (RT_NONLINEARITY_*, a its leaky_relu slope) and fan the RT_INIT_* mode's; no elements: nothing written; status.
func InitKaimingNormal(x int64, a float64, mode int32, nonlinearity int32) int32 {
	return int32(C.rt_torch_init_kaiming_normal(C.rt_tensor(x), C.double(a), C.int32_t(mode), C.int32_t(nonlinearity)))
}

// InitOrthogonal calls rt_torch_init_orthogonal: x (2 or more dims, flattened after dim 0) becomes gain times a (semi-)orthogonal matrix: the Q of the QR of N(0, 1) samples, its columns signed by R's diagonal, as PyTorch's; status.
func InitOrthogonal(x int64, gain float64) int32 {
	return int32(C.rt_torch_init_orthogonal(C.rt_tensor(x), C.double(gain)))
}

// InitTruncNormal calls rt_torch_init_trunc_normal: x filled from N(mean, std**2) truncated to [a, b] (std > 0, a <= b), by PyTorch's rejection sampling: normal samples redrawn until inside when [a, b] holds more than 0.3 of the law, else uniform ones accepted by their density (tested in float64), refused (RT_ERR_INVALID_ARGUMENT) where one is accepted with probability below 1e-4; status.
func InitTruncNormal(x int64, mean float64, std float64, a float64, b float64) int32 {
	return int32(C.rt_torch_init_trunc_normal(C.rt_tensor(x), C.double(mean), C.double(std), C.double(a), C.double(b)))
}

// InitSparse calls rt_torch_init_sparse: a 2-D x filled from N(0, std**2), then ceil(sparsity * rows) random rows of each column zeroed (sparsity in [0, 1]); status.
func InitSparse(x int64, sparsity float64, std float64) int32 {
	return int32(C.rt_torch_init_sparse(C.rt_tensor(x), C.double(sparsity), C.double(std)))
}

// InitEye calls rt_torch_init_eye: a 2-D x becomes the identity (ones on the diagonal); status.
func InitEye(x int64) int32 {
	return int32(C.rt_torch_init_eye(C.rt_tensor(x)))
}

// InitDirac calls rt_torch_init_dirac: a 3-, 4- or 5-D convolution weight becomes the Dirac delta that keeps each of groups groups' input channels (size(0) divisible by groups); status.
func InitDirac(x int64, groups int64) int32 {
	return int32(C.rt_torch_init_dirac(C.rt_tensor(x), C.int64_t(groups)))
}

// TensorDivRounding calls rt_torch_tensor_div_rounding: a / b rounded by mode (RT_ROUNDING_*), broadcast and promoted (integers stay integers but for RT_ROUNDING_NONE); gradient zero but for RT_ROUNDING_NONE.
func TensorDivRounding(a int64, b int64, mode int32) int64 {
	return int64(C.rt_torch_tensor_div_rounding(C.rt_tensor(a), C.rt_tensor(b), C.int32_t(mode)))
}

// NnPixelShuffle calls rt_torch_nn_pixel_shuffle: (*, C r^2, H, W) to (*, C, H r, W r), r the upscale_factor (> 0).
func NnPixelShuffle(x int64, upscaleFactor int64) int64 {
	return int64(C.rt_torch_nn_pixel_shuffle(C.rt_tensor(x), C.int64_t(upscaleFactor)))
}

// NnPixelUnshuffle calls rt_torch_nn_pixel_unshuffle: (*, C, H r, W r) to (*, C r^2, H, W), r the downscale_factor (> 0): pixel_shuffle's inverse.
func NnPixelUnshuffle(x int64, downscaleFactor int64) int64 {
	return int64(C.rt_torch_nn_pixel_unshuffle(C.rt_tensor(x), C.int64_t(downscaleFactor)))
}

// TensorIndexFill calls rt_torch_tensor_index_fill: x with the 0-dim value (converted to x's dtype) at the positions the int64 index (0-D or 1-D; negative ones count from the end) names along dim; value gets its gradient.
func TensorIndexFill(x int64, dim int64, index int64, value int64) int64 {
	return int64(C.rt_torch_tensor_index_fill(C.rt_tensor(x), C.int64_t(dim), C.rt_tensor(index), C.rt_tensor(value)))
}

// TensorMaskedScatter calls rt_torch_tensor_masked_scatter: x broadcast with the bool mask, with source's first elements (row-major) where mask holds (source of x's dtype and at least as many elements as mask's True).
func TensorMaskedScatter(x int64, mask int64, source int64) int64 {
	return int64(C.rt_torch_tensor_masked_scatter(C.rt_tensor(x), C.rt_tensor(mask), C.rt_tensor(source)))
}

// TensorMeshgrid calls rt_torch_tensor_meshgrid: coordinate grids of n 0-D or 1-D tensors of one dtype and device (indexing RT_MESHGRID_*): writes n tensors, views expanded to every length, and returns n; n > max_out: RT_ERR_BUFFER_TOO_SMALL.
func TensorMeshgrid(tensors *int64, n int32, indexing int32, out *int64, maxOut int32) int32 {
	return int32(C.rt_torch_tensor_meshgrid((*C.rt_tensor)(unsafe.Pointer(tensors)), C.int32_t(n), C.int32_t(indexing), (*C.rt_tensor)(unsafe.Pointer(out)), C.int32_t(maxOut)))
}

// TensorCountNonzero calls rt_torch_tensor_count_nonzero: int64 count of the non-zero elements along the n distinct dims (n 0: of all elements).
func TensorCountNonzero(x int64, dims *int64, n int32) int64 {
	return int64(C.rt_torch_tensor_count_nonzero(C.rt_tensor(x), (*C.int64_t)(unsafe.Pointer(dims)), C.int32_t(n)))
}

// TensorBackwardEx calls rt_torch_tensor_backward_ex: rt_torch_tensor_backward_gradient with PyTorch's other options: the .grad of inputs only accumulates (none: every leaf); create_graph records the backward itself, so the gradients in .grad require grad and can be differentiated again (pass retain_graph too, as PyTorch's default does then); status.
func TensorBackwardEx(root int64, gradient int64, inputs *int64, nInputs int32, retainGraph int32, createGraph int32) int32 {
	return int32(C.rt_torch_tensor_backward_ex(C.rt_tensor(root), C.rt_tensor(gradient), (*C.rt_tensor)(unsafe.Pointer(inputs)), C.int32_t(nInputs), C.int32_t(retainGraph), C.int32_t(createGraph)))
}

// NnTransformerEncoderLayer calls rt_torch_nn_transformer_encoder_layer: nn.TransformerEncoderLayer's forward: self-attention and a feed-forward block (activation RT_ACTIVATION_*), each with dropout, a residual and a LayerNorm (after them, or before with norm_first); weights: the layer's 12 named_parameters (6 without biases); shape errors: RT_ERR_SHAPE.
func NnTransformerEncoderLayer(src int64, weights *int64, nWeights int32, srcMask int64, srcKeyPaddingMask int64, nhead int32, activation int32, normFirst int32, layerNormEps float64, dropout float64, training int32, isCausal int32, batchFirst int32) int64 {
	return int64(C.rt_torch_nn_transformer_encoder_layer(C.rt_tensor(src), (*C.rt_tensor)(unsafe.Pointer(weights)), C.int32_t(nWeights), C.rt_tensor(srcMask), C.rt_tensor(srcKeyPaddingMask), C.int32_t(nhead), C.int32_t(activation), C.int32_t(normFirst), C.double(layerNormEps), C.double(dropout), C.int32_t(training), C.int32_t(isCausal), C.int32_t(batchFirst)))
}

// NnTransformerDecoderLayer calls rt_torch_nn_transformer_decoder_layer: nn.TransformerDecoderLayer's forward: self-attention over tgt, attention over memory (S, N, E) and a feed-forward block, as the encoder layer's; weights: the layer's 18 named_parameters (9 without biases).
func NnTransformerDecoderLayer(tgt int64, memory int64, weights *int64, nWeights int32, tgtMask int64, memoryMask int64, tgtKeyPaddingMask int64, memoryKeyPaddingMask int64, nhead int32, activation int32, normFirst int32, layerNormEps float64, dropout float64, training int32, tgtIsCausal int32, memoryIsCausal int32, batchFirst int32) int64 {
	return int64(C.rt_torch_nn_transformer_decoder_layer(C.rt_tensor(tgt), C.rt_tensor(memory), (*C.rt_tensor)(unsafe.Pointer(weights)), C.int32_t(nWeights), C.rt_tensor(tgtMask), C.rt_tensor(memoryMask), C.rt_tensor(tgtKeyPaddingMask), C.rt_tensor(memoryKeyPaddingMask), C.int32_t(nhead), C.int32_t(activation), C.int32_t(normFirst), C.double(layerNormEps), C.double(dropout), C.int32_t(training), C.int32_t(tgtIsCausal), C.int32_t(memoryIsCausal), C.int32_t(batchFirst)))
}

// DataLoaderNew calls rt_torch_data_loader_new: a loader over n_tensors (>= 1) tensors of one length (else RT_ERR_SHAPE), batch_size >= 1; it keeps the tensors (and gen, which must stay alive while it draws); free it with rt_torch_data_loader_free.
func DataLoaderNew(tensors *int64, nTensors int32, batchSize int64, shuffle int32, dropLast int32, gen int64) int64 {
	return int64(C.rt_torch_data_loader_new((*C.rt_tensor)(unsafe.Pointer(tensors)), C.int32_t(nTensors), C.int64_t(batchSize), C.int32_t(shuffle), C.int32_t(dropLast), C.rt_handle(gen)))
}

// DataLoaderNext calls rt_torch_data_loader_next: write the next batch (new handles, the rows of each tensor, in order) to batch[0..n_tensors) and return n_tensors, the entries written; at the end of the epoch write nothing and return 0, and the next call starts a new epoch; n_batch less than the loader's n_tensors: RT_ERR_BUFFER_TOO_SMALL.
func DataLoaderNext(loader int64, batch *int64, nBatch int32) int32 {
	return int32(C.rt_torch_data_loader_next(C.rt_handle(loader), (*C.rt_tensor)(unsafe.Pointer(batch)), C.int32_t(nBatch)))
}

// DataLoaderReset calls rt_torch_data_loader_reset: end the current epoch early (as leaving PyTorch's loop does): the next call starts a new epoch; status.
func DataLoaderReset(loader int64) int32 {
	return int32(C.rt_torch_data_loader_reset(C.rt_handle(loader)))
}

// DataLoaderLen calls rt_torch_data_loader_len: batches per epoch: n / batch_size with drop_last, else rounded up.
func DataLoaderLen(loader int64) int64 {
	return int64(C.rt_torch_data_loader_len(C.rt_handle(loader)))
}

// DataLoaderFree calls rt_torch_data_loader_free: release a loader (its batches stay); status.
func DataLoaderFree(loader int64) int32 {
	return int32(C.rt_torch_data_loader_free(C.rt_handle(loader)))
}

// BackendsFlag calls rt_torch_backends_flag: the torch.backends flag name (BACKEND_FLAGS: "cudnn.benchmark", ...): 1 or 0.
func BackendsFlag(name string) int32 {
	nameC := C.CString(name)
	defer C.free(unsafe.Pointer(nameC))
	return int32(C.rt_torch_backends_flag(nameC))
}

// BackendsSetFlag calls rt_torch_backends_set_flag: set the torch.backends flag name to value (0 or 1); status.
func BackendsSetFlag(name string, value int32) int32 {
	nameC := C.CString(name)
	defer C.free(unsafe.Pointer(nameC))
	return int32(C.rt_torch_backends_set_flag(nameC, C.int32_t(value)))
}

// BackendsIsAvailable calls rt_torch_backends_is_available: 1 when the library name ("cudnn", "mps", "mkldnn", "mkl", "openmp", "opt_einsum") can run here, as torch.backends.<name>.is_available() (NumPy: what NumPy itself uses).
func BackendsIsAvailable(name string) int32 {
	nameC := C.CString(name)
	defer C.free(unsafe.Pointer(nameC))
	return int32(C.rt_torch_backends_is_available(nameC))
}

// BackendsIsBuilt calls rt_torch_backends_is_built: 1 when the library was built with name ("cuda", "mps"), as torch.backends.<name>.is_built().
func BackendsIsBuilt(name string) int32 {
	nameC := C.CString(name)
	defer C.free(unsafe.Pointer(nameC))
	return int32(C.rt_torch_backends_is_built(nameC))
}

// BackendsCudnnVersion calls rt_torch_backends_cudnn_version: cuDNN's version number, as torch.backends.cudnn.version() (90100 for 9.1.0); 0 where cuDNN is not available.
func BackendsCudnnVersion() int64 {
	return int64(C.rt_torch_backends_cudnn_version())
}

// BackendsCpuCapability calls rt_torch_backends_cpu_capability: the CPU's vector instructions that the CPU kernels use, as torch.backends.cpu.get_cpu_capability(): "AVX512", "AVX2", "NO AVX", "DEFAULT", ... (NumPy: the best of these levels NumPy detects).
func BackendsCpuCapability() string {
	return C.GoString(C.rt_torch_backends_cpu_capability())
}

// TensorRoundDecimals calls rt_torch_tensor_round_decimals: x rounded half to even to decimals decimal places (negative: to tens, hundreds, ...), as PyTorch's round(decimals=): x * 10**decimals rounded, divided by 10**decimals (negative decimals: x / 10**-decimals rounded, times 10**-decimals), in x's floating dtype (float32 math for the half types); integer, bool and complex x: RT_ERR_DTYPE; gradient zero.
func TensorRoundDecimals(x int64, decimals int64) int64 {
	return int64(C.rt_torch_tensor_round_decimals(C.rt_tensor(x), C.int64_t(decimals)))
}

// NnBinaryCrossEntropyWeighted calls rt_torch_nn_binary_cross_entropy_weighted: binary cross entropy of probs against target (one shape), each element's loss times weight (NULL: 1; broadcast to probs' shape, converted to its dtype, not differentiable: RT_ERR_INVALID_ARGUMENT if it requires grad while grad is enabled) before the RT_REDUCTION_* reduction, as PyTorch's.
func NnBinaryCrossEntropyWeighted(probs int64, target int64, weight int64, reduction int32) int64 {
	return int64(C.rt_torch_nn_binary_cross_entropy_weighted(C.rt_tensor(probs), C.rt_tensor(target), C.rt_tensor(weight), C.int32_t(reduction)))
}

// TensorSelect calls rt_torch_tensor_select: the part of x at index along dim, which drops out (a view, as torch.select); index in [-size, size), negative counting from the end, else RT_ERR_INVALID_ARGUMENT; a 0-dim x: RT_ERR_SHAPE.
func TensorSelect(x int64, dim int64, index int64) int64 {
	return int64(C.rt_torch_tensor_select(C.rt_tensor(x), C.int64_t(dim), C.int64_t(index)))
}
