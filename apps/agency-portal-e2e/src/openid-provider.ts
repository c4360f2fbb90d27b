import type { Server } from 'node:http';
import Provider from 'oidc-provider';

export const E2E_CLIENT = { id: 'skybook-portal-e2e', secret: 'portal-e2e-client-secret-0123456789' };

/**
 * A real OpenID Connect provider (the `oidc-provider` package) on a loopback port, as an agency's
 * company identity provider: its development sign-in page takes any login (used here as the
 * work email, which is also the subject) and then asks for consent.
 */
export async function startOpenIdProvider(port: number, redirectUri: string) {
  const issuer = `http://127.0.0.1:${port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: E2E_CLIENT.id,
        client_secret: E2E_CLIENT.secret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    findAccount: (_ctx: unknown, id: string) => ({
      accountId: id,
      claims: () => ({ sub: id, email: id, email_verified: true, name: id.split('@')[0] }),
    }),
    pkce: { required: () => true },
    cookies: { keys: ['skybook-e2e-provider-cookie-key'] },
  });
  const server: Server = provider.listen(port, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return { issuer, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
