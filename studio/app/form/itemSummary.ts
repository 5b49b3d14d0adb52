// What names an item of a folded list: its first text a visitor reads, in English.
export function itemSummary(value: unknown, depth = 0): string | undefined {
  if (typeof value === 'string') return value;
  if (!value || typeof value !== 'object' || depth > 3) return undefined;
  const record = value as Record<string, unknown>;
  if (typeof record.en === 'string') return record.en;
  const values = Array.isArray(value) ? value : Object.values(record);
  // A text a visitor reads names an item better than an id.
  for (const child of values) if (child && typeof child === 'object' && typeof (child as Record<string, unknown>).en === 'string') return (child as Record<string, string>).en;
  for (const child of values) {
    const found = itemSummary(child, depth + 1);
    if (found) return found;
  }
  return undefined;
}

