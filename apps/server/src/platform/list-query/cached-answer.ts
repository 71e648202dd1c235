import { isValidTimeZone, todayIn } from '@fieldbook/domain';
import type { RequestAccess } from '../auth/access';
import type { Db } from '../db/client';
import { listAnswerCacheOf, readListVersion } from './answer-cache';
import type { ListSource } from './cached-count';

/** A list answer already serialised to JSON: the route sends these bytes as they are. */
export class SerializedAnswer {
  constructor(readonly body: Buffer) {}
}

/** Everything a list call's answer depends on besides the data, and the tables that data comes from. */
export interface CachedListCall {
  db: Db;
  access: RequestAccess;
  /** The route (method and URL pattern): one answer cache serves every list. */
  route: string;
  params: unknown;
  query: unknown;
  lang: string;
  /** Every table the answer reads (rows, joined names, counts, saved queries). */
  sources: readonly ListSource[];
  /** The route's own response serialiser, so a cached answer is byte for byte what it would send. */
  serialize: (answer: unknown) => string;
}

const fingerprints = new WeakMap<RequestAccess, string>();
const todays = new Map<string, { minute: number; day: string }>();

/**
 * The caller's today, remembered per zone for the current minute (every zone's midnight falls on a whole
 * minute): working it out with Intl on every hit cost ~5 % of a hit's CPU. An unknown zone counts as UTC,
 * as in the list query's own date handling.
 */
function todayOf(zone: string, now: Date): string {
  const minute = Math.floor(now.getTime() / 60_000);
  const known = todays.get(zone);
  if (known?.minute === minute) return known.day;
  const day = todayIn(now, isValidTimeZone(zone) ? zone : 'UTC');
  if (todays.size >= 1000) todays.clear();
  todays.set(zone, { minute, day });
  return day;
}

/** What the caller may see: plan, permissions, roles and groups. A change of any of them gives a new key. */
function accessFingerprint(access: RequestAccess): string {
  let print = fingerprints.get(access);
  if (print === undefined) {
    print = JSON.stringify([
      access.plan,
      [...access.permissions].sort(),
      access.roles.map((r) => r.id).sort(),
      access.groups.map((g) => g.id).sort(),
    ]);
    fingerprints.set(access, print);
  }
  return print;
}

/** Object keys sorted at every level, so `?a=1&b=2` and `?b=2&a=1` file under one key. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** The cache key: organisation, caller, access, list, input, language, time zone and the caller's today. */
function answerKey(call: CachedListCall, orgId: string): string {
  const user = call.access.session.user;
  return [
    orgId,
    user.id,
    accessFingerprint(call.access),
    call.route,
    stableJson(call.params),
    stableJson(call.query),
    call.lang,
    user.tzCode,
    todayOf(user.tzCode, new Date()),
  ].join('\n');
}

/**
 * Answers a list call from the whole-answer cache when none of its sources changed since the answer was
 * read (ADR 089): one small statement reads the summed source versions, and on a hit the stored JSON is
 * sent as is. On a miss `compute` runs after that read, so a stored answer is never older than the version
 * it is filed under. Without a cache (or a workspace) it simply runs `compute`.
 */
export async function cachedListAnswer(
  call: CachedListCall,
  compute: () => Promise<unknown>,
): Promise<unknown> {
  const cache = listAnswerCacheOf(call.db);
  const orgId = call.access.org?.id;
  if (!cache || !orgId) return compute();
  const key = answerKey(call, orgId);
  const version = await readListVersion(call.db, orgId, call.sources);
  const hit = cache.get(key, version);
  if (hit) return new SerializedAnswer(hit);
  const body = Buffer.from(call.serialize(await compute()));
  cache.set(key, version, body);
  return new SerializedAnswer(body);
}
