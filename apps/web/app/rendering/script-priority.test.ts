import { describe, expect, it } from 'vitest';
import { lowerScriptPreloadPriority } from './script-priority.js';

describe('lowerScriptPreloadPriority', () => {
  it('marks every module preload low and leaves other links alone', () => {
    const html =
      '<link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/assets/x.js"/>' +
      '<link rel="modulepreload" href="/assets/y.js"/>';
    expect(lowerScriptPreloadPriority(html)).toBe(
      '<link rel="stylesheet" href="/a.css"/><link rel="modulepreload" fetchpriority="low" href="/assets/x.js"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/assets/y.js"/>',
    );
  });
});
