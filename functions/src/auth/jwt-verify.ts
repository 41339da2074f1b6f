// jose's verifier, imported where an unsubscribe link is checked (jwt-sign.ts says why).
export { jwtVerify } from 'jose/jwt/verify';
