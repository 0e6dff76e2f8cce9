/**
 * Set-up for the component tests (*.test.tsx under src/web, run in jsdom; docs/decisions/0039-component-tests.md):
 * Testing Library's matchers, a clean page after each test, no stubbed fetch left behind, and a console error
 * fails the test, as it does in the browser tests.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
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
