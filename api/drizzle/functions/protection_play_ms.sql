-- Play time in [p_from, p_to) in milliseconds (protection.usage.ts playMs, its TypeScript twin; a pause
-- over 5 minutes ends a span, the newest span open up to now). protection.bet-guard.test.ts pins that both agree.
CREATE OR REPLACE FUNCTION protection_play_ms(p_user bigint, p_from timestamptz, p_to timestamptz) RETURNS double precision LANGUAGE plpgsql STABLE AS $$
DECLARE
	c_gap constant interval := interval '5 minutes';
	s record;
	v_first boolean := true;
	v_end timestamptz;
	v_start timestamptz;
	v_total double precision := 0;
BEGIN
	FOR s IN
		SELECT started_at, last_active_at FROM protection_play_spans
		WHERE user_id = p_user AND last_active_at >= p_from - c_gap AND started_at < p_to
		ORDER BY last_active_at DESC, id DESC
	LOOP
		v_end := least(CASE WHEN v_first AND p_to - s.last_active_at <= c_gap THEN p_to ELSE s.last_active_at END, p_to);
		v_start := greatest(s.started_at, p_from);
		IF v_end > v_start THEN v_total := v_total + extract(epoch FROM v_end - v_start) * 1000; END IF;
		v_first := false;
	END LOOP;
	RETURN v_total;
END;
$$;
