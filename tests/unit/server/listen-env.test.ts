import { listenEnv } from '@/lib/server/cli/standalone';

// `npm start` hands Next the address to listen on (HOST). 127.0.0.1 used to redirect-loop every page:
// Next's middleware calls it localhost, so its locale rewrites named another origin.
describe('listenEnv', () => {
  it('listens on every interface by default, and on a named interface as given', () => {
    expect(listenEnv(undefined, {})).toEqual({ HOSTNAME: '0.0.0.0' });
    expect(listenEnv('', {})).toEqual({ HOSTNAME: '0.0.0.0' });
    expect(listenEnv('localhost', {})).toEqual({ HOSTNAME: 'localhost' });
    expect(listenEnv('192.168.1.20', {})).toEqual({ HOSTNAME: '192.168.1.20' });
  });

  it('gives 127.0.0.1 to Next as localhost, resolved to IPv4 first, keeping the NODE_OPTIONS already set', () => {
    expect(listenEnv('127.0.0.1', {})).toEqual({ HOSTNAME: 'localhost', NODE_OPTIONS: '--dns-result-order=ipv4first' });
    expect(listenEnv('127.0.0.1', { NODE_OPTIONS: '--max-old-space-size=512' })).toEqual({
      HOSTNAME: 'localhost',
      NODE_OPTIONS: '--max-old-space-size=512 --dns-result-order=ipv4first',
    });
  });

  it('refuses the loopback addresses Next cannot serve from, saying what to use', () => {
    for (const host of ['::1', '[::1]', '127.0.0.2']) expect(() => listenEnv(host, {})).toThrow(/HOST=127\.0\.0\.1 or HOST=localhost/);
  });
});
