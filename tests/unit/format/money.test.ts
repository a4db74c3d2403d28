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

  it('builds one formatter per locale and form, not one per amount', () => {
    const built = jest.spyOn(Intl, 'NumberFormat');
    try {
      const shown = Array.from({ length: 50 }, (_, i) => formatYuan(i * 2550, 'ja'));
      expect(shown.slice(0, 3)).toEqual(['￥0', '￥25.50', '￥51']);
      expect(built).toHaveBeenCalledTimes(2);
    } finally {
      built.mockRestore();
    }
  });

  it('treats zero and missing fees as free', () => {
    expect(isFree(0)).toBe(true);
    expect(isFree(null)).toBe(true);
    expect(isFree(100)).toBe(false);
  });
});
