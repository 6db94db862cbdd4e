import { TR_BANKS, trBankByCode } from '@casino/shared/banks';
import type { Bank, BankCard, BankCardList } from '@casino/shared/contracts';
import { isUniqueViolation } from '../../db/errors';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { bankCodeOfIban, maskIban } from '../../lib/iban';
import type { TLogger } from '../../lib/logger';
import type { TCashierAccess } from './cashier-access';
import type { TBankCardRow, TBankCardsRepository } from './bank-cards.repository';
import { GatewayRefusedError, GatewayUnavailableError, type TPaymentGateway } from './gateway-client';

const BANKS_TTL_MS = 60 * 60_000;

export const toBankCard = (row: TBankCardRow): BankCard => ({
  cardId: row.id,
  bankCode: row.bankCode,
  bankName: row.bankName,
  holderName: row.holderName,
  ibanMasked: maskIban(row.iban),
  isDefault: row.isDefault,
  createTime: row.createdAt.toISOString(),
});

/**
 * The member's payout accounts (`/user/bank`): TR IBANs (mod-97 checked by the schema) at a bank of
 * Türkiye (`TR_BANKS`, the one table the client shows too) that the gateway pays to, at most
 * `maxCards`, one live owner per IBAN. The bank comes from the IBAN itself; a valid IBAN of a bank we
 * cannot pay to is refused with a message that says so (`BANK_NOT_SUPPORTED`), never silently.
 */
export const createBankCardService = (deps: { repo: TBankCardsRepository; gateway: Pick<TPaymentGateway, 'banks'>; access: TCashierAccess; clock: Clock; maxCardsOf: (userId: number) => Promise<number>; logger: Pick<TLogger, 'warn'> }) => {
  const { repo, clock } = deps;
  let banksCache: { at: number; banks: readonly Bank[] } | null = null;

  const banks = async (): Promise<readonly Bank[]> => {
    const now = clock.now().getTime();
    if (banksCache && now - banksCache.at < BANKS_TTL_MS) return banksCache.banks;
    try {
      banksCache = { at: now, banks: await deps.gateway.banks() };
      return banksCache.banks;
    } catch (error) {
      if (!(error instanceof GatewayUnavailableError || error instanceof GatewayRefusedError)) throw error;
      deps.logger.warn({ err: error }, 'bank list unavailable from the payment gateway');
      // The last good list is better than none; before any, the banks of the Turkish EFT system we ship with.
      return banksCache?.banks ?? TR_BANKS;
    }
  };

  const list = async (userId: number): Promise<BankCardList> => ({ cards: (await repo.listLive(userId)).map(toBankCard), maxCards: await deps.maxCardsOf(userId) });

  return {
    banks,
    list,

    async add(userId: number, input: { iban: string; holderName: string; bankCode?: string | undefined }): Promise<BankCardList> {
      await deps.access.require(userId);
      const bankCode = bankCodeOfIban(input.iban);
      if (input.bankCode !== undefined && input.bankCode !== bankCode) throw new AppError('IBAN_BANK_MISMATCH');
      const bank = trBankByCode(bankCode);
      if (!bank || !(await banks()).some((b) => b.bankCode === bankCode)) {
        throw new AppError('VALIDATION_FAILED', { params: { field: 'iban', bankCode }, messageKey: 'BANK_NOT_SUPPORTED' });
      }
      const maxCards = await deps.maxCardsOf(userId);
      try {
        await repo.transaction(async (tx) => {
          await repo.lockOwner(userId, tx);
          const live = await repo.listLive(userId, tx);
          if (live.some((c) => c.iban === input.iban)) return;
          if (live.length >= maxCards) throw new AppError('BANK_CARD_LIMIT', { params: { max: maxCards } });
          await repo.insert({ userId, iban: input.iban, bankCode, bankName: bank.bankName, holderName: input.holderName, isDefault: live.length === 0, createdAt: clock.now() }, tx);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('BANK_CARD_TAKEN');
        throw error;
      }
      return list(userId);
    },

    async remove(userId: number, cardId: number): Promise<BankCardList> {
      await repo.transaction(async (tx) => {
        await repo.lockOwner(userId, tx);
        const card = await repo.findLive(userId, cardId, tx);
        if (!card) throw new AppError('BANK_CARD_NOT_FOUND');
        await repo.softDelete(userId, cardId, clock.now(), tx);
        const rest = await repo.listLive(userId, tx);
        if (card.isDefault && rest[0]) await repo.setDefault(userId, rest[0].id, tx);
      });
      return list(userId);
    },

    async setDefault(userId: number, cardId: number): Promise<BankCardList> {
      await repo.transaction(async (tx) => {
        await repo.lockOwner(userId, tx);
        if (!(await repo.findLive(userId, cardId, tx))) throw new AppError('BANK_CARD_NOT_FOUND');
        await repo.setDefault(userId, cardId, tx);
      });
      return list(userId);
    },
  };
};

export type TBankCardService = ReturnType<typeof createBankCardService>;
