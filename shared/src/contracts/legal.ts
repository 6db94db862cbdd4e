/** The legal pages: each market's terms, KVKK privacy notice, cookie policy, bonus rules and responsible gaming text. */

export const LEGAL_KINDS = ['terms', 'privacy', 'cookies', 'bonus', 'responsible'] as const;
export type LegalKind = (typeof LEGAL_KINDS)[number];

/** One version of a legal text. The body is plain text: paragraphs separated by blank lines, `## ` starts a heading; never HTML. */
export interface LegalDocument {
  kind: LegalKind;
  /** The language of this text (the caller's, or tk when the text has no version in the caller's language). */
  lang: string;
  version: number;
  title: string;
  body: string;
  /** ISO instant the version was published: the page shows its date. */
  publishedAt: string;
}

/** The market's operator, as its footer names it (from the market's configuration). */
export interface LegalCompany {
  name: string;
  address: string;
  registration: string;
  /** The licence line, e.g. the regulator, the licence number and its scope. */
  licence: string;
  email: string;
}

/** `/legal/list`: what the footer shows: the market's texts (no bodies), its operator, its payment methods and game providers. */
export interface LegalOverview {
  market: string;
  documents: Omit<LegalDocument, 'body'>[];
  company: LegalCompany;
  /** Payment method codes: eft, papara, card, usdt, ... */
  payments: string[];
  providers: string[];
}

/** The console's view of one text: every version, newest first. */
export interface LegalAdminEntry {
  market: string;
  kind: LegalKind;
  lang: string;
  versions: (LegalDocument & { note: string; publishedBy: string })[];
}

/** The texts a player accepts: the terms, and the KVKK privacy notice they confirm having read. */
export const CONSENT_KINDS = ['terms', 'privacy'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

/** One text to accept: its binding version (the market's Turkish text) and what the player accepted of it. */
export interface ConsentText {
  kind: ConsentKind;
  version: number;
  title: string;
  publishedAt: string;
  /** The version the player last accepted, null when never (always null from `/legal/consent/current`). */
  acceptedVersion: number | null;
}

/**
 * `/legal/consent/current` (anyone: what a registration accepts) and `/legal/consent/status` (the player: what
 * is still to accept). `pending`: the player must accept before playing for real money (never for a guest).
 */
export interface ConsentStatus {
  market: string;
  pending: boolean;
  texts: ConsentText[];
}
