import type { MouseEvent } from 'react';
import { useI18n } from '../../i18n/hooks.js';
import { useSwitchLocale } from '../../i18n/use-switch-locale.js';
import { Icon } from '../../ui/icons.js';

/**
 * A link to the same page in the other locale. With JavaScript it first tells the server (which sets
 * the locale cookie) and reloads the initial data; without, it is a plain link.
 */
export function LocaleSwitcher({ className = 'locale-switch' }: { className?: string }) {
  const { t } = useI18n();
  const { target, href, switchLocale, failed } = useSwitchLocale();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void switchLocale();
  };
  return (
    <>
      <a href={href} hrefLang={target} lang={target} className={className} onClick={onClick}>
        <Icon name="globe" size={18} />
        <span aria-hidden="true">{t.localeSwitcher.short}</span>
        <span className="visually-hidden">{t.localeSwitcher.switchTo}</span>
      </a>
      {failed && (
        <span className="visually-hidden" role="alert">
          {t.localeSwitcher.failed}
        </span>
      )}
    </>
  );
}
