// @casino/shared: one instance per page (MF singleton). Contracts, services and UI primitives.
export * from './constants';
export * from './contracts/api';
export * from './contracts/registry';
export * from './contracts/route-paths';
export * from './contracts/remote';
export * from './contracts/user';
export * from './bus/events';
export { bus, createBus, type EventBus } from './bus/bus';
export { apiPost, apiGet, apiUpload, http, commonFields, type HttpAdapter, type HttpRequest, type HttpResponse } from './api/client';
export { runtimeConfig, type RuntimeConfig } from './config/runtime-config';
export { storage } from './config/storage';
export { FIRST_PAINT_ID, FIRST_PAINT_FRESH_MS, firstPaintBanners, firstPaintCatalogue, firstPaintRoutes, firstPaintRow, takeFirstPaintRegistry } from './config/first-paint';
export { userStore, patchUser, resetUser, isLoggedIn, isMember, userDefaults } from './stores/user-store';
export { globalStore, globalDefaults, setMenuBadge } from './stores/global-store';
export { useUser, useGlobal } from './stores/hooks';
export { useStore } from './stores/use-store';
export { toUserFields, type UserFieldsAnswer } from './stores/user-fields';
export { setLoginTime, getLoginTime, clearLoginTime, isSessionExpired } from './session/session';
export { logoutLocally } from './session/logout';
export { startTouristSession } from './session/tourist';
export { getOrCreateDeviceNumber, resolveAdIds, type AdIds, type AdIdSource } from './device/device';
export * from './contracts/tracking';
export { mayTrack, trackingChoice, setTrackingConsent, CONSENT_STORAGE_KEY, type TrackingConsent } from './tracking/consent';
export { reportAttribution, clickIdsOf, ATTRIBUTION_STORAGE_KEY } from './tracking/attribution';
export { i18n, initI18n, initialLang, registerNamespace, replaceNamespace, changeLanguage, isLang } from './i18n/i18n';
export { loadCommonMessages } from './i18n/common-messages';
export * from './format/index';
export { useFormat, createFormatter, type Formatter } from './format/use-format';
export { diagnostics } from './diagnostics';
export { UnavailablePanel } from './ui/unavailable-panel';
export { Spinner } from './ui/spinner';
export { ContentLangTag } from './ui/content-lang-tag';
export { ErrorBoundary } from './ui/error-boundary';
export { useFocusTrap, tabbableIn, type TFocusTrapOptions } from './ui/use-focus-trap';
export { whenIdle, yieldToMain, IDLE_FALLBACK_MS } from './ui/when-idle';
export { mountStandalone } from './dev/standalone';
export * from './contracts/games';
export * from './contracts/records';
export * from './contracts/sport';
export * from './contracts/push';
export { connectPush } from './push/push-client';
// cashier
export * from './contracts/cashier';
// identity verification before a payout (KYC)
export * from './contracts/kyc';
export { isValidTcKimlikNo, tcKimlikProblem, maskTcKimlikNo, type TcKimlikProblem } from './identity/tc-kimlik';
export { personNamesMatch, normalizePersonName } from './identity/name-match';
export { TR_BANKS, trBankByCode, trBankOfIban, bankCodeOfTrIban } from './banks/tr-banks';
export * from './contracts/mail-rewards';
export * from './contracts/content-lang';
export * from './contracts/support';
export * from './contracts/invite';
export * from './contracts/agent';
export * from './contracts/pdd';
// vip, wheel
export * from './contracts/vip';
export * from './contracts/protection';
// bonus wallet: promotional money with wagering, apart from cash
export * from './contracts/bonus';
export { bonusApi, depositBonusOf } from './bonus/bonus-api';
export * from './contracts/wheel';
// the router (react-router, only what the apps use)
export * from './router';
export { usePddPrize, pddTimeLeft, type PddPrizeSource } from './pdd/use-pdd-prize';
