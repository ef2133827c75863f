ALTER TABLE "groups" ADD COLUMN "whatsapp_chat_comp_number" jsonb;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "ip_geolocation" jsonb DEFAULT 'false'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "ip_geolocation_lat_long" jsonb DEFAULT 'false'::jsonb NOT NULL;