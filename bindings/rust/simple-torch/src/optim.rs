//! Optimizers: an owned optimizer handle over borrowed parameter tensors.

use std::cell::Cell;
use std::marker::PhantomData;

use crate::{call, sys, Error, Result, Tensor};

/// An optimizer handle this value owns, freed when dropped. `Send`, not `Sync`, as [`Tensor`].
pub struct Optimizer {
    handle: sys::rt_handle,
    not_sync: PhantomData<Cell<()>>,
}

impl Optimizer {
    fn own(handle: sys::rt_handle, function: &str) -> Result<Optimizer> {
        if handle == 0 {
            return Err(Error::last(function));
        }
        Ok(Optimizer { handle, not_sync: PhantomData })
    }

    /// PyTorch's `torch.optim.SGD` over `params`.
    pub fn sgd(params: &[&Tensor], lr: f64, momentum: f64, weight_decay: f64) -> Result<Optimizer> {
        crate::ensure_abi()?;
        let handles = call::handles(params);
        let n = call::length(handles.len(), "params")?;
        let handle = unsafe { sys::rt_torch_optim_sgd(handles.as_ptr(), n, lr, momentum, weight_decay) };
        Optimizer::own(handle, "rt_torch_optim_sgd")
    }

    /// PyTorch's `torch.optim.Adam` over `params`.
    pub fn adam(params: &[&Tensor], lr: f64, betas: (f64, f64), eps: f64, weight_decay: f64) -> Result<Optimizer> {
        crate::ensure_abi()?;
        let handles = call::handles(params);
        let n = call::length(handles.len(), "params")?;
        let handle =
            unsafe { sys::rt_torch_optim_adam(handles.as_ptr(), n, lr, betas.0, betas.1, eps, weight_decay) };
        Optimizer::own(handle, "rt_torch_optim_adam")
    }

    /// The handle, borrowed, for the `rt_torch_optim_*` functions of [`crate::sys`].
    pub fn handle(&self) -> sys::rt_handle {
        self.handle
    }

    /// One update of every parameter from its gradient.
    pub fn step(&self) -> Result<()> {
        call::status(unsafe { sys::rt_torch_optim_step(self.handle) }, "rt_torch_optim_step")
    }

    /// Clear the parameters' gradients.
    pub fn zero_grad(&self) -> Result<()> {
        call::status(unsafe { sys::rt_torch_optim_zero_grad(self.handle) }, "rt_torch_optim_zero_grad")
    }

    /// Free the optimizer now and report the status.
    pub fn free(self) -> Result<()> {
        let handle = self.handle;
        std::mem::forget(self);
        call::status(unsafe { sys::rt_torch_optim_free(handle) }, "rt_torch_optim_free")
    }
}

impl Drop for Optimizer {
    fn drop(&mut self) {
        unsafe { sys::rt_torch_optim_free(self.handle) };
    }
}
