"""The NumPy backend's operations, one module per group; each op returns a Tensor and its backward."""
