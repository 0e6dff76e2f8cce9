/**
 * Set-up for the component tests (*.test.tsx under src/web, run in jsdom; docs/decisions/0039-component-tests.md):
 * Testing Library's matchers, a clean page after each test, no stubbed fetch left behind, and a console error
 * fails the test, as it does in the browser tests.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { takeConsoleErrors, watchConsoleErrors } from './console-errors.ts';
import { takeUnexpectedRequests } from './fetch-stub.ts';

// jsdom has <dialog> but not its modal methods; these do what the pages rely on (open, close, the close event).
if (!HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

// Forms load their shared schema on demand (lib/use-schema-submit.ts): in the browser it is there by the time
// someone has filled the form in, since it starts loading when they first focus it. Here the first load also
// compiles the module, which can take longer than a test takes to type, so the modules are ready beforehand.
beforeAll(async () => {
  await Promise.all([
    import('../../shared/admin.ts'),
    import('../../shared/auth.ts'),
    import('../../shared/champions.ts'),
    import('../../shared/invitations.ts'),
    import('../../shared/meal-plans.ts'),
    import('../../shared/recipes.ts'),
    import('../../shared/users.ts'),
  ]);
});

beforeEach(() => {
  watchConsoleErrors();
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  vi.unstubAllGlobals();
  const unexpected = takeUnexpectedRequests();
  const errors = takeConsoleErrors();
  if (unexpected.length) throw new Error(`The page called the API where the test stubbed nothing: ${unexpected.join(', ')}`);
  if (errors.length) throw new Error(`The page logged console errors:\n${errors.join('\n')}`);
});
