// Preloaded into the soak's server (node --expose-gc --require): every 5 s a full collection, then
// the heap still in use, as a line on stderr. Without it V8 may let garbage pile up to 500 MB under
// load before collecting, and the heap's size says nothing about what is kept.
const started = Date.now();
setInterval(() => {
  global.gc();
  process.stderr.write(`[live-heap] ${Date.now() - started} ${process.memoryUsage().heapUsed}\n`);
}, 5000).unref();
