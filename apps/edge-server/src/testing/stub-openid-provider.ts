import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair, type JWTPayload } from 'jose';

/** What the test wants the next ID token to say, and which key signs it. */
export interface TokenPlan {
  claims?: JWTPayload;
  /** `stranger`: a key the provider does not publish (a forged signature). */
  signer?: 'provider' | 'stranger';
}

/**
 * A loopback OpenID provider for integration tests: discovery, JWKS and a token endpoint that
 * checks the client's secret and the PKCE verifier. The test plays the browser at the provider:
 * it reads `state`, `nonce` and the code challenge from the authorization URL our server built,
 * then gets a code whose ID token says what the case needs (wrong nonce, audience, issuer, expiry…).
 */
export async function startStubOpenIdProvider(client: { id: string; secret: string }) {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const stranger = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'stub-1', alg: 'RS256', use: 'sig' };
  const codes = new Map<string, { challenge: string; idToken: string }>();
  let issuer = '';

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/.well-known/openid-configuration')
      return json(200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['client_secret_post'],
      });
    if (url.pathname === '/jwks') return json(200, { keys: [jwk] });
    if (url.pathname === '/token' && req.method === 'POST') {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        const form = new URLSearchParams(body);
        const grant = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        if (form.get('client_id') !== client.id || form.get('client_secret') !== client.secret)
          return json(401, { error: 'invalid_client' });
        const verifier = form.get('code_verifier') ?? '';
        const challenge = createHash('sha256').update(verifier).digest('base64url');
        if (!grant || grant.challenge !== challenge) return json(400, { error: 'invalid_grant' });
        json(200, {
          access_token: randomBytes(16).toString('hex'),
          token_type: 'Bearer',
          id_token: grant.idToken,
        });
      });
      return;
    }
    json(404, { error: 'not_found' });
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    get issuer() {
      return issuer;
    },
    /**
     * Plays the provider's sign-in for the authorization URL our server redirected to: a code
     * for an ID token with the right issuer, audience, nonce and a fresh expiry, changed by `plan`.
     */
    async authorize(authorizationUrl: string, plan: TokenPlan & { subject: string; email: string }) {
      const asked = new URL(authorizationUrl);
      const now = Math.floor(Date.now() / 1000);
      const claims: JWTPayload = {
        iss: issuer,
        aud: client.id,
        sub: plan.subject,
        email: plan.email,
        email_verified: true,
        name: plan.email.split('@')[0],
        nonce: asked.searchParams.get('nonce') ?? undefined,
        iat: now,
        exp: now + 300,
        ...plan.claims,
      };
      const idToken = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: 'stub-1' })
        .sign(plan.signer === 'stranger' ? stranger.privateKey : privateKey);
      const code = randomBytes(12).toString('hex');
      codes.set(code, { challenge: asked.searchParams.get('code_challenge') ?? '', idToken });
      return { code, state: asked.searchParams.get('state') ?? '' };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
