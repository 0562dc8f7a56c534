/**
 * Where a scenario of `pnpm bench:topology` spent its time: the CPU each part
 * of the topology used (from /proc, so Linux only) and PostgreSQL's planning
 * and execution time (from pg_stat_statements, which the private cluster
 * loads, see services.mjs). `measure` wraps one measured run.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import pg from 'pg';

const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK']).toString()) || 100;
  } catch {
    return 100;
  }
})();

/** A process's /proc stat fields after its name (field 3, the state, is index 0). */
function statFields(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** Every live process's parent, by pid. */
function parents() {
  const parentOf = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const fields = statFields(entry);
    if (fields) parentOf.set(Number(entry), Number(fields[1]));
  }
  return parentOf;
}

/**
 * CPU seconds (user and system) of the process and its descendants, living
 * or exited (a parent's cutime/cstime holds the children it waited for, as
 * PostgreSQL's postmaster does for ended connections).
 */
function treeSeconds(pid, parentOf) {
  if (!pid) return 0;
  let ticks = 0;
  const visit = (current, root) => {
    const fields = statFields(current);
    if (!fields) return;
    ticks += Number(fields[11]) + Number(fields[12]);
    if (root) ticks += Number(fields[13]) + Number(fields[14]);
    for (const [child, parent] of parentOf) if (parent === current) visit(child, false);
  };
  visit(pid, true);
  return ticks / TICKS_PER_SECOND;
}

/** The machine's busy and total CPU seconds since boot, over all cores (/proc/stat). */
function machineSeconds() {
  const [line] = readFileSync('/proc/stat', 'utf8').split('\n');
  const values = line.trim().split(/\s+/).slice(1).map(Number);
  const total = values.reduce((sum, value) => sum + value, 0);
  // idle and iowait
  const idle = values[3] + (values[4] ?? 0);
  return { busy: (total - idle) / TICKS_PER_SECOND, total: total / TICKS_PER_SECOND };
}

/**
 * `groups`: name to pids (each counted with its descendants). The bench's own
 * process (autocannon runs in it) is counted as `bench`.
 */
function cpuSnapshot(groups) {
  const parentOf = parents();
  const seconds = {};
  for (const [name, pids] of Object.entries(groups)) {
    seconds[name] = pids.map((pid) => treeSeconds(pid, parentOf));
  }
  const own = process.cpuUsage();
  return {
    at: process.hrtime.bigint(),
    seconds,
    bench: (own.user + own.system) / 1e6,
    machine: machineSeconds(),
  };
}

/** Cores each group used between two snapshots; `other` is the rest of the machine's busy time. */
function coresBetween(before, after) {
  const elapsed = Number(after.at - before.at) / 1e9;
  const groups = {};
  let known = 0;
  for (const [name, list] of Object.entries(after.seconds)) {
    const perProcess = list.map((value, index) => (value - before.seconds[name][index]) / elapsed);
    groups[name] = { total: perProcess.reduce((sum, value) => sum + value, 0), perProcess };
    known += groups[name].total;
  }
  const bench = (after.bench - before.bench) / elapsed;
  const cores = cpus().length;
  const machineBusy =
    ((after.machine.busy - before.machine.busy) / (after.machine.total - before.machine.total)) *
    cores;
  return {
    groups,
    bench,
    other: Math.max(0, machineBusy - known - bench),
    machineBusy,
    cores,
  };
}

async function statementsClient(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('create extension if not exists pg_stat_statements');
    // Fails unless the server loaded the library at start (shared_preload_libraries).
    await client.query('select pg_stat_statements_reset()');
    return client;
  } catch (error) {
    await client.end();
    throw error;
  }
}

/** The statements PostgreSQL ran since the reset, dearest first (the bench's own left out). */
async function statementTimes(client) {
  const { rows } = await client.query(
    `select query, calls::int, plans::int, total_plan_time as plan_ms, total_exec_time as exec_ms
     from pg_stat_statements
     where dbid = (select oid from pg_database where datname = current_database())
       and query not like '%pg_stat_statements%'
     order by total_plan_time + total_exec_time desc`,
  );
  return rows;
}

/**
 * Runs `work` (which resolves to { requests, rate, p99, met }) and returns its
 * result with `spent`: PostgreSQL's planning and execution per request and
 * the CPU split. When pg_stat_statements cannot be read, `spent.statements`
 * says why instead.
 */
export async function measure({ databaseUrl, groups }, work) {
  let client = null;
  let statementsError = null;
  try {
    client = await statementsClient(databaseUrl);
  } catch (error) {
    statementsError = error instanceof Error ? error.message : String(error);
  }
  try {
    const before = cpuSnapshot(groups);
    const result = await work();
    const after = cpuSnapshot(groups);
    const cpu = coresBetween(before, after);
    const statements = client ? await statementTimes(client) : null;
    return { ...result, spent: { cpu, statements, statementsError, load: loadavg() } };
  } finally {
    await client?.end();
  }
}

const ms = (value) => `${value.toFixed(2)} ms`;
const coresText = (value) => value.toFixed(2);

/** What the run's CPU split says was the bottleneck, when the target was missed. */
export function saturation(cpu) {
  const findings = [];
  for (const [name, group] of Object.entries(cpu.groups)) {
    group.perProcess.forEach((value, index) => {
      // A Node.js process runs its JavaScript on one core.
      if (name.startsWith('API') && value >= 0.9)
        findings.push(`${name} #${index + 1} (${coresText(value)} of its 1 core)`);
    });
  }
  if (cpu.machineBusy >= 0.9 * cpu.cores) {
    const shares = [
      ...Object.entries(cpu.groups).map(([name, group]) => [name, group.total]),
      ['the bench (autocannon)', cpu.bench],
      ['other processes', cpu.other],
    ].sort((a, b) => b[1] - a[1]);
    findings.push(
      `the machine (${coresText(cpu.machineBusy)} of ${cpu.cores} cores busy; most: ${shares[0][0]} ${coresText(shares[0][1])})`,
    );
  }
  return findings.length > 0
    ? findings.join('; ')
    : 'nothing CPU-bound (waiting: I/O, locks or the network)';
}

/** Lines for the bench's notes: the database's time per request, the CPU split, what was saturated. */
export function describeSpent(label, result) {
  const { cpu, statements, statementsError, load } = result.spent;
  const lines = [`${label}:`];
  if (statements) {
    const requests = Math.max(1, result.requests);
    const total = (key) => statements.reduce((sum, row) => sum + Number(row[key]), 0);
    const calls = total('calls');
    const plans = total('plans');
    lines.push(
      `  PostgreSQL per request: planning ${ms(total('plan_ms') / requests)}, execution ${ms(total('exec_ms') / requests)} ` +
        `(${(calls / requests).toFixed(1)} statements, ${calls > 0 ? ((100 * plans) / calls).toFixed(0) : 0} % of them planned)`,
    );
    for (const row of statements.slice(0, 3)) {
      const text = row.query.replace(/\s+/g, ' ').slice(0, 90);
      lines.push(
        `    ${row.calls} calls, ${row.plans} planned: planning ${ms(row.plan_ms / Math.max(1, row.calls))}, ` +
          `execution ${ms(row.exec_ms / Math.max(1, row.calls))} per call: ${text}…`,
      );
    }
  } else {
    lines.push(`  PostgreSQL: no pg_stat_statements (${statementsError})`);
  }
  const groups = Object.entries(cpu.groups)
    .map(([name, group]) =>
      group.perProcess.length > 1
        ? `${name} ${coresText(group.total)} (${group.perProcess.map(coresText).join(' + ')})`
        : `${name} ${coresText(group.total)}`,
    )
    .join(', ');
  lines.push(
    `  CPU, cores: ${groups}, the bench (autocannon) ${coresText(cpu.bench)}, other processes ${coresText(cpu.other)}; ` +
      `machine ${coresText(cpu.machineBusy)} of ${cpu.cores} busy; load average at end ${load.map((value) => value.toFixed(2)).join(', ')}`,
  );
  if (result.met !== 'yes') lines.push(`  target missed; saturated: ${saturation(cpu)}`);
  return lines;
}
