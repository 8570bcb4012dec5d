import { useEffect, useRef, useState } from 'react';
import { useI18n } from '../../i18n/hooks.js';
import { Icon } from '../../ui/icons.js';

/** The codes as a text file: a header line, then one code a line. */
export function recoveryCodesFile(header: string, codes: readonly string[]): string {
  return `${header}\n\n${codes.join('\n')}\n`;
}

/**
 * A new set of recovery codes, shown once: the server keeps only their hashes. The player copies or
 * downloads them, then says they are stored, which hides them for good.
 */
export function RecoveryCodesPanel({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const { t } = useI18n();
  const texts = t.security.recoveryCodes;
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const heading = useRef<HTMLHeadingElement>(null);

  // The codes appear in place of a form: take the focus there so keyboard and screen reader follow.
  useEffect(() => heading.current?.focus(), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  };

  const download = () => {
    const blob = new Blob([recoveryCodesFile(texts.fileHeader, codes)], { type: 'text/plain' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = texts.fileName;
    link.click();
    // The click has started the download; the URL is no longer needed.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };

  return (
    <section className="security-codes" aria-labelledby="recovery-codes-title" data-testid="recovery-codes">
      <h4 id="recovery-codes-title" className="security-subheading" tabIndex={-1} ref={heading}>
        {texts.title}
      </h4>
      <div className="security-warning" role="alert">
        <Icon name="warning" size={20} />
        <p>{texts.warning}</p>
      </div>
      <ol className="security-code-list" aria-label={texts.listLabel}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="security-actions">
        <button type="button" className="button button-secondary" onClick={copy}>
          {texts.copy}
        </button>
        <button type="button" className="button button-secondary" onClick={download}>
          {texts.download}
        </button>
        <button type="button" className="button button-primary" onClick={onDone}>
          {texts.done}
        </button>
      </div>
      <p className="security-status" role="status">
        {copyState === 'copied' ? texts.copied : copyState === 'failed' ? texts.copyFailed : ''}
      </p>
    </section>
  );
}
