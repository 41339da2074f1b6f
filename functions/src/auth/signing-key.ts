import { getSecret, type SecretName } from '../config/secrets.ts';

// How Cakewalk's tokens (sessions, trusted devices, unsubscribe links) are signed and checked.
// Nothing here imports jose: the check-in worker signs unsubscribe links with a jose it loads
// only for an email (jwt-sign.ts), and a static import of it from here would put that jose at
// its cold start all the same (esbuild loads a file a lazy chunk uses with any static importer).

export const ISSUER = 'cakewalk';
export const ALGORITHM = 'HS256';
/** HS256 is only as strong as its key: at least 256 bits. */
const MIN_SECRET_BYTES = 32;

/**
 * The HMAC key in secret `name`, read once and kept; a failed read is tried again next time.
 * A key that is missing or short is a fault of the server, so it throws.
 */
export function hmacKey(name: SecretName): () => Promise<Uint8Array> {
  let key: Promise<Uint8Array> | undefined;
  const load = async () => {
    const bytes = new TextEncoder().encode((await getSecret(name)) ?? '');
    if (bytes.length < MIN_SECRET_BYTES) throw new Error(`${name} must be set to at least ${MIN_SECRET_BYTES} bytes`);
    return bytes;
  };
  return () => {
    key ??= load().catch((error: unknown) => {
      key = undefined;
      throw error;
    });
    return key;
  };
}
