import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { type Message, reply, runChild } from '../api/child.js';
import { Samples } from '../api/samples.js';

// The load generator of bench:games, in its own process: each connection plays slot spins for one
// game session (one player), `POST /studio/api/rounds`, one after another, for the asked seconds.

export interface SpinSlice {
  /** Which tally the slice adds to; absent for a warm-up. */
  name?: string;
  base: string;
  sessions: string[];
  stake: string;
  seconds: number;
}

export interface SpinResult {
  spinsPerSecond: number;
  spins: number;
  seconds: number;
  refused: number;
  firstRefusal: string | null;
  latencyP50Ms: number;
  latencyP99Ms: number;
  /** Spins whose win was paid (a second wallet transfer). */
  wins: number;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

function post(url: URL, body: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const tallies = new Map<
  string,
  { spins: number; seconds: number; refused: number; wins: number; first: string | null; latencies: Samples }
>();

async function runSlice(slice: SpinSlice): Promise<void> {
  const url = new URL('/studio/api/rounds', slice.base);
  const tally = (slice.name ? tallies.get(slice.name) : undefined) ?? {
    spins: 0,
    seconds: 0,
    refused: 0,
    wins: 0,
    first: null,
    latencies: new Samples(),
  };
  const started = performance.now();
  const deadline = started + slice.seconds * 1000;
  await Promise.all(
    slice.sessions.map(async (session) => {
      const body = JSON.stringify({ session, stake: slice.stake, bet: {} });
      while (performance.now() < deadline) {
        const begun = performance.now();
        const answer = await post(url, body);
        if (answer.status === 200) {
          tally.spins += 1;
          tally.latencies.add(performance.now() - begun);
          if (!answer.body.includes('"win":"0"')) tally.wins += 1;
        } else {
          tally.refused += 1;
          tally.first ??= `${answer.status} ${answer.body.slice(0, 200)}`;
        }
      }
    }),
  );
  tally.seconds += (performance.now() - started) / 1000;
  if (slice.name) tallies.set(slice.name, tally);
}

function summary(name: string): SpinResult {
  const tally = tallies.get(name);
  if (!tally) throw new Error(`no slices were run for ${name}`);
  return {
    spinsPerSecond: tally.spins / tally.seconds,
    spins: tally.spins,
    seconds: tally.seconds,
    refused: tally.refused,
    firstRefusal: tally.first,
    latencyP50Ms: tally.latencies.percentile(0.5),
    latencyP99Ms: tally.latencies.percentile(0.99),
    wins: tally.wins,
  };
}

runChild('spin load', async () => {
  process.on('message', (message: Message) => {
    if (message.type === 'run') {
      runSlice(message.slice as SpinSlice).then(
        () => reply({ type: 'done' }),
        (error: unknown) => reply({ type: 'error', message: String(error) }),
      );
    } else if (message.type === 'summary') {
      reply({ type: 'summary', result: summary(String(message.name)) });
    } else if (message.type === 'stop') {
      agent.destroy();
      process.exit(0);
    }
  });
  reply({ type: 'ready' });
});
