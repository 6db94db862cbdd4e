import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows';
import { createTestDatabase, dialects, type TestDatabase } from '../../../test-support/harness';

/** drizzle/0034: databases seeded before the promotional credits were pointed at their offers get the seeded default. */
const MIGRATION = readFileSync(path.join(__dirname, '../../../drizzle/0034_bonus_promo_sources_on.sql'), 'utf8');

type TOffer = { code: string; promo_source: string | null; version: number; updated_by: string };
type TVersion = { version: number; actor: string; fields: Record<string, unknown> };

describe.each(dialects())('migration 0034: the seeded welcome and sign-in offers pay their promotional credits (%s)', (dialect) => {
  let testDb: TestDatabase;

  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
  }, 120_000);
  afterAll(async () => {
    await testDb?.drop();
  });

  const run = (query: ReturnType<typeof sql>) => testDb.database.db.execute(query);
  const offers = async () =>
    new Map(rowsOf<TOffer>(await run(sql`select code, promo_source, version, updated_by from bonus_offers where market_id = 'tr'`)).map((o) => [o.code, o]));
  const versions = async (code: string) =>
    rowsOf<TVersion>(
      await run(sql`select v.version, v.actor, v.fields from bonus_offer_versions v join bonus_offers o on o.id = v.offer_id
                    where o.market_id = 'tr' and o.code = ${code} order by v.version`),
    );

  it('points them as their next version, written by "migration"; a source staff gave to another offer is left; a second run changes nothing', async () => {
    // As a database seeded before: neither offer pointed at its source, and staff gave the sign-in reward to another offer.
    await run(sql`update bonus_offers set promo_source = null where market_id = 'tr' and code in ('welcome', 'sign_in')`);
    await run(sql`update bonus_offers set promo_source = 'sign_in' where market_id = 'tr' and code = 'first_deposit'`);
    const before = await offers();
    const welcomeBefore = (await versions('welcome')).at(-1)!;

    await run(sql.raw(MIGRATION));
    const after = await offers();
    // Never saved by staff: still 'seed' on the row (the seed keeps filling its translations); the version says who.
    expect(after.get('welcome')).toMatchObject({ promo_source: 'welcome_mail', version: before.get('welcome')!.version + 1, updated_by: 'seed' });
    expect(after.get('sign_in')).toEqual(before.get('sign_in'));
    expect(after.get('first_deposit')).toEqual(before.get('first_deposit'));
    const welcomeAfter = (await versions('welcome')).at(-1)!;
    // The audit trail: the previous fields with the source, written by the migration.
    expect(welcomeAfter).toMatchObject({ version: welcomeBefore.version + 1, actor: 'migration' });
    expect(welcomeAfter.fields).toEqual({ ...welcomeBefore.fields, promoSource: 'welcome_mail' });

    await run(sql.raw(MIGRATION));
    expect(await offers()).toEqual(after);
    expect(await versions('welcome')).toHaveLength(welcomeAfter.version);
  });
});
