// jest's module runtime (the `runtime` option of jest.config.mjs) with V8's code cache. jest compiles
// every module anew for every test file (vm.compileFunction, one fresh context per file), and V8
// cannot reuse its own cache across those calls: an API test file recompiled the ~1,500 modules of
// the app each time, the largest single cost of the suite. Here each worker keeps the code cache of
// what it compiled and hands it back when the same file's same source is compiled again (in the next
// test file); V8 checks the cache and compiles afresh if it rejects it. What runs is unchanged.
// CommonJS, not TypeScript: jest require()s the runtime without its transform.
/* eslint-disable @typescript-eslint/no-require-imports */
const vm = require('node:vm');
const Runtime = require('jest-runtime');

const compileFunction = vm.compileFunction;
/** filename and parameters → the source last compiled under that name and its code cache. */
const cache = new Map();

function compileWithCodeCache(code, params, options = {}) {
  if (process.env.JEST_CODE_CACHE === '0' || options.cachedData || options.produceCachedData) return compileFunction.call(this, code, params, options);
  const key = `${options.filename}\0${(params ?? []).join(',')}`;
  const entry = cache.get(key);
  // V8 checks the cache against the source's length only: the source itself is compared here.
  if (entry && entry.code === code) {
    const fn = compileFunction.call(this, code, params, { ...options, cachedData: entry.data });
    if (!fn.cachedDataRejected) return fn;
  }
  const fn = compileFunction.call(this, code, params, { ...options, produceCachedData: true });
  if (fn.cachedDataProduced && fn.cachedData) cache.set(key, { code, data: fn.cachedData });
  return fn;
}

// jest-runtime calls vm.compileFunction through the module object at each call, so it sees this one.
if (!vm.compileFunction.withCodeCache) {
  compileWithCodeCache.withCodeCache = true;
  vm.compileFunction = compileWithCodeCache;
}

module.exports = Runtime;
