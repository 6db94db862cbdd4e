import type { LegalKind } from '@casino/shared/contracts';

/** The first published English texts (a translation of the Turkish ones for the texts a new player reads first). */
export const ENGLISH_TEXTS: Partial<Record<LegalKind, { title: string; body: string }>> = {
  terms: {
    title: 'Terms of Use',
    body: `These Terms of Use govern the games offered by Anadolu Eğlence Teknolojileri N.V. ("the Company", "we") on its website and mobile applications ("the Site"). By registering or using the Site you confirm that you have read, understood and accepted them. If a translation differs from the Turkish text, the Turkish text prevails.

## 1. Registration and age
The Site may only be used by persons aged 18 or over. The details you give when registering must be accurate, current and your own. We may ask for documents to verify your age and identity at any time; withdrawals are not processed until verification is complete.

Each person may hold one account only. Accounts linked to the same person, device or payment method may be merged, their bonuses cancelled and the accounts closed.

## 2. Account security
You are responsible for keeping your password, one-time codes and withdrawal password secret. Contact Customer Service at once if you suspect someone else used your account. Sessions end after seven days for your safety.

## 3. Deposits and withdrawals
Deposits and withdrawals may only be made with payment methods registered in your own name. Withdrawals are processed in order after security and anti-money-laundering checks. We may require a deposit to be wagered at least once before it is withdrawn. Amounts credited by mistake are corrected, and winnings made with them are void.

## 4. Games and results
Results are decided by the providers' certified random number generators. A round interrupted by a technical fault is completed or refunded according to the provider's records; payouts caused by a fault are void.

## 5. Bonuses
Bonuses are subject to the Bonus Rules and each offer's own terms. Bonuses and their winnings may be cancelled in case of abuse.

## 6. Responsible gaming
Gaming is entertainment, not a source of income. You may set deposit limits, take a break or exclude yourself; see the Responsible Gaming page.

## 7. Closing the account
You may close your account at any time after withdrawing your balance. We may suspend or close an account for a breach of these terms, fraud, suspected money laundering or a legal obligation.

## 8. Changes and contact
We may change these terms; the date of each version is shown on this page and you are asked to accept a new version before you play on. These terms are governed by the law of Curaçao. Complaints are answered by Customer Service within 14 days.`,
  },
  privacy: {
    title: 'Privacy and KVKK Notice',
    body: `This notice explains, under Turkish Law No. 6698 on the Protection of Personal Data ("KVKK"), how Anadolu Eğlence Teknolojileri N.V., as data controller, processes your personal data, to whom it may be transferred, how and on what legal basis it is collected, and your rights under Article 11 of the KVKK.

## 1. Data we process
Identity (name, surname, date of birth); contact details (mobile number, e-mail); transactions (deposits, withdrawals, game rounds, bonuses); financial data (IBAN, masked card details); security data (IP address, device number, session records); your messages to Customer Service and your responsible gaming settings.

## 2. Purposes
Opening and running your account, verifying age and identity, processing payments, preventing fraud and money laundering, applying responsible gaming measures, meeting legal obligations, answering your requests and, with your explicit consent, sending you offers.

## 3. Legal basis and collection
Data is collected electronically through the Site, the app, Customer Service and payment institutions, on the bases of Article 5/2 of the KVKK (performance of the contract, legal obligation, establishing and protecting a right, legitimate interest) and, for marketing, your explicit consent.

## 4. Transfers
Data may be shared with payment service providers, game providers (your player number only), our SMS and hosting suppliers, and competent authorities, under Articles 8 and 9 of the KVKK. Transfers abroad are made with the required safeguards.

## 5. Retention
Account and transaction records are kept for 8 years after the account is closed, as anti-money-laundering law requires, and then erased, destroyed or anonymised. Marketing consent ends as soon as you withdraw it.

## 6. Your rights
You may ask whether your data is processed, request information about it, learn its purpose and recipients, have it corrected or erased, object to a result produced solely by automated means, and claim compensation for damage. Apply through Customer Service or destek@casino.com.tr; we answer free of charge within 30 days.`,
  },
  cookies: {
    title: 'Cookie Policy',
    body: `This policy explains the cookies and similar local storage the Site uses, why, and how you manage your choices.

## 1. Necessary storage
The session key, device number, language and security checks. Without them you cannot log in or play, so they do not depend on your consent.

## 2. Functional and analytics storage
Functional records remember your recent games, favourites and display choices. Analytics records measure which pages are used and where errors occur; they are used only with your consent.

## 3. Third-party content
Games and payment pages load from their providers' own domains and follow those providers' cookie policies.

## 4. Your choices
You can delete or block cookies and local storage in your browser's settings at any time; blocking necessary storage stops parts of the Site from working. The session record is kept for at most 7 days, language and display choices for at most 12 months.`,
  },
};
