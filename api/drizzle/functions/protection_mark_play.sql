-- The activity mark of an accepted bet (protection.repository.ts touchPlaySpan): extends the newest play
-- span or opens one, written at most every 30 s per player.
CREATE OR REPLACE FUNCTION protection_mark_play(p_user bigint, p_now timestamptz) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	c_gap constant interval := interval '5 minutes';
	c_every constant interval := interval '30 seconds';
	v_id bigint;
	v_last timestamptz;
BEGIN
	SELECT id, last_active_at INTO v_id, v_last FROM protection_play_spans WHERE user_id = p_user ORDER BY last_active_at DESC, id DESC LIMIT 1;
	IF v_id IS NULL OR v_last < p_now - c_gap THEN
		INSERT INTO protection_play_spans (user_id, started_at, last_active_at) VALUES (p_user, p_now, p_now);
	ELSIF v_last <= p_now - c_every THEN
		UPDATE protection_play_spans SET last_active_at = greatest(last_active_at, p_now) WHERE id = v_id;
	END IF;
END;
$$;
