// The list benchmarks' one load run: 50 connections (or `connections`) on one GET, exact percentiles and CPU per request.
import os from 'node:os';
import autocannon from 'autocannon';
import { cpuMillis, cpuSince, processGroup } from '../lists/cpu.mjs';

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/**
 * Loads `path` with 50 connections for `seconds` (latencies collected per response, so p95 is exact) and
 * reports CPU milliseconds per request of the server's process tree and of its PostgreSQL backends — the
 * figures that depend least on what else the shared machine does. Prints one line and answers the row.
 */
export async function measureCall({
  name,
  base,
  path,
  cookie,
  seconds,
  serverPid,
  backendPids,
  connections = 50,
}) {
  const check = await fetch(`${base}${path}`, { headers: { cookie } });
  const body = await check.json();
  if (!check.ok) throw new Error(`${name}: ${check.status} ${JSON.stringify(body)}`);
  const latencies = [];
  let errors = 0;
  const instance = autocannon({
    url: `${base}${path}`,
    connections,
    duration: seconds,
    headers: { cookie },
  });
  const nodePids = processGroup(serverPid);
  const pgPids = await backendPids();
  const before = cpuMillis([...nodePids, ...pgPids]);
  instance.on('response', (_client, status, _bytes, time) => {
    if (status !== 200) errors += 1;
    latencies.push(time);
  });
  const result = await instance;
  const served = Math.max(1, latencies.length);
  const serverCpu = cpuSince(before, nodePids) / served;
  const pgCpu = cpuSince(before, [...new Set([...pgPids, ...(await backendPids())])]) / served;
  latencies.sort((a, b) => a - b);
  const row = {
    name,
    total: body.pagination?.total ?? '–',
    requests: latencies.length,
    rps: Math.round(result.requests.average),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors: errors + result.errors + result.non2xx,
    serverCpu,
    pgCpu,
    load: os.loadavg()[0],
  };
  process.stdout.write(
    `${name}: total=${row.total} rps=${row.rps} p50=${row.p50.toFixed(1)} ms p95=${row.p95.toFixed(1)} ms p99=${row.p99.toFixed(1)} ms errors=${row.errors} cpu/request server=${serverCpu.toFixed(2)} ms postgres=${pgCpu.toFixed(2)} ms load1=${row.load.toFixed(1)}\n`,
  );
  return row;
}
