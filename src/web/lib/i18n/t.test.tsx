import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { T } from './t.tsx';

describe('T', () => {
  it('draws a value as text, even when it looks like markup', () => {
    render(
      <p>
        <T k="profile.champion.inGroup" values={{ name: 'Cam <0>Bold</0> <b>Chef</b>' }} components={{ 0: <strong /> }} />
      </p>,
    );
    expect(screen.getByText(/Cam <0>Bold<\/0> <b>Chef<\/b>/)).toBeInTheDocument();
  });
});
