import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// The bench runs its servers, its load generator and its ledger workers in child processes, so
// that none of them shares an event loop (or a CPU's time slices) with another. They talk over the
// IPC channel with small typed messages: `{type: 'ready' | 'result' | 'error', ...}`.

export interface Message {
  type: string;
  [field: string]: unknown;
}

export class Child {
  private readonly inbox: Message[] = [];
  private waiter: { resolve: (m: Message) => void; reject: (e: Error) => void } | null = null;
  private exited: Error | null = null;
  readonly process: ChildProcess;

  constructor(
    readonly name: string,
    script: string,
    env: Record<string, string> = {},
    execArgv: string[] = [],
  ) {
    this.process = fork(fileURLToPath(new URL(script, import.meta.url)), [], {
      execArgv: ['--import', 'tsx', ...execArgv],
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.process.on('message', (message: Message) => {
      if (message.type === 'error') return this.fail(new Error(`${name}: ${String(message.message)}`));
      if (this.waiter) {
        const { resolve } = this.waiter;
        this.waiter = null;
        resolve(message);
      } else {
        this.inbox.push(message);
      }
    });
    this.process.on('exit', (code, signal) => {
      this.fail(new Error(`${name} exited (${signal ?? `code ${code}`})`));
    });
  }

  send(message: Message): void {
    this.process.send(message);
  }

  /** The next message of the given type; fails if the child reports an error or exits first. */
  async receive<T extends Message>(type: string): Promise<T> {
    const queued = this.inbox.shift();
    if (queued) return checkType<T>(this.name, queued, type);
    if (this.exited) throw this.exited;
    const message = await new Promise<Message>((resolve, reject) => {
      this.waiter = { resolve, reject };
    });
    return checkType<T>(this.name, message, type);
  }

  async request<T extends Message>(message: Message, answerType: string): Promise<T> {
    this.send(message);
    return this.receive<T>(answerType);
  }

  /** Asks the child to stop, then kills it if it has not gone within five seconds. */
  async stop(): Promise<void> {
    if (this.process.exitCode !== null || this.process.signalCode !== null) return;
    const gone = new Promise<void>((resolve) => this.process.once('exit', () => resolve()));
    if (this.process.connected) this.process.send({ type: 'stop' });
    else this.process.kill('SIGTERM');
    const timer = setTimeout(() => this.process.kill('SIGKILL'), 5_000);
    await gone;
    clearTimeout(timer);
  }

  private fail(error: Error): void {
    this.exited ??= error;
    if (this.waiter) {
      const { reject } = this.waiter;
      this.waiter = null;
      reject(error);
    }
  }
}

function checkType<T extends Message>(name: string, message: Message, type: string): T {
  if (message.type !== type) throw new Error(`${name}: expected a ${type} message, got ${message.type}`);
  return message as T;
}

/** For the child side: answer the parent, and turn a crash into an error message before exiting. */
export function reply(message: Message): void {
  process.send?.(message);
}

export function runChild(name: string, main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
    reply({ type: 'error', message: `${name} failed: ${text}` });
    process.exitCode = 1;
    setTimeout(() => process.exit(1), 100).unref();
  });
}

/** Resolves when the parent sends `stop` or goes away. */
export function untilStopped(): Promise<void> {
  return new Promise((resolve) => {
    process.on('message', (message: Message) => {
      if (message.type === 'stop') resolve();
    });
    process.on('disconnect', () => resolve());
    process.once('SIGTERM', () => resolve());
  });
}
