//! `+ - * /` and unary `-` through std::ops. Each returns `Result<Tensor>` (a shape mismatch is an error value,
//! not a panic); a `Result<Tensor>` may stand on the left, so `(&a * &b + &c)?` needs one `?`.
//!
//! Operands: `&Tensor` and `Tensor` with `&Tensor`, `Tensor` or `f64`; `f64` with `&Tensor` or `Tensor`;
//! `Result<Tensor>` with `&Tensor` or `Tensor` (Rust's orphan rule allows no `Result<Tensor> op f64`: write
//! `(&a * &b)? * 2.0`). A number is promoted as PyTorch promotes a Python number (`x * 2.0` keeps x's float32).

use std::ops::{Add, Div, Mul, Neg, Sub};

use crate::{Result, Tensor};

fn add(a: &Tensor, b: &Tensor) -> Result<Tensor> {
    Tensor::add(a, b)
}
fn sub(a: &Tensor, b: &Tensor) -> Result<Tensor> {
    Tensor::sub(a, b)
}
fn mul(a: &Tensor, b: &Tensor) -> Result<Tensor> {
    Tensor::mul(a, b)
}
fn div(a: &Tensor, b: &Tensor) -> Result<Tensor> {
    Tensor::div(a, b)
}
fn add_number(a: &Tensor, s: f64) -> Result<Tensor> {
    a.add_scalar(s)
}
fn sub_number(a: &Tensor, s: f64) -> Result<Tensor> {
    a.add_scalar(-s)
}
fn mul_number(a: &Tensor, s: f64) -> Result<Tensor> {
    a.mul_scalar(s)
}
// No div_scalar in the ABI: a 0-dim float64 tensor divides as a Python number does (it takes a's float dtype).
fn div_number(a: &Tensor, s: f64) -> Result<Tensor> {
    Tensor::div(a, &Tensor::scalar(s)?)
}
fn number_sub(s: f64, a: &Tensor) -> Result<Tensor> {
    Tensor::neg(a)?.add_scalar(s)
}
fn number_div(s: f64, a: &Tensor) -> Result<Tensor> {
    Tensor::div(&Tensor::scalar(s)?, a)
}

/// `impl Op<Rhs> for Lhs` for each left operand, through `$f(&Tensor, rhs)`.
macro_rules! tensor_lhs {
    ($trait:ident, $method:ident, $f:ident, $fnum:ident) => {
        impl<'a> $trait<&'a Tensor> for &Tensor {
            type Output = Result<Tensor>;
            fn $method(self, rhs: &'a Tensor) -> Result<Tensor> {
                $f(self, rhs)
            }
        }
        impl $trait<Tensor> for &Tensor {
            type Output = Result<Tensor>;
            fn $method(self, rhs: Tensor) -> Result<Tensor> {
                $f(self, &rhs)
            }
        }
        impl<'a> $trait<&'a Tensor> for Tensor {
            type Output = Result<Tensor>;
            fn $method(self, rhs: &'a Tensor) -> Result<Tensor> {
                $f(&self, rhs)
            }
        }
        impl $trait<Tensor> for Tensor {
            type Output = Result<Tensor>;
            fn $method(self, rhs: Tensor) -> Result<Tensor> {
                $f(&self, &rhs)
            }
        }
        impl $trait<f64> for &Tensor {
            type Output = Result<Tensor>;
            fn $method(self, rhs: f64) -> Result<Tensor> {
                $fnum(self, rhs)
            }
        }
        impl $trait<f64> for Tensor {
            type Output = Result<Tensor>;
            fn $method(self, rhs: f64) -> Result<Tensor> {
                $fnum(&self, rhs)
            }
        }
        impl<'a> $trait<&'a Tensor> for Result<Tensor> {
            type Output = Result<Tensor>;
            fn $method(self, rhs: &'a Tensor) -> Result<Tensor> {
                $f(&self?, rhs)
            }
        }
        impl $trait<Tensor> for Result<Tensor> {
            type Output = Result<Tensor>;
            fn $method(self, rhs: Tensor) -> Result<Tensor> {
                $f(&self?, &rhs)
            }
        }
    };
}

tensor_lhs!(Add, add, add, add_number);
tensor_lhs!(Sub, sub, sub, sub_number);
tensor_lhs!(Mul, mul, mul, mul_number);
tensor_lhs!(Div, div, div, div_number);

/// `f64 op tensor`.
macro_rules! number_lhs {
    ($trait:ident, $method:ident, $f:expr) => {
        impl<'a> $trait<&'a Tensor> for f64 {
            type Output = Result<Tensor>;
            fn $method(self, rhs: &'a Tensor) -> Result<Tensor> {
                $f(self, rhs)
            }
        }
        impl $trait<Tensor> for f64 {
            type Output = Result<Tensor>;
            fn $method(self, rhs: Tensor) -> Result<Tensor> {
                $f(self, &rhs)
            }
        }
    };
}

number_lhs!(Add, add, |s, a: &Tensor| add_number(a, s));
number_lhs!(Sub, sub, number_sub);
number_lhs!(Mul, mul, |s, a: &Tensor| mul_number(a, s));
number_lhs!(Div, div, number_div);

impl Neg for &Tensor {
    type Output = Result<Tensor>;
    fn neg(self) -> Result<Tensor> {
        Tensor::neg(self)
    }
}

impl Neg for Tensor {
    type Output = Result<Tensor>;
    fn neg(self) -> Result<Tensor> {
        Tensor::neg(&self)
    }
}
