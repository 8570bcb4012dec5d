import type { CustomCodeEntry } from '@jeton/domain';

// The operator's custom code slots (spec section 3, settings-seo `customCode`): markup added to
// every server-rendered document at the head, the start or the end of the body. It comes only from
// the content configuration an administrator saves (settings.manage, audited, size-bounded by the
// schema), never from content pages. The page's CSP allows inline scripts and styles by nonce
// only, so each <script> and <style> of the code is given this response's nonce; anything else the
// policy forbids stays blocked.

/** The code with the nonce on each of its script and style tags. */
export function withNonce(code: string, nonce: string | undefined): string {
  if (!nonce) return code;
  return code.replace(/<(script|style)(?=[\s>/])/gi, `<$1 nonce="${escapeAttribute(nonce)}"`);
}

/**
 * The document with the enabled entries in their slots. React 19 skips tags it did not render in
 * <head> and <body> when it hydrates, so the code stays outside the React tree.
 */
export function injectCustomCode(
  html: string,
  entries: readonly CustomCodeEntry[],
  nonce: string | undefined,
): string {
  const slot = (position: CustomCodeEntry['position']) =>
    entries
      .filter((entry) => entry.isEnabled && entry.position === position)
      .map((entry) => withNonce(entry.code, nonce))
      .join('\n');
  const head = slot('head');
  const bodyStart = slot('bodyStart');
  const bodyEnd = slot('bodyEnd');
  if (!head && !bodyStart && !bodyEnd) return html;
  // Positions found in the page before anything is inserted, filled from the end backwards, so the
  // operator's code (which may itself contain these tags) cannot move them.
  const headEnd = html.indexOf('</head>');
  const bodyTag = /<body(?:\s[^>]*)?>/.exec(html);
  const bodyClose = html.lastIndexOf('</body>');
  if (headEnd < 0 || !bodyTag || bodyClose < 0) return html;
  const bodyOpenEnd = bodyTag.index + bodyTag[0].length;
  return (
    html.slice(0, headEnd) +
    head +
    html.slice(headEnd, bodyOpenEnd) +
    bodyStart +
    html.slice(bodyOpenEnd, bodyClose) +
    bodyEnd +
    html.slice(bodyClose)
  );
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
