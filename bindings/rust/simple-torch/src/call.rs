//! What the generated wrappers share: the arguments as C wants them, and each result kind checked against its
//! failure value (the calling thread's last error then says why).

use std::ffi::CString;
use std::os::raw::c_char;

use crate::error::text as copied;
use crate::codes::failure;
use crate::{sys, Error, ErrorCode, Result, Tensor};

/// An optional tensor argument: its handle, or 0 (which the library reads as "none" where the function takes
/// none, and rejects with RT_ERR_INVALID_HANDLE elsewhere).
pub(crate) fn handle(tensor: Option<&Tensor>) -> sys::rt_tensor {
    tensor.map_or(0, Tensor::handle)
}

pub(crate) fn handles(tensors: &[&Tensor]) -> Vec<sys::rt_tensor> {
    tensors.iter().map(|t| t.handle()).collect()
}

/// A Rust length as the C length type (int32_t or int64_t), or an error naming the argument when it does not fit.
pub(crate) fn length<T: TryFrom<usize>>(n: usize, name: &str) -> Result<T> {
    T::try_from(n).map_err(|_| {
        Error::new(ErrorCode::InvalidArgument, format!("{name}: a length of {n} does not fit the C ABI's type"))
    })
}

/// A `&str` as a NUL-terminated C string; one with a NUL inside is an error (C would cut it there).
pub(crate) fn c_string(text: &str, name: &str) -> Result<CString> {
    CString::new(text).map_err(|_| {
        Error::new(ErrorCode::InvalidArgument, format!("{name}: a string with a NUL byte cannot pass to C"))
    })
}

/// A new tensor handle: 0 is the failure value.
pub(crate) fn tensor(handle: sys::rt_tensor, function: &str) -> Result<Tensor> {
    if handle == 0 {
        return Err(Error::last(function));
    }
    Ok(Tensor::from_handle(handle))
}

/// A tensor handle that may be 0 on success (x.grad of a tensor without one): None then.
pub(crate) fn optional_tensor(handle: sys::rt_tensor, function: &str) -> Result<Option<Tensor>> {
    if handle == 0 && unsafe { sys::rt_torch_last_error_code() } == sys::RT_OK {
        return Ok(None);
    }
    tensor(handle, function).map(Some)
}

/// The first `count` handles of an output array; every one is owned (and freed, should another be 0).
pub(crate) fn tensors<C: TryInto<usize>>(handles: Vec<sys::rt_tensor>, count: C, function: &str) -> Result<Vec<Tensor>> {
    optional_tensors(handles, count, function)?
        .into_iter()
        .map(|t| t.ok_or_else(|| Error::last(function)))
        .collect()
}

pub(crate) fn optional_tensors<C: TryInto<usize>>(
    handles: Vec<sys::rt_tensor>,
    count: C,
    function: &str,
) -> Result<Vec<Option<Tensor>>> {
    let count = count.try_into().ok().filter(|&n| n <= handles.len()).ok_or_else(|| {
        Error::new(ErrorCode::Internal, format!("{function} wrote more handles than the array holds"))
    })?;
    Ok(handles[..count].iter().map(|&h| (h != 0).then(|| Tensor::from_handle(h))).collect())
}

/// A status: RT_OK, or the error code.
pub(crate) fn status(code: i32, function: &str) -> Result<()> {
    if code == sys::RT_OK {
        return Ok(());
    }
    Err(Error::last(function))
}

/// A count, size or index (int32_t or int64_t): the failure value is one only when an error is set.
pub(crate) fn count<T: Copy + PartialEq + From<i32>>(value: T, function: &str) -> Result<T> {
    if value == T::from(failure::COUNT) && unsafe { sys::rt_torch_last_error_code() } != sys::RT_OK {
        return Err(Error::last(function));
    }
    Ok(value)
}

/// A boolean: 1 or 0.
pub(crate) fn flag(value: i32, function: &str) -> Result<bool> {
    if value == failure::BOOL {
        return Err(Error::last(function));
    }
    Ok(value != 0)
}

/// A device code: RT_CPU, or n >= 0 for cuda:n.
pub(crate) fn device(value: i32, function: &str) -> Result<i32> {
    if value == failure::DEVICE {
        return Err(Error::last(function));
    }
    Ok(value)
}

/// A string the library owns, copied before any other call; "" is the failure value when an error is set.
pub(crate) fn text(ptr: *const c_char, function: &str) -> Result<String> {
    let value = unsafe { copied(ptr) };
    if value.is_empty() && unsafe { sys::rt_torch_last_error_code() } != sys::RT_OK {
        return Err(Error::last(function));
    }
    Ok(value)
}

/// An output handle written by a call, owned at once (0: none), so that none leaks should another be missing.
pub(crate) fn owned(handle: sys::rt_tensor) -> Option<Tensor> {
    (handle != 0).then(|| Tensor::from_handle(handle))
}

/// An output tensor the call promised: a missing one is an error naming the function.
pub(crate) fn required(tensor: Option<Tensor>, function: &str) -> Result<Tensor> {
    tensor.ok_or_else(|| Error::last(function))
}
