import type { Icon } from '../../types/site.ts';
import type { Accent } from './accents.ts';
import { blockIcons } from './icons.ts';
import { IconTile } from './IconTile.tsx';

/** A block icon, named in site.json, on a soft tile of its accent colour. */
export function IconBadge({ icon, accent = 'sky', size = 48 }: { icon: Icon; accent?: Accent; size?: number }) {
  return <IconTile Icon={blockIcons[icon]} accent={accent} size={size} />;
}
