package simpletorch

import (
	"errors"
	"testing"
)

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
