import { normalizeSearch, searchFacetOf, type TSearchCatalogue } from './search-words';

const catalogue: TSearchCatalogue = {
  categories: [
    { id: 1, code: 'slots', name: 'Slots' },
    { id: 2, code: 'live', name: 'Live Casino' },
    { id: 4, code: 'crash', name: 'Crash' },
  ],
  labels: [{ id: 9, code: 'new', name: 'New' }],
  providers: [
    { code: 'PP', name: 'Pragmatic Play' },
    { code: 'EVO', name: 'Evolution' },
  ],
};

describe('searchFacetOf: the lobby’s own words', () => {
  it('names categories in Turkish and English, any case and letters', () => {
    for (const w of ['slot', 'Slotlar', 'SLOTS', 'slot oyunları']) expect(searchFacetOf(w, catalogue)).toMatchObject({ kind: 'category', id: 1 });
    for (const w of ['canlı', 'CANLI CASINO', 'Live Casino']) expect(searchFacetOf(w, catalogue)).toMatchObject({ kind: 'category', id: 2 });
    expect(searchFacetOf('crash', catalogue)).toMatchObject({ kind: 'category', code: 'crash' });
  });

  it('names labels and providers (name, code, the first word of a longer name)', () => {
    expect(searchFacetOf('yeni', catalogue)).toMatchObject({ kind: 'label', id: 9 });
    for (const w of ['pragmatic', 'Pragmatic Play', 'pp']) expect(searchFacetOf(w, catalogue)).toMatchObject({ kind: 'provider', code: 'PP' });
    expect(searchFacetOf('evolution', catalogue)).toMatchObject({ kind: 'provider', code: 'EVO' });
  });

  it('names nothing for a game word, a part of a word or nothing typed', () => {
    for (const w of ['rulet', 'slo', 'sweet bonanza', '', '  ']) expect(searchFacetOf(w, catalogue)).toBeNull();
    expect(normalizeSearch('IŞIK Canlı')).toBe('isik canli');
  });
});
