import { reactionEmoji, type GroupMessageReaction } from '../../../shared/group-message-rules.ts';
import type { GroupMessage } from '../../../shared/group-messages.ts';
import type { MessageKey } from '../../../shared/i18n/messages.ts';
import { useT } from '../../lib/i18n/use-t.ts';

/** Each reaction's accessible name, with how many gave it. */
const reactionKeys: Record<GroupMessageReaction, MessageKey> = {
  thumbsUp: 'messages.reaction.thumbsUp',
  heart: 'messages.reaction.heart',
  party: 'messages.reaction.party',
};

/**
 * A message's reactions: toggle buttons (`aria-pressed`) for a member of the group, named by the reaction and its count;
 * for the champion who posted it (no `onToggle`), the counts as text.
 */
export function GroupMessageReactions({
  message,
  onToggle,
  busy = false,
}: {
  message: GroupMessage;
  onToggle?: (reaction: GroupMessageReaction, given: boolean) => void;
  busy?: boolean;
}) {
  const t = useT();
  return (
    <ul className="message-reactions" aria-label={t('messages.reactionsLabel')}>
      {message.reactions.map(({ reaction, count, mine }) => {
        const name = t(reactionKeys[reaction], { count });
        return (
          <li key={reaction}>
            {onToggle ? (
              <button
                type="button"
                className="message-reactions__button"
                aria-pressed={mine}
                aria-label={name}
                disabled={busy}
                onClick={() => onToggle(reaction, !mine)}
              >
                <span aria-hidden="true">
                  {reactionEmoji[reaction]} {count}
                </span>
              </button>
            ) : (
              <span className="message-reactions__count" role="img" aria-label={name}>
                {reactionEmoji[reaction]} {count}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
