/**
 * The most an export file may weigh, in bytes (the server refuses more before reading it). Without zod: the import
 * dialog checks it in the Recipe Catalog's first load, which carries no zod.
 */
export const IMPORT_FILE_MAX_BYTES = 50 * 1024 * 1024;
