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
  /** The person's household (migration 0014): set by setup, and for everyone who was there before. */
  householdId: string | null;
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
  /** What their champion may see (migration 0025; decision 0082): 0/1 each. */
  championSeesActivity: Generated<number>;
  championSeesGoalProgress: Generated<number>;
  championSeesCheckInNotes: Generated<number>;
  /** 1 for someone who asked for the weekly email in their profile (migration 0027). */
  weeklyEmail: Generated<number>;
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
  /** 1: the household's other members do not see it (migration 0014). */
  private: Generated<number>;
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

/** A household: people who share one meal plan and one shopping list (migration 0014). */
export interface HouseholdTable {
  id: string;
  name: string;
  /** How many people it cooks for: a new plan entry's servings. */
  size: Generated<number>;
  createdAt: Timestamp;
  /** Set while the household has no members and is kept for the person who left it to join another; null otherwise. */
  keptFor: string | null;
}

/** An import of an export file (migration 0018): its progress, as the job reading it writes it. */
export interface RecipeImportTable {
  id: string;
  userId: string;
  status: 'queued' | 'running' | 'done' | 'failed';
  format: string | null;
  fileName: string;
  /** The recipes' language unless they say: the uploader's when they uploaded it. */
  language: string;
  /** The uploader's language when they uploaded it: the words of what the job writes down. */
  locale: string;
  /** The upload in storage, until the import ends. */
  fileKey: string | null;
  /** Why the whole file was refused (an ImportRefusal), when status is failed. */
  refusal: string | null;
  total: Generated<number>;
  /** Items handled so far: imported, skipped or failed. */
  done: Generated<number>;
  imported: Generated<number>;
  skipped: Generated<number>;
  failed: Generated<number>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** A person's named list of recipes (migration 0021, docs/decisions/0078-collections.md). */
export interface CollectionTable {
  id: string;
  ownerId: string;
  name: string;
  /** The name as compared for "already used": trimmed, lower-cased; unique per owner. */
  nameKey: string;
  kind: 'manual' | 'smart';
  /** 1: the owner's household reads it. */
  shared: Generated<number>;
  /** A smart collection's catalogue search: the Recipe Catalog's address query (`q=soup&dietary=vegan`); null for manual. */
  search: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** A recipe in a manual collection (migration 0021). */
export interface CollectionRecipeTable {
  collectionId: string;
  recipeId: string;
  addedAt: Timestamp;
}

/** What became of one item of an import (migration 0019): a row each, written with the import's `done`. */
export interface RecipeImportItemTable {
  importId: string;
  /** The item's place in the file, from 1; negative for outcomes carried over from migration 0018's lists. */
  position: number;
  name: string;
  outcome: 'imported' | 'skipped' | 'failed';
  recipeId: string | null;
  /** Why it did not come in (a RecipeProblem), when it failed. */
  problem: string | null;
  /** Given words (a page's refusal), when there are any. */
  detail: string | null;
  photoLeftOut: Generated<number>;
  /** JSON: what was cut (Shortening[]), when anything was. */
  shortened: string | null;
}

export interface MealPlanEntryTable {
  id: string;
  householdId: string;
  /** Who planned it; null once their account is gone (the household keeps the entry). */
  userId: string | null;
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

/** A recipe's public read-only link (migration 0023; decision 0080): the token is the secret in /r/<token>. */
export interface RecipeShareTable {
  recipeId: string;
  token: string;
  createdAt: Timestamp;
}

export interface ShoppingItemStateTable {
  householdId: string;
  rangeKey: string;
  itemKey: string;
  checked: number;
  updatedAt: Timestamp;
  /** Who ticked or unticked it last; null once their account is gone. */
  updatedBy: string | null;
}

export interface ShoppingManualItemTable {
  id: string;
  householdId: string;
  /** Who added it; null once their account is gone. */
  addedBy: string | null;
  rangeKey: string;
  text: string;
  item: string;
  quantity: number | null;
  unit: string | null;
  checked: Generated<number>;
  createdAt: Timestamp;
}

/** What a household has in its cupboard, one row per item key (migration 0022; decision 0079). */
export interface PantryItemTable {
  id: string;
  householdId: string;
  /** The item as the shopping list merges it (merge-ingredients.ts `itemKeyOf`). */
  itemKey: string;
  item: string;
  quantity: number | null;
  unit: string | null;
  /** YYYY-MM-DD, or null. */
  bestBefore: string | null;
  /** Who added it; null once their account is gone. */
  addedBy: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** The index from item key to the live recipes that use it, staples left out (migration 0022; decision 0079). */
export interface RecipeItemTable {
  itemKey: string;
  recipeId: string;
  /** How many items (keys) the recipe has in all: what its share is counted out of. */
  itemCount: number;
  inCatalogue: number;
  userId: string | null;
  private: number;
  /** The item's words as the recipe's first line of it names them: what is shown as missing (migration 0024). */
  item: string;
  /** Its place among the recipe's items (staples left out), from 0: the order missing items are shown in. */
  position: number;
}

export interface InvitationTable {
  id: string;
  inviterId: string;
  kind: string;
  /** The household a `household` invitation joins (migration 0014). */
  householdId: string | null;
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

/** The job queue on SQLite (migration 0016; on PostgreSQL pg-boss keeps its own). Times are ISO text. */
export interface JobTable {
  id: string;
  kind: string;
  /** JSON text, as the kind's schema accepted it. */
  payload: string;
  /** queued | running | done | failed */
  state: string;
  singletonKey: string | null;
  runAfter: string;
  attempts: Generated<number>;
  maxAttempts: number;
  retryDelaySeconds: number;
  retryBackoff: number;
  timeoutSeconds: number;
  lastError: string | null;
  /** JSON text, or null. */
  progress: string | null;
  /** JSON text, or null. */
  result: string | null;
  leaseUntil: string | null;
  createdAt: string;
  finishedAt: string | null;
}

/** A kind's "once per period" enqueues on both databases (migration 0016): one row per kind and period key. */
export interface JobPeriodTable {
  kind: string;
  periodKey: string;
  jobId: string;
  claimedAt: Timestamp;
}

/** One "I cooked this" (migration 0020). */
export interface CookLogTable {
  id: string;
  userId: string;
  /** The cook's household when they cooked; null once it is gone. */
  householdId: string | null;
  recipeId: string;
  /** YYYY-MM-DD in the cook's calendar. */
  cookedOn: string;
  /** 1–5, or null. */
  rating: number | null;
  note: string | null;
  photoId: string | null;
  planEntryId: string | null;
  createdAt: Timestamp;
}

/** A champion's weekly goal for their group (migration 0025; decision 0082). */
export interface GoalTable {
  id: string;
  championId: string;
  /** src/shared/goals.ts goalKinds */
  kind: string;
  target: number;
  /** A free-text goal's words; null for the measured kinds. */
  text: string | null;
  /** The week start its weeks follow: the champion's when they set it. */
  weekStartsOn: string;
  /** YYYY-MM-DD: the first day of its first and last week. */
  startWeek: string;
  endWeek: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** One participant's weekly check-in (migration 0026; decision 0083). */
export interface CheckInTable {
  id: string;
  userId: string;
  /** YYYY-MM-DD: the first day of the participant's week. */
  weekStart: string;
  /** The champion the note was addressed to; null once their account is gone. */
  championId: string | null;
  /** 1–5. */
  mood: number;
  note: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** A participant's "done" on a free-text goal for one week (YYYY-MM-DD, the week's first day). */
export interface GoalTickTable {
  goalId: string;
  userId: string;
  week: string;
  createdAt: Timestamp;
}

/** A champion's announcement to their group (migration 0026). */
export interface GroupMessageTable {
  id: string;
  championId: string;
  text: string;
  /** A catalogue recipe it recommends; null once that recipe is purged. */
  recipeId: string | null;
  /** The name of the collection it recommends, as it was when posted (migration 0028); null for none. */
  collectionName: ColumnType<string | null, string | null | undefined, string | null>;
  createdAt: Timestamp;
}

/** One catalogue recipe of the collection a message recommends, as it was when posted (migration 0028). */
export interface GroupMessageCollectionRecipeTable {
  messageId: string;
  recipeId: string;
  /** Its place in the collection then, from 0. */
  position: number;
}

export interface GroupMessageReactionTable {
  messageId: string;
  userId: string;
  /** thumbsUp | heart | party */
  reaction: string;
  createdAt: Timestamp;
}

/** When a person last opened the messages (migration 0026). */
export interface GroupMessageSeenTable {
  userId: string;
  seenAt: Timestamp;
}

/** A weekly email claimed for a person and week (migration 0027): its primary key lets one server send it. */
export interface WeeklyEmailSentTable {
  userId: string;
  /** The job runner's week key: `week-2026-11-23`. */
  week: string;
  sentAt: Timestamp;
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
  household: HouseholdTable;
  shoppingItemState: ShoppingItemStateTable;
  shoppingManualItem: ShoppingManualItemTable;
  pantryItem: PantryItemTable;
  recipeItem: RecipeItemTable;
  photo: PhotoTable;
  invitation: InvitationTable;
  invitationAcceptance: InvitationAcceptanceTable;
  championMembership: ChampionMembershipTable;
  recommendation: RecommendationTable;
  recipeImport: RecipeImportTable;
  cookLog: CookLogTable;
  recipeShare: RecipeShareTable;
  recipeImportItem: RecipeImportItemTable;
  job: JobTable;
  jobPeriod: JobPeriodTable;
  weeklyEmailSent: WeeklyEmailSentTable;
  collection: CollectionTable;
  goal: GoalTable;
  goalTick: GoalTickTable;
  collectionRecipe: CollectionRecipeTable;
  checkIn: CheckInTable;
  groupMessage: GroupMessageTable;
  groupMessageReaction: GroupMessageReactionTable;
  groupMessageCollectionRecipe: GroupMessageCollectionRecipeTable;
  groupMessageSeen: GroupMessageSeenTable;
}

/** The form toISOString writes, which is how the app stores every SQLite timestamp: kept as it is. */
const ISO_UTC = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

export function toIso(value: Date | string): string {
  if (value instanceof Date) return value.toISOString();
  return ISO_UTC.test(value) ? value : new Date(value).toISOString();
}
