/**
 * The last parse of each key's text, handed out again while the text stays the same.
 *
 * For text that is read fresh every time but rarely changes: a player's row and balances in the
 * server's session look-up (decision 0023), a locale's content configuration in the web app. The
 * text is still read every time, so any change is new text and a new parse. Values are frozen,
 * since one object may serve several requests at once.
 */
export class ParsedByText<K, T extends object> {
  private readonly entries = new Map<K, { text: string; value: Readonly<T> }>();

  constructor(
    private readonly parse: (text: string, key: K) => T,
    private readonly capacity: number,
  ) {}

  read(key: K, text: string): Readonly<T> {
    const entry = this.entries.get(key);
    if (entry?.text === text) return entry.value;
    const value = Object.freeze(this.parse(text, key));
    if (entry) this.entries.delete(key);
    else if (this.entries.size >= this.capacity) this.entries.delete(this.entries.keys().next().value as K);
    this.entries.set(key, { text, value });
    return value;
  }

  get size(): number {
    return this.entries.size;
  }
}
