import { CHAT_CONSTANTS } from '@jeton/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type ClientLoaderFunctionArgs, useLoaderData, useNavigation, useRevalidator } from 'react-router';
import { boCall } from '../../api/client.js';
import { loadWithSession } from '../../api/loader-guard.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { RouteErrorView } from '../../ui/states.js';
import { ConversationList } from './conversation-list.js';
import { ConversationPane } from './conversation-pane.js';
import { readDeskQuery } from './desk-params.js';
import { type DeskSignal, reactionTo } from './desk-signals.js';
import { DutySwitch } from './duty-switch.js';
import { useDeskStream } from './use-desk-stream.js';
import './chat-desk.css';

// The live-chat desk (issue 16 item 1, operators' side): the duty switch, the lists, the open
// conversation. The desk stream's signals make the page re-read both through its loader.

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  const query = readDeskQuery(new URL(request.url).searchParams);
  return loadWithSession(request, async () => {
    const [list, detail] = await Promise.all([
      boCall('chat/list', { filter: query.filter }),
      query.id === null ? null : boCall('chat/get', { id: query.id }),
    ]);
    return { query, list, detail };
  });
}

export default function ChatRoute() {
  const { t } = useI18n();
  const { query, list, detail } = useLoaderData<typeof clientLoader>();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const [playerTyping, setPlayerTyping] = useState(false);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const reload = useCallback(() => void revalidator.revalidate(), [revalidator]);

  useDeskStream((signal: DeskSignal) => {
    const reaction = reactionTo(signal, query.id);
    if (reaction === 'reload') {
      if (signal.type === 'message' && signal.conversation_id === query.id) setPlayerTyping(false);
      reload();
    } else if (reaction === 'playerTyping') {
      setPlayerTyping(true);
      clearTimeout(typingTimer.current);
      typingTimer.current = setTimeout(() => setPlayerTyping(false), CHAT_CONSTANTS.typingShownMs);
    }
  });
  // Typing belongs to one conversation: another one opens without it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when another conversation opens
  useEffect(() => {
    setPlayerTyping(false);
    return () => clearTimeout(typingTimer.current);
  }, [query.id]);

  return (
    <section className="page chat-desk">
      <div className="page-head">
        <h1>{t.chat.title}</h1>
        <DutySwitch onDuty={list.onDuty} onChanged={reload} />
      </div>
      <div className={`chat-layout ${detail ? 'has-open' : ''}`}>
        <ConversationList
          filter={query.filter}
          openId={query.id}
          items={list.items}
          busy={navigation.state === 'loading'}
        />
        {detail ? (
          <ConversationPane
            detail={detail}
            filter={query.filter}
            playerTyping={playerTyping}
            onChanged={reload}
          />
        ) : (
          <p className="chat-pick state state-empty">{t.chat.pick}</p>
        )}
      </div>
    </section>
  );
}

export function ErrorBoundary() {
  return <RouteErrorView />;
}
