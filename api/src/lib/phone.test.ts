import { maskPhone, nationalPart, normalizePhone } from './phone';

describe('phone numbers', () => {
  it.each([
    ['5321234567', '905321234567'],
    ['905321234567', '905321234567'],
    ['+90 532 123 45 67', '905321234567'],
    ['(532) 123-4567', '905321234567'],
    ['1234567', '901234567'],
    ['12345678901', '9012345678901'],
  ])('normalizes %s to %s', (input, stored) => {
    expect(normalizePhone(input)).toBe(stored);
  });

  it.each(['', '123456', '123456789012', 'abc1234567', '5321234567x'])('refuses %j', (input) => {
    expect(normalizePhone(input)).toBeNull();
  });

  it('shows and masks the stored form', () => {
    expect(nationalPart('905321234567')).toBe('5321234567');
    expect(maskPhone('905321234567')).toBe('90532****567');
  });
});
