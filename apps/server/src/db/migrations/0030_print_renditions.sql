-- Print renditions of photos (ADR 220): a JPEG copy sized for the printed report, made once by a job after the upload
-- and stored under its own generated key, so a print serves it instead of resizing the original every time.
ALTER TABLE "uploaded_files" ADD COLUMN "print_key" text;
--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD COLUMN "print_width" integer;
--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD COLUMN "print_height" integer;
