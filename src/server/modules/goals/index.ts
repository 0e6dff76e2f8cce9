/** The goals module's door: a champion's weekly goals for their group and a participant's progress on them. */
export { championGoalRoutes, myGoalRoutes } from './routes.ts';
export { myFirstGoals } from './my-goals.ts';
export { groupGoalsOverTime, myGoalsOverTime } from './goals-over-time.ts';
