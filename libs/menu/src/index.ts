export { MenuTree, type MenuTreeProps } from './menu-tree.tsx';
export { FooterMenus, SubFooterLinks } from './footer-menus.tsx';
export { MenuLink } from './menu-link.tsx';
export { menuQuery, type MenuScope } from './menu-query.ts';
export { groupByOrder, isActive, isExternal, isReserveAction, limitDepth, menuHref, menuOfType, MAX_MENU_DEPTH } from './menu-rules.ts';
export { RegionSelector, type RegionSelectorProps } from './region-selector.tsx';
export { selectorAction, type SelectorAction, type SelectorChoice, type SelectorState } from './selector-rules.ts';
