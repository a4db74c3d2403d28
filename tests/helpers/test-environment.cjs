// jest's node environment (the API projects' `testEnvironment`), which at the end of a test file
// takes back from the worker what the file's code left there, so the file's module graph can be
// collected. jest gives each file a fresh context but takes neither of these back, and each kept a
// file's whole context (20-40 MB: every module it loaded) in the worker after the file ended:
//
// - Listeners on `process`. Next's jest transform loads next/dist/server/node-environment, which
//   patches the worker's process.on/addListener/once (its unhandledRejection filter) to add to the
//   worker's own process; jest's per-file copy of `process` copies those methods, so a listener a
//   file adds stays for the rest of the worker's life. exceljs loads `tmp`, which adds an 'exit'
//   listener as it loads: every file that read or wrote a sheet stayed.
// - Timers still pending when the file ends, until they run: an in-memory rate limit's expiry, for
//   one, 10 minutes for sign-ins.
//
// Only what the file's own context made is removed: listeners that are functions of its realm, and
// timers set through its global setTimeout/setInterval. Nothing of the file can run after its
// environment is torn down, so this changes nothing a test can observe.
// CommonJS, not TypeScript: jest require()s the environment without its transform.
/* eslint-disable @typescript-eslint/no-require-imports */
const { TestEnvironment } = require('jest-environment-node');

class ReleasingEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    /** Timers set by this file and not yet run or cleared. */
    this.pendingTimers = new Set();
    const global = this.global;
    const pending = this.pendingTimers;
    const { setTimeout, setInterval, clearTimeout, clearInterval } = global;
    global.setTimeout = function (callback, ...rest) {
      if (typeof callback !== 'function') return setTimeout.call(this, callback, ...rest);
      const timer = setTimeout.call(
        this,
        function (...args) {
          pending.delete(timer);
          return callback.apply(this, args);
        },
        ...rest,
      );
      pending.add(timer);
      return timer;
    };
    global.setInterval = function (...args) {
      const timer = setInterval.apply(this, args);
      pending.add(timer);
      return timer;
    };
    global.clearTimeout = function (timer) {
      pending.delete(timer);
      return clearTimeout.call(this, timer);
    };
    global.clearInterval = function (timer) {
      pending.delete(timer);
      return clearInterval.call(this, timer);
    };
    // setTimeout[util.promisify.custom] is copied, so util.promisify(setTimeout) still gives the promise form.
    for (const [wrapped, original] of [[global.setTimeout, setTimeout], [global.setInterval, setInterval]]) {
      for (const key of Reflect.ownKeys(original)) {
        if (!Object.prototype.hasOwnProperty.call(wrapped, key)) Object.defineProperty(wrapped, key, Object.getOwnPropertyDescriptor(original, key));
      }
    }
  }

  async teardown() {
    if (this.global) {
      const fileFunction = this.global.Function;
      for (const event of process.eventNames()) {
        for (const listener of process.listeners(event)) {
          if (listener instanceof fileFunction) process.removeListener(event, listener);
        }
      }
      for (const timer of this.pendingTimers) clearTimeout(timer);
      this.pendingTimers.clear();
    }
    await super.teardown();
  }
}

module.exports = ReleasingEnvironment;
