/* The C shell of libsimple_torch_ffi.so, around the entry points generated from the spec.
 *
 * Every exported rt_torch_* function (build/gen/entries.c) calls rt__start() to start the embedded
 * Python once, in any thread; then rt__enter() and rt__leave() around its call of the Python side, so
 * that calls stay out once the process has begun to exit. When Python is down, the function returns
 * its failure value and rt_torch_last_error() returns rt__down_reason(). The `cdef` blocks are also cffi's
 * declarations (see native.h). */
#ifndef SIMPLE_TORCH_SHELL_H
#define SIMPLE_TORCH_SHELL_H

#include <stdint.h>

#define RT_EXPORT __attribute__((visibility("default")))

int rt__start(void);                             /* 0 when calls may enter Python, else -1 */
int rt__enter(void);                             /* 0 when this call may go in, -1 once exit has begun */
void rt__leave(void);                            /* this call is out */
const char *rt__down_reason(void);               /* why rt__start() or rt__enter() said no */
/* cdef: begin */
void rt__set_start_error(const char *message);   /* the start-up error, set from Python too */
int32_t rt__in_new_namespace(void);              /* 1 when loaded by dlmopen into a namespace of its own */
const char *rt__library_dir(void);               /* the folder this library's file is in ("" if unknown) */
/* cdef: end */

/* cdef python: begin */
int32_t rt__py_ready(void);   /* the Python side (clib/entry.py): 1 once the runtime is loaded */
/* cdef python: end */

#endif
