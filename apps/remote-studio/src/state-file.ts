import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// The studio's own state, one JSON file under its data dir, written whole (temporary file, then
// rename) after every change so that a restart finds sessions, rounds and seen nonces as they were.

export class StateFile<T extends object> {
  private readonly file: string;
  readonly data: T;

  constructor(dataDir: string, empty: () => T) {
    mkdirSync(dataDir, { recursive: true });
    this.file = path.join(dataDir, 'state.json');
    let loaded: T;
    try {
      loaded = { ...empty(), ...(JSON.parse(readFileSync(this.file, 'utf8')) as T) };
    } catch {
      loaded = empty();
    }
    this.data = loaded;
  }

  save(): void {
    const temporary = `${this.file}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(this.data));
    renameSync(temporary, this.file);
  }
}
