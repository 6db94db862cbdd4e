import { storage } from '@casino/shared';

// The part of a preview link (preview.ts) every page needs: whether to load its code at all.

/** This browser's preview link (localStorage: every tab of this browser, no other device), until it expires. */
export const PREVIEW_KEY = 'casino.preview';

/** Whether this page has a preview link to send: one in the address, or one kept from an earlier page. */
export const wantsPreview = (search: string): boolean => /[?&]preview=/.test(search) || storage.get(PREVIEW_KEY) !== null;
