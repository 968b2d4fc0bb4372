// The package's API: errors as Error subclasses with the code and the library's message, ownership (free, dispose,
// the garbage collector's backstop, scopes), the declarations against the header, and the ABI version check.
'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const v8 = require('node:v8');
const vm = require('node:vm');
const st = require('..');
const packageJson = require('../package.json');

const HEADER = path.join(__dirname, '..', '..', '..', 'include', 'simple_torch.h');

v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc');

test('a wrong shape throws ShapeError with the code and the message', () => {
  const a = st.ones([2, 3]);
  assert.throws(() => a.matmul(a), (error) => {
    assert.ok(error instanceof st.ShapeError && error instanceof st.SimpleTorchError && error instanceof Error);
    assert.equal(error.code, st.RT_ERR_SHAPE);
    assert.equal(error.name, 'ShapeError');
    assert.equal(error.message, 'rt_torch_tensor_matmul: shapes [2, 3] and [2, 3] cannot be multiplied');
    return true;
  });
  assert.equal(st.calls.lastErrorCode(), st.RT_OK, 'the error was read and cleared');
});

test('each failure throws the subclass of its code', () => {
  const x = st.ones([2, 3]);
  const cases = [
    [() => x.sumDim(5, 0), st.InvalidArgumentError, /dim 5 is out of range/],
    [() => st.calls.tensorBitwiseNot(x), st.DtypeError, /does not support float32/],
    [() => x.copyTo(Buffer.alloc(4)), st.BufferTooSmallError, /needs 24/],
    [() => st.zeros([-1]), st.InvalidArgumentError, /sizes must be non-negative/],
  ];
  for (const [call, ErrorClass, message] of cases) {
    assert.throws(call, (error) => error instanceof ErrorClass && error.code === new ErrorClass('').code &&
                                   message.test(error.message));
  }
});

test('one Error subclass per RT_ERR_* code, each carrying its code', () => {
  const codes = Object.keys(st).filter((name) => name.startsWith('RT_ERR_'));
  assert.ok(codes.length > 0);
  for (const name of codes) {
    const words = name.slice('RT_ERR_'.length).toLowerCase().split('_');
    const className = words.map((w) => w[0].toUpperCase() + w.slice(1)).join('') + 'Error';
    const error = new st[className]('why');
    assert.ok(error instanceof st.SimpleTorchError, className);
    assert.equal(error.code, st[name]);
    assert.equal(error.message, 'why');
  }
});

test('a freed tensor throws InvalidHandleError, not a crash; a second free does nothing', () => {
  const x = st.ones([2]);
  x.free();
  assert.ok(x.freed);
  assert.doesNotThrow(() => x.free());
  assert.throws(() => x.sum(), (error) => error instanceof st.InvalidHandleError &&
                                          error.code === st.RT_ERR_INVALID_HANDLE && /was freed/.test(error.message));
  assert.throws(() => st.ones([2]).add(x), st.InvalidHandleError);
  assert.throws(() => x.toArray(), st.InvalidHandleError);
});

test('Symbol.dispose frees (what `using` calls)', () => {
  const before = st.calls.liveTensors();
  const x = st.ones([2]);
  assert.equal(st.calls.liveTensors(), before + 1);
  x[Symbol.dispose]();
  assert.ok(x.freed);
  assert.equal(st.calls.liveTensors(), before);
});

test('an optimizer owner frees once and refuses use after free', () => {
  const w = st.ones([2]);
  w.setRequiresGrad(1);
  const opt = st.calls.optimSgd([w], 0.1, 0, 0);
  assert.ok(opt instanceof st.OptimizerHandle);
  opt.free();
  opt.free();
  assert.throws(() => opt.step(), st.InvalidHandleError);
  assert.throws(() => st.calls.optimStep(w), TypeError, 'a Tensor is no optimizer');
  w.free();
});

test('arguments of the wrong type throw TypeError or InvalidArgumentError before the call', () => {
  const x = st.ones([1, 1, 4, 4]);
  assert.throws(() => x.add(3), TypeError);
  assert.throws(() => st.zeros(3), TypeError);
  assert.throws(() => st.calls.nnMaxPool2d(x, [2], [2, 2], [0, 0]), (error) =>
    error instanceof st.InvalidArgumentError && /kernel: 2 values needed, 1 given/.test(error.message));
  assert.deepEqual(st.calls.nnMaxPool2d(x, [2, 2], [2, 2], [0, 0]).shape, [1, 1, 2, 2]);
});

/** Collect garbage until the backstop has freed nothing more for a few rounds. */
async function settle() {
  const quietRounds = 3;
  for (let quiet = 0, last = -1; quiet < quietRounds;) {
    collectGarbage();
    await new Promise((resolve) => setTimeout(resolve, 10));
    quiet = st.collectedHandles() === last ? quiet + 1 : 0;
    last = st.collectedHandles();
  }
}

test("L-BFGS calls a JS closure; what the closure throws fails the step with its code, as the error's cause", () => {
  const w = st.zeros([1]);
  w.setRequiresGrad(1);
  const target = st.full([1], 3);
  const opt = st.calls.optimLbfgs([w], 1, 20, 25, 1e-7, 1e-9, 100, '');
  const first = opt.lbfgsStep(() => st.scope(() => {
    opt.zeroGrad();
    const loss = st.calls.nnMseLoss(w, target, st.RT_REDUCTION_SUM);
    loss.backward();
    return loss.item();
  }));
  assert.equal(first, 9);
  assert.ok(Math.abs(w.item() - 3) < 1e-4, `w ${w.item()}`);
  const thrown = new st.ShapeError('from the closure');
  assert.throws(() => opt.lbfgsStep(() => { throw thrown; }), (error) =>
    error instanceof st.ShapeError && error.cause === thrown && /closure returned 3/.test(error.message));
  const plain = new RangeError('not a simple-torch error');
  assert.throws(() => opt.lbfgsStep(() => { throw plain; }), (error) =>
    error instanceof st.InternalError && error.cause === plain);
  assert.ok(Math.abs(w.item() - 3) < 1e-4, 'a failed step leaves the parameters as they were');
  opt.free();
});

test('the garbage collector frees what nobody freed, each handle once', async () => {
  await settle();   // the earlier tests' unreferenced tensors first
  const before = st.calls.liveTensors();
  const collectedBefore = st.collectedHandles();
  (() => {
    const made = Array.from({ length: 10 }, () => st.ones([3]));
    made.slice(0, 4).forEach((t) => t.free());   // freed here: the backstop must not free these again
  })();
  assert.equal(st.calls.liveTensors(), before + 6);
  for (let tries = 0; tries < 100 && st.calls.liveTensors() > before; tries++) {
    collectGarbage();
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  assert.equal(st.calls.liveTensors(), before);
  assert.equal(st.collectedHandles() - collectedBefore, 6);
  assert.equal(st.calls.lastErrorCode(), st.RT_OK);
});

test('scope frees what its function made but the tensors it returns; noGrad restores recording', () => {
  const before = st.calls.liveTensors();
  let inner;
  const kept = st.scope(() => {
    inner = st.ones([2]);
    return inner.mulScalar(3);
  });
  assert.ok(inner.freed && !kept.freed);
  assert.deepEqual(Array.from(kept.toArray()), [3, 3]);
  assert.equal(st.calls.liveTensors(), before + 1);
  assert.throws(() => st.scope(() => { st.ones([2]); throw new RangeError('inside'); }), RangeError);
  assert.equal(st.calls.liveTensors(), before + 1);
  kept.free();

  assert.equal(st.noGrad(() => st.calls.isGradEnabled()), false);
  assert.throws(() => st.noGrad(() => { throw new RangeError('inside'); }), RangeError);
  assert.equal(st.calls.isGradEnabled(), true);
});

test('tensor() and toArray() round-trip values of several dtypes', () => {
  assert.deepEqual(st.tensor([[1, 2], [3, 4]]).shape, [2, 2]);
  assert.deepEqual(st.tensor([1, 2, 3], { dtype: st.RT_INT64 }).toArray(), BigInt64Array.from([1n, 2n, 3n]));
  assert.deepEqual(st.tensor(new Int32Array([5, 6])).toArray(), new Int32Array([5, 6]));
  assert.deepEqual(st.tensor([0.5, 1.5], { dtype: st.RT_FLOAT16 }).toArray(), new Float32Array([0.5, 1.5]));
  assert.throws(() => st.tensor([[1, 2], [3]]), st.InvalidArgumentError);
});

test('every function and constant of the header is declared', () => {
  const header = fs.readFileSync(HEADER, 'utf8');
  const prototypes = header.match(/^[^/\s#].*\b(rt_torch_\w+)\(.*\);$/gm).map((line) => line.match(/(rt_torch_\w+)\(/)[1]);
  assert.equal(st.FUNCTIONS.length, prototypes.length);
  assert.deepEqual(st.FUNCTIONS.map(([name]) => name), prototypes);
  assert.equal(Object.keys(st.raw).length, prototypes.length);
  assert.equal(Object.keys(st.calls).length, prototypes.length);
  const constants = [...header.matchAll(/^\s*(RT_\w+) = (-?\d+),?\s/gm), ...header.matchAll(/^#define (RT_\w+) \(?(-?\d+)\)?/gm)];
  assert.ok(constants.length > 50);
  for (const [, name, value] of constants) {
    if (name.startsWith('RT_TORCH_ABI_VERSION_')) continue;   // ABI_VERSION holds them
    assert.equal(st[name], Number(value), name);
  }
});

test('the package version is the ABI version, the library matches it, and the load check refuses another major', () => {
  const { major, minor, patch } = st.ABI_VERSION;
  assert.equal(packageJson.version, `${major}.${minor}.${patch}`);
  assert.equal(st.calls.abiVersion(), st.RT_TORCH_ABI_VERSION);
  assert.doesNotThrow(() => st.checkAbi(major * 10000 + minor * 100 + patch));
  assert.doesNotThrow(() => st.checkAbi(major * 10000 + (minor + 1) * 100));
  assert.throws(() => st.checkAbi((major + 1) * 10000 + minor * 100), /major versions must match/);
  if (minor > 0) assert.throws(() => st.checkAbi(major * 10000 + (minor - 1) * 100), /older than this package/);
});

test('the library is found by SIMPLE_TORCH_LIB, then pkg-config, then in the build tree', () => {
  const buildTree = path.join(__dirname, '..', '..', '..', 'build', 'lib', 'libsimple_torch_ffi.so');
  const installed = fs.mkdtempSync(path.join(os.tmpdir(), 'simple-torch-node-'));
  const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'simple-torch-node-'));
  try {
    fs.mkdirSync(path.join(installed, 'lib'));
    fs.writeFileSync(path.join(installed, 'lib', 'libsimple_torch_ffi.so'), '');
    fs.writeFileSync(path.join(installed, 'simple-torch.pc'), `libdir=${installed}/lib\nName: simple-torch\n` +
                     'Description: a test install\nVersion: 1.0.0\nLibs: -L${libdir} -lsimple_torch_ffi\n');
    // PKG_CONFIG_LIBDIR replaces pkg-config's default search path, so that no system-wide install is found
    const withPkgConfig = { PATH: process.env.PATH, PKG_CONFIG_LIBDIR: installed };
    const withoutPkgConfig = { PATH: process.env.PATH, PKG_CONFIG_LIBDIR: empty };
    assert.equal(st.findLibrary({ ...withPkgConfig, SIMPLE_TORCH_LIB: st.libraryPath }), st.libraryPath);
    assert.equal(st.findLibrary(withPkgConfig), path.join(installed, 'lib', 'libsimple_torch_ffi.so'));
    assert.equal(st.findLibrary(withoutPkgConfig), buildTree);
    assert.throws(() => st.findLibrary({ SIMPLE_TORCH_LIB: '/nonexistent/libsimple_torch_ffi.so' }),
      /SIMPLE_TORCH_LIB=\/nonexistent\/libsimple_torch_ffi.so: no such file/);
  } finally {
    fs.rmSync(installed, { recursive: true });
    fs.rmSync(empty, { recursive: true });
  }
});
