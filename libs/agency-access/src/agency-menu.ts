import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export interface AgencyMenuItem {
  id: 'dashboard' | 'reserve' | 'reports' | 'agents' | 'sso' | 'password';
  label: MessageDescriptor;
  href: string;
}

/** Spec §2 agency portal menu (logout is an action, rendered apart). Agents get no agent management and no company sign-in settings. */
export function agencyMenu(locale: string, role: 'admin' | 'agent' = 'admin'): AgencyMenuItem[] {
  const items: AgencyMenuItem[] = [
    { id: 'dashboard', label: msg`Dashboard`, href: `/${locale}/ta` },
    { id: 'reserve', label: msg`Make a reservation`, href: `/${locale}` },
    { id: 'reports', label: msg`Reports`, href: `/${locale}/ta/reports` },
    { id: 'agents', label: msg`Agent management`, href: `/${locale}/ta/agents` },
    { id: 'sso', label: msg`Company sign-in`, href: `/${locale}/ta/company-sign-in` },
    { id: 'password', label: msg`Change password`, href: `/${locale}/ta/reset-password` },
  ];
  return role === 'admin' ? items : items.filter((i) => i.id !== 'agents' && i.id !== 'sso');
}
