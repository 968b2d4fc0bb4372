package simpletorch_test

import (
	"errors"
	"fmt"
	"math"
	"os"
	"runtime"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	st "simple-torch/bindings/go/simpletorch"
)

// must returns the value of a call that must succeed; an error fails the test run, with its stack.
func must[T any](value T, err error) T {
	if err != nil {
		panic(err)
	}
	return value
}

func check(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// ---- the digits MLP, as examples/c/train_digits.c trains it ------------------------------------------

const (
	pixels    = 64
	record    = pixels + 1
	classes   = 10
	hidden    = 128
	seed      = 20240607
	batchSize = 32
	epochs    = 6
	lr        = 2e-3
)

// splitmix64, seeded as the C example's, so that the split and the batch order are the same on every run
type prng struct{ state uint64 }

func (p *prng) next() uint64 {
	p.state += 0x9E3779B97F4A7C15
	z := p.state
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9
	z = (z ^ (z >> 27)) * 0x94D049BB133111EB
	return z ^ (z >> 31)
}

func (p *prng) shuffle(idx []int) {
	for i := len(idx); i > 1; i-- {
		j := int(p.next() % uint64(i))
		idx[i-1], idx[j] = idx[j], idx[i-1]
	}
}

type dataset struct {
	pixels []float32 // n * 64 in [0, 1]
	labels []int64
}

func (d dataset) n() int { return len(d.labels) }

func (d dataset) subset(idx []int) dataset {
	out := dataset{make([]float32, 0, len(idx)*pixels), make([]int64, 0, len(idx))}
	for _, i := range idx {
		out.pixels = append(out.pixels, d.pixels[i*pixels:(i+1)*pixels]...)
		out.labels = append(out.labels, d.labels[i])
	}
	return out
}

// loadDigits reads the data set and splits it 80 % / 20 % after a shuffle by rng.
func loadDigits(t *testing.T, rng *prng) (train, test dataset) {
	raw, err := os.ReadFile("../../../examples/data/digits.u8")
	check(t, err)
	if len(raw)%record != 0 {
		t.Fatalf("digits.u8: %d bytes is not a whole number of records", len(raw))
	}
	var all dataset
	for i := 0; i < len(raw); i += record {
		for _, p := range raw[i : i+pixels] {
			all.pixels = append(all.pixels, float32(p)/16)
		}
		all.labels = append(all.labels, int64(raw[i+pixels]))
	}
	idx := make([]int, all.n())
	for i := range idx {
		idx[i] = i
	}
	rng.shuffle(idx)
	cut := all.n() * 8 / 10
	return all.subset(idx[:cut]), all.subset(idx[cut:])
}

// uniform is a leaf of the shape dims, uniform in [-bound, bound), requiring gradients (nn.Linear's init).
func uniform(t *testing.T, bound float64, dims ...int64) *st.Tensor {
	u := must(st.Rand(dims))
	defer u.Close()
	scaled := must(u.MulScalar(2 * bound))
	defer scaled.Close()
	w := must(scaled.AddScalar(-bound))
	check(t, w.SetRequiresGrad(1))
	return w
}

type mlp struct{ w1, b1, w2, b2 *st.Tensor }

func (m mlp) params() []*st.Tensor { return []*st.Tensor{m.w1, m.b1, m.w2, m.b2} }

func (m mlp) forward(t *testing.T, x *st.Tensor) *st.Tensor {
	h := must(st.NnLinear(x, m.w1, m.b1))
	defer h.Close()
	a := must(st.Relu(h))
	defer a.Close()
	return must(st.NnLinear(a, m.w2, m.b2))
}

// correct counts the rows of logits whose largest score is at the label.
func correct(t *testing.T, logits *st.Tensor, labels []int64) int {
	argmax := must(logits.ArgmaxDim(1, 0))
	defer argmax.Close()
	n := 0
	for i, p := range must(argmax.Int64s()) {
		if p == labels[i] {
			n++
		}
	}
	return n
}

func TestTrainDigitsMLP(t *testing.T) {
	rng := &prng{seed} // the split, then each epoch's order, as the C example draws them
	train, test := loadDigits(t, rng)
	live := must(st.LiveTensors())
	check(t, st.ManualSeed(seed))
	in, out := 1/math.Sqrt(pixels), 1/math.Sqrt(hidden) // 1/sqrt(fan_in)
	m := mlp{uniform(t, in, hidden, pixels), uniform(t, in, hidden),
		uniform(t, out, classes, hidden), uniform(t, out, classes)}
	opt := must(st.OptimAdam(m.params(), lr, 0.9, 0.999, 1e-8, 0))

	var lastLoss float64
	for epoch := 0; epoch < epochs; epoch++ {
		order := make([]int, train.n())
		for i := range order {
			order[i] = i
		}
		rng.shuffle(order)
		shuffled := train.subset(order)
		lossSum := 0.0
		for start := 0; start < shuffled.n(); start += batchSize {
			end := start + batchSize
			if end > shuffled.n() {
				end = shuffled.n()
			}
			n := int64(end - start)
			x := must(st.FromFloat32(shuffled.pixels[start*pixels:end*pixels], n, pixels))
			y := must(st.FromInt64(shuffled.labels[start:end], n))
			check(t, st.OptimZeroGrad(opt))
			logits := m.forward(t, x)
			loss := must(st.NnCrossEntropy(logits, y, st.ReductionMean))
			check(t, loss.Backward())
			check(t, st.OptimStep(opt))
			lossSum += must(loss.Item()) * float64(n)
			for _, tensor := range []*st.Tensor{x, y, logits, loss} {
				check(t, tensor.Close())
			}
		}
		lastLoss = lossSum / float64(shuffled.n())
	}

	x := must(st.FromFloat32(test.pixels, int64(test.n()), pixels))
	var logits *st.Tensor
	check(t, st.NoGrad(func() error {
		logits = m.forward(t, x)
		return nil
	}))
	if must(logits.RequiresGrad()) {
		t.Error("logits computed under NoGrad require gradients")
	}
	accuracy := float64(correct(t, logits, test.labels)) / float64(test.n())
	t.Logf("%d epochs: train loss %.4f, test accuracy %.4f on %d digits", epochs, lastLoss, accuracy, test.n())
	if accuracy < 0.95 {
		t.Errorf("test accuracy %.4f, want at least 0.95", accuracy)
	}

	check(t, st.OptimFree(opt))
	for _, tensor := range append(m.params(), x, logits) {
		check(t, tensor.Close())
	}
	if after := must(st.LiveTensors()); after != live {
		t.Errorf("%d live tensors at the start, %d at the end", live, after)
	}
}

// ---- errors ---------------------------------------------------------------------------------------

func TestWrongShapeIsAnErrorWithCodeAndMessage(t *testing.T) {
	a := must(st.Ones([]int64{2, 3}))
	defer a.Close()
	b := must(st.Ones([]int64{2, 3}))
	defer b.Close()
	c, err := a.Matmul(b)
	if c != nil || err == nil {
		t.Fatalf("matmul of [2, 3] and [2, 3]: %v, %v; want no tensor and an error", c, err)
	}
	if !errors.Is(err, st.ErrShape) || errors.Is(err, st.ErrDtype) {
		t.Errorf("errors.Is(%v, ErrShape) is false, or it matched ErrDtype too", err)
	}
	var e *st.Error
	if !errors.As(err, &e) || e.Code != st.ErrShape {
		t.Fatalf("%#v is not an *Error with ErrShape", err)
	}
	if !strings.Contains(e.Message, "rt_torch_tensor_matmul") || !strings.Contains(e.Message, "[2, 3]") {
		t.Errorf("message %q names neither the function nor the shapes", e.Message)
	}
	if !strings.Contains(err.Error(), "RT_ERR_SHAPE") {
		t.Errorf("%q does not name the code", err.Error())
	}
}

func TestClosedTensorIsAnErrorNotACrash(t *testing.T) {
	a := must(st.Ones([]int64{3}))
	check(t, a.Close())
	check(t, a.Close()) // idempotent
	s, err := a.Sum()
	if s != nil || !errors.Is(err, st.ErrInvalidHandle) {
		t.Fatalf("Sum of a closed tensor: %v, %v; want an ErrInvalidHandle", s, err)
	}
	if !strings.Contains(err.Error(), "freed") {
		t.Errorf("%q does not say the handle was freed", err)
	}
	b := must(st.Ones([]int64{3}))
	defer b.Close()
	if _, err := b.Add(a); !errors.Is(err, st.ErrInvalidHandle) {
		t.Errorf("Add with a closed argument: %v; want an ErrInvalidHandle", err)
	}
	var none *st.Tensor
	check(t, none.Close())
	if _, err := none.Sum(); !errors.Is(err, st.ErrInvalidHandle) {
		t.Errorf("Sum of a nil tensor: %v; want an ErrInvalidHandle", err)
	}
}

func TestBadArgumentsAreErrors(t *testing.T) {
	if _, err := st.FromFloat32([]float32{1, 2, 3}, 2, 2); !errors.Is(err, st.ErrInvalidArgument) {
		t.Errorf("3 values for a 2 x 2 shape: %v; want ErrInvalidArgument", err)
	}
	if _, err := st.FromFloat32(nil, -1); !errors.Is(err, st.ErrInvalidArgument) {
		t.Errorf("a negative dim: %v; want ErrInvalidArgument", err)
	}
	if _, err := st.Ones([]int64{-2}); !errors.Is(err, st.ErrInvalidArgument) {
		t.Errorf("Ones of a negative dim: %v; want ErrInvalidArgument", err)
	}
	if _, err := st.SafetensorsLoad("a\x00b"); !errors.Is(err, st.ErrInvalidArgument) ||
		!strings.Contains(err.Error(), "NUL") {
		t.Errorf("a path with a NUL byte: %v; want ErrInvalidArgument naming it", err)
	}
	x := must(st.FromFloat64([]float64{1, 2, 3, 4}, 2, 2))
	defer x.Close()
	if _, err := x.Float32s(); !errors.Is(err, st.ErrDtype) {
		t.Errorf("Float32s of a float64 tensor: %v; want ErrDtype", err)
	}
	if _, err := x.Shape(1); !errors.Is(err, st.ErrBufferTooSmall) {
		t.Errorf("Shape into 1 dim of a 2-dim tensor: %v; want ErrBufferTooSmall", err)
	}
	if _, err := x.Shape(-1); !errors.Is(err, st.ErrInvalidArgument) {
		t.Errorf("Shape with a negative capacity: %v; want ErrInvalidArgument", err)
	}
	if got := must(x.Dims()); fmt.Sprint(got) != "[2 2]" {
		t.Errorf("Dims %v, want [2 2]", got)
	}
	if got := must(x.Float64s()); fmt.Sprint(got) != "[1 2 3 4]" {
		t.Errorf("Float64s %v, want [1 2 3 4]", got)
	}
}

// Each goroutine's error is its own call's, though goroutines move between OS threads: enter locks the thread
// around the call and its error read.
func TestErrorsBelongToTheirCall(t *testing.T) {
	const workers, rounds = 8, 50
	var wg sync.WaitGroup
	failures := make(chan string, workers)
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			a, err := st.Ones([]int64{2, int64(w + 3)})
			if err != nil {
				failures <- err.Error()
				return
			}
			defer a.Close()
			want := fmt.Sprintf("[2, %d]", w+3)
			for i := 0; i < rounds; i++ {
				_, err := a.Matmul(a)
				if err == nil || !strings.Contains(err.Error(), want) {
					failures <- fmt.Sprintf("worker %d: %v does not name %s", w, err, want)
					return
				}
				s, err := a.Sum() // a success between the failures: it sets the thread's error to RT_OK
				if err != nil {
					failures <- err.Error()
					return
				}
				if err := s.Close(); err != nil {
					failures <- err.Error()
					return
				}
				runtime.Gosched()
			}
		}(w)
	}
	wg.Wait()
	close(failures)
	for f := range failures {
		t.Error(f)
	}
}

// ---- ownership ---------------------------------------------------------------------------------------

func TestFinalizerFreesDroppedTensors(t *testing.T) {
	live := must(st.LiveTensors())
	for i := 0; i < 100; i++ {
		must(st.Zeros([]int64{4})) // dropped without Close
	}
	if n := must(st.LiveTensors()); n < live+100 {
		t.Fatalf("%d live tensors after making 100, from %d", n, live)
	}
	deadline := time.Now().Add(10 * time.Second)
	for must(st.LiveTensors()) > live {
		if time.Now().After(deadline) {
			t.Fatalf("the finalizers left %d tensors of 100 live", must(st.LiveTensors())-live)
		}
		runtime.GC()
		time.Sleep(10 * time.Millisecond)
	}
}

// NoGrad's region holds on one OS thread, whatever the scheduler does meanwhile, and ends with it.
func TestNoGradHoldsForTheWholeFunction(t *testing.T) {
	x := must(st.Ones([]int64{3}))
	defer x.Close()
	check(t, x.SetRequiresGrad(1))
	waker := st.NewWaker()
	defer waker.Stop()
	thread := -1
	check(t, st.NoGrad(func() error {
		for i := 0; i < 20; i++ {
			if tid := syscall.Gettid(); thread != -1 && tid != thread {
				return fmt.Errorf("the region moved from thread %d to %d", thread, tid)
			}
			thread = syscall.Gettid()
			y := must(x.MulScalar(2))
			recorded := must(y.RequiresGrad())
			check(t, y.Close())
			if recorded {
				return errors.New("a product under NoGrad requires gradients")
			}
			waker.Park()
		}
		return nil
	}))
	y := must(x.MulScalar(2))
	defer y.Close()
	if !must(y.RequiresGrad()) {
		t.Error("gradients are still off after NoGrad")
	}
	want := errors.New("from fn")
	if err := st.NoGrad(func() error { return want }); err != want || !must(st.IsGradEnabled()) {
		t.Errorf("NoGrad returned %v, and left grad mode off", err)
	}
}

func TestVersionIsTheABIVersion(t *testing.T) {
	version := must(st.AbiVersion())
	if version/10000 != st.ABIVersionMajor || version != st.ABIVersion {
		t.Errorf("library ABI %d, package generated for %d", version, st.ABIVersion)
	}
	if want := fmt.Sprintf("%d.%d.%d", st.ABIVersionMajor, st.ABIVersionMinor, st.ABIVersionPatch); st.PackageVersion != want {
		t.Errorf("PackageVersion %s, ABI %s", st.PackageVersion, want)
	}
}
