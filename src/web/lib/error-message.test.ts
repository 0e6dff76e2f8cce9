import { describe, expect, it } from 'vitest';
import { errorBoundaryText } from './error-message.ts';

describe('the error boundary text', () => {
  it.each([
    [new Error('Recipe service unreachable'), 'Something went wrong: Recipe service unreachable'],
    [new TypeError('x is undefined'), 'Something went wrong: x is undefined'],
    [{ message: 'plain object with a message' }, 'Something went wrong: plain object with a message'],
    [new Error(''), 'Something went wrong: Unknown error'],
    [undefined, 'Something went wrong: Unknown error'],
    [null, 'Something went wrong: Unknown error'],
    [42, 'Something went wrong: Unknown error'],
    [{ message: 7 }, 'Something went wrong: Unknown error'],
  ])('for %o reads %j', (error, text) => {
    expect(errorBoundaryText(error)).toBe(text);
  });
});
