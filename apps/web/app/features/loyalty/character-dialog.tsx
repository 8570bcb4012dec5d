import { LOYALTY_CHARACTERS, type LoyaltyCharacter } from '@jeton/domain';
import { useState } from 'react';
import { setLoyaltyCharacter } from '../../api/loyalty.js';
import { useI18n } from '../../i18n/hooks.js';
import { Modal } from '../../ui/dialog/modal.js';
import { showToast } from '../../ui/toast/toast-store.js';
import { CharacterAvatar } from './character-avatar.js';

/**
 * The loyalty character change (spec popups "loyalty character change and its confirm"): the player
 * picks a face, confirms, and the server saves it; then the status re-reads.
 */
export function CharacterDialog({
  current,
  onClose,
  onSaved,
}: {
  current: LoyaltyCharacter;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t, format, locale } = useI18n();
  const page = t.pages.loyalty;
  const [picked, setPicked] = useState<LoyaltyCharacter>(current);
  const [confirming, setConfirming] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      await setLoyaltyCharacter(LOYALTY_CHARACTERS.indexOf(picked) + 1, {
        locale,
        idempotencyKey: crypto.randomUUID(),
      });
      showToast({ text: page.characterSaved, type: 'success' });
      onSaved();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
      setSaving(false);
    }
  };

  if (confirming) {
    return (
      // A key of its own: a new modal, so its confirm button takes the focus.
      <Modal key="confirm" title={page.characterConfirmTitle} onRequestClose={onClose} size="small">
        <div className="loyalty-confirm">
          <CharacterAvatar character={picked} size={96} />
          <p>{format(page.characterConfirmText, { name: page.characterNames[picked] })}</p>
          {error ? (
            <p role="alert" className="loyalty-error">
              {error}
            </p>
          ) : null}
          <div className="loyalty-actions">
            <button type="button" className="button button-secondary" onClick={() => setConfirming(false)}>
              {page.cancel}
            </button>
            <button
              type="button"
              className="button button-primary"
              onClick={() => void save()}
              disabled={saving}
              data-autofocus
            >
              {page.confirm}
            </button>
          </div>
        </div>
      </Modal>
    );
  }

  return (
    <Modal key="pick" title={page.characterPick} onRequestClose={onClose}>
      <fieldset className="character-grid">
        <legend className="visually-hidden">{page.characterPick}</legend>
        {LOYALTY_CHARACTERS.map((character) => (
          <label key={character} className="character-option" data-picked={picked === character}>
            <input
              type="radio"
              name="loyalty-character"
              value={character}
              checked={picked === character}
              onChange={() => setPicked(character)}
            />
            <CharacterAvatar character={character} size={72} />
            <span>{page.characterNames[character]}</span>
          </label>
        ))}
      </fieldset>
      <div className="loyalty-actions">
        <button type="button" className="button button-secondary" onClick={onClose}>
          {page.cancel}
        </button>
        <button
          type="button"
          className="button button-primary"
          disabled={picked === current}
          onClick={() => setConfirming(true)}
        >
          {page.characterChange}
        </button>
      </div>
    </Modal>
  );
}
