/** Customer service (spec section 2, `/customerService`): the market's FAQ, its contact channels and the player's conversation with staff. */

export type SupportChannelKind = 'livechat' | 'whatsapp' | 'telegram' | 'email' | 'phone';

export interface SupportFaqItem {
  id: number;
  slug: string;
  question: string;
  /** Plain text (paragraphs separated by blank lines); never HTML. */
  answer: string;
}

export interface SupportChannel {
  kind: SupportChannelKind;
  /** What the player reads, e.g. '+90 850 255 42 42' or 'destek@casino.com.tr'. */
  value: string;
  /** Where the button goes (https:, mailto: or tel:), or null when the channel has no link. */
  url: string | null;
  /** Opening hours as plain text, e.g. '7/24'. */
  hours: string;
}

/** `/support/info`: the FAQ of the market in the caller's language, and the market's channels. */
export interface SupportInfo {
  market: string;
  lang: string;
  faq: SupportFaqItem[];
  channels: SupportChannel[];
  /** How soon staff usually answer, in minutes (the market's setting): shown before the player writes. */
  replyMinutes: number;
}

/** `system`: the site's own note in the conversation (the answer time after a player's message), never unread. */
export type SupportAuthor = 'player' | 'staff' | 'system';

/** One message of a conversation. `text` is plain text as written: render it as text, never as HTML. */
export interface SupportMessage {
  id: number;
  author: SupportAuthor;
  text: string;
  createTime: string;
  /** Staff messages: has the player seen it. Player messages: has staff answered since. */
  isRead: boolean;
}

/**
 * `/support/send`: the player's message, and the system's note that came with it ("usually answered within
 * N min", in the player's language), or null when the player is already waiting for an answer (said once).
 */
export interface SupportSendResult extends SupportMessage {
  autoReply: SupportMessage | null;
}

/** Staff: a market's customer-service settings (`/admin/support/settings/get` and `/set`). */
export interface SupportSettings {
  market: string;
  /** Minutes players are told they will usually be answered within (1-1440). */
  replyMinutes: number;
  updatedBy: string;
  updateTime: string | null;
}

/** `/support/messages`: newest first, paged; `unread` = staff messages the player has not read. */
export interface SupportMessagePage {
  conversationId: number;
  list: SupportMessage[];
  total: number;
  unread: number;
  page: number;
  pageSize: number;
}

/** `/support/read`. */
export interface SupportReadResult {
  unread: number;
}

/** Staff: one conversation of the queue (`/admin/support/conversations`). */
export interface SupportConversation {
  userId: number;
  nikeName: string;
  lastText: string;
  lastAuthor: SupportAuthor;
  lastTime: string;
  /** Player messages since the last staff answer. */
  waiting: number;
  total: number;
}
