CREATE TABLE "campaign_popups" (
	"sysname" text NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"button_label" text DEFAULT '' NOT NULL,
	"button_url" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_popups_sysname_locale_pk" PRIMARY KEY("sysname","locale")
);
