import pino, { type DestinationStream } from 'pino';

/**
 * Standard output for the logs of every API process (API, worker, admin
 * commands), written synchronously: a line is in the file (or pipe) when the
 * call that logged it returns, so a process killed with SIGKILL loses nothing
 * it logged and an operator tailing the file sees each line as it happens.
 * One write per line is cheap beside the request it records.
 */
export function standardOutput(): DestinationStream & { flushSync(): void } {
  return pino.destination({ dest: 1, sync: true });
}
