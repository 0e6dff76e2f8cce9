import { useId, useState } from 'react';
import type { CreatedInvitation } from '../../../shared/invitations.ts';
import { Button } from '../../components/ui/button.tsx';

/** The new invitation's link, in full and selectable, with a Copy button: the code is never shown again. */
export function InvitationCreated({ invitation, onDismiss }: { invitation: CreatedInvitation; onDismiss: () => void }) {
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
        Invitation created
      </p>
      <p className="muted small">
        {invitation.email ? `We have emailed it to ${invitation.email}. ` : ''}Copy the link now: for your security it is shown only this
        once.
      </p>
      <p className="small invitation-created__label">Invitation link</p>
      <div className="invitation-created__link-row">
        <p id={linkId} className="invitation-created__link">
          {invitation.link}
        </p>
        <Button variant="secondary" aria-describedby={linkId} onClick={() => void copy()}>
          Copy
        </Button>
      </div>
      <p className="small">
        Code: <code>{invitation.code}</code>
      </p>
      <p role="status" className="small">
        {copyState === 'copied' ? 'Link copied.' : copyState === 'failed' ? 'Could not copy: select the link and copy it yourself.' : ''}
      </p>
      <Button variant="ghost" onClick={onDismiss}>
        Done
      </Button>
    </div>
  );
}
