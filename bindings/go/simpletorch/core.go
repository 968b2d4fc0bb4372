// Package simpletorch is PyTorch for Go, through simple-torch's C ABI (libsimple_torch_ffi.so).
//
// Tensors are *Tensor values that own their handle: Close frees it (a second Close does nothing), and a
// finalizer frees a tensor the program dropped without closing it. Every call returns an error last: an *Error
// with the library's code and message, which errors.Is compares with the Code constants:
//
//	c, err := a.Matmul(b)
//	if errors.Is(err, simpletorch.ErrShape) { ... }
//
// The wrappers in functions.go are generated from the spec (`make generate`); this file is their hand-written
// core. Package sys declares every C function, for what the wrappers leave out (raw memory, C callbacks).
package simpletorch

import (
	"fmt"
	"math"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"unsafe"

	"simple-torch/bindings/go/sys"
)

// Code is an error code of the C ABI (the RT_OK and RT_ERR_* constants). A Code is an error itself, so that
// errors.Is(err, ErrShape) tells whether a call failed with that code.
type Code int32

func (c Code) Error() string { return c.String() }

// Error is a failed call: its code and the library's message, which names the C function and the cause.
type Error struct {
	Code    Code
	Message string
}

func (e *Error) Error() string { return fmt.Sprintf("%s [%s]", e.Message, e.Code) }

// Is reports whether target is e's Code.
func (e *Error) Is(target error) bool {
	code, ok := target.(Code)
	return ok && code == e.Code
}

// Handle is a handle of another kind than a tensor (an optimizer, a stream, a scheduler, a model, ...). Free it
// with its kind's function: OptimFree, StreamFree, LrSchedulerFree, ModelFree, ...
type Handle int64

// Tensor owns one tensor handle of the library. Close frees it; a tensor dropped without Close is freed by a
// finalizer. A closed tensor passed to a call gives an *Error with ErrInvalidHandle (the library's ids are never
// reused, so the freed id names it). A nil *Tensor passes no tensor, for the parameters that take none (a
// linear layer's bias, ...).
type Tensor struct {
	id     int64
	closed atomic.Bool
}

// newTensor owns a handle a call returned; 0, no tensor (the gradient of an unused input, ...), is nil.
func newTensor(id int64) *Tensor {
	if id == 0 {
		return nil
	}
	t := &Tensor{id: id}
	runtime.SetFinalizer(t, finalize)
	return t
}

func newTensors(ids []int64) []*Tensor {
	out := make([]*Tensor, len(ids))
	for i, id := range ids {
		out[i] = newTensor(id)
	}
	return out
}

// finalize frees the handle of a tensor the program dropped without closing it. There is no one to tell of a
// failure (a handle a scope already freed, ...), so its error is dropped.
func finalize(t *Tensor) {
	if !t.closed.Swap(true) {
		sys.TensorFree(t.id)
	}
}

func (t *Tensor) handle() int64 {
	if t == nil {
		return 0
	}
	return t.id
}

// Handle is the tensor's handle, for the functions of package sys; it stays t's, and is freed with it.
func (t *Tensor) Handle() int64 { return t.handle() }

// Close frees the tensor's handle. Closing a closed or nil tensor does nothing. It fails when the library had
// freed the handle already (the end of a scope that held it).
func (t *Tensor) Close() error {
	if t == nil || t.closed.Swap(true) {
		return nil
	}
	runtime.SetFinalizer(t, nil)
	if err := enter(); err != nil {
		return err
	}
	defer runtime.UnlockOSThread()
	if sys.TensorFree(t.id) != int32(Ok) {
		return lastError()
	}
	return nil
}

// NoGrad runs fn with gradient recording off (torch.no_grad()), and on again after it, even if fn panics.
// Grad mode belongs to the OS thread, as do scopes and autocast regions, so fn runs with its goroutine locked to
// its thread: a goroutine that calls NoGradBegin and NoGradEnd itself (or ScopeBegin and ScopeEnd, AutocastEnter
// and AutocastExit) must lock it as well (runtime.LockOSThread). Goroutines fn starts record gradients as usual.
func NoGrad(fn func() error) (err error) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	if err := NoGradBegin(); err != nil {
		return err
	}
	defer func() {
		if end := NoGradEnd(); end != nil && err == nil {
			err = end
		}
	}()
	return fn()
}

// ---- calls and errors ------------------------------------------------------------------------------

var abiCheck struct {
	once sync.Once
	err  error
}

// enter begins a call: it checks once that the library's ABI version fits this package's (abiMatches), then locks the
// goroutine to its OS thread, whose last error the call sets, until the caller's runtime.UnlockOSThread. So the
// error read after a call is that call's, whatever other goroutines do.
func enter() error {
	abiCheck.once.Do(func() { abiCheck.err = checkABI() })
	if abiCheck.err != nil {
		return abiCheck.err
	}
	runtime.LockOSThread()
	return nil
}

func checkABI() error {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	version := sys.AbiVersion()
	if version < 0 {
		return lastError()
	}
	return abiMatches(version)
}

// abiMatches reports an error unless a library of ABI version (MAJOR*10000 + MINOR*100 + PATCH) has this
// package's major version and a minor one no older: an older library lacks functions this package declares,
// and calling a missing one would end the process (the dynamic linker resolves a function on its first call).
func abiMatches(version int32) error {
	major, minor := version/10000, version/100%100
	if major == ABIVersionMajor && minor >= ABIVersionMinor {
		return nil
	}
	return &Error{ErrUnsupported, fmt.Sprintf("simpletorch %s needs a library of ABI %d.%d or a later %d.x; the one loaded has ABI %d.%d.%d",
		PackageVersion, ABIVersionMajor, ABIVersionMinor, ABIVersionMajor, major, minor, version%100)}
}

// lastError is the error of the call that just failed on this thread.
func lastError() error {
	if err := errorIfSet(); err != nil {
		return err
	}
	return &Error{ErrInternal, "the call failed without setting an error code"}
}

// errorIfSet is this thread's last error, nil when the last call succeeded.
func errorIfSet() error {
	code := Code(sys.LastErrorCode())
	if code == Ok {
		return nil
	}
	return &Error{code, sys.LastError()}
}

// noNUL checks a string argument: C would end it at its first NUL byte.
func noNUL(function, param, s string) error {
	if i := strings.IndexByte(s, 0); i >= 0 {
		return &Error{ErrInvalidArgument, fmt.Sprintf("%s: %s has a NUL byte at %d", function, param, i)}
	}
	return nil
}

// fits checks that the count a function returned fits the output array it was given.
func fits(function string, count int64, capacity int) error {
	if count > int64(capacity) {
		return &Error{ErrBufferTooSmall, fmt.Sprintf("%s: %d values for an array of %d", function, count, capacity)}
	}
	return nil
}

// n32 is a slice's length as an int32 length parameter; one past its range is passed as -1, which the library
// rejects as a negative length.
func n32(n int) int32 {
	if n > math.MaxInt32 {
		return -1
	}
	return int32(n)
}

// capacity is the length of an output array a caller asked for; a negative one is passed on as it is, and the
// library rejects it.
func capacity(n int64) int {
	if n < 0 {
		return 0
	}
	return int(n)
}

// ptr is a slice's first element, nil for an empty slice (the library takes NULL with a length of 0).
func ptr[T any](s []T) *T {
	if len(s) == 0 {
		return nil
	}
	return &s[0]
}

func handles(tensors []*Tensor) []int64 {
	out := make([]int64, len(tensors))
	for i, t := range tensors {
		out[i] = t.handle()
	}
	return out
}

// ---- data in and out ---------------------------------------------------------------------------------

type element interface {
	float32 | float64 | int64
}

// dtypeOf is the dtype code of T and its size in bytes.
func dtypeOf[T element]() (int32, int) {
	var zero T
	switch any(zero).(type) {
	case float32:
		return Float32, 4
	case float64:
		return Float64, 8
	default:
		return Int64, 8
	}
}

// elements is the number of elements of a shape; -1 when a dim is negative (the library names it) and
// math.MaxInt64 when the count overflows.
func elements(dims []int64) int64 {
	n := int64(1)
	for _, d := range dims {
		if d < 0 {
			return -1
		}
		if d == 0 {
			n = 0
		}
	}
	for _, d := range dims {
		if n == 0 {
			break
		}
		if n > math.MaxInt64/d {
			return math.MaxInt64
		}
		n *= d
	}
	return n
}

func fromSlice[T element](function string, data []T, dims []int64) (*Tensor, error) {
	dtype, _ := dtypeOf[T]()
	if n := elements(dims); n >= 0 && n != int64(len(data)) {
		return nil, &Error{ErrInvalidArgument, fmt.Sprintf("%s: %d values for the shape %v", function, len(data), dims)}
	}
	if err := enter(); err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread()
	ret := sys.TensorFromData(unsafe.Pointer(ptr(data)), ptr(dims), n32(len(dims)), dtype)
	runtime.KeepAlive(data)
	if ret == 0 {
		return nil, lastError()
	}
	return newTensor(ret), nil
}

// FromFloat32 is a new float32 tensor of the shape dims holding a copy of data (row-major), whose length must be
// the shape's number of elements.
func FromFloat32(data []float32, dims ...int64) (*Tensor, error) {
	return fromSlice("FromFloat32", data, dims)
}

// FromFloat64 is a new float64 tensor of the shape dims holding a copy of data.
func FromFloat64(data []float64, dims ...int64) (*Tensor, error) {
	return fromSlice("FromFloat64", data, dims)
}

// FromInt64 is a new int64 tensor of the shape dims holding a copy of data.
func FromInt64(data []int64, dims ...int64) (*Tensor, error) {
	return fromSlice("FromInt64", data, dims)
}

func values[T element](function string, t *Tensor) ([]T, error) {
	want, size := dtypeOf[T]()
	dtype, err := t.Dtype()
	if err != nil {
		return nil, err
	}
	if dtype != want {
		return nil, &Error{ErrDtype, fmt.Sprintf("%s: the tensor is %s, not %s", function, DtypeName(dtype), DtypeName(want))}
	}
	n, err := t.Numel()
	if err != nil {
		return nil, err
	}
	out := make([]T, n)
	if n > 0 {
		if _, err := t.CopyTo(unsafe.Slice((*byte)(unsafe.Pointer(&out[0])), int(n)*size)); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// Float32s copies a float32 tensor's elements out, row-major.
func (t *Tensor) Float32s() ([]float32, error) { return values[float32]("Float32s", t) }

// Float64s copies a float64 tensor's elements out, row-major.
func (t *Tensor) Float64s() ([]float64, error) { return values[float64]("Float64s", t) }

// Int64s copies an int64 tensor's elements out, row-major.
func (t *Tensor) Int64s() ([]int64, error) { return values[int64]("Int64s", t) }

// Dims is the tensor's shape.
func (t *Tensor) Dims() ([]int64, error) {
	n, err := t.Ndim()
	if err != nil {
		return nil, err
	}
	return t.Shape(n)
}
