// lucide ships one module per icon (imported one by one, so only the icons used are bundled)
// but types only for its index; each icon module's default export is that icon's node data.
declare module 'lucide/dist/esm/icons/*.mjs' {
  import type { IconNode } from 'lucide';

  const node: IconNode;
  export default node;
}
