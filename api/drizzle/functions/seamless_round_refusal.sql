-- Bet path, step 4 (wallet_seamless_money.sql): the round rules. A bet opens the round (bound to the launch
-- token and game) or adds to an open round of the same game and token; a win must name an open round that a
-- bet of the same game and token opened. Answers the round (NULL fields when the bet opens it) or a refusal.
CREATE OR REPLACE FUNCTION seamless_round_refusal(
	p_user bigint,
	p_kind text,
	p_round_id text,
	p_game_id integer,
	p_token_hash text,
	OUT refusal text,
	OUT round wallet_game_rounds
) LANGUAGE plpgsql STABLE AS $$
BEGIN
	SELECT * INTO round FROM wallet_game_rounds g WHERE g.user_id = p_user AND g.round_id = p_round_id;
	IF FOUND THEN
		IF round.status <> 'open' THEN refusal := 'ROUND_CLOSED'; RETURN; END IF;
		IF round.game_id <> p_game_id THEN refusal := 'WRONG_GAME'; RETURN; END IF;
		IF round.token_hash IS DISTINCT FROM p_token_hash THEN refusal := 'WRONG_SESSION'; RETURN; END IF;
	ELSIF p_kind = 'win' THEN
		-- No bet ever opened this round: nothing to win.
		refusal := 'UNKNOWN_ROUND';
	END IF;
END;
$$;
