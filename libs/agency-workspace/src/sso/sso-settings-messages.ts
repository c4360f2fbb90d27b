import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { agencyMessage } from '@skybook/ui';

/** The settings form's own refusals; every other key goes to the shared agency messages. */
const MESSAGES: Record<string, MessageDescriptor> = {
  'agency.sso.discoveryFailed': msg`We could not read this issuer's OpenID configuration. Check the issuer URL (https) and try again.`,
  'agency.sso.domainTaken': msg`Another agency already signs in with this email domain.`,
  'errors.invalid_url': msg`Please enter a URL, like https://login.example.com.`,
  'errors.invalid_domain': msg`Please enter a domain, like example.com.`,
};

export const ssoSettingsMessage = (i18n: I18n, key: string): string => {
  const descriptor = MESSAGES[key];
  return descriptor ? i18n._(descriptor) : agencyMessage(i18n, key);
};
