import type { Menu, MenuItem, MenuType } from '@skybook/api-contract';

/** Spec §2: a link starting with http is external. */
export const isExternal = (link: string): boolean => link.startsWith('http');

/** Spec §2: a link starting with `action` and ending in `Reserve` shows the booking search form. */
export const isReserveAction = (link: string): boolean =>
  link.startsWith('action') && link.endsWith('Reserve');

/** Spec §2: external links as they are, any other link prefixed with a slash (once). */
export const menuHref = (link: string): string => (isExternal(link) ? link : `/${link.replace(/^\/+/, '')}`);

/** Spec §3: the Footer and SubFooter menus (and the Header) are selected by type. */
export const menuOfType = (menu: Menu | undefined, type: MenuType): MenuItem[] =>
  menu?.find((m) => m.type === type)?.items ?? [];

/** Spec §2: a dropdown's items are grouped by their order value, groups in ascending order. */
export function groupByOrder(items: readonly MenuItem[]): MenuItem[][] {
  const groups = new Map<number, MenuItem[]>();
  for (const item of [...items].sort((a, b) => a.order - b.order)) {
    groups.set(item.order, [...(groups.get(item.order) ?? []), item]);
  }
  return [...groups.values()];
}

/** Spec §2: menus go at most three levels deep; anything below is not shown. */
export const MAX_MENU_DEPTH = 3;
export function limitDepth(items: readonly MenuItem[], depth = MAX_MENU_DEPTH): MenuItem[] {
  if (depth <= 0) return [];
  return items.map((item) => ({ ...item, children: limitDepth(item.children, depth - 1) }));
}

/** The item whose link is the current page (interface-only active flag of spec §3). */
export const isActive = (item: MenuItem, pathname: string): boolean =>
  !isExternal(item.link) && menuHref(item.link) === pathname;
