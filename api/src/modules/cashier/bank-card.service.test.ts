import { TR_BANKS } from '@casino/shared/banks';
import { AppError } from '../../lib/errors';
import { systemClock } from '../../lib/clock';
import { trIbanFor } from '../../lib/iban';
import type { TBankCardsRepository } from './bank-cards.repository';
import type { TCashierAccess } from './cashier-access';
import { createBankCardService } from './bank-card.service';
import { GatewayUnavailableError } from './gateway-client';

/** Only the refusal paths: they answer before any row is read, so the repository is never reached. */
const unusedRepo = new Proxy({}, { get: (_, name) => () => Promise.reject(new Error(`repository.${String(name)} must not be called`)) }) as TBankCardsRepository;
const access: TCashierAccess = { require: async () => undefined } as unknown as TCashierAccess;
const service = (banks: () => Promise<Array<{ bankCode: string; bankName: string }>>) =>
  createBankCardService({ repo: unusedRepo, gateway: { banks }, access, clock: systemClock, maxCardsOf: async () => 3, logger: { warn: () => undefined } });

const refusal = async (promise: Promise<unknown>): Promise<AppError> => {
  const error: unknown = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
};

describe('bank card service: which banks a payout account may be at', () => {
  it('refuses a bank of Türkiye that the gateway does not pay to, naming its code', async () => {
    const cards = service(async () => [{ bankCode: '00010', bankName: 'T.C. Ziraat Bankası' }]);
    const error = await refusal(cards.add(7, { iban: trIbanFor('00064', '0000000000001234'), holderName: 'Ali Veli' }));
    expect([error.code, error.messageKey, error.params]).toEqual(['VALIDATION_FAILED', 'BANK_NOT_SUPPORTED', { field: 'iban', bankCode: '00064' }]);
  });

  it('refuses a code that is no bank of Türkiye even if a gateway listed it', async () => {
    const cards = service(async () => [{ bankCode: '00061', bankName: 'Unknown' }]);
    const error = await refusal(cards.add(7, { iban: 'TR330006100519786457841326', holderName: 'Ali Veli' }));
    expect(error.messageKey).toBe('BANK_NOT_SUPPORTED');
  });

  it('falls back to the whole table while the gateway cannot be reached', async () => {
    const cards = service(async () => Promise.reject(new GatewayUnavailableError('down')));
    expect(await cards.banks()).toBe(TR_BANKS);
  });
});
