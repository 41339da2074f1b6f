import { createHash, createHmac, createSecretKey, type Hash, type Hmac, type KeyObject } from 'node:crypto';

// Node tells a KeyObject from raw key bytes by catching the TypeError a brand check throws, so
// an HMAC keyed with bytes or a string pays for an exception, twice in every signed call (SigV4
// hashes the secret key into its cache key, then signs with the day's key). The signer's keys are
// few and kept (the secret key's string, the cached signing key), so each becomes a KeyObject
// once; the hashing is otherwise the SDK's own (@smithy/core's Sha256Node).

type SourceData = string | ArrayBuffer | ArrayBufferView;

interface KnownKey {
  bytes: Buffer;
  key: KeyObject;
}

const byBytes = new WeakMap<object, KnownKey>();
const byString = new Map<string, KeyObject>();
/** Secret keys change only with the credentials: a few per container, bounded all the same. */
const MAX_STRING_KEYS = 16;

const viewOf = (data: ArrayBuffer | ArrayBufferView): Buffer =>
  ArrayBuffer.isView(data) ? Buffer.from(data.buffer, data.byteOffset, data.byteLength) : Buffer.from(data);

function keyObjectOf(secret: SourceData): KeyObject {
  if (typeof secret !== 'string') {
    // Known by the object, and still checked byte for byte: its owner may have changed them.
    const bytes = viewOf(secret);
    const known = byBytes.get(secret);
    if (known?.bytes.equals(bytes)) return known.key;
    const copy = Buffer.from(bytes);
    const key = createSecretKey(copy);
    byBytes.set(secret, { bytes: copy, key });
    return key;
  }
  let key = byString.get(secret);
  if (!key) {
    if (byString.size >= MAX_STRING_KEYS) byString.clear();
    byString.set(secret, (key = createSecretKey(Buffer.from(secret))));
  }
  return key;
}

/** SHA-256, or HMAC-SHA-256 given a secret, as the AWS clients' `sha256` option takes it. */
export class SigningHash {
  readonly digestLength = 32;
  private readonly secret: SourceData | undefined;
  private hash: Hash | Hmac;
  private finished = false;

  constructor(secret?: SourceData) {
    this.secret = secret;
    this.hash = this.start();
  }

  update(data: Uint8Array): void {
    if (this.finished) throw new Error('Attempted to update an already finished hash.');
    this.hash.update(data);
  }

  async digest(): Promise<Uint8Array> {
    // An HMAC is finished by its digest; a plain hash may go on, as the SDK's may.
    let bytes: Buffer;
    if (this.secret) {
      this.finished = true;
      bytes = this.hash.digest();
    } else {
      bytes = (this.hash as Hash).copy().digest();
    }
    return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  reset(): void {
    this.hash = this.start();
    this.finished = false;
  }

  private start(): Hash | Hmac {
    return this.secret ? createHmac('sha256', keyObjectOf(this.secret)) : createHash('sha256');
  }
}
