import { useMessages } from '../i18n/hooks.js';

/** The first focusable element: lets keyboard users jump over the header. */
export function SkipLink() {
  const t = useMessages();
  return (
    <a href="#main" className="skip-link">
      {t.common.skipToContent}
    </a>
  );
}
