/* cg_toggle.c - one function, callgrind's CALLGRIND_TOGGLE_COLLECT, for bench/step_instructions.py: its Python twin
 * run calls it through ctypes at the start and at the end of each timed step, so that callgrind counts the
 * instructions of those steps only. Outside valgrind it does nothing. */
#include <valgrind/callgrind.h>

void cg_toggle(void) { CALLGRIND_TOGGLE_COLLECT; }
