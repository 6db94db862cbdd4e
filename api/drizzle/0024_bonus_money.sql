-- Bonus money in the one money statement (api/src/modules/bonus/README.md). A player has two kinds of
-- money, each its own ledger account: cash (`player:{id}:cash`, withdrawable) and bonus
-- (`player:{id}:bonus`, locked under wagering; at most one running bonus, `player_bonuses`).
--   * A bet spends cash first, then bonus money; while a bonus runs, a stake over its max bet is
--     refused (BONUS_MAX_BET) and every bet adds stake x the game family's weight / 100 to the
--     bonus's wagered amount, in the bet's own statement. When wagered >= required the bonus
--     converts: its money (up to the max conversion) moves to cash, the rest back to promotions, once.
--   * A win is split like the stake of its round: the bonus share goes to the bonus money while that
--     bonus runs, to cash once it has converted, and is forfeited with a bonus that was forfeited or expired.
--   * An expired bonus is closed by the next bet (and by the bonus service when the player looks).
-- Account names come from the caller (ledger.service.ts), as for every money path; the player's cash
-- lock is taken first everywhere, then the bonus row, then the bonus account.

-- Closes a running bonus: 'converted' (its money up to the max conversion to cash, the rest to
-- promotions) or 'forfeited' / 'expired' (all of it to promotions). Nothing for a bonus not running.
CREATE FUNCTION bonus_close(
	p_bonus_id bigint,
	p_status text,
	p_now timestamptz,
	p_cash_account text,
	p_bonus_account text,
	p_promo_account text,
	OUT converted bigint,
	OUT removed bigint
) LANGUAGE plpgsql AS $$
DECLARE
	v_b player_bonuses%ROWTYPE;
	v_balance bigint;
	v_currency text;
	v_t record;
BEGIN
	converted := 0;
	removed := 0;
	IF p_status NOT IN ('converted', 'forfeited', 'expired') THEN RAISE EXCEPTION 'bonus_close: status %', p_status; END IF;
	SELECT * INTO v_b FROM player_bonuses WHERE id = p_bonus_id FOR UPDATE;
	IF NOT FOUND OR v_b.status <> 'active' THEN RETURN; END IF;
	SELECT balance, currency INTO v_balance, v_currency FROM wallet_accounts WHERE id = p_bonus_account FOR UPDATE;
	v_balance := coalesce(v_balance, 0);
	IF p_status = 'converted' THEN converted := least(v_balance, coalesce(v_b.max_conversion_minor, v_balance)); END IF;
	removed := v_balance - converted;
	IF converted > 0 THEN
		SELECT * INTO v_t FROM wallet_transfer(p_bonus_account, p_cash_account, converted, v_currency, 'BONUS_CONVERT', 'bonus:' || p_bonus_id || ':convert', p_now);
		IF v_t.outcome <> 'OK' THEN RAISE EXCEPTION 'bonus_close: convert %', v_t.outcome; END IF;
	END IF;
	IF removed > 0 THEN
		SELECT * INTO v_t FROM wallet_transfer(p_bonus_account, p_promo_account, removed, v_currency, 'BONUS_REMOVE', 'bonus:' || p_bonus_id || ':remove', p_now);
		IF v_t.outcome <> 'OK' THEN RAISE EXCEPTION 'bonus_close: remove %', v_t.outcome; END IF;
	END IF;
	UPDATE player_bonuses SET status = p_status, converted_minor = converted, closed_at = p_now WHERE id = p_bonus_id;
END;
$$;
--> statement-breakpoint
DROP FUNCTION wallet_seamless_money(text, text, text, text, text, integer, bigint, text, boolean, timestamptz, text, text, boolean);
--> statement-breakpoint
-- A seamless-wallet bet or win in ONE round trip (drizzle/0006, 0018): checks the launch token and the
-- round, replays or refuses a known transaction id, runs player protection's checks on a new bet
-- (p_guard), spends cash then bonus money, counts wagering, converts a bonus whose wagering is met,
-- splits a win like its round's stake, and records the provider row and the round. Nothing is written
-- when the call is refused. Answers (outcome, balance): balance is cash + bonus, what the game shows.
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
	p_bonus_account text,
	p_promo_account text,
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
	v_cash bigint;
	v_bonus_money bigint := 0;
	v_round wallet_game_rounds%ROWTYPE;
	v_has_round boolean;
	v_transfer record;
	v_refusal text;
	v_bonus player_bonuses%ROWTYPE;
	v_has_bonus boolean := false;
	v_bonus_part bigint := 0;
	v_cash_part bigint;
	v_round_bonus_status text;
	v_family text;
	v_weight integer;
	v_wagered bigint;
	v_required bigint;
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
	SELECT a.balance, a.currency INTO v_cash, v_account_currency FROM wallet_accounts a WHERE a.id = p_player_account FOR UPDATE;
	IF NOT FOUND THEN
		IF p_amount > 0 THEN outcome := 'UNKNOWN_ACCOUNT'; RETURN; END IF;
		v_cash := 0;
	END IF;
	SELECT coalesce(a.balance, 0) INTO v_bonus_money FROM wallet_accounts a WHERE a.id = p_bonus_account FOR UPDATE;
	v_bonus_money := coalesce(v_bonus_money, 0);

	SELECT * INTO r FROM wallet_seamless_transactions WHERE user_id = v_user AND transaction_id = p_transaction_id;
	IF FOUND THEN
		-- A tombstone (rollback before the bet), the same id with other content, a rolled-back bet, or a replay.
		IF r.amount IS NULL THEN outcome := 'TRANSACTION_ROLLED_BACK'; balance := v_cash + v_bonus_money; RETURN; END IF;
		IF r.kind <> p_kind OR r.amount <> p_amount OR r.currency IS DISTINCT FROM p_currency
			OR r.round_id IS DISTINCT FROM p_round_id OR r.game_id IS DISTINCT FROM p_game_id THEN
			outcome := 'DUPLICATE_TRANSACTION'; RETURN;
		END IF;
		IF r.status = 'rolled_back' THEN outcome := 'TRANSACTION_ROLLED_BACK'; balance := v_cash + v_bonus_money; RETURN; END IF;
		outcome := 'REPLAY'; balance := coalesce(r.balance_after, 0); RETURN;
	END IF;

	-- A new bet only (a replay answered above): player protection, under the player's lock.
	IF p_kind = 'bet' AND p_guard THEN
		v_refusal := protection_bet_refusal(v_user, p_amount, p_now);
		IF v_refusal IS NOT NULL THEN outcome := v_refusal; balance := v_cash + v_bonus_money; RETURN; END IF;
	END IF;

	IF v_account_currency IS NOT NULL AND v_account_currency <> p_currency THEN outcome := 'WRONG_CURRENCY'; RETURN; END IF;

	SELECT * INTO v_round FROM wallet_game_rounds WHERE user_id = v_user AND round_id = p_round_id;
	v_has_round := FOUND;
	IF v_has_round THEN
		IF v_round.status <> 'open' THEN outcome := 'ROUND_CLOSED'; balance := v_cash + v_bonus_money; RETURN; END IF;
		IF v_round.game_id <> p_game_id THEN outcome := 'WRONG_GAME'; RETURN; END IF;
		IF v_round.token_hash IS DISTINCT FROM p_token_hash THEN outcome := 'WRONG_SESSION'; RETURN; END IF;
	ELSIF p_kind = 'win' THEN
		-- No bet ever opened this round: nothing to win.
		outcome := 'UNKNOWN_ROUND'; balance := v_cash + v_bonus_money; RETURN;
	END IF;

	IF p_kind = 'bet' THEN
		SELECT * INTO v_bonus FROM player_bonuses WHERE user_id = v_user AND status = 'active' FOR UPDATE;
		v_has_bonus := FOUND;
		IF v_has_bonus AND v_bonus.expires_at <= p_now THEN
			PERFORM bonus_close(v_bonus.id, 'expired', p_now, p_player_account, p_bonus_account, p_promo_account);
			v_has_bonus := false;
			v_bonus_money := 0;
		END IF;
		IF v_has_bonus AND v_bonus.max_bet_minor IS NOT NULL AND p_amount > v_bonus.max_bet_minor THEN
			outcome := 'BONUS_MAX_BET'; balance := v_cash + v_bonus_money; RETURN;
		END IF;
		-- Cash first, then bonus money (only a running bonus's).
		IF p_amount > v_cash + (CASE WHEN v_has_bonus THEN v_bonus_money ELSE 0 END) THEN
			outcome := 'INSUFFICIENT_FUNDS'; balance := v_cash + v_bonus_money; RETURN;
		END IF;
		v_bonus_part := greatest(p_amount - v_cash, 0);
		v_cash_part := p_amount - v_bonus_part;
	ELSE
		-- A win pays like its round was staked: the bonus share follows the bonus that funded it (to
		-- the bonus money while it runs, to cash once converted, nothing once forfeited or expired).
		v_bonus_part := 0;
		v_cash_part := p_amount;
		IF v_round.bet_bonus_minor > 0 AND v_round.bet_minor > 0 THEN
			v_bonus_part := (p_amount * v_round.bet_bonus_minor) / v_round.bet_minor;
			v_cash_part := p_amount - v_bonus_part;
			SELECT status INTO v_round_bonus_status FROM player_bonuses WHERE id = v_round.bonus_id FOR UPDATE;
			IF v_round_bonus_status = 'converted' THEN
				v_cash_part := p_amount;
				v_bonus_part := 0;
			ELSIF v_round_bonus_status IS DISTINCT FROM 'active' THEN
				v_bonus_part := 0;
			END IF;
		END IF;
	END IF;

	IF v_cash_part > 0 THEN
		SELECT * INTO v_transfer FROM wallet_transfer(
			CASE WHEN p_kind = 'bet' THEN p_player_account ELSE p_house_account END,
			CASE WHEN p_kind = 'bet' THEN p_house_account ELSE p_player_account END,
			v_cash_part, p_currency, upper(p_kind), 'seamless:' || v_user || ':' || p_transaction_id, p_now);
		IF v_transfer.outcome = 'INSUFFICIENT_FUNDS' THEN outcome := 'INSUFFICIENT_FUNDS'; balance := v_cash + v_bonus_money; RETURN; END IF;
		-- The key was used by another path without a provider row: refuse, nothing written.
		IF v_transfer.outcome IN ('REPLAY', 'IDEMPOTENCY_CONFLICT') THEN outcome := 'DUPLICATE_TRANSACTION'; balance := NULL; RETURN; END IF;
		IF v_transfer.outcome <> 'OK' THEN
			RAISE EXCEPTION 'wallet_seamless_money: transfer % for % -> %', v_transfer.outcome, p_player_account, p_house_account;
		END IF;
	END IF;
	IF v_bonus_part > 0 THEN
		SELECT * INTO v_transfer FROM wallet_transfer(
			CASE WHEN p_kind = 'bet' THEN p_bonus_account ELSE p_house_account END,
			CASE WHEN p_kind = 'bet' THEN p_house_account ELSE p_bonus_account END,
			v_bonus_part, p_currency, upper(p_kind), 'seamless:' || v_user || ':' || p_transaction_id || ':bonus', p_now);
		IF v_transfer.outcome IN ('REPLAY', 'IDEMPOTENCY_CONFLICT') THEN RAISE EXCEPTION 'wallet_seamless_money: bonus key of % used elsewhere', p_transaction_id; END IF;
		IF v_transfer.outcome <> 'OK' THEN
			RAISE EXCEPTION 'wallet_seamless_money: bonus transfer % for % -> %', v_transfer.outcome, p_bonus_account, p_house_account;
		END IF;
	END IF;
	-- Wagering: every bet while a bonus runs counts stake x the game family's weight (excluded games 0).
	IF p_kind = 'bet' AND v_has_bonus AND p_amount > 0 THEN
		SELECT c.code INTO v_family FROM games g JOIN game_categories c ON c.id = g.category_id WHERE g.id = p_game_id;
		v_weight := CASE WHEN v_bonus.excluded_game_ids @> to_jsonb(p_game_id) THEN 0 ELSE coalesce((v_bonus.weights ->> v_family)::integer, 0) END;
		UPDATE player_bonuses SET wagered_minor = wagered_minor + (p_amount * v_weight) / 100 WHERE id = v_bonus.id
		RETURNING wagered_minor, required_minor INTO v_wagered, v_required;
		IF v_wagered >= v_required THEN
			PERFORM bonus_close(v_bonus.id, 'converted', p_now, p_player_account, p_bonus_account, p_promo_account);
		END IF;
	END IF;

	SELECT coalesce(sum(a.balance), 0) INTO balance FROM wallet_accounts a WHERE a.id IN (p_player_account, p_bonus_account);

	INSERT INTO wallet_seamless_transactions (user_id, transaction_id, kind, status, amount, currency, round_id, game_id, balance_after, bonus_amount, created_at)
	VALUES (v_user, p_transaction_id, p_kind, 'ok', p_amount, p_currency, p_round_id, p_game_id, balance, v_bonus_part, p_now);

	INSERT INTO wallet_game_rounds AS g (user_id, round_id, game_id, currency, bet_minor, win_minor, refund_minor, bet_bonus_minor, bonus_id, status, token_hash, started_at, updated_at)
	VALUES (
		v_user, p_round_id, p_game_id, p_currency,
		CASE WHEN p_kind = 'bet' THEN p_amount ELSE 0 END, CASE WHEN p_kind = 'win' THEN p_amount ELSE 0 END, 0,
		CASE WHEN p_kind = 'bet' THEN v_bonus_part ELSE 0 END, CASE WHEN p_kind = 'bet' AND v_has_bonus THEN v_bonus.id END,
		CASE WHEN p_close THEN 'closed' ELSE 'open' END, p_token_hash, p_now, p_now
	)
	ON CONFLICT (user_id, round_id) DO UPDATE SET
		bet_minor = g.bet_minor + excluded.bet_minor,
		win_minor = g.win_minor + excluded.win_minor,
		bet_bonus_minor = g.bet_bonus_minor + excluded.bet_bonus_minor,
		bonus_id = coalesce(g.bonus_id, excluded.bonus_id),
		status = CASE WHEN excluded.status = 'closed' THEN 'closed' ELSE g.status END,
		updated_at = excluded.updated_at;
	-- A bet is play: it extends the player's session-time span (accepted bets only: a refusal writes nothing).
	IF p_kind = 'bet' AND p_guard THEN PERFORM protection_mark_play(v_user, p_now); END IF;
	outcome := 'OK';
END;
$$;
