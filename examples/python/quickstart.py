"""The README's Python example: PyTorch's API over the C ABI's runtime, one training step and a prediction."""

import simple_torch as st  # in a PyTorch script: import simple_torch as torch
from simple_torch import nn

st.manual_seed(0)
model = nn.Sequential(nn.Linear(64, 128), nn.ReLU(), nn.Linear(128, 10))
opt = st.optim.Adam(model.parameters(), lr=2e-3)
x, y = st.randn(32, 64), st.randint(0, 10, (32,))
loss = nn.functional.cross_entropy(model(x), y)
opt.zero_grad()
loss.backward()
opt.step()
with st.no_grad():
    print(model(x).argmax(dim=1)[:5], f"loss {loss.item():.4f}")
try:
    st.ones(2, 3) @ st.ones(2, 3)
except st.ShapeError as error:  # also a ValueError, as in PyTorch
    print(f"error {error.code}: {error}")
