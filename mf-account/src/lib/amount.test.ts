import { amountRange, checkAmount, chipText, feeOf, parseAmount, toMajorText } from './amount';

describe('typed amounts', () => {
  it.each([
    ['250', 25_000],
    ['250,5', 25_050],
    ['1.250,50', 125_050],
    ['250.50', 25_050],
    ['₺ 100', 10_000],
    ['10,555', null],
    ['-5', null],
    ['1e5', null],
    ['abc', null],
  ])('%s -> %p', (text, minor) => expect(parseAmount(text)).toBe(minor));

  it('checks the limits live and computes the fee', () => {
    expect(checkAmount('', 10_000, 100_000)).toEqual({ ok: false, reason: 'empty' });
    expect(checkAmount('99,99', 10_000, 100_000)).toEqual({ ok: false, reason: 'min' });
    expect(checkAmount('1000,01', 10_000, 100_000)).toEqual({ ok: false, reason: 'max' });
    expect(checkAmount('0', 10_000, 100_000)).toEqual({ ok: false, reason: 'format' });
    expect(checkAmount('500', 10_000, 100_000)).toEqual({ ok: true, minor: 50_000 });
    expect(feeOf(100_000, 250, 0)).toBe(2_500);
    expect(toMajorText(25_050)).toBe('250.50');
  });
});

describe('amounts as players read them', () => {
  it('a range in the language\'s format, none when the most is below the least', () => {
    expect(amountRange(10_000, 5_000_000, 'tk')).toBe('100,00 – 50.000,00');
    expect(amountRange(10_000, 5_000_000, 'en')).toBe('100.00 – 50,000.00');
    expect(amountRange(10_000, 0, 'tk')).toBeNull();
  });

  it('a chip is short enough for one line: the symbol, no decimals when whole', () => {
    expect(chipText(1_000_000, 'tk', 'TRY')).toBe('10.000\u00a0₺');
    expect(chipText(10_050, 'tk', 'TRY')).toBe('100,50\u00a0₺');
  });
});
