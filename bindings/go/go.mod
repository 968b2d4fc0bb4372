module simple-torch/bindings/go

go 1.19
