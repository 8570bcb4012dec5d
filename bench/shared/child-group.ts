import { Child } from '../api/child.js';

/** The child processes a bench starts, so that all of them can be stopped at the end or on Ctrl-C. */
export class ChildGroup {
  private readonly children: Child[] = [];
  /** BENCH_PROFILE_DIR=dir writes a V8 CPU profile of every child process there, for finding hot spots. */
  private readonly profileDir = process.env.BENCH_PROFILE_DIR;

  /** `baseEnv` goes to every child, under each one's own settings. */
  constructor(private readonly baseEnv: Record<string, string> = {}) {}

  start(name: string, script: string, env: Record<string, string> = {}): Child {
    const child = new Child(
      name,
      script,
      { ...this.baseEnv, ...env },
      this.profileDir ? ['--cpu-prof', `--cpu-prof-dir=${this.profileDir}`] : [],
    );
    this.children.push(child);
    return child;
  }

  stopAll(): Promise<unknown> {
    return Promise.allSettled(this.children.map((c) => c.stop()));
  }

  /** Ctrl-C or a kill: stop the children, then `cleanUp` (drop the bench's database), then leave. */
  stopOnSignal(bench: string, cleanUp: () => Promise<unknown> | undefined): void {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, () => {
        console.error(`${bench}: ${signal}, cleaning up`);
        void this.stopAll()
          .then(cleanUp)
          .finally(() => process.exit(130));
      });
    }
  }
}
