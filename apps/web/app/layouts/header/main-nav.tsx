import { NavLink } from 'react-router';
import { useI18n } from '../../i18n/hooks.js';
import { localizePath } from '../../i18n/locale.js';
import type { NavItem } from '../../routing/navigation.js';
import { Icon } from '../../ui/icons.js';

interface NavListProps {
  items: readonly NavItem[];
  className: string;
  label?: string;
}

/** A list of section links; the current section is marked for screen readers and styled. */
export function NavList({ items, className, label }: NavListProps) {
  const { t, locale } = useI18n();
  const list = (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.key}>
          <NavLink
            to={localizePath(item.path, locale)}
            className={({ isActive }) => (isActive ? 'nav-link nav-link-current' : 'nav-link')}
          >
            <Icon name={item.icon} size={18} />
            <span>{t.nav[item.key]}</span>
          </NavLink>
        </li>
      ))}
    </ul>
  );
  return label ? <nav aria-label={label}>{list}</nav> : list;
}
