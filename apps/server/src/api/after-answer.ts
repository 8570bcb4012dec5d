/**
 * Work that runs after the answer has gone, so that the answer says nothing through its timing:
 * password restore looks the login up and sends its link here, and a known login answers as fast as
 * an unknown one (issue 13). It is best effort: a crash loses it, and the player asks again. Work
 * that must survive a crash belongs in the job queue instead.
 */
export class AfterAnswer {
  private readonly pending = new Set<Promise<void>>();

  /** Where failures go: the app's logger once buildApp has set it. */
  onError: (error: unknown, name: string) => void = (error, name) => console.error(`${name} failed`, error);

  /** Starts the work on a later turn of the event loop; its failure is logged, never thrown. */
  run(name: string, work: () => Promise<void>): void {
    const task = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch((error: unknown) => this.onError(error, name))
      .finally(() => this.pending.delete(task));
    this.pending.add(task);
  }

  /** How much work is still running. */
  get size(): number {
    return this.pending.size;
  }

  /** Resolves once every started work is over (tests, and a graceful shutdown). */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }
}
