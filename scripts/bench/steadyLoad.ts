import { Agent, request } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

export type SteadyResult = { sent: number; p50Ms: number; p99Ms: number; failures: number; achievedRate: number };

/**
 * GETs `url` at a steady `rate` per second for `durationSeconds`, each request at its own moment
 * (t0 + i / rate), and times every answer from that moment, so a server that falls behind shows
 * it in the tail instead of slowing the load down (the coordinated omission of a closed loop).
 * autocannon's `overallRate` does not do this: it lets each connection send its share of a second
 * in one burst at the second's start, which measures a queue of fifty, not a steady service.
 */
export async function steadyLoad(
  url: string,
  { rate, durationSeconds, headers = {} }: { rate: number; durationSeconds: number; headers?: Record<string, string> },
): Promise<SteadyResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const total = Math.round(rate * durationSeconds);
  const latencies: number[] = [];
  let failures = 0;
  const inFlight = new Set<Promise<void>>();

  const send = (due: number) => {
    const done = new Promise<void>((resolve) => {
      const req = request(url, { agent, headers }, (response) => {
        response.resume();
        response.on('end', () => {
          if (response.statusCode !== 200) failures++;
          latencies.push(performance.now() - due);
          resolve();
        });
      });
      req.on('error', () => {
        failures++;
        resolve();
      });
      req.end();
    });
    inFlight.add(done);
    void done.then(() => inFlight.delete(done));
  };

  const start = performance.now();
  let sent = 0;
  while (sent < total) {
    const now = performance.now();
    // Every request whose moment has come, then a short sleep: timers are coarse, the moments are not.
    while (sent < total && start + (sent * 1000) / rate <= now) send(start + (sent++ * 1000) / rate);
    await sleep(1);
  }
  await Promise.all(inFlight);
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round((latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN) * 10) / 10;
  return { sent, p50Ms: at(0.5), p99Ms: at(0.99), failures, achievedRate: Math.round(latencies.length / elapsed) };
}
