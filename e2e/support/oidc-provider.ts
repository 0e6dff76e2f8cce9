import type { Server } from 'node:http';
import Provider from 'oidc-provider';

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

/** The name the provider gives every account; sign-in through it prefills setup with this. */
export const PROVIDER_ACCOUNT_NAME = 'Olivia Provider';

/**
 * A real OpenID Connect provider (oidc-provider) on loopback, standing in for Google: its development
 * login form takes any login (used as the email when it holds an "@") and any password.
 */
export async function startOidcProvider({ port, redirectUri }: { port: number; redirectUri: string }): Promise<TestOidcProvider> {
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = 'champion-kitchen-e2e';
  const clientSecret = 'e2e-client-secret-that-is-long-enough';
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    cookies: { keys: ['e2e-cookie-signing-key'] },
    features: { devInteractions: { enabled: true } },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
    async findAccount(_ctx, id) {
      const email = id.includes('@') ? id : `${id}@example.com`;
      return { accountId: id, claims: async () => ({ sub: id, email, email_verified: true, name: PROVIDER_ACCOUNT_NAME }) };
    },
  });
  const server: Server = await new Promise((resolve) => {
    const s = provider.listen(port, '127.0.0.1', () => resolve(s));
  });
  return {
    issuer,
    clientId,
    clientSecret,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
