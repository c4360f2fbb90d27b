/**
 * Spec §2 "Layout by route-name group". Routes carry a name in their static data; these
 * rules turn the name into the chrome around the page.
 */
export type RouteName =
  | 'index'
  | 'link'
  | 'select'
  | 'extras'
  | 'passengers'
  | 'payment'
  | 'confirmation'
  | 'manage'
  | 'manage-confirmation'
  | 'checkin'
  | 'checkin-step'
  | 'claims'
  | 'destinations'
  | 'destination'
  | 'ta'
  | 'ta-agents'
  | 'ta-reports'
  | 'ta-reset-password'
  | 'ta-company-sign-in'
  | 'ta-sso'
  | 'error';

export interface LayoutRules {
  navbar: 'sticky' | 'static' | 'hidden';
  footer: 'full' | 'funnel';
  mobileCheckinBar: boolean;
}

const FUNNEL_FOOTER = ['confirmation', 'extras', 'passengers', 'payment', 'select', 'checkin-step', 'manage'];
const NO_NAVBAR = ['extras', 'passengers', 'payment', 'select'];

export function layoutFor(name: RouteName | string): LayoutRules {
  const isIndex = name.startsWith('index');
  return {
    navbar: NO_NAVBAR.includes(name) ? 'hidden' : isIndex ? 'sticky' : 'static',
    // Every portal page (ta, ta-agents, ta-reports…) is in the ta group; the others match exactly.
    footer: FUNNEL_FOOTER.includes(name) || name === 'ta' || name.startsWith('ta-') ? 'funnel' : 'full',
    mobileCheckinBar: isIndex,
  };
}
