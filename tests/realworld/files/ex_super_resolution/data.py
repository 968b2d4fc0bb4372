"""[realworld data] In place of pytorch/examples super_resolution/data.py, which downloads BSDS300 and serves
each image's Y channel: center crop `crop_size` as the target and that crop resized down by `upscale_factor`
as the input. Here: 8 training and 4 test images of 24x24 smooth random values in [0, 1], the input each one
shrunk by averaging upscale_factor x upscale_factor blocks. Same functions, same (input, target) pairs."""
import simple_torch as torch  # realworld: was import torch
import simple_torch.nn.functional as F  # realworld: was import torch.nn.functional as F
from simple_torch.utils.data import TensorDataset  # realworld: was from torch.utils.data import TensorDataset


def calculate_valid_crop_size(crop_size, upscale_factor):
    return crop_size - (crop_size % upscale_factor)


def _images(count, upscale_factor):
    crop_size = calculate_valid_crop_size(24, upscale_factor)
    coarse = torch.rand(count, 1, crop_size // 4, crop_size // 4)
    target = F.interpolate(coarse, size=(crop_size, crop_size), mode="bilinear", align_corners=False)
    return TensorDataset(F.avg_pool2d(target, upscale_factor), target)


def get_training_set(upscale_factor):
    return _images(8, upscale_factor)


def get_test_set(upscale_factor):
    return _images(4, upscale_factor)
