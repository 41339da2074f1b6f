import type { RouteDef } from '@cakewalk/shared/routes.ts';
import { LIMITS, sizeInWords } from '@cakewalk/shared/schemas/limits.ts';

/** The largest body a route takes: 64 KB unless the route table says otherwise (the import). */
export const bodyLimitOf = (route: RouteDef): number => route.bodyBytes ?? LIMITS.bodyBytes;

/** What a 413 says, with the limit as a person reads it (64 KB, 1 MB). */
export function tooLargeMessage(bytes: number): string {
  return `The request body is larger than ${sizeInWords(bytes)}.`;
}
