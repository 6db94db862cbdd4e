-- Bet path, step 6 (wallet_seamless_money.sql): the money, through the one writer (wallet_transfer.sql). A
-- bet moves its cash part from the player's cash to the house and its bonus part from the bonus money; a win
-- the other way. Idempotency keys: `seamless:{user}:{transaction id}` (+ `:bonus`). NULL when moved, else
-- INSUFFICIENT_FUNDS, or DUPLICATE_TRANSACTION when another path used the key (nothing written). Any other
-- outcome is a bug and raises, which rolls the whole call back.
CREATE OR REPLACE FUNCTION seamless_move(
	p_kind text,
	p_user bigint,
	p_transaction_id text,
	p_cash_part bigint,
	p_bonus_part bigint,
	p_currency text,
	p_now timestamptz,
	p_player_account text,
	p_bonus_account text,
	p_house_account text
) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
	v_bet boolean := p_kind = 'bet';
	v_key text := 'seamless:' || p_user || ':' || p_transaction_id;
	v_t record;
BEGIN
	IF p_cash_part > 0 THEN
		SELECT * INTO v_t FROM wallet_transfer(
			CASE WHEN v_bet THEN p_player_account ELSE p_house_account END,
			CASE WHEN v_bet THEN p_house_account ELSE p_player_account END,
			p_cash_part, p_currency, upper(p_kind), v_key, p_now);
		IF v_t.outcome = 'INSUFFICIENT_FUNDS' THEN RETURN 'INSUFFICIENT_FUNDS'; END IF;
		-- The key was used by another path without a provider row: refuse, nothing written.
		IF v_t.outcome IN ('REPLAY', 'IDEMPOTENCY_CONFLICT') THEN RETURN 'DUPLICATE_TRANSACTION'; END IF;
		IF v_t.outcome <> 'OK' THEN
			RAISE EXCEPTION 'seamless_move: transfer % for % -> %', v_t.outcome, p_player_account, p_house_account;
		END IF;
	END IF;
	IF p_bonus_part > 0 THEN
		SELECT * INTO v_t FROM wallet_transfer(
			CASE WHEN v_bet THEN p_bonus_account ELSE p_house_account END,
			CASE WHEN v_bet THEN p_house_account ELSE p_bonus_account END,
			p_bonus_part, p_currency, upper(p_kind), v_key || ':bonus', p_now);
		IF v_t.outcome IN ('REPLAY', 'IDEMPOTENCY_CONFLICT') THEN RAISE EXCEPTION 'seamless_move: bonus key of % used elsewhere', p_transaction_id; END IF;
		IF v_t.outcome <> 'OK' THEN
			RAISE EXCEPTION 'seamless_move: bonus transfer % for % -> %', v_t.outcome, p_bonus_account, p_house_account;
		END IF;
	END IF;
	RETURN NULL;
END;
$$;
