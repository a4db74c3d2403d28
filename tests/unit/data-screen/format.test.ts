import { createFormatter } from 'next-intl';
import { formatCount, formatFen, formatRate, measureKey, measureValue } from '@/components/data-screen/format';
import { screenFixture } from './fixture';

const zh = createFormatter({ locale: 'zh', timeZone: 'Asia/Shanghai' });
const en = createFormatter({ locale: 'en', timeZone: 'Asia/Shanghai' });

describe('the data screen’s number formats (issue 32)', () => {
  it('groups counts in the interface language', () => {
    expect(formatCount(zh, 1234567)).toBe('1,234,567');
    expect(formatCount(createFormatter({ locale: 'es', timeZone: 'UTC' }), 1234567)).toBe('1.234.567');
  });

  it('shows fen as whole yuan, compact once large so a tile never wraps', () => {
    expect(formatFen(zh, 1_280_00)).toBe('¥1,280');
    expect(formatFen(zh, 99_999_99)).toBe('¥100,000');
    expect(formatFen(zh, 123_456_789_00)).toBe('¥1.2亿');
    expect(formatFen(en, 123_456_00)).toBe('¥123.5K');
  });

  it('shows rates as percentages with one decimal, and leaves a rate nobody sat for null', () => {
    expect(formatRate(zh, 0.875)).toBe('87.5%');
    expect(formatRate(zh, 1)).toBe('100%');
    expect(formatRate(zh, null)).toBeNull();
  });

  it('reads each measure of an area, and names it', () => {
    const [zhengzhou, luoyang] = screenFixture().areas;
    expect(measureValue(zhengzhou, 'learners')).toBe(5000);
    expect(measureValue(zhengzhou, 'subsidy_paid')).toBe(50_000_00);
    expect(measureValue(luoyang, 'pass_rate')).toBeNull();
    expect(measureKey('pass_rate')).toBe('measures.passRate');
  });
});
