// The Go package's quickstart (bindings/go/README.md): a sum, an error that names its cause, and a gradient.
//
//	cd bindings/go && PKG_CONFIG_PATH=$PWD/../../build/lib/pkgconfig go run ./examples/quickstart
package main

import (
	"errors"
	"fmt"
	"log"

	st "simple-torch/bindings/go/simpletorch"
)

func main() {
	a, err := st.Ones([]int64{2, 3})
	if err != nil {
		log.Fatal(err)
	}
	defer a.Close()
	b, err := st.Full([]int64{2, 3}, 2.5)
	if err != nil {
		log.Fatal(err)
	}
	defer b.Close()
	c, err := a.Add(b)
	if err != nil {
		log.Fatal(err)
	}
	defer c.Close()
	values, err := c.Float32s()
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println("a + b =", values)

	// the shapes do not fit: no tensor, and an *Error with the code and the library's message
	if _, err := a.Matmul(b); errors.Is(err, st.ErrShape) {
		fmt.Println("error:", err)
	}

	// d(sum(x * x))/dx = 2x
	x, err := st.FromFloat32([]float32{1, 2, 3}, 3)
	if err != nil {
		log.Fatal(err)
	}
	defer x.Close()
	if err := x.SetRequiresGrad(1); err != nil {
		log.Fatal(err)
	}
	square, err := x.Mul(x)
	if err != nil {
		log.Fatal(err)
	}
	defer square.Close()
	loss, err := square.Sum()
	if err != nil {
		log.Fatal(err)
	}
	defer loss.Close()
	if err := loss.Backward(); err != nil {
		log.Fatal(err)
	}
	grad, err := x.Grad()
	if err != nil {
		log.Fatal(err)
	}
	defer grad.Close()
	gradient, err := grad.Float32s()
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println("gradient =", gradient)
}
