CREATE TABLE "application_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"author" text NOT NULL,
	"body" text NOT NULL,
	"file_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "application_surveys" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"group_id" uuid NOT NULL,
	"position_id" integer NOT NULL,
	"stage_id" text NOT NULL,
	"rating" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"share_identity" boolean DEFAULT false NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_updates" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"expected_by" timestamp with time zone,
	"note" text
);
--> statement-breakpoint
ALTER TABLE "application_status_history" ADD COLUMN "reason_id" text;--> statement-breakpoint
ALTER TABLE "application_status_history" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "expected_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "overdue_noticed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "extended_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "draft_applications" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "application_messages" ADD CONSTRAINT "application_messages_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_messages" ADD CONSTRAINT "application_messages_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_surveys" ADD CONSTRAINT "application_surveys_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_surveys" ADD CONSTRAINT "application_surveys_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_updates" ADD CONSTRAINT "application_updates_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_messages_idx" ON "application_messages" USING btree ("application_id","id");--> statement-breakpoint
CREATE INDEX "application_messages_group_idx" ON "application_messages" USING btree ("group_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "application_updates_idx" ON "application_updates" USING btree ("application_id","at");--> statement-breakpoint
CREATE INDEX "applications_expected_by_idx" ON "applications" USING btree ("expected_by");--> statement-breakpoint
CREATE INDEX "applications_group_status_idx" ON "applications" USING btree ("group_id","status","submitted_at");--> statement-breakpoint
CREATE INDEX "draft_applications_reminder_idx" ON "draft_applications" USING btree ("updated_at") WHERE reminded_at is null;--> statement-breakpoint
-- Applications already waiting when the closing limit arrives get 30 days before it can close them.
UPDATE "applications" SET "extended_until" = now() + interval '30 days' WHERE "status" IN ('Submitted', 'In Review', 'Interviewing');--> statement-breakpoint
-- Drafts left before reminders existed get none.
UPDATE "draft_applications" SET "reminded_at" = now();
