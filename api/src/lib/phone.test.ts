import { maskPhone, nationalPart, normalizePhone } from './phone';

describe('phone numbers', () => {
  it.each([
    ['5321234567', '905321234567'],
    ['905321234567', '905321234567'],
    ['+90 532 123 45 67', '905321234567'],
    ['(532) 123-4567', '905321234567'],
    ['0532 123 45 67', '905321234567'],
    ['+994 50 123 45 67', '994501234567'],
  ])('normalizes %s to %s', (input, stored) => {
    expect(normalizePhone(input)).toBe(stored);
  });

  it.each(['', '123456', '1234567', '58119412924', '5811941292412345', 'abc1234567', '5321234567x'])('refuses %j', (input) => {
    expect(normalizePhone(input)).toBeNull();
  });

  it('shows and masks the stored form', () => {
    expect(nationalPart('905321234567')).toBe('5321234567');
    expect(maskPhone('905321234567')).toBe('90532****567');
  });
});
