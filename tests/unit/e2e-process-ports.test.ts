/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { portTaken, startProcess } from '../e2e/helpers/processes';

// The browser tests start extra servers on fixed ports (E2E_PORT + 1…5, + 101). A server another
// process had left on one of them answered the readiness check, so a full run compared the
// upstream API with a stranger's server on another database and failed. A taken port is now
// refused before anything starts.

let foreign: http.Server;
let port: number;

beforeAll(async () => {
  foreign = http.createServer((_req, res) => res.end('{"status":"ok"}'));
  await new Promise<void>((resolve) => foreign.listen(0, '127.0.0.1', resolve));
  port = (foreign.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => foreign.close(resolve));
});

test('a port another process listens on is seen as taken; a closed one is not', async () => {
  expect(await portTaken(port)).toBe(true);
  const closed = http.createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const free = (closed.address() as AddressInfo).port;
  await new Promise((resolve) => closed.close(resolve));
  expect(await portTaken(free)).toBe(false);
});

test('a server is not started on a taken port, and the other process never stands in for it', async () => {
  await expect(startProcess([process.execPath, '-e', 'setTimeout(() => {}, 60000)'], port, '/api/health', {})).rejects.toThrow(`port ${port} is already taken by another process`);
});

// Its 20 s are the runner's deadline: without the liveness check the wait would run its 60 s.
test('a command that dies before it answers fails at once instead of waiting out the deadline', async () => {
  const closed = http.createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const free = (closed.address() as AddressInfo).port;
  await new Promise((resolve) => closed.close(resolve));
  await expect(startProcess([process.execPath, '-e', 'process.exit(3)'], free, '/api/health', {})).rejects.toThrow('did not become ready');
}, 20_000);
