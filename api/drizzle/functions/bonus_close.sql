-- Closes a running bonus (api/src/modules/bonus/README.md): 'converted' moves its money (up to the max
-- conversion) to cash and the rest back to promotions, 'forfeited' / 'expired' move all of it to
-- promotions, once. Nothing for a bonus that is not running. A free_spins bonus does not convert while its
-- free rounds are still to be played: its money is what they win (bonus_free_round_grants). Called by the
-- bet path (seamless_bet_split, bonus_wager) and by the bonus service (bonus.repository.ts).
CREATE OR REPLACE FUNCTION bonus_close(
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
	-- A free_spins bonus does not convert while its free rounds are still to be played: its money is
	-- what they win (bonus_free_round_grants, drizzle/0035). Forfeit and expiry close it as before.
	IF p_status = 'converted' AND EXISTS (
		SELECT 1 FROM bonus_free_round_grants g
		WHERE g.bonus_id = p_bonus_id AND g.status IN ('pending', 'active') AND g.rounds_settled < g.rounds AND g.expires_at > p_now
	) THEN RETURN; END IF;
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
