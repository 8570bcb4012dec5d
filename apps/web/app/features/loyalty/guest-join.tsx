import { useI18n } from '../../i18n/hooks.js';
import { GuestActions } from '../../ui/guest-actions.js';

/** What a guest sees instead of a status: the call to join and earn. */
export function GuestJoin() {
  const { t } = useI18n();
  const page = t.pages.loyalty;
  return (
    <section className="loyalty-guest" aria-labelledby="loyalty-guest-heading">
      <h2 id="loyalty-guest-heading">{page.guestTitle}</h2>
      <p>{page.guestText}</p>
      <GuestActions className="loyalty-actions" lead="register" register={page.register} logIn={page.login} />
    </section>
  );
}
