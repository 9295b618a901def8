import { useEffect, type ReactNode } from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';

const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

// Not in the panel that slid away (inert), nor hidden.
function focusables(menu: HTMLElement): HTMLElement[] {
  return Array.from(menu.querySelectorAll<HTMLElement>(focusableSelector)).filter(
    (element) => !element.closest('[inert]') && element.getClientRects().length > 0,
  );
}

// The theme leaves the focus behind the phone menu and has no Escape: here it acts as a dialog.
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
      // In the order Tab moves through them.
      const items = event.shiftKey ? focusables(menu).reverse() : focusables(menu);
      const active = document.activeElement;
      if (active === items[items.length - 1] || !menu.contains(active)) {
        event.preventDefault();
        items[0]?.focus();
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
