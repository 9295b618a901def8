import { useEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

// A table that scrolls sideways takes the keyboard focus, so the arrow keys scroll it (WCAG 2.1.1;
// axe: scrollable-region-focusable); one that fits stays out of the tab order.
export default function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  const { className, ...rest } = props;
  const ref = useRef<HTMLTableElement>(null);
  const [scrolls, setScrolls] = useState(false);

  useEffect(() => {
    const table = ref.current!;
    // The observer reports the size once on observe(), and on every change after.
    const observer = new ResizeObserver(() => setScrolls(table.scrollWidth > table.clientWidth));
    observer.observe(table);
    return () => observer.disconnect();
  }, []);

  return (
    <table
      ref={ref}
      className={clsx(styles.table, className)}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard
      tabIndex={scrolls ? 0 : undefined}
      {...rest}
    />
  );
}
