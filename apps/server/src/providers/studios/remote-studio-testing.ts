import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Test helpers: the sandbox remote studio started as its own process on a port of its own, and a
// proxy between it and Jeton's wallet that can lose answers or fail calls on the test's say.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export interface StudioProcess {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

export async function startRemoteStudio(env: Record<string, string>): Promise<StudioProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/remote-studio/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      REMOTE_STUDIO_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'remote-studio-')),
      REMOTE_STUDIO_LOG: 'silent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /remote-studio listening on (\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`remote studio exited (${code}): ${output}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** What the proxy does to the next calls of a wallet action. */
export type Fault = 'lose-answer' | 'fail';

export interface WalletProxy {
  url: string;
  /** Faults by action, used up one per call. */
  faults: Map<string, Fault[]>;
  /** Every call seen, `{action} {status}`. */
  log: string[];
  close(): Promise<void>;
}

/** Forwards `/wallet/…` to Jeton; a `lose-answer` fault lets the call through and answers 502, `fail` answers 503. */
export async function startWalletProxy(target: string): Promise<WalletProxy> {
  const faults = new Map<string, Fault[]>();
  const log: string[] = [];
  const server: Server = createServer((incoming, outgoing) => {
    const action = (incoming.url ?? '').split('/').pop() ?? '';
    const fault = faults.get(action)?.shift();
    if (fault === 'fail') {
      log.push(`${action} failed`);
      return outgoing.writeHead(503).end();
    }
    const forward = httpRequest(
      `${target}${incoming.url}`,
      { method: incoming.method, headers: incoming.headers },
      (answer) => {
        let body = '';
        answer.on('data', (chunk) => {
          body += chunk;
        });
        answer.on('end', () => {
          log.push(`${action} ${answer.statusCode}${fault ? ' lost' : ''}`);
          if (fault === 'lose-answer') return outgoing.writeHead(502).end();
          outgoing.writeHead(answer.statusCode ?? 502, { 'content-type': 'application/json' }).end(body);
        });
      },
    );
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    faults,
    log,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
