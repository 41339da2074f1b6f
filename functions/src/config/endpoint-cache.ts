// The Lambda bundles alias @aws-sdk/endpoint-cache to this module (infra/lib/bundling.ts). The
// DynamoDB client makes an endpoint cache for endpoint discovery, which no DynamoDB command
// Cakewalk sends ever uses; this one keeps nothing, so mnemonist's LRU cache (some 8 KB) stays
// out of every bundle. Were discovery ever turned on, each call would just discover again.

interface Endpoint {
  Address: string;
  CachePeriodInMinutes: number;
}

export class EndpointCache {
  getEndpoint(_key: string): string | undefined {
    return undefined;
  }

  get(_key: string): undefined {
    return undefined;
  }

  set(_key: string, _endpoints: Endpoint[]): void {}

  delete(_key: string): void {}

  has(_key: string): boolean {
    return false;
  }

  clear(): void {}
}
