-- Image marker answers (ADR 207): the markers an inspector placed on an item's image, merged as one answer part.
ALTER TABLE "inspection_answers" ADD COLUMN "markers" jsonb DEFAULT '[]'::jsonb NOT NULL;
