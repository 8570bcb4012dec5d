import { useI18n } from '../../i18n/hooks.js';
import { openDialog } from '../../ui/dialog/dialog-store.js';

/** What a guest sees instead of a status: the call to join and earn. */
export function GuestJoin() {
  const { t } = useI18n();
  const page = t.pages.loyalty;
  return (
    <section className="loyalty-guest" aria-labelledby="loyalty-guest-heading">
      <h2 id="loyalty-guest-heading">{page.guestTitle}</h2>
      <p>{page.guestText}</p>
      <div className="loyalty-actions">
        <button type="button" className="button button-primary" onClick={() => openDialog('registration')}>
          {page.register}
        </button>
        <button type="button" className="button button-secondary" onClick={() => openDialog('authorization')}>
          {page.login}
        </button>
      </div>
    </section>
  );
}
