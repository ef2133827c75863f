CREATE TABLE "job_cart_items" (
	"candidate_id" uuid NOT NULL,
	"position_id" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_cart_items_candidate_id_position_id_pk" PRIMARY KEY("candidate_id","position_id")
);
--> statement-breakpoint
ALTER TABLE "job_cart_items" ADD CONSTRAINT "job_cart_items_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_cart_items" ADD CONSTRAINT "job_cart_items_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE cascade ON UPDATE no action;