import { contentLangOf, formatAmount, formatBps, formatDate, formatNumber, formatPercent, formatRelative, istanbulDay, localeOf } from './index';
import { createFormatter } from './use-format';

const NBSP = '\u00a0';
// 07:29 UTC is 10:29 in Istanbul (UTC+3 all year, no summer time since 2016).
const AT = '2026-11-26T07:29:05Z';

describe('formatAmount: the market money format', () => {
  it('writes the tr market as "1.050,00 ₺" and English with its own separators', () => {
    expect(formatAmount(105000, 'tk', 'TRY')).toBe(`1.050,00${NBSP}₺`);
    expect(formatAmount(105000, 'en', 'TRY')).toBe(`1,050.00${NBSP}₺`);
    expect(formatAmount(105000, 'zh-CN', 'TRY')).toBe(`1,050.00${NBSP}₺`);
  });

  it('takes the currency from the caller, not a fixed ₺', () => {
    expect(formatAmount(100, 'tk', 'AZN')).toBe(`1,00${NBSP}₼`);
    expect(formatAmount(100, 'en', 'EUR')).toBe(`1.00${NBSP}€`);
  });

  it('shows zero, negative and large amounts exactly', () => {
    expect(formatAmount(0, 'tk', 'TRY')).toBe(`0,00${NBSP}₺`);
    expect(formatAmount(-500, 'tk', 'TRY')).toBe(`-5,00${NBSP}₺`);
    expect(formatAmount(-123456789, 'en', 'TRY')).toBe(`-1,234,567.89${NBSP}₺`);
    expect(formatAmount(900719925474099199n, 'tk', 'TRY')).toBe(`9.007.199.254.740.991,99${NBSP}₺`);
  });

  it('writes a + before a credit only when asked, and trims ,00 of whole chips when asked', () => {
    expect(formatAmount(97500, 'tk', 'TRY', { sign: 'always' })).toBe(`+975,00${NBSP}₺`);
    expect(formatAmount(-100, 'tk', 'TRY', { sign: 'always' })).toBe(`-1,00${NBSP}₺`);
    expect(formatAmount(0, 'tk', 'TRY', { sign: 'always' })).toBe(`0,00${NBSP}₺`);
    expect(formatAmount(1000000, 'tk', 'TRY', { trimWhole: true })).toBe(`10.000${NBSP}₺`);
    expect(formatAmount(1000050, 'tk', 'TRY', { trimWhole: true })).toBe(`10.000,50${NBSP}₺`);
  });
});

describe('formatDate: always Europe/Istanbul', () => {
  it('shows a UTC moment at the Istanbul offset (+03:00) in every language', () => {
    expect(formatDate(AT, 'tk', 'time')).toBe('10:29');
    expect(formatDate(AT, 'en', 'time')).toBe('10:29');
    expect(formatDate(AT, 'zh-CN', 'timeSeconds')).toBe('10:29:05');
  });

  it('rolls the day over at Istanbul midnight, not UTC midnight', () => {
    expect(formatDate('2026-11-26T21:30:00Z', 'tk', 'shortDateTime')).toBe('27.11.2026 00:30');
    expect(istanbulDay('2026-11-26T21:30:00Z')).toBe('2026-11-27');
    expect(istanbulDay('2026-11-26T20:59:59Z')).toBe('2026-11-26');
  });

  it('words dates per language: tr-TR, one English locale (en-GB), zh-CN', () => {
    expect(formatDate(AT, 'tk', 'dateTime')).toBe('26 Kas 2026 10:29');
    expect(formatDate(AT, 'en', 'dateTime')).toBe('26 Nov 2026, 10:29');
    expect(formatDate(AT, 'zh-CN', 'date')).toBe('2026年11月26日');
    expect(formatDate(AT, 'tk', 'longDate')).toBe('26 Kasım 2026');
    expect(formatDate(AT, 'en', 'dayMonth')).toBe('26 November');
    expect(formatDate(AT, 'tk', 'shortDateTimeSeconds')).toBe('26.11.2026 10:29:05');
  });

  it('gives an empty string for a missing or invalid moment instead of "Invalid Date"', () => {
    expect(formatDate(null, 'tk')).toBe('');
    expect(formatDate('not a date', 'en')).toBe('');
  });
});

describe('formatRelative', () => {
  const now = Date.parse(AT);
  it('says how long ago in the player language', () => {
    expect(formatRelative(now - 5 * 60_000, 'tk', now)).toBe('5 dakika önce');
    expect(formatRelative(now - 5 * 60_000, 'en', now)).toBe('5 minutes ago');
    expect(formatRelative(now - 2 * 3600_000, 'en', now)).toBe('2 hours ago');
    expect(formatRelative(now - 10_000, 'tk', now)).toBe('şimdi');
  });
});

describe('numbers and percentages', () => {
  it('puts the percent sign where each language writes it', () => {
    expect(formatPercent(7.3, 'tk')).toBe('%7,3');
    expect(formatPercent(7.3, 'en')).toBe('7.3%');
    expect(formatBps(1250, 'tk', 2, 2)).toBe('%12,50');
    expect(formatBps(1250, 'en', 2, 2)).toBe('12.50%');
  });

  it('groups plain numbers per language', () => {
    expect(formatNumber(12345.6, 'tk')).toBe('12.345,6');
    expect(formatNumber(12345.6, 'en')).toBe('12,345.6');
  });
});

describe('locales and content language', () => {
  it('maps the internal tk code to Turkish (tr), not Turkmen', () => {
    expect(localeOf('tk')).toBe('tr-TR');
    expect(contentLangOf('tk')).toBe('tr');
    expect(contentLangOf('en')).toBe('en');
    expect(contentLangOf('zh-CN')).toBe('zh-CN');
  });

  it('binds a formatter to a language and a market currency', () => {
    const f = createFormatter('tk', 'TRY');
    expect(f.money(105000)).toBe(`1.050,00${NBSP}₺`);
    expect(f.money(100, { currency: 'EUR' })).toBe(`1,00${NBSP}€`);
    expect(f.symbol).toBe('₺');
    expect(f.date(AT, 'time')).toBe('10:29');
  });
});
