import { isValidTcKimlikNo, maskTcKimlikNo, tcKimlikProblem } from './tc-kimlik';
import { normalizePersonName, personNamesMatch } from './name-match';

describe('T.C. Kimlik No', () => {
  it('accepts numbers whose two check digits are right', () => {
    for (const id of ['10000000146', '12345678950', '11111111110']) expect(isValidTcKimlikNo(id)).toBe(true);
  });
  it('names what is wrong: checksum, first digit 0, letters, 10 digits', () => {
    expect(tcKimlikProblem('12345678951')).toBe('checksum');
    expect(tcKimlikProblem('12345678940')).toBe('checksum');
    expect(tcKimlikProblem('01234567890')).toBe('leading-zero');
    expect(tcKimlikProblem('1234567895a')).toBe('digits');
    expect(tcKimlikProblem('1234567895')).toBe('length');
    expect(tcKimlikProblem('')).toBe('length');
  });
  it('masks all but the last four digits', () => {
    expect(maskTcKimlikNo('12345678950')).toBe('*******8950');
  });
});

describe('person names (Turkish-aware)', () => {
  it('folds case with Turkish İ/i and I/ı, and spacing', () => {
    expect(normalizePersonName('  İSMAİL   IŞIK ')).toBe('ismail isik');
    expect(normalizePersonName('ismail ışık')).toBe('ismail isik');
  });
  it('matches the same person written by a bank and by the registry', () => {
    expect(personNamesMatch('AHMET YILMAZ', 'Ahmet Yılmaz')).toBe(true);
    expect(personNamesMatch('İBRAHİM ÇELİK', 'ibrahim çelik')).toBe(true);
    expect(personNamesMatch('IŞIL ÖZTÜRK', 'Işıl Öztürk')).toBe(true);
    expect(personNamesMatch('ISIL OZTURK', 'Işıl Öztürk')).toBe(true);
    expect(personNamesMatch('Ali  Can   Şahin', 'Can Ali Şahin')).toBe(true);
  });
  it('refuses another person, a missing or an extra name', () => {
    expect(personNamesMatch('Mehmet Yılmaz', 'Ahmet Yılmaz')).toBe(false);
    expect(personNamesMatch('Ahmet Kaya', 'Ahmet Yılmaz')).toBe(false);
    expect(personNamesMatch('Ahmet', 'Ahmet Yılmaz')).toBe(false);
    expect(personNamesMatch('Ali Can Şahin', 'Ali Şahin')).toBe(false);
    expect(personNamesMatch('', 'Ali Şahin')).toBe(false);
  });
});
