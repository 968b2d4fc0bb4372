// Code generated from src/simple_torch/abi/spec.py by `make generate`; DO NOT EDIT.

package simpletorch

import (
	"runtime"
	"strconv"
	"unsafe"

	"simple-torch/bindings/go/sys"
)

// The ABI version this package was generated for, and so the package's own version: the library it loads
// must have the same major version and a minor one no older (checked on the first call).
const (
	ABIVersionMajor = 1
	ABIVersionMinor = 9
	ABIVersionPatch = 0
	// ABIVersion is what rt_torch_abi_version returns for a library of this version: MAJOR*10000 + MINOR*100
	// + PATCH.
	ABIVersion = 10900
	// PackageVersion is this package's version: the ABI version it was generated for.
	PackageVersion = "1.9.0"
)

// The error codes: an *Error's Code, and the sentinels errors.Is compares it with.
const (
	// Ok: success.
	Ok Code = 0
	// ErrInvalidHandle: 0, negative, freed or never-issued handle.
	ErrInvalidHandle Code = 1
	// ErrInvalidArgument: NULL pointer, negative size, bad dim, bad enum value.
	ErrInvalidArgument Code = 2
	// ErrShape: shapes incompatible for the operation.
	ErrShape Code = 3
	// ErrDtype: dtype not valid for the operation.
	ErrDtype Code = 4
	// ErrDevice: device absent (e.g. CUDA on a CPU-only machine).
	ErrDevice Code = 5
	// ErrOutOfMemory: allocation failed (host or device).
	ErrOutOfMemory Code = 6
	// ErrUnsupported: operation not available on the active backend.
	ErrUnsupported Code = 7
	// ErrBufferTooSmall: caller's output buffer is too small.
	ErrBufferTooSmall Code = 8
	// ErrInternal: anything else; the message carries the backend's text.
	ErrInternal Code = 9
)

// String is the code's C name.
func (c Code) String() string {
	switch c {
	case Ok:
		return "RT_OK"
	case ErrInvalidHandle:
		return "RT_ERR_INVALID_HANDLE"
	case ErrInvalidArgument:
		return "RT_ERR_INVALID_ARGUMENT"
	case ErrShape:
		return "RT_ERR_SHAPE"
	case ErrDtype:
		return "RT_ERR_DTYPE"
	case ErrDevice:
		return "RT_ERR_DEVICE"
	case ErrOutOfMemory:
		return "RT_ERR_OUT_OF_MEMORY"
	case ErrUnsupported:
		return "RT_ERR_UNSUPPORTED"
	case ErrBufferTooSmall:
		return "RT_ERR_BUFFER_TOO_SMALL"
	case ErrInternal:
		return "RT_ERR_INTERNAL"
	}
	return "code " + strconv.Itoa(int(c))
}

// The dtype codes (PyTorch's ScalarType numbering): what Dtype returns and the dtype parameters take.
const (
	// Uint8: unsigned 8-bit integer.
	Uint8 = 0
	// Int8: signed 8-bit integer.
	Int8 = 1
	// Int16: signed 16-bit integer.
	Int16 = 2
	// Int32: signed 32-bit integer.
	Int32 = 3
	// Int64: signed 64-bit integer.
	Int64 = 4
	// Float16: IEEE half precision.
	Float16 = 5
	// Float32: IEEE single precision (the default).
	Float32 = 6
	// Float64: IEEE double precision.
	Float64 = 7
	// Complex64: two float32: real, imaginary.
	Complex64 = 9
	// Complex128: two float64: real, imaginary.
	Complex128 = 10
	// Bool: 0 or 1.
	Bool = 11
	// Bfloat16: brain float: float32's exponent, 7-bit mantissa.
	Bfloat16 = 15
)

// DtypeName is a dtype code's name ("float32"), or "dtype N" for a code that names none.
func DtypeName(dtype int32) string {
	switch dtype {
	case Uint8:
		return "uint8"
	case Int8:
		return "int8"
	case Int16:
		return "int16"
	case Int32:
		return "int32"
	case Int64:
		return "int64"
	case Float16:
		return "float16"
	case Float32:
		return "float32"
	case Float64:
		return "float64"
	case Complex64:
		return "complex64"
	case Complex128:
		return "complex128"
	case Bool:
		return "bool"
	case Bfloat16:
		return "bfloat16"
	}
	return "dtype " + strconv.Itoa(int(dtype))
}

// The device codes, and what creation functions take for the default dtype or device.
const (
	// Cpu: the CPU; n >= 0 is cuda:n.
	Cpu = -1
	// DtypeDefault: dtype: float32 for a new tensor, the input's dtype for a *_like.
	DtypeDefault = -1
	// DeviceDefault: device: the default device for a new tensor, the input's device for a *_like.
	DeviceDefault = -3
)

// Loss reductions (PyTorch's numbering).
const (
	// ReductionNone: loss per element.
	ReductionNone = 0
	// ReductionMean: mean of the losses.
	ReductionMean = 1
	// ReductionSum: sum of the losses.
	ReductionSum = 2
)

// rt_torch_tensor_scatter_reduce's ways to combine the values written at one position.
const (
	// ScatterSum: sum.
	ScatterSum = 0
	// ScatterProd: product.
	ScatterProd = 1
	// ScatterMean: mean (integers: floor division).
	ScatterMean = 2
	// ScatterAmax: maximum.
	ScatterAmax = 3
	// ScatterAmin: minimum.
	ScatterAmin = 4
)

// rt_torch_nn_pad's ways to fill the border.
const (
	// PadConstant: the value given.
	PadConstant = 0
	// PadReflect: the input mirrored, the edge not repeated.
	PadReflect = 1
	// PadReplicate: the edge element repeated.
	PadReplicate = 2
	// PadCircular: the input wrapped around.
	PadCircular = 3
)

// rt_torch_nn_interpolate's modes.
const (
	// InterpolateNearest: the input element at floor(position * scale).
	InterpolateNearest = 0
	// InterpolateLinear: linear in each resized dim: linear, bilinear, trilinear.
	InterpolateLinear = 1
	// InterpolateNearestExact: the input element at floor((position + 0.5) * scale).
	InterpolateNearestExact = 2
)

// rt_torch_nn_embedding_bag's ways to combine a bag's rows.
const (
	// EmbeddingBagSum: the sum of the rows (each times its per-sample weight, if given).
	EmbeddingBagSum = 0
	// EmbeddingBagMean: the mean of the rows.
	EmbeddingBagMean = 1
	// EmbeddingBagMax: the element-wise maximum of the rows.
	EmbeddingBagMax = 2
)

// rt_torch_dist_all_reduce's and rt_torch_dist_reduce_scatter's reduce ops (torch.distributed.ReduceOp's).
const (
	// DistSum: sum.
	DistSum = 0
	// DistAvg: mean (floating point only).
	DistAvg = 1
	// DistProduct: product.
	DistProduct = 2
	// DistMin: minimum.
	DistMin = 3
	// DistMax: maximum.
	DistMax = 4
)

// rt_torch_model_load_options's flags (bits).
const (
	// ModelLoadDefault: untrusted: formats that run code when loaded are refused.
	ModelLoadDefault = 0
	// ModelLoadTrusted: the caller trusts the file: TorchScript and AOTInductor packages are loaded too.
	ModelLoadTrusted = 1
)

// rt_torch_tensor_qr's modes.
const (
	// QrReduced: Q of m x k and R of k x n.
	QrReduced = 0
	// QrComplete: Q of m x m and R of m x n.
	QrComplete = 1
	// QrR: R of k x n only; Q is an empty tensor.
	QrR = 2
)

// rt_torch_tensor_lstsq's LAPACK drivers.
const (
	// LstsqDefault: PyTorch's choice: gelsy on the CPU, gels on CUDA.
	LstsqDefault = 0
	// LstsqGels: QR; A must have full rank; no rank.
	LstsqGels = 1
	// LstsqGelsy: QR with column pivoting; no residuals.
	LstsqGelsy = 2
	// LstsqGelsd: divide-and-conquer SVD; singular values too.
	LstsqGelsd = 3
	// LstsqGelss: SVD; singular values too.
	LstsqGelss = 4
)

// rt_torch_nn_transformer_encoder_layer's and _decoder_layer's feed-forward activations.
const (
	// ActivationRelu: max(0, x).
	ActivationRelu = 0
	// ActivationGelu: x * Phi(x), exact (erf) form.
	ActivationGelu = 1
	// ActivationGeluTanh: GELU's tanh approximation.
	ActivationGeluTanh = 2
)

// rt_torch_tensor_cdist's compute modes (PyTorch's compute_mode).
const (
	// CdistMmIfNecessary: use_mm_for_euclid_dist_if_necessary: matrix products for p = 2 when either set has more than 25 rows, else differences.
	CdistMmIfNecessary = 0
	// CdistMm: use_mm_for_euclid_dist: matrix products for p = 2.
	CdistMm = 1
	// CdistNoMm: donot_use_mm_for_euclid_dist: differences for every p.
	CdistNoMm = 2
)

// rt_torch_nn_grid_sample's modes.
const (
	// GridSampleBilinear: the four (2-D) or eight (3-D) neighbours mixed linearly.
	GridSampleBilinear = 0
	// GridSampleNearest: the nearest input element (halves round to even).
	GridSampleNearest = 1
	// GridSampleBicubic: the 4 x 4 neighbours mixed by cubic convolution (A = -0.75), each padded on its own; 4-D input only.
	GridSampleBicubic = 2
)

// rt_torch_nn_grid_sample's padding modes.
const (
	// GridSamplePadZeros: zeros.
	GridSamplePadZeros = 0
	// GridSamplePadBorder: the position clipped to the border.
	GridSamplePadBorder = 1
	// GridSamplePadReflection: the position reflected at the border.
	GridSamplePadReflection = 2
)

// rt_torch_tensor_div_rounding's rounding modes.
const (
	// RoundingNone: true division, no rounding (rounding_mode=None).
	RoundingNone = 0
	// RoundingTrunc: toward zero (C's integer division).
	RoundingTrunc = 1
	// RoundingFloor: toward negative infinity (Python's //, floor_divide).
	RoundingFloor = 2
)

// rt_torch_init_kaiming_*'s modes.
const (
	// InitFanIn: inputs per unit: keeps the forward pass's variance.
	InitFanIn = 0
	// InitFanOut: outputs per unit: keeps the backward pass's variance.
	InitFanOut = 1
)

// rt_torch_init_calculate_gain's and rt_torch_init_kaiming_*'s nonlinearities.
const (
	// NonlinearityLinear: gain 1.
	NonlinearityLinear = 0
	// NonlinearityConv1d: gain 1.
	NonlinearityConv1d = 1
	// NonlinearityConv2d: gain 1.
	NonlinearityConv2d = 2
	// NonlinearityConv3d: gain 1.
	NonlinearityConv3d = 3
	// NonlinearityConvTranspose1d: gain 1.
	NonlinearityConvTranspose1d = 4
	// NonlinearityConvTranspose2d: gain 1.
	NonlinearityConvTranspose2d = 5
	// NonlinearityConvTranspose3d: gain 1.
	NonlinearityConvTranspose3d = 6
	// NonlinearitySigmoid: gain 1.
	NonlinearitySigmoid = 7
	// NonlinearityTanh: gain 5/3.
	NonlinearityTanh = 8
	// NonlinearityRelu: gain sqrt(2).
	NonlinearityRelu = 9
	// NonlinearityLeakyRelu: gain sqrt(2 / (1 + slope ** 2)), slope the param.
	NonlinearityLeakyRelu = 10
	// NonlinearitySelu: gain 3/4.
	NonlinearitySelu = 11
)

// rt_torch_tensor_meshgrid's indexings.
const (
	// MeshgridIj: matrix indexing: output i runs along dim i.
	MeshgridIj = 0
	// MeshgridXy: Cartesian indexing: the first two dims swapped (NumPy's default).
	MeshgridXy = 1
)

// rt_torch_fft_fftn's, rt_torch_fft_rfftn's and rt_torch_fft_irfftn's scalings (PyTorch's norm).
const (
	// FftNormBackward: the forward transform unscaled, the inverse scaled by 1/n (PyTorch's default).
	FftNormBackward = 0
	// FftNormOrtho: both scaled by 1/sqrt(n).
	FftNormOrtho = 1
	// FftNormForward: the forward transform scaled by 1/n, the inverse unscaled.
	FftNormForward = 2
)

// Available is rt_torch_available: 1 when the PyTorch backend is active.
func Available() (bool, error) {
	if err := enter(); err != nil {
		return false, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.Available()
	if ret == -1 {
		return false, lastError()
	}
	return ret == 1, nil
}

// Version is rt_torch_version: backend version, e.g. "2.13.0+cpu" or "numpy 2.4.6".
func Version() (string, error) {
	if err := enter(); err != nil {
		return "", err
	}
	defer runtime.UnlockOSThread()
	ret := sys.Version()
	if ret == "" {
		if err := errorIfSet(); err != nil {
			return "", err
		}
	}
	return ret, nil
}

// CudaAvailable is rt_torch_cuda_available: 1 when a CUDA device can be used.
func CudaAvailable() (bool, error) {
	if err := enter(); err != nil {
		return false, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.CudaAvailable()
	if ret == -1 {
		return false, lastError()
	}
	return ret == 1, nil
}

// CudaDeviceCount is rt_torch_cuda_device_count: number of CUDA devices (0 without CUDA).
func CudaDeviceCount() (int32, error) {
	if err := enter(); err != nil {
		return 0, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.CudaDeviceCount()
	if ret == -1 {
		return 0, lastError()
	}
	return ret, nil
}

// Backend is rt_torch_backend: "torch" or "numpy".
func Backend() (string, error) {
	if err := enter(); err != nil {
		return "", err
	}
	defer runtime.UnlockOSThread()
	ret := sys.Backend()
	if ret == "" {
		if err := errorIfSet(); err != nil {
			return "", err
		}
	}
	return ret, nil
}

// AbiVersion is rt_torch_abi_version: MAJOR*10000 + MINOR*100 + PATCH.
func AbiVersion() (int32, error) {
	if err := enter(); err != nil {
		return 0, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.AbiVersion()
	if ret == -1 {
		return 0, lastError()
	}
	return ret, nil
}

// Init is rt_torch_init: start the runtime now (else on the first call); status.
func Init() error {
	if err := enter(); err != nil {
		return err
	}
	defer runtime.UnlockOSThread()
	ret := sys.Init()
	if ret != int32(Ok) {
		return lastError()
	}
	return nil
}

// ManualSeed is rt_torch_manual_seed: seed every random generator of the backend.
func ManualSeed(seed int64) error {
	if err := enter(); err != nil {
		return err
	}
	defer runtime.UnlockOSThread()
	ret := sys.ManualSeed(seed)
	if ret != int32(Ok) {
		return lastError()
	}
	return nil
}

// LiveTensors is rt_torch_live_tensors: tensor handles not yet freed.
func LiveTensors() (int64, error) {
	if err := enter(); err != nil {
		return 0, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.LiveTensors()
	if ret == -1 {
		return 0, lastError()
	}
	return ret, nil
}

// SetDefaultDevice is rt_torch_set_default_device: device for creation functions.
func SetDefaultDevice(device int32) error {
	if err := enter(); err != nil {
		return err
	}
	defer runtime.UnlockOSThread()
	ret := sys.SetDefaultDevice(device)
	if ret != int32(Ok) {
		return lastError()
	}
	return nil
}

// DefaultDevice is rt_torch_default_device: device code used by creation functions.
func DefaultDevice() (int32, error) {
	if err := enter(); err != nil {
		return 0, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.DefaultDevice()
	if ret == -2 {
		return 0, lastError()
	}
	return ret, nil
}

// SetNumThreads is rt_torch_set_num_threads: threads for one operation's parallel work, process-wide, 1 to 1024 (PyTorch's set_num_threads; NumPy: the size of its BLAS pool); status.
func SetNumThreads(n int32) error {
	if err := enter(); err != nil {
		return err
	}
	defer runtime.UnlockOSThread()
	ret := sys.SetNumThreads(n)
	if ret != int32(Ok) {
		return lastError()
	}
	return nil
}

// GetNumThreads is rt_torch_get_num_threads: the thread count rt_torch_set_num_threads sets.
func GetNumThreads() (int32, error) {
	if err := enter(); err != nil {
		return 0, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.GetNumThreads()
	if ret == -1 {
		return 0, lastError()
	}
	return ret, nil
}

// FastPath is rt_torch_fast_path: "on" when the native fast path runs the functions the header marks [fast] (on CPU tensors; element-wise ones, matmul and linear also on CUDA ones); "on for N of M functions; off for ..." when the torch lacks the shim functions some of them need (which, and what it lacks); else "off: " and why (NumPy backend, SIMPLE_TORCH_FAST_PATH=0, a torch without the shim functions the fast path needs).
func FastPath() (string, error) {
	if err := enter(); err != nil {
		return "", err
	}
	defer runtime.UnlockOSThread()
	ret := sys.FastPath()
	if ret == "" {
		if err := errorIfSet(); err != nil {
			return "", err
		}
	}
	return ret, nil
}

// Zeros is rt_torch_tensor_zeros: float32 zeros.
func Zeros(dims []int64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorZeros(ptr(dims), n32(len(dims)))
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Ones is rt_torch_tensor_ones: float32 ones.
func Ones(dims []int64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorOnes(ptr(dims), n32(len(dims)))
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Randn is rt_torch_tensor_randn: float32 samples of N(0, 1).
func Randn(dims []int64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorRandn(ptr(dims), n32(len(dims)))
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Rand is rt_torch_tensor_rand: float32 samples of U[0, 1).
func Rand(dims []int64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorRand(ptr(dims), n32(len(dims)))
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Empty is rt_torch_tensor_empty: float32, contents unspecified.
func Empty(dims []int64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorEmpty(ptr(dims), n32(len(dims)))
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Full is rt_torch_tensor_full: float32 filled with value.
func Full(dims []int64, value float64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorFull(ptr(dims), n32(len(dims)), value)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Arange is rt_torch_tensor_arange: [start, end) by step.
func Arange(start float64, end float64, step float64, dtype int32) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorArange(start, end, step, dtype)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Linspace is rt_torch_tensor_linspace: steps evenly spaced float32 values.
func Linspace(start float64, end float64, steps int64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorLinspace(start, end, steps)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Eye is rt_torch_tensor_eye: n x m float32 identity.
func Eye(n int64, m int64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorEye(n, m)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Add is rt_torch_tensor_add: a + b.
func (a *Tensor) Add(b *Tensor) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorAdd(a.handle(), b.handle())
	runtime.KeepAlive(a)
	runtime.KeepAlive(b)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Sub is rt_torch_tensor_sub: a - b.
func (a *Tensor) Sub(b *Tensor) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorSub(a.handle(), b.handle())
	runtime.KeepAlive(a)
	runtime.KeepAlive(b)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Mul is rt_torch_tensor_mul: a * b.
func (a *Tensor) Mul(b *Tensor) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorMul(a.handle(), b.handle())
	runtime.KeepAlive(a)
	runtime.KeepAlive(b)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Div is rt_torch_tensor_div: a / b (true division).
func (a *Tensor) Div(b *Tensor) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorDiv(a.handle(), b.handle())
	runtime.KeepAlive(a)
	runtime.KeepAlive(b)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Pow is rt_torch_tensor_pow: a ** exponent.
func (a *Tensor) Pow(exponent float64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorPow(a.handle(), exponent)
	runtime.KeepAlive(a)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Neg is rt_torch_tensor_neg: -a.
func (a *Tensor) Neg() (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorNeg(a.handle())
	runtime.KeepAlive(a)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Abs is rt_torch_tensor_abs: |a|.
func (a *Tensor) Abs() (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorAbs(a.handle())
	runtime.KeepAlive(a)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Sqrt is rt_torch_tensor_sqrt: square root.
func (a *Tensor) Sqrt() (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorSqrt(a.handle())
	runtime.KeepAlive(a)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Exp is rt_torch_tensor_exp: e ** a.
func (a *Tensor) Exp() (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorExp(a.handle())
	runtime.KeepAlive(a)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Log is rt_torch_tensor_log: natural logarithm.
func (a *Tensor) Log() (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorLog(a.handle())
	runtime.KeepAlive(a)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// AddScalar is rt_torch_tensor_add_scalar: a + s.
func (a *Tensor) AddScalar(s float64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorAddScalar(a.handle(), s)
	runtime.KeepAlive(a)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// MulScalar is rt_torch_tensor_mul_scalar: a * s.
func (a *Tensor) MulScalar(s float64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorMulScalar(a.handle(), s)
	runtime.KeepAlive(a)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Sin is rt_torch_tensor_sin: sine.
func (a *Tensor) Sin() (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorSin(a.handle())
	runtime.KeepAlive(a)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Cos is rt_torch_tensor_cos: cosine.
func (a *Tensor) Cos() (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorCos(a.handle())
	runtime.KeepAlive(a)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Tan is rt_torch_tensor_tan: tangent.
func (a *Tensor) Tan() (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorTan(a.handle())
	runtime.KeepAlive(a)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Asin is rt_torch_tensor_asin: arcsine.
func (a *Tensor) Asin() (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorAsin(a.handle())
	runtime.KeepAlive(a)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Acos is rt_torch_tensor_acos: arccosine.
func (a *Tensor) Acos() (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorAcos(a.handle())
	runtime.KeepAlive(a)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Atan is rt_torch_tensor_atan: arctangent.
func (a *Tensor) Atan() (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorAtan(a.handle())
	runtime.KeepAlive(a)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Sinh is rt_torch_tensor_sinh: hyperbolic sine.
func (a *Tensor) Sinh() (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorSinh(a.handle())
	runtime.KeepAlive(a)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Cosh is rt_torch_tensor_cosh: hyperbolic cosine.
func (a *Tensor) Cosh() (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorCosh(a.handle())
	runtime.KeepAlive(a)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Rsqrt is rt_torch_tensor_rsqrt: 1 / sqrt(a).
func (a *Tensor) Rsqrt() (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorRsqrt(a.handle())
	runtime.KeepAlive(a)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Reciprocal is rt_torch_tensor_reciprocal: 1 / a.
func (a *Tensor) Reciprocal() (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorReciprocal(a.handle())
	runtime.KeepAlive(a)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Log1p is rt_torch_tensor_log1p: log(1 + a), exact near 0.
func (a *Tensor) Log1p() (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorLog1p(a.handle())
	runtime.KeepAlive(a)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Expm1 is rt_torch_tensor_expm1: e ** a - 1, exact near 0.
func (a *Tensor) Expm1() (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorExpm1(a.handle())
	runtime.KeepAlive(a)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Log2 is rt_torch_tensor_log2: base-2 logarithm.
func (a *Tensor) Log2() (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorLog2(a.handle())
	runtime.KeepAlive(a)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Log10 is rt_torch_tensor_log10: base-10 logarithm.
func (a *Tensor) Log10() (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorLog10(a.handle())
	runtime.KeepAlive(a)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Exp2 is rt_torch_tensor_exp2: 2 ** a.
func (a *Tensor) Exp2() (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorExp2(a.handle())
	runtime.KeepAlive(a)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Erf is rt_torch_tensor_erf: error function.
func (a *Tensor) Erf() (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorErf(a.handle())
	runtime.KeepAlive(a)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Erfinv is rt_torch_tensor_erfinv: inverse error function.
func (a *Tensor) Erfinv() (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorErfinv(a.handle())
	runtime.KeepAlive(a)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Square is rt_torch_tensor_square: a * a (integers stay integers; bool gives int64).
func (a *Tensor) Square() (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorSquare(a.handle())
	runtime.KeepAlive(a)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Sign is rt_torch_tensor_sign: -1, 0 or 1 (in a's dtype).
func (a *Tensor) Sign() (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorSign(a.handle())
	runtime.KeepAlive(a)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Floor is rt_torch_tensor_floor: round down (integers unchanged).
func (a *Tensor) Floor() (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorFloor(a.handle())
	runtime.KeepAlive(a)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Ceil is rt_torch_tensor_ceil: round up (integers unchanged).
func (a *Tensor) Ceil() (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorCeil(a.handle())
	runtime.KeepAlive(a)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Round is rt_torch_tensor_round: round half to even (integers unchanged).
func (a *Tensor) Round() (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorRound(a.handle())
	runtime.KeepAlive(a)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Trunc is rt_torch_tensor_trunc: round toward zero (integers unchanged).
func (a *Tensor) Trunc() (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorTrunc(a.handle())
	runtime.KeepAlive(a)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Frac is rt_torch_tensor_frac: a - trunc(a).
func (a *Tensor) Frac() (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorFrac(a.handle())
	runtime.KeepAlive(a)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Maximum is rt_torch_tensor_maximum: larger of a and b, broadcast (NaN wins).
func (a *Tensor) Maximum(b *Tensor) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorMaximum(a.handle(), b.handle())
	runtime.KeepAlive(a)
	runtime.KeepAlive(b)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Minimum is rt_torch_tensor_minimum: smaller of a and b, broadcast (NaN wins).
func (a *Tensor) Minimum(b *Tensor) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorMinimum(a.handle(), b.handle())
	runtime.KeepAlive(a)
	runtime.KeepAlive(b)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Atan2 is rt_torch_tensor_atan2: angle of (b, a): atan(a / b) in the right quadrant, broadcast.
func (a *Tensor) Atan2(b *Tensor) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorAtan2(a.handle(), b.handle())
	runtime.KeepAlive(a)
	runtime.KeepAlive(b)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// PowTensor is rt_torch_tensor_pow_tensor: a ** b element-wise, broadcast and promoted (an integer to a negative power is 0 unless a is 1 or -1, as PyTorch); Tier 3's pow picks this or the number form.
func (a *Tensor) PowTensor(b *Tensor) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorPowTensor(a.handle(), b.handle())
	runtime.KeepAlive(a)
	runtime.KeepAlive(b)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Fmod is rt_torch_tensor_fmod: a - trunc(a / b) * b (the sign of a), broadcast and promoted (integers: RT_ERR_INVALID_ARGUMENT for a zero b).
func (a *Tensor) Fmod(b *Tensor) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorFmod(a.handle(), b.handle())
	runtime.KeepAlive(a)
	runtime.KeepAlive(b)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Remainder is rt_torch_tensor_remainder: a - floor(a / b) * b (the sign of b), broadcast and promoted (integers: RT_ERR_INVALID_ARGUMENT for a zero b).
func (a *Tensor) Remainder(b *Tensor) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorRemainder(a.handle(), b.handle())
	runtime.KeepAlive(a)
	runtime.KeepAlive(b)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// FmodScalar is rt_torch_tensor_fmod_scalar: fmod of a by the number s (converted to the dtype of a with a float first, as PyTorch).
func (a *Tensor) FmodScalar(s float64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorFmodScalar(a.handle(), s)
	runtime.KeepAlive(a)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// RemainderScalar is rt_torch_tensor_remainder_scalar: remainder of a by the number s (converted to the dtype of a with a float first, as PyTorch).
func (a *Tensor) RemainderScalar(s float64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorRemainderScalar(a.handle(), s)
	runtime.KeepAlive(a)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Logaddexp is rt_torch_tensor_logaddexp: log(exp(a) + exp(b)) without overflow, broadcast.
func (a *Tensor) Logaddexp(b *Tensor) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorLogaddexp(a.handle(), b.handle())
	runtime.KeepAlive(a)
	runtime.KeepAlive(b)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Lerp is rt_torch_tensor_lerp: start + weight * (end - start), broadcast; the three of one floating dtype.
func (start *Tensor) Lerp(end *Tensor, weight *Tensor) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorLerp(start.handle(), end.handle(), weight.handle())
	runtime.KeepAlive(start)
	runtime.KeepAlive(end)
	runtime.KeepAlive(weight)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// LerpScalar is rt_torch_tensor_lerp_scalar: start + weight * (end - start), broadcast; start and end of one floating dtype.
func (start *Tensor) LerpScalar(end *Tensor, weight float64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorLerpScalar(start.handle(), end.handle(), weight)
	runtime.KeepAlive(start)
	runtime.KeepAlive(end)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Addcmul is rt_torch_tensor_addcmul: x + value * tensor1 * tensor2, the three broadcast and promoted.
func (x *Tensor) Addcmul(tensor1 *Tensor, tensor2 *Tensor, value float64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorAddcmul(x.handle(), tensor1.handle(), tensor2.handle(), value)
	runtime.KeepAlive(x)
	runtime.KeepAlive(tensor1)
	runtime.KeepAlive(tensor2)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Addcdiv is rt_torch_tensor_addcdiv: x + value * tensor1 / tensor2, the three broadcast and promoted.
func (x *Tensor) Addcdiv(tensor1 *Tensor, tensor2 *Tensor, value float64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorAddcdiv(x.handle(), tensor1.handle(), tensor2.handle(), value)
	runtime.KeepAlive(x)
	runtime.KeepAlive(tensor1)
	runtime.KeepAlive(tensor2)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// NanToNum is rt_torch_tensor_nan_to_num: x with NaN, +inf and -inf replaced; a NaN posinf or neginf is the dtype's largest or lowest value.
func (x *Tensor) NanToNum(nan float64, posinf float64, neginf float64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorNanToNum(x.handle(), nan, posinf, neginf)
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Softplus is rt_torch_tensor_softplus: log(1 + exp(beta * x)) / beta, and x where beta * x > threshold.
func (x *Tensor) Softplus(beta float64, threshold float64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorSoftplus(x.handle(), beta, threshold)
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Relu is rt_torch_relu: max(x, 0).
func Relu(x *Tensor) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.Relu(x.handle())
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Sigmoid is rt_torch_sigmoid: 1 / (1 + e ** -x).
func Sigmoid(x *Tensor) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.Sigmoid(x.handle())
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Tanh is rt_torch_tanh: hyperbolic tangent.
func Tanh(x *Tensor) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.Tanh(x.handle())
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// LeakyRelu is rt_torch_leaky_relu: x, or negative_slope * x below 0.
func LeakyRelu(x *Tensor, negativeSlope float64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.LeakyRelu(x.handle(), negativeSlope)
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Gelu is rt_torch_gelu: x * Phi(x), exact (erf) form.
func Gelu(x *Tensor) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.Gelu(x.handle())
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Softmax is rt_torch_softmax: softmax along dim.
func Softmax(x *Tensor, dim int64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.Softmax(x.handle(), dim)
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// LogSoftmax is rt_torch_log_softmax: log of softmax along dim.
func LogSoftmax(x *Tensor, dim int64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.LogSoftmax(x.handle(), dim)
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Silu is rt_torch_silu: x * sigmoid(x).
func Silu(x *Tensor) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.Silu(x.handle())
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Mish is rt_torch_mish: x * tanh(softplus(x)).
func Mish(x *Tensor) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.Mish(x.handle())
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Hardswish is rt_torch_hardswish: x * min(max(x + 3, 0), 6) / 6.
func Hardswish(x *Tensor) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.Hardswish(x.handle())
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Hardsigmoid is rt_torch_hardsigmoid: min(max(x + 3, 0), 6) / 6.
func Hardsigmoid(x *Tensor) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.Hardsigmoid(x.handle())
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Elu is rt_torch_elu: x above 0, else alpha * (exp(x) - 1).
func Elu(x *Tensor, alpha float64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.Elu(x.handle(), alpha)
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Selu is rt_torch_selu: 1.0507... * elu(x, 1.6732...): PyTorch's self-normalising constants.
func Selu(x *Tensor) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.Selu(x.handle())
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Celu is rt_torch_celu: x above 0, else alpha * (exp(x / alpha) - 1); alpha finite and not 0.
func Celu(x *Tensor, alpha float64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.Celu(x.handle(), alpha)
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// GeluTanh is rt_torch_gelu_tanh: GELU's tanh approximation: x / 2 * (1 + tanh(sqrt(2 / pi) * (x + 0.044715 * x ** 3))).
func GeluTanh(x *Tensor) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.GeluTanh(x.handle())
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Prelu is rt_torch_prelu: x above 0, else weight * x: a 0-dim or 1-D weight of x's dtype with 1 element or one per channel (dim 1 of an x of 2 or more dims).
func Prelu(x *Tensor, weight *Tensor) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.Prelu(x.handle(), weight.handle())
	runtime.KeepAlive(x)
	runtime.KeepAlive(weight)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Hardtanh is rt_torch_hardtanh: x limited to [min_val, max_val] (not NaN, min_val <= max_val; integers keep their dtype), gradient 1 strictly inside.
func Hardtanh(x *Tensor, minVal float64, maxVal float64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.Hardtanh(x.handle(), minVal, maxVal)
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Relu6 is rt_torch_relu6: hardtanh(x, 0, 6) (integers keep their dtype).
func Relu6(x *Tensor) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.Relu6(x.handle())
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Logsigmoid is rt_torch_logsigmoid: log(sigmoid(x)) without overflow.
func Logsigmoid(x *Tensor) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.Logsigmoid(x.handle())
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Softsign is rt_torch_softsign: x / (|x| + 1) (integers give float32).
func Softsign(x *Tensor) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.Softsign(x.handle())
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Tanhshrink is rt_torch_tanhshrink: x - tanh(x) (integers give float32).
func Tanhshrink(x *Tensor) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.Tanhshrink(x.handle())
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Glu is rt_torch_glu: the first half of x along dim times the sigmoid of the second (size(dim) even).
func Glu(x *Tensor, dim int64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.Glu(x.handle(), dim)
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Matmul is rt_torch_tensor_matmul: matrix product, batched and broadcast as PyTorch.
func (a *Tensor) Matmul(b *Tensor) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorMatmul(a.handle(), b.handle())
	runtime.KeepAlive(a)
	runtime.KeepAlive(b)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Dot is rt_torch_tensor_dot: dot product of two 1-D tensors.
func (a *Tensor) Dot(b *Tensor) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorDot(a.handle(), b.handle())
	runtime.KeepAlive(a)
	runtime.KeepAlive(b)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Transpose is rt_torch_tensor_transpose: swap two dims.
func (x *Tensor) Transpose(dim0 int64, dim1 int64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorTranspose(x.handle(), dim0, dim1)
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// T is rt_torch_tensor_t: transpose of a tensor of at most 2 dims.
func (x *Tensor) T() (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorT(x.handle())
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Norm is rt_torch_tensor_norm: 2-norm of all elements.
func (x *Tensor) Norm() (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorNorm(x.handle())
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Det is rt_torch_tensor_det: determinant of square matrices.
func (x *Tensor) Det() (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorDet(x.handle())
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Inverse is rt_torch_tensor_inverse: inverse of square matrices.
func (x *Tensor) Inverse() (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorInverse(x.handle())
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Svd is rt_torch_tensor_svd: reduced SVD x = u diag(s) vh; status.
func (x *Tensor) Svd() (*Tensor, *Tensor, *Tensor, error) {
	if err := enter(); err != nil {
		return nil, nil, nil, err
	}
	defer runtime.UnlockOSThread()
	var u int64
	var s int64
	var vh int64
	ret := sys.TensorSvd(x.handle(), &u, &s, &vh)
	runtime.KeepAlive(x)
	if ret != int32(Ok) {
		return nil, nil, nil, lastError()
	}
	return newTensor(u), newTensor(s), newTensor(vh), nil
}

// Eig is rt_torch_tensor_eig: eigen-decomposition with complex outputs; status.
func (x *Tensor) Eig() (*Tensor, *Tensor, error) {
	if err := enter(); err != nil {
		return nil, nil, err
	}
	defer runtime.UnlockOSThread()
	var values int64
	var vectors int64
	ret := sys.TensorEig(x.handle(), &values, &vectors)
	runtime.KeepAlive(x)
	if ret != int32(Ok) {
		return nil, nil, lastError()
	}
	return newTensor(values), newTensor(vectors), nil
}

// Sum is rt_torch_tensor_sum: sum of all elements, as a scalar tensor.
func (x *Tensor) Sum() (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorSum(x.handle())
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// SumDim is rt_torch_tensor_sum_dim: sum along dim; keepdim keeps it as size 1.
func (x *Tensor) SumDim(dim int64, keepdim int32) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorSumDim(x.handle(), dim, keepdim)
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Mean is rt_torch_tensor_mean: mean of all elements, as a scalar tensor.
func (x *Tensor) Mean() (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorMean(x.handle())
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// MeanDim is rt_torch_tensor_mean_dim: mean along dim; keepdim keeps it as size 1.
func (x *Tensor) MeanDim(dim int64, keepdim int32) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorMeanDim(x.handle(), dim, keepdim)
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Max is rt_torch_tensor_max: maximum of all elements, as a scalar tensor.
func (x *Tensor) Max() (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorMax(x.handle())
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// MaxDim is rt_torch_tensor_max_dim: maximum along dim; keepdim keeps it as size 1.
func (x *Tensor) MaxDim(dim int64, keepdim int32) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorMaxDim(x.handle(), dim, keepdim)
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Min is rt_torch_tensor_min: minimum of all elements, as a scalar tensor.
func (x *Tensor) Min() (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorMin(x.handle())
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// MinDim is rt_torch_tensor_min_dim: minimum along dim; keepdim keeps it as size 1.
func (x *Tensor) MinDim(dim int64, keepdim int32) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorMinDim(x.handle(), dim, keepdim)
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Argmax is rt_torch_tensor_argmax: int64 index of the maximum of all elements, as a scalar tensor.
func (x *Tensor) Argmax() (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorArgmax(x.handle())
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// ArgmaxDim is rt_torch_tensor_argmax_dim: int64 index of the maximum along dim; keepdim keeps it as size 1.
func (x *Tensor) ArgmaxDim(dim int64, keepdim int32) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorArgmaxDim(x.handle(), dim, keepdim)
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Argmin is rt_torch_tensor_argmin: int64 index of the minimum of all elements, as a scalar tensor.
func (x *Tensor) Argmin() (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorArgmin(x.handle())
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// ArgminDim is rt_torch_tensor_argmin_dim: int64 index of the minimum along dim; keepdim keeps it as size 1.
func (x *Tensor) ArgminDim(dim int64, keepdim int32) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorArgminDim(x.handle(), dim, keepdim)
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Std is rt_torch_tensor_std: standard deviation of all elements, as a scalar tensor.
func (x *Tensor) Std() (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorStd(x.handle())
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// StdDim is rt_torch_tensor_std_dim: standard deviation along dim; keepdim keeps it as size 1.
func (x *Tensor) StdDim(dim int64, keepdim int32) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorStdDim(x.handle(), dim, keepdim)
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Var is rt_torch_tensor_var: variance of all elements, as a scalar tensor.
func (x *Tensor) Var() (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorVar(x.handle())
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// VarDim is rt_torch_tensor_var_dim: variance along dim; keepdim keeps it as size 1.
func (x *Tensor) VarDim(dim int64, keepdim int32) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorVarDim(x.handle(), dim, keepdim)
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Reshape is rt_torch_tensor_reshape: same data, new shape (one dim may be -1).
func (x *Tensor) Reshape(dims []int64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorReshape(x.handle(), ptr(dims), n32(len(dims)))
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// View is rt_torch_tensor_view: reshape without copying; needs compatible strides.
func (x *Tensor) View(dims []int64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorView(x.handle(), ptr(dims), n32(len(dims)))
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Permute is rt_torch_tensor_permute: reorder the dims.
func (x *Tensor) Permute(order []int64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorPermute(x.handle(), ptr(order), n32(len(order)))
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Squeeze is rt_torch_tensor_squeeze: drop every dim of size 1.
func (x *Tensor) Squeeze() (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorSqueeze(x.handle())
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// SqueezeDim is rt_torch_tensor_squeeze_dim: drop dim if its size is 1.
func (x *Tensor) SqueezeDim(dim int64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorSqueezeDim(x.handle(), dim)
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Unsqueeze is rt_torch_tensor_unsqueeze: insert a dim of size 1.
func (x *Tensor) Unsqueeze(dim int64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorUnsqueeze(x.handle(), dim)
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Flatten is rt_torch_tensor_flatten: merge dims start_dim..end_dim.
func (x *Tensor) Flatten(startDim int64, endDim int64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorFlatten(x.handle(), startDim, endDim)
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Expand is rt_torch_tensor_expand: broadcast to a shape (-1 keeps a dim).
func (x *Tensor) Expand(dims []int64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorExpand(x.handle(), ptr(dims), n32(len(dims)))
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Contiguous is rt_torch_tensor_contiguous: row-major copy (or the same data if already so).
func (x *Tensor) Contiguous() (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorContiguous(x.handle())
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// IsContiguous is rt_torch_tensor_is_contiguous: 1 when the data is row-major without gaps.
func (x *Tensor) IsContiguous() (bool, error) {
	if err := enter(); err != nil {
		return false, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorIsContiguous(x.handle())
	runtime.KeepAlive(x)
	if ret == -1 {
		return false, lastError()
	}
	return ret == 1, nil
}

// Shape is rt_torch_tensor_shape: writes the dims, returns ndim; RT_ERR_BUFFER_TOO_SMALL when max_dims < ndim.
func (x *Tensor) Shape(maxDims int32) ([]int64, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	dimsOut := make([]int64, capacity(int64(maxDims)))
	ret := sys.TensorShape(x.handle(), ptr(dimsOut), maxDims)
	runtime.KeepAlive(x)
	if ret == -1 {
		return nil, lastError()
	}
	if err := fits("rt_torch_tensor_shape", int64(ret), len(dimsOut)); err != nil {
		return nil, err
	}
	return dimsOut[:ret], nil
}

// Ndim is rt_torch_tensor_ndim: number of dims.
func (x *Tensor) Ndim() (int32, error) {
	if err := enter(); err != nil {
		return 0, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorNdim(x.handle())
	runtime.KeepAlive(x)
	if ret == -1 {
		return 0, lastError()
	}
	return ret, nil
}

// Numel is rt_torch_tensor_numel: number of elements.
func (x *Tensor) Numel() (int64, error) {
	if err := enter(); err != nil {
		return 0, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorNumel(x.handle())
	runtime.KeepAlive(x)
	if ret == -1 {
		return 0, lastError()
	}
	return ret, nil
}

// Size is rt_torch_tensor_size: size of one dim.
func (x *Tensor) Size(dim int64) (int64, error) {
	if err := enter(); err != nil {
		return 0, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorSize(x.handle(), dim)
	runtime.KeepAlive(x)
	if ret == -1 {
		return 0, lastError()
	}
	return ret, nil
}

// Dtype is rt_torch_tensor_dtype: dtype code.
func (x *Tensor) Dtype() (int32, error) {
	if err := enter(); err != nil {
		return 0, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorDtype(x.handle())
	runtime.KeepAlive(x)
	if ret == -1 {
		return 0, lastError()
	}
	return ret, nil
}

// ToDtype is rt_torch_tensor_to_dtype: copy converted to dtype.
func (x *Tensor) ToDtype(dtype int32) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorToDtype(x.handle(), dtype)
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Nbytes is rt_torch_tensor_nbytes: numel * element size.
func (x *Tensor) Nbytes() (int64, error) {
	if err := enter(); err != nil {
		return 0, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorNbytes(x.handle())
	runtime.KeepAlive(x)
	if ret == -1 {
		return 0, lastError()
	}
	return ret, nil
}

// CopyTo is rt_torch_tensor_copy_to: row-major copy of the data in its own dtype, from any device; returns bytes written.
func (x *Tensor) CopyTo(out []byte) (int64, error) {
	if err := enter(); err != nil {
		return 0, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorCopyTo(x.handle(), unsafe.Pointer(ptr(out)), int64(len(out)))
	runtime.KeepAlive(x)
	runtime.KeepAlive(out)
	if ret == -1 {
		return 0, lastError()
	}
	return ret, nil
}

// Item is rt_torch_tensor_item: one-element tensor to double; status.
func (x *Tensor) Item() (float64, error) {
	if err := enter(); err != nil {
		return 0, err
	}
	defer runtime.UnlockOSThread()
	var out float64
	ret := sys.TensorItem(x.handle(), &out)
	runtime.KeepAlive(x)
	if ret != int32(Ok) {
		return 0, lastError()
	}
	return out, nil
}

// CopyFrom is rt_torch_tensor_copy_from: write src's values into dst in place (broadcast, converted to dst's dtype; not recorded by autograd).
func (dst *Tensor) CopyFrom(src *Tensor) error {
	if err := enter(); err != nil {
		return err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorCopyFrom(dst.handle(), src.handle())
	runtime.KeepAlive(dst)
	runtime.KeepAlive(src)
	if ret != int32(Ok) {
		return lastError()
	}
	return nil
}

// Slice is rt_torch_tensor_slice: x[start:end:step] along dim (step > 0; bounds clamp as in Python).
func (x *Tensor) Slice(dim int64, start int64, end int64, step int64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorSlice(x.handle(), dim, start, end, step)
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// IndexSelect is rt_torch_tensor_index_select: rows of dim picked by a 1-D int64 index.
func (x *Tensor) IndexSelect(dim int64, index *Tensor) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorIndexSelect(x.handle(), dim, index.handle())
	runtime.KeepAlive(x)
	runtime.KeepAlive(index)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Gather is rt_torch_tensor_gather: values picked along dim by an int64 index.
func (x *Tensor) Gather(dim int64, index *Tensor) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorGather(x.handle(), dim, index.handle())
	runtime.KeepAlive(x)
	runtime.KeepAlive(index)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Cat is rt_torch_tensor_cat: join along an existing dim.
func Cat(xs []*Tensor, dim int64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorCat(ptr(handles(xs)), n32(len(xs)), dim)
	runtime.KeepAlive(xs)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Stack is rt_torch_tensor_stack: join along a new dim.
func Stack(xs []*Tensor, dim int64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorStack(ptr(handles(xs)), n32(len(xs)), dim)
	runtime.KeepAlive(xs)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Chunk is rt_torch_tensor_chunk: split into at most chunks parts; returns the count written.
func (x *Tensor) Chunk(chunks int64, dim int64, maxOut int32) ([]*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	out := make([]int64, capacity(int64(maxOut)))
	ret := sys.TensorChunk(x.handle(), chunks, dim, ptr(out), maxOut)
	runtime.KeepAlive(x)
	if ret == -1 {
		return nil, lastError()
	}
	if err := fits("rt_torch_tensor_chunk", int64(ret), len(out)); err != nil {
		return nil, err
	}
	return newTensors(out[:ret]), nil
}

// NnLinear is rt_torch_nn_linear: x @ weight.T + bias.
func NnLinear(x *Tensor, weight *Tensor, bias *Tensor) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.NnLinear(x.handle(), weight.handle(), bias.handle())
	runtime.KeepAlive(x)
	runtime.KeepAlive(weight)
	runtime.KeepAlive(bias)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// NnConv2d is rt_torch_nn_conv2d: 2-D convolution of NCHW input.
func NnConv2d(x *Tensor, weight *Tensor, bias *Tensor, stride [2]int64, padding [2]int64, dilation [2]int64, groups int64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.NnConv2d(x.handle(), weight.handle(), bias.handle(), &stride, &padding, &dilation, groups)
	runtime.KeepAlive(x)
	runtime.KeepAlive(weight)
	runtime.KeepAlive(bias)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// NnMaxPool2d is rt_torch_nn_max_pool2d: 2-D max pooling.
func NnMaxPool2d(x *Tensor, kernel [2]int64, stride [2]int64, padding [2]int64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.NnMaxPool2d(x.handle(), &kernel, &stride, &padding)
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// NnAvgPool2d is rt_torch_nn_avg_pool2d: 2-D average pooling (padding counted).
func NnAvgPool2d(x *Tensor, kernel [2]int64, stride [2]int64, padding [2]int64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.NnAvgPool2d(x.handle(), &kernel, &stride, &padding)
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// NnConv1d is rt_torch_nn_conv1d: 1-D convolution of (N, C, L) or (C, L) input, weight (out_channels, in_channels / groups, k).
func NnConv1d(x *Tensor, weight *Tensor, bias *Tensor, stride int64, padding int64, dilation int64, groups int64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.NnConv1d(x.handle(), weight.handle(), bias.handle(), stride, padding, dilation, groups)
	runtime.KeepAlive(x)
	runtime.KeepAlive(weight)
	runtime.KeepAlive(bias)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// NnConvTranspose2d is rt_torch_nn_conv_transpose2d: transposed 2-D convolution (the gradient of conv2d's input) of NCHW input, weight (in_channels, out_channels / groups, kH, kW); output_padding below stride or dilation adds to one side.
func NnConvTranspose2d(x *Tensor, weight *Tensor, bias *Tensor, stride [2]int64, padding [2]int64, outputPadding [2]int64, dilation [2]int64, groups int64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.NnConvTranspose2d(x.handle(), weight.handle(), bias.handle(), &stride, &padding, &outputPadding, &dilation, groups)
	runtime.KeepAlive(x)
	runtime.KeepAlive(weight)
	runtime.KeepAlive(bias)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// NnConvTranspose1d is rt_torch_nn_conv_transpose1d: transposed 1-D convolution of (N, C, L) or (C, L) input, weight (in_channels, out_channels / groups, k).
func NnConvTranspose1d(x *Tensor, weight *Tensor, bias *Tensor, stride int64, padding int64, outputPadding int64, dilation int64, groups int64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.NnConvTranspose1d(x.handle(), weight.handle(), bias.handle(), stride, padding, outputPadding, dilation, groups)
	runtime.KeepAlive(x)
	runtime.KeepAlive(weight)
	runtime.KeepAlive(bias)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// NnConv3d is rt_torch_nn_conv3d: 3-D convolution of (N, C, D, H, W) or (C, D, H, W) input, weight (out_channels, in_channels / groups, kD, kH, kW).
func NnConv3d(x *Tensor, weight *Tensor, bias *Tensor, stride [3]int64, padding [3]int64, dilation [3]int64, groups int64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.NnConv3d(x.handle(), weight.handle(), bias.handle(), &stride, &padding, &dilation, groups)
	runtime.KeepAlive(x)
	runtime.KeepAlive(weight)
	runtime.KeepAlive(bias)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// NnMaxPool1d is rt_torch_nn_max_pool1d: 1-D max pooling of (N, C, L) or (C, L) input.
func NnMaxPool1d(x *Tensor, kernel int64, stride int64, padding int64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.NnMaxPool1d(x.handle(), kernel, stride, padding)
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// NnAvgPool1d is rt_torch_nn_avg_pool1d: 1-D average pooling (padding counted) of (N, C, L) or (C, L) input.
func NnAvgPool1d(x *Tensor, kernel int64, stride int64, padding int64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.NnAvgPool1d(x.handle(), kernel, stride, padding)
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// NnMaxPool2dEx is rt_torch_nn_max_pool2d_ex: 2-D max pooling of (N, C, H, W) or (C, H, W) input with dilation and ceil_mode.
func NnMaxPool2dEx(x *Tensor, kernel [2]int64, stride [2]int64, padding [2]int64, dilation [2]int64, ceilMode int32) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.NnMaxPool2dEx(x.handle(), &kernel, &stride, &padding, &dilation, ceilMode)
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// NnMaxPool2dWithIndices is rt_torch_nn_max_pool2d_with_indices: rt_torch_nn_max_pool2d_ex's output and the int64 index of each maximum in its plane; status.
func NnMaxPool2dWithIndices(x *Tensor, kernel [2]int64, stride [2]int64, padding [2]int64, dilation [2]int64, ceilMode int32) (*Tensor, *Tensor, error) {
	if err := enter(); err != nil {
		return nil, nil, err
	}
	defer runtime.UnlockOSThread()
	var output int64
	var indices int64
	ret := sys.NnMaxPool2dWithIndices(x.handle(), &kernel, &stride, &padding, &dilation, ceilMode, &output, &indices)
	runtime.KeepAlive(x)
	if ret != int32(Ok) {
		return nil, nil, lastError()
	}
	return newTensor(output), newTensor(indices), nil
}

// NnMaxPool1dEx is rt_torch_nn_max_pool1d_ex: 1-D max pooling of (N, C, L) or (C, L) input with dilation and ceil_mode.
func NnMaxPool1dEx(x *Tensor, kernel int64, stride int64, padding int64, dilation int64, ceilMode int32) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.NnMaxPool1dEx(x.handle(), kernel, stride, padding, dilation, ceilMode)
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// NnMaxPool1dWithIndices is rt_torch_nn_max_pool1d_with_indices: rt_torch_nn_max_pool1d_ex's output and the int64 position of each maximum along L; status.
func NnMaxPool1dWithIndices(x *Tensor, kernel int64, stride int64, padding int64, dilation int64, ceilMode int32) (*Tensor, *Tensor, error) {
	if err := enter(); err != nil {
		return nil, nil, err
	}
	defer runtime.UnlockOSThread()
	var output int64
	var indices int64
	ret := sys.NnMaxPool1dWithIndices(x.handle(), kernel, stride, padding, dilation, ceilMode, &output, &indices)
	runtime.KeepAlive(x)
	if ret != int32(Ok) {
		return nil, nil, lastError()
	}
	return newTensor(output), newTensor(indices), nil
}

// NnAvgPool2dEx is rt_torch_nn_avg_pool2d_ex: 2-D average pooling: each window's sum over divisor_override (0: none), else over its size (the padding counted if count_include_pad, never what lies past it).
func NnAvgPool2dEx(x *Tensor, kernel [2]int64, stride [2]int64, padding [2]int64, ceilMode int32, countIncludePad int32, divisorOverride int64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.NnAvgPool2dEx(x.handle(), &kernel, &stride, &padding, ceilMode, countIncludePad, divisorOverride)
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// NnAvgPool1dEx is rt_torch_nn_avg_pool1d_ex: 1-D average pooling of (N, C, L) or (C, L) input, options as rt_torch_nn_avg_pool2d_ex.
func NnAvgPool1dEx(x *Tensor, kernel int64, stride int64, padding int64, ceilMode int32, countIncludePad int32, divisorOverride int64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.NnAvgPool1dEx(x.handle(), kernel, stride, padding, ceilMode, countIncludePad, divisorOverride)
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// NnAdaptiveAvgPool2d is rt_torch_nn_adaptive_avg_pool2d: mean of (N, C, H, W) or (C, H, W) floating x over adaptive windows, to output_size (0 allowed).
func NnAdaptiveAvgPool2d(x *Tensor, outputSize [2]int64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.NnAdaptiveAvgPool2d(x.handle(), &outputSize)
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// NnAdaptiveAvgPool1d is rt_torch_nn_adaptive_avg_pool1d: mean of (N, C, L) or (C, L) floating x over adaptive windows, to output_size (0 allowed).
func NnAdaptiveAvgPool1d(x *Tensor, outputSize int64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.NnAdaptiveAvgPool1d(x.handle(), outputSize)
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// NnAdaptiveMaxPool2d is rt_torch_nn_adaptive_max_pool2d: maximum of (N, C, H, W) or (C, H, W) floating x over adaptive windows, to output_size (0 allowed).
func NnAdaptiveMaxPool2d(x *Tensor, outputSize [2]int64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.NnAdaptiveMaxPool2d(x.handle(), &outputSize)
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// NnAdaptiveMaxPool2dWithIndices is rt_torch_nn_adaptive_max_pool2d_with_indices: rt_torch_nn_adaptive_max_pool2d's output and the int64 index of each maximum in its plane; status.
func NnAdaptiveMaxPool2dWithIndices(x *Tensor, outputSize [2]int64) (*Tensor, *Tensor, error) {
	if err := enter(); err != nil {
		return nil, nil, err
	}
	defer runtime.UnlockOSThread()
	var output int64
	var indices int64
	ret := sys.NnAdaptiveMaxPool2dWithIndices(x.handle(), &outputSize, &output, &indices)
	runtime.KeepAlive(x)
	if ret != int32(Ok) {
		return nil, nil, lastError()
	}
	return newTensor(output), newTensor(indices), nil
}

// NnAdaptiveMaxPool1d is rt_torch_nn_adaptive_max_pool1d: maximum of (N, C, L) or (C, L) floating x over adaptive windows, to output_size (0 allowed).
func NnAdaptiveMaxPool1d(x *Tensor, outputSize int64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.NnAdaptiveMaxPool1d(x.handle(), outputSize)
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// NnAdaptiveMaxPool1dWithIndices is rt_torch_nn_adaptive_max_pool1d_with_indices: rt_torch_nn_adaptive_max_pool1d's output and the int64 position of each maximum along L; status.
func NnAdaptiveMaxPool1dWithIndices(x *Tensor, outputSize int64) (*Tensor, *Tensor, error) {
	if err := enter(); err != nil {
		return nil, nil, err
	}
	defer runtime.UnlockOSThread()
	var output int64
	var indices int64
	ret := sys.NnAdaptiveMaxPool1dWithIndices(x.handle(), outputSize, &output, &indices)
	runtime.KeepAlive(x)
	if ret != int32(Ok) {
		return nil, nil, lastError()
	}
	return newTensor(output), newTensor(indices), nil
}

// NnInterpolate is rt_torch_nn_interpolate: (N, C, *) x resized to size over its last n dims by mode (RT_INTERPOLATE_*); scales (n_scales 0 or n): the scale factors a caller gave, used for the positions as PyTorch does; align_corners for LINEAR.
func NnInterpolate(x *Tensor, size []int64, scales []float64, mode int32, alignCorners int32) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.NnInterpolate(x.handle(), ptr(size), n32(len(size)), ptr(scales), n32(len(scales)), mode, alignCorners)
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// NnGroupNorm is rt_torch_nn_group_norm: each group of channels of (N, C, *) x normalised over its channels and positions (biased variance), then weight * . + bias per channel (0: none; of x's dtype, or float32 with a half or bfloat16 x, as PyTorch's CPU kernel takes); instance norm is num_groups = C.
func NnGroupNorm(x *Tensor, numGroups int64, weight *Tensor, bias *Tensor, eps float64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.NnGroupNorm(x.handle(), numGroups, weight.handle(), bias.handle(), eps)
	runtime.KeepAlive(x)
	runtime.KeepAlive(weight)
	runtime.KeepAlive(bias)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// NnRmsNorm is rt_torch_nn_rms_norm: x / sqrt(mean(x ** 2) + eps) over the trailing dims of normalized_shape, times weight (0: none); eps NaN: the dtype's machine epsilon.
func NnRmsNorm(x *Tensor, normalizedShape []int64, weight *Tensor, eps float64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.NnRmsNorm(x.handle(), ptr(normalizedShape), n32(len(normalizedShape)), weight.handle(), eps)
	runtime.KeepAlive(x)
	runtime.KeepAlive(weight)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// NnBatchNorm is rt_torch_nn_batch_norm: batch norm over dim 1; updates the running stats in place when training.
func NnBatchNorm(x *Tensor, runningMean *Tensor, runningVar *Tensor, weight *Tensor, bias *Tensor, training int32, momentum float64, eps float64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.NnBatchNorm(x.handle(), runningMean.handle(), runningVar.handle(), weight.handle(), bias.handle(), training, momentum, eps)
	runtime.KeepAlive(x)
	runtime.KeepAlive(runningMean)
	runtime.KeepAlive(runningVar)
	runtime.KeepAlive(weight)
	runtime.KeepAlive(bias)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// NnLayerNorm is rt_torch_nn_layer_norm: normalise over the trailing dims.
func NnLayerNorm(x *Tensor, normalizedShape []int64, weight *Tensor, bias *Tensor, eps float64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.NnLayerNorm(x.handle(), ptr(normalizedShape), n32(len(normalizedShape)), weight.handle(), bias.handle(), eps)
	runtime.KeepAlive(x)
	runtime.KeepAlive(weight)
	runtime.KeepAlive(bias)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// NnDropout is rt_torch_nn_dropout: zero elements with probability p, scale by 1/(1-p).
func NnDropout(x *Tensor, p float64, training int32) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.NnDropout(x.handle(), p, training)
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// NnEmbedding is rt_torch_nn_embedding: rows of weight picked by int64 indices.
func NnEmbedding(indices *Tensor, weight *Tensor) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.NnEmbedding(indices.handle(), weight.handle())
	runtime.KeepAlive(indices)
	runtime.KeepAlive(weight)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// NnEmbeddingEx is rt_torch_nn_embedding_ex: rt_torch_nn_embedding with PyTorch's options: row padding_idx (-1: none) gets no gradient; max_norm > 0 first scales the named rows whose norm_type-norm exceeds it, in place (0: none).
func NnEmbeddingEx(indices *Tensor, weight *Tensor, paddingIdx int64, maxNorm float64, normType float64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.NnEmbeddingEx(indices.handle(), weight.handle(), paddingIdx, maxNorm, normType)
	runtime.KeepAlive(indices)
	runtime.KeepAlive(weight)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// NnEmbeddingBag is rt_torch_nn_embedding_bag: (bags, embedding_dim): each bag's rows of weight combined by mode (RT_EMBEDDING_BAG_*); 1-D indices cut into bags at offsets (starts from 0, non-decreasing; include_last_offset: offsets ends with the length), or 2-D indices of one bag a row (offsets 0); per_sample_weights (0: none) of indices' shape, SUM only; padding_idx (-1: none) rows are left out; an empty bag gives zeros; max_norm > 0 renormalises the rows used in place as rt_torch_nn_embedding_ex.
func NnEmbeddingBag(indices *Tensor, weight *Tensor, offsets *Tensor, mode int32, perSampleWeights *Tensor, includeLastOffset int32, paddingIdx int64, maxNorm float64, normType float64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.NnEmbeddingBag(indices.handle(), weight.handle(), offsets.handle(), mode, perSampleWeights.handle(), includeLastOffset, paddingIdx, maxNorm, normType)
	runtime.KeepAlive(indices)
	runtime.KeepAlive(weight)
	runtime.KeepAlive(offsets)
	runtime.KeepAlive(perSampleWeights)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// NnOneHot is rt_torch_nn_one_hot: int64 of indices' shape plus a last dim of num_classes (-1: the largest index + 1), 1 at each index.
func NnOneHot(indices *Tensor, numClasses int64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.NnOneHot(indices.handle(), numClasses)
	runtime.KeepAlive(indices)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// NnNormalize is rt_torch_nn_normalize: x divided by max(its p-norm along dim, eps), floating x.
func NnNormalize(x *Tensor, p float64, dim int64, eps float64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.NnNormalize(x.handle(), p, dim, eps)
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// NnCosineSimilarity is rt_torch_nn_cosine_similarity: cosine of the angle between x1 and x2 along dim (broadcast; promoted to a floating dtype), each norm at least eps.
func NnCosineSimilarity(x1 *Tensor, x2 *Tensor, dim int64, eps float64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.NnCosineSimilarity(x1.handle(), x2.handle(), dim, eps)
	runtime.KeepAlive(x1)
	runtime.KeepAlive(x2)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// NnMseLoss is rt_torch_nn_mse_loss: squared error.
func NnMseLoss(input *Tensor, target *Tensor, reduction int32) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.NnMseLoss(input.handle(), target.handle(), reduction)
	runtime.KeepAlive(input)
	runtime.KeepAlive(target)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// NnCrossEntropy is rt_torch_nn_cross_entropy: cross entropy on int64 class indices.
func NnCrossEntropy(logits *Tensor, target *Tensor, reduction int32) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.NnCrossEntropy(logits.handle(), target.handle(), reduction)
	runtime.KeepAlive(logits)
	runtime.KeepAlive(target)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// NnBinaryCrossEntropy is rt_torch_nn_binary_cross_entropy: BCE on probabilities.
func NnBinaryCrossEntropy(probs *Tensor, target *Tensor, reduction int32) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.NnBinaryCrossEntropy(probs.handle(), target.handle(), reduction)
	runtime.KeepAlive(probs)
	runtime.KeepAlive(target)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// NnNllLoss is rt_torch_nn_nll_loss: negative log likelihood on class indices.
func NnNllLoss(logProbs *Tensor, target *Tensor, reduction int32) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.NnNllLoss(logProbs.handle(), target.handle(), reduction)
	runtime.KeepAlive(logProbs)
	runtime.KeepAlive(target)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// NnL1Loss is rt_torch_nn_l1_loss: absolute error.
func NnL1Loss(input *Tensor, target *Tensor, reduction int32) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.NnL1Loss(input.handle(), target.handle(), reduction)
	runtime.KeepAlive(input)
	runtime.KeepAlive(target)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// NnSmoothL1Loss is rt_torch_nn_smooth_l1_loss: 0.5 * d ** 2 / beta where |d| < beta, else |d| - 0.5 * beta, d = input - target (beta >= 0; 0: l1).
func NnSmoothL1Loss(input *Tensor, target *Tensor, beta float64, reduction int32) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.NnSmoothL1Loss(input.handle(), target.handle(), beta, reduction)
	runtime.KeepAlive(input)
	runtime.KeepAlive(target)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// NnHuberLoss is rt_torch_nn_huber_loss: 0.5 * d ** 2 where |d| < delta, else delta * (|d| - 0.5 * delta), d = input - target (delta > 0).
func NnHuberLoss(input *Tensor, target *Tensor, delta float64, reduction int32) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.NnHuberLoss(input.handle(), target.handle(), delta, reduction)
	runtime.KeepAlive(input)
	runtime.KeepAlive(target)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// NnSoftMarginLoss is rt_torch_nn_soft_margin_loss: log(1 + exp(-target * input)); target takes no gradient.
func NnSoftMarginLoss(input *Tensor, target *Tensor, reduction int32) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.NnSoftMarginLoss(input.handle(), target.handle(), reduction)
	runtime.KeepAlive(input)
	runtime.KeepAlive(target)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// NnBinaryCrossEntropyWithLogits is rt_torch_nn_binary_cross_entropy_with_logits: BCE of sigmoid(input), computed without overflow; weight (0: none) scales each element's loss and pos_weight (0: none) the positive term; both broadcast to input's shape and take no gradient.
func NnBinaryCrossEntropyWithLogits(input *Tensor, target *Tensor, weight *Tensor, posWeight *Tensor, reduction int32) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.NnBinaryCrossEntropyWithLogits(input.handle(), target.handle(), weight.handle(), posWeight.handle(), reduction)
	runtime.KeepAlive(input)
	runtime.KeepAlive(target)
	runtime.KeepAlive(weight)
	runtime.KeepAlive(posWeight)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// NnKlDiv is rt_torch_nn_kl_div: target * (log(target) - input) of log-probabilities input (log_target: target holds log-probabilities too); RT_REDUCTION_MEAN averages over every element.
func NnKlDiv(input *Tensor, target *Tensor, logTarget int32, reduction int32) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.NnKlDiv(input.handle(), target.handle(), logTarget, reduction)
	runtime.KeepAlive(input)
	runtime.KeepAlive(target)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// NnCrossEntropyEx is rt_torch_nn_cross_entropy_ex: cross entropy with PyTorch's options: target int64 class indices, or class probabilities of logits' shape; weight (0: none) one per class, of logits' dtype, taking no gradient with indices; ignore_index a class index left out (mean: of the weighted count); label_smoothing in [0, 1].
func NnCrossEntropyEx(logits *Tensor, target *Tensor, weight *Tensor, ignoreIndex int64, labelSmoothing float64, reduction int32) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.NnCrossEntropyEx(logits.handle(), target.handle(), weight.handle(), ignoreIndex, labelSmoothing, reduction)
	runtime.KeepAlive(logits)
	runtime.KeepAlive(target)
	runtime.KeepAlive(weight)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// NnNllLossEx is rt_torch_nn_nll_loss_ex: negative log likelihood with class weights (0: none; mean divides by the weights of the counted targets) and an ignore_index.
func NnNllLossEx(logProbs *Tensor, target *Tensor, weight *Tensor, ignoreIndex int64, reduction int32) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.NnNllLossEx(logProbs.handle(), target.handle(), weight.handle(), ignoreIndex, reduction)
	runtime.KeepAlive(logProbs)
	runtime.KeepAlive(target)
	runtime.KeepAlive(weight)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// NnMarginRankingLoss is rt_torch_nn_margin_ranking_loss: max(0, -target * (input1 - input2) + margin); the three have one number of dims and broadcast (promoted; integers give float32, bool and complex are refused).
func NnMarginRankingLoss(input1 *Tensor, input2 *Tensor, target *Tensor, margin float64, reduction int32) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.NnMarginRankingLoss(input1.handle(), input2.handle(), target.handle(), margin, reduction)
	runtime.KeepAlive(input1)
	runtime.KeepAlive(input2)
	runtime.KeepAlive(target)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// NnCosineEmbeddingLoss is rt_torch_nn_cosine_embedding_loss: 1 - cos(input1, input2) where target is 1, max(0, cos - margin) where it is -1, else 0: inputs (N, D) with target (N), or (D) with a 0-dim target (inputs broadcast; integers give float32).
func NnCosineEmbeddingLoss(input1 *Tensor, input2 *Tensor, target *Tensor, margin float64, reduction int32) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.NnCosineEmbeddingLoss(input1.handle(), input2.handle(), target.handle(), margin, reduction)
	runtime.KeepAlive(input1)
	runtime.KeepAlive(input2)
	runtime.KeepAlive(target)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// NnTripletMarginLoss is rt_torch_nn_triplet_margin_loss: max(0, margin + d(anchor, positive) - d(anchor, negative)), d(a, b) the p-norm of a - b + eps over the last dim (swap: the smaller of d(anchor, negative) and d(positive, negative)); margin > 0, p >= 0; the three have one number of dims and broadcast.
func NnTripletMarginLoss(anchor *Tensor, positive *Tensor, negative *Tensor, margin float64, p float64, eps float64, swap int32, reduction int32) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.NnTripletMarginLoss(anchor.handle(), positive.handle(), negative.handle(), margin, p, eps, swap, reduction)
	runtime.KeepAlive(anchor)
	runtime.KeepAlive(positive)
	runtime.KeepAlive(negative)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// NnCtcLoss is rt_torch_nn_ctc_loss: CTC loss: log_probs (T, N, C) or unbatched (T, C), float32 or float64; targets integer classes other than blank, (N, S) padded or 1-D one after another; input_lengths, target_lengths integer (N) (0-dim unbatched); mean divides each loss by its target length (at least 1), then averages; zero_infinity: impossible alignments give 0 and no gradient; the gradient is PyTorch's (made for log_softmax input).
func NnCtcLoss(logProbs *Tensor, targets *Tensor, inputLengths *Tensor, targetLengths *Tensor, blank int64, reduction int32, zeroInfinity int32) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.NnCtcLoss(logProbs.handle(), targets.handle(), inputLengths.handle(), targetLengths.handle(), blank, reduction, zeroInfinity)
	runtime.KeepAlive(logProbs)
	runtime.KeepAlive(targets)
	runtime.KeepAlive(inputLengths)
	runtime.KeepAlive(targetLengths)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// SetRequiresGrad is rt_torch_tensor_set_requires_grad: start or stop recording ops on a leaf.
func (x *Tensor) SetRequiresGrad(flag int32) error {
	if err := enter(); err != nil {
		return err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorSetRequiresGrad(x.handle(), flag)
	runtime.KeepAlive(x)
	if ret != int32(Ok) {
		return lastError()
	}
	return nil
}

// RequiresGrad is rt_torch_tensor_requires_grad: 1 when ops on x are recorded.
func (x *Tensor) RequiresGrad() (bool, error) {
	if err := enter(); err != nil {
		return false, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorRequiresGrad(x.handle())
	runtime.KeepAlive(x)
	if ret == -1 {
		return false, lastError()
	}
	return ret == 1, nil
}

// Grad is rt_torch_tensor_grad: new handle to x.grad; 0 with RT_OK when x has no grad.
func (x *Tensor) Grad() (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorGrad(x.handle())
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, errorIfSet()
	}
	return newTensor(ret), nil
}

// Backward is rt_torch_tensor_backward: accumulate d(loss)/d(leaf) into the leaves' grads; loss is real and holds one element.
func (loss *Tensor) Backward() error {
	if err := enter(); err != nil {
		return err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorBackward(loss.handle())
	runtime.KeepAlive(loss)
	if ret != int32(Ok) {
		return lastError()
	}
	return nil
}

// ZeroGrad is rt_torch_tensor_zero_grad: drop x.grad.
func (x *Tensor) ZeroGrad() error {
	if err := enter(); err != nil {
		return err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorZeroGrad(x.handle())
	runtime.KeepAlive(x)
	if ret != int32(Ok) {
		return lastError()
	}
	return nil
}

// Detach is rt_torch_tensor_detach: same data, cut from the graph.
func (x *Tensor) Detach() (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorDetach(x.handle())
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// NoGradBegin is rt_torch_no_grad_begin: stop recording on this thread; nests.
func NoGradBegin() error {
	if err := enter(); err != nil {
		return err
	}
	defer runtime.UnlockOSThread()
	ret := sys.NoGradBegin()
	if ret != int32(Ok) {
		return lastError()
	}
	return nil
}

// NoGradEnd is rt_torch_no_grad_end: end the innermost no_grad_begin.
func NoGradEnd() error {
	if err := enter(); err != nil {
		return err
	}
	defer runtime.UnlockOSThread()
	ret := sys.NoGradEnd()
	if ret != int32(Ok) {
		return lastError()
	}
	return nil
}

// IsGradEnabled is rt_torch_is_grad_enabled: 1 when this thread records ops.
func IsGradEnabled() (bool, error) {
	if err := enter(); err != nil {
		return false, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.IsGradEnabled()
	if ret == -1 {
		return false, lastError()
	}
	return ret == 1, nil
}

// Cuda is rt_torch_tensor_cuda: copy on cuda:device_index.
func (x *Tensor) Cuda(deviceIndex int32) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorCuda(x.handle(), deviceIndex)
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Cpu is rt_torch_tensor_cpu: copy on the CPU (same data when already there).
func (x *Tensor) Cpu() (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorCpu(x.handle())
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// IsCuda is rt_torch_tensor_is_cuda: 1 when x lives on a CUDA device.
func (x *Tensor) IsCuda() (bool, error) {
	if err := enter(); err != nil {
		return false, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorIsCuda(x.handle())
	runtime.KeepAlive(x)
	if ret == -1 {
		return false, lastError()
	}
	return ret == 1, nil
}

// Device is rt_torch_tensor_device: device code of x; -2 on error.
func (x *Tensor) Device() (int32, error) {
	if err := enter(); err != nil {
		return 0, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorDevice(x.handle())
	runtime.KeepAlive(x)
	if ret == -2 {
		return 0, lastError()
	}
	return ret, nil
}

// ToDevice is rt_torch_tensor_to_device: copy on a device code.
func (x *Tensor) ToDevice(device int32) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorToDevice(x.handle(), device)
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// ToStream is rt_torch_tensor_to_stream: copy to the stream's device, queued on it, not blocking the caller.
func (x *Tensor) ToStream(stream Handle) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorToStream(x.handle(), int64(stream))
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Clone is rt_torch_tensor_clone: copy with its own storage, kept in the graph.
func (x *Tensor) Clone() (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorClone(x.handle())
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// CudaSynchronize is rt_torch_cuda_synchronize: wait until all work queued on cuda:device_index (every stream) is done; a device fault that work hit is reported here as RT_ERR_DEVICE; status.
func CudaSynchronize(deviceIndex int32) error {
	if err := enter(); err != nil {
		return err
	}
	defer runtime.UnlockOSThread()
	ret := sys.CudaSynchronize(deviceIndex)
	if ret != int32(Ok) {
		return lastError()
	}
	return nil
}

// StreamCreate is rt_torch_stream_create: new stream on cuda:device_index.
func StreamCreate(deviceIndex int32) (Handle, error) {
	if err := enter(); err != nil {
		return 0, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.StreamCreate(deviceIndex)
	if ret == 0 {
		return 0, lastError()
	}
	return Handle(ret), nil
}

// StreamSynchronize is rt_torch_stream_synchronize: wait for the stream's work.
func StreamSynchronize(stream Handle) error {
	if err := enter(); err != nil {
		return err
	}
	defer runtime.UnlockOSThread()
	ret := sys.StreamSynchronize(int64(stream))
	if ret != int32(Ok) {
		return lastError()
	}
	return nil
}

// StreamQuery is rt_torch_stream_query: 1 all work done, 0 pending.
func StreamQuery(stream Handle) (bool, error) {
	if err := enter(); err != nil {
		return false, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.StreamQuery(int64(stream))
	if ret == -1 {
		return false, lastError()
	}
	return ret == 1, nil
}

// StreamFree is rt_torch_stream_free: release a stream handle.
func StreamFree(stream Handle) error {
	if err := enter(); err != nil {
		return err
	}
	defer runtime.UnlockOSThread()
	ret := sys.StreamFree(int64(stream))
	if ret != int32(Ok) {
		return lastError()
	}
	return nil
}

// CudaMemoryAllocated is rt_torch_cuda_memory_allocated: bytes held by tensors on the device.
func CudaMemoryAllocated(deviceIndex int32) (int64, error) {
	if err := enter(); err != nil {
		return 0, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.CudaMemoryAllocated(deviceIndex)
	if ret == -1 {
		return 0, lastError()
	}
	return ret, nil
}

// CudaMaxMemoryAllocated is rt_torch_cuda_max_memory_allocated: peak of the above.
func CudaMaxMemoryAllocated(deviceIndex int32) (int64, error) {
	if err := enter(); err != nil {
		return 0, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.CudaMaxMemoryAllocated(deviceIndex)
	if ret == -1 {
		return 0, lastError()
	}
	return ret, nil
}

// CudaEmptyCache is rt_torch_cuda_empty_cache: return cached CUDA memory to the driver.
func CudaEmptyCache() error {
	if err := enter(); err != nil {
		return err
	}
	defer runtime.UnlockOSThread()
	ret := sys.CudaEmptyCache()
	if ret != int32(Ok) {
		return lastError()
	}
	return nil
}

// OptimSgd is rt_torch_optim_sgd: SGD with momentum and weight decay (PyTorch's rule).
func OptimSgd(params []*Tensor, lr float64, momentum float64, weightDecay float64) (Handle, error) {
	if err := enter(); err != nil {
		return 0, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.OptimSgd(ptr(handles(params)), n32(len(params)), lr, momentum, weightDecay)
	runtime.KeepAlive(params)
	if ret == 0 {
		return 0, lastError()
	}
	return Handle(ret), nil
}

// OptimAdam is rt_torch_optim_adam: Adam (PyTorch's rule, L2 weight decay).
func OptimAdam(params []*Tensor, lr float64, beta1 float64, beta2 float64, eps float64, weightDecay float64) (Handle, error) {
	if err := enter(); err != nil {
		return 0, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.OptimAdam(ptr(handles(params)), n32(len(params)), lr, beta1, beta2, eps, weightDecay)
	runtime.KeepAlive(params)
	if ret == 0 {
		return 0, lastError()
	}
	return Handle(ret), nil
}

// OptimStep is rt_torch_optim_step: update the parameters in place from their grads.
func OptimStep(opt Handle) error {
	if err := enter(); err != nil {
		return err
	}
	defer runtime.UnlockOSThread()
	ret := sys.OptimStep(int64(opt))
	if ret != int32(Ok) {
		return lastError()
	}
	return nil
}

// OptimZeroGrad is rt_torch_optim_zero_grad: drop the parameters' grads.
func OptimZeroGrad(opt Handle) error {
	if err := enter(); err != nil {
		return err
	}
	defer runtime.UnlockOSThread()
	ret := sys.OptimZeroGrad(int64(opt))
	if ret != int32(Ok) {
		return lastError()
	}
	return nil
}

// OptimFree is rt_torch_optim_free: release an optimizer handle.
func OptimFree(opt Handle) error {
	if err := enter(); err != nil {
		return err
	}
	defer runtime.UnlockOSThread()
	ret := sys.OptimFree(int64(opt))
	if ret != int32(Ok) {
		return lastError()
	}
	return nil
}

// OptimAdamw is rt_torch_optim_adamw: AdamW: Adam with decoupled weight decay (p *= 1 - lr * weight_decay), PyTorch's rule.
func OptimAdamw(params []*Tensor, lr float64, beta1 float64, beta2 float64, eps float64, weightDecay float64) (Handle, error) {
	if err := enter(); err != nil {
		return 0, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.OptimAdamw(ptr(handles(params)), n32(len(params)), lr, beta1, beta2, eps, weightDecay)
	runtime.KeepAlive(params)
	if ret == 0 {
		return 0, lastError()
	}
	return Handle(ret), nil
}

// OptimRmsprop is rt_torch_optim_rmsprop: RMSprop, PyTorch's rule (centered: divide by the gradient's estimated variance).
func OptimRmsprop(params []*Tensor, lr float64, alpha float64, eps float64, weightDecay float64, momentum float64, centered int32) (Handle, error) {
	if err := enter(); err != nil {
		return 0, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.OptimRmsprop(ptr(handles(params)), n32(len(params)), lr, alpha, eps, weightDecay, momentum, centered)
	runtime.KeepAlive(params)
	if ret == 0 {
		return 0, lastError()
	}
	return Handle(ret), nil
}

// OptimAdagrad is rt_torch_optim_adagrad: Adagrad, PyTorch's rule.
func OptimAdagrad(params []*Tensor, lr float64, lrDecay float64, weightDecay float64, initialAccumulatorValue float64, eps float64) (Handle, error) {
	if err := enter(); err != nil {
		return 0, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.OptimAdagrad(ptr(handles(params)), n32(len(params)), lr, lrDecay, weightDecay, initialAccumulatorValue, eps)
	runtime.KeepAlive(params)
	if ret == 0 {
		return 0, lastError()
	}
	return Handle(ret), nil
}

// OptimAdadelta is rt_torch_optim_adadelta: Adadelta, PyTorch's rule.
func OptimAdadelta(params []*Tensor, lr float64, rho float64, eps float64, weightDecay float64) (Handle, error) {
	if err := enter(); err != nil {
		return 0, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.OptimAdadelta(ptr(handles(params)), n32(len(params)), lr, rho, eps, weightDecay)
	runtime.KeepAlive(params)
	if ret == 0 {
		return 0, lastError()
	}
	return Handle(ret), nil
}

// OptimAddParamGroup is rt_torch_optim_add_param_group: a new parameter group with the optimizer's first options (change them with rt_torch_optim_set_option); returns its index.
func OptimAddParamGroup(opt Handle, params []*Tensor) (int32, error) {
	if err := enter(); err != nil {
		return 0, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.OptimAddParamGroup(int64(opt), ptr(handles(params)), n32(len(params)))
	runtime.KeepAlive(params)
	if ret == -1 {
		return 0, lastError()
	}
	return ret, nil
}

// OptimParamGroupCount is rt_torch_optim_param_group_count: number of parameter groups.
func OptimParamGroupCount(opt Handle) (int32, error) {
	if err := enter(); err != nil {
		return 0, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.OptimParamGroupCount(int64(opt))
	if ret == -1 {
		return 0, lastError()
	}
	return ret, nil
}

// OptimSetOption is rt_torch_optim_set_option: set a group's option by PyTorch's name ("lr", "momentum", "beta1", "nesterov" as 0 or 1, ...): what a learning-rate schedule writes; status.
func OptimSetOption(opt Handle, group int32, name string, value float64) error {
	if err := noNUL("rt_torch_optim_set_option", "name", name); err != nil {
		return err
	}
	if err := enter(); err != nil {
		return err
	}
	defer runtime.UnlockOSThread()
	ret := sys.OptimSetOption(int64(opt), group, name, value)
	if ret != int32(Ok) {
		return lastError()
	}
	return nil
}

// OptimGetOption is rt_torch_optim_get_option: read a group's option; status.
func OptimGetOption(opt Handle, group int32, name string) (float64, error) {
	if err := noNUL("rt_torch_optim_get_option", "name", name); err != nil {
		return 0, err
	}
	if err := enter(); err != nil {
		return 0, err
	}
	defer runtime.UnlockOSThread()
	var value float64
	ret := sys.OptimGetOption(int64(opt), group, name, &value)
	if ret != int32(Ok) {
		return 0, lastError()
	}
	return value, nil
}

// OptimStateCount is rt_torch_optim_state_count: how many state tensors the optimizer holds for param (0 before its first step).
func OptimStateCount(opt Handle, param *Tensor) (int32, error) {
	if err := enter(); err != nil {
		return 0, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.OptimStateCount(int64(opt), param.handle())
	runtime.KeepAlive(param)
	if ret == -1 {
		return 0, lastError()
	}
	return ret, nil
}

// OptimStateName is rt_torch_optim_state_name: the name of param's state tensor number index (from 0, in PyTorch's order).
func OptimStateName(opt Handle, param *Tensor, index int32) (string, error) {
	if err := enter(); err != nil {
		return "", err
	}
	defer runtime.UnlockOSThread()
	ret := sys.OptimStateName(int64(opt), param.handle(), index)
	runtime.KeepAlive(param)
	if ret == "" {
		if err := errorIfSet(); err != nil {
			return "", err
		}
	}
	return ret, nil
}

// OptimGetState is rt_torch_optim_get_state: a copy of one of param's state tensors ("step", "exp_avg", "momentum_buffer", ...; before the first step, the initial value).
func OptimGetState(opt Handle, param *Tensor, name string) (*Tensor, error) {
	if err := noNUL("rt_torch_optim_get_state", "name", name); err != nil {
		return nil, err
	}
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.OptimGetState(int64(opt), param.handle(), name)
	runtime.KeepAlive(param)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// OptimSetState is rt_torch_optim_set_state: write one of param's state tensors (same shape, converted to its dtype), e.g. to resume training; status.
func OptimSetState(opt Handle, param *Tensor, name string, value *Tensor) error {
	if err := noNUL("rt_torch_optim_set_state", "name", name); err != nil {
		return err
	}
	if err := enter(); err != nil {
		return err
	}
	defer runtime.UnlockOSThread()
	ret := sys.OptimSetState(int64(opt), param.handle(), name, value.handle())
	runtime.KeepAlive(param)
	runtime.KeepAlive(value)
	if ret != int32(Ok) {
		return lastError()
	}
	return nil
}

// NnClipGradNorm is rt_torch_nn_clip_grad_norm: scale the params' gradients in place so that their joint norm_type-norm (inf for the largest) is at most max_norm; returns that norm before clipping.
func NnClipGradNorm(params []*Tensor, maxNorm float64, normType float64, errorIfNonfinite int32) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.NnClipGradNorm(ptr(handles(params)), n32(len(params)), maxNorm, normType, errorIfNonfinite)
	runtime.KeepAlive(params)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// NnClipGradValue is rt_torch_nn_clip_grad_value: clamp the params' gradients in place to [-clip_value, clip_value]; status.
func NnClipGradValue(params []*Tensor, clipValue float64) error {
	if err := enter(); err != nil {
		return err
	}
	defer runtime.UnlockOSThread()
	ret := sys.NnClipGradValue(ptr(handles(params)), n32(len(params)), clipValue)
	runtime.KeepAlive(params)
	if ret != int32(Ok) {
		return lastError()
	}
	return nil
}

// LrStep is rt_torch_lr_step: StepLR: lr *= gamma every step_size steps.
func LrStep(opt Handle, stepSize int64, gamma float64) (Handle, error) {
	if err := enter(); err != nil {
		return 0, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.LrStep(int64(opt), stepSize, gamma)
	if ret == 0 {
		return 0, lastError()
	}
	return Handle(ret), nil
}

// LrMultistep is rt_torch_lr_multistep: MultiStepLR: lr *= gamma at each milestone step.
func LrMultistep(opt Handle, milestones []int64, gamma float64) (Handle, error) {
	if err := enter(); err != nil {
		return 0, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.LrMultistep(int64(opt), ptr(milestones), n32(len(milestones)), gamma)
	if ret == 0 {
		return 0, lastError()
	}
	return Handle(ret), nil
}

// LrExponential is rt_torch_lr_exponential: ExponentialLR: lr *= gamma each step.
func LrExponential(opt Handle, gamma float64) (Handle, error) {
	if err := enter(); err != nil {
		return 0, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.LrExponential(int64(opt), gamma)
	if ret == 0 {
		return 0, lastError()
	}
	return Handle(ret), nil
}

// LrCosine is rt_torch_lr_cosine: CosineAnnealingLR: from the base lr down to eta_min over t_max steps along a cosine (and back up).
func LrCosine(opt Handle, tMax int64, etaMin float64) (Handle, error) {
	if err := enter(); err != nil {
		return 0, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.LrCosine(int64(opt), tMax, etaMin)
	if ret == 0 {
		return 0, lastError()
	}
	return Handle(ret), nil
}

// LrLinear is rt_torch_lr_linear: LinearLR: the base lr times a factor going linearly from start_factor to end_factor over total_iters.
func LrLinear(opt Handle, startFactor float64, endFactor float64, totalIters int64) (Handle, error) {
	if err := enter(); err != nil {
		return 0, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.LrLinear(int64(opt), startFactor, endFactor, totalIters)
	if ret == 0 {
		return 0, lastError()
	}
	return Handle(ret), nil
}

// LrConstant is rt_torch_lr_constant: ConstantLR: the base lr times factor for total_iters steps.
func LrConstant(opt Handle, factor float64, totalIters int64) (Handle, error) {
	if err := enter(); err != nil {
		return 0, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.LrConstant(int64(opt), factor, totalIters)
	if ret == 0 {
		return 0, lastError()
	}
	return Handle(ret), nil
}

// LrPolynomial is rt_torch_lr_polynomial: PolynomialLR: the base lr times (1 - step / total_iters) ** power.
func LrPolynomial(opt Handle, totalIters int64, power float64) (Handle, error) {
	if err := enter(); err != nil {
		return 0, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.LrPolynomial(int64(opt), totalIters, power)
	if ret == 0 {
		return 0, lastError()
	}
	return Handle(ret), nil
}

// LrCosineWarmRestarts is rt_torch_lr_cosine_warm_restarts: CosineAnnealingWarmRestarts: cosine cycles of t_0, t_0 * t_mult, ... steps.
func LrCosineWarmRestarts(opt Handle, t0 int64, tMult int64, etaMin float64) (Handle, error) {
	if err := enter(); err != nil {
		return 0, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.LrCosineWarmRestarts(int64(opt), t0, tMult, etaMin)
	if ret == 0 {
		return 0, lastError()
	}
	return Handle(ret), nil
}

// LrOneCycle is rt_torch_lr_one_cycle: OneCycleLR: up to max_lr and down over total_steps (cos or linear); momentum or beta1 cycles the other way when cycle_momentum.
func LrOneCycle(opt Handle, maxLr float64, totalSteps int64, pctStart float64, divFactor float64, finalDivFactor float64, annealCos int32, threePhase int32, cycleMomentum int32, baseMomentum float64, maxMomentum float64) (Handle, error) {
	if err := enter(); err != nil {
		return 0, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.LrOneCycle(int64(opt), maxLr, totalSteps, pctStart, divFactor, finalDivFactor, annealCos, threePhase, cycleMomentum, baseMomentum, maxMomentum)
	if ret == 0 {
		return 0, lastError()
	}
	return Handle(ret), nil
}

// LrPlateau is rt_torch_lr_plateau: ReduceLROnPlateau: lr *= factor once the metric has not improved for more than patience steps.
func LrPlateau(opt Handle, maximize int32, factor float64, patience int64, threshold float64, thresholdAbs int32, cooldown int64, minLr float64, eps float64) (Handle, error) {
	if err := enter(); err != nil {
		return 0, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.LrPlateau(int64(opt), maximize, factor, patience, threshold, thresholdAbs, cooldown, minLr, eps)
	if ret == 0 {
		return 0, lastError()
	}
	return Handle(ret), nil
}

// LrSchedulerStep is rt_torch_lr_scheduler_step: one step: write the next lr into every group; status.
func LrSchedulerStep(sched Handle) error {
	if err := enter(); err != nil {
		return err
	}
	defer runtime.UnlockOSThread()
	ret := sys.LrSchedulerStep(int64(sched))
	if ret != int32(Ok) {
		return lastError()
	}
	return nil
}

// LrSchedulerStepMetric is rt_torch_lr_scheduler_step_metric: one step of a plateau schedule, on the metric just measured; status.
func LrSchedulerStepMetric(sched Handle, metric float64) error {
	if err := enter(); err != nil {
		return err
	}
	defer runtime.UnlockOSThread()
	ret := sys.LrSchedulerStepMetric(int64(sched), metric)
	if ret != int32(Ok) {
		return lastError()
	}
	return nil
}

// LrSchedulerRestart is rt_torch_lr_scheduler_restart: back to step 0 from the base lrs (what SequentialLR does at a milestone); status.
func LrSchedulerRestart(sched Handle) error {
	if err := enter(); err != nil {
		return err
	}
	defer runtime.UnlockOSThread()
	ret := sys.LrSchedulerRestart(int64(sched))
	if ret != int32(Ok) {
		return lastError()
	}
	return nil
}

// LrSchedulerLastEpoch is rt_torch_lr_scheduler_last_epoch: steps taken, the first counting 0.
func LrSchedulerLastEpoch(sched Handle) (int64, error) {
	if err := enter(); err != nil {
		return 0, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.LrSchedulerLastEpoch(int64(sched))
	if ret == -1 {
		return 0, lastError()
	}
	return ret, nil
}

// LrSchedulerFree is rt_torch_lr_scheduler_free: release a schedule handle.
func LrSchedulerFree(sched Handle) error {
	if err := enter(); err != nil {
		return err
	}
	defer runtime.UnlockOSThread()
	ret := sys.LrSchedulerFree(int64(sched))
	if ret != int32(Ok) {
		return lastError()
	}
	return nil
}

// OptimLbfgs is rt_torch_optim_lbfgs: L-BFGS, PyTorch's algorithm (one parameter group; state on the first parameter); max_eval 0: max_iter * 5 / 4; line_search_fn "strong_wolfe" or "" (none); step it with rt_torch_optim_lbfgs_step.
func OptimLbfgs(params []*Tensor, lr float64, maxIter int64, maxEval int64, toleranceGrad float64, toleranceChange float64, historySize int64, lineSearchFn string) (Handle, error) {
	if err := noNUL("rt_torch_optim_lbfgs", "line_search_fn", lineSearchFn); err != nil {
		return 0, err
	}
	if err := enter(); err != nil {
		return 0, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.OptimLbfgs(ptr(handles(params)), n32(len(params)), lr, maxIter, maxEval, toleranceGrad, toleranceChange, historySize, lineSearchFn)
	runtime.KeepAlive(params)
	if ret == 0 {
		return 0, lastError()
	}
	return Handle(ret), nil
}

// ScopeBegin is rt_torch_scope_begin: open a scope on this thread; scopes nest.
func ScopeBegin() error {
	if err := enter(); err != nil {
		return err
	}
	defer runtime.UnlockOSThread()
	ret := sys.ScopeBegin()
	if ret != int32(Ok) {
		return lastError()
	}
	return nil
}

// ScopeKeep is rt_torch_scope_keep: x survives the innermost scope (moves to the outer one).
func ScopeKeep(x *Tensor) error {
	if err := enter(); err != nil {
		return err
	}
	defer runtime.UnlockOSThread()
	ret := sys.ScopeKeep(x.handle())
	runtime.KeepAlive(x)
	if ret != int32(Ok) {
		return lastError()
	}
	return nil
}

// ScopeEnd is rt_torch_scope_end: free every handle this thread created in the innermost scope, except those kept.
func ScopeEnd() error {
	if err := enter(); err != nil {
		return err
	}
	defer runtime.UnlockOSThread()
	ret := sys.ScopeEnd()
	if ret != int32(Ok) {
		return lastError()
	}
	return nil
}

// Eq is rt_torch_tensor_eq: a == b, broadcast and promoted.
func (a *Tensor) Eq(b *Tensor) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorEq(a.handle(), b.handle())
	runtime.KeepAlive(a)
	runtime.KeepAlive(b)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Ne is rt_torch_tensor_ne: a != b, broadcast and promoted.
func (a *Tensor) Ne(b *Tensor) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorNe(a.handle(), b.handle())
	runtime.KeepAlive(a)
	runtime.KeepAlive(b)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Lt is rt_torch_tensor_lt: a < b, broadcast and promoted.
func (a *Tensor) Lt(b *Tensor) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorLt(a.handle(), b.handle())
	runtime.KeepAlive(a)
	runtime.KeepAlive(b)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Le is rt_torch_tensor_le: a <= b, broadcast and promoted.
func (a *Tensor) Le(b *Tensor) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorLe(a.handle(), b.handle())
	runtime.KeepAlive(a)
	runtime.KeepAlive(b)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Gt is rt_torch_tensor_gt: a > b, broadcast and promoted.
func (a *Tensor) Gt(b *Tensor) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorGt(a.handle(), b.handle())
	runtime.KeepAlive(a)
	runtime.KeepAlive(b)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Ge is rt_torch_tensor_ge: a >= b, broadcast and promoted.
func (a *Tensor) Ge(b *Tensor) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorGe(a.handle(), b.handle())
	runtime.KeepAlive(a)
	runtime.KeepAlive(b)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// EqScalar is rt_torch_tensor_eq_scalar: a == s (s converted to the dtype of a with a float first, as PyTorch).
func (a *Tensor) EqScalar(s float64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorEqScalar(a.handle(), s)
	runtime.KeepAlive(a)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// NeScalar is rt_torch_tensor_ne_scalar: a != s (s converted to the dtype of a with a float first, as PyTorch).
func (a *Tensor) NeScalar(s float64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorNeScalar(a.handle(), s)
	runtime.KeepAlive(a)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// LtScalar is rt_torch_tensor_lt_scalar: a < s (s converted to the dtype of a with a float first, as PyTorch).
func (a *Tensor) LtScalar(s float64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorLtScalar(a.handle(), s)
	runtime.KeepAlive(a)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// LeScalar is rt_torch_tensor_le_scalar: a <= s (s converted to the dtype of a with a float first, as PyTorch).
func (a *Tensor) LeScalar(s float64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorLeScalar(a.handle(), s)
	runtime.KeepAlive(a)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// GtScalar is rt_torch_tensor_gt_scalar: a > s (s converted to the dtype of a with a float first, as PyTorch).
func (a *Tensor) GtScalar(s float64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorGtScalar(a.handle(), s)
	runtime.KeepAlive(a)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// GeScalar is rt_torch_tensor_ge_scalar: a >= s (s converted to the dtype of a with a float first, as PyTorch).
func (a *Tensor) GeScalar(s float64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorGeScalar(a.handle(), s)
	runtime.KeepAlive(a)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Isnan is rt_torch_tensor_isnan: a is NaN.
func (a *Tensor) Isnan() (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorIsnan(a.handle())
	runtime.KeepAlive(a)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Isinf is rt_torch_tensor_isinf: a is infinite.
func (a *Tensor) Isinf() (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorIsinf(a.handle())
	runtime.KeepAlive(a)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Isfinite is rt_torch_tensor_isfinite: a is neither infinite nor NaN.
func (a *Tensor) Isfinite() (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorIsfinite(a.handle())
	runtime.KeepAlive(a)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// LogicalNot is rt_torch_tensor_logical_not: a is zero.
func (a *Tensor) LogicalNot() (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorLogicalNot(a.handle())
	runtime.KeepAlive(a)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// LogicalAnd is rt_torch_tensor_logical_and: a and b are non-zero, broadcast.
func (a *Tensor) LogicalAnd(b *Tensor) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorLogicalAnd(a.handle(), b.handle())
	runtime.KeepAlive(a)
	runtime.KeepAlive(b)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// LogicalOr is rt_torch_tensor_logical_or: a or b is non-zero, broadcast.
func (a *Tensor) LogicalOr(b *Tensor) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorLogicalOr(a.handle(), b.handle())
	runtime.KeepAlive(a)
	runtime.KeepAlive(b)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// LogicalXor is rt_torch_tensor_logical_xor: exactly one of a and b is non-zero, broadcast.
func (a *Tensor) LogicalXor(b *Tensor) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorLogicalXor(a.handle(), b.handle())
	runtime.KeepAlive(a)
	runtime.KeepAlive(b)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Where is rt_torch_tensor_where: a where the bool condition holds, else b; all three broadcast, a and b promoted.
func (condition *Tensor) Where(a *Tensor, b *Tensor) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorWhere(condition.handle(), a.handle(), b.handle())
	runtime.KeepAlive(condition)
	runtime.KeepAlive(a)
	runtime.KeepAlive(b)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// MaskedFill is rt_torch_tensor_masked_fill: x with value where the bool mask holds (x and mask broadcast together).
func (x *Tensor) MaskedFill(mask *Tensor, value float64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorMaskedFill(x.handle(), mask.handle(), value)
	runtime.KeepAlive(x)
	runtime.KeepAlive(mask)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Clamp is rt_torch_tensor_clamp: x limited to [min, max]; a NaN bound is no bound (one must be given).
func (x *Tensor) Clamp(min float64, max float64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorClamp(x.handle(), min, max)
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// BitwiseAnd is rt_torch_tensor_bitwise_and: bitwise and of integer or bool tensors, broadcast and promoted.
func (a *Tensor) BitwiseAnd(b *Tensor) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorBitwiseAnd(a.handle(), b.handle())
	runtime.KeepAlive(a)
	runtime.KeepAlive(b)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// BitwiseOr is rt_torch_tensor_bitwise_or: bitwise or of integer or bool tensors, broadcast and promoted.
func (a *Tensor) BitwiseOr(b *Tensor) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorBitwiseOr(a.handle(), b.handle())
	runtime.KeepAlive(a)
	runtime.KeepAlive(b)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// BitwiseXor is rt_torch_tensor_bitwise_xor: bitwise xor of integer or bool tensors, broadcast and promoted.
func (a *Tensor) BitwiseXor(b *Tensor) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorBitwiseXor(a.handle(), b.handle())
	runtime.KeepAlive(a)
	runtime.KeepAlive(b)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// BitwiseNot is rt_torch_tensor_bitwise_not: bitwise complement of an integer tensor (logical not of a bool one).
func (a *Tensor) BitwiseNot() (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorBitwiseNot(a.handle())
	runtime.KeepAlive(a)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Equal is rt_torch_tensor_equal: 1 when a and b have the same shape, dtype and elements (NaN is never equal).
func (a *Tensor) Equal(b *Tensor) (bool, error) {
	if err := enter(); err != nil {
		return false, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorEqual(a.handle(), b.handle())
	runtime.KeepAlive(a)
	runtime.KeepAlive(b)
	if ret == -1 {
		return false, lastError()
	}
	return ret == 1, nil
}

// Allclose is rt_torch_tensor_allclose: 1 when |a - b| <= atol + rtol * |b| everywhere (broadcast; one dtype); equal_nan: NaNs match.
func (a *Tensor) Allclose(b *Tensor, rtol float64, atol float64, equalNan int32) (bool, error) {
	if err := enter(); err != nil {
		return false, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorAllclose(a.handle(), b.handle(), rtol, atol, equalNan)
	runtime.KeepAlive(a)
	runtime.KeepAlive(b)
	if ret == -1 {
		return false, lastError()
	}
	return ret == 1, nil
}

// Nonzero is rt_torch_tensor_nonzero: int64 indices of the non-zero elements, one row of ndim coordinates each, in row-major order.
func (x *Tensor) Nonzero() (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorNonzero(x.handle())
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Index is rt_torch_tensor_index: x[indices[0], ..., indices[n-1]]: int32/int64 tensors for x's leading dims (broadcast together; negative from the end) or bool masks (one per dims they cover).
func (x *Tensor) Index(indices []*Tensor) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorIndex(x.handle(), ptr(handles(indices)), n32(len(indices)))
	runtime.KeepAlive(x)
	runtime.KeepAlive(indices)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// IndexPut is rt_torch_tensor_index_put: x with x[indices] = values (broadcast, x's dtype); accumulate: += (repeats add up).
func (x *Tensor) IndexPut(indices []*Tensor, values *Tensor, accumulate int32) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorIndexPut(x.handle(), ptr(handles(indices)), n32(len(indices)), values.handle(), accumulate)
	runtime.KeepAlive(x)
	runtime.KeepAlive(indices)
	runtime.KeepAlive(values)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Scatter is rt_torch_tensor_scatter: x with x[index[i][j]][j] = src[i][j] for dim 0 (and so on).
func (x *Tensor) Scatter(dim int64, index *Tensor, src *Tensor) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorScatter(x.handle(), dim, index.handle(), src.handle())
	runtime.KeepAlive(x)
	runtime.KeepAlive(index)
	runtime.KeepAlive(src)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// ScatterValue is rt_torch_tensor_scatter_value: x with value written at index along dim.
func (x *Tensor) ScatterValue(dim int64, index *Tensor, value float64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorScatterValue(x.handle(), dim, index.handle(), value)
	runtime.KeepAlive(x)
	runtime.KeepAlive(index)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// ScatterAdd is rt_torch_tensor_scatter_add: x with x[index[i][j]][j] += src[i][j] for dim 0 (and so on).
func (x *Tensor) ScatterAdd(dim int64, index *Tensor, src *Tensor) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorScatterAdd(x.handle(), dim, index.handle(), src.handle())
	runtime.KeepAlive(x)
	runtime.KeepAlive(index)
	runtime.KeepAlive(src)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// ScatterReduce is rt_torch_tensor_scatter_reduce: x with src's values combined at index along dim by reduce (RT_SCATTER_*); include_self: x's own value takes part.
func (x *Tensor) ScatterReduce(dim int64, index *Tensor, src *Tensor, reduce int32, includeSelf int32) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorScatterReduce(x.handle(), dim, index.handle(), src.handle(), reduce, includeSelf)
	runtime.KeepAlive(x)
	runtime.KeepAlive(index)
	runtime.KeepAlive(src)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// IndexAdd is rt_torch_tensor_index_add: x with alpha * source's slices added at the 1-D index along dim.
func (x *Tensor) IndexAdd(dim int64, index *Tensor, source *Tensor, alpha float64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorIndexAdd(x.handle(), dim, index.handle(), source.handle(), alpha)
	runtime.KeepAlive(x)
	runtime.KeepAlive(index)
	runtime.KeepAlive(source)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// TakeAlongDim is rt_torch_tensor_take_along_dim: values picked along dim (x and indices broadcast in the other dims).
func (x *Tensor) TakeAlongDim(indices *Tensor, dim int64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorTakeAlongDim(x.handle(), indices.handle(), dim)
	runtime.KeepAlive(x)
	runtime.KeepAlive(indices)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Prod is rt_torch_tensor_prod: product (integers and bool give int64) of all elements, as a scalar tensor.
func (x *Tensor) Prod() (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorProd(x.handle())
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// ProdDim is rt_torch_tensor_prod_dim: product (integers and bool give int64) along dim; keepdim keeps it as size 1.
func (x *Tensor) ProdDim(dim int64, keepdim int32) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorProdDim(x.handle(), dim, keepdim)
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// All is rt_torch_tensor_all: 1 when every element is non-zero (bool; uint8 for uint8) of all elements, as a scalar tensor.
func (x *Tensor) All() (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorAll(x.handle())
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// AllDim is rt_torch_tensor_all_dim: 1 when every element is non-zero (bool; uint8 for uint8) along dim; keepdim keeps it as size 1.
func (x *Tensor) AllDim(dim int64, keepdim int32) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorAllDim(x.handle(), dim, keepdim)
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Any is rt_torch_tensor_any: 1 when some element is non-zero (bool; uint8 for uint8) of all elements, as a scalar tensor.
func (x *Tensor) Any() (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorAny(x.handle())
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// AnyDim is rt_torch_tensor_any_dim: 1 when some element is non-zero (bool; uint8 for uint8) along dim; keepdim keeps it as size 1.
func (x *Tensor) AnyDim(dim int64, keepdim int32) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorAnyDim(x.handle(), dim, keepdim)
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Logsumexp is rt_torch_tensor_logsumexp: log of the sum of exp along dim, without overflow.
func (x *Tensor) Logsumexp(dim int64, keepdim int32) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorLogsumexp(x.handle(), dim, keepdim)
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Cumsum is rt_torch_tensor_cumsum: running sum along dim (integers and bool give int64).
func (x *Tensor) Cumsum(dim int64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorCumsum(x.handle(), dim)
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Cumprod is rt_torch_tensor_cumprod: running product along dim (integers and bool give int64).
func (x *Tensor) Cumprod(dim int64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorCumprod(x.handle(), dim)
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Cummax is rt_torch_tensor_cummax: running maximum along dim and where it was (the latest of ties; a NaN stays); status.
func (x *Tensor) Cummax(dim int64) (*Tensor, *Tensor, error) {
	if err := enter(); err != nil {
		return nil, nil, err
	}
	defer runtime.UnlockOSThread()
	var values int64
	var indices int64
	ret := sys.TensorCummax(x.handle(), dim, &values, &indices)
	runtime.KeepAlive(x)
	if ret != int32(Ok) {
		return nil, nil, lastError()
	}
	return newTensor(values), newTensor(indices), nil
}

// Cummin is rt_torch_tensor_cummin: running minimum along dim and where it was (the latest of ties; a NaN stays); status.
func (x *Tensor) Cummin(dim int64) (*Tensor, *Tensor, error) {
	if err := enter(); err != nil {
		return nil, nil, err
	}
	defer runtime.UnlockOSThread()
	var values int64
	var indices int64
	ret := sys.TensorCummin(x.handle(), dim, &values, &indices)
	runtime.KeepAlive(x)
	if ret != int32(Ok) {
		return nil, nil, lastError()
	}
	return newTensor(values), newTensor(indices), nil
}

// VarCorrection is rt_torch_tensor_var_correction: variance over n dims (n 0: all elements): squared deviations summed / max(0, N - correction).
func (x *Tensor) VarCorrection(dims []int64, correction float64, keepdim int32) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorVarCorrection(x.handle(), ptr(dims), n32(len(dims)), correction, keepdim)
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// StdCorrection is rt_torch_tensor_std_correction: square root of rt_torch_tensor_var_correction.
func (x *Tensor) StdCorrection(dims []int64, correction float64, keepdim int32) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorStdCorrection(x.handle(), ptr(dims), n32(len(dims)), correction, keepdim)
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Sort is rt_torch_tensor_sort: x sorted along dim and where each value came from (equal values keep their order whatever stable says, which PyTorch allows); status.
func (x *Tensor) Sort(dim int64, descending int32, stable int32) (*Tensor, *Tensor, error) {
	if err := enter(); err != nil {
		return nil, nil, err
	}
	defer runtime.UnlockOSThread()
	var values int64
	var indices int64
	ret := sys.TensorSort(x.handle(), dim, descending, stable, &values, &indices)
	runtime.KeepAlive(x)
	if ret != int32(Ok) {
		return nil, nil, lastError()
	}
	return newTensor(values), newTensor(indices), nil
}

// Argsort is rt_torch_tensor_argsort: the indices of rt_torch_tensor_sort alone.
func (x *Tensor) Argsort(dim int64, descending int32, stable int32) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorArgsort(x.handle(), dim, descending, stable)
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Topk is rt_torch_tensor_topk: the k largest (largest 0: smallest) along dim and their indices, ordered from the extreme whatever sorted says (which PyTorch allows); status.
func (x *Tensor) Topk(k int64, dim int64, largest int32, sorted int32) (*Tensor, *Tensor, error) {
	if err := enter(); err != nil {
		return nil, nil, err
	}
	defer runtime.UnlockOSThread()
	var values int64
	var indices int64
	ret := sys.TensorTopk(x.handle(), k, dim, largest, sorted, &values, &indices)
	runtime.KeepAlive(x)
	if ret != int32(Ok) {
		return nil, nil, lastError()
	}
	return newTensor(values), newTensor(indices), nil
}

// Kthvalue is rt_torch_tensor_kthvalue: the k-th smallest (k from 1) along dim and its index; status.
func (x *Tensor) Kthvalue(k int64, dim int64, keepdim int32) (*Tensor, *Tensor, error) {
	if err := enter(); err != nil {
		return nil, nil, err
	}
	defer runtime.UnlockOSThread()
	var values int64
	var indices int64
	ret := sys.TensorKthvalue(x.handle(), k, dim, keepdim, &values, &indices)
	runtime.KeepAlive(x)
	if ret != int32(Ok) {
		return nil, nil, lastError()
	}
	return newTensor(values), newTensor(indices), nil
}

// Median is rt_torch_tensor_median: the lower median of all elements (NaN if one is NaN or there are none).
func (x *Tensor) Median() (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorMedian(x.handle())
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// MedianDim is rt_torch_tensor_median_dim: the lower median along dim and its index (a NaN and its index if the row has one); status.
func (x *Tensor) MedianDim(dim int64, keepdim int32) (*Tensor, *Tensor, error) {
	if err := enter(); err != nil {
		return nil, nil, err
	}
	defer runtime.UnlockOSThread()
	var values int64
	var indices int64
	ret := sys.TensorMedianDim(x.handle(), dim, keepdim, &values, &indices)
	runtime.KeepAlive(x)
	if ret != int32(Ok) {
		return nil, nil, lastError()
	}
	return newTensor(values), newTensor(indices), nil
}

// Mode is rt_torch_tensor_mode: the most frequent value along dim (the smallest of ties) and its last index; status.
func (x *Tensor) Mode(dim int64, keepdim int32) (*Tensor, *Tensor, error) {
	if err := enter(); err != nil {
		return nil, nil, err
	}
	defer runtime.UnlockOSThread()
	var values int64
	var indices int64
	ret := sys.TensorMode(x.handle(), dim, keepdim, &values, &indices)
	runtime.KeepAlive(x)
	if ret != int32(Ok) {
		return nil, nil, lastError()
	}
	return newTensor(values), newTensor(indices), nil
}

// Unique is rt_torch_tensor_unique: the distinct elements ascending (each NaN distinct), the int64 position in values of each element of x (x's shape) and how often each occurs; status.
func (x *Tensor) Unique() (*Tensor, *Tensor, *Tensor, error) {
	if err := enter(); err != nil {
		return nil, nil, nil, err
	}
	defer runtime.UnlockOSThread()
	var values int64
	var inverse int64
	var counts int64
	ret := sys.TensorUnique(x.handle(), &values, &inverse, &counts)
	runtime.KeepAlive(x)
	if ret != int32(Ok) {
		return nil, nil, nil, lastError()
	}
	return newTensor(values), newTensor(inverse), newTensor(counts), nil
}

// Searchsorted is rt_torch_tensor_searchsorted: where values would be inserted into the innermost dim of sorted_sequence (1-D, or its leading dims those of values) to keep it sorted: the first such place (right: the last); sorter (0: none) the int64 argsort of an unsorted sequence; int64 (out_int32: int32) positions.
func (sortedSequence *Tensor) Searchsorted(values *Tensor, outInt32 int32, right int32, sorter *Tensor) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorSearchsorted(sortedSequence.handle(), values.handle(), outInt32, right, sorter.handle())
	runtime.KeepAlive(sortedSequence)
	runtime.KeepAlive(values)
	runtime.KeepAlive(sorter)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Bucketize is rt_torch_tensor_bucketize: the index of the bucket of 1-D ascending boundaries each element falls in: boundaries[i-1] < v <= boundaries[i] (right: boundaries[i-1] <= v < boundaries[i]).
func (input *Tensor) Bucketize(boundaries *Tensor, outInt32 int32, right int32) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorBucketize(input.handle(), boundaries.handle(), outInt32, right)
	runtime.KeepAlive(input)
	runtime.KeepAlive(boundaries)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Tril is rt_torch_tensor_tril: lower triangle of the last two dims (above diagonal set to 0).
func (x *Tensor) Tril(diagonal int64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorTril(x.handle(), diagonal)
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Triu is rt_torch_tensor_triu: upper triangle of the last two dims (below diagonal set to 0).
func (x *Tensor) Triu(diagonal int64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorTriu(x.handle(), diagonal)
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Roll is rt_torch_tensor_roll: elements shifted along dim, wrapping around.
func (x *Tensor) Roll(shifts int64, dim int64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorRoll(x.handle(), shifts, dim)
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Flip is rt_torch_tensor_flip: order reversed along dim.
func (x *Tensor) Flip(dim int64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorFlip(x.handle(), dim)
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Diag is rt_torch_tensor_diag: 1-D x: square matrix with x on the diagonal; 2-D x: that diagonal (0 main, > 0 above, < 0 below).
func (x *Tensor) Diag(diagonal int64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorDiag(x.handle(), diagonal)
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Diagonal is rt_torch_tensor_diagonal: the diagonals of the (dim1, dim2) planes as a new last dim (a view).
func (x *Tensor) Diagonal(offset int64, dim1 int64, dim2 int64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorDiagonal(x.handle(), offset, dim1, dim2)
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Repeat is rt_torch_tensor_repeat: x tiled repeats[i] times along dim i (n >= ndim; extra repeats add leading dims).
func (x *Tensor) Repeat(repeats []int64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorRepeat(x.handle(), ptr(repeats), n32(len(repeats)))
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// RepeatInterleave is rt_torch_tensor_repeat_interleave: each slice along dim repeated repeats times in place.
func (x *Tensor) RepeatInterleave(repeats int64, dim int64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorRepeatInterleave(x.handle(), repeats, dim)
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// RepeatInterleaveTensor is rt_torch_tensor_repeat_interleave_tensor: slice i along dim repeated repeats[i] times (an integer tensor of 1 or size(dim) counts).
func (x *Tensor) RepeatInterleaveTensor(repeats *Tensor, dim int64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorRepeatInterleaveTensor(x.handle(), repeats.handle(), dim)
	runtime.KeepAlive(x)
	runtime.KeepAlive(repeats)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Split is rt_torch_tensor_split: views of split_size along dim (the last may be shorter); returns the count.
func (x *Tensor) Split(splitSize int64, dim int64, maxOut int32) ([]*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	out := make([]int64, capacity(int64(maxOut)))
	ret := sys.TensorSplit(x.handle(), splitSize, dim, ptr(out), maxOut)
	runtime.KeepAlive(x)
	if ret == -1 {
		return nil, lastError()
	}
	if err := fits("rt_torch_tensor_split", int64(ret), len(out)); err != nil {
		return nil, err
	}
	return newTensors(out[:ret]), nil
}

// SplitSizes is rt_torch_tensor_split_sizes: views of the given sizes (summing to size(dim)); returns n.
func (x *Tensor) SplitSizes(sizes []int64, dim int64, maxOut int32) ([]*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	out := make([]int64, capacity(int64(maxOut)))
	ret := sys.TensorSplitSizes(x.handle(), ptr(sizes), n32(len(sizes)), dim, ptr(out), maxOut)
	runtime.KeepAlive(x)
	if ret == -1 {
		return nil, lastError()
	}
	if err := fits("rt_torch_tensor_split_sizes", int64(ret), len(out)); err != nil {
		return nil, err
	}
	return newTensors(out[:ret]), nil
}

// TensorSplit is rt_torch_tensor_tensor_split: sections views along dim, the first size(dim) % sections one longer; returns sections.
func (x *Tensor) TensorSplit(sections int64, dim int64, maxOut int32) ([]*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	out := make([]int64, capacity(int64(maxOut)))
	ret := sys.TensorTensorSplit(x.handle(), sections, dim, ptr(out), maxOut)
	runtime.KeepAlive(x)
	if ret == -1 {
		return nil, lastError()
	}
	if err := fits("rt_torch_tensor_tensor_split", int64(ret), len(out)); err != nil {
		return nil, err
	}
	return newTensors(out[:ret]), nil
}

// TensorSplitIndices is rt_torch_tensor_tensor_split_indices: the n + 1 views between the indices along dim (bounds as Python slices); returns n + 1.
func (x *Tensor) TensorSplitIndices(indices []int64, dim int64, maxOut int32) ([]*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	out := make([]int64, capacity(int64(maxOut)))
	ret := sys.TensorTensorSplitIndices(x.handle(), ptr(indices), n32(len(indices)), dim, ptr(out), maxOut)
	runtime.KeepAlive(x)
	if ret == -1 {
		return nil, lastError()
	}
	if err := fits("rt_torch_tensor_tensor_split_indices", int64(ret), len(out)); err != nil {
		return nil, err
	}
	return newTensors(out[:ret]), nil
}

// Movedim is rt_torch_tensor_movedim: x with dim source moved to position destination (a view).
func (x *Tensor) Movedim(source int64, destination int64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorMovedim(x.handle(), source, destination)
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Unflatten is rt_torch_tensor_unflatten: dim split into dims of the given sizes (one may be -1).
func (x *Tensor) Unflatten(dim int64, sizes []int64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorUnflatten(x.handle(), dim, ptr(sizes), n32(len(sizes)))
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// NnPad is rt_torch_nn_pad: x padded by (before, after) pairs, the last dim first (negative crops); mode RT_PAD_*, value for RT_PAD_CONSTANT.
func NnPad(x *Tensor, pad []int64, mode int32, value float64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.NnPad(x.handle(), ptr(pad), n32(len(pad)), mode, value)
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Randint is rt_torch_tensor_randint: integers uniform in [low, high) (dtype default int64).
func Randint(low int64, high int64, dims []int64, dtype int32, device int32) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorRandint(low, high, ptr(dims), n32(len(dims)), dtype, device)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Randperm is rt_torch_tensor_randperm: a random permutation of 0..n-1 (dtype default int64).
func Randperm(n int64, dtype int32, device int32) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorRandperm(n, dtype, device)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Multinomial is rt_torch_tensor_multinomial: int64 indices drawn from each row of non-negative weights (1-D or 2-D).
func (probs *Tensor) Multinomial(numSamples int64, replacement int32) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorMultinomial(probs.handle(), numSamples, replacement)
	runtime.KeepAlive(probs)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Bernoulli is rt_torch_tensor_bernoulli: 1 with probability p, else 0, per element of a floating p in [0, 1] (p's dtype; no gradient).
func (p *Tensor) Bernoulli() (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorBernoulli(p.handle())
	runtime.KeepAlive(p)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// BernoulliScalar is rt_torch_tensor_bernoulli_scalar: 1 with probability p, else 0, in x's shape and floating dtype.
func (x *Tensor) BernoulliScalar(p float64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorBernoulliScalar(x.handle(), p)
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Normal is rt_torch_tensor_normal_: overwrite a floating x with samples of N(mean, std**2) (not recorded by autograd).
func (x *Tensor) Normal(mean float64, std float64) error {
	if err := enter(); err != nil {
		return err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorNormal(x.handle(), mean, std)
	runtime.KeepAlive(x)
	if ret != int32(Ok) {
		return lastError()
	}
	return nil
}

// Uniform is rt_torch_tensor_uniform_: overwrite a floating x with samples of U[low, high) (not recorded by autograd).
func (x *Tensor) Uniform(low float64, high float64) error {
	if err := enter(); err != nil {
		return err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorUniform(x.handle(), low, high)
	runtime.KeepAlive(x)
	if ret != int32(Ok) {
		return lastError()
	}
	return nil
}

// Random is rt_torch_tensor_random_: overwrite x with integers uniform from 0 to the largest its dtype holds exactly (floating: 2**significand bits), PyTorch's random_(); status.
func (x *Tensor) Random() error {
	if err := enter(); err != nil {
		return err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorRandom(x.handle())
	runtime.KeepAlive(x)
	if ret != int32(Ok) {
		return lastError()
	}
	return nil
}

// RandomBetween is rt_torch_tensor_random_between_: overwrite x with integers uniform in [low, high), PyTorch's random_(low, high); status.
func (x *Tensor) RandomBetween(low int64, high int64) error {
	if err := enter(); err != nil {
		return err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorRandomBetween(x.handle(), low, high)
	runtime.KeepAlive(x)
	if ret != int32(Ok) {
		return lastError()
	}
	return nil
}

// RandomFrom is rt_torch_tensor_random_from_: overwrite x with integers uniform from low to the largest its dtype holds exactly, PyTorch's random_(low, None); status.
func (x *Tensor) RandomFrom(low int64) error {
	if err := enter(); err != nil {
		return err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorRandomFrom(x.handle(), low)
	runtime.KeepAlive(x)
	if ret != int32(Ok) {
		return lastError()
	}
	return nil
}

// GeneratorNew is rt_torch_generator_new: a new generator for a device (RT_DEVICE_DEFAULT: the default one), seeded as PyTorch's are (67280421310721).
func GeneratorNew(device int32) (Handle, error) {
	if err := enter(); err != nil {
		return 0, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.GeneratorNew(device)
	if ret == 0 {
		return 0, lastError()
	}
	return Handle(ret), nil
}

// GeneratorManualSeed is rt_torch_generator_manual_seed: reseed gen; status.
func GeneratorManualSeed(gen Handle, seed int64) error {
	if err := enter(); err != nil {
		return err
	}
	defer runtime.UnlockOSThread()
	ret := sys.GeneratorManualSeed(int64(gen), seed)
	if ret != int32(Ok) {
		return lastError()
	}
	return nil
}

// GeneratorInitialSeed is rt_torch_generator_initial_seed: the seed gen was last given (its 64 bits: a seed above INT64_MAX reads back negative); status.
func GeneratorInitialSeed(gen Handle) (int64, error) {
	if err := enter(); err != nil {
		return 0, err
	}
	defer runtime.UnlockOSThread()
	var seed int64
	ret := sys.GeneratorInitialSeed(int64(gen), &seed)
	if ret != int32(Ok) {
		return 0, lastError()
	}
	return seed, nil
}

// GeneratorUse is rt_torch_generator_use: from now on the calling thread's sampling (rand, randn, randint, randperm, multinomial, bernoulli, normal_, uniform_; not dropout) draws from gen; 0: from the default generator again; status.
func GeneratorUse(gen Handle) error {
	if err := enter(); err != nil {
		return err
	}
	defer runtime.UnlockOSThread()
	ret := sys.GeneratorUse(int64(gen))
	if ret != int32(Ok) {
		return lastError()
	}
	return nil
}

// GeneratorFree is rt_torch_generator_free: release gen (a thread still using it draws from the default generator again); status.
func GeneratorFree(gen Handle) error {
	if err := enter(); err != nil {
		return err
	}
	defer runtime.UnlockOSThread()
	ret := sys.GeneratorFree(int64(gen))
	if ret != int32(Ok) {
		return lastError()
	}
	return nil
}

// Bmm is rt_torch_tensor_bmm: batched matrix product of two 3-D tensors with the same batch size (no broadcasting).
func (a *Tensor) Bmm(b *Tensor) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorBmm(a.handle(), b.handle())
	runtime.KeepAlive(a)
	runtime.KeepAlive(b)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Outer is rt_torch_tensor_outer: outer product of two 1-D tensors, promoted.
func (a *Tensor) Outer(b *Tensor) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorOuter(a.handle(), b.handle())
	runtime.KeepAlive(a)
	runtime.KeepAlive(b)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Addmm is rt_torch_tensor_addmm: beta * input + alpha * (mat1 @ mat2), input broadcast; beta 0 ignores input.
func (input *Tensor) Addmm(mat1 *Tensor, mat2 *Tensor, beta float64, alpha float64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorAddmm(input.handle(), mat1.handle(), mat2.handle(), beta, alpha)
	runtime.KeepAlive(input)
	runtime.KeepAlive(mat1)
	runtime.KeepAlive(mat2)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Baddbmm is rt_torch_tensor_baddbmm: beta * input + alpha * bmm(batch1, batch2), input broadcast; beta 0 ignores input.
func (input *Tensor) Baddbmm(batch1 *Tensor, batch2 *Tensor, beta float64, alpha float64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorBaddbmm(input.handle(), batch1.handle(), batch2.handle(), beta, alpha)
	runtime.KeepAlive(input)
	runtime.KeepAlive(batch1)
	runtime.KeepAlive(batch2)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Einsum is rt_torch_tensor_einsum: Einstein sum of n operands of one dtype, e.g. "ij,jk->ik" (letters, ... for broadcast dims, implicit output as PyTorch; size-1 dims broadcast).
func Einsum(equation string, operands []*Tensor) (*Tensor, error) {
	if err := noNUL("rt_torch_tensor_einsum", "equation", equation); err != nil {
		return nil, err
	}
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorEinsum(equation, ptr(handles(operands)), n32(len(operands)))
	runtime.KeepAlive(operands)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Solve is rt_torch_tensor_solve: X with a X = b (left 0: X a = b), a square, b a matrix or a vector (batch dims broadcast).
func (a *Tensor) Solve(b *Tensor, left int32) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorSolve(a.handle(), b.handle(), left)
	runtime.KeepAlive(a)
	runtime.KeepAlive(b)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Slogdet is rt_torch_tensor_slogdet: sign (0 if singular) and log |det| of square matrices; status.
func (x *Tensor) Slogdet() (*Tensor, *Tensor, error) {
	if err := enter(); err != nil {
		return nil, nil, err
	}
	defer runtime.UnlockOSThread()
	var sign int64
	var logabsdet int64
	ret := sys.TensorSlogdet(x.handle(), &sign, &logabsdet)
	runtime.KeepAlive(x)
	if ret != int32(Ok) {
		return nil, nil, lastError()
	}
	return newTensor(sign), newTensor(logabsdet), nil
}

// Qr is rt_torch_tensor_qr: QR decomposition x = q r, mode RT_QR_*; status.
func (x *Tensor) Qr(mode int32) (*Tensor, *Tensor, error) {
	if err := enter(); err != nil {
		return nil, nil, err
	}
	defer runtime.UnlockOSThread()
	var q int64
	var r int64
	ret := sys.TensorQr(x.handle(), mode, &q, &r)
	runtime.KeepAlive(x)
	if ret != int32(Ok) {
		return nil, nil, lastError()
	}
	return newTensor(q), newTensor(r), nil
}

// Cholesky is rt_torch_tensor_cholesky: L with x = L L^H of Hermitian positive-definite matrices, read from the lower triangle (upper: U with x = U^H U, from the upper one).
func (x *Tensor) Cholesky(upper int32) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorCholesky(x.handle(), upper)
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Eigh is rt_torch_tensor_eigh: ascending real eigenvalues and orthonormal eigenvectors of Hermitian matrices, read from the lower triangle (upper: the upper one); status.
func (x *Tensor) Eigh(upper int32) (*Tensor, *Tensor, error) {
	if err := enter(); err != nil {
		return nil, nil, err
	}
	defer runtime.UnlockOSThread()
	var values int64
	var vectors int64
	ret := sys.TensorEigh(x.handle(), upper, &values, &vectors)
	runtime.KeepAlive(x)
	if ret != int32(Ok) {
		return nil, nil, lastError()
	}
	return newTensor(values), newTensor(vectors), nil
}

// Eigvalsh is rt_torch_tensor_eigvalsh: the eigenvalues of rt_torch_tensor_eigh alone.
func (x *Tensor) Eigvalsh(upper int32) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorEigvalsh(x.handle(), upper)
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Svdvals is rt_torch_tensor_svdvals: singular values, descending (real).
func (x *Tensor) Svdvals() (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorSvdvals(x.handle())
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Lstsq is rt_torch_tensor_lstsq: least-squares solution of a X = b (b a matrix, or a vector of a's rows), driver RT_LSTSQ_*, rcond < 0 for eps * max(m, n); residuals, rank and singular values as PyTorch's driver gives them (else empty); status.
func (a *Tensor) Lstsq(b *Tensor, rcond float64, driver int32) (*Tensor, *Tensor, *Tensor, *Tensor, error) {
	if err := enter(); err != nil {
		return nil, nil, nil, nil, err
	}
	defer runtime.UnlockOSThread()
	var solution int64
	var residuals int64
	var rank int64
	var singularValues int64
	ret := sys.TensorLstsq(a.handle(), b.handle(), rcond, driver, &solution, &residuals, &rank, &singularValues)
	runtime.KeepAlive(a)
	runtime.KeepAlive(b)
	if ret != int32(Ok) {
		return nil, nil, nil, nil, lastError()
	}
	return newTensor(solution), newTensor(residuals), newTensor(rank), newTensor(singularValues), nil
}

// Pinv is rt_torch_tensor_pinv: pseudo-inverse, dropping singular values <= max(atol, rtol * largest) (rtol < 0: eps * max(m, n) if atol is 0, else 0); hermitian: through eigh.
func (x *Tensor) Pinv(atol float64, rtol float64, hermitian int32) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorPinv(x.handle(), atol, rtol, hermitian)
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// MatrixRank is rt_torch_tensor_matrix_rank: int64 count of the singular values above the tolerance of rt_torch_tensor_pinv.
func (x *Tensor) MatrixRank(atol float64, rtol float64, hermitian int32) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorMatrixRank(x.handle(), atol, rtol, hermitian)
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// InvEx is rt_torch_tensor_inv_ex: inverse without failing on singular matrices: info (int32, per matrix) is 0 or the LAPACK pivot that was 0 (then inverse is unspecified); status.
func (x *Tensor) InvEx() (*Tensor, *Tensor, error) {
	if err := enter(); err != nil {
		return nil, nil, err
	}
	defer runtime.UnlockOSThread()
	var inverse int64
	var info int64
	ret := sys.TensorInvEx(x.handle(), &inverse, &info)
	runtime.KeepAlive(x)
	if ret != int32(Ok) {
		return nil, nil, lastError()
	}
	return newTensor(inverse), newTensor(info), nil
}

// BackwardGradient is rt_torch_tensor_backward_gradient: backward from any root, seeded with gradient (0: ones, for a root of one element); retain_graph keeps the graph for another backward.
func (root *Tensor) BackwardGradient(gradient *Tensor, retainGraph int32) error {
	if err := enter(); err != nil {
		return err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorBackwardGradient(root.handle(), gradient.handle(), retainGraph)
	runtime.KeepAlive(root)
	runtime.KeepAlive(gradient)
	if ret != int32(Ok) {
		return lastError()
	}
	return nil
}

// AutogradGrad is rt_torch_autograd_grad: d(outputs)/d(inputs) weighted by grad_outputs (none, or 0 entries: ones) into grads, without touching .grad; 0 for an unused input when allow_unused; create_graph makes them differentiable (the NumPy backend: RT_ERR_UNSUPPORTED naming an op whose backward it does not record); returns n_inputs.
func AutogradGrad(outputs []*Tensor, inputs []*Tensor, gradOutputs []*Tensor, retainGraph int32, createGraph int32, allowUnused int32, maxGrads int32) ([]*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	grads := make([]int64, capacity(int64(maxGrads)))
	ret := sys.AutogradGrad(ptr(handles(outputs)), n32(len(outputs)), ptr(handles(inputs)), n32(len(inputs)), ptr(handles(gradOutputs)), n32(len(gradOutputs)), retainGraph, createGraph, allowUnused, ptr(grads), maxGrads)
	runtime.KeepAlive(outputs)
	runtime.KeepAlive(inputs)
	runtime.KeepAlive(gradOutputs)
	if ret == -1 {
		return nil, lastError()
	}
	if err := fits("rt_torch_autograd_grad", int64(ret), len(grads)); err != nil {
		return nil, err
	}
	return newTensors(grads[:ret]), nil
}

// RetainGrad is rt_torch_tensor_retain_grad: keep x's gradient after backward although x is not a leaf.
func (x *Tensor) RetainGrad() error {
	if err := enter(); err != nil {
		return err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorRetainGrad(x.handle())
	runtime.KeepAlive(x)
	if ret != int32(Ok) {
		return lastError()
	}
	return nil
}

// IsLeaf is rt_torch_tensor_is_leaf: 1 unless x was computed by a recorded op (PyTorch's is_leaf).
func (x *Tensor) IsLeaf() (bool, error) {
	if err := enter(); err != nil {
		return false, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorIsLeaf(x.handle())
	runtime.KeepAlive(x)
	if ret == -1 {
		return false, lastError()
	}
	return ret == 1, nil
}

// HasGradFn is rt_torch_tensor_has_grad_fn: 1 when x was computed by a recorded op (PyTorch's grad_fn is not None).
func (x *Tensor) HasGradFn() (bool, error) {
	if err := enter(); err != nil {
		return false, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorHasGradFn(x.handle())
	runtime.KeepAlive(x)
	if ret == -1 {
		return false, lastError()
	}
	return ret == 1, nil
}

// ZerosOptions is rt_torch_tensor_zeros_options: zeros of a dtype on a device.
func ZerosOptions(dims []int64, dtype int32, device int32) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorZerosOptions(ptr(dims), n32(len(dims)), dtype, device)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// OnesOptions is rt_torch_tensor_ones_options: ones of a dtype on a device.
func OnesOptions(dims []int64, dtype int32, device int32) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorOnesOptions(ptr(dims), n32(len(dims)), dtype, device)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// EmptyOptions is rt_torch_tensor_empty_options: contents unspecified of a dtype on a device.
func EmptyOptions(dims []int64, dtype int32, device int32) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorEmptyOptions(ptr(dims), n32(len(dims)), dtype, device)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// RandOptions is rt_torch_tensor_rand_options: samples of U[0, 1) (floating or complex dtypes) of a dtype on a device.
func RandOptions(dims []int64, dtype int32, device int32) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorRandOptions(ptr(dims), n32(len(dims)), dtype, device)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// RandnOptions is rt_torch_tensor_randn_options: samples of N(0, 1) (floating or complex dtypes) of a dtype on a device.
func RandnOptions(dims []int64, dtype int32, device int32) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorRandnOptions(ptr(dims), n32(len(dims)), dtype, device)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// FullOptions is rt_torch_tensor_full_options: filled with value (which the dtype must hold).
func FullOptions(dims []int64, value float64, dtype int32, device int32) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorFullOptions(ptr(dims), n32(len(dims)), value, dtype, device)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// EyeOptions is rt_torch_tensor_eye_options: n x m identity of a dtype on a device.
func EyeOptions(n int64, m int64, dtype int32, device int32) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorEyeOptions(n, m, dtype, device)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// LinspaceOptions is rt_torch_tensor_linspace_options: steps evenly spaced values (integer dtypes truncate them).
func LinspaceOptions(start float64, end float64, steps int64, dtype int32, device int32) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorLinspaceOptions(start, end, steps, dtype, device)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// ArangeOptions is rt_torch_tensor_arange_options: [start, end) by step on a device.
func ArangeOptions(start float64, end float64, step float64, dtype int32, device int32) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorArangeOptions(start, end, step, dtype, device)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// ZerosLike is rt_torch_tensor_zeros_like: zeros of x's shape (and dtype and device, unless given).
func (x *Tensor) ZerosLike(dtype int32, device int32) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorZerosLike(x.handle(), dtype, device)
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// OnesLike is rt_torch_tensor_ones_like: ones of x's shape (and dtype and device, unless given).
func (x *Tensor) OnesLike(dtype int32, device int32) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorOnesLike(x.handle(), dtype, device)
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// EmptyLike is rt_torch_tensor_empty_like: contents unspecified of x's shape (and dtype and device, unless given).
func (x *Tensor) EmptyLike(dtype int32, device int32) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorEmptyLike(x.handle(), dtype, device)
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// RandLike is rt_torch_tensor_rand_like: samples of U[0, 1) of x's shape (and dtype and device, unless given).
func (x *Tensor) RandLike(dtype int32, device int32) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorRandLike(x.handle(), dtype, device)
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// RandnLike is rt_torch_tensor_randn_like: samples of N(0, 1) of x's shape (and dtype and device, unless given).
func (x *Tensor) RandnLike(dtype int32, device int32) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorRandnLike(x.handle(), dtype, device)
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// FullLike is rt_torch_tensor_full_like: value in x's shape (and dtype and device, unless given).
func (x *Tensor) FullLike(value float64, dtype int32, device int32) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorFullLike(x.handle(), value, dtype, device)
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// NnScaledDotProductAttention is rt_torch_nn_scaled_dot_product_attention: softmax(query key^T * scale + mask) value over the last two dims (..., L, E), (..., S, E), (..., S, Ev), batch dims broadcast; attn_mask (0: none) bool (1 takes part) or of query's dtype (added), broadcast to (..., L, S); is_causal: the lower triangle takes part (not with a mask); scale NaN: 1 / sqrt(E); a row that takes nothing gives 0.
func NnScaledDotProductAttention(query *Tensor, key *Tensor, value *Tensor, attnMask *Tensor, dropoutP float64, isCausal int32, scale float64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.NnScaledDotProductAttention(query.handle(), key.handle(), value.handle(), attnMask.handle(), dropoutP, isCausal, scale)
	runtime.KeepAlive(query)
	runtime.KeepAlive(key)
	runtime.KeepAlive(value)
	runtime.KeepAlive(attnMask)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// NnRnnCell is rt_torch_nn_rnn_cell: one Elman step: tanh (relu: max(0, .)) of input w_ih^T + b_ih + hx w_hh^T + b_hh; input (N, I) or (I), hx (N, H) or (H); biases may be 0.
func NnRnnCell(input *Tensor, hx *Tensor, wIh *Tensor, wHh *Tensor, bIh *Tensor, bHh *Tensor, relu int32) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.NnRnnCell(input.handle(), hx.handle(), wIh.handle(), wHh.handle(), bIh.handle(), bHh.handle(), relu)
	runtime.KeepAlive(input)
	runtime.KeepAlive(hx)
	runtime.KeepAlive(wIh)
	runtime.KeepAlive(wHh)
	runtime.KeepAlive(bIh)
	runtime.KeepAlive(bHh)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// NnLstmCell is rt_torch_nn_lstm_cell: one LSTM step with PyTorch's gate order (input, forget, cell, output) in w_ih (4H, I) and w_hh (4H, H); status.
func NnLstmCell(input *Tensor, hx *Tensor, cx *Tensor, wIh *Tensor, wHh *Tensor, bIh *Tensor, bHh *Tensor) (*Tensor, *Tensor, error) {
	if err := enter(); err != nil {
		return nil, nil, err
	}
	defer runtime.UnlockOSThread()
	var h int64
	var c int64
	ret := sys.NnLstmCell(input.handle(), hx.handle(), cx.handle(), wIh.handle(), wHh.handle(), bIh.handle(), bHh.handle(), &h, &c)
	runtime.KeepAlive(input)
	runtime.KeepAlive(hx)
	runtime.KeepAlive(cx)
	runtime.KeepAlive(wIh)
	runtime.KeepAlive(wHh)
	runtime.KeepAlive(bIh)
	runtime.KeepAlive(bHh)
	if ret != int32(Ok) {
		return nil, nil, lastError()
	}
	return newTensor(h), newTensor(c), nil
}

// NnGruCell is rt_torch_nn_gru_cell: one GRU step with PyTorch's gate order (reset, update, new) in w_ih (3H, I) and w_hh (3H, H).
func NnGruCell(input *Tensor, hx *Tensor, wIh *Tensor, wHh *Tensor, bIh *Tensor, bHh *Tensor) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.NnGruCell(input.handle(), hx.handle(), wIh.handle(), wHh.handle(), bIh.handle(), bHh.handle())
	runtime.KeepAlive(input)
	runtime.KeepAlive(hx)
	runtime.KeepAlive(wIh)
	runtime.KeepAlive(wHh)
	runtime.KeepAlive(bIh)
	runtime.KeepAlive(bHh)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// AutocastEnter is rt_torch_autocast_enter: open an autocast region for device (RT_CPU, or n >= 0: CUDA) on the calling thread: enabled 1 casts to dtype (RT_BFLOAT16 or RT_FLOAT16; RT_DTYPE_DEFAULT: the device's current one), 0 turns autocast off inside (a nested enabled=False region); regions nest, each rt_torch_autocast_exit restores the state before its enter; CUDA on a machine without it: RT_ERR_DEVICE; status.
func AutocastEnter(device int32, dtype int32, enabled int32) error {
	if err := enter(); err != nil {
		return err
	}
	defer runtime.UnlockOSThread()
	ret := sys.AutocastEnter(device, dtype, enabled)
	if ret != int32(Ok) {
		return lastError()
	}
	return nil
}

// AutocastExit is rt_torch_autocast_exit: close the calling thread's innermost autocast region, restoring the state before it (none open: RT_ERR_INVALID_ARGUMENT); status.
func AutocastExit() error {
	if err := enter(); err != nil {
		return err
	}
	defer runtime.UnlockOSThread()
	ret := sys.AutocastExit()
	if ret != int32(Ok) {
		return lastError()
	}
	return nil
}

// AutocastEnabled is rt_torch_autocast_enabled: 1 while autocast is on for device on the calling thread (PyTorch's torch.is_autocast_enabled).
func AutocastEnabled(device int32) (bool, error) {
	if err := enter(); err != nil {
		return false, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.AutocastEnabled(device)
	if ret == -1 {
		return false, lastError()
	}
	return ret == 1, nil
}

// AutocastDtype is rt_torch_autocast_dtype: the dtype code autocast casts to for device on the calling thread (RT_BFLOAT16 for the CPU unless set; PyTorch's torch.get_autocast_dtype).
func AutocastDtype(device int32) (int32, error) {
	if err := enter(); err != nil {
		return 0, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.AutocastDtype(device)
	if ret == -1 {
		return 0, lastError()
	}
	return ret, nil
}

// GradScalerNew is rt_torch_grad_scaler_new: a gradient scaler as torch.amp.GradScaler(init_scale, growth_factor > 1, backoff_factor < 1, growth_interval >= 1, enabled); a disabled one passes everything through.
func GradScalerNew(initScale float64, growthFactor float64, backoffFactor float64, growthInterval int64, enabled int32) (Handle, error) {
	if err := enter(); err != nil {
		return 0, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.GradScalerNew(initScale, growthFactor, backoffFactor, growthInterval, enabled)
	if ret == 0 {
		return 0, lastError()
	}
	return Handle(ret), nil
}

// GradScalerScale is rt_torch_grad_scaler_scale: x times the scale (a float32 scalar: a half or bfloat16 x stays so), recorded by autograd; disabled: a new handle to x itself.
func GradScalerScale(scaler Handle, x *Tensor) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.GradScalerScale(int64(scaler), x.handle())
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// GradScalerUnscale is rt_torch_grad_scaler_unscale: divide the gradients of opt's parameters by the scale in place and note whether any is inf or NaN; once per optimizer between updates, before step (else RT_ERR_INVALID_ARGUMENT); float16 gradients: RT_ERR_DTYPE; status.
func GradScalerUnscale(scaler Handle, opt Handle) error {
	if err := enter(); err != nil {
		return err
	}
	defer runtime.UnlockOSThread()
	ret := sys.GradScalerUnscale(int64(scaler), int64(opt))
	if ret != int32(Ok) {
		return lastError()
	}
	return nil
}

// GradScalerStep is rt_torch_grad_scaler_step: unscale (unless done) and run opt's step unless a gradient was inf or NaN: 1 stepped, 0 skipped; once per optimizer between updates.
func GradScalerStep(scaler Handle, opt Handle) (bool, error) {
	if err := enter(); err != nil {
		return false, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.GradScalerStep(int64(scaler), int64(opt))
	if ret == -1 {
		return false, lastError()
	}
	return ret == 1, nil
}

// GradScalerUpdate is rt_torch_grad_scaler_update: end the iteration: new_scale NaN: back off the scale after a skipped step, grow it after growth_interval steps without one (PyTorch's rule); else set the scale to new_scale; status.
func GradScalerUpdate(scaler Handle, newScale float64) error {
	if err := enter(); err != nil {
		return err
	}
	defer runtime.UnlockOSThread()
	ret := sys.GradScalerUpdate(int64(scaler), newScale)
	if ret != int32(Ok) {
		return lastError()
	}
	return nil
}

// GradScalerGetOption is rt_torch_grad_scaler_get_option: read "scale", "growth_factor", "backoff_factor", "growth_interval" or "growth_tracker" (the steps since the scale last changed), the entries of PyTorch's state_dict; status.
func GradScalerGetOption(scaler Handle, name string) (float64, error) {
	if err := noNUL("rt_torch_grad_scaler_get_option", "name", name); err != nil {
		return 0, err
	}
	if err := enter(); err != nil {
		return 0, err
	}
	defer runtime.UnlockOSThread()
	var value float64
	ret := sys.GradScalerGetOption(int64(scaler), name, &value)
	if ret != int32(Ok) {
		return 0, lastError()
	}
	return value, nil
}

// GradScalerSetOption is rt_torch_grad_scaler_set_option: write one of those, checked as the constructor checks it (PyTorch's set_growth_factor, ..., load_state_dict); status.
func GradScalerSetOption(scaler Handle, name string, value float64) error {
	if err := noNUL("rt_torch_grad_scaler_set_option", "name", name); err != nil {
		return err
	}
	if err := enter(); err != nil {
		return err
	}
	defer runtime.UnlockOSThread()
	ret := sys.GradScalerSetOption(int64(scaler), name, value)
	if ret != int32(Ok) {
		return lastError()
	}
	return nil
}

// GradScalerIsEnabled is rt_torch_grad_scaler_is_enabled: 1 for an enabled scaler.
func GradScalerIsEnabled(scaler Handle) (bool, error) {
	if err := enter(); err != nil {
		return false, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.GradScalerIsEnabled(int64(scaler))
	if ret == -1 {
		return false, lastError()
	}
	return ret == 1, nil
}

// GradScalerFree is rt_torch_grad_scaler_free: release a gradient scaler.
func GradScalerFree(scaler Handle) error {
	if err := enter(); err != nil {
		return err
	}
	defer runtime.UnlockOSThread()
	ret := sys.GradScalerFree(int64(scaler))
	if ret != int32(Ok) {
		return lastError()
	}
	return nil
}

// SafetensorsNew is rt_torch_safetensors_new: an empty set of named tensors and metadata, to fill with rt_torch_safetensors_set and save.
func SafetensorsNew() (Handle, error) {
	if err := enter(); err != nil {
		return 0, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.SafetensorsNew()
	if ret == 0 {
		return 0, lastError()
	}
	return Handle(ret), nil
}

// SafetensorsLoad is rt_torch_safetensors_load: read a whole safetensors file (each tensor read straight into its memory, no copy beside it): the set of its tensors, on the CPU whatever the default device (as safetensors.torch.load_file's default; rt_torch_tensor_to_device moves one), and metadata; a malformed file (truncated, offsets that overlap or leave gaps or go past the end, an unknown dtype, a name twice, a header that is not UTF-8 JSON or over 100 MB) gives nothing.
func SafetensorsLoad(path string) (Handle, error) {
	if err := noNUL("rt_torch_safetensors_load", "path", path); err != nil {
		return 0, err
	}
	if err := enter(); err != nil {
		return 0, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.SafetensorsLoad(path)
	if ret == 0 {
		return 0, lastError()
	}
	return Handle(ret), nil
}

// SafetensorsSave is rt_torch_safetensors_save: write the set to path (replaced whole: written to a temporary file beside it, then renamed); status.
func SafetensorsSave(file Handle, path string) error {
	if err := noNUL("rt_torch_safetensors_save", "path", path); err != nil {
		return err
	}
	if err := enter(); err != nil {
		return err
	}
	defer runtime.UnlockOSThread()
	ret := sys.SafetensorsSave(int64(file), path)
	if ret != int32(Ok) {
		return lastError()
	}
	return nil
}

// SafetensorsSet is rt_torch_safetensors_set: add x under name (replacing a tensor of that name, keeping its place): the tensor itself, as a Python dict holds it, so a save writes its values at that time; a CPU copy is saved from another device; status.
func SafetensorsSet(file Handle, name string, x *Tensor) error {
	if err := noNUL("rt_torch_safetensors_set", "name", name); err != nil {
		return err
	}
	if err := enter(); err != nil {
		return err
	}
	defer runtime.UnlockOSThread()
	ret := sys.SafetensorsSet(int64(file), name, x.handle())
	runtime.KeepAlive(x)
	if ret != int32(Ok) {
		return lastError()
	}
	return nil
}

// SafetensorsCount is rt_torch_safetensors_count: number of tensors.
func SafetensorsCount(file Handle) (int32, error) {
	if err := enter(); err != nil {
		return 0, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.SafetensorsCount(int64(file))
	if ret == -1 {
		return 0, lastError()
	}
	return ret, nil
}

// SafetensorsName is rt_torch_safetensors_name: the name of tensor number index (from 0: a loaded file's in the order of their data, else the order they were first set).
func SafetensorsName(file Handle, index int32) (string, error) {
	if err := enter(); err != nil {
		return "", err
	}
	defer runtime.UnlockOSThread()
	ret := sys.SafetensorsName(int64(file), index)
	if ret == "" {
		if err := errorIfSet(); err != nil {
			return "", err
		}
	}
	return ret, nil
}

// SafetensorsGet is rt_torch_safetensors_get: a new handle to the tensor of that name (the set's own tensor, not a copy: loading a large file and taking its tensors holds them once).
func SafetensorsGet(file Handle, name string) (*Tensor, error) {
	if err := noNUL("rt_torch_safetensors_get", "name", name); err != nil {
		return nil, err
	}
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.SafetensorsGet(int64(file), name)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// SafetensorsSetMetadata is rt_torch_safetensors_set_metadata: add or replace a text entry of the file's __metadata__; status.
func SafetensorsSetMetadata(file Handle, key string, value string) error {
	if err := noNUL("rt_torch_safetensors_set_metadata", "key", key); err != nil {
		return err
	}
	if err := noNUL("rt_torch_safetensors_set_metadata", "value", value); err != nil {
		return err
	}
	if err := enter(); err != nil {
		return err
	}
	defer runtime.UnlockOSThread()
	ret := sys.SafetensorsSetMetadata(int64(file), key, value)
	if ret != int32(Ok) {
		return lastError()
	}
	return nil
}

// SafetensorsMetadataCount is rt_torch_safetensors_metadata_count: number of metadata entries.
func SafetensorsMetadataCount(file Handle) (int32, error) {
	if err := enter(); err != nil {
		return 0, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.SafetensorsMetadataCount(int64(file))
	if ret == -1 {
		return 0, lastError()
	}
	return ret, nil
}

// SafetensorsMetadataKey is rt_torch_safetensors_metadata_key: the key of metadata entry number index (from 0, in the file's or the setting order).
func SafetensorsMetadataKey(file Handle, index int32) (string, error) {
	if err := enter(); err != nil {
		return "", err
	}
	defer runtime.UnlockOSThread()
	ret := sys.SafetensorsMetadataKey(int64(file), index)
	if ret == "" {
		if err := errorIfSet(); err != nil {
			return "", err
		}
	}
	return ret, nil
}

// SafetensorsMetadataValue is rt_torch_safetensors_metadata_value: the value of a metadata key (a missing key: "" and RT_ERR_INVALID_ARGUMENT).
func SafetensorsMetadataValue(file Handle, key string) (string, error) {
	if err := noNUL("rt_torch_safetensors_metadata_value", "key", key); err != nil {
		return "", err
	}
	if err := enter(); err != nil {
		return "", err
	}
	defer runtime.UnlockOSThread()
	ret := sys.SafetensorsMetadataValue(int64(file), key)
	if ret == "" {
		if err := errorIfSet(); err != nil {
			return "", err
		}
	}
	return ret, nil
}

// SafetensorsFree is rt_torch_safetensors_free: release the set (tensors taken from it with rt_torch_safetensors_get stay valid).
func SafetensorsFree(file Handle) error {
	if err := enter(); err != nil {
		return err
	}
	defer runtime.UnlockOSThread()
	ret := sys.SafetensorsFree(int64(file))
	if ret != int32(Ok) {
		return lastError()
	}
	return nil
}

// DlpackVersion is rt_torch_dlpack_version: the DLPack version the library makes, MAJOR * 100 + MINOR (101: 1.1); imports read any 1.x.
func DlpackVersion() (int32, error) {
	if err := enter(); err != nil {
		return 0, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.DlpackVersion()
	if ret == -1 {
		return 0, lastError()
	}
	return ret, nil
}

// ModelLoad is rt_torch_model_load: rt_torch_model_load_options(path, RT_MODEL_LOAD_DEFAULT): a torch.export program from path; a TorchScript module or AOTInductor package only with SIMPLE_TORCH_TRUSTED_MODELS=1 in the environment.
func ModelLoad(path string) (Handle, error) {
	if err := noNUL("rt_torch_model_load", "path", path); err != nil {
		return 0, err
	}
	if err := enter(); err != nil {
		return 0, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.ModelLoad(path)
	if ret == 0 {
		return 0, lastError()
	}
	return Handle(ret), nil
}

// ModelLoadOptions is rt_torch_model_load_options: load the program in the regular file at path (a FIFO, device or folder is refused without being opened for reading); flags: RT_MODEL_LOAD_* bits (RT_MODEL_LOAD_TRUSTED: TorchScript and AOTInductor too; an unknown bit: RT_ERR_INVALID_ARGUMENT); an untrusted file of a format that runs code: RT_ERR_INVALID_ARGUMENT saying how to opt in.
func ModelLoadOptions(path string, flags int32) (Handle, error) {
	if err := noNUL("rt_torch_model_load_options", "path", path); err != nil {
		return 0, err
	}
	if err := enter(); err != nil {
		return 0, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.ModelLoadOptions(path, flags)
	if ret == 0 {
		return 0, lastError()
	}
	return Handle(ret), nil
}

// ModelForward is rt_torch_model_forward: call the model on n input handles; writes its result's tensors (flattened in PyTorch's pytree order) as new handles to outputs and returns their count; more than max_outputs: RT_ERR_BUFFER_TOO_SMALL and none made; records gradients when grad mode is on.
func ModelForward(model Handle, inputs []*Tensor, maxOutputs int32) ([]*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	outputs := make([]int64, capacity(int64(maxOutputs)))
	ret := sys.ModelForward(int64(model), ptr(handles(inputs)), n32(len(inputs)), ptr(outputs), maxOutputs)
	runtime.KeepAlive(inputs)
	if ret == -1 {
		return nil, lastError()
	}
	if err := fits("rt_torch_model_forward", int64(ret), len(outputs)); err != nil {
		return nil, err
	}
	return newTensors(outputs[:ret]), nil
}

// ModelFormat is rt_torch_model_format: "aoti", "export" or "torchscript".
func ModelFormat(model Handle) (string, error) {
	if err := enter(); err != nil {
		return "", err
	}
	defer runtime.UnlockOSThread()
	ret := sys.ModelFormat(int64(model))
	if ret == "" {
		if err := errorIfSet(); err != nil {
			return "", err
		}
	}
	return ret, nil
}

// ModelFree is rt_torch_model_free: release a model handle.
func ModelFree(model Handle) error {
	if err := enter(); err != nil {
		return err
	}
	defer runtime.UnlockOSThread()
	ret := sys.ModelFree(int64(model))
	if ret != int32(Ok) {
		return lastError()
	}
	return nil
}

// DistIsAvailable is rt_torch_dist_is_available: 1 when this build can run process groups (torch.distributed, or the NumPy backend's own group).
func DistIsAvailable() (bool, error) {
	if err := enter(); err != nil {
		return false, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.DistIsAvailable()
	if ret == -1 {
		return false, lastError()
	}
	return ret == 1, nil
}

// DistInit is rt_torch_dist_init: join the process group: backend "gloo", "nccl" or "" (PyTorch's default: gloo for CPU tensors, NCCL for CUDA ones); init_method "" or "env://" (MASTER_ADDR, MASTER_PORT, and RANK and WORLD_SIZE where rank and world_size are -1) or "tcp://host:port" with 0 <= rank < world_size; timeout_s (> 0 and at most a week, or 0: PyTorch's 30 minutes) bounds the wait for the peers and every later collective; status.
func DistInit(backend string, initMethod string, worldSize int32, rank int32, timeoutS float64) error {
	if err := noNUL("rt_torch_dist_init", "backend", backend); err != nil {
		return err
	}
	if err := noNUL("rt_torch_dist_init", "init_method", initMethod); err != nil {
		return err
	}
	if err := enter(); err != nil {
		return err
	}
	defer runtime.UnlockOSThread()
	ret := sys.DistInit(backend, initMethod, worldSize, rank, timeoutS)
	if ret != int32(Ok) {
		return lastError()
	}
	return nil
}

// DistIsInitialized is rt_torch_dist_is_initialized: 1 between a successful init and destroy.
func DistIsInitialized() (bool, error) {
	if err := enter(); err != nil {
		return false, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.DistIsInitialized()
	if ret == -1 {
		return false, lastError()
	}
	return ret == 1, nil
}

// DistRank is rt_torch_dist_rank: this process's rank in the group.
func DistRank() (int32, error) {
	if err := enter(); err != nil {
		return 0, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.DistRank()
	if ret == -1 {
		return 0, lastError()
	}
	return ret, nil
}

// DistWorldSize is rt_torch_dist_world_size: the number of processes in the group.
func DistWorldSize() (int32, error) {
	if err := enter(); err != nil {
		return 0, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.DistWorldSize()
	if ret == -1 {
		return 0, lastError()
	}
	return ret, nil
}

// DistGetBackend is rt_torch_dist_get_backend: the group's backend: "gloo" or "nccl".
func DistGetBackend() (string, error) {
	if err := enter(); err != nil {
		return "", err
	}
	defer runtime.UnlockOSThread()
	ret := sys.DistGetBackend()
	if ret == "" {
		if err := errorIfSet(); err != nil {
			return "", err
		}
	}
	return ret, nil
}

// DistBarrier is rt_torch_dist_barrier: wait until every rank has called it; status.
func DistBarrier() error {
	if err := enter(); err != nil {
		return err
	}
	defer runtime.UnlockOSThread()
	ret := sys.DistBarrier()
	if ret != int32(Ok) {
		return lastError()
	}
	return nil
}

// DistDestroy is rt_torch_dist_destroy: leave the group and free its resources (init may then be called again); status.
func DistDestroy() error {
	if err := enter(); err != nil {
		return err
	}
	defer runtime.UnlockOSThread()
	ret := sys.DistDestroy()
	if ret != int32(Ok) {
		return lastError()
	}
	return nil
}

// DistAllReduce is rt_torch_dist_all_reduce: x on every rank becomes op (RT_DIST_*) of the ranks' x, in place; status.
func DistAllReduce(x *Tensor, op int32) error {
	if err := enter(); err != nil {
		return err
	}
	defer runtime.UnlockOSThread()
	ret := sys.DistAllReduce(x.handle(), op)
	runtime.KeepAlive(x)
	if ret != int32(Ok) {
		return lastError()
	}
	return nil
}

// DistBroadcast is rt_torch_dist_broadcast: x on every rank becomes rank src's x, in place; status.
func DistBroadcast(x *Tensor, src int32) error {
	if err := enter(); err != nil {
		return err
	}
	defer runtime.UnlockOSThread()
	ret := sys.DistBroadcast(x.handle(), src)
	runtime.KeepAlive(x)
	if ret != int32(Ok) {
		return lastError()
	}
	return nil
}

// DistAllGather is rt_torch_dist_all_gather: outputs[r] (world-size tensors of x's shape and dtype) becomes rank r's x, in place; status.
func DistAllGather(outputs []*Tensor, x *Tensor) error {
	if err := enter(); err != nil {
		return err
	}
	defer runtime.UnlockOSThread()
	ret := sys.DistAllGather(ptr(handles(outputs)), n32(len(outputs)), x.handle())
	runtime.KeepAlive(outputs)
	runtime.KeepAlive(x)
	if ret != int32(Ok) {
		return lastError()
	}
	return nil
}

// DistReduceScatter is rt_torch_dist_reduce_scatter: output on rank r becomes op of the ranks' inputs[r] (world-size tensors of output's shape and dtype); a backend without it: RT_ERR_UNSUPPORTED; status.
func DistReduceScatter(output *Tensor, inputs []*Tensor, op int32) error {
	if err := enter(); err != nil {
		return err
	}
	defer runtime.UnlockOSThread()
	ret := sys.DistReduceScatter(output.handle(), ptr(handles(inputs)), n32(len(inputs)), op)
	runtime.KeepAlive(output)
	runtime.KeepAlive(inputs)
	if ret != int32(Ok) {
		return lastError()
	}
	return nil
}

// DistAllReduceAsync is rt_torch_dist_all_reduce_async: start rt_torch_dist_all_reduce and return at once: a work handle to wait on (x must not be read or written until then); free it with rt_torch_dist_work_free.
func DistAllReduceAsync(x *Tensor, op int32) (Handle, error) {
	if err := enter(); err != nil {
		return 0, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.DistAllReduceAsync(x.handle(), op)
	runtime.KeepAlive(x)
	if ret == 0 {
		return 0, lastError()
	}
	return Handle(ret), nil
}

// DistBroadcastAsync is rt_torch_dist_broadcast_async: start rt_torch_dist_broadcast and return at once: a work handle, as rt_torch_dist_all_reduce_async's.
func DistBroadcastAsync(x *Tensor, src int32) (Handle, error) {
	if err := enter(); err != nil {
		return 0, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.DistBroadcastAsync(x.handle(), src)
	runtime.KeepAlive(x)
	if ret == 0 {
		return 0, lastError()
	}
	return Handle(ret), nil
}

// DistAllGatherAsync is rt_torch_dist_all_gather_async: start rt_torch_dist_all_gather and return at once: a work handle (outputs filled once it is done).
func DistAllGatherAsync(outputs []*Tensor, x *Tensor) (Handle, error) {
	if err := enter(); err != nil {
		return 0, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.DistAllGatherAsync(ptr(handles(outputs)), n32(len(outputs)), x.handle())
	runtime.KeepAlive(outputs)
	runtime.KeepAlive(x)
	if ret == 0 {
		return 0, lastError()
	}
	return Handle(ret), nil
}

// DistReduceScatterAsync is rt_torch_dist_reduce_scatter_async: start rt_torch_dist_reduce_scatter and return at once: a work handle (output written once it is done).
func DistReduceScatterAsync(output *Tensor, inputs []*Tensor, op int32) (Handle, error) {
	if err := enter(); err != nil {
		return 0, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.DistReduceScatterAsync(output.handle(), ptr(handles(inputs)), n32(len(inputs)), op)
	runtime.KeepAlive(output)
	runtime.KeepAlive(inputs)
	if ret == 0 {
		return 0, lastError()
	}
	return Handle(ret), nil
}

// DistWait is rt_torch_dist_wait: block until the work is done; status (the collective's error, if it failed).
func DistWait(work Handle) error {
	if err := enter(); err != nil {
		return err
	}
	defer runtime.UnlockOSThread()
	ret := sys.DistWait(int64(work))
	if ret != int32(Ok) {
		return lastError()
	}
	return nil
}

// DistIsCompleted is rt_torch_dist_is_completed: 1 when the work is done (without waiting).
func DistIsCompleted(work Handle) (bool, error) {
	if err := enter(); err != nil {
		return false, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.DistIsCompleted(int64(work))
	if ret == -1 {
		return false, lastError()
	}
	return ret == 1, nil
}

// DistWorkFree is rt_torch_dist_work_free: release a work handle (an unfinished collective goes on).
func DistWorkFree(work Handle) error {
	if err := enter(); err != nil {
		return err
	}
	defer runtime.UnlockOSThread()
	ret := sys.DistWorkFree(int64(work))
	if ret != int32(Ok) {
		return lastError()
	}
	return nil
}

// DistAverageGradients is rt_torch_dist_average_gradients: average the gradients of params over the ranks, as PyTorch's DistributedDataParallel does: flattened into buckets of about bucket_bytes (0: DDP's 25 MiB), one all-reduce per bucket; a parameter without a gradient counts as zeros and gets one (so every rank makes the same calls); the same params, in the same order, on every rank; status.
func DistAverageGradients(params []*Tensor, bucketBytes int64) error {
	if err := enter(); err != nil {
		return err
	}
	defer runtime.UnlockOSThread()
	ret := sys.DistAverageGradients(ptr(handles(params)), n32(len(params)), bucketBytes)
	runtime.KeepAlive(params)
	if ret != int32(Ok) {
		return lastError()
	}
	return nil
}

// FftFftn is rt_torch_fft_fftn: discrete Fourier transform of x over dims (inverse: the inverse transform), scaled as norm (RT_FFT_NORM_*); complex64 (complex128 for float64 or complex128 x; integers and bool are promoted to float32).
func FftFftn(x *Tensor, s []int64, dims []int64, norm int32, inverse int32) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.FftFftn(x.handle(), ptr(s), n32(len(s)), ptr(dims), n32(len(dims)), norm, inverse)
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// FftRfftn is rt_torch_fft_rfftn: rt_torch_fft_fftn of a real x, keeping the n / 2 + 1 non-negative frequencies of the last dim transformed.
func FftRfftn(x *Tensor, s []int64, dims []int64, norm int32) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.FftRfftn(x.handle(), ptr(s), n32(len(s)), ptr(dims), n32(len(dims)), norm)
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// FftIrfftn is rt_torch_fft_irfftn: the inverse of rt_torch_fft_rfftn: a real signal (float32, float64 for complex128 x) from the non-negative frequencies of x; s's last entry is the length of the last dim transformed (absent or -1: 2 * (m - 1) for its m frequencies).
func FftIrfftn(x *Tensor, s []int64, dims []int64, norm int32) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.FftIrfftn(x.handle(), ptr(s), n32(len(s)), ptr(dims), n32(len(dims)), norm)
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// FftFftfreq is rt_torch_fft_fftfreq: the sample frequencies of a length-n transform with spacing d: [0, 1, ..., (n - 1) / 2, -(n / 2), ..., -1] / (d n), of a floating dtype (RT_DTYPE_DEFAULT: float32).
func FftFftfreq(n int64, d float64, dtype int32, device int32) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.FftFftfreq(n, d, dtype, device)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// FftRfftfreq is rt_torch_fft_rfftfreq: the non-negative sample frequencies [0, 1, ..., n / 2] / (d n) of rt_torch_fft_rfftn's last dim.
func FftRfftfreq(n int64, d float64, dtype int32, device int32) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.FftRfftfreq(n, d, dtype, device)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// FftFftshift is rt_torch_fft_fftshift: x rolled by size / 2 along each of dims (n_dims 0: every dim), which moves the zero frequency to the centre; inverse (ifftshift): rolled by -(size / 2), which undoes it.
func FftFftshift(x *Tensor, dims []int64, inverse int32) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.FftFftshift(x.handle(), ptr(dims), n32(len(dims)), inverse)
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Real is rt_torch_tensor_real: the real part of a complex x, a view of its memory (float32 for complex64, float64 for complex128); a real x: x itself.
func (x *Tensor) Real() (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorReal(x.handle())
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Imag is rt_torch_tensor_imag: the imaginary part of a complex x, a view of its memory (a real x: RT_ERR_DTYPE).
func (x *Tensor) Imag() (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorImag(x.handle())
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// SparseCooTensor is rt_torch_sparse_coo_tensor: a sparse COO tensor of int64 indices (sparse_dim, nnz) and values (nnz, *dense dims), of shape size (ndim 0: each sparse dim one past its largest index, then the values' dense dims, PyTorch's size=None); is_coalesced 1 declares the indices sorted and unique (checked); values' gradients flow through it.
func SparseCooTensor(indices *Tensor, values *Tensor, size []int64, isCoalesced int32) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.SparseCooTensor(indices.handle(), values.handle(), ptr(size), n32(len(size)), isCoalesced)
	runtime.KeepAlive(indices)
	runtime.KeepAlive(values)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// ToSparse is rt_torch_tensor_to_sparse: dense x as a coalesced sparse COO tensor of its nonzero entries over its first sparse_dim dims (1..ndim; the others become dense dims of the values); differentiable.
func (x *Tensor) ToSparse(sparseDim int64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorToSparse(x.handle(), sparseDim)
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// ToDense is rt_torch_tensor_to_dense: sparse x as a dense tensor (duplicates summed); a dense x itself; differentiable.
func (x *Tensor) ToDense() (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorToDense(x.handle())
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// SparseCoalesce is rt_torch_sparse_coalesce: sparse x with sorted, unique indices, the values of duplicates summed; differentiable.
func SparseCoalesce(x *Tensor) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.SparseCoalesce(x.handle())
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// SparseIndices is rt_torch_sparse_indices: the int64 indices (sparse_dim, nnz) sparse x stores, in its order (PyTorch's _indices()).
func SparseIndices(x *Tensor) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.SparseIndices(x.handle())
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// SparseValues is rt_torch_sparse_values: the values (nnz, *dense dims) sparse x stores: recorded by autograd when x is coalesced (PyTorch's values()), detached otherwise (its _values()).
func SparseValues(x *Tensor) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.SparseValues(x.handle())
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// IsSparse is rt_torch_tensor_is_sparse: 1 for a sparse COO tensor, 0 for a dense one.
func (x *Tensor) IsSparse() (bool, error) {
	if err := enter(); err != nil {
		return false, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorIsSparse(x.handle())
	runtime.KeepAlive(x)
	if ret == -1 {
		return false, lastError()
	}
	return ret == 1, nil
}

// SparseIsCoalesced is rt_torch_sparse_is_coalesced: 1 when sparse x is known to have sorted, unique indices.
func SparseIsCoalesced(x *Tensor) (bool, error) {
	if err := enter(); err != nil {
		return false, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.SparseIsCoalesced(x.handle())
	runtime.KeepAlive(x)
	if ret == -1 {
		return false, lastError()
	}
	return ret == 1, nil
}

// SparseNnz is rt_torch_sparse_nnz: the number of entries sparse x stores (duplicates counted), PyTorch's _nnz().
func SparseNnz(x *Tensor) (int64, error) {
	if err := enter(); err != nil {
		return 0, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.SparseNnz(x.handle())
	runtime.KeepAlive(x)
	if ret == -1 {
		return 0, lastError()
	}
	return ret, nil
}

// SparseDim is rt_torch_sparse_dim: the number of sparse dims of sparse x (its dense dims are the others).
func SparseDim(x *Tensor) (int64, error) {
	if err := enter(); err != nil {
		return 0, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.SparseDim(x.handle())
	runtime.KeepAlive(x)
	if ret == -1 {
		return 0, lastError()
	}
	return ret, nil
}

// SparseMm is rt_torch_sparse_mm: the dense product of a sparse (n, m) matrix and a dense (m, p) one of the same dtype (PyTorch's torch.sparse.mm); gradients flow to dense and to the sparse operand's values.
func SparseMm(sparse *Tensor, dense *Tensor) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.SparseMm(sparse.handle(), dense.handle())
	runtime.KeepAlive(sparse)
	runtime.KeepAlive(dense)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// SparseSum is rt_torch_sparse_sum: the sum of every element of sparse x, a dense 0-dim tensor (PyTorch's torch.sparse.sum); differentiable.
func SparseSum(x *Tensor) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.SparseSum(x.handle())
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Cdist is rt_torch_tensor_cdist: p-norm distances between the rows of x1 (*, P, M) and x2 (*, R, M), batch dims broadcast: (*, P, R); p >= 0 (0: count of differing entries, INFINITY: largest difference); compute_mode RT_CDIST_*.
func (x1 *Tensor) Cdist(x2 *Tensor, p float64, computeMode int32) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorCdist(x1.handle(), x2.handle(), p, computeMode)
	runtime.KeepAlive(x1)
	runtime.KeepAlive(x2)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// NnGridSample is rt_torch_nn_grid_sample: input (N, C, H, W) read at grid (N, H', W', 2) of (x, y) positions in [-1, 1] (or (N, C, D, H, W) at (N, D', H', W', 3)): (N, C, H', W'); mode RT_GRID_SAMPLE_*, padding_mode RT_GRID_SAMPLE_PAD_*; align_corners: -1 and 1 are the corner elements' centres, else their outer edges.
func NnGridSample(input *Tensor, grid *Tensor, mode int32, paddingMode int32, alignCorners int32) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.NnGridSample(input.handle(), grid.handle(), mode, paddingMode, alignCorners)
	runtime.KeepAlive(input)
	runtime.KeepAlive(grid)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// NnAffineGrid is rt_torch_nn_affine_grid: the grid of rt_torch_nn_grid_sample that affine matrices theta (N, 2, 3) make for size (N, C, H, W): (N, H, W, 2); or theta (N, 3, 4) for (N, C, D, H, W): (N, D, H, W, 3).
func NnAffineGrid(theta *Tensor, size []int64, alignCorners int32) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.NnAffineGrid(theta.handle(), ptr(size), n32(len(size)), alignCorners)
	runtime.KeepAlive(theta)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// NnUnfold is rt_torch_nn_unfold: the sliding blocks of (N, C, H, W) or (C, H, W) input as columns: (N, C * kh * kw, L), L the number of blocks (im2col).
func NnUnfold(input *Tensor, kernelSize [2]int64, dilation [2]int64, padding [2]int64, stride [2]int64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.NnUnfold(input.handle(), &kernelSize, &dilation, &padding, &stride)
	runtime.KeepAlive(input)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// NnFold is rt_torch_nn_fold: the columns of (N, C * kh * kw, L) or (C * kh * kw, L) input summed back into (N, C, *output_size) (col2im, rt_torch_nn_unfold's adjoint).
func NnFold(input *Tensor, outputSize [2]int64, kernelSize [2]int64, dilation [2]int64, padding [2]int64, stride [2]int64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.NnFold(input.handle(), &outputSize, &kernelSize, &dilation, &padding, &stride)
	runtime.KeepAlive(input)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Argwhere is rt_torch_tensor_argwhere: int64 (n, ndim) coordinates of the non-zero elements, in row-major order (as rt_torch_tensor_nonzero).
func (x *Tensor) Argwhere() (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorArgwhere(x.handle())
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Fmax is rt_torch_tensor_fmax: larger of a and b, broadcast; a NaN loses to a number (NaN only where both are).
func (a *Tensor) Fmax(b *Tensor) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorFmax(a.handle(), b.handle())
	runtime.KeepAlive(a)
	runtime.KeepAlive(b)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Fmin is rt_torch_tensor_fmin: smaller of a and b, broadcast; a NaN loses to a number (NaN only where both are).
func (a *Tensor) Fmin(b *Tensor) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorFmin(a.handle(), b.handle())
	runtime.KeepAlive(a)
	runtime.KeepAlive(b)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Nansum is rt_torch_tensor_nansum: sum with NaNs counted as zero (integers and bool give int64) of all elements, as a scalar tensor.
func (x *Tensor) Nansum() (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorNansum(x.handle())
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// NansumDim is rt_torch_tensor_nansum_dim: sum with NaNs counted as zero (integers and bool give int64) along dim; keepdim keeps it as size 1.
func (x *Tensor) NansumDim(dim int64, keepdim int32) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorNansumDim(x.handle(), dim, keepdim)
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Nanmean is rt_torch_tensor_nanmean: mean of the non-NaN elements of floating x over dims (ndims 0: all of them), NaN where all are NaN; keepdim keeps them as size 1.
func (x *Tensor) Nanmean(dims []int64, keepdim int32) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorNanmean(x.handle(), ptr(dims), n32(len(dims)), keepdim)
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// InitCalculateGain is rt_torch_init_calculate_gain: nn.init.calculate_gain: the recommended gain of a RT_NONLINEARITY_* (param: leaky_relu's negative slope, finite; ignored by the others) into *gain; status.
func InitCalculateGain(nonlinearity int32, param float64) (float64, error) {
	if err := enter(); err != nil {
		return 0, err
	}
	defer runtime.UnlockOSThread()
	var gain float64
	ret := sys.InitCalculateGain(nonlinearity, param, &gain)
	if ret != int32(Ok) {
		return 0, lastError()
	}
	return gain, nil
}

// InitXavierUniform is rt_torch_init_xavier_uniform: x filled from a uniform law with std gain * sqrt(2 / (fan_in + fan_out)) (x of 2 or more dims; fans count the receptive field of dims 2..); status.
func InitXavierUniform(x *Tensor, gain float64) error {
	if err := enter(); err != nil {
		return err
	}
	defer runtime.UnlockOSThread()
	ret := sys.InitXavierUniform(x.handle(), gain)
	runtime.KeepAlive(x)
	if ret != int32(Ok) {
		return lastError()
	}
	return nil
}

// InitXavierNormal is rt_torch_init_xavier_normal: x filled from N(0, std**2) with std gain * sqrt(2 / (fan_in + fan_out)) (x of 2 or more dims; fans count the receptive field of dims 2..); status.
func InitXavierNormal(x *Tensor, gain float64) error {
	if err := enter(); err != nil {
		return err
	}
	defer runtime.UnlockOSThread()
	ret := sys.InitXavierNormal(x.handle(), gain)
	runtime.KeepAlive(x)
	if ret != int32(Ok) {
		return lastError()
	}
	return nil
}

// InitKaimingUniform is rt_torch_init_kaiming_uniform: x filled from a uniform law with std gain / sqrt(fan), gain that of nonlinearity (RT_NONLINEARITY_*, a its leaky_relu slope) and fan the RT_INIT_* mode's; no elements: nothing written; status.
func InitKaimingUniform(x *Tensor, a float64, mode int32, nonlinearity int32) error {
	if err := enter(); err != nil {
		return err
	}
	defer runtime.UnlockOSThread()
	ret := sys.InitKaimingUniform(x.handle(), a, mode, nonlinearity)
	runtime.KeepAlive(x)
	if ret != int32(Ok) {
		return lastError()
	}
	return nil
}

// InitKaimingNormal is rt_torch_init_kaiming_normal: x filled from N(0, std**2) with std gain / sqrt(fan), gain that of nonlinearity (RT_NONLINEARITY_*, a its leaky_relu slope) and fan the RT_INIT_* mode's; no elements: nothing written; status.
func InitKaimingNormal(x *Tensor, a float64, mode int32, nonlinearity int32) error {
	if err := enter(); err != nil {
		return err
	}
	defer runtime.UnlockOSThread()
	ret := sys.InitKaimingNormal(x.handle(), a, mode, nonlinearity)
	runtime.KeepAlive(x)
	if ret != int32(Ok) {
		return lastError()
	}
	return nil
}

// InitOrthogonal is rt_torch_init_orthogonal: x (2 or more dims, flattened after dim 0) becomes gain times a (semi-)orthogonal matrix: the Q of the QR of N(0, 1) samples, its columns signed by R's diagonal, as PyTorch's; status.
func InitOrthogonal(x *Tensor, gain float64) error {
	if err := enter(); err != nil {
		return err
	}
	defer runtime.UnlockOSThread()
	ret := sys.InitOrthogonal(x.handle(), gain)
	runtime.KeepAlive(x)
	if ret != int32(Ok) {
		return lastError()
	}
	return nil
}

// InitTruncNormal is rt_torch_init_trunc_normal: x filled from N(mean, std**2) truncated to [a, b] (std > 0, a <= b), by PyTorch's rejection sampling: normal samples redrawn until inside when [a, b] holds more than 0.3 of the law, else uniform ones accepted by their density (tested in float64), refused (RT_ERR_INVALID_ARGUMENT) where one is accepted with probability below 1e-4; status.
func InitTruncNormal(x *Tensor, mean float64, std float64, a float64, b float64) error {
	if err := enter(); err != nil {
		return err
	}
	defer runtime.UnlockOSThread()
	ret := sys.InitTruncNormal(x.handle(), mean, std, a, b)
	runtime.KeepAlive(x)
	if ret != int32(Ok) {
		return lastError()
	}
	return nil
}

// InitSparse is rt_torch_init_sparse: a 2-D x filled from N(0, std**2), then ceil(sparsity * rows) random rows of each column zeroed (sparsity in [0, 1]); status.
func InitSparse(x *Tensor, sparsity float64, std float64) error {
	if err := enter(); err != nil {
		return err
	}
	defer runtime.UnlockOSThread()
	ret := sys.InitSparse(x.handle(), sparsity, std)
	runtime.KeepAlive(x)
	if ret != int32(Ok) {
		return lastError()
	}
	return nil
}

// InitEye is rt_torch_init_eye: a 2-D x becomes the identity (ones on the diagonal); status.
func InitEye(x *Tensor) error {
	if err := enter(); err != nil {
		return err
	}
	defer runtime.UnlockOSThread()
	ret := sys.InitEye(x.handle())
	runtime.KeepAlive(x)
	if ret != int32(Ok) {
		return lastError()
	}
	return nil
}

// InitDirac is rt_torch_init_dirac: a 3-, 4- or 5-D convolution weight becomes the Dirac delta that keeps each of groups groups' input channels (size(0) divisible by groups); status.
func InitDirac(x *Tensor, groups int64) error {
	if err := enter(); err != nil {
		return err
	}
	defer runtime.UnlockOSThread()
	ret := sys.InitDirac(x.handle(), groups)
	runtime.KeepAlive(x)
	if ret != int32(Ok) {
		return lastError()
	}
	return nil
}

// DivRounding is rt_torch_tensor_div_rounding: a / b rounded by mode (RT_ROUNDING_*), broadcast and promoted (integers stay integers but for RT_ROUNDING_NONE); gradient zero but for RT_ROUNDING_NONE.
func (a *Tensor) DivRounding(b *Tensor, mode int32) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorDivRounding(a.handle(), b.handle(), mode)
	runtime.KeepAlive(a)
	runtime.KeepAlive(b)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// NnPixelShuffle is rt_torch_nn_pixel_shuffle: (*, C r^2, H, W) to (*, C, H r, W r), r the upscale_factor (> 0).
func NnPixelShuffle(x *Tensor, upscaleFactor int64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.NnPixelShuffle(x.handle(), upscaleFactor)
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// NnPixelUnshuffle is rt_torch_nn_pixel_unshuffle: (*, C, H r, W r) to (*, C r^2, H, W), r the downscale_factor (> 0): pixel_shuffle's inverse.
func NnPixelUnshuffle(x *Tensor, downscaleFactor int64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.NnPixelUnshuffle(x.handle(), downscaleFactor)
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// IndexFill is rt_torch_tensor_index_fill: x with the 0-dim value (converted to x's dtype) at the positions the int64 index (0-D or 1-D; negative ones count from the end) names along dim; value gets its gradient.
func (x *Tensor) IndexFill(dim int64, index *Tensor, value *Tensor) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorIndexFill(x.handle(), dim, index.handle(), value.handle())
	runtime.KeepAlive(x)
	runtime.KeepAlive(index)
	runtime.KeepAlive(value)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// MaskedScatter is rt_torch_tensor_masked_scatter: x broadcast with the bool mask, with source's first elements (row-major) where mask holds (source of x's dtype and at least as many elements as mask's True).
func (x *Tensor) MaskedScatter(mask *Tensor, source *Tensor) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorMaskedScatter(x.handle(), mask.handle(), source.handle())
	runtime.KeepAlive(x)
	runtime.KeepAlive(mask)
	runtime.KeepAlive(source)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Meshgrid is rt_torch_tensor_meshgrid: coordinate grids of n 0-D or 1-D tensors of one dtype and device (indexing RT_MESHGRID_*): writes n tensors, views expanded to every length, and returns n; n > max_out: RT_ERR_BUFFER_TOO_SMALL.
func Meshgrid(tensors []*Tensor, indexing int32, maxOut int32) ([]*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	out := make([]int64, capacity(int64(maxOut)))
	ret := sys.TensorMeshgrid(ptr(handles(tensors)), n32(len(tensors)), indexing, ptr(out), maxOut)
	runtime.KeepAlive(tensors)
	if ret == -1 {
		return nil, lastError()
	}
	if err := fits("rt_torch_tensor_meshgrid", int64(ret), len(out)); err != nil {
		return nil, err
	}
	return newTensors(out[:ret]), nil
}

// CountNonzero is rt_torch_tensor_count_nonzero: int64 count of the non-zero elements along the n distinct dims (n 0: of all elements).
func (x *Tensor) CountNonzero(dims []int64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorCountNonzero(x.handle(), ptr(dims), n32(len(dims)))
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// BackwardEx is rt_torch_tensor_backward_ex: rt_torch_tensor_backward_gradient with PyTorch's other options: the .grad of inputs only accumulates (none: every leaf); create_graph records the backward itself, so the gradients in .grad require grad and can be differentiated again (pass retain_graph too, as PyTorch's default does then); status.
func (root *Tensor) BackwardEx(gradient *Tensor, inputs []*Tensor, retainGraph int32, createGraph int32) error {
	if err := enter(); err != nil {
		return err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorBackwardEx(root.handle(), gradient.handle(), ptr(handles(inputs)), n32(len(inputs)), retainGraph, createGraph)
	runtime.KeepAlive(root)
	runtime.KeepAlive(gradient)
	runtime.KeepAlive(inputs)
	if ret != int32(Ok) {
		return lastError()
	}
	return nil
}

// NnTransformerEncoderLayer is rt_torch_nn_transformer_encoder_layer: nn.TransformerEncoderLayer's forward: self-attention and a feed-forward block (activation RT_ACTIVATION_*), each with dropout, a residual and a LayerNorm (after them, or before with norm_first); weights: the layer's 12 named_parameters (6 without biases); shape errors: RT_ERR_SHAPE.
func NnTransformerEncoderLayer(src *Tensor, weights []*Tensor, srcMask *Tensor, srcKeyPaddingMask *Tensor, nhead int32, activation int32, normFirst int32, layerNormEps float64, dropout float64, training int32, isCausal int32, batchFirst int32) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.NnTransformerEncoderLayer(src.handle(), ptr(handles(weights)), n32(len(weights)), srcMask.handle(), srcKeyPaddingMask.handle(), nhead, activation, normFirst, layerNormEps, dropout, training, isCausal, batchFirst)
	runtime.KeepAlive(src)
	runtime.KeepAlive(weights)
	runtime.KeepAlive(srcMask)
	runtime.KeepAlive(srcKeyPaddingMask)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// NnTransformerDecoderLayer is rt_torch_nn_transformer_decoder_layer: nn.TransformerDecoderLayer's forward: self-attention over tgt, attention over memory (S, N, E) and a feed-forward block, as the encoder layer's; weights: the layer's 18 named_parameters (9 without biases).
func NnTransformerDecoderLayer(tgt *Tensor, memory *Tensor, weights []*Tensor, tgtMask *Tensor, memoryMask *Tensor, tgtKeyPaddingMask *Tensor, memoryKeyPaddingMask *Tensor, nhead int32, activation int32, normFirst int32, layerNormEps float64, dropout float64, training int32, tgtIsCausal int32, memoryIsCausal int32, batchFirst int32) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.NnTransformerDecoderLayer(tgt.handle(), memory.handle(), ptr(handles(weights)), n32(len(weights)), tgtMask.handle(), memoryMask.handle(), tgtKeyPaddingMask.handle(), memoryKeyPaddingMask.handle(), nhead, activation, normFirst, layerNormEps, dropout, training, tgtIsCausal, memoryIsCausal, batchFirst)
	runtime.KeepAlive(tgt)
	runtime.KeepAlive(memory)
	runtime.KeepAlive(weights)
	runtime.KeepAlive(tgtMask)
	runtime.KeepAlive(memoryMask)
	runtime.KeepAlive(tgtKeyPaddingMask)
	runtime.KeepAlive(memoryKeyPaddingMask)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// DataLoaderNew is rt_torch_data_loader_new: a loader over n_tensors (>= 1) tensors of one length (else RT_ERR_SHAPE), batch_size >= 1; it keeps the tensors (and gen, which must stay alive while it draws); free it with rt_torch_data_loader_free.
func DataLoaderNew(tensors []*Tensor, batchSize int64, shuffle int32, dropLast int32, gen Handle) (Handle, error) {
	if err := enter(); err != nil {
		return 0, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.DataLoaderNew(ptr(handles(tensors)), n32(len(tensors)), batchSize, shuffle, dropLast, int64(gen))
	runtime.KeepAlive(tensors)
	if ret == 0 {
		return 0, lastError()
	}
	return Handle(ret), nil
}

// DataLoaderNext is rt_torch_data_loader_next: write the next batch (new handles, the rows of each tensor, in order) to batch[0..n_tensors) and return n_tensors, the entries written; at the end of the epoch write nothing and return 0, and the next call starts a new epoch; n_batch less than the loader's n_tensors: RT_ERR_BUFFER_TOO_SMALL.
func DataLoaderNext(loader Handle, nBatch int32) ([]*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	batch := make([]int64, capacity(int64(nBatch)))
	ret := sys.DataLoaderNext(int64(loader), ptr(batch), nBatch)
	if ret == -1 {
		return nil, lastError()
	}
	if err := fits("rt_torch_data_loader_next", int64(ret), len(batch)); err != nil {
		return nil, err
	}
	return newTensors(batch[:ret]), nil
}

// DataLoaderReset is rt_torch_data_loader_reset: end the current epoch early (as leaving PyTorch's loop does): the next call starts a new epoch; status.
func DataLoaderReset(loader Handle) error {
	if err := enter(); err != nil {
		return err
	}
	defer runtime.UnlockOSThread()
	ret := sys.DataLoaderReset(int64(loader))
	if ret != int32(Ok) {
		return lastError()
	}
	return nil
}

// DataLoaderLen is rt_torch_data_loader_len: batches per epoch: n / batch_size with drop_last, else rounded up.
func DataLoaderLen(loader Handle) (int64, error) {
	if err := enter(); err != nil {
		return 0, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.DataLoaderLen(int64(loader))
	if ret == -1 {
		return 0, lastError()
	}
	return ret, nil
}

// DataLoaderFree is rt_torch_data_loader_free: release a loader (its batches stay); status.
func DataLoaderFree(loader Handle) error {
	if err := enter(); err != nil {
		return err
	}
	defer runtime.UnlockOSThread()
	ret := sys.DataLoaderFree(int64(loader))
	if ret != int32(Ok) {
		return lastError()
	}
	return nil
}

// BackendsFlag is rt_torch_backends_flag: the torch.backends flag name (BACKEND_FLAGS: "cudnn.benchmark", ...): 1 or 0.
func BackendsFlag(name string) (bool, error) {
	if err := noNUL("rt_torch_backends_flag", "name", name); err != nil {
		return false, err
	}
	if err := enter(); err != nil {
		return false, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.BackendsFlag(name)
	if ret == -1 {
		return false, lastError()
	}
	return ret == 1, nil
}

// BackendsSetFlag is rt_torch_backends_set_flag: set the torch.backends flag name to value (0 or 1); status.
func BackendsSetFlag(name string, value int32) error {
	if err := noNUL("rt_torch_backends_set_flag", "name", name); err != nil {
		return err
	}
	if err := enter(); err != nil {
		return err
	}
	defer runtime.UnlockOSThread()
	ret := sys.BackendsSetFlag(name, value)
	if ret != int32(Ok) {
		return lastError()
	}
	return nil
}

// BackendsIsAvailable is rt_torch_backends_is_available: 1 when the library name ("cudnn", "mps", "mkldnn", "mkl", "openmp", "opt_einsum") can run here, as torch.backends.<name>.is_available() (NumPy: what NumPy itself uses).
func BackendsIsAvailable(name string) (bool, error) {
	if err := noNUL("rt_torch_backends_is_available", "name", name); err != nil {
		return false, err
	}
	if err := enter(); err != nil {
		return false, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.BackendsIsAvailable(name)
	if ret == -1 {
		return false, lastError()
	}
	return ret == 1, nil
}

// BackendsIsBuilt is rt_torch_backends_is_built: 1 when the library was built with name ("cuda", "mps"), as torch.backends.<name>.is_built().
func BackendsIsBuilt(name string) (bool, error) {
	if err := noNUL("rt_torch_backends_is_built", "name", name); err != nil {
		return false, err
	}
	if err := enter(); err != nil {
		return false, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.BackendsIsBuilt(name)
	if ret == -1 {
		return false, lastError()
	}
	return ret == 1, nil
}

// BackendsCudnnVersion is rt_torch_backends_cudnn_version: cuDNN's version number, as torch.backends.cudnn.version() (90100 for 9.1.0); 0 where cuDNN is not available.
func BackendsCudnnVersion() (int64, error) {
	if err := enter(); err != nil {
		return 0, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.BackendsCudnnVersion()
	if ret == -1 {
		return 0, lastError()
	}
	return ret, nil
}

// BackendsCpuCapability is rt_torch_backends_cpu_capability: the CPU's vector instructions that the CPU kernels use, as torch.backends.cpu.get_cpu_capability(): "AVX512", "AVX2", "NO AVX", "DEFAULT", ... (NumPy: the best of these levels NumPy detects).
func BackendsCpuCapability() (string, error) {
	if err := enter(); err != nil {
		return "", err
	}
	defer runtime.UnlockOSThread()
	ret := sys.BackendsCpuCapability()
	if ret == "" {
		if err := errorIfSet(); err != nil {
			return "", err
		}
	}
	return ret, nil
}

// RoundDecimals is rt_torch_tensor_round_decimals: x rounded half to even to decimals decimal places (negative: to tens, hundreds, ...), as PyTorch's round(decimals=): x * 10**decimals rounded, divided by 10**decimals (negative decimals: x / 10**-decimals rounded, times 10**-decimals), in x's floating dtype (float32 math for the half types); integer, bool and complex x: RT_ERR_DTYPE; gradient zero.
func (x *Tensor) RoundDecimals(decimals int64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorRoundDecimals(x.handle(), decimals)
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// NnBinaryCrossEntropyWeighted is rt_torch_nn_binary_cross_entropy_weighted: binary cross entropy of probs against target (one shape), each element's loss times weight (NULL: 1; broadcast to probs' shape, converted to its dtype, not differentiable: RT_ERR_INVALID_ARGUMENT if it requires grad while grad is enabled) before the RT_REDUCTION_* reduction, as PyTorch's.
func NnBinaryCrossEntropyWeighted(probs *Tensor, target *Tensor, weight *Tensor, reduction int32) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.NnBinaryCrossEntropyWeighted(probs.handle(), target.handle(), weight.handle(), reduction)
	runtime.KeepAlive(probs)
	runtime.KeepAlive(target)
	runtime.KeepAlive(weight)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// Select is rt_torch_tensor_select: the part of x at index along dim, which drops out (a view, as torch.select); index in [-size, size), negative counting from the end, else RT_ERR_INVALID_ARGUMENT; a 0-dim x: RT_ERR_SHAPE.
func (x *Tensor) Select(dim int64, index int64) (*Tensor, error) {
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorSelect(x.handle(), dim, index)
	runtime.KeepAlive(x)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}
