import { createSecretKey, type KeyObject } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

export interface AccessTokenClaims {
  readonly userId: string;
  readonly sessionId: string;
}

export type AccessTokenResult =
  | { readonly ok: true; readonly claims: AccessTokenClaims }
  | { readonly ok: false; readonly reason: 'expired' | 'invalid' };

const ISSUER = 'loomflow';
const AUDIENCE = 'loomflow-api';

/** Short-lived signed access tokens (HS256); the login session behind them is checked on every request. */
export class AccessTokens {
  private readonly key: KeyObject;

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = createSecretKey(Buffer.from(secret, 'utf8'));
  }

  sign(claims: AccessTokenClaims): Promise<string> {
    return new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.userId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + this.ttlSeconds)
      .sign(this.key);
  }

  async verify(token: string): Promise<AccessTokenResult> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        audience: AUDIENCE,
        algorithms: ['HS256'],
      });
      const sessionId = payload.sid;
      if (typeof payload.sub !== 'string' || typeof sessionId !== 'string')
        return { ok: false, reason: 'invalid' };
      return { ok: true, claims: { userId: payload.sub, sessionId } };
    } catch (error: unknown) {
      return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
    }
  }
}
