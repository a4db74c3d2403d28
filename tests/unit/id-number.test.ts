import { checkIdNumber, idNumberCheckChar, isValidIdNumber } from '@/lib/validation/id-number';

describe('GB 11643-1999 ID numbers', () => {
  test('the published example 11010519491231002X is valid', () => {
    expect(idNumberCheckChar('11010519491231002')).toBe('X');
    expect(checkIdNumber('11010519491231002x')).toEqual({ ok: true, value: '11010519491231002X' });
  });

  test('format, date and check digit are reported separately', () => {
    expect(checkIdNumber('1101051949123100')).toEqual({ ok: false, problem: 'format' });
    expect(checkIdNumber('11010519491231002Y')).toEqual({ ok: false, problem: 'format' });
    const feb30 = '11010519490230002';
    expect(checkIdNumber(feb30 + idNumberCheckChar(feb30))).toEqual({ ok: false, problem: 'date' });
    const leap = '11010520000229002';
    expect(isValidIdNumber(leap + idNumberCheckChar(leap))).toBe(true);
    const notLeap = '11010519000229002';
    expect(checkIdNumber(notLeap + idNumberCheckChar(notLeap))).toEqual({ ok: false, problem: 'date' });
    expect(checkIdNumber('110105194912310021')).toEqual({ ok: false, problem: 'check' });
  });
});
