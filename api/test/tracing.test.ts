import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/test-app';

/** A stand-in for an OpenTelemetry collector: keeps what is posted to /v1/traces. */
async function traceReceiver() {
  const bodies: string[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method === 'POST' && request.url === '/v1/traces') {
        bodies.push(Buffer.concat(chunks).toString('utf8'));
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bodies,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Keeps the app's log lines, parsed. */
function logCapture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
        lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      callback();
    },
  });
  return { lines, stream };
}

const CALLER_TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const UNKNOWN_LEAD = '/leads/00000000-0000-4000-8000-000000000000';

function completedLine(lines: Record<string, unknown>[], requestId: string) {
  return lines.find((line) => line.msg === 'request completed' && line.reqId === requestId);
}

describe('tracing', () => {
  it('with OTEL_EXPORTER_OTLP_ENDPOINT: a request’s log lines carry its trace id, and its spans reach the collector', async () => {
    const receiver = await traceReceiver();
    try {
      const logs = logCapture();
      const { app } = await buildTestApp({
        env: { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint },
        logStream: logs.stream,
      });

      // A caller's traceparent continues its trace.
      const continued = await app.inject({
        method: 'GET',
        url: UNKNOWN_LEAD,
        headers: {
          traceparent: `00-${CALLER_TRACE}-00f067aa0ba902b7-01`,
          'x-request-id': 'traced-1',
        },
      });
      expect(continued.statusCode).toBe(401);
      const fresh = await app.inject({
        method: 'GET',
        url: '/news',
        headers: { 'x-request-id': 'traced-2' },
      });
      expect(fresh.statusCode).toBe(200);
      await app.close();

      expect(completedLine(logs.lines, 'traced-1')).toMatchObject({
        trace_id: CALLER_TRACE,
        span_id: expect.stringMatching(/^[0-9a-f]{16}$/),
      });
      const freshLine = completedLine(logs.lines, 'traced-2');
      expect(freshLine?.trace_id).toMatch(/^[0-9a-f]{32}$/);
      expect(freshLine?.trace_id).not.toBe(CALLER_TRACE);

      // Closing the app sent the buffered spans, of both requests, with their routes.
      const sent = receiver.bodies.join('\n');
      expect(sent).toContain(CALLER_TRACE);
      expect(sent).toContain(String(freshLine?.trace_id));
      expect(sent).toContain('/leads/:id');
    } finally {
      await receiver.close();
    }
  });

  it('names a request in its span by the route, never by the token or signature in its URL', async () => {
    const receiver = await traceReceiver();
    try {
      const { app } = await buildTestApp({
        env: { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint },
        logStream: logCapture().stream,
      });
      const token = 'pNLT6Im1pp6ydFdorjcwC0thUJQ2KqfLeOFoxzn6Q_0';
      const signature = 'FusjvEhqbCXxyn_yW5ASqMlVcNmbx5txKko476SBfPQ';
      // A link that never existed (404), and a made-up address that matches no route.
      expect(
        (await app.inject({ method: 'GET', url: `/privacy/exports/${token}` })).statusCode,
      ).toBe(404);
      const unmatched = await app.inject({
        method: 'GET',
        url: `/files-old/${token}?signature=${signature}`,
      });
      expect(unmatched.statusCode).toBe(404);
      await app.close();

      const sent = receiver.bodies.join('\n');
      expect(sent).toContain('/privacy/exports/:token');
      expect(sent).toContain('/files-old/[redacted]');
      expect(sent).not.toContain(token);
      expect(sent).not.toContain(signature);
    } finally {
      await receiver.close();
    }
  });

  it('is off without OTEL_EXPORTER_OTLP_ENDPOINT: no trace ids in the logs', async () => {
    const logs = logCapture();
    const { app } = await buildTestApp({ logStream: logs.stream });
    await app.inject({
      method: 'GET',
      url: '/news',
      headers: { traceparent: `00-${CALLER_TRACE}-00f067aa0ba902b7-01`, 'x-request-id': 'plain' },
    });
    const line = completedLine(logs.lines, 'plain');
    expect(line).toBeDefined();
    expect(line).not.toHaveProperty('trace_id');
  });
});
