import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { GroupMessageReactions } from '../../../components/group-messages/message-reactions.tsx';
import { useMyMessages } from '../../../api/me/get-my-messages.ts';
import { useMarkMessagesSeen } from '../../../api/me/mark-messages-seen.ts';
import { useReactToMessage } from '../../../api/me/react-to-message.ts';
import { formatMoment } from '../../../lib/date-format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { catalogueRecipeHref } from '../../../lib/recipe-hrefs.ts';
import { DashboardSection, SectionError } from './dashboard-section.tsx';
import { MessageCollectionDialog } from './message-collection-dialog.tsx';

/**
 * The champion's messages to the group, newest first, with the ones posted since the person last looked marked
 * `New`; opening them here is what clears the count in the navigation. Shown only to someone in a group.
 */
export function GroupMessagesCard() {
  const t = useT();
  const mine = useMyMessages();
  const seen = useMarkMessagesSeen();
  const react = useReactToMessage();
  const unread = mine.data?.unread ?? 0;
  const [opened, setOpened] = useState<{ messageId: string; name: string } | null>(null);
  const { mutate: markSeen } = seen;

  useEffect(() => {
    if (unread > 0) markSeen();
  }, [unread, markSeen]);

  if (mine.data && mine.data.championName === null) return null;
  return (
    <DashboardSection title={t('messages.title')} className="messages-card">
      {mine.isPending ? (
        <Skeleton />
      ) : mine.isError ? (
        <SectionError what="messages" error={mine.error} onRetry={() => void mine.refetch()} retrying={mine.isFetching} />
      ) : mine.data.messages.length === 0 ? (
        <p className="muted small">{t('messages.none', { name: mine.data.championName ?? '' })}</p>
      ) : (
        <>
          {unread > 0 ? <p className="small">{t('messages.unread', { count: unread })}</p> : null}
          <ul className="group-messages" aria-label={t('messages.listLabel', { name: mine.data.championName ?? '' })}>
            {mine.data.messages.map((message) => (
              <li key={message.id} className="group-messages__item">
                <p className="muted small">
                  {message.isNew ? <span className="badge group-messages__new">{t('messages.new')}</span> : null}{' '}
                  {t('messages.postedBy', { name: mine.data.championName ?? '', date: formatMoment(message.createdAt, 'dateTime') })}
                </p>
                <p className="group-messages__text">{message.text}</p>
                {message.recipe ? (
                  <p className="small">
                    {t('messages.recommends')} <Link to={catalogueRecipeHref(message.recipe.id)}>{message.recipe.title}</Link>
                  </p>
                ) : null}
                {message.collection ? (
                  <p className="small">
                    {t('messages.recommendsCollection')}{' '}
                    <Button
                      variant="ghost"
                      aria-label={t('messages.openCollectionLabel', { name: message.collection.name })}
                      onClick={() => message.collection && setOpened({ messageId: message.id, name: message.collection.name })}
                    >
                      {message.collection.name}
                    </Button>{' '}
                    {t('messages.collectionRecipeCount', { count: message.collection.recipeCount })}
                  </p>
                ) : null}
                <GroupMessageReactions
                  message={message}
                  busy={react.isPending && react.variables?.messageId === message.id}
                  onToggle={(reaction, given) => react.mutate({ messageId: message.id, reaction, given })}
                />
              </li>
            ))}
          </ul>
          {react.error ? (
            <p role="alert" className="field__error">
              {t('messages.reactFailed', { reason: react.error.message })}
            </p>
          ) : null}
        </>
      )}
      {opened ? <MessageCollectionDialog messageId={opened.messageId} name={opened.name} onClose={() => setOpened(null)} /> : null}
    </DashboardSection>
  );
}
