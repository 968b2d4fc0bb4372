/* simple_torch._tensor_core: the bottom of Tier 3's Tensor, in C.
 *
 * A Python Tensor is an owner of one runtime tensor handle. What every call pays for, the object's making, its
 * freeing and the direct call of a spec's Op row (runtime/direct.py), is done here without Python frames:
 *
 *   TensorCore        the base class of simple_torch.Tensor: the handle, its owner flag and the cached shape,
 *                     dtype and device; freeing the object frees the handle, as errors.release_tensor does
 *   TensorCore._wrap  a new Tensor owning a new handle (calls.py's results)
 *   direct(target, tensors, name, *operands)
 *                     the call of an Op row made here: the backend objects of the operands that are tensors (bit i
 *                     of the mask `tensors` set for operand i), found by their handles in the runtime's table, are
 *                     given in their places, with the other operands as they are, to target (the backend's method
 *                     of that name when target is a str, else target(backend, ...)); the result is listed under a
 *                     new id and returned as a new Tensor. None when the call must go through the runtime function
 *                     `name` (a scope is open or the C table is on, an operand is no listed Tensor); a failure of
 *                     the call is raised as that function's error (its code and message: calls.py's _failure).
 *
 *   a + b, a - b, a * b, a / b
 *                     TensorCore's number slots: for two Tensors, the binding's def of the Op row (calls.tensor_add,
 *                     ...), with no Python frame between the operator and it; with any other operand, the Tensor's
 *                     Python method for it (the Tensor left of the operator: forward, right of it: reflected).
 *
 * bind() gives it the runtime's objects, bind_operators() the operators' functions, when simple_torch.tensor is
 * imported. */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stddef.h>
#include <structmember.h>

/* The most operands a direct call passes (the Op rows take at most a few); more go through the runtime. */
#define MAX_OPERANDS 15

typedef struct {
    PyObject_HEAD
    PyObject *handle;   /* the runtime's id of the tensor, an int; NULL (None) before one is adopted */
    PyObject *shape;    /* caches, NULL (None) until read: a handle never changes shape, dtype or device */
    PyObject *dtype;
    PyObject *device;
    PyObject *weakrefs;
    char owned;         /* 1: freeing the object frees the handle */
} TensorCore;

/* What bind() gives (runtime/direct.py and errors.py), each held for the life of the process. */
static struct {
    PyObject *listed;            /* dict: handle -> backend object of every live tensor (the Python table) */
    PyObject *listing_required;  /* set, not empty while a scope is open or the C table is on */
    PyObject *failing;           /* set of the threads whose last error waits to be read */
    PyObject *waiting;           /* list of the frees that waited for an error to be read */
    PyObject *release_tensor;    /* errors.release_tensor(handle): the free where an error waits or a scope is open */
    PyObject *free_waiting;      /* errors.free_waiting() */
    PyObject *set_ok;            /* last_error.set_ok(): a success clears the thread's last error */
    PyObject *ids;               /* the table's id counter, an iterator: its next is a new id */
    PyObject *start;             /* runtime/direct.py's backend(): the active backend, started if need be */
    PyObject *failure;           /* calls.py's _failure(name, exc): the error the runtime function name raises */
    PyObject *backend;           /* start()'s result, once a direct call has asked for it */
    PyTypeObject *result_type;   /* the class of the Tensors direct() makes (simple_torch.Tensor) */
} bound;

static PyTypeObject TensorCoreType;

/* The binary operators of the number slots, and the functions bind_operators() gives each. */
enum { ADD, SUBTRACT, MULTIPLY, DIVIDE, OPERATORS };
static const char *const operator_names[OPERATORS] = {"add", "sub", "mul", "truediv"};
static struct {
    PyObject *tensors;     /* (a, b), both Tensors: the binding's def (calls.tensor_add, ...) */
    PyObject *forward;     /* (tensor, other): the Tensor's method for an operand that is no Tensor */
    PyObject *reflected;   /* (tensor, other) for `other <op> tensor` */
} operators[OPERATORS];

/* Remove key from dict if it is there, in one lookup: 0, or -1 with an error. */
static int pop(PyObject *dict, PyObject *key) {
#if PY_VERSION_HEX >= 0x030D0000
    return PyDict_Pop(dict, key, NULL) < 0 ? -1 : 0;
#else
    PyObject *gone = _PyDict_Pop(dict, key, Py_None);
    Py_XDECREF(gone);
    return gone == NULL ? -1 : 0;
#endif
}

/* Free handle as a Tensor goes: at once where no error waits and no scope is open, else through
 * errors.release_tensor. The exception being raised, if any, is kept. */
static void release(PyObject *handle) {
    PyObject *type, *value, *traceback;
    PyErr_Fetch(&type, &value, &traceback);
    if (bound.listed == NULL) {
        /* nothing bound: no handle was ever issued to a Tensor */
    } else if (PySet_GET_SIZE(bound.failing) || PySet_GET_SIZE(bound.listing_required)) {
        PyObject *done = PyObject_CallOneArg(bound.release_tensor, handle);
        if (done == NULL)
            PyErr_WriteUnraisable(handle);
        Py_XDECREF(done);
    } else {
        if (pop(bound.listed, handle) < 0)   /* a handle that is not listed (freed by a scope) is no error */
            PyErr_WriteUnraisable(handle);
        if (PyList_GET_SIZE(bound.waiting)) {
            PyObject *done = PyObject_CallNoArgs(bound.free_waiting);
            if (done == NULL)
                PyErr_WriteUnraisable(handle);
            Py_XDECREF(done);
        }
    }
    PyErr_Restore(type, value, traceback);
}

static void tensor_dealloc(TensorCore *self) {
    if (self->owned && self->handle != NULL) {
        self->owned = 0;
        release(self->handle);
    }
    if (self->weakrefs != NULL)
        PyObject_ClearWeakRefs((PyObject *)self);
    Py_CLEAR(self->handle);
    Py_CLEAR(self->shape);
    Py_CLEAR(self->dtype);
    Py_CLEAR(self->device);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

/* A new object of type owning handle (a new reference). */
static PyObject *owner(PyTypeObject *type, PyObject *handle) {
    TensorCore *made = (TensorCore *)type->tp_alloc(type, 0);
    if (made == NULL)
        return NULL;
    Py_INCREF(handle);
    made->handle = handle;
    made->owned = 1;
    return (PyObject *)made;
}

/* (a class method: Python's descriptor refuses a class that is no TensorCore) */
static PyObject *tensor_wrap(PyObject *cls, PyObject *handle) { return owner((PyTypeObject *)cls, handle); }

static PyObject *binary(int op, PyObject *a, PyObject *b) {
    int left = PyObject_TypeCheck(a, &TensorCoreType), right = PyObject_TypeCheck(b, &TensorCoreType);
    PyObject *function = left && right ? operators[op].tensors : left ? operators[op].forward : operators[op].reflected;
    if (function == NULL)   /* nothing bound yet */
        Py_RETURN_NOTIMPLEMENTED;
    PyObject *args[2] = {left ? a : b, left ? b : a};
    return PyObject_Vectorcall(function, args, 2, NULL);
}

static PyObject *number_add(PyObject *a, PyObject *b) { return binary(ADD, a, b); }
static PyObject *number_subtract(PyObject *a, PyObject *b) { return binary(SUBTRACT, a, b); }
static PyObject *number_multiply(PyObject *a, PyObject *b) { return binary(MULTIPLY, a, b); }
static PyObject *number_divide(PyObject *a, PyObject *b) { return binary(DIVIDE, a, b); }

static PyNumberMethods tensor_numbers = {
    .nb_add = number_add,
    .nb_subtract = number_subtract,
    .nb_multiply = number_multiply,
    .nb_true_divide = number_divide,
};

static PyMethodDef tensor_methods[] = {
    {"_wrap", tensor_wrap, METH_O | METH_CLASS, "A new tensor owning a new runtime tensor handle (freed with it)."},
    {NULL, NULL, 0, NULL},
};

static PyMemberDef tensor_members[] = {
    {"_handle", T_OBJECT, offsetof(TensorCore, handle), 0, "the runtime tensor handle"},
    {"_owned", T_BOOL, offsetof(TensorCore, owned), 0, "whether freeing this object frees the handle"},
    {"_shape", T_OBJECT, offsetof(TensorCore, shape), 0, "the shape, once read"},
    {"_dtype", T_OBJECT, offsetof(TensorCore, dtype), 0, "the dtype, once read"},
    {"_device", T_OBJECT, offsetof(TensorCore, device), 0, "the device, once read"},
    {NULL, 0, 0, 0, NULL},
};

static PyTypeObject TensorCoreType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "simple_torch._tensor_core.TensorCore",
    .tp_doc = "An owner of one runtime tensor handle: the base of simple_torch.Tensor.",
    .tp_basicsize = sizeof(TensorCore),
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE,
    .tp_new = PyType_GenericNew,
    .tp_dealloc = (destructor)tensor_dealloc,
    .tp_as_number = &tensor_numbers,
    .tp_weaklistoffset = offsetof(TensorCore, weakrefs),
    .tp_methods = tensor_methods,
    .tp_members = tensor_members,
};

/* The backend object of x's tensor (borrowed), or NULL without an error when x is no Tensor or its handle is not
 * listed (freed, or the C table's). */
static PyObject *listed_object(PyObject *x) {
    if (!PyObject_TypeCheck(x, &TensorCoreType) || ((TensorCore *)x)->handle == NULL)
        return NULL;
    return PyDict_GetItemWithError(bound.listed, ((TensorCore *)x)->handle);
}

/* Raise, in place of the exception being raised, the error the runtime function name reports for it (NULL). */
static PyObject *reported(PyObject *name) {
    PyObject *type, *value, *traceback;
    PyErr_Fetch(&type, &value, &traceback);
    PyErr_NormalizeException(&type, &value, &traceback);
    if (traceback != NULL)
        PyException_SetTraceback(value, traceback);
    PyObject *error = PyObject_CallFunctionObjArgs(bound.failure, name, value, NULL);
    Py_XDECREF(type);   /* the exception goes now, with the frames (and operands) its traceback holds */
    Py_XDECREF(value);
    Py_XDECREF(traceback);
    if (error != NULL) {   /* else what failed in the mapping is raised */
        PyErr_SetObject((PyObject *)Py_TYPE(error), error);
        Py_DECREF(error);
    }
    return NULL;
}

/* direct(target, tensors, name, *operands): see the top of this file. */
static PyObject *direct(PyObject *module, PyObject *const *args, Py_ssize_t nargs) {
    (void)module;
    if (nargs < 3 || !PyUnicode_Check(args[2])) {
        PyErr_SetString(PyExc_TypeError, "direct(target, tensors, name, *operands): name is a str");
        return NULL;
    }
    Py_ssize_t operands = nargs - 3;
    unsigned long tensors = PyLong_AsUnsignedLong(args[1]);
    if (tensors == (unsigned long)-1 && PyErr_Occurred())
        return NULL;
    if (operands > MAX_OPERANDS || (tensors >> operands) != 0) {
        if (operands > MAX_OPERANDS)   /* the calls.py generator refuses such a row: the runtime makes the call */
            Py_RETURN_NONE;
        PyErr_SetString(PyExc_ValueError, "direct(): the mask names an operand that is not there");
        return NULL;
    }
    if (bound.listed == NULL || PySet_GET_SIZE(bound.listing_required))
        Py_RETURN_NONE;
    /* stack[0] is the backend; one slot before it lets a vectorcall use it (PY_VECTORCALL_ARGUMENTS_OFFSET) */
    PyObject *slots[MAX_OPERANDS + 2], **stack = slots + 1;
    for (Py_ssize_t i = 0; i < operands; i++) {
        if (!(tensors >> i & 1)) {
            stack[1 + i] = args[3 + i];
            continue;
        }
        PyObject *object = listed_object(args[3 + i]);
        if (object == NULL) {
            if (PyErr_Occurred())
                return reported(args[2]);
            Py_RETURN_NONE;
        }
        stack[1 + i] = object;
    }
    if (bound.backend == NULL && (bound.backend = PyObject_CallNoArgs(bound.start)) == NULL)
        return reported(args[2]);
    stack[0] = bound.backend;
    /* every operand stays alive for the call, whatever it frees (the tensors' objects are the table's) */
    for (Py_ssize_t i = 0; i < operands; i++)
        Py_INCREF(stack[1 + i]);
    size_t count = (size_t)(operands + 1) | PY_VECTORCALL_ARGUMENTS_OFFSET;
    PyObject *result = PyUnicode_Check(args[0]) ? PyObject_VectorcallMethod(args[0], stack, count, NULL)
                                                : PyObject_Vectorcall(args[0], stack, count, NULL);
    for (Py_ssize_t i = 0; i < operands; i++)
        Py_DECREF(stack[1 + i]);
    if (result == NULL)
        return reported(args[2]);
    if (PySet_GET_SIZE(bound.failing)) {   /* a success clears the thread's last error, as the runtime's entry */
        PyObject *done = PyObject_CallNoArgs(bound.set_ok);
        if (done == NULL) {
            Py_DECREF(result);
            return reported(args[2]);
        }
        Py_DECREF(done);
    }
    PyObject *id = PyIter_Next(bound.ids), *made = NULL;
    if (id == NULL && !PyErr_Occurred())
        PyErr_SetString(PyExc_RuntimeError, "direct(): the table's id counter ran out");
    if (id != NULL && PyDict_SetItem(bound.listed, id, result) == 0) {
        made = owner(bound.result_type, id);
        if (made == NULL) {   /* no owner (no memory): the new tensor is freed again, the MemoryError kept */
            PyObject *type, *value, *traceback;
            PyErr_Fetch(&type, &value, &traceback);
            if (PyDict_DelItem(bound.listed, id) < 0)
                PyErr_WriteUnraisable(id);
            PyErr_Restore(type, value, traceback);
        }
    }
    Py_XDECREF(id);
    Py_DECREF(result);
    return made != NULL ? made : reported(args[2]);
}

/* bind()'s keywords: each one's slot and the type its value must have (NULL: a callable) */
static const struct {
    const char *name;
    PyObject **slot;
    PyTypeObject *type;
} bindings[] = {
    {"result_type", (PyObject **)&bound.result_type, &PyType_Type},
    {"listed", &bound.listed, &PyDict_Type},
    {"listing_required", &bound.listing_required, &PySet_Type},
    {"failing", &bound.failing, &PySet_Type},
    {"waiting", &bound.waiting, &PyList_Type},
    {"release_tensor", &bound.release_tensor, NULL},
    {"free_waiting", &bound.free_waiting, NULL},
    {"set_ok", &bound.set_ok, NULL},
    {"ids", &bound.ids, &PyBaseObject_Type},   /* an iterator: checked below */
    {"start", &bound.start, NULL},
    {"failure", &bound.failure, NULL},
};
#define BINDINGS ((Py_ssize_t)(sizeof bindings / sizeof bindings[0]))

/* bind(result_type=..., listed=..., ...): every keyword of bindings, checked before any is bound. */
static PyObject *bind(PyObject *module, PyObject *args, PyObject *kwargs) {
    (void)module;
    if (PyTuple_GET_SIZE(args) != 0 || kwargs == NULL || PyDict_GET_SIZE(kwargs) != BINDINGS) {
        PyErr_SetString(PyExc_TypeError, "bind() takes the keywords result_type, listed, listing_required, failing, "
                                         "waiting, release_tensor, free_waiting, set_ok, ids, start and failure");
        return NULL;
    }
    for (Py_ssize_t i = 0; i < BINDINGS; i++) {
        PyObject *value = PyDict_GetItemString(kwargs, bindings[i].name);
        if (value == NULL) {
            PyErr_Format(PyExc_TypeError, "bind(): %s is missing", bindings[i].name);
            return NULL;
        }
        if (bindings[i].type != NULL ? !PyObject_TypeCheck(value, bindings[i].type) : !PyCallable_Check(value)) {
            PyErr_Format(PyExc_TypeError, "bind(): %s must be %s", bindings[i].name,
                         bindings[i].type != NULL ? bindings[i].type->tp_name : "callable");
            return NULL;
        }
    }
    PyObject *result_type = PyDict_GetItemString(kwargs, "result_type"), *ids = PyDict_GetItemString(kwargs, "ids");
    if (!PyType_IsSubtype((PyTypeObject *)result_type, &TensorCoreType) || !PyIter_Check(ids)) {
        PyErr_SetString(PyExc_TypeError, "bind(): result_type must subclass TensorCore, ids must be an iterator");
        return NULL;
    }
    for (Py_ssize_t i = 0; i < BINDINGS; i++) {
        PyObject *value = PyDict_GetItemString(kwargs, bindings[i].name);
        Py_INCREF(value);
        Py_XSETREF(*bindings[i].slot, value);
    }
    Py_RETURN_NONE;
}

/* bind_operators(add=(tensors, forward, reflected), sub=..., mul=..., truediv=...): see operators above. */
static PyObject *bind_operators(PyObject *module, PyObject *args, PyObject *kwargs) {
    (void)module;
    if (PyTuple_GET_SIZE(args) != 0 || kwargs == NULL || PyDict_GET_SIZE(kwargs) != OPERATORS) {
        PyErr_SetString(PyExc_TypeError, "bind_operators() takes the keywords add, sub, mul and truediv");
        return NULL;
    }
    for (int op = 0; op < OPERATORS; op++) {
        PyObject *functions = PyDict_GetItemString(kwargs, operator_names[op]);
        if (functions == NULL || !PyTuple_Check(functions) || PyTuple_GET_SIZE(functions) != 3) {
            PyErr_Format(PyExc_TypeError, "bind_operators(): %s must be a tuple (tensors, forward, reflected)",
                         operator_names[op]);
            return NULL;
        }
        for (int i = 0; i < 3; i++)
            if (!PyCallable_Check(PyTuple_GET_ITEM(functions, i))) {
                PyErr_Format(PyExc_TypeError, "bind_operators(): %s[%d] is not callable", operator_names[op], i);
                return NULL;
            }
    }
    for (int op = 0; op < OPERATORS; op++) {
        PyObject *functions = PyDict_GetItemString(kwargs, operator_names[op]);
        PyObject **slots[3] = {&operators[op].tensors, &operators[op].forward, &operators[op].reflected};
        for (int i = 0; i < 3; i++) {
            Py_INCREF(PyTuple_GET_ITEM(functions, i));
            Py_XSETREF(*slots[i], PyTuple_GET_ITEM(functions, i));
        }
    }
    Py_RETURN_NONE;
}

static PyMethodDef module_methods[] = {
    {"direct", (PyCFunction)(void (*)(void))direct, METH_FASTCALL,
     "direct(target, tensors, name, *operands): an Op row's call made here, or None (see simple_torch/tensor_core.c)."},
    {"bind", (PyCFunction)(void (*)(void))bind, METH_VARARGS | METH_KEYWORDS,
     "bind(**objects): the runtime's table, flags and functions that freeing and direct() use."},
    {"bind_operators", (PyCFunction)(void (*)(void))bind_operators, METH_VARARGS | METH_KEYWORDS,
     "bind_operators(add=(tensors, forward, reflected), sub=..., mul=..., truediv=...): the operators' functions."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "simple_torch._tensor_core",
    "The bottom of Tier 3's Tensor in C (simple_torch/tensor_core.c).", -1, module_methods, NULL, NULL, NULL, NULL,
};

PyMODINIT_FUNC PyInit__tensor_core(void) {
    if (PyType_Ready(&TensorCoreType) < 0)
        return NULL;
    PyObject *m = PyModule_Create(&module);
    if (m == NULL)
        return NULL;
    Py_INCREF(&TensorCoreType);
    if (PyModule_AddObject(m, "TensorCore", (PyObject *)&TensorCoreType) < 0) {
        Py_DECREF(&TensorCoreType);
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
