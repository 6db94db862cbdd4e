import { coreMessages } from './core-messages';
// cashier
import { cashierMessages } from '../modules/cashier/cashier.messages';
// mail and rewards
import { mailMessages } from '../modules/mail/mail.messages';
// invite, support
import { inviteMessages } from '../modules/invite/invite.messages';
import { supportMessages } from '../modules/support/support.messages';
// vip, wheel
import { wheelMessages } from '../modules/wheel/wheel.messages';
// player protection
import { protectionMessages } from '../modules/protection/protection.messages';
// staff console
import { staffMessages } from '../modules/staff/staff.messages';
// platform: registry and releases
import { platformMessages } from '../modules/platform/platform.messages';
// back office
import { backofficeMessages } from '../modules/backoffice/backoffice.messages';
// legal pages
import { legalMessages } from '../modules/legal/legal.messages';
// bonuses
import { bonusMessages } from '../modules/bonus/bonus.messages';
// identity verification and payout controls
import { kycMessages } from '../modules/kyc/kyc.messages';
// consent and data rights
import { consentMessages } from '../modules/consent/consent.messages';
import { dataRightsMessages } from '../modules/data-rights/data-rights.messages';
import type { TLang } from './define';

/**
 * Every catalogue the server speaks from. A module with its own messages adds one line here
 * (`import { xMessages } from '../modules/x/x.messages'`). A key defined twice fails at start-up.
 */
export const catalogues: ReadonlyArray<Record<TLang, Record<string, string>>> = [coreMessages, cashierMessages, mailMessages, wheelMessages, protectionMessages, supportMessages, inviteMessages, platformMessages, staffMessages, backofficeMessages, legalMessages, bonusMessages, kycMessages, consentMessages, dataRightsMessages];
