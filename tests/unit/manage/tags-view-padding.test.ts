import { revealTab, TAB_SCROLL_PADDING_PX } from '@/components/manage/shell/tags-view';

// SPEC.md §9: the tab strip's scroll padding is 4 px.
function strip(scrollLeft: number, clientWidth: number) {
  return { offsetLeft: 0, scrollLeft, clientWidth } as HTMLElement;
}
const tab = (offsetLeft: number, offsetWidth: number) => ({ offsetLeft, offsetWidth }) as HTMLElement;

test('a tab is brought into view with 4 px of room, not 24', () => {
  expect(TAB_SCROLL_PADDING_PX).toBe(4);
  const right = strip(0, 300);
  revealTab(right, tab(400, 80)); // ends at 480: scrolled so it ends 4 px from the edge
  expect(right.scrollLeft).toBe(480 + 4 - 300);
  const left = strip(500, 300);
  revealTab(left, tab(200, 80));
  expect(left.scrollLeft).toBe(196);
});

test('a tab already in view beyond the padding does not move the strip', () => {
  const s = strip(100, 300);
  revealTab(s, tab(110, 80));
  expect(s.scrollLeft).toBe(100);
});
