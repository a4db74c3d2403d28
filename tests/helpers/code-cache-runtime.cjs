// jest's module runtime (the `runtime` option of jest.config.mjs) with V8's code cache. jest compiles
// every module anew for every test file (vm.compileFunction, one fresh context per file), and V8
// cannot reuse its own cache across those calls: an API test file recompiled the ~1,500 modules of
// the app each time, the largest single cost of the suite. Here each worker keeps the code cache of
// what it compiled and hands it back when the same file's same source is compiled again (in the next
// test file); V8 checks the cache and compiles afresh if it rejects it. What runs is unchanged.
//
// Each module is compiled as a vm.Script holding one function expression (how Node's own loader
// compiled modules before compileFunction), whose code cache is made by the worker's own context.
// vm.compileFunction handed back its code cache in a buffer made in the test file's context (Node 20),
// so the cache kept every file that first compiled some module alive for the rest of the worker (20
// API files in one worker: 22 V8 contexts and 532 MB of heap at the end). The wrapper's line is counted
// back (lineOffset -1): stack traces give each file's own lines and columns.
// CommonJS, not TypeScript: jest require()s the runtime without its transform.
/* eslint-disable @typescript-eslint/no-require-imports */
const vm = require('node:vm');
const Runtime = require('jest-runtime');

const compileFunction = vm.compileFunction;
/** filename and parameters → the source last compiled under that name and its code cache. */
const cache = new Map();

function compileWithCodeCache(code, params, options = {}) {
  if (process.env.JEST_CODE_CACHE === '0' || options.cachedData || options.produceCachedData || options.contextExtensions?.length || options.columnOffset) {
    return compileFunction.call(this, code, params, options);
  }
  const names = (params ?? []).join(',');
  const key = `${options.filename}\0${names}`;
  const entry = cache.get(key);
  // V8 checks the cache against the source's length only: the source itself is compared here.
  const cachedData = entry && entry.code === code ? entry.data : undefined;
  const script = new vm.Script(`(function (${names}) {\n${code}\n})`, {
    filename: options.filename,
    lineOffset: (options.lineOffset ?? 0) - 1,
    cachedData,
    importModuleDynamically: options.importModuleDynamically,
  });
  if (!cachedData || script.cachedDataRejected) cache.set(key, { code, data: script.createCachedData() });
  return options.parsingContext ? script.runInContext(options.parsingContext) : script.runInThisContext();
}

// jest-runtime calls vm.compileFunction through the module object at each call, so it sees this one.
if (!vm.compileFunction.withCodeCache) {
  compileWithCodeCache.withCodeCache = true;
  vm.compileFunction = compileWithCodeCache;
}

module.exports = Runtime;
