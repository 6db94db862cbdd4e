-- Bet path, step 5 for a win (wallet_seamless_money.sql): a win pays like its round was staked. The bonus
-- share of the round's stake follows the bonus that funded it: to the bonus money while it runs, to cash
-- once it has converted, nothing once it was forfeited or expired (locked: the win settles against it).
CREATE OR REPLACE FUNCTION seamless_win_split(
	p_amount bigint,
	p_round wallet_game_rounds,
	OUT cash_part bigint,
	OUT bonus_part bigint
) LANGUAGE plpgsql AS $$
DECLARE
	v_status text;
BEGIN
	bonus_part := 0;
	cash_part := p_amount;
	IF p_round.bet_bonus_minor > 0 AND p_round.bet_minor > 0 THEN
		bonus_part := (p_amount * p_round.bet_bonus_minor) / p_round.bet_minor;
		cash_part := p_amount - bonus_part;
		SELECT status INTO v_status FROM player_bonuses WHERE id = p_round.bonus_id FOR UPDATE;
		IF v_status = 'converted' THEN
			cash_part := p_amount;
			bonus_part := 0;
		ELSIF v_status IS DISTINCT FROM 'active' THEN
			bonus_part := 0;
		END IF;
	END IF;
END;
$$;
