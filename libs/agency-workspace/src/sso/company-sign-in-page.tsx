import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Endpoints, RequestOf } from '@skybook/api-contract';
import { useSession } from '@skybook/auth';
import { useAppContext } from '@skybook/ssr';
import { Button } from '@skybook/ui';
import { agencySsoQuery } from '../workspace-queries.ts';
import { Loading } from '../loading.tsx';
import { SsoSettingsForm } from './sso-settings-form.tsx';

/**
 * `/ta/company-sign-in` (issue 18): the agency's administrator connects the agency to its OpenID
 * Connect provider, sees the redirect URI to register there, and disconnects it. Agents are told
 * this is the administrator's page (the API refuses them too).
 */
export function CompanySignInPage() {
  const { t } = useLingui();
  const { api } = useAppContext();
  const { agency } = useSession();
  const isAdmin = agency?.role === 'admin';
  const queryClient = useQueryClient();
  const sso = useQuery({ ...agencySsoQuery(api), enabled: isAdmin });
  const refresh = () => queryClient.invalidateQueries({ queryKey: agencySsoQuery(api).queryKey });
  const save = useMutation({
    mutationFn: (input: RequestOf<Endpoints['saveAgencySso']>) => api.saveAgencySso(input),
    onSuccess: refresh,
  });
  const disconnect = useMutation({ mutationFn: () => api.deleteAgencySso({}), onSuccess: refresh });
  const [notice, setNotice] = useState('');

  const title = (
    <h1 id="page-title">
      <Trans>Company sign-in</Trans>
    </h1>
  );
  if (!isAdmin)
    return (
      <section aria-labelledby="page-title" data-route="ta-company-sign-in">
        {title}
        <p role="status">
          <Trans>Only your agency's administrator can set up the company sign-in.</Trans>
        </p>
      </section>
    );
  const settings = sso.data?.settings ?? null;
  return (
    <section aria-labelledby="page-title" data-route="ta-company-sign-in">
      {title}
      <p>
        <Trans>
          Your agents sign in with their company account (Microsoft Entra ID, Google Workspace, Okta or any
          OpenID Connect provider). Register this redirect URI with the provider:
        </Trans>
      </p>
      {!sso.data ? (
        <Loading />
      ) : (
        <>
          <p>
            <code data-testid="sso-callback-url">{sso.data.callbackUrl}</code>
          </p>
          <p role="status" data-testid="sso-status">
            {notice || (settings ? t`Connected to ${settings.issuer}.` : t`Not connected.`)}
          </p>
          <SsoSettingsForm
            key={settings ? `${settings.issuer}|${settings.clientId}` : 'new'}
            current={settings}
            onSave={(input) => save.mutateAsync(input)}
            onSaved={() => setNotice(t`Saved. Your agents can sign in with their company account.`)}
          />
          {settings ? (
            <p>
              <Button
                variant="secondary"
                onClick={() =>
                  disconnect.mutate(undefined, {
                    onSuccess: () => setNotice(t`Disconnected. Agents sign in with their password only.`),
                  })
                }
              >
                <Trans>Disconnect</Trans>
              </Button>
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
