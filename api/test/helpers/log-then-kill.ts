/**
 * Logs one line through the API processes' standard output, as a process
 * does at start, then kills itself with SIGKILL (no exit handler runs).
 */
import { pino } from 'pino';
import { standardOutput } from '../../src/http/log-output';

const log = pino(standardOutput());
log.info({ marker: process.argv[2] }, 'worker started');
process.kill(process.pid, 'SIGKILL');
