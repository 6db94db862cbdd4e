-- Player protection's bet guard (api/src/modules/protection/README.md). NULL when the bet may go on, else
-- the seamless error code. Called under the player's account lock by seamless_bet_refusal (limits and
-- exclusions are written under the same lock: a bet sees a change before or after, never half).
--   * a time-out or self-exclusion in force: PLAYER_EXCLUDED;
--   * the market's terms not accepted: TERMS_NOT_ACCEPTED (consent_bet_refusal);
--   * a loss or wager limit (its pending change applied once its cooling-off is over) whose period (a
--     calendar day, Monday week or month in Europe/Istanbul) has less left than the stake: LIMIT_EXCEEDED;
--   * a session-time limit whose period's play time is used up: LIMIT_EXCEEDED.
-- Its TypeScript twins (protection.usage.ts, protection.period.ts) answer the player's "what is left" screens.
CREATE OR REPLACE FUNCTION protection_bet_refusal(p_user bigint, p_amount bigint, p_now timestamptz) RETURNS text LANGUAGE plpgsql STABLE AS $$
DECLARE
	c_zone constant text := 'Europe/Istanbul';
	l record;
	v_value bigint;
	v_start timestamptz;
	v_used bigint;
	v_terms text;
BEGIN
	PERFORM 1 FROM protection_exclusions WHERE user_id = p_user AND starts_at <= p_now AND (ends_at IS NULL OR ends_at > p_now);
	IF FOUND THEN RETURN 'PLAYER_EXCLUDED'; END IF;
	v_terms := consent_bet_refusal(p_user);
	IF v_terms IS NOT NULL THEN RETURN v_terms; END IF;
	FOR l IN
		SELECT kind, period, value, pending_value, pending_remove, pending_effective_at FROM protection_limits
		WHERE user_id = p_user AND kind IN ('loss', 'wager', 'session')
	LOOP
		v_value := CASE
			WHEN l.pending_effective_at IS NOT NULL AND l.pending_effective_at <= p_now THEN CASE WHEN l.pending_remove = 1 THEN NULL ELSE l.pending_value END
			ELSE l.value
		END;
		CONTINUE WHEN v_value IS NULL;
		v_start := date_trunc(l.period, p_now, c_zone);
		IF l.kind = 'session' THEN
			IF floor(protection_play_ms(p_user, v_start, p_now) / 60000) >= v_value THEN RETURN 'LIMIT_EXCEEDED'; END IF;
		ELSE
			SELECT CASE WHEN l.kind = 'wager' THEN coalesce(sum(bet_minor - refund_minor), 0) ELSE coalesce(sum(bet_minor - refund_minor - win_minor), 0) END
			INTO v_used FROM wallet_game_rounds WHERE user_id = p_user AND started_at >= v_start;
			IF p_amount > v_value - v_used THEN RETURN 'LIMIT_EXCEEDED'; END IF;
		END IF;
	END LOOP;
	RETURN NULL;
END;
$$;
