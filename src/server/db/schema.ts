import type { ColumnType, Generated } from 'kysely';

/**
 * Column names are camelCase, as better-auth's own tables are (docs/decisions/0002-data-layer.md).
 * Timestamps are ISO-8601 text on SQLite and timestamptz on PostgreSQL; read them through `toIso`.
 * Our own booleans are integers 0/1 on both databases, so one query serves both.
 */
export type Timestamp = ColumnType<Date | string, Date | string, Date | string>;
export type DbBool = ColumnType<boolean | number, boolean | number, boolean | number>;

export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: DbBool;
  image: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  userType: string | null;
  setupComplete: Generated<number>;
  role: Generated<string>;
  householdSize: Generated<number>;
  dietaryNeeds: Generated<string>;
  /** monday | sunday | saturday, or null for the language's own first day (migration 0012). */
  weekStart: string | null;
  /** A shipped locale tag, or null to follow the browser (migration 0012). */
  language: string | null;
  /** metric | us | as-written (migration 0012). */
  measures: Generated<string>;
  /** none | requested | approved | declined | revoked (migration 0008; src/shared/permissions.ts). */
  championStatus: Generated<string>;
  championRequestedType: string | null;
  championStatusAt: Timestamp | null;
  championStatusBy: string | null;
}

export interface SessionTable {
  id: string;
  expiresAt: Timestamp;
  token: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  ipAddress: string | null;
  userAgent: string | null;
  userId: string;
}

export interface AccountTable {
  id: string;
  accountId: string;
  providerId: string;
  userId: string;
  accessToken: string | null;
  refreshToken: string | null;
  idToken: string | null;
  accessTokenExpiresAt: Timestamp | null;
  refreshTokenExpiresAt: Timestamp | null;
  scope: string | null;
  password: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface VerificationTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: Timestamp;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface RateLimitTable {
  id: string;
  key: string;
  count: number;
  lastRequest: ColumnType<number | string | bigint, number, number>;
}

export interface MailOutboxTable {
  id: string;
  recipient: string;
  subject: string;
  body: string;
  createdAt: Timestamp;
  sentAt: Timestamp | null;
  error: string | null;
}

export interface RecipeTable {
  id: string;
  userId: string | null;
  inCatalogue: Generated<number>;
  slug: string | null;
  title: string;
  description: Generated<string>;
  servings: number;
  prepMinutes: number | null;
  cookMinutes: number | null;
  totalMinutes: number | null;
  /** JSON text: Ingredient[] */
  ingredients: string;
  /** JSON text: string[] */
  steps: string;
  /** JSON text: string[] */
  tags: string;
  /** JSON text: DietaryNeed[] */
  dietary: string;
  /** JSON text: Nutrition, or null */
  nutrition: string | null;
  photoId: string | null;
  sourceUrl: string | null;
  savedFromId: string | null;
  isFavorite: Generated<number>;
  eatThisWeek: Generated<number>;
  deleted: Generated<number>;
  deletedAt: Timestamp | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  /** The language it is written in, a BCP 47 primary subtag of recipeLanguages (migration 0013). */
  language: Generated<string>;
  searchTitle: Generated<string>;
  searchTags: Generated<string>;
  searchIngredients: Generated<string>;
  searchDescription: Generated<string>;
  searchId: number | null;
}

/** One row (id 1) whose version moves with every change to the catalogue (migration 0007's triggers). */
export interface CatalogueVersionTable {
  id: number;
  version: number;
}

/** Per person, a number that moves with every write to a recipe they own (migration 0011's triggers). */
export interface RecipeListVersionTable {
  userId: string;
  version: number | string;
}

/** The catalogue's words, offered as spellings ("Did you mean …"): lib/search-vocabulary.ts. */
export interface SearchWordTable {
  word: string;
  trigrams: number;
}

/** Each vocabulary word under each of its trigrams, to find words spelled alike. */
export interface SearchTrigramTable {
  trigram: string;
  word: string;
}

export interface RecipeTagTable {
  tag: string;
  recipeId: string;
}

export interface PhotoTable {
  id: string;
  /** The uploader; null once their account is gone. */
  userId: string | null;
  /** Of the large image. */
  width: number;
  height: number;
  /** Both stored files together. */
  bytes: number;
  createdAt: Timestamp;
}

export interface MealPlanEntryTable {
  id: string;
  userId: string;
  /** YYYY-MM-DD */
  date: string;
  mealType: string;
  recipeId: string | null;
  text: string | null;
  title: string;
  servings: number;
  position: number;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface CalendarFeedTable {
  userId: string;
  token: string;
  createdAt: Timestamp;
}

export interface ShoppingItemStateTable {
  userId: string;
  rangeKey: string;
  itemKey: string;
  checked: number;
  updatedAt: Timestamp;
}

export interface ShoppingManualItemTable {
  id: string;
  userId: string;
  rangeKey: string;
  text: string;
  item: string;
  quantity: number | null;
  unit: string | null;
  checked: Generated<number>;
  createdAt: Timestamp;
}

export interface InvitationTable {
  id: string;
  inviterId: string;
  kind: string;
  codeHash: string;
  codeHint: string;
  email: string | null;
  message: string | null;
  maxUses: number;
  uses: Generated<number>;
  expiresAt: Timestamp | null;
  revokedAt: Timestamp | null;
  createdAt: Timestamp;
}

export interface InvitationAcceptanceTable {
  invitationId: string;
  userId: string;
  acceptedAt: Timestamp;
}

export interface ChampionMembershipTable {
  participantId: string;
  championId: string;
  invitationId: string | null;
  joinedAt: Timestamp;
}

export interface RecommendationTable {
  id: string;
  championId: string;
  recipeId: string;
  note: string | null;
  createdAt: Timestamp;
}

export interface Database {
  user: UserTable;
  session: SessionTable;
  account: AccountTable;
  verification: VerificationTable;
  rateLimit: RateLimitTable;
  mailOutbox: MailOutboxTable;
  recipe: RecipeTable;
  recipeTag: RecipeTagTable;
  searchWord: SearchWordTable;
  searchTrigram: SearchTrigramTable;
  catalogueVersion: CatalogueVersionTable;
  recipeListVersion: RecipeListVersionTable;
  mealPlanEntry: MealPlanEntryTable;
  calendarFeed: CalendarFeedTable;
  shoppingItemState: ShoppingItemStateTable;
  shoppingManualItem: ShoppingManualItemTable;
  photo: PhotoTable;
  invitation: InvitationTable;
  invitationAcceptance: InvitationAcceptanceTable;
  championMembership: ChampionMembershipTable;
  recommendation: RecommendationTable;
}

/** The form toISOString writes, which is how the app stores every SQLite timestamp: kept as it is. */
const ISO_UTC = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

export function toIso(value: Date | string): string {
  if (value instanceof Date) return value.toISOString();
  return ISO_UTC.test(value) ? value : new Date(value).toISOString();
}
