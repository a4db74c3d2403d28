// Run by tests/unit/test-file-release.test.ts in a process of its own (node --expose-gc): plays a jest
// worker of the API projects running test files one after another, with the projects' own runtime and
// environment from jest.config.mjs, and says whether each file's context could be collected after it
// ended. Prints one JSON object of observations.
import { createRequire } from 'node:module';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const config = await (await import(path.join(root, 'jest.config.mjs'))).default();
const project = config.projects.find((p) => p.displayName === 'api-sqlite');
const resolve = (option) => require.resolve(option.replace('<rootDir>', root), { paths: [root] });
const environmentPath = project.testEnvironment === 'node' ? 'jest-environment-node' : resolve(project.testEnvironment);

// What a jest worker has loaded before it runs a file: the transform (Next's patches the worker's
// process.on) and the runtime (which may replace vm.compileFunction).
require(Object.values(project.transform)[0][0]);
require(resolve(project.runtime));
const environmentModule = require(environmentPath);
const Environment = environmentModule.TestEnvironment ?? environmentModule.default ?? environmentModule;

const settle = () => new Promise((done) => setImmediate(done));
async function collect() {
  for (let i = 0; i < 3; i++) {
    await settle();
    global.gc();
  }
}

/** Compiles and runs one module in the file's context, as jest-runtime does. */
function runModule(environment, filename, source) {
  const compiled = vm.compileFunction(source, ['module', 'exports'], {
    filename: path.join(root, filename),
    parsingContext: environment.getVmContext(),
    importModuleDynamically: async () => {
      throw new Error('not used');
    },
  });
  const loaded = { exports: {} };
  compiled.call(loaded.exports, loaded, loaded.exports);
}

/** One test file: its environment, a module every file loads (from the code cache after the first), its own module, then teardown. */
async function runFile(name, source) {
  const environment = new Environment(
    { globalConfig: {}, projectConfig: { ...project, testEnvironmentOptions: {}, globals: {}, fakeTimers: {} } },
    { console, docblockPragmas: {}, testPath: path.join(root, `${name}.test.ts`) },
  );
  await environment.setup();
  runModule(environment, 'shared-module.js', 'module.exports = { answer: 42 };');
  runModule(environment, `${name}.test.js`, source);
  const global = new WeakRef(environment.global);
  await environment.teardown();
  return global;
}

// What the API files' modules do: exceljs loads `tmp`, which adds an 'exit' listener as it loads; an
// in-memory rate limit keeps a timer for its window.
const LISTENER = "process.on('exit', function garbageCollector() {});";
const TIMER = 'setTimeout(() => {}, 600000);';
const PLAIN = 'exports.ran = true;';

const exitListeners = process.listenerCount('exit');
const seen = {};
const contextsBefore = v8.getHeapStatistics().number_of_native_contexts;
const plain = [];
for (let i = 0; i < 3; i++) plain.push(await runFile(`plain-${i}`, PLAIN));
const listener = await runFile('listener', LISTENER);
const timer = await runFile('timer', TIMER);
await collect();
seen.plainFilesKept = plain.filter((ref) => ref.deref()).length;
seen.listenerFileKept = Boolean(listener.deref());
seen.timerFileKept = Boolean(timer.deref());
seen.exitListenersLeft = process.listenerCount('exit') - exitListeners;
seen.contextsGained = v8.getHeapStatistics().number_of_native_contexts - contextsBefore;
console.log(JSON.stringify(seen));
// The probe's own 600 s timer, if it was left, must not hold the process open.
process.exit(0);
