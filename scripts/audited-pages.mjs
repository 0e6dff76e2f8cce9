// The pages people arrive on first, in one list: `npm run lighthouse` audits them (signed in where they need it)
// and scripts/check-budgets.mjs measures their whole first load. Plain JavaScript, as check-budgets runs with
// node alone.

/** Each page's path, and whether a person must be signed in to see it (the route's guard). */
export const auditedPages = Object.freeze([
  Object.freeze({ path: '/', signedIn: false }),
  Object.freeze({ path: '/signin', signedIn: false }),
  Object.freeze({ path: '/signup', signedIn: false }),
  Object.freeze({ path: '/dashboard', signedIn: true }),
  Object.freeze({ path: '/recipe-catalog', signedIn: true }),
  Object.freeze({ path: '/meal-planning', signedIn: true }),
]);
