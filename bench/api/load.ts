import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { type Message, reply, runChild } from './child.js';
import { Samples } from './samples.js';

// The load generator, in its own process: autocannon against one target at a time. The parent
// asks for slices (`run`), alternating between targets, then for each target's summary.

export interface LoadSlice {
  /** Which tally the slice adds to; absent for a warm-up, whose figures are dropped. */
  name?: string;
  url: string;
  headers: Record<string, string>;
  connections: number;
  seconds: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  requests: number;
  seconds: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

interface Tally {
  requests: number;
  seconds: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  latencies: Samples;
}

const tallies = new Map<string, Tally>();

async function runSlice(slice: LoadSlice): Promise<void> {
  const latencies = new Samples();
  const started = performance.now();
  const instance = autocannon({
    url: slice.url,
    headers: slice.headers,
    connections: slice.connections,
    pipelining: 1,
    duration: slice.seconds,
  });
  // Latencies to the microsecond (autocannon's own histogram keeps whole milliseconds).
  instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) =>
    latencies.add(ms),
  );
  const result = await instance;
  const seconds = (performance.now() - started) / 1000;
  if (!slice.name) return;
  const tally = tallies.get(slice.name) ?? {
    requests: 0,
    seconds: 0,
    non2xx: 0,
    errors: 0,
    timeouts: 0,
    latencies: new Samples(),
  };
  tally.requests += result['2xx'] + result.non2xx;
  tally.seconds += seconds;
  tally.non2xx += result.non2xx;
  tally.errors += result.errors;
  tally.timeouts += result.timeouts;
  tally.latencies.addAll(latencies);
  tallies.set(slice.name, tally);
}

function summary(name: string): LoadResult {
  const tally = tallies.get(name);
  if (!tally) throw new Error(`no slices were run for ${name}`);
  return {
    requestsPerSecond: tally.requests / tally.seconds,
    requests: tally.requests,
    seconds: tally.seconds,
    latencyP50Ms: tally.latencies.percentile(0.5),
    latencyP99Ms: tally.latencies.percentile(0.99),
    non2xx: tally.non2xx,
    errors: tally.errors,
    timeouts: tally.timeouts,
  };
}

runChild('load generator', async () => {
  process.on('message', (message: Message) => {
    if (message.type === 'stop') process.exit(0);
    if (message.type === 'run') {
      runSlice(message.slice as LoadSlice).then(
        () => reply({ type: 'done' }),
        (error: unknown) => reply({ type: 'error', message: String(error) }),
      );
    }
    if (message.type === 'summary') {
      try {
        reply({ type: 'summary', result: summary(String(message.name)) });
      } catch (error) {
        reply({ type: 'error', message: String(error) });
      }
    }
  });
  reply({ type: 'ready' });
});
