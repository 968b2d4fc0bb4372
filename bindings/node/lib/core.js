// core.js - loads libsimple_torch_ffi.so, declares every function of lib/ffi.js, checks the ABI version, and holds
// what the generated lib/api.js builds on: the error check, the argument conversions and Owned, the base of every
// object that owns a handle (Tensor, and the owners of the rt_handle kinds).
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { execFileSync } = require('node:child_process');
const koffi = require('koffi');
const ffi = require('./ffi');

const { CONSTANTS, ERROR_CLASSES, SimpleTorchError, InvalidArgumentError } = ffi;
const LIBRARY_FILE = 'libsimple_torch_ffi.so';
const LIBRARY_ENV = 'SIMPLE_TORCH_LIB';
const PKG_CONFIG_NAME = 'simple-torch';
const BUILD_TREE = path.join(__dirname, '..', '..', '..', 'build', 'lib', LIBRARY_FILE);
// rt_torch_abi_version() is MAJOR * ABI_MAJOR_SCALE + MINOR * ABI_MINOR_SCALE + PATCH
const ABI_MAJOR_SCALE = 10000;
const ABI_MINOR_SCALE = 100;

/** The libdir that `pkg-config simple-torch` names, or null where pkg-config or the package is missing. */
function pkgConfigLibdir(env) {
  try {
    return execFileSync('pkg-config', ['--variable=libdir', PKG_CONFIG_NAME],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], env }).trim() || null;
  } catch {
    return null;
  }
}

/**
 * The library's path, first found of: $SIMPLE_TORCH_LIB (the file itself; it must exist), the libdir of
 * `pkg-config simple-torch`, then this repository's build tree (build/lib after `make lib`).
 */
function findLibrary(env = process.env) {   // env: the environment read, pkg-config's too
  const named = env[LIBRARY_ENV];
  if (named) {
    if (!fs.existsSync(named)) throw new Error(`simple-torch: ${LIBRARY_ENV}=${named}: no such file`);
    return named;
  }
  const libdir = pkgConfigLibdir(env);
  const tried = [];
  for (const candidate of [libdir && path.join(libdir, LIBRARY_FILE), BUILD_TREE]) {
    if (!candidate) continue;
    if (fs.existsSync(candidate)) return candidate;
    tried.push(candidate);
  }
  throw new Error(`simple-torch: ${LIBRARY_FILE} not found: set ${LIBRARY_ENV}, install it where ` +
                  `\`pkg-config ${PKG_CONFIG_NAME}\` finds it, or run \`make lib\` (tried ${tried.join(', ')})`);
}

/**
 * Throws unless a library of ABI version `found` (rt_torch_abi_version()'s number) serves this package: the same
 * major, and a minor at least this package's (an older library lacks functions the package declares).
 */
function checkAbi(found, wanted = ffi.ABI_VERSION) {
  const major = Math.floor(found / ABI_MAJOR_SCALE);
  const minor = Math.floor((found % ABI_MAJOR_SCALE) / ABI_MINOR_SCALE);
  const want = `${wanted.major}.${wanted.minor}.${wanted.patch}`;
  if (major !== wanted.major) {
    throw new Error(`simple-torch: the library's ABI is ${major}.${minor}, this package's ${want}: ` +
                    'the major versions must match');
  }
  if (minor < wanted.minor) {
    throw new Error(`simple-torch: the library's ABI is ${major}.${minor}, older than this package's ${want}: ` +
                    'update the library');
  }
}

koffi.alias('rt_tensor', 'int64_t');
koffi.alias('rt_handle', 'int64_t');
koffi.proto('int32_t rt_closure(void *user_data, double *loss)');

const libraryPath = findLibrary();
const library = koffi.load(libraryPath);
// the version first, by itself: an older library lacks symbols that declaring everything would stop at
checkAbi(library.func('int32_t rt_torch_abi_version(void)')());

/** Every function of the header, unchecked, by its C name (the koffi functions). */
const raw = Object.freeze(Object.fromEntries(ffi.FUNCTIONS.map(([name, , prototype]) => [name,
  library.func(prototype)])));

/** The Error subclass instance for a code (an unknown code, which the ABI never returns, is internal). */
function errorFor(code, message) {
  const ErrorClass = ERROR_CLASSES.get(code) ?? ffi.InternalError;
  return new ErrorClass(message);
}

// The failure values of the result kinds (0 handles, -1 counts and booleans, -2 devices, status codes) lie in
// [FAILURE_LOW, the highest code], as "" does for text: inside it the thread's last error decides, since every call
// sets it. A FinalizationRegistry callback runs as a task of its own, never between a call and this check.
const FAILURE_LOW = -2;
const FAILURE_HIGH = Math.max(...ERROR_CLASSES.keys());

let closureError;   // what the last closure threw, the cause of the error of the call that ran it

/** result, unless the call that returned it failed: then its error (read, and cleared) is thrown. */
function check(result) {
  if (result === '' || (typeof result === 'number' && result >= FAILURE_LOW && result <= FAILURE_HIGH)) {
    const code = raw.rt_torch_last_error_code();
    if (code !== CONSTANTS.RT_OK) {
      const message = raw.rt_torch_last_error();
      raw.rt_torch_clear_error();
      const error = errorFor(code, message);
      if (closureError !== undefined) error.cause = closureError;
      closureError = undefined;
      throw error;
    }
  }
  closureError = undefined;
  return result;
}

// ---- Owners of handles ----------------------------------------------------------------------------------------

// What the garbage collector left unfreed: freed here, after the object is gone. A handle freed already (by a
// closed C scope) is refused: that error is nobody's, so it is cleared.
let backstopFrees = 0;
const registry = new FinalizationRegistry(({ free, handle }) => {
  backstopFrees++;
  if (free(handle) !== CONSTANTS.RT_OK) raw.rt_torch_clear_error();
});

/** How many handles the garbage collector's backstop has freed in this process. */
function collectedHandles() {
  return backstopFrees;
}
const scopes = [];   // the Sets of owners made inside each open scope(fn), innermost last
let forget;          // marks an owner freed by someone else (a closed scope), set below

/**
 * The base of every object owning a handle: free() frees it once (again, nothing happens), `using` frees it at the
 * block's end ([Symbol.dispose]), and an owner the garbage collector takes unfreed is freed then. A subclass names
 * its free function (static freeFunction). A freed owner keeps its handle, which the library refuses with
 * InvalidHandleError (handles are never reused): using it throws, it does not crash.
 */
class Owned {
  #handle;
  #freed = false;

  constructor(handle) {
    const free = raw[new.target.freeFunction];
    this.#handle = handle;
    registry.register(this, { free, handle }, this);
    if (scopes.length) scopes[scopes.length - 1].add(this);
  }

  /** The C handle (a positive number). */
  get handle() { return this.#handle; }

  /** Whether free() (or the scope it was made in) freed it. */
  get freed() { return this.#freed; }

  /** Free the handle now; a second free() does nothing. */
  free() {
    if (this.#freed) return;
    this.#freed = true;
    registry.unregister(this);
    check(raw[this.constructor.freeFunction](this.#handle));
  }

  [Symbol.dispose]() { this.free(); }

  static {
    forget = (owner) => {
      if (owner.#freed) return;
      owner.#freed = true;
      registry.unregister(owner);
    };
  }
}

let TensorClass = null;   // lib/tensor.js's Tensor, which registers itself: it wraps every new tensor handle

function registerTensorClass(cls) {
  TensorClass = cls;
}

/** A new tensor handle as the Tensor owning it; the call's error for 0, or null when 0 was no failure. */
function tensor(handle) {
  if (handle) return new TensorClass(handle);
  check(handle);
  return null;
}

/** The Tensors owning an output array's handles (null for a 0: an input without a gradient). */
function tensors(handles) {
  return handles.map((h) => (h ? new TensorClass(h) : null));
}

function typeName(value) {
  return value === null ? 'null' : typeof value === 'object' ? value.constructor?.name ?? 'object' : typeof value;
}

/** x's handle: 0 for null (or undefined), "none" where the function takes none. */
function tensorHandle(x, what) {
  if (x === null || x === undefined) return 0;
  if (x instanceof TensorClass) return x.handle;
  throw new TypeError(`${what} must be a Tensor or null, not ${typeName(x)}`);
}

function tensorHandles(xs, what) {
  if (!Array.isArray(xs)) throw new TypeError(`${what} must be an array of Tensors, not ${typeName(xs)}`);
  return xs.map((x, k) => tensorHandle(x, `${what}[${k}]`));
}

/** owner's handle, owner being of the kind Kind (or null for 0). */
function handleOf(owner, Kind, what) {
  if (owner === null || owner === undefined) return 0;
  if (owner instanceof Kind) return owner.handle;
  throw new TypeError(`${what} must be a ${Kind.name} or null, not ${typeName(owner)}`);
}

/** A JS array of numbers (or BigInts), passed with its length. */
function array(values, what) {
  if (!Array.isArray(values)) throw new TypeError(`${what} must be an array, not ${typeName(values)}`);
  return values;
}

/** An array of exactly n numbers (C's `name[n]`). */
function fixed(values, n, what) {
  array(values, what);
  if (values.length !== n) {
    throw new InvalidArgumentError(`${what}: ${n} values needed, ${values.length} given`);
  }
  return values;
}

/** The memory of a Buffer, TypedArray, DataView or ArrayBuffer, passed in place. */
function bytes(data, what) {
  if (ArrayBuffer.isView(data)) return data;
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  throw new TypeError(`${what} must be a Buffer, TypedArray or ArrayBuffer, not ${typeName(data)}`);
}

function byteLength(data) {
  return data.byteLength;
}

function text(value, what) {
  if (typeof value !== 'string') throw new TypeError(`${what} must be a string, not ${typeName(value)}`);
  return value;
}

/**
 * A JS function () => number as an rt_closure: its number is written as the loss; a SimpleTorchError it throws
 * fails the call with its code, anything else with RT_ERR_INTERNAL, and the call's error has it as its cause.
 */
function closure(fn, what) {
  if (typeof fn !== 'function') throw new TypeError(`${what} must be a function, not ${typeName(fn)}`);
  closureError = undefined;
  return (userData, loss) => {
    try {
      koffi.encode(loss, 'double', Number(fn()));
      return CONSTANTS.RT_OK;
    } catch (error) {
      closureError ??= error;
      return error instanceof SimpleTorchError ? error.code : CONSTANTS.RT_ERR_INTERNAL;
    }
  };
}

/** An array of n elements for an output (the C function writes them; koffi copies them back). */
function outputs(n, fill) {
  if (!Number.isInteger(n) || n < 0) throw new InvalidArgumentError(`output capacity ${n} is not a count`);
  return new Array(n).fill(fill);
}

/** Free an owner through the checked free function of its kind: owner.free(). */
function freeOwner(owner, Kind, what) {
  if (!(owner instanceof Kind)) throw new TypeError(`${what} must be a ${Kind.name}, not ${typeName(owner)}`);
  owner.free();
}

// ---- Helpers of the API -------------------------------------------------------------------------------------

/** The Tensors a scope's function returned: itself, or the Tensors of an array. */
function tensorsIn(result) {
  if (result instanceof TensorClass) return [result];
  return Array.isArray(result) ? result.filter((x) => x instanceof TensorClass) : [];
}

/**
 * Run fn() inside an rt_torch scope: every handle made in it is freed when it returns (or throws), except the
 * Tensors it returns (a Tensor, or an array of them), which move to the outer scope. fn must be synchronous.
 */
function scope(fn) {
  check(raw.rt_torch_scope_begin());
  const made = new Set();
  scopes.push(made);
  let result;
  let kept = [];
  try {
    result = fn();
    kept = tensorsIn(result).filter((t) => made.has(t) && !t.freed);
    for (const t of kept) check(raw.rt_torch_scope_keep(t.handle));
  } catch (error) {
    scopes.pop();
    raw.rt_torch_scope_end();   // fn's error is the one to throw
    raw.rt_torch_clear_error();
    made.forEach(forget);
    throw error;
  }
  scopes.pop();
  const status = raw.rt_torch_scope_end();
  for (const owner of made) {
    if (kept.includes(owner)) scopes[scopes.length - 1]?.add(owner);
    else forget(owner);
  }
  check(status);
  return result;
}

/** Run fn() with gradient recording off on this thread (rt_torch_no_grad_begin/_end), returning its result. */
function noGrad(fn) {
  check(raw.rt_torch_no_grad_begin());
  try {
    return fn();
  } finally {
    check(raw.rt_torch_no_grad_end());
  }
}

module.exports = {
  raw, libraryPath, findLibrary, checkAbi, check, errorFor, Owned, registerTensorClass, tensor, tensors,
  tensorHandle, tensorHandles, handleOf, array, fixed, bytes, byteLength, text, closure, outputs, freeOwner, scope,
  noGrad, collectedHandles,
};
