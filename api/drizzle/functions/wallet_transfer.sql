-- ONE writer of money (api/src/modules/wallet/README.md). Every movement, from TypeScript
-- (ledger.repository.ts applyTransfer: deposits, payouts, prizes, rollbacks...) and from the
-- seamless bet path (seamless_move.sql), goes through wallet_transfer: the lock order, the request hash
-- of the idempotency key and the funds check live here and nowhere else. Account names come from
-- the caller (ledger.service.ts names them).
--
-- wallet_transfer answers an outcome instead of raising, so a refusal writes nothing:
--   OK, REPLAY (same key, same request: transfer_id of the first), IDEMPOTENCY_CONFLICT (same key,
--   other request), INSUFFICIENT_FUNDS (debit_balance = the current balance), UNKNOWN_ACCOUNT,
--   CURRENCY_MISMATCH, INVALID_AMOUNT, SAME_ACCOUNT.
-- Lock order: the accounts that must not go negative (players, pending payouts) FOR UPDATE, sorted
-- by id, first; the hot house/world rows last, taken by their UPDATE just before the caller commits.
CREATE OR REPLACE FUNCTION wallet_transfer(
	p_debit text,
	p_credit text,
	p_amount bigint,
	p_currency text,
	p_code text,
	p_key text,
	p_at timestamptz,
	OUT outcome text,
	OUT transfer_id bigint,
	OUT debit_balance bigint,
	OUT credit_balance bigint
) LANGUAGE plpgsql AS $$
DECLARE
	v_debit_negative boolean;
	v_debit_currency text;
	v_credit_negative boolean;
	v_credit_currency text;
	v_hash text;
	v_existing_hash text;
	v_locked record;
	v_debit_locked bigint;
BEGIN
	IF p_amount IS NULL OR p_amount <= 0 THEN outcome := 'INVALID_AMOUNT'; RETURN; END IF;
	IF p_debit = p_credit THEN outcome := 'SAME_ACCOUNT'; RETURN; END IF;
	-- Both accounts in one read: no row, one of them is unknown.
	SELECT d.allow_negative, d.currency, c.allow_negative, c.currency
	INTO v_debit_negative, v_debit_currency, v_credit_negative, v_credit_currency
	FROM wallet_accounts d JOIN wallet_accounts c ON c.id = p_credit WHERE d.id = p_debit;
	IF NOT FOUND THEN outcome := 'UNKNOWN_ACCOUNT'; RETURN; END IF;
	IF v_debit_currency <> p_currency OR v_credit_currency <> p_currency THEN outcome := 'CURRENCY_MISMATCH'; RETURN; END IF;

	-- The strict rows locked in id order; the lock answers their current balance (no other writer until we commit).
	FOR v_locked IN SELECT id, balance FROM wallet_accounts WHERE id IN (p_debit, p_credit) AND NOT allow_negative ORDER BY id FOR UPDATE LOOP
		IF v_locked.id = p_debit THEN v_debit_locked := v_locked.balance; END IF;
	END LOOP;

	v_hash := encode(sha256(convert_to(concat_ws('|', p_debit, p_credit, p_amount::text, p_currency, p_code), 'UTF8')), 'hex');
	-- The key first: a replay answers as the first time even if the funds have gone since.
	SELECT id, request_hash INTO transfer_id, v_existing_hash FROM wallet_transfers WHERE idempotency_key = p_key;
	IF FOUND THEN
		outcome := CASE WHEN v_existing_hash = v_hash THEN 'REPLAY' ELSE 'IDEMPOTENCY_CONFLICT' END;
		RETURN;
	END IF;

	IF NOT v_debit_negative THEN
		debit_balance := v_debit_locked;
		IF debit_balance < p_amount THEN outcome := 'INSUFFICIENT_FUNDS'; transfer_id := NULL; RETURN; END IF;
	END IF;

	INSERT INTO wallet_transfers (debit_account, credit_account, amount, currency, code, idempotency_key, request_hash, created_at)
	VALUES (p_debit, p_credit, p_amount, p_currency, p_code, p_key, v_hash, p_at)
	ON CONFLICT (idempotency_key) DO NOTHING
	RETURNING id INTO transfer_id;
	IF transfer_id IS NULL THEN
		-- A concurrent transfer with the same key committed first (its accounts are not ours to lock).
		SELECT id, request_hash INTO transfer_id, v_existing_hash FROM wallet_transfers WHERE idempotency_key = p_key;
		outcome := CASE WHEN v_existing_hash = v_hash THEN 'REPLAY' ELSE 'IDEMPOTENCY_CONFLICT' END;
		debit_balance := NULL;
		RETURN;
	END IF;

	-- Strict rows (already locked) first, the hot rows last.
	IF NOT v_debit_negative THEN
		UPDATE wallet_accounts SET balance = balance - p_amount WHERE id = p_debit RETURNING balance INTO debit_balance;
	END IF;
	IF NOT v_credit_negative THEN
		UPDATE wallet_accounts SET balance = balance + p_amount WHERE id = p_credit RETURNING balance INTO credit_balance;
	END IF;
	IF v_debit_negative THEN
		UPDATE wallet_accounts SET balance = balance - p_amount WHERE id = p_debit RETURNING balance INTO debit_balance;
	END IF;
	IF v_credit_negative THEN
		UPDATE wallet_accounts SET balance = balance + p_amount WHERE id = p_credit RETURNING balance INTO credit_balance;
	END IF;
	outcome := 'OK';
END;
$$;
