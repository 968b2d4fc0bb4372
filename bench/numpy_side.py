"""The raw NumPy side of `make bench`: tiny add and 1024 matmul, as the NumPy backend runs them.

Prints `name seconds-per-op`, each the median of REPS repetitions after a warm-up.
"""

import numpy as np

from python_torch import per_call


def main():
    a = np.array([[1, 2, 3], [4, 5, 6]], dtype=np.float32)
    b = np.array([[6, 5, 4], [3, 2, 1]], dtype=np.float32)
    print("tiny_add", per_call(lambda: a + b, 3000))
    rng = np.random.default_rng(0)
    x = rng.standard_normal((1024, 1024), dtype=np.float32)
    y = rng.standard_normal((1024, 1024), dtype=np.float32)
    print("matmul1024", per_call(lambda: x @ y, 5))


if __name__ == "__main__":
    main()
