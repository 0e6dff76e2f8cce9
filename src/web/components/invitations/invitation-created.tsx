import { useId, useState } from 'react';
import type { CreatedInvitation } from '../../../shared/invitations.ts';
import { Button } from '../ui/button.tsx';
import { useT } from '../../lib/i18n/use-t.ts';
import { T } from '../../lib/i18n/t.tsx';

/** The new invitation's link, in full and selectable, with a Copy button: the code is never shown again. */
export function InvitationCreated({ invitation, onDismiss }: { invitation: CreatedInvitation; onDismiss: () => void }) {
  const t = useT();
  const linkId = useId();
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(invitation.link);
      setCopyState('copied');
    } catch {
      // No clipboard permission (or an insecure origin): the link is there to select by hand.
      setCopyState('failed');
    }
  };
  return (
    <div className="invitation-created" role="region" aria-labelledby={`${linkId}-title`}>
      <p id={`${linkId}-title`} className="invitation-created__title">
        {t('champions.created.title')}
      </p>
      <p className="muted small">
        {invitation.email ? t('champions.created.emailedCopyNow', { email: invitation.email }) : t('champions.created.copyNow')}
      </p>
      <p className="small invitation-created__label">{t('champions.created.linkLabel')}</p>
      <div className="invitation-created__link-row">
        <p id={linkId} className="invitation-created__link">
          {invitation.link}
        </p>
        <Button variant="secondary" aria-describedby={linkId} onClick={() => void copy()}>
          {t('champions.created.copy')}
        </Button>
      </div>
      <p className="small">
        <T k="champions.created.code" values={{ code: invitation.code }} components={{ 0: <code /> }} />
      </p>
      <p role="status" className="small">
        {copyState === 'copied' ? t('champions.created.copied') : copyState === 'failed' ? t('champions.created.copyFailed') : ''}
      </p>
      <Button variant="ghost" onClick={onDismiss}>
        {t('champions.created.done')}
      </Button>
    </div>
  );
}
