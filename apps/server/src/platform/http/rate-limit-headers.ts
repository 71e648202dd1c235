import type { FastifyReply } from 'fastify';
import type { LimitState } from '../auth/rate-limit';

/** Writes the IETF draft `RateLimit-Limit/-Remaining/-Reset` headers (ADR 189) so clients can pace themselves. */
export function setRateLimitHeaders(reply: FastifyReply, state: LimitState): void {
  reply.header('ratelimit-limit', String(state.limit));
  reply.header('ratelimit-remaining', String(state.remaining));
  reply.header('ratelimit-reset', String(state.resetSeconds));
}
