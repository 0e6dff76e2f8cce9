import { describe, expect, it } from 'vitest';
import { catalogueHref, readCatalogueView, writeCatalogueView } from './recipe-catalog-url.ts';

const read = (query: string) => readCatalogueView(new URLSearchParams(query));

describe('the Recipe Catalog URL', () => {
  it('defaults to All recipes with nothing filtered and no dialog open', () => {
    expect(read('')).toEqual({
      tab: 'all',
      q: '',
      tags: [],
      dietary: [],
      maxMinutes: null,
      suitsHousehold: false,
      sort: null,
      filter: 'all',
      collection: null,
      order: 'newest',
      open: null,
      edit: null,
      importing: false,
    });
  });

  it('keeps the collection open on My recipes, and only there', () => {
    expect(read('tab=mine&collection=c-1')).toMatchObject({ tab: 'mine', collection: 'c-1' });
    expect(writeCatalogueView(read('tab=mine&collection=c-1&filter=favourites')).toString()).toBe('tab=mine&collection=c-1');
    expect(writeCatalogueView({ ...read('tab=mine&collection=c-1'), tab: 'all' }).toString()).toBe('');
  });

  it('reads a search with filters and an open recipe', () => {
    expect(read('q=quick+vegan+dinner&tags=Dinner,quick&dietary=vegan,gluten-free&maxMinutes=30&sort=quickest&open=abc')).toMatchObject({
      tab: 'all',
      q: 'quick vegan dinner',
      tags: ['dinner', 'quick'],
      dietary: ['vegan', 'gluten-free'],
      maxMinutes: 30,
      sort: 'quickest',
      open: 'abc',
    });
  });

  it.each([
    ['tab=elsewhere', { tab: 'all' }],
    ['filter=everything', { filter: 'all' }],
    ['dietary=paleo,vegan', { dietary: ['vegan'] }],
    ['maxMinutes=-5', { maxMinutes: null }],
    ['maxMinutes=ten', { maxMinutes: null }],
    ['sort=random', { sort: null }],
    ['suits=neighbours', { suitsHousehold: false }],
    ['import=yes', { importing: false }],
  ])('falls back to the default for a malformed %s', (query, expected) => {
    expect(read(query)).toMatchObject(expected);
  });

  it('writes short URLs: defaults left out, filters only on the tab they belong to', () => {
    expect(writeCatalogueView(read('')).toString()).toBe('');
    expect(writeCatalogueView({ ...read('q=lentil&dietary=vegan'), tab: 'mine' }).toString()).toBe('tab=mine');
    expect(writeCatalogueView(read('tab=mine&filter=favourites&q=ignored')).toString()).toBe('tab=mine&filter=favourites');
  });

  it('round-trips every part of a view', () => {
    const query = 'q=lentil&tags=dinner&dietary=vegan&maxMinutes=45&suits=household&sort=title&open=r1';
    expect(writeCatalogueView(read(query)).toString()).toBe(query);
    expect(writeCatalogueView(read('tab=mine&filter=deleted&edit=new&import=1')).toString()).toBe(
      'tab=mine&filter=deleted&edit=new&import=1',
    );
  });

  it('makes links that change one thing and keep the rest', () => {
    const view = read('q=soup&dietary=vegan');
    expect(catalogueHref(view, { open: 'r9' })).toBe('?q=soup&dietary=vegan&open=r9');
    expect(catalogueHref(read('open=r9'), { open: null })).toBe('?');
  });

  it('keeps My recipes\' order and "Not cooked for a while" in the address, and drops an unknown order', () => {
    const view = readCatalogueView(new URLSearchParams('tab=mine&filter=not-cooked-lately&order=rating'));
    expect([view.filter, view.order]).toEqual(['not-cooked-lately', 'rating']);
    expect(writeCatalogueView(view).toString()).toBe('tab=mine&filter=not-cooked-lately&order=rating');
    expect(readCatalogueView(new URLSearchParams('tab=mine&order=best')).order).toBe('newest');
  });
});
