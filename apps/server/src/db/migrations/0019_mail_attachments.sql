-- Mail attachments (ADR 206): the outbox records what each mail carried (name, type, size), so a report sent by
-- e-mail as a PDF can be checked in development and tests; the bytes themselves are not kept here.
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;
