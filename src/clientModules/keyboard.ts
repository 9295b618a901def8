import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

/** Where the theme's skip link points, and what it focuses when there is no <main>. */
const skipTarget = '__docusaurus_skipToContent_fallback';

// The theme's skip link takes <main>'s tabindex="-1" away right after focusing it, and Chromium then
// drops the focus to <body>. This runs after the theme's handler (the document sees the click after
// React's root) and keeps the tabindex until the focus moves on.
function onSkipLinkClick(event: MouseEvent): void {
  const link = event.target instanceof Element ? event.target.closest('a') : null;
  if (link?.getAttribute('href') !== `#${skipTarget}`) return;
  const target = document.querySelector<HTMLElement>('main') ?? document.getElementById(skipTarget);
  if (!target) return;
  target.setAttribute('tabindex', '-1');
  target.focus();
  target.addEventListener('blur', () => target.removeAttribute('tabindex'), { once: true });
}

// Space works the theme's `<a role="button">` sidebar categories and `<li role="tab">` tabs, which
// answer Enter only (ARIA button and tabs patterns; WCAG 2.1.1).
function onSpaceOnRoleControl(event: KeyboardEvent): void {
  const { key, target } = event;
  if (key !== ' ' || event.defaultPrevented || !(target instanceof HTMLElement)) return;
  if (!target.matches('[role="button"]:not(button), [role="tab"]:not(button)')) return;
  event.preventDefault();
  target.click();
}

if (ExecutionEnvironment.canUseDOM) {
  document.addEventListener('click', onSkipLinkClick);
  document.addEventListener('keydown', onSpaceOnRoleControl);
}
