import { centsToYuan, formatYuan, isFree } from '@/lib/format/money';

describe('money', () => {
  it('converts cents to yuan', () => {
    expect(centsToYuan(128000)).toBe(1280);
    expect(centsToYuan(9950)).toBe(99.5);
  });

  it('formats whole yuan without decimals and fractions with two', () => {
    expect(formatYuan(128000, 'zh')).toBe('¥1,280');
    expect(formatYuan(9950, 'zh')).toBe('¥99.50');
    expect(formatYuan(128000, 'en')).toBe('¥1,280');
  });

  it('treats zero and missing fees as free', () => {
    expect(isFree(0)).toBe(true);
    expect(isFree(null)).toBe(true);
    expect(isFree(100)).toBe(false);
  });
});
