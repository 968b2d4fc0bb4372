//! simple-torch: PyTorch from Rust through the simple-torch C ABI (`libsimple_torch_ffi.so`), with no C++ and
//! no libtorch download.
//!
//! - [`Tensor`] owns its handle and frees it when dropped; [`Tensor::free`] consumes it and reports the status.
//! - Every call returns [`Result`]; an [`Error`] carries the library's code ([`ErrorCode`], the `RT_ERR_*` value)
//!   and its message, read on the calling thread right after the failing call.
//! - `+ - * /` and unary `-` work on `Tensor`, `&Tensor` and `f64`, and on a `Result<Tensor>` left operand, so that
//!   `(&a * &b + &c)?` needs one `?`.
//! - [`no_grad`] and [`scope`] take closures.
//! - `Tensor` is `Send` (the handle table is shared by all threads: a tensor made on one thread may be used and
//!   freed on another) but not `Sync`: the ABI promises calls from any thread, not concurrent use of one tensor.
//!
//! The methods are generated from the spec (`generated.rs`, one per function whose signature maps mechanically);
//! the rest of the C ABI is in [`sys`]. The crate's version is the ABI version it was generated for; the first
//! call checks that the loaded library has the same major version and at least its minor one.

pub use simple_torch_sys as sys;

mod call;
mod codes;
mod error;
mod generated;
mod grad;
mod ops;
mod optim;
mod tensor;

pub use codes::ErrorCode;
pub use error::{Error, Result};
pub use generated::*;
pub use grad::{no_grad, scope, Keep};
pub use optim::Optimizer;
pub use tensor::{Element, Tensor};

use std::sync::OnceLock;

/// Check once per process that the loaded library speaks this crate's ABI (see [`check_abi_version`]).
pub fn ensure_abi() -> Result<()> {
    static CHECKED: OnceLock<Result<()>> = OnceLock::new();
    CHECKED
        .get_or_init(|| {
            let version = unsafe { sys::rt_torch_abi_version() };
            check_abi_version(call::count(version, "rt_torch_abi_version")?)
        })
        .clone()
}

/// Ok when a library whose `rt_torch_abi_version()` is `library` can serve this crate: the same major version
/// and at least the crate's minor one (a minor version only adds functions); else an `Unsupported` error that
/// names both versions.
pub fn check_abi_version(library: i32) -> Result<()> {
    let version = |v: i32| (v / 10000, v / 100 % 100, v % 100);
    let (major, minor, patch) = version(library);
    let (want_major, want_minor, want_patch) = version(sys::RT_TORCH_ABI_VERSION);
    if major == want_major && minor >= want_minor {
        return Ok(());
    }
    Err(Error::new(
        ErrorCode::Unsupported,
        format!(
            "libsimple_torch_ffi.so has ABI {major}.{minor}.{patch}, this crate needs \
             {want_major}.x with x >= {want_minor} (it was generated for {want_major}.{want_minor}.{want_patch})"
        ),
    ))
}
