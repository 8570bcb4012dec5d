/// <reference types="vite/client" />
import spriteUrl from './icons.svg?url&no-inline';

// The site's icons: 24×24 outline glyphs, each a <symbol> of icons.svg, drawn with <use> and the
// stroke set to currentColor here, so they take the text colour. /_icons shows them all. The sprite
// is one cached file rather than the icons' paths in every page's JavaScript (issue 17); an icon
// test checks that it holds a symbol for every name below, and nothing else.

export const ICON_NAMES = [
  'casino',
  'betting',
  'promotions',
  'tournaments',
  'loyalty',
  'jackpots',
  'winners',
  'providers',
  'offers',
  'support',
  'wallet',
  'deposit',
  'card',
  'bank',
  'coin',
  'user',
  'shield',
  'history',
  'menu',
  'close',
  'globe',
  'logout',
  'chevron-down',
  'chevron-right',
  'chevron-left',
  'arrow-left',
  'home',
  'play',
  'lock',
  'warning',
  'tools',
  'clock',
  'check',
  'cross',
  'mail',
  'phone',
  'window',
  'empty',
  'gift',
  'heart',
  'search',
  'expand',
] as const;

export type IconName = (typeof ICON_NAMES)[number];

interface IconProps {
  name: IconName;
  size?: number;
  className?: string;
  /** Icons beside a text are decoration; give a label only to an icon that stands alone. */
  label?: string;
}

export function Icon({ name, size = 20, className, label }: IconProps) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
