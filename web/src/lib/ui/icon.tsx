import { createElement } from 'react';
import type { IconNode } from 'lucide';

/**
 * One lucide icon, drawn from lucide's own icon data with lucide's SVG defaults. Decorative:
 * it sits beside words that say the same, so screen readers skip it. (lucide-react's component
 * runtime alone is 1.75 KB gzipped, which the pages' first-load budget cannot spare.)
 */
export function Icon({ node, size = '1em', className }: { node: IconNode; size?: string; className?: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className ? `icon ${className}` : 'icon'}
      aria-hidden="true"
      focusable="false"
    >
      {node.map(([tag, attributes], i) => createElement(tag, { key: i, ...attributes }))}
    </svg>
  );
}
