//! The safe API against the library: training the digits MLP, errors with their codes and messages, ownership,
//! operators, no_grad and scopes, threads, and the ABI version check. One test binary; the tests take a lock so
//! that the process-wide live-tensor count each one checks is its own.

use std::sync::{Mutex, MutexGuard};

use simple_torch::{nn, no_grad, relu, scope, sys, ErrorCode, Optimizer, Result, Tensor};

static SERIAL: Mutex<()> = Mutex::new(());

fn serial() -> MutexGuard<'static, ()> {
    SERIAL.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
}

fn live() -> i64 {
    simple_torch::live_tensors().expect("rt_torch_live_tensors")
}

fn f32s(t: &Result<Tensor>) -> Vec<f32> {
    t.as_ref().expect("a tensor").to_vec::<f32>().expect("float32 elements")
}

// ---- the digits MLP, as examples/c/train_digits.c trains it ----------------------------------------------------

const PIXELS: usize = 64;
const RECORD: usize = PIXELS + 1;
const CLASSES: i64 = 10;
const HIDDEN: i64 = 128;
const SEED: u64 = 20240607;
const BATCH: usize = 32;
const EPOCHS: usize = 3;
const LEARNING_RATE: f64 = 5e-3;
const ADAM_BETAS: (f64, f64) = (0.9, 0.999);
const ADAM_EPS: f64 = 1e-8;
const MIN_TEST_ACCURACY: f64 = 0.95;

/// splitmix64, as train_digits.c: the same shuffle on every platform.
struct SplitMix(u64);

impl SplitMix {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E3779B97F4A7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58476D1CE4E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D049BB133111EB);
        z ^ (z >> 31)
    }

    fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = (self.next() % (i as u64 + 1)) as usize;
            items.swap(i, j);
        }
    }
}

/// (pixels scaled to [0, 1], labels) of the records at `rows`.
fn batch(data: &[u8], rows: &[usize]) -> Result<(Tensor, Tensor)> {
    let mut pixels = Vec::with_capacity(rows.len() * PIXELS);
    let mut labels = Vec::with_capacity(rows.len());
    for &row in rows {
        let record = &data[row * RECORD..(row + 1) * RECORD];
        pixels.extend(record[..PIXELS].iter().map(|&p| f32::from(p) / 16.0));
        labels.push(i64::from(record[PIXELS]));
    }
    let n = rows.len() as i64;
    Ok((Tensor::from_slice(&pixels, &[n, PIXELS as i64])?, Tensor::from_slice(&labels, &[n])?))
}

/// A linear layer's weight and bias, uniform in [-1/sqrt(fan_in), 1/sqrt(fan_in)) (PyTorch's default), leaves
/// that record gradients.
fn layer(out_features: i64, in_features: i64) -> Result<(Tensor, Tensor)> {
    let bound = 1.0 / (in_features as f64).sqrt();
    let uniform = |dims: &[i64]| -> Result<Tensor> { (Tensor::rand(dims)? * (2.0 * bound))? - bound };
    let (weight, bias) = (uniform(&[out_features, in_features])?, uniform(&[out_features])?);
    weight.set_requires_grad(true)?;
    bias.set_requires_grad(true)?;
    Ok((weight, bias))
}

struct Mlp {
    hidden: (Tensor, Tensor),
    output: (Tensor, Tensor),
}

impl Mlp {
    fn forward(&self, x: &Tensor) -> Result<Tensor> {
        let h = relu(&nn::linear(x, &self.hidden.0, &self.hidden.1)?)?;
        nn::linear(&h, &self.output.0, &self.output.1)
    }
}

#[test]
fn trains_the_digits_mlp() -> Result<()> {
    let _serial = serial();
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../../examples/data/digits.u8");
    let data = std::fs::read(path).expect("examples/data/digits.u8");
    assert_eq!(data.len() % RECORD, 0);
    let live_at_start = live();
    simple_torch::manual_seed(SEED as i64)?;

    let mut prng = SplitMix(SEED);
    let mut order: Vec<usize> = (0..data.len() / RECORD).collect();
    prng.shuffle(&mut order);
    let (train, test) = order.split_at(order.len() * 4 / 5);
    let mut train = train.to_vec();

    let model = Mlp { hidden: layer(HIDDEN, PIXELS as i64)?, output: layer(CLASSES, HIDDEN)? };
    let params = [&model.hidden.0, &model.hidden.1, &model.output.0, &model.output.1];
    let opt = Optimizer::adam(&params, LEARNING_RATE, ADAM_BETAS, ADAM_EPS, 0.0)?;
    let mut first_loss = None;
    let mut last_loss = 0.0;
    for _ in 0..EPOCHS {
        prng.shuffle(&mut train);
        let mut loss_sum = 0.0;
        for rows in train.chunks(BATCH) {
            // every tensor of the step is dropped inside: the scope has nothing left to free
            loss_sum += scope(|| {
                let (x, y) = batch(&data, rows)?;
                opt.zero_grad()?;
                let loss = nn::cross_entropy(&model.forward(&x)?, &y, sys::RT_REDUCTION_MEAN)?;
                loss.backward()?;
                opt.step()?;
                Ok(loss.item()? * rows.len() as f64)
            })?;
        }
        last_loss = loss_sum / train.len() as f64;
        first_loss.get_or_insert(last_loss);
    }
    let (x, y) = batch(&data, test)?;
    let predicted = no_grad(|| model.forward(&x)?.argmax_dim(1, false))??.to_vec::<i64>()?;
    let correct = predicted.iter().zip(y.to_vec::<i64>()?).filter(|(p, y)| **p == *y).count();
    let accuracy = correct as f64 / test.len() as f64;
    println!("digits MLP: loss {:.4} -> {last_loss:.4}, test accuracy {accuracy:.4}", first_loss.unwrap());
    assert!(accuracy >= MIN_TEST_ACCURACY, "test accuracy {accuracy}");
    assert!(last_loss < first_loss.unwrap());
    drop((x, y, opt, model));
    assert_eq!(live(), live_at_start, "every tensor was freed");
    Ok(())
}

// ---- errors ----------------------------------------------------------------------------------------------------

#[test]
fn a_wrong_shape_is_an_error_with_the_code_and_message() -> Result<()> {
    let _serial = serial();
    let a = Tensor::from_slice(&[1.0f32, 2.0, 3.0, 4.0, 5.0, 6.0], &[2, 3])?;
    let err = a.matmul(&a).unwrap_err();
    assert_eq!(err.code(), ErrorCode::Shape);
    assert_eq!(err.code().raw(), sys::RT_ERR_SHAPE);
    assert!(err.message().contains("rt_torch_tensor_matmul"), "{err}");
    assert!(err.message().contains("[2, 3] and [2, 3]"), "{err}");
    assert!(err.to_string().ends_with(&format!("(error code {})", sys::RT_ERR_SHAPE)), "{err}");

    let b = Tensor::from_slice(&[1.0f32, 2.0], &[2])?;
    let err = (&a + &b).unwrap_err();   // (2, 3) + (2,) does not broadcast
    assert_eq!(err.code(), ErrorCode::Shape, "{err}");
    assert!(err.message().contains("rt_torch_tensor_add"), "{err}");
    Ok(())
}

#[test]
fn a_freed_tensor_cannot_be_used() -> Result<()> {
    let _serial = serial();
    let live_at_start = live();
    Tensor::from_slice(&[1.0f32], &[1])?.free()?;   // consumed: the compiler refuses a later use (Tensor::free)
    assert_eq!(live(), live_at_start);

    // through the sys crate a freed handle is still a number: every use is an error code, never a crash
    let handle = Tensor::from_slice(&[1.0f32, 2.0], &[2])?.into_raw();
    assert_eq!(unsafe { sys::rt_torch_tensor_free(handle) }, sys::RT_OK);
    assert_eq!(unsafe { sys::rt_torch_tensor_free(handle) }, sys::RT_ERR_INVALID_HANDLE);
    assert_eq!(unsafe { sys::rt_torch_tensor_numel(handle) }, -1);
    assert_eq!(unsafe { sys::rt_torch_last_error_code() }, sys::RT_ERR_INVALID_HANDLE);
    assert_eq!(unsafe { sys::rt_torch_tensor_neg(handle) }, 0);
    assert_eq!(unsafe { sys::rt_torch_last_error_code() }, sys::RT_ERR_INVALID_HANDLE);

    // and a safe Tensor wrongly made from it reports the same code
    let stale = unsafe { Tensor::from_raw(handle) };
    let err = stale.neg().unwrap_err();
    assert_eq!(err.code(), ErrorCode::InvalidHandle);
    assert!(err.message().contains("freed"), "{err}");
    assert_eq!(stale.free().unwrap_err().code(), ErrorCode::InvalidHandle);
    assert_eq!(live(), live_at_start);
    Ok(())
}

#[test]
fn bad_arguments_are_errors_before_the_library_reads_them() -> Result<()> {
    let _serial = serial();
    let err = Tensor::from_slice(&[1.0f32, 2.0, 3.0], &[2, 2]).unwrap_err();
    assert_eq!(err.code(), ErrorCode::Shape, "{err}");
    assert_eq!(Tensor::from_slice(&[1.0f32], &[-1]).unwrap_err().code(), ErrorCode::Shape);
    let err = simple_torch::backends_flag("cudnn\0enabled").unwrap_err();
    assert_eq!(err.code(), ErrorCode::InvalidArgument, "{err}");
    let err = Tensor::scalar(1.5f32)?.to_vec::<f64>().unwrap_err();
    assert_eq!(err.code(), ErrorCode::Dtype, "{err}");
    // a tensor argument left out where one is required: the library's null-handle error
    let err = nn::linear(&Tensor::from_slice(&[1.0f32], &[1, 1])?, None, None).unwrap_err();
    assert_eq!(err.code(), ErrorCode::InvalidHandle, "{err}");
    Ok(())
}

// ---- values ----------------------------------------------------------------------------------------------------

#[test]
fn operators_compute_what_pytorch_does() -> Result<()> {
    let _serial = serial();
    let a = Tensor::from_slice(&[1.0f32, 2.0, 4.0, 8.0], &[2, 2])?;
    let b = Tensor::from_slice(&[10.0f32, 20.0, 30.0, 40.0], &[2, 2])?;
    assert_eq!(f32s(&(&a + &b)), [11.0, 22.0, 34.0, 48.0]);
    assert_eq!(f32s(&(&b - &a)), [9.0, 18.0, 26.0, 32.0]);
    assert_eq!(f32s(&(&a * &b)), [10.0, 40.0, 120.0, 320.0]);
    assert_eq!(f32s(&(&b / &a)), [10.0, 10.0, 7.5, 5.0]);
    assert_eq!(f32s(&-&a), [-1.0, -2.0, -4.0, -8.0]);
    assert_eq!(f32s(&(&a + 1.0)), [2.0, 3.0, 5.0, 9.0]);
    assert_eq!(f32s(&(&a - 1.0)), [0.0, 1.0, 3.0, 7.0]);
    assert_eq!(f32s(&(&a * 0.5)), [0.5, 1.0, 2.0, 4.0]);
    assert_eq!(f32s(&(&a / 4.0)), [0.25, 0.5, 1.0, 2.0]);
    assert_eq!(f32s(&(1.0 - &a)), [0.0, -1.0, -3.0, -7.0]);
    assert_eq!(f32s(&(8.0 / &a)), [8.0, 4.0, 2.0, 1.0]);
    assert_eq!(f32s(&(3.0 * &a)), [3.0, 6.0, 12.0, 24.0]);
    assert_eq!(f32s(&(&a * &b + &a)), [11.0, 42.0, 124.0, 328.0]);   // Result<Tensor> on the left
    assert_eq!(f32s(&(&a * &b - a.neg()?)), [11.0, 42.0, 124.0, 328.0]);
    assert_eq!((&a / 4.0)?.dtype()?, sys::RT_FLOAT32, "a number keeps the tensor's dtype");
    assert_eq!(f32s(&(a + b)), [11.0, 22.0, 34.0, 48.0]);   // by value: both consumed and freed
    Ok(())
}

#[test]
fn generated_methods_map_slices_outputs_and_optional_tensors() -> Result<()> {
    let _serial = serial();
    let live_at_start = live();
    let x = Tensor::from_slice(&[1.0f32, 2.0, 3.0, 4.0, 5.0, 6.0], &[2, 3])?;
    assert_eq!(x.shape()?, [2, 3]);
    assert_eq!(x.reshape(&[3, 2])?.shape()?, [3, 2]);
    assert_eq!(x.sum()?.item()?, 21.0);
    let parts = x.chunk(3, 1, 4)?;   // an output array: as many tensors as were written
    assert_eq!(parts.len(), 3);
    assert_eq!(parts[2].to_vec::<f32>()?, [3.0, 6.0]);
    let (values, indices) = x.topk(2, 1, true, true)?;   // two output handles
    assert_eq!(values.to_vec::<f32>()?, [3.0, 2.0, 6.0, 5.0]);
    assert_eq!(indices.to_vec::<i64>()?, [2, 1, 2, 1]);
    let w = Tensor::from_slice(&[1.0f32, 0.0, 0.0, 0.0, 1.0, 0.0], &[2, 3])?;
    assert_eq!(nn::linear(&x, &w, None)?.to_vec::<f32>()?, [1.0, 2.0, 4.0, 5.0]);   // bias: none
    assert!(matches!(simple_torch::backend()?.as_str(), "torch" | "numpy"));
    assert!(!simple_torch::version()?.is_empty());
    drop((x, parts, values, indices, w));
    assert_eq!(live(), live_at_start);
    Ok(())
}

// ---- autograd, no_grad and scopes ------------------------------------------------------------------------------

#[test]
fn no_grad_turns_recording_off_on_this_thread() -> Result<()> {
    let _serial = serial();
    let w = Tensor::from_slice(&[1.0f32, 2.0], &[2])?;
    w.set_requires_grad(true)?;
    assert!(w.grad()?.is_none(), "no gradient before backward");
    (&w * &w)?.sum()?.backward()?;
    assert_eq!(w.grad()?.expect("a gradient").to_vec::<f32>()?, [2.0, 4.0]);

    assert!(simple_torch::is_grad_enabled()?);
    let (inside, y) = no_grad(|| -> Result<_> {
        let nested = no_grad(simple_torch::is_grad_enabled)??;
        Ok((simple_torch::is_grad_enabled()? || nested, (&w * 2.0)?))
    })??;
    assert!(!inside);
    assert!(!y.requires_grad()?, "made under no_grad: no graph");
    assert!(simple_torch::is_grad_enabled()?, "recording is back after the closure");

    // a panic inside still closes the region
    let caught = std::panic::catch_unwind(|| no_grad(|| panic!("inside no_grad")));
    assert!(caught.is_err());
    assert!(simple_torch::is_grad_enabled()?);
    Ok(())
}

#[test]
fn a_scope_keeps_what_the_closure_returns_and_frees_the_rest() -> Result<()> {
    let _serial = serial();
    let live_at_start = live();
    let mut smuggled = Vec::new();
    let kept = scope(|| {
        let a = Tensor::from_slice(&[1.0f32, 2.0], &[2])?;
        let raw = unsafe { sys::rt_torch_tensor_neg(a.handle()) };   // a handle no Tensor owns
        assert_ne!(raw, 0);
        smuggled.push(Tensor::from_slice(&[5.0f32], &[1])?);   // leaves the closure the wrong way
        &a + 1.0
    })?;
    assert_eq!(kept.to_vec::<f32>()?, [2.0, 3.0]);
    assert_eq!(live(), live_at_start + 1, "only the kept tensor is live: the raw handle was freed by the scope");
    let err = smuggled[0].sum().unwrap_err();
    assert_eq!(err.code(), ErrorCode::InvalidHandle, "{err}");
    drop(smuggled);   // its free fails quietly: the scope freed it
    drop(kept);
    assert_eq!(live(), live_at_start);
    Ok(())
}

// ---- threads and the ABI ---------------------------------------------------------------------------------------

#[test]
fn tensors_move_between_threads_and_errors_stay_on_their_thread() -> Result<()> {
    fn is_send<T: Send>() {}
    is_send::<Tensor>();
    is_send::<Optimizer>();
    let _serial = serial();
    let t = Tensor::from_slice(&[1.0f64, 2.0, 3.0], &[3])?;
    let (sum, t, code_there) = std::thread::spawn(move || {
        let sum = t.sum().and_then(|s| s.item());
        let failed = t.matmul(&t.reshape(&[3, 1]).unwrap().t().unwrap());   // (3,) @ (1, 3): a shape error here
        (sum, t, failed.unwrap_err().code())
    })
    .join()
    .expect("the thread ran");
    assert_eq!(sum?, 6.0);
    assert_eq!(code_there, ErrorCode::Shape);
    assert_eq!(t.numel()?, 3);   // this thread's last error is its own: RT_OK after its last call
    assert_eq!(unsafe { sys::rt_torch_last_error_code() }, sys::RT_OK);
    t.free()
}

#[test]
fn the_library_abi_version_is_checked() -> Result<()> {
    let _serial = serial();
    let (major, minor, patch) =
        (sys::RT_TORCH_ABI_VERSION_MAJOR, sys::RT_TORCH_ABI_VERSION_MINOR, sys::RT_TORCH_ABI_VERSION_PATCH);
    assert_eq!(env!("CARGO_PKG_VERSION"), format!("{major}.{minor}.{patch}"), "the crate's version is the ABI's");
    simple_torch::ensure_abi()?;
    let loaded = unsafe { sys::rt_torch_abi_version() };
    assert_eq!(loaded / 10000, major);
    simple_torch::check_abi_version(sys::RT_TORCH_ABI_VERSION)?;
    simple_torch::check_abi_version(sys::RT_TORCH_ABI_VERSION + 100)?;   // a newer minor only adds functions
    let err = simple_torch::check_abi_version(sys::RT_TORCH_ABI_VERSION + 10000).unwrap_err();
    assert_eq!(err.code(), ErrorCode::Unsupported);
    assert!(err.message().contains(&format!("ABI {}.{minor}.{patch}", major + 1)), "{err}");
    if minor > 0 {
        assert!(simple_torch::check_abi_version(sys::RT_TORCH_ABI_VERSION - 100).is_err(), "an older minor");
    }
    Ok(())
}
