/*
 * The weekly check-in's limits and choices, without zod: the dashboard's form uses them on its first load
 * (docs/decisions/0040-typed-answers.md). The schemas built on them are in check-ins.ts, which re-exports them.
 */

/** How the week went, 1 (hard) to 5 (great). */
export const checkInMoods = [1, 2, 3, 4, 5] as const;
export type CheckInMood = (typeof checkInMoods)[number];

/** The longest note to one's champion: longer is refused with its length, never cut. */
export const MAX_CHECK_IN_NOTE = 1000;

/** How many weeks of the group's averages the champion sees, this week included. */
export const CHECK_IN_WEEKS_SHOWN = 12;

/** How many notes the champion sees at most, newest first. */
export const CHECK_IN_NOTES_SHOWN = 100;
