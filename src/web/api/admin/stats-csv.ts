/**
 * GET /api/admin/stats.csv: the programme's figures as CSV, for a spreadsheet. A plain link, not a call: the
 * browser downloads it with the session cookie.
 */
export const statsCsvPath = '/api/admin/stats.csv';
