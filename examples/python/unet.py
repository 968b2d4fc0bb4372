"""A small U-Net learns to segment the discs among discs and squares, with simple_torch written as PyTorch.

    .venv/bin/python examples/python/unet.py [--steps 400] [--torch]

The images (32x32, one channel) hold 1 to 3 discs and 1 to 3 squares of random sizes on noise; the target
marks the discs' pixels only, so the network must tell the shapes apart, not just find bright pixels. The
U-Net: two encoder levels (Conv2d, GroupNorm, SiLU; MaxPool2d and a strided Conv2d down), a ConvTranspose2d
and a bilinear F.interpolate up, skip connections joined with torch.cat, a 1x1 Conv2d to logits; loss
BCEWithLogitsLoss, AdamW on a cosine schedule. It prints the loss every 25 steps and the held-out images'
intersection over union (IoU) of the discs. `--torch` runs the same code on PyTorch itself.
"""

from __future__ import annotations

import argparse
import importlib
import sys

import numpy as np

SIZE, CHANNELS = 32, 16
TRAIN_IMAGES, TEST_IMAGES = 512, 128
BATCH = 16
SEED = 7


def make_images(rng: np.random.Generator, count: int) -> tuple[np.ndarray, np.ndarray]:
    """(count, 1, SIZE, SIZE) float32 images and their disc masks (0 or 1)."""
    yy, xx = np.mgrid[:SIZE, :SIZE]
    images = rng.normal(0.0, 0.3, (count, 1, SIZE, SIZE)).astype(np.float32)
    masks = np.zeros((count, 1, SIZE, SIZE), np.float32)
    for i in range(count):
        for _ in range(rng.integers(1, 4)):
            r, (cy, cx) = rng.uniform(2.5, 6.0), rng.uniform(4, SIZE - 4, 2)
            disc = (yy - cy) ** 2 + (xx - cx) ** 2 <= r * r
            images[i, 0][disc] += 1.0
            masks[i, 0][disc] = 1.0
        for _ in range(rng.integers(1, 4)):
            half, (cy, cx) = rng.uniform(2.0, 5.0), rng.uniform(4, SIZE - 4, 2)
            square = (np.abs(yy - cy) <= half) & (np.abs(xx - cx) <= half)
            images[i, 0][square] += 1.0
            masks[i, 0][square] = 0.0   # a square drawn over a disc hides it
    return images, masks


def build(torch):
    """The U-Net as a module of `torch` (PyTorch or simple_torch)."""
    nn, F = torch.nn, torch.nn.functional

    def stage(inputs: int, outputs: int, stride: int = 1):
        return nn.Sequential(nn.Conv2d(inputs, outputs, 3, stride=stride, padding=1),
                             nn.GroupNorm(4, outputs), nn.SiLU())

    class UNet(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            c = CHANNELS
            self.enc1, self.enc2 = stage(1, c), stage(c, 2 * c)
            self.pool = nn.MaxPool2d(2)
            self.bottom = stage(2 * c, 4 * c, stride=2)                     # 16x16 -> 8x8
            self.up = nn.ConvTranspose2d(4 * c, 2 * c, 2, stride=2)          # 8x8 -> 16x16
            self.dec2 = stage(4 * c, 2 * c)
            self.dec1 = stage(3 * c, c)
            self.out = nn.Conv2d(c, 1, 1)

        def forward(self, x):
            e1 = self.enc1(x)                                                # 32x32
            e2 = self.enc2(self.pool(e1))                                    # 16x16
            d2 = self.dec2(torch.cat([self.up(self.bottom(e2)), e2], 1))     # 16x16
            d1 = F.interpolate(d2, scale_factor=2, mode="bilinear", align_corners=False)
            return self.out(self.dec1(torch.cat([d1, e1], 1)))

    return UNet()


def train(torch, model, images: np.ndarray, masks: np.ndarray, steps: int):
    """Yields the loss of every step; batches go round the images in order."""
    optimizer = torch.optim.AdamW(model.parameters(), lr=3e-3, weight_decay=1e-4)
    schedule = torch.optim.lr_scheduler.CosineAnnealingLR(optimizer, steps)
    loss_fn = torch.nn.BCEWithLogitsLoss()
    model.train()
    for step in range(steps):
        start = step * BATCH % len(images)
        x, y = torch.tensor(images[start:start + BATCH]), torch.tensor(masks[start:start + BATCH])
        loss = loss_fn(model(x), y)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        schedule.step()
        yield loss.item()


def disc_iou(torch, model, images: np.ndarray, masks: np.ndarray) -> float:
    model.eval()
    with torch.no_grad():
        predicted = model(torch.tensor(images)).numpy() > 0
    truth = masks > 0.5
    return float((predicted & truth).sum() / (predicted | truth).sum())


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, default=400)
    parser.add_argument("--torch", action="store_true", help="run on PyTorch itself, for comparison")
    args = parser.parse_args(argv)
    torch = importlib.import_module("torch" if args.torch else "simple_torch")
    rng = np.random.default_rng(SEED)
    train_set, test_set = make_images(rng, TRAIN_IMAGES), make_images(rng, TEST_IMAGES)
    torch.manual_seed(SEED)
    model = build(torch)
    print(f"{torch.__name__}: U-Net of {sum(p.numel() for p in model.parameters())} parameters, "
          f"{TRAIN_IMAGES} training and {TEST_IMAGES} test images")
    for step, loss in enumerate(train(torch, model, *train_set, args.steps), 1):
        if step % 25 == 0 or step in (1, args.steps):
            print(f"step {step:4d}/{args.steps}  loss {loss:.4f}")
    print(f"disc IoU on the test images: {disc_iou(torch, model, *test_set):.4f}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
