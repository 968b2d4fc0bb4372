//! The error of every fallible call: the library's code and message.

use std::ffi::CStr;
use std::fmt;

use crate::{sys, ErrorCode};

/// A failed call: the code (`RT_ERR_*`) and the message the library set on the calling thread.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Error {
    code: ErrorCode,
    message: String,
}

/// What every call of this crate returns.
pub type Result<T> = std::result::Result<T, Error>;

impl Error {
    pub(crate) fn new(code: ErrorCode, message: String) -> Error {
        Error { code, message }
    }

    /// The calling thread's last error, read right after `function` failed. A failure value with no error set
    /// (a handle of 0 where one was promised) is reported as `Internal`, naming the function.
    pub(crate) fn last(function: &str) -> Error {
        // the message first: the library's string is valid only until this thread's next call
        let message = unsafe { text(sys::rt_torch_last_error()) };
        let code = unsafe { sys::rt_torch_last_error_code() };
        if code == sys::RT_OK {
            return Error::new(ErrorCode::Internal, format!("{function} returned no result and no error"));
        }
        Error::new(ErrorCode::from_raw(code), message)
    }

    /// The error code.
    pub fn code(&self) -> ErrorCode {
        self.code
    }

    /// The message, which names the function and the cause.
    pub fn message(&self) -> &str {
        &self.message
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} (error code {})", self.message, self.code.raw())
    }
}

impl std::error::Error for Error {}

/// A copy of a NUL-terminated string the library returned (NULL: empty).
pub(crate) unsafe fn text(ptr: *const std::os::raw::c_char) -> String {
    if ptr.is_null() {
        return String::new();
    }
    CStr::from_ptr(ptr).to_string_lossy().into_owned()
}
