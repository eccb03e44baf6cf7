// The process's Prometheus metrics (docs/operations.md, "Metrics"), served by GET /api/metrics
// (modules/health/metrics-routes.ts). What is counted where it happens lives here; what is read on a
// scrape (database pool, job queue depth) is gathered by the route.
import { Counter, collectDefaultMetrics, Histogram, Registry } from "prom-client";

export const metricsRegistry = new Registry();

let processMetrics = false;
/** Node's own (CPU, memory, event loop delay, GC), collected once per process from the first call. */
export function collectProcessMetrics(): void {
  if (processMetrics) return;
  processMetrics = true;
  collectDefaultMetrics({ register: metricsRegistry, prefix: "ojas_" });
}

/**
 * Answered requests by method, route pattern (never the raw URL: `/api/orders/:id`, or `unmatched`) and
 * status; its `_count` is the request counter, so `rate(..._count[1m])` is the request rate.
 */
export const httpRequestDuration = new Histogram({
  name: "ojas_http_request_duration_seconds",
  help: "Time to answer a request, by method, route pattern and status",
  labelNames: ["method", "route", "status"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

type Observer = { observe(value: number): void };
const observers = new Map<string, Observer>();

/** Records one answered request; the labelled series is looked up once per method, route and status. */
export function observeRequest(method: string, route: string, status: number, seconds: number): void {
  const key = `${method} ${status} ${route}`;
  let observer = observers.get(key);
  if (!observer) {
    observer = httpRequestDuration.labels(method, route, String(status));
    observers.set(key, observer);
  }
  observer.observe(seconds);
}

/** Jobs this process worked, by queue and result (completed, failed: to be retried or given up). */
export const jobsWorked = new Counter({
  name: "ojas_jobs_worked_total",
  help: "Jobs worked by this process, by queue and result",
  labelNames: ["queue", "result"] as const,
  registers: [metricsRegistry],
});

/**
 * Claimed subscriptions by how their renewal settled: renewed (the period charged), failed (the charge
 * declined: dunning), ended (cancelled at the period's end or no method), deferred (left to a later run).
 */
export const subscriptionRenewals = new Counter({
  name: "ojas_subscription_renewals_total",
  help: "Subscription renewals settled by this process, by outcome (renewed = charged, failed = declined)",
  labelNames: ["outcome"] as const,
  registers: [metricsRegistry],
});

let transactionsInFlight = 0;
/** A transaction began (db/client.ts): it holds a pool connection of its own until it ends. */
export function transactionStarted(): () => void {
  transactionsInFlight += 1;
  return () => {
    transactionsInFlight -= 1;
  };
}
/** Transactions open now in this process: each holds one of the pool's connections. */
export const openTransactions = () => transactionsInFlight;
