"""The runtime's entry-point wrappers (runtime/entry.py's export), one factory per number of parameters
and kind of success value: `checked_<n>_<success>` for Python callers (missing or extra arguments go to
`general`, to fail there), `exact_<n>_<success>` for the C entry points, which pass every argument.

Each wrapper calls fn; an exception becomes `failed(exc)` (the code and message set as the last error, the failure
value returned); after a success it clears a last error waiting from an earlier failure (`failing`, `set_ok`).

Generated from src/simple_torch/abi/spec.py by `make generate` (abi/entry_wrappers.py); do not edit.
"""

from __future__ import annotations

from typing import Any, Callable

ABSENT: Any = object()   # an argument the caller did not pass


def checked_0_status(fn: Callable[..., Any],
        general: Callable[..., Any],
        failed: Callable[[BaseException], Any], failing: set[int],
        set_ok: Callable[[], None]) -> Callable[..., Any]:
    def wrapper(*more):
        if more:
            return general(*more)
        try:
            result = fn()
        except BaseException as exc:
            return failed(exc)
        if failing:
            set_ok()
        return 0
    return wrapper


def exact_0_status(fn: Callable[..., Any],
        general: Callable[..., Any],
        failed: Callable[[BaseException], Any], failing: set[int],
        set_ok: Callable[[], None]) -> Callable[..., Any]:
    def wrapper():
        try:
            result = fn()
        except BaseException as exc:
            return failed(exc)
        if failing:
            set_ok()
        return 0
    return wrapper


def checked_0_value(fn: Callable[..., Any],
        general: Callable[..., Any],
        failed: Callable[[BaseException], Any], failing: set[int],
        set_ok: Callable[[], None]) -> Callable[..., Any]:
    def wrapper(*more):
        if more:
            return general(*more)
        try:
            result = fn()
        except BaseException as exc:
            return failed(exc)
        if failing:
            set_ok()
        return result
    return wrapper


def exact_0_value(fn: Callable[..., Any],
        general: Callable[..., Any],
        failed: Callable[[BaseException], Any], failing: set[int],
        set_ok: Callable[[], None]) -> Callable[..., Any]:
    def wrapper():
        try:
            result = fn()
        except BaseException as exc:
            return failed(exc)
        if failing:
            set_ok()
        return result
    return wrapper


def checked_1_status(fn: Callable[..., Any],
        general: Callable[..., Any],
        failed: Callable[[BaseException], Any], failing: set[int],
        set_ok: Callable[[], None]) -> Callable[..., Any]:
    def wrapper(a0=ABSENT, /, *more):
        if more or a0 is ABSENT:
            return general(*[a for a in (a0, ) if a is not ABSENT], *more)
        try:
            result = fn(a0)
        except BaseException as exc:
            return failed(exc)
        if failing:
            set_ok()
        return 0
    return wrapper


def exact_1_status(fn: Callable[..., Any],
        general: Callable[..., Any],
        failed: Callable[[BaseException], Any], failing: set[int],
        set_ok: Callable[[], None]) -> Callable[..., Any]:
    def wrapper(a0, /):
        try:
            result = fn(a0)
        except BaseException as exc:
            return failed(exc)
        if failing:
            set_ok()
        return 0
    return wrapper


def checked_1_status_outputs(fn: Callable[..., Any],
        general: Callable[..., Any],
        failed: Callable[[BaseException], Any], failing: set[int],
        set_ok: Callable[[], None]) -> Callable[..., Any]:
    def wrapper(a0=ABSENT, /, *more):
        if more or a0 is ABSENT:
            return general(*[a for a in (a0, ) if a is not ABSENT], *more)
        try:
            result = fn(a0)
        except BaseException as exc:
            return failed(exc)
        if failing:
            set_ok()
        return (0, *result)
    return wrapper


def exact_1_status_outputs(fn: Callable[..., Any],
        general: Callable[..., Any],
        failed: Callable[[BaseException], Any], failing: set[int],
        set_ok: Callable[[], None]) -> Callable[..., Any]:
    def wrapper(a0, /):
        try:
            result = fn(a0)
        except BaseException as exc:
            return failed(exc)
        if failing:
            set_ok()
        return (0, *result)
    return wrapper


def checked_1_value(fn: Callable[..., Any],
        general: Callable[..., Any],
        failed: Callable[[BaseException], Any], failing: set[int],
        set_ok: Callable[[], None]) -> Callable[..., Any]:
    def wrapper(a0=ABSENT, /, *more):
        if more or a0 is ABSENT:
            return general(*[a for a in (a0, ) if a is not ABSENT], *more)
        try:
            result = fn(a0)
        except BaseException as exc:
            return failed(exc)
        if failing:
            set_ok()
        return result
    return wrapper


def exact_1_value(fn: Callable[..., Any],
        general: Callable[..., Any],
        failed: Callable[[BaseException], Any], failing: set[int],
        set_ok: Callable[[], None]) -> Callable[..., Any]:
    def wrapper(a0, /):
        try:
            result = fn(a0)
        except BaseException as exc:
            return failed(exc)
        if failing:
            set_ok()
        return result
    return wrapper


def checked_2_status(fn: Callable[..., Any],
        general: Callable[..., Any],
        failed: Callable[[BaseException], Any], failing: set[int],
        set_ok: Callable[[], None]) -> Callable[..., Any]:
    def wrapper(a0=ABSENT, a1=ABSENT, /, *more):
        if more or a1 is ABSENT:
            return general(*[a for a in (a0, a1, ) if a is not ABSENT], *more)
        try:
            result = fn(a0, a1)
        except BaseException as exc:
            return failed(exc)
        if failing:
            set_ok()
        return 0
    return wrapper


def exact_2_status(fn: Callable[..., Any],
        general: Callable[..., Any],
        failed: Callable[[BaseException], Any], failing: set[int],
        set_ok: Callable[[], None]) -> Callable[..., Any]:
    def wrapper(a0, a1, /):
        try:
            result = fn(a0, a1)
        except BaseException as exc:
            return failed(exc)
        if failing:
            set_ok()
        return 0
    return wrapper


def checked_2_status_outputs(fn: Callable[..., Any],
        general: Callable[..., Any],
        failed: Callable[[BaseException], Any], failing: set[int],
        set_ok: Callable[[], None]) -> Callable[..., Any]:
    def wrapper(a0=ABSENT, a1=ABSENT, /, *more):
        if more or a1 is ABSENT:
            return general(*[a for a in (a0, a1, ) if a is not ABSENT], *more)
        try:
            result = fn(a0, a1)
        except BaseException as exc:
            return failed(exc)
        if failing:
            set_ok()
        return (0, *result)
    return wrapper


def exact_2_status_outputs(fn: Callable[..., Any],
        general: Callable[..., Any],
        failed: Callable[[BaseException], Any], failing: set[int],
        set_ok: Callable[[], None]) -> Callable[..., Any]:
    def wrapper(a0, a1, /):
        try:
            result = fn(a0, a1)
        except BaseException as exc:
            return failed(exc)
        if failing:
            set_ok()
        return (0, *result)
    return wrapper


def checked_2_value(fn: Callable[..., Any],
        general: Callable[..., Any],
        failed: Callable[[BaseException], Any], failing: set[int],
        set_ok: Callable[[], None]) -> Callable[..., Any]:
    def wrapper(a0=ABSENT, a1=ABSENT, /, *more):
        if more or a1 is ABSENT:
            return general(*[a for a in (a0, a1, ) if a is not ABSENT], *more)
        try:
            result = fn(a0, a1)
        except BaseException as exc:
            return failed(exc)
        if failing:
            set_ok()
        return result
    return wrapper


def exact_2_value(fn: Callable[..., Any],
        general: Callable[..., Any],
        failed: Callable[[BaseException], Any], failing: set[int],
        set_ok: Callable[[], None]) -> Callable[..., Any]:
    def wrapper(a0, a1, /):
        try:
            result = fn(a0, a1)
        except BaseException as exc:
            return failed(exc)
        if failing:
            set_ok()
        return result
    return wrapper


def checked_3_status(fn: Callable[..., Any],
        general: Callable[..., Any],
        failed: Callable[[BaseException], Any], failing: set[int],
        set_ok: Callable[[], None]) -> Callable[..., Any]:
    def wrapper(a0=ABSENT, a1=ABSENT, a2=ABSENT, /, *more):
        if more or a2 is ABSENT:
            return general(*[a for a in (a0, a1, a2, ) if a is not ABSENT], *more)
        try:
            result = fn(a0, a1, a2)
        except BaseException as exc:
            return failed(exc)
        if failing:
            set_ok()
        return 0
    return wrapper


def exact_3_status(fn: Callable[..., Any],
        general: Callable[..., Any],
        failed: Callable[[BaseException], Any], failing: set[int],
        set_ok: Callable[[], None]) -> Callable[..., Any]:
    def wrapper(a0, a1, a2, /):
        try:
            result = fn(a0, a1, a2)
        except BaseException as exc:
            return failed(exc)
        if failing:
            set_ok()
        return 0
    return wrapper


def checked_3_status_outputs(fn: Callable[..., Any],
        general: Callable[..., Any],
        failed: Callable[[BaseException], Any], failing: set[int],
        set_ok: Callable[[], None]) -> Callable[..., Any]:
    def wrapper(a0=ABSENT, a1=ABSENT, a2=ABSENT, /, *more):
        if more or a2 is ABSENT:
            return general(*[a for a in (a0, a1, a2, ) if a is not ABSENT], *more)
        try:
            result = fn(a0, a1, a2)
        except BaseException as exc:
            return failed(exc)
        if failing:
            set_ok()
        return (0, *result)
    return wrapper


def exact_3_status_outputs(fn: Callable[..., Any],
        general: Callable[..., Any],
        failed: Callable[[BaseException], Any], failing: set[int],
        set_ok: Callable[[], None]) -> Callable[..., Any]:
    def wrapper(a0, a1, a2, /):
        try:
            result = fn(a0, a1, a2)
        except BaseException as exc:
            return failed(exc)
        if failing:
            set_ok()
        return (0, *result)
    return wrapper


def checked_3_value(fn: Callable[..., Any],
        general: Callable[..., Any],
        failed: Callable[[BaseException], Any], failing: set[int],
        set_ok: Callable[[], None]) -> Callable[..., Any]:
    def wrapper(a0=ABSENT, a1=ABSENT, a2=ABSENT, /, *more):
        if more or a2 is ABSENT:
            return general(*[a for a in (a0, a1, a2, ) if a is not ABSENT], *more)
        try:
            result = fn(a0, a1, a2)
        except BaseException as exc:
            return failed(exc)
        if failing:
            set_ok()
        return result
    return wrapper


def exact_3_value(fn: Callable[..., Any],
        general: Callable[..., Any],
        failed: Callable[[BaseException], Any], failing: set[int],
        set_ok: Callable[[], None]) -> Callable[..., Any]:
    def wrapper(a0, a1, a2, /):
        try:
            result = fn(a0, a1, a2)
        except BaseException as exc:
            return failed(exc)
        if failing:
            set_ok()
        return result
    return wrapper


def checked_4_status(fn: Callable[..., Any],
        general: Callable[..., Any],
        failed: Callable[[BaseException], Any], failing: set[int],
        set_ok: Callable[[], None]) -> Callable[..., Any]:
    def wrapper(a0=ABSENT, a1=ABSENT, a2=ABSENT, a3=ABSENT, /, *more):
        if more or a3 is ABSENT:
            return general(*[a for a in (a0, a1, a2, a3, ) if a is not ABSENT], *more)
        try:
            result = fn(a0, a1, a2, a3)
        except BaseException as exc:
            return failed(exc)
        if failing:
            set_ok()
        return 0
    return wrapper


def exact_4_status(fn: Callable[..., Any],
        general: Callable[..., Any],
        failed: Callable[[BaseException], Any], failing: set[int],
        set_ok: Callable[[], None]) -> Callable[..., Any]:
    def wrapper(a0, a1, a2, a3, /):
        try:
            result = fn(a0, a1, a2, a3)
        except BaseException as exc:
            return failed(exc)
        if failing:
            set_ok()
        return 0
    return wrapper


def checked_4_status_outputs(fn: Callable[..., Any],
        general: Callable[..., Any],
        failed: Callable[[BaseException], Any], failing: set[int],
        set_ok: Callable[[], None]) -> Callable[..., Any]:
    def wrapper(a0=ABSENT, a1=ABSENT, a2=ABSENT, a3=ABSENT, /, *more):
        if more or a3 is ABSENT:
            return general(*[a for a in (a0, a1, a2, a3, ) if a is not ABSENT], *more)
        try:
            result = fn(a0, a1, a2, a3)
        except BaseException as exc:
            return failed(exc)
        if failing:
            set_ok()
        return (0, *result)
    return wrapper


def exact_4_status_outputs(fn: Callable[..., Any],
        general: Callable[..., Any],
        failed: Callable[[BaseException], Any], failing: set[int],
        set_ok: Callable[[], None]) -> Callable[..., Any]:
    def wrapper(a0, a1, a2, a3, /):
        try:
            result = fn(a0, a1, a2, a3)
        except BaseException as exc:
            return failed(exc)
        if failing:
            set_ok()
        return (0, *result)
    return wrapper


def checked_4_value(fn: Callable[..., Any],
        general: Callable[..., Any],
        failed: Callable[[BaseException], Any], failing: set[int],
        set_ok: Callable[[], None]) -> Callable[..., Any]:
    def wrapper(a0=ABSENT, a1=ABSENT, a2=ABSENT, a3=ABSENT, /, *more):
        if more or a3 is ABSENT:
            return general(*[a for a in (a0, a1, a2, a3, ) if a is not ABSENT], *more)
        try:
            result = fn(a0, a1, a2, a3)
        except BaseException as exc:
            return failed(exc)
        if failing:
            set_ok()
        return result
    return wrapper


def exact_4_value(fn: Callable[..., Any],
        general: Callable[..., Any],
        failed: Callable[[BaseException], Any], failing: set[int],
        set_ok: Callable[[], None]) -> Callable[..., Any]:
    def wrapper(a0, a1, a2, a3, /):
        try:
            result = fn(a0, a1, a2, a3)
        except BaseException as exc:
            return failed(exc)
        if failing:
            set_ok()
        return result
    return wrapper


def checked_5_status(fn: Callable[..., Any],
        general: Callable[..., Any],
        failed: Callable[[BaseException], Any], failing: set[int],
        set_ok: Callable[[], None]) -> Callable[..., Any]:
    def wrapper(a0=ABSENT, a1=ABSENT, a2=ABSENT, a3=ABSENT, a4=ABSENT, /, *more):
        if more or a4 is ABSENT:
            return general(*[a for a in (a0, a1, a2, a3, a4, ) if a is not ABSENT], *more)
        try:
            result = fn(a0, a1, a2, a3, a4)
        except BaseException as exc:
            return failed(exc)
        if failing:
            set_ok()
        return 0
    return wrapper


def exact_5_status(fn: Callable[..., Any],
        general: Callable[..., Any],
        failed: Callable[[BaseException], Any], failing: set[int],
        set_ok: Callable[[], None]) -> Callable[..., Any]:
    def wrapper(a0, a1, a2, a3, a4, /):
        try:
            result = fn(a0, a1, a2, a3, a4)
        except BaseException as exc:
            return failed(exc)
        if failing:
            set_ok()
        return 0
    return wrapper


def checked_5_status_outputs(fn: Callable[..., Any],
        general: Callable[..., Any],
        failed: Callable[[BaseException], Any], failing: set[int],
        set_ok: Callable[[], None]) -> Callable[..., Any]:
    def wrapper(a0=ABSENT, a1=ABSENT, a2=ABSENT, a3=ABSENT, a4=ABSENT, /, *more):
        if more or a4 is ABSENT:
            return general(*[a for a in (a0, a1, a2, a3, a4, ) if a is not ABSENT], *more)
        try:
            result = fn(a0, a1, a2, a3, a4)
        except BaseException as exc:
            return failed(exc)
        if failing:
            set_ok()
        return (0, *result)
    return wrapper


def exact_5_status_outputs(fn: Callable[..., Any],
        general: Callable[..., Any],
        failed: Callable[[BaseException], Any], failing: set[int],
        set_ok: Callable[[], None]) -> Callable[..., Any]:
    def wrapper(a0, a1, a2, a3, a4, /):
        try:
            result = fn(a0, a1, a2, a3, a4)
        except BaseException as exc:
            return failed(exc)
        if failing:
            set_ok()
        return (0, *result)
    return wrapper


def checked_5_value(fn: Callable[..., Any],
        general: Callable[..., Any],
        failed: Callable[[BaseException], Any], failing: set[int],
        set_ok: Callable[[], None]) -> Callable[..., Any]:
    def wrapper(a0=ABSENT, a1=ABSENT, a2=ABSENT, a3=ABSENT, a4=ABSENT, /, *more):
        if more or a4 is ABSENT:
            return general(*[a for a in (a0, a1, a2, a3, a4, ) if a is not ABSENT], *more)
        try:
            result = fn(a0, a1, a2, a3, a4)
        except BaseException as exc:
            return failed(exc)
        if failing:
            set_ok()
        return result
    return wrapper


def exact_5_value(fn: Callable[..., Any],
        general: Callable[..., Any],
        failed: Callable[[BaseException], Any], failing: set[int],
        set_ok: Callable[[], None]) -> Callable[..., Any]:
    def wrapper(a0, a1, a2, a3, a4, /):
        try:
            result = fn(a0, a1, a2, a3, a4)
        except BaseException as exc:
            return failed(exc)
        if failing:
            set_ok()
        return result
    return wrapper


def checked_6_status_outputs(fn: Callable[..., Any],
        general: Callable[..., Any],
        failed: Callable[[BaseException], Any], failing: set[int],
        set_ok: Callable[[], None]) -> Callable[..., Any]:
    def wrapper(a0=ABSENT, a1=ABSENT, a2=ABSENT, a3=ABSENT, a4=ABSENT, a5=ABSENT, /, *more):
        if more or a5 is ABSENT:
            return general(*[a for a in (a0, a1, a2, a3, a4, a5, ) if a is not ABSENT], *more)
        try:
            result = fn(a0, a1, a2, a3, a4, a5)
        except BaseException as exc:
            return failed(exc)
        if failing:
            set_ok()
        return (0, *result)
    return wrapper


def exact_6_status_outputs(fn: Callable[..., Any],
        general: Callable[..., Any],
        failed: Callable[[BaseException], Any], failing: set[int],
        set_ok: Callable[[], None]) -> Callable[..., Any]:
    def wrapper(a0, a1, a2, a3, a4, a5, /):
        try:
            result = fn(a0, a1, a2, a3, a4, a5)
        except BaseException as exc:
            return failed(exc)
        if failing:
            set_ok()
        return (0, *result)
    return wrapper


def checked_6_value(fn: Callable[..., Any],
        general: Callable[..., Any],
        failed: Callable[[BaseException], Any], failing: set[int],
        set_ok: Callable[[], None]) -> Callable[..., Any]:
    def wrapper(a0=ABSENT, a1=ABSENT, a2=ABSENT, a3=ABSENT, a4=ABSENT, a5=ABSENT, /, *more):
        if more or a5 is ABSENT:
            return general(*[a for a in (a0, a1, a2, a3, a4, a5, ) if a is not ABSENT], *more)
        try:
            result = fn(a0, a1, a2, a3, a4, a5)
        except BaseException as exc:
            return failed(exc)
        if failing:
            set_ok()
        return result
    return wrapper


def exact_6_value(fn: Callable[..., Any],
        general: Callable[..., Any],
        failed: Callable[[BaseException], Any], failing: set[int],
        set_ok: Callable[[], None]) -> Callable[..., Any]:
    def wrapper(a0, a1, a2, a3, a4, a5, /):
        try:
            result = fn(a0, a1, a2, a3, a4, a5)
        except BaseException as exc:
            return failed(exc)
        if failing:
            set_ok()
        return result
    return wrapper


def checked_7_status_outputs(fn: Callable[..., Any],
        general: Callable[..., Any],
        failed: Callable[[BaseException], Any], failing: set[int],
        set_ok: Callable[[], None]) -> Callable[..., Any]:
    def wrapper(a0=ABSENT, a1=ABSENT, a2=ABSENT, a3=ABSENT, a4=ABSENT, a5=ABSENT, a6=ABSENT, /, *more):
        if more or a6 is ABSENT:
            return general(*[a for a in (a0, a1, a2, a3, a4, a5, a6, ) if a is not ABSENT], *more)
        try:
            result = fn(a0, a1, a2, a3, a4, a5, a6)
        except BaseException as exc:
            return failed(exc)
        if failing:
            set_ok()
        return (0, *result)
    return wrapper


def exact_7_status_outputs(fn: Callable[..., Any],
        general: Callable[..., Any],
        failed: Callable[[BaseException], Any], failing: set[int],
        set_ok: Callable[[], None]) -> Callable[..., Any]:
    def wrapper(a0, a1, a2, a3, a4, a5, a6, /):
        try:
            result = fn(a0, a1, a2, a3, a4, a5, a6)
        except BaseException as exc:
            return failed(exc)
        if failing:
            set_ok()
        return (0, *result)
    return wrapper


def checked_7_value(fn: Callable[..., Any],
        general: Callable[..., Any],
        failed: Callable[[BaseException], Any], failing: set[int],
        set_ok: Callable[[], None]) -> Callable[..., Any]:
    def wrapper(a0=ABSENT, a1=ABSENT, a2=ABSENT, a3=ABSENT, a4=ABSENT, a5=ABSENT, a6=ABSENT, /, *more):
        if more or a6 is ABSENT:
            return general(*[a for a in (a0, a1, a2, a3, a4, a5, a6, ) if a is not ABSENT], *more)
        try:
            result = fn(a0, a1, a2, a3, a4, a5, a6)
        except BaseException as exc:
            return failed(exc)
        if failing:
            set_ok()
        return result
    return wrapper


def exact_7_value(fn: Callable[..., Any],
        general: Callable[..., Any],
        failed: Callable[[BaseException], Any], failing: set[int],
        set_ok: Callable[[], None]) -> Callable[..., Any]:
    def wrapper(a0, a1, a2, a3, a4, a5, a6, /):
        try:
            result = fn(a0, a1, a2, a3, a4, a5, a6)
        except BaseException as exc:
            return failed(exc)
        if failing:
            set_ok()
        return result
    return wrapper


def checked_8_value(fn: Callable[..., Any],
        general: Callable[..., Any],
        failed: Callable[[BaseException], Any], failing: set[int],
        set_ok: Callable[[], None]) -> Callable[..., Any]:
    def wrapper(a0=ABSENT, a1=ABSENT, a2=ABSENT, a3=ABSENT, a4=ABSENT, a5=ABSENT, a6=ABSENT, a7=ABSENT, /, *more):
        if more or a7 is ABSENT:
            return general(*[a for a in (a0, a1, a2, a3, a4, a5, a6, a7, ) if a is not ABSENT], *more)
        try:
            result = fn(a0, a1, a2, a3, a4, a5, a6, a7)
        except BaseException as exc:
            return failed(exc)
        if failing:
            set_ok()
        return result
    return wrapper


def exact_8_value(fn: Callable[..., Any],
        general: Callable[..., Any],
        failed: Callable[[BaseException], Any], failing: set[int],
        set_ok: Callable[[], None]) -> Callable[..., Any]:
    def wrapper(a0, a1, a2, a3, a4, a5, a6, a7, /):
        try:
            result = fn(a0, a1, a2, a3, a4, a5, a6, a7)
        except BaseException as exc:
            return failed(exc)
        if failing:
            set_ok()
        return result
    return wrapper


def checked_9_value(fn: Callable[..., Any],
        general: Callable[..., Any],
        failed: Callable[[BaseException], Any], failing: set[int],
        set_ok: Callable[[], None]) -> Callable[..., Any]:
    def wrapper(a0=ABSENT, a1=ABSENT, a2=ABSENT, a3=ABSENT, a4=ABSENT,
                a5=ABSENT, a6=ABSENT, a7=ABSENT, a8=ABSENT, /, *more):
        if more or a8 is ABSENT:
            return general(*[a for a in (a0, a1, a2, a3, a4, a5, a6, a7, a8, ) if a is not ABSENT], *more)
        try:
            result = fn(a0, a1, a2, a3, a4, a5, a6, a7, a8)
        except BaseException as exc:
            return failed(exc)
        if failing:
            set_ok()
        return result
    return wrapper


def exact_9_value(fn: Callable[..., Any],
        general: Callable[..., Any],
        failed: Callable[[BaseException], Any], failing: set[int],
        set_ok: Callable[[], None]) -> Callable[..., Any]:
    def wrapper(a0, a1, a2, a3, a4, a5, a6, a7, a8, /):
        try:
            result = fn(a0, a1, a2, a3, a4, a5, a6, a7, a8)
        except BaseException as exc:
            return failed(exc)
        if failing:
            set_ok()
        return result
    return wrapper


def checked_11_value(fn: Callable[..., Any],
        general: Callable[..., Any],
        failed: Callable[[BaseException], Any], failing: set[int],
        set_ok: Callable[[], None]) -> Callable[..., Any]:
    def wrapper(a0=ABSENT, a1=ABSENT, a2=ABSENT, a3=ABSENT, a4=ABSENT, a5=ABSENT,
                a6=ABSENT, a7=ABSENT, a8=ABSENT, a9=ABSENT, a10=ABSENT, /, *more):
        if more or a10 is ABSENT:
            return general(*[a for a in (a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, ) if a is not ABSENT], *more)
        try:
            result = fn(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10)
        except BaseException as exc:
            return failed(exc)
        if failing:
            set_ok()
        return result
    return wrapper


def exact_11_value(fn: Callable[..., Any],
        general: Callable[..., Any],
        failed: Callable[[BaseException], Any], failing: set[int],
        set_ok: Callable[[], None]) -> Callable[..., Any]:
    def wrapper(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, /):
        try:
            result = fn(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10)
        except BaseException as exc:
            return failed(exc)
        if failing:
            set_ok()
        return result
    return wrapper


def checked_12_value(fn: Callable[..., Any],
        general: Callable[..., Any],
        failed: Callable[[BaseException], Any], failing: set[int],
        set_ok: Callable[[], None]) -> Callable[..., Any]:
    def wrapper(a0=ABSENT, a1=ABSENT, a2=ABSENT, a3=ABSENT, a4=ABSENT, a5=ABSENT, a6=ABSENT,
                a7=ABSENT, a8=ABSENT, a9=ABSENT, a10=ABSENT, a11=ABSENT, /, *more):
        if more or a11 is ABSENT:
            return general(*[a for a in (a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, ) if a is not ABSENT], *more)
        try:
            result = fn(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11)
        except BaseException as exc:
            return failed(exc)
        if failing:
            set_ok()
        return result
    return wrapper


def exact_12_value(fn: Callable[..., Any],
        general: Callable[..., Any],
        failed: Callable[[BaseException], Any], failing: set[int],
        set_ok: Callable[[], None]) -> Callable[..., Any]:
    def wrapper(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, /):
        try:
            result = fn(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11)
        except BaseException as exc:
            return failed(exc)
        if failing:
            set_ok()
        return result
    return wrapper


def checked_16_value(fn: Callable[..., Any],
        general: Callable[..., Any],
        failed: Callable[[BaseException], Any], failing: set[int],
        set_ok: Callable[[], None]) -> Callable[..., Any]:
    def wrapper(a0=ABSENT, a1=ABSENT, a2=ABSENT, a3=ABSENT, a4=ABSENT, a5=ABSENT, a6=ABSENT, a7=ABSENT, a8=ABSENT,
                a9=ABSENT, a10=ABSENT, a11=ABSENT, a12=ABSENT, a13=ABSENT, a14=ABSENT, a15=ABSENT, /, *more):
        if more or a15 is ABSENT:
            return general(*[a for a in (a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, ) if a is not ABSENT], *more)
        try:
            result = fn(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15)
        except BaseException as exc:
            return failed(exc)
        if failing:
            set_ok()
        return result
    return wrapper


def exact_16_value(fn: Callable[..., Any],
        general: Callable[..., Any],
        failed: Callable[[BaseException], Any], failing: set[int],
        set_ok: Callable[[], None]) -> Callable[..., Any]:
    def wrapper(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, /):
        try:
            result = fn(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15)
        except BaseException as exc:
            return failed(exc)
        if failing:
            set_ok()
        return result
    return wrapper
