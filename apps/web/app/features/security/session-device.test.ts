import { describe, expect, it } from 'vitest';
import { ALL_MESSAGES } from '../../i18n/all-catalogues.js';
import { deviceLabel } from './session-device.js';

const { en, fr } = ALL_MESSAGES;

describe('deviceLabel', () => {
  it('names browser, system and kind of device in the locale', () => {
    const session = { browser: 'Chrome 131', os: 'Windows 10', platform: 'desktop' };
    expect(deviceLabel(session, en)).toBe('Chrome 131 · Windows 10 (computer)');
    expect(deviceLabel(session, fr)).toBe('Chrome 131 · Windows 10 (ordinateur)');
  });

  it('says so when the user agent told nothing', () => {
    expect(deviceLabel({ browser: '', os: '', platform: '' }, en)).toBe('Unknown browser');
    expect(deviceLabel({ browser: '', os: 'Linux', platform: 'bot' }, fr)).toBe('Navigateur inconnu · Linux');
  });
});
