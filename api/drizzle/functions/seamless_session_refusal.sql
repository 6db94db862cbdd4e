-- Bet path, step 1 (wallet_seamless_money.sql): the launch token's refusals, before any lock. Answers the
-- token's player, or a seamless error code. Wins ignore token expiry (a started round must settle), but
-- never a token that was never authenticated; a bet must be for the token's game.
CREATE OR REPLACE FUNCTION seamless_session_refusal(
	p_token_hash text,
	p_player_id text,
	p_kind text,
	p_currency text,
	p_game_id integer,
	p_now timestamptz,
	OUT refusal text,
	OUT token_user bigint
) LANGUAGE plpgsql STABLE AS $$
DECLARE
	t wallet_launch_tokens%ROWTYPE;
BEGIN
	SELECT * INTO t FROM wallet_launch_tokens WHERE token_hash = p_token_hash;
	IF NOT FOUND THEN refusal := 'INVALID_TOKEN'; RETURN; END IF;
	IF p_kind = 'bet' AND t.expires_at <= p_now THEN refusal := 'TOKEN_EXPIRED'; RETURN; END IF;
	IF t.authenticated_at IS NULL THEN refusal := 'INVALID_TOKEN'; RETURN; END IF;
	IF t.user_id::text <> p_player_id THEN refusal := 'WRONG_PLAYER'; RETURN; END IF;
	IF t.mode <> 'real' THEN refusal := 'DEMO_SESSION'; RETURN; END IF;
	IF p_currency <> t.currency THEN refusal := 'WRONG_CURRENCY'; RETURN; END IF;
	IF p_kind = 'bet' AND p_game_id <> t.game_id THEN refusal := 'WRONG_GAME'; RETURN; END IF;
	token_user := t.user_id;
END;
$$;
