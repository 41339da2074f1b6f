import { getOpenapiRoute } from '@cakewalk/shared/routes.ts';
import { http, reply } from '../../http/handler.ts';
import { openApiDocument } from '../../openapi/openapi-document.ts';

// Built once per cold start: it depends on nothing but the code.
const document = openApiDocument();

export const handler = http(getOpenapiRoute, {}, async () =>
  reply(200, document, { 'cache-control': 'public, max-age=300' }));
