import type { ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import isInternalUrl from '@docusaurus/isInternalUrl';
import IconExternalLink from '@theme/Icon/ExternalLink';
import type { Props } from '@theme/Footer/LinkItem';

// `hiddenSuffix`, read but not shown, lets a short label such as 'Go' under 'Server SDKs' name its
// target out of context ('Go SDK').
export default function FooterLinkItem({ item }: Props): ReactNode {
  const { to, href, label, prependBaseUrlToHref, className, hiddenSuffix, ...rest } = item;
  const toUrl = useBaseUrl(to);
  const prefixedHref = useBaseUrl(href, { forcePrependBaseUrl: true });
  const target = href ? { href: prependBaseUrlToHref ? prefixedHref : href } : { to: toUrl };
  return (
    <Link className={clsx('footer__link-item', className)} {...target} {...rest}>
      {label}
      {typeof hiddenSuffix === 'string' && <span className="visually-hidden">{hiddenSuffix}</span>}
      {href && !isInternalUrl(href) && <IconExternalLink />}
    </Link>
  );
}
