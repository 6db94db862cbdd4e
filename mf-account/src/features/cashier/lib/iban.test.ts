import { groupIban, isValidTrIban, normalizeIban } from './iban';

describe('IBAN', () => {
  it('normalizes, checks mod-97 and groups by 4', () => {
    const iban = normalizeIban('tr33 0006 1005 1978 6457 8413 26');
    expect(iban).toBe('TR330006100519786457841326');
    expect(isValidTrIban(iban)).toBe(true);
    expect(isValidTrIban('TR340006100519786457841326')).toBe(false);
    expect(groupIban(iban)).toBe('TR33 0006 1005 1978 6457 8413 26');
  });
});
