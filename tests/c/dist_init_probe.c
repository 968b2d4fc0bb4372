/* dist_init_probe.c - one rt_torch_dist_init call from C, timed, for the init failure modes of
 * tests/test_distributed.py (issue 27: init fails within its timeout, whatever the peers do):
 *
 *     dist_init_probe INIT_METHOD WORLD_SIZE RANK TIMEOUT_S HOLD_S
 *
 * Prints "dist_init_probe: code C after S s: MESSAGE" (the call's status, how long it took, the last error) and
 * exits 0; a group it joined is held HOLD_S seconds (its peers finish their init meanwhile), then destroyed.
 * tests/dist_init_peer.py is its Tier 3 twin. */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

#include "simple_torch.h"

static double seconds_now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

int main(int argc, char **argv) {
    if (argc != 6) {
        fprintf(stderr, "usage: %s INIT_METHOD WORLD_SIZE RANK TIMEOUT_S HOLD_S\n", argv[0]);
        return 2;
    }
    /* the library's first call loads PyTorch: made before the clock starts, which times the init alone */
    if (rt_torch_dist_is_available() != 1) {
        fprintf(stderr, "dist_init_probe: torch.distributed is not available\n");
        return 1;
    }
    double started = seconds_now();
    int32_t code = rt_torch_dist_init("gloo", argv[1], atoi(argv[2]), atoi(argv[3]), atof(argv[4]));
    double took = seconds_now() - started;
    printf("dist_init_probe: code %d after %.2f s: %s\n", (int)code, took, rt_torch_last_error());
    fflush(stdout);
    if (code == RT_OK) {
        sleep((unsigned)atoi(argv[5]));
        if (rt_torch_dist_destroy() != RT_OK) {
            fprintf(stderr, "dist_init_probe: destroy failed: %s\n", rt_torch_last_error());
            return 1;
        }
    }
    return 0;
}
