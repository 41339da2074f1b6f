import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { layoutFromReact } from './mail-layout/layout-from-react.ts';

// `npm run mail:layout`: renders the emails' blocks with react-email once, into the layout the
// functions fill for each person. Run it after changing mail-layout/react-email.ts;
// functions/test/unit/mail/mail-layout.test.ts fails until the layout file matches.

const MAIL_LAYOUT_FILE = fileURLToPath(new URL('../src/mail/templates/mail-layout.json', import.meta.url));
writeFileSync(MAIL_LAYOUT_FILE, `${JSON.stringify(layoutFromReact(), null, 2)}\n`);
console.log(`wrote ${MAIL_LAYOUT_FILE}`);
