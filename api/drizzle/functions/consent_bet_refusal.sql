-- Consent: a member may bet only under the market's current terms. NULL when the player may bet, else
-- TERMS_NOT_ACCEPTED: a member who never accepted terms, or whose latest acceptance is of an older version
-- than the newest Turkish (binding) text of that market. Tourists (guests) are not asked.
-- consent.service.ts termsPending holds the same rule for launches and the shell.
CREATE OR REPLACE FUNCTION consent_bet_refusal(p_user bigint) RETURNS text LANGUAGE plpgsql STABLE AS $$
DECLARE
	v_market text;
	v_version integer;
BEGIN
	PERFORM 1 FROM users WHERE id = p_user AND role = 'member';
	IF NOT FOUND THEN RETURN NULL; END IF;
	SELECT market_id, version INTO v_market, v_version FROM player_consents
	WHERE user_id = p_user AND kind = 'terms' ORDER BY accepted_at DESC, id DESC LIMIT 1;
	IF v_market IS NULL THEN RETURN 'TERMS_NOT_ACCEPTED'; END IF;
	PERFORM 1 FROM legal_documents WHERE market_id = v_market AND kind = 'terms' AND lang = 'tk' AND version > v_version;
	IF FOUND THEN RETURN 'TERMS_NOT_ACCEPTED'; END IF;
	RETURN NULL;
END;
$$;
