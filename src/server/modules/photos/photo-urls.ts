/** The addresses a recipe or a page shows a photo at: its large and thumbnail sizes (routes.ts serves them). */
export function photoUrls(photoId: string | null): { imageUrl: string | null; thumbnailUrl: string | null } {
  if (!photoId) return { imageUrl: null, thumbnailUrl: null };
  const id = encodeURIComponent(photoId);
  return { imageUrl: `/api/photos/${id}/large`, thumbnailUrl: `/api/photos/${id}/thumb` };
}
