-- Bet path, step 3 (wallet_seamless_money.sql): the rules a NEW bet must pass, under the player's lock (a
-- replay was answered before, so a retry of an accepted bet still gets its first answer). NULL: the bet may
-- go on. Player protection and consent first (protection_bet_refusal), then the market's stake cap.
CREATE OR REPLACE FUNCTION seamless_bet_refusal(p_user bigint, p_amount bigint, p_game_id integer, p_now timestamptz) RETURNS text LANGUAGE plpgsql STABLE AS $$
DECLARE
	v_refusal text;
BEGIN
	v_refusal := protection_bet_refusal(p_user, p_amount, p_now);
	IF v_refusal IS NOT NULL THEN RETURN v_refusal; END IF;
	RETURN bet_stake_cap_refusal(p_user, p_amount, p_game_id, p_now);
END;
$$;
