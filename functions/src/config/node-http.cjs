// The Lambda bundles alias `node:http` to this module (infra/lib/bundling.ts). A bundle is an ES
// module, and an ES import of `node:http` makes Node build the module's ES facade, which reads
// every export, lazy ones included, and so loads the whole of undici (fetch and WebSocket) that
// nothing here uses: about 40 ms of CPU, a third of a small function's cold start. The CommonJS
// module, which the SDK's HTTP handler needs, costs about 5 ms.
module.exports = process.getBuiltinModule('node:http');
