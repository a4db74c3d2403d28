import { act, render, screen } from '@testing-library/react';
import { ManageScreenSchema, SCREEN_REFRESH_SECONDS, type ManageScreen } from '@/lib/contract/data-screen/figures';
import { useLiveScreen } from '@/components/data-screen/use-live-screen';
import { installFetch } from '../api/fetch-mock';
import { screenFixture } from './fixture';

/** A stand-in for the browser's EventSource: the test opens, pushes events and breaks it. */
class FakeEventSource {
  static all: FakeEventSource[] = [];
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  private listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  constructor(public url: string) {
    FakeEventSource.all.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  open() {
    act(() => this.onopen?.());
  }
  emit(type: string, data: unknown) {
    act(() => this.listeners.get(type)?.forEach((l) => l(new MessageEvent(type, { data: JSON.stringify(data) }))));
  }
  fail() {
    act(() => this.onerror?.());
  }
}

const parse = (value: unknown) => {
  const result = ManageScreenSchema.safeParse(value);
  return result.success ? result.data : null;
};

function Probe() {
  const { data, mode } = useLiveScreen<ManageScreen>({ path: '/manage/screen', events: '/manage/screen/events', guard: 'manage', parse });
  return (
    <p>
      <span data-testid="registered">{data?.learners.registered ?? '-'}</span>
      <span data-testid="mode">{mode}</span>
    </p>
  );
}

const flush = () => act(async () => { await Promise.resolve(); await Promise.resolve(); });
const registered = () => screen.getByTestId('registered').textContent;

beforeEach(() => {
  FakeEventSource.all = [];
  (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
  delete (globalThis as { EventSource?: unknown }).EventSource;
});

describe('useLiveScreen (issue 32)', () => {
  it('reads the figures, then an event on the stream replaces them without a reload', async () => {
    installFetch({ 'GET /api/v1/manage/screen': { status: 200, body: { data: screenFixture() }, headers: { etag: '"v1"' } } });
    render(<Probe />);
    await flush();
    expect(registered()).toBe('12345');
    const stream = FakeEventSource.all[0];
    expect(stream.url).toBe('/api/v1/manage/screen/events');
    stream.open();
    expect(screen.getByTestId('mode')).toHaveTextContent('stream');
    stream.emit('figures', screenFixture({ learners: { registered: 12346, verified: 9876 } }));
    expect(registered()).toBe('12346');
    // A malformed event changes nothing.
    stream.emit('figures', { learners: 'broken' });
    expect(registered()).toBe('12346');
  });

  it('falls back to polling with If-None-Match when the stream fails; a 304 keeps the figures; the stream is tried again', async () => {
    let version = 1;
    const api = installFetch({
      'GET /api/v1/manage/screen': (init) => {
        const asked = new Headers(init.headers).get('if-none-match');
        if (asked === `"v${version}"`) return { status: 304 };
        return { status: 200, body: { data: screenFixture({ learners: { registered: 100 * version, verified: 1 } }) }, headers: { etag: `"v${version}"` } };
      },
    });
    render(<Probe />);
    await flush();
    expect(registered()).toBe('100');
    FakeEventSource.all[0].fail();
    await flush();
    expect(FakeEventSource.all[0].closed).toBe(true);
    expect(screen.getByTestId('mode')).toHaveTextContent('polling');
    const before = api.calls.length;
    // The figures have not changed: the read is answered 304 and the figures stay.
    await act(async () => { jest.advanceTimersByTime(SCREEN_REFRESH_SECONDS * 1000); });
    await flush();
    expect(api.calls.length).toBeGreaterThan(before);
    const last = api.calls.at(-1)!;
    expect(new Headers(last.init.headers).get('if-none-match')).toBe('"v1"');
    expect(new Headers(last.init.headers).get('x-auth-guard')).toBe('manage');
    expect(registered()).toBe('100');
    // They change: the next read brings them.
    version = 2;
    await act(async () => { jest.advanceTimersByTime(SCREEN_REFRESH_SECONDS * 1000); });
    await flush();
    expect(registered()).toBe('200');
    // Each read tries the stream again; once it opens, the polling stops.
    const again = FakeEventSource.all.at(-1)!;
    expect(FakeEventSource.all.length).toBeGreaterThan(1);
    again.open();
    expect(screen.getByTestId('mode')).toHaveTextContent('stream');
    const calls = api.calls.length;
    await act(async () => { jest.advanceTimersByTime(SCREEN_REFRESH_SECONDS * 3000); });
    expect(api.calls.length).toBe(calls);
  });

  it('polls only, where the browser has no EventSource', async () => {
    delete (globalThis as { EventSource?: unknown }).EventSource;
    const api = installFetch({ 'GET /api/v1/manage/screen': { status: 200, body: { data: screenFixture() }, headers: { etag: '"v1"' } } });
    render(<Probe />);
    await flush();
    expect(screen.getByTestId('mode')).toHaveTextContent('polling');
    await act(async () => { jest.advanceTimersByTime(SCREEN_REFRESH_SECONDS * 1000); });
    expect(api.calls).toHaveLength(2);
  });
});
