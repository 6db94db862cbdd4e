-- Bet path, step 8 (wallet_seamless_money.sql): the provider row (the idempotency record of the call, with
-- the balance it answered) and the player's round (opened by its first bet, closed by the final call).
-- Answers the round as it now stands and the balance the game shows: cash + bonus money.
CREATE OR REPLACE FUNCTION seamless_record(
	p_user bigint,
	p_kind text,
	p_transaction_id text,
	p_round_id text,
	p_game_id integer,
	p_amount bigint,
	p_currency text,
	p_bonus_part bigint,
	p_bonus_id bigint,
	p_close boolean,
	p_token_hash text,
	p_now timestamptz,
	p_player_account text,
	p_bonus_account text,
	OUT balance bigint,
	OUT round wallet_game_rounds
) LANGUAGE plpgsql AS $$
DECLARE
	v_bet boolean := p_kind = 'bet';
BEGIN
	SELECT coalesce(sum(a.balance), 0) INTO balance FROM wallet_accounts a WHERE a.id IN (p_player_account, p_bonus_account);

	INSERT INTO wallet_seamless_transactions (user_id, transaction_id, kind, status, amount, currency, round_id, game_id, balance_after, bonus_amount, created_at)
	VALUES (p_user, p_transaction_id, p_kind, 'ok', p_amount, p_currency, p_round_id, p_game_id, balance, p_bonus_part, p_now);

	INSERT INTO wallet_game_rounds AS g (user_id, round_id, game_id, currency, bet_minor, win_minor, refund_minor, bet_bonus_minor, bonus_id, status, token_hash, started_at, updated_at)
	VALUES (
		p_user, p_round_id, p_game_id, p_currency,
		CASE WHEN v_bet THEN p_amount ELSE 0 END, CASE WHEN v_bet THEN 0 ELSE p_amount END, 0,
		CASE WHEN v_bet THEN p_bonus_part ELSE 0 END, CASE WHEN v_bet THEN p_bonus_id END,
		CASE WHEN p_close THEN 'closed' ELSE 'open' END, p_token_hash, p_now, p_now
	)
	ON CONFLICT (user_id, round_id) DO UPDATE SET
		bet_minor = g.bet_minor + excluded.bet_minor,
		win_minor = g.win_minor + excluded.win_minor,
		bet_bonus_minor = g.bet_bonus_minor + excluded.bet_bonus_minor,
		bonus_id = coalesce(g.bonus_id, excluded.bonus_id),
		status = CASE WHEN excluded.status = 'closed' THEN 'closed' ELSE g.status END,
		updated_at = excluded.updated_at
	RETURNING * INTO round;
END;
$$;
