// The single-page app's routes (/dashboard, /edit-goal/123) are not files in the bucket. A
// CloudFront Function on the site behaviour serves the app shell (app.html) for them at the edge;
// `/` stays the landing page (index.html, the distribution's root object), rendered at build time. Error-response
// rewriting would do the same for S3's 403s but applies to the whole distribution, so it would
// also turn the API's own 403 and 404 answers into the HTML page.

import { Function as CloudFrontFunction, FunctionCode, FunctionRuntime } from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';
import { APP_SHELL_DOCUMENT } from '@cakewalk/shared/site-files.ts';

// A path whose last segment has no dot is an app route; anything with an extension is a file.
export const SPA_FALLBACK_CODE = `function handler(event) {
  var request = event.request;
  var last = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (request.uri !== '/' && last.indexOf('.') === -1) request.uri = '/${APP_SHELL_DOCUMENT}';
  return request;
}`;

export function spaFallbackFunction(scope: Construct, id: string): CloudFrontFunction {
  return new CloudFrontFunction(scope, id, {
    comment: 'Serve the app shell for single-page app routes',
    runtime: FunctionRuntime.JS_2_0,
    code: FunctionCode.fromInline(SPA_FALLBACK_CODE),
  });
}
