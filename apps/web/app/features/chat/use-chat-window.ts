import { type FormEvent, useId, useRef, useState } from 'react';
import { useI18n } from '../../i18n/hooks.js';
import { isEmailRequired, useChat } from './use-chat.js';

/**
 * The chat window's conversation and what the player does in it: start (a guest's name and email),
 * send a line, end; one action at a time, its failure in words (an email asked for when no
 * operator is on duty).
 */
export function useChatWindow(player: boolean) {
  const { t, format, locale } = useI18n();
  const texts = t.support.chat;
  const id = useId();
  const chat = useChat(locale, player);
  const [draft, setDraft] = useState('');
  const [busy, setBusy] = useState(false);
  const pending = useRef(false);
  const [error, setError] = useState<string | null>(null);
  const [askEmail, setAskEmail] = useState(false);

  async function run(action: () => Promise<unknown>) {
    // One action at a time: a second click before the first re-render (busy) must not open a
    // second conversation or send a line twice.
    if (pending.current) return;
    pending.current = true;
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (cause) {
      if (isEmailRequired(cause)) setAskEmail(true);
      setError(isEmailRequired(cause) ? texts.offlineNoEmail : texts.failed);
    } finally {
      pending.current = false;
      setBusy(false);
    }
  }

  function submitStart(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const name = String(form.get('name') ?? '').trim();
    const email = String(form.get('email') ?? '').trim();
    run(async () => {
      await chat.start({ ...(name ? { name } : {}), ...(email ? { email } : {}) });
      setAskEmail(false);
    });
  }

  function submitLine(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = draft.trim();
    if (!text) return;
    run(async () => {
      await chat.send(text);
      setDraft('');
    });
  }

  const { conversation } = chat.state;
  const needEmail =
    !player &&
    (askEmail || (conversation !== null && !conversation.operators_on_duty && !conversation.email));
  return {
    t,
    texts,
    format,
    id,
    player,
    chat,
    draft,
    setDraft,
    busy,
    error,
    askEmail,
    needEmail,
    run,
    submitStart,
    submitLine,
  };
}

export type ChatWindow = ReturnType<typeof useChatWindow>;
