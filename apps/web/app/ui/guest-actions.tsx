import { openDialog } from './dialog/dialog-store.js';

/**
 * A guest's two ways in, where a feature needs an account: register and log in, each opening its
 * dialog. `lead` is the one drawn as the main button; the labels come from the page's own texts.
 */
export function GuestActions({
  register,
  logIn,
  lead,
  className,
}: {
  register: string;
  logIn: string;
  lead: 'register' | 'logIn';
  className: string;
}) {
  const registerButton = (
    <button
      type="button"
      className={`button ${lead === 'register' ? 'button-primary' : 'button-secondary'}`}
      onClick={() => openDialog('registration')}
    >
      {register}
    </button>
  );
  const logInButton = (
    <button
      type="button"
      className={`button ${lead === 'logIn' ? 'button-primary' : 'button-secondary'}`}
      onClick={() => openDialog('authorization')}
    >
      {logIn}
    </button>
  );
  return (
    <div className={className}>
      {lead === 'register' ? registerButton : logInButton}
      {lead === 'register' ? logInButton : registerButton}
    </div>
  );
}
