//! simple-torch from Rust, through the simple-torch crate (bindings/rust/simple-torch).
//!
//!     cd examples/rust && cargo run --offline      (output in <repo>/build/rust)
//!
//! It prints the backend, builds two tensors, multiplies them, reads the result back, shows the error code and
//! message of a shape mismatch and of a double free (through the raw sys crate: the safe API cannot free twice),
//! drops everything and checks that no tensor handle is left. It exits with status 1 if any check fails.

use std::process::exit;

use simple_torch::{sys, ErrorCode, Result, Tensor};

/// Exit 1 unless `ok`.
fn check(ok: bool, what: &str) {
    if !ok {
        eprintln!("check failed: {what}");
        exit(1);
    }
}

fn run() -> Result<()> {
    let live_at_start = simple_torch::live_tensors()?;
    println!(
        "backend: {} {} (ABI {})",
        simple_torch::backend()?,
        simple_torch::version()?,
        unsafe { sys::rt_torch_abi_version() }
    );

    {
        // Matrix product of a (2, 3) and a (3, 2) tensor.
        let a = Tensor::from_slice(&[1.0f32, 2.0, 3.0, 4.0, 5.0, 6.0], &[2, 3])?;
        let b = Tensor::from_slice(&[1.0f32, 2.0, 3.0, 4.0, 5.0, 6.0], &[3, 2])?;
        let c = a.matmul(&b)?;
        println!("a = {:?} shape {:?}", a.to_vec::<f32>()?, a.shape()?);
        println!("b = {:?} shape {:?}", b.to_vec::<f32>()?, b.shape()?);
        println!("a @ b = {:?} shape {:?}", c.to_vec::<f32>()?, c.shape()?);
        check(c.shape()? == [2, 2], "a @ b has shape [2, 2]");
        check(c.to_vec::<f32>()? == [22.0, 28.0, 49.0, 64.0], "a @ b == [22, 28, 49, 64]");
        check(simple_torch::live_tensors()? == live_at_start + 3, "three live tensors");

        // A shape mismatch, (2, 3) @ (2, 3): an Err with the code and the message.
        let err = a.matmul(&a).unwrap_err();
        println!("a @ a: error {} ({:?}): {}", err.code().raw(), err.code(), err.message());
        check(err.code() == ErrorCode::Shape, "the error code is RT_ERR_SHAPE");
        check(err.message().contains("rt_torch_tensor_matmul"), "the message names the function");

        // Operators return Result<Tensor> too: one `?` for the whole expression.
        let d = (&c * 2.0)? - &c;
        println!("2 * (a @ b) - a @ b = {:?}", d?.to_vec::<f32>()?);
    } // a, b, c and d are dropped here: each handle is freed once

    // The safe API cannot free a tensor twice (free consumes it). Through the sys crate a freed handle is still
    // a number, and freeing it again is an error code, never a crash.
    let handle = Tensor::from_slice(&[1.0f32], &[1])?.into_raw();
    check(unsafe { sys::rt_torch_tensor_free(handle) } == sys::RT_OK, "the first free succeeds");
    let status = unsafe { sys::rt_torch_tensor_free(handle) };
    let message = unsafe { std::ffi::CStr::from_ptr(sys::rt_torch_last_error()) }.to_string_lossy().into_owned();
    println!("second free of handle {handle}: status {status}: {message}");
    check(status == sys::RT_ERR_INVALID_HANDLE, "double free is RT_ERR_INVALID_HANDLE");

    let live_at_end = simple_torch::live_tensors()?;
    println!("live tensors: {live_at_start} at start, {live_at_end} at end");
    check(live_at_end == live_at_start, "every tensor was freed");
    Ok(())
}

fn main() {
    if let Err(err) = run() {
        eprintln!("error: {err}");
        exit(1);
    }
    println!("all checks passed");
}
