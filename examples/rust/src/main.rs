//! simple-torch from Rust, with no crates: the C ABI declared by hand in an `extern "C"` block.
//!
//! With cargo (build.rs finds the library; output in <repo>/build/rust):
//!     cd examples/rust && cargo run --offline
//! With plain rustc, from the repository root (after `make lib`):
//!     mkdir -p build/rust && rustc --edition 2021 -O -o build/rust/simple_torch_demo -L build/lib -l dylib=simple_torch_ffi -C link-arg=-Wl,-rpath,$PWD/build/lib examples/rust/src/main.rs
//!
//! It prints the backend, builds two tensors, multiplies them, reads the result back, shows the error
//! code and message of a shape mismatch and of a double free, frees everything and checks that no
//! tensor handle is left. It exits with status 1 if any check fails.

use std::ffi::CStr;
use std::os::raw::{c_char, c_void};
use std::process::exit;

/// A tensor handle: a positive id; 0 is never valid (it is what a failed call returns).
type RtTensor = i64;

// Dtype and error codes, as in include/simple_torch.h.
const RT_FLOAT32: i32 = 6;
const RT_OK: i32 = 0;
const RT_ERR_INVALID_HANDLE: i32 = 1;
const RT_ERR_SHAPE: i32 = 3;

// The part of the C ABI this program uses (signatures from include/simple_torch.h).
extern "C" {
    fn rt_torch_init() -> i32;
    fn rt_torch_backend() -> *const c_char;
    fn rt_torch_version() -> *const c_char;
    fn rt_torch_abi_version() -> i32;
    fn rt_torch_last_error_code() -> i32;
    fn rt_torch_last_error() -> *const c_char;
    fn rt_torch_live_tensors() -> i64;
    fn rt_torch_tensor_from_data(
        data: *const c_void,
        dims: *const i64,
        ndims: i32,
        dtype: i32,
    ) -> RtTensor;
    fn rt_torch_tensor_matmul(a: RtTensor, b: RtTensor) -> RtTensor;
    fn rt_torch_tensor_shape(x: RtTensor, dims_out: *mut i64, max_dims: i32) -> i32;
    fn rt_torch_tensor_numel(x: RtTensor) -> i64;
    fn rt_torch_tensor_copy_to(x: RtTensor, out: *mut c_void, out_nbytes: i64) -> i64;
    fn rt_torch_tensor_free(x: RtTensor) -> i32;
}

/// A string the library owns (valid until the next call on this thread), copied into a String.
fn text(ptr: *const c_char) -> String {
    if ptr.is_null() {
        return String::new();
    }
    unsafe { CStr::from_ptr(ptr) }
        .to_string_lossy()
        .into_owned()
}

/// The calling thread's last error: its code and message.
fn last_error() -> (i32, String) {
    unsafe { (rt_torch_last_error_code(), text(rt_torch_last_error())) }
}

/// Print a message with the library's last error and exit 1.
fn die(what: &str) -> ! {
    let (code, message) = last_error();
    eprintln!("error: {what} failed: [{code}] {message}");
    exit(1);
}

/// Exit 1 unless `ok`.
fn check(ok: bool, what: &str) {
    if !ok {
        eprintln!("check failed: {what}");
        exit(1);
    }
}

/// An owned tensor handle, freed when dropped: Rust's ownership does the bookkeeping C does by hand.
struct Tensor(RtTensor);

impl Tensor {
    /// Take ownership of a handle a library call returned (0 means the call failed).
    fn own(handle: RtTensor, what: &str) -> Tensor {
        if handle == 0 {
            die(what);
        }
        Tensor(handle)
    }

    /// A float32 tensor holding a copy of `data`, of the given shape.
    fn from_f32(data: &[f32], dims: &[i64]) -> Tensor {
        check(
            dims.iter().product::<i64>() == data.len() as i64,
            "data length fits the shape",
        );
        let handle = unsafe {
            rt_torch_tensor_from_data(
                data.as_ptr().cast(),
                dims.as_ptr(),
                dims.len() as i32,
                RT_FLOAT32,
            )
        };
        Tensor::own(handle, "rt_torch_tensor_from_data")
    }

    fn matmul(&self, other: &Tensor) -> Tensor {
        Tensor::own(
            unsafe { rt_torch_tensor_matmul(self.0, other.0) },
            "rt_torch_tensor_matmul",
        )
    }

    fn shape(&self) -> Vec<i64> {
        let mut dims = [0i64; 8];
        let ndim = unsafe { rt_torch_tensor_shape(self.0, dims.as_mut_ptr(), dims.len() as i32) };
        if ndim < 0 {
            die("rt_torch_tensor_shape");
        }
        dims[..ndim as usize].to_vec()
    }

    /// The elements of a float32 tensor, row-major.
    fn to_vec_f32(&self) -> Vec<f32> {
        let numel = unsafe { rt_torch_tensor_numel(self.0) };
        if numel < 0 {
            die("rt_torch_tensor_numel");
        }
        let mut out = vec![0f32; numel as usize];
        let nbytes = (out.len() * std::mem::size_of::<f32>()) as i64;
        let written = unsafe { rt_torch_tensor_copy_to(self.0, out.as_mut_ptr().cast(), nbytes) };
        if written != nbytes {
            die("rt_torch_tensor_copy_to");
        }
        out
    }
}

impl Drop for Tensor {
    fn drop(&mut self) {
        if unsafe { rt_torch_tensor_free(self.0) } != RT_OK {
            die("rt_torch_tensor_free");
        }
    }
}

fn main() {
    if unsafe { rt_torch_init() } != RT_OK {
        die("rt_torch_init");
    }
    let live_at_start = unsafe { rt_torch_live_tensors() };
    check(live_at_start >= 0, "rt_torch_live_tensors() >= 0");
    println!(
        "backend: {} {} (ABI {})",
        text(unsafe { rt_torch_backend() }),
        text(unsafe { rt_torch_version() }),
        unsafe { rt_torch_abi_version() }
    );

    {
        // Matrix product of a (2, 3) and a (3, 2) tensor.
        let a = Tensor::from_f32(&[1.0, 2.0, 3.0, 4.0, 5.0, 6.0], &[2, 3]);
        let b = Tensor::from_f32(&[1.0, 2.0, 3.0, 4.0, 5.0, 6.0], &[3, 2]);
        let c = a.matmul(&b);
        println!("a = {:?} shape {:?}", a.to_vec_f32(), a.shape());
        println!("b = {:?} shape {:?}", b.to_vec_f32(), b.shape());
        println!("a @ b = {:?} shape {:?}", c.to_vec_f32(), c.shape());
        check(c.shape() == [2, 2], "a @ b has shape [2, 2]");
        check(
            c.to_vec_f32() == [22.0, 28.0, 49.0, 64.0],
            "a @ b == [22, 28, 49, 64]",
        );
        check(
            unsafe { rt_torch_live_tensors() } == live_at_start + 3,
            "three live tensors",
        );

        // A shape mismatch: (2, 3) @ (2, 3). The call returns 0 and sets the last error.
        let bad = unsafe { rt_torch_tensor_matmul(a.0, a.0) };
        let (code, message) = last_error();
        println!("a @ a: handle {bad}, error {code} (RT_ERR_SHAPE is {RT_ERR_SHAPE}): {message}");
        check(bad == 0, "a failed call returns handle 0");
        check(code == RT_ERR_SHAPE, "the error code is RT_ERR_SHAPE");
        check(
            message.contains("rt_torch_tensor_matmul"),
            "the message names the function",
        );
    } // a, b and c are dropped here: each handle is freed once

    // Freeing a handle twice is an error, never a crash.
    let t = Tensor::from_f32(&[1.0], &[1]);
    let handle = t.0;
    drop(t);
    let status = unsafe { rt_torch_tensor_free(handle) };
    let (code, message) = last_error();
    println!("second free of handle {handle}: status {status}: {message}");
    check(
        status == RT_ERR_INVALID_HANDLE && code == RT_ERR_INVALID_HANDLE,
        "double free is RT_ERR_INVALID_HANDLE",
    );

    let live_at_end = unsafe { rt_torch_live_tensors() };
    println!("live tensors: {live_at_start} at start, {live_at_end} at end");
    check(live_at_end == live_at_start, "every tensor was freed");
    println!("all checks passed");
}
