import { useMessages } from '../i18n/hooks.js';

export function SiteFooter() {
  const t = useMessages();
  return (
    <footer className="site-footer">
      <p>{t.footer.responsible}</p>
      <p>{`© Jeton. ${t.footer.rights}`}</p>
    </footer>
  );
}
