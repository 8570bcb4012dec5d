// What only a demo may run: sandboxes that fake an outside service (the payment sandbox credits
// whatever is asked, the odds sandbox runs a real-money book on made-up matches), developer routes
// and demo data whose passwords the README prints. Each is one switch in the configuration's list
// (config.ts `demoOnlySwitches`); this file holds the rule that keeps them off a real site.

/** One demo-only switch: the setting that turns it on, and whether it is on in this configuration. */
export interface DemoOnlySwitch {
  /** The environment variable, named in the refusal. */
  setting: string;
  /** What it is, as General info's `sandbox_providers` names sandboxes. */
  kind: string;
  /** A sandbox provider (every page then says the site is a demo), not a developer tool or data. */
  sandbox: boolean;
  on: boolean;
}

export interface DemoPlace {
  publicUrl: string;
  /** JETON_DEMO: the operator says this site is a demo without real money. */
  demo: boolean;
}

/** Demo-only switches may be on here: this machine's names, .test/.localhost hosts, or a declared demo. */
export function demoAllowed(place: DemoPlace): boolean {
  return place.demo || isLocalHost(new URL(place.publicUrl).hostname);
}

/** Refuses a configuration with any demo-only switch on where it is not allowed, naming each setting. */
export function refuseDemoOnlyInPublic(switches: readonly DemoOnlySwitch[], place: DemoPlace): void {
  const on = switches.filter((s) => s.on);
  if (on.length === 0 || demoAllowed(place)) return;
  const named = on.map((s) => `${s.setting} (${s.kind})`).join(', ');
  throw new Error(
    `Invalid configuration:\n  ${named} ${on.length === 1 ? 'is' : 'are'} only for a demo, and PUBLIC_URL ` +
      `(${place.publicUrl}) is a public address. Set ${on.map((s) => `${s.setting}=false`).join(' ')}, ` +
      'or JETON_DEMO=1 if this site is a demo without real money.',
  );
}

/** Loopback names and addresses, and the reserved .localhost and .test domains (RFC 6761). */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host.endsWith('.test') ||
    host === '::1' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host)
  );
}
