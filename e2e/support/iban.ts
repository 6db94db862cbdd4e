let seq = Math.floor(Math.random() * 1e12);

/** A valid TR IBAN at Ziraat (bank 00010): mod-97 check digits over the BBAN, a new account number each call. */
export function newIban(): string {
  const bban = `000100${String(++seq).padStart(16, '0')}`;
  const check = 98n - (BigInt(`${bban}292700`) % 97n);
  return `TR${String(check).padStart(2, '0')}${bban}`;
}
