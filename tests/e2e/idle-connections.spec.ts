import { expect, test } from './fixtures';
import { E2E_PORT } from '../../playwright.config';
import { DEFAULT_KEEP_ALIVE_MS } from '../../lib/env';
import { openIdleConnections, reuseAfterIdle } from '../helpers/keep-alive';
import { startStandalone } from './helpers/processes';

// Node closes an idle keep-alive connection after 5 s unless told otherwise. A client or proxy that
// keeps its connections longer (nginx's upstream pool: 60 s; Playwright's request context: for ever)
// then sends a request on a socket the server is closing at that moment, and gets a reset instead of an
// answer (CI lost a learner's enrolment POST to it). The server `npm start` runs keeps them past that.
test('an idle connection outlives Node\'s 5 s default, so a proxy reusing it is not reset', async ({ baseURL }) => {
  const { announced, reused } = await reuseAfterIdle(`${baseURL}/api/health`, 5_500);
  expect(announced).toBe(`timeout=${DEFAULT_KEEP_ALIVE_MS / 1000}`);
  expect(reused).toBe(true);
});

// Kept connections must not keep a stopping server alive: Node's close() waits for every connection, and
// a socket that has sent nothing (a browser's preconnection) or an idle kept one held Next's shutdown
// until the forced exit. The helper kills a server still running 5 s after SIGTERM.
test('SIGTERM ends the server promptly, with a preconnected socket and an idle kept connection open', async () => {
  const server = await startStandalone(E2E_PORT + 6);
  const idle = await openIdleConnections(Number(new URL(server.url).port));

  await server.stop();
  // Next exits 143 after SIGTERM once its server has closed; SIGKILL would mean it was still waiting.
  expect(await server.exited).toEqual({ code: 143, signal: null });
  await idle.closedByServer;
  idle.destroy();
});
