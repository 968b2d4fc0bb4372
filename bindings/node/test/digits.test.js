// Trains the digits MLP of examples/c/train_digits.c (64 -> 128 -> 10, ReLU, Adam, cross entropy) on 80 % of the
// 1,797 8x8 digits and checks its accuracy on the other 20 %, and that every handle was freed.
'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const st = require('..');

const DATA = path.join(__dirname, '..', '..', '..', 'examples', 'data', 'digits.u8');
const PIXELS = 64;
const RECORD = PIXELS + 1;      // 64 pixels of 0..16, then the label
const PIXEL_MAX = 16;
const CLASSES = 10;
const HIDDEN = 128;
const TRAIN_FRACTION = 0.8;
const BATCH_SIZE = 32;
const EPOCHS = 5;
const LEARNING_RATE = 2e-3;
const SEED = 20240607;
const MIN_ACCURACY = 0.9;       // train_digits.c reaches 0.9778 in 20 epochs

/** The digits, shuffled by a fixed-seed PRNG (mulberry32): pixels in [0, 1] as float32, labels as int64. */
function loadDigits() {
  const bytes = fs.readFileSync(DATA);
  const n = bytes.length / RECORD;
  assert.ok(Number.isInteger(n), 'a whole number of records');
  const order = Array.from({ length: n }, (_, i) => i);
  let state = SEED;
  const random = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  const pixels = new Float32Array(n * PIXELS);
  const labels = new BigInt64Array(n);
  order.forEach((record, i) => {
    for (let p = 0; p < PIXELS; p++) pixels[i * PIXELS + p] = bytes[record * RECORD + p] / PIXEL_MAX;
    labels[i] = BigInt(bytes[record * RECORD + PIXELS]);
  });
  return { n, pixels, labels };
}

/** A weight or bias uniform in [-1/sqrt(fan_in), 1/sqrt(fan_in)], as nn.Linear initialises them. */
function uniform(dims, fanIn) {
  const bound = 1 / Math.sqrt(fanIn);
  return st.scope(() => {
    const u = st.rand(dims).mulScalar(2 * bound).addScalar(-bound);
    u.setRequiresGrad(1);
    return u;
  });
}

test('the digits MLP trains to over 90 % test accuracy, every handle freed', () => {
  const liveBefore = st.calls.liveTensors();
  st.calls.manualSeed(0);
  const { n, pixels, labels } = loadDigits();
  const nTrain = Math.floor(n * TRAIN_FRACTION);
  const params = [uniform([HIDDEN, PIXELS], PIXELS), uniform([HIDDEN], PIXELS),
                  uniform([CLASSES, HIDDEN], HIDDEN), uniform([CLASSES], HIDDEN)];
  const [w1, b1, w2, b2] = params;
  const opt = st.calls.optimAdam(params, LEARNING_RATE, 0.9, 0.999, 1e-8, 0);
  const forward = (x) => st.calls.nnLinear(st.calls.nnLinear(x, w1, b1).relu(), w2, b2);
  const batch = (start, end) => [
    st.tensor(pixels.subarray(start * PIXELS, end * PIXELS), { shape: [end - start, PIXELS] }),
    st.tensor(labels.subarray(start, end)),
  ];

  const epochLoss = [];
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    let sum = 0;
    let steps = 0;
    for (let start = 0; start < nTrain; start += BATCH_SIZE) {
      sum += st.scope(() => {   // frees the batch, the activations and the loss
        const [x, y] = batch(start, Math.min(start + BATCH_SIZE, nTrain));
        opt.zeroGrad();
        const loss = st.calls.nnCrossEntropy(forward(x), y, st.RT_REDUCTION_MEAN);
        loss.backward();
        opt.step();
        return loss.item();
      });
      steps++;
    }
    epochLoss.push(sum / steps);
  }
  const correct = st.noGrad(() => st.scope(() => {
    const [x] = batch(nTrain, n);
    const predicted = forward(x).argmaxDim(1, 0).toArray();
    return predicted.filter((label, i) => label === labels[nTrain + i]).length;
  }));
  const accuracy = correct / (n - nTrain);
  opt.free();
  params.forEach((p) => p.free());

  console.log(`digits: epoch losses ${epochLoss.map((l) => l.toFixed(3)).join(" ")}, test accuracy ${accuracy.toFixed(4)}`);
  assert.ok(epochLoss[EPOCHS - 1] < epochLoss[0] / 3, `the loss falls: ${epochLoss.map((l) => l.toFixed(3))}`);
  assert.ok(accuracy > MIN_ACCURACY, `test accuracy ${accuracy.toFixed(4)}`);
  assert.equal(st.calls.liveTensors(), liveBefore);
});
