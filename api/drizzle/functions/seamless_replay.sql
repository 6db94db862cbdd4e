-- Bet path, step 2 (wallet_seamless_money.sql), under the player's lock: a transaction id seen before.
-- NULL refusal: a new call. Else REPLAY (with the first answer's balance), DUPLICATE_TRANSACTION (the same id
-- with other content) or TRANSACTION_ROLLED_BACK (a tombstone: the rollback came first, or the bet was rolled back).
CREATE OR REPLACE FUNCTION seamless_replay(
	p_user bigint,
	p_kind text,
	p_transaction_id text,
	p_round_id text,
	p_game_id integer,
	p_amount bigint,
	p_currency text,
	OUT refusal text,
	OUT replay_balance bigint
) LANGUAGE plpgsql STABLE AS $$
DECLARE
	r wallet_seamless_transactions%ROWTYPE;
BEGIN
	SELECT * INTO r FROM wallet_seamless_transactions WHERE user_id = p_user AND transaction_id = p_transaction_id;
	IF NOT FOUND THEN RETURN; END IF;
	IF r.amount IS NULL THEN refusal := 'TRANSACTION_ROLLED_BACK'; RETURN; END IF;
	IF r.kind <> p_kind OR r.amount <> p_amount OR r.currency IS DISTINCT FROM p_currency
		OR r.round_id IS DISTINCT FROM p_round_id OR r.game_id IS DISTINCT FROM p_game_id THEN
		refusal := 'DUPLICATE_TRANSACTION'; RETURN;
	END IF;
	IF r.status = 'rolled_back' THEN refusal := 'TRANSACTION_ROLLED_BACK'; RETURN; END IF;
	refusal := 'REPLAY';
	replay_balance := coalesce(r.balance_after, 0);
END;
$$;
