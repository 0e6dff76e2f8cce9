import { FULL_NAME_MAX_LENGTH, nameBreakingCharacters } from '../../shared/users.ts';

const IMAGE_URL_MAX_LENGTH = 2048;

/**
 * A name from an identity provider (Google, an OpenID provider), made fit to show: what our name schema refuses
 * from a person (line breaks, control characters, bidirectional overrides) becomes a space, spaces run together,
 * and it is cut at our length. Refusing instead would lock the person out over a name they cannot change there;
 * they can correct it on the setup page.
 */
export function providerName(name: unknown): string {
  if (typeof name !== 'string') return '';
  const oneLine = name.replace(new RegExp(nameBreakingCharacters.source, 'gu'), ' ').replace(/\s+/gu, ' ').trim();
  return Array.from(oneLine).slice(0, FULL_NAME_MAX_LENGTH).join('').trim();
}

/** A picture address kept only when it is an https URL of sensible length (never javascript:, data: or http:). */
export function providerImage(image: unknown): string | null {
  if (typeof image !== 'string' || image.length > IMAGE_URL_MAX_LENGTH || !URL.canParse(image)) return null;
  return new URL(image).protocol === 'https:' ? image : null;
}

/**
 * better-auth's database hooks for the user row: every user it creates or updates (sign-up, a first sign-in
 * through a provider, any endpoint of its own) has its name and image made safe here, whatever let them through.
 */
export const userFieldHooks = {
  create: {
    before: async <U extends { name: string; image?: string | null | undefined }>(user: U) => ({
      data: { ...user, name: providerName(user.name), image: providerImage(user.image) },
    }),
  },
  update: {
    before: async <U extends { name?: string | undefined; image?: string | null | undefined }>(user: U) => ({
      data: {
        ...user,
        ...(user.name !== undefined ? { name: providerName(user.name) } : {}),
        ...(user.image !== undefined ? { image: providerImage(user.image) } : {}),
      },
    }),
  },
};
