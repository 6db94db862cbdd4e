import { useTranslation } from 'react-i18next';

// The legal texts screen's wording, English and Turkish (the staff member's language, from the one i18next instance).
export const legalStrings = {
  title: 'Legal texts',
  intro: 'The terms, KVKK notice, cookie policy, bonus rules and responsible gaming text players read from the footer, per market and language. Publishing adds a version (players see its date); versions are never edited.',
  market: 'Market',
  kinds: { terms: 'Terms of use', privacy: 'Privacy / KVKK notice', cookies: 'Cookie policy', bonus: 'Bonus rules', responsible: 'Responsible gaming' } as Record<string, string>,
  kind: 'Text',
  lang: 'Language',
  version: 'Version',
  published: 'Published',
  by: 'By',
  note: 'Note',
  history: (n: number) => `History (${n})`,
  newVersion: 'New version…',
  titleField: 'Title',
  body: 'Text (plain text: a blank line between paragraphs, "## " starts a heading; shown as text, never as HTML)',
  publish: 'Publish…',
  cancel: 'Cancel',
  confirm: (kind: string, lang: string, market: string) => `Publish a new version of ${kind} (${lang}) in ${market}?`,
  confirmBody: 'Players see it at once. The reason is kept with the version.',
  published_: (version: number) => `Published version ${version}.`,
  readOnly: 'Read only: publishing needs the compliance role.',
  empty: 'No legal text in this market yet.',
  missing: 'not published',
  chars: (n: number) => `${n} characters`,
};

type Widen<T> = T extends string ? string : T extends (...args: infer A) => string ? (...args: A) => string : { [K in keyof T]: Widen<T[K]> };

export const legalStringsTk: Widen<typeof legalStrings> = {
  title: 'Yasal metinler',
  intro: 'Oyuncuların alt bilgiden okuduğu kullanım koşulları, KVKK aydınlatma metni, çerez politikası, bonus kuralları ve sorumlu oyun metni; pazar ve dile göre. Yayımlamak yeni bir sürüm ekler (oyuncular tarihini görür); sürümler hiçbir zaman düzenlenmez.',
  market: 'Pazar',
  kinds: { terms: 'Kullanım koşulları', privacy: 'Gizlilik / KVKK aydınlatma metni', cookies: 'Çerez politikası', bonus: 'Bonus kuralları', responsible: 'Sorumlu oyun' },
  kind: 'Metin',
  lang: 'Dil',
  version: 'Sürüm',
  published: 'Yayım',
  by: 'Yayımlayan',
  note: 'Not',
  history: (n: number) => `Geçmiş (${n})`,
  newVersion: 'Yeni sürüm…',
  titleField: 'Başlık',
  body: 'Metin (düz metin: paragraflar arasında boş satır, "## " başlık başlatır; HTML olarak değil, metin olarak gösterilir)',
  publish: 'Yayımla…',
  cancel: 'Vazgeç',
  confirm: (kind: string, lang: string, market: string) => `${market} pazarında ${kind} (${lang}) için yeni bir sürüm yayımlansın mı?`,
  confirmBody: 'Oyuncular hemen görür. Gerekçe sürümle birlikte saklanır.',
  published_: (version: number) => `${version}. sürüm yayımlandı.`,
  readOnly: 'Salt okunur: yayımlamak için uyumluluk (compliance) rolü gerekir.',
  empty: 'Bu pazarda henüz yasal metin yok.',
  missing: 'yayımlanmadı',
  chars: (n: number) => `${n} karakter`,
};

export const useLegalStrings = (): Widen<typeof legalStrings> => (useTranslation().i18n.language === 'tk' ? legalStringsTk : legalStrings);
