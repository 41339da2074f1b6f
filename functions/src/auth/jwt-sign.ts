// jose's signer, in a module of its own that unsubscribe-token.ts imports where a link is signed:
// the check-in worker's cold start reads jose (about 12 KB) only for an email, and carries no
// verifier. (A session's token is signed or checked on every request of the functions that do
// it, so tokens.ts imports jose as it is.)
export { SignJWT } from 'jose/jwt/sign';
