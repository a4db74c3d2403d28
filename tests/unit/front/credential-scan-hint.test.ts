import { SCAN_HINT_SCRIPT } from '@/components/front/certificates/credential-scan-hint';

// The inline line that opens the verdict's room on /cerQuery before the first paint (issue 21: CLS):
// it marks its own script element when, and only when, the fragment holds a scanned payload.
// The browser test (certificate-verify.spec.ts) measures the layout shift it prevents.

function run(hash: string): boolean {
  const script = document.createElement('script');
  new Function('location', 'document', SCAN_HINT_SCRIPT)({ hash }, { currentScript: script });
  return script.hasAttribute('data-scanning');
}

it('marks itself for /cerQuery#cert=… (also after another fragment parameter), not for a plain or other fragment', () => {
  expect(run('#cert=eyJhbGciOiJFZERTQSJ9.eyJubyI6IjEifQ.c2ln')).toBe(true);
  expect(run('#lang=zh&cert=eyJ.eyJ.c2ln')).toBe(true);
  expect(run('')).toBe(false);
  expect(run('#main')).toBe(false);
  expect(run('#certificate')).toBe(false);
});
