/** Names a marketer would not say. */
const plainNames: Record<string, string> = { href: 'Link', url: 'Web address' };

/** A field's name as a label: "firstYearTotal" is "First year total", a type's name "SiteFacts" is "Site facts". */
export function humanize(key: string): string {
  if (plainNames[key]) return plainNames[key];
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
