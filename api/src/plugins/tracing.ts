/**
 * Tracing, loaded with `import()` only when OTEL_EXPORTER_OTLP_ENDPOINT is
 * set (see app.ts): without it none of the OpenTelemetry packages is loaded
 * and no request pays for a span.
 */
import { FastifyOtelInstrumentation } from '@fastify/otel';
import { context, propagation, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { detectResources, envDetector, resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import type { FastifyPluginCallback } from 'fastify';
import { requestPath } from '../http/logging';

export interface Tracing {
  /** Register first on the app: it wraps the routes and hooks registered after it. */
  plugin: FastifyPluginCallback;
  /** Fields every log line gets: the active span's ids, when there is one. */
  logFields(): { trace_id?: string; span_id?: string };
  /** Sends the spans still buffered, then stops tracing. */
  shutdown(): Promise<void>;
}

const DEFAULT_SERVICE_NAME = 'club-api';
const SHUTDOWN_FLUSH_MS = 2_000;

/** `http://collector:4318` → `http://collector:4318/v1/traces`, as the SDK does with the variable. */
function tracesUrl(endpoint: string): string {
  return `${endpoint.replace(/\/+$/, '')}/v1/traces`;
}

/**
 * Starts the OpenTelemetry SDK: spans of every request (the request, its
 * hooks and handler, by @fastify/otel) exported in batches over OTLP/HTTP to
 * `endpoint`; an incoming `traceparent` header continues the caller's trace.
 * OTEL_SERVICE_NAME and OTEL_RESOURCE_ATTRIBUTES name the service (default
 * `club-api`).
 */
export function startTracing(
  endpoint: string,
  options: {
    /** Paths with no span: the probes run every few seconds and say nothing about a request's path. */
    untraced: ReadonlySet<string>;
  },
): Tracing {
  const resource = resourceFromAttributes({ 'service.name': DEFAULT_SERVICE_NAME }).merge(
    detectResources({ detectors: [envDetector] }),
  );
  const provider = new TracerProvider({
    resource,
    spanProcessors: [
      new BatchSpanProcessor({ exporter: new OTLPTraceExporter({ url: tracesUrl(endpoint) }) }),
    ],
  });
  const contextManager = new AsyncLocalStorageContextManager().enable();
  context.setGlobalContextManager(contextManager);
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);

  const instrumentation = new FastifyOtelInstrumentation({
    ignorePaths: (route) => options.untraced.has(route.url),
    // @fastify/otel records the raw URL, query included, as `url.path`: a link's token or
    // signature would go to the collector. The span names the route's pattern instead (or,
    // for a request that matched no route, its path with any segment that could be a secret
    // masked), as the logs do.
    requestHook: (span, request) => span.setAttribute('url.path', requestPath(request)),
  });
  instrumentation.setTracerProvider(provider);

  return {
    plugin: instrumentation.plugin(),
    logFields() {
      const span = trace.getSpan(context.active());
      if (!span) return {};
      const { traceId, spanId } = span.spanContext();
      return { trace_id: traceId, span_id: spanId };
    },
    async shutdown() {
      // A collector that is down must not hold up or fail the API's shutdown: the buffered
      // spans get SHUTDOWN_FLUSH_MS to go, then are dropped.
      await Promise.race([
        provider.shutdown().catch(() => undefined),
        new Promise((resolve) => setTimeout(resolve, SHUTDOWN_FLUSH_MS).unref()),
      ]);
      trace.disable();
      propagation.disable();
      context.disable();
    },
  };
}
