import type { Integrations } from '@skybook/api-contract';

/** The deployment's third-party script settings (environment, decision 099); all optional. */
export interface IntegrationSettings {
  tagManagerUrl?: string | undefined;
  rumScriptUrl?: string | undefined;
  rumKey?: string | undefined;
  fraudBeaconUrl?: string | undefined;
}

/** The settings as the environment gives them (config.ts). */
export function integrationSettings(config: {
  TAG_MANAGER_URL?: string | undefined;
  RUM_SCRIPT_URL?: string | undefined;
  RUM_KEY?: string | undefined;
  FRAUD_BEACON_URL?: string | undefined;
}): IntegrationSettings {
  return {
    tagManagerUrl: config.TAG_MANAGER_URL,
    rumScriptUrl: config.RUM_SCRIPT_URL,
    rumKey: config.RUM_KEY,
    fraudBeaconUrl: config.FRAUD_BEACON_URL,
  };
}

const withParam = (base: string, name: string, value: string) => {
  const url = new URL(base);
  url.searchParams.set(name, value);
  return url.toString();
};

/**
 * What a site may load: a script only when both the deployment's URL and the site's identifier
 * (or the RUM key) are configured. Production without these settings loads nothing external.
 */
export function integrationsFor(
  settings: IntegrationSettings,
  domain: { tagManagerId: string | null; fraudShopId: string | null },
): Integrations {
  const { tagManagerUrl, rumScriptUrl, rumKey, fraudBeaconUrl } = settings;
  return {
    tagManager:
      tagManagerUrl && domain.tagManagerId ? withParam(tagManagerUrl, 'id', domain.tagManagerId) : null,
    rum: rumScriptUrl && rumKey ? withParam(rumScriptUrl, 'key', rumKey) : null,
    fraudBeacon:
      fraudBeaconUrl && domain.fraudShopId ? withParam(fraudBeaconUrl, 'shop', domain.fraudShopId) : null,
  };
}

/**
 * The origins the CSP must allow for scripts (and their requests): exactly those of the
 * configured integrations, none otherwise. RUM counts only with its key, like the page does.
 */
export function integrationOrigins(settings: IntegrationSettings): string[] {
  const urls = [
    settings.tagManagerUrl,
    settings.rumKey ? settings.rumScriptUrl : undefined,
    settings.fraudBeaconUrl,
  ];
  return [...new Set(urls.flatMap((u) => (u ? [new URL(u).origin] : [])))];
}
