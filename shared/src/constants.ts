/** Business constants of spec section 9. */
export const APP_ID = '2000';
export const REQUEST_TIMEOUT_MS = 6000;
export const SESSION_LIFETIME_DAYS = 7;
export const SESSION_TIME_ZONE = 'Europe/Istanbul';
export const DESKTOP_MIN_WIDTH_PX = 780;
export const DEVICE_ID_POLL_MS = 500;
export const SEARCH_DEBOUNCE_MS = 1000;
export const FAKE_ONLINE_MIN = 100;
export const FAKE_ONLINE_MAX = 9999;
export const LANGUAGES = ['tk', 'en', 'zh-CN'] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = 'tk';
/** Languages offered by the header selector (zh-CN is hidden there). */
export const HEADER_LANGUAGES: readonly Lang[] = ['tk', 'en'];
export const PHONE_MIN_LENGTH = 7;
export const PHONE_MAX_LENGTH = 11;
export const CODE_MIN_LENGTH = 4;
export const CODE_MAX_LENGTH = 6;
export const PHONE_PREFIX = '90';
export const OTP_COUNTDOWN_DEFAULT_S = 60;
export const VIEWPORT_DESIGN_WIDTH_PX = 750;
export const ROOT_FONT_MIN_PX = 50;
export const WHEEL_DEFAULTS = { speed: 20, accelerationTimeMs: 2500, decelerationTimeMs: 2500 } as const;
export const GRID_DEFAULTS = { rows: 3, cols: 3, gutter: 5 } as const;
/** The one path whose payload travels as a query string (spec section 7). */
export const QUERY_ONLY_PATH = '/fb/data/api/v2/token/get';

/** localStorage keys. */
export const STORAGE_KEYS = {
  token: 'token',
  loginTime: 'loginTime',
  user: 'userInfo',
  deviceNumber: 'deviceNumber',
  lang: 'lang',
  /** The market the page asked for last (`?market=`): where a new device's tourist starts. */
  market: 'market',
  /** The market the device's player belongs to (`/user/getUserInfo`): the page loads it whatever a link asks. */
  playerMarket: 'playerMarket',
  registry: 'registry:lastKnownGood',
} as const;
