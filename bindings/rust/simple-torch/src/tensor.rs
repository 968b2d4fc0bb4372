//! The tensor: an owned handle, freed when dropped.

use std::cell::Cell;
use std::fmt;
use std::marker::PhantomData;

use crate::{call, sys, Error, ErrorCode, Result};

/// A tensor handle this value owns: dropping it frees the handle, [`Tensor::free`] frees it and reports the
/// status. Methods borrow it, so a freed tensor cannot be used.
///
/// `Send`: the handle table is shared by all threads, so a tensor may move to another thread and be used and
/// freed there. Not `Sync`: the ABI promises calls from any thread, not concurrent calls on one tensor, so a
/// tensor cannot be shared by reference between threads:
///
/// ```compile_fail,E0277
/// let t = simple_torch::Tensor::scalar(1.0f64).unwrap();
/// std::thread::scope(|s| {
///     s.spawn(|| t.numel()); // `Cell<()>` cannot be shared between threads: does not compile
/// });
/// ```
pub struct Tensor {
    handle: sys::rt_tensor,
    not_sync: PhantomData<Cell<()>>,
}

/// The Rust types a tensor's elements can be read from and written to, with their dtype code.
pub trait Element: Copy + Default + sealed::Sealed {
    /// The `RT_*` dtype code of this element type.
    const DTYPE: i32;
}

mod sealed {
    pub trait Sealed {}
}

macro_rules! elements {
    ($($rust:ty => $dtype:ident),* $(,)?) => {$(
        impl sealed::Sealed for $rust {}
        impl Element for $rust {
            const DTYPE: i32 = sys::$dtype;
        }
    )*};
}

elements!(u8 => RT_UINT8, i8 => RT_INT8, i16 => RT_INT16, i32 => RT_INT32, i64 => RT_INT64, f32 => RT_FLOAT32,
          f64 => RT_FLOAT64);

impl Tensor {
    pub(crate) fn from_handle(handle: sys::rt_tensor) -> Tensor {
        Tensor { handle, not_sync: PhantomData }
    }

    /// Take ownership of a tensor handle made through [`crate::sys`]; it is freed when the Tensor drops.
    ///
    /// # Safety
    /// Nothing else may free the handle: it must be a live handle that no other owner frees.
    pub unsafe fn from_raw(handle: sys::rt_tensor) -> Tensor {
        Tensor::from_handle(handle)
    }

    /// Give up ownership: the handle, which the caller must now free (`sys::rt_torch_tensor_free`).
    pub fn into_raw(self) -> sys::rt_tensor {
        let handle = self.handle;
        std::mem::forget(self);
        handle
    }

    /// The handle, borrowed: valid while this Tensor lives.
    pub fn handle(&self) -> sys::rt_tensor {
        self.handle
    }

    /// Free the handle now and report the status (dropping frees it too, but cannot report). The tensor is
    /// consumed, so it cannot be used afterwards:
    ///
    /// ```compile_fail,E0382
    /// let t = simple_torch::Tensor::from_slice(&[1.0f32], &[1]).unwrap();
    /// t.free().unwrap();
    /// t.numel().unwrap(); // use of moved value: does not compile
    /// ```
    pub fn free(self) -> Result<()> {
        let status = unsafe { sys::rt_torch_tensor_free(self.into_raw()) };
        call::status(status, "rt_torch_tensor_free")
    }

    /// A tensor of the given dims holding a copy of `data` (row-major), of `T`'s dtype. `data` must hold exactly
    /// the product of the dims elements (else a `Shape` error, before the library reads anything).
    pub fn from_slice<T: Element>(data: &[T], dims: &[i64]) -> Result<Tensor> {
        crate::ensure_abi()?;
        let numel = dims.iter().try_fold(1i64, |n, &d| if d < 0 { None } else { n.checked_mul(d) });
        if numel != i64::try_from(data.len()).ok() {
            return Err(Error::new(
                ErrorCode::Shape,
                format!("Tensor::from_slice: {} elements do not fill dims {dims:?}", data.len()),
            ));
        }
        let ndims = call::length(dims.len(), "dims")?;
        let handle = unsafe { sys::rt_torch_tensor_from_data(data.as_ptr().cast(), dims.as_ptr(), ndims, T::DTYPE) };
        call::tensor(handle, "rt_torch_tensor_from_data")
    }

    /// A 0-dim tensor of `T`'s dtype holding `value`.
    pub fn scalar<T: Element>(value: T) -> Result<Tensor> {
        Tensor::from_slice(&[value], &[])
    }

    /// The dims.
    pub fn shape(&self) -> Result<Vec<i64>> {
        let ndim = self.ndim()?;
        let mut dims = vec![0i64; ndim.max(0) as usize];
        let written = unsafe { sys::rt_torch_tensor_shape(self.handle, dims.as_mut_ptr(), ndim) };
        call::count(written, "rt_torch_tensor_shape")?;
        Ok(dims)
    }

    /// A copy of the elements, row-major. `T` must be the tensor's dtype (else a `Dtype` error: no silent
    /// conversion); `to_dtype` converts first.
    pub fn to_vec<T: Element>(&self) -> Result<Vec<T>> {
        let dtype = self.dtype()?;
        if dtype != T::DTYPE {
            return Err(Error::new(
                ErrorCode::Dtype,
                format!("Tensor::to_vec: the tensor's dtype is {dtype}, {} asks for {}", std::any::type_name::<T>(),
                        T::DTYPE),
            ));
        }
        let mut out = vec![T::default(); self.numel()?.max(0) as usize];
        let nbytes = call::length(std::mem::size_of_val(out.as_slice()), "out_nbytes")?;
        let written = unsafe { sys::rt_torch_tensor_copy_to(self.handle, out.as_mut_ptr().cast(), nbytes) };
        call::count(written, "rt_torch_tensor_copy_to")?;
        Ok(out)
    }
}

impl Drop for Tensor {
    fn drop(&mut self) {
        // Drop cannot report: a handle that a scope's end already freed gives RT_ERR_INVALID_HANDLE here, never a
        // crash (handles are never reused). `free` reports the status.
        unsafe { sys::rt_torch_tensor_free(self.handle) };
    }
}

impl fmt::Debug for Tensor {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Tensor({})", self.handle)
    }
}
