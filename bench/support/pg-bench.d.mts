/** "2 × CPU, 24 GB, Node v20, PostgreSQL (local)" for a results entry; `database` names another store. */
export function machineNote(database?: string): string;

/** Inserts a dated entry at the end of the `## heading` section of bench/RESULTS.md (made with `intro` if missing). */
export function recordSection(heading: string, intro: string, lines: string[]): void;

/** The bench's database: BENCH_DB reuses a kept one (no seed, no drop), otherwise `prefix_<pid>` is made and dropped. */
export function benchDatabase(prefix: string): {
  name: string;
  url: string;
  reused: boolean;
  create(): Promise<unknown>;
  drop(): Promise<void>;
  backendPids(): Promise<number[]>;
};

/** Signs the demo administrator in and answers the session cookie. */
export function signInAdmin(base: string, password: string): Promise<string>;

/** One query on a short-lived connection. */
export function query(
  connectionString: string,
  sql: string,
  params?: unknown[],
): Promise<{ rows: unknown[] }>;
