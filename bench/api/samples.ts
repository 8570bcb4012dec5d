/** Latency samples in milliseconds, kept whole so that percentiles are exact. */
export class Samples {
  private values = new Float64Array(1024);
  private count = 0;

  add(value: number): void {
    if (this.count === this.values.length) {
      const grown = new Float64Array(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.count++] = value;
  }

  addAll(other: Samples): void {
    for (let i = 0; i < other.count; i++) this.add(other.values[i]!);
  }

  get size(): number {
    return this.count;
  }

  /** The nearest-rank percentile, p in [0, 1]; 0 when there are no samples. */
  percentile(p: number): number {
    if (this.count === 0) return 0;
    const sorted = this.values.slice(0, this.count).sort();
    return sorted[Math.min(this.count - 1, Math.max(0, Math.ceil(p * this.count) - 1))]!;
  }
}
