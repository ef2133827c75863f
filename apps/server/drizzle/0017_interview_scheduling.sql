CREATE TABLE "interview_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"interview_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"by" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"starts_at" timestamp with time zone,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "interview_reminders" (
	"interview_id" bigint NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"minutes_before" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "interview_reminders_interview_id_starts_at_minutes_before_pk" PRIMARY KEY("interview_id","starts_at","minutes_before")
);
--> statement-breakpoint
CREATE TABLE "interview_slots" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"group_id" uuid NOT NULL,
	"batch_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"held_by" bigint
);
--> statement-breakpoint
ALTER TABLE "interviews" ALTER COLUMN "starts_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "status" text DEFAULT 'booked' NOT NULL;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "interviewers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "interviewer_time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "slot_batch_id" uuid;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "slot_id" bigint;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "book_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "candidate_time_zone" text;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "reschedules" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "booked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "interview_events" ADD CONSTRAINT "interview_events_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_reminders" ADD CONSTRAINT "interview_reminders_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_slots" ADD CONSTRAINT "interview_slots_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_slots" ADD CONSTRAINT "interview_slots_held_by_interviews_id_fk" FOREIGN KEY ("held_by") REFERENCES "public"."interviews"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interview_events_interview_idx" ON "interview_events" USING btree ("interview_id","at");--> statement-breakpoint
CREATE INDEX "interview_slots_batch_idx" ON "interview_slots" USING btree ("batch_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "interview_slots_held_by_idx" ON "interview_slots" USING btree ("held_by") WHERE "interview_slots"."held_by" is not null;--> statement-breakpoint
CREATE INDEX "interviews_starts_idx" ON "interviews" USING btree ("starts_at") WHERE "interviews"."status" in ('booked', 'rescheduled');--> statement-breakpoint
UPDATE "interviews" SET "booked_at" = "created_at" WHERE "booked_at" IS NULL;