CREATE TABLE "candidate_skills" (
	"candidate_id" uuid NOT NULL,
	"skill" text NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidate_skills_candidate_id_skill_pk" PRIMARY KEY("candidate_id","skill")
);
--> statement-breakpoint
ALTER TABLE "candidate_skills" ADD CONSTRAINT "candidate_skills_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;