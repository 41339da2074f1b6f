import CakeSlice from 'lucide-react/icons/cake-slice';

/** The cake slice beside the name. Decorative: the name says it all. */
export function BrandMark({ size = '1em' }: { size?: string }) {
  return <CakeSlice className="brand-mark" aria-hidden="true" focusable="false" size={size} />;
}
