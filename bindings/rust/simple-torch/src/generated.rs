//! The safe wrappers of every `rt_torch_*` function whose signature maps mechanically (see
//! src/simple_torch/abi/rust_bindings.py): `Tensor` methods and constructors, the modules `nn`, `init`, `fft`, `sparse`,
//! and crate-level functions. Each returns `Result`, the error carrying the library's code and message.
//! Generated from src/simple_torch/abi/spec.py by `make generate` (abi/rust_bindings.py); do not edit.
#![allow(clippy::too_many_arguments)]
#![allow(clippy::should_implement_trait)]   // Tensor::clone, add, ...: fallible, so not the std traits

use crate::call;
use crate::{sys, Result, Tensor};

impl Tensor {
    /// float32 zeros
    pub fn zeros(dims: &[i64]) -> Result<Tensor> {
        crate::ensure_abi()?;
        let result = unsafe { sys::rt_torch_tensor_zeros(dims.as_ptr(), call::length(dims.len(), "dims")?) };
        call::tensor(result, "rt_torch_tensor_zeros")
    }

    /// float32 ones
    pub fn ones(dims: &[i64]) -> Result<Tensor> {
        crate::ensure_abi()?;
        let result = unsafe { sys::rt_torch_tensor_ones(dims.as_ptr(), call::length(dims.len(), "dims")?) };
        call::tensor(result, "rt_torch_tensor_ones")
    }

    /// float32 samples of N(0, 1)
    pub fn randn(dims: &[i64]) -> Result<Tensor> {
        crate::ensure_abi()?;
        let result = unsafe { sys::rt_torch_tensor_randn(dims.as_ptr(), call::length(dims.len(), "dims")?) };
        call::tensor(result, "rt_torch_tensor_randn")
    }

    /// float32 samples of U[0, 1)
    pub fn rand(dims: &[i64]) -> Result<Tensor> {
        crate::ensure_abi()?;
        let result = unsafe { sys::rt_torch_tensor_rand(dims.as_ptr(), call::length(dims.len(), "dims")?) };
        call::tensor(result, "rt_torch_tensor_rand")
    }

    /// float32, contents unspecified
    pub fn empty(dims: &[i64]) -> Result<Tensor> {
        crate::ensure_abi()?;
        let result = unsafe { sys::rt_torch_tensor_empty(dims.as_ptr(), call::length(dims.len(), "dims")?) };
        call::tensor(result, "rt_torch_tensor_empty")
    }

    /// float32 filled with value
    pub fn full(dims: &[i64], value: f64) -> Result<Tensor> {
        crate::ensure_abi()?;
        let result = unsafe { sys::rt_torch_tensor_full(dims.as_ptr(), call::length(dims.len(), "dims")?, value) };
        call::tensor(result, "rt_torch_tensor_full")
    }

    /// [start, end) by step
    pub fn arange(start: f64, end: f64, step: f64, dtype: i32) -> Result<Tensor> {
        crate::ensure_abi()?;
        let result = unsafe { sys::rt_torch_tensor_arange(start, end, step, dtype) };
        call::tensor(result, "rt_torch_tensor_arange")
    }

    /// steps evenly spaced float32 values
    pub fn linspace(start: f64, end: f64, steps: i64) -> Result<Tensor> {
        crate::ensure_abi()?;
        let result = unsafe { sys::rt_torch_tensor_linspace(start, end, steps) };
        call::tensor(result, "rt_torch_tensor_linspace")
    }

    /// n x m float32 identity
    pub fn eye(n: i64, m: i64) -> Result<Tensor> {
        crate::ensure_abi()?;
        let result = unsafe { sys::rt_torch_tensor_eye(n, m) };
        call::tensor(result, "rt_torch_tensor_eye")
    }

    /// a + b
    pub fn add<'a>(&self, b: impl Into<Option<&'a Tensor>>) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_add(self.handle(), call::handle(b.into())) };
        call::tensor(result, "rt_torch_tensor_add")
    }

    /// a - b
    pub fn sub<'a>(&self, b: impl Into<Option<&'a Tensor>>) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_sub(self.handle(), call::handle(b.into())) };
        call::tensor(result, "rt_torch_tensor_sub")
    }

    /// a * b
    pub fn mul<'a>(&self, b: impl Into<Option<&'a Tensor>>) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_mul(self.handle(), call::handle(b.into())) };
        call::tensor(result, "rt_torch_tensor_mul")
    }

    /// a / b (true division)
    pub fn div<'a>(&self, b: impl Into<Option<&'a Tensor>>) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_div(self.handle(), call::handle(b.into())) };
        call::tensor(result, "rt_torch_tensor_div")
    }

    /// a ** exponent
    pub fn pow(&self, exponent: f64) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_pow(self.handle(), exponent) };
        call::tensor(result, "rt_torch_tensor_pow")
    }

    /// -a
    pub fn neg(&self) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_neg(self.handle()) };
        call::tensor(result, "rt_torch_tensor_neg")
    }

    /// |a|
    pub fn abs(&self) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_abs(self.handle()) };
        call::tensor(result, "rt_torch_tensor_abs")
    }

    /// square root
    pub fn sqrt(&self) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_sqrt(self.handle()) };
        call::tensor(result, "rt_torch_tensor_sqrt")
    }

    /// e ** a
    pub fn exp(&self) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_exp(self.handle()) };
        call::tensor(result, "rt_torch_tensor_exp")
    }

    /// natural logarithm
    pub fn log(&self) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_log(self.handle()) };
        call::tensor(result, "rt_torch_tensor_log")
    }

    /// a + s
    pub fn add_scalar(&self, s: f64) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_add_scalar(self.handle(), s) };
        call::tensor(result, "rt_torch_tensor_add_scalar")
    }

    /// a * s
    pub fn mul_scalar(&self, s: f64) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_mul_scalar(self.handle(), s) };
        call::tensor(result, "rt_torch_tensor_mul_scalar")
    }

    /// sine
    pub fn sin(&self) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_sin(self.handle()) };
        call::tensor(result, "rt_torch_tensor_sin")
    }

    /// cosine
    pub fn cos(&self) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_cos(self.handle()) };
        call::tensor(result, "rt_torch_tensor_cos")
    }

    /// tangent
    pub fn tan(&self) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_tan(self.handle()) };
        call::tensor(result, "rt_torch_tensor_tan")
    }

    /// arcsine
    pub fn asin(&self) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_asin(self.handle()) };
        call::tensor(result, "rt_torch_tensor_asin")
    }

    /// arccosine
    pub fn acos(&self) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_acos(self.handle()) };
        call::tensor(result, "rt_torch_tensor_acos")
    }

    /// arctangent
    pub fn atan(&self) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_atan(self.handle()) };
        call::tensor(result, "rt_torch_tensor_atan")
    }

    /// hyperbolic sine
    pub fn sinh(&self) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_sinh(self.handle()) };
        call::tensor(result, "rt_torch_tensor_sinh")
    }

    /// hyperbolic cosine
    pub fn cosh(&self) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_cosh(self.handle()) };
        call::tensor(result, "rt_torch_tensor_cosh")
    }

    /// 1 / sqrt(a)
    pub fn rsqrt(&self) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_rsqrt(self.handle()) };
        call::tensor(result, "rt_torch_tensor_rsqrt")
    }

    /// 1 / a
    pub fn reciprocal(&self) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_reciprocal(self.handle()) };
        call::tensor(result, "rt_torch_tensor_reciprocal")
    }

    /// log(1 + a), exact near 0
    pub fn log1p(&self) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_log1p(self.handle()) };
        call::tensor(result, "rt_torch_tensor_log1p")
    }

    /// e ** a - 1, exact near 0
    pub fn expm1(&self) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_expm1(self.handle()) };
        call::tensor(result, "rt_torch_tensor_expm1")
    }

    /// base-2 logarithm
    pub fn log2(&self) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_log2(self.handle()) };
        call::tensor(result, "rt_torch_tensor_log2")
    }

    /// base-10 logarithm
    pub fn log10(&self) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_log10(self.handle()) };
        call::tensor(result, "rt_torch_tensor_log10")
    }

    /// 2 ** a
    pub fn exp2(&self) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_exp2(self.handle()) };
        call::tensor(result, "rt_torch_tensor_exp2")
    }

    /// error function
    pub fn erf(&self) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_erf(self.handle()) };
        call::tensor(result, "rt_torch_tensor_erf")
    }

    /// inverse error function
    pub fn erfinv(&self) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_erfinv(self.handle()) };
        call::tensor(result, "rt_torch_tensor_erfinv")
    }

    /// a * a (integers stay integers; bool gives int64)
    pub fn square(&self) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_square(self.handle()) };
        call::tensor(result, "rt_torch_tensor_square")
    }

    /// -1, 0 or 1 (in a's dtype)
    pub fn sign(&self) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_sign(self.handle()) };
        call::tensor(result, "rt_torch_tensor_sign")
    }

    /// round down (integers unchanged)
    pub fn floor(&self) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_floor(self.handle()) };
        call::tensor(result, "rt_torch_tensor_floor")
    }

    /// round up (integers unchanged)
    pub fn ceil(&self) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_ceil(self.handle()) };
        call::tensor(result, "rt_torch_tensor_ceil")
    }

    /// round half to even (integers unchanged)
    pub fn round(&self) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_round(self.handle()) };
        call::tensor(result, "rt_torch_tensor_round")
    }

    /// round toward zero (integers unchanged)
    pub fn trunc(&self) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_trunc(self.handle()) };
        call::tensor(result, "rt_torch_tensor_trunc")
    }

    /// a - trunc(a)
    pub fn frac(&self) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_frac(self.handle()) };
        call::tensor(result, "rt_torch_tensor_frac")
    }

    /// larger of a and b, broadcast (NaN wins)
    pub fn maximum<'a>(&self, b: impl Into<Option<&'a Tensor>>) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_maximum(self.handle(), call::handle(b.into())) };
        call::tensor(result, "rt_torch_tensor_maximum")
    }

    /// smaller of a and b, broadcast (NaN wins)
    pub fn minimum<'a>(&self, b: impl Into<Option<&'a Tensor>>) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_minimum(self.handle(), call::handle(b.into())) };
        call::tensor(result, "rt_torch_tensor_minimum")
    }

    /// angle of (b, a): atan(a / b) in the right quadrant, broadcast
    pub fn atan2<'a>(&self, b: impl Into<Option<&'a Tensor>>) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_atan2(self.handle(), call::handle(b.into())) };
        call::tensor(result, "rt_torch_tensor_atan2")
    }

    /// a ** b element-wise, broadcast and promoted (an integer to a negative power is 0 unless a is 1 or -1, as PyTorch); Tier 3's pow picks this or the number form
    pub fn pow_tensor<'a>(&self, b: impl Into<Option<&'a Tensor>>) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_pow_tensor(self.handle(), call::handle(b.into())) };
        call::tensor(result, "rt_torch_tensor_pow_tensor")
    }

    /// a - trunc(a / b) * b (the sign of a), broadcast and promoted (integers: RT_ERR_INVALID_ARGUMENT for a zero b)
    pub fn fmod<'a>(&self, b: impl Into<Option<&'a Tensor>>) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_fmod(self.handle(), call::handle(b.into())) };
        call::tensor(result, "rt_torch_tensor_fmod")
    }

    /// a - floor(a / b) * b (the sign of b), broadcast and promoted (integers: RT_ERR_INVALID_ARGUMENT for a zero b)
    pub fn remainder<'a>(&self, b: impl Into<Option<&'a Tensor>>) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_remainder(self.handle(), call::handle(b.into())) };
        call::tensor(result, "rt_torch_tensor_remainder")
    }

    /// fmod of a by the number s (converted to the dtype of a with a float first, as PyTorch)
    pub fn fmod_scalar(&self, s: f64) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_fmod_scalar(self.handle(), s) };
        call::tensor(result, "rt_torch_tensor_fmod_scalar")
    }

    /// remainder of a by the number s (converted to the dtype of a with a float first, as PyTorch)
    pub fn remainder_scalar(&self, s: f64) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_remainder_scalar(self.handle(), s) };
        call::tensor(result, "rt_torch_tensor_remainder_scalar")
    }

    /// log(exp(a) + exp(b)) without overflow, broadcast
    pub fn logaddexp<'a>(&self, b: impl Into<Option<&'a Tensor>>) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_logaddexp(self.handle(), call::handle(b.into())) };
        call::tensor(result, "rt_torch_tensor_logaddexp")
    }

    /// start + weight * (end - start), broadcast; the three of one floating dtype
    pub fn lerp<'a>(&self, end: impl Into<Option<&'a Tensor>>, weight: impl Into<Option<&'a Tensor>>) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_lerp(self.handle(), call::handle(end.into()), call::handle(weight.into())) };
        call::tensor(result, "rt_torch_tensor_lerp")
    }

    /// start + weight * (end - start), broadcast; start and end of one floating dtype
    pub fn lerp_scalar<'a>(&self, end: impl Into<Option<&'a Tensor>>, weight: f64) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_lerp_scalar(self.handle(), call::handle(end.into()), weight) };
        call::tensor(result, "rt_torch_tensor_lerp_scalar")
    }

    /// x + value * tensor1 * tensor2, the three broadcast and promoted
    pub fn addcmul<'a>(&self, tensor1: impl Into<Option<&'a Tensor>>, tensor2: impl Into<Option<&'a Tensor>>, value: f64) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_addcmul(self.handle(), call::handle(tensor1.into()), call::handle(tensor2.into()), value) };
        call::tensor(result, "rt_torch_tensor_addcmul")
    }

    /// x + value * tensor1 / tensor2, the three broadcast and promoted
    pub fn addcdiv<'a>(&self, tensor1: impl Into<Option<&'a Tensor>>, tensor2: impl Into<Option<&'a Tensor>>, value: f64) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_addcdiv(self.handle(), call::handle(tensor1.into()), call::handle(tensor2.into()), value) };
        call::tensor(result, "rt_torch_tensor_addcdiv")
    }

    /// x with NaN, +inf and -inf replaced; a NaN posinf or neginf is the dtype's largest or lowest value
    pub fn nan_to_num(&self, nan: f64, posinf: f64, neginf: f64) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_nan_to_num(self.handle(), nan, posinf, neginf) };
        call::tensor(result, "rt_torch_tensor_nan_to_num")
    }

    /// log(1 + exp(beta * x)) / beta, and x where beta * x > threshold
    pub fn softplus(&self, beta: f64, threshold: f64) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_softplus(self.handle(), beta, threshold) };
        call::tensor(result, "rt_torch_tensor_softplus")
    }

    /// matrix product, batched and broadcast as PyTorch
    pub fn matmul<'a>(&self, b: impl Into<Option<&'a Tensor>>) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_matmul(self.handle(), call::handle(b.into())) };
        call::tensor(result, "rt_torch_tensor_matmul")
    }

    /// dot product of two 1-D tensors
    pub fn dot<'a>(&self, b: impl Into<Option<&'a Tensor>>) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_dot(self.handle(), call::handle(b.into())) };
        call::tensor(result, "rt_torch_tensor_dot")
    }

    /// swap two dims
    pub fn transpose(&self, dim0: i64, dim1: i64) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_transpose(self.handle(), dim0, dim1) };
        call::tensor(result, "rt_torch_tensor_transpose")
    }

    /// transpose of a tensor of at most 2 dims
    pub fn t(&self) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_t(self.handle()) };
        call::tensor(result, "rt_torch_tensor_t")
    }

    /// 2-norm of all elements
    pub fn norm(&self) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_norm(self.handle()) };
        call::tensor(result, "rt_torch_tensor_norm")
    }

    /// determinant of square matrices
    pub fn det(&self) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_det(self.handle()) };
        call::tensor(result, "rt_torch_tensor_det")
    }

    /// inverse of square matrices
    pub fn inverse(&self) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_inverse(self.handle()) };
        call::tensor(result, "rt_torch_tensor_inverse")
    }

    /// reduced SVD x = u diag(s) vh; status
    pub fn svd(&self) -> Result<(Tensor, Tensor, Tensor)> {
        let mut u: sys::rt_tensor = 0;
        let mut s: sys::rt_tensor = 0;
        let mut vh: sys::rt_tensor = 0;
        call::status(unsafe { sys::rt_torch_tensor_svd(self.handle(), &mut u, &mut s, &mut vh) }, "rt_torch_tensor_svd")?;
        let u = call::owned(u);
        let s = call::owned(s);
        let vh = call::owned(vh);
        Ok((call::required(u, "rt_torch_tensor_svd")?, call::required(s, "rt_torch_tensor_svd")?, call::required(vh, "rt_torch_tensor_svd")?))
    }

    /// eigen-decomposition with complex outputs; status
    pub fn eig(&self) -> Result<(Tensor, Tensor)> {
        let mut values: sys::rt_tensor = 0;
        let mut vectors: sys::rt_tensor = 0;
        call::status(unsafe { sys::rt_torch_tensor_eig(self.handle(), &mut values, &mut vectors) }, "rt_torch_tensor_eig")?;
        let values = call::owned(values);
        let vectors = call::owned(vectors);
        Ok((call::required(values, "rt_torch_tensor_eig")?, call::required(vectors, "rt_torch_tensor_eig")?))
    }

    /// sum of all elements, as a scalar tensor
    pub fn sum(&self) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_sum(self.handle()) };
        call::tensor(result, "rt_torch_tensor_sum")
    }

    /// sum along dim; keepdim keeps it as size 1
    pub fn sum_dim(&self, dim: i64, keepdim: bool) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_sum_dim(self.handle(), dim, i32::from(keepdim)) };
        call::tensor(result, "rt_torch_tensor_sum_dim")
    }

    /// mean of all elements, as a scalar tensor
    pub fn mean(&self) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_mean(self.handle()) };
        call::tensor(result, "rt_torch_tensor_mean")
    }

    /// mean along dim; keepdim keeps it as size 1
    pub fn mean_dim(&self, dim: i64, keepdim: bool) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_mean_dim(self.handle(), dim, i32::from(keepdim)) };
        call::tensor(result, "rt_torch_tensor_mean_dim")
    }

    /// maximum of all elements, as a scalar tensor
    pub fn max(&self) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_max(self.handle()) };
        call::tensor(result, "rt_torch_tensor_max")
    }

    /// maximum along dim; keepdim keeps it as size 1
    pub fn max_dim(&self, dim: i64, keepdim: bool) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_max_dim(self.handle(), dim, i32::from(keepdim)) };
        call::tensor(result, "rt_torch_tensor_max_dim")
    }

    /// minimum of all elements, as a scalar tensor
    pub fn min(&self) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_min(self.handle()) };
        call::tensor(result, "rt_torch_tensor_min")
    }

    /// minimum along dim; keepdim keeps it as size 1
    pub fn min_dim(&self, dim: i64, keepdim: bool) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_min_dim(self.handle(), dim, i32::from(keepdim)) };
        call::tensor(result, "rt_torch_tensor_min_dim")
    }

    /// int64 index of the maximum of all elements, as a scalar tensor
    pub fn argmax(&self) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_argmax(self.handle()) };
        call::tensor(result, "rt_torch_tensor_argmax")
    }

    /// int64 index of the maximum along dim; keepdim keeps it as size 1
    pub fn argmax_dim(&self, dim: i64, keepdim: bool) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_argmax_dim(self.handle(), dim, i32::from(keepdim)) };
        call::tensor(result, "rt_torch_tensor_argmax_dim")
    }

    /// int64 index of the minimum of all elements, as a scalar tensor
    pub fn argmin(&self) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_argmin(self.handle()) };
        call::tensor(result, "rt_torch_tensor_argmin")
    }

    /// int64 index of the minimum along dim; keepdim keeps it as size 1
    pub fn argmin_dim(&self, dim: i64, keepdim: bool) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_argmin_dim(self.handle(), dim, i32::from(keepdim)) };
        call::tensor(result, "rt_torch_tensor_argmin_dim")
    }

    /// standard deviation of all elements, as a scalar tensor
    pub fn std(&self) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_std(self.handle()) };
        call::tensor(result, "rt_torch_tensor_std")
    }

    /// standard deviation along dim; keepdim keeps it as size 1
    pub fn std_dim(&self, dim: i64, keepdim: bool) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_std_dim(self.handle(), dim, i32::from(keepdim)) };
        call::tensor(result, "rt_torch_tensor_std_dim")
    }

    /// variance of all elements, as a scalar tensor
    pub fn var(&self) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_var(self.handle()) };
        call::tensor(result, "rt_torch_tensor_var")
    }

    /// variance along dim; keepdim keeps it as size 1
    pub fn var_dim(&self, dim: i64, keepdim: bool) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_var_dim(self.handle(), dim, i32::from(keepdim)) };
        call::tensor(result, "rt_torch_tensor_var_dim")
    }

    /// same data, new shape (one dim may be -1)
    pub fn reshape(&self, dims: &[i64]) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_reshape(self.handle(), dims.as_ptr(), call::length(dims.len(), "dims")?) };
        call::tensor(result, "rt_torch_tensor_reshape")
    }

    /// reshape without copying; needs compatible strides
    pub fn view(&self, dims: &[i64]) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_view(self.handle(), dims.as_ptr(), call::length(dims.len(), "dims")?) };
        call::tensor(result, "rt_torch_tensor_view")
    }

    /// reorder the dims
    pub fn permute(&self, order: &[i64]) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_permute(self.handle(), order.as_ptr(), call::length(order.len(), "order")?) };
        call::tensor(result, "rt_torch_tensor_permute")
    }

    /// drop every dim of size 1
    pub fn squeeze(&self) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_squeeze(self.handle()) };
        call::tensor(result, "rt_torch_tensor_squeeze")
    }

    /// drop dim if its size is 1
    pub fn squeeze_dim(&self, dim: i64) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_squeeze_dim(self.handle(), dim) };
        call::tensor(result, "rt_torch_tensor_squeeze_dim")
    }

    /// insert a dim of size 1
    pub fn unsqueeze(&self, dim: i64) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_unsqueeze(self.handle(), dim) };
        call::tensor(result, "rt_torch_tensor_unsqueeze")
    }

    /// merge dims start_dim..end_dim
    pub fn flatten(&self, start_dim: i64, end_dim: i64) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_flatten(self.handle(), start_dim, end_dim) };
        call::tensor(result, "rt_torch_tensor_flatten")
    }

    /// broadcast to a shape (-1 keeps a dim)
    pub fn expand(&self, dims: &[i64]) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_expand(self.handle(), dims.as_ptr(), call::length(dims.len(), "dims")?) };
        call::tensor(result, "rt_torch_tensor_expand")
    }

    /// row-major copy (or the same data if already so)
    pub fn contiguous(&self) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_contiguous(self.handle()) };
        call::tensor(result, "rt_torch_tensor_contiguous")
    }

    /// 1 when the data is row-major without gaps
    pub fn is_contiguous(&self) -> Result<bool> {
        let result = unsafe { sys::rt_torch_tensor_is_contiguous(self.handle()) };
        call::flag(result, "rt_torch_tensor_is_contiguous")
    }

    /// number of dims
    pub fn ndim(&self) -> Result<i32> {
        let result = unsafe { sys::rt_torch_tensor_ndim(self.handle()) };
        call::count(result, "rt_torch_tensor_ndim")
    }

    /// number of elements
    pub fn numel(&self) -> Result<i64> {
        let result = unsafe { sys::rt_torch_tensor_numel(self.handle()) };
        call::count(result, "rt_torch_tensor_numel")
    }

    /// size of one dim
    pub fn size(&self, dim: i64) -> Result<i64> {
        let result = unsafe { sys::rt_torch_tensor_size(self.handle(), dim) };
        call::count(result, "rt_torch_tensor_size")
    }

    /// dtype code
    pub fn dtype(&self) -> Result<i32> {
        let result = unsafe { sys::rt_torch_tensor_dtype(self.handle()) };
        call::count(result, "rt_torch_tensor_dtype")
    }

    /// copy converted to dtype
    pub fn to_dtype(&self, dtype: i32) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_to_dtype(self.handle(), dtype) };
        call::tensor(result, "rt_torch_tensor_to_dtype")
    }

    /// numel * element size
    pub fn nbytes(&self) -> Result<i64> {
        let result = unsafe { sys::rt_torch_tensor_nbytes(self.handle()) };
        call::count(result, "rt_torch_tensor_nbytes")
    }

    /// one-element tensor to double; status
    pub fn item(&self) -> Result<f64> {
        let mut out: f64 = 0.0;
        call::status(unsafe { sys::rt_torch_tensor_item(self.handle(), &mut out) }, "rt_torch_tensor_item")?;
        Ok(out)
    }

    /// write src's values into dst in place (broadcast, converted to dst's dtype; not recorded by autograd)
    pub fn copy_from<'a>(&self, src: impl Into<Option<&'a Tensor>>) -> Result<()> {
        call::status(unsafe { sys::rt_torch_tensor_copy_from(self.handle(), call::handle(src.into())) }, "rt_torch_tensor_copy_from")?;
        Ok(())
    }

    /// x[start:end:step] along dim (step > 0; bounds clamp as in Python)
    pub fn slice(&self, dim: i64, start: i64, end: i64, step: i64) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_slice(self.handle(), dim, start, end, step) };
        call::tensor(result, "rt_torch_tensor_slice")
    }

    /// rows of dim picked by a 1-D int64 index
    pub fn index_select<'a>(&self, dim: i64, index: impl Into<Option<&'a Tensor>>) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_index_select(self.handle(), dim, call::handle(index.into())) };
        call::tensor(result, "rt_torch_tensor_index_select")
    }

    /// values picked along dim by an int64 index
    pub fn gather<'a>(&self, dim: i64, index: impl Into<Option<&'a Tensor>>) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_gather(self.handle(), dim, call::handle(index.into())) };
        call::tensor(result, "rt_torch_tensor_gather")
    }

    /// join along an existing dim
    pub fn cat(xs: &[&Tensor], dim: i64) -> Result<Tensor> {
        crate::ensure_abi()?;
        let xs = call::handles(xs);
        let result = unsafe { sys::rt_torch_tensor_cat(xs.as_ptr(), call::length(xs.len(), "xs")?, dim) };
        call::tensor(result, "rt_torch_tensor_cat")
    }

    /// join along a new dim
    pub fn stack(xs: &[&Tensor], dim: i64) -> Result<Tensor> {
        crate::ensure_abi()?;
        let xs = call::handles(xs);
        let result = unsafe { sys::rt_torch_tensor_stack(xs.as_ptr(), call::length(xs.len(), "xs")?, dim) };
        call::tensor(result, "rt_torch_tensor_stack")
    }

    /// split into at most chunks parts; returns the count written
    pub fn chunk(&self, chunks: i64, dim: i64, max_out: usize) -> Result<Vec<Tensor>> {
        let mut out: Vec<sys::rt_tensor> = vec![0; max_out];
        let result = unsafe { sys::rt_torch_tensor_chunk(self.handle(), chunks, dim, out.as_mut_ptr(), call::length(max_out, "max_out")?) };
        call::tensors(out, call::count(result, "rt_torch_tensor_chunk")?, "rt_torch_tensor_chunk")
    }

    /// start or stop recording ops on a leaf
    pub fn set_requires_grad(&self, flag: bool) -> Result<()> {
        call::status(unsafe { sys::rt_torch_tensor_set_requires_grad(self.handle(), i32::from(flag)) }, "rt_torch_tensor_set_requires_grad")?;
        Ok(())
    }

    /// 1 when ops on x are recorded
    pub fn requires_grad(&self) -> Result<bool> {
        let result = unsafe { sys::rt_torch_tensor_requires_grad(self.handle()) };
        call::flag(result, "rt_torch_tensor_requires_grad")
    }

    /// new handle to x.grad; 0 with RT_OK when x has no grad
    pub fn grad(&self) -> Result<Option<Tensor>> {
        let result = unsafe { sys::rt_torch_tensor_grad(self.handle()) };
        call::optional_tensor(result, "rt_torch_tensor_grad")
    }

    /// accumulate d(loss)/d(leaf) into the leaves' grads; loss is real and holds one element
    pub fn backward(&self) -> Result<()> {
        call::status(unsafe { sys::rt_torch_tensor_backward(self.handle()) }, "rt_torch_tensor_backward")?;
        Ok(())
    }

    /// drop x.grad
    pub fn zero_grad(&self) -> Result<()> {
        call::status(unsafe { sys::rt_torch_tensor_zero_grad(self.handle()) }, "rt_torch_tensor_zero_grad")?;
        Ok(())
    }

    /// same data, cut from the graph
    pub fn detach(&self) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_detach(self.handle()) };
        call::tensor(result, "rt_torch_tensor_detach")
    }

    /// copy on cuda:device_index
    pub fn cuda(&self, device_index: i32) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_cuda(self.handle(), device_index) };
        call::tensor(result, "rt_torch_tensor_cuda")
    }

    /// copy on the CPU (same data when already there)
    pub fn cpu(&self) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_cpu(self.handle()) };
        call::tensor(result, "rt_torch_tensor_cpu")
    }

    /// 1 when x lives on a CUDA device
    pub fn is_cuda(&self) -> Result<bool> {
        let result = unsafe { sys::rt_torch_tensor_is_cuda(self.handle()) };
        call::flag(result, "rt_torch_tensor_is_cuda")
    }

    /// device code of x; -2 on error
    pub fn device(&self) -> Result<i32> {
        let result = unsafe { sys::rt_torch_tensor_device(self.handle()) };
        call::device(result, "rt_torch_tensor_device")
    }

    /// copy on a device code
    pub fn to_device(&self, device: i32) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_to_device(self.handle(), device) };
        call::tensor(result, "rt_torch_tensor_to_device")
    }

    /// copy with its own storage, kept in the graph
    pub fn clone(&self) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_clone(self.handle()) };
        call::tensor(result, "rt_torch_tensor_clone")
    }

    /// a == b, broadcast and promoted
    pub fn eq<'a>(&self, b: impl Into<Option<&'a Tensor>>) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_eq(self.handle(), call::handle(b.into())) };
        call::tensor(result, "rt_torch_tensor_eq")
    }

    /// a != b, broadcast and promoted
    pub fn ne<'a>(&self, b: impl Into<Option<&'a Tensor>>) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_ne(self.handle(), call::handle(b.into())) };
        call::tensor(result, "rt_torch_tensor_ne")
    }

    /// a < b, broadcast and promoted
    pub fn lt<'a>(&self, b: impl Into<Option<&'a Tensor>>) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_lt(self.handle(), call::handle(b.into())) };
        call::tensor(result, "rt_torch_tensor_lt")
    }

    /// a <= b, broadcast and promoted
    pub fn le<'a>(&self, b: impl Into<Option<&'a Tensor>>) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_le(self.handle(), call::handle(b.into())) };
        call::tensor(result, "rt_torch_tensor_le")
    }

    /// a > b, broadcast and promoted
    pub fn gt<'a>(&self, b: impl Into<Option<&'a Tensor>>) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_gt(self.handle(), call::handle(b.into())) };
        call::tensor(result, "rt_torch_tensor_gt")
    }

    /// a >= b, broadcast and promoted
    pub fn ge<'a>(&self, b: impl Into<Option<&'a Tensor>>) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_ge(self.handle(), call::handle(b.into())) };
        call::tensor(result, "rt_torch_tensor_ge")
    }

    /// a == s (s converted to the dtype of a with a float first, as PyTorch)
    pub fn eq_scalar(&self, s: f64) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_eq_scalar(self.handle(), s) };
        call::tensor(result, "rt_torch_tensor_eq_scalar")
    }

    /// a != s (s converted to the dtype of a with a float first, as PyTorch)
    pub fn ne_scalar(&self, s: f64) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_ne_scalar(self.handle(), s) };
        call::tensor(result, "rt_torch_tensor_ne_scalar")
    }

    /// a < s (s converted to the dtype of a with a float first, as PyTorch)
    pub fn lt_scalar(&self, s: f64) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_lt_scalar(self.handle(), s) };
        call::tensor(result, "rt_torch_tensor_lt_scalar")
    }

    /// a <= s (s converted to the dtype of a with a float first, as PyTorch)
    pub fn le_scalar(&self, s: f64) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_le_scalar(self.handle(), s) };
        call::tensor(result, "rt_torch_tensor_le_scalar")
    }

    /// a > s (s converted to the dtype of a with a float first, as PyTorch)
    pub fn gt_scalar(&self, s: f64) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_gt_scalar(self.handle(), s) };
        call::tensor(result, "rt_torch_tensor_gt_scalar")
    }

    /// a >= s (s converted to the dtype of a with a float first, as PyTorch)
    pub fn ge_scalar(&self, s: f64) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_ge_scalar(self.handle(), s) };
        call::tensor(result, "rt_torch_tensor_ge_scalar")
    }

    /// a is NaN
    pub fn isnan(&self) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_isnan(self.handle()) };
        call::tensor(result, "rt_torch_tensor_isnan")
    }

    /// a is infinite
    pub fn isinf(&self) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_isinf(self.handle()) };
        call::tensor(result, "rt_torch_tensor_isinf")
    }

    /// a is neither infinite nor NaN
    pub fn isfinite(&self) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_isfinite(self.handle()) };
        call::tensor(result, "rt_torch_tensor_isfinite")
    }

    /// a is zero
    pub fn logical_not(&self) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_logical_not(self.handle()) };
        call::tensor(result, "rt_torch_tensor_logical_not")
    }

    /// a and b are non-zero, broadcast
    pub fn logical_and<'a>(&self, b: impl Into<Option<&'a Tensor>>) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_logical_and(self.handle(), call::handle(b.into())) };
        call::tensor(result, "rt_torch_tensor_logical_and")
    }

    /// a or b is non-zero, broadcast
    pub fn logical_or<'a>(&self, b: impl Into<Option<&'a Tensor>>) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_logical_or(self.handle(), call::handle(b.into())) };
        call::tensor(result, "rt_torch_tensor_logical_or")
    }

    /// exactly one of a and b is non-zero, broadcast
    pub fn logical_xor<'a>(&self, b: impl Into<Option<&'a Tensor>>) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_logical_xor(self.handle(), call::handle(b.into())) };
        call::tensor(result, "rt_torch_tensor_logical_xor")
    }

    /// a where the bool condition holds, else b; all three broadcast, a and b promoted
    pub fn r#where<'a>(&self, a: impl Into<Option<&'a Tensor>>, b: impl Into<Option<&'a Tensor>>) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_where(self.handle(), call::handle(a.into()), call::handle(b.into())) };
        call::tensor(result, "rt_torch_tensor_where")
    }

    /// x with value where the bool mask holds (x and mask broadcast together)
    pub fn masked_fill<'a>(&self, mask: impl Into<Option<&'a Tensor>>, value: f64) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_masked_fill(self.handle(), call::handle(mask.into()), value) };
        call::tensor(result, "rt_torch_tensor_masked_fill")
    }

    /// x limited to [min, max]; a NaN bound is no bound (one must be given)
    pub fn clamp(&self, min: f64, max: f64) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_clamp(self.handle(), min, max) };
        call::tensor(result, "rt_torch_tensor_clamp")
    }

    /// bitwise and of integer or bool tensors, broadcast and promoted
    pub fn bitwise_and<'a>(&self, b: impl Into<Option<&'a Tensor>>) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_bitwise_and(self.handle(), call::handle(b.into())) };
        call::tensor(result, "rt_torch_tensor_bitwise_and")
    }

    /// bitwise or of integer or bool tensors, broadcast and promoted
    pub fn bitwise_or<'a>(&self, b: impl Into<Option<&'a Tensor>>) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_bitwise_or(self.handle(), call::handle(b.into())) };
        call::tensor(result, "rt_torch_tensor_bitwise_or")
    }

    /// bitwise xor of integer or bool tensors, broadcast and promoted
    pub fn bitwise_xor<'a>(&self, b: impl Into<Option<&'a Tensor>>) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_bitwise_xor(self.handle(), call::handle(b.into())) };
        call::tensor(result, "rt_torch_tensor_bitwise_xor")
    }

    /// bitwise complement of an integer tensor (logical not of a bool one)
    pub fn bitwise_not(&self) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_bitwise_not(self.handle()) };
        call::tensor(result, "rt_torch_tensor_bitwise_not")
    }

    /// 1 when a and b have the same shape, dtype and elements (NaN is never equal)
    pub fn equal<'a>(&self, b: impl Into<Option<&'a Tensor>>) -> Result<bool> {
        let result = unsafe { sys::rt_torch_tensor_equal(self.handle(), call::handle(b.into())) };
        call::flag(result, "rt_torch_tensor_equal")
    }

    /// 1 when |a - b| <= atol + rtol * |b| everywhere (broadcast; one dtype); equal_nan: NaNs match
    pub fn allclose<'a>(&self, b: impl Into<Option<&'a Tensor>>, rtol: f64, atol: f64, equal_nan: bool) -> Result<bool> {
        let result = unsafe { sys::rt_torch_tensor_allclose(self.handle(), call::handle(b.into()), rtol, atol, i32::from(equal_nan)) };
        call::flag(result, "rt_torch_tensor_allclose")
    }

    /// int64 indices of the non-zero elements, one row of ndim coordinates each, in row-major order
    pub fn nonzero(&self) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_nonzero(self.handle()) };
        call::tensor(result, "rt_torch_tensor_nonzero")
    }

    /// x[indices[0], ..., indices[n-1]]: int32/int64 tensors for x's leading dims (broadcast together; negative from the end) or bool masks (one per dims they cover)
    pub fn index(&self, indices: &[&Tensor]) -> Result<Tensor> {
        let indices = call::handles(indices);
        let result = unsafe { sys::rt_torch_tensor_index(self.handle(), indices.as_ptr(), call::length(indices.len(), "indices")?) };
        call::tensor(result, "rt_torch_tensor_index")
    }

    /// x with x[indices] = values (broadcast, x's dtype); accumulate: += (repeats add up)
    pub fn index_put<'a>(&self, indices: &[&Tensor], values: impl Into<Option<&'a Tensor>>, accumulate: bool) -> Result<Tensor> {
        let indices = call::handles(indices);
        let result = unsafe { sys::rt_torch_tensor_index_put(self.handle(), indices.as_ptr(), call::length(indices.len(), "indices")?, call::handle(values.into()), i32::from(accumulate)) };
        call::tensor(result, "rt_torch_tensor_index_put")
    }

    /// x with x[index[i][j]][j] = src[i][j] for dim 0 (and so on)
    pub fn scatter<'a>(&self, dim: i64, index: impl Into<Option<&'a Tensor>>, src: impl Into<Option<&'a Tensor>>) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_scatter(self.handle(), dim, call::handle(index.into()), call::handle(src.into())) };
        call::tensor(result, "rt_torch_tensor_scatter")
    }

    /// x with value written at index along dim
    pub fn scatter_value<'a>(&self, dim: i64, index: impl Into<Option<&'a Tensor>>, value: f64) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_scatter_value(self.handle(), dim, call::handle(index.into()), value) };
        call::tensor(result, "rt_torch_tensor_scatter_value")
    }

    /// x with x[index[i][j]][j] += src[i][j] for dim 0 (and so on)
    pub fn scatter_add<'a>(&self, dim: i64, index: impl Into<Option<&'a Tensor>>, src: impl Into<Option<&'a Tensor>>) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_scatter_add(self.handle(), dim, call::handle(index.into()), call::handle(src.into())) };
        call::tensor(result, "rt_torch_tensor_scatter_add")
    }

    /// x with src's values combined at index along dim by reduce (RT_SCATTER_*); include_self: x's own value takes part
    pub fn scatter_reduce<'a>(&self, dim: i64, index: impl Into<Option<&'a Tensor>>, src: impl Into<Option<&'a Tensor>>, reduce: i32, include_self: bool) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_scatter_reduce(self.handle(), dim, call::handle(index.into()), call::handle(src.into()), reduce, i32::from(include_self)) };
        call::tensor(result, "rt_torch_tensor_scatter_reduce")
    }

    /// x with alpha * source's slices added at the 1-D index along dim
    pub fn index_add<'a>(&self, dim: i64, index: impl Into<Option<&'a Tensor>>, source: impl Into<Option<&'a Tensor>>, alpha: f64) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_index_add(self.handle(), dim, call::handle(index.into()), call::handle(source.into()), alpha) };
        call::tensor(result, "rt_torch_tensor_index_add")
    }

    /// values picked along dim (x and indices broadcast in the other dims)
    pub fn take_along_dim<'a>(&self, indices: impl Into<Option<&'a Tensor>>, dim: i64) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_take_along_dim(self.handle(), call::handle(indices.into()), dim) };
        call::tensor(result, "rt_torch_tensor_take_along_dim")
    }

    /// product (integers and bool give int64) of all elements, as a scalar tensor
    pub fn prod(&self) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_prod(self.handle()) };
        call::tensor(result, "rt_torch_tensor_prod")
    }

    /// product (integers and bool give int64) along dim; keepdim keeps it as size 1
    pub fn prod_dim(&self, dim: i64, keepdim: bool) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_prod_dim(self.handle(), dim, i32::from(keepdim)) };
        call::tensor(result, "rt_torch_tensor_prod_dim")
    }

    /// 1 when every element is non-zero (bool; uint8 for uint8) of all elements, as a scalar tensor
    pub fn all(&self) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_all(self.handle()) };
        call::tensor(result, "rt_torch_tensor_all")
    }

    /// 1 when every element is non-zero (bool; uint8 for uint8) along dim; keepdim keeps it as size 1
    pub fn all_dim(&self, dim: i64, keepdim: bool) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_all_dim(self.handle(), dim, i32::from(keepdim)) };
        call::tensor(result, "rt_torch_tensor_all_dim")
    }

    /// 1 when some element is non-zero (bool; uint8 for uint8) of all elements, as a scalar tensor
    pub fn any(&self) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_any(self.handle()) };
        call::tensor(result, "rt_torch_tensor_any")
    }

    /// 1 when some element is non-zero (bool; uint8 for uint8) along dim; keepdim keeps it as size 1
    pub fn any_dim(&self, dim: i64, keepdim: bool) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_any_dim(self.handle(), dim, i32::from(keepdim)) };
        call::tensor(result, "rt_torch_tensor_any_dim")
    }

    /// log of the sum of exp along dim, without overflow
    pub fn logsumexp(&self, dim: i64, keepdim: bool) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_logsumexp(self.handle(), dim, i32::from(keepdim)) };
        call::tensor(result, "rt_torch_tensor_logsumexp")
    }

    /// running sum along dim (integers and bool give int64)
    pub fn cumsum(&self, dim: i64) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_cumsum(self.handle(), dim) };
        call::tensor(result, "rt_torch_tensor_cumsum")
    }

    /// running product along dim (integers and bool give int64)
    pub fn cumprod(&self, dim: i64) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_cumprod(self.handle(), dim) };
        call::tensor(result, "rt_torch_tensor_cumprod")
    }

    /// running maximum along dim and where it was (the latest of ties; a NaN stays); status
    pub fn cummax(&self, dim: i64) -> Result<(Tensor, Tensor)> {
        let mut values: sys::rt_tensor = 0;
        let mut indices: sys::rt_tensor = 0;
        call::status(unsafe { sys::rt_torch_tensor_cummax(self.handle(), dim, &mut values, &mut indices) }, "rt_torch_tensor_cummax")?;
        let values = call::owned(values);
        let indices = call::owned(indices);
        Ok((call::required(values, "rt_torch_tensor_cummax")?, call::required(indices, "rt_torch_tensor_cummax")?))
    }

    /// running minimum along dim and where it was (the latest of ties; a NaN stays); status
    pub fn cummin(&self, dim: i64) -> Result<(Tensor, Tensor)> {
        let mut values: sys::rt_tensor = 0;
        let mut indices: sys::rt_tensor = 0;
        call::status(unsafe { sys::rt_torch_tensor_cummin(self.handle(), dim, &mut values, &mut indices) }, "rt_torch_tensor_cummin")?;
        let values = call::owned(values);
        let indices = call::owned(indices);
        Ok((call::required(values, "rt_torch_tensor_cummin")?, call::required(indices, "rt_torch_tensor_cummin")?))
    }

    /// variance over n dims (n 0: all elements): squared deviations summed / max(0, N - correction)
    pub fn var_correction(&self, dims: &[i64], correction: f64, keepdim: bool) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_var_correction(self.handle(), dims.as_ptr(), call::length(dims.len(), "dims")?, correction, i32::from(keepdim)) };
        call::tensor(result, "rt_torch_tensor_var_correction")
    }

    /// square root of rt_torch_tensor_var_correction
    pub fn std_correction(&self, dims: &[i64], correction: f64, keepdim: bool) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_std_correction(self.handle(), dims.as_ptr(), call::length(dims.len(), "dims")?, correction, i32::from(keepdim)) };
        call::tensor(result, "rt_torch_tensor_std_correction")
    }

    /// x sorted along dim and where each value came from (equal values keep their order whatever stable says, which PyTorch allows); status
    pub fn sort(&self, dim: i64, descending: bool, stable: bool) -> Result<(Tensor, Tensor)> {
        let mut values: sys::rt_tensor = 0;
        let mut indices: sys::rt_tensor = 0;
        call::status(unsafe { sys::rt_torch_tensor_sort(self.handle(), dim, i32::from(descending), i32::from(stable), &mut values, &mut indices) }, "rt_torch_tensor_sort")?;
        let values = call::owned(values);
        let indices = call::owned(indices);
        Ok((call::required(values, "rt_torch_tensor_sort")?, call::required(indices, "rt_torch_tensor_sort")?))
    }

    /// the indices of rt_torch_tensor_sort alone
    pub fn argsort(&self, dim: i64, descending: bool, stable: bool) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_argsort(self.handle(), dim, i32::from(descending), i32::from(stable)) };
        call::tensor(result, "rt_torch_tensor_argsort")
    }

    /// the k largest (largest 0: smallest) along dim and their indices, ordered from the extreme whatever sorted says (which PyTorch allows); status
    pub fn topk(&self, k: i64, dim: i64, largest: bool, sorted: bool) -> Result<(Tensor, Tensor)> {
        let mut values: sys::rt_tensor = 0;
        let mut indices: sys::rt_tensor = 0;
        call::status(unsafe { sys::rt_torch_tensor_topk(self.handle(), k, dim, i32::from(largest), i32::from(sorted), &mut values, &mut indices) }, "rt_torch_tensor_topk")?;
        let values = call::owned(values);
        let indices = call::owned(indices);
        Ok((call::required(values, "rt_torch_tensor_topk")?, call::required(indices, "rt_torch_tensor_topk")?))
    }

    /// the k-th smallest (k from 1) along dim and its index; status
    pub fn kthvalue(&self, k: i64, dim: i64, keepdim: bool) -> Result<(Tensor, Tensor)> {
        let mut values: sys::rt_tensor = 0;
        let mut indices: sys::rt_tensor = 0;
        call::status(unsafe { sys::rt_torch_tensor_kthvalue(self.handle(), k, dim, i32::from(keepdim), &mut values, &mut indices) }, "rt_torch_tensor_kthvalue")?;
        let values = call::owned(values);
        let indices = call::owned(indices);
        Ok((call::required(values, "rt_torch_tensor_kthvalue")?, call::required(indices, "rt_torch_tensor_kthvalue")?))
    }

    /// the lower median of all elements (NaN if one is NaN or there are none)
    pub fn median(&self) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_median(self.handle()) };
        call::tensor(result, "rt_torch_tensor_median")
    }

    /// the lower median along dim and its index (a NaN and its index if the row has one); status
    pub fn median_dim(&self, dim: i64, keepdim: bool) -> Result<(Tensor, Tensor)> {
        let mut values: sys::rt_tensor = 0;
        let mut indices: sys::rt_tensor = 0;
        call::status(unsafe { sys::rt_torch_tensor_median_dim(self.handle(), dim, i32::from(keepdim), &mut values, &mut indices) }, "rt_torch_tensor_median_dim")?;
        let values = call::owned(values);
        let indices = call::owned(indices);
        Ok((call::required(values, "rt_torch_tensor_median_dim")?, call::required(indices, "rt_torch_tensor_median_dim")?))
    }

    /// the most frequent value along dim (the smallest of ties) and its last index; status
    pub fn mode(&self, dim: i64, keepdim: bool) -> Result<(Tensor, Tensor)> {
        let mut values: sys::rt_tensor = 0;
        let mut indices: sys::rt_tensor = 0;
        call::status(unsafe { sys::rt_torch_tensor_mode(self.handle(), dim, i32::from(keepdim), &mut values, &mut indices) }, "rt_torch_tensor_mode")?;
        let values = call::owned(values);
        let indices = call::owned(indices);
        Ok((call::required(values, "rt_torch_tensor_mode")?, call::required(indices, "rt_torch_tensor_mode")?))
    }

    /// the distinct elements ascending (each NaN distinct), the int64 position in values of each element of x (x's shape) and how often each occurs; status
    pub fn unique(&self) -> Result<(Tensor, Tensor, Tensor)> {
        let mut values: sys::rt_tensor = 0;
        let mut inverse: sys::rt_tensor = 0;
        let mut counts: sys::rt_tensor = 0;
        call::status(unsafe { sys::rt_torch_tensor_unique(self.handle(), &mut values, &mut inverse, &mut counts) }, "rt_torch_tensor_unique")?;
        let values = call::owned(values);
        let inverse = call::owned(inverse);
        let counts = call::owned(counts);
        Ok((call::required(values, "rt_torch_tensor_unique")?, call::required(inverse, "rt_torch_tensor_unique")?, call::required(counts, "rt_torch_tensor_unique")?))
    }

    /// where values would be inserted into the innermost dim of sorted_sequence (1-D, or its leading dims those of values) to keep it sorted: the first such place (right: the last); sorter (0: none) the int64 argsort of an unsorted sequence; int64 (out_int32: int32) positions
    pub fn searchsorted<'a>(&self, values: impl Into<Option<&'a Tensor>>, out_int32: bool, right: bool, sorter: impl Into<Option<&'a Tensor>>) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_searchsorted(self.handle(), call::handle(values.into()), i32::from(out_int32), i32::from(right), call::handle(sorter.into())) };
        call::tensor(result, "rt_torch_tensor_searchsorted")
    }

    /// the index of the bucket of 1-D ascending boundaries each element falls in: boundaries[i-1] < v <= boundaries[i] (right: boundaries[i-1] <= v < boundaries[i])
    pub fn bucketize<'a>(&self, boundaries: impl Into<Option<&'a Tensor>>, out_int32: bool, right: bool) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_bucketize(self.handle(), call::handle(boundaries.into()), i32::from(out_int32), i32::from(right)) };
        call::tensor(result, "rt_torch_tensor_bucketize")
    }

    /// lower triangle of the last two dims (above diagonal set to 0)
    pub fn tril(&self, diagonal: i64) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_tril(self.handle(), diagonal) };
        call::tensor(result, "rt_torch_tensor_tril")
    }

    /// upper triangle of the last two dims (below diagonal set to 0)
    pub fn triu(&self, diagonal: i64) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_triu(self.handle(), diagonal) };
        call::tensor(result, "rt_torch_tensor_triu")
    }

    /// elements shifted along dim, wrapping around
    pub fn roll(&self, shifts: i64, dim: i64) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_roll(self.handle(), shifts, dim) };
        call::tensor(result, "rt_torch_tensor_roll")
    }

    /// order reversed along dim
    pub fn flip(&self, dim: i64) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_flip(self.handle(), dim) };
        call::tensor(result, "rt_torch_tensor_flip")
    }

    /// 1-D x: square matrix with x on the diagonal; 2-D x: that diagonal (0 main, > 0 above, < 0 below)
    pub fn diag(&self, diagonal: i64) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_diag(self.handle(), diagonal) };
        call::tensor(result, "rt_torch_tensor_diag")
    }

    /// the diagonals of the (dim1, dim2) planes as a new last dim (a view)
    pub fn diagonal(&self, offset: i64, dim1: i64, dim2: i64) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_diagonal(self.handle(), offset, dim1, dim2) };
        call::tensor(result, "rt_torch_tensor_diagonal")
    }

    /// x tiled repeats[i] times along dim i (n >= ndim; extra repeats add leading dims)
    pub fn repeat(&self, repeats: &[i64]) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_repeat(self.handle(), repeats.as_ptr(), call::length(repeats.len(), "repeats")?) };
        call::tensor(result, "rt_torch_tensor_repeat")
    }

    /// each slice along dim repeated repeats times in place
    pub fn repeat_interleave(&self, repeats: i64, dim: i64) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_repeat_interleave(self.handle(), repeats, dim) };
        call::tensor(result, "rt_torch_tensor_repeat_interleave")
    }

    /// slice i along dim repeated repeats[i] times (an integer tensor of 1 or size(dim) counts)
    pub fn repeat_interleave_tensor<'a>(&self, repeats: impl Into<Option<&'a Tensor>>, dim: i64) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_repeat_interleave_tensor(self.handle(), call::handle(repeats.into()), dim) };
        call::tensor(result, "rt_torch_tensor_repeat_interleave_tensor")
    }

    /// views of split_size along dim (the last may be shorter); returns the count
    pub fn split(&self, split_size: i64, dim: i64, max_out: usize) -> Result<Vec<Tensor>> {
        let mut out: Vec<sys::rt_tensor> = vec![0; max_out];
        let result = unsafe { sys::rt_torch_tensor_split(self.handle(), split_size, dim, out.as_mut_ptr(), call::length(max_out, "max_out")?) };
        call::tensors(out, call::count(result, "rt_torch_tensor_split")?, "rt_torch_tensor_split")
    }

    /// views of the given sizes (summing to size(dim)); returns n
    pub fn split_sizes(&self, sizes: &[i64], dim: i64, max_out: usize) -> Result<Vec<Tensor>> {
        let mut out: Vec<sys::rt_tensor> = vec![0; max_out];
        let result = unsafe { sys::rt_torch_tensor_split_sizes(self.handle(), sizes.as_ptr(), call::length(sizes.len(), "sizes")?, dim, out.as_mut_ptr(), call::length(max_out, "max_out")?) };
        call::tensors(out, call::count(result, "rt_torch_tensor_split_sizes")?, "rt_torch_tensor_split_sizes")
    }

    /// sections views along dim, the first size(dim) % sections one longer; returns sections
    pub fn tensor_split(&self, sections: i64, dim: i64, max_out: usize) -> Result<Vec<Tensor>> {
        let mut out: Vec<sys::rt_tensor> = vec![0; max_out];
        let result = unsafe { sys::rt_torch_tensor_tensor_split(self.handle(), sections, dim, out.as_mut_ptr(), call::length(max_out, "max_out")?) };
        call::tensors(out, call::count(result, "rt_torch_tensor_tensor_split")?, "rt_torch_tensor_tensor_split")
    }

    /// the n + 1 views between the indices along dim (bounds as Python slices); returns n + 1
    pub fn tensor_split_indices(&self, indices: &[i64], dim: i64, max_out: usize) -> Result<Vec<Tensor>> {
        let mut out: Vec<sys::rt_tensor> = vec![0; max_out];
        let result = unsafe { sys::rt_torch_tensor_tensor_split_indices(self.handle(), indices.as_ptr(), call::length(indices.len(), "indices")?, dim, out.as_mut_ptr(), call::length(max_out, "max_out")?) };
        call::tensors(out, call::count(result, "rt_torch_tensor_tensor_split_indices")?, "rt_torch_tensor_tensor_split_indices")
    }

    /// x with dim source moved to position destination (a view)
    pub fn movedim(&self, source: i64, destination: i64) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_movedim(self.handle(), source, destination) };
        call::tensor(result, "rt_torch_tensor_movedim")
    }

    /// dim split into dims of the given sizes (one may be -1)
    pub fn unflatten(&self, dim: i64, sizes: &[i64]) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_unflatten(self.handle(), dim, sizes.as_ptr(), call::length(sizes.len(), "sizes")?) };
        call::tensor(result, "rt_torch_tensor_unflatten")
    }

    /// integers uniform in [low, high) (dtype default int64)
    pub fn randint(low: i64, high: i64, dims: &[i64], dtype: i32, device: i32) -> Result<Tensor> {
        crate::ensure_abi()?;
        let result = unsafe { sys::rt_torch_tensor_randint(low, high, dims.as_ptr(), call::length(dims.len(), "dims")?, dtype, device) };
        call::tensor(result, "rt_torch_tensor_randint")
    }

    /// a random permutation of 0..n-1 (dtype default int64)
    pub fn randperm(n: i64, dtype: i32, device: i32) -> Result<Tensor> {
        crate::ensure_abi()?;
        let result = unsafe { sys::rt_torch_tensor_randperm(n, dtype, device) };
        call::tensor(result, "rt_torch_tensor_randperm")
    }

    /// int64 indices drawn from each row of non-negative weights (1-D or 2-D)
    pub fn multinomial(&self, num_samples: i64, replacement: bool) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_multinomial(self.handle(), num_samples, i32::from(replacement)) };
        call::tensor(result, "rt_torch_tensor_multinomial")
    }

    /// 1 with probability p, else 0, per element of a floating p in [0, 1] (p's dtype; no gradient)
    pub fn bernoulli(&self) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_bernoulli(self.handle()) };
        call::tensor(result, "rt_torch_tensor_bernoulli")
    }

    /// 1 with probability p, else 0, in x's shape and floating dtype
    pub fn bernoulli_scalar(&self, p: f64) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_bernoulli_scalar(self.handle(), p) };
        call::tensor(result, "rt_torch_tensor_bernoulli_scalar")
    }

    /// overwrite a floating x with samples of N(mean, std**2) (not recorded by autograd)
    pub fn normal_(&self, mean: f64, std: f64) -> Result<()> {
        call::status(unsafe { sys::rt_torch_tensor_normal_(self.handle(), mean, std) }, "rt_torch_tensor_normal_")?;
        Ok(())
    }

    /// overwrite a floating x with samples of U[low, high) (not recorded by autograd)
    pub fn uniform_(&self, low: f64, high: f64) -> Result<()> {
        call::status(unsafe { sys::rt_torch_tensor_uniform_(self.handle(), low, high) }, "rt_torch_tensor_uniform_")?;
        Ok(())
    }

    /// overwrite x with integers uniform from 0 to the largest its dtype holds exactly (floating: 2**significand bits), PyTorch's random_(); status
    pub fn random_(&self) -> Result<()> {
        call::status(unsafe { sys::rt_torch_tensor_random_(self.handle()) }, "rt_torch_tensor_random_")?;
        Ok(())
    }

    /// overwrite x with integers uniform in [low, high), PyTorch's random_(low, high); status
    pub fn random_between_(&self, low: i64, high: i64) -> Result<()> {
        call::status(unsafe { sys::rt_torch_tensor_random_between_(self.handle(), low, high) }, "rt_torch_tensor_random_between_")?;
        Ok(())
    }

    /// overwrite x with integers uniform from low to the largest its dtype holds exactly, PyTorch's random_(low, None); status
    pub fn random_from_(&self, low: i64) -> Result<()> {
        call::status(unsafe { sys::rt_torch_tensor_random_from_(self.handle(), low) }, "rt_torch_tensor_random_from_")?;
        Ok(())
    }

    /// batched matrix product of two 3-D tensors with the same batch size (no broadcasting)
    pub fn bmm<'a>(&self, b: impl Into<Option<&'a Tensor>>) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_bmm(self.handle(), call::handle(b.into())) };
        call::tensor(result, "rt_torch_tensor_bmm")
    }

    /// outer product of two 1-D tensors, promoted
    pub fn outer<'a>(&self, b: impl Into<Option<&'a Tensor>>) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_outer(self.handle(), call::handle(b.into())) };
        call::tensor(result, "rt_torch_tensor_outer")
    }

    /// beta * input + alpha * (mat1 @ mat2), input broadcast; beta 0 ignores input
    pub fn addmm<'a>(&self, mat1: impl Into<Option<&'a Tensor>>, mat2: impl Into<Option<&'a Tensor>>, beta: f64, alpha: f64) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_addmm(self.handle(), call::handle(mat1.into()), call::handle(mat2.into()), beta, alpha) };
        call::tensor(result, "rt_torch_tensor_addmm")
    }

    /// beta * input + alpha * bmm(batch1, batch2), input broadcast; beta 0 ignores input
    pub fn baddbmm<'a>(&self, batch1: impl Into<Option<&'a Tensor>>, batch2: impl Into<Option<&'a Tensor>>, beta: f64, alpha: f64) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_baddbmm(self.handle(), call::handle(batch1.into()), call::handle(batch2.into()), beta, alpha) };
        call::tensor(result, "rt_torch_tensor_baddbmm")
    }

    /// Einstein sum of n operands of one dtype, e.g. "ij,jk->ik" (letters, ... for broadcast dims, implicit output as PyTorch; size-1 dims broadcast)
    pub fn einsum(equation: &str, operands: &[&Tensor]) -> Result<Tensor> {
        crate::ensure_abi()?;
        let equation = call::c_string(equation, "equation")?;
        let operands = call::handles(operands);
        let result = unsafe { sys::rt_torch_tensor_einsum(equation.as_ptr(), operands.as_ptr(), call::length(operands.len(), "operands")?) };
        call::tensor(result, "rt_torch_tensor_einsum")
    }

    /// X with a X = b (left 0: X a = b), a square, b a matrix or a vector (batch dims broadcast)
    pub fn solve<'a>(&self, b: impl Into<Option<&'a Tensor>>, left: bool) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_solve(self.handle(), call::handle(b.into()), i32::from(left)) };
        call::tensor(result, "rt_torch_tensor_solve")
    }

    /// sign (0 if singular) and log |det| of square matrices; status
    pub fn slogdet(&self) -> Result<(Tensor, Tensor)> {
        let mut sign: sys::rt_tensor = 0;
        let mut logabsdet: sys::rt_tensor = 0;
        call::status(unsafe { sys::rt_torch_tensor_slogdet(self.handle(), &mut sign, &mut logabsdet) }, "rt_torch_tensor_slogdet")?;
        let sign = call::owned(sign);
        let logabsdet = call::owned(logabsdet);
        Ok((call::required(sign, "rt_torch_tensor_slogdet")?, call::required(logabsdet, "rt_torch_tensor_slogdet")?))
    }

    /// QR decomposition x = q r, mode RT_QR_*; status
    pub fn qr(&self, mode: i32) -> Result<(Tensor, Tensor)> {
        let mut q: sys::rt_tensor = 0;
        let mut r: sys::rt_tensor = 0;
        call::status(unsafe { sys::rt_torch_tensor_qr(self.handle(), mode, &mut q, &mut r) }, "rt_torch_tensor_qr")?;
        let q = call::owned(q);
        let r = call::owned(r);
        Ok((call::required(q, "rt_torch_tensor_qr")?, call::required(r, "rt_torch_tensor_qr")?))
    }

    /// L with x = L L^H of Hermitian positive-definite matrices, read from the lower triangle (upper: U with x = U^H U, from the upper one)
    pub fn cholesky(&self, upper: bool) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_cholesky(self.handle(), i32::from(upper)) };
        call::tensor(result, "rt_torch_tensor_cholesky")
    }

    /// ascending real eigenvalues and orthonormal eigenvectors of Hermitian matrices, read from the lower triangle (upper: the upper one); status
    pub fn eigh(&self, upper: bool) -> Result<(Tensor, Tensor)> {
        let mut values: sys::rt_tensor = 0;
        let mut vectors: sys::rt_tensor = 0;
        call::status(unsafe { sys::rt_torch_tensor_eigh(self.handle(), i32::from(upper), &mut values, &mut vectors) }, "rt_torch_tensor_eigh")?;
        let values = call::owned(values);
        let vectors = call::owned(vectors);
        Ok((call::required(values, "rt_torch_tensor_eigh")?, call::required(vectors, "rt_torch_tensor_eigh")?))
    }

    /// the eigenvalues of rt_torch_tensor_eigh alone
    pub fn eigvalsh(&self, upper: bool) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_eigvalsh(self.handle(), i32::from(upper)) };
        call::tensor(result, "rt_torch_tensor_eigvalsh")
    }

    /// singular values, descending (real)
    pub fn svdvals(&self) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_svdvals(self.handle()) };
        call::tensor(result, "rt_torch_tensor_svdvals")
    }

    /// least-squares solution of a X = b (b a matrix, or a vector of a's rows), driver RT_LSTSQ_*, rcond < 0 for eps * max(m, n); residuals, rank and singular values as PyTorch's driver gives them (else empty); status
    pub fn lstsq<'a>(&self, b: impl Into<Option<&'a Tensor>>, rcond: f64, driver: i32) -> Result<(Tensor, Tensor, Tensor, Tensor)> {
        let mut solution: sys::rt_tensor = 0;
        let mut residuals: sys::rt_tensor = 0;
        let mut rank: sys::rt_tensor = 0;
        let mut singular_values: sys::rt_tensor = 0;
        call::status(unsafe { sys::rt_torch_tensor_lstsq(self.handle(), call::handle(b.into()), rcond, driver, &mut solution, &mut residuals, &mut rank, &mut singular_values) }, "rt_torch_tensor_lstsq")?;
        let solution = call::owned(solution);
        let residuals = call::owned(residuals);
        let rank = call::owned(rank);
        let singular_values = call::owned(singular_values);
        Ok((call::required(solution, "rt_torch_tensor_lstsq")?, call::required(residuals, "rt_torch_tensor_lstsq")?, call::required(rank, "rt_torch_tensor_lstsq")?, call::required(singular_values, "rt_torch_tensor_lstsq")?))
    }

    /// pseudo-inverse, dropping singular values <= max(atol, rtol * largest) (rtol < 0: eps * max(m, n) if atol is 0, else 0); hermitian: through eigh
    pub fn pinv(&self, atol: f64, rtol: f64, hermitian: bool) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_pinv(self.handle(), atol, rtol, i32::from(hermitian)) };
        call::tensor(result, "rt_torch_tensor_pinv")
    }

    /// int64 count of the singular values above the tolerance of rt_torch_tensor_pinv
    pub fn matrix_rank(&self, atol: f64, rtol: f64, hermitian: bool) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_matrix_rank(self.handle(), atol, rtol, i32::from(hermitian)) };
        call::tensor(result, "rt_torch_tensor_matrix_rank")
    }

    /// inverse without failing on singular matrices: info (int32, per matrix) is 0 or the LAPACK pivot that was 0 (then inverse is unspecified); status
    pub fn inv_ex(&self) -> Result<(Tensor, Tensor)> {
        let mut inverse: sys::rt_tensor = 0;
        let mut info: sys::rt_tensor = 0;
        call::status(unsafe { sys::rt_torch_tensor_inv_ex(self.handle(), &mut inverse, &mut info) }, "rt_torch_tensor_inv_ex")?;
        let inverse = call::owned(inverse);
        let info = call::owned(info);
        Ok((call::required(inverse, "rt_torch_tensor_inv_ex")?, call::required(info, "rt_torch_tensor_inv_ex")?))
    }

    /// backward from any root, seeded with gradient (0: ones, for a root of one element); retain_graph keeps the graph for another backward
    pub fn backward_gradient<'a>(&self, gradient: impl Into<Option<&'a Tensor>>, retain_graph: bool) -> Result<()> {
        call::status(unsafe { sys::rt_torch_tensor_backward_gradient(self.handle(), call::handle(gradient.into()), i32::from(retain_graph)) }, "rt_torch_tensor_backward_gradient")?;
        Ok(())
    }

    /// keep x's gradient after backward although x is not a leaf
    pub fn retain_grad(&self) -> Result<()> {
        call::status(unsafe { sys::rt_torch_tensor_retain_grad(self.handle()) }, "rt_torch_tensor_retain_grad")?;
        Ok(())
    }

    /// 1 unless x was computed by a recorded op (PyTorch's is_leaf)
    pub fn is_leaf(&self) -> Result<bool> {
        let result = unsafe { sys::rt_torch_tensor_is_leaf(self.handle()) };
        call::flag(result, "rt_torch_tensor_is_leaf")
    }

    /// 1 when x was computed by a recorded op (PyTorch's grad_fn is not None)
    pub fn has_grad_fn(&self) -> Result<bool> {
        let result = unsafe { sys::rt_torch_tensor_has_grad_fn(self.handle()) };
        call::flag(result, "rt_torch_tensor_has_grad_fn")
    }

    /// zeros of a dtype on a device
    pub fn zeros_options(dims: &[i64], dtype: i32, device: i32) -> Result<Tensor> {
        crate::ensure_abi()?;
        let result = unsafe { sys::rt_torch_tensor_zeros_options(dims.as_ptr(), call::length(dims.len(), "dims")?, dtype, device) };
        call::tensor(result, "rt_torch_tensor_zeros_options")
    }

    /// ones of a dtype on a device
    pub fn ones_options(dims: &[i64], dtype: i32, device: i32) -> Result<Tensor> {
        crate::ensure_abi()?;
        let result = unsafe { sys::rt_torch_tensor_ones_options(dims.as_ptr(), call::length(dims.len(), "dims")?, dtype, device) };
        call::tensor(result, "rt_torch_tensor_ones_options")
    }

    /// contents unspecified of a dtype on a device
    pub fn empty_options(dims: &[i64], dtype: i32, device: i32) -> Result<Tensor> {
        crate::ensure_abi()?;
        let result = unsafe { sys::rt_torch_tensor_empty_options(dims.as_ptr(), call::length(dims.len(), "dims")?, dtype, device) };
        call::tensor(result, "rt_torch_tensor_empty_options")
    }

    /// samples of U[0, 1) (floating or complex dtypes) of a dtype on a device
    pub fn rand_options(dims: &[i64], dtype: i32, device: i32) -> Result<Tensor> {
        crate::ensure_abi()?;
        let result = unsafe { sys::rt_torch_tensor_rand_options(dims.as_ptr(), call::length(dims.len(), "dims")?, dtype, device) };
        call::tensor(result, "rt_torch_tensor_rand_options")
    }

    /// samples of N(0, 1) (floating or complex dtypes) of a dtype on a device
    pub fn randn_options(dims: &[i64], dtype: i32, device: i32) -> Result<Tensor> {
        crate::ensure_abi()?;
        let result = unsafe { sys::rt_torch_tensor_randn_options(dims.as_ptr(), call::length(dims.len(), "dims")?, dtype, device) };
        call::tensor(result, "rt_torch_tensor_randn_options")
    }

    /// filled with value (which the dtype must hold)
    pub fn full_options(dims: &[i64], value: f64, dtype: i32, device: i32) -> Result<Tensor> {
        crate::ensure_abi()?;
        let result = unsafe { sys::rt_torch_tensor_full_options(dims.as_ptr(), call::length(dims.len(), "dims")?, value, dtype, device) };
        call::tensor(result, "rt_torch_tensor_full_options")
    }

    /// n x m identity of a dtype on a device
    pub fn eye_options(n: i64, m: i64, dtype: i32, device: i32) -> Result<Tensor> {
        crate::ensure_abi()?;
        let result = unsafe { sys::rt_torch_tensor_eye_options(n, m, dtype, device) };
        call::tensor(result, "rt_torch_tensor_eye_options")
    }

    /// steps evenly spaced values (integer dtypes truncate them)
    pub fn linspace_options(start: f64, end: f64, steps: i64, dtype: i32, device: i32) -> Result<Tensor> {
        crate::ensure_abi()?;
        let result = unsafe { sys::rt_torch_tensor_linspace_options(start, end, steps, dtype, device) };
        call::tensor(result, "rt_torch_tensor_linspace_options")
    }

    /// [start, end) by step on a device
    pub fn arange_options(start: f64, end: f64, step: f64, dtype: i32, device: i32) -> Result<Tensor> {
        crate::ensure_abi()?;
        let result = unsafe { sys::rt_torch_tensor_arange_options(start, end, step, dtype, device) };
        call::tensor(result, "rt_torch_tensor_arange_options")
    }

    /// zeros of x's shape (and dtype and device, unless given)
    pub fn zeros_like(&self, dtype: i32, device: i32) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_zeros_like(self.handle(), dtype, device) };
        call::tensor(result, "rt_torch_tensor_zeros_like")
    }

    /// ones of x's shape (and dtype and device, unless given)
    pub fn ones_like(&self, dtype: i32, device: i32) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_ones_like(self.handle(), dtype, device) };
        call::tensor(result, "rt_torch_tensor_ones_like")
    }

    /// contents unspecified of x's shape (and dtype and device, unless given)
    pub fn empty_like(&self, dtype: i32, device: i32) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_empty_like(self.handle(), dtype, device) };
        call::tensor(result, "rt_torch_tensor_empty_like")
    }

    /// samples of U[0, 1) of x's shape (and dtype and device, unless given)
    pub fn rand_like(&self, dtype: i32, device: i32) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_rand_like(self.handle(), dtype, device) };
        call::tensor(result, "rt_torch_tensor_rand_like")
    }

    /// samples of N(0, 1) of x's shape (and dtype and device, unless given)
    pub fn randn_like(&self, dtype: i32, device: i32) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_randn_like(self.handle(), dtype, device) };
        call::tensor(result, "rt_torch_tensor_randn_like")
    }

    /// value in x's shape (and dtype and device, unless given)
    pub fn full_like(&self, value: f64, dtype: i32, device: i32) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_full_like(self.handle(), value, dtype, device) };
        call::tensor(result, "rt_torch_tensor_full_like")
    }

    /// the real part of a complex x, a view of its memory (float32 for complex64, float64 for complex128); a real x: x itself
    pub fn real(&self) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_real(self.handle()) };
        call::tensor(result, "rt_torch_tensor_real")
    }

    /// the imaginary part of a complex x, a view of its memory (a real x: RT_ERR_DTYPE)
    pub fn imag(&self) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_imag(self.handle()) };
        call::tensor(result, "rt_torch_tensor_imag")
    }

    /// dense x as a coalesced sparse COO tensor of its nonzero entries over its first sparse_dim dims (1..ndim; the others become dense dims of the values); differentiable
    pub fn to_sparse(&self, sparse_dim: i64) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_to_sparse(self.handle(), sparse_dim) };
        call::tensor(result, "rt_torch_tensor_to_sparse")
    }

    /// sparse x as a dense tensor (duplicates summed); a dense x itself; differentiable
    pub fn to_dense(&self) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_to_dense(self.handle()) };
        call::tensor(result, "rt_torch_tensor_to_dense")
    }

    /// 1 for a sparse COO tensor, 0 for a dense one
    pub fn is_sparse(&self) -> Result<bool> {
        let result = unsafe { sys::rt_torch_tensor_is_sparse(self.handle()) };
        call::flag(result, "rt_torch_tensor_is_sparse")
    }

    /// p-norm distances between the rows of x1 (*, P, M) and x2 (*, R, M), batch dims broadcast: (*, P, R); p >= 0 (0: count of differing entries, INFINITY: largest difference); compute_mode RT_CDIST_*
    pub fn cdist<'a>(&self, x2: impl Into<Option<&'a Tensor>>, p: f64, compute_mode: i32) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_cdist(self.handle(), call::handle(x2.into()), p, compute_mode) };
        call::tensor(result, "rt_torch_tensor_cdist")
    }

    /// int64 (n, ndim) coordinates of the non-zero elements, in row-major order (as rt_torch_tensor_nonzero)
    pub fn argwhere(&self) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_argwhere(self.handle()) };
        call::tensor(result, "rt_torch_tensor_argwhere")
    }

    /// larger of a and b, broadcast; a NaN loses to a number (NaN only where both are)
    pub fn fmax<'a>(&self, b: impl Into<Option<&'a Tensor>>) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_fmax(self.handle(), call::handle(b.into())) };
        call::tensor(result, "rt_torch_tensor_fmax")
    }

    /// smaller of a and b, broadcast; a NaN loses to a number (NaN only where both are)
    pub fn fmin<'a>(&self, b: impl Into<Option<&'a Tensor>>) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_fmin(self.handle(), call::handle(b.into())) };
        call::tensor(result, "rt_torch_tensor_fmin")
    }

    /// sum with NaNs counted as zero (integers and bool give int64) of all elements, as a scalar tensor
    pub fn nansum(&self) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_nansum(self.handle()) };
        call::tensor(result, "rt_torch_tensor_nansum")
    }

    /// sum with NaNs counted as zero (integers and bool give int64) along dim; keepdim keeps it as size 1
    pub fn nansum_dim(&self, dim: i64, keepdim: bool) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_nansum_dim(self.handle(), dim, i32::from(keepdim)) };
        call::tensor(result, "rt_torch_tensor_nansum_dim")
    }

    /// mean of the non-NaN elements of floating x over dims (ndims 0: all of them), NaN where all are NaN; keepdim keeps them as size 1
    pub fn nanmean(&self, dims: &[i64], keepdim: bool) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_nanmean(self.handle(), dims.as_ptr(), call::length(dims.len(), "dims")?, i32::from(keepdim)) };
        call::tensor(result, "rt_torch_tensor_nanmean")
    }

    /// a / b rounded by mode (RT_ROUNDING_*), broadcast and promoted (integers stay integers but for RT_ROUNDING_NONE); gradient zero but for RT_ROUNDING_NONE
    pub fn div_rounding<'a>(&self, b: impl Into<Option<&'a Tensor>>, mode: i32) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_div_rounding(self.handle(), call::handle(b.into()), mode) };
        call::tensor(result, "rt_torch_tensor_div_rounding")
    }

    /// x with the 0-dim value (converted to x's dtype) at the positions the int64 index (0-D or 1-D; negative ones count from the end) names along dim; value gets its gradient
    pub fn index_fill<'a>(&self, dim: i64, index: impl Into<Option<&'a Tensor>>, value: impl Into<Option<&'a Tensor>>) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_index_fill(self.handle(), dim, call::handle(index.into()), call::handle(value.into())) };
        call::tensor(result, "rt_torch_tensor_index_fill")
    }

    /// x broadcast with the bool mask, with source's first elements (row-major) where mask holds (source of x's dtype and at least as many elements as mask's True)
    pub fn masked_scatter<'a>(&self, mask: impl Into<Option<&'a Tensor>>, source: impl Into<Option<&'a Tensor>>) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_masked_scatter(self.handle(), call::handle(mask.into()), call::handle(source.into())) };
        call::tensor(result, "rt_torch_tensor_masked_scatter")
    }

    /// coordinate grids of n 0-D or 1-D tensors of one dtype and device (indexing RT_MESHGRID_*): writes n tensors, views expanded to every length, and returns n; n > max_out: RT_ERR_BUFFER_TOO_SMALL
    pub fn meshgrid(tensors: &[&Tensor], indexing: i32, max_out: usize) -> Result<Vec<Tensor>> {
        crate::ensure_abi()?;
        let tensors = call::handles(tensors);
        let mut out: Vec<sys::rt_tensor> = vec![0; max_out];
        let result = unsafe { sys::rt_torch_tensor_meshgrid(tensors.as_ptr(), call::length(tensors.len(), "tensors")?, indexing, out.as_mut_ptr(), call::length(max_out, "max_out")?) };
        call::tensors(out, call::count(result, "rt_torch_tensor_meshgrid")?, "rt_torch_tensor_meshgrid")
    }

    /// int64 count of the non-zero elements along the n distinct dims (n 0: of all elements)
    pub fn count_nonzero(&self, dims: &[i64]) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_count_nonzero(self.handle(), dims.as_ptr(), call::length(dims.len(), "dims")?) };
        call::tensor(result, "rt_torch_tensor_count_nonzero")
    }

    /// rt_torch_tensor_backward_gradient with PyTorch's other options: the .grad of inputs only accumulates (none: every leaf); create_graph records the backward itself, so the gradients in .grad require grad and can be differentiated again (pass retain_graph too, as PyTorch's default does then); status
    pub fn backward_ex<'a>(&self, gradient: impl Into<Option<&'a Tensor>>, inputs: &[&Tensor], retain_graph: bool, create_graph: bool) -> Result<()> {
        let inputs = call::handles(inputs);
        call::status(unsafe { sys::rt_torch_tensor_backward_ex(self.handle(), call::handle(gradient.into()), inputs.as_ptr(), call::length(inputs.len(), "inputs")?, i32::from(retain_graph), i32::from(create_graph)) }, "rt_torch_tensor_backward_ex")?;
        Ok(())
    }

    /// x rounded half to even to decimals decimal places (negative: to tens, hundreds, ...), as PyTorch's round(decimals=): x * 10**decimals rounded, divided by 10**decimals (negative decimals: x / 10**-decimals rounded, times 10**-decimals), in x's floating dtype (float32 math for the half types); integer, bool and complex x: RT_ERR_DTYPE; gradient zero
    pub fn round_decimals(&self, decimals: i64) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_round_decimals(self.handle(), decimals) };
        call::tensor(result, "rt_torch_tensor_round_decimals")
    }

    /// the part of x at index along dim, which drops out (a view, as torch.select); index in [-size, size), negative counting from the end, else RT_ERR_INVALID_ARGUMENT; a 0-dim x: RT_ERR_SHAPE
    pub fn select(&self, dim: i64, index: i64) -> Result<Tensor> {
        let result = unsafe { sys::rt_torch_tensor_select(self.handle(), dim, index) };
        call::tensor(result, "rt_torch_tensor_select")
    }
}

/// The `rt_torch_nn_*` functions.
pub mod nn {
    use crate::call;
    use crate::{sys, Result, Tensor};

    /// x @ weight.T + bias
    pub fn linear<'a>(x: impl Into<Option<&'a Tensor>>, weight: impl Into<Option<&'a Tensor>>, bias: impl Into<Option<&'a Tensor>>) -> Result<Tensor> {
        crate::ensure_abi()?;
        let result = unsafe { sys::rt_torch_nn_linear(call::handle(x.into()), call::handle(weight.into()), call::handle(bias.into())) };
        call::tensor(result, "rt_torch_nn_linear")
    }

    /// 2-D convolution of NCHW input
    pub fn conv2d<'a>(x: impl Into<Option<&'a Tensor>>, weight: impl Into<Option<&'a Tensor>>, bias: impl Into<Option<&'a Tensor>>, stride: &[i64; 2], padding: &[i64; 2], dilation: &[i64; 2], groups: i64) -> Result<Tensor> {
        crate::ensure_abi()?;
        let result = unsafe { sys::rt_torch_nn_conv2d(call::handle(x.into()), call::handle(weight.into()), call::handle(bias.into()), stride.as_ptr(), padding.as_ptr(), dilation.as_ptr(), groups) };
        call::tensor(result, "rt_torch_nn_conv2d")
    }

    /// 2-D max pooling
    pub fn max_pool2d<'a>(x: impl Into<Option<&'a Tensor>>, kernel: &[i64; 2], stride: &[i64; 2], padding: &[i64; 2]) -> Result<Tensor> {
        crate::ensure_abi()?;
        let result = unsafe { sys::rt_torch_nn_max_pool2d(call::handle(x.into()), kernel.as_ptr(), stride.as_ptr(), padding.as_ptr()) };
        call::tensor(result, "rt_torch_nn_max_pool2d")
    }

    /// 2-D average pooling (padding counted)
    pub fn avg_pool2d<'a>(x: impl Into<Option<&'a Tensor>>, kernel: &[i64; 2], stride: &[i64; 2], padding: &[i64; 2]) -> Result<Tensor> {
        crate::ensure_abi()?;
        let result = unsafe { sys::rt_torch_nn_avg_pool2d(call::handle(x.into()), kernel.as_ptr(), stride.as_ptr(), padding.as_ptr()) };
        call::tensor(result, "rt_torch_nn_avg_pool2d")
    }

    /// 1-D convolution of (N, C, L) or (C, L) input, weight (out_channels, in_channels / groups, k)
    pub fn conv1d<'a>(x: impl Into<Option<&'a Tensor>>, weight: impl Into<Option<&'a Tensor>>, bias: impl Into<Option<&'a Tensor>>, stride: i64, padding: i64, dilation: i64, groups: i64) -> Result<Tensor> {
        crate::ensure_abi()?;
        let result = unsafe { sys::rt_torch_nn_conv1d(call::handle(x.into()), call::handle(weight.into()), call::handle(bias.into()), stride, padding, dilation, groups) };
        call::tensor(result, "rt_torch_nn_conv1d")
    }

    /// transposed 2-D convolution (the gradient of conv2d's input) of NCHW input, weight (in_channels, out_channels / groups, kH, kW); output_padding below stride or dilation adds to one side
    pub fn conv_transpose2d<'a>(x: impl Into<Option<&'a Tensor>>, weight: impl Into<Option<&'a Tensor>>, bias: impl Into<Option<&'a Tensor>>, stride: &[i64; 2], padding: &[i64; 2], output_padding: &[i64; 2], dilation: &[i64; 2], groups: i64) -> Result<Tensor> {
        crate::ensure_abi()?;
        let result = unsafe { sys::rt_torch_nn_conv_transpose2d(call::handle(x.into()), call::handle(weight.into()), call::handle(bias.into()), stride.as_ptr(), padding.as_ptr(), output_padding.as_ptr(), dilation.as_ptr(), groups) };
        call::tensor(result, "rt_torch_nn_conv_transpose2d")
    }

    /// transposed 1-D convolution of (N, C, L) or (C, L) input, weight (in_channels, out_channels / groups, k)
    pub fn conv_transpose1d<'a>(x: impl Into<Option<&'a Tensor>>, weight: impl Into<Option<&'a Tensor>>, bias: impl Into<Option<&'a Tensor>>, stride: i64, padding: i64, output_padding: i64, dilation: i64, groups: i64) -> Result<Tensor> {
        crate::ensure_abi()?;
        let result = unsafe { sys::rt_torch_nn_conv_transpose1d(call::handle(x.into()), call::handle(weight.into()), call::handle(bias.into()), stride, padding, output_padding, dilation, groups) };
        call::tensor(result, "rt_torch_nn_conv_transpose1d")
    }

    /// 3-D convolution of (N, C, D, H, W) or (C, D, H, W) input, weight (out_channels, in_channels / groups, kD, kH, kW)
    pub fn conv3d<'a>(x: impl Into<Option<&'a Tensor>>, weight: impl Into<Option<&'a Tensor>>, bias: impl Into<Option<&'a Tensor>>, stride: &[i64; 3], padding: &[i64; 3], dilation: &[i64; 3], groups: i64) -> Result<Tensor> {
        crate::ensure_abi()?;
        let result = unsafe { sys::rt_torch_nn_conv3d(call::handle(x.into()), call::handle(weight.into()), call::handle(bias.into()), stride.as_ptr(), padding.as_ptr(), dilation.as_ptr(), groups) };
        call::tensor(result, "rt_torch_nn_conv3d")
    }

    /// 1-D max pooling of (N, C, L) or (C, L) input
    pub fn max_pool1d<'a>(x: impl Into<Option<&'a Tensor>>, kernel: i64, stride: i64, padding: i64) -> Result<Tensor> {
        crate::ensure_abi()?;
        let result = unsafe { sys::rt_torch_nn_max_pool1d(call::handle(x.into()), kernel, stride, padding) };
        call::tensor(result, "rt_torch_nn_max_pool1d")
    }

    /// 1-D average pooling (padding counted) of (N, C, L) or (C, L) input
    pub fn avg_pool1d<'a>(x: impl Into<Option<&'a Tensor>>, kernel: i64, stride: i64, padding: i64) -> Result<Tensor> {
        crate::ensure_abi()?;
        let result = unsafe { sys::rt_torch_nn_avg_pool1d(call::handle(x.into()), kernel, stride, padding) };
        call::tensor(result, "rt_torch_nn_avg_pool1d")
    }

    /// 2-D max pooling of (N, C, H, W) or (C, H, W) input with dilation and ceil_mode
    pub fn max_pool2d_ex<'a>(x: impl Into<Option<&'a Tensor>>, kernel: &[i64; 2], stride: &[i64; 2], padding: &[i64; 2], dilation: &[i64; 2], ceil_mode: bool) -> Result<Tensor> {
        crate::ensure_abi()?;
        let result = unsafe { sys::rt_torch_nn_max_pool2d_ex(call::handle(x.into()), kernel.as_ptr(), stride.as_ptr(), padding.as_ptr(), dilation.as_ptr(), i32::from(ceil_mode)) };
        call::tensor(result, "rt_torch_nn_max_pool2d_ex")
    }

    /// rt_torch_nn_max_pool2d_ex's output and the int64 index of each maximum in its plane; status
    pub fn max_pool2d_with_indices<'a>(x: impl Into<Option<&'a Tensor>>, kernel: &[i64; 2], stride: &[i64; 2], padding: &[i64; 2], dilation: &[i64; 2], ceil_mode: bool) -> Result<(Tensor, Tensor)> {
        crate::ensure_abi()?;
        let mut output: sys::rt_tensor = 0;
        let mut indices: sys::rt_tensor = 0;
        call::status(unsafe { sys::rt_torch_nn_max_pool2d_with_indices(call::handle(x.into()), kernel.as_ptr(), stride.as_ptr(), padding.as_ptr(), dilation.as_ptr(), i32::from(ceil_mode), &mut output, &mut indices) }, "rt_torch_nn_max_pool2d_with_indices")?;
        let output = call::owned(output);
        let indices = call::owned(indices);
        Ok((call::required(output, "rt_torch_nn_max_pool2d_with_indices")?, call::required(indices, "rt_torch_nn_max_pool2d_with_indices")?))
    }

    /// 1-D max pooling of (N, C, L) or (C, L) input with dilation and ceil_mode
    pub fn max_pool1d_ex<'a>(x: impl Into<Option<&'a Tensor>>, kernel: i64, stride: i64, padding: i64, dilation: i64, ceil_mode: bool) -> Result<Tensor> {
        crate::ensure_abi()?;
        let result = unsafe { sys::rt_torch_nn_max_pool1d_ex(call::handle(x.into()), kernel, stride, padding, dilation, i32::from(ceil_mode)) };
        call::tensor(result, "rt_torch_nn_max_pool1d_ex")
    }

    /// rt_torch_nn_max_pool1d_ex's output and the int64 position of each maximum along L; status
    pub fn max_pool1d_with_indices<'a>(x: impl Into<Option<&'a Tensor>>, kernel: i64, stride: i64, padding: i64, dilation: i64, ceil_mode: bool) -> Result<(Tensor, Tensor)> {
        crate::ensure_abi()?;
        let mut output: sys::rt_tensor = 0;
        let mut indices: sys::rt_tensor = 0;
        call::status(unsafe { sys::rt_torch_nn_max_pool1d_with_indices(call::handle(x.into()), kernel, stride, padding, dilation, i32::from(ceil_mode), &mut output, &mut indices) }, "rt_torch_nn_max_pool1d_with_indices")?;
        let output = call::owned(output);
        let indices = call::owned(indices);
        Ok((call::required(output, "rt_torch_nn_max_pool1d_with_indices")?, call::required(indices, "rt_torch_nn_max_pool1d_with_indices")?))
    }

    /// 2-D average pooling: each window's sum over divisor_override (0: none), else over its size (the padding counted if count_include_pad, never what lies past it)
    pub fn avg_pool2d_ex<'a>(x: impl Into<Option<&'a Tensor>>, kernel: &[i64; 2], stride: &[i64; 2], padding: &[i64; 2], ceil_mode: bool, count_include_pad: bool, divisor_override: i64) -> Result<Tensor> {
        crate::ensure_abi()?;
        let result = unsafe { sys::rt_torch_nn_avg_pool2d_ex(call::handle(x.into()), kernel.as_ptr(), stride.as_ptr(), padding.as_ptr(), i32::from(ceil_mode), i32::from(count_include_pad), divisor_override) };
        call::tensor(result, "rt_torch_nn_avg_pool2d_ex")
    }

    /// 1-D average pooling of (N, C, L) or (C, L) input, options as rt_torch_nn_avg_pool2d_ex
    pub fn avg_pool1d_ex<'a>(x: impl Into<Option<&'a Tensor>>, kernel: i64, stride: i64, padding: i64, ceil_mode: bool, count_include_pad: bool, divisor_override: i64) -> Result<Tensor> {
        crate::ensure_abi()?;
        let result = unsafe { sys::rt_torch_nn_avg_pool1d_ex(call::handle(x.into()), kernel, stride, padding, i32::from(ceil_mode), i32::from(count_include_pad), divisor_override) };
        call::tensor(result, "rt_torch_nn_avg_pool1d_ex")
    }

    /// mean of (N, C, H, W) or (C, H, W) floating x over adaptive windows, to output_size (0 allowed)
    pub fn adaptive_avg_pool2d<'a>(x: impl Into<Option<&'a Tensor>>, output_size: &[i64; 2]) -> Result<Tensor> {
        crate::ensure_abi()?;
        let result = unsafe { sys::rt_torch_nn_adaptive_avg_pool2d(call::handle(x.into()), output_size.as_ptr()) };
        call::tensor(result, "rt_torch_nn_adaptive_avg_pool2d")
    }

    /// mean of (N, C, L) or (C, L) floating x over adaptive windows, to output_size (0 allowed)
    pub fn adaptive_avg_pool1d<'a>(x: impl Into<Option<&'a Tensor>>, output_size: i64) -> Result<Tensor> {
        crate::ensure_abi()?;
        let result = unsafe { sys::rt_torch_nn_adaptive_avg_pool1d(call::handle(x.into()), output_size) };
        call::tensor(result, "rt_torch_nn_adaptive_avg_pool1d")
    }

    /// maximum of (N, C, H, W) or (C, H, W) floating x over adaptive windows, to output_size (0 allowed)
    pub fn adaptive_max_pool2d<'a>(x: impl Into<Option<&'a Tensor>>, output_size: &[i64; 2]) -> Result<Tensor> {
        crate::ensure_abi()?;
        let result = unsafe { sys::rt_torch_nn_adaptive_max_pool2d(call::handle(x.into()), output_size.as_ptr()) };
        call::tensor(result, "rt_torch_nn_adaptive_max_pool2d")
    }

    /// rt_torch_nn_adaptive_max_pool2d's output and the int64 index of each maximum in its plane; status
    pub fn adaptive_max_pool2d_with_indices<'a>(x: impl Into<Option<&'a Tensor>>, output_size: &[i64; 2]) -> Result<(Tensor, Tensor)> {
        crate::ensure_abi()?;
        let mut output: sys::rt_tensor = 0;
        let mut indices: sys::rt_tensor = 0;
        call::status(unsafe { sys::rt_torch_nn_adaptive_max_pool2d_with_indices(call::handle(x.into()), output_size.as_ptr(), &mut output, &mut indices) }, "rt_torch_nn_adaptive_max_pool2d_with_indices")?;
        let output = call::owned(output);
        let indices = call::owned(indices);
        Ok((call::required(output, "rt_torch_nn_adaptive_max_pool2d_with_indices")?, call::required(indices, "rt_torch_nn_adaptive_max_pool2d_with_indices")?))
    }

    /// maximum of (N, C, L) or (C, L) floating x over adaptive windows, to output_size (0 allowed)
    pub fn adaptive_max_pool1d<'a>(x: impl Into<Option<&'a Tensor>>, output_size: i64) -> Result<Tensor> {
        crate::ensure_abi()?;
        let result = unsafe { sys::rt_torch_nn_adaptive_max_pool1d(call::handle(x.into()), output_size) };
        call::tensor(result, "rt_torch_nn_adaptive_max_pool1d")
    }

    /// rt_torch_nn_adaptive_max_pool1d's output and the int64 position of each maximum along L; status
    pub fn adaptive_max_pool1d_with_indices<'a>(x: impl Into<Option<&'a Tensor>>, output_size: i64) -> Result<(Tensor, Tensor)> {
        crate::ensure_abi()?;
        let mut output: sys::rt_tensor = 0;
        let mut indices: sys::rt_tensor = 0;
        call::status(unsafe { sys::rt_torch_nn_adaptive_max_pool1d_with_indices(call::handle(x.into()), output_size, &mut output, &mut indices) }, "rt_torch_nn_adaptive_max_pool1d_with_indices")?;
        let output = call::owned(output);
        let indices = call::owned(indices);
        Ok((call::required(output, "rt_torch_nn_adaptive_max_pool1d_with_indices")?, call::required(indices, "rt_torch_nn_adaptive_max_pool1d_with_indices")?))
    }

    /// (N, C, *) x resized to size over its last n dims by mode (RT_INTERPOLATE_*); scales (n_scales 0 or n): the scale factors a caller gave, used for the positions as PyTorch does; align_corners for LINEAR
    pub fn interpolate<'a>(x: impl Into<Option<&'a Tensor>>, size: &[i64], scales: &[f64], mode: i32, align_corners: bool) -> Result<Tensor> {
        crate::ensure_abi()?;
        let result = unsafe { sys::rt_torch_nn_interpolate(call::handle(x.into()), size.as_ptr(), call::length(size.len(), "size")?, scales.as_ptr(), call::length(scales.len(), "scales")?, mode, i32::from(align_corners)) };
        call::tensor(result, "rt_torch_nn_interpolate")
    }

    /// each group of channels of (N, C, *) x normalised over its channels and positions (biased variance), then weight * . + bias per channel (0: none; of x's dtype, or float32 with a half or bfloat16 x, as PyTorch's CPU kernel takes); instance norm is num_groups = C
    pub fn group_norm<'a>(x: impl Into<Option<&'a Tensor>>, num_groups: i64, weight: impl Into<Option<&'a Tensor>>, bias: impl Into<Option<&'a Tensor>>, eps: f64) -> Result<Tensor> {
        crate::ensure_abi()?;
        let result = unsafe { sys::rt_torch_nn_group_norm(call::handle(x.into()), num_groups, call::handle(weight.into()), call::handle(bias.into()), eps) };
        call::tensor(result, "rt_torch_nn_group_norm")
    }

    /// x / sqrt(mean(x ** 2) + eps) over the trailing dims of normalized_shape, times weight (0: none); eps NaN: the dtype's machine epsilon
    pub fn rms_norm<'a>(x: impl Into<Option<&'a Tensor>>, normalized_shape: &[i64], weight: impl Into<Option<&'a Tensor>>, eps: f64) -> Result<Tensor> {
        crate::ensure_abi()?;
        let result = unsafe { sys::rt_torch_nn_rms_norm(call::handle(x.into()), normalized_shape.as_ptr(), call::length(normalized_shape.len(), "normalized_shape")?, call::handle(weight.into()), eps) };
        call::tensor(result, "rt_torch_nn_rms_norm")
    }

    /// batch norm over dim 1; updates the running stats in place when training
    pub fn batch_norm<'a>(x: impl Into<Option<&'a Tensor>>, running_mean: impl Into<Option<&'a Tensor>>, running_var: impl Into<Option<&'a Tensor>>, weight: impl Into<Option<&'a Tensor>>, bias: impl Into<Option<&'a Tensor>>, training: bool, momentum: f64, eps: f64) -> Result<Tensor> {
        crate::ensure_abi()?;
        let result = unsafe { sys::rt_torch_nn_batch_norm(call::handle(x.into()), call::handle(running_mean.into()), call::handle(running_var.into()), call::handle(weight.into()), call::handle(bias.into()), i32::from(training), momentum, eps) };
        call::tensor(result, "rt_torch_nn_batch_norm")
    }

    /// normalise over the trailing dims
    pub fn layer_norm<'a>(x: impl Into<Option<&'a Tensor>>, normalized_shape: &[i64], weight: impl Into<Option<&'a Tensor>>, bias: impl Into<Option<&'a Tensor>>, eps: f64) -> Result<Tensor> {
        crate::ensure_abi()?;
        let result = unsafe { sys::rt_torch_nn_layer_norm(call::handle(x.into()), normalized_shape.as_ptr(), call::length(normalized_shape.len(), "normalized_shape")?, call::handle(weight.into()), call::handle(bias.into()), eps) };
        call::tensor(result, "rt_torch_nn_layer_norm")
    }

    /// zero elements with probability p, scale by 1/(1-p)
    pub fn dropout<'a>(x: impl Into<Option<&'a Tensor>>, p: f64, training: bool) -> Result<Tensor> {
        crate::ensure_abi()?;
        let result = unsafe { sys::rt_torch_nn_dropout(call::handle(x.into()), p, i32::from(training)) };
        call::tensor(result, "rt_torch_nn_dropout")
    }

    /// rows of weight picked by int64 indices
    pub fn embedding<'a>(indices: impl Into<Option<&'a Tensor>>, weight: impl Into<Option<&'a Tensor>>) -> Result<Tensor> {
        crate::ensure_abi()?;
        let result = unsafe { sys::rt_torch_nn_embedding(call::handle(indices.into()), call::handle(weight.into())) };
        call::tensor(result, "rt_torch_nn_embedding")
    }

    /// rt_torch_nn_embedding with PyTorch's options: row padding_idx (-1: none) gets no gradient; max_norm > 0 first scales the named rows whose norm_type-norm exceeds it, in place (0: none)
    pub fn embedding_ex<'a>(indices: impl Into<Option<&'a Tensor>>, weight: impl Into<Option<&'a Tensor>>, padding_idx: i64, max_norm: f64, norm_type: f64) -> Result<Tensor> {
        crate::ensure_abi()?;
        let result = unsafe { sys::rt_torch_nn_embedding_ex(call::handle(indices.into()), call::handle(weight.into()), padding_idx, max_norm, norm_type) };
        call::tensor(result, "rt_torch_nn_embedding_ex")
    }

    /// (bags, embedding_dim): each bag's rows of weight combined by mode (RT_EMBEDDING_BAG_*); 1-D indices cut into bags at offsets (starts from 0, non-decreasing; include_last_offset: offsets ends with the length), or 2-D indices of one bag a row (offsets 0); per_sample_weights (0: none) of indices' shape, SUM only; padding_idx (-1: none) rows are left out; an empty bag gives zeros; max_norm > 0 renormalises the rows used in place as rt_torch_nn_embedding_ex
    pub fn embedding_bag<'a>(indices: impl Into<Option<&'a Tensor>>, weight: impl Into<Option<&'a Tensor>>, offsets: impl Into<Option<&'a Tensor>>, mode: i32, per_sample_weights: impl Into<Option<&'a Tensor>>, include_last_offset: bool, padding_idx: i64, max_norm: f64, norm_type: f64) -> Result<Tensor> {
        crate::ensure_abi()?;
        let result = unsafe { sys::rt_torch_nn_embedding_bag(call::handle(indices.into()), call::handle(weight.into()), call::handle(offsets.into()), mode, call::handle(per_sample_weights.into()), i32::from(include_last_offset), padding_idx, max_norm, norm_type) };
        call::tensor(result, "rt_torch_nn_embedding_bag")
    }

    /// int64 of indices' shape plus a last dim of num_classes (-1: the largest index + 1), 1 at each index
    pub fn one_hot<'a>(indices: impl Into<Option<&'a Tensor>>, num_classes: i64) -> Result<Tensor> {
        crate::ensure_abi()?;
        let result = unsafe { sys::rt_torch_nn_one_hot(call::handle(indices.into()), num_classes) };
        call::tensor(result, "rt_torch_nn_one_hot")
    }

    /// x divided by max(its p-norm along dim, eps), floating x
    pub fn normalize<'a>(x: impl Into<Option<&'a Tensor>>, p: f64, dim: i64, eps: f64) -> Result<Tensor> {
        crate::ensure_abi()?;
        let result = unsafe { sys::rt_torch_nn_normalize(call::handle(x.into()), p, dim, eps) };
        call::tensor(result, "rt_torch_nn_normalize")
    }

    /// cosine of the angle between x1 and x2 along dim (broadcast; promoted to a floating dtype), each norm at least eps
    pub fn cosine_similarity<'a>(x1: impl Into<Option<&'a Tensor>>, x2: impl Into<Option<&'a Tensor>>, dim: i64, eps: f64) -> Result<Tensor> {
        crate::ensure_abi()?;
        let result = unsafe { sys::rt_torch_nn_cosine_similarity(call::handle(x1.into()), call::handle(x2.into()), dim, eps) };
        call::tensor(result, "rt_torch_nn_cosine_similarity")
    }

    /// squared error
    pub fn mse_loss<'a>(input: impl Into<Option<&'a Tensor>>, target: impl Into<Option<&'a Tensor>>, reduction: i32) -> Result<Tensor> {
        crate::ensure_abi()?;
        let result = unsafe { sys::rt_torch_nn_mse_loss(call::handle(input.into()), call::handle(target.into()), reduction) };
        call::tensor(result, "rt_torch_nn_mse_loss")
    }

    /// cross entropy on int64 class indices
    pub fn cross_entropy<'a>(logits: impl Into<Option<&'a Tensor>>, target: impl Into<Option<&'a Tensor>>, reduction: i32) -> Result<Tensor> {
        crate::ensure_abi()?;
        let result = unsafe { sys::rt_torch_nn_cross_entropy(call::handle(logits.into()), call::handle(target.into()), reduction) };
        call::tensor(result, "rt_torch_nn_cross_entropy")
    }

    /// BCE on probabilities
    pub fn binary_cross_entropy<'a>(probs: impl Into<Option<&'a Tensor>>, target: impl Into<Option<&'a Tensor>>, reduction: i32) -> Result<Tensor> {
        crate::ensure_abi()?;
        let result = unsafe { sys::rt_torch_nn_binary_cross_entropy(call::handle(probs.into()), call::handle(target.into()), reduction) };
        call::tensor(result, "rt_torch_nn_binary_cross_entropy")
    }

    /// negative log likelihood on class indices
    pub fn nll_loss<'a>(log_probs: impl Into<Option<&'a Tensor>>, target: impl Into<Option<&'a Tensor>>, reduction: i32) -> Result<Tensor> {
        crate::ensure_abi()?;
        let result = unsafe { sys::rt_torch_nn_nll_loss(call::handle(log_probs.into()), call::handle(target.into()), reduction) };
        call::tensor(result, "rt_torch_nn_nll_loss")
    }

    /// absolute error
    pub fn l1_loss<'a>(input: impl Into<Option<&'a Tensor>>, target: impl Into<Option<&'a Tensor>>, reduction: i32) -> Result<Tensor> {
        crate::ensure_abi()?;
        let result = unsafe { sys::rt_torch_nn_l1_loss(call::handle(input.into()), call::handle(target.into()), reduction) };
        call::tensor(result, "rt_torch_nn_l1_loss")
    }

    /// 0.5 * d ** 2 / beta where |d| < beta, else |d| - 0.5 * beta, d = input - target (beta >= 0; 0: l1)
    pub fn smooth_l1_loss<'a>(input: impl Into<Option<&'a Tensor>>, target: impl Into<Option<&'a Tensor>>, beta: f64, reduction: i32) -> Result<Tensor> {
        crate::ensure_abi()?;
        let result = unsafe { sys::rt_torch_nn_smooth_l1_loss(call::handle(input.into()), call::handle(target.into()), beta, reduction) };
        call::tensor(result, "rt_torch_nn_smooth_l1_loss")
    }

    /// 0.5 * d ** 2 where |d| < delta, else delta * (|d| - 0.5 * delta), d = input - target (delta > 0)
    pub fn huber_loss<'a>(input: impl Into<Option<&'a Tensor>>, target: impl Into<Option<&'a Tensor>>, delta: f64, reduction: i32) -> Result<Tensor> {
        crate::ensure_abi()?;
        let result = unsafe { sys::rt_torch_nn_huber_loss(call::handle(input.into()), call::handle(target.into()), delta, reduction) };
        call::tensor(result, "rt_torch_nn_huber_loss")
    }

    /// log(1 + exp(-target * input)); target takes no gradient
    pub fn soft_margin_loss<'a>(input: impl Into<Option<&'a Tensor>>, target: impl Into<Option<&'a Tensor>>, reduction: i32) -> Result<Tensor> {
        crate::ensure_abi()?;
        let result = unsafe { sys::rt_torch_nn_soft_margin_loss(call::handle(input.into()), call::handle(target.into()), reduction) };
        call::tensor(result, "rt_torch_nn_soft_margin_loss")
    }

    /// BCE of sigmoid(input), computed without overflow; weight (0: none) scales each element's loss and pos_weight (0: none) the positive term; both broadcast to input's shape and take no gradient
    pub fn binary_cross_entropy_with_logits<'a>(input: impl Into<Option<&'a Tensor>>, target: impl Into<Option<&'a Tensor>>, weight: impl Into<Option<&'a Tensor>>, pos_weight: impl Into<Option<&'a Tensor>>, reduction: i32) -> Result<Tensor> {
        crate::ensure_abi()?;
        let result = unsafe { sys::rt_torch_nn_binary_cross_entropy_with_logits(call::handle(input.into()), call::handle(target.into()), call::handle(weight.into()), call::handle(pos_weight.into()), reduction) };
        call::tensor(result, "rt_torch_nn_binary_cross_entropy_with_logits")
    }

    /// target * (log(target) - input) of log-probabilities input (log_target: target holds log-probabilities too); RT_REDUCTION_MEAN averages over every element
    pub fn kl_div<'a>(input: impl Into<Option<&'a Tensor>>, target: impl Into<Option<&'a Tensor>>, log_target: bool, reduction: i32) -> Result<Tensor> {
        crate::ensure_abi()?;
        let result = unsafe { sys::rt_torch_nn_kl_div(call::handle(input.into()), call::handle(target.into()), i32::from(log_target), reduction) };
        call::tensor(result, "rt_torch_nn_kl_div")
    }

    /// cross entropy with PyTorch's options: target int64 class indices, or class probabilities of logits' shape; weight (0: none) one per class, of logits' dtype, taking no gradient with indices; ignore_index a class index left out (mean: of the weighted count); label_smoothing in [0, 1]
    pub fn cross_entropy_ex<'a>(logits: impl Into<Option<&'a Tensor>>, target: impl Into<Option<&'a Tensor>>, weight: impl Into<Option<&'a Tensor>>, ignore_index: i64, label_smoothing: f64, reduction: i32) -> Result<Tensor> {
        crate::ensure_abi()?;
        let result = unsafe { sys::rt_torch_nn_cross_entropy_ex(call::handle(logits.into()), call::handle(target.into()), call::handle(weight.into()), ignore_index, label_smoothing, reduction) };
        call::tensor(result, "rt_torch_nn_cross_entropy_ex")
    }

    /// negative log likelihood with class weights (0: none; mean divides by the weights of the counted targets) and an ignore_index
    pub fn nll_loss_ex<'a>(log_probs: impl Into<Option<&'a Tensor>>, target: impl Into<Option<&'a Tensor>>, weight: impl Into<Option<&'a Tensor>>, ignore_index: i64, reduction: i32) -> Result<Tensor> {
        crate::ensure_abi()?;
        let result = unsafe { sys::rt_torch_nn_nll_loss_ex(call::handle(log_probs.into()), call::handle(target.into()), call::handle(weight.into()), ignore_index, reduction) };
        call::tensor(result, "rt_torch_nn_nll_loss_ex")
    }

    /// max(0, -target * (input1 - input2) + margin); the three have one number of dims and broadcast (promoted; integers give float32, bool and complex are refused)
    pub fn margin_ranking_loss<'a>(input1: impl Into<Option<&'a Tensor>>, input2: impl Into<Option<&'a Tensor>>, target: impl Into<Option<&'a Tensor>>, margin: f64, reduction: i32) -> Result<Tensor> {
        crate::ensure_abi()?;
        let result = unsafe { sys::rt_torch_nn_margin_ranking_loss(call::handle(input1.into()), call::handle(input2.into()), call::handle(target.into()), margin, reduction) };
        call::tensor(result, "rt_torch_nn_margin_ranking_loss")
    }

    /// 1 - cos(input1, input2) where target is 1, max(0, cos - margin) where it is -1, else 0: inputs (N, D) with target (N), or (D) with a 0-dim target (inputs broadcast; integers give float32)
    pub fn cosine_embedding_loss<'a>(input1: impl Into<Option<&'a Tensor>>, input2: impl Into<Option<&'a Tensor>>, target: impl Into<Option<&'a Tensor>>, margin: f64, reduction: i32) -> Result<Tensor> {
        crate::ensure_abi()?;
        let result = unsafe { sys::rt_torch_nn_cosine_embedding_loss(call::handle(input1.into()), call::handle(input2.into()), call::handle(target.into()), margin, reduction) };
        call::tensor(result, "rt_torch_nn_cosine_embedding_loss")
    }

    /// max(0, margin + d(anchor, positive) - d(anchor, negative)), d(a, b) the p-norm of a - b + eps over the last dim (swap: the smaller of d(anchor, negative) and d(positive, negative)); margin > 0, p >= 0; the three have one number of dims and broadcast
    pub fn triplet_margin_loss<'a>(anchor: impl Into<Option<&'a Tensor>>, positive: impl Into<Option<&'a Tensor>>, negative: impl Into<Option<&'a Tensor>>, margin: f64, p: f64, eps: f64, swap: bool, reduction: i32) -> Result<Tensor> {
        crate::ensure_abi()?;
        let result = unsafe { sys::rt_torch_nn_triplet_margin_loss(call::handle(anchor.into()), call::handle(positive.into()), call::handle(negative.into()), margin, p, eps, i32::from(swap), reduction) };
        call::tensor(result, "rt_torch_nn_triplet_margin_loss")
    }

    /// CTC loss: log_probs (T, N, C) or unbatched (T, C), float32 or float64; targets integer classes other than blank, (N, S) padded or 1-D one after another; input_lengths, target_lengths integer (N) (0-dim unbatched); mean divides each loss by its target length (at least 1), then averages; zero_infinity: impossible alignments give 0 and no gradient; the gradient is PyTorch's (made for log_softmax input)
    pub fn ctc_loss<'a>(log_probs: impl Into<Option<&'a Tensor>>, targets: impl Into<Option<&'a Tensor>>, input_lengths: impl Into<Option<&'a Tensor>>, target_lengths: impl Into<Option<&'a Tensor>>, blank: i64, reduction: i32, zero_infinity: bool) -> Result<Tensor> {
        crate::ensure_abi()?;
        let result = unsafe { sys::rt_torch_nn_ctc_loss(call::handle(log_probs.into()), call::handle(targets.into()), call::handle(input_lengths.into()), call::handle(target_lengths.into()), blank, reduction, i32::from(zero_infinity)) };
        call::tensor(result, "rt_torch_nn_ctc_loss")
    }

    /// scale the params' gradients in place so that their joint norm_type-norm (inf for the largest) is at most max_norm; returns that norm before clipping
    pub fn clip_grad_norm(params: &[&Tensor], max_norm: f64, norm_type: f64, error_if_nonfinite: bool) -> Result<Tensor> {
        crate::ensure_abi()?;
        let params = call::handles(params);
        let result = unsafe { sys::rt_torch_nn_clip_grad_norm(params.as_ptr(), call::length(params.len(), "params")?, max_norm, norm_type, i32::from(error_if_nonfinite)) };
        call::tensor(result, "rt_torch_nn_clip_grad_norm")
    }

    /// clamp the params' gradients in place to [-clip_value, clip_value]; status
    pub fn clip_grad_value(params: &[&Tensor], clip_value: f64) -> Result<()> {
        crate::ensure_abi()?;
        let params = call::handles(params);
        call::status(unsafe { sys::rt_torch_nn_clip_grad_value(params.as_ptr(), call::length(params.len(), "params")?, clip_value) }, "rt_torch_nn_clip_grad_value")?;
        Ok(())
    }

    /// x padded by (before, after) pairs, the last dim first (negative crops); mode RT_PAD_*, value for RT_PAD_CONSTANT
    pub fn pad<'a>(x: impl Into<Option<&'a Tensor>>, pad: &[i64], mode: i32, value: f64) -> Result<Tensor> {
        crate::ensure_abi()?;
        let result = unsafe { sys::rt_torch_nn_pad(call::handle(x.into()), pad.as_ptr(), call::length(pad.len(), "pad")?, mode, value) };
        call::tensor(result, "rt_torch_nn_pad")
    }

    /// softmax(query key^T * scale + mask) value over the last two dims (..., L, E), (..., S, E), (..., S, Ev), batch dims broadcast; attn_mask (0: none) bool (1 takes part) or of query's dtype (added), broadcast to (..., L, S); is_causal: the lower triangle takes part (not with a mask); scale NaN: 1 / sqrt(E); a row that takes nothing gives 0
    pub fn scaled_dot_product_attention<'a>(query: impl Into<Option<&'a Tensor>>, key: impl Into<Option<&'a Tensor>>, value: impl Into<Option<&'a Tensor>>, attn_mask: impl Into<Option<&'a Tensor>>, dropout_p: f64, is_causal: bool, scale: f64) -> Result<Tensor> {
        crate::ensure_abi()?;
        let result = unsafe { sys::rt_torch_nn_scaled_dot_product_attention(call::handle(query.into()), call::handle(key.into()), call::handle(value.into()), call::handle(attn_mask.into()), dropout_p, i32::from(is_causal), scale) };
        call::tensor(result, "rt_torch_nn_scaled_dot_product_attention")
    }

    /// one Elman step: tanh (relu: max(0, .)) of input w_ih^T + b_ih + hx w_hh^T + b_hh; input (N, I) or (I), hx (N, H) or (H); biases may be 0
    pub fn rnn_cell<'a>(input: impl Into<Option<&'a Tensor>>, hx: impl Into<Option<&'a Tensor>>, w_ih: impl Into<Option<&'a Tensor>>, w_hh: impl Into<Option<&'a Tensor>>, b_ih: impl Into<Option<&'a Tensor>>, b_hh: impl Into<Option<&'a Tensor>>, relu: bool) -> Result<Tensor> {
        crate::ensure_abi()?;
        let result = unsafe { sys::rt_torch_nn_rnn_cell(call::handle(input.into()), call::handle(hx.into()), call::handle(w_ih.into()), call::handle(w_hh.into()), call::handle(b_ih.into()), call::handle(b_hh.into()), i32::from(relu)) };
        call::tensor(result, "rt_torch_nn_rnn_cell")
    }

    /// one LSTM step with PyTorch's gate order (input, forget, cell, output) in w_ih (4H, I) and w_hh (4H, H); status
    pub fn lstm_cell<'a>(input: impl Into<Option<&'a Tensor>>, hx: impl Into<Option<&'a Tensor>>, cx: impl Into<Option<&'a Tensor>>, w_ih: impl Into<Option<&'a Tensor>>, w_hh: impl Into<Option<&'a Tensor>>, b_ih: impl Into<Option<&'a Tensor>>, b_hh: impl Into<Option<&'a Tensor>>) -> Result<(Tensor, Tensor)> {
        crate::ensure_abi()?;
        let mut h: sys::rt_tensor = 0;
        let mut c: sys::rt_tensor = 0;
        call::status(unsafe { sys::rt_torch_nn_lstm_cell(call::handle(input.into()), call::handle(hx.into()), call::handle(cx.into()), call::handle(w_ih.into()), call::handle(w_hh.into()), call::handle(b_ih.into()), call::handle(b_hh.into()), &mut h, &mut c) }, "rt_torch_nn_lstm_cell")?;
        let h = call::owned(h);
        let c = call::owned(c);
        Ok((call::required(h, "rt_torch_nn_lstm_cell")?, call::required(c, "rt_torch_nn_lstm_cell")?))
    }

    /// one GRU step with PyTorch's gate order (reset, update, new) in w_ih (3H, I) and w_hh (3H, H)
    pub fn gru_cell<'a>(input: impl Into<Option<&'a Tensor>>, hx: impl Into<Option<&'a Tensor>>, w_ih: impl Into<Option<&'a Tensor>>, w_hh: impl Into<Option<&'a Tensor>>, b_ih: impl Into<Option<&'a Tensor>>, b_hh: impl Into<Option<&'a Tensor>>) -> Result<Tensor> {
        crate::ensure_abi()?;
        let result = unsafe { sys::rt_torch_nn_gru_cell(call::handle(input.into()), call::handle(hx.into()), call::handle(w_ih.into()), call::handle(w_hh.into()), call::handle(b_ih.into()), call::handle(b_hh.into())) };
        call::tensor(result, "rt_torch_nn_gru_cell")
    }

    /// input (N, C, H, W) read at grid (N, H', W', 2) of (x, y) positions in [-1, 1] (or (N, C, D, H, W) at (N, D', H', W', 3)): (N, C, H', W'); mode RT_GRID_SAMPLE_*, padding_mode RT_GRID_SAMPLE_PAD_*; align_corners: -1 and 1 are the corner elements' centres, else their outer edges
    pub fn grid_sample<'a>(input: impl Into<Option<&'a Tensor>>, grid: impl Into<Option<&'a Tensor>>, mode: i32, padding_mode: i32, align_corners: bool) -> Result<Tensor> {
        crate::ensure_abi()?;
        let result = unsafe { sys::rt_torch_nn_grid_sample(call::handle(input.into()), call::handle(grid.into()), mode, padding_mode, i32::from(align_corners)) };
        call::tensor(result, "rt_torch_nn_grid_sample")
    }

    /// the grid of rt_torch_nn_grid_sample that affine matrices theta (N, 2, 3) make for size (N, C, H, W): (N, H, W, 2); or theta (N, 3, 4) for (N, C, D, H, W): (N, D, H, W, 3)
    pub fn affine_grid<'a>(theta: impl Into<Option<&'a Tensor>>, size: &[i64], align_corners: bool) -> Result<Tensor> {
        crate::ensure_abi()?;
        let result = unsafe { sys::rt_torch_nn_affine_grid(call::handle(theta.into()), size.as_ptr(), call::length(size.len(), "size")?, i32::from(align_corners)) };
        call::tensor(result, "rt_torch_nn_affine_grid")
    }

    /// the sliding blocks of (N, C, H, W) or (C, H, W) input as columns: (N, C * kh * kw, L), L the number of blocks (im2col)
    pub fn unfold<'a>(input: impl Into<Option<&'a Tensor>>, kernel_size: &[i64; 2], dilation: &[i64; 2], padding: &[i64; 2], stride: &[i64; 2]) -> Result<Tensor> {
        crate::ensure_abi()?;
        let result = unsafe { sys::rt_torch_nn_unfold(call::handle(input.into()), kernel_size.as_ptr(), dilation.as_ptr(), padding.as_ptr(), stride.as_ptr()) };
        call::tensor(result, "rt_torch_nn_unfold")
    }

    /// the columns of (N, C * kh * kw, L) or (C * kh * kw, L) input summed back into (N, C, *output_size) (col2im, rt_torch_nn_unfold's adjoint)
    pub fn fold<'a>(input: impl Into<Option<&'a Tensor>>, output_size: &[i64; 2], kernel_size: &[i64; 2], dilation: &[i64; 2], padding: &[i64; 2], stride: &[i64; 2]) -> Result<Tensor> {
        crate::ensure_abi()?;
        let result = unsafe { sys::rt_torch_nn_fold(call::handle(input.into()), output_size.as_ptr(), kernel_size.as_ptr(), dilation.as_ptr(), padding.as_ptr(), stride.as_ptr()) };
        call::tensor(result, "rt_torch_nn_fold")
    }

    /// (*, C r^2, H, W) to (*, C, H r, W r), r the upscale_factor (> 0)
    pub fn pixel_shuffle<'a>(x: impl Into<Option<&'a Tensor>>, upscale_factor: i64) -> Result<Tensor> {
        crate::ensure_abi()?;
        let result = unsafe { sys::rt_torch_nn_pixel_shuffle(call::handle(x.into()), upscale_factor) };
        call::tensor(result, "rt_torch_nn_pixel_shuffle")
    }

    /// (*, C, H r, W r) to (*, C r^2, H, W), r the downscale_factor (> 0): pixel_shuffle's inverse
    pub fn pixel_unshuffle<'a>(x: impl Into<Option<&'a Tensor>>, downscale_factor: i64) -> Result<Tensor> {
        crate::ensure_abi()?;
        let result = unsafe { sys::rt_torch_nn_pixel_unshuffle(call::handle(x.into()), downscale_factor) };
        call::tensor(result, "rt_torch_nn_pixel_unshuffle")
    }

    /// nn.TransformerEncoderLayer's forward: self-attention and a feed-forward block (activation RT_ACTIVATION_*), each with dropout, a residual and a LayerNorm (after them, or before with norm_first); weights: the layer's 12 named_parameters (6 without biases); shape errors: RT_ERR_SHAPE
    pub fn transformer_encoder_layer<'a>(src: impl Into<Option<&'a Tensor>>, weights: &[&Tensor], src_mask: impl Into<Option<&'a Tensor>>, src_key_padding_mask: impl Into<Option<&'a Tensor>>, nhead: i32, activation: i32, norm_first: bool, layer_norm_eps: f64, dropout: f64, training: bool, is_causal: bool, batch_first: bool) -> Result<Tensor> {
        crate::ensure_abi()?;
        let weights = call::handles(weights);
        let result = unsafe { sys::rt_torch_nn_transformer_encoder_layer(call::handle(src.into()), weights.as_ptr(), call::length(weights.len(), "weights")?, call::handle(src_mask.into()), call::handle(src_key_padding_mask.into()), nhead, activation, i32::from(norm_first), layer_norm_eps, dropout, i32::from(training), i32::from(is_causal), i32::from(batch_first)) };
        call::tensor(result, "rt_torch_nn_transformer_encoder_layer")
    }

    /// nn.TransformerDecoderLayer's forward: self-attention over tgt, attention over memory (S, N, E) and a feed-forward block, as the encoder layer's; weights: the layer's 18 named_parameters (9 without biases)
    pub fn transformer_decoder_layer<'a>(tgt: impl Into<Option<&'a Tensor>>, memory: impl Into<Option<&'a Tensor>>, weights: &[&Tensor], tgt_mask: impl Into<Option<&'a Tensor>>, memory_mask: impl Into<Option<&'a Tensor>>, tgt_key_padding_mask: impl Into<Option<&'a Tensor>>, memory_key_padding_mask: impl Into<Option<&'a Tensor>>, nhead: i32, activation: i32, norm_first: bool, layer_norm_eps: f64, dropout: f64, training: bool, tgt_is_causal: bool, memory_is_causal: bool, batch_first: bool) -> Result<Tensor> {
        crate::ensure_abi()?;
        let weights = call::handles(weights);
        let result = unsafe { sys::rt_torch_nn_transformer_decoder_layer(call::handle(tgt.into()), call::handle(memory.into()), weights.as_ptr(), call::length(weights.len(), "weights")?, call::handle(tgt_mask.into()), call::handle(memory_mask.into()), call::handle(tgt_key_padding_mask.into()), call::handle(memory_key_padding_mask.into()), nhead, activation, i32::from(norm_first), layer_norm_eps, dropout, i32::from(training), i32::from(tgt_is_causal), i32::from(memory_is_causal), i32::from(batch_first)) };
        call::tensor(result, "rt_torch_nn_transformer_decoder_layer")
    }

    /// binary cross entropy of probs against target (one shape), each element's loss times weight (NULL: 1; broadcast to probs' shape, converted to its dtype, not differentiable: RT_ERR_INVALID_ARGUMENT if it requires grad while grad is enabled) before the RT_REDUCTION_* reduction, as PyTorch's
    pub fn binary_cross_entropy_weighted<'a>(probs: impl Into<Option<&'a Tensor>>, target: impl Into<Option<&'a Tensor>>, weight: impl Into<Option<&'a Tensor>>, reduction: i32) -> Result<Tensor> {
        crate::ensure_abi()?;
        let result = unsafe { sys::rt_torch_nn_binary_cross_entropy_weighted(call::handle(probs.into()), call::handle(target.into()), call::handle(weight.into()), reduction) };
        call::tensor(result, "rt_torch_nn_binary_cross_entropy_weighted")
    }
}

/// The `rt_torch_init_*` functions.
pub mod init {
    use crate::call;
    use crate::{sys, Result, Tensor};

    /// nn.init.calculate_gain: the recommended gain of a RT_NONLINEARITY_* (param: leaky_relu's negative slope, finite; ignored by the others) into *gain; status
    pub fn calculate_gain(nonlinearity: i32, param: f64) -> Result<f64> {
        crate::ensure_abi()?;
        let mut gain: f64 = 0.0;
        call::status(unsafe { sys::rt_torch_init_calculate_gain(nonlinearity, param, &mut gain) }, "rt_torch_init_calculate_gain")?;
        Ok(gain)
    }

    /// x filled from a uniform law with std gain * sqrt(2 / (fan_in + fan_out)) (x of 2 or more dims; fans count the receptive field of dims 2..); status
    pub fn xavier_uniform<'a>(x: impl Into<Option<&'a Tensor>>, gain: f64) -> Result<()> {
        crate::ensure_abi()?;
        call::status(unsafe { sys::rt_torch_init_xavier_uniform(call::handle(x.into()), gain) }, "rt_torch_init_xavier_uniform")?;
        Ok(())
    }

    /// x filled from N(0, std**2) with std gain * sqrt(2 / (fan_in + fan_out)) (x of 2 or more dims; fans count the receptive field of dims 2..); status
    pub fn xavier_normal<'a>(x: impl Into<Option<&'a Tensor>>, gain: f64) -> Result<()> {
        crate::ensure_abi()?;
        call::status(unsafe { sys::rt_torch_init_xavier_normal(call::handle(x.into()), gain) }, "rt_torch_init_xavier_normal")?;
        Ok(())
    }

    /// x filled from a uniform law with std gain / sqrt(fan), gain that of nonlinearity (RT_NONLINEARITY_*, a its leaky_relu slope) and fan the RT_INIT_* mode's; no elements: nothing written; status
    pub fn kaiming_uniform<'a>(x: impl Into<Option<&'a Tensor>>, a: f64, mode: i32, nonlinearity: i32) -> Result<()> {
        crate::ensure_abi()?;
        call::status(unsafe { sys::rt_torch_init_kaiming_uniform(call::handle(x.into()), a, mode, nonlinearity) }, "rt_torch_init_kaiming_uniform")?;
        Ok(())
    }

    /// x filled from N(0, std**2) with std gain / sqrt(fan), gain that of nonlinearity (RT_NONLINEARITY_*, a its leaky_relu slope) and fan the RT_INIT_* mode's; no elements: nothing written; status
    pub fn kaiming_normal<'a>(x: impl Into<Option<&'a Tensor>>, a: f64, mode: i32, nonlinearity: i32) -> Result<()> {
        crate::ensure_abi()?;
        call::status(unsafe { sys::rt_torch_init_kaiming_normal(call::handle(x.into()), a, mode, nonlinearity) }, "rt_torch_init_kaiming_normal")?;
        Ok(())
    }

    /// x (2 or more dims, flattened after dim 0) becomes gain times a (semi-)orthogonal matrix: the Q of the QR of N(0, 1) samples, its columns signed by R's diagonal, as PyTorch's; status
    pub fn orthogonal<'a>(x: impl Into<Option<&'a Tensor>>, gain: f64) -> Result<()> {
        crate::ensure_abi()?;
        call::status(unsafe { sys::rt_torch_init_orthogonal(call::handle(x.into()), gain) }, "rt_torch_init_orthogonal")?;
        Ok(())
    }

    /// x filled from N(mean, std**2) truncated to [a, b] (std > 0, a <= b), by PyTorch's rejection sampling: normal samples redrawn until inside when [a, b] holds more than 0.3 of the law, else uniform ones accepted by their density (tested in float64), refused (RT_ERR_INVALID_ARGUMENT) where one is accepted with probability below 1e-4; status
    pub fn trunc_normal<'a>(x: impl Into<Option<&'a Tensor>>, mean: f64, std: f64, a: f64, b: f64) -> Result<()> {
        crate::ensure_abi()?;
        call::status(unsafe { sys::rt_torch_init_trunc_normal(call::handle(x.into()), mean, std, a, b) }, "rt_torch_init_trunc_normal")?;
        Ok(())
    }

    /// a 2-D x filled from N(0, std**2), then ceil(sparsity * rows) random rows of each column zeroed (sparsity in [0, 1]); status
    pub fn sparse<'a>(x: impl Into<Option<&'a Tensor>>, sparsity: f64, std: f64) -> Result<()> {
        crate::ensure_abi()?;
        call::status(unsafe { sys::rt_torch_init_sparse(call::handle(x.into()), sparsity, std) }, "rt_torch_init_sparse")?;
        Ok(())
    }

    /// a 2-D x becomes the identity (ones on the diagonal); status
    pub fn eye<'a>(x: impl Into<Option<&'a Tensor>>) -> Result<()> {
        crate::ensure_abi()?;
        call::status(unsafe { sys::rt_torch_init_eye(call::handle(x.into())) }, "rt_torch_init_eye")?;
        Ok(())
    }

    /// a 3-, 4- or 5-D convolution weight becomes the Dirac delta that keeps each of groups groups' input channels (size(0) divisible by groups); status
    pub fn dirac<'a>(x: impl Into<Option<&'a Tensor>>, groups: i64) -> Result<()> {
        crate::ensure_abi()?;
        call::status(unsafe { sys::rt_torch_init_dirac(call::handle(x.into()), groups) }, "rt_torch_init_dirac")?;
        Ok(())
    }
}

/// The `rt_torch_fft_*` functions.
pub mod fft {
    use crate::call;
    use crate::{sys, Result, Tensor};

    /// discrete Fourier transform of x over dims (inverse: the inverse transform), scaled as norm (RT_FFT_NORM_*); complex64 (complex128 for float64 or complex128 x; integers and bool are promoted to float32)
    pub fn fftn<'a>(x: impl Into<Option<&'a Tensor>>, s: &[i64], dims: &[i64], norm: i32, inverse: bool) -> Result<Tensor> {
        crate::ensure_abi()?;
        let result = unsafe { sys::rt_torch_fft_fftn(call::handle(x.into()), s.as_ptr(), call::length(s.len(), "s")?, dims.as_ptr(), call::length(dims.len(), "dims")?, norm, i32::from(inverse)) };
        call::tensor(result, "rt_torch_fft_fftn")
    }

    /// rt_torch_fft_fftn of a real x, keeping the n / 2 + 1 non-negative frequencies of the last dim transformed
    pub fn rfftn<'a>(x: impl Into<Option<&'a Tensor>>, s: &[i64], dims: &[i64], norm: i32) -> Result<Tensor> {
        crate::ensure_abi()?;
        let result = unsafe { sys::rt_torch_fft_rfftn(call::handle(x.into()), s.as_ptr(), call::length(s.len(), "s")?, dims.as_ptr(), call::length(dims.len(), "dims")?, norm) };
        call::tensor(result, "rt_torch_fft_rfftn")
    }

    /// the inverse of rt_torch_fft_rfftn: a real signal (float32, float64 for complex128 x) from the non-negative frequencies of x; s's last entry is the length of the last dim transformed (absent or -1: 2 * (m - 1) for its m frequencies)
    pub fn irfftn<'a>(x: impl Into<Option<&'a Tensor>>, s: &[i64], dims: &[i64], norm: i32) -> Result<Tensor> {
        crate::ensure_abi()?;
        let result = unsafe { sys::rt_torch_fft_irfftn(call::handle(x.into()), s.as_ptr(), call::length(s.len(), "s")?, dims.as_ptr(), call::length(dims.len(), "dims")?, norm) };
        call::tensor(result, "rt_torch_fft_irfftn")
    }

    /// the sample frequencies of a length-n transform with spacing d: [0, 1, ..., (n - 1) / 2, -(n / 2), ..., -1] / (d n), of a floating dtype (RT_DTYPE_DEFAULT: float32)
    pub fn fftfreq(n: i64, d: f64, dtype: i32, device: i32) -> Result<Tensor> {
        crate::ensure_abi()?;
        let result = unsafe { sys::rt_torch_fft_fftfreq(n, d, dtype, device) };
        call::tensor(result, "rt_torch_fft_fftfreq")
    }

    /// the non-negative sample frequencies [0, 1, ..., n / 2] / (d n) of rt_torch_fft_rfftn's last dim
    pub fn rfftfreq(n: i64, d: f64, dtype: i32, device: i32) -> Result<Tensor> {
        crate::ensure_abi()?;
        let result = unsafe { sys::rt_torch_fft_rfftfreq(n, d, dtype, device) };
        call::tensor(result, "rt_torch_fft_rfftfreq")
    }

    /// x rolled by size / 2 along each of dims (n_dims 0: every dim), which moves the zero frequency to the centre; inverse (ifftshift): rolled by -(size / 2), which undoes it
    pub fn fftshift<'a>(x: impl Into<Option<&'a Tensor>>, dims: &[i64], inverse: bool) -> Result<Tensor> {
        crate::ensure_abi()?;
        let result = unsafe { sys::rt_torch_fft_fftshift(call::handle(x.into()), dims.as_ptr(), call::length(dims.len(), "dims")?, i32::from(inverse)) };
        call::tensor(result, "rt_torch_fft_fftshift")
    }
}

/// The `rt_torch_sparse_*` functions.
pub mod sparse {
    use crate::call;
    use crate::{sys, Result, Tensor};

    /// a sparse COO tensor of int64 indices (sparse_dim, nnz) and values (nnz, *dense dims), of shape size (ndim 0: each sparse dim one past its largest index, then the values' dense dims, PyTorch's size=None); is_coalesced 1 declares the indices sorted and unique (checked); values' gradients flow through it
    pub fn coo_tensor<'a>(indices: impl Into<Option<&'a Tensor>>, values: impl Into<Option<&'a Tensor>>, size: &[i64], is_coalesced: bool) -> Result<Tensor> {
        crate::ensure_abi()?;
        let result = unsafe { sys::rt_torch_sparse_coo_tensor(call::handle(indices.into()), call::handle(values.into()), size.as_ptr(), call::length(size.len(), "size")?, i32::from(is_coalesced)) };
        call::tensor(result, "rt_torch_sparse_coo_tensor")
    }

    /// sparse x with sorted, unique indices, the values of duplicates summed; differentiable
    pub fn coalesce<'a>(x: impl Into<Option<&'a Tensor>>) -> Result<Tensor> {
        crate::ensure_abi()?;
        let result = unsafe { sys::rt_torch_sparse_coalesce(call::handle(x.into())) };
        call::tensor(result, "rt_torch_sparse_coalesce")
    }

    /// the int64 indices (sparse_dim, nnz) sparse x stores, in its order (PyTorch's _indices())
    pub fn indices<'a>(x: impl Into<Option<&'a Tensor>>) -> Result<Tensor> {
        crate::ensure_abi()?;
        let result = unsafe { sys::rt_torch_sparse_indices(call::handle(x.into())) };
        call::tensor(result, "rt_torch_sparse_indices")
    }

    /// the values (nnz, *dense dims) sparse x stores: recorded by autograd when x is coalesced (PyTorch's values()), detached otherwise (its _values())
    pub fn values<'a>(x: impl Into<Option<&'a Tensor>>) -> Result<Tensor> {
        crate::ensure_abi()?;
        let result = unsafe { sys::rt_torch_sparse_values(call::handle(x.into())) };
        call::tensor(result, "rt_torch_sparse_values")
    }

    /// 1 when sparse x is known to have sorted, unique indices
    pub fn is_coalesced<'a>(x: impl Into<Option<&'a Tensor>>) -> Result<bool> {
        crate::ensure_abi()?;
        let result = unsafe { sys::rt_torch_sparse_is_coalesced(call::handle(x.into())) };
        call::flag(result, "rt_torch_sparse_is_coalesced")
    }

    /// the number of entries sparse x stores (duplicates counted), PyTorch's _nnz()
    pub fn nnz<'a>(x: impl Into<Option<&'a Tensor>>) -> Result<i64> {
        crate::ensure_abi()?;
        let result = unsafe { sys::rt_torch_sparse_nnz(call::handle(x.into())) };
        call::count(result, "rt_torch_sparse_nnz")
    }

    /// the number of sparse dims of sparse x (its dense dims are the others)
    pub fn dim<'a>(x: impl Into<Option<&'a Tensor>>) -> Result<i64> {
        crate::ensure_abi()?;
        let result = unsafe { sys::rt_torch_sparse_dim(call::handle(x.into())) };
        call::count(result, "rt_torch_sparse_dim")
    }

    /// the dense product of a sparse (n, m) matrix and a dense (m, p) one of the same dtype (PyTorch's torch.sparse.mm); gradients flow to dense and to the sparse operand's values
    pub fn mm<'a>(sparse: impl Into<Option<&'a Tensor>>, dense: impl Into<Option<&'a Tensor>>) -> Result<Tensor> {
        crate::ensure_abi()?;
        let result = unsafe { sys::rt_torch_sparse_mm(call::handle(sparse.into()), call::handle(dense.into())) };
        call::tensor(result, "rt_torch_sparse_mm")
    }

    /// the sum of every element of sparse x, a dense 0-dim tensor (PyTorch's torch.sparse.sum); differentiable
    pub fn sum<'a>(x: impl Into<Option<&'a Tensor>>) -> Result<Tensor> {
        crate::ensure_abi()?;
        let result = unsafe { sys::rt_torch_sparse_sum(call::handle(x.into())) };
        call::tensor(result, "rt_torch_sparse_sum")
    }
}

// The other functions, by their C name without `rt_torch_`.

/// 1 when the PyTorch backend is active
pub fn available() -> Result<bool> {
    crate::ensure_abi()?;
    let result = unsafe { sys::rt_torch_available() };
    call::flag(result, "rt_torch_available")
}

/// backend version, e.g. "2.13.0+cpu" or "numpy 2.4.6"
pub fn version() -> Result<String> {
    crate::ensure_abi()?;
    let result = unsafe { sys::rt_torch_version() };
    call::text(result, "rt_torch_version")
}

/// 1 when a CUDA device can be used
pub fn cuda_available() -> Result<bool> {
    crate::ensure_abi()?;
    let result = unsafe { sys::rt_torch_cuda_available() };
    call::flag(result, "rt_torch_cuda_available")
}

/// number of CUDA devices (0 without CUDA)
pub fn cuda_device_count() -> Result<i32> {
    crate::ensure_abi()?;
    let result = unsafe { sys::rt_torch_cuda_device_count() };
    call::count(result, "rt_torch_cuda_device_count")
}

/// "torch" or "numpy"
pub fn backend() -> Result<String> {
    crate::ensure_abi()?;
    let result = unsafe { sys::rt_torch_backend() };
    call::text(result, "rt_torch_backend")
}

/// start the runtime now (else on the first call); status
pub fn init() -> Result<()> {
    crate::ensure_abi()?;
    call::status(unsafe { sys::rt_torch_init() }, "rt_torch_init")?;
    Ok(())
}

/// seed every random generator of the backend
pub fn manual_seed(seed: i64) -> Result<()> {
    crate::ensure_abi()?;
    call::status(unsafe { sys::rt_torch_manual_seed(seed) }, "rt_torch_manual_seed")?;
    Ok(())
}

/// tensor handles not yet freed
pub fn live_tensors() -> Result<i64> {
    crate::ensure_abi()?;
    let result = unsafe { sys::rt_torch_live_tensors() };
    call::count(result, "rt_torch_live_tensors")
}

/// device for creation functions
pub fn set_default_device(device: i32) -> Result<()> {
    crate::ensure_abi()?;
    call::status(unsafe { sys::rt_torch_set_default_device(device) }, "rt_torch_set_default_device")?;
    Ok(())
}

/// device code used by creation functions
pub fn default_device() -> Result<i32> {
    crate::ensure_abi()?;
    let result = unsafe { sys::rt_torch_default_device() };
    call::device(result, "rt_torch_default_device")
}

/// threads for one operation's parallel work, process-wide, 1 to 1024 (PyTorch's set_num_threads; NumPy: the size of its BLAS pool); status
pub fn set_num_threads(n: i32) -> Result<()> {
    crate::ensure_abi()?;
    call::status(unsafe { sys::rt_torch_set_num_threads(n) }, "rt_torch_set_num_threads")?;
    Ok(())
}

/// the thread count rt_torch_set_num_threads sets
pub fn get_num_threads() -> Result<i32> {
    crate::ensure_abi()?;
    let result = unsafe { sys::rt_torch_get_num_threads() };
    call::count(result, "rt_torch_get_num_threads")
}

/// "on" when the native fast path runs the functions the header marks [fast] (on CPU tensors; element-wise ones, matmul and linear also on CUDA ones); "on for N of M functions; off for ..." when the torch lacks the shim functions some of them need (which, and what it lacks); else "off: " and why (NumPy backend, SIMPLE_TORCH_FAST_PATH=0, a torch without the shim functions the fast path needs)
pub fn fast_path() -> Result<String> {
    crate::ensure_abi()?;
    let result = unsafe { sys::rt_torch_fast_path() };
    call::text(result, "rt_torch_fast_path")
}

/// max(x, 0)
pub fn relu<'a>(x: impl Into<Option<&'a Tensor>>) -> Result<Tensor> {
    crate::ensure_abi()?;
    let result = unsafe { sys::rt_torch_relu(call::handle(x.into())) };
    call::tensor(result, "rt_torch_relu")
}

/// 1 / (1 + e ** -x)
pub fn sigmoid<'a>(x: impl Into<Option<&'a Tensor>>) -> Result<Tensor> {
    crate::ensure_abi()?;
    let result = unsafe { sys::rt_torch_sigmoid(call::handle(x.into())) };
    call::tensor(result, "rt_torch_sigmoid")
}

/// hyperbolic tangent
pub fn tanh<'a>(x: impl Into<Option<&'a Tensor>>) -> Result<Tensor> {
    crate::ensure_abi()?;
    let result = unsafe { sys::rt_torch_tanh(call::handle(x.into())) };
    call::tensor(result, "rt_torch_tanh")
}

/// x, or negative_slope * x below 0
pub fn leaky_relu<'a>(x: impl Into<Option<&'a Tensor>>, negative_slope: f64) -> Result<Tensor> {
    crate::ensure_abi()?;
    let result = unsafe { sys::rt_torch_leaky_relu(call::handle(x.into()), negative_slope) };
    call::tensor(result, "rt_torch_leaky_relu")
}

/// x * Phi(x), exact (erf) form
pub fn gelu<'a>(x: impl Into<Option<&'a Tensor>>) -> Result<Tensor> {
    crate::ensure_abi()?;
    let result = unsafe { sys::rt_torch_gelu(call::handle(x.into())) };
    call::tensor(result, "rt_torch_gelu")
}

/// softmax along dim
pub fn softmax<'a>(x: impl Into<Option<&'a Tensor>>, dim: i64) -> Result<Tensor> {
    crate::ensure_abi()?;
    let result = unsafe { sys::rt_torch_softmax(call::handle(x.into()), dim) };
    call::tensor(result, "rt_torch_softmax")
}

/// log of softmax along dim
pub fn log_softmax<'a>(x: impl Into<Option<&'a Tensor>>, dim: i64) -> Result<Tensor> {
    crate::ensure_abi()?;
    let result = unsafe { sys::rt_torch_log_softmax(call::handle(x.into()), dim) };
    call::tensor(result, "rt_torch_log_softmax")
}

/// x * sigmoid(x)
pub fn silu<'a>(x: impl Into<Option<&'a Tensor>>) -> Result<Tensor> {
    crate::ensure_abi()?;
    let result = unsafe { sys::rt_torch_silu(call::handle(x.into())) };
    call::tensor(result, "rt_torch_silu")
}

/// x * tanh(softplus(x))
pub fn mish<'a>(x: impl Into<Option<&'a Tensor>>) -> Result<Tensor> {
    crate::ensure_abi()?;
    let result = unsafe { sys::rt_torch_mish(call::handle(x.into())) };
    call::tensor(result, "rt_torch_mish")
}

/// x * min(max(x + 3, 0), 6) / 6
pub fn hardswish<'a>(x: impl Into<Option<&'a Tensor>>) -> Result<Tensor> {
    crate::ensure_abi()?;
    let result = unsafe { sys::rt_torch_hardswish(call::handle(x.into())) };
    call::tensor(result, "rt_torch_hardswish")
}

/// min(max(x + 3, 0), 6) / 6
pub fn hardsigmoid<'a>(x: impl Into<Option<&'a Tensor>>) -> Result<Tensor> {
    crate::ensure_abi()?;
    let result = unsafe { sys::rt_torch_hardsigmoid(call::handle(x.into())) };
    call::tensor(result, "rt_torch_hardsigmoid")
}

/// x above 0, else alpha * (exp(x) - 1)
pub fn elu<'a>(x: impl Into<Option<&'a Tensor>>, alpha: f64) -> Result<Tensor> {
    crate::ensure_abi()?;
    let result = unsafe { sys::rt_torch_elu(call::handle(x.into()), alpha) };
    call::tensor(result, "rt_torch_elu")
}

/// 1.0507... * elu(x, 1.6732...): PyTorch's self-normalising constants
pub fn selu<'a>(x: impl Into<Option<&'a Tensor>>) -> Result<Tensor> {
    crate::ensure_abi()?;
    let result = unsafe { sys::rt_torch_selu(call::handle(x.into())) };
    call::tensor(result, "rt_torch_selu")
}

/// x above 0, else alpha * (exp(x / alpha) - 1); alpha finite and not 0
pub fn celu<'a>(x: impl Into<Option<&'a Tensor>>, alpha: f64) -> Result<Tensor> {
    crate::ensure_abi()?;
    let result = unsafe { sys::rt_torch_celu(call::handle(x.into()), alpha) };
    call::tensor(result, "rt_torch_celu")
}

/// GELU's tanh approximation: x / 2 * (1 + tanh(sqrt(2 / pi) * (x + 0.044715 * x ** 3)))
pub fn gelu_tanh<'a>(x: impl Into<Option<&'a Tensor>>) -> Result<Tensor> {
    crate::ensure_abi()?;
    let result = unsafe { sys::rt_torch_gelu_tanh(call::handle(x.into())) };
    call::tensor(result, "rt_torch_gelu_tanh")
}

/// x above 0, else weight * x: a 0-dim or 1-D weight of x's dtype with 1 element or one per channel (dim 1 of an x of 2 or more dims)
pub fn prelu<'a>(x: impl Into<Option<&'a Tensor>>, weight: impl Into<Option<&'a Tensor>>) -> Result<Tensor> {
    crate::ensure_abi()?;
    let result = unsafe { sys::rt_torch_prelu(call::handle(x.into()), call::handle(weight.into())) };
    call::tensor(result, "rt_torch_prelu")
}

/// x limited to [min_val, max_val] (not NaN, min_val <= max_val; integers keep their dtype), gradient 1 strictly inside
pub fn hardtanh<'a>(x: impl Into<Option<&'a Tensor>>, min_val: f64, max_val: f64) -> Result<Tensor> {
    crate::ensure_abi()?;
    let result = unsafe { sys::rt_torch_hardtanh(call::handle(x.into()), min_val, max_val) };
    call::tensor(result, "rt_torch_hardtanh")
}

/// hardtanh(x, 0, 6) (integers keep their dtype)
pub fn relu6<'a>(x: impl Into<Option<&'a Tensor>>) -> Result<Tensor> {
    crate::ensure_abi()?;
    let result = unsafe { sys::rt_torch_relu6(call::handle(x.into())) };
    call::tensor(result, "rt_torch_relu6")
}

/// log(sigmoid(x)) without overflow
pub fn logsigmoid<'a>(x: impl Into<Option<&'a Tensor>>) -> Result<Tensor> {
    crate::ensure_abi()?;
    let result = unsafe { sys::rt_torch_logsigmoid(call::handle(x.into())) };
    call::tensor(result, "rt_torch_logsigmoid")
}

/// x / (|x| + 1) (integers give float32)
pub fn softsign<'a>(x: impl Into<Option<&'a Tensor>>) -> Result<Tensor> {
    crate::ensure_abi()?;
    let result = unsafe { sys::rt_torch_softsign(call::handle(x.into())) };
    call::tensor(result, "rt_torch_softsign")
}

/// x - tanh(x) (integers give float32)
pub fn tanhshrink<'a>(x: impl Into<Option<&'a Tensor>>) -> Result<Tensor> {
    crate::ensure_abi()?;
    let result = unsafe { sys::rt_torch_tanhshrink(call::handle(x.into())) };
    call::tensor(result, "rt_torch_tanhshrink")
}

/// the first half of x along dim times the sigmoid of the second (size(dim) even)
pub fn glu<'a>(x: impl Into<Option<&'a Tensor>>, dim: i64) -> Result<Tensor> {
    crate::ensure_abi()?;
    let result = unsafe { sys::rt_torch_glu(call::handle(x.into()), dim) };
    call::tensor(result, "rt_torch_glu")
}

/// 1 when this thread records ops
pub fn is_grad_enabled() -> Result<bool> {
    crate::ensure_abi()?;
    let result = unsafe { sys::rt_torch_is_grad_enabled() };
    call::flag(result, "rt_torch_is_grad_enabled")
}

/// wait until all work queued on cuda:device_index (every stream) is done; a device fault that work hit is reported here as RT_ERR_DEVICE; status
pub fn cuda_synchronize(device_index: i32) -> Result<()> {
    crate::ensure_abi()?;
    call::status(unsafe { sys::rt_torch_cuda_synchronize(device_index) }, "rt_torch_cuda_synchronize")?;
    Ok(())
}

/// bytes held by tensors on the device
pub fn cuda_memory_allocated(device_index: i32) -> Result<i64> {
    crate::ensure_abi()?;
    let result = unsafe { sys::rt_torch_cuda_memory_allocated(device_index) };
    call::count(result, "rt_torch_cuda_memory_allocated")
}

/// peak of the above
pub fn cuda_max_memory_allocated(device_index: i32) -> Result<i64> {
    crate::ensure_abi()?;
    let result = unsafe { sys::rt_torch_cuda_max_memory_allocated(device_index) };
    call::count(result, "rt_torch_cuda_max_memory_allocated")
}

/// return cached CUDA memory to the driver
pub fn cuda_empty_cache() -> Result<()> {
    crate::ensure_abi()?;
    call::status(unsafe { sys::rt_torch_cuda_empty_cache() }, "rt_torch_cuda_empty_cache")?;
    Ok(())
}

/// d(outputs)/d(inputs) weighted by grad_outputs (none, or 0 entries: ones) into grads, without touching .grad; 0 for an unused input when allow_unused; create_graph makes them differentiable (the NumPy backend: RT_ERR_UNSUPPORTED naming an op whose backward it does not record); returns n_inputs
pub fn autograd_grad(outputs: &[&Tensor], inputs: &[&Tensor], grad_outputs: &[&Tensor], retain_graph: bool, create_graph: bool, allow_unused: bool, max_grads: usize) -> Result<Vec<Option<Tensor>>> {
    crate::ensure_abi()?;
    let outputs = call::handles(outputs);
    let inputs = call::handles(inputs);
    let grad_outputs = call::handles(grad_outputs);
    let mut grads: Vec<sys::rt_tensor> = vec![0; max_grads];
    let result = unsafe { sys::rt_torch_autograd_grad(outputs.as_ptr(), call::length(outputs.len(), "outputs")?, inputs.as_ptr(), call::length(inputs.len(), "inputs")?, grad_outputs.as_ptr(), call::length(grad_outputs.len(), "grad_outputs")?, i32::from(retain_graph), i32::from(create_graph), i32::from(allow_unused), grads.as_mut_ptr(), call::length(max_grads, "max_grads")?) };
    call::optional_tensors(grads, call::count(result, "rt_torch_autograd_grad")?, "rt_torch_autograd_grad")
}

/// open an autocast region for device (RT_CPU, or n >= 0: CUDA) on the calling thread: enabled 1 casts to dtype (RT_BFLOAT16 or RT_FLOAT16; RT_DTYPE_DEFAULT: the device's current one), 0 turns autocast off inside (a nested enabled=False region); regions nest, each rt_torch_autocast_exit restores the state before its enter; CUDA on a machine without it: RT_ERR_DEVICE; status
pub fn autocast_enter(device: i32, dtype: i32, enabled: bool) -> Result<()> {
    crate::ensure_abi()?;
    call::status(unsafe { sys::rt_torch_autocast_enter(device, dtype, i32::from(enabled)) }, "rt_torch_autocast_enter")?;
    Ok(())
}

/// close the calling thread's innermost autocast region, restoring the state before it (none open: RT_ERR_INVALID_ARGUMENT); status
pub fn autocast_exit() -> Result<()> {
    crate::ensure_abi()?;
    call::status(unsafe { sys::rt_torch_autocast_exit() }, "rt_torch_autocast_exit")?;
    Ok(())
}

/// 1 while autocast is on for device on the calling thread (PyTorch's torch.is_autocast_enabled)
pub fn autocast_enabled(device: i32) -> Result<bool> {
    crate::ensure_abi()?;
    let result = unsafe { sys::rt_torch_autocast_enabled(device) };
    call::flag(result, "rt_torch_autocast_enabled")
}

/// the dtype code autocast casts to for device on the calling thread (RT_BFLOAT16 for the CPU unless set; PyTorch's torch.get_autocast_dtype)
pub fn autocast_dtype(device: i32) -> Result<i32> {
    crate::ensure_abi()?;
    let result = unsafe { sys::rt_torch_autocast_dtype(device) };
    call::count(result, "rt_torch_autocast_dtype")
}

/// the DLPack version the library makes, MAJOR * 100 + MINOR (101: 1.1); imports read any 1.x
pub fn dlpack_version() -> Result<i32> {
    crate::ensure_abi()?;
    let result = unsafe { sys::rt_torch_dlpack_version() };
    call::count(result, "rt_torch_dlpack_version")
}

/// 1 when this build can run process groups (torch.distributed, or the NumPy backend's own group)
pub fn dist_is_available() -> Result<bool> {
    crate::ensure_abi()?;
    let result = unsafe { sys::rt_torch_dist_is_available() };
    call::flag(result, "rt_torch_dist_is_available")
}

/// join the process group: backend "gloo", "nccl" or "" (PyTorch's default: gloo for CPU tensors, NCCL for CUDA ones); init_method "" or "env://" (MASTER_ADDR, MASTER_PORT, and RANK and WORLD_SIZE where rank and world_size are -1) or "tcp://host:port" with 0 <= rank < world_size; timeout_s (> 0 and at most a week, or 0: PyTorch's 30 minutes) bounds the wait for the peers and every later collective; status
pub fn dist_init(backend: &str, init_method: &str, world_size: i32, rank: i32, timeout_s: f64) -> Result<()> {
    crate::ensure_abi()?;
    let backend = call::c_string(backend, "backend")?;
    let init_method = call::c_string(init_method, "init_method")?;
    call::status(unsafe { sys::rt_torch_dist_init(backend.as_ptr(), init_method.as_ptr(), world_size, rank, timeout_s) }, "rt_torch_dist_init")?;
    Ok(())
}

/// 1 between a successful init and destroy
pub fn dist_is_initialized() -> Result<bool> {
    crate::ensure_abi()?;
    let result = unsafe { sys::rt_torch_dist_is_initialized() };
    call::flag(result, "rt_torch_dist_is_initialized")
}

/// this process's rank in the group
pub fn dist_rank() -> Result<i32> {
    crate::ensure_abi()?;
    let result = unsafe { sys::rt_torch_dist_rank() };
    call::count(result, "rt_torch_dist_rank")
}

/// the number of processes in the group
pub fn dist_world_size() -> Result<i32> {
    crate::ensure_abi()?;
    let result = unsafe { sys::rt_torch_dist_world_size() };
    call::count(result, "rt_torch_dist_world_size")
}

/// the group's backend: "gloo" or "nccl"
pub fn dist_get_backend() -> Result<String> {
    crate::ensure_abi()?;
    let result = unsafe { sys::rt_torch_dist_get_backend() };
    call::text(result, "rt_torch_dist_get_backend")
}

/// wait until every rank has called it; status
pub fn dist_barrier() -> Result<()> {
    crate::ensure_abi()?;
    call::status(unsafe { sys::rt_torch_dist_barrier() }, "rt_torch_dist_barrier")?;
    Ok(())
}

/// leave the group and free its resources (init may then be called again); status
pub fn dist_destroy() -> Result<()> {
    crate::ensure_abi()?;
    call::status(unsafe { sys::rt_torch_dist_destroy() }, "rt_torch_dist_destroy")?;
    Ok(())
}

/// x on every rank becomes op (RT_DIST_*) of the ranks' x, in place; status
pub fn dist_all_reduce<'a>(x: impl Into<Option<&'a Tensor>>, op: i32) -> Result<()> {
    crate::ensure_abi()?;
    call::status(unsafe { sys::rt_torch_dist_all_reduce(call::handle(x.into()), op) }, "rt_torch_dist_all_reduce")?;
    Ok(())
}

/// x on every rank becomes rank src's x, in place; status
pub fn dist_broadcast<'a>(x: impl Into<Option<&'a Tensor>>, src: i32) -> Result<()> {
    crate::ensure_abi()?;
    call::status(unsafe { sys::rt_torch_dist_broadcast(call::handle(x.into()), src) }, "rt_torch_dist_broadcast")?;
    Ok(())
}

/// outputs[r] (world-size tensors of x's shape and dtype) becomes rank r's x, in place; status
pub fn dist_all_gather<'a>(outputs: &[&Tensor], x: impl Into<Option<&'a Tensor>>) -> Result<()> {
    crate::ensure_abi()?;
    let outputs = call::handles(outputs);
    call::status(unsafe { sys::rt_torch_dist_all_gather(outputs.as_ptr(), call::length(outputs.len(), "outputs")?, call::handle(x.into())) }, "rt_torch_dist_all_gather")?;
    Ok(())
}

/// output on rank r becomes op of the ranks' inputs[r] (world-size tensors of output's shape and dtype); a backend without it: RT_ERR_UNSUPPORTED; status
pub fn dist_reduce_scatter<'a>(output: impl Into<Option<&'a Tensor>>, inputs: &[&Tensor], op: i32) -> Result<()> {
    crate::ensure_abi()?;
    let inputs = call::handles(inputs);
    call::status(unsafe { sys::rt_torch_dist_reduce_scatter(call::handle(output.into()), inputs.as_ptr(), call::length(inputs.len(), "inputs")?, op) }, "rt_torch_dist_reduce_scatter")?;
    Ok(())
}

/// average the gradients of params over the ranks, as PyTorch's DistributedDataParallel does: flattened into buckets of about bucket_bytes (0: DDP's 25 MiB), one all-reduce per bucket; a parameter without a gradient counts as zeros and gets one (so every rank makes the same calls); the same params, in the same order, on every rank; status
pub fn dist_average_gradients(params: &[&Tensor], bucket_bytes: i64) -> Result<()> {
    crate::ensure_abi()?;
    let params = call::handles(params);
    call::status(unsafe { sys::rt_torch_dist_average_gradients(params.as_ptr(), call::length(params.len(), "params")?, bucket_bytes) }, "rt_torch_dist_average_gradients")?;
    Ok(())
}

/// the torch.backends flag name (BACKEND_FLAGS: "cudnn.benchmark", ...): 1 or 0
pub fn backends_flag(name: &str) -> Result<bool> {
    crate::ensure_abi()?;
    let name = call::c_string(name, "name")?;
    let result = unsafe { sys::rt_torch_backends_flag(name.as_ptr()) };
    call::flag(result, "rt_torch_backends_flag")
}

/// set the torch.backends flag name to value (0 or 1); status
pub fn backends_set_flag(name: &str, value: i32) -> Result<()> {
    crate::ensure_abi()?;
    let name = call::c_string(name, "name")?;
    call::status(unsafe { sys::rt_torch_backends_set_flag(name.as_ptr(), value) }, "rt_torch_backends_set_flag")?;
    Ok(())
}

/// 1 when the library name ("cudnn", "mps", "mkldnn", "mkl", "openmp", "opt_einsum") can run here, as torch.backends.<name>.is_available() (NumPy: what NumPy itself uses)
pub fn backends_is_available(name: &str) -> Result<bool> {
    crate::ensure_abi()?;
    let name = call::c_string(name, "name")?;
    let result = unsafe { sys::rt_torch_backends_is_available(name.as_ptr()) };
    call::flag(result, "rt_torch_backends_is_available")
}

/// 1 when the library was built with name ("cuda", "mps"), as torch.backends.<name>.is_built()
pub fn backends_is_built(name: &str) -> Result<bool> {
    crate::ensure_abi()?;
    let name = call::c_string(name, "name")?;
    let result = unsafe { sys::rt_torch_backends_is_built(name.as_ptr()) };
    call::flag(result, "rt_torch_backends_is_built")
}

/// cuDNN's version number, as torch.backends.cudnn.version() (90100 for 9.1.0); 0 where cuDNN is not available
pub fn backends_cudnn_version() -> Result<i64> {
    crate::ensure_abi()?;
    let result = unsafe { sys::rt_torch_backends_cudnn_version() };
    call::count(result, "rt_torch_backends_cudnn_version")
}

/// the CPU's vector instructions that the CPU kernels use, as torch.backends.cpu.get_cpu_capability(): "AVX512", "AVX2", "NO AVX", "DEFAULT", ... (NumPy: the best of these levels NumPy detects)
pub fn backends_cpu_capability() -> Result<String> {
    crate::ensure_abi()?;
    let result = unsafe { sys::rt_torch_backends_cpu_capability() };
    call::text(result, "rt_torch_backends_cpu_capability")
}

/// The 82 functions only the sys crate declares (other handle kinds, closures, raw pointers and buffers):
/// call them through `simple_torch::sys`.
pub const SYS_ONLY: [&str; 82] = [
    "rt_torch_clear_error",
    "rt_torch_tensor_to_stream",
    "rt_torch_stream_create",
    "rt_torch_stream_synchronize",
    "rt_torch_stream_query",
    "rt_torch_stream_free",
    "rt_torch_optim_adamw",
    "rt_torch_optim_rmsprop",
    "rt_torch_optim_adagrad",
    "rt_torch_optim_adadelta",
    "rt_torch_optim_add_param_group",
    "rt_torch_optim_param_group_count",
    "rt_torch_optim_set_option",
    "rt_torch_optim_get_option",
    "rt_torch_optim_state_count",
    "rt_torch_optim_state_name",
    "rt_torch_optim_get_state",
    "rt_torch_optim_set_state",
    "rt_torch_lr_step",
    "rt_torch_lr_multistep",
    "rt_torch_lr_exponential",
    "rt_torch_lr_cosine",
    "rt_torch_lr_linear",
    "rt_torch_lr_constant",
    "rt_torch_lr_polynomial",
    "rt_torch_lr_cosine_warm_restarts",
    "rt_torch_lr_one_cycle",
    "rt_torch_lr_plateau",
    "rt_torch_lr_scheduler_step",
    "rt_torch_lr_scheduler_step_metric",
    "rt_torch_lr_scheduler_restart",
    "rt_torch_lr_scheduler_last_epoch",
    "rt_torch_lr_scheduler_free",
    "rt_torch_optim_lbfgs",
    "rt_torch_optim_lbfgs_step",
    "rt_torch_generator_new",
    "rt_torch_generator_manual_seed",
    "rt_torch_generator_initial_seed",
    "rt_torch_generator_use",
    "rt_torch_generator_free",
    "rt_torch_grad_scaler_new",
    "rt_torch_grad_scaler_scale",
    "rt_torch_grad_scaler_unscale",
    "rt_torch_grad_scaler_step",
    "rt_torch_grad_scaler_update",
    "rt_torch_grad_scaler_get_option",
    "rt_torch_grad_scaler_set_option",
    "rt_torch_grad_scaler_is_enabled",
    "rt_torch_grad_scaler_free",
    "rt_torch_safetensors_new",
    "rt_torch_safetensors_load",
    "rt_torch_safetensors_save",
    "rt_torch_safetensors_set",
    "rt_torch_safetensors_count",
    "rt_torch_safetensors_name",
    "rt_torch_safetensors_get",
    "rt_torch_safetensors_set_metadata",
    "rt_torch_safetensors_metadata_count",
    "rt_torch_safetensors_metadata_key",
    "rt_torch_safetensors_metadata_value",
    "rt_torch_safetensors_free",
    "rt_torch_tensor_to_dlpack_versioned",
    "rt_torch_tensor_from_dlpack_versioned",
    "rt_torch_tensor_to_dlpack_legacy",
    "rt_torch_tensor_from_dlpack_legacy",
    "rt_torch_model_load",
    "rt_torch_model_load_options",
    "rt_torch_model_forward",
    "rt_torch_model_format",
    "rt_torch_model_free",
    "rt_torch_dist_all_reduce_async",
    "rt_torch_dist_broadcast_async",
    "rt_torch_dist_all_gather_async",
    "rt_torch_dist_reduce_scatter_async",
    "rt_torch_dist_wait",
    "rt_torch_dist_is_completed",
    "rt_torch_dist_work_free",
    "rt_torch_data_loader_new",
    "rt_torch_data_loader_next",
    "rt_torch_data_loader_reset",
    "rt_torch_data_loader_len",
    "rt_torch_data_loader_free",
];
