import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

// Identity documents on disk: the type comes from the bytes, never from the name or the browser's
// content type, and the file is stored under a name of ours, so a hostile name reaches no path.

export type DocumentContentType = 'image/jpeg' | 'image/png' | 'application/pdf';

const SIGNATURES: { type: DocumentContentType; extension: string; magic: number[] }[] = [
  { type: 'image/jpeg', extension: 'jpg', magic: [0xff, 0xd8, 0xff] },
  { type: 'image/png', extension: 'png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'application/pdf', extension: 'pdf', magic: [0x25, 0x50, 0x44, 0x46, 0x2d] },
];

/** JPEG, PNG or PDF by their leading bytes; null for anything else. */
export function sniffDocumentType(bytes: Uint8Array): DocumentContentType | null {
  const match = SIGNATURES.find(({ magic }) => magic.every((byte, i) => bytes[i] === byte));
  return match?.type ?? null;
}

export function extensionOf(type: DocumentContentType): string {
  return SIGNATURES.find((s) => s.type === type)!.extension;
}

/**
 * The file's name as the player's device gave it, for display only: no directories, no control or
 * markup characters, at most 80 characters; "document" when nothing is left.
 */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}<>:"|?*`$]/gu, '')
    .replace(/^\.+/, '')
    .trim()
    .slice(0, 80);
  return cleaned || 'document';
}

const SAFE_ID = /^[a-z]+_[0-9a-f]{24}$/;

/** The documents' folder under DATA_DIR; ids are ours (checked), so paths never leave it. */
export class DocumentFiles {
  constructor(private readonly root: string) {}

  private pathOf(applicantId: string, documentId: string, type: DocumentContentType): string {
    if (!SAFE_ID.test(applicantId) || !SAFE_ID.test(documentId)) throw new Error('Unsafe document id');
    return path.join(this.root, applicantId, `${documentId}.${extensionOf(type)}`);
  }

  async write(applicantId: string, documentId: string, type: DocumentContentType, bytes: Buffer) {
    const file = this.pathOf(applicantId, documentId, type);
    await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    // wx: never overwrite; 0600: readable by the server alone.
    await writeFile(file, bytes, { flag: 'wx', mode: 0o600 });
  }

  read(applicantId: string, documentId: string, type: DocumentContentType): Promise<Buffer> {
    return readFile(this.pathOf(applicantId, documentId, type));
  }

  async remove(applicantId: string, documentId: string, type: DocumentContentType): Promise<void> {
    await rm(this.pathOf(applicantId, documentId, type), { force: true });
  }
}
