-- A seamless-wallet bet or win in ONE round trip (api/src/modules/wallet/seamless.repository.ts).
-- Same rules as the TypeScript ledger path: the player's account FOR UPDATE first, the provider
-- rows next, the house account last (its UPDATE just before commit); the transfer keeps its
-- idempotency key and request hash; a replay answers as the first time; nothing is written when
-- the call is refused. The house account is one of p_house_shards sub-accounts
-- `house:bankroll:{user_id % p_house_shards}` so that bets of different players do not queue on
-- one hot row. Answers (outcome, balance); outcome is OK, REPLAY or an error code of the seamless
-- API (UNKNOWN_ACCOUNT: no cash account, a server fault).
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
	p_house_shards integer,
	OUT outcome text,
	OUT balance bigint
) LANGUAGE plpgsql AS $$
DECLARE
	v_user bigint;
	v_mode text;
	v_token_currency text;
	v_token_game integer;
	v_expires timestamptz;
	v_account text;
	v_account_currency text;
	v_balance bigint;
	v_house text;
	v_house_currency text;
	v_debit text;
	v_credit text;
	v_transfer bigint;
	r wallet_seamless_transactions%ROWTYPE;
BEGIN
	IF p_kind NOT IN ('bet', 'win') THEN RAISE EXCEPTION 'wallet_seamless_money: kind %', p_kind; END IF;
	SELECT user_id, mode, currency, game_id, expires_at INTO v_user, v_mode, v_token_currency, v_token_game, v_expires
	FROM wallet_launch_tokens WHERE token_hash = p_token_hash;
	IF NOT FOUND THEN outcome := 'INVALID_TOKEN'; RETURN; END IF;
	-- Token expiry binds bets only: a round that started with a valid token must be able to settle.
	IF p_kind = 'bet' AND v_expires <= p_now THEN outcome := 'TOKEN_EXPIRED'; RETURN; END IF;
	IF v_user::text <> p_player_id THEN outcome := 'WRONG_PLAYER'; RETURN; END IF;
	IF v_mode <> 'real' THEN outcome := 'DEMO_SESSION'; RETURN; END IF;
	IF p_currency <> v_token_currency THEN outcome := 'WRONG_CURRENCY'; RETURN; END IF;
	IF p_kind = 'bet' AND p_game_id <> v_token_game THEN outcome := 'WRONG_GAME'; RETURN; END IF;

	v_account := 'player:' || v_user || ':cash';
	SELECT a.balance, a.currency INTO v_balance, v_account_currency FROM wallet_accounts a WHERE a.id = v_account FOR UPDATE;
	IF NOT FOUND THEN
		IF p_amount > 0 THEN outcome := 'UNKNOWN_ACCOUNT'; RETURN; END IF;
		v_balance := 0;
	END IF;

	-- Every writer of this player's provider rows holds the lock taken above: no twin can race us.
	SELECT * INTO r FROM wallet_seamless_transactions WHERE user_id = v_user AND transaction_id = p_transaction_id;
	IF FOUND THEN
		-- A tombstone (rollback before the bet), or the same id with other content, or a rolled-back bet.
		IF r.amount IS NULL THEN outcome := 'TRANSACTION_ROLLED_BACK'; balance := v_balance; RETURN; END IF;
		IF r.kind <> p_kind OR r.amount <> p_amount OR r.currency IS DISTINCT FROM p_currency
			OR r.round_id IS DISTINCT FROM p_round_id OR r.game_id IS DISTINCT FROM p_game_id THEN
			outcome := 'DUPLICATE_TRANSACTION'; RETURN;
		END IF;
		IF r.status = 'rolled_back' THEN outcome := 'TRANSACTION_ROLLED_BACK'; balance := v_balance; RETURN; END IF;
		outcome := 'REPLAY'; balance := coalesce(r.balance_after, 0); RETURN;
	END IF;

	IF v_account_currency IS NOT NULL AND v_account_currency <> p_currency THEN outcome := 'WRONG_CURRENCY'; RETURN; END IF;
	IF p_kind = 'bet' AND v_balance < p_amount THEN outcome := 'INSUFFICIENT_FUNDS'; balance := v_balance; RETURN; END IF;
	balance := CASE WHEN p_kind = 'bet' THEN v_balance - p_amount ELSE v_balance + p_amount END;

	IF p_amount > 0 THEN
		v_house := 'house:bankroll:' || (v_user % p_house_shards);
		v_debit := CASE WHEN p_kind = 'bet' THEN v_account ELSE v_house END;
		v_credit := CASE WHEN p_kind = 'bet' THEN v_house ELSE v_account END;
		-- The request hash is ledger.service.ts transferRequestHash (sha256 of debit|credit|amount|currency|code).
		INSERT INTO wallet_transfers (debit_account, credit_account, amount, currency, code, idempotency_key, request_hash, created_at)
		VALUES (
			v_debit, v_credit, p_amount, p_currency, upper(p_kind), 'seamless:' || v_user || ':' || p_transaction_id,
			encode(sha256(convert_to(concat_ws('|', v_debit, v_credit, p_amount::text, p_currency, upper(p_kind)), 'UTF8')), 'hex'),
			p_now
		)
		ON CONFLICT (idempotency_key) DO NOTHING
		RETURNING id INTO v_transfer;
		-- The key was used by another path without a provider row: refuse, nothing written.
		IF v_transfer IS NULL THEN outcome := 'DUPLICATE_TRANSACTION'; balance := NULL; RETURN; END IF;
	END IF;

	INSERT INTO wallet_seamless_transactions (user_id, transaction_id, kind, status, amount, currency, round_id, game_id, balance_after, created_at)
	VALUES (v_user, p_transaction_id, p_kind, 'ok', p_amount, p_currency, p_round_id, p_game_id, balance, p_now);

	INSERT INTO wallet_game_rounds AS g (user_id, round_id, game_id, currency, bet_minor, win_minor, refund_minor, status, started_at, updated_at)
	VALUES (
		v_user, p_round_id, p_game_id, p_currency,
		CASE WHEN p_kind = 'bet' THEN p_amount ELSE 0 END, CASE WHEN p_kind = 'win' THEN p_amount ELSE 0 END, 0,
		CASE WHEN p_close THEN 'closed' ELSE 'open' END, p_now, p_now
	)
	ON CONFLICT (user_id, round_id) DO UPDATE SET
		bet_minor = g.bet_minor + excluded.bet_minor,
		win_minor = g.win_minor + excluded.win_minor,
		status = CASE WHEN excluded.status = 'closed' THEN 'closed' ELSE g.status END,
		updated_at = excluded.updated_at;

	IF p_amount > 0 THEN
		UPDATE wallet_accounts SET balance = wallet_accounts.balance + (CASE WHEN p_kind = 'bet' THEN -p_amount ELSE p_amount END) WHERE id = v_account;
		-- The hot row last, held for the rest of this statement only.
		UPDATE wallet_accounts SET balance = wallet_accounts.balance + (CASE WHEN p_kind = 'bet' THEN p_amount ELSE -p_amount END)
		WHERE id = v_house RETURNING currency INTO v_house_currency;
		IF v_house_currency IS NULL OR v_house_currency <> p_currency THEN
			RAISE EXCEPTION 'wallet_seamless_money: house account % missing or not in %', v_house, p_currency;
		END IF;
	END IF;
	outcome := 'OK';
END;
$$;
