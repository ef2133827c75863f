CREATE TABLE "offer_audit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"offer_id" uuid NOT NULL,
	"document_id" uuid,
	"sequence" integer NOT NULL,
	"type" text NOT NULL,
	"actor" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"ip" text,
	"user_agent" text,
	"data" jsonb NOT NULL,
	"previous_hash" text NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "offer_audit_events_sequence_unique" UNIQUE("offer_id","sequence")
);
--> statement-breakpoint
CREATE TABLE "offer_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offer_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"name" text NOT NULL,
	"document_type" text NOT NULL,
	"sort_order" integer NOT NULL,
	"status" text NOT NULL,
	"under_revision" boolean DEFAULT false NOT NULL,
	"requires_signature" boolean NOT NULL,
	"original_file_id" uuid NOT NULL,
	"original_sha256" text NOT NULL,
	"signed_file_id" uuid,
	"signed_sha256" text,
	"signed_at" timestamp with time zone,
	"esign_wid" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offer_documents_esign_wid_unique" UNIQUE("esign_wid")
);
--> statement-breakpoint
CREATE TABLE "offer_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"content_type" text NOT NULL,
	"sha256" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_signatures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"method" text NOT NULL,
	"typed_name" text,
	"file_id" uuid,
	"consent_version" text,
	"ip" text NOT NULL,
	"user_agent" text NOT NULL,
	"time_zone" text NOT NULL,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offer_signatures_document_unique" UNIQUE("document_id")
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enc_id" text NOT NULL,
	"group_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"position_id" integer NOT NULL,
	"status" text NOT NULL,
	"salary" text,
	"start_date" date,
	"expires_at" timestamp with time zone,
	"hide_offer_status" boolean DEFAULT false NOT NULL,
	"expiry_notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_enc_id_unique" UNIQUE("enc_id")
);
--> statement-breakpoint
ALTER TABLE "offer_audit_events" ADD CONSTRAINT "offer_audit_events_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_documents" ADD CONSTRAINT "offer_documents_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_documents" ADD CONSTRAINT "offer_documents_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_documents" ADD CONSTRAINT "offer_documents_original_file_id_offer_files_id_fk" FOREIGN KEY ("original_file_id") REFERENCES "public"."offer_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_documents" ADD CONSTRAINT "offer_documents_signed_file_id_offer_files_id_fk" FOREIGN KEY ("signed_file_id") REFERENCES "public"."offer_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_files" ADD CONSTRAINT "offer_files_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_signatures" ADD CONSTRAINT "offer_signatures_document_id_offer_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."offer_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_signatures" ADD CONSTRAINT "offer_signatures_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_signatures" ADD CONSTRAINT "offer_signatures_file_id_offer_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."offer_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offer_documents_offer_idx" ON "offer_documents" USING btree ("offer_id","sort_order");--> statement-breakpoint
CREATE INDEX "offers_candidate_idx" ON "offers" USING btree ("candidate_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "offers_expiry_idx" ON "offers" USING btree ("status","expires_at");--> statement-breakpoint
-- Issue 11: the audit trail is append-only. A cascade from a removed offer or candidate may still
-- delete events (erasure); nothing may rewrite one.
CREATE FUNCTION "offer_audit_events_refuse_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'offer_audit_events is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "offer_audit_events_append_only" BEFORE UPDATE ON "offer_audit_events"
  FOR EACH ROW EXECUTE FUNCTION "offer_audit_events_refuse_update"();
