import tk from './tk.json';
import en from './en.json';
import zh from './zh-CN.json';

const keys = (o: object, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' && v !== null ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`])).sort();

describe('shell messages', () => {
  it('have the same keys in tk, en and zh-CN', () => {
    expect(keys(en)).toEqual(keys(tk));
    expect(keys(zh)).toEqual(keys(tk));
  });

  it('keep the spec labels in tk', () => {
    expect(tk.login).toBe('Giriş Yap');
    expect(tk.register).toBe('Kaydol');
    // The search box's spec labels ('Serch for games', ...) are the lobby's: it owns search (mf-lobby tests).
    expect(Object.values(tk.tabs)).toEqual(['Home', 'Spor', 'Promo', 'Paylaş', 'Profil']);
  });
});
