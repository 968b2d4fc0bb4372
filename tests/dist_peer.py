"""A Python rank (Tier 3, st.distributed) that makes the collectives tests/c/test_distributed.c makes, in the
same order with the same shapes, and checks the same values: run beside the C program in one group by
tests/test_distributed.py, it shows that a Python rank and a C rank share torch.distributed's group.

    python tests/dist_peer.py      (MASTER_ADDR, MASTER_PORT, RANK and WORLD_SIZE set)

Prints "dist_peer: ok" and exits 0, or fails with an AssertionError."""

from __future__ import annotations

import datetime
import math

import simple_torch as st
import simple_torch.distributed as dist

TIMEOUT = datetime.timedelta(seconds=30)   # as test_distributed.c's TIMEOUT_S


def main() -> None:
    assert dist.is_available() and not dist.is_initialized()
    dist.init_process_group("gloo", timeout=TIMEOUT)
    r, w = dist.get_rank(), dist.get_world_size()
    assert dist.get_backend() == "gloo"

    s = w * (w + 1) / 2
    fact = math.factorial(w)
    for op, want, second in ((dist.ReduceOp.SUM, s, 2 * s), (dist.ReduceOp.AVG, s / w, 2 * s / w),
                             (dist.ReduceOp.PRODUCT, fact, fact * 2 ** w), (dist.ReduceOp.MIN, 1, 2),
                             (dist.ReduceOp.MAX, w, 2 * w)):
        x = st.tensor([r + 1.0, 2.0 * (r + 1)])
        dist.all_reduce(x, op=op)
        assert abs(x[0].item() - want) < 1e-5 and abs(x[1].item() - second) < 1e-5, (op, x.tolist())

    x = st.tensor([r + 1.0])
    work = dist.all_reduce(x, op=dist.ReduceOp.SUM, async_op=True)
    work.wait()
    assert work.is_completed() and x.item() == s

    x = st.tensor([float(r), float(-r)])
    dist.broadcast(x, src=w - 1)
    assert x.tolist() == [w - 1.0, 1.0 - w]
    y = st.tensor([r + 7.0])   # the C rank's asynchronous broadcast from rank 0
    dist.broadcast(y, src=0, async_op=True).wait()
    assert y.item() == 7.0

    outs = [st.zeros(2) for _ in range(w)]
    dist.all_gather(outs, st.tensor([float(r), 10.0 * r]))
    assert [o.tolist() for o in outs] == [[float(q), 10.0 * q] for q in range(w)]
    work = dist.all_gather(outs, st.tensor([2.0 * r, 20.0 * r]), async_op=True)
    work.wait()
    assert work.is_completed() and [o.tolist() for o in outs] == [[2.0 * q, 20.0 * q] for q in range(w)]

    out = st.zeros(1)
    ins = [st.tensor([float(r + q)]) for q in range(w)]
    dist.reduce_scatter(out, ins, op=dist.ReduceOp.SUM)
    assert out.item() == w * (w - 1) / 2 + w * r
    dist.reduce_scatter(out, ins, op=dist.ReduceOp.MAX, async_op=True).wait()
    assert out.item() == w - 1 + r

    for bucket in (4, 0):   # the C rank's two passes: a bucket per parameter, then one bucket
        p = st.tensor([1.0, 2.0, 3.0], requires_grad=True)
        q = st.tensor([5.0, 6.0], requires_grad=True)
        (p * (r + 1)).sum().backward()
        dist.average_gradients([p, q], bucket_bytes=bucket)
        assert p.grad.tolist() == [(w + 1) / 2] * 3 and q.grad.tolist() == [0.0, 0.0]

    dist.barrier()
    dist.destroy_process_group()
    assert not dist.is_initialized()
    print("dist_peer: ok", flush=True)


if __name__ == "__main__":
    main()
