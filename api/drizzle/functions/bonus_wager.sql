-- Bet path, step 7 (wallet_seamless_money.sql): bonus wagering. Every bet while a bonus runs adds stake x the
-- game family's weight / 100 to the bonus's wagered amount (an excluded game weighs 0), in the bet's own
-- statement; once wagered >= required the bonus converts (bonus_close.sql), once.
CREATE OR REPLACE FUNCTION bonus_wager(
	p_bonus player_bonuses,
	p_game_id integer,
	p_amount bigint,
	p_now timestamptz,
	p_player_account text,
	p_bonus_account text,
	p_promo_account text
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	v_family text;
	v_weight integer;
	v_wagered bigint;
	v_required bigint;
BEGIN
	IF p_bonus.id IS NULL OR p_amount <= 0 THEN RETURN; END IF;
	SELECT c.code INTO v_family FROM games g JOIN game_categories c ON c.id = g.category_id WHERE g.id = p_game_id;
	v_weight := CASE WHEN p_bonus.excluded_game_ids @> to_jsonb(p_game_id) THEN 0 ELSE coalesce((p_bonus.weights ->> v_family)::integer, 0) END;
	UPDATE player_bonuses SET wagered_minor = wagered_minor + (p_amount * v_weight) / 100 WHERE id = p_bonus.id
	RETURNING wagered_minor, required_minor INTO v_wagered, v_required;
	IF v_wagered >= v_required THEN
		PERFORM bonus_close(p_bonus.id, 'converted', p_now, p_player_account, p_bonus_account, p_promo_account);
	END IF;
END;
$$;
