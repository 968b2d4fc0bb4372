"""Opening the files the runtime reads (safetensors, models, the config file): regular files only.

A path may name a FIFO (an open for reading blocks until a writer comes), a device (/dev/zero never ends), a
directory or a socket. The file is opened non-blocking, so that even a FIFO swapped in after any check cannot
block the open, and its type is checked on the open descriptor before anything is read.
"""

from __future__ import annotations

import fcntl
import os
import stat
from typing import BinaryIO

from ..abi.errors import InvalidArgumentError

KINDS = ((stat.S_ISDIR, "a directory"), (stat.S_ISFIFO, "a FIFO"), (stat.S_ISCHR, "a character device"),
         (stat.S_ISBLK, "a block device"), (stat.S_ISSOCK, "a socket"))


def open_regular(path: str, what: str = "file") -> BinaryIO:
    """path opened for reading (blocking again once open), if it is a regular file; else an InvalidArgumentError
    naming path and what it is. `what` names the file in messages ("model", "config file")."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_CLOEXEC)
    except (OSError, ValueError) as why:   # ValueError: a NUL in a path given from Python
        raise InvalidArgumentError(f"cannot read {path!r}: {getattr(why, 'strerror', None) or why}") from None
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            kind = next((name for test, name in KINDS if test(mode)), "a special file")
            raise InvalidArgumentError(f"cannot read {path!r}: it is {kind}, not a regular file; a {what} is read "
                                       f"from a regular file")
        fcntl.fcntl(fd, fcntl.F_SETFL, fcntl.fcntl(fd, fcntl.F_GETFL) & ~os.O_NONBLOCK)
        return os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise
