import { currencySymbol, formatMoney } from './money';
import { displayPhone, toStoredPhone } from './phone';

describe('formatMoney', () => {
  it('shows 2 decimals with thousands separators per language', () => {
    expect(formatMoney(123456789, 'en')).toBe('1,234,567.89');
    expect(formatMoney(123456789, 'tk')).toBe('1.234.567,89');
    expect(formatMoney(5, 'en')).toBe('0.05');
    expect(formatMoney(0, 'tk')).toBe('0,00');
  });

  it('is exact for bigint amounts beyond float precision', () => {
    expect(formatMoney(900719925474099199n, 'en')).toBe('9,007,199,254,740,991.99');
  });

  it('keeps the sign of negative amounts', () => {
    expect(formatMoney(-1050, 'en')).toBe('-10.50');
  });
});

describe('phone', () => {
  it('drops a leading 90 for display', () => {
    expect(displayPhone('905321234567')).toBe('5321234567');
    expect(displayPhone('5321234567')).toBe('5321234567');
    expect(displayPhone('')).toBe('');
  });

  it('adds the 90 prefix for storage', () => {
    expect(toStoredPhone('5321234567')).toBe('905321234567');
    expect(toStoredPhone('532 123 45 67')).toBe('905321234567');
  });
});

describe('currencySymbol', () => {
  it('gives the market currency symbol, or the code when unknown', () => {
    expect(currencySymbol('TRY', 'tk')).toBe('₺');
    expect(currencySymbol('AZN', 'en')).toBe('₼');
    expect(currencySymbol('??', 'en')).toBe('??');
  });
});
