import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import styles from './dropdown.module.css';

interface DropdownGroupValue {
  openName: string | null;
  toggle(name: string): void;
  close(): void;
}

const DropdownGroupContext = createContext<DropdownGroupValue | null>(null);

export interface DropdownGroupProps {
  children: ReactNode;
  /** Changes on navigation (e.g. the pathname): every dropdown closes (spec §2). */
  closeKey?: string;
}

/**
 * Spec §2 "Other interface behaviour": at most one named dropdown is open; opening one closes
 * the others; a click outside the group, Escape or a navigation closes it. Escape also returns
 * focus to the trigger that opened it.
 */
export function DropdownGroup({ children, closeKey }: DropdownGroupProps) {
  const [openName, setOpenName] = useState<string | null>(null);
  const container = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpenName(null), []);
  const toggle = useCallback(
    (name: string) => setOpenName((current) => (current === name ? null : name)),
    [],
  );

  useEffect(close, [closeKey, close]);

  useEffect(() => {
    if (openName === null) return;
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node | null;
      // A dropdown's panel may sit anywhere in the group; only clicks outside it close.
      if (target && !container.current?.contains(target)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      document.querySelector<HTMLElement>(`[data-dropdown-trigger="${CSS.escape(openName)}"]`)?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [openName, close]);

  const value = useMemo(() => ({ openName, toggle, close }), [openName, toggle, close]);
  return (
    <DropdownGroupContext.Provider value={value}>
      <div ref={container} className={styles.group}>
        {children}
      </div>
    </DropdownGroupContext.Provider>
  );
}

/** One named dropdown of the surrounding group: whether it is open, and its trigger's and panel's props. */
export function useDropdown(name: string) {
  const group = useContext(DropdownGroupContext);
  if (!group) throw new Error('useDropdown must be used inside <DropdownGroup>');
  const open = group.openName === name;
  const panelId = `dropdown-${name.replace(/[^a-z0-9-]/gi, '-')}`;
  return {
    open,
    close: group.close,
    toggle: () => group.toggle(name),
    triggerProps: {
      'aria-expanded': open,
      'aria-controls': panelId,
      'data-dropdown-trigger': name,
      onClick: () => group.toggle(name),
    },
    panelProps: { id: panelId, hidden: !open },
  };
}
