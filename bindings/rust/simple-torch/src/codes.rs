//! The C ABI's error codes as `ErrorCode`, and the value each result kind returns on failure.
//! Generated from src/simple_torch/abi/spec.py by `make generate` (abi/rust_bindings.py); do not edit.

use crate::sys;

/// The error codes of the C ABI other than RT_OK (`sys::RT_ERR_*`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ErrorCode {
    /// RT_ERR_INVALID_HANDLE: 0, negative, freed or never-issued handle
    InvalidHandle,
    /// RT_ERR_INVALID_ARGUMENT: NULL pointer, negative size, bad dim, bad enum value
    InvalidArgument,
    /// RT_ERR_SHAPE: shapes incompatible for the operation
    Shape,
    /// RT_ERR_DTYPE: dtype not valid for the operation
    Dtype,
    /// RT_ERR_DEVICE: device absent (e.g. CUDA on a CPU-only machine)
    Device,
    /// RT_ERR_OUT_OF_MEMORY: allocation failed (host or device)
    OutOfMemory,
    /// RT_ERR_UNSUPPORTED: operation not available on the active backend
    Unsupported,
    /// RT_ERR_BUFFER_TOO_SMALL: caller's output buffer is too small
    BufferTooSmall,
    /// RT_ERR_INTERNAL: anything else; the message carries the backend's text
    Internal,
    /// A code this crate does not know (from a newer library).
    Other(i32),
}

impl ErrorCode {
    /// The enum of a raw `RT_ERR_*` value.
    pub fn from_raw(code: i32) -> ErrorCode {
        match code {
            sys::RT_ERR_INVALID_HANDLE => ErrorCode::InvalidHandle,
            sys::RT_ERR_INVALID_ARGUMENT => ErrorCode::InvalidArgument,
            sys::RT_ERR_SHAPE => ErrorCode::Shape,
            sys::RT_ERR_DTYPE => ErrorCode::Dtype,
            sys::RT_ERR_DEVICE => ErrorCode::Device,
            sys::RT_ERR_OUT_OF_MEMORY => ErrorCode::OutOfMemory,
            sys::RT_ERR_UNSUPPORTED => ErrorCode::Unsupported,
            sys::RT_ERR_BUFFER_TOO_SMALL => ErrorCode::BufferTooSmall,
            sys::RT_ERR_INTERNAL => ErrorCode::Internal,
            other => ErrorCode::Other(other),
        }
    }

    /// The raw `RT_ERR_*` value.
    pub fn raw(self) -> i32 {
        match self {
            ErrorCode::InvalidHandle => sys::RT_ERR_INVALID_HANDLE,
            ErrorCode::InvalidArgument => sys::RT_ERR_INVALID_ARGUMENT,
            ErrorCode::Shape => sys::RT_ERR_SHAPE,
            ErrorCode::Dtype => sys::RT_ERR_DTYPE,
            ErrorCode::Device => sys::RT_ERR_DEVICE,
            ErrorCode::OutOfMemory => sys::RT_ERR_OUT_OF_MEMORY,
            ErrorCode::Unsupported => sys::RT_ERR_UNSUPPORTED,
            ErrorCode::BufferTooSmall => sys::RT_ERR_BUFFER_TOO_SMALL,
            ErrorCode::Internal => sys::RT_ERR_INTERNAL,
            ErrorCode::Other(code) => code,
        }
    }
}

/// What the functions of each result kind return on failure (the last error then says why).
pub(crate) mod failure {
    pub const COUNT: i32 = -1;
    pub const BOOL: i32 = -1;
    pub const DEVICE: i32 = -2;
}
