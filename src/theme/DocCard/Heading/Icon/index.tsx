import type { ReactNode } from 'react';
import Icon from '@theme-original/DocCard/Heading/Icon';
import type IconType from '@theme/DocCard/Heading/Icon';
import type { WrapperProps } from '@docusaurus/types';
import isInternalUrl from '@docusaurus/isInternalUrl';
import styles from './styles.module.css';

const paths = {
  category:
    'M3 6.5A1.5 1.5 0 0 1 4.5 5h4.6l2 2.2h8.4A1.5 1.5 0 0 1 21 8.7v9.8a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 18.5z',
  page: 'M6 3h8.5L19 7.5V20a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zM14 3v5h5M8.5 12.5h7M8.5 16h7',
  external: 'M18 13.5V19a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5.5M14 4h6v6M20 4l-9 9',
};

// The theme's emoji icons show as empty boxes without an emoji font.
export default function IconWrapper({ item, ...props }: WrapperProps<typeof IconType>): ReactNode {
  const external = item.type === 'link' && !isInternalUrl(item.href);
  const kind = item.type === 'category' ? 'category' : external ? 'external' : 'page';
  const icon = (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={paths[kind]} />
    </svg>
  );
  return <Icon {...props} item={item} icon={icon} />;
}
