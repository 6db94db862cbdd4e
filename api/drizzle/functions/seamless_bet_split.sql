-- Bet path, step 5 for a bet (wallet_seamless_money.sql): which money pays the stake (bonus rules in
-- api/src/modules/bonus/README.md). Cash first, then the bonus money of the running bonus (at most one per
-- player, locked here after the player's cash). An expired bonus is closed first; while a bonus runs, a
-- stake over its max bet is refused (BONUS_MAX_BET). Refusals: BONUS_MAX_BET, INSUFFICIENT_FUNDS. Answers
-- the two parts, the running bonus (NULL fields without one) and the bonus money left after an expiry.
CREATE OR REPLACE FUNCTION seamless_bet_split(
	p_user bigint,
	p_amount bigint,
	p_cash bigint,
	p_bonus_money bigint,
	p_now timestamptz,
	p_player_account text,
	p_bonus_account text,
	p_promo_account text,
	OUT refusal text,
	OUT cash_part bigint,
	OUT bonus_part bigint,
	OUT bonus player_bonuses,
	OUT bonus_money bigint
) LANGUAGE plpgsql AS $$
DECLARE
	v_has_bonus boolean;
BEGIN
	bonus_money := p_bonus_money;
	SELECT * INTO bonus FROM player_bonuses b WHERE b.user_id = p_user AND b.status = 'active' FOR UPDATE;
	v_has_bonus := FOUND;
	IF v_has_bonus AND bonus.expires_at <= p_now THEN
		PERFORM bonus_close(bonus.id, 'expired', p_now, p_player_account, p_bonus_account, p_promo_account);
		v_has_bonus := false;
		bonus := NULL;
		bonus_money := 0;
	END IF;
	IF v_has_bonus AND bonus.max_bet_minor IS NOT NULL AND p_amount > bonus.max_bet_minor THEN
		refusal := 'BONUS_MAX_BET'; RETURN;
	END IF;
	IF p_amount > p_cash + (CASE WHEN v_has_bonus THEN bonus_money ELSE 0 END) THEN
		refusal := 'INSUFFICIENT_FUNDS'; RETURN;
	END IF;
	bonus_part := greatest(p_amount - p_cash, 0);
	cash_part := p_amount - bonus_part;
END;
$$;
