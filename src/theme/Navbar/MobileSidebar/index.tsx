import { useEffect, type ReactNode } from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';

const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** What the keyboard can reach in the menu now: not the panel that slid away (inert), nor hidden items. */
function focusables(menu: HTMLElement): HTMLElement[] {
  return Array.from(menu.querySelectorAll<HTMLElement>(focusableSelector)).filter(
    (element) => !element.closest('[inert]') && element.getClientRects().length > 0,
  );
}

/**
 * The theme leaves the focus behind the phone menu and has no Escape. Here it is a dialog: the
 * focus moves in, Tab stays inside, Escape closes it, and the focus returns to the toggle.
 */
export default function MobileSidebarWrapper(): ReactNode {
  const { shown, toggle } = useNavbarMobileSidebar();

  useEffect(() => {
    const menu = document.querySelector<HTMLElement>('.navbar-sidebar');
    if (!shown || !menu) return undefined;
    // The menu turns visible as its slide-in transition starts, a frame after it is shown.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => focusables(menu)[0]?.focus());
    });

    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key === 'Escape') {
        event.preventDefault();
        toggle();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables(menu);
      const first = items[0];
      const last = items[items.length - 1];
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !menu.contains(active))) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && (active === last || !menu.contains(active))) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('keydown', onKeyDown);
      // Closed from inside (Escape, the close button, an external link): back to the toggle.
      if (menu.contains(document.activeElement)) {
        document.querySelector<HTMLElement>('.navbar__toggle')?.focus();
      }
    };
  }, [shown, toggle]);

  return <MobileSidebar />;
}
