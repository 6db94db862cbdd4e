-- ONE writer of money (api/src/modules/wallet/README.md). Every movement, from TypeScript
-- (ledger.repository.ts applyTransfer: deposits, payouts, prizes, rollbacks...) and from the
-- seamless bet/win function below, goes through wallet_transfer: the lock order, the request hash
-- of the idempotency key and the funds check live here and nowhere else. Account names come from
-- the caller (ledger.service.ts names them).
--
-- wallet_transfer answers an outcome instead of raising, so a refusal writes nothing:
--   OK, REPLAY (same key, same request: transfer_id of the first), IDEMPOTENCY_CONFLICT (same key,
--   other request), INSUFFICIENT_FUNDS (debit_balance = the current balance), UNKNOWN_ACCOUNT,
--   CURRENCY_MISMATCH, INVALID_AMOUNT, SAME_ACCOUNT.
-- Lock order: the accounts that must not go negative (players, pending payouts) FOR UPDATE, sorted
-- by id, first; the hot house/world rows last, taken by their UPDATE just before the caller commits.
CREATE FUNCTION wallet_transfer(
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
BEGIN
	IF p_amount IS NULL OR p_amount <= 0 THEN outcome := 'INVALID_AMOUNT'; RETURN; END IF;
	IF p_debit = p_credit THEN outcome := 'SAME_ACCOUNT'; RETURN; END IF;
	SELECT allow_negative, currency INTO v_debit_negative, v_debit_currency FROM wallet_accounts WHERE id = p_debit;
	IF NOT FOUND THEN outcome := 'UNKNOWN_ACCOUNT'; RETURN; END IF;
	SELECT allow_negative, currency INTO v_credit_negative, v_credit_currency FROM wallet_accounts WHERE id = p_credit;
	IF NOT FOUND THEN outcome := 'UNKNOWN_ACCOUNT'; RETURN; END IF;
	IF v_debit_currency <> p_currency OR v_credit_currency <> p_currency THEN outcome := 'CURRENCY_MISMATCH'; RETURN; END IF;

	PERFORM 1 FROM wallet_accounts WHERE id IN (p_debit, p_credit) AND NOT allow_negative ORDER BY id FOR UPDATE;

	v_hash := encode(sha256(convert_to(concat_ws('|', p_debit, p_credit, p_amount::text, p_currency, p_code), 'UTF8')), 'hex');
	-- The key first: a replay answers as the first time even if the funds have gone since.
	SELECT id, request_hash INTO transfer_id, v_existing_hash FROM wallet_transfers WHERE idempotency_key = p_key;
	IF FOUND THEN
		outcome := CASE WHEN v_existing_hash = v_hash THEN 'REPLAY' ELSE 'IDEMPOTENCY_CONFLICT' END;
		RETURN;
	END IF;

	IF NOT v_debit_negative THEN
		SELECT balance INTO debit_balance FROM wallet_accounts WHERE id = p_debit;
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
--> statement-breakpoint
DROP FUNCTION wallet_seamless_money(text, text, text, text, text, integer, bigint, text, boolean, timestamptz, integer);
--> statement-breakpoint
-- A seamless-wallet bet or win in ONE round trip: checks the launch token and the round, replays or
-- refuses a known transaction id, moves the money through wallet_transfer, and records the provider
-- row and the round. Nothing is written when the call is refused. Answers (outcome, balance);
-- outcome is OK, REPLAY or an error code of the seamless API (seamless.service.ts).
-- Round rules: a bet opens the round (bound to the launch token and game) or adds to an open round of
-- the same game and token; a win must name an open round that a bet of the same game and token
-- opened. Wins ignore token expiry (a started round must settle), but never a token that was never
-- authenticated.
CREATE FUNCTION wallet_seamless_money(
	p_token_hash text,
	p_player_id text,
	p_kind text,
	p_transaction_id text,
	p_round_id text,
	p_game_id integer,
	p_amount bigint,
	p_currency text,
	p_close boolean,
	p_now timestamptz,
	p_player_account text,
	p_house_account text,
	OUT outcome text,
	OUT balance bigint
) LANGUAGE plpgsql AS $$
DECLARE
	v_user bigint;
	v_mode text;
	v_token_currency text;
	v_token_game integer;
	v_expires timestamptz;
	v_authenticated timestamptz;
	v_account_currency text;
	v_balance bigint;
	v_round wallet_game_rounds%ROWTYPE;
	v_transfer record;
	r wallet_seamless_transactions%ROWTYPE;
BEGIN
	IF p_kind NOT IN ('bet', 'win') THEN RAISE EXCEPTION 'wallet_seamless_money: kind %', p_kind; END IF;
	SELECT user_id, mode, currency, game_id, expires_at, authenticated_at
	INTO v_user, v_mode, v_token_currency, v_token_game, v_expires, v_authenticated
	FROM wallet_launch_tokens WHERE token_hash = p_token_hash;
	IF NOT FOUND THEN outcome := 'INVALID_TOKEN'; RETURN; END IF;
	IF p_kind = 'bet' AND v_expires <= p_now THEN outcome := 'TOKEN_EXPIRED'; RETURN; END IF;
	IF v_authenticated IS NULL THEN outcome := 'INVALID_TOKEN'; RETURN; END IF;
	IF v_user::text <> p_player_id THEN outcome := 'WRONG_PLAYER'; RETURN; END IF;
	IF v_mode <> 'real' THEN outcome := 'DEMO_SESSION'; RETURN; END IF;
	IF p_currency <> v_token_currency THEN outcome := 'WRONG_CURRENCY'; RETURN; END IF;
	IF p_kind = 'bet' AND p_game_id <> v_token_game THEN outcome := 'WRONG_GAME'; RETURN; END IF;

	-- The player's lock first, as on every money path: no twin of this call can race us.
	SELECT a.balance, a.currency INTO v_balance, v_account_currency FROM wallet_accounts a WHERE a.id = p_player_account FOR UPDATE;
	IF NOT FOUND THEN
		IF p_amount > 0 THEN outcome := 'UNKNOWN_ACCOUNT'; RETURN; END IF;
		v_balance := 0;
	END IF;

	SELECT * INTO r FROM wallet_seamless_transactions WHERE user_id = v_user AND transaction_id = p_transaction_id;
	IF FOUND THEN
		-- A tombstone (rollback before the bet), the same id with other content, a rolled-back bet, or a replay.
		IF r.amount IS NULL THEN outcome := 'TRANSACTION_ROLLED_BACK'; balance := v_balance; RETURN; END IF;
		IF r.kind <> p_kind OR r.amount <> p_amount OR r.currency IS DISTINCT FROM p_currency
			OR r.round_id IS DISTINCT FROM p_round_id OR r.game_id IS DISTINCT FROM p_game_id THEN
			outcome := 'DUPLICATE_TRANSACTION'; RETURN;
		END IF;
		IF r.status = 'rolled_back' THEN outcome := 'TRANSACTION_ROLLED_BACK'; balance := v_balance; RETURN; END IF;
		outcome := 'REPLAY'; balance := coalesce(r.balance_after, 0); RETURN;
	END IF;

	IF v_account_currency IS NOT NULL AND v_account_currency <> p_currency THEN outcome := 'WRONG_CURRENCY'; RETURN; END IF;

	SELECT * INTO v_round FROM wallet_game_rounds WHERE user_id = v_user AND round_id = p_round_id;
	IF FOUND THEN
		IF v_round.status <> 'open' THEN outcome := 'ROUND_CLOSED'; balance := v_balance; RETURN; END IF;
		IF v_round.game_id <> p_game_id THEN outcome := 'WRONG_GAME'; RETURN; END IF;
		IF v_round.token_hash IS DISTINCT FROM p_token_hash THEN outcome := 'WRONG_SESSION'; RETURN; END IF;
	ELSIF p_kind = 'win' THEN
		-- No bet ever opened this round: nothing to win.
		outcome := 'UNKNOWN_ROUND'; balance := v_balance; RETURN;
	END IF;

	balance := v_balance;
	IF p_amount > 0 THEN
		SELECT * INTO v_transfer FROM wallet_transfer(
			CASE WHEN p_kind = 'bet' THEN p_player_account ELSE p_house_account END,
			CASE WHEN p_kind = 'bet' THEN p_house_account ELSE p_player_account END,
			p_amount, p_currency, upper(p_kind), 'seamless:' || v_user || ':' || p_transaction_id, p_now);
		IF v_transfer.outcome = 'INSUFFICIENT_FUNDS' THEN outcome := 'INSUFFICIENT_FUNDS'; balance := v_balance; RETURN; END IF;
		-- The key was used by another path without a provider row: refuse, nothing written.
		IF v_transfer.outcome IN ('REPLAY', 'IDEMPOTENCY_CONFLICT') THEN outcome := 'DUPLICATE_TRANSACTION'; balance := NULL; RETURN; END IF;
		IF v_transfer.outcome <> 'OK' THEN
			RAISE EXCEPTION 'wallet_seamless_money: transfer % for % -> %', v_transfer.outcome, p_player_account, p_house_account;
		END IF;
		balance := CASE WHEN p_kind = 'bet' THEN v_transfer.debit_balance ELSE v_transfer.credit_balance END;
	END IF;

	INSERT INTO wallet_seamless_transactions (user_id, transaction_id, kind, status, amount, currency, round_id, game_id, balance_after, created_at)
	VALUES (v_user, p_transaction_id, p_kind, 'ok', p_amount, p_currency, p_round_id, p_game_id, balance, p_now);

	INSERT INTO wallet_game_rounds AS g (user_id, round_id, game_id, currency, bet_minor, win_minor, refund_minor, status, token_hash, started_at, updated_at)
	VALUES (
		v_user, p_round_id, p_game_id, p_currency,
		CASE WHEN p_kind = 'bet' THEN p_amount ELSE 0 END, CASE WHEN p_kind = 'win' THEN p_amount ELSE 0 END, 0,
		CASE WHEN p_close THEN 'closed' ELSE 'open' END, p_token_hash, p_now, p_now
	)
	ON CONFLICT (user_id, round_id) DO UPDATE SET
		bet_minor = g.bet_minor + excluded.bet_minor,
		win_minor = g.win_minor + excluded.win_minor,
		status = CASE WHEN excluded.status = 'closed' THEN 'closed' ELSE g.status END,
		updated_at = excluded.updated_at;
	outcome := 'OK';
END;
$$;
