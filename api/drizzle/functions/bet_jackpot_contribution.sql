-- The place of the jackpot contribution in the bet path (wallet_seamless_money.sql): called once for every
-- accepted new bet, after its money moved and before its round is recorded, in the bet's own statement (a
-- refused bet and a replay never reach it). A contribution is a transfer from the house into a pot's own
-- account through wallet_transfer. No market has a jackpot yet: nothing to contribute.
CREATE OR REPLACE FUNCTION bet_jackpot_contribution(
	p_user bigint,
	p_game_id integer,
	p_round_id text,
	p_transaction_id text,
	p_cash_part bigint,
	p_bonus_part bigint,
	p_currency text,
	p_now timestamptz,
	p_house_account text
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	RETURN;
END;
$$;
