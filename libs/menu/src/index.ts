export { MenuTree } from './menu-tree.tsx';
export { FooterMenus, SubFooterLinks } from './footer-menus.tsx';
export { menuQuery } from './menu-query.ts';
export { menuOfType } from './menu-rules.ts';
export { RegionSelector } from './region-selector.tsx';
export { selectorAction, type SelectorChoice } from './selector-rules.ts';
