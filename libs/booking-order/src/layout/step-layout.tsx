import { useEffect, useRef, type ReactNode } from 'react';
import layout from './step-layout.module.css';

export interface StepLayoutProps {
  title: ReactNode;
  /** The route name, for tests and styles (`data-route`). */
  route: string;
  /** A sub-step (check-in's select, documents…), as `data-step`. */
  step?: string;
  children: ReactNode;
}

/**
 * The frame of every booking page (funnel, manage, check-in): a centred column under its heading.
 * Each step (and sub-step) starts with the keyboard focus on its heading, as a new page would: a
 * screen reader announces it and the next Tab reaches the step's first control, instead of
 * starting again from the top of the document (issue 16: 45 Tabs to reach the seat map).
 */
export function StepLayout({ title, route, step, children }: StepLayoutProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, [route, step]);
  return (
    <section className={layout.page} aria-labelledby="page-title" data-route={route} data-step={step}>
      <h1 id="page-title" ref={heading} tabIndex={-1} className={layout.title}>
        {title}
      </h1>
      {children}
    </section>
  );
}

/** A step's content with its aside (price summary, countdown) beside it on wide screens. */
export function StepColumns({ aside, children }: { aside: ReactNode; children: ReactNode }) {
  return (
    <div className={layout.columns}>
      <div className={layout.main}>{children}</div>
      <div className={layout.aside}>{aside}</div>
    </div>
  );
}
