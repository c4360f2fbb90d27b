import { useState } from 'react';
import type { MenuItem } from '@skybook/api-contract';
import { MenuLink } from './menu-link.tsx';
import styles from './footer-menus.module.css';

/**
 * Spec §2 footer menu groups: columns on wide screens, accordions on mobile (the toggle is
 * only shown below the breakpoint; above it every group is open).
 */
export function FooterMenus({ items, pathname }: { items: readonly MenuItem[]; pathname: string }) {
  return (
    <div className={styles.groups}>
      {items.map((group) => (
        <FooterGroup key={group.id} group={group} pathname={pathname} />
      ))}
    </div>
  );
}

function FooterGroup({ group, pathname }: { group: MenuItem; pathname: string }) {
  const [open, setOpen] = useState(false);
  const listId = `footer-group-${group.id}`;
  return (
    <section className={styles.group} data-open={open || undefined}>
      <h2 className={styles.title}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen(!open)}
        >
          {group.title}
          <span aria-hidden="true" className={styles.sign} />
        </button>
        <span className={styles.label}>{group.title}</span>
      </h2>
      <ul id={listId} className={styles.list}>
        {group.children.map((item) => (
          <li key={item.id}>
            <MenuLink item={item} pathname={pathname} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Spec §2 sub-footer links (legal, privacy, cookies), in both footer variants. */
export function SubFooterLinks({
  items,
  pathname,
  label,
}: {
  items: readonly MenuItem[];
  pathname: string;
  label: string;
}) {
  return (
    <nav aria-label={label}>
      <ul className={styles.sub}>
        {items.map((item) => (
          <li key={item.id}>
            <MenuLink item={item} pathname={pathname} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
