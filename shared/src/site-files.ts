// The two documents of the built web app. The landing page is rendered at build time into
// index.html, which is served for `/` alone; every other path of the app gets app.html, the
// empty shell the app renders into. The build (web/scripts/prerender-landing.ts), the service
// worker, the local server and CloudFront's viewer function all serve by these names.

export const LANDING_DOCUMENT = 'index.html';
export const APP_SHELL_DOCUMENT = 'app.html';
