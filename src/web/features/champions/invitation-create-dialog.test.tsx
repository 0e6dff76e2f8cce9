import type { Messages } from '@lingui/core';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CreatedInvitation } from '../../../shared/invitations.ts';
import { sourceLocale } from '../../../shared/i18n/locales.ts';
import { compileCatalogue } from '../../../../scripts/compile-catalogue.ts';
import { allowConsoleErrors } from '../../test/console-errors.ts';
import { heldReply, stubApi } from '../../test/fetch-stub.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { renderPage } from '../../test/render.tsx';
import { InvitationCreateDialog } from './invitation-create-dialog.tsx';

const created: CreatedInvitation = {
  id: 'inv-1',
  kind: 'participant',
  email: null,
  message: null,
  maxUses: 1,
  uses: 0,
  expiresAt: '2026-12-10T09:00:00.000Z',
  revokedAt: null,
  createdAt: '2026-11-26T09:00:00.000Z',
  status: 'pending',
  codeHint: 'k3Jx',
  acceptedBy: [],
  code: 'k3Jx-long-unguessable-code',
  link: 'http://localhost:3000/accept-invite/k3Jx-long-unguessable-code',
};

function openDialog() {
  const onCreated = vi.fn();
  const onClose = vi.fn();
  // The dialog reads its words through the app's language provider, as it does inside AppProviders.
  const view = renderPage(<InvitationCreateDialog onCreated={onCreated} onClose={onClose} />);
  return { ...view, onCreated, onClose };
}

const messageField = () => screen.getByRole('textbox', { name: 'Personal message (optional)' });
const emailField = () => screen.getByRole('textbox', { name: 'Email it to (optional)' });
const usesField = () => screen.getByRole('spinbutton', { name: 'Number of uses' });
const createButton = () => screen.getByRole('button', { name: 'Create invitation' });

describe('the champion’s "Create invitation" dialog', () => {
  it('offers a message, an email, the number of uses and an expiry, with one use and two weeks to start from', () => {
    stubApi({});
    openDialog();

    const dialog = screen.getByRole('dialog', { name: 'Create invitation' });
    expect(dialog).toHaveTextContent('A link to send to someone you would like in your group.');
    expect(messageField()).toHaveValue('');
    expect(messageField()).toHaveAccessibleDescription(/In your own words, without links/);
    expect(emailField()).toHaveAccessibleDescription('Leave empty to send the link yourself.');
    expect(usesField()).toHaveValue(1);
    expect(usesField()).toHaveAccessibleDescription('How many people can join with this link (1 to 100).');
    const expires = within(dialog).getByRole('combobox', { name: 'Expires' });
    expect(within(expires).getByRole('option', { selected: true })).toHaveTextContent('In 14 days');
    expect(
      within(expires)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['In 7 days', 'In 14 days', 'In 30 days', 'In 90 days', 'Never']);
  });

  it('refuses an address that is not one and a number of uses out of range beside their fields; nothing is sent', async () => {
    const api = stubApi({});
    const { user, onCreated } = openDialog();

    await user.type(emailField(), 'sam at example');
    await user.clear(usesField());
    await user.type(usesField(), '0');
    await user.click(createButton());

    expect(emailField()).toBeInvalid();
    expect(emailField()).toHaveAccessibleDescription(/^Enter a valid email address/);
    expect(usesField()).toBeInvalid();
    expect(usesField()).toHaveAccessibleDescription(/^Enter a whole number from 1 to 100/);
    await waitFor(() => expect(emailField()).toHaveFocus());
    expect(api.sent).toHaveLength(0);
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('counts the message’s characters near its limit and says how many to remove past it', async () => {
    stubApi({});
    const { user } = openDialog();

    await user.click(messageField());
    await user.paste('m'.repeat(399));
    expect(messageField()).not.toHaveAccessibleDescription(/Characters used/);
    await user.type(messageField(), 'm');
    expect(messageField()).toHaveAccessibleDescription(/Characters used:\s*400 \/ 500$/);

    await user.paste('m'.repeat(102));
    expect(messageField()).toBeInvalid();
    expect(messageField()).toHaveAccessibleDescription(/^This can be at most 500 characters: remove 2 characters to save it\./);
  });

  it('sends what was filled in, busy while the server works, and hands back the new invitation', async () => {
    const reply = heldReply();
    const api = stubApi({ 'POST /api/invitations': reply.handler });
    const { user, onCreated } = openDialog();

    await user.type(messageField(), '  Come and cook with us on Thursdays. ');
    await user.type(emailField(), 'robin@example.com');
    await user.clear(usesField());
    await user.type(usesField(), '3');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Expires' }), 'Never');
    await user.click(createButton());

    await waitFor(() => expect(createButton()).toBeDisabled());
    expect(createButton()).toHaveAttribute('aria-busy', 'true');
    expect(api.requestsTo('POST /api/invitations').map((r) => r.body)).toEqual([
      { kind: 'participant', message: 'Come and cook with us on Thursdays.', email: 'robin@example.com', maxUses: 3, expiresInDays: null },
    ]);

    reply.release({ status: 201, body: created });
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(created));
  });

  it('leaves out the optional fields left empty', async () => {
    const api = stubApi({ 'POST /api/invitations': { status: 201, body: created } });
    const { user, onCreated } = openDialog();

    await user.click(createButton());

    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(api.requestsTo('POST /api/invitations')[0]?.body).toEqual({ kind: 'participant', maxUses: 1, expiresInDays: 14 });
  });

  it('shows the server’s refusal in words, above the form and beside the field it names', async () => {
    const refusal =
      'A personal message cannot contain links or web addresses. Remove them and try again: the invitation brings its own link.';
    stubApi({
      'POST /api/invitations': {
        status: 400,
        body: { error: refusal, code: 'BAD_REQUEST', details: [{ path: 'message', message: refusal }] },
      },
    });
    const { user, onCreated } = openDialog();

    await user.type(messageField(), 'See www.example.com');
    await user.click(createButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(messageField()).toHaveAccessibleDescription(new RegExp(`^${refusal}`));
    expect(createButton()).toBeEnabled();
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('says so when the server cannot be reached', async () => {
    allowConsoleErrors(/Could not reach the server/);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const { user } = openDialog();

    await user.click(createButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('Could not reach the server. Check your connection and try again.');
  });

  it('closes on Cancel without sending anything', async () => {
    const api = stubApi({});
    const { user, onClose } = openDialog();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(onClose).toHaveBeenCalledTimes(1);
    expect(api.sent).toHaveLength(0);
  });
});

describe('the "Create invitation" dialog in another language', () => {
  afterEach(() => i18n.activate(sourceLocale));

  // Regression: the dialog's labels, choices and the refusals of its own check were English in every language.
  it('draws its words, its choices and its refusals in the active language', async () => {
    // A partial catalogue: the words it leaves out show as their keys, each reported.
    allowConsoleErrors(/^No words for /);
    i18n.load(
      'xx',
      compileCatalogue({
        'champions.createDialog.title': 'Einladung erstellen',
        'champions.createDialog.submit': 'Erstellen',
        'champions.createDialog.usesLabel': 'Anzahl der Nutzungen',
        'champions.createDialog.usesInvalid': 'Eine ganze Zahl von 1 bis {max}',
        'champions.createDialog.expiryLabel': 'Läuft ab',
        'champions.createDialog.expiryInDays': '{count, plural, one {In # Tag} other {In # Tagen}}',
        'champions.createDialog.expiryNever': 'Nie',
      }) as Messages,
    );
    i18n.activate('xx');
    const api = stubApi({});
    const { user } = openDialog();

    const dialog = screen.getByRole('dialog', { name: 'Einladung erstellen' });
    const expires = within(dialog).getByRole('combobox', { name: 'Läuft ab' });
    expect(
      within(expires)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['In 7 Tagen', 'In 14 Tagen', 'In 30 Tagen', 'In 90 Tagen', 'Nie']);
    const uses = screen.getByRole('spinbutton', { name: 'Anzahl der Nutzungen' });
    await user.clear(uses);
    await user.type(uses, '0');
    await user.click(screen.getByRole('button', { name: 'Erstellen' }));

    expect(uses).toBeInvalid();
    expect(uses).toHaveAccessibleDescription(/^Eine ganze Zahl von 1 bis 100/);
    expect(api.sent).toHaveLength(0);
  });
});
