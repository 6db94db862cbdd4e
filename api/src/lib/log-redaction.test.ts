import { DrizzleQueryError } from 'drizzle-orm/errors';
import { redactedErrorSerializer } from './log-redaction';

describe('redacted error serializer', () => {
  const hash = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo';
  const phone = '905321234567';
  const email = 'ayse@example.com';

  it('drops the query parameters, the detail and the quoted values of a database error', () => {
    const pgError = Object.assign(new Error(`duplicate key value violates unique constraint "users_mobile_unique"`), {
      code: '23505',
      constraint: 'users_mobile_unique',
      table: 'users',
      detail: `Key (mobile)=(${phone}) already exists.`,
    });
    const error = new DrizzleQueryError('insert into "users" ("mobile", "password_hash", "email") values ($1, $2, $3)', [phone, hash, email], pgError);
    const out = JSON.stringify(redactedErrorSerializer(error));
    for (const secret of [phone, hash, email]) expect(out).not.toContain(secret);
    expect(out).toContain('insert into');
    expect(out).toContain('23505');
    // What failed stays visible: the constraint and table by name.
    expect(out).toContain('"constraint":"users_mobile_unique"');
    expect(out).toContain('"table":"users"');
  });

  it('redacts values PostgreSQL quotes in its own message', () => {
    const error = new Error(`invalid input syntax for type integer: "${phone}"`);
    const out = JSON.stringify(redactedErrorSerializer(error));
    expect(out).not.toContain(phone);
    expect(out).toContain('invalid input syntax for type integer');
  });
});
