/**
 * Where a detail screen's back link goes: the list it was opened from, with its filters (links
 * carry it as router state `{ from, fromLabel }`), else a fixed list. Only in-app paths are taken.
 */
export interface BackTarget {
  href: string;
  label: string;
}

export function backState(from: string, fromLabel: string) {
  return { from, fromLabel };
}

export function backTarget(state: unknown, fallback: BackTarget): BackTarget {
  if (typeof state !== 'object' || state === null) return fallback;
  const { from, fromLabel } = state as { from?: unknown; fromLabel?: unknown };
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return fallback;
  return { href: from, label: typeof fromLabel === 'string' && fromLabel ? fromLabel : fallback.label };
}
