import CakeSlice from 'lucide/dist/esm/icons/cake-slice.mjs';
import { Icon } from './icon.tsx';

/** The cake slice beside the name. Decorative: the name says it all. */
export function BrandMark({ size = '1em' }: { size?: string }) {
  return <Icon node={CakeSlice} className="brand-mark" size={size} />;
}
