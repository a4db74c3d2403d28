import { fenToYuanText, sumFen, yuanToFen } from '@/components/subsidy/money';

describe('subsidy amounts: yuan typed, fen kept', () => {
  it('reads yuan digit by digit, without a float', () => {
    expect(yuanToFen('1280')).toBe(128000);
    expect(yuanToFen('99.5')).toBe(9950);
    expect(yuanToFen('0.29')).toBe(29);
    expect(yuanToFen('1,800.10')).toBe(180010);
    expect(yuanToFen(' 12. ')).toBe(1200);
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', '-5', '1.234', 'abc', '1e3', '.5']) expect(yuanToFen(text)).toBeNull();
  });

  it('writes fen back as the yuan a field shows', () => {
    expect(fenToYuanText(128000)).toBe('1280');
    expect(fenToYuanText(9950)).toBe('99.50');
    expect(fenToYuanText(29)).toBe('0.29');
    expect(fenToYuanText(0)).toBe('0');
  });

  it('adds fen exactly', () => {
    expect(sumFen([10, 20, 70])).toBe(100);
    expect(sumFen(Array.from({ length: 1000 }, () => 1))).toBe(1000);
  });
});
