// tensor.js - the Tensor class (its methods generated in lib/api.js) and tensor(), which makes one from JS values.
'use strict';

const core = require('./core');
const { CONSTANTS, DTYPES, InvalidArgumentError } = require('./ffi');
const { calls, TensorMethods } = require('./api');

// The TypedArray of each dtype's short name (the spec's); bool is read as bytes of 0 and 1, a complex number as
// two floats (real, imaginary). float16 and bfloat16 have none in Node: toArray() reads them as float32.
const TYPED_ARRAYS = new Map([
  ['uint8', Uint8Array], ['int8', Int8Array], ['int16', Int16Array], ['int32', Int32Array],
  ['int64', BigInt64Array], ['float32', Float32Array], ['float64', Float64Array], ['bool', Uint8Array],
  ['complex64', Float32Array], ['complex128', Float64Array],
]);
// tensor()'s dtype for a TypedArray given as values
const DTYPE_OF_ARRAY = new Map([
  [Uint8Array, CONSTANTS.RT_UINT8], [Int8Array, CONSTANTS.RT_INT8], [Int16Array, CONSTANTS.RT_INT16],
  [Int32Array, CONSTANTS.RT_INT32], [BigInt64Array, CONSTANTS.RT_INT64], [Float32Array, CONSTANTS.RT_FLOAT32],
  [Float64Array, CONSTANTS.RT_FLOAT64],
]);

function dtypeInfo(code) {
  const info = DTYPES.get(code);
  if (info === undefined) throw new InvalidArgumentError(`tensor: ${code} is no dtype code`);
  return info;
}

/** A tensor owning its handle: free() it, let `using` free it, or leave it to the garbage collector. */
class Tensor extends TensorMethods {
  /** The sizes of its dims, e.g. [2, 3]. */
  get shape() {
    return calls.tensorShape(this, calls.tensorNdim(this));
  }

  /** Its values, row-major, as a TypedArray of its dtype (float16 and bfloat16 as Float32Array). */
  toArray() {
    const info = dtypeInfo(this.dtype());
    const ArrayType = TYPED_ARRAYS.get(info.name);
    if (ArrayType === undefined) {   // no TypedArray holds it: read a float32 copy
      const copy = this.toDtype(CONSTANTS.RT_FLOAT32);
      try {
        return copy.toArray();
      } finally {
        copy.free();
      }
    }
    const out = new ArrayType(Number(this.nbytes()) / ArrayType.BYTES_PER_ELEMENT);
    calls.tensorCopyTo(this, out);
    return out;
  }

  toString() {
    return this.freed ? 'Tensor(freed)' : `Tensor(shape [${this.shape.join(', ')}], ${dtypeInfo(this.dtype()).name})`;
  }
}
core.registerTensorClass(Tensor);

/** The shape of nested arrays, and their numbers row-major; ragged nesting is an InvalidArgumentError. */
function flatten(values) {
  const shape = [];
  for (let level = values; Array.isArray(level); level = level[0]) shape.push(level.length);
  const flat = [];
  const walk = (value, depth) => {
    if (depth === shape.length) {
      if (Array.isArray(value)) throw new InvalidArgumentError('tensor: the nested arrays are ragged');
      flat.push(value);
      return;
    }
    if (!Array.isArray(value) || value.length !== shape[depth]) {
      throw new InvalidArgumentError('tensor: the nested arrays are ragged');
    }
    for (const item of value) walk(item, depth + 1);
  };
  walk(values, 0);
  return { flat, shape };
}

/**
 * A new tensor of values: a (nested) array of numbers, float32 unless `dtype` says otherwise, or a TypedArray,
 * of its own dtype. `shape` defaults to the nesting (a TypedArray: one dim); a dtype without a TypedArray
 * (float16, bfloat16, complex) is converted from float64.
 */
function tensor(values, { shape, dtype } = {}) {
  let data;
  let dims;
  if (ArrayBuffer.isView(values) && DTYPE_OF_ARRAY.has(values.constructor)) {
    data = values;
    dims = shape ?? [values.length];
    dtype = dtype ?? DTYPE_OF_ARRAY.get(values.constructor);
    if (dtype !== DTYPE_OF_ARRAY.get(values.constructor)) {
      throw new InvalidArgumentError(`tensor: a ${values.constructor.name} holds ${dtypeInfo(
        DTYPE_OF_ARRAY.get(values.constructor)).name}, not ${dtypeInfo(dtype).name}`);
    }
  } else if (Array.isArray(values)) {
    const { flat, shape: nested } = flatten(values);
    dims = shape ?? nested;
    dtype = dtype ?? CONSTANTS.RT_FLOAT32;
    const ArrayType = TYPED_ARRAYS.get(dtypeInfo(dtype).name);
    if (ArrayType === undefined || dtypeInfo(dtype).kind === 'complex') {
      const wide = tensor(Float64Array.from(flat), { shape: dims });
      try {
        return wide.toDtype(dtype);
      } finally {
        wide.free();
      }
    }
    data = ArrayType === BigInt64Array ? BigInt64Array.from(flat, BigInt) : ArrayType.from(flat, Number);
  } else {
    throw new TypeError(`tensor: values must be an array or a TypedArray, not ${typeof values}`);
  }
  return calls.tensorFromData(data, dims, dtype);
}

module.exports = { Tensor, tensor };
