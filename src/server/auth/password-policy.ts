import { ZxcvbnFactory, type ZxcvbnResult } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary, translations } from '@zxcvbn-ts/language-en';
import { PASSWORD_MAX_LENGTH } from '../../shared/auth.ts';
import { MIN_PASSWORD_SCORE, passwordPolicyMessages, type PasswordProblem } from '../../shared/password-policy.ts';

/** Parts of a name or email shorter than this are too common to refuse inside a password ("al", "jo"). */
const MIN_PERSONAL_PART = 3;

/**
 * zxcvbn scores this many characters at most: its time grows fast with length (and with l33t substitutions),
 * and the first 64 characters of a password decide whether it is guessable. Measured in decision 0027.
 */
export const SCORED_LENGTH = 64;

let factory: ZxcvbnFactory | null = null;

/** zxcvbn with the common-password list and the English dictionaries, built once (on first use) per process. */
function zxcvbn(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    dictionary: { ...commonDictionary, ...englishDictionary },
    graphs: adjacencyGraphs,
    translations,
    maxLength: SCORED_LENGTH,
    l33tMaxSubstitutions: 4,
  });
  return factory;
}

/** Whom a password is for: its name and email must not make it up. */
export interface PasswordOwner {
  name?: string | null | undefined;
  email?: string | null | undefined;
}

/** The words of a person's name and email a password should not be made of: "Ada Lovelace", ada.l@example.com → ada, lovelace, ada.l, … */
export function personalWords({ name, email }: PasswordOwner): string[] {
  const words = new Set<string>();
  const add = (text: string) => {
    const lower = text.normalize('NFKC').toLowerCase().trim();
    if (lower.length >= MIN_PERSONAL_PART) words.add(lower);
    for (const part of lower.split(/[^\p{L}\p{N}]+/u)) if (part.length >= MIN_PERSONAL_PART) words.add(part);
  };
  if (name) add(name);
  if (email) {
    const at = email.lastIndexOf('@');
    add(at > 0 ? email.slice(0, at) : email);
  }
  return [...words];
}

function usesCommonPassword(result: ZxcvbnResult): boolean {
  return result.sequence.some((match) => match.pattern === 'dictionary' && match.dictionaryName === 'passwords-common');
}

/** Why the policy refuses a password: one of src/shared/password-policy.ts's problems, worded there. */
export type PasswordProblemKind = PasswordProblem;

/**
 * Why `password` is refused, or null when it is acceptable: it holds a part of the person's name or email, or
 * zxcvbn scores it below MIN_PASSWORD_SCORE (one of the most common passwords, or easy to guess). Length is the
 * schema's job; only the first SCORED_LENGTH characters are scored, so scoring takes bounded time. A kind, not
 * words: the password-check thread knows no request, so the words are chosen on the request's side (check-password.ts).
 */
export function passwordProblemKind(password: string, person: PasswordOwner = {}): PasswordProblemKind | null {
  const bounded = password.slice(0, PASSWORD_MAX_LENGTH);
  const personal = personalWords(person);
  const lower = bounded.normalize('NFKC').toLowerCase();
  if (personal.some((word) => lower.includes(word))) return 'personal';
  const result = zxcvbn().check(bounded.slice(0, SCORED_LENGTH), personal);
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  if (usesCommonPassword(result)) return 'common';
  if (result.sequence.some((match) => match.pattern === 'dictionary' && match.dictionaryName === 'userInputs')) return 'personal';
  return 'guessable';
}

/** The words of why `password` is refused (passwordProblemKind), or null when it is acceptable. */
export function passwordProblem(password: string, person: PasswordOwner = {}): string | null {
  const kind = passwordProblemKind(password, person);
  return kind && passwordPolicyMessages[kind];
}
