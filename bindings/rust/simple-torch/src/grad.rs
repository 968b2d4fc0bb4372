//! Per-thread regions as closures: no_grad and handle scopes. Each is opened on the calling thread, runs the
//! closure there, and is closed even when the closure panics.

use crate::{call, sys, Result, Tensor};

/// An open region of the calling thread, closed by `close` (reporting the status) or, on a panic, by Drop.
struct Region {
    end: unsafe extern "C" fn() -> i32,
    name: &'static str,
    open: bool,
}

impl Region {
    fn open(begin: unsafe extern "C" fn() -> i32, end: unsafe extern "C" fn() -> i32, names: [&'static str; 2])
        -> Result<Region> {
        crate::ensure_abi()?;
        call::status(unsafe { begin() }, names[0])?;
        Ok(Region { end, name: names[1], open: true })
    }

    fn close(mut self) -> Result<()> {
        self.open = false;
        call::status(unsafe { (self.end)() }, self.name)
    }
}

impl Drop for Region {
    fn drop(&mut self) {
        if self.open {
            unsafe { (self.end)() };
        }
    }
}

/// Run `f` with gradient recording off on this thread (PyTorch's `torch.no_grad()`); regions nest.
pub fn no_grad<T>(f: impl FnOnce() -> T) -> Result<T> {
    let region = Region::open(sys::rt_torch_no_grad_begin, sys::rt_torch_no_grad_end,
                              ["rt_torch_no_grad_begin", "rt_torch_no_grad_end"])?;
    let value = f();
    region.close()?;
    Ok(value)
}

/// Values whose tensors a [`scope`] keeps: tensors, and tuples, vectors and options of them, and plain values.
pub trait Keep {
    /// Move each tensor of the value out of the innermost scope (`rt_torch_scope_keep`).
    fn keep(&self) -> Result<()>;
}

impl Keep for Tensor {
    fn keep(&self) -> Result<()> {
        call::status(unsafe { sys::rt_torch_scope_keep(self.handle()) }, "rt_torch_scope_keep")
    }
}

impl<T: Keep> Keep for Vec<T> {
    fn keep(&self) -> Result<()> {
        self.iter().try_for_each(Keep::keep)
    }
}

impl<T: Keep> Keep for Option<T> {
    fn keep(&self) -> Result<()> {
        self.as_ref().map_or(Ok(()), Keep::keep)
    }
}

macro_rules! keep_nothing {
    ($($t:ty),*) => {$(
        impl Keep for $t {
            fn keep(&self) -> Result<()> {
                Ok(())
            }
        }
    )*};
}

keep_nothing!((), bool, i32, i64, f32, f64, usize, String);

macro_rules! keep_tuple {
    ($($name:ident),+) => {
        impl<$($name: Keep),+> Keep for ($($name,)+) {
            #[allow(non_snake_case)]
            fn keep(&self) -> Result<()> {
                let ($($name,)+) = self;
                $($name.keep()?;)+
                Ok(())
            }
        }
    };
}

keep_tuple!(A);
keep_tuple!(A, B);
keep_tuple!(A, B, C);
keep_tuple!(A, B, C, D);

/// Run `f` in a handle scope of this thread: when it ends, the library frees every handle the thread created
/// inside that is still live, except the tensors of the value `f` returns (kept: they move to the enclosing
/// scope). Tensors made and dropped inside are freed by Drop as usual; the scope catches handles made through
/// [`crate::sys`]. A tensor that leaves `f` another way (through a captured `&mut`) is freed at the end: using it
/// afterwards gives an `InvalidHandle` error, never a crash.
pub fn scope<T: Keep>(f: impl FnOnce() -> Result<T>) -> Result<T> {
    let region = Region::open(sys::rt_torch_scope_begin, sys::rt_torch_scope_end,
                              ["rt_torch_scope_begin", "rt_torch_scope_end"])?;
    let value = f()?;
    value.keep()?;
    region.close()?;
    Ok(value)
}
