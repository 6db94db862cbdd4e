/** Minor units to a display amount: 12345 TRY -> "123.45 TRY". */
export const money = (minor: number, currency = ''): string => `${(minor / 100).toFixed(2)}${currency ? ` ${currency}` : ''}`;

export const when = (iso: string | null | undefined): string => {
  if (!iso) return '—';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toISOString().replace('T', ' ').slice(0, 19);
};

export const short = (value: string | null | undefined, length = 12): string => (!value ? '—' : value.length > length ? `${value.slice(0, length)}…` : value);

export const json = (value: unknown): string => (value === null || value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value));
