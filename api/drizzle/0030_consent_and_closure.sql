CREATE TABLE "player_consents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"market_id" text NOT NULL,
	"kind" text NOT NULL,
	"version" integer NOT NULL,
	"document_id" bigint NOT NULL,
	"lang" text NOT NULL,
	"source" text NOT NULL,
	"ip" text,
	"device_number" text,
	"user_agent" text,
	"accepted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "player_consents" ADD CONSTRAINT "player_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_consents" ADD CONSTRAINT "player_consents_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_consents" ADD CONSTRAINT "player_consents_document_id_legal_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."legal_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_consents_user" ON "player_consents" USING btree ("user_id","kind","accepted_at");--> statement-breakpoint
-- Consent (issue 29): a member may bet only under the market's current terms. NULL when the player may bet,
-- else TERMS_NOT_ACCEPTED: a member who never accepted terms, or whose latest acceptance is of an older
-- version than the newest Turkish (binding) text of that market. Tourists (guests) are not asked.
-- consent.service.ts termsPending holds the same rule for launches and the shell.
CREATE FUNCTION consent_bet_refusal(p_user bigint) RETURNS text LANGUAGE plpgsql STABLE AS $$
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
--> statement-breakpoint
-- The bet guard of 0018, with the terms first: a bet under terms the player has not accepted is refused.
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
