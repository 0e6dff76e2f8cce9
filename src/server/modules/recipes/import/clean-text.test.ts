import { describe, expect, it } from 'vitest';
import { lines, oneLine, truncate } from './clean-text.ts';

describe('oneLine', () => {
  it.each([
    ['&lt;p&gt;Mix &amp;amp; stir&lt;/p&gt;', 'Mix & stir'],
    ['<b>Stir</b> well', 'Stir well'],
    ['Fish &amp; chips', 'Fish & chips'],
    ['Fish & chips', 'Fish & chips'],
    ['5 < 6 and 7 > 3', '5 < 6 and 7 > 3'],
    ['&frac12; cup&nbsp;milk', '½ cup milk'],
    ['  lots \n of \t space  ', 'lots of space'],
    ['<script>alert(1)</script>Soup<style>p{}</style>', 'Soup'],
    ['<img src=x onerror=alert(1)>Safe', 'Safe'],
    ['Caf&#233; &#x2014; open', 'Café — open'],
  ])('%j reads %j', (input, expected) => {
    expect(oneLine(input)).toBe(expected);
  });
});

describe('lines', () => {
  it('splits paragraphs, list items and line breaks, dropping blank lines', () => {
    expect(lines('<p>One</p><p>Two<br>Three</p><ul><li>Four</li><li> </li></ul>')).toEqual(['One', 'Two', 'Three', 'Four']);
    expect(lines('First.\r\n\r\nSecond.\n  \nThird.')).toEqual(['First.', 'Second.', 'Third.']);
  });
});

describe('truncate', () => {
  it('leaves short text alone and cuts long text at a word with an ellipsis', () => {
    expect(truncate('short', 10)).toBe('short');
    expect(truncate('one two three four five six', 20)).toBe('one two three four…');
    expect(truncate('abcdefghijklmnopqrstuvwxyz', 10)).toBe('abcdefghi…');
  });
});
