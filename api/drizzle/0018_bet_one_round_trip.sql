-- A bet in ONE round trip, player protection included. Before, a bet with player protection was a
-- transaction of seven round trips (BEGIN, the player lock, the transaction-id lookup, the exclusion,
-- the limits, the money statement, COMMIT) after a launch-token lookup. Now the protection rules run
-- inside wallet_seamless_money, after its player lock and its replay check, so a retry of a bet that
-- was accepted replays its answer even if a limit has been reached since (as before).
--
-- The rules are player protection's (api/src/modules/protection/README.md), kept here in SQL next to
-- their TypeScript twins (protection.usage.ts, protection.period.ts), which still answer the player's
-- own "what is left" screens; protection.bet-guard.test.ts pins that both agree:
--   * a time-out or self-exclusion in force: PLAYER_EXCLUDED;
--   * a loss or wager limit (its pending change applied once its cooling-off is over) whose period
--     (a calendar day, Monday week or month in Europe/Istanbul) has less left than the stake: LIMIT_EXCEEDED;
--   * a session-time limit whose period's play time (activity spans, a pause over 5 minutes ends a
--     span, the newest span open up to now) is used up: LIMIT_EXCEEDED.
-- An accepted bet marks play (extends or opens the newest span), written at most every 30 s per player.

-- Play time in [p_from, p_to) in milliseconds (protection.usage.ts playMs).
CREATE FUNCTION protection_play_ms(p_user bigint, p_from timestamptz, p_to timestamptz) RETURNS double precision LANGUAGE plpgsql STABLE AS $$
DECLARE
	c_gap constant interval := interval '5 minutes';
	s record;
	v_first boolean := true;
	v_end timestamptz;
	v_start timestamptz;
	v_total double precision := 0;
BEGIN
	FOR s IN
		SELECT started_at, last_active_at FROM protection_play_spans
		WHERE user_id = p_user AND last_active_at >= p_from - c_gap AND started_at < p_to
		ORDER BY last_active_at DESC, id DESC
	LOOP
		v_end := least(CASE WHEN v_first AND p_to - s.last_active_at <= c_gap THEN p_to ELSE s.last_active_at END, p_to);
		v_start := greatest(s.started_at, p_from);
		IF v_end > v_start THEN v_total := v_total + extract(epoch FROM v_end - v_start) * 1000; END IF;
		v_first := false;
	END LOOP;
	RETURN v_total;
END;
$$;
--> statement-breakpoint
-- Null when the bet may go on, else the seamless error code. Called under the player's account lock
-- (limits and exclusions are written under the same lock: a bet sees a change before or after, never half).
CREATE FUNCTION protection_bet_refusal(p_user bigint, p_amount bigint, p_now timestamptz) RETURNS text LANGUAGE plpgsql STABLE AS $$
DECLARE
	c_zone constant text := 'Europe/Istanbul';
	l record;
	v_value bigint;
	v_start timestamptz;
	v_used bigint;
BEGIN
	PERFORM 1 FROM protection_exclusions WHERE user_id = p_user AND starts_at <= p_now AND (ends_at IS NULL OR ends_at > p_now);
	IF FOUND THEN RETURN 'PLAYER_EXCLUDED'; END IF;
	FOR l IN
		SELECT kind, period, value, pending_value, pending_remove, pending_effective_at FROM protection_limits
		WHERE user_id = p_user AND kind IN ('loss', 'wager', 'session')
	LOOP
		v_value := CASE
			WHEN l.pending_effective_at IS NOT NULL AND l.pending_effective_at <= p_now THEN CASE WHEN l.pending_remove = 1 THEN NULL ELSE l.pending_value END
			ELSE l.value
		END;
		CONTINUE WHEN v_value IS NULL;
		v_start := date_trunc(l.period, p_now, c_zone);
		IF l.kind = 'session' THEN
			IF floor(protection_play_ms(p_user, v_start, p_now) / 60000) >= v_value THEN RETURN 'LIMIT_EXCEEDED'; END IF;
		ELSE
			SELECT CASE WHEN l.kind = 'wager' THEN coalesce(sum(bet_minor - refund_minor), 0) ELSE coalesce(sum(bet_minor - refund_minor - win_minor), 0) END
			INTO v_used FROM wallet_game_rounds WHERE user_id = p_user AND started_at >= v_start;
			IF p_amount > v_value - v_used THEN RETURN 'LIMIT_EXCEEDED'; END IF;
		END IF;
	END LOOP;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
-- The activity mark of a bet (protection.repository.ts touchPlaySpan), at most every 30 s per player.
CREATE FUNCTION protection_mark_play(p_user bigint, p_now timestamptz) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	c_gap constant interval := interval '5 minutes';
	c_every constant interval := interval '30 seconds';
	v_id bigint;
	v_last timestamptz;
BEGIN
	SELECT id, last_active_at INTO v_id, v_last FROM protection_play_spans WHERE user_id = p_user ORDER BY last_active_at DESC, id DESC LIMIT 1;
	IF v_id IS NULL OR v_last < p_now - c_gap THEN
		INSERT INTO protection_play_spans (user_id, started_at, last_active_at) VALUES (p_user, p_now, p_now);
	ELSIF v_last <= p_now - c_every THEN
		UPDATE protection_play_spans SET last_active_at = greatest(last_active_at, p_now) WHERE id = v_id;
	END IF;
END;
$$;
--> statement-breakpoint
DROP FUNCTION wallet_seamless_money(text, text, text, text, text, integer, bigint, text, boolean, timestamptz, text, text);
--> statement-breakpoint
-- A seamless-wallet bet or win in ONE round trip: checks the launch token and the round, replays or
-- refuses a known transaction id, runs player protection's checks on a new bet (p_guard), moves the money through wallet_transfer, and records the provider
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
	p_guard boolean,
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
	v_refusal text;
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

	-- A new bet only (a replay answered above): player protection, under the player's lock.
	IF p_kind = 'bet' AND p_guard THEN
		v_refusal := protection_bet_refusal(v_user, p_amount, p_now);
		IF v_refusal IS NOT NULL THEN outcome := v_refusal; balance := v_balance; RETURN; END IF;
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
	-- A bet is play: it extends the player's session-time span (accepted bets only: a refusal writes nothing).
	IF p_kind = 'bet' AND p_guard THEN PERFORM protection_mark_play(v_user, p_now); END IF;
	outcome := 'OK';
END;
$$;
