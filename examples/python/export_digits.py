"""Train a digits MLP in PyTorch and write it in the three formats a C program loads with rt_torch_model_load.

    .venv/bin/python examples/python/export_digits.py OUT_DIR [--aoti]

OUT_DIR/digits_mlp.pt2 (torch.export.save, with a dynamic batch size), OUT_DIR/digits_mlp.ts (torch.jit.script
and save) and, with --aoti, OUT_DIR/digits_mlp_aoti.pt2 (AOTInductor: compiled with the C++ compiler, about half a
minute). examples/c/run_exported.c runs them on the digits. This is PyTorch itself, not simple_torch: exporting
is done where the model was written; the library loads the result.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import numpy as np
import torch
from torch import nn

DIGITS = Path(__file__).resolve().parents[1] / "data" / "digits.u8"
PIXELS, RECORD = 64, 65


def load_digits(path: Path = DIGITS) -> tuple[torch.Tensor, torch.Tensor]:
    """Pixels scaled to [0, 1] as (N, 64) float32, and the labels."""
    records = np.fromfile(path, np.uint8).reshape(-1, RECORD)
    return torch.tensor(records[:, :PIXELS] / 16.0, dtype=torch.float32), torch.tensor(records[:, PIXELS].astype(np.int64))


def train(pixels: torch.Tensor, labels: torch.Tensor, steps: int = 200) -> nn.Module:
    torch.manual_seed(0)
    model = nn.Sequential(nn.Linear(PIXELS, 128), nn.ReLU(), nn.Linear(128, 10))
    optimizer = torch.optim.Adam(model.parameters(), lr=1e-2)
    for _ in range(steps):   # full batch: 1,797 examples
        optimizer.zero_grad()
        nn.functional.cross_entropy(model(pixels), labels).backward()
        optimizer.step()
    return model.eval()


def export(model: nn.Module, out_dir: Path, aoti: bool) -> list[Path]:
    out_dir.mkdir(parents=True, exist_ok=True)
    example = (torch.zeros(4, PIXELS),)
    program = torch.export.export(model, example, dynamic_shapes=({0: torch.export.Dim("batch", min=1)},))
    written = [out_dir / "digits_mlp.pt2", out_dir / "digits_mlp.ts"]
    torch.export.save(program, written[0])
    torch.jit.script(model).save(str(written[1]))
    if aoti:
        written.append(Path(torch._inductor.aoti_compile_and_package(
            program, package_path=str(out_dir / "digits_mlp_aoti.pt2"))))
    return written


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out_dir", type=Path)
    parser.add_argument("--aoti", action="store_true", help="also an AOTInductor package (compiles C++)")
    args = parser.parse_args(argv)
    pixels, labels = load_digits()
    model = train(pixels, labels)
    with torch.no_grad():
        accuracy = (model(pixels).argmax(1) == labels).float().mean().item()
    print(f"trained: accuracy on the {len(labels)} digits {accuracy:.4f}")
    for path in export(model, args.out_dir, args.aoti):
        print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
