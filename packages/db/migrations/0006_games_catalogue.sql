CREATE TABLE "game_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"names" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_likes" (
	"user_id" bigint NOT NULL,
	"game_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_likes_user_id_game_id_pk" PRIMARY KEY("user_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_providers" (
	"sysname" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"sysname" text NOT NULL,
	"name" text NOT NULL,
	"provider" text NOT NULL,
	"type" text NOT NULL,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"can_access_slot_with_zero_balance" boolean,
	"can_visible_favorite_icon" boolean,
	"visible_full_screen" text,
	"content_view_type" text,
	"has_demo" boolean DEFAULT true NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"released_at" date NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "games_sysname_unique" UNIQUE("sysname"),
	CONSTRAINT "games_type" CHECK ("games"."type" IN ('casino', 'slot', 'live', 'fast')),
	CONSTRAINT "games_visible_full_screen" CHECK ("games"."visible_full_screen" IS NULL OR "games"."visible_full_screen" IN ('all', 'telegram', 'product', 'none'))
);
--> statement-breakpoint
ALTER TABLE "game_likes" ADD CONSTRAINT "game_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_likes" ADD CONSTRAINT "game_likes_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_provider_game_providers_sysname_fk" FOREIGN KEY ("provider") REFERENCES "public"."game_providers"("sysname") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "games_popularity_idx" ON "games" USING btree ("popularity" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "games_name_idx" ON "games" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "games_released_idx" ON "games" USING btree ("released_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "games_provider_idx" ON "games" USING btree ("provider","popularity" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "games_type_idx" ON "games" USING btree ("type","popularity" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "games_categories_idx" ON "games" USING gin ("categories");--> statement-breakpoint
CREATE INDEX "games_tags_idx" ON "games" USING gin ("tags");