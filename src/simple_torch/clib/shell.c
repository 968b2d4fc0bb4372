/* The C shell of libsimple_torch_ffi.so: start-up, fork and exit (see shell.h). */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <dlfcn.h>
#include <errno.h>
#include <limits.h>
#include <link.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "shell.h"

/* The interpreter that built the library (a venv's python finds its site-packages); the build passes
 * it, and SIMPLE_TORCH_PYTHON overrides it at run time. */
#ifndef RT_BAKED_PYTHON
#error "RT_BAKED_PYTHON must name the python executable (the build defines it)"
#endif
static const char rt__baked_python[] = RT_BAKED_PYTHON;

/* An interpreter relative to the library's folder, tried before the baked one (a wheel's library: the python of
 * the environment it is installed in); "" for none. */
#ifndef RT_RELATIVE_PYTHON
#define RT_RELATIVE_PYTHON ""
#endif
static const char rt__relative_python[] = RT_RELATIVE_PYTHON;

static pthread_once_t rt__once = PTHREAD_ONCE_INIT;
static int rt__started;              /* 1 once Python runs and the runtime is loaded */
static int rt__exiting;              /* 1 once exit() has begun */
static char rt__start_error[2048];   /* why it is not, for rt_torch_last_error() */

void rt__set_start_error(const char *message) {
    snprintf(rt__start_error, sizeof rt__start_error, "%s", message);
}

/* Fork: a host that forks while its threads call us gets a usable child. The interpreter's own hooks
 * run around fork() (with the GIL held, so no thread is inside Python, and the runtime's os.register_at_fork
 * handlers take and restore its locks). Only for an interpreter we started: a Python host forks through
 * os.fork, which calls the same hooks itself. */
static PyGILState_STATE rt__fork_gil;
static int rt__fork_held;

static void rt__before_fork(void) {
    rt__fork_held = Py_IsInitialized() && !rt__exiting;
    if (rt__fork_held) {
        rt__fork_gil = PyGILState_Ensure();
        PyOS_BeforeFork();
    }
}

static void rt__after_fork_parent(void) {
    if (rt__fork_held) {
        PyOS_AfterFork_Parent();
        PyGILState_Release(rt__fork_gil);
    }
}

static void rt__after_fork_child(void) {
    if (rt__fork_held) {
        PyOS_AfterFork_Child();
        PyGILState_Release(rt__fork_gil);
    }
}

/* Exit: once exit() has begun, C++ destructors of the backend may run at any moment, so the exit hook
 * makes every later call fail cleanly and waits (up to 2 s) for the calls already inside. exit() runs
 * its handlers in reverse order of registration, and the backend registers destructors lazily (C++
 * statics made on first use), so the hook is registered again after each of the first 65,536 calls, to
 * stay ahead of those made during the call; by then the backend's code paths have all been run. */
/* Calls inside the runtime now, counted per thread stripe: one shared counter would be written by every call of
 * every thread, and threads of the fast path would then wait on its cache line. */
#define RT__STRIPES 64
static struct {
    long calls;
    char pad[64 - sizeof(long)];
} __attribute__((aligned(64))) rt__inflight[RT__STRIPES];
static unsigned rt__stripes_given;
static __thread int rt__stripe = -1;

static long *rt__my_inflight(void) {
    if (rt__stripe < 0)
        rt__stripe = (int)(__atomic_fetch_add(&rt__stripes_given, 1, __ATOMIC_RELAXED) % RT__STRIPES);
    return &rt__inflight[rt__stripe].calls;
}

static long rt__inflight_total(void) {
    long total = 0;
    for (int i = 0; i < RT__STRIPES; i++)
        total += __atomic_load_n(&rt__inflight[i].calls, __ATOMIC_SEQ_CST);
    return total;
}
static long rt__exit_hooks;               /* times rt__on_exit has been registered */
static pthread_mutex_t rt__atexit_lock = PTHREAD_MUTEX_INITIALIZER;   /* no fork in the middle of atexit() */

static void rt__on_exit(void) {
    int waited;
    __atomic_store_n(&rt__exiting, 1, __ATOMIC_SEQ_CST);
    for (waited = 0; waited < 2000 && rt__inflight_total() > 0; waited++) {
        struct timespec ms = {0, 1000000L};
        nanosleep(&ms, NULL);
    }
}

static void rt__register_exit_hook(void) {
    pthread_mutex_lock(&rt__atexit_lock);
    atexit(rt__on_exit);
    pthread_mutex_unlock(&rt__atexit_lock);
}

static void rt__lock_atexit(void) { pthread_mutex_lock(&rt__atexit_lock); }
static void rt__unlock_atexit(void) { pthread_mutex_unlock(&rt__atexit_lock); }
static void rt__unlock_atexit_child(void) {
    for (int i = 0; i < RT__STRIPES; i++)   /* the calls in flight were other threads' */
        __atomic_store_n(&rt__inflight[i].calls, 0, __ATOMIC_SEQ_CST);
    pthread_mutex_unlock(&rt__atexit_lock);
}

/* 0 when the call may go in; -1 once exit has begun. */
int rt__enter(void) {
    long *inflight = rt__my_inflight();
    __atomic_fetch_add(inflight, 1, __ATOMIC_SEQ_CST);
    if (__atomic_load_n(&rt__exiting, __ATOMIC_SEQ_CST)) {
        __atomic_fetch_sub(inflight, 1, __ATOMIC_SEQ_CST);
        return -1;
    }
    return 0;
}

void rt__leave(void) {
    __atomic_fetch_sub(rt__my_inflight(), 1, __ATOMIC_SEQ_CST);
    if (__atomic_load_n(&rt__exit_hooks, __ATOMIC_RELAXED) < 65536
        && __atomic_fetch_add(&rt__exit_hooks, 1, __ATOMIC_RELAXED) < 65536)
        rt__register_exit_hook();
}

/* A host that loaded us with RTLD_LOCAL (most FFIs: koffi, libloading, LuaJIT, Julia, ctypes) also
 * loaded libpython, our dependency, into that local scope. The interpreter's extension modules
 * (_cffi_backend, numpy, torch) are not linked to libpython and expect its symbols in the global scope,
 * so the library that defines the interpreter we call is promoted to RTLD_GLOBAL before anything is
 * imported. RTLD_NOLOAD: only a library already in the process, never a second copy. */
static void rt__share_python_symbols(void) {
    Dl_info info;
    void *self;
    if (dladdr((void *)&Py_IsInitialized, &info) == 0 || info.dli_fname == NULL)
        return;
    self = dlopen(info.dli_fname, RTLD_NOW | RTLD_GLOBAL | RTLD_NOLOAD);
    if (self != NULL)
        dlclose(self);   /* the promotion stays; only the extra reference goes */
}

/* 1 when the library was loaded with dlmopen into a namespace of its own. There glibc does not support
 * an RTLD_GLOBAL dlopen (it crashes in add_to_global_resize): no promotion, and no PyTorch (whose import
 * makes one); entry.py tells the backends. */
int32_t rt__in_new_namespace(void) {
    Dl_info info;
    struct link_map *map = NULL;
    Lmid_t namespace = LM_ID_BASE;
    if (dladdr1((void *)&rt__in_new_namespace, &info, (void **)&map, RTLD_DL_LINKMAP) == 0 || map == NULL)
        return 0;
    if (dlinfo(map, RTLD_DI_LMID, &namespace) != 0)
        return 0;
    return namespace != LM_ID_BASE;
}

/* The Py_* calls reach whichever interpreter the process resolves them to: in a Python host, the host's.
 * cffi's start-up and the runtime's compiled modules are built for one minor version; another one aborts
 * inside cffi, so it is refused here with a reason instead. */
static int rt__same_python_version(void) {
    char built[16];
    const char *running = Py_GetVersion();
    snprintf(built, sizeof built, "%d.%d.", PY_MAJOR_VERSION, PY_MINOR_VERSION);
    if (strncmp(running, built, strlen(built)) == 0)
        return 1;
    snprintf(rt__start_error, sizeof rt__start_error,
             "simple_torch: this process runs Python %.*s, but the library was built for Python %d.%d; "
             "build it with that Python (make lib PYTHON=...), or call it from a process without Python",
             (int)strcspn(running, " "), running, PY_MAJOR_VERSION, PY_MINOR_VERSION);
    return 0;
}

/* The folder of this library's file, symbolic links resolved: installs and wheels find their Python package and
 * interpreter relative to it, wherever they were copied. */
static char rt__lib_dir[PATH_MAX];

const char *rt__library_dir(void) {
    Dl_info info;
    char *slash;
    if (rt__lib_dir[0] != '\0')
        return rt__lib_dir;
    if (dladdr((void *)&rt__library_dir, &info) == 0 || info.dli_fname == NULL
        || realpath(info.dli_fname, rt__lib_dir) == NULL) {
        rt__lib_dir[0] = '\0';
        return "";
    }
    slash = strrchr(rt__lib_dir, '/');
    if (slash != NULL)
        *(slash == rt__lib_dir ? slash + 1 : slash) = '\0';
    return rt__lib_dir;
}

/* RT_RELATIVE_PYTHON resolved against the library's folder, when that file is an executable; else NULL. Its folder
 * is made canonical but the file's own symbolic link is kept: a venv's bin/python is a link to the base
 * interpreter, and Python finds the venv (its pyvenv.cfg) from the path of the link. */
static const char *rt__python_beside_library(char *out, size_t size) {
    char joined[PATH_MAX], folder[PATH_MAX];
    const char *dir = rt__library_dir(), *name;
    char *slash;
    if (rt__relative_python[0] == '\0' || dir[0] == '\0')
        return NULL;
    if ((size_t)snprintf(joined, sizeof joined, "%s/%s", dir, rt__relative_python) >= sizeof joined)
        return NULL;
    slash = strrchr(joined, '/');
    *slash = '\0';
    name = slash + 1;
    if (realpath(joined, folder) == NULL || (size_t)snprintf(out, size, "%s/%s", folder, name) >= size)
        return NULL;
    return access(out, X_OK) == 0 ? out : NULL;
}

/* In a Python host before 3.12, cffi's start-up (which the first call into the Python side runs) uses
 * PyCapsule_Type.tp_version_tag as a spin lock it expects to find at 0, and asserts (or, built without asserts,
 * spins for ever) when it is not. The host's interpreter gives the type a version tag as soon as it caches an
 * attribute lookup on a capsule, which importing torch does. PyType_Modified invalidates the type's lookup cache,
 * which sets the tag back to 0; the next lookup gives it a new one. */
static void rt__free_cffi_start_lock(void) {
#if PY_VERSION_HEX < 0x030C0000
    PyGILState_STATE gil = PyGILState_Ensure();
    PyType_Modified(&PyCapsule_Type);
    PyGILState_Release(gil);
#endif
}

/* 1 when path is an executable regular file; else 0, with the reason in rt__start_error. Python starts even from
 * an executable path that does not exist (it falls back to its compiled-in prefix), so a mistyped
 * SIMPLE_TORCH_PYTHON would otherwise go unnoticed. */
static int rt__chosen_python_exists(const char *path) {
    struct stat st;
    const char *why = NULL;
    if (stat(path, &st) != 0)
        why = strerror(errno);
    else if (!S_ISREG(st.st_mode))
        why = "not a regular file";
    else if (access(path, X_OK) != 0)
        why = "not executable";
    if (why == NULL)
        return 1;
    snprintf(rt__start_error, sizeof rt__start_error,
             "simple_torch: cannot start Python %.1024s, which SIMPLE_TORCH_PYTHON names: %s (name a python "
             "executable that has simple_torch installed, or unset it to use the one the library was built with)",
             path, why);
    return 0;
}

static void rt__start_python(void) {
    int started_here = 0;
    if (!rt__same_python_version())
        return;
    if (!rt__in_new_namespace())
        rt__share_python_symbols();
    if (!Py_IsInitialized()) {
        const char *python = getenv("SIMPLE_TORCH_PYTHON");
        char beside[PATH_MAX];
        PyConfig config;
        PyStatus status;
        if (python != NULL && python[0] != '\0' && !rt__chosen_python_exists(python))
            return;
        if (python == NULL || python[0] == '\0')
            python = rt__python_beside_library(beside, sizeof beside);
        if (python == NULL)
            python = rt__baked_python;
        PyConfig_InitPythonConfig(&config);
        config.install_signal_handlers = 0;   /* the host owns its signals */
        config.parse_argv = 0;
        /* Python finds its home, and a venv its site-packages, from the executable's path. */
        status = PyConfig_SetBytesString(&config, &config.program_name, python);
        if (!PyStatus_Exception(status))
            status = PyConfig_SetBytesString(&config, &config.executable, python);
        if (!PyStatus_Exception(status))
            status = Py_InitializeFromConfig(&config);
        PyConfig_Clear(&config);
        if (PyStatus_Exception(status)) {
            snprintf(rt__start_error, sizeof rt__start_error,
                     "simple_torch: cannot start Python %.1024s: %.512s (set SIMPLE_TORCH_PYTHON to a python "
                     "executable that has simple_torch installed)",
                     python, status.err_msg ? status.err_msg : "unknown error");
            return;
        }
        PyEval_SaveThread();   /* release the GIL: every call takes it when needed */
        started_here = 1;
    } else {
        rt__free_cffi_start_lock();
    }
    if (rt__py_ready() != 1) {
        if (rt__start_error[0] == '\0')
            rt__set_start_error("simple_torch: the embedded Python could not load the runtime (details on stderr)");
        return;
    }
    pthread_atfork(rt__lock_atexit, rt__unlock_atexit, rt__unlock_atexit_child);
    if (started_here)
        pthread_atfork(rt__before_fork, rt__after_fork_parent, rt__after_fork_child);
    rt__register_exit_hook();
    __atomic_store_n(&rt__started, 1, __ATOMIC_RELEASE);
}

/* 0 when calls may enter Python; else -1, with the reason in rt__down_reason(). */
int rt__start(void) {
    if (__atomic_load_n(&rt__exiting, __ATOMIC_RELAXED))
        return -1;
    if (!__atomic_load_n(&rt__started, __ATOMIC_ACQUIRE))
        pthread_once(&rt__once, rt__start_python);
    if (rt__started && _Py_IsFinalizing())   /* a Python host is shutting down */
        return -1;
    return rt__started ? 0 : -1;
}

const char *rt__down_reason(void) {
    if (rt__exiting)
        return "simple_torch: the process is exiting; calls after exit() began are refused";
    if (rt__started)
        return "simple_torch: the Python interpreter is shutting down";
    return rt__start_error;
}
