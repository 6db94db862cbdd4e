// The one place money, numbers, percentages, dates and times are formatted. Pure (no React, no stores):
// the game client bundles it too. Apps use `useFormat()` (bound to the player's language and the market).
export { DISPLAY_TIME_ZONE, LOCALE_OF, localeOf, CONTENT_LANG_OF, contentLangOf, languageName } from './locale';
export { formatMoney, currencySymbol, formatAmount, type MoneyOptions } from './money';
export { formatNumber, formatPercent, formatBps } from './number';
export { formatDate, formatRelative, istanbulDay, DATE_STYLES, type DateStyle, type DateInput } from './date';
export { displayPhone, toStoredPhone, parsePhone, phoneMarketOf, PHONE_RULES, DEFAULT_PHONE_MARKET, type PhoneMarket, type PhoneCheck, type PhoneRefusal } from './phone';
export { normalizeSearch, searchFacetOf, CATEGORY_SEARCH_WORDS, LABEL_SEARCH_WORDS, type TSearchCatalogue, type TSearchFacet } from './search-words';
