CREATE TABLE "bonus_free_round_grants" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bonus_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"reference" text NOT NULL,
	"provider_grant_id" text,
	"status" text NOT NULL,
	"game_ids" jsonb NOT NULL,
	"game_codes" jsonb NOT NULL,
	"rounds" integer NOT NULL,
	"stake_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"wagering_multiplier" integer NOT NULL,
	"rounds_settled" integer DEFAULT 0 NOT NULL,
	"won_minor" bigint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bonus_free_round_grants_bonus_id_unique" UNIQUE("bonus_id"),
	CONSTRAINT "bonus_free_round_grants_reference_unique" UNIQUE("reference"),
	CONSTRAINT "bonus_free_round_grants_amounts" CHECK ("bonus_free_round_grants"."rounds" > 0 and "bonus_free_round_grants"."stake_minor" > 0 and "bonus_free_round_grants"."rounds_settled" between 0 and "bonus_free_round_grants"."rounds")
);
--> statement-breakpoint
CREATE TABLE "bonus_free_round_wins" (
	"grant_id" bigint NOT NULL,
	"round_id" text NOT NULL,
	"transaction_id" text NOT NULL,
	"user_id" bigint NOT NULL,
	"game_id" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"credited_minor" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bonus_free_round_wins_grant_id_round_id_pk" PRIMARY KEY("grant_id","round_id"),
	CONSTRAINT "bonus_free_round_wins_amounts" CHECK ("bonus_free_round_wins"."amount_minor" >= 0 and "bonus_free_round_wins"."credited_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "player_bonuses" DROP CONSTRAINT "player_bonuses_amounts";--> statement-breakpoint
ALTER TABLE "bonus_free_round_grants" ADD CONSTRAINT "bonus_free_round_grants_bonus_id_player_bonuses_id_fk" FOREIGN KEY ("bonus_id") REFERENCES "public"."player_bonuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_free_round_grants" ADD CONSTRAINT "bonus_free_round_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_free_round_wins" ADD CONSTRAINT "bonus_free_round_wins_grant_id_bonus_free_round_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."bonus_free_round_grants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bonus_free_round_grants_due" ON "bonus_free_round_grants" USING btree ("status","next_attempt_at");--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_amounts" CHECK ("player_bonuses"."granted_minor" >= 0 and "player_bonuses"."required_minor" >= 0 and "player_bonuses"."wagered_minor" >= 0);--> statement-breakpoint
-- bonus_close (drizzle/0024) again, with one rule more: a free_spins bonus waits for its free rounds.
CREATE OR REPLACE FUNCTION bonus_close(
	p_bonus_id bigint,
	p_status text,
	p_now timestamptz,
	p_cash_account text,
	p_bonus_account text,
	p_promo_account text,
	OUT converted bigint,
	OUT removed bigint
) LANGUAGE plpgsql AS $$
DECLARE
	v_b player_bonuses%ROWTYPE;
	v_balance bigint;
	v_currency text;
	v_t record;
BEGIN
	converted := 0;
	removed := 0;
	IF p_status NOT IN ('converted', 'forfeited', 'expired') THEN RAISE EXCEPTION 'bonus_close: status %', p_status; END IF;
	SELECT * INTO v_b FROM player_bonuses WHERE id = p_bonus_id FOR UPDATE;
	IF NOT FOUND OR v_b.status <> 'active' THEN RETURN; END IF;
	-- A free_spins bonus does not convert while its free rounds are still to be played: its money is
	-- what they win (bonus_free_round_grants, drizzle/0035). Forfeit and expiry close it as before.
	IF p_status = 'converted' AND EXISTS (
		SELECT 1 FROM bonus_free_round_grants g
		WHERE g.bonus_id = p_bonus_id AND g.status IN ('pending', 'active') AND g.rounds_settled < g.rounds AND g.expires_at > p_now
	) THEN RETURN; END IF;
	SELECT balance, currency INTO v_balance, v_currency FROM wallet_accounts WHERE id = p_bonus_account FOR UPDATE;
	v_balance := coalesce(v_balance, 0);
	IF p_status = 'converted' THEN converted := least(v_balance, coalesce(v_b.max_conversion_minor, v_balance)); END IF;
	removed := v_balance - converted;
	IF converted > 0 THEN
		SELECT * INTO v_t FROM wallet_transfer(p_bonus_account, p_cash_account, converted, v_currency, 'BONUS_CONVERT', 'bonus:' || p_bonus_id || ':convert', p_now);
		IF v_t.outcome <> 'OK' THEN RAISE EXCEPTION 'bonus_close: convert %', v_t.outcome; END IF;
	END IF;
	IF removed > 0 THEN
		SELECT * INTO v_t FROM wallet_transfer(p_bonus_account, p_promo_account, removed, v_currency, 'BONUS_REMOVE', 'bonus:' || p_bonus_id || ':remove', p_now);
		IF v_t.outcome <> 'OK' THEN RAISE EXCEPTION 'bonus_close: remove %', v_t.outcome; END IF;
	END IF;
	UPDATE player_bonuses SET status = p_status, converted_minor = converted, closed_at = p_now WHERE id = p_bonus_id;
END;
$$;
