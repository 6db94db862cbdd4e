/**
 * Names as a Turkish bank and the population registry write them: the comparison ignores case
 * (with Turkish rules: I/ı and İ/i are different letters, yet a bank export in ASCII capitals
 * writes "IŞIK" for "Işık" and "ISIK" too), extra spaces and dots, and the order of given names.
 */
const FOLD: Record<string, string> = { ç: 'c', ğ: 'g', ı: 'i', i: 'i', ö: 'o', ş: 's', ü: 'u', â: 'a', î: 'i', û: 'u' };

/** Lower-cased the Turkish way, then folded to ASCII letters: "İSMAİL IŞIK" -> "ismail isik". */
export const normalizePersonName = (name: string): string =>
  name
    .normalize('NFC')
    .toLocaleLowerCase('tr-TR')
    // Combining dot above left by a decomposed "İ" lowered outside tr rules.
    .replace(/\u0307/g, '')
    .replace(/[çğıiöşüâîû]/g, (c) => FOLD[c] ?? c)
    .replace(/[.\-'’]/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .join(' ');

/**
 * The holder name of a bank account belongs to the verified person: same words (given names in any
 * order, surname last). "AHMET YILMAZ" matches "Ahmet  Yılmaz"; "Mehmet Yılmaz" does not.
 */
export const personNamesMatch = (holderName: string, verifiedFullName: string): boolean => {
  const a = normalizePersonName(holderName).split(' ');
  const b = normalizePersonName(verifiedFullName).split(' ');
  if (a.length === 0 || a[0] === '' || a.length !== b.length) return false;
  if (a.at(-1) !== b.at(-1)) return false;
  return [...a.slice(0, -1)].sort().join(' ') === [...b.slice(0, -1)].sort().join(' ');
};
