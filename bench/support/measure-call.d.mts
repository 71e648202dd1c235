/** One measured call of a list benchmark, as bench/support/measure-call.mjs answers it. */
export interface MeasuredCall {
  name: string;
  total: number | string;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  serverCpu: number;
  pgCpu: number;
  load: number;
}

/** Loads `path` with `connections` (default 50) for `seconds`; exact percentiles and CPU per request. */
export function measureCall(options: {
  name: string;
  base: string;
  path: string;
  cookie: string;
  seconds: number;
  serverPid: number;
  backendPids: () => Promise<number[]>;
  connections?: number;
}): Promise<MeasuredCall>;
