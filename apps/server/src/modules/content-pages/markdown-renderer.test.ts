import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown-renderer.js';

describe('renderMarkdown', () => {
  it('renders headings, lists, emphasis, links and tables', () => {
    const html = renderMarkdown(
      '## Rules\n\n- **one**\n- _two_\n\n[Support](/support)\n\n| a | b |\n|:-|-:|\n| 1 | 2 |',
    );
    expect(html).toContain('<h2>Rules</h2>');
    expect(html).toContain('<li><strong>one</strong></li>');
    expect(html).toContain('<em>two</em>');
    expect(html).toContain('<a href="/support">Support</a>');
    expect(html).toContain('<td style="text-align:right">2</td>');
  });

  it('shows raw HTML as text, never as markup', () => {
    const html = renderMarkdown('Hello <script>alert(1)</script> <img src=x onerror="alert(2)">');
    expect(html).not.toMatch(/<script|<img/i);
    expect(html).toContain('&lt;script&gt;');
  });

  it('drops javascript:, data: and vbscript: links', () => {
    for (const href of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,x', 'vbscript:x']) {
      const html = renderMarkdown(`[click](${href})`);
      expect(html).not.toMatch(/href=/);
    }
    expect(renderMarkdown('![x](javascript:alert(1))')).not.toMatch(/src=/);
  });

  it('keeps https images and marks outside links noopener', () => {
    expect(renderMarkdown('![logo](https://example.com/a.png)')).toContain(
      '<img src="https://example.com/a.png" alt="logo" />',
    );
    expect(renderMarkdown('[x](http://example.com)')).toContain('rel="noopener noreferrer nofollow"');
  });

  it('writes no event handler whatever the input', () => {
    const html = renderMarkdown('[a](https://x.test "t\\" onmouseover=\\"alert(1)")\n\n<a onclick="x">b</a>');
    // Every attribute written is one of the allowed names; the quote in the title stays text.
    const names = [...html.matchAll(/\s([a-z-]+)="[^"]*"/gi)].map((match) => match[1]);
    expect(names.every((name) => ['href', 'title', 'rel'].includes(name!))).toBe(true);
    expect(html).toContain('title="t&quot; onmouseover=&quot;alert(1)"');
  });
});
