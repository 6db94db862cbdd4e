/** Game providers of spec section 1 with their provider codes (firmCode). */
export const PROVIDERS = [
  { code: 'PP', name: 'Pragmatic Play' },
  { code: 'TADA', name: 'TADA' },
  { code: 'VIVO', name: 'Vivo' },
  { code: 'PG', name: 'PG' },
  { code: 'BGAMING', name: 'Bgaming' },
  { code: 'WAZDAN', name: 'Wazdan' },
  { code: 'MG', name: 'Microgaming' },
  { code: 'NETENT', name: 'NetEnt' },
  { code: 'PNG', name: 'PlayNGo' },
  { code: 'PLAYSON', name: 'Playson' },
  { code: 'EVO', name: 'Evolution' },
  { code: 'EZUGI', name: 'Ezugi' },
] as const;

/** gameAll for a provider: the category id and the provider code (spec section 2, drawer). */
export const providerPath = (categoryId: number, code: string) => `/gameAll/${categoryId}/${encodeURIComponent(code)}`;
