import { gameSearchText, normalizeSearch } from './games.search-text';

describe('normalizeSearch (Turkish rules)', () => {
  it.each([
    ['ŞEKER', 'seker'],
    ['şeker', 'seker'],
    ['Şeker Patlaması', 'seker patlamasi'],
    ['IŞIK', 'isik'],
    ['ışık', 'isik'],
    ['İSTANBUL', 'istanbul'],
    ['istanbul', 'istanbul'],
    ['Iğdır', 'igdir'],
    ['ĞÜÖÇ', 'guoc'],
    ['Gül Bahçesi', 'gul bahcesi'],
    ['Çılgın Ördek', 'cilgin ordek'],
  ])('%s -> %s', (input, expected) => {
    expect(normalizeSearch(input)).toBe(expected);
  });

  it('treats dotted and dotless I the Turkish way before folding', () => {
    // Default lowercasing turns İ into i + a combining dot; the Turkish rules must not leave it behind.
    expect(normalizeSearch('İ')).toBe('i');
    expect(normalizeSearch('I')).toBe('i');
    expect(normalizeSearch('KIRMIZI')).toBe(normalizeSearch('kırmızı'));
  });

  it('folds other accents and squeezes punctuation', () => {
    expect(normalizeSearch('  Crème   Brûlée!! ')).toBe('creme brulee');
    expect(normalizeSearch("Gonzo's Quest")).toBe('gonzos quest');
    expect(normalizeSearch('Book-of_Ra 6')).toBe('book of ra 6');
    expect(normalizeSearch('%_')).toBe('');
  });

  it('builds the indexed text from the name, provider name and code', () => {
    expect(gameSearchText('Sultan’ın Hazinesi', 'Pragmatic Play', 'PP')).toBe('sultanin hazinesi pragmatic play pp');
  });
});
