/** The legal pages (issue 29): each market's terms, KVKK privacy notice, cookie policy, bonus rules and responsible gaming text. */

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
