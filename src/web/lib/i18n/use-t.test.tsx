import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from './i18n.ts';
import { T } from './use-t.tsx';

describe('T', () => {
  it('draws a value as text, even when it looks like markup', () => {
    render(
      <I18nProvider i18n={i18n}>
        <p>
          <T k="profile.champion.inGroup" values={{ name: 'Cam <0>Bold</0> <b>Chef</b>' }} components={{ 0: <strong /> }} />
        </p>
      </I18nProvider>,
    );
    expect(screen.getByText(/Cam <0>Bold<\/0> <b>Chef<\/b>/)).toBeInTheDocument();
  });
});
