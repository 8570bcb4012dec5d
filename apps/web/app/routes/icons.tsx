import { useI18n } from '../i18n/hooks.js';
import { metaMessages, pageMeta } from '../seo/page-meta.js';
import { ICON_NAMES, Icon } from '../ui/icons.js';
import { PageHeader } from '../ui/page-header.js';
import type { Route } from './+types/icons';
import './icons.css';

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, metaMessages(args).pages.icons);
}

/** /_icons: every icon of the site with its name, for designers and developers. */
export default function Icons() {
  const { t } = useI18n();
  const page = t.pages.icons;
  return (
    <div className="page">
      <PageHeader title={page.title} description={page.description} />
      <ul className="icon-sheet">
        {ICON_NAMES.map((name) => (
          <li key={name}>
            <Icon name={name} size={32} />
            <code>{name}</code>
          </li>
        ))}
      </ul>
    </div>
  );
}
