import { formatSportMoney } from './messages';

describe('sportsbook money in messages', () => {
  it('writes the session currency in the language digits', () => {
    expect(formatSportMoney('tk', 123_456, 'TRY')).toBe('₺1.234,56');
    expect(formatSportMoney('en', 123_456, 'TRY')).toBe('₺1,234.56');
    expect(formatSportMoney('zh-CN', 100, 'TRY')).toBe('₺1.00');
    // A market in another currency never reads lira.
    expect(formatSportMoney('tk', 100, 'AZN')).toBe('₼1,00');
  });
});
