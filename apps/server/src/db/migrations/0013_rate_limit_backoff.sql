-- Progressive sign-in delays (ADR 189): a counter may hold its next attempt back until blocked_until.
ALTER TABLE "rate_limits" ADD COLUMN "blocked_until" timestamp with time zone;
