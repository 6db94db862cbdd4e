-- The place of tournament scoring in the bet path (wallet_seamless_money.sql): called once when a bet or win
-- settles its round (the provider's final call closes it), with the round as recorded (stake, win, bonus
-- share), in the same statement. No market runs a tournament yet: nothing to score.
CREATE OR REPLACE FUNCTION round_tournament_score(p_round wallet_game_rounds, p_now timestamptz) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	RETURN;
END;
$$;
