import { describe, expect, it } from 'vitest';
import type { MenuItem } from '@skybook/api-contract';
import {
  groupByOrder,
  isActive,
  isExternal,
  isReserveAction,
  limitDepth,
  menuHref,
  menuOfType,
} from './menu-rules.ts';

const item = (id: number, order: number, link = 'en', children: MenuItem[] = []): MenuItem => ({
  id,
  title: `#${id}`,
  link,
  order,
  children,
});

describe('menu tree rules (spec §2)', () => {
  it('treats links starting with http as external and keeps them as they are', () => {
    expect(isExternal('https://hotels.example')).toBe(true);
    expect(isExternal('http://x.example')).toBe(true);
    expect(isExternal('en/baggage')).toBe(false);
    expect(menuHref('https://hotels.example/?a=1')).toBe('https://hotels.example/?a=1');
  });

  it('prefixes any other link with exactly one slash', () => {
    expect(menuHref('en/baggage')).toBe('/en/baggage');
    expect(menuHref('/en/baggage')).toBe('/en/baggage');
    expect(menuHref('es')).toBe('/es');
  });

  it('recognises action…Reserve links as the booking search form', () => {
    expect(isReserveAction('actionManageReserve')).toBe(true);
    expect(isReserveAction('actionReserve')).toBe(true);
    expect(isReserveAction('actionManage')).toBe(false);
    expect(isReserveAction('en/Reserve')).toBe(false);
  });

  it('groups dropdown items by their order value, in ascending order', () => {
    const groups = groupByOrder([item(1, 2), item(2, 1), item(3, 2), item(4, 1), item(5, 3)]);
    expect(groups.map((g) => g.map((i) => i.id))).toEqual([[2, 4], [1, 3], [5]]);
  });

  it('shows at most three levels', () => {
    const deep = [item(1, 1, 'a', [item(2, 1, 'b', [item(3, 1, 'c', [item(4, 1, 'd')])])])];
    const limited = limitDepth(deep);
    expect(limited[0]!.children[0]!.children[0]!.id).toBe(3);
    expect(limited[0]!.children[0]!.children[0]!.children).toEqual([]);
  });

  it('selects the Footer and SubFooter menus by type, empty when missing', () => {
    const menu = [{ type: 'Footer' as const, items: [item(9, 1)] }];
    expect(menuOfType(menu, 'Footer').map((i) => i.id)).toEqual([9]);
    expect(menuOfType(menu, 'SubFooter')).toEqual([]);
    expect(menuOfType(undefined, 'Header')).toEqual([]);
  });

  it('marks the item of the current page active, never an external one', () => {
    expect(isActive(item(1, 1, 'en/baggage'), '/en/baggage')).toBe(true);
    expect(isActive(item(1, 1, 'en/baggage'), '/en/contact')).toBe(false);
    expect(isActive(item(1, 1, 'https://x.example/en/baggage'), '/en/baggage')).toBe(false);
  });
});
