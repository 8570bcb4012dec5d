import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

// Operators write content pages in Markdown; players get HTML that can carry no script. Two
// layers, so that a mistake in one is caught by the other: markdown-it with raw HTML off (any
// `<script>` or `<img onerror>` in the text comes out as visible text) and its link check (no
// javascript:, vbscript: or data: URLs), then sanitize-html with a short allow-list of the tags
// markdown-it produces and no attribute that can run code.

const markdown = new MarkdownIt({ html: false, linkify: true, typographer: true });

const ALLOWED_TAGS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'blockquote',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  's',
  'code',
  'pre',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'title'],
    ol: ['start'],
    th: ['style'],
    td: ['style'],
  },
  // Table alignment is the only style markdown-it writes.
  allowedStyles: { '*': { 'text-align': [/^(left|right|center)$/] } },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  transformTags: {
    // A link to another site opens without handing it this page (no window.opener).
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? '');
      return {
        tagName,
        attribs: external ? { ...attribs, rel: 'noopener noreferrer nofollow' } : attribs,
      };
    },
  },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
};
// `rel` is added by the transform above, after the attribute filter has run.
SANITIZE.allowedAttributes = { ...SANITIZE.allowedAttributes, a: ['href', 'title', 'rel'] };

/** The Markdown of a content page as HTML safe to insert into the player site. */
export function renderMarkdown(source: string): string {
  return sanitizeHtml(markdown.render(source), SANITIZE);
}
