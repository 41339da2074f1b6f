// The Lambda bundles alias @aws-sdk/credential-provider-node to this module (infra/lib/bundling.ts).
// Lambda always hands a function its role's credentials in environment variables, so the rest
// of the default chain (SSO, STS, INI files, IMDS: some 130 KB with their nested clients) can
// never be used there and only slows every cold start.
export { fromEnv as defaultProvider } from '@aws-sdk/credential-provider-env';
