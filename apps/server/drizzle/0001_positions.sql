CREATE TABLE "position_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"group_id" uuid NOT NULL,
	"position_id" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "position_places" (
	"position_id" integer NOT NULL,
	"ordinal" integer NOT NULL,
	"group_id" uuid NOT NULL,
	"city" text NOT NULL,
	"country_code" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	CONSTRAINT "position_places_position_id_ordinal_pk" PRIMARY KEY("position_id","ordinal")
);
--> statement-breakpoint
CREATE TABLE "positions" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" uuid NOT NULL,
	"microsite" text,
	"external_id" text,
	"title" text NOT NULL,
	"department" text NOT NULL,
	"team" text,
	"seniority" text NOT NULL,
	"employment_type" text NOT NULL,
	"work_location_option" text NOT NULL,
	"locations" jsonb NOT NULL,
	"remote_countries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"skills" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"description_html" text NOT NULL,
	"description_text" text NOT NULL,
	"skills_text" text DEFAULT '' NOT NULL,
	"location_text" text DEFAULT '' NOT NULL,
	"salary_min" double precision,
	"salary_max" double precision,
	"salary_currency" text,
	"salary_period" text,
	"posted_at" timestamp with time zone NOT NULL,
	"valid_through" timestamp with time zone,
	"archived_at" timestamp with time zone,
	"is_private" boolean DEFAULT false NOT NULL,
	"private_key" text,
	"config_overrides" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, title), 'A') || setweight(to_tsvector('english'::regconfig, skills_text), 'B') || setweight(to_tsvector('english'::regconfig, department || ' ' || coalesce(team, '') || ' ' || location_text), 'C') || setweight(to_tsvector('english'::regconfig, description_text), 'D')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "positions_private_key_unique" UNIQUE("private_key")
);
--> statement-breakpoint
CREATE TABLE "saved_positions" (
	"candidate_id" uuid NOT NULL,
	"position_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_positions_candidate_id_position_id_pk" PRIMARY KEY("candidate_id","position_id")
);
--> statement-breakpoint
ALTER TABLE "position_places" ADD CONSTRAINT "position_places_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_positions" ADD CONSTRAINT "saved_positions_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_positions" ADD CONSTRAINT "saved_positions_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "position_changes_changed_at_idx" ON "position_changes" USING btree ("changed_at");--> statement-breakpoint
CREATE INDEX "position_places_group_lat_lng_idx" ON "position_places" USING btree ("group_id","lat","lng");--> statement-breakpoint
CREATE UNIQUE INDEX "positions_group_external_id_unique" ON "positions" USING btree ("group_id","external_id") WHERE "positions"."external_id" is not null;--> statement-breakpoint
CREATE INDEX "positions_group_open_idx" ON "positions" USING btree ("group_id","posted_at");--> statement-breakpoint
CREATE INDEX "positions_search_vector_idx" ON "positions" USING gin ("search_vector");