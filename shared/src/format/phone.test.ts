import { parsePhone, phoneMarketOf } from './phone';

describe('parsePhone: tr (+90, 10 digits starting with 5)', () => {
  it.each([
    ['5321234567', '5321234567'],
    ['05321234567', '5321234567'],
    ['905321234567', '5321234567'],
    ['+90 532 123 45 67', '5321234567'],
    ['+90 (532) 123-45-67', '5321234567'],
    ['0090 532 123 4567', '5321234567'],
    ['90 0532 123 45 67', '5321234567'],
    ['532.123.45.67', '5321234567'],
  ])('accepts %j as %s', (typed, national) => {
    expect(parsePhone(typed, 'tr')).toEqual({ ok: true, national, stored: `90${national}` });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['532123456a', 'characters'],
    // The examples: 11 digits registered by a second device, 16 typed digits cut to 11.
    ['58119412924', 'length'],
    ['5811941292412345', 'length'],
    ['532123456', 'length'],
    ['4321234567', 'prefix'],
    ['2121234567', 'prefix'],
    ['+994 50 123 45 67', 'country'],
  ])('refuses %j (%s), never truncating', (typed, reason) => {
    expect(parsePhone(typed, 'tr')).toEqual({ ok: false, reason });
  });

  it('is the default market', () => {
    expect(parsePhone('5321234567')).toMatchObject({ ok: true, stored: '905321234567' });
  });
});

describe('parsePhone: az (+994, 9 digits, mobile operator codes)', () => {
  it.each([
    ['501234567', '501234567'],
    ['0501234567', '501234567'],
    ['994501234567', '501234567'],
    ['+994 (55) 123-45-67', '551234567'],
    ['991234567', '991234567'],
    ['101234567', '101234567'],
  ])('accepts %j as %s', (typed, national) => {
    expect(parsePhone(typed, 'az')).toEqual({ ok: true, national, stored: `994${national}` });
  });

  it.each([
    ['5012345678', 'length'],
    ['12345678', 'length'],
    ['401234567', 'prefix'],
    ['5321234567', 'length'],
    ['+90 532 123 45 67', 'country'],
  ])('refuses %j (%s)', (typed, reason) => {
    expect(parsePhone(typed, 'az')).toEqual({ ok: false, reason });
  });
});

describe('phoneMarketOf', () => {
  it('knows tr and az in any case, else tr', () => {
    expect(phoneMarketOf('AZ')).toBe('az');
    expect(phoneMarketOf('tr')).toBe('tr');
    expect(phoneMarketOf('de')).toBe('tr');
    expect(phoneMarketOf(undefined)).toBe('tr');
    expect(phoneMarketOf(7)).toBe('tr');
  });
});
