export interface Trait {
  name: string;
  value: string;
}

/**
 * ERC-721 `attributes` and ERC-1155 `properties` arrive as JSON text: usually an array of
 * {trait_type, value}, sometimes an object of name -> value. Anything else is shown raw (null).
 */
export function parseTraits(text: string | undefined): Trait[] | null {
  if (!text) return [];
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  const show = (v: unknown) => (typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v));
  if (Array.isArray(data)) {
    return data.map((item, i) => {
      if (item && typeof item === 'object' && 'value' in item) {
        const rec = item as Record<string, unknown>;
        return { name: String(rec.trait_type ?? rec.name ?? `#${i + 1}`), value: show(rec.value) };
      }
      return { name: `#${i + 1}`, value: show(item) };
    });
  }
  if (data && typeof data === 'object') return Object.entries(data).map(([name, value]) => ({ name, value: show(value) }));
  return null;
}
