// Redis keys and the cache bus channel of this test file only: test files that run side by side
// (and earlier runs, whose limits last up to a day) share the machine's Redis. Processes a test
// starts inherit it, so the instances of one test still share theirs.
process.env.REDIS_PREFIX = `test-${process.pid}-${Math.random().toString(36).slice(2, 10)}`;
