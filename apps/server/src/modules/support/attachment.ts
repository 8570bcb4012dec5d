import { AppError, SUPPORT_ATTACHMENT_MAX_BYTES, SUPPORT_ATTACHMENT_TYPES } from '@jeton/domain';
import { fileTypeFromBuffer } from 'file-type';

// A feedback attachment: its type comes from its bytes (file-type), never from its name or the
// browser's content type; its name is kept for the operators only, cleaned of paths and markup.

export interface CheckedAttachment {
  name: string;
  type: (typeof SUPPORT_ATTACHMENT_TYPES)[number];
  bytes: Buffer;
}

export async function checkAttachment(file: { name: string; bytes: Buffer }): Promise<CheckedAttachment> {
  if (file.bytes.length === 0) throw refused('The file is empty', 'FILE_EMPTY');
  if (file.bytes.length > SUPPORT_ATTACHMENT_MAX_BYTES) {
    throw new AppError('InvalidParameterException', 'The file is too large', {
      code: 'FILE_TOO_LARGE',
      data: { max_bytes: SUPPORT_ATTACHMENT_MAX_BYTES },
    });
  }
  const detected = await fileTypeFromBuffer(file.bytes);
  const type = SUPPORT_ATTACHMENT_TYPES.find((t) => t === detected?.mime);
  if (!type) throw refused('Send a PNG or JPEG image or a PDF', 'FILE_TYPE_REFUSED');
  return { name: cleanFileName(file.name), type, bytes: file.bytes };
}

/** No directories, control or markup characters; at most 80 characters; "attachment" when nothing is left. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}<>:"|?*`$]/gu, '')
    .replace(/^\.+/, '')
    .trim()
    .slice(0, 80);
  return cleaned || 'attachment';
}

function refused(message: string, code: string): AppError {
  return new AppError('InvalidParameterException', message, { code });
}
