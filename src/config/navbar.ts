import type { Navbar } from '@docusaurus/theme-common';
import { externalLinks } from './links';
import { navbarHideOnScroll } from './env';

export const navbar = {
  title: 'Unleash',
  hideOnScroll: navbarHideOnScroll,
  logo: {
    alt: 'Unleash logo',
    src: 'img/logo.svg',
    srcDark: 'img/logo-dark.svg',
    width: 32,
    height: 32,
  },
  items: [
    { label: 'Product', href: externalLinks.product, position: 'left' },
    { label: 'Plans', href: externalLinks.plans, position: 'left' },
    { label: 'Blog', href: externalLinks.blog, position: 'left' },
    { label: 'Academy', to: '/unleash-academy/introduction', position: 'left' },
    { type: 'custom-githubStars', position: 'right' },
    { type: 'custom-separator', position: 'right' },
    {
      label: 'Sign in',
      href: externalLinks.signIn,
      position: 'right',
      className: 'navbar-sign-in',
    },
    {
      label: 'Start free trial',
      href: externalLinks.freeTrial,
      position: 'right',
      className: 'button button--primary navbar-free-trial',
    },
  ],
} satisfies Navbar;
