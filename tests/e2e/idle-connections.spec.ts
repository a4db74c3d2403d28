import { expect, test } from './fixtures';
import { DEFAULT_KEEP_ALIVE_MS } from '../../lib/env';
import { reuseAfterIdle } from './helpers/keep-alive';

// Node closes an idle keep-alive connection after 5 s unless told otherwise. A client or proxy that
// keeps its connections longer (nginx's upstream pool: 60 s; Playwright's request context: for ever)
// then sends a request on a socket the server is closing at that moment, and gets a reset instead of an
// answer (CI lost a learner's enrolment POST to it). The server `npm start` runs keeps them past that.
test('an idle connection outlives Node\'s 5 s default, so a proxy reusing it is not reset', async ({ baseURL }) => {
  const { announced, reused } = await reuseAfterIdle(`${baseURL}/api/health`, 5_500);
  expect(announced).toBe(`timeout=${DEFAULT_KEEP_ALIVE_MS / 1000}`);
  expect(reused).toBe(true);
});
