import { isIPv4, isIPv6 } from 'node:net';
import Bowser from 'bowser';

// How a session's client is shown to its player: browser and system read from the user agent
// (by Bowser), and the address with its last part hidden, enough to tell "home" from "elsewhere"
// without putting a full address on a screen.

export interface ClientDescription {
  browser: string;
  os: string;
  /** desktop, mobile, tablet or tv; empty when the user agent does not say. */
  platform: string;
}

export function describeUserAgent(userAgent: string): ClientDescription {
  if (!userAgent.trim()) return { browser: '', os: '', platform: '' };
  const parser = Bowser.getParser(userAgent);
  const browser = [parser.getBrowserName(), majorVersion(parser.getBrowserVersion())]
    .filter(Boolean)
    .join(' ');
  // Windows reports NT 10.0; its versionName (10, 11...) is what players know.
  const system = parser.getOS();
  const os = [system.name, system.versionName ?? system.version].filter(Boolean).join(' ');
  return { browser, os, platform: parser.getPlatformType(true) ?? '' };
}

function majorVersion(version: string | undefined): string {
  return version?.split('.')[0] ?? '';
}

/** 203.0.113.7 → 203.0.113.*; an IPv6 address keeps its first three groups (the provider's /48). */
export function maskIp(ip: string): string {
  const mapped = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (isIPv4(mapped)) return `${mapped.split('.').slice(0, 3).join('.')}.*`;
  if (isIPv6(ip)) {
    const groups = expandIpv6(ip);
    return `${groups.slice(0, 3).join(':')}:*`;
  }
  return '';
}

function expandIpv6(ip: string): string[] {
  const [head = '', tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') && tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  return [...left, ...Array.from({ length: Math.max(missing, 0) }, () => '0'), ...right];
}
