/**
 * Staff content (promotions, banners, mail) is written per language. An item carries the language it is shown
 * in: `contentLang` is a BCP 47 tag for the element's `lang` attribute (`tr` for Turkish, `en`, `zh-CN`), and
 * `contentFallback` is true when the player's language has no text yet and the market's own language is shown
 * instead (the front end marks it, e.g. a small "Türkçe" tag).
 */
export interface ContentLanguage {
  contentLang: string;
  contentFallback: boolean;
}
