/** The Maps Embed API address of a place; nothing is requested until a frame loads it. */
export function mapEmbedUrl(key: string, query: string): string {
  return `https://www.google.com/maps/embed/v1/place?key=${encodeURIComponent(key.trim())}&q=${encodeURIComponent(query)}`;
}
