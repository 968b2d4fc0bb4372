package simpletorch

import (
	"errors"
	"go/ast"
	"go/parser"
	"go/token"
	"runtime"
	"strings"
	"syscall"
	"testing"
)

// Waker wakes parked goroutines from a goroutine locked to a thread of its own: a goroutine it wakes resumes on
// another thread than the one it parked on, unless it is locked to that one. (Exported for the package's
// external tests.)
type Waker struct {
	wake chan chan struct{}
	stop chan struct{}
}

func NewWaker() *Waker {
	w := &Waker{make(chan chan struct{}), make(chan struct{})}
	go func() {
		runtime.LockOSThread()
		for {
			select {
			case <-w.stop:
				return
			case woken := <-w.wake:
				close(woken)
			}
		}
	}()
	return w
}

// Park parks the calling goroutine until the waker wakes it.
func (w *Waker) Park() {
	woken := make(chan struct{})
	w.wake <- woken
	<-woken
}

func (w *Waker) Stop() { close(w.stop) }

// enter keeps the goroutine on its thread until the call's UnlockOSThread.
func TestEnterLocksTheThread(t *testing.T) {
	w := NewWaker()
	defer w.Stop()
	if err := enter(); err != nil {
		t.Fatal(err)
	}
	thread := syscall.Gettid()
	for i := 0; i < 20; i++ {
		w.Park()
		if now := syscall.Gettid(); now != thread {
			t.Fatalf("entered on thread %d, moved to %d", thread, now)
		}
	}
	runtime.UnlockOSThread()
}

// Every wrapper calls enter() and defers the UnlockOSThread that ends its lock before its sys call.
func TestEveryWrapperEntersFirst(t *testing.T) {
	file, err := parser.ParseFile(token.NewFileSet(), "functions.go", nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	wrappers := 0
	for _, decl := range file.Decls {
		fn, ok := decl.(*ast.FuncDecl)
		if !ok || fn.Body == nil || len(fn.Body.List) < 2 {
			continue
		}
		calls := false
		ast.Inspect(fn.Body, func(n ast.Node) bool {
			if sel, ok := n.(*ast.SelectorExpr); ok {
				if pkg, ok := sel.X.(*ast.Ident); ok && pkg.Name == "sys" {
					calls = true
				}
			}
			return true
		})
		if !calls {
			continue
		}
		wrappers++
		dumps := make([]string, len(fn.Body.List))
		for i, stmt := range fn.Body.List {
			var dump strings.Builder
			ast.Fprint(&dump, nil, stmt, nil)
			dumps[i] = dump.String()
		}
		entered := false
		for i, dump := range dumps[:len(dumps)-1] {
			if strings.Contains(dump, `Name: "sys"`) {
				break
			}
			if strings.Contains(dump, `Name: "enter"`) && strings.Contains(dumps[i+1], `Name: "UnlockOSThread"`) {
				entered = true
				break
			}
		}
		if !entered {
			t.Errorf("%s does not call enter() and defer runtime.UnlockOSThread() before its sys call", fn.Name.Name)
		}
	}
	if wrappers < 400 {
		t.Errorf("only %d wrappers found", wrappers)
	}
}

func TestABIVersionMustFit(t *testing.T) {
	if err := abiMatches(ABIVersion); err != nil {
		t.Errorf("this package's own version is refused: %v", err)
	}
	if err := abiMatches(ABIVersionMajor*10000 + 99*100); err != nil {
		t.Errorf("a newer minor version is refused: %v", err)
	}
	for _, version := range []int32{(ABIVersionMajor + 1) * 10000, (ABIVersionMajor-1)*10000 + 99*100,
		ABIVersion - 100} {
		err := abiMatches(version)
		if !errors.Is(err, ErrUnsupported) {
			t.Fatalf("ABI %d: %v; want ErrUnsupported", version, err)
		}
		t.Log(err)
	}
}

func TestElements(t *testing.T) {
	for _, c := range []struct {
		dims []int64
		want int64
	}{{nil, 1}, {[]int64{2, 3}, 6}, {[]int64{4, 0, -1}, -1}, {[]int64{0, 1 << 62, 1 << 62}, 0},
		{[]int64{1 << 62, 1 << 62}, 1<<63 - 1}} {
		if got := elements(c.dims); got != c.want {
			t.Errorf("elements(%v) = %d, want %d", c.dims, got, c.want)
		}
	}
}
