import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppContext, AppEnv } from './app-env.ts';
import { authRoutes } from './auth/routes.ts';
import { refuseBodyOnGet, requestSizeLimit } from './http/body-limits.ts';
import { compression } from './http/compression.ts';
import { errorResponse } from './http/error-response.ts';
import { refuseNulCharacters } from './http/nul-characters.ts';
import { requestContext } from './http/request-context.ts';
import { requestLanguage } from './http/request-language.ts';
import { refuseCrossSiteWrites } from './http/same-origin-check.ts';
import { securityHeaders } from './http/security-headers.ts';
import { defaultWebDir, mountWebClient } from './http/web-app.ts';
import { AppError } from './lib/app-error.ts';
import { finishUnreadBody } from './lib/unread-body.ts';
import { accountRoutes } from './modules/account/index.ts';
import { adminRoutes } from './modules/admin/index.ts';
import { apiDocsRoutes } from './modules/api-docs/index.ts';
import { catalogueRoutes } from './modules/catalogue/index.ts';
import { championListRoutes, championToolsRoutes } from './modules/champions/index.ts';
import { championGoalRoutes, myGoalRoutes } from './modules/goals/index.ts';
import { healthRoutes } from './modules/health/index.ts';
import { completeSetupWithInvitation, invitationRoutes } from './modules/invitations/index.ts';
import { calendarFeedRoutes, mealPlanRoutes } from './modules/meal-plans/index.ts';
import { householdRoutes } from './modules/households/index.ts';
import { collectionRoutes } from './modules/collections/index.ts';
import { championCheckInRoutes, myCheckInRoutes } from './modules/check-ins/index.ts';
import { championProgressRoutes, myProgressRoutes } from './modules/progress/index.ts';
import { championMessageRoutes, myMessageRoutes } from './modules/group-messages/index.ts';
import { importRoutes } from './modules/imports/index.ts';
import { myChampionRoutes } from './modules/membership/index.ts';
import { photoRoutes } from './modules/photos/index.ts';
import { recipeRoutes, sharedRecipeRoutes } from './modules/recipes/index.ts';
import { shoppingListRoutes } from './modules/shopping-lists/index.ts';
import { pantryRoutes } from './modules/pantry/index.ts';
import { meRoutes } from './modules/users/index.ts';
import { weeklyEmailRoutes } from './modules/weekly-email/index.ts';
import { words } from './lib/i18n.ts';

export interface CreateAppOptions {
  /** The built client; defaults to dist/web. */
  webDir?: string;
}

export function createApp(ctx: AppContext, options: CreateAppOptions = {}) {
  const { config } = ctx;
  const app = new OpenAPIHono<AppEnv>();

  app.use('*', requestContext(ctx));
  app.use('*', requestLanguage());
  app.use('*', finishUnreadBody());
  app.use('*', securityHeaders(config.baseUrl.startsWith('https://')));
  // Inside the security headers: it re-creates the response, which on @hono/node-server's fast path drops
  // headers set on the finished response before it.
  app.use('*', compression());
  app.onError(errorResponse);

  app.use('/api/*', refuseCrossSiteWrites(config));
  app.use('/api/*', refuseBodyOnGet());
  app.use('/api/*', requestSizeLimit());
  app.use('/api/*', refuseNulCharacters());

  app.route('/api/health', healthRoutes());
  app.route('/api', authRoutes());
  // Before meRoutes: its session check would otherwise run a second time for /api/me/champion.
  app.route('/api/me/champion', myChampionRoutes());
  app.route('/api/me/goals', myGoalRoutes());
  app.route('/api/me/check-in', myCheckInRoutes());
  app.route('/api/me/progress', myProgressRoutes());
  app.route('/api/me/messages', myMessageRoutes());
  app.route('/api/household', householdRoutes());
  app.route('/api/me', meRoutes({ completeSetupWithInvitation }));
  // Beside meRoutes at the same prefix: DELETE /api/me and /api/me/export.
  app.route('/api/me', accountRoutes());
  app.route('/api/recipes', recipeRoutes());
  // No session: a recipe its owner shared by a public read-only link (docs/decisions/0080-sharing-a-recipe.md).
  app.route('/api/shared-recipes', sharedRecipeRoutes());
  app.route('/api/imports', importRoutes());
  app.route('/api/catalogue', catalogueRoutes());
  app.route('/api/collections', collectionRoutes());
  app.route('/api/photos', photoRoutes());
  app.route('/api/meal-plan', mealPlanRoutes());
  app.route('/api/calendar', calendarFeedRoutes());
  app.route('/api/shopping-list', shoppingListRoutes());
  app.route('/api/pantry', pantryRoutes());
  app.route('/api/digest', weeklyEmailRoutes());
  // Every route needs a session but the public look-up, GET /api/invitations/lookup/{code}.
  app.route('/api/invitations', invitationRoutes());
  app.route('/api/champions', championListRoutes());
  app.route('/api/champion/goals', championGoalRoutes());
  // Before championToolsRoutes, for the same reason as /api/me/champion before meRoutes.
  app.route('/api/champion/check-ins', championCheckInRoutes());
  app.route('/api/champion/progress', championProgressRoutes());
  app.route('/api/champion/messages', championMessageRoutes());
  app.route('/api/champion', championToolsRoutes());
  app.route('/api/admin', adminRoutes());
  app.route('/api/docs', apiDocsRoutes());

  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Champion Kitchen API',
      version: '1',
      description:
        'JSON API of Champion Kitchen. Every route needs a session cookie but health, auth-config, password-check, the API reference, ' +
        'the public invitation look-up, the calendar feed at its secret address and a shared recipe at its secret link (/api/shared-recipes); ' +
        'sign-up, sign-in, sign-out and password reset live under /api/auth (better-auth).',
    },
  });

  app.all('/api/*', () => {
    throw new AppError('NOT_FOUND', words('server.notFound'));
  });

  mountWebClient(app, options.webDir ?? defaultWebDir);
  return app;
}
