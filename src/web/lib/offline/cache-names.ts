/**
 * The service worker's runtime cache of API answers (the week plan, the shopping list, the session). One name,
 * read by the worker's build configuration and by sign-out, which deletes it so that nobody's data outlives
 * their session on a shared phone.
 */
export const apiCacheName = 'ck-api';
