-- The place of the market's stake cap per round in the bet path (seamless_bet_refusal.sql): NULL when the
-- stake may go on, else the seamless error code. No market has a cap yet: every stake passes. A cap is a
-- refusal like the others, inside the bet's one statement, under the player's lock (no second round trip).
CREATE OR REPLACE FUNCTION bet_stake_cap_refusal(p_user bigint, p_amount bigint, p_game_id integer, p_now timestamptz) RETURNS text LANGUAGE plpgsql STABLE AS $$
BEGIN
	RETURN NULL;
END;
$$;
