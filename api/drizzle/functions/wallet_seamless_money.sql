-- A seamless-wallet bet or win in ONE round trip (api/src/modules/wallet/README.md), in named steps, each
-- its own function and file:
--   1. seamless_session_refusal  the launch token (before any lock)
--      the player's lock: cash, then bonus money, as on every money path (no twin of this call can race us)
--   2. seamless_replay           a transaction id seen before: its first answer, or a refusal
--   3. seamless_bet_refusal      a new bet: player protection, consent, the stake cap (bet_stake_cap_refusal)
--      the account's currency
--   4. seamless_round_refusal    the round rules
--   5. seamless_bet_split / seamless_win_split   which money pays: cash, bonus money
--   6. seamless_move             the money, through wallet_transfer (the one writer)
--   7. bonus_wager               bonus wagering and conversion (a bet while a bonus runs)
--      bet_jackpot_contribution  the jackpot contribution (an accepted new bet)
--   8. seamless_record           the provider row and the round
--      round_tournament_score    tournament scoring (a call that settles its round)
--      protection_mark_play      an accepted bet is play time
-- Nothing is written when the call is refused. Answers (outcome, balance): outcome is OK, REPLAY or an error
-- code of the seamless API (seamless.service.ts); balance is cash + bonus, what the game shows: the first
-- answer's on a replay, the current one on a refusal for funds, limits or a closed/unknown round, NULL on a
-- refusal that names no balance.
CREATE OR REPLACE FUNCTION wallet_seamless_money(
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
	v_bet boolean := p_kind = 'bet';
	v_user bigint;
	v_account_currency text;
	v_cash bigint;
	v_bonus_money bigint;
	v_session record;
	v_replay record;
	v_round_check record;
	v_split record;
	v_recorded record;
	v_bonus player_bonuses;
	v_cash_part bigint;
	v_bonus_part bigint;
BEGIN
	IF p_kind NOT IN ('bet', 'win') THEN RAISE EXCEPTION 'wallet_seamless_money: kind %', p_kind; END IF;
	SELECT * INTO v_session FROM seamless_session_refusal(p_token_hash, p_player_id, p_kind, p_currency, p_game_id, p_now);
	IF v_session.refusal IS NOT NULL THEN outcome := v_session.refusal; RETURN; END IF;
	v_user := v_session.token_user;

	SELECT a.balance, a.currency INTO v_cash, v_account_currency FROM wallet_accounts a WHERE a.id = p_player_account FOR UPDATE;
	IF NOT FOUND THEN
		IF p_amount > 0 THEN outcome := 'UNKNOWN_ACCOUNT'; RETURN; END IF;
		v_cash := 0;
	END IF;
	SELECT a.balance INTO v_bonus_money FROM wallet_accounts a WHERE a.id = p_bonus_account FOR UPDATE;
	v_bonus_money := coalesce(v_bonus_money, 0);

	SELECT * INTO v_replay FROM seamless_replay(v_user, p_kind, p_transaction_id, p_round_id, p_game_id, p_amount, p_currency);
	IF v_replay.refusal = 'REPLAY' THEN outcome := 'REPLAY'; balance := v_replay.replay_balance; RETURN; END IF;
	IF v_replay.refusal = 'TRANSACTION_ROLLED_BACK' THEN outcome := v_replay.refusal; balance := v_cash + v_bonus_money; RETURN; END IF;
	IF v_replay.refusal IS NOT NULL THEN outcome := v_replay.refusal; RETURN; END IF;

	IF v_bet AND p_guard THEN
		outcome := seamless_bet_refusal(v_user, p_amount, p_game_id, p_now);
		IF outcome IS NOT NULL THEN balance := v_cash + v_bonus_money; RETURN; END IF;
	END IF;

	IF v_account_currency IS NOT NULL AND v_account_currency <> p_currency THEN outcome := 'WRONG_CURRENCY'; RETURN; END IF;

	SELECT * INTO v_round_check FROM seamless_round_refusal(v_user, p_kind, p_round_id, p_game_id, p_token_hash);
	IF v_round_check.refusal IN ('ROUND_CLOSED', 'UNKNOWN_ROUND') THEN outcome := v_round_check.refusal; balance := v_cash + v_bonus_money; RETURN; END IF;
	IF v_round_check.refusal IS NOT NULL THEN outcome := v_round_check.refusal; RETURN; END IF;

	IF v_bet THEN
		SELECT * INTO v_split FROM seamless_bet_split(v_user, p_amount, v_cash, v_bonus_money, p_now, p_player_account, p_bonus_account, p_promo_account);
		v_bonus_money := v_split.bonus_money;
		IF v_split.refusal IS NOT NULL THEN outcome := v_split.refusal; balance := v_cash + v_bonus_money; RETURN; END IF;
		v_bonus := v_split.bonus;
		v_cash_part := v_split.cash_part;
		v_bonus_part := v_split.bonus_part;
	ELSE
		SELECT w.cash_part, w.bonus_part INTO v_cash_part, v_bonus_part FROM seamless_win_split(p_amount, v_round_check.round) w;
	END IF;

	outcome := seamless_move(p_kind, v_user, p_transaction_id, v_cash_part, v_bonus_part, p_currency, p_now, p_player_account, p_bonus_account, p_house_account);
	IF outcome = 'INSUFFICIENT_FUNDS' THEN balance := v_cash + v_bonus_money; RETURN; END IF;
	IF outcome IS NOT NULL THEN RETURN; END IF;

	IF v_bet THEN
		PERFORM bonus_wager(v_bonus, p_game_id, p_amount, p_now, p_player_account, p_bonus_account, p_promo_account);
		PERFORM bet_jackpot_contribution(v_user, p_game_id, p_round_id, p_transaction_id, v_cash_part, v_bonus_part, p_currency, p_now, p_house_account);
	END IF;

	SELECT * INTO v_recorded FROM seamless_record(v_user, p_kind, p_transaction_id, p_round_id, p_game_id, p_amount, p_currency,
		v_bonus_part, v_bonus.id, p_close, p_token_hash, p_now, p_player_account, p_bonus_account);
	balance := v_recorded.balance;
	IF p_close THEN PERFORM round_tournament_score(v_recorded.round, p_now); END IF;
	-- A bet is play: it extends the player's session-time span (accepted bets only: a refusal writes nothing).
	IF v_bet AND p_guard THEN PERFORM protection_mark_play(v_user, p_now); END IF;
	outcome := 'OK';
END;
$$;
