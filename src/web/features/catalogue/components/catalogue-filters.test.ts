// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recipeLimits } from '../../../../shared/recipe-rules.ts';
import { readCatalogueView } from '../../../lib/recipe-catalog-url.ts';
import { CatalogueFilters } from './catalogue-filters.tsx';

afterEach(cleanup);

describe('the catalogue search box', () => {
  // The box used to cut typing at 200 characters without a word; now it keeps them and says what is wrong.
  it('keeps words typed past the limit, says how many to remove, and does not search for them', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(createElement(CatalogueFilters, { view: readCatalogueView(new URLSearchParams()), onChange }));
    const box = screen.getByRole('searchbox', { name: 'Search recipes' });

    const words = 'lentil '.repeat(29); // 203 characters
    await user.click(box);
    await user.paste(words);
    await user.keyboard('{Enter}');

    expect(box).toHaveProperty('value', words);
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(`This can be at most ${recipeLimits.search} characters: remove 3 characters to search.`)).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();

    await user.keyboard('{Backspace}{Backspace}{Backspace}{Enter}');
    expect(screen.queryByText(/This can be at most/)).toBeNull();
    expect(onChange).toHaveBeenCalledWith({ q: words.slice(0, recipeLimits.search) });
  });
});
