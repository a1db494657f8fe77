'use client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';
import { apiFailure } from '@/lib/api/errors';
import { useServerEvent } from '@/lib/realtime/use-server-event';
import { useIsMobile } from '@/lib/use-media-query';
import { pages } from '@/contracts/pages';
import { chatsApi } from '../api/chats-api';
import { useChatMessages } from '../hooks/use-chat-messages';
import { useChatsViewer } from '../hooks/use-chats-viewer';
import { useMarkRead } from '../hooks/use-mark-read';
import { usePresence } from '../hooks/use-presence';
import { chatKeys } from '../keys';
import { usePending } from '../sending';
import { Answering, ChatAside } from './chat-aside';
import { Composer } from './composer';
import { MessageList } from './message-list';

/**
 * /chats/{id}: the history with the composer and the side panel. On a phone it fills the screen
 * (the mobile navigation hides inside an open chat) and the side panel opens from the top bar.
 */
export function ChatView({ id }: { id: number }) {
  const t = useTranslations('chats');
  const { userId, isSupport, isProjector } = useChatsViewer();
  const listHref = useIsMobile() ? pages.profile({ section: 'appeals' }) : pages.chats();
  const queryClient = useQueryClient();
  const [details, setDetails] = useState(false);
  const aside = useQuery({ queryKey: chatKeys.aside(userId, id), queryFn: () => chatsApi.aside(id), enabled: Boolean(userId) });
  const { query: messages, older } = useChatMessages(id);
  const pending = usePending(id);
  const presence = usePresence(id, isSupport && aside.isSuccess);
  useMarkRead(id, messages.data?.messages);
  useServerEvent('chat_status', (event) => event.chatId === id && void queryClient.invalidateQueries({ queryKey: chatKeys.aside(userId, id) }));
  useEffect(
    () => () => queryClient.removeQueries({ queryKey: chatKeys.aside(userId, id) }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key is the chat's
    [userId, id],
  );

  const back = (
    <Link
      href={listHref}
      className="inline-flex min-h-11 shrink-0 items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      aria-label={t('toList')}
    >
      <svg aria-hidden width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M15 18l-6-6 6-6" />
      </svg>
      <span className="hidden wide:inline">{t('toList')}</span>
    </Link>
  );

  if (isProjector || aside.isError || messages.isError) {
    const { status } = apiFailure(aside.error ?? messages.error);
    return (
      <main className="fixed inset-0 z-40 flex flex-col gap-4 bg-slate-50 p-4 wide:static wide:z-auto wide:mx-auto wide:max-w-3xl wide:p-10">
        {back}
        <div role="alert" className="rounded-2xl bg-white p-6 text-center shadow-sm">
          <p className="text-slate-700">{isProjector || status === 403 ? t('accessDenied') : status === 404 ? t('notFound') : t('loadFailed')}</p>
          {!isProjector && status !== 404 && status !== 403 && (
            <Button className="mt-4" onClick={() => void Promise.all([aside.refetch(), messages.refetch()])}>
              {t('retry')}
            </Button>
          )}
        </div>
      </main>
    );
  }

  const chat = aside.data;
  return (
    <main
      data-testid="chat-view"
      className="fixed inset-0 z-40 flex flex-col bg-white wide:static wide:z-auto wide:mx-auto wide:h-[calc(100dvh-9rem)] wide:min-h-[32rem] wide:max-w-7xl wide:flex-row wide:gap-6 wide:bg-transparent wide:px-6 wide:py-6"
    >
      <section
        aria-labelledby="chat-title"
        className={`min-h-0 flex-1 flex-col overflow-hidden wide:flex wide:rounded-2xl wide:bg-white wide:shadow-sm ${details ? 'hidden' : 'flex'}`}
      >
        <header className="flex items-center gap-2 border-b border-slate-200 px-3 py-2 wide:px-5 wide:py-3">
          {back}
          <div className="min-w-0 flex-1">
            <h1 id="chat-title" className="truncate text-lg font-semibold text-slate-900">
              {chat ? chat.subject : <span aria-busy="true" className="block h-6 w-48 animate-pulse rounded bg-slate-200" />}
            </h1>
            {chat && <p className="truncate text-xs text-slate-500">{t('aside.installation', { id: chat.installationId, address: chat.address })}</p>}
          </div>
          <Button variant="ghost" className="shrink-0 text-sm wide:hidden" aria-expanded={details} onClick={() => setDetails(true)}>
            {t('details')}
          </Button>
        </header>
        {messages.isPending ? (
          <div aria-busy="true" className="flex-1 animate-pulse bg-slate-100">
            <span className="sr-only">{t('loading')}</span>
          </div>
        ) : (
          <MessageList
            chatId={id}
            messages={messages.data.messages}
            pending={pending}
            isMine={(message) => message.from.id === userId}
            hasMore={messages.data.hasMore}
            loadingOlder={older.isPending}
            olderFailed={older.isError}
            onLoadOlder={() => older.mutate()}
          />
        )}
        {isSupport && <div className="px-3 empty:hidden wide:hidden">{presence.agents.length > 0 && <Answering agents={presence.agents} />}</div>}
        {chat &&
          (chat.canWrite ? (
            <Composer chatId={id} onTyping={presence.typing} />
          ) : (
            <p className="border-t border-slate-200 bg-slate-50 p-4 text-center text-sm text-slate-600">{t('closedNotice')}</p>
          ))}
      </section>
      <aside
        aria-label={t('aside.label')}
        className={`min-h-0 flex-col overflow-y-auto bg-white p-4 wide:flex wide:w-80 wide:shrink-0 wide:rounded-2xl wide:shadow-sm ${details ? 'flex flex-1' : 'hidden'}`}
      >
        <div className="mb-2 flex items-center justify-between wide:hidden">
          <h2 className="text-lg font-semibold text-slate-900">{t('aside.label')}</h2>
          <Button variant="ghost" className="text-sm" onClick={() => setDetails(false)}>
            {t('backToMessages')}
          </Button>
        </div>
        {chat ? <ChatAside aside={chat} agents={presence.agents} /> : <div aria-busy="true" className="h-64 animate-pulse rounded-xl bg-slate-100" />}
      </aside>
    </main>
  );
}
